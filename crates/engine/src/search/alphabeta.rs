//! Negamax alpha-beta with principal variation search, the transposition table,
//! null-move pruning, late-move reductions and pruning, check extension and quiescence. Scores are
//! for the player to move; an edge between two players of one side (the paranoid
//! search's two opponents) keeps the score and the window instead of negating them.

use super::profile::Quiescence;
use super::{Searcher, MAX_PLY};
use crate::adapter;
use crate::score::{from_table, to_table, INFINITY, MATE_BOUND};
use crate::tt::{Bound, Entry};
use sjakkboks_rules::{Color, Kind, Move, Position};
use std::sync::OnceLock;

/// Margin per ply of depth above beta at which a node is cut on its static evaluation.
const REVERSE_FUTILITY: i32 = 120;
/// Margin per ply of depth below alpha at which quiet moves are not searched.
const FUTILITY: i32 = 150;
/// The deepest quiescence search below the main search's leaves.
const MAX_QUIESCENCE: i32 = 12;

/// The plies by which the `index`-th move (from 0) of a node `depth` plies from the
/// leaves is reduced when it is quiet and late: 0.75 + ln(depth) ln(index + 1) / 2.25,
/// rounded down (the logarithmic form strong engines use; both capped at 63).
fn log_reduction(depth: i32, index: usize) -> i32 {
    static TABLE: OnceLock<[[u8; 64]; 64]> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = [[0u8; 64]; 64];
        for (d, row) in t.iter_mut().enumerate().skip(1) {
            for (i, r) in row.iter_mut().enumerate() {
                let x = 0.75 + (d as f64).ln() * ((i + 1) as f64).ln() / 2.25;
                *r = x as u8;
            }
        }
        t
    });
    i32::from(table[depth.clamp(0, 63) as usize][index.min(63)])
}

/// Which search a child gets.
#[derive(Clone, Copy)]
pub(super) enum Descend {
    /// The main search with this depth.
    Full(i32),
    /// The quiescence search, this many plies below the leaves.
    Quiet(i32),
}

impl Searcher<'_> {
    /// The score of `child` (reached by a move of `mover`) for `mover`, searched with
    /// the window (`alpha`, `beta`) as `mover` sees it.
    pub(super) fn descend(
        &mut self,
        child: &Position,
        mover: Color,
        ply: usize,
        alpha: i32,
        beta: i32,
        how: Descend,
    ) -> i32 {
        let same = self.same_side(child.turn(), mover);
        let (a, b) = if same { (alpha, beta) } else { (-beta, -alpha) };
        let s = match how {
            Descend::Full(depth) => self.negamax(child, depth, ply + 1, a, b, true),
            Descend::Quiet(q) => self.quiesce(child, ply + 1, a, b, q),
        };
        if same {
            s
        } else {
            -s
        }
    }

    /// The score of a position whose player to move has no move although the game goes
    /// on (three-player chess: that player is out and the next one moves).
    fn settle_and_search(
        &mut self,
        pos: &Position,
        ply: usize,
        alpha: i32,
        beta: i32,
        how: Descend,
    ) -> i32 {
        match adapter::settle(pos) {
            Some(next) if ply + 1 < MAX_PLY => {
                self.descend(&next, pos.turn(), ply, alpha, beta, how)
            }
            _ => self.static_eval(pos),
        }
    }

    /// Whether `mv` changes material or wins at once (searched in quiescence, never reduced).
    pub(super) fn is_tactical(&self, pos: &Position, mv: &Move) -> bool {
        pos.is_capture(mv)
            || mv.promotion.is_some()
            || (self.profile.far_rank_wins && reaches_far_rank(pos, mv))
    }

    /// Takes history from the quiet moves among `tried`, tried in `pos` before another
    /// move cut off at `depth` plies from the leaves.
    fn punish_quiets(&mut self, pos: &Position, tried: &[Move], depth: i32) {
        for mv in tried {
            if !self.is_tactical(pos, mv) {
                self.heur.punish(mv, depth);
            }
        }
    }

    /// Whether `pos`'s mover has pieces besides pawns and king (null move is unsafe
    /// without them: zugzwang).
    fn has_pieces(pos: &Position) -> bool {
        let own = pos.color_cells(pos.turn());
        !(own - pos.kind_cells(Kind::Pawn) - pos.kind_cells(Kind::King)).is_empty()
    }

    /// The main search: the score of `pos` for the player to move.
    pub(super) fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        allow_null: bool,
    ) -> i32 {
        let key = adapter::key(pos) ^ self.key_salt;
        if self.repeats(key, pos.halfmoves()) {
            self.count_node();
            self.pv[ply].clear();
            return 0;
        }
        let mut moves = match self.enter(pos, ply) {
            Ok(moves) => moves,
            Err(s) => return s,
        };
        if moves.is_empty() {
            self.give_buffer(ply, moves);
            return self.settle_and_search(pos, ply, alpha, beta, Descend::Full(depth));
        }
        if ply >= MAX_PLY - 16 {
            self.give_buffer(ply, moves);
            return self.static_eval(pos);
        }
        let in_check = self.profile.royal && pos.is_check();
        if in_check && self.profile.check_extension {
            depth += 1;
        }
        if depth <= 0 {
            let s = self.quiesce_moves(pos, &mut moves, ply, alpha, beta, 0);
            self.give_buffer(ply, moves);
            return s;
        }
        let pv_node = beta - alpha > 1;
        let entry = self.table.probe(key);
        let hash_move = entry.and_then(|e| e.best);
        if let Some(e) = entry {
            let s = from_table(e.score, ply);
            let usable = match e.bound {
                Bound::Exact => true,
                Bound::Lower => s >= beta,
                Bound::Upper => s <= alpha,
                Bound::Empty => false,
            };
            if !pv_node && i32::from(e.depth) >= depth && usable {
                self.give_buffer(ply, moves);
                return s;
            }
        }
        // Internal iterative reduction: with no hash move the ordering is poor, so the
        // node gets one ply less (its next visit finds the move this search stores).
        if hash_move.is_none() && depth >= 4 && !in_check {
            depth -= 1;
        }
        // Pruning by the static evaluation near the leaves, where null move is sound.
        let near_leaves = self.profile.null_move
            && !pv_node
            && !in_check
            && depth <= 3
            && alpha.abs() < MATE_BOUND
            && beta.abs() < MATE_BOUND;
        let eval = near_leaves.then(|| self.static_eval(pos));
        if let Some(e) = eval.filter(|e| e - REVERSE_FUTILITY * depth >= beta) {
            self.give_buffer(ply, moves);
            return e;
        }
        let futile = eval.is_some_and(|e| depth <= 2 && e + FUTILITY * depth <= alpha);
        // Late move pruning: near the leaves, quiet moves after the first few are not
        // searched (never where the mover has only pawns: zugzwang).
        let quiet_limit = (self.profile.late_moves && near_leaves && Self::has_pieces(pos))
            .then_some(3 + (depth * depth) as usize);
        if allow_null
            && self.profile.null_move
            && !pv_node
            && !in_check
            && depth >= 3
            && beta.abs() < MATE_BOUND
            && Self::has_pieces(pos)
            && self.static_eval(pos) >= beta
        {
            let null = adapter::make_pass(pos);
            self.heur.play(ply, None);
            let r = 2 + depth / 4;
            self.path.push(key);
            let s = -self.negamax(&null, depth - 1 - r, ply + 1, -beta, -beta + 1, false);
            self.path.pop();
            if self.aborted {
                self.give_buffer(ply, moves);
                return 0;
            }
            if s >= beta {
                self.give_buffer(ply, moves);
                return if s >= MATE_BOUND { beta } else { s };
            }
        }
        let mover = pos.turn();
        if self.limits.best_reply && self.best_reply_layer(pos) {
            let s = self.best_reply(pos, &moves, depth, ply, alpha, beta);
            self.give_buffer(ply, moves);
            return s;
        }
        self.heur.order(pos, &mut moves, hash_move, ply);
        let alpha0 = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        self.path.push(key);
        for (i, mv) in moves.iter().enumerate() {
            let child = adapter::make(pos, mv);
            self.heur.play(ply, Some(*mv));
            let quiet = !self.is_tactical(pos, mv);
            let pruned = futile || quiet_limit.is_some_and(|n| i >= n);
            if pruned && i > 0 && quiet && !child.is_check() {
                continue;
            }
            // Near the leaves, a capture that loses material in its exchange is not
            // searched (standard chess, where exchanges are evaluated).
            let losing = || self.profile.exchanges && self.heur.is_losing_capture(pos, mv);
            if near_leaves && i > 0 && !quiet && !child.is_check() && losing() {
                continue;
            }
            let score = if i == 0 {
                self.descend(&child, mover, ply, alpha, beta, Descend::Full(depth - 1))
            } else {
                let late = depth >= 3 && i >= 3 && quiet && !in_check && !child.is_check();
                let reduce = if !late {
                    0
                } else if self.profile.late_moves {
                    let r = log_reduction(depth, i)
                        - i32::from(pv_node)
                        - i32::from(self.heur.is_killer(mv, ply))
                        + i32::from(self.heur.history(mv) < 0);
                    r.clamp(0, depth - 2)
                } else {
                    1 + i32::from(i >= 8) + i32::from(depth >= 8)
                };
                let null_window = |d| Descend::Full(depth - 1 - d);
                let mut s = self.descend(&child, mover, ply, alpha, alpha + 1, null_window(reduce));
                if s > alpha && reduce > 0 {
                    s = self.descend(&child, mover, ply, alpha, alpha + 1, null_window(0));
                }
                if s > alpha && s < beta {
                    s = self.descend(&child, mover, ply, alpha, beta, null_window(0));
                }
                s
            };
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(*mv);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, *mv);
                    if score >= beta {
                        if quiet {
                            self.heur.reward(mv, ply, depth);
                            if self.profile.late_moves {
                                self.punish_quiets(pos, &moves[..i], depth);
                            }
                        }
                        break;
                    }
                }
            }
        }
        self.path.pop();
        self.give_buffer(ply, moves);
        if self.aborted {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(Entry {
            key,
            best: best_move,
            score: to_table(best, ply),
            depth: depth as i16,
            bound,
        });
        best
    }

    /// The quiescence search at a new node.
    fn quiesce(&mut self, pos: &Position, ply: usize, alpha: i32, beta: i32, qply: i32) -> i32 {
        let mut moves = match self.enter(pos, ply) {
            Ok(moves) => moves,
            Err(s) => return s,
        };
        let s = if moves.is_empty() {
            self.settle_and_search(pos, ply, alpha, beta, Descend::Quiet(qply))
        } else {
            self.quiesce_moves(pos, &mut moves, ply, alpha, beta, qply)
        };
        self.give_buffer(ply, moves);
        s
    }

    /// The quiescence search of `pos`, whose legal moves are `moves` and which is not
    /// over: a stand-pat score, then the moves that change material. Leaves in `moves`
    /// only the moves it searched.
    fn quiesce_moves(
        &mut self,
        pos: &Position,
        moves: &mut Vec<Move>,
        ply: usize,
        alpha: i32,
        beta: i32,
        qply: i32,
    ) -> i32 {
        let stand_pat = self.static_eval(pos);
        if !self.limits.quiescence || qply >= MAX_QUIESCENCE || ply >= MAX_PLY - 2 {
            return stand_pat;
        }
        // Moves that must be searched whatever the stand-pat says: evasions from check,
        // losing chess's forced captures.
        let forced = match self.profile.quiescence {
            Quiescence::Chess => self.profile.royal && pos.is_check(),
            Quiescence::Forced => moves.first().is_some_and(|m| pos.is_capture(m)),
            Quiescence::Captures => false,
        };
        let best = if forced { -INFINITY } else { stand_pat };
        if best >= beta {
            return best;
        }
        let alpha = alpha.max(best);
        if self.profile.quiescence == Quiescence::Forced && !forced {
            return stand_pat;
        }
        if !forced {
            moves.retain(|m| self.is_tactical(pos, m) && !self.heur.is_losing_capture(pos, m));
        }
        self.heur.order(pos, moves, None, ply);
        let mover = pos.turn();
        let children = moves.iter().map(|m| (Some(*m), adapter::make(pos, m)));
        self.best_of(
            pos,
            children,
            ply,
            None,
            best,
            alpha,
            beta,
            |s, child, a, b| s.descend(child, mover, ply, a, b, Descend::Quiet(qply + 1)),
        )
    }
}

/// Whether `mv` puts a pawn on its far rank.
fn reaches_far_rank(pos: &Position, mv: &Move) -> bool {
    let topo = pos.topology();
    pos.piece_at(mv.from).is_some_and(|p| {
        p.kind == Kind::Pawn
            && topo
                .promotion_cells(topo.pawn_dir(p.color, false))
                .contains(mv.to)
    })
}

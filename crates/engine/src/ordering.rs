//! Move ordering: the hash move, then captures by most valuable victim / least
//! valuable attacker, promotions, the killer moves of the ply, the counter-move of
//! the move before (standard chess), captures that likely
//! lose material (by a static exchange evaluation in standard chess, a cheap test
//! elsewhere), then history.

use crate::see::exchange_gain;
use sjakkboks_rules::{Kind, Move, Position};

/// Killer moves per ply and the history table (from cell x to cell).
#[derive(Clone, Debug)]
pub(crate) struct Heuristics {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    cells: usize,
    /// Whether losing captures are told by a static exchange evaluation rather than
    /// by [`losing_capture`]'s cheap test.
    exchanges: bool,
    /// Per move (from and to cell), the quiet move that last cut off right after it;
    /// empty where counter-moves are not kept.
    counters: Vec<Option<Move>>,
    /// The move made at each ply of the current path (`None`: a null move).
    played: Vec<Option<Move>>,
    /// Room for [`Heuristics::order`]: the moves' keys and the moves before sorting.
    scratch: (Vec<i64>, Vec<Move>),
}

/// The order value of a kind for MVV-LVA.
fn worth(kind: Kind) -> i32 {
    match kind {
        Kind::Pawn => 1,
        Kind::Knight => 3,
        Kind::Bishop => 3,
        Kind::Rook => 5,
        Kind::Queen => 9,
        Kind::King => 20,
    }
}

const HASH_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 24;
const PROMOTION: i32 = 1 << 23;
const KILLER: i32 = 1 << 22;
/// The counter-move comes right after the killers.
const COUNTER: i32 = KILLER - 1;
/// Captures that likely lose material come after the killers, before the history.
const LOSING_CAPTURE: i32 = 1 << 21;
const HISTORY_MAX: i32 = 1 << 20;

/// Whether capture `mv` gives a more valuable piece for a less valuable one that the
/// other side defends (a cheap stand-in for a static exchange evaluation).
fn losing_capture(pos: &Position, mv: &Move) -> bool {
    losing_by_worth(pos, mv)
        && mv.promotion.is_none()
        && pos.is_attacked_by(mv.to, pos.occupied() - pos.color_cells(pos.turn()))
}

/// Whether capture `mv` takes a less valuable piece than the one that takes it.
fn losing_by_worth(pos: &Position, mv: &Move) -> bool {
    let (Some(attacker), Some(victim)) = (pos.piece_at(mv.from), pos.piece_at(mv.to)) else {
        return false;
    };
    worth(attacker.kind) > worth(victim.kind)
}

impl Heuristics {
    /// Empty heuristics for a board of `cells` cells and searches up to `plies` deep;
    /// with `exchanges`, losing captures are told by a static exchange evaluation
    /// (two-player chess boards only); with `counter_moves`, the quiet move that cut
    /// off after a move is tried early after that move again.
    pub fn new(cells: usize, plies: usize, exchanges: bool, counter_moves: bool) -> Heuristics {
        Heuristics {
            killers: vec![[None; 2]; plies + 1],
            history: vec![0; cells * cells],
            cells,
            exchanges,
            counters: if counter_moves {
                vec![None; cells * cells]
            } else {
                Vec::new()
            },
            played: vec![None; plies + 1],
            scratch: (Vec::new(), Vec::new()),
        }
    }

    /// Whether capture `mv` likely loses material.
    pub fn is_losing_capture(&self, pos: &Position, mv: &Move) -> bool {
        if self.exchanges {
            mv.promotion.is_none() && losing_by_worth(pos, mv) && exchange_gain(pos, mv) < 0
        } else {
            losing_capture(pos, mv)
        }
    }

    /// Ages the history between searches and forgets killers.
    pub fn new_search(&mut self) {
        self.killers.fill([None; 2]);
        self.history.iter_mut().for_each(|h| *h /= 8);
    }

    /// The order value of `mv` in `pos` at `ply` (higher first).
    pub fn value(&self, pos: &Position, mv: &Move, hash_move: Option<Move>, ply: usize) -> i32 {
        if hash_move == Some(*mv) {
            return HASH_MOVE;
        }
        if pos.is_capture(mv) {
            let victim = pos.piece_at(mv.to).map_or(1, |p| worth(p.kind));
            let attacker = pos.piece_at(mv.from).map_or(1, |p| worth(p.kind));
            let base = if self.is_losing_capture(pos, mv) {
                LOSING_CAPTURE
            } else {
                CAPTURE
            };
            return base + victim * 64 - attacker;
        }
        if let Some(k) = mv.promotion {
            return PROMOTION + worth(k);
        }
        let killers = &self.killers[self.ply_slot(ply)];
        if killers[0] == Some(*mv) {
            return KILLER + 1;
        }
        if killers[1] == Some(*mv) {
            return KILLER;
        }
        if self.counter(ply) == Some(*mv) {
            return COUNTER;
        }
        self.history(mv)
    }

    /// Records `mv` as the move made at `ply` on the current path (`None`: a null move).
    pub fn play(&mut self, ply: usize, mv: Option<Move>) {
        let slot = self.ply_slot(ply);
        self.played[slot] = mv;
    }

    /// Where `ply` is kept in the per-ply tables (killers, moves made): they hold
    /// the search's deepest ply, and any deeper ply shares the last entry.
    fn ply_slot(&self, ply: usize) -> usize {
        ply.min(self.killers.len() - 1)
    }

    /// Where the counter-move of the move made at the ply before `ply` is kept, if
    /// counter-moves are kept and a move was made there.
    fn counter_slot(&self, ply: usize) -> Option<usize> {
        if self.counters.is_empty() || ply == 0 {
            return None;
        }
        let before = self.played[self.ply_slot(ply - 1)]?;
        Some(self.history_slot(&before))
    }

    /// The counter-move of the move made at the ply before `ply`.
    fn counter(&self, ply: usize) -> Option<Move> {
        self.counter_slot(ply).and_then(|slot| self.counters[slot])
    }

    /// Whether `mv` is one of the killer moves at `ply`.
    pub fn is_killer(&self, mv: &Move, ply: usize) -> bool {
        self.killers[self.ply_slot(ply)].contains(&Some(*mv))
    }

    /// The history of quiet move `mv` (negative: it failed to cut more than it cut).
    pub fn history(&self, mv: &Move) -> i32 {
        self.history[self.history_slot(mv)]
    }

    /// Where the history of `mv` is kept (by its from and to cells).
    fn history_slot(&self, mv: &Move) -> usize {
        mv.from.index() * self.cells + mv.to.index()
    }

    /// Records a quiet move searched before another cut off at a node `depth` plies
    /// from the leaves: it loses history (never below minus the cap).
    pub fn punish(&mut self, mv: &Move, depth: i32) {
        let slot = self.history_slot(mv);
        let h = &mut self.history[slot];
        *h = (*h - depth * depth).max(-HISTORY_MAX);
    }

    /// Sorts `moves` best first (moves of equal value keep their order).
    pub fn order(
        &mut self,
        pos: &Position,
        moves: &mut [Move],
        hash_move: Option<Move>,
        ply: usize,
    ) {
        // Each move's value and place in one word, sorted: the places make every key
        // different, so the order is that of a stable sort. The lists are reused.
        let (mut keys, mut unsorted) = std::mem::take(&mut self.scratch);
        keys.clear();
        keys.extend(
            moves
                .iter()
                .enumerate()
                .map(|(i, mv)| (-i64::from(self.value(pos, mv, hash_move, ply))) << 16 | i as i64),
        );
        keys.sort_unstable();
        unsorted.clear();
        unsorted.extend_from_slice(moves);
        for (mv, key) in moves.iter_mut().zip(keys.iter()) {
            *mv = unsorted[(key & 0xffff) as usize];
        }
        self.scratch = (keys, unsorted);
    }

    /// Records a quiet move that caused a cut-off at `ply`, `depth` plies from the leaves.
    pub fn reward(&mut self, mv: &Move, ply: usize, depth: i32) {
        let slot = self.ply_slot(ply);
        let k = &mut self.killers[slot];
        if k[0] != Some(*mv) {
            k[1] = k[0];
            k[0] = Some(*mv);
        }
        if let Some(slot) = self.counter_slot(ply) {
            self.counters[slot] = Some(*mv);
        }
        let slot = self.history_slot(mv);
        let h = &mut self.history[slot];
        *h = (*h + depth * depth).min(HISTORY_MAX);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::GameId;

    /// The moves of the position after 1. e4 (all quiet), ordered at `ply` right after
    /// 1. e4 was made at the ply before, as UCI text.
    fn order_after_e4(heur: &mut Heuristics, ply: usize) -> Vec<String> {
        let pos = play_first(heur, "e2e4", ply - 1);
        let mut moves = pos.legal_moves();
        heur.order(&pos, &mut moves, None, ply);
        moves.iter().map(|m| m.to_uci(pos.topology())).collect()
    }

    /// Rewards the reply `reply` to `first` from the start, made at ply `ply - 1`.
    fn reward_reply(heur: &mut Heuristics, first: &str, reply: &str, ply: usize, depth: i32) {
        let pos = play_first(heur, first, ply - 1);
        heur.reward(&pos.parse_uci(reply).unwrap(), ply, depth);
    }

    /// Makes `first` (UCI) from the start, records it as made at `ply` and returns
    /// the position after it.
    fn play_first(heur: &mut Heuristics, first: &str, ply: usize) -> Position {
        let start = Position::start(GameId::Standard);
        let first = start.parse_uci(first).unwrap();
        heur.play(ply, Some(first));
        start.after(&first)
    }

    fn heuristics(counter_moves: bool) -> Heuristics {
        Heuristics::new(64, 32, true, counter_moves)
    }

    #[test]
    fn the_counter_move_comes_before_moves_of_more_history() {
        for counter_moves in [true, false] {
            let mut heur = heuristics(counter_moves);
            // Nf6 cut off after e4 (shallow); Nc6 cut off after d4 (deep: more history).
            reward_reply(&mut heur, "e2e4", "g8f6", 3, 4);
            reward_reply(&mut heur, "d2d4", "b8c6", 9, 10);
            let order = order_after_e4(&mut heur, 7);
            let first = if counter_moves { "g8f6" } else { "b8c6" };
            assert_eq!(order[0], first, "counter-moves kept: {counter_moves}");
        }
    }
}

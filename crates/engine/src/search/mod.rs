//! The search: one core for every game. Two-player games and three-player chess use
//! alpha-beta negamax ([`alphabeta`]; three players by Best-Reply Search, [`best_reply`],
//! or as a paranoid search where the two opponents form one side); dice chess uses
//! expectimax with chance nodes ([`dice`]). Iterative deepening drives them all from
//! [`Engine::search`].
//!
//! The search reads no clock: it stops when its node budget is spent, at its depth
//! limit, or when the caller's stop check (polled every [`POLL_NODES`] nodes) says so.

mod alphabeta;
mod best_reply;
mod dice;
mod profile;
mod root;

use crate::eval::{opponents_out, Evaluator};
use crate::eval_cache::EvalCache;
use crate::ordering::Heuristics;
use crate::rng::Rng;
use crate::score::Score;
use crate::tt::Table;
use crate::{adapter, score};
use profile::Profile;
use sjakkboks_rules::{Color, GameId, Move, Position};

/// The deepest the search goes from the root (extensions and quiescence included).
pub(crate) const MAX_PLY: usize = 128;
/// How many nodes pass between two calls of the caller's stop check.
pub const POLL_NODES: u64 = 1024;
/// How many temperatures worse than the best a root move may score and still be
/// chosen (the temperature's bonuses are cut to this span).
pub const TEMPERATURE_REACH: i32 = 4;
/// Three-player chess: the default [`Limits::opponent_out`], about a rook.
pub const OPPONENT_OUT: i32 = 500;

/// How far and how much a search may go, and how much noise its choice gets.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Limits {
    /// The deepest iteration (plies; in dice chess the moves between rolls).
    pub depth: u32,
    /// The node budget: the search stops once it has visited this many nodes.
    pub nodes: u64,
    /// The root moves' scores get a random bonus of up to this many centipawns.
    pub noise: i32,
    /// The temperature of the root choice (centipawns; 0 = none): every root move's
    /// score gets a Gumbel-drawn bonus of this scale, so a move is chosen with a chance
    /// that falls exponentially with how much worse it scores (a softmax choice), and
    /// never one more than [`TEMPERATURE_REACH`] temperatures worse than the best.
    pub temperature: i32,
    /// Whether leaves are resolved by a capture search (off for the weakest level).
    pub quiescence: bool,
    /// The seed of the noise.
    pub seed: u64,
    /// Three-player chess: Best-Reply Search (the two opponents' moves merged into
    /// one layer; the default, it won more test games) rather than the paranoid search.
    pub best_reply: bool,
    /// Three-player chess: what each opponent out of the game (checkmated, or left
    /// without a move with three in) is worth to the searching player, in
    /// centipawns: one enemy fewer, and the last player in wins. With 0, a player put
    /// out counts only as the material they no longer have.
    pub opponent_out: i32,
    /// Searches only this root move (the game review scores the move played).
    pub only: Option<Move>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            depth: 64,
            nodes: u64::MAX,
            noise: 0,
            temperature: 0,
            quiescence: true,
            seed: 0,
            best_reply: true,
            opponent_out: OPPONENT_OUT,
            only: None,
        }
    }
}

/// What one finished iteration found (for UCI `info` lines).
#[derive(Clone, Debug, PartialEq)]
pub struct Info {
    /// The depth completed.
    pub depth: u32,
    /// The score for the player to move.
    pub score: Score,
    /// Nodes visited so far.
    pub nodes: u64,
    /// The principal variation, best move first.
    pub pv: Vec<Move>,
}

/// The result of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The move to play; `None` when the game is over or a rolled face allows no move
    /// (dice chess: the turn passes).
    pub best: Option<Move>,
    /// The last finished iteration (depth 0 and no moves if none finished).
    pub info: Info,
}

/// The engine: the transposition table, kept between searches (the move-ordering
/// memory starts afresh with each search).
#[derive(Clone, Debug)]
pub struct Engine {
    table: Table,
}

impl Engine {
    /// An engine with a transposition table of about `megabytes` MB.
    pub fn new(megabytes: usize) -> Engine {
        Engine {
            table: Table::with_megabytes(megabytes),
        }
    }

    /// Forgets what earlier searches learnt (a new game).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Searches `pos` for the player to move. `history` holds the game's earlier
    /// positions (oldest first) for repetitions; `roll` is dice chess's face for this
    /// turn (ignored elsewhere; dice chess without a roll searches all faces' moves as
    /// if the face were chosen). `stop` is polled every [`POLL_NODES`] nodes and
    /// `report` hears of every finished iteration.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[Position],
        roll: Option<u8>,
        limits: &Limits,
        stop: &dyn Fn() -> bool,
        report: &mut dyn FnMut(&Info),
    ) -> Found {
        self.search_excluding(pos, history, roll, &[], limits, stop, report)
    }

    /// [`Engine::search`] with the root moves in `excluded` left out: searching again
    /// without the best move gives the second best and its score (as a MultiPV 2
    /// would), which the puzzle generator needs to tell an only move.
    #[allow(clippy::too_many_arguments)]
    pub fn search_excluding(
        &mut self,
        pos: &Position,
        history: &[Position],
        roll: Option<u8>,
        excluded: &[Move],
        limits: &Limits,
        stop: &dyn Fn() -> bool,
        report: &mut dyn FnMut(&Info),
    ) -> Found {
        let root = pos.clone().settled();
        let mut s = Searcher::new(&mut self.table, &root, limits, stop);
        s.path = history.iter().map(adapter::key).collect();
        s.iterate(&root, roll, excluded, report)
    }
}

/// The state of one search.
pub(crate) struct Searcher<'a> {
    table: &'a mut Table,
    heur: Heuristics,
    eval: Evaluator,
    /// Evaluations already made in this search, by position.
    evals: EvalCache,
    profile: Profile,
    limits: Limits,
    stop: &'a dyn Fn() -> bool,
    /// The player the search is for (the paranoid search's maximising side).
    root_player: Color,
    /// Mixed into hashes so that three-player entries are kept per searching player.
    key_salt: u64,
    nodes: u64,
    aborted: bool,
    /// Hashes of the game's earlier positions and of the positions on the current path.
    path: Vec<u64>,
    /// The principal variation from each ply (triangular).
    pv: Vec<Vec<Move>>,
    /// Move lists per ply, reused.
    buffers: Vec<Vec<Move>>,
    rng: Rng,
}

impl<'a> Searcher<'a> {
    fn new(
        table: &'a mut Table,
        root: &Position,
        limits: &Limits,
        stop: &'a dyn Fn() -> bool,
    ) -> Searcher<'a> {
        let game = root.game();
        let root_player = root.turn();
        let profile = Profile::of(game);
        let mut heur = Heuristics::new(
            root.topology().len(),
            MAX_PLY,
            profile.exchanges,
            profile.counter_moves,
        );
        heur.new_search();
        Searcher {
            table,
            heur,
            eval: Evaluator::new(game),
            evals: EvalCache::new(),
            profile,
            limits: *limits,
            stop,
            root_player,
            key_salt: if game == GameId::ThreePlayer {
                0x9E37_79B9_7F4A_7C15u64.wrapping_mul(root_player.index() as u64 + 1)
            } else {
                0
            },
            nodes: 0,
            aborted: false,
            path: Vec::new(),
            pv: vec![Vec::new(); MAX_PLY + 2],
            buffers: vec![Vec::new(); MAX_PLY + 2],
            rng: Rng::new(limits.seed),
        }
    }

    /// Counts a node; checks the budget and, every [`POLL_NODES`] nodes, the stop check.
    #[inline]
    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes >= self.limits.nodes
            || (self.nodes.is_multiple_of(POLL_NODES) && (self.stop)())
        {
            self.aborted = true;
        }
    }

    /// Whether two players are on one side of the search (the same player; in the
    /// paranoid search, both opponents of the root player).
    #[inline]
    fn same_side(&self, a: Color, b: Color) -> bool {
        if self.profile.players == 3 {
            (a == self.root_player) == (b == self.root_player)
        } else {
            a == b
        }
    }

    /// The static evaluation for the player to move.
    #[inline]
    fn static_eval(&self, pos: &Position) -> i32 {
        let key = adapter::key(pos) ^ self.key_salt;
        self.evals.get(key, || {
            if self.profile.players == 3 {
                let out = opponents_out(pos, self.root_player);
                let s = self.eval.evaluate(pos, self.root_player) + self.limits.opponent_out * out;
                if pos.turn() == self.root_player {
                    s
                } else {
                    -s
                }
            } else {
                self.eval.evaluate(pos, pos.turn())
            }
        })
    }

    /// The score of a finished game (or, three players, of the root player being out)
    /// for the player to move, `ply` plies from the root; `None` while it goes on.
    fn terminal(&self, pos: &Position, legal: &[Move], ply: usize) -> Option<i32> {
        let win = score::MATE - ply as i32;
        if self.profile.players == 3 && !pos.is_in_game(self.root_player) {
            return Some(if pos.turn() == self.root_player {
                -win
            } else {
                win
            });
        }
        let outcome = pos.outcome_with(legal)?;
        Some(match outcome.winner {
            None => 0,
            Some(w) if self.same_side(w, pos.turn()) => win,
            Some(_) => -win,
        })
    }

    /// Whether the position with hash `key` stood on the board or the path before,
    /// within the last `halfmoves` plies (a repetition: scored as a draw).
    fn repeats(&self, key: u64, halfmoves: u32) -> bool {
        let window = (halfmoves as usize + 1).min(self.path.len());
        self.path[self.path.len() - window..].contains(&key)
    }

    /// Enters a node at `ply`: counts it and clears its principal variation. `Err`
    /// with the score if the search has been stopped (0) or the game is over here;
    /// otherwise the legal moves, in a list to give back with [`Self::give_buffer`].
    fn enter(&mut self, pos: &Position, ply: usize) -> Result<Vec<Move>, i32> {
        self.count_node();
        self.pv[ply.min(MAX_PLY + 1)].clear();
        if self.aborted {
            return Err(0);
        }
        let mut moves = self.take_buffer(ply);
        adapter::legal_moves(pos, &mut moves);
        match self.terminal(pos, &moves, ply) {
            Some(s) => {
                self.give_buffer(ply, moves);
                Err(s)
            }
            None => Ok(moves),
        }
    }

    /// A move list for `ply`, empty.
    fn take_buffer(&mut self, ply: usize) -> Vec<Move> {
        let mut b = std::mem::take(&mut self.buffers[ply.min(MAX_PLY + 1)]);
        b.clear();
        b
    }

    /// Gives a move list back for reuse.
    fn give_buffer(&mut self, ply: usize, b: Vec<Move>) {
        self.buffers[ply.min(MAX_PLY + 1)] = b;
    }

    /// The best score over `children` of `pos` (each with the move that leads there,
    /// if one does) for its player to move, starting from `best`, with alpha-beta
    /// cut-offs; `score(self, child, alpha, beta)` scores a child for that player. With
    /// `reward_depth`, a quiet move that cuts off is remembered as a killer and in the
    /// history.
    #[allow(clippy::too_many_arguments)]
    fn best_of(
        &mut self,
        pos: &Position,
        children: impl Iterator<Item = (Option<Move>, Position)>,
        ply: usize,
        reward_depth: Option<i32>,
        mut best: i32,
        mut alpha: i32,
        beta: i32,
        mut score: impl FnMut(&mut Self, &Position, i32, i32) -> i32,
    ) -> i32 {
        for (mv, child) in children {
            let s = score(self, &child, alpha, beta);
            if self.aborted {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    if s >= beta {
                        let quiet = mv.filter(|m| !pos.is_capture(m));
                        if let (Some(depth), Some(m)) = (reward_depth, quiet) {
                            self.heur.reward(&m, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        best
    }

    /// The principal variation at `ply` becomes `mv` and the one below it.
    fn update_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }
}

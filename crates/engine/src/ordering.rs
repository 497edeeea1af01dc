//! Move ordering: the hash move, then captures by most valuable victim / least
//! valuable attacker, promotions, the killer moves of the ply, captures that likely
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
    /// (two-player chess boards only).
    pub fn new(cells: usize, plies: usize, exchanges: bool) -> Heuristics {
        Heuristics {
            killers: vec![[None; 2]; plies + 1],
            history: vec![0; cells * cells],
            cells,
            exchanges,
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
        let killers = &self.killers[ply.min(self.killers.len() - 1)];
        if killers[0] == Some(*mv) {
            return KILLER + 1;
        }
        if killers[1] == Some(*mv) {
            return KILLER;
        }
        self.history(mv)
    }

    /// Whether `mv` is one of the killer moves at `ply`.
    pub fn is_killer(&self, mv: &Move, ply: usize) -> bool {
        self.killers[ply.min(self.killers.len() - 1)].contains(&Some(*mv))
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
        let last = self.killers.len() - 1;
        let k = &mut self.killers[ply.min(last)];
        if k[0] != Some(*mv) {
            k[1] = k[0];
            k[0] = Some(*mv);
        }
        let slot = self.history_slot(mv);
        let h = &mut self.history[slot];
        *h = (*h + depth * depth).min(HISTORY_MAX);
    }
}

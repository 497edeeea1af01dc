//! The one place where the engine calls the rules crate to generate moves, make a move
//! and hash a position. A faster generator (incremental hashing, make/unmake) changes
//! only this file.

use sjakkboks_rules::{Move, Position};

/// Appends the legal moves of the player to move to `out`.
#[inline]
pub(crate) fn legal_moves(pos: &Position, out: &mut Vec<Move>) {
    pos.legal_moves_into(out);
}

/// The position after `mv`, with the rules that act before the next player's turn
/// applied (three-player eliminations).
#[inline]
pub(crate) fn make(pos: &Position, mv: &Move) -> Position {
    pos.after(mv).settled()
}

/// The position after the player to move passes (null move, dice pass).
#[inline]
pub(crate) fn make_pass(pos: &Position) -> Position {
    make(pos, &Move::pass())
}

/// The position's hash: equal for positions that count as repetitions.
#[inline]
pub(crate) fn key(pos: &Position) -> u64 {
    pos.repetition_key()
}

//! The one place where the engine calls the rules crate to generate moves, make a move
//! and hash a position. A faster generator (incremental hashing, make/unmake) changes
//! only this file.

use sjakkboks_rules::{Move, Position};

/// Appends the legal moves of the player to move to `out`.
#[inline]
pub(crate) fn legal_moves(pos: &Position, out: &mut Vec<Move>) {
    pos.legal_moves_into(out);
}

/// The position after `mv`. Three-player chess's rule that puts out a player without
/// a legal move on their turn is left to [`settle`], which the search calls only
/// where the player to move has no move (it costs a move generation).
#[inline]
pub(crate) fn make(pos: &Position, mv: &Move) -> Position {
    pos.after(mv)
}

/// `pos` once the rules that act before a turn have acted: a three-player player
/// without a legal move is out and the next player moves. `None` if nothing changed.
pub(crate) fn settle(pos: &Position) -> Option<Position> {
    let settled = pos.clone().settled();
    (settled != *pos).then_some(settled)
}

/// The position after the player to move passes (null move, dice pass).
#[inline]
pub(crate) fn make_pass(pos: &Position) -> Position {
    make(pos, &Move::pass())
}

/// The position's hash, kept up to date move by move by the rules crate: equal
/// positions hash alike (a position with an en-passant target differs from the
/// same one without, even where no en-passant capture is legal).
#[inline]
pub(crate) fn key(pos: &Position) -> u64 {
    pos.hash()
}

//! Perft: counting the leaves of the legal-move tree, the standard check of a move generator.

use crate::Position;

/// The number of legal move sequences of length `depth` from `pos`. A position whose
/// game is over by a rule that ends it at once has no moves; leaves are counted in bulk.
/// A player put out on their own turn for want of a legal move (three-player chess, see
/// [`Position::settled`]) makes no ply: the count goes on with the next player's moves.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::with_capacity(64);
    pos.legal_moves_into(&mut moves);
    if pos.outcome_with(&moves).is_some() {
        return 0;
    }
    if moves.is_empty() {
        let next = pos.clone().settled();
        return if next == *pos { 0 } else { perft(&next, depth) };
    }
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|m| perft(&pos.after(m), depth - 1)).sum()
}

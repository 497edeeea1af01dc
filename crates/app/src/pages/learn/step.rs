//! [`Step`]: what the learner does on a level, for the level page and the
//! full module's claim and resign buttons (`super::level_full`).

use sjakkboks_rules::Move;

/// What the learner does on a level: a move, and in the full module a
/// claim or a resignation (`super::level_full`).
#[derive(Clone, Copy, PartialEq)]
pub enum Step {
    /// A move on the board.
    Move(Move),
    /// Claims a draw.
    #[cfg(feature = "full")]
    Claim,
    /// Resigns.
    #[cfg(feature = "full")]
    Resign,
}

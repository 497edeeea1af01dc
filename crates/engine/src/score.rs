//! Scores: centipawns inside the search, and the score the engine reports.

use serde::{Deserialize, Serialize};

/// A win at the root (a lost game is `-MATE`); a win `n` plies away is `MATE - n`.
pub(crate) const MATE: i32 = 30_000;
/// Above every score.
pub(crate) const INFINITY: i32 = 32_000;
/// Scores beyond this are wins or losses found by the search.
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;

/// How good a position is for the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Score {
    /// Centipawns (a pawn is about 100).
    Cp(i32),
    /// A forced win in this many of the mover's own moves (negative: a forced loss).
    Mate(i32),
}

impl Score {
    /// The reported score for an internal score, in a game of `players` players.
    pub(crate) fn from_internal(score: i32, players: i32) -> Score {
        let plies = MATE - score.abs();
        if score.abs() < MATE_BOUND {
            Score::Cp(score)
        } else if score > 0 {
            Score::Mate((plies + players - 1) / players)
        } else {
            Score::Mate(-(plies + players - 1) / players)
        }
    }
}

impl std::fmt::Display for Score {
    /// UCI's form: `cp 35` or `mate -3`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Score::Cp(c) => write!(f, "cp {c}"),
            Score::Mate(m) => write!(f, "mate {m}"),
        }
    }
}

/// A score stored in the transposition table: wins counted from the node, not the root.
#[inline]
pub(crate) fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`to_table`].
#[inline]
pub(crate) fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_distances_in_moves() {
        assert_eq!(Score::from_internal(MATE - 1, 2), Score::Mate(1));
        assert_eq!(Score::from_internal(MATE - 3, 2), Score::Mate(2));
        assert_eq!(Score::from_internal(-(MATE - 2), 2), Score::Mate(-1));
        assert_eq!(Score::from_internal(MATE - 3, 3), Score::Mate(1));
        assert_eq!(Score::from_internal(42, 2), Score::Cp(42));
        assert_eq!(from_table(to_table(MATE - 5, 3), 3), MATE - 5);
    }
}

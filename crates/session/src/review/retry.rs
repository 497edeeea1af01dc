//! *Try again* (lichess's "Learn from your mistakes"): the position before a
//! mistake comes back and the child looks for a better move. A move is good
//! enough within a small margin of the best (lichess's 0.04 of winning
//! chances), or when it mates; after two tries the engine's move is shown.

use super::{Eval, PlyReview};

/// How far below the best move's winning chances a try may stay.
const MARGIN: f32 = 0.04;

/// After this many tries that were not good enough, the best move is shown.
pub const TRIES_BEFORE_SHOWN: u32 = 2;

/// Whether a tried move, of value `tried` (the mover's view), is good enough
/// at the move `ply` reviews; the best move itself always is.
pub fn accepts(ply: &PlyReview, tried_move: &str, tried: Eval) -> bool {
    ply.best_move.as_deref() == Some(tried_move)
        || tried.mate.is_some_and(|m| m > 0)
        || (ply.best.mate.is_none_or(|m| m < 0) && tried.chances >= ply.best.chances - MARGIN)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::tests::{cp, mate, ply};

    #[test]
    fn the_best_a_near_move_or_a_mate_is_accepted() {
        let mistake = ply(cp(0.4), cp(-0.6), Some("g1f3"));
        assert!(accepts(&mistake, "g1f3", cp(0.2)));
        assert!(accepts(&mistake, "b1c3", cp(0.37)));
        assert!(accepts(&mistake, "d1h5", mate(3)));
        assert!(!accepts(&mistake, "d1g4", cp(-0.6)));
        assert!(!accepts(&mistake, "a2a3", cp(0.3)));
    }

    #[test]
    fn with_a_mate_there_only_a_mate_will_do() {
        let missed = ply(mate(2), cp(0.9), Some("d1h5"));
        assert!(!accepts(&missed, "e2e4", cp(0.99)));
        assert!(accepts(&missed, "c4f7", mate(4)));
    }
}

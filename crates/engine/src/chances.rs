//! Winning chances: the engine's score turned into the mover's expected result on a
//! -1 (lost) to 1 (won) scale, one curve per game. The game review judges a move by
//! how much it drops them, and the puzzle generator asks for a wide gap between the
//! best move and the second best.
//!
//! The curve is lichess's logistic, `2 / (1 + e^(-k * cp)) - 1`; `k` is fitted per
//! game ([`slope`]). A forced win is 1 and a forced loss -1.

use crate::Score;
use sjakkboks_rules::GameId;

/// The logistic's slope `k` per centipawn for a game.
///
/// Standard chess keeps lichess's fit to human games (0.00368208), which the review
/// shares with lichess. The other games score material on other scales (a pawn race
/// is decided by a tempo, losing chess counts material the other way round), so
/// their slopes are fitted to the engine's own games by the `fit_chances` example
/// (`--games N --seed 1 --nodes 20000`: the puzzle generator's games, each position
/// scored by its mover at 20,000 nodes and paired with the game's result for that
/// mover; the slope of least cross-entropy). The fit of 2026-11-28 (positions of
/// finished games; the cross-entropy at the fit, and at lichess's slope):
///
/// | game | games | positions | k | loss | at 0.00368 |
/// |---|---|---|---|---|---|
/// | pawn race | 200 | 3,126 | 0.00122 | 0.678 | 0.718 |
/// | losing chess | 100 | 5,202 | 0.00241 | 0.632 | 0.644 |
/// | Chess Attack | 100 | 4,664 | 0.00181 | 0.558 | 0.615 |
/// | dice chess | 20 | 1,804 | 0.00141 | 0.525 | 0.650 |
///
/// Three-player chess keeps lichess's slope: 10 games gave only 8 finished ones (217
/// positions, k 0.0054), too few, and with three players an even score is not an
/// even chance (two of three lose), which one symmetric curve cannot say.
///
/// (Standard chess on 40 of these games fits 0.00211, loss 0.523 against 0.557: our
/// games, with their slips, are less decisive per centipawn than lichess's; the
/// review keeps lichess's curve until it is fitted on more games.)
pub fn slope(game: GameId) -> f64 {
    match game {
        GameId::Standard | GameId::ThreePlayer => 0.003_682_08,
        GameId::PawnRace => 0.001_223_18,
        GameId::Antichess => 0.002_411_89,
        GameId::ChessAttack => 0.001_812_89,
        GameId::Dice => 0.001_412_04,
    }
}

/// The mover's winning chances for a score in `game`, from -1 (lost) to 1 (won).
pub fn winning_chances(game: GameId, score: Score) -> f64 {
    match score {
        Score::Mate(n) if n > 0 => 1.0,
        Score::Mate(_) => -1.0,
        Score::Cp(cp) => 2.0 / (1.0 + (-slope(game) * f64::from(cp)).exp()) - 1.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_is_zero_and_mates_are_the_ends() {
        assert_eq!(winning_chances(GameId::Standard, Score::Cp(0)), 0.0);
        assert_eq!(winning_chances(GameId::Dice, Score::Mate(3)), 1.0);
        assert_eq!(winning_chances(GameId::Dice, Score::Mate(-1)), -1.0);
    }

    #[test]
    fn a_queen_up_is_nearly_won_and_the_curve_is_odd() {
        let queen = winning_chances(GameId::Standard, Score::Cp(900));
        assert!(queen > 0.9 && queen < 1.0, "{queen}");
        let down = winning_chances(GameId::Standard, Score::Cp(-900));
        assert!((queen + down).abs() < 1e-12);
        let pawn = winning_chances(GameId::Standard, Score::Cp(100));
        assert!(pawn > 0.15 && pawn < 0.2, "{pawn}");
    }
}

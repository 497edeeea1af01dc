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
/// Standard chess uses lichess's fit to human games (0.00368208). The other games
/// score material on other scales (a pawn race is decided by a tempo, losing chess
/// counts material the other way round), so their slopes are fitted to the engine's
/// own games; until a fit is recorded they take standard chess's.
pub fn slope(game: GameId) -> f64 {
    match game {
        GameId::Standard
        | GameId::PawnRace
        | GameId::Antichess
        | GameId::ChessAttack
        | GameId::Dice
        | GameId::ThreePlayer => 0.003_682_08,
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

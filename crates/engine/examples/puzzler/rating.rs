//! A puzzle's rating: how hard it is for the engine. The lowest level (1-8, with its
//! own noise and budget) that plays every solver move of the line is the puzzle's
//! level; a last move that wins the game another way counts too, as the trainer
//! accepts any winning last move. Level 1 gives 600, each level 200 more, each solver
//! move beyond the first 50 more. A three-player mate of one opponent is found when
//! the level plays a mating move: the search counts an opponent put out
//! (`Limits::opponent_out`), and the levels' temperature often prefers a move the
//! search scores nearly as well (a mate is a puzzle only when no move is clearly
//! better), so a weak level may pass it by where, in the other games, every level
//! sees a mate in one.

use crate::line::{self, Ply};
use sjakkboks_engine::puzzle::{best_move, mating_moves};
use sjakkboks_engine::{level_limits, Engine, MAX_LEVEL, MIN_LEVEL};
use sjakkboks_rules::Game;

/// The rating of the puzzle whose solution `line` is played from `game` (after the
/// setting move); `seed` draws the levels' noise. `None` when it would be above
/// `cap`: the levels past the cap are not tried (a one-move gain above the very easy
/// band is left out, and the higher levels' searches are the costly ones).
pub fn rating(game: &Game, line: &[Ply], seed: u64, cap: u32) -> Option<u32> {
    let moves = line.len().div_ceil(game.id().rules().players.len()) as u32;
    let of_level = |level: u8| 400 + 200 * u32::from(level) + 50 * moves.saturating_sub(1);
    let level = (MIN_LEVEL..MAX_LEVEL)
        .take_while(|&level| of_level(level) <= cap)
        .find(|&level| solves(game, line, level, seed))
        .unwrap_or(MAX_LEVEL);
    Some(of_level(level)).filter(|&r| r <= cap)
}

/// Whether `level` plays the whole line.
fn solves(game: &Game, line: &[Ply], level: u8, seed: u64) -> bool {
    let solver = game.position().turn();
    let limits = level_limits(game.id(), level, seed);
    let mut engine = Engine::new(4);
    let mut game = game.clone();
    for (i, &ply) in line.iter().enumerate() {
        if game.position().turn() == solver {
            let mut turn = game.clone();
            if let Some(face) = ply.roll.filter(|_| turn.needs_roll()) {
                let Some(rolled) = line::rolled(&turn, face) else {
                    return false;
                };
                turn = rolled;
            }
            let Some(found) = best_move(&mut engine, &turn, &[], &limits) else {
                return false;
            };
            let mut tried = turn.clone();
            let wins = i + 1 == line.len()
                && (mating_moves(&turn).contains(&found.mv)
                    || tried.play(found.mv).is_ok()
                        && tried.outcome().is_some_and(|o| o.winner == Some(solver)));
            if found.mv != ply.mv && !wins {
                return false;
            }
        }
        if !line::play(&mut game, ply) {
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::{GameId, Position};

    #[test]
    fn a_mate_in_one_is_rated_600_and_no_rating_is_given_above_the_cap() {
        // After ...Nf6??, Qxf7 mates.
        let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
        let game = Game::from_position(Position::from_fen(GameId::Standard, fen).unwrap());
        let mv = game.position().parse_uci("h5f7").unwrap();
        let line = [Ply { mv, roll: None }];
        assert_eq!(rating(&game, &line, 1, u32::MAX), Some(600));
        assert_eq!(rating(&game, &line, 1, 600), Some(600));
        assert_eq!(rating(&game, &line, 1, 599), None);
    }
}

//! A puzzle's rating: how hard it is for the engine. The lowest level (1-8, with its
//! own noise and budget) that plays every solver move of the line is the puzzle's
//! level; a last move that wins the game another way counts too, as the trainer
//! accepts any winning last move. Level 1 gives 600, each level 200 more, each solver
//! move beyond the first 50 more. A three-player mate of one opponent, which the rules
//! judge as the search does not score it, counts as found by every level: a mate in
//! one is seen at depth 1, as every level sees one in the other games (where every
//! mate-in-one puzzle is rated 600).

use crate::line::{self, Ply};
use sjakkboks_engine::puzzle::{best_move, mating_moves};
use sjakkboks_engine::{level_limits, Engine, MAX_LEVEL, MIN_LEVEL};
use sjakkboks_rules::Game;

/// The rating of the puzzle whose solution `line` is played from `game` (after the
/// setting move); `seed` draws the levels' noise.
pub fn rating(game: &Game, line: &[Ply], seed: u64) -> u32 {
    let level = (MIN_LEVEL..MAX_LEVEL)
        .find(|&level| solves(game, line, level, seed))
        .unwrap_or(MAX_LEVEL);
    let moves = line.len().div_ceil(game.id().rules().players.len()) as u32;
    400 + 200 * u32::from(level) + 50 * moves.saturating_sub(1)
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
            if i + 1 == line.len() && mating_moves(&turn).contains(&ply.mv) {
                return true;
            }
            let Some(found) = best_move(&mut engine, &turn, &[], &limits) else {
                return false;
            };
            let mut tried = turn.clone();
            let wins = tried.play(found.mv).is_ok()
                && i + 1 == line.len()
                && tried.outcome().is_some_and(|o| o.winner == Some(solver));
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

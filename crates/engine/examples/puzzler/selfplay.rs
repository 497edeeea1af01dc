//! The generator's own games: engine against engine at mixed levels after a few random
//! opening plies, all drawn from a seed, so a run is repeatable. Now and then a player
//! slips and makes a random legal move (our levels lose by small steps, seldom by the
//! one big mistake a child makes, after which a puzzle starts).

use crate::line::{self, Ply};
use sjakkboks_engine::puzzle::best_move;
use sjakkboks_engine::{level_limits, Engine, Rng};
use sjakkboks_rules::{Game, GameId};

/// One ply in this many is a slip (a random legal move).
const SLIP: u64 = 8;
/// Games longer than this many plies are left unfinished.
const MAX_PLIES: usize = 240;
/// The weakest and strongest levels the generator's games are played at: each game
/// draws a level for one seat, the others play within one level of it (games between
/// near equals stay open longer, and both sides err).
const LEVELS: (u8, u8) = (1, 6);

/// Plays one game of `id` from `rng`, with the levels' node budgets divided by
/// `scale`. After every move, `seen` gets the game before the move (rolled, in dice
/// chess) and the move; it returns `true` to end the game there. Returns the game as
/// it ended (or was left).
pub fn play(
    id: GameId,
    rng: &mut Rng,
    scale: u64,
    seen: &mut dyn FnMut(&Game, Ply) -> bool,
) -> Game {
    let mut game = Game::new(id);
    let seats = id.rules().players.len();
    let base = LEVELS.0 + rng.below(u64::from(LEVELS.1 - LEVELS.0 + 1)) as u8;
    let levels: Vec<u8> = (0..seats)
        .map(|_| {
            (base + rng.below(3) as u8)
                .saturating_sub(1)
                .clamp(LEVELS.0, LEVELS.1)
        })
        .collect();
    let opening = seats + rng.below(2 * seats as u64 + 1) as usize;
    let mut engine = Engine::new(4);
    for ply in 0..MAX_PLIES {
        if game.outcome().is_some() {
            return game;
        }
        let mut roll = None;
        if game.needs_roll() {
            let face = rng.below(6) as u8 + 1;
            match line::rolled(&game, face) {
                Some(next) => {
                    game = next;
                    roll = Some(face);
                }
                None => {
                    // A pass or a re-roll: the game goes on as the rules say.
                    if game.roll(face).is_err() {
                        return game;
                    }
                    continue;
                }
            }
        }
        let legal = game.legal_moves();
        let mv = if ply < opening || rng.below(SLIP) == 0 {
            legal[rng.below(legal.len() as u64) as usize]
        } else {
            let level = levels[game.position().turn().index() % seats];
            let mut limits = level_limits(id, level, rng.next_u64());
            limits.nodes = (limits.nodes / scale).max(500);
            match best_move(&mut engine, &game, &[], &limits) {
                Some(found) => found.mv,
                None => return game,
            }
        };
        let before = game.clone();
        if game.play(mv).is_err() || seen(&before, Ply { mv, roll }) {
            return game;
        }
    }
    game
}

//! Levels 1 to 8: a depth limit, a node budget (independent of the machine's load, so
//! a level plays the same on every machine) and a random bonus on the root moves'
//! scores, so that low levels think briefly and make human-looking mistakes: they
//! choose among moves that look nearly as good, never among all moves.
//!
//! All games share the depths and node budgets. The four two-player games without
//! dice give each root move a uniform bonus of up to the level's noise. In dice chess
//! and three-player chess more nodes set the levels apart too little (the die, or the
//! third player, decides much), so their levels step down a temperature instead
//! (`Limits::temperature`): a softmax-like choice where a move's chance falls
//! exponentially with how much worse it scores, so a weak level mostly errs by a
//! little, now and then by more, and never plays a move that scores worse than the
//! best by more than four temperatures.

use crate::search::Limits;
use sjakkboks_rules::GameId;

/// The weakest level.
pub const MIN_LEVEL: u8 = 1;
/// The strongest level (the full search within its budget).
pub const MAX_LEVEL: u8 = 8;

/// Depth, node budget and quiescence per level, 1 first: the same in every game.
const BUDGETS: [(u32, u64, bool); 8] = [
    (1, 2_000, false),
    (2, 5_000, true),
    (3, 15_000, true),
    (4, 40_000, true),
    (6, 100_000, true),
    (8, 250_000, true),
    (12, 600_000, true),
    (64, 2_000_000, true),
];

/// Root noise (centipawns, uniform) per level, 1 first: standard chess, pawn race,
/// antichess and Chess Attack.
const CHESS_NOISE: [i32; 8] = [300, 160, 90, 50, 30, 15, 5, 0];

/// Dice chess: the temperature (centipawns) of the root choice per level, 1 first.
/// The die makes small errors cheap and more nodes add little, so the levels step down
/// the temperature instead: a weak level often plays a move a little worse than the
/// best, seldom one much worse, never one more than four temperatures worse (a move a
/// rook worse than the best: 30% as likely as the best at level 1, never from level 5).
const DICE_TEMPERATURE: [i32; 8] = [400, 300, 225, 165, 110, 55, 22, 0];

/// Three-player chess: the temperature per level too (the third player decides much,
/// so budgets alone set the levels apart too little; in the ladder a lone seat must
/// beat two of the level below, so the steps are wider).
const THREE_PLAYER_TEMPERATURE: [i32; 8] = [480, 430, 385, 260, 210, 165, 100, 0];

/// The root noise and temperature of the level at `index` (0 = level 1) in `game`.
fn root_choice(game: GameId, index: usize) -> (i32, i32) {
    match game {
        GameId::Dice => (0, DICE_TEMPERATURE[index]),
        GameId::ThreePlayer => (0, THREE_PLAYER_TEMPERATURE[index]),
        GameId::Standard | GameId::PawnRace | GameId::Antichess | GameId::ChessAttack => {
            (CHESS_NOISE[index], 0)
        }
    }
}

/// The limits of `level` (clamped to 1..=8) in `game`, with the noise drawn from `seed`.
///
/// ```
/// use sjakkboks_engine::level_limits;
/// use sjakkboks_rules::GameId;
/// assert!(level_limits(GameId::Dice, 8, 0).nodes > level_limits(GameId::Dice, 7, 0).nodes);
/// assert_eq!(level_limits(GameId::Standard, 0, 0), level_limits(GameId::Standard, 1, 0));
/// ```
pub fn level_limits(game: GameId, level: u8, seed: u64) -> Limits {
    let index = (level.clamp(MIN_LEVEL, MAX_LEVEL) - 1) as usize;
    let (depth, nodes, quiescence) = BUDGETS[index];
    let (noise, temperature) = root_choice(game, index);
    Limits {
        depth,
        nodes,
        noise,
        temperature,
        quiescence,
        seed,
        ..Limits::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_level_searches_more_and_guesses_less_than_the_one_below() {
        for game in GameId::ALL {
            for level in MIN_LEVEL..MAX_LEVEL {
                let (low, high) = (
                    level_limits(game, level, 0),
                    level_limits(game, level + 1, 0),
                );
                assert!(high.nodes > low.nodes, "{game:?} level {level}");
                assert!(high.depth > low.depth, "{game:?} level {level}");
                let (h, l) = (high.noise + high.temperature, low.noise + low.temperature);
                assert!(h < l, "{game:?} level {level}");
            }
            let top = level_limits(game, MAX_LEVEL, 0);
            assert_eq!((top.noise, top.temperature), (0, 0), "{game:?}");
        }
    }
}

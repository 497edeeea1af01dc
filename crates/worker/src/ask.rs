//! A search the page asks for, apart from the browser: a saved-game text (the
//! rules crate's `saved` format, which the app already writes for autosave),
//! the seat to move for, the level, the seed of the level's noise, and a stop
//! that says when the time is up. Pure, so that it is tested natively.

use sjakkboks_engine::{think, EngineError, Request};
use sjakkboks_rules::saved;
use sjakkboks_rules::Color;
use sjakkboks_session::protocol::{EngineRefusal, JobError};

/// Searches for `seat` in the saved game `game` at `level` until the level's
/// budget is spent or `stop` says so. `Ok(None)`: the rolled face allows no
/// move (dice chess).
pub fn answer(
    game: &str,
    seat: Color,
    level: u8,
    seed: u64,
    stop: &dyn Fn() -> bool,
) -> Result<Option<String>, JobError> {
    let game = saved::decode(game).map_err(|_| JobError::BadGame)?;
    let mut request = Request::new(game.record(), seat, level.clamp(1, 8));
    request.seed = seed;
    let found = think(&request, stop).map_err(refusal)?;
    Ok(found.best)
}

/// The engine's refusal as the page is told it.
pub(crate) fn refusal(error: EngineError) -> JobError {
    match error {
        EngineError::Record(_) | EngineError::BadRoll(_) => JobError::BadGame,
        EngineError::GameOver => JobError::Engine(EngineRefusal::GameOver),
        EngineError::NotYourTurn(_) => JobError::Engine(EngineRefusal::NotYourTurn),
        EngineError::NeedsRoll => JobError::Engine(EngineRefusal::NeedsRoll),
        EngineError::IllegalOnly(_) => JobError::NoSuchMove,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::{Game, GameId};

    #[test]
    fn the_answer_is_a_legal_move_in_every_game() {
        for id in GameId::ALL {
            let mut game = Game::new(id);
            if id.rules().dice {
                game.roll(4).unwrap(); // a knight
            }
            let best = answer(&saved::encode(&game), Color::White, 1, 3, &|| false).unwrap();
            let best = best.expect("white has moves");
            game.play_uci(&best).expect("a legal move");
        }
    }

    #[test]
    fn a_stop_at_once_still_gives_a_legal_move() {
        let mut game = Game::new(GameId::Standard);
        game.play_uci("e2e4").unwrap();
        let best = answer(&saved::encode(&game), Color::Black, 8, 3, &|| true)
            .unwrap()
            .unwrap();
        game.play_uci(&best).unwrap();
    }

    #[test]
    fn bad_asks_are_errors_not_panics() {
        let game = saved::encode(&Game::new(GameId::Standard));
        assert_eq!(
            answer(&game, Color::Black, 1, 3, &|| false),
            Err(JobError::Engine(EngineRefusal::NotYourTurn))
        );
        assert_eq!(
            answer("1.garbage", Color::White, 1, 3, &|| false),
            Err(JobError::BadGame)
        );
    }
}

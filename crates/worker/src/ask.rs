//! What the app asks of the worker, and the engine's answer, apart from the
//! browser: a saved-game text (the rules crate's `saved` format, which the app
//! already writes for autosave), the seat to move for, the level, the seed of
//! the level's noise and a time budget. Pure, so that it is tested natively.

use std::fmt;

use sjakkboks_engine::{think, EngineError, Request};
use sjakkboks_rules::saved::{self, SavedGameError};
use sjakkboks_rules::Color;

/// One search the app asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Ask {
    /// The game so far, as saved-game text.
    pub game: String,
    /// The seat's letter: `w`, `g` or `b`.
    pub seat: char,
    /// Level 1 to 8.
    pub level: u8,
    /// The seed of the level's noise.
    pub seed: u64,
}

/// Why an ask got no move.
#[derive(Clone, Debug, PartialEq)]
pub enum AskError {
    /// The game text does not read.
    Game(SavedGameError),
    /// The seat is not `w`, `g` or `b`.
    Seat(char),
    /// The engine refused the request (game over, not the seat's turn, no roll).
    Engine(EngineError),
}

impl fmt::Display for AskError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AskError::Game(e) => write!(f, "{e}"),
            AskError::Seat(c) => write!(f, "'{c}' is not a seat (w, g or b)"),
            AskError::Engine(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for AskError {}

/// Searches for the asked seat until the level's budget is spent or `stop`
/// says so. `Ok(None)`: the rolled face allows no move (dice chess).
pub fn answer(ask: &Ask, stop: &dyn Fn() -> bool) -> Result<Option<String>, AskError> {
    let game = saved::decode(&ask.game).map_err(AskError::Game)?;
    let seat = Color::from_letter(ask.seat).ok_or(AskError::Seat(ask.seat))?;
    let mut request = Request::new(game.record(), seat, ask.level);
    request.seed = ask.seed;
    let found = think(&request, stop).map_err(AskError::Engine)?;
    Ok(found.best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::{Game, GameId};

    fn ask(game: &Game, seat: char, level: u8) -> Ask {
        Ask {
            game: saved::encode(game),
            seat,
            level,
            seed: 3,
        }
    }

    #[test]
    fn the_answer_is_a_legal_move_in_every_game() {
        for id in GameId::ALL {
            let mut game = Game::new(id);
            if id.rules().dice {
                game.roll(4).unwrap(); // a knight
            }
            let best = answer(&ask(&game, 'w', 1), &|| false).unwrap();
            let best = best.expect("white has moves");
            game.play_uci(&best).expect("a legal move");
        }
    }

    #[test]
    fn a_stop_at_once_still_gives_a_legal_move() {
        let mut game = Game::new(GameId::Standard);
        game.play_uci("e2e4").unwrap();
        let best = answer(&ask(&game, 'b', 8), &|| true).unwrap().unwrap();
        game.play_uci(&best).unwrap();
    }

    #[test]
    fn bad_asks_are_errors_not_panics() {
        let game = Game::new(GameId::Standard);
        let mut bad = ask(&game, 'b', 1);
        assert!(matches!(
            answer(&bad, &|| false),
            Err(AskError::Engine(EngineError::NotYourTurn(Color::Black)))
        ));
        bad.seat = 'x';
        assert_eq!(answer(&bad, &|| false), Err(AskError::Seat('x')));
        bad.game = "1.garbage".into();
        let err = answer(&bad, &|| false).unwrap_err();
        assert!(matches!(err, AskError::Game(_)), "{err}");
        assert!(!err.to_string().is_empty());
    }
}

//! The game's sounds: a move, a capture, a check, the game's end, the die's
//! roll and low time on a clock, played by our script `web/extras/sounds.js`
//! (see [`crate::services::scripts`]) while the player's sound setting is on.

use std::cell::Cell;

use sjakkboks_rules::Game;
use wasm_bindgen::JsValue;

use crate::services::scripts;

/// A sound the app can make.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sound {
    /// A piece moved.
    Move,
    /// A piece was taken.
    Capture,
    /// A king is in check.
    Check,
    /// The game is over.
    GameOver,
    /// The die is rolled.
    Roll,
    /// A running clock went under ten seconds.
    LowTime,
}

impl Sound {
    /// The sound's name in the script.
    fn name(self) -> &'static str {
        match self {
            Sound::Move => "move",
            Sound::Capture => "capture",
            Sound::Check => "check",
            Sound::GameOver => "gameover",
            Sound::Roll => "roll",
            Sound::LowTime => "lowtime",
        }
    }
}

thread_local! {
    /// Whether sound is on (the player's setting).
    static ON: Cell<bool> = const { Cell::new(false) };
}

/// Turns sound on or off (the player's setting; the script reads it too, to
/// get Web Audio ready while the page is idle).
pub fn set_on(on: bool) {
    ON.with(|o| o.set(on));
    scripts::set("sound", &JsValue::from_bool(on));
}

/// Plays `sound`, if sound is on.
pub fn play(sound: Sound) {
    if ON.with(Cell::get) {
        scripts::call("play", &JsValue::from_str(sound.name()));
    }
}

/// The sound of the game's last change: the end of the game, else the last
/// move's (a check, a capture or a plain move; a pass of dice chess is silent).
fn of_last_move(game: &Game) -> Option<Sound> {
    if game.outcome().is_some() {
        return Some(Sound::GameOver);
    }
    let mv = game.moves().last()?;
    let positions = game.positions();
    let before = &positions[positions.len().checked_sub(2)?];
    if mv.is_pass() {
        None
    } else if game.position().is_check() {
        Some(Sound::Check)
    } else if before.is_capture(mv) {
        Some(Sound::Capture)
    } else {
        Some(Sound::Move)
    }
}

/// What the game's sounds follow: the number of moves, whether the game is
/// over, and the die's roll count.
pub type Moment = (usize, bool, u32);

/// The moment of `game` whose die has been rolled `rolls` times on this page.
pub fn moment(game: &Game, rolls: u32) -> Moment {
    (game.moves().len(), game.outcome().is_some(), rolls)
}

/// The sound due when the game goes from `before` (`None` as the page opens)
/// to `now`: a new roll of the die, a new move or the end of the game.
/// Opening a game, an undo or a game put in its place make no sound.
pub fn due(before: Option<Moment>, now: Moment, game: &Game) -> Option<Sound> {
    let before = before?;
    if now.2 > before.2 {
        Some(Sound::Roll)
    } else if now.0 > before.0 || (now.1 && !before.1) {
        of_last_move(game)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::GameId;

    fn played(moves: &[&str]) -> Game {
        let mut game = Game::new(GameId::Standard);
        for m in moves {
            game.play_uci(m).unwrap();
        }
        game
    }

    #[test]
    fn moves_captures_checks_and_the_end_sound_apart() {
        assert_eq!(of_last_move(&played(&[])), None);
        assert_eq!(of_last_move(&played(&["e2e4"])), Some(Sound::Move));
        let capture = played(&["e2e4", "d7d5", "e4d5"]);
        assert_eq!(of_last_move(&capture), Some(Sound::Capture));
        let check = played(&["e2e4", "f7f6", "d1h5"]);
        assert_eq!(of_last_move(&check), Some(Sound::Check));
        let mate = played(&["f2f3", "e7e5", "g2g4", "d8h4"]);
        assert_eq!(of_last_move(&mate), Some(Sound::GameOver));
    }

    #[test]
    fn only_a_step_forward_makes_a_sound() {
        let game = played(&["e2e4"]);
        assert_eq!(due(None, (1, false, 0), &game), None, "opening");
        assert_eq!(
            due(Some((0, false, 0)), (1, false, 0), &game),
            Some(Sound::Move)
        );
        assert_eq!(due(Some((2, false, 0)), (1, false, 0), &game), None, "undo");
        assert_eq!(
            due(Some((1, false, 0)), (1, false, 1), &game),
            Some(Sound::Roll)
        );
        assert_eq!(due(Some((1, false, 1)), (1, false, 1), &game), None);
    }
}

//! Saved games: the text the app keeps in localStorage, one slot per game.
//!
//! A saved game is written exactly as a share link's text (see [`crate::share`]):
//! `<version>.<data>`, versioned and checksummed, holding the start, the moves, the
//! dice rolls and a declared ending. One codec serves both, so what a link can hold a
//! save can hold, and the app carries no second format. Reading replays every move,
//! so a damaged save is refused rather than believed.
//!
//! ```
//! use sjakkboks_rules::{saved, Game, GameId};
//! let mut game = Game::new(GameId::Standard);
//! game.play_uci("e2e4").unwrap();
//! let text = saved::encode(&game);
//! assert!(text.starts_with("1."));
//! assert_eq!(saved::decode(&text).unwrap(), game);
//! ```

use crate::clock::Clock;
use crate::share::{self, ShareError, StopInfo};
use crate::{Game, GameId};
use std::fmt;

/// Why a saved game could not be read.
#[derive(Clone, PartialEq, Debug)]
pub enum SavedGameError {
    /// The text is not a saved game of any version: not our format, cut short,
    /// altered (the checksum fails) or naming no game we know; the share-link
    /// reader's error says which.
    Corrupt(ShareError),
    /// The save reads, but holds a game of another kind than the one its slot
    /// keeps (the app keeps one slot per game).
    OtherGame(GameId),
    /// The game was saved by a newer version of the app, with format version
    /// `version`. `text` is the saved text, to keep as a backup.
    NewerVersion {
        /// The format's version.
        version: u32,
        /// The whole saved text.
        text: String,
    },
    /// The save is well formed but does not replay: where it stopped and why.
    DoesNotReplay(StopInfo),
}

impl fmt::Display for SavedGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SavedGameError::Corrupt(why) => {
                write!(f, "the saved game is damaged: {}", damage(why))
            }
            SavedGameError::OtherGame(id) => write!(
                f,
                "the saved game is damaged: it holds a game of {}",
                id.as_str()
            ),
            SavedGameError::NewerVersion { version, .. } => write!(
                f,
                "the saved game was written by a newer version of Sjakkboks (save format \
                 {version}); reload the page to update it"
            ),
            SavedGameError::DoesNotReplay(stop) => write!(
                f,
                "the saved game cannot be replayed at move {} ({} to play): {}",
                stop.fullmove,
                stop.player.name(),
                stop.problem
            ),
        }
    }
}

impl std::error::Error for SavedGameError {}

/// The saved-game text of `game`.
pub fn encode(game: &Game) -> String {
    share::encode(game)
}

/// The saved-game text of `game` and its clocks, if it has them (a running
/// clock is saved running, with the time it runs from, so that a reload counts
/// the time the page was away).
pub fn encode_with_clock(game: &Game, clock: Option<&Clock>) -> String {
    share::encode_with_clock(game, clock)
}

/// Reads a saved game and replays it.
///
/// ```
/// use sjakkboks_rules::saved::{self, SavedGameError};
/// assert!(matches!(saved::decode("{oops"), Err(SavedGameError::Corrupt(_))));
/// assert_eq!(
///     saved::decode("7.AAAA"),
///     Err(SavedGameError::NewerVersion { version: 7, text: "7.AAAA".into() })
/// );
/// ```
pub fn decode(text: &str) -> Result<Game, SavedGameError> {
    decode_with_clock(text).map(|(game, _)| game)
}

/// Reads a saved game and its clocks, if it has them, and replays it.
pub fn decode_with_clock(text: &str) -> Result<(Game, Option<Clock>), SavedGameError> {
    match share::decode(text) {
        Ok(share::Decoded {
            game,
            stopped: None,
            clock,
        }) => Ok((game, clock)),
        Ok(share::Decoded {
            stopped: Some(stop),
            ..
        }) => Err(SavedGameError::DoesNotReplay(stop)),
        Err(ShareError::NewerVersion(version)) => Err(SavedGameError::NewerVersion {
            version,
            text: text.to_string(),
        }),
        Err(error) => Err(SavedGameError::Corrupt(error)),
    }
}

/// What is wrong with a save that the share-link reader refused, in a save's words.
fn damage(error: &ShareError) -> String {
    match error {
        ShareError::Empty => "it is empty".into(),
        ShareError::NotOurFormat => "it is not in the save format".into(),
        ShareError::NewerVersion(v) => format!("it has the newer format {v}"),
        ShareError::Truncated => "it is cut short".into(),
        ShareError::Tampered => "it has been changed (its checksum does not match)".into(),
        ShareError::Malformed => "its contents are malformed".into(),
        ShareError::UnknownGame(code) => {
            format!("it is of a game this version does not know (code {code})")
        }
        ShareError::BadStart(e) => format!("its start position is invalid: {e}"),
        ShareError::BadClock => "its clock times are invalid".into(),
    }
}

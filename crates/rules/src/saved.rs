//! Saved games: the text the app keeps in localStorage, one slot per game.
//!
//! The text is a versioned JSON envelope around the game's [`GameRecord`]:
//!
//! ```text
//! {"v":1,"record":{"game":"standard","moves":["e2e4","e7e5"]}}
//! ```
//!
//! `record` holds `game` (the id), `start` (the start position when it is not the
//! usual one), `moves` (UCI-style text), `rolls` (dice chess: every roll in order) and
//! `declared` (a resignation or agreed or claimed draw), as [`GameRecord`]
//! serialises them. Reading replays every move, so a damaged record is refused rather
//! than believed.
//!
//! ```
//! use sjakkboks_rules::{saved, Game, GameId};
//! let mut game = Game::new(GameId::Standard);
//! game.play_uci("e2e4").unwrap();
//! let text = saved::encode(&game);
//! assert_eq!(text, r#"{"v":1,"record":{"game":"standard","moves":["e2e4"]}}"#);
//! assert_eq!(saved::decode(&text).unwrap(), game);
//! ```

use crate::{Game, GameRecord, RecordError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The envelope version that [`encode`] writes.
pub const VERSION: u64 = 1;

/// Why a saved game could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SavedGameError {
    /// The text is not a saved game of any version: not JSON, or not the envelope, or
    /// a record of the wrong shape. The message says what the reader found.
    Corrupt(String),
    /// The game was saved by a newer version of the app, with envelope version
    /// `version`. `text` is the saved text, to keep as a backup.
    NewerVersion {
        /// The envelope's version.
        version: u64,
        /// The whole saved text.
        text: String,
    },
    /// The record is well formed but does not replay: the game's own reason.
    DoesNotReplay(RecordError),
}

impl fmt::Display for SavedGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SavedGameError::Corrupt(why) => write!(f, "the saved game is damaged: {why}"),
            SavedGameError::NewerVersion { version, .. } => write!(
                f,
                "the saved game was written by a newer version of Sjakkboks (save format \
                 {version}); reload the page to update it"
            ),
            SavedGameError::DoesNotReplay(e) => {
                write!(f, "the saved game cannot be replayed: {e}")
            }
        }
    }
}

impl std::error::Error for SavedGameError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SavedGameError::DoesNotReplay(e) => Some(e),
            _ => None,
        }
    }
}

#[derive(Serialize)]
struct Envelope<'a> {
    v: u64,
    record: &'a GameRecord,
}

/// The saved-game text of `game`.
pub fn encode(game: &Game) -> String {
    let record = game.record();
    let envelope = Envelope {
        v: VERSION,
        record: &record,
    };
    // A record is strings, numbers and plain enums: writing it cannot fail.
    serde_json::to_string(&envelope).unwrap_or_default()
}

/// Reads a saved game and replays it.
///
/// ```
/// use sjakkboks_rules::saved::{self, SavedGameError};
/// assert!(matches!(saved::decode("{oops"), Err(SavedGameError::Corrupt(_))));
/// let newer = r#"{"v":7,"whatever":true}"#;
/// assert_eq!(
///     saved::decode(newer),
///     Err(SavedGameError::NewerVersion { version: 7, text: newer.into() })
/// );
/// assert!(matches!(
///     saved::decode(r#"{"v":1,"record":{"game":"standard","moves":["e2e5"]}}"#),
///     Err(SavedGameError::DoesNotReplay(_))
/// ));
/// ```
pub fn decode(text: &str) -> Result<Game, SavedGameError> {
    let corrupt = |why: &str| SavedGameError::Corrupt(why.to_string());
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| corrupt(&format!("not JSON ({e})")))?;
    let object = value
        .as_object()
        .ok_or_else(|| corrupt("not a JSON object"))?;
    let version = object
        .get("v")
        .ok_or_else(|| corrupt("no version"))?
        .as_u64()
        .filter(|v| *v >= 1)
        .ok_or_else(|| corrupt("the version is not a positive whole number"))?;
    if version > VERSION {
        return Err(SavedGameError::NewerVersion {
            version,
            text: text.to_string(),
        });
    }
    let record = object.get("record").ok_or_else(|| corrupt("no record"))?;
    let record = GameRecord::deserialize(record)
        .map_err(|e| corrupt(&format!("the record is malformed ({e})")))?;
    Game::from_record(&record).map_err(SavedGameError::DoesNotReplay)
}

//! The puzzle files and the solver's records (full module only).
//!
//! A game's puzzles are the file `puzzles/<game>.csv` (format in
//! `sjakkboks_session::puzzles::file`), fetched when its trainer opens and kept for
//! the rest of the visit (the service worker keeps it for offline visits). The
//! solver's rating, streak and solved puzzles per game are kept in local storage
//! under `sjakkboks.puzzles.<game>` (`sjakkboks_session::puzzles::record`).

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use sjakkboks_rules::GameId;
use sjakkboks_session::puzzles::file::{parse, FileError, Puzzle};
use sjakkboks_session::puzzles::record::Record;

use crate::services::fetch_text::{fetch_text, FetchError};
use crate::services::persist::storage::{read_item, write_item};

/// Why a game's puzzles could not be opened.
#[derive(Clone, PartialEq, Debug)]
pub enum PuzzlesError {
    /// The file could not be fetched.
    Fetch(FetchError),
    /// The file could not be read.
    File(FileError),
}

impl fmt::Display for PuzzlesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzlesError::Fetch(error) => error.fmt(f),
            PuzzlesError::File(error) => write!(f, "bad puzzle file: {error}"),
        }
    }
}

impl std::error::Error for PuzzlesError {}

/// The puzzles of one game.
type Puzzles = Rc<Vec<Puzzle>>;

thread_local! {
    /// The puzzle files fetched in this visit.
    static FILES: RefCell<Vec<(GameId, Puzzles)>> = const { RefCell::new(Vec::new()) };
    /// The theme the solver chose in this visit, if any.
    static THEME: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The theme the solver chose, if any.
pub fn theme() -> Option<String> {
    THEME.with_borrow(Clone::clone)
}

/// Chooses a theme (or, with `None`, every theme) for the rest of the visit.
pub fn set_theme(theme: Option<String>) {
    THEME.with_borrow_mut(|t| *t = theme);
}

/// The puzzles of `game`, fetched once per visit.
pub async fn puzzles(game: GameId) -> Result<Puzzles, PuzzlesError> {
    let kept = FILES.with_borrow(|f| f.iter().find(|(g, _)| *g == game).map(|(_, p)| p.clone()));
    if let Some(puzzles) = kept {
        return Ok(puzzles);
    }
    let text = fetch_text(&format!("puzzles/{}.csv", game.as_str()))
        .await
        .map_err(PuzzlesError::Fetch)?;
    let puzzles = Rc::new(parse(&text, game.rules().dice).map_err(PuzzlesError::File)?);
    FILES.with_borrow_mut(|f| f.push((game, puzzles.clone())));
    Ok(puzzles)
}

/// The storage key of `game`'s record.
fn key(game: GameId) -> String {
    format!("sjakkboks.puzzles.{}", game.as_str())
}

/// The solver's record in `game` (a new one where storage is off).
pub fn record(game: GameId) -> Record {
    read_item(&key(game))
        .map(|text| Record::parse(&text))
        .unwrap_or_default()
}

/// Keeps the solver's record in `game` (a refused write costs only the record).
pub fn save(game: GameId, record: &Record) {
    write_item(&key(game), &record.to_text());
}

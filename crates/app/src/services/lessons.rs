//! The lessons' courses and the learner's stars.
//!
//! A course is the file `learn/<game>.txt` (format in
//! `sjakkboks_session::learn::course`), fetched when Learn opens it and kept
//! for the rest of the visit. The stars of a game's course are kept in local
//! storage under `sjakkboks.learn.<game>` (`sjakkboks_session::learn::progress`),
//! with the course's size, so that the home page can count them without
//! fetching anything.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use sjakkboks_rules::GameId;
use sjakkboks_session::learn::course::{Course, CourseError};
use sjakkboks_session::learn::progress::Progress;

use crate::services::fetch_text::{fetch_text, FetchError};
use crate::services::persist::storage::{read_item, write_item};

/// Why a course could not be opened.
#[derive(Clone, PartialEq, Debug)]
pub enum LessonsError {
    /// Its file could not be fetched.
    Fetch(FetchError),
    /// Its file could not be read.
    Course(CourseError),
}

impl fmt::Display for LessonsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonsError::Fetch(error) => error.fmt(f),
            LessonsError::Course(error) => write!(f, "bad course: {error}"),
        }
    }
}

impl std::error::Error for LessonsError {}

impl LessonsError {
    /// Which kind of error, for the message's `data-error` (the whole text
    /// would bring its formatting into the first load).
    pub fn kind(&self) -> &'static str {
        match self {
            LessonsError::Fetch(FetchError::Network) => "network",
            LessonsError::Fetch(FetchError::Status(_)) => "status",
            LessonsError::Course(_) => "course",
        }
    }
}

thread_local! {
    /// The courses fetched in this visit.
    static COURSES: RefCell<Vec<Rc<Course>>> = const { RefCell::new(Vec::new()) };
}

/// The course of `game`, fetched once per visit (which also keeps its size
/// with its stars).
pub async fn course(game: GameId) -> Result<Rc<Course>, LessonsError> {
    let kept = COURSES.with_borrow(|c| c.iter().find(|c| c.game == game).cloned());
    if let Some(course) = kept {
        return Ok(course);
    }
    let text = fetch_text(&format!("learn/{}.txt", game.as_str()))
        .await
        .map_err(LessonsError::Fetch)?;
    let course = Rc::new(Course::parse(&text).map_err(LessonsError::Course)?);
    COURSES.with_borrow_mut(|c| c.push(course.clone()));
    // The course's size goes with its stars, for the home page's count.
    let mut progress = progress(game);
    if progress.levels != course.level_count() {
        progress.levels = course.level_count();
        save(game, &progress);
    }
    Ok(course)
}

/// The storage key of `game`'s stars.
fn key(game: GameId) -> String {
    format!("sjakkboks.learn.{}", game.as_str())
}

/// The stars earned in `game`'s course (none where storage is off).
pub fn progress(game: GameId) -> Progress {
    read_item(&key(game))
        .map(|text| Progress::parse(&text))
        .unwrap_or_default()
}

/// Keeps the stars of `game`'s course (a refused write costs only the stars).
pub fn save(game: GameId, progress: &Progress) {
    write_item(&key(game), &progress.to_text());
}

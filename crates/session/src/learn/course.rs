//! A course file: the stages and levels of one game's lessons, as text
//! (`web/learn/<game>.txt`), read by [`Course::parse`].
//!
//! One key and its value per line; `#` starts a comment line. `course <id>`
//! comes first; `stage` opens a stage, `level` a level of it, and the keys
//! after them belong to what was opened last:
//!
//! ```text
//! course standard
//! stage
//! title.nb Tårnet
//! title.en The rook
//! level
//! # pieces wR:a1 wK:e1 bK:h8
//! fen 7k/8/8/8/8/8/8/R3K3 w - - 0 1
//! goal collect
//! say.nb Ta alle stjernene med tårnet.
//! say.en Take all the stars with the rook.
//! targets a5 e5 e8
//! solution a1a5 a5e5 e5e8
//! ```
//!
//! A level's keys: `fen`, the position (a comment above it may list its
//! pieces, as `sjakkboks_rules::Position::from_piece_list` reads them, for
//! the reader: the page reads FEN only); `goal` (see
//! [`Goal`]); `say.nb` and `say.en`, the goal in one line; `targets`, cells;
//! `limit`, the moves for three stars (the solution's length if not given);
//! `replies`, the other players' moves in order (UCI), after which they pass,
//! or, with `engine <level>` (1-8), the engine plays their moves at that level;
//! `rolls`, dice chess's faces in the order they are rolled; `keep yes`
//! (failed if a reply takes a piece); `safe yes` (failed if a move leaves a
//! piece the other side could take); `solution`, the learner's moves that
//! reach the goal (checked by the tests, shown to no one), where `claim`
//! claims a draw and `resign` resigns.

use std::fmt;

use sjakkboks_rules::{Cell, GameId, Position};

/// What a level asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Goal {
    /// Move a piece onto every target (the other side passes unless it has replies).
    Collect,
    /// Checkmate (on the round board, a mate that puts a player out counts).
    Mate,
    /// Win the game, by any of its rules.
    Win,
    /// Promote a pawn.
    Promote,
    /// Give check.
    Check,
    /// Capture (on a target, if the level has targets).
    Capture,
    /// End the game in a draw (stalemate, say).
    Draw,
    /// Any legal move (out of check, a move the die allows).
    Move,
    /// Claim a draw (threefold repetition, fifty moves): the solution's
    /// [`CLAIM`] step.
    Claim,
    /// Resign (dice chess: only on a turn with a one): the solution's [`RESIGN`] step.
    Resign,
}

/// A solution's step that claims a draw rather than moves.
pub const CLAIM: &str = "claim";
/// A solution's step that resigns rather than moves.
pub const RESIGN: &str = "resign";

impl Goal {
    /// Reads a goal's name.
    fn from_name(name: &str) -> Option<Goal> {
        Some(match name {
            "collect" => Goal::Collect,
            "mate" => Goal::Mate,
            "win" => Goal::Win,
            "promote" => Goal::Promote,
            "check" => Goal::Check,
            "capture" => Goal::Capture,
            "draw" => Goal::Draw,
            "move" => Goal::Move,
            CLAIM => Goal::Claim,
            RESIGN => Goal::Resign,
            _ => return None,
        })
    }
}

/// A text in both languages.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Words {
    /// Norwegian (bokmål).
    pub nb: String,
    /// English.
    pub en: String,
}

/// One level: a position, a goal and how the other side answers.
#[derive(Clone, PartialEq, Debug)]
pub struct Level {
    /// The position the level starts from; its player to move is the learner.
    pub start: Position,
    /// What the learner must do.
    pub goal: Goal,
    /// The goal in one line.
    pub say: Words,
    /// Cells to collect (or to capture on).
    pub targets: Vec<Cell>,
    /// The learner's moves for three stars.
    pub limit: usize,
    /// The other players' moves, in order (UCI).
    pub replies: Vec<String>,
    /// The engine's level (1-8) when it plays the other side after the replies.
    pub engine: Option<u8>,
    /// Dice chess: the faces, in the order they are rolled.
    pub rolls: Vec<u8>,
    /// Failed if a reply takes one of the learner's pieces.
    pub keep: bool,
    /// Failed if a move leaves a piece that the other side could take.
    pub safe: bool,
    /// The learner's steps that reach the goal: moves (UCI), [`CLAIM`] or [`RESIGN`].
    pub solution: Vec<String>,
}

/// A stage: a few levels about one idea.
#[derive(Clone, PartialEq, Debug)]
pub struct Stage {
    /// Its name.
    pub title: Words,
    /// Its levels, in order.
    pub levels: Vec<Level>,
}

/// One game's lessons.
#[derive(Clone, PartialEq, Debug)]
pub struct Course {
    /// The game.
    pub game: GameId,
    /// The stages, in order.
    pub stages: Vec<Stage>,
}

/// What is wrong with a course file, at which line (1-based).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CourseError {
    /// The line.
    pub line: usize,
    /// What is wrong there.
    pub problem: CourseProblem,
}

/// What can be wrong in a course file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CourseProblem {
    /// The file does not begin with `course <id>` of a known game.
    NoCourse,
    /// A key this format does not have.
    UnknownKey(String),
    /// A key before the `stage` or `level` it belongs to.
    Misplaced(String),
    /// A value that cannot be read (a position, a cell, a number, a goal).
    BadValue(String),
    /// A level without a position, goal or solution.
    Incomplete,
}

impl fmt::Display for CourseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.problem {
            CourseProblem::NoCourse => f.write_str("the file must begin with `course <game>`"),
            CourseProblem::UnknownKey(key) => write!(f, "unknown key `{key}`"),
            CourseProblem::Misplaced(key) => write!(f, "`{key}` before its stage or level"),
            CourseProblem::BadValue(value) => write!(f, "cannot read `{value}`"),
            CourseProblem::Incomplete => f.write_str("the level has no position, goal or solution"),
        }
    }
}

impl std::error::Error for CourseError {}

/// A level as its lines are read: the position's text is read once its
/// fields are all known.
#[derive(Default)]
struct LevelLines {
    line: usize,
    fen: Option<String>,
    goal: Option<Goal>,
    say: Words,
    targets: Vec<String>,
    limit: Option<usize>,
    replies: Vec<String>,
    engine: Option<u8>,
    rolls: Vec<u8>,
    keep: bool,
    safe: bool,
    solution: Vec<String>,
}

impl LevelLines {
    /// The level, once every line has been read.
    fn finish(self, game: GameId) -> Result<Level, CourseError> {
        let at = |problem| CourseError {
            line: self.line,
            problem,
        };
        let fen = self
            .fen
            .as_deref()
            .ok_or_else(|| at(CourseProblem::Incomplete))?;
        let start = Position::from_fen(game, fen)
            .map_err(|_| at(CourseProblem::BadValue("the position".into())))?;
        let topology = game.topology();
        let targets = self
            .targets
            .iter()
            .map(|label| {
                topology
                    .cell_by_label(label)
                    .ok_or_else(|| at(CourseProblem::BadValue(label.clone())))
            })
            .collect::<Result<Vec<Cell>, CourseError>>()?;
        let goal = self.goal.ok_or_else(|| at(CourseProblem::Incomplete))?;
        if self.solution.is_empty() {
            return Err(at(CourseProblem::Incomplete));
        }
        Ok(Level {
            start,
            goal,
            say: self.say,
            targets,
            limit: self.limit.unwrap_or(moves_in(&self.solution)),
            replies: self.replies,
            engine: self.engine,
            rolls: self.rolls,
            keep: self.keep,
            safe: self.safe,
            solution: self.solution,
        })
    }
}

/// The moves among a solution's steps (not its claims or resignations).
pub fn moves_in(solution: &[String]) -> usize {
    solution
        .iter()
        .filter(|step| !matches!(step.as_str(), CLAIM | RESIGN))
        .count()
}

/// The words of a value.
fn list(value: &str) -> Vec<String> {
    value.split_whitespace().map(str::to_owned).collect()
}

/// `yes` or `no`.
fn yes(value: &str) -> Option<bool> {
    match value {
        "yes" => Some(true),
        "no" => Some(false),
        _ => None,
    }
}

impl Course {
    /// Reads a course file.
    pub fn parse(text: &str) -> Result<Course, CourseError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'));
        let first = lines.next();
        let game = first
            .and_then(|(_, l)| l.strip_prefix("course "))
            .and_then(|id| GameId::from_id(id.trim()))
            .ok_or(CourseError {
                line: first.map_or(1, |(n, _)| n),
                problem: CourseProblem::NoCourse,
            })?;
        let mut stages: Vec<Stage> = Vec::new();
        let mut level: Option<LevelLines> = None;
        for (n, line) in lines {
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            let value = value.trim();
            let bad = || CourseError {
                line: n,
                problem: CourseProblem::BadValue(value.to_owned()),
            };
            let misplaced = || CourseError {
                line: n,
                problem: CourseProblem::Misplaced(key.to_owned()),
            };
            match key {
                "stage" | "level" => {
                    if let Some(done) = level.take() {
                        let stage = stages.last_mut().ok_or_else(misplaced)?;
                        stage.levels.push(done.finish(game)?);
                    }
                    if key == "stage" {
                        stages.push(Stage {
                            title: Words::default(),
                            levels: Vec::new(),
                        });
                    } else {
                        stages.last().ok_or_else(misplaced)?;
                        level = Some(LevelLines {
                            line: n,
                            ..LevelLines::default()
                        });
                    }
                }
                "title.nb" | "title.en" => {
                    let stage = stages.last_mut().filter(|_| level.is_none());
                    let title = &mut stage.ok_or_else(misplaced)?.title;
                    *if key == "title.nb" {
                        &mut title.nb
                    } else {
                        &mut title.en
                    } = value.to_owned();
                }
                _ => {
                    let l = level.as_mut().ok_or_else(misplaced)?;
                    match key {
                        "fen" => l.fen = Some(value.to_owned()),
                        "goal" => l.goal = Some(Goal::from_name(value).ok_or_else(bad)?),
                        "say.nb" => l.say.nb = value.to_owned(),
                        "say.en" => l.say.en = value.to_owned(),
                        "targets" => l.targets = list(value),
                        "limit" => l.limit = Some(value.parse().map_err(|_| bad())?),
                        "replies" => l.replies = list(value),
                        "engine" => {
                            let level = value.parse().ok().filter(|l| (1..=8).contains(l));
                            l.engine = Some(level.ok_or_else(bad)?)
                        }
                        "rolls" => {
                            l.rolls = value
                                .split_whitespace()
                                .map(|r| r.parse().ok().filter(|f| (1..=6).contains(f)))
                                .collect::<Option<Vec<u8>>>()
                                .ok_or_else(bad)?
                        }
                        "keep" => l.keep = yes(value).ok_or_else(bad)?,
                        "safe" => l.safe = yes(value).ok_or_else(bad)?,
                        "solution" => l.solution = list(value),
                        _ => {
                            return Err(CourseError {
                                line: n,
                                problem: CourseProblem::UnknownKey(key.to_owned()),
                            })
                        }
                    }
                }
            }
        }
        if let Some(done) = level {
            let stage = stages.last_mut().ok_or(CourseError {
                line: done.line,
                problem: CourseProblem::Misplaced("level".into()),
            })?;
            stage.levels.push(done.finish(game)?);
        }
        Ok(Course { game, stages })
    }

    /// The number of levels in every stage together.
    pub fn level_count(&self) -> usize {
        self.stages.iter().map(|s| s.levels.len()).sum()
    }
}

//! The messages between the page and the engine's Web Worker, as typed enums
//! encoded in this one place (postcard: compact bytes, no field names; the page
//! posts them as a `Uint8Array`).
//!
//! The page posts a [`ToWorker`] (a numbered [`Job`]); the worker first posts
//! [`FromWorker::Ready`], then one [`FromWorker::Done`] per job with its
//! [`Reply`]. A job that does not decode (an unknown kind, or bytes from
//! another version) is answered with [`JobError::Undecodable`], never taken for
//! a search. Errors are typed and translated where they are shown
//! ([`crate::i18n::jobs`]).

use serde::{Deserialize, Serialize};
use sjakkboks_rules::Color;

use crate::review::{Eval, PlyReview};

/// What the page asks the worker to do.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum Job {
    /// Find a move for `seat` (the computer's move, or a hint).
    Search {
        /// The game so far, as saved-game text.
        game: String,
        /// The seat to move for.
        seat: Color,
        /// The level, 1 to 8.
        level: u8,
        /// The seed of the level's noise.
        seed: u64,
        /// The time the search may take, in milliseconds.
        budget_ms: u32,
    },
    /// Write a saved game as PGN.
    PgnExport {
        /// The game, as saved-game text.
        game: String,
        /// The `Date` tag's value (`YYYY.MM.DD`).
        date: String,
    },
    /// Read a PGN text.
    PgnImport {
        /// The PGN.
        text: String,
    },
    /// Draw the QR code of a text.
    Qr {
        /// The text (a share link).
        text: String,
    },
    /// Review one move of a game: the best move before it and the value of
    /// the move played, with a node budget per search (the review posts one
    /// job per move, so the page shows progress and stops by posting no more).
    Analyse {
        /// The game, as saved-game text.
        game: String,
        /// The move to review (0 = the first).
        ply: u32,
        /// The node budget of each search.
        nodes: u32,
    },
    /// Score one move `tried` in the position before move `ply` (*Try again*).
    Score {
        /// The game, as saved-game text.
        game: String,
        /// The move whose position is tried (0 = the first).
        ply: u32,
        /// The move tried, as move text.
        tried: String,
        /// The node budget of the search.
        nodes: u32,
    },
}

/// A job with the number its reply will carry.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct ToWorker {
    /// The job's number.
    pub id: u32,
    /// The job.
    pub job: Job,
}

/// A message from the worker.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker has started and takes jobs (earlier messages would be lost).
    Ready,
    /// The reply to job `id`.
    Done {
        /// The job's number.
        id: u32,
        /// What it gave.
        reply: Result<Reply, JobError>,
    },
}

/// What a job gave.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum Reply {
    /// A search's move as UCI-style text; `None` when the rolled face allows none.
    Move(Option<String>),
    /// The PGN of a game; `None` for a game PGN cannot hold (three players).
    Pgn(Option<String>),
    /// An imported game, as saved-game text.
    Game(String),
    /// A QR code as an SVG element.
    Qr(String),
    /// What the engine found at one move ([`Job::Analyse`]).
    Analysis(PlyReview),
    /// The value of a tried move for its mover ([`Job::Score`]).
    Scored(Eval),
}

/// Why a job gave nothing.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum JobError {
    /// The worker could not be started or failed (the browser's message).
    Worker(String),
    /// The message did not decode as a job.
    Undecodable,
    /// The game sent does not read as a saved game.
    BadGame,
    /// The engine refused to search.
    Engine(EngineRefusal),
    /// The engine gave no move, or one that is not legal in the game.
    NoLegalMove,
    /// A PGN text could not be read: on this line (from 1), for this reason.
    Pgn {
        /// The line of the text.
        line: u32,
        /// What is wrong there.
        problem: PgnProblem,
    },
    /// The text is too long for a QR code.
    QrTooLong,
    /// The move to review is not in the game, or the move tried is not legal.
    NoSuchMove,
}

/// Why the engine refused to search.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum EngineRefusal {
    /// The game is over.
    GameOver,
    /// It is not this seat's turn.
    NotYourTurn,
    /// Dice chess: the turn's roll is missing.
    NeedsRoll,
}

/// What is wrong in a PGN text.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum PgnProblem {
    /// Neither tags nor moves.
    NoGame,
    /// A tag pair is not `[Name "value"]`.
    BadTag,
    /// A comment `{` is never closed.
    UnclosedComment,
    /// A variation `(` is never closed.
    UnclosedVariation,
    /// A `)` closes no variation.
    UnmatchedParen,
    /// The `Variant` tag names a game that we do not play.
    UnknownVariant(String),
    /// The `FEN` tag is not a start position of the game.
    BadFen,
    /// A move (its number as written, e.g. `3.`, and its text) could not be played.
    Move {
        /// Its number, as the game score writes it (`3.` or `3...`).
        number: String,
        /// The move as written.
        san: String,
        /// Why.
        problem: MoveProblem,
    },
    /// Dice chess: the game refused a roll comment of this move (number as written).
    Roll {
        /// The move's number, as written.
        number: String,
        /// The face.
        face: u8,
    },
    /// The game refused the ending a comment declares (the comment's text).
    Ending(String),
}

/// Why a move of a PGN text could not be played.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum MoveProblem {
    /// It is not written in algebraic notation.
    NotSan,
    /// No legal move fits.
    Illegal,
    /// More than one legal move fits.
    Ambiguous,
    /// The game was already over.
    GameOver,
    /// A pass (`--`) where the turn does not pass.
    NoPass,
    /// Dice chess: the roll does not allow it.
    NotForTheRoll,
}

/// The bytes of a message (for `postMessage`).
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    // Writing our own enums to a growing vector cannot fail.
    postcard::to_allocvec(message).unwrap_or_default()
}

/// The page's job from the bytes the worker received; an error for bytes
/// that are no job of this version.
pub fn decode_job(bytes: &[u8]) -> Result<ToWorker, JobError> {
    postcard::from_bytes(bytes).map_err(|_| JobError::Undecodable)
}

/// The worker's message from the bytes the page received; `None` for bytes
/// that are no message of this version.
pub fn decode_from_worker(bytes: &[u8]) -> Option<FromWorker> {
    postcard::from_bytes(bytes).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn jobs() -> Vec<Job> {
        vec![
            Job::Search {
                game: "1 standard e2e4".into(),
                seat: Color::Black,
                level: 8,
                seed: u64::MAX,
                budget_ms: 1500,
            },
            Job::PgnExport {
                game: "x".into(),
                date: "2026.11.28".into(),
            },
            Job::PgnImport {
                text: "1. e4 *".into(),
            },
            Job::Qr {
                text: "https://example.org/#g=1".into(),
            },
            Job::Analyse {
                game: "1 standard e2e4".into(),
                ply: 0,
                nodes: 20_000,
            },
            Job::Score {
                game: "1 standard e2e4".into(),
                ply: 0,
                tried: "d2d4".into(),
                nodes: 20_000,
            },
        ]
    }

    #[test]
    fn every_job_goes_there_and_back() {
        for (id, job) in jobs().into_iter().enumerate() {
            let sent = ToWorker { id: id as u32, job };
            assert_eq!(decode_job(&encode(&sent)), Ok(sent));
        }
    }

    #[test]
    fn every_reply_goes_there_and_back() {
        let replies = [
            Ok(Reply::Move(Some("e7e5".into()))),
            Ok(Reply::Move(None)),
            Ok(Reply::Pgn(None)),
            Ok(Reply::Game("g".into())),
            Ok(Reply::Qr("<svg/>".into())),
            Err(JobError::Pgn {
                line: 2,
                problem: PgnProblem::Move {
                    number: "3.".into(),
                    san: "Ke3".into(),
                    problem: MoveProblem::Illegal,
                },
            }),
            Err(JobError::Engine(EngineRefusal::NeedsRoll)),
            Err(JobError::NoSuchMove),
            Ok(Reply::Analysis(PlyReview {
                best: Eval {
                    chances: 0.25,
                    mate: None,
                },
                played: Eval {
                    chances: -1.0,
                    mate: Some(-2),
                },
                best_move: Some("g1f3".into()),
                reply_line: vec!["d8h4".into()],
            })),
            Ok(Reply::Scored(Eval {
                chances: 1.0,
                mate: Some(3),
            })),
        ];
        for reply in replies {
            let message = FromWorker::Done { id: 7, reply };
            assert_eq!(decode_from_worker(&encode(&message)), Some(message));
        }
        let ready = FromWorker::Ready;
        assert_eq!(decode_from_worker(&encode(&ready)), Some(ready));
    }

    #[test]
    fn an_unknown_job_is_an_error_not_a_search() {
        // A job kind past the last one this version knows.
        let mut bytes = encode(&ToWorker {
            id: 1,
            job: Job::Qr { text: "x".into() },
        });
        bytes[1] = 9;
        assert_eq!(decode_job(&bytes), Err(JobError::Undecodable));
        assert_eq!(decode_job(&[]), Err(JobError::Undecodable));
        assert_eq!(decode_from_worker(&[200]), None);
    }
}

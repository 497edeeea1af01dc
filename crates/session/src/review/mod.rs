//! The game review: what the engine found at each move of a finished game
//! ([`PlyReview`], one per move, computed by the worker), the judgement of
//! each move by how much it dropped the mover's winning chances ([`judge`]),
//! the accuracy and counts per player ([`summary`]), why a move was a mistake
//! in words a child understands ([`explain`]), and *Try again*'s test of a
//! move ([`retry`]). The whole review is kept with the saved game as one
//! short text ([`Review::to_text`]).
//!
//! Every figure is the mover's own view on lichess's -1 (lost) to 1 (won)
//! scale of winning chances, which the worker computes per game with the
//! engine's `winning_chances` (one fitted curve per game). So a move is judged
//! the same way in every game: in dice chess against the best move for the
//! roll that was rolled, in three-player chess by the mover's own expected
//! result, in losing chess and the pawn race by the game's own scores.

pub mod explain;
pub mod judge;
pub mod retry;
pub mod summary;

use serde::{Deserialize, Serialize};
use sjakkboks_rules::Game;
use std::fmt;

/// The game as it stood before move `index` of `game`: the moves before it
/// and, in dice chess, the rolls that led to it, so that the position can be
/// searched or played again with the same roll (`None` past the last move).
/// A turn that passed comes back passed (the roll allowed no move).
pub fn game_before(game: &Game, index: usize) -> Option<Game> {
    game.moves().get(index)?;
    let rolls = game.rolls().get(index).cloned().unwrap_or_default();
    let mut before = game.clone();
    while before.moves().len() > index {
        before.undo();
    }
    for face in rolls {
        before.roll(face).ok()?;
    }
    Some(before)
}

/// A position's value for the player to move: winning chances (-1..1) and,
/// when the engine found a forced end, the moves to it (positive: the mover
/// mates; negative: the mover is mated).
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Eval {
    /// Winning chances, -1 (lost) to 1 (won).
    pub chances: f32,
    /// Mate in this many of the mover's moves (negative: mated), if forced.
    pub mate: Option<i16>,
}

/// What the engine found at one move of the game, all from the mover's view.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct PlyReview {
    /// The value of the best move (in dice chess: the best for the roll).
    pub best: Eval,
    /// The value of the move played.
    pub played: Eval,
    /// The best move as move text; `None` when the turn passed (dice chess).
    pub best_move: Option<String>,
    /// The line after the move played: the opponents' best answers (move text).
    pub reply_line: Vec<String>,
}

/// The review of a game: one [`PlyReview`] per move, in order (a review under
/// way holds the first moves).
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct Review {
    /// The moves reviewed so far, from the first.
    pub plies: Vec<PlyReview>,
}

/// Why a kept review's text could not be read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReviewTextError {
    /// A character that is not a hex digit, or an odd length.
    NotHex,
    /// The bytes are no review of this version.
    Undecodable,
}

impl fmt::Display for ReviewTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ReviewTextError::NotHex => "the review's text is not hex digits",
            ReviewTextError::Undecodable => "the review's text is no review of this version",
        })
    }
}

impl std::error::Error for ReviewTextError {}

impl Review {
    /// The review as a short text for storage (compact bytes, as hex digits).
    pub fn to_text(&self) -> String {
        // Writing our own struct to a growing vector cannot fail.
        postcard::to_allocvec(self)
            .unwrap_or_default()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// The review a text of [`Review::to_text`] holds.
    pub fn from_text(text: &str) -> Result<Review, ReviewTextError> {
        let digits = text.as_bytes();
        if !digits.len().is_multiple_of(2) {
            return Err(ReviewTextError::NotHex);
        }
        let bytes = digits
            .chunks(2)
            .map(|pair| {
                std::str::from_utf8(pair)
                    .ok()
                    .and_then(|p| u8::from_str_radix(p, 16).ok())
                    .ok_or(ReviewTextError::NotHex)
            })
            .collect::<Result<Vec<u8>, _>>()?;
        postcard::from_bytes(&bytes).map_err(|_| ReviewTextError::Undecodable)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A value without mate.
    pub(crate) fn cp(chances: f32) -> Eval {
        Eval {
            chances,
            mate: None,
        }
    }

    /// A forced mate in `n` (negative: mated).
    pub(crate) fn mate(n: i16) -> Eval {
        Eval {
            chances: n.signum() as f32,
            mate: Some(n),
        }
    }

    /// A move's review with these values and best move.
    pub(crate) fn ply(best: Eval, played: Eval, best_move: Option<&str>) -> PlyReview {
        PlyReview {
            best,
            played,
            best_move: best_move.map(str::to_owned),
            reply_line: Vec::new(),
        }
    }

    #[test]
    fn a_review_goes_to_text_and_back() {
        let review = Review {
            plies: vec![
                ply(cp(0.1), cp(0.05), Some("e2e4")),
                ply(mate(2), cp(0.5), Some("d1h5")),
                ply(cp(0.0), cp(0.0), None),
            ],
        };
        let text = review.to_text();
        assert!(text.bytes().all(|b| b.is_ascii_hexdigit()), "{text}");
        assert_eq!(Review::from_text(&text), Ok(review));
    }

    #[test]
    fn the_game_before_a_move_has_its_roll() {
        use sjakkboks_rules::GameId;
        let mut game = Game::new(GameId::Dice);
        game.roll(4).unwrap();
        game.play_uci("g1f3").unwrap();
        game.roll(6).unwrap(); // a pawn
        game.play_uci("e7e5").unwrap();
        let before = game_before(&game, 1).unwrap();
        assert_eq!(before.moves().len(), 1);
        assert_eq!(before.pending_roll(), Some(6));
        assert!(game_before(&game, 2).is_none());
        let standard = Game::new(GameId::Standard);
        assert!(game_before(&standard, 0).is_none());
    }

    #[test]
    fn a_damaged_text_is_an_error() {
        assert_eq!(Review::from_text("abc"), Err(ReviewTextError::NotHex));
        assert_eq!(Review::from_text("zz"), Err(ReviewTextError::NotHex));
        assert_eq!(Review::from_text("05ff"), Err(ReviewTextError::Undecodable));
        assert_eq!(Review::from_text(""), Err(ReviewTextError::Undecodable));
    }
}

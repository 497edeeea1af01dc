//! The rules of the Sjakkboks games: boards as data, one move generator for all of them,
//! positions, games with their endings, and notation (FEN, UCI-style move text, SAN).
//!
//! The crate is pure: no I/O, no randomness, no wasm. Dice rolls, where a game has
//! them, are inputs.
//!
//! ```
//! use sjakkboks_rules::{Game, GameId};
//! let mut game = Game::new(GameId::Standard);
//! assert_eq!(game.legal_moves().len(), 20);
//! game.play_uci("e2e4").unwrap();
//! assert_eq!(game.position().to_fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
//! ```
#![deny(missing_docs)]

mod cell;
pub mod cellset;
mod fen;
mod game;
mod games;
mod legality;
mod movegen;
mod moves;
mod notation;
mod outcome;
mod perft;
mod piece;
mod position;
pub mod topology;
mod variant;
mod zobrist;

pub use cell::Cell;
pub use cellset::CellSet;
pub use fen::{FenError, IllegalPosition};
pub use game::{Claim, Declaration, Game, GameError, GameRecord, RecordError, Rolled};
pub use games::{GameId, Rules};
pub use moves::{Move, Special};
pub use notation::{SanError, UciError};
pub use outcome::{EndReason, Outcome};
pub use perft::{perft, perft_divide};
pub use piece::{Color, Kind, Piece};
pub use position::{EnPassant, Position};
pub use topology::{CellShape, Topology};

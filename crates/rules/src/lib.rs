//! The rules of the Sjakkboks games: boards as data, one move generator for all of them,
//! positions, games with their endings, notation (FEN, UCI-style move text, SAN), and
//! the game's records: [`share`] links, [`saved`] games and [`pgn`].
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
//!
//! # Three-player chess (`three-player`)
//!
//! The round board ([`topology`], cells `a1`..`x6`, [`CellShape::RingSegment`] outlines)
//! runs on the same generator. Positions are written in the text described in
//! [`fen_round`] (by hand, a piece list is easier: [`Position::from_piece_list`]); moves
//! are UCI-style (`e2e4`, `q2q1q`). Who is out, and why:
//! [`Position::is_in_game`], [`Position::elimination`] ([`EliminationReason`]).
//!
//! A player with no legal move on their own turn while all three are in the game is out
//! at that moment. The position with them to move is not final ([`Position::outcome`]
//! is `None` and there are no moves): [`Position::settled`] puts them out and passes
//! the turn on. [`Game`] applies it after every move, so a game never stops on such a
//! position; [`perft`] applies it too and does not count it as a ply.
//!
//! ```
//! use sjakkboks_rules::{Color, Game, GameId};
//! let mut game = Game::new(GameId::ThreePlayer);
//! game.play_uci("e2e4").unwrap();
//! assert_eq!(game.position().turn(), Color::Grey);
//! assert!(game.position().elimination(Color::Black).is_none());
//! ```
#![deny(missing_docs)]

mod bits;
mod cell;
pub mod cellset;
pub mod clock;
mod fen;
mod fen_fields;
pub mod fen_round;
mod game;
mod games;
mod hash;
mod legality;
mod movegen;
mod moves;
mod notation;
mod outcome;
mod perft;
pub mod pgn;
mod piece;
mod position;
pub mod saved;
pub mod share;
mod sink;
pub mod small_sort;
pub mod topology;
mod variant;
mod zobrist;

pub use cell::{Cell, MAX_CELLS};
pub(crate) use cell::{PerCell, BOARD_CELLS, CELL_NUMBERS};
pub use cellset::CellSet;
pub use fen_fields::{FenError, RoundFenError};
pub use game::{Claim, Declaration, Game, GameError, GameRecord, RecordError, Rolled};
pub use games::{GameId, Rules};
pub use moves::{Move, Special};
pub use notation::{SanError, UciError};
pub use outcome::{EliminationReason, EndReason, Outcome};
pub use perft::{perft, perft_divide, perft_listed};
pub use piece::{Color, Kind, Piece};
pub use position::{EnPassant, Position};
pub use topology::{CellShape, Topology};
pub use variant::IllegalPosition;

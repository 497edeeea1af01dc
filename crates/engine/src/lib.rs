//! The Sjakkboks engine: search and evaluation for all six games, levels 1 to 8.
//!
//! Pure Rust on the rules crate: no I/O, no threads, no clock inside the search, and
//! no randomness but the caller's seed, so it runs the same in a Web Worker (wasm) as
//! natively. The caller bounds a search by a node budget and a stop check that the
//! search polls every [`POLL_NODES`] nodes (the UCI program checks a clock there;
//! the browser can check `performance.now()`).
//!
//! Two entry points:
//! - [`think`]: one serde-serialisable [`Request`] (a game record, the seat, the level,
//!   limits, a seed) gives one [`Answer`] (best move, score, depth, nodes, pv). This is
//!   what the app's worker calls.
//! - [`Engine::search`]: a position, its history and [`Limits`], keeping the
//!   transposition table between moves (the UCI program uses it).
//!
//! [`puzzle`] judges puzzles (the best two moves and the only-move test) for the
//! `puzzler` example, which finds them, and for the test of the puzzle files.
//!
//! [`tuning`] opens standard chess's evaluation to the `tune` example, which fits its
//! weights to scored positions.
//!
//! ```
//! use sjakkboks_engine::{think, Request};
//! use sjakkboks_rules::{Color, Game, GameId};
//! let mut game = Game::new(GameId::Standard);
//! for m in ["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6"] {
//!     game.play_uci(m).unwrap();
//! }
//! let request = Request::new(game.record(), Color::White, 8);
//! let answer = think(&request, &|| false).unwrap();
//! assert_eq!(answer.best.as_deref(), Some("h5f7")); // mate
//! ```
#![deny(missing_docs)]

mod adapter;
mod chances;
mod eval;
mod eval_cache;
mod level;
mod ordering;
pub mod puzzle;
mod request;
mod rng;
mod score;
mod search;
mod see;
mod tt;
pub mod tuning;

pub use chances::{slope, winning_chances};
pub use level::{level_limits, MAX_LEVEL, MIN_LEVEL};
pub use request::{think, Answer, EngineError, Request};
pub use rng::Rng;
pub use score::Score;
pub use search::{Engine, Found, Info, Limits, POLL_NODES, TEMPERATURE_REACH};

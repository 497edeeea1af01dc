//! What the Sjakkboks page computes without a browser, in plain Rust and
//! tested natively: the reducer of a game on screen ([`state`]), the names
//! that let pieces animate ([`piece_ids`]), who plays ([`opponents`]), where
//! the die's faces come from ([`dice_rng`]), the board's geometry on screen
//! ([`layout`]), the rules pages' text format ([`rules_text`]), the game
//! review's judging ([`review`]), puzzles (their file, the solver's rating,
//! the next puzzle and the puzzle of the day, [`puzzles`]), the messages
//! between page and worker ([`protocol`]) and every word of the app and of the
//! worker's errors in nb and en ([`i18n`]).
//!
//! It depends on no browser crate (web-sys, js-sys, wasm-bindgen, gloo, yew):
//! the app wraps its reducer for Yew and passes in the time.

pub mod dice_rng;
pub mod i18n;
pub mod layout;
pub mod learn;
pub mod opponents;
pub mod piece_ids;
pub mod protocol;
pub mod puzzles;
pub mod review;
pub mod rules_text;
pub mod state;

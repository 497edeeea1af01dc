//! The app's pages: the list of games, Learn (the lessons), Puzzles (the trainer, handed
//! to the full module), a game being played (in its slot, which
//! swaps in a game from a link, PGN or another tab), and each game's rules
//! (in the full module only).

pub mod home;
pub mod learn;
pub mod play;
pub mod play_slot;
pub mod puzzles;
#[cfg(feature = "full")]
pub mod rules;

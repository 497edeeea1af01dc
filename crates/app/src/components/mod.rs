//! What the pages are built of: the board, and what sits round it (clocks, die,
//! controls, switches, move list, captured pieces, going through the moves, the
//! share, embed and PGN buttons, the focus trap that keeps the keyboard inside
//! a dialog, and, in the full module only, the new-game, share, embed and PGN
//! dialogs).

pub mod board;
pub mod browse;
pub mod captures;
pub mod clocks;
pub mod controls;
#[cfg(feature = "full")]
pub mod dialogs;
pub mod dice;
pub mod focus_trap;
pub mod movelist;
#[cfg(feature = "full")]
pub mod review;
#[cfg(feature = "full")]
pub mod setup;
pub mod toggles;
pub mod tools;

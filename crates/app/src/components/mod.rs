//! What the pages are built of: the board, and what sits round it (clocks, die,
//! controls, switches, move list, captured pieces, going through the moves, the
//! new-game, share and PGN dialogs, and the focus trap that keeps the keyboard
//! inside a dialog).

pub mod board;
pub mod browse;
pub mod captures;
pub mod clocks;
pub mod controls;
pub mod dialogs;
pub mod dice;
pub mod focus_trap;
pub mod movelist;
pub mod setup;
pub mod toggles;

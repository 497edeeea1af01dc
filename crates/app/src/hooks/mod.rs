//! Hooks that tie a game on screen to Yew and to what happens outside the
//! page: the game on screen as Yew's reducer, the computer in its seats, and
//! the sounds and wake lock that follow the game, the rehearsed first move, and a
//! file fetched for a page.
//! The computer plays in the full module only: the first module's
//! `use_computer` hands a game with the computer in a seat over to it.

#[cfg(feature = "full")]
pub mod computer;
#[cfg(not(feature = "full"))]
#[path = "no_computer.rs"]
pub mod computer;
pub mod fetched;
pub mod game_feedback;
pub mod game_on_screen;
pub mod rehearsal;
#[cfg(feature = "full")]
pub mod review;

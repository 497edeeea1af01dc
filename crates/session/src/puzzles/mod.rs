//! Puzzles: each game's puzzle file (`web/puzzles/<game>.csv`, lichess's CSV layout,
//! read by [`file`]), the solver's rating (Glicko-2, [`glicko`]), which puzzle comes
//! next and the puzzle of the day ([`choice`]), and what the browser keeps: rating,
//! streak and solved puzzles ([`record`]), and a puzzle being solved ([`run`]).

pub mod choice;
pub mod file;
pub mod glicko;
pub mod record;
pub mod run;

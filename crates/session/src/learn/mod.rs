//! Learn: each game's lessons. A course ([`course`]) is stages of short
//! levels, read from a data file (`web/learn/<game>.txt`); a level is played
//! by [`run::LevelRun`], which answers for the other side and rolls the die's
//! fixed faces; [`progress`] keeps the stars.

pub mod course;
pub mod progress;
pub mod run;

#[cfg(test)]
mod tests;

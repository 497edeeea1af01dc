//! `--retag FILE`: the puzzles of a file tagged again by this generator's rules (after
//! a theme was added). Each puzzle keeps its id, line, rating and ending theme (which
//! came from the judging search's score); the motifs are tagged anew. `--rerate FILE`:
//! the puzzles rated again by the current rule (`puzzler/rating.rs`), all else kept.

use crate::csv;
use crate::line::{self, Ply};
use crate::rating;
use crate::themes;
use sjakkboks_rules::{FenError, Game, GameId, Position};
use std::fmt;

/// Why a puzzle file could not be tagged again.
#[derive(Debug)]
pub enum RetagError {
    /// Line `line` (1 = the header) has too few fields.
    Fields {
        /// The line's number.
        line: usize,
    },
    /// Line `line`'s position does not read.
    Fen {
        /// The line's number.
        line: usize,
        /// The reason.
        error: FenError,
    },
    /// Move `index` of line `line` (0 = the setting move) is not legal with its roll.
    Move {
        /// The line's number.
        line: usize,
        /// The move's place in the line.
        index: usize,
    },
}

impl fmt::Display for RetagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RetagError::Fields { line } => write!(f, "line {line}: too few fields"),
            RetagError::Fen { line, error } => write!(f, "line {line}: {error}"),
            RetagError::Move { line, index } => write!(f, "line {line}: move {index} is not legal"),
        }
    }
}

impl std::error::Error for RetagError {}

/// The ending themes (one per puzzle), kept as they are.
const ENDINGS: [&str; 4] = ["mateIn", "winIn", "advantage", "crushing"];

/// The game of the puzzle `fields` (line `line` of its file) after the setting move,
/// and the solution: the solver's moves and the replies, each with its roll.
fn replay(game: GameId, fields: &[String], line: usize) -> Result<(Game, Vec<Ply>), RetagError> {
    let start =
        Position::from_fen(game, &fields[1]).map_err(|error| RetagError::Fen { line, error })?;
    let rolls: Vec<u8> = fields
        .get(5)
        .map(|r| r.split(' ').filter_map(|f| f.parse().ok()).collect())
        .unwrap_or_default();
    let mut played = Game::from_position(start);
    let mut after = None;
    let mut solution = Vec::new();
    for (index, text) in fields[2].split(' ').enumerate() {
        let roll = rolls.get(index).copied();
        let rolled = match roll {
            Some(face) => line::rolled(&played, face),
            None => Some(played.clone()),
        };
        let mv = rolled
            .and_then(|r| r.position().parse_uci(text).ok())
            .ok_or(RetagError::Move { line, index })?;
        let ply = Ply { mv, roll };
        if !line::play(&mut played, ply) {
            return Err(RetagError::Move { line, index });
        }
        match after {
            None => after = Some(played.clone()),
            Some(_) => solution.push(ply),
        }
    }
    let after = after.ok_or(RetagError::Fields { line })?;
    Ok((after, solution))
}

/// A puzzle of a file, replayed.
pub struct Replayed {
    /// Its fields (the position unquoted).
    pub fields: Vec<String>,
    /// The game after the setting move.
    pub after: Game,
    /// The solver's moves and the replies.
    pub solution: Vec<Ply>,
}

impl Replayed {
    /// The puzzle's line of CSV.
    pub fn row(&self) -> String {
        let mut fields = self.fields.clone();
        fields[1] = csv::field(&fields[1]);
        fields.join(",")
    }
}

/// The puzzles of the file `text` of `game`, replayed (the header left out).
pub fn replayed(
    game: GameId,
    text: &str,
) -> impl Iterator<Item = Result<Replayed, RetagError>> + '_ {
    text.lines()
        .enumerate()
        .skip(1)
        .filter(|(_, row)| !row.is_empty())
        .map(move |(i, row)| {
            let line = i + 1;
            let fields = csv::fields(row);
            if fields.len() < 5 {
                return Err(RetagError::Fields { line });
            }
            let (after, solution) = replay(game, &fields, line)?;
            Ok(Replayed {
                fields,
                after,
                solution,
            })
        })
}

/// The text of the puzzle file `text` of `game` with each puzzle's fields as `redo`
/// leaves them.
fn each_puzzle(
    game: GameId,
    text: &str,
    mut redo: impl FnMut(&mut Replayed),
) -> Result<String, RetagError> {
    let mut out = vec![text.lines().next().unwrap_or_default().to_string()];
    for puzzle in replayed(game, text) {
        let mut puzzle = puzzle?;
        redo(&mut puzzle);
        out.push(puzzle.row());
    }
    Ok(out.join("\n") + "\n")
}

/// The text of the puzzle file `text` of `game` with every puzzle's themes tagged again.
pub fn retag(game: GameId, text: &str) -> Result<String, RetagError> {
    each_puzzle(game, text, |puzzle| {
        let old = puzzle.fields[4].split(' ');
        let crushing = old.clone().any(|t| t == "crushing");
        let ending = old
            .clone()
            .find(|t| ENDINGS.iter().any(|e| t.starts_with(e)))
            .unwrap_or_default()
            .to_string();
        let mut tags = themes::tag(&puzzle.after, &puzzle.solution, crushing);
        if let Some(first) = tags.first_mut() {
            *first = ending;
        }
        puzzle.fields[4] = tags.join(" ");
    })
}

/// The text of the puzzle file `text` of `game` with every puzzle rated again; each
/// puzzle's levels' noise is drawn from its id, so a file is rated the same each time.
pub fn rerate(game: GameId, text: &str) -> Result<String, RetagError> {
    each_puzzle(game, text, |puzzle| {
        let seed = puzzle.fields[0]
            .bytes()
            .fold(0u64, |h, b| h.rotate_left(8) ^ u64::from(b));
        if let Some(r) = rating::rating(&puzzle.after, &puzzle.solution, seed, u32::MAX) {
            puzzle.fields[3] = r.to_string();
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_three_player_mate_is_rated_by_the_lowest_level_that_plays_it() {
        // Grey's i6d1 mates; level 1's temperature prefers another move here, level 2
        // plays the mate (a mate of one opponent used to count as found by every level).
        let text = "PuzzleId,FEN,Moves,Rating,Themes\nt44OJ,\"5wK4gK5bR4bK2/9gN9gR4/16bN2wR4/4wPwP1wPgP8bPbPbP1bPbPbR/wP1wP1wNwR4wBgP12/8bQ3gPgPgP3bB1bP3 g - - 5 67 - hi,pq\",t2i2 i6d1,600,mateIn1 oneMove\n";
        let rated = rerate(GameId::ThreePlayer, text).unwrap();
        assert!(
            rated.ends_with(",t2i2 i6d1,800,mateIn1 oneMove\n"),
            "{rated}"
        );
        assert!(rated.starts_with("PuzzleId,FEN,Moves,Rating,Themes\nt44OJ,\""));
    }
}

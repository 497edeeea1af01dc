//! A game's puzzle file: lichess's puzzle CSV, one puzzle a line after a header,
//! `PuzzleId,FEN,Moves,Rating,Themes` (dice chess adds `Rolls`). `FEN` is the position
//! before the opponent's move that sets the puzzle; `Moves` starts with that move,
//! then the solver's moves and the replies alternate (UCI-style text); `Themes` are
//! space-separated; `Rolls` has one face per move of `Moves`. A field with a comma
//! in it (the round board's position text lists the players out and the bridged
//! moats with commas) stands in double quotes, as in RFC 4180.
//!
//! ```
//! use sjakkboks_session::puzzles::file::parse;
//! let text = "PuzzleId,FEN,Moves,Rating,Themes\n\
//!     a1B2c,6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,g8f8 a1a8,600,mateIn1 oneMove\n";
//! let puzzles = parse(text, false).unwrap();
//! assert_eq!(puzzles[0].moves, ["g8f8", "a1a8"]);
//! assert!(puzzles[0].has_theme("mateIn1"));
//! ```

use std::fmt;

/// The header of a puzzle file without dice.
pub const HEADER: &str = "PuzzleId,FEN,Moves,Rating,Themes";
/// The header of dice chess's puzzle file.
pub const DICE_HEADER: &str = "PuzzleId,FEN,Moves,Rating,Themes,Rolls";

/// One puzzle of a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its id, unique in its file.
    pub id: String,
    /// The position before the setting move.
    pub fen: String,
    /// The setting move, then the solver's moves and the replies, alternating.
    pub moves: Vec<String>,
    /// How hard it is (600 easy, 2000 hard).
    pub rating: u32,
    /// Its themes (`mateIn2`, `fork`, ...).
    pub themes: Vec<String>,
    /// Dice chess: the face rolled for each move of `moves` (empty otherwise).
    pub rolls: Vec<u8>,
}

impl Puzzle {
    /// Whether the puzzle has `theme`.
    pub fn has_theme(&self, theme: &str) -> bool {
        self.themes.iter().any(|t| t == theme)
    }
}

/// What is wrong with a puzzle file; lines are counted from 1 (the header).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// The first line is not the expected header.
    Header(String),
    /// A line has the wrong number of fields.
    Fields {
        /// The line.
        line: usize,
        /// How many fields it has.
        found: usize,
    },
    /// A field is empty.
    Empty {
        /// The line.
        line: usize,
        /// The field's name.
        field: &'static str,
    },
    /// The rating is not a number.
    Rating {
        /// The line.
        line: usize,
        /// The text found.
        text: String,
    },
    /// A roll is not a face of the die, or the rolls do not match the moves.
    Rolls {
        /// The line.
        line: usize,
    },
    /// A puzzle has less than a setting move and one solver move.
    TooShort {
        /// The line.
        line: usize,
    },
    /// A double quote opens a field and none closes it.
    Quote {
        /// The line.
        line: usize,
    },
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::Header(h) => write!(f, "the header should not be '{h}'"),
            FileError::Fields { line, found } => {
                write!(f, "line {line}: {found} fields, not the header's number")
            }
            FileError::Empty { line, field } => write!(f, "line {line}: {field} is empty"),
            FileError::Rating { line, text } => {
                write!(f, "line {line}: the rating '{text}' is not a number")
            }
            FileError::Rolls { line } => {
                write!(
                    f,
                    "line {line}: the rolls should be one face (1-6) per move"
                )
            }
            FileError::Quote { line } => write!(f, "line {line}: a quoted field is not closed"),
            FileError::TooShort { line } => {
                write!(
                    f,
                    "line {line}: a puzzle needs the setting move and a solver move"
                )
            }
        }
    }
}

impl std::error::Error for FileError {}

/// Reads a puzzle file (`dice`: with the `Rolls` column). Empty lines are skipped.
pub fn parse(text: &str, dice: bool) -> Result<Vec<Puzzle>, FileError> {
    let mut lines = text.lines().enumerate();
    let header = lines.next().map_or("", |(_, l)| l.trim_end());
    let want = if dice { DICE_HEADER } else { HEADER };
    if header != want {
        return Err(FileError::Header(header.to_string()));
    }
    lines
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| parse_line(l.trim_end(), i + 1, dice))
        .collect()
}

/// The comma-separated fields of `text`, a field in double quotes taken whole (its
/// commas kept, the quotes dropped); `None` if a quote is not closed.
fn split_fields(text: &str) -> Option<Vec<&str>> {
    let mut fields = Vec::new();
    let mut rest = text;
    loop {
        let field;
        if let Some(quoted) = rest.strip_prefix('"') {
            let end = quoted.find('"')?;
            field = &quoted[..end];
            rest = &quoted[end + 1..];
        } else {
            let end = rest.find(',').unwrap_or(rest.len());
            field = &rest[..end];
            rest = &rest[end..];
        }
        fields.push(field);
        match rest.strip_prefix(',') {
            Some(next) => rest = next,
            None if rest.is_empty() => return Some(fields),
            // Text after a closing quote, before the next comma.
            None => return None,
        }
    }
}

/// Reads one line, numbered `line`.
fn parse_line(text: &str, line: usize, dice: bool) -> Result<Puzzle, FileError> {
    let fields = split_fields(text).ok_or(FileError::Quote { line })?;
    let want = if dice { 6 } else { 5 };
    if fields.len() != want {
        return Err(FileError::Fields {
            line,
            found: fields.len(),
        });
    }
    const NAMES: [&str; 6] = ["PuzzleId", "FEN", "Moves", "Rating", "Themes", "Rolls"];
    if let Some(i) = (0..want).find(|&i| fields[i].trim().is_empty()) {
        return Err(FileError::Empty {
            line,
            field: NAMES[i],
        });
    }
    let words = |s: &str| s.split_whitespace().map(str::to_string).collect::<Vec<_>>();
    let moves = words(fields[2]);
    if moves.len() < 2 {
        return Err(FileError::TooShort { line });
    }
    let rating = fields[3].parse().map_err(|_| FileError::Rating {
        line,
        text: fields[3].to_string(),
    })?;
    let rolls = if dice {
        let faces: Option<Vec<u8>> = fields[5]
            .split_whitespace()
            .map(|f| f.parse().ok().filter(|n| (1..=6).contains(n)))
            .collect();
        faces
            .filter(|f| f.len() == moves.len())
            .ok_or(FileError::Rolls { line })?
    } else {
        Vec::new()
    };
    Ok(Puzzle {
        id: fields[0].to_string(),
        fen: fields[1].to_string(),
        moves,
        rating,
        themes: words(fields[4]),
        rolls,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = "a1B2c,6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,g8f8 a1a8,600,mateIn1";

    #[test]
    fn a_line_reads_and_bad_lines_say_what_is_wrong() {
        let ok = parse(&format!("{HEADER}\n{LINE}\n\n"), false).unwrap();
        assert_eq!((ok.len(), ok[0].rating), (1, 600));
        let err = |body: &str| parse(&format!("{HEADER}\n{body}"), false).unwrap_err();
        assert_eq!(err("a,b,c"), FileError::Fields { line: 2, found: 3 });
        assert_eq!(
            err("a,fen,e2e4 e7e5,hard,x"),
            FileError::Rating {
                line: 2,
                text: "hard".into()
            }
        );
        assert_eq!(err("a,fen,e2e4,600,x"), FileError::TooShort { line: 2 });
        assert_eq!(
            err("a, ,e2e4 e7e5,600,x"),
            FileError::Empty {
                line: 2,
                field: "FEN"
            }
        );
        assert!(matches!(parse(LINE, false), Err(FileError::Header(_))));
        assert_eq!(
            FileError::Rolls { line: 4 }.to_string(),
            "line 4: the rolls should be one face (1-6) per move"
        );
    }

    #[test]
    fn a_field_with_commas_stands_in_quotes() {
        let fen = "3wK20/24/24/24/24/24 b - - 1 57 - xa,pq";
        let text = format!("{HEADER}\nid,\"{fen}\",g5k1 v2k2,600,mateIn1\n");
        let p = parse(&text, false).unwrap();
        assert_eq!((p[0].fen.as_str(), p[0].rating), (fen, 600));
        let open = format!("{HEADER}\nid,\"{fen},g5k1 v2k2,600,mateIn1\n");
        assert_eq!(parse(&open, false), Err(FileError::Quote { line: 2 }));
        let after = format!("{HEADER}\nid,\"{fen}\"x,g5k1 v2k2,600,mateIn1\n");
        assert_eq!(parse(&after, false), Err(FileError::Quote { line: 2 }));
    }

    #[test]
    fn dice_puzzles_have_one_face_per_move() {
        let dice = |rolls: &str| parse(&format!("{DICE_HEADER}\n{LINE},{rolls}"), true);
        assert_eq!(dice("1 5").unwrap()[0].rolls, [1, 5]);
        assert_eq!(dice("1"), Err(FileError::Rolls { line: 2 }));
        assert_eq!(dice("1 7"), Err(FileError::Rolls { line: 2 }));
    }
}

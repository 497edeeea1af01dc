//! Reading UCI commands: the text of one line into a [`Command`].

use sjakkboks_rules::GameId;
use std::fmt;

/// What `go` asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `movetime`: milliseconds for this move.
    pub movetime: Option<u64>,
    /// `wtime`, `btime` and (three-player) `gtime`: the clocks, by colour index.
    pub time: [Option<u64>; 3],
    /// `winc`, `binc`, `ginc`.
    pub inc: [Option<u64>; 3],
    /// `movestogo`.
    pub moves_to_go: Option<u64>,
    /// `depth`.
    pub depth: Option<u32>,
    /// `nodes`.
    pub nodes: Option<u64>,
    /// `infinite`: search until `stop`.
    pub infinite: bool,
    /// `roll`: dice chess's face for this turn.
    pub roll: Option<u8>,
}

/// Where `position` starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// `startpos`.
    StartPos,
    /// `fen ...`.
    Fen(String),
}

/// One UCI command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `uci`.
    Uci,
    /// `isready`.
    IsReady,
    /// `ucinewgame`.
    NewGame,
    /// `setoption name N value V`.
    SetOption {
        /// The option's name, lower case.
        name: String,
        /// Its value.
        value: String,
    },
    /// `position ...`.
    Position {
        /// The start.
        start: Start,
        /// The moves after it.
        moves: Vec<String>,
    },
    /// `go ...`.
    Go(Go),
    /// `stop`.
    Stop,
    /// `quit`.
    Quit,
    /// An empty line or a command this program ignores (`debug`, `register`, ...).
    Ignored,
}

/// Why a line could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandError {
    /// A command this program does not know.
    Unknown(String),
    /// A number was expected after this word.
    Number(String),
    /// `position` without `startpos` or `fen`.
    Position,
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::Unknown(c) => write!(f, "unknown command '{c}'"),
            CommandError::Number(w) => write!(f, "'{w}' needs a number"),
            CommandError::Position => f.write_str("position needs startpos or fen"),
        }
    }
}

impl std::error::Error for CommandError {}

/// Reads one line.
pub fn parse(line: &str) -> Result<Command, CommandError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some(first) = words.first() else {
        return Ok(Command::Ignored);
    };
    Ok(match *first {
        "uci" => Command::Uci,
        "isready" => Command::IsReady,
        "ucinewgame" => Command::NewGame,
        "stop" => Command::Stop,
        "quit" => Command::Quit,
        "debug" | "register" | "ponderhit" => Command::Ignored,
        "setoption" => parse_setoption(&words[1..]),
        "position" => parse_position(&words[1..])?,
        "go" => Command::Go(parse_go(&words[1..])?),
        other => return Err(CommandError::Unknown(other.to_string())),
    })
}

fn parse_setoption(words: &[&str]) -> Command {
    let at = |w: &str| words.iter().position(|x| x.eq_ignore_ascii_case(w));
    let name_from = at("name").map_or(0, |i| i + 1);
    let value_at = at("value").unwrap_or(words.len());
    Command::SetOption {
        name: words[name_from.min(value_at)..value_at]
            .join(" ")
            .to_lowercase(),
        value: words
            .get(value_at + 1..)
            .map_or(String::new(), |v| v.join(" ")),
    }
}

fn parse_position(words: &[&str]) -> Result<Command, CommandError> {
    let moves_at = words
        .iter()
        .position(|w| *w == "moves")
        .unwrap_or(words.len());
    let start = match words.first() {
        Some(&"startpos") => Start::StartPos,
        Some(&"fen") => Start::Fen(words[1..moves_at].join(" ")),
        _ => return Err(CommandError::Position),
    };
    let moves = words
        .get(moves_at + 1..)
        .unwrap_or(&[])
        .iter()
        .map(|m| m.to_string())
        .collect();
    Ok(Command::Position { start, moves })
}

fn parse_go(words: &[&str]) -> Result<Go, CommandError> {
    let mut go = Go::default();
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        let number = || -> Result<u64, CommandError> {
            words
                .get(i + 1)
                .and_then(|n| n.parse().ok())
                .ok_or_else(|| CommandError::Number(word.to_string()))
        };
        let mut took = 2;
        match word {
            "movetime" => go.movetime = Some(number()?),
            "wtime" => go.time[0] = Some(number()?),
            "gtime" => go.time[1] = Some(number()?),
            "btime" => go.time[2] = Some(number()?),
            "winc" => go.inc[0] = Some(number()?),
            "ginc" => go.inc[1] = Some(number()?),
            "binc" => go.inc[2] = Some(number()?),
            "movestogo" => go.moves_to_go = Some(number()?),
            "depth" => go.depth = Some(number()?.min(u32::MAX as u64) as u32),
            "nodes" => go.nodes = Some(number()?),
            "roll" => go.roll = Some(number()?.min(255) as u8),
            "infinite" => {
                go.infinite = true;
                took = 1;
            }
            _ => took = 1,
        }
        i += took;
    }
    Ok(go)
}

/// The variant names of `UCI_Variant`, as the rules crate's game ids.
pub fn variant(name: &str) -> Option<GameId> {
    GameId::from_id(&name.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_commands() {
        assert_eq!(
            parse("go movetime 100 roll 4"),
            Ok(Command::Go(Go {
                movetime: Some(100),
                roll: Some(4),
                ..Go::default()
            }))
        );
        assert_eq!(
            parse("setoption name UCI_Variant value pawn-race"),
            Ok(Command::SetOption {
                name: "uci_variant".into(),
                value: "pawn-race".into()
            })
        );
        assert_eq!(
            parse("position fen 8/8/8/8/8/8/8/K1k5 w - - 0 1 moves a1a2"),
            Ok(Command::Position {
                start: Start::Fen("8/8/8/8/8/8/8/K1k5 w - - 0 1".into()),
                moves: vec!["a1a2".into()]
            })
        );
        assert_eq!(
            parse("go depth x"),
            Err(CommandError::Number("depth".into()))
        );
        assert!(parse("fly").is_err());
        assert_eq!(variant("antichess"), Some(GameId::Antichess));
    }
}

//! PGN export and import for the two-player games.
//!
//! ```
//! use sjakkboks_rules::{pgn, Game, GameId};
//! let mut game = Game::new(GameId::Standard);
//! for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
//!     game.play_uci(m).unwrap();
//! }
//! let tags = pgn::PgnTags { white: "Kari".into(), black: "Ola".into(), ..Default::default() };
//! let text = pgn::export(&game, &tags).unwrap();
//! assert!(text.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"));
//! assert!(text.ends_with("\n1. f3 e5 2. g4 Qh4# 0-1\n"));
//! let back = pgn::import(&text).unwrap();
//! assert_eq!((back.game, back.tags), (game, tags));
//! ```
//!
//! # What the export writes
//!
//! - The seven standard tags (`Event`, `Site`, `Date`, `Round`, `White`, `Black`,
//!   `Result`) from [`PgnTags`] and the game's result, unknown values as `?` (the date
//!   as `????.??.??`); then `Variant` for every game but standard chess, with these
//!   names: `Pawn Race` (Førstemann over), `Antichess` (Må slå-sjakk, lichess's name),
//!   `Chess Attack`, `Dice Chess` (Terningsjakk); then `SetUp "1"` and `FEN` when the
//!   game did not start from its usual position; then the other tags of [`PgnTags`].
//! - The moves in SAN with move numbers, lines of at most 80 characters, and the result
//!   (`1-0`, `0-1`, `1/2-1/2`, `*`).
//! - Dice chess: every roll as a comment `{roll 4}` before the move it led to (several
//!   when a player in check rolled again), and `--` for a pass (no piece of the rolled
//!   kind could move); rolls of the turn in progress come after the last move.
//! - A declared ending as a comment before the result: `{White resigns}`,
//!   `{Black resigns}`, `{Draw agreed}`, `{Draw claimed: threefold repetition}`,
//!   `{Draw claimed: 50 moves}` or, in a game with clocks, `{White's time ran out}`.
//!
//! # What the import reads
//!
//! The first game of the text: tags, then the moves in SAN (`Nf3`, `exd5`, `O-O`,
//! `0-0`, `e8=Q`, `e8Q`, with or without `+`, `#`, `!`, `?`). Move numbers, NAGs
//! (`$1`), comments (`{...}`, `; ...`), `%` escape lines and variations in parentheses
//! (nested too) are skipped; roll comments, in dice chess, are played, and the ending
//! comments above are declared. `Variant` accepts the names above, the game ids
//! (`pawn-race`, ...) and a few others (`Losing chess`, `First One Over`,
//! `Terningsjakk`, `From Position`...), in any case, spaces and hyphens ignored. When
//! the game is not over by the board, a result of `1-0` or `0-1` with no ending
//! comment is taken as the loser's resignation (where the game allows it), and
//! `1/2-1/2` as an agreed draw.

use crate::{
    Claim, Color, Declaration, FenError, Game, GameError, GameId, Move, Outcome, Position, SanError,
};
use std::fmt;

/// The tags of a PGN game that do not come from the game itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnTags {
    /// `Event`.
    pub event: String,
    /// `Site`.
    pub site: String,
    /// `Date`, as `YYYY.MM.DD` with `?` for unknown digits.
    pub date: String,
    /// `Round`.
    pub round: String,
    /// `White`: the white player's name.
    pub white: String,
    /// `Black`: the black player's name.
    pub black: String,
    /// Any other tags, in order. `Result`, `Variant`, `SetUp` and `FEN` come from the
    /// game and are never here.
    pub other: Vec<(String, String)>,
}

impl Default for PgnTags {
    /// Every value unknown: `?`, and `????.??.??` for the date.
    fn default() -> PgnTags {
        PgnTags {
            event: "?".into(),
            site: "?".into(),
            date: "????.??.??".into(),
            round: "?".into(),
            white: "?".into(),
            black: "?".into(),
            other: Vec::new(),
        }
    }
}

/// A game read from PGN, with its tags.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    /// The game.
    pub game: Game,
    /// Its tags.
    pub tags: PgnTags,
}

/// Why a PGN text could not be read: where, and what.
#[derive(Clone, Debug, PartialEq)]
pub struct PgnError {
    /// The line of the text, from 1.
    pub line: usize,
    /// What is wrong there.
    pub kind: PgnErrorKind,
}

/// What is wrong in a PGN text.
#[derive(Clone, Debug, PartialEq)]
pub enum PgnErrorKind {
    /// The text holds neither tags nor moves.
    NoGame,
    /// A tag pair is not `[Name "value"]`.
    BadTag,
    /// A comment `{` is never closed.
    UnclosedComment,
    /// A variation `(` is never closed.
    UnclosedVariation,
    /// A `)` closes no variation.
    UnmatchedParen,
    /// The `Variant` tag names a game that PGN here does not hold.
    UnknownVariant(String),
    /// The `FEN` tag is not a valid start position for the game.
    BadFen(FenError),
    /// A move could not be played.
    Move {
        /// Its number, as the game score writes it.
        number: MoveNumber,
        /// The move as written.
        san: String,
        /// Why it could not be played.
        problem: MoveProblem,
    },
    /// Dice chess: a roll comment the game refused.
    Roll {
        /// The number of the move the roll was for.
        number: MoveNumber,
        /// The face.
        face: u8,
        /// The game's reason.
        error: GameError,
    },
    /// An ending comment (resignation, agreed or claimed draw) the game refused.
    Ending {
        /// The comment.
        comment: String,
        /// The game's reason.
        error: GameError,
    },
}

/// A move number as a game score writes it: `7.` for white's seventh move, `7...` for
/// black's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveNumber {
    /// The full-move number.
    pub fullmove: u32,
    /// The player to move.
    pub player: Color,
}

impl MoveNumber {
    fn of(position: &Position) -> MoveNumber {
        MoveNumber {
            fullmove: position.fullmoves(),
            player: position.turn(),
        }
    }
}

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.player == Color::White {
            "."
        } else {
            "..."
        };
        write!(f, "{}{dots}", self.fullmove)
    }
}

/// Why a move of a PGN text could not be played.
#[derive(Clone, Debug, PartialEq)]
pub enum MoveProblem {
    /// It is not written in SAN.
    NotSan,
    /// No legal move fits.
    Illegal,
    /// More than one legal move fits.
    Ambiguous,
    /// The game was already over.
    GameOver,
    /// A pass (`--`) where the turn does not pass.
    NoPass,
    /// The game refused it for this reason (dice chess: roll first, or not a move of
    /// the rolled kind).
    Game(GameError),
}

impl fmt::Display for MoveProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveProblem::NotSan => f.write_str("not a move in algebraic notation"),
            MoveProblem::Illegal => f.write_str("not a legal move"),
            MoveProblem::Ambiguous => f.write_str("more than one legal move fits"),
            MoveProblem::GameOver => f.write_str("the game is already over"),
            MoveProblem::NoPass => f.write_str("the turn does not pass here"),
            MoveProblem::Game(e) => e.fmt(f),
        }
    }
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::NoGame => f.write_str("no game found"),
            PgnErrorKind::BadTag => f.write_str("a tag is not written as [Name \"value\"]"),
            PgnErrorKind::UnclosedComment => f.write_str("a comment { is never closed"),
            PgnErrorKind::UnclosedVariation => f.write_str("a variation ( is never closed"),
            PgnErrorKind::UnmatchedParen => f.write_str("a ) closes no variation"),
            PgnErrorKind::UnknownVariant(v) => write!(f, "unknown variant \"{v}\""),
            PgnErrorKind::BadFen(e) => write!(f, "bad FEN: {e}"),
            PgnErrorKind::Move {
                number,
                san,
                problem,
            } => write!(f, "move {number} {san}: {problem}"),
            PgnErrorKind::Roll {
                number,
                face,
                error,
            } => write!(f, "move {number} {{roll {face}}}: {error}"),
            PgnErrorKind::Ending { comment, error } => write!(f, "{{{comment}}}: {error}"),
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, {}", self.line, self.kind)
    }
}

impl std::error::Error for PgnError {}

/// The games' `Variant` names, by game id; standard chess has none.
const VARIANT_NAMES: [(&str, &str); 4] = [
    ("pawn-race", "Pawn Race"),
    ("antichess", "Antichess"),
    ("chess-attack", "Chess Attack"),
    ("dice", "Dice Chess"),
];

/// Other `Variant` names the import accepts, lowercase without spaces, hyphens or
/// underscores, by game id.
const VARIANT_ALIASES: [(&str, &str); 16] = [
    ("standard", "standard"),
    ("chess", "standard"),
    ("fromposition", "standard"),
    ("sjakk", "standard"),
    ("losingchess", "antichess"),
    ("mustcapture", "antichess"),
    ("måslåsjakk", "antichess"),
    ("firstoneover", "pawn-race"),
    ("førstemannover", "pawn-race"),
    ("pawnsonly", "pawn-race"),
    ("dice", "dice"),
    ("terningsjakk", "dice"),
    ("terningskak", "dice"),
    ("pawnrace", "pawn-race"),
    ("chessattack", "chess-attack"),
    ("dicechess", "dice"),
];

/// Tags that the export writes from the game, not from [`PgnTags`].
const FROM_THE_GAME: [&str; 4] = ["Result", "Variant", "SetUp", "FEN"];

/// Whether PGN can hold games of `id` (the two-player games).
pub fn supports(id: GameId) -> bool {
    id.rules().players.len() == 2
}

/// The `Variant` tag written for games of `id`: `None` for standard chess.
pub fn variant_name(id: GameId) -> Option<&'static str> {
    VARIANT_NAMES
        .iter()
        .find(|(game, _)| *game == id.as_str())
        .map(|(_, name)| *name)
}

fn variant_by_name(name: &str) -> Option<GameId> {
    let key: String = name
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | '_'))
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let key = key.as_str();
    VARIANT_NAMES
        .iter()
        .find(|(_, n)| n.replace(' ', "").to_ascii_lowercase() == key)
        .map(|(id, _)| *id)
        .or_else(|| {
            VARIANT_ALIASES
                .iter()
                .find(|(alias, _)| *alias == key)
                .map(|(_, id)| *id)
        })
        .and_then(GameId::from_id)
        .filter(|id| supports(*id))
}

/// The result as the `Result` tag and the end of the moves write it.
fn result_text(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        None => "*",
        Some(o) => match o.winner {
            Some(Color::White) => "1-0",
            Some(_) => "0-1",
            None => "1/2-1/2",
        },
    }
}

fn ending_comment(ending: Declaration) -> &'static str {
    match ending {
        Declaration::Resigned(Color::White) => "White resigns",
        Declaration::Resigned(Color::Grey) => "Grey resigns",
        Declaration::Resigned(Color::Black) => "Black resigns",
        Declaration::DrawAgreed => "Draw agreed",
        Declaration::Claimed(Claim::ThreefoldRepetition) => "Draw claimed: threefold repetition",
        Declaration::Claimed(Claim::FiftyMoves) => "Draw claimed: 50 moves",
        Declaration::TimeOut(Color::White) => "White's time ran out",
        Declaration::TimeOut(Color::Grey) => "Grey's time ran out",
        Declaration::TimeOut(Color::Black) => "Black's time ran out",
    }
}

const ENDINGS: [Declaration; 9] = [
    Declaration::Resigned(Color::White),
    Declaration::Resigned(Color::Grey),
    Declaration::Resigned(Color::Black),
    Declaration::DrawAgreed,
    Declaration::Claimed(Claim::ThreefoldRepetition),
    Declaration::Claimed(Claim::FiftyMoves),
    Declaration::TimeOut(Color::White),
    Declaration::TimeOut(Color::Grey),
    Declaration::TimeOut(Color::Black),
];

fn ending_from_comment(comment: &str) -> Option<Declaration> {
    let comment = comment.trim().trim_end_matches('.');
    ENDINGS
        .into_iter()
        .find(|e| ending_comment(*e).eq_ignore_ascii_case(comment))
}

/// The faces of a roll comment (`roll 4`; `roll 3 5` for several).
fn rolls_from_comment(comment: &str) -> Option<Vec<u8>> {
    let rest = comment.trim();
    let rest = rest
        .get(..4)
        .filter(|w| w.eq_ignore_ascii_case("roll"))
        .and(rest.get(4..))?;
    let faces: Option<Vec<u8>> = rest.split_whitespace().map(|f| f.parse().ok()).collect();
    faces.filter(|f| !f.is_empty() && rest.starts_with(char::is_whitespace))
}

fn push_tag(out: &mut String, name: &str, value: &str) {
    let value: String = value
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let value = value.replace('\\', "\\\\").replace('"', "\\\"");
    out.push_str(&format!("[{name} \"{value}\"]\n"));
}

/// The game in PGN with `tags`; `None` for a game PGN cannot hold (three-player).
pub fn export(game: &Game, tags: &PgnTags) -> Option<String> {
    let id = game.id();
    if !supports(id) {
        return None;
    }
    let result = result_text(game.outcome());
    let mut out = String::new();
    for (name, value) in [
        ("Event", &tags.event),
        ("Site", &tags.site),
        ("Date", &tags.date),
        ("Round", &tags.round),
        ("White", &tags.white),
        ("Black", &tags.black),
    ] {
        push_tag(&mut out, name, value);
    }
    push_tag(&mut out, "Result", result);
    if let Some(name) = variant_name(id) {
        push_tag(&mut out, "Variant", name);
    }
    if *game.start() != Position::start(id) {
        push_tag(&mut out, "SetUp", "1");
        push_tag(&mut out, "FEN", &game.start().to_fen());
    }
    for (name, value) in &tags.other {
        let seven = ["Event", "Site", "Date", "Round", "White", "Black"];
        let symbol =
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if symbol && !FROM_THE_GAME.contains(&name.as_str()) && !seven.contains(&name.as_str()) {
            push_tag(&mut out, name, value);
        }
    }
    out.push('\n');

    let mut tokens = Vec::new();
    let mut after_comment = true;
    let ply_rolls = |ply: usize| game.rolls().get(ply).map_or(&[][..], Vec::as_slice);
    let roll_comments = |tokens: &mut Vec<String>, ply: usize| {
        for face in ply_rolls(ply) {
            tokens.push(format!("{{roll {face}}}"));
        }
    };
    for (ply, mv) in game.moves().iter().enumerate() {
        let position = &game.positions()[ply];
        roll_comments(&mut tokens, ply);
        after_comment |= !ply_rolls(ply).is_empty();
        if position.turn() == Color::White || after_comment {
            tokens.push(MoveNumber::of(position).to_string());
        }
        tokens.push(position.san(mv));
        after_comment = false;
    }
    roll_comments(&mut tokens, game.moves().len());
    if let Some(ending) = game.declared() {
        tokens.push(format!("{{{}}}", ending_comment(ending)));
    }
    tokens.push(result.to_string());

    let mut line_len = 0;
    for token in tokens {
        if line_len > 0 && line_len + 1 + token.len() > 80 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        line_len += token.len();
        out.push_str(&token);
    }
    out.push('\n');
    Some(out)
}

/// One token of PGN text.
#[derive(Debug)]
enum Token<'a> {
    Tag(String, String),
    Comment(&'a str),
    Open,
    Close,
    Nag,
    Word(&'a str),
}

/// Splits PGN text into tokens, counting lines.
struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str) -> Lexer<'a> {
        Lexer {
            text,
            pos: 0,
            line: 1,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    /// Moves past one byte, counting lines.
    fn bump(&mut self) {
        if self.peek() == Some(b'\n') {
            self.line += 1;
        }
        self.pos += 1;
    }

    fn skip_line(&mut self) {
        while self.peek().is_some_and(|b| b != b'\n') {
            self.pos += 1;
        }
    }

    fn error(&self, line: usize, kind: PgnErrorKind) -> PgnError {
        PgnError { line, kind }
    }

    /// The next token and the line it starts on.
    fn next_token(&mut self) -> Result<Option<(usize, Token<'a>)>, PgnError> {
        loop {
            let at_line_start = self.pos == 0 || self.text.as_bytes()[self.pos - 1] == b'\n';
            match self.peek() {
                None => return Ok(None),
                Some(b'%') if at_line_start => self.skip_line(),
                Some(b';') => self.skip_line(),
                Some(b) if b.is_ascii_whitespace() => self.bump(),
                Some(_) => break,
            }
        }
        let line = self.line;
        let start = self.pos;
        let token = match self.peek().unwrap_or(b' ') {
            b'{' => {
                let Some(len) = self.text[start..].find('}') else {
                    return Err(self.error(line, PgnErrorKind::UnclosedComment));
                };
                while self.pos < start + len {
                    self.bump();
                }
                self.pos += 1;
                Token::Comment(&self.text[start + 1..start + len])
            }
            b'[' => {
                self.pos += 1;
                self.tag().ok_or(self.error(line, PgnErrorKind::BadTag))?
            }
            b'(' => {
                self.pos += 1;
                Token::Open
            }
            b')' => {
                self.pos += 1;
                Token::Close
            }
            b'$' => {
                self.pos += 1;
                while self.peek().is_some_and(|b| b.is_ascii_digit()) {
                    self.pos += 1;
                }
                Token::Nag
            }
            _ => {
                while self
                    .peek()
                    .is_some_and(|b| !b.is_ascii_whitespace() && !b"{}()[];$".contains(&b))
                {
                    self.pos += 1;
                }
                Token::Word(&self.text[start..self.pos])
            }
        };
        Ok(Some((line, token)))
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.bump();
        }
    }

    /// The rest of a tag pair after `[`.
    fn tag(&mut self) -> Option<Token<'a>> {
        self.skip_spaces();
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_')
        {
            self.pos += 1;
        }
        let name = self.text[start..self.pos].to_string();
        self.skip_spaces();
        if name.is_empty() || self.peek() != Some(b'"') {
            return None;
        }
        self.pos += 1;
        let mut value = String::new();
        let mut chars = self.text[self.pos..].char_indices();
        loop {
            let (i, c) = chars.next()?;
            match c {
                '"' => {
                    self.pos += i + 1;
                    break;
                }
                '\\' => {
                    let (_, escaped) = chars.next()?;
                    value.push(escaped);
                }
                '\n' => return None,
                c => value.push(c),
            }
        }
        self.skip_spaces();
        (self.peek() == Some(b']')).then(|| {
            self.pos += 1;
            Token::Tag(name, value)
        })
    }
}

/// Reads the first game of a PGN text.
///
/// ```
/// use sjakkboks_rules::pgn;
/// let text = "[White \"Kari\"]\n\n1. e4 e5 {a comment} 2. Nf3 (2. f4 exf4) 2... Nc6 $1 *\n";
/// let read = pgn::import(text).unwrap();
/// assert_eq!(read.game.moves().len(), 4);
/// assert_eq!(read.tags.white, "Kari");
/// let bad = pgn::import("1. e4 e5\n2. Nf3 Nf6 3. Ke3 *").unwrap_err();
/// assert_eq!(bad.to_string(), "line 2, move 3. Ke3: not a legal move");
/// ```
pub fn import(text: &str) -> Result<Imported, PgnError> {
    let mut lexer = Lexer::new(text.strip_prefix('\u{feff}').unwrap_or(text));
    let mut tags: Vec<(usize, String, String)> = Vec::new();
    let mut first = None;
    while let Some((line, token)) = lexer.next_token()? {
        match token {
            Token::Tag(name, value) => tags.push((line, name, value)),
            token => {
                first = Some((line, token));
                break;
            }
        }
    }
    if tags.is_empty() && first.is_none() {
        return Err(PgnError {
            line: lexer.line,
            kind: PgnErrorKind::NoGame,
        });
    }
    let tag = |name: &str| tags.iter().find(|(_, n, _)| n == name);
    let id = match tag("Variant") {
        None => GameId::Standard,
        Some((line, _, value)) => variant_by_name(value).ok_or_else(|| PgnError {
            line: *line,
            kind: PgnErrorKind::UnknownVariant(value.clone()),
        })?,
    };
    let start = match tag("FEN") {
        None => Position::start(id),
        Some((line, _, fen)) => Position::from_fen(id, fen).map_err(|e| PgnError {
            line: *line,
            kind: PgnErrorKind::BadFen(e),
        })?,
    };
    let mut reader = MoveReader {
        game: Game::from_position(start),
        written: 0,
        depth: 0,
        opened: 0,
        result: None,
        ending: None,
    };
    let mut next = first;
    while let Some((line, token)) = next {
        if !reader.token(line, token)? {
            break;
        }
        next = lexer.next_token()?;
    }
    if reader.depth > 0 {
        return Err(PgnError {
            line: reader.opened,
            kind: PgnErrorKind::UnclosedVariation,
        });
    }
    let result = reader
        .result
        .or_else(|| tag("Result").map(|(_, _, r)| r.clone()));
    let mut game = reader.game;
    match reader.ending {
        Some((line, comment, ending)) => {
            game.end_by(ending).map_err(|error| PgnError {
                line,
                kind: PgnErrorKind::Ending { comment, error },
            })?;
        }
        None if game.outcome().is_none() => {
            // A bare result: the loser resigned, or the players agreed a draw. Where the
            // game does not allow that (dice chess), it stays unfinished.
            let _ = match result.as_deref() {
                Some("1-0") => game.resign(Color::Black),
                Some("0-1") => game.resign(Color::White),
                Some("1/2-1/2") => game.agree_draw(),
                _ => Ok(()),
            };
        }
        None => {}
    }
    let mut out = PgnTags::default();
    for (_, name, value) in tags {
        let field = match name.as_str() {
            "Event" => &mut out.event,
            "Site" => &mut out.site,
            "Date" => &mut out.date,
            "Round" => &mut out.round,
            "White" => &mut out.white,
            "Black" => &mut out.black,
            n if FROM_THE_GAME.contains(&n) => continue,
            _ => {
                out.other.push((name, value));
                continue;
            }
        };
        *field = value;
    }
    Ok(Imported { game, tags: out })
}

/// The state of reading the moves of one game.
struct MoveReader {
    game: Game,
    /// How many of the game's half-moves the text has written (dice chess: a roll that
    /// passes the turn plays the pass before the text's `--`).
    written: usize,
    /// How deep in variations the reader is.
    depth: usize,
    /// The line of the outermost open variation.
    opened: usize,
    /// The result at the end of the moves.
    result: Option<String>,
    /// An ending comment: its line and text.
    ending: Option<(usize, String, Declaration)>,
}

impl MoveReader {
    /// Reads one token; `false` once the game's moves have ended.
    fn token(&mut self, line: usize, token: Token<'_>) -> Result<bool, PgnError> {
        let error = |kind| PgnError { line, kind };
        if self.depth > 0 {
            match token {
                Token::Open => self.depth += 1,
                Token::Close => self.depth -= 1,
                _ => {}
            }
            return Ok(true);
        }
        match token {
            Token::Tag(..) => return Ok(false),
            Token::Open => {
                self.depth = 1;
                self.opened = line;
            }
            Token::Close => return Err(error(PgnErrorKind::UnmatchedParen)),
            Token::Nag => {}
            Token::Comment(text) => self.comment(line, text).map_err(error)?,
            Token::Word(word) => {
                if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
                    self.result = Some(word.to_string());
                    return Ok(false);
                }
                let san = strip_move_number(word);
                if !san.is_empty() && !san.bytes().all(|b| b == b'!' || b == b'?') {
                    self.play(san).map_err(error)?;
                }
            }
        }
        Ok(true)
    }

    fn number(&self) -> MoveNumber {
        MoveNumber::of(self.game.position())
    }

    fn comment(&mut self, line: usize, text: &str) -> Result<(), PgnErrorKind> {
        if let Some(ending) = ending_from_comment(text) {
            self.ending = Some((line, text.trim().to_string(), ending));
        } else if let Some(faces) = rolls_from_comment(text).filter(|_| self.game.id().rules().dice)
        {
            for face in faces {
                let number = self.number();
                self.game
                    .roll(face)
                    .map(drop)
                    .map_err(|error| PgnErrorKind::Roll {
                        number,
                        face,
                        error,
                    })?;
            }
        }
        Ok(())
    }

    fn play(&mut self, san: &str) -> Result<(), PgnErrorKind> {
        let moves = self.game.moves().len();
        if san == "--" {
            let number = MoveNumber::of(&self.game.positions()[self.written.min(moves)]);
            if self
                .game
                .moves()
                .get(self.written)
                .is_some_and(Move::is_pass)
            {
                self.written += 1;
                return Ok(());
            }
            return Err(PgnErrorKind::Move {
                number,
                san: san.to_string(),
                problem: MoveProblem::NoPass,
            });
        }
        let number = self.number();
        let problem = |problem| PgnErrorKind::Move {
            number,
            san: san.to_string(),
            problem,
        };
        if self.game.outcome().is_some() {
            return Err(problem(MoveProblem::GameOver));
        }
        let mv = self.game.position().parse_san(san).map_err(|e| match e {
            SanError::Syntax(_) => problem(MoveProblem::NotSan),
            SanError::Illegal(_) => problem(MoveProblem::Illegal),
            SanError::Ambiguous(_) => problem(MoveProblem::Ambiguous),
        })?;
        self.game.play(mv).map_err(|e| {
            problem(match e {
                GameError::IllegalMove(_) => MoveProblem::Illegal,
                GameError::Over => MoveProblem::GameOver,
                e => MoveProblem::Game(e),
            })
        })?;
        self.written = self.game.moves().len();
        Ok(())
    }
}

/// A word without a leading move number (`12.`, `12...`, `12.e4` gives `e4`); a bare
/// number gives "".
fn strip_move_number(word: &str) -> &str {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return word;
    }
    let rest = &word[digits..];
    if rest.is_empty() {
        return rest;
    }
    if rest.starts_with('.') {
        rest.trim_start_matches('.')
    } else {
        word
    }
}

//! Share links: a whole game (start, moves, dice rolls, declared ending) in a URL
//! fragment, compact, versioned and checksummed, so that a link opened anywhere shows
//! the same game at the same point.
//!
//! ```
//! use sjakkboks_rules::{share, Game, GameId};
//! let mut game = Game::new(GameId::Standard);
//! for m in ["e2e4", "e7e5", "g1f3", "b8c6"] {
//!     game.play_uci(m).unwrap();
//! }
//! let link = share::fragment(&game);
//! assert!(link.starts_with("#g=1."));
//! let opened = share::decode(&format!("https://example.org/play{link}")).unwrap();
//! assert_eq!(opened.game, game);
//! assert!(opened.stopped.is_none());
//! ```
//!
//! # Format, versions 1 and 2
//!
//! The app puts the link in the fragment as `#g=<text>`, and [`decode`] accepts that
//! fragment, with or without the `#`, a whole URL holding it, or `<text>` alone.
//! Further fragment parameters may follow, separated by `&`. `<text>` is
//!
//! ```text
//! <version> "." <data>
//! ```
//!
//! where `<version>` is the format version in decimal and `<data>` is base64url
//! (RFC 4648 section 5, `A-Z a-z 0-9 - _`, no padding) of these bytes:
//!
//! ```text
//! length   varint        the number of body bytes
//! body     length bytes
//!   game   1 byte        0 standard, 1 pawn-race, 2 antichess, 3 chess-attack,
//!                        4 dice, 5 three-player
//!   flags  1 byte        bit 0: a start position follows; bit 1: dice rolls follow;
//!                        bit 2: a declared ending follows; bit 3: faces taken back
//!                        follow; bit 4 (version 2 only): the clocks follow; other
//!                        bits 0
//!   [start]  varint n, then n bytes: the start position as UTF-8 FEN (the round
//!            board's own position text for three-player), when it is not the
//!            game's usual start
//!   moves    varint m, then m varints: each move's index, from 0, in the legal
//!            moves of that moment sorted by their UCI-style text (`e2e4`, `e7e8q`);
//!            in dice chess the legal moves for the roll (en passant only on the
//!            turn's first roll). The index just past the
//!            last legal move is the resignation of the player to move (three-player
//!            chess, where the others play on). Passes are not written: the rolls
//!            imply them.
//!   [rolls]  varint r, then r faces (1-6) packed two to a byte, the first in the high
//!            nibble; an odd count leaves the last low nibble 0
//!   [taken back] dice chess: the faces rolled and then taken back by undo, which the
//!            next rolls must show again; packed as the rolls
//!   [ending] 1 byte: 0 draw agreed, 1 draw claimed by threefold repetition,
//!            2 draw claimed by 50 moves, 16 + c: colour c resigned (0 white, 1 grey,
//!            2 black), 32 + c: colour c's time ran out
//!   [clocks] varint: the milliseconds each player starts with (more than 0, at most
//!            600 minutes); varint: the increment in milliseconds (at most 600 s);
//!            one varint per player of the game, in turn order: the milliseconds
//!            left; 1 byte: 0 stopped, 1 paused, 2 running, and when running a
//!            varint of up to 64 bits: the time (milliseconds since 1970) from
//!            which the clock of the player to move runs (a saved game writes it;
//!            a link is written paused)
//! check    4 bytes       CRC-32 (IEEE, as in zip and PNG), big-endian, of the version
//!                        as one byte followed by the length and body bytes
//! ```
//!
//! A varint is LEB128: seven bits a byte, low bits first, the top bit set on every
//! byte but the last; at most five bytes (ten for 64 bits).
//!
//! Version 2 is version 1 with the clocks (bit 4 of the flags): a game without
//! clocks is still written as version 1, so that older versions of the app open it. Most moves take one byte, so a game of
//! forty moves is a link of about 70 characters.
//!
//! Replaying interleaves the rolls and moves as the game asks for them (a roll
//! whenever the player to move must roll). A move that cannot be played does not
//! fail the whole link: [`decode`] returns the game up to it and a [`StopInfo`].

use crate::clock::{Clock, Running, TimeControl};
use crate::{
    Claim, Color, Declaration, FenError, Game, GameError, GameId, Move, Position, Special, Topology,
};
use std::fmt;

/// The newest format version, which [`encode_with_clock`] writes for a game with
/// clocks (without them it writes version 1, which older versions read).
pub const VERSION: u32 = 2;

/// The fragment parameter that holds a share link: `#g=...`.
pub const FRAGMENT_KEY: &str = "g";

/// The games by their code in the link. Codes never change; new games are appended.
const GAME_CODES: [&str; 6] = [
    "standard",
    "pawn-race",
    "antichess",
    "chess-attack",
    "dice",
    "three-player",
];

const FLAG_START: u8 = 1;
const FLAG_ROLLS: u8 = 2;
const FLAG_ENDING: u8 = 4;
const FLAG_TAKEN_BACK: u8 = 8;
const FLAG_CLOCK: u8 = 16;

/// Why a share link could not be opened at all.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ShareError {
    /// There is no link text.
    Empty,
    /// The text is not a Sjakkboks share link.
    NotOurFormat,
    /// The link was made by a newer version of the app, in this format version.
    NewerVersion(u32),
    /// The link has been cut short.
    Truncated,
    /// The link has been changed or damaged: its checksum does not match or it holds
    /// characters that a link never has.
    Tampered,
    /// The checksum matches but the contents do not follow the format.
    Malformed,
    /// The link is for a game that this version does not know, by its code.
    UnknownGame(u8),
    /// The link's start position is not valid for its game.
    BadStart(FenError),
    /// The link's clocks are not valid.
    BadClock,
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::Empty => f.write_str("the link holds no game"),
            ShareError::NotOurFormat => f.write_str("this is not a Sjakkboks game link"),
            ShareError::NewerVersion(v) => write!(
                f,
                "the link was made by a newer version of Sjakkboks (link format {v}); \
                 reload the page to update it"
            ),
            ShareError::Truncated => {
                f.write_str("the link is cut short: copy the whole link and try again")
            }
            ShareError::Tampered => {
                f.write_str("the link has been changed or damaged (its checksum does not match)")
            }
            ShareError::Malformed => f.write_str("the link's contents are malformed"),
            ShareError::UnknownGame(code) => {
                write!(
                    f,
                    "the link is for a game this version does not know (code {code})"
                )
            }
            ShareError::BadStart(e) => write!(f, "the link's start position is invalid: {e}"),
            ShareError::BadClock => f.write_str("the link's clock times are invalid"),
        }
    }
}

impl std::error::Error for ShareError {}

/// A share link opened: the game, and where its replay stopped if a step of the link
/// could not be played.
#[derive(Clone, Debug, PartialEq)]
pub struct Decoded {
    /// The game as far as the link could be replayed.
    pub game: Game,
    /// Why the replay stopped early, if it did.
    pub stopped: Option<StopInfo>,
    /// The clocks, in a game played with them. A running clock runs for the
    /// player to move where the game stands (not where a stopped replay stopped).
    pub clock: Option<Clock>,
}

/// Where and why a link's replay stopped; everything before it was played.
#[derive(Clone, Debug, PartialEq)]
pub struct StopInfo {
    /// The number of the half-move that could not be played, from 1 (dice passes
    /// count): `game.moves().len() + 1`.
    pub ply: usize,
    /// The move number as a game score writes it (`7` in `7. Nf3` or `7... Nf6`).
    pub fullmove: u32,
    /// The player whose step it was.
    pub player: Color,
    /// What the link held there and why it could not be played.
    pub problem: StopProblem,
}

/// The step of a link that could not be played.
#[derive(Clone, Debug, PartialEq)]
pub enum StopProblem {
    /// The move's index (from 0) is past the end of the `legal` legal moves.
    NoSuchMove {
        /// The index the link holds.
        index: u32,
        /// How many legal moves there were.
        legal: usize,
    },
    /// A move where the game had already ended.
    GameOver,
    /// A move where the player had to roll the die first, and the link has no roll.
    NoRoll,
    /// A die roll the game refused.
    Roll {
        /// The face the link holds.
        face: u8,
        /// The game's reason.
        error: GameError,
    },
    /// A resignation, agreed or claimed draw that the game refused; a resignation may
    /// also stand among the moves (three-player chess).
    Ending {
        /// The ending the link holds.
        ending: Declaration,
        /// The game's reason.
        error: GameError,
    },
}

impl fmt::Display for StopProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StopProblem::NoSuchMove { index, legal } => write!(
                f,
                "it names legal move {} but there are only {legal}",
                u64::from(*index) + 1
            ),
            StopProblem::GameOver => f.write_str("it goes on after the game ended"),
            StopProblem::NoRoll => f.write_str("it has no die roll for this move"),
            StopProblem::Roll { face, error } => write!(f, "roll {face}: {error}"),
            StopProblem::Ending { ending, error } => {
                write!(f, "the ending ({}): {error}", ending_text(*ending))
            }
        }
    }
}

impl fmt::Display for StopInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the link stops at move {} ({} to play): {}",
            self.fullmove,
            self.player.name(),
            self.problem
        )
    }
}

fn ending_text(ending: Declaration) -> String {
    match ending {
        Declaration::Resigned(c) => format!("{} resigns", c.name()),
        Declaration::DrawAgreed => "draw agreed".into(),
        Declaration::Claimed(Claim::ThreefoldRepetition) => {
            "draw claimed by threefold repetition".into()
        }
        Declaration::Claimed(Claim::FiftyMoves) => "draw claimed by the 50-move rule".into(),
        Declaration::TimeOut(c) => format!("{}'s time ran out", c.name()),
    }
}

/// The share-link text of `game`: `1.<data>` (see the module docs). Put it in a URL as
/// [`fragment`] does.
pub fn encode(game: &Game) -> String {
    encode_with_clock(game, None)
}

/// The share-link text of `game` with its clocks, if it has them: `2.<data>`
/// (`1.<data>` without clocks).
///
/// ```
/// use sjakkboks_rules::clock::{Clock, TimeControl};
/// use sjakkboks_rules::{share, Color, Game, GameId};
/// let game = Game::new(GameId::Standard);
/// let mut clock = Clock::new(TimeControl::minutes(5, 3));
/// clock.start(Color::White, 1_000);
/// let text = share::encode_with_clock(&game, Some(&clock.shared(61_000)));
/// assert!(text.starts_with("2."));
/// let opened = share::decode(&text).unwrap();
/// assert_eq!(opened.clock.unwrap().left(Color::White, 99_000), 240_000);
/// ```
pub fn encode_with_clock(game: &Game, clock: Option<&Clock>) -> String {
    let record = game.record();
    let code = GAME_CODES
        .iter()
        .position(|id| *id == game.id().as_str())
        .map_or(u8::MAX, |i| i as u8);
    let mut flags = 0;
    if record.start.is_some() {
        flags |= FLAG_START;
    }
    let rolls = &record.rolls;
    if !rolls.is_empty() {
        flags |= FLAG_ROLLS;
    }
    if record.declared.is_some() {
        flags |= FLAG_ENDING;
    }
    if !record.taken_back.is_empty() {
        flags |= FLAG_TAKEN_BACK;
    }
    if clock.is_some() {
        flags |= FLAG_CLOCK;
    }
    let mut body = vec![code, flags];
    if let Some(start) = &record.start {
        put_varint(&mut body, start.len() as u64);
        body.extend_from_slice(start.as_bytes());
    }
    // Each move's index among the legal moves of its position, which the game
    // keeps: no replay needed. Passes are implied by the rolls.
    let topology = game.topology();
    let dice = game.id().rules().dice;
    let mut indices = Vec::with_capacity(game.moves().len());
    for ((mv, position), turn_rolls) in game.moves().iter().zip(game.positions()).zip(game.rolls())
    {
        if mv.is_pass() {
            continue;
        }
        let legal = if dice {
            crate::variant::moves_for_turn_rolls(position, turn_rolls)
        } else {
            position.legal_moves()
        };
        let legal = canonical(legal, topology);
        let index = if mv.special == Special::Resign {
            legal.len()
        } else {
            // The game played it, so it is among them; were it not, the link keeps
            // the moves before it.
            match legal.binary_search(&mv.to_uci(topology)) {
                Ok(i) => i,
                Err(_) => break,
            }
        };
        indices.push(index as u32);
    }
    put_varint(&mut body, indices.len() as u64);
    for i in indices {
        put_varint(&mut body, i);
    }
    if !rolls.is_empty() {
        put_faces(&mut body, rolls);
    }
    if !record.taken_back.is_empty() {
        put_faces(&mut body, &record.taken_back);
    }
    if let Some(ending) = record.declared {
        body.push(ending_code(ending));
    }
    match clock {
        Some(clock) => {
            put_clock(&mut body, game, clock);
            seal_version(VERSION, &body)
        }
        None => seal_version(1, &body),
    }
}

/// Writes the clocks (see the module docs).
fn put_clock(body: &mut Vec<u8>, game: &Game, clock: &Clock) {
    let control = clock.control();
    put_varint(body, control.base_ms);
    put_varint(body, control.increment_ms);
    for &color in game.id().rules().players {
        put_varint(body, clock.banked(color));
    }
    match clock.running() {
        Running::Stopped => body.push(0),
        Running::Paused => body.push(1),
        Running::Since { since, .. } => {
            body.push(2);
            put_varint(body, since);
        }
    }
}

/// Writes die faces: their count, then the faces packed two to a byte.
fn put_faces(body: &mut Vec<u8>, faces: &[u8]) {
    put_varint(body, faces.len() as u64);
    for pair in faces.chunks(2) {
        body.push((pair[0] & 0x0f) << 4 | pair.get(1).map_or(0, |f| f & 0x0f));
    }
}

/// The link text for raw body bytes (see the module docs): the length, the body and
/// the checksum, in base64url after the version. [`encode`] writes its body with it;
/// fuzzing and tests use it to reach past the checksum.
#[doc(hidden)]
pub fn seal(body: &[u8]) -> String {
    seal_version(1, body)
}

/// [`seal`] in format `version`.
#[doc(hidden)]
pub fn seal_version(version: u32, body: &[u8]) -> String {
    let mut bytes = Vec::with_capacity(body.len() + 9);
    put_varint(&mut bytes, body.len() as u64);
    bytes.extend_from_slice(body);
    let check = crc32(version as u8, &bytes);
    bytes.extend_from_slice(&check.to_be_bytes());
    format!("{version}.{}", base64url(&bytes))
}

/// The URL fragment for `game`: `#g=1.<data>`.
pub fn fragment(game: &Game) -> String {
    fragment_with_clock(game, None)
}

/// The URL fragment for `game` and its clocks: `#g=2.<data>` (`#g=1.<data>`
/// without clocks).
pub fn fragment_with_clock(game: &Game, clock: Option<&Clock>) -> String {
    format!("#{FRAGMENT_KEY}={}", encode_with_clock(game, clock))
}

/// Opens a share link: the text of [`encode`], the fragment of [`fragment`] (with or
/// without `#`), or a whole URL holding that fragment.
///
/// A move that cannot be played stops the replay there: the game up to it comes back
/// with [`Decoded::stopped`] saying where and why.
///
/// ```
/// use sjakkboks_rules::share::{self, ShareError};
/// assert_eq!(share::decode("").unwrap_err(), ShareError::Empty);
/// assert_eq!(share::decode("#g=hello").unwrap_err(), ShareError::NotOurFormat);
/// assert_eq!(share::decode("#g=3.AAAA").unwrap_err(), ShareError::NewerVersion(3));
/// ```
pub fn decode(text: &str) -> Result<Decoded, ShareError> {
    let payload = link_text(text)?;
    let (version, data) = payload.split_once('.').ok_or(ShareError::NotOurFormat)?;
    if version.is_empty() || version.len() > 9 || !version.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ShareError::NotOurFormat);
    }
    let version: u32 = version.parse().map_err(|_| ShareError::NotOurFormat)?;
    if version == 0 {
        return Err(ShareError::NotOurFormat);
    }
    if version > VERSION {
        return Err(ShareError::NewerVersion(version));
    }
    let bytes = from_base64url(data).ok_or(ShareError::Tampered)?;
    let mut reader = Reader::new(&bytes);
    let length = reader.varint().ok_or(ShareError::Truncated)? as usize;
    let header = reader.pos;
    let have = bytes.len() - header;
    if have < length.saturating_add(4) {
        return Err(ShareError::Truncated);
    }
    if have > length + 4 {
        return Err(ShareError::Tampered);
    }
    let (checked, check) = bytes.split_at(header + length);
    if crc32(version as u8, checked).to_be_bytes() != check {
        return Err(ShareError::Tampered);
    }
    read_body(&checked[header..], version)
}

/// The `<version>.<data>` part of a link, URL or fragment.
fn link_text(text: &str) -> Result<&str, ShareError> {
    let text = text.trim();
    let fragment = text.split_once('#').map_or(text, |(_, f)| f);
    let payload = if fragment.contains('=') {
        fragment
            .split('&')
            .find_map(|param| {
                param
                    .strip_prefix(FRAGMENT_KEY)
                    .and_then(|p| p.strip_prefix('='))
            })
            .ok_or(ShareError::NotOurFormat)?
    } else {
        fragment
    };
    if payload.is_empty() {
        Err(ShareError::Empty)
    } else {
        Ok(payload)
    }
}

/// Reads a checked body and replays it.
fn read_body(body: &[u8], version: u32) -> Result<Decoded, ShareError> {
    let mut r = Reader::new(body);
    let code = r.byte().ok_or(ShareError::Malformed)?;
    let game = GAME_CODES
        .get(code as usize)
        .and_then(|id| GameId::from_id(id))
        .ok_or(ShareError::UnknownGame(code))?;
    let flags = r.byte().ok_or(ShareError::Malformed)?;
    let known = match version {
        1 => FLAG_START | FLAG_ROLLS | FLAG_ENDING | FLAG_TAKEN_BACK,
        _ => FLAG_START | FLAG_ROLLS | FLAG_ENDING | FLAG_TAKEN_BACK | FLAG_CLOCK,
    };
    if flags & !known != 0 {
        return Err(ShareError::Malformed);
    }
    let start = if flags & FLAG_START != 0 {
        let n = r.varint().ok_or(ShareError::Malformed)?;
        let text = r.take(n as usize).ok_or(ShareError::Malformed)?;
        let text = std::str::from_utf8(text).map_err(|_| ShareError::Malformed)?;
        Position::from_fen(game, text).map_err(ShareError::BadStart)?
    } else {
        Position::start(game)
    };
    let count = r.varint().ok_or(ShareError::Malformed)? as usize;
    if count > r.remaining() {
        return Err(ShareError::Malformed);
    }
    let mut moves = Vec::with_capacity(count);
    for _ in 0..count {
        moves.push(r.varint().ok_or(ShareError::Malformed)?);
    }
    let rolls = if flags & FLAG_ROLLS != 0 {
        r.faces().ok_or(ShareError::Malformed)?
    } else {
        Vec::new()
    };
    let taken_back = if flags & FLAG_TAKEN_BACK != 0 {
        r.faces().ok_or(ShareError::Malformed)?
    } else {
        Vec::new()
    };
    let ending = if flags & FLAG_ENDING != 0 {
        Some(
            r.byte()
                .and_then(ending_from_code)
                .ok_or(ShareError::Malformed)?,
        )
    } else {
        None
    };
    let clock = if flags & FLAG_CLOCK != 0 {
        Some(r.clock(game.rules().players.len())?)
    } else {
        None
    };
    if r.remaining() != 0 {
        return Err(ShareError::Malformed);
    }

    let mut game = Game::from_position(start);
    let replayed = game.replay(
        rolls,
        moves,
        |g, _, index| {
            if g.outcome().is_some() {
                return Err(StopProblem::GameOver);
            }
            let legal = canonical_moves(g);
            if legal.is_empty() {
                // Not over and nothing to play: the player owes a roll.
                return Err(StopProblem::NoRoll);
            }
            let no_such_move = StopProblem::NoSuchMove {
                index,
                legal: legal.len(),
            };
            if index as usize == legal.len() {
                let ending = Declaration::Resigned(g.position().turn());
                return g
                    .end_by(ending)
                    .map_err(|error| StopProblem::Ending { ending, error });
            }
            match legal.get(index as usize) {
                Some(text) if g.play_uci(text).is_ok() => Ok(()),
                _ => Err(no_such_move),
            }
        },
        |_, face, error| StopProblem::Roll { face, error },
    );
    let problem = match (replayed, ending) {
        (Err(problem), _) => Some(problem),
        (Ok(()), None) => None,
        (Ok(()), Some(ending)) => game
            .end_by(ending)
            .err()
            .map(|error| StopProblem::Ending { ending, error }),
    };
    if problem.is_none() {
        // The faces undo took back belong to the point where the game stands.
        game.set_taken_back(&taken_back, 0)
            .map_err(|_| ShareError::Malformed)?;
    }
    let stopped = problem.map(|problem| StopInfo {
        ply: game.moves().len() + 1,
        fullmove: game.position().fullmoves(),
        player: game.position().turn(),
        problem,
    });
    let clock = clock.map(|clock| clock.at(&game));
    Ok(Decoded {
        game,
        stopped,
        clock,
    })
}

/// The clocks as a link holds them, before the game is known: the time left by
/// player in turn order, and whether they run and since when.
struct ClockData {
    control: TimeControl,
    left: Vec<u32>,
    running: Option<Running>,
}

impl ClockData {
    /// The clocks of `game`: a running clock runs for the player to move, and
    /// none runs once the game is over.
    fn at(self, game: &Game) -> Clock {
        let mut left = [0; 3];
        for (&color, &ms) in game.id().rules().players.iter().zip(&self.left) {
            left[color.index()] = ms;
        }
        let running = match self.running {
            _ if game.outcome().is_some() => Running::Stopped,
            Some(Running::Since { since, .. }) => Running::Since {
                color: game.position().turn(),
                since,
            },
            Some(other) => other,
            None => Running::Stopped,
        };
        Clock::from_parts(self.control, left, running)
    }
}

/// The legal moves now as UCI-style text, sorted and without repeats: the list a
/// link's move indices point into.
fn canonical_moves(game: &Game) -> Vec<String> {
    canonical(game.legal_moves(), game.topology())
}

/// `moves` as UCI-style text, sorted and without repeats.
fn canonical(moves: Vec<Move>, topology: &Topology) -> Vec<String> {
    let mut moves: Vec<String> = moves.iter().map(|m| m.to_uci(topology)).collect();
    crate::small_sort::sort_by(&mut moves, |a, b| a < b);
    moves.dedup();
    moves
}

fn ending_code(ending: Declaration) -> u8 {
    match ending {
        Declaration::DrawAgreed => 0,
        Declaration::Claimed(Claim::ThreefoldRepetition) => 1,
        Declaration::Claimed(Claim::FiftyMoves) => 2,
        Declaration::Resigned(c) => 16 + c.index() as u8,
        Declaration::TimeOut(c) => 32 + c.index() as u8,
    }
}

fn ending_from_code(code: u8) -> Option<Declaration> {
    match code {
        0 => Some(Declaration::DrawAgreed),
        1 => Some(Declaration::Claimed(Claim::ThreefoldRepetition)),
        2 => Some(Declaration::Claimed(Claim::FiftyMoves)),
        16..=18 => Some(Declaration::Resigned(Color::from_index(
            usize::from(code) - 16,
        ))),
        32..=34 => Some(Declaration::TimeOut(Color::from_index(
            usize::from(code) - 32,
        ))),
        _ => None,
    }
}

fn put_varint(out: &mut Vec<u8>, n: impl Into<u64>) {
    let mut n = n.into();
    while n >= 0x80 {
        out.push((n as u8 & 0x7f) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// A cursor over bytes that answers `None` instead of running off the end.
struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes, pos: 0 }
    }

    fn remaining(&self) -> usize {
        self.bytes.len() - self.pos
    }

    fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.pos)?;
        self.pos += 1;
        Some(b)
    }

    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.pos.checked_add(n)?;
        let s = self.bytes.get(self.pos..end)?;
        self.pos = end;
        Some(s)
    }

    /// Die faces as [`put_faces`] writes them (a count, then two to a byte);
    /// `None` when cut short or when an odd count leaves the last low nibble set.
    fn faces(&mut self) -> Option<Vec<u8>> {
        let n = self.varint()? as usize;
        let packed = self.take(n.div_ceil(2))?;
        if n % 2 == 1 && packed.last().is_some_and(|b| b & 0x0f != 0) {
            return None;
        }
        let mut faces: Vec<u8> = packed.iter().flat_map(|b| [b >> 4, b & 0x0f]).collect();
        faces.truncate(n);
        Some(faces)
    }

    /// A LEB128 number of at most five bytes that fits in 32 bits.
    fn varint(&mut self) -> Option<u32> {
        self.leb128(32).map(|n| n as u32)
    }

    /// A LEB128 number that fits in `bits` bits (32 or 64), in as few bytes.
    fn leb128(&mut self, bits: u32) -> Option<u64> {
        let mut n: u64 = 0;
        for shift in (0..bits).step_by(7) {
            let b = self.byte()?;
            let part = u64::from(b & 0x7f);
            if shift + 7 > bits && part >> (bits - shift) != 0 {
                return None;
            }
            n |= part << shift;
            if b & 0x80 == 0 {
                return Some(n);
            }
        }
        None
    }

    /// The clocks of a game of `players` players (see the module docs).
    fn clock(&mut self, players: usize) -> Result<ClockData, ShareError> {
        let mut number = || self.varint().ok_or(ShareError::BadClock);
        let control = TimeControl {
            base_ms: number()?,
            increment_ms: number()?,
        };
        if !control.is_valid() {
            return Err(ShareError::BadClock);
        }
        let left = (0..players).map(|_| number()).collect::<Result<_, _>>()?;
        let running = match self.byte() {
            Some(0) => None,
            Some(1) => Some(Running::Paused),
            Some(2) => Some(Running::Since {
                color: Color::White,
                since: self.leb128(64).ok_or(ShareError::BadClock)?,
            }),
            _ => return Err(ShareError::BadClock),
        };
        Ok(ClockData {
            control,
            left,
            running,
        })
    }
}

/// CRC-32 (IEEE 802.3, reflected, as zip and PNG use) of `first` followed by `bytes`.
fn crc32(first: u8, bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in std::iter::once(&first).chain(bytes) {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xedb8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn base64url(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            s.push(char::from(BASE64URL[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    s
}

/// Decodes unpadded base64url. A dangling last character (a cut link) is dropped;
/// any character outside the alphabet gives `None`.
fn from_base64url(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in text.bytes() {
        let v = BASE64URL.iter().position(|a| *a == c)? as u32;
        acc = (acc << 6 | v) & 0xffff;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trips() {
        for n in 0..20u8 {
            let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(97).wrapping_add(n)).collect();
            assert_eq!(from_base64url(&base64url(&bytes)), Some(bytes));
        }
        assert_eq!(base64url(b"\xfb\xff"), "-_8");
        assert_eq!(from_base64url("a*"), None);
    }

    #[test]
    fn crc32_is_the_ieee_one() {
        // The check value of CRC-32/ISO-HDLC.
        assert_eq!(crc32(b'1', b"23456789"), 0xcbf4_3926);
    }

    #[test]
    fn varints_round_trip_and_refuse_overflow() {
        for n in [0, 1, 127, 128, 300, 16_383, 16_384, u32::MAX] {
            let mut v = Vec::new();
            put_varint(&mut v, n);
            assert_eq!(Reader::new(&v).varint(), Some(n));
        }
        assert_eq!(Reader::new(&[0xff, 0xff, 0xff, 0xff, 0x1f]).varint(), None);
        assert_eq!(Reader::new(&[0x80]).varint(), None);
    }

    #[test]
    fn every_game_has_a_code() {
        for g in GameId::ALL {
            assert!(GAME_CODES.contains(&g.as_str()), "{}", g.as_str());
        }
    }
}

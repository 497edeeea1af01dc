//! A game: its start, the moves played, and how it ended. Repetition, claims,
//! resignation and agreed draws live here, apart from [`Position`].

use crate::{Color, EndReason, FenError, GameId, Move, Outcome, Position, UciError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A draw that a player may claim while it is valid.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Claim {
    /// The current position has stood on the board three times.
    ThreefoldRepetition,
    /// Fifty moves by each side without a pawn move or capture.
    FiftyMoves,
}

impl Claim {
    fn reason(self) -> EndReason {
        match self {
            Claim::ThreefoldRepetition => EndReason::ThreefoldRepetition,
            Claim::FiftyMoves => EndReason::FiftyMoves,
        }
    }
}

/// An ending that the players declare rather than the board decides.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Declaration {
    /// This player resigned.
    Resigned(Color),
    /// The players agreed a draw.
    DrawAgreed,
    /// The player to move claimed a draw.
    Claimed(Claim),
}

/// Why a game action was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GameError {
    /// The game is already over.
    Over,
    /// The move is not legal in the current position.
    IllegalMove(String),
    /// The move text could not be read or is illegal.
    MoveText(UciError),
    /// That draw claim is not valid now.
    ClaimNotValid(Claim),
    /// That player is not in the game.
    NotAPlayer(Color),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over => f.write_str("the game is over"),
            GameError::IllegalMove(m) => write!(f, "{m} is not a legal move here"),
            GameError::MoveText(e) => e.fmt(f),
            GameError::ClaimNotValid(c) => {
                write!(f, "a draw by {} cannot be claimed now", c.reason())
            }
            GameError::NotAPlayer(c) => write!(f, "{} is not playing", c.name()),
        }
    }
}

impl std::error::Error for GameError {}

/// Why a stored game record could not be replayed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RecordError {
    /// The start position is not valid FEN for the game.
    Start(FenError),
    /// Move number `index` (from 1) could not be played.
    Move {
        /// 1-based index in the record.
        index: usize,
        /// The move text.
        text: String,
        /// What went wrong.
        error: GameError,
    },
    /// The declared ending is not valid where the record stops.
    Declaration(GameError),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Start(e) => write!(f, "bad start position: {e}"),
            RecordError::Move { index, text, error } => {
                write!(f, "move {index} ({text}): {error}")
            }
            RecordError::Declaration(e) => write!(f, "bad ending: {e}"),
        }
    }
}

impl std::error::Error for RecordError {}

/// A game in progress or finished.
///
/// ```
/// use sjakkboks_rules::{Color, EndReason, Game, GameId};
/// let mut g = Game::new(GameId::Standard);
/// for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
///     g.play_uci(m).unwrap();
/// }
/// let o = g.outcome().unwrap();
/// assert_eq!((o.winner, o.reason), (Some(Color::Black), EndReason::Checkmate));
/// g.undo();
/// assert!(g.outcome().is_none());
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "GameRecord", into = "GameRecord")]
pub struct Game {
    positions: Vec<Position>,
    keys: Vec<u64>,
    moves: Vec<Move>,
    declared: Option<Declaration>,
    outcome: Option<Outcome>,
}

/// The serialised form of a [`Game`]: the start and the moves as text; reading it
/// replays every move, so a damaged record is refused rather than believed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's id.
    pub game: GameId,
    /// The start position, when it is not the game's usual start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// The moves, as UCI-style text.
    pub moves: Vec<String>,
    /// A declared ending (resignation, agreed or claimed draw).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declared: Option<Declaration>,
}

impl Game {
    /// A new game of `id` from its start position.
    pub fn new(id: GameId) -> Game {
        Game::from_position(Position::start(id))
    }

    /// A new game from `start`.
    pub fn from_position(start: Position) -> Game {
        let start = start.settled();
        let key = start.repetition_key();
        let mut g = Game {
            positions: vec![start],
            keys: vec![key],
            moves: Vec::new(),
            declared: None,
            outcome: None,
        };
        g.outcome = g.automatic_outcome();
        g
    }

    /// Which game this is.
    pub fn id(&self) -> GameId {
        self.start().game()
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game has at least its start")
    }

    /// The board.
    pub fn topology(&self) -> &'static crate::Topology {
        self.id().topology()
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position before move `i` (0-based); `positions()[moves().len()]` is the current one.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            Vec::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays a legal move.
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        if self.outcome.is_some() {
            return Err(GameError::Over);
        }
        let pos = self.position();
        if !pos.legal_moves().contains(&mv) {
            return Err(GameError::IllegalMove(mv.to_uci(pos.topology())));
        }
        let next = pos.after(&mv).settled();
        self.keys.push(next.repetition_key());
        self.positions.push(next);
        self.moves.push(mv);
        self.outcome = self.automatic_outcome();
        Ok(())
    }

    /// Plays a move given as UCI-style text.
    pub fn play_uci(&mut self, text: &str) -> Result<Move, GameError> {
        if self.outcome.is_some() {
            return Err(GameError::Over);
        }
        let mv = self
            .position()
            .parse_uci(text)
            .map_err(GameError::MoveText)?;
        self.play(mv)?;
        Ok(mv)
    }

    /// Takes back the last move, and any declared ending with it. Returns the move.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.keys.pop();
        self.declared = None;
        self.outcome = self.automatic_outcome();
        Some(mv)
    }

    /// How often the current position has stood on the board (this time included).
    pub fn repetitions(&self) -> usize {
        let key = *self.keys.last().expect("a game has at least its start");
        self.keys.iter().filter(|k| **k == key).count()
    }

    /// The draws the player to move may claim now.
    pub fn claimable(&self) -> Vec<Claim> {
        let mut v = Vec::new();
        if self.outcome.is_some() {
            return v;
        }
        if self.repetitions() >= 3 {
            v.push(Claim::ThreefoldRepetition);
        }
        if self.position().halfmoves() >= 100 {
            v.push(Claim::FiftyMoves);
        }
        v
    }

    /// Claims a draw.
    pub fn claim(&mut self, claim: Claim) -> Result<(), GameError> {
        if self.outcome.is_some() {
            return Err(GameError::Over);
        }
        if !self.claimable().contains(&claim) {
            return Err(GameError::ClaimNotValid(claim));
        }
        self.declare(Declaration::Claimed(claim));
        Ok(())
    }

    /// `color` resigns.
    pub fn resign(&mut self, color: Color) -> Result<(), GameError> {
        if self.outcome.is_some() {
            return Err(GameError::Over);
        }
        if !self.position().players_in_game().any(|c| c == color) {
            return Err(GameError::NotAPlayer(color));
        }
        self.declare(Declaration::Resigned(color));
        Ok(())
    }

    /// The players agree a draw.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        if self.outcome.is_some() {
            return Err(GameError::Over);
        }
        self.declare(Declaration::DrawAgreed);
        Ok(())
    }

    /// The declared ending, if the game ended by one.
    pub fn declared(&self) -> Option<Declaration> {
        self.declared
    }

    fn declare(&mut self, d: Declaration) {
        self.declared = Some(d);
        self.outcome = Some(match d {
            Declaration::Resigned(loser) => {
                Outcome::win(self.position().next_player(loser), EndReason::Resignation)
            }
            Declaration::DrawAgreed => Outcome::draw(EndReason::Agreement),
            Declaration::Claimed(c) => Outcome::draw(c.reason()),
        });
    }

    fn automatic_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        pos.outcome().or_else(|| {
            (self.repetitions() >= 5).then(|| Outcome::draw(EndReason::FivefoldRepetition))
        })
    }

    /// The record of this game.
    pub fn record(&self) -> GameRecord {
        let start = self.start();
        let usual = Position::start(start.game());
        let mut pos = start.clone();
        let moves = self
            .moves
            .iter()
            .map(|m| {
                let t = m.to_uci(pos.topology());
                pos.play_unchecked(m);
                t
            })
            .collect();
        GameRecord {
            game: start.game(),
            start: (*start != usual).then(|| start.to_fen()),
            moves,
            declared: self.declared,
        }
    }

    /// Replays a record.
    pub fn from_record(record: &GameRecord) -> Result<Game, RecordError> {
        let start = match &record.start {
            Some(fen) => Position::from_fen(record.game, fen).map_err(RecordError::Start)?,
            None => Position::start(record.game),
        };
        let mut g = Game::from_position(start);
        for (i, text) in record.moves.iter().enumerate() {
            g.play_uci(text).map_err(|error| RecordError::Move {
                index: i + 1,
                text: text.clone(),
                error,
            })?;
        }
        match record.declared {
            None => {}
            Some(Declaration::Resigned(c)) => g.resign(c).map_err(RecordError::Declaration)?,
            Some(Declaration::DrawAgreed) => g.agree_draw().map_err(RecordError::Declaration)?,
            Some(Declaration::Claimed(c)) => g.claim(c).map_err(RecordError::Declaration)?,
        }
        Ok(g)
    }
}

impl TryFrom<GameRecord> for Game {
    type Error = RecordError;
    fn try_from(r: GameRecord) -> Result<Game, RecordError> {
        Game::from_record(&r)
    }
}

impl From<Game> for GameRecord {
    fn from(g: Game) -> GameRecord {
        g.record()
    }
}

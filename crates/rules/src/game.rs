//! A game: its start, the moves played, and how it ended. Repetition, claims,
//! resignation and agreed draws live here, apart from [`Position`].

use crate::{
    Color, EliminationReason, EndReason, FenError, GameId, Kind, Move, Outcome, Position, UciError,
};
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
    /// This player's clock ran out (see [`Game::time_out`]).
    TimeOut(Color),
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
    /// With three in the game, a player resigns on their own turn.
    NotYourTurn(Color),
    /// This game has no dice.
    NoDice,
    /// A die roll must be 1 to 6.
    BadRoll(u8),
    /// Dice chess: the player to move must roll before moving.
    RollFirst,
    /// Dice chess: the roll already made must be played first.
    AlreadyRolled,
    /// Dice chess: a player may resign only on a turn where they rolled a one.
    ResignNeedsOne,
    /// Dice chess: this roll was made before and taken back by undo, so the die
    /// must show the same face again (the face it showed).
    RollTakenBack(u8),
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
            GameError::NotYourTurn(c) => {
                write!(f, "{} may resign only on their own turn", c.name())
            }
            GameError::NoDice => f.write_str("this game is not played with a die"),
            GameError::BadRoll(n) => write!(f, "{n} is not a face of the die (1-6)"),
            GameError::RollFirst => f.write_str("roll the die first"),
            GameError::AlreadyRolled => f.write_str("the die has been rolled: move"),
            GameError::ResignNeedsOne => {
                f.write_str("resigning is allowed only on a turn where you rolled a one")
            }
            GameError::RollTakenBack(face) => {
                write!(f, "this roll was taken back: the die shows {face} again")
            }
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
    /// Roll number `index` (from 1) could not be made (dice chess).
    Roll {
        /// 1-based index in the record's rolls.
        index: usize,
        /// The face.
        face: u8,
        /// What went wrong.
        error: GameError,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Start(e) => write!(f, "bad start position: {e}"),
            RecordError::Move { index, text, error } => {
                write!(f, "move {index} ({text}): {error}")
            }
            RecordError::Declaration(e) => write!(f, "bad ending: {e}"),
            RecordError::Roll { index, face, error } => {
                write!(f, "roll {index} ({face}): {error}")
            }
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "GameRecord", into = "GameRecord")]
pub struct Game {
    positions: Vec<Position>,
    /// One per position: its repetition key, and whether it counts as an occurrence
    /// (a position that a dice-chess pass reached does not: a pass is not a move).
    keys: Vec<(u64, bool)>,
    moves: Vec<Move>,
    /// Dice rolls, one list per position: `rolls[i]` are the rolls made before
    /// `moves[i]`; the last list is the current turn's. Empty without dice.
    rolls: Vec<Vec<u8>>,
    /// Dice chess: faces rolled and then taken back by undo, oldest first. The next
    /// rolls must show them again, in order, so undo never changes a rolled face.
    taken_back: Vec<u8>,
    declared: Option<Declaration>,
    outcome: Option<Outcome>,
}

/// What a die roll allows (dice chess); see [`Game::roll`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rolled {
    /// A piece of the rolled kind must move now: [`Game::legal_moves`] lists the moves.
    Move,
    /// No piece of the rolled kind can move: the turn has passed to the opponent.
    Pass,
    /// In check, and the rolled kind cannot get out of it: roll again.
    RollAgain,
    /// The roll ended the game (stalemate on a roll of one): see [`Game::outcome`].
    GameOver,
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
    /// The moves, as UCI-style text. Dice chess: passes are not listed; the rolls
    /// imply them.
    pub moves: Vec<String>,
    /// Dice chess: every roll, in order (re-rolls in check included).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rolls: Vec<u8>,
    /// Dice chess: faces rolled and then taken back by undo, oldest first; the next
    /// rolls must show them again ([`Game::next_roll`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub taken_back: Vec<u8>,
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
            keys: vec![(key, true)],
            moves: Vec::new(),
            rolls: vec![Vec::new()],
            taken_back: Vec::new(),
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

    /// The legal moves now: none once the game is over; in dice chess, the moves of
    /// the rolled kind (none before the roll).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            Vec::new()
        } else if self.id().rules().dice {
            self.pending_roll()
                .map_or_else(Vec::new, |_| self.moves_for_this_roll())
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays a legal move (in dice chess, one of the rolled kind).
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        if self.outcome.is_some() {
            return Err(GameError::Over);
        }
        if self.needs_roll() {
            return Err(GameError::RollFirst);
        }
        if !self.legal_moves().contains(&mv) {
            return Err(GameError::IllegalMove(mv.to_uci(self.topology())));
        }
        self.push_ply(mv);
        Ok(())
    }

    fn push_ply(&mut self, mv: Move) {
        let next = self.position().after(&mv).settled();
        // A pass is not a move: the position it reaches is no new occurrence.
        self.keys.push((next.repetition_key(), !mv.is_pass()));
        self.positions.push(next);
        self.moves.push(mv);
        self.rolls.push(Vec::new());
        self.outcome = self.automatic_outcome();
    }

    /// Dice chess: enters the roll `face` (1-6) for the player to move, records it,
    /// and says what it allows. A roll whose kind cannot move passes the turn at once
    /// (a pass is recorded as [`Move::pass`]), except in check, where the player rolls
    /// again; a one in stalemate ends the game in a draw.
    ///
    /// ```
    /// use sjakkboks_rules::{Game, GameError, GameId, Rolled};
    /// let mut g = Game::new(GameId::Dice);
    /// assert!(g.needs_roll());
    /// assert_eq!(g.roll(4), Ok(Rolled::Move));
    /// assert_eq!(g.legal_moves().len(), 4);
    /// assert_eq!(g.play_uci("e2e4"), Err(GameError::IllegalMove("e2e4".into())));
    /// g.play_uci("g1f3").unwrap();
    /// assert_eq!(g.roll(1), Ok(Rolled::Pass)); // black's king cannot move
    /// assert_eq!(g.record().rolls, vec![4, 1]);
    /// ```
    pub fn roll(&mut self, face: u8) -> Result<Rolled, GameError> {
        if !self.id().rules().dice {
            return Err(GameError::NoDice);
        }
        if self.outcome.is_some() {
            return Err(GameError::Over);
        }
        if Kind::for_roll(face).is_none() {
            return Err(GameError::BadRoll(face));
        }
        if !self.needs_roll() {
            return Err(GameError::AlreadyRolled);
        }
        if let Some(before) = self.next_roll() {
            if before != face {
                return Err(GameError::RollTakenBack(before));
            }
            self.taken_back.remove(0);
        }
        self.rolls
            .last_mut()
            .expect("a roll list per position")
            .push(face);
        self.outcome = self.automatic_outcome();
        if self.outcome.is_some() {
            return Ok(Rolled::GameOver);
        }
        if !self.moves_for_this_roll().is_empty() {
            Ok(Rolled::Move)
        } else if self.position().is_check() {
            Ok(Rolled::RollAgain)
        } else {
            self.push_ply(Move::pass());
            Ok(Rolled::Pass)
        }
    }

    /// Dice chess: whether the player to move must roll now.
    pub fn needs_roll(&self) -> bool {
        self.id().rules().dice && self.outcome.is_none() && self.pending_roll().is_none()
    }

    /// Dice chess: the face rolled this turn that a move must now follow, if any.
    pub fn pending_roll(&self) -> Option<u8> {
        if self.outcome.is_some() {
            return None;
        }
        let face = *self.turn_rolls().last()?;
        (!self.moves_for_this_roll().is_empty()).then_some(face)
    }

    /// Dice chess: the moves the last roll of this turn allows (none before a roll).
    fn moves_for_this_roll(&self) -> Vec<Move> {
        crate::variant::moves_for_turn_rolls(self.position(), self.turn_rolls())
    }

    /// Dice chess: the face the next roll must show, if it repeats a roll that undo
    /// took back (undo never changes a rolled face); `None` when the die is free.
    ///
    /// ```
    /// use sjakkboks_rules::{Game, GameError, GameId};
    /// let mut g = Game::new(GameId::Dice);
    /// g.roll(4).unwrap();
    /// g.play_uci("g1f3").unwrap();
    /// g.undo();
    /// assert_eq!(g.next_roll(), Some(4));
    /// assert_eq!(g.roll(6), Err(GameError::RollTakenBack(4)));
    /// g.roll(4).unwrap();
    /// assert_eq!(g.next_roll(), None);
    /// ```
    pub fn next_roll(&self) -> Option<u8> {
        self.taken_back.first().copied()
    }

    /// Dice chess: the rolls made so far in the current turn (several in check).
    pub fn turn_rolls(&self) -> &[u8] {
        self.rolls.last().map_or(&[], Vec::as_slice)
    }

    /// Dice chess: the rolls per turn. `rolls()[i]` led to `moves()[i]` (a move or a
    /// pass); the last entry is the current turn's, as [`Game::turn_rolls`].
    pub fn rolls(&self) -> &[Vec<u8>] {
        &self.rolls
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

    /// Takes back the last move (in dice chess: or pass) with the rolls that led to
    /// it, any rolls of the current turn, and any declared ending. Returns the move.
    /// With no move to take back, only the current turn's rolls go. Rolls taken back
    /// are not forgotten: the next rolls must show them again ([`Game::next_roll`]).
    pub fn undo(&mut self) -> Option<Move> {
        let rolled = !self.turn_rolls().is_empty();
        if self.moves.is_empty() && !rolled {
            return None;
        }
        let current = self.rolls.pop().unwrap_or_default();
        let mv = self.moves.pop();
        let mut back = Vec::new();
        if mv.is_some() {
            self.positions.pop();
            self.keys.pop();
            back = self.rolls.pop().unwrap_or_default();
        }
        self.rolls.push(Vec::new());
        back.extend(current);
        back.append(&mut self.taken_back);
        self.taken_back = back;
        self.declared = None;
        self.outcome = self.automatic_outcome();
        mv
    }

    /// How often the current position has stood on the board (this time included).
    /// Dice chess: a position reached by a pass is no new occurrence, as a pass is not
    /// a move; only the start and positions reached by moves count (and the current
    /// position at least once).
    pub fn repetitions(&self) -> usize {
        let (key, _) = *self.keys.last().expect("a game has at least its start");
        self.keys
            .iter()
            .filter(|(k, counts)| *counts && *k == key)
            .count()
            .max(1)
    }

    /// The draws the player to move may claim now.
    pub fn claimable(&self) -> Vec<Claim> {
        let mut v = Vec::new();
        if self.outcome.is_some() {
            return v;
        }
        let rules = self.id().rules();
        if rules
            .repetition_claim
            .is_some_and(|n| self.repetitions() >= n)
        {
            v.push(Claim::ThreefoldRepetition);
        }
        if rules
            .moves_claim
            .is_some_and(|n| self.position().clock_reached(n))
        {
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
        self.leave(color, Declaration::Resigned(color))
    }

    /// `color` leaves the game by `ending` (a resignation or a time-out): with
    /// more than two in the game, the others play on and leaving is a turn of
    /// its own, on one's own turn; else the game ends by `ending`.
    fn leave(&mut self, color: Color, ending: Declaration) -> Result<(), GameError> {
        if self.outcome.is_some() {
            return Err(GameError::Over);
        }
        if !self.position().players_in_game().any(|c| c == color) {
            return Err(GameError::NotAPlayer(color));
        }
        let resigns = matches!(ending, Declaration::Resigned(_));
        if resigns && self.id().rules().dice && !self.rolled_a_one_this_turn(color) {
            return Err(GameError::ResignNeedsOne);
        }
        if self.position().players_in_game().count() > 2 {
            if color != self.position().turn() {
                return Err(GameError::NotYourTurn(color));
            }
            self.push_ply(Move::resignation());
            return Ok(());
        }
        self.declare(ending);
        Ok(())
    }

    /// Dice chess: whether `color` rolled a one on the turn now being played: their
    /// own turn, or the turn that a one passed at once (no king move), until the
    /// opponent rolls. docs/RULES.md §5 allows resigning on such a turn only.
    fn rolled_a_one_this_turn(&self, color: Color) -> bool {
        if color == self.position().turn() {
            return self.turn_rolls().contains(&1);
        }
        let passed = self.moves.last().is_some_and(Move::is_pass);
        let before = self.positions.len().checked_sub(2);
        passed
            && self.turn_rolls().is_empty()
            && before
                .is_some_and(|i| self.positions[i].turn() == color && self.rolls[i].contains(&1))
    }

    /// The players agree a draw.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        if self.outcome.is_some() {
            return Err(GameError::Over);
        }
        self.declare(Declaration::DrawAgreed);
        Ok(())
    }

    /// Enters a declared ending through [`Game::resign`], [`Game::agree_draw`] or
    /// [`Game::claim`].
    pub(crate) fn end_by(&mut self, ending: Declaration) -> Result<(), GameError> {
        match ending {
            Declaration::Resigned(c) => self.resign(c),
            Declaration::DrawAgreed => self.agree_draw(),
            Declaration::Claimed(c) => self.claim(c),
            Declaration::TimeOut(c) => self.time_out(c),
        }
    }

    /// `color`'s clock ran out (the app keeps the clocks; the rules crate keeps no
    /// time). With two in the game, `color` loses, unless the opponent could never
    /// win by any series of legal moves, which is a draw (FIDE Laws 6.9; what
    /// "could win" means in each game: [`Position::could_win`]). With three in the
    /// game, `color` is out as if they resigned, on their own turn, and the
    /// others play on.
    ///
    /// ```
    /// use sjakkboks_rules::{Color, EndReason, Game, GameId, Position};
    /// let mut g = Game::new(GameId::Standard);
    /// g.time_out(Color::White).unwrap();
    /// let o = g.outcome().unwrap();
    /// assert_eq!((o.winner, o.reason), (Some(Color::Black), EndReason::TimeForfeit));
    /// // Black has a bare king: it could never mate, so white's flag draws.
    /// let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    /// let mut g = Game::from_position(Position::from_fen(GameId::Standard, fen).unwrap());
    /// g.time_out(Color::White).unwrap();
    /// assert_eq!(g.outcome().unwrap().winner, None);
    /// ```
    pub fn time_out(&mut self, color: Color) -> Result<(), GameError> {
        self.leave(color, Declaration::TimeOut(color))
    }

    /// Why `color` is out of the game (three-player chess), counting how the game
    /// ended: a player put out during play, the player whose resignation or
    /// checkmate ended the game, or both others after a double mate. `None` for a
    /// player still in, the winner, and everyone in a drawn game.
    ///
    /// ```
    /// use sjakkboks_rules::{Color, EliminationReason, Game, GameId};
    /// let mut g = Game::new(GameId::ThreePlayer);
    /// g.resign(Color::White).unwrap();
    /// g.resign(Color::Grey).unwrap();
    /// assert_eq!(g.outcome().unwrap().winner, Some(Color::Black));
    /// for c in [Color::White, Color::Grey] {
    ///     assert_eq!(g.elimination(c), Some(EliminationReason::Resigned));
    /// }
    /// assert_eq!(g.elimination(Color::Black), None);
    /// ```
    pub fn elimination(&self, color: Color) -> Option<EliminationReason> {
        let pos = self.position();
        if let Some(reason) = pos.elimination(color) {
            return Some(reason);
        }
        let outcome = self.outcome?;
        if outcome.winner.is_none_or(|w| w == color) || !pos.is_in_game(color) {
            return None;
        }
        match (self.declared, outcome.reason) {
            (Some(Declaration::Resigned(c) | Declaration::TimeOut(c)), _) if c == color => {
                Some(EliminationReason::Resigned)
            }
            (_, EndReason::Checkmate) if pos.turn() == color => Some(EliminationReason::Checkmated),
            (_, EndReason::DoubleMate) => Some(EliminationReason::Checkmated),
            _ => None,
        }
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
            Declaration::TimeOut(loser) => {
                let winner = self.position().next_player(loser);
                if self.position().could_win(winner) {
                    Outcome::win(winner, EndReason::TimeForfeit)
                } else {
                    Outcome::draw(EndReason::TimeoutNoWinPossible)
                }
            }
        });
    }

    fn automatic_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        let rules = pos.rules();
        let repetition = match rules.repetition_auto {
            3 => EndReason::ThreefoldRepetition,
            _ => EndReason::FivefoldRepetition,
        };
        pos.outcome()
            .or_else(|| {
                (self.repetitions() >= rules.repetition_auto).then(|| Outcome::draw(repetition))
            })
            .or_else(|| {
                rules
                    .dice
                    .then(|| crate::variant::mated_after_rolls(pos, self.turn_rolls()))
                    .flatten()
            })
            .or_else(|| {
                // Dice chess: stalemate is a draw on a turn where the player rolled a one.
                (rules.dice
                    && self.turn_rolls().contains(&1)
                    && !pos.is_check()
                    && pos.legal_moves().is_empty())
                .then(|| Outcome::draw(EndReason::Stalemate))
            })
    }

    /// The record of this game.
    pub fn record(&self) -> GameRecord {
        let start = self.start();
        let usual = Position::start(start.game());
        let topo = self.topology();
        let moves = self
            .moves
            .iter()
            .filter(|m| !m.is_pass())
            .map(|m| m.to_uci(topo))
            .collect();
        GameRecord {
            game: start.game(),
            start: (*start != usual).then(|| start.to_fen()),
            moves,
            rolls: self.rolls.concat(),
            taken_back: self.taken_back.clone(),
            declared: self.declared,
        }
    }

    /// Plays one entry of a record's move list: move text, or `resign` for a
    /// resignation after which the others play on.
    fn play_record_entry(&mut self, text: &str) -> Result<Move, GameError> {
        if text == "resign" {
            self.resign(self.position().turn())?;
            return self.moves.last().copied().ok_or(GameError::Over);
        }
        self.play_uci(text)
    }

    /// Dice chess: restores the faces that undo took back (a record's `taken_back`),
    /// numbering them after the record's `rolls` ones in errors.
    pub(crate) fn set_taken_back(&mut self, faces: &[u8], rolls: usize) -> Result<(), RecordError> {
        for (i, &face) in faces.iter().enumerate() {
            let error = if !self.id().rules().dice {
                GameError::NoDice
            } else if Kind::for_roll(face).is_none() {
                GameError::BadRoll(face)
            } else {
                continue;
            };
            return Err(RecordError::Roll {
                index: rolls + i + 1,
                face,
                error,
            });
        }
        self.taken_back = faces.to_vec();
        Ok(())
    }

    /// Plays `moves` (through `play`) and `rolls`, each when the game asks for it (a
    /// roll whenever the player to move must roll, a move otherwise), until both run
    /// out or one step is refused. When one list runs out, the other's next step is
    /// offered anyway, so that the game itself says why it does not fit.
    ///
    /// `play` gets the 0-based index of the move in `moves`; `roll_refused` gets the
    /// 0-based index of the roll in `rolls`, the face, and the game's reason.
    pub(crate) fn replay<M, E>(
        &mut self,
        rolls: impl IntoIterator<Item = u8>,
        moves: impl IntoIterator<Item = M>,
        mut play: impl FnMut(&mut Game, usize, M) -> Result<(), E>,
        mut roll_refused: impl FnMut(usize, u8, GameError) -> E,
    ) -> Result<(), E> {
        let mut rolls = rolls.into_iter().enumerate();
        let mut moves = moves.into_iter().enumerate();
        loop {
            let roll_first = self.needs_roll();
            let (roll, mv) = if roll_first {
                match rolls.next() {
                    Some(roll) => (Some(roll), None),
                    None => (None, moves.next()),
                }
            } else {
                match moves.next() {
                    Some(mv) => (None, Some(mv)),
                    None => (rolls.next(), None),
                }
            };
            match (roll, mv) {
                (Some((i, face)), _) => {
                    self.roll(face).map_err(|e| roll_refused(i, face, e))?;
                }
                (None, Some((i, mv))) => play(self, i, mv)?,
                (None, None) => return Ok(()),
            }
        }
    }

    /// Replays a record.
    pub fn from_record(record: &GameRecord) -> Result<Game, RecordError> {
        let start = match &record.start {
            Some(fen) => Position::from_fen(record.game, fen).map_err(RecordError::Start)?,
            None => Position::start(record.game),
        };
        let mut g = Game::from_position(start);
        // Rolls and moves interleave as the game asks for them; whatever is left over
        // when one list runs out is refused with the game's own error.
        g.replay(
            record.rolls.iter().copied(),
            &record.moves,
            |g, i, text| {
                g.play_record_entry(text)
                    .map(drop)
                    .map_err(|error| RecordError::Move {
                        index: i + 1,
                        text: text.clone(),
                        error,
                    })
            },
            |i, face, error| RecordError::Roll {
                index: i + 1,
                face,
                error,
            },
        )?;
        g.set_taken_back(&record.taken_back, record.rolls.len())?;
        if let Some(ending) = record.declared {
            g.end_by(ending).map_err(RecordError::Declaration)?;
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

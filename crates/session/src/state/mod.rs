//! The state of a game on screen and the one reducer that changes it.
//!
//! A pointer, key or button becomes an [`Action`]; [`PlayState::reduce`] asks
//! the rules crate what the action does to the game and keeps the board's few
//! bits of state beside it. The state is two parts: the [`GameSession`] (the
//! game, its legal moves, clocks, die, players and the position shown) and the
//! [`BoardUi`] (selection, promotion picker, questions, refusals, fading).
//! Legality is never decided here: every move comes from `Game::legal_moves`.
//! The time comes in with each action, so the reducer is a pure function.

mod board_ui;
mod game_session;
mod into_check;
#[cfg(test)]
mod tests;

use std::rc::Rc;

use sjakkboks_rules::clock::{Clock, TimeControl};
use sjakkboks_rules::{Cell, Claim, Color, Game, Kind, Move, Rolled};

pub use board_ui::{BoardUi, Dialog, Notice, Refusal};
pub use game_session::{DieState, GameSession, Past, TurnKey};
pub use into_check::into_check_attackers;

use crate::opponents::Opponents;

/// One game on screen: the game session and the board's state beside it.
#[derive(Clone, PartialEq, Debug)]
pub struct PlayState {
    /// The game and what goes with it between moves.
    pub session: GameSession,
    /// The board's own state: selection, picker, questions, refusals, fading.
    pub ui: BoardUi,
}

/// Everything that can happen to a game on screen.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Action {
    /// A cell was pressed (pointer down, or Enter on the keyboard with
    /// `toggle`, where pressing the picked-up piece again puts it down).
    Press {
        /// The cell.
        cell: Cell,
        /// Whether pressing the selected piece again lets go of it.
        toggle: bool,
    },
    /// A dragged piece was dropped on a cell.
    Drop {
        /// Where the drag began.
        from: Cell,
        /// Where it ended.
        to: Cell,
    },
    /// Let go of the selected piece.
    Deselect,
    /// The pawn waiting in the promotion picker becomes this.
    Promote(Kind),
    /// Close the promotion picker without moving.
    CancelPromotion,
    /// Take back the last move (and its roll).
    Undo,
    /// Open a question.
    Ask(Dialog),
    /// Close the open question (decline).
    CloseDialog,
    /// Start a new game with these players, on this clock (or none).
    SetUp(Opponents, Option<TimeControl>),
    /// The computer's move, asked for at this point of the game.
    ComputerMove {
        /// Where the game stood when the computer was asked.
        at: TurnKey,
        /// The move.
        mv: Move,
    },
    /// The engine's suggestion for the player to move, asked for at this point.
    Hint {
        /// Where the game stood when the engine was asked.
        at: TurnKey,
        /// The suggested move.
        mv: Move,
    },
    /// This player resigns (when the rules allow it now).
    Resign(Color),
    /// The offered draw is accepted.
    AcceptDraw,
    /// Claim a draw.
    Claim(Claim),
    /// Start rolling the die: draws the face now, shows it after the tumble.
    StartRoll,
    /// The die has settled: the rolled face goes to the game.
    SettleRoll,
    /// The die's message has been read.
    DismissNotice,
    /// Pause the clocks, or go on after a pause.
    Pause,
    /// The clock of this player has run out (the clock display saw it).
    Flag(Color),
    /// Show another position of the game's past (or the present again).
    Browse(Browse),
    /// The same game again, every player in the next seat ([`GameSession::rematch`]).
    Rematch,
}

/// Where in the game's moves to look.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Browse {
    /// The start position.
    First,
    /// One move back.
    Prev,
    /// One move forward.
    Next,
    /// The present.
    Last,
    /// The position after this many moves.
    To(usize),
}

impl PlayState {
    /// A game already under way (saved, shared or imported) between
    /// `opponents`; `seed` makes the die deterministic.
    pub fn from_game(game: Game, seed: Option<u64>, opponents: Opponents) -> PlayState {
        PlayState {
            session: GameSession::from_game(game, seed, opponents),
            ui: BoardUi::default(),
        }
    }

    /// This state with the game's clocks at time `now`; a running clock runs
    /// for the player to move, and none runs once the game is over.
    pub fn with_clock(mut self, clock: Option<Clock>, now: u64) -> PlayState {
        self.session = self.session.with_clock(clock, now);
        self
    }

    /// Whether a question, picker, message, pause or rolling die holds up the game.
    pub fn busy(&self) -> bool {
        self.session.paused() || self.session.die.rolling.is_some() || self.ui.holds_up()
    }

    /// Whether a person may play now: the game goes on, a person's seat is to
    /// move and nothing holds the game up.
    pub fn person_to_move(&self) -> bool {
        let game = &self.session.game;
        game.outcome().is_none() && !self.session.computer_to_move() && !self.busy()
    }

    /// Whether the die may be rolled now (by a person, or by the computer on its turn).
    pub fn can_roll(&self) -> bool {
        self.session.game.needs_roll() && !self.busy()
    }

    /// Whether `other` shows the same: the same game (by identity: a game is
    /// replaced when it changes, never changed in place), clocks, die, hint,
    /// players, past and board state. Cheaper than comparing the games.
    pub fn same_as(&self, other: &PlayState) -> bool {
        let (a, b) = (&self.session, &other.session);
        Rc::ptr_eq(&a.game, &b.game)
            && a.clock == b.clock
            && a.die == b.die
            && a.hint == b.hint
            && a.opponents == b.opponents
            && a.home == b.home
            && match (&a.past, &b.past) {
                (Some(x), Some(y)) => Rc::ptr_eq(x, y),
                (x, y) => x.is_none() && y.is_none(),
            }
            && self.ui == other.ui
    }

    /// Applies an action at time `now` (milliseconds since 1970, for the
    /// clocks) and returns the new state.
    pub fn reduce(mut self, action: Action, now: u64) -> PlayState {
        let session = &mut self.session;
        match action {
            // A press on a position of the past moves nothing: back to the present.
            Action::Press { .. } | Action::Drop { .. } if session.past.is_some() => {
                self.browse(usize::MAX)
            }
            Action::Press { cell, toggle } => self.press(cell, toggle, now),
            Action::Drop { from, to } => {
                // A legal drop plays; one into check shows why it may not.
                let into_check = session.can_move_from(from)
                    && into_check_attackers(session.game.position(), from, to).is_some();
                if into_check || session.moves_from(from).any(|m| m.to == to) {
                    self.ui.selected = Some(from);
                    self.press(to, false, now);
                }
            }
            Action::Deselect => {
                self.ui.selected = None;
                self.ui.refusal = None;
            }
            Action::Promote(kind) => {
                if let Some((from, to)) = self.ui.promotion.take() {
                    let mv = session
                        .moves_from(from)
                        .find(|m| m.to == to && m.promotion == Some(kind))
                        .copied();
                    if let Some(mv) = mv {
                        self.play(mv, now);
                    }
                }
            }
            Action::CancelPromotion => {
                self.ui.promotion = None;
                self.ui.selected = None;
            }
            Action::Undo => {
                if session.can_undo() {
                    self.undo(now);
                    // A fallen flag goes back with the move before it, so that
                    // the player to move has time again (where the clocks
                    // remember it).
                    if self.session.flag_fallen_for_mover() {
                        self.undo(now);
                    }
                }
            }
            Action::Ask(dialog) => {
                // Questions about the game under way wait for a game under way.
                // (A question over the pass notice leaves the notice: declining
                // goes back to it.)
                if session.game.outcome().is_none() || dialog == Dialog::SetUp {
                    self.ui.dialog = Some(dialog);
                }
            }
            Action::CloseDialog => self.ui.dialog = None,
            Action::SetUp(opponents, control) => {
                let id = session.game.id();
                let rng = session.die.rng;
                self = PlayState::from_game(Game::new(id), None, opponents)
                    .with_clock(control.map(Clock::new), now);
                self.session.die.rng = rng;
            }
            Action::ComputerMove { at, mv } => {
                if at == session.turn_key()
                    && session.computer_to_move()
                    && session.legal.contains(&mv)
                {
                    self.play(mv, now);
                }
            }
            Action::Hint { at, mv } => {
                if at == session.turn_key() && self.person_to_move() {
                    self.session.hint = Some(mv);
                }
            }
            Action::Resign(who) => {
                // Refused when the rules forbid it now; the button is then hidden.
                self.change_game(|game| drop(game.resign(who)), now);
            }
            Action::AcceptDraw => self.change_game(|game| drop(game.agree_draw()), now),
            Action::Claim(claim) => self.change_game(|game| drop(game.claim(claim)), now),
            Action::StartRoll => {
                if self.can_roll() {
                    let session = &mut self.session;
                    self.ui.selected = None;
                    self.ui.notice = None;
                    session.die.rolling = Some(session.die.rng.face_for(&session.game));
                    session.die.serial += 1;
                }
            }
            Action::SettleRoll => {
                if let Some(face) = session.die.rolling.take() {
                    let mover = session.game.position().turn();
                    let mut rolled = None;
                    self.ui.fading =
                        Rc::new(session.change(|game| rolled = game.roll(face).ok(), now));
                    self.ui.notice = match rolled {
                        // Nothing about the die is left to read once the game is over.
                        _ if self.session.game.outcome().is_some() => None,
                        Some(Rolled::Pass) => Some(Notice::Passed { color: mover, face }),
                        Some(Rolled::RollAgain) => Some(Notice::RollAgain { face }),
                        _ => None,
                    };
                    self.ui.refusal = None;
                }
            }
            Action::DismissNotice => self.ui.notice = None,
            Action::Pause => {
                let to_move = session
                    .game
                    .outcome()
                    .is_none()
                    .then(|| session.game.position().turn());
                if let (Some(clock), Some(_)) = (&mut session.clock, to_move) {
                    if clock.is_paused() {
                        clock.resume(to_move, now);
                    } else {
                        clock.pause(now);
                        self.ui.selected = None;
                    }
                }
            }
            Action::Flag(color) => {
                if session.clock.as_ref().and_then(|c| c.flag(now)) == Some(color) {
                    if let Some(clock) = &mut session.clock {
                        clock.fall(color, now);
                    }
                    session.die.rolling = None;
                    // Refused only if the game is over or it is not their turn,
                    // which a running clock rules out.
                    self.change_game(|game| drop(game.time_out(color)), now);
                }
            }
            Action::Browse(to) => {
                let (shown, last) = (session.shown_ply(), session.game.moves().len());
                self.browse(match to {
                    Browse::First => 0,
                    Browse::Prev => shown.saturating_sub(1),
                    Browse::Next => shown + 1,
                    Browse::Last => last,
                    Browse::To(ply) => ply,
                });
            }
            Action::Rematch => {
                if session.game.outcome().is_some() {
                    self = PlayState {
                        session: session.rematch(now),
                        ui: BoardUi::default(),
                    };
                }
            }
        }
        self
    }

    /// Shows the position after `ply` moves; the present (or past it) ends the view.
    fn browse(&mut self, ply: usize) {
        if let Some(vanished) = self.session.browse(ply) {
            self.ui.selected = None;
            self.ui.refusal = None;
            self.ui.fading = Rc::new(vanished);
        }
    }

    /// Takes back the last move, and against the computer its reply too.
    fn undo(&mut self, now: u64) {
        self.ui.clear();
        self.ui.fading = Rc::new(self.session.undo(now));
    }

    /// A press on `cell`: a move if the selected piece can go there, else a
    /// selection of a piece that can move.
    fn press(&mut self, cell: Cell, toggle: bool, now: u64) {
        self.ui.refusal = None;
        if !self.person_to_move() {
            return;
        }
        if let Some(from) = self.ui.selected {
            let moves: Vec<Move> = self
                .session
                .moves_from(from)
                .filter(|m| m.to == cell)
                .copied()
                .collect();
            if let Some(&first) = moves.first() {
                if moves.len() > 1 {
                    // Several moves to one cell differ only in what the pawn becomes.
                    self.ui.promotion = Some((from, cell));
                } else {
                    self.play(first, now);
                }
                return;
            }
            if from == cell {
                if toggle {
                    self.ui.selected = None;
                }
                return;
            }
            let position = self.session.game.position();
            let own = position
                .piece_at(cell)
                .is_some_and(|p| p.color == position.turn());
            if !own && into_check_attackers(position, from, cell).is_some() {
                // The piece stays picked up, and the board shows why.
                self.ui.refusal = Some(Refusal::IntoCheck { from, to: cell });
                self.ui.refusals += 1;
                return;
            }
        }
        self.ui.selected = self.session.can_move_from(cell).then_some(cell);
        if self.ui.selected.is_none() {
            self.refuse(cell);
        }
    }

    /// A tap on a piece of the player to move that has no move: says why.
    /// The reasons are the rules crate's answers (the roll, check, the legal
    /// moves), never a judgement of the app's own.
    fn refuse(&mut self, cell: Cell) {
        let (game, legal) = (&self.session.game, &self.session.legal);
        let position = game.position();
        let mover = position.turn();
        if position.piece_at(cell).is_none_or(|p| p.color != mover) {
            return;
        }
        let must_capture = game.id().rules().must_capture
            && !legal.is_empty()
            && legal.iter().all(|m| position.is_capture(m));
        self.ui.refusal = Some(if game.needs_roll() {
            Refusal::RollFirst
        } else if let Some(kind) = game.pending_roll().and_then(Kind::for_roll) {
            Refusal::MoveKind(kind)
        } else if position.is_check() {
            Refusal::InCheck
        } else if must_capture {
            Refusal::MustCapture
        } else {
            Refusal::Stuck
        });
        self.ui.refusals += 1;
    }

    /// Plays a legal move.
    fn play(&mut self, mv: Move, now: u64) {
        // `mv` came from the legal moves, so the game takes it.
        self.change_game(|game| drop(game.play(mv)), now);
    }

    /// Closes what is open on the board and changes the game.
    fn change_game(&mut self, f: impl FnOnce(&mut Game), now: u64) {
        self.ui.clear();
        self.ui.fading = Rc::new(self.session.change(f, now));
    }
}

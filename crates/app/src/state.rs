//! The state of a game on screen and the one reducer that changes it.
//!
//! A pointer, key or button becomes an [`Action`]; [`PlayState::reduce`] asks
//! the rules crate what the action does to the [`Game`] and keeps the few bits
//! of screen state beside it (selection, promotion picker, dialogs, the die).
//! Legality is never decided here: every move comes from `Game::legal_moves`.

use std::rc::Rc;

use sjakkboks_rules::clock::{Clock, Running, TimeControl};
use sjakkboks_rules::saved;
use sjakkboks_rules::{Cell, Claim, Color, Game, Kind, Move, Piece, Rolled};
use yew::Reducible;

use crate::dice::DiceRng;
use crate::opponents::{next_seat, Opponents};
use crate::piece_ids::PieceIds;
use crate::wall_clock;

/// A question on screen that waits for an answer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dialog {
    /// `by` offers a draw; the next player accepts or declines.
    DrawOffer {
        /// Who offered.
        by: Color,
    },
    /// `who` is asked whether they really resign: the player to move, or in
    /// dice chess the player whose one has just passed the turn.
    ConfirmResign {
        /// Who would resign.
        who: Color,
    },
    /// Choose who plays the next game (people, or the computer in some seats
    /// at a level) and start it.
    SetUp,
}

/// A message about the die that waits until it is read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Notice {
    /// `color` rolled `face` and no piece of that kind could move: the turn passed.
    Passed {
        /// Who could not move.
        color: Color,
        /// The face rolled.
        face: u8,
    },
    /// In check, the face rolled does not get out of it: roll again.
    RollAgain {
        /// The face rolled.
        face: u8,
    },
}

/// Why a tapped piece of the player to move may not move now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// The die has to be rolled first.
    RollFirst,
    /// The die chose another kind of piece.
    MoveKind(Kind),
    /// The king is in check and only some pieces can answer it.
    InCheck,
    /// A capture is possible, so a capture must be played.
    MustCapture,
    /// This piece has no move (it is blocked, or would leave its king attacked).
    Stuck,
}

/// The die of dice chess on screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DieState {
    /// Where the faces come from.
    pub rng: DiceRng,
    /// The face drawn for a roll that is still tumbling on screen.
    pub rolling: Option<u8>,
    /// Counts rolls, so that each one gets its own tumble.
    pub serial: u32,
}

/// One game on screen.
#[derive(Clone, PartialEq, Debug)]
pub struct PlayState {
    /// The game, as the rules crate keeps it (shared: a state is copied on
    /// every tap, the game only when it changes).
    pub game: Rc<Game>,
    /// The legal moves now (cached from the game).
    pub legal: Rc<Vec<Move>>,
    /// Names of the drawn pieces, so that moves animate.
    pub ids: PieceIds,
    /// The pieces the last change took off the board, fading out where they stood.
    pub fading: Rc<Vec<(Cell, Piece)>>,
    /// The cell of the piece picked up, if any.
    pub selected: Option<Cell>,
    /// A pawn move waiting for the player to choose what the pawn becomes.
    pub promotion: Option<(Cell, Cell)>,
    /// An open question.
    pub dialog: Option<Dialog>,
    /// A message about the die.
    pub notice: Option<Notice>,
    /// The die (dice chess only).
    pub die: DieState,
    /// Who plays: people only, or the computer in some seats.
    pub opponents: Opponents,
    /// The engine's suggestion for the player to move, shown as an arrow.
    pub hint: Option<Move>,
    /// Why the last tapped piece may not move (the pieces that can move flash).
    pub refusal: Option<Refusal>,
    /// Counts refused taps, so that each one flashes anew.
    pub refusals: u32,
    /// A position of the past on the board instead of the present: a state
    /// of the game taken back to it, with no legal moves (none at the present).
    pub view: Option<Rc<PlayState>>,
    /// The colour at the bottom of a board that does not turn: the first
    /// player, and the next one after each rematch.
    pub home: Color,
    /// The chess clocks, in a game played on the clock.
    pub clock: Option<Clock>,
}

/// A point in the game where the computer was asked something: the number of
/// moves played and of rolls this turn. An answer for another point is stale.
pub type TurnKey = (usize, usize);

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
    /// The same game again, every player in the next seat ([`PlayState::rematch`]).
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
        let opponents = opponents.for_game(game.id());
        let home = game.id().rules().players[0];
        PlayState {
            legal: Rc::new(game.legal_moves()),
            ids: PieceIds::new(game.position()),
            fading: Rc::default(),
            game: Rc::new(game),
            selected: None,
            promotion: None,
            dialog: None,
            notice: None,
            die: DieState {
                rng: DiceRng::new(seed),
                rolling: None,
                serial: 0,
            },
            opponents,
            hint: None,
            refusal: None,
            refusals: 0,
            view: None,
            home,
            clock: None,
        }
    }

    /// This state with the game's clocks; a running clock runs for the player
    /// to move, and none runs once the game is over.
    pub fn with_clock(mut self, clock: Option<Clock>) -> PlayState {
        self.clock = clock;
        self.follow_clock(self.game.moves().len(), self.game.position().turn());
        self
    }

    /// Whether the clocks are paused (the board then waits too).
    pub fn paused(&self) -> bool {
        self.clock.as_ref().is_some_and(Clock::is_paused)
    }

    /// Where the game stands, for telling stale answers of the computer apart.
    pub fn turn_key(&self) -> TurnKey {
        (self.game.moves().len(), self.game.turn_rolls().len())
    }

    /// Whether the game goes on and the computer plays the seat to move.
    pub fn computer_to_move(&self) -> bool {
        self.game.outcome().is_none() && self.opponents.plays(self.game.position().turn())
    }

    /// Whether a person may play now: the game goes on, a person's seat is to
    /// move and nothing holds the game up.
    pub fn person_to_move(&self) -> bool {
        self.game.outcome().is_none() && !self.computer_to_move() && !self.busy()
    }

    /// Whether undo has something to take back: a move or roll, and against the
    /// computer a move of a person's (the computer would only play its own again).
    pub fn can_undo(&self) -> bool {
        let game = &self.game;
        let started = !game.moves().is_empty() || !game.turn_rolls().is_empty();
        let by_person = !self.opponents.any()
            || game.positions()[..game.moves().len()]
                .iter()
                .any(|p| !self.opponents.plays(p.turn()));
        started && by_person && self.die.rolling.is_none()
    }

    /// How many moves lead to the position on the board: the present's, or
    /// the one of the past being viewed.
    pub fn shown_ply(&self) -> usize {
        self.view
            .as_ref()
            .map_or(&self.game, |v| &v.game)
            .moves()
            .len()
    }

    /// The same game again from its start, every player in the next seat in
    /// turn order (two players swap colours): the computer's seats move on
    /// with them, and so does the bottom of a board that does not turn. The
    /// die, the computer's level and the time control (clocks full again) stay.
    pub fn rematch(&self) -> PlayState {
        let players = self.game.id().rules().players;
        let mut next = PlayState::from_game(
            Game::new(self.game.id()),
            None,
            self.opponents.next_seats(players),
        );
        next.die.rng = self.die.rng;
        next.home = next_seat(players, self.home);
        // The same time control, every clock full again.
        next.with_clock(self.clock.as_ref().map(|c| Clock::new(c.control())))
    }

    /// Shows the position after `ply` moves; the present (or past it) ends the view.
    fn browse(&mut self, ply: usize) {
        if ply.min(self.game.moves().len()) == self.shown_ply() {
            return;
        }
        let shown = self.view.as_deref().unwrap_or(self);
        let (before, names) = (shown.game.position().clone(), shown.ids.clone());
        if ply >= self.game.moves().len() {
            self.view = None;
            self.fading = Rc::new(names.vanished(&before, &self.ids));
            return;
        }
        let mut past = Game::clone(&self.game);
        while past.moves().len() > ply && past.undo().is_some() {}
        let ids = names.follow(&before, past.position());
        let mut view = PlayState::from_game(past, None, self.opponents);
        view.legal = Rc::default();
        view.fading = Rc::new(names.vanished(&before, &ids));
        view.ids = ids;
        self.view = Some(Rc::new(view));
    }

    /// The legal moves of the piece on `cell`.
    pub fn moves_from(&self, cell: Cell) -> impl Iterator<Item = &Move> {
        self.legal.iter().filter(move |m| m.from == cell)
    }

    /// Whether the piece on `cell` has a legal move.
    pub fn can_move_from(&self, cell: Cell) -> bool {
        self.moves_from(cell).next().is_some()
    }

    /// Whether a question, picker, message or rolling die holds up the game.
    pub fn busy(&self) -> bool {
        self.paused()
            || self.promotion.is_some()
            || self.dialog.is_some()
            || self.die.rolling.is_some()
            || matches!(self.notice, Some(Notice::Passed { .. }))
    }

    /// Whether the die may be rolled now (by a person, or by the computer on its turn).
    pub fn can_roll(&self) -> bool {
        self.game.needs_roll() && !self.busy()
    }

    /// Whether `who` may resign now (the rules crate decides).
    pub fn can_resign(&self, who: Color) -> bool {
        Game::clone(&self.game).resign(who).is_ok()
    }

    /// Plays the first legal move on a copy, as two taps do, writes it down
    /// as the move list and the autosave do, and gives the copy back (to be
    /// dropped): run while the page is idle, so that the browser compiles a
    /// move's code then rather than in the player's first move. `None` when
    /// no move can be made (dice chess before the roll, a game over).
    pub fn rehearse_move(&self) -> Option<PlayState> {
        let mv = *self.legal.first()?;
        let press = |cell| Action::Press {
            cell,
            toggle: false,
        };
        let after = self.clone().reduce(press(mv.from)).reduce(press(mv.to));
        let _ = self.game.position().san(&mv);
        let _ = saved::encode_with_clock(&after.game, after.clock.as_ref());
        Some(after)
    }

    /// Applies an action and returns the new state.
    fn reduce(mut self, action: Action) -> PlayState {
        match action {
            // A press on a position of the past moves nothing: back to the present.
            Action::Press { .. } | Action::Drop { .. } if self.view.is_some() => {
                self.browse(usize::MAX)
            }
            Action::Press { cell, toggle } => self.press(cell, toggle),
            Action::Drop { from, to } => {
                if self.moves_from(from).any(|m| m.to == to) {
                    self.selected = Some(from);
                    self.press(to, false);
                }
            }
            Action::Deselect => {
                self.selected = None;
                self.refusal = None;
            }
            Action::Promote(kind) => {
                if let Some((from, to)) = self.promotion.take() {
                    let mv = self
                        .moves_from(from)
                        .find(|m| m.to == to && m.promotion == Some(kind))
                        .copied();
                    if let Some(mv) = mv {
                        self.play(mv);
                    }
                }
            }
            Action::CancelPromotion => {
                self.promotion = None;
                self.selected = None;
            }
            Action::Undo => {
                if self.can_undo() {
                    self.undo();
                    // A fallen flag goes back with the move before it, so that
                    // the player to move has time again (where the clocks
                    // remember it).
                    if self.flag_fallen_for_mover() {
                        self.undo();
                    }
                }
            }
            Action::Ask(dialog) => {
                // Questions about the game under way wait for a game under way.
                // (A question over the pass notice leaves the notice: declining
                // goes back to it.)
                if self.game.outcome().is_none() || dialog == Dialog::SetUp {
                    self.dialog = Some(dialog);
                }
            }
            Action::CloseDialog => self.dialog = None,
            Action::SetUp(opponents, control) => {
                let id = self.game.id();
                let rng = self.die.rng;
                self = PlayState::from_game(Game::new(id), None, opponents)
                    .with_clock(control.map(Clock::new));
                self.die.rng = rng;
            }
            Action::ComputerMove { at, mv } => {
                if at == self.turn_key() && self.computer_to_move() && self.legal.contains(&mv) {
                    self.play(mv);
                }
            }
            Action::Hint { at, mv } => {
                if at == self.turn_key() && self.person_to_move() {
                    self.hint = Some(mv);
                }
            }
            Action::Resign(who) => {
                self.clear_ui();
                self.change(|game| {
                    // Refused when the rules forbid it now; the button is then hidden.
                    let _ = game.resign(who);
                });
            }
            Action::AcceptDraw => {
                self.clear_ui();
                self.change(|game| {
                    let _ = game.agree_draw();
                });
            }
            Action::Claim(claim) => {
                self.clear_ui();
                self.change(|game| {
                    let _ = game.claim(claim);
                });
            }
            Action::StartRoll => {
                if self.can_roll() {
                    self.selected = None;
                    self.notice = None;
                    self.die.rolling = Some(self.die.rng.face_for(&self.game));
                    self.die.serial += 1;
                }
            }
            Action::SettleRoll => {
                if let Some(face) = self.die.rolling.take() {
                    let mover = self.game.position().turn();
                    let mut rolled = None;
                    self.change(|game| rolled = game.roll(face).ok());
                    self.notice = match rolled {
                        // Nothing about the die is left to read once the game is over.
                        _ if self.game.outcome().is_some() => None,
                        Some(Rolled::Pass) => Some(Notice::Passed { color: mover, face }),
                        Some(Rolled::RollAgain) => Some(Notice::RollAgain { face }),
                        _ => None,
                    };
                }
            }
            Action::DismissNotice => self.notice = None,
            Action::Pause => {
                let to_move = self
                    .game
                    .outcome()
                    .is_none()
                    .then(|| self.game.position().turn());
                if let (Some(clock), Some(_)) = (&mut self.clock, to_move) {
                    if clock.is_paused() {
                        clock.resume(to_move, wall_clock::now());
                    } else {
                        clock.pause(wall_clock::now());
                        self.selected = None;
                    }
                }
            }
            Action::Flag(color) => {
                let now = wall_clock::now();
                if self.clock.as_ref().and_then(|c| c.flag(now)) == Some(color) {
                    if let Some(clock) = &mut self.clock {
                        clock.fall(color, now);
                    }
                    self.die.rolling = None;
                    self.clear_ui();
                    self.change(|game| {
                        // Refused only if the game is over or it is not their turn,
                        // which a running clock rules out.
                        let _ = game.time_out(color);
                    });
                }
            }
            Action::Browse(to) => {
                let (shown, last) = (self.shown_ply(), self.game.moves().len());
                self.browse(match to {
                    Browse::First => 0,
                    Browse::Prev => shown.saturating_sub(1),
                    Browse::Next => shown + 1,
                    Browse::Last => last,
                    Browse::To(ply) => ply,
                });
            }
            Action::Rematch => {
                if self.game.outcome().is_some() {
                    self = self.rematch();
                }
            }
        }
        self
    }

    /// Takes back the last move, and against the computer its reply too.
    fn undo(&mut self) {
        self.clear_ui();
        self.view = None;
        let opponents = self.opponents;
        self.change(|game| {
            game.undo();
            // Against the computer: back to a person's turn, so the
            // computer's reply goes with the person's move.
            while opponents.plays(game.position().turn()) && game.undo().is_some() {}
        });
    }

    /// Whether the player to move has no time left (their flag fell) and undo
    /// could take back more.
    fn flag_fallen_for_mover(&self) -> bool {
        let turn = self.game.position().turn();
        self.clock.as_ref().is_some_and(|c| c.banked(turn) == 0) && self.can_undo()
    }

    /// Brings the clocks along after the game changed from `plies` moves with
    /// `mover` to move: a turn passed, turns were taken back, or the game ended.
    fn follow_clock(&mut self, plies: usize, mover: Color) {
        let Some(clock) = &mut self.clock else {
            return;
        };
        let now = wall_clock::now();
        let game = &self.game;
        let next = game.outcome().is_none().then(|| game.position().turn());
        let after = game.moves().len();
        if after > plies {
            clock.turn_passed(mover, next, now);
        } else if after < plies {
            clock.take_back(plies - after, next, now);
        } else {
            match next {
                Some(color) if !clock.is_paused() && clock.running() == Running::Stopped => {
                    clock.start(color, now)
                }
                None => clock.stop(now),
                _ => {}
            }
        }
    }

    /// A press on `cell`: a move if the selected piece can go there, else a
    /// selection of a piece that can move.
    fn press(&mut self, cell: Cell, toggle: bool) {
        self.refusal = None;
        if !self.person_to_move() {
            return;
        }
        if let Some(from) = self.selected {
            let moves: Vec<Move> = self
                .moves_from(from)
                .filter(|m| m.to == cell)
                .copied()
                .collect();
            if let Some(&first) = moves.first() {
                if moves.len() > 1 {
                    // Several moves to one cell differ only in what the pawn becomes.
                    self.promotion = Some((from, cell));
                } else {
                    self.play(first);
                }
                return;
            }
            if from == cell {
                if toggle {
                    self.selected = None;
                }
                return;
            }
        }
        self.selected = self.can_move_from(cell).then_some(cell);
        if self.selected.is_none() {
            self.refuse(cell);
        }
    }

    /// A tap on a piece of the player to move that has no move: says why.
    /// The reasons are the rules crate's answers (the roll, check, the legal
    /// moves), never a judgement of the app's own.
    fn refuse(&mut self, cell: Cell) {
        let position = self.game.position();
        let mover = position.turn();
        if position.piece_at(cell).is_none_or(|p| p.color != mover) {
            return;
        }
        let must_capture = self.game.id().rules().must_capture
            && !self.legal.is_empty()
            && self.legal.iter().all(|m| position.is_capture(m));
        self.refusal = Some(if self.game.needs_roll() {
            Refusal::RollFirst
        } else if let Some(kind) = self.game.pending_roll().and_then(Kind::for_roll) {
            Refusal::MoveKind(kind)
        } else if position.is_check() {
            Refusal::InCheck
        } else if must_capture {
            Refusal::MustCapture
        } else {
            Refusal::Stuck
        });
        self.refusals += 1;
    }

    /// Plays a legal move.
    fn play(&mut self, mv: Move) {
        self.clear_ui();
        self.change(|game| {
            // `mv` came from the legal moves, so the game takes it.
            let _ = game.play(mv);
        });
    }

    /// Lets go of the selection and closes pickers and questions.
    fn clear_ui(&mut self) {
        self.selected = None;
        self.promotion = None;
        self.dialog = None;
        self.notice = None;
        self.refusal = None;
    }

    /// Changes the game and brings the cached moves and piece names along.
    fn change(&mut self, f: impl FnOnce(&mut Game)) {
        let before = self.game.position().clone();
        let plies = self.game.moves().len();
        f(Rc::make_mut(&mut self.game));
        self.follow_clock(plies, before.turn());
        let ids = self.ids.follow(&before, self.game.position());
        self.fading = Rc::new(self.ids.vanished(&before, &ids));
        self.ids = ids;
        self.legal = Rc::new(self.game.legal_moves());
        self.hint = None;
        self.refusal = None;
    }
}

impl Reducible for PlayState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new(Rc::unwrap_or_clone(self).reduce(action))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::GameId;

    impl PlayState {
        /// A new game of `id` between people; `seed` makes the die deterministic.
        fn new(id: GameId, seed: Option<u64>) -> PlayState {
            PlayState::from_game(Game::new(id), seed, Opponents::people())
        }
    }

    fn cell(state: &PlayState, label: &str) -> Cell {
        state.game.topology().cell_by_label(label).expect("cell")
    }

    #[test]
    fn a_rehearsed_move_is_made_on_a_copy_in_every_game() {
        for id in GameId::ALL {
            let mut state = PlayState::new(id, Some(1865));
            if state.can_roll() {
                state = state.reduce(Action::StartRoll).reduce(Action::SettleRoll);
            }
            let moves = state.game.moves().len();
            let after = state.rehearse_move().expect("a move to rehearse");
            assert_eq!(after.game.moves().len(), moves + 1, "{id:?}");
            assert_eq!(
                state.game.moves().len(),
                moves,
                "{id:?}: the game itself stays"
            );
        }
    }

    fn tap(state: PlayState, label: &str) -> PlayState {
        let cell = cell(&state, label);
        state.reduce(Action::Press { cell, toggle: true })
    }

    #[test]
    fn tap_tap_plays_a_move() {
        let s = PlayState::new(GameId::Standard, None);
        let s = tap(s, "e2");
        assert_eq!(s.selected, Some(cell(&s, "e2")));
        assert_eq!(s.moves_from(cell(&s, "e2")).count(), 2);
        let s = tap(s, "e4");
        assert_eq!(s.game.moves().len(), 1);
        assert_eq!(s.selected, None);
    }

    #[test]
    fn tapping_an_empty_or_stuck_cell_selects_nothing() {
        let s = PlayState::new(GameId::Standard, None);
        assert_eq!(tap(s.clone(), "e4").selected, None);
        assert_eq!(tap(s.clone(), "a1").selected, None);
        let s = tap(tap(s, "e2"), "e2");
        assert_eq!(s.selected, None, "a second tap puts the piece down");
    }

    /// A game of `id` after `moves`.
    fn after(id: GameId, moves: &[&str]) -> PlayState {
        let mut s = PlayState::new(id, None);
        for m in moves {
            Rc::make_mut(&mut s.game).play_uci(m).unwrap();
        }
        s.legal = Rc::new(s.game.legal_moves());
        s
    }

    #[test]
    fn a_refused_tap_says_why() {
        let s = after(GameId::Antichess, &["e2e3", "b7b5"]);
        let s = tap(s, "a2");
        assert_eq!(s.refusal, Some(Refusal::MustCapture));
        assert_eq!(s.refusals, 1);
        let s = after(GameId::Standard, &["e2e4", "d7d5", "f1b5"]);
        assert_eq!(tap(s, "a7").refusal, Some(Refusal::InCheck));
        let s = PlayState::new(GameId::Standard, None);
        assert_eq!(tap(s.clone(), "a1").refusal, Some(Refusal::Stuck));
        assert_eq!(tap(s.clone(), "a7").refusal, None, "not the mover's piece");
        assert_eq!(tap(s.clone(), "e4").refusal, None, "an empty cell");
        assert_eq!(
            tap(tap(s, "a1"), "e2").refusal,
            None,
            "a piece that can move"
        );
    }

    #[test]
    fn a_refused_tap_in_dice_chess_names_the_rolled_kind() {
        let s = PlayState::new(GameId::Dice, Some(1865));
        assert_eq!(tap(s.clone(), "e2").refusal, Some(Refusal::RollFirst));
        // Seed 1865 rolls a four first: a knight.
        let s = s.reduce(Action::StartRoll).reduce(Action::SettleRoll);
        assert_eq!(tap(s, "e2").refusal, Some(Refusal::MoveKind(Kind::Knight)));
    }

    #[test]
    fn an_illegal_drop_changes_nothing() {
        let s = PlayState::new(GameId::Standard, None);
        let (e2, e5) = (cell(&s, "e2"), cell(&s, "e5"));
        let s = s.reduce(Action::Drop { from: e2, to: e5 });
        assert!(s.game.moves().is_empty());
    }

    #[test]
    fn promotion_waits_for_the_choice() {
        let mut s = PlayState::new(GameId::Standard, None);
        for m in [
            "e2e4", "d7d5", "e4d5", "c7c6", "d5c6", "g8f6", "c6b7", "b8d7",
        ] {
            Rc::make_mut(&mut s.game).play_uci(m).unwrap();
        }
        s.legal = Rc::new(s.game.legal_moves());
        let s = tap(tap(s, "b7"), "a8");
        assert_eq!(s.promotion, Some((cell(&s, "b7"), cell(&s, "a8"))));
        let s = s.reduce(Action::Promote(Kind::Knight));
        let a8 = cell(&s, "a8");
        assert_eq!(
            s.game.position().piece_at(a8).map(|p| p.kind),
            Some(Kind::Knight)
        );
    }

    #[test]
    fn dice_roll_then_move_then_pass() {
        // Seed 1's faces, found by running the generator.
        let mut s = PlayState::new(GameId::Dice, Some(1));
        let mut rng = DiceRng::new(Some(1));
        let face = rng.next_face();
        assert!(s.can_roll());
        s = s.reduce(Action::StartRoll);
        assert_eq!(s.die.rolling, Some(face));
        assert!(!s.can_roll(), "no second roll while the die tumbles");
        s = s.reduce(Action::SettleRoll);
        assert_eq!(s.game.turn_rolls(), &[face]);
        match face {
            1 | 2 | 3 | 5 => assert!(matches!(s.notice, Some(Notice::Passed { .. }))),
            _ => assert!(!s.legal.is_empty()),
        }
    }

    #[test]
    fn undo_never_changes_a_rolled_face() {
        let mut s = PlayState::new(GameId::Dice, Some(5));
        let roll = |s: PlayState| s.reduce(Action::StartRoll).reduce(Action::SettleRoll);
        // Roll (and play the first move allowed) for a few turns.
        for _ in 0..6 {
            s = roll(s).reduce(Action::DismissNotice);
            if let Some(&mv) = s.legal.first() {
                s.play(mv);
            }
        }
        let before = s.game.record().rolls;
        while !s.game.moves().is_empty() {
            s = s.reduce(Action::Undo);
        }
        assert!(s.game.record().rolls.is_empty());
        // Rolling again shows the same faces, in order.
        let mut again = Vec::new();
        for _ in 0..before.len() {
            if again.len() >= before.len() {
                break;
            }
            s = roll(s).reduce(Action::DismissNotice);
            again = s.game.record().rolls;
            if let Some(&mv) = s.legal.first() {
                s.play(mv);
            }
        }
        assert_eq!(again, before);
    }

    #[test]
    fn undo_and_draw_agreement() {
        let s = tap(tap(PlayState::new(GameId::Standard, None), "g1"), "f3");
        let s = s.reduce(Action::Undo);
        assert!(s.game.moves().is_empty());
        let s = s.reduce(Action::Ask(Dialog::DrawOffer { by: Color::White }));
        let s = s.reduce(Action::AcceptDraw);
        assert!(s.game.outcome().is_some());
        assert!(s.legal.is_empty());
    }

    fn against_black() -> PlayState {
        let opponents = Opponents::computer(&[Color::Black], 3);
        PlayState::from_game(Game::new(GameId::Standard), None, opponents)
    }

    fn computer_plays(s: PlayState, uci: &str) -> PlayState {
        let at = s.turn_key();
        let mv = *s
            .legal
            .iter()
            .find(|m| m.to_uci(s.game.topology()) == uci)
            .expect("a legal move");
        s.reduce(Action::ComputerMove { at, mv })
    }

    #[test]
    fn a_person_cannot_move_the_computer_s_pieces() {
        let s = tap(tap(against_black(), "e2"), "e4");
        assert!(s.computer_to_move());
        let s = tap(s, "e7");
        assert_eq!(s.selected, None, "black's pieces are the computer's");
        let s = computer_plays(s, "e7e5");
        assert_eq!(s.game.moves().len(), 2);
        assert!(s.person_to_move());
    }

    #[test]
    fn a_stale_or_misplaced_computer_move_is_ignored() {
        let s = tap(tap(against_black(), "e2"), "e4");
        let stale = s.turn_key();
        let e5 = *s
            .legal
            .iter()
            .find(|m| m.to_uci(s.game.topology()) == "e7e5")
            .unwrap();
        // Undone before the answer came: the answer is for another point.
        let s = s.reduce(Action::Undo);
        assert!(s.game.moves().is_empty());
        let s = s.reduce(Action::ComputerMove { at: stale, mv: e5 });
        assert!(s.game.moves().is_empty());
        // On a person's turn the computer never moves.
        let at = s.turn_key();
        let e4 = *s
            .legal
            .iter()
            .find(|m| m.to_uci(s.game.topology()) == "e2e4")
            .unwrap();
        let s = s.reduce(Action::ComputerMove { at, mv: e4 });
        assert!(s.game.moves().is_empty());
    }

    #[test]
    fn undo_takes_back_the_computer_s_reply_and_the_person_s_move() {
        let s = computer_plays(tap(tap(against_black(), "e2"), "e4"), "e7e5");
        let s = tap(tap(s, "g1"), "f3");
        let s = computer_plays(s, "b8c6");
        assert_eq!(s.game.moves().len(), 4);
        let s = s.reduce(Action::Undo);
        assert_eq!(s.game.moves().len(), 2, "the pair goes together");
        assert!(s.person_to_move());
        let s = s.reduce(Action::Undo);
        assert!(s.game.moves().is_empty());
        assert!(!s.can_undo());
    }

    #[test]
    fn undo_waits_for_a_person_s_move_when_the_computer_starts() {
        let opponents = Opponents::computer(&[Color::White], 1);
        let s = PlayState::from_game(Game::new(GameId::Standard), None, opponents);
        let s = computer_plays(s, "d2d4");
        assert!(!s.can_undo(), "only the computer has moved");
        let s = tap(tap(s, "d7"), "d5");
        let s = computer_plays(s, "c2c4");
        let s = s.reduce(Action::Undo);
        assert_eq!(s.game.moves().len(), 1, "back to black's turn after 1. d4");
    }

    #[test]
    fn a_hint_is_for_this_turn_only() {
        let s = against_black();
        let at = s.turn_key();
        let d4 = *s
            .legal
            .iter()
            .find(|m| m.to_uci(s.game.topology()) == "d2d4")
            .unwrap();
        let s = s.reduce(Action::Hint { at, mv: d4 });
        assert_eq!(s.hint, Some(d4));
        let s = tap(tap(s, "e2"), "e4");
        assert_eq!(s.hint, None, "a move clears the hint");
        let s = s.reduce(Action::Hint { at, mv: d4 });
        assert_eq!(s.hint, None, "a stale hint is not shown");
    }

    #[test]
    fn setting_up_starts_a_new_game_with_the_chosen_players() {
        let s = tap(tap(PlayState::new(GameId::Standard, None), "e2"), "e4");
        let s = s.reduce(Action::Ask(Dialog::SetUp));
        assert_eq!(s.dialog, Some(Dialog::SetUp));
        let s = s.reduce(Action::SetUp(Opponents::computer(&[Color::White], 5), None));
        assert!(s.game.moves().is_empty());
        assert!(s.computer_to_move());
        assert_eq!(s.dialog, None);
    }

    #[test]
    fn dice_undo_against_the_computer_goes_back_to_the_person_s_turn() {
        let opponents = Opponents::computer(&[Color::Black], 2);
        let mut s = PlayState::from_game(Game::new(GameId::Dice), Some(5), opponents);
        let roll = |s: PlayState| {
            s.reduce(Action::StartRoll)
                .reduce(Action::SettleRoll)
                .reduce(Action::DismissNotice)
        };
        // A few turns: each side rolls and plays its first legal move (or passes).
        for _ in 0..6 {
            s = roll(s);
            if let Some(&mv) = s.legal.first() {
                s = if s.computer_to_move() {
                    let at = s.turn_key();
                    s.reduce(Action::ComputerMove { at, mv })
                } else {
                    let mut s = s;
                    s.play(mv);
                    s
                };
            }
        }
        let plies = s.game.moves().len();
        s = s.reduce(Action::Undo);
        assert!(s.game.moves().len() < plies);
        assert!(!s.computer_to_move(), "a person is to move after undo");
        assert!(s.game.needs_roll() || s.game.pending_roll().is_some());
    }

    fn browse(s: PlayState, to: Browse) -> PlayState {
        s.reduce(Action::Browse(to))
    }

    #[test]
    fn browsing_shows_the_past_and_never_changes_the_game() {
        let mut s = PlayState::new(GameId::Standard, None);
        for (from, to) in [("e2", "e4"), ("d7", "d5"), ("e4", "d5")] {
            s = tap(tap(s, from), to);
        }
        let s = browse(s, Browse::Prev);
        assert_eq!(s.shown_ply(), 2);
        let view = s.view.clone().expect("a view of the past");
        assert!(view.legal.is_empty(), "no moves in the past");
        let d5 = cell(&s, "d5");
        assert_eq!(
            view.game.position().piece_at(d5).map(|p| p.color),
            Some(Color::Black)
        );
        assert_eq!(s.game.moves().len(), 3, "the game is unchanged");
        let s = browse(browse(s, Browse::First), Browse::Prev);
        assert_eq!(s.shown_ply(), 0);
        let s = browse(s, Browse::To(1));
        assert_eq!(s.shown_ply(), 1);
        // A tap while viewing goes back to the present and moves nothing.
        let s = tap(s, "d8");
        assert!(s.view.is_none());
        assert_eq!((s.game.moves().len(), s.selected), (3, None));
        let s = browse(browse(s, Browse::Next), Browse::To(2));
        let s = browse(browse(s, Browse::Next), Browse::Next);
        assert!(
            s.view.is_none(),
            "stepping past the last move is the present"
        );
        assert_eq!(browse(s, Browse::Last).shown_ply(), 3);
    }

    #[test]
    fn the_computer_plays_from_the_present_while_the_past_is_shown() {
        let s = tap(tap(against_black(), "e2"), "e4");
        let s = browse(s, Browse::First);
        let s = computer_plays(s, "e7e5");
        assert_eq!(s.game.moves().len(), 2);
        assert_eq!(s.shown_ply(), 0, "the view stays where it was");
        let s = browse(s, Browse::Last);
        assert!(s.person_to_move());
    }

    #[test]
    fn a_rematch_moves_every_player_on_a_seat() {
        let s = computer_plays(tap(tap(against_black(), "f2"), "f3"), "e7e5");
        let s = computer_plays(tap(tap(s, "g2"), "g4"), "d8h4");
        assert!(s.game.outcome().is_some());
        let s = s.reduce(Action::Rematch);
        assert!(s.game.moves().is_empty());
        assert!(s.opponents.plays(Color::White) && !s.opponents.plays(Color::Black));
        assert_eq!(s.opponents.level, 3);
        assert_eq!(s.home, Color::Black);
        let three = PlayState::new(GameId::ThreePlayer, None).rematch();
        assert_eq!(three.home, Color::Grey);
        assert_eq!(three.rematch().rematch().home, Color::White);
    }

    #[test]
    fn no_rematch_while_the_game_goes_on() {
        let s = tap(tap(PlayState::new(GameId::Standard, None), "e2"), "e4");
        assert_eq!(s.reduce(Action::Rematch).game.moves().len(), 1);
    }

    #[test]
    fn a_rematch_keeps_the_time_control_with_full_clocks() {
        let s = tap(tap(on_the_clock(GameId::Standard, "1+2"), "e2"), "e4");
        wall_clock::set(1_000_000 + 60_001);
        let s = s.reduce(Action::Flag(Color::Black)).reduce(Action::Rematch);
        assert!(s.game.moves().is_empty());
        assert_eq!(left(&s, Color::White), 60_000);
        assert_eq!(left(&s, Color::Black), 60_000);
    }

    fn on_the_clock(id: GameId, control: &str) -> PlayState {
        wall_clock::set(1_000_000);
        PlayState::new(id, Some(3)).with_clock(Some(Clock::new(control.parse().unwrap())))
    }

    fn left(s: &PlayState, color: Color) -> u32 {
        s.clock.as_ref().unwrap().left(color, wall_clock::now())
    }

    #[test]
    fn a_move_stops_the_mover_s_clock_and_adds_the_increment() {
        let s = on_the_clock(GameId::Standard, "1+2");
        wall_clock::set(1_010_000);
        assert_eq!(
            left(&s, Color::White),
            50_000,
            "white's clock runs from the start"
        );
        let s = tap(tap(s, "e2"), "e4");
        assert_eq!(left(&s, Color::White), 52_000);
        wall_clock::set(1_015_000);
        assert_eq!(left(&s, Color::White), 52_000);
        assert_eq!(left(&s, Color::Black), 55_000);
        // Undo: back to the times when white moved, and white's clock runs.
        let s = s.reduce(Action::Undo);
        assert_eq!(left(&s, Color::White), 50_000);
        assert_eq!(left(&s, Color::Black), 60_000);
        wall_clock::set(1_016_000);
        assert_eq!(left(&s, Color::White), 49_000);
    }

    #[test]
    fn a_fallen_flag_ends_the_game_and_undo_takes_it_back() {
        let s = tap(tap(on_the_clock(GameId::Standard, "1+0"), "e2"), "e4");
        let s = s.reduce(Action::Flag(Color::Black));
        assert!(
            s.game.outcome().is_none(),
            "a flag that has not fallen is refused"
        );
        wall_clock::set(1_000_000 + 60_001);
        let s = s.reduce(Action::Flag(Color::Black));
        let outcome = s.game.outcome().unwrap();
        assert_eq!(outcome.winner, Some(Color::White));
        assert_eq!(outcome.reason, sjakkboks_rules::EndReason::TimeForfeit);
        assert_eq!(left(&s, Color::Black), 0);
        assert!(s.legal.is_empty());
        let s = s.reduce(Action::Undo);
        assert!(s.game.outcome().is_none() && s.game.moves().is_empty());
        assert_eq!(left(&s, Color::Black), 60_000);
    }

    #[test]
    fn pause_stops_the_clock_and_the_board() {
        let s = on_the_clock(GameId::Standard, "1+0").reduce(Action::Pause);
        assert!(s.paused() && s.busy());
        wall_clock::set(1_500_000);
        assert_eq!(left(&s, Color::White), 60_000);
        let s = tap(tap(s, "e2"), "e4");
        assert!(s.game.moves().is_empty(), "no move while paused");
        let s = s.reduce(Action::Pause);
        assert!(!s.paused());
        wall_clock::set(1_501_000);
        assert_eq!(left(&s, Color::White), 59_000);
    }

    #[test]
    fn in_three_player_chess_a_flag_puts_the_player_out_and_the_next_clock_runs() {
        let s = on_the_clock(GameId::ThreePlayer, "0.05+0");
        wall_clock::set(1_003_000);
        let s = s.reduce(Action::Flag(Color::White));
        assert!(s.game.outcome().is_none());
        assert!(s.game.elimination(Color::White).is_some());
        assert_eq!(s.game.position().turn(), Color::Grey);
        wall_clock::set(1_004_000);
        assert_eq!(left(&s, Color::Grey), 2_000);
        // Undo cannot give white time that the clocks never had: the flag stays.
        let s = s.reduce(Action::Undo);
        assert_eq!(left(&s, Color::White), 0);
    }

    #[test]
    fn a_new_game_on_the_clock_and_a_dice_pass_passes_the_clock() {
        wall_clock::set(2_000_000);
        let s = PlayState::new(GameId::Dice, Some(1));
        let s = s.reduce(Action::SetUp(
            Opponents::people(),
            Some(TimeControl::minutes(1, 1)),
        ));
        assert!(s.clock.is_some());
        let mut s = s;
        // Roll until a roll passes the turn (or a move is due, then play it).
        for _ in 0..20 {
            let mover = s.game.position().turn();
            let plies = s.game.moves().len();
            let before = left(&s, mover);
            s = s
                .reduce(Action::StartRoll)
                .reduce(Action::SettleRoll)
                .reduce(Action::DismissNotice);
            if let Some(&mv) = s.legal.first() {
                s.play(mv);
            }
            if s.game.moves().len() > plies {
                assert_eq!(
                    left(&s, mover),
                    before + 1_000,
                    "each turn adds the increment"
                );
                return;
            }
        }
        panic!("no turn passed");
    }
}

//! The game session: the game with its legal moves and piece names, who plays
//! it, its clocks and die, the engine's hint, and which position of it is
//! shown. Every change of the game goes through [`GameSession::change`], which
//! brings the clocks, names and legal moves along. Time is an argument: the
//! session never reads a clock of its own.

use std::rc::Rc;

use sjakkboks_rules::clock::{Clock, Running};
use sjakkboks_rules::{Cell, CellSet, Color, Game, Move, Piece};

use crate::dice_rng::DiceRng;
use crate::opponents::{next_seat, Opponents};
use crate::piece_ids::PieceIds;

/// A point in the game where the computer was asked something: the number of
/// moves played and of rolls this turn. An answer for another point is stale.
pub type TurnKey = (usize, usize);

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

/// A position of the game's past on the board instead of the present: the
/// game taken back to it, with the names of its pieces.
#[derive(Clone, PartialEq, Debug)]
pub struct Past {
    /// The game taken back to the shown position.
    pub game: Rc<Game>,
    /// The names of its pieces, followed from the position shown before.
    pub ids: PieceIds,
}

/// One game with everything that goes with it between moves.
#[derive(Clone, PartialEq, Debug)]
pub struct GameSession {
    /// The game, as the rules crate keeps it (shared: a state is copied on
    /// every tap, the game only when it changes).
    pub game: Rc<Game>,
    /// The legal moves now (cached from the game).
    pub legal: Rc<Vec<Move>>,
    /// Names of the drawn pieces, so that moves animate.
    pub ids: PieceIds,
    /// Who plays: people only, or the computer in some seats.
    pub opponents: Opponents,
    /// The chess clocks, in a game played on the clock.
    pub clock: Option<Clock>,
    /// The die (dice chess only).
    pub die: DieState,
    /// The colour at the bottom of a board that does not turn: the first
    /// player, and the next one after each rematch.
    pub home: Color,
    /// The engine's suggestion for the player to move, shown as an arrow.
    pub hint: Option<Move>,
    /// The position of the past being shown, if not the present.
    pub past: Option<Rc<Past>>,
}

impl GameSession {
    /// A game already under way (saved, shared or imported) between
    /// `opponents`; `seed` makes the die deterministic.
    pub fn from_game(game: Game, seed: Option<u64>, opponents: Opponents) -> GameSession {
        let opponents = opponents.for_game(game.id());
        let home = game.id().rules().players[0];
        GameSession {
            legal: Rc::new(game.legal_moves()),
            ids: PieceIds::new(game.position()),
            game: Rc::new(game),
            opponents,
            clock: None,
            die: DieState {
                rng: DiceRng::new(seed),
                rolling: None,
                serial: 0,
            },
            home,
            hint: None,
            past: None,
        }
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

    /// The game whose last position is on the board: the present's, or the
    /// one taken back to the position of the past being shown.
    pub fn shown_game(&self) -> &Rc<Game> {
        self.past.as_ref().map_or(&self.game, |p| &p.game)
    }

    /// The names of the pieces on the board (of the shown position).
    pub fn shown_ids(&self) -> &PieceIds {
        self.past.as_ref().map_or(&self.ids, |p| &p.ids)
    }

    /// How many moves lead to the position on the board: the present's, or
    /// the one of the past being shown.
    pub fn shown_ply(&self) -> usize {
        self.shown_game().moves().len()
    }

    /// The moves that can be made on the board: none while the past is shown.
    pub fn shown_legal(&self) -> &[Move] {
        if self.past.is_some() {
            &[]
        } else {
            &self.legal
        }
    }

    /// The cells of the pieces that can move on the board, each once (none
    /// while the past is shown).
    pub fn movable(&self) -> Vec<Cell> {
        let froms: CellSet = self.shown_legal().iter().map(|m| m.from).collect();
        froms.iter().collect()
    }

    /// The legal moves of the piece on `cell`.
    pub fn moves_from(&self, cell: Cell) -> impl Iterator<Item = &Move> {
        self.legal.iter().filter(move |m| m.from == cell)
    }

    /// Whether the piece on `cell` can move on the board (never while the
    /// past is shown).
    pub fn can_move_from(&self, cell: Cell) -> bool {
        self.shown_legal().iter().any(|m| m.from == cell)
    }

    /// Whether `who` may resign now (the rules crate decides).
    pub fn can_resign(&self, who: Color) -> bool {
        Game::clone(&self.game).resign(who).is_ok()
    }

    /// The same game again from its start, every player in the next seat in
    /// turn order (two players swap colours): the computer's seats move on
    /// with them, and so does the bottom of a board that does not turn. The
    /// die, the computer's level and the time control (clocks full again) stay.
    pub fn rematch(&self, now: u64) -> GameSession {
        let players = self.game.id().rules().players;
        let mut next = GameSession::from_game(
            Game::new(self.game.id()),
            None,
            self.opponents.next_seats(players),
        );
        next.die.rng = self.die.rng;
        next.home = next_seat(players, self.home);
        // The same time control, every clock full again.
        next.with_clock(self.clock.as_ref().map(|c| Clock::new(c.control())), now)
    }

    /// This session with the game's clocks; a running clock runs for the
    /// player to move, and none runs once the game is over.
    pub fn with_clock(mut self, clock: Option<Clock>, now: u64) -> GameSession {
        self.clock = clock;
        self.follow_clock(self.game.moves().len(), self.game.position().turn(), now);
        self
    }

    /// Shows the position after `ply` moves (the present, or past it, ends the
    /// view) and gives the pieces that vanished from the board on the way.
    pub fn browse(&mut self, ply: usize) -> Option<Vec<(Cell, Piece)>> {
        if ply.min(self.game.moves().len()) == self.shown_ply() {
            return None;
        }
        let before = self.shown_game().position().clone();
        let names = self.shown_ids().clone();
        if ply >= self.game.moves().len() {
            self.past = None;
            return Some(names.vanished(&before, &self.ids));
        }
        let mut past = Game::clone(&self.game);
        while past.moves().len() > ply && past.undo().is_some() {}
        let ids = names.follow(&before, past.position());
        let vanished = names.vanished(&before, &ids);
        self.past = Some(Rc::new(Past {
            game: Rc::new(past),
            ids,
        }));
        Some(vanished)
    }

    /// Changes the game at time `now` and brings the clocks, the cached moves
    /// and the piece names along; gives the pieces that vanished.
    pub fn change(&mut self, f: impl FnOnce(&mut Game), now: u64) -> Vec<(Cell, Piece)> {
        let before = self.game.position().clone();
        let plies = self.game.moves().len();
        f(Rc::make_mut(&mut self.game));
        self.follow_clock(plies, before.turn(), now);
        let ids = self.ids.follow(&before, self.game.position());
        let vanished = self.ids.vanished(&before, &ids);
        self.ids = ids;
        self.legal = Rc::new(self.game.legal_moves());
        self.hint = None;
        vanished
    }

    /// Takes back the last move, and against the computer its reply too.
    pub fn undo(&mut self, now: u64) -> Vec<(Cell, Piece)> {
        self.past = None;
        let opponents = self.opponents;
        self.change(
            |game| {
                game.undo();
                // Against the computer: back to a person's turn, so the
                // computer's reply goes with the person's move.
                while opponents.plays(game.position().turn()) && game.undo().is_some() {}
            },
            now,
        )
    }

    /// Whether the player to move has no time left (their flag fell) and undo
    /// could take back more.
    pub fn flag_fallen_for_mover(&self) -> bool {
        let turn = self.game.position().turn();
        self.clock.as_ref().is_some_and(|c| c.banked(turn) == 0) && self.can_undo()
    }

    /// Brings the clocks along after the game changed from `plies` moves with
    /// `mover` to move: a turn passed, turns were taken back, or the game ended.
    fn follow_clock(&mut self, plies: usize, mover: Color, now: u64) {
        let Some(clock) = &mut self.clock else {
            return;
        };
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
}

//! A level being played: the learner's moves go in, the other side answers
//! (its replies, or a pass), the die rolls its fixed faces, and the level
//! ends reached (with stars) or failed (with what went wrong).

use sjakkboks_rules::{Cell, Color, EliminationReason, EndReason, Game, GameError, Move, Position};

use super::course::{Goal, Level};

/// The seed of the engine's noise when it plays a level's other side: fixed,
/// so that a level plays the same each time (the engine's levels 1-6 end on
/// their node budgets), and its reference solution is proven against these replies.
pub const ENGINE_SEED: u64 = 1;

/// How a level went wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Failure {
    /// The move left pieces that the other side could take: each capture
    /// it could make, from its piece's cell to the learner's piece.
    CanBeTaken(Vec<(Cell, Cell)>),
    /// A reply took the learner's piece on this cell.
    Taken(Cell),
    /// Not the move that reaches the goal (or not the way the level goes on).
    NotIt,
    /// The game ended, but not as the goal asks.
    Ended,
    /// The move checks a king that only watches here: the goal must be
    /// reached without checking it.
    ChecksWatcher,
    /// The level's rolls are used up before the goal was reached.
    OutOfRolls,
}

/// Where a level stands.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RunState {
    /// The learner is to move.
    Playing,
    /// The goal is reached, with this many stars (1 to 3).
    Done(u8),
    /// The level failed.
    Failed(Failure),
}

/// Why a move was not taken.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RunError {
    /// The level is over (reached or failed): try it again first.
    Over,
    /// The move is not legal here.
    Illegal,
    /// No draw can be claimed now, or resigning is not allowed now (dice
    /// chess: only on a turn with a one).
    NotNow,
}

/// A level in play.
#[derive(Clone, Debug)]
pub struct LevelRun {
    level: Level,
    game: Game,
    learner: Color,
    moves: usize,
    targets: Vec<Cell>,
    replies: usize,
    rolls: usize,
    state: RunState,
}

/// Stars for reaching the goal in `moves` moves, where `limit` earns three:
/// 3 within the limit, 2 for a little over (half the limit more, at least
/// one move), 1 otherwise.
pub fn stars(moves: usize, limit: usize) -> u8 {
    if moves <= limit {
        3
    } else if moves <= limit + (limit / 2).max(1) {
        2
    } else {
        1
    }
}

impl LevelRun {
    /// The level from its start, rolled to the learner's first move.
    pub fn new(level: &Level) -> LevelRun {
        let mut run = LevelRun {
            level: level.clone(),
            game: Game::from_position(level.start.clone()),
            learner: level.start.turn(),
            moves: 0,
            targets: level.targets.clone(),
            replies: 0,
            rolls: 0,
            state: RunState::Playing,
        };
        run.advance();
        run
    }

    /// The game as it stands (what the board shows).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The learner's colour.
    pub fn learner(&self) -> Color {
        self.learner
    }

    /// The targets not yet collected.
    pub fn targets(&self) -> &[Cell] {
        &self.targets
    }

    /// The learner's moves so far.
    pub fn moves(&self) -> usize {
        self.moves
    }

    /// Where the level stands.
    pub fn state(&self) -> &RunState {
        &self.state
    }

    /// Whether the engine is to play the other side's move now (see
    /// [`LevelRun::reply`]).
    pub fn engine_to_move(&self) -> Option<u8> {
        let waits = self.state == RunState::Playing
            && self.game.position().turn() != self.learner
            && !self.game.needs_roll();
        self.level.engine.filter(|_| waits)
    }

    /// Plays the engine's move for the other side, then the die's rolls up
    /// to the learner's next move (or the level's end).
    pub fn reply(&mut self, mv: Move) -> Result<(), RunError> {
        self.playing()?;
        if self.engine_to_move().is_none() {
            return Err(RunError::Illegal);
        }
        self.answer(|game| game.play(mv).map(|()| mv).map_err(|_| ()));
        self.advance();
        Ok(())
    }

    /// Plays the learner's move, then the other side's answers and the die's
    /// rolls up to the learner's next move (or the level's end).
    pub fn play(&mut self, mv: Move) -> Result<(), RunError> {
        self.playing()?;
        if self.game.position().turn() != self.learner {
            // The engine is to move (`reply`).
            return Err(RunError::Illegal);
        }
        let before = self.game.position().clone();
        self.game.play(mv).map_err(|_| RunError::Illegal)?;
        self.moves += 1;
        self.targets.retain(|&t| t != mv.to);
        if self.reached(&before, mv) {
            self.state = RunState::Done(stars(self.moves, self.level.limit));
            return Ok(());
        }
        if self.game.outcome().is_some() {
            self.state = RunState::Failed(Failure::Ended);
            return Ok(());
        }
        if self.level.safe {
            if let Some(failure) = self.left_to_be_taken() {
                self.state = RunState::Failed(failure);
                return Ok(());
            }
        }
        let waits = matches!(self.level.goal, Goal::Collect | Goal::Win);
        let answered = self.replies < self.level.replies.len() || self.level.engine.is_some();
        if !waits && !answered {
            self.state = RunState::Failed(Failure::NotIt);
            return Ok(());
        }
        self.advance();
        Ok(())
    }

    /// Claims the draw the learner may claim now (the goal of a
    /// [`Goal::Claim`] level; any other level ends failed).
    pub fn claim(&mut self) -> Result<(), RunError> {
        self.playing()?;
        let claim = self.game.claimable().first().copied();
        let claim = claim.ok_or(RunError::NotNow)?;
        let taken = self.game.claim(claim);
        self.declared(taken, Goal::Claim)
    }

    /// The learner resigns (the goal of a [`Goal::Resign`] level; any other
    /// level ends failed).
    pub fn resign(&mut self) -> Result<(), RunError> {
        self.playing()?;
        let taken = self.game.resign(self.learner);
        self.declared(taken, Goal::Resign)
    }

    /// An error unless the level is still being played.
    fn playing(&self) -> Result<(), RunError> {
        match self.state {
            RunState::Playing => Ok(()),
            _ => Err(RunError::Over),
        }
    }

    /// Ends the level after the learner's claim or resignation, if the game
    /// `taken` it: reached if `goal` is the level's.
    fn declared(&mut self, taken: Result<(), GameError>, goal: Goal) -> Result<(), RunError> {
        taken.map_err(|_| RunError::NotNow)?;
        self.state = if self.level.goal == goal {
            RunState::Done(stars(self.moves, self.level.limit))
        } else {
            RunState::Failed(Failure::Ended)
        };
        Ok(())
    }

    /// Whether the learner's move `mv`, played from `before`, reaches the goal.
    fn reached(&self, before: &Position, mv: Move) -> bool {
        let after = self.game.position();
        let won = self
            .game
            .outcome()
            .is_some_and(|o| o.winner == Some(self.learner));
        match self.level.goal {
            Goal::Collect => self.targets.is_empty(),
            Goal::Mate => {
                let mated = self.game.outcome().is_some_and(|o| {
                    matches!(o.reason, EndReason::Checkmate | EndReason::DoubleMate)
                });
                let put_out = before.players_in_game().any(|c| {
                    c != self.learner
                        && self.game.elimination(c) == Some(EliminationReason::Checkmated)
                });
                (mated && won) || put_out
            }
            Goal::Win => won,
            Goal::Promote => mv.promotion.is_some(),
            Goal::Check => after.is_check(),
            Goal::Capture => {
                before.is_capture(&mv)
                    && (self.level.targets.is_empty() || self.level.targets.contains(&mv.to))
            }
            Goal::Draw => self.game.outcome().is_some_and(|o| o.winner.is_none()),
            Goal::Move => true,
            Goal::Claim | Goal::Resign => false,
        }
    }

    /// With the other side to move: the captures of the learner's pieces it could make.
    fn left_to_be_taken(&self) -> Option<Failure> {
        let position = self.game.position();
        let mut attacks: Vec<(Cell, Cell)> = Vec::new();
        for mv in self.game.legal_moves() {
            let theirs = position
                .piece_at(mv.to)
                .is_some_and(|p| p.color == self.learner);
            if theirs && !attacks.contains(&(mv.from, mv.to)) {
                attacks.push((mv.from, mv.to));
            }
        }
        (!attacks.is_empty()).then_some(Failure::CanBeTaken(attacks))
    }

    /// Plays the other side's replies (or passes) and the die's rolls until
    /// the learner is to move, or the level ends.
    fn advance(&mut self) {
        while self.state == RunState::Playing {
            if let Some(outcome) = self.game.outcome() {
                let asked = match self.level.goal {
                    Goal::Win | Goal::Mate => outcome.winner == Some(self.learner),
                    Goal::Draw => outcome.winner.is_none(),
                    _ => false,
                };
                self.state = if asked {
                    RunState::Done(stars(self.moves, self.level.limit))
                } else {
                    RunState::Failed(Failure::Ended)
                };
                return;
            }
            let learners_turn = self.game.position().turn() == self.learner;
            let Some(reply) = self
                .level
                .replies
                .get(self.replies)
                .filter(|_| !learners_turn)
                .cloned()
            else {
                if !learners_turn && self.level.engine.is_none() {
                    // No reply left: the other side passes (and rolls nothing).
                    match self.game.position().with_turn(self.learner) {
                        Ok(passed) => self.game = Game::from_position(passed),
                        Err(_) => self.state = RunState::Failed(Failure::ChecksWatcher),
                    }
                    continue;
                }
                if !self.game.needs_roll() {
                    // The learner's move, or the engine's (`reply`).
                    return;
                }
                self.roll();
                continue;
            };
            if self.game.needs_roll() {
                self.roll();
                continue;
            }
            self.replies += 1;
            self.answer(|game| game.play_uci(&reply).map_err(|_| ()));
        }
    }

    /// Plays the other side's move, made by `play`: failed if it cannot be
    /// played, or takes a piece of the learner's that the level keeps.
    fn answer(&mut self, play: impl FnOnce(&mut Game) -> Result<Move, ()>) {
        let before = self.game.position().clone();
        match play(&mut self.game) {
            Ok(mv) => {
                let took = before
                    .piece_at(mv.to)
                    .is_some_and(|p| p.color == self.learner);
                if self.level.keep && took {
                    self.state = RunState::Failed(Failure::Taken(mv.to));
                }
            }
            Err(()) => self.state = RunState::Failed(Failure::NotIt),
        }
    }

    /// Rolls the level's next face (failed when there is none left).
    fn roll(&mut self) {
        let face = self.level.rolls.get(self.rolls).copied();
        self.rolls += 1;
        if face.is_none_or(|face| self.game.roll(face).is_err()) {
            self.state = RunState::Failed(Failure::OutOfRolls);
        }
    }
}

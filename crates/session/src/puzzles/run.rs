//! One puzzle being solved, as the trainer plays it: the opponent's setting move
//! ([`PuzzleRun::start`]), then the solver's moves: a right one plays the replies, a
//! wrong one is refused (the puzzle counts as failed, and may be tried again); a last
//! move that wins the game another way counts as right, as on lichess. *Hint* names
//! the piece to move, *Solution* plays the line out. Dice chess rolls the puzzle's
//! faces by itself before each move.

use std::fmt;

use sjakkboks_rules::{Cell, Color, FenError, Game, GameError, GameId, Move, Position, Rolled};

use super::file::Puzzle;

/// Where a puzzle stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RunState {
    /// The solver is to find the next move.
    Solving,
    /// Every solver move has been played.
    Solved,
    /// The last move tried was wrong: try again (the puzzle counts as failed).
    Failed,
}

impl RunState {
    /// The state's name for the page (`data-puzzle-state`).
    pub fn name(self) -> &'static str {
        match self {
            RunState::Solving => "solving",
            RunState::Solved => "solved",
            RunState::Failed => "failed",
        }
    }
}

/// What a solver's move did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// Right: the reply (if any) has been played.
    Right,
    /// Right, and the puzzle is solved.
    Solved,
    /// Not the move: nothing changed on the board.
    Wrong,
}

/// Why a puzzle cannot be played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RunError {
    /// Its position does not read.
    Fen(FenError),
    /// Move `index` (0 = the setting move) is not legal with its roll.
    Move {
        /// The move's place in the line.
        index: usize,
        /// The game's reason.
        error: GameError,
    },
    /// Move `index` has no roll that lets it be made (dice chess).
    Roll {
        /// The move's place in the line.
        index: usize,
    },
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::Fen(e) => write!(f, "the puzzle's position does not read: {e}"),
            RunError::Move { index, error } => write!(f, "move {index} of the puzzle: {error}"),
            RunError::Roll { index } => write!(f, "move {index} of the puzzle has no fitting roll"),
        }
    }
}

impl std::error::Error for RunError {}

/// A puzzle in play.
#[derive(Clone, Debug)]
pub struct PuzzleRun {
    puzzle: Puzzle,
    game: Game,
    /// The index in the puzzle's moves of the next move to play.
    next: usize,
    solver: Color,
    state: RunState,
    /// Whether the solver made a wrong move, asked for a hint or saw the solution.
    helped: bool,
}

impl PuzzleRun {
    /// The puzzle of `game` at its position before the setting move.
    pub fn new(game: GameId, puzzle: &Puzzle) -> Result<PuzzleRun, RunError> {
        let start = Position::from_fen(game, &puzzle.fen).map_err(RunError::Fen)?;
        let mut run = PuzzleRun {
            puzzle: puzzle.clone(),
            game: Game::from_position(start),
            next: 0,
            solver: Color::White,
            state: RunState::Solving,
            helped: false,
        };
        run.roll()?;
        // The whole line must replay, so that no move fails half-way.
        let mut check = run.clone();
        while check.next < check.puzzle.moves.len() {
            check.play_next()?;
        }
        Ok(run)
    }

    /// Plays the opponent's setting move; the solver is to move after it.
    pub fn start(&mut self) -> Result<Move, RunError> {
        let mv = self.play_next()?;
        self.solver = self.game.position().turn();
        Ok(mv)
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The game as it stands (rolled for the next move, in dice chess).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The solver's colour (known once started).
    pub fn solver(&self) -> Color {
        self.solver
    }

    /// Where the puzzle stands.
    pub fn state(&self) -> RunState {
        self.state
    }

    /// Whether the puzzle was solved without a wrong move, hint or solution (what
    /// the rating counts as solved).
    pub fn clean(&self) -> bool {
        self.state == RunState::Solved && !self.helped
    }

    /// The solver's move `mv`: right (the reply follows), solved, or wrong.
    pub fn try_move(&mut self, mv: Move) -> Result<Verdict, RunError> {
        if self.state == RunState::Solved || self.next == 0 {
            return Ok(Verdict::Wrong);
        }
        let expected = self.expected()?;
        let last = self.next + 1 == self.puzzle.moves.len();
        if mv != expected && !(last && self.wins(mv)) {
            self.state = RunState::Failed;
            self.helped = true;
            return Ok(Verdict::Wrong);
        }
        self.advance(mv)?;
        self.state = RunState::Solving;
        if self.next == self.puzzle.moves.len() {
            self.state = RunState::Solved;
            return Ok(Verdict::Solved);
        }
        // The replies (two in three-player chess) up to the solver's next move.
        while self.game.position().turn() != self.solver {
            self.play_next()?;
        }
        Ok(Verdict::Right)
    }

    /// The cell of the piece to move next (a hint; it counts as help).
    pub fn hint(&mut self) -> Option<Cell> {
        if self.state == RunState::Solved || self.next == 0 {
            return None;
        }
        self.helped = true;
        self.expected().ok().map(|m| m.from)
    }

    /// Plays the next solver move and its reply (the solution, a step at a time; it
    /// counts as help). `None` once solved.
    pub fn solution_step(&mut self) -> Result<Option<Verdict>, RunError> {
        if self.state == RunState::Solved || self.next == 0 {
            return Ok(None);
        }
        self.helped = true;
        let expected = self.expected()?;
        self.try_move(expected).map(Some)
    }

    /// The next move of the line.
    fn expected(&self) -> Result<Move, RunError> {
        let text = &self.puzzle.moves[self.next];
        self.game
            .position()
            .parse_uci(text)
            .map_err(|e| RunError::Move {
                index: self.next,
                error: GameError::MoveText(e),
            })
    }

    /// Whether `mv` wins the game for the solver at once.
    fn wins(&self, mv: Move) -> bool {
        let mut game = self.game.clone();
        game.play(mv).is_ok()
            && game
                .outcome()
                .is_some_and(|o| o.winner == Some(self.solver))
    }

    /// Plays the line's next move (the setting move or a reply) and rolls for the one
    /// after.
    fn play_next(&mut self) -> Result<Move, RunError> {
        let mv = self.expected()?;
        self.advance(mv)?;
        Ok(mv)
    }

    /// Plays `mv` as the line's next move and rolls for the one after.
    fn advance(&mut self, mv: Move) -> Result<(), RunError> {
        self.game.play(mv).map_err(|error| RunError::Move {
            index: self.next,
            error,
        })?;
        self.next += 1;
        self.roll()
    }

    /// Dice chess: rolls the face of the next move, if the game waits for a roll.
    fn roll(&mut self) -> Result<(), RunError> {
        let Some(&face) = self.puzzle.rolls.get(self.next) else {
            return Ok(());
        };
        if !self.game.needs_roll() {
            return Ok(());
        }
        match self.game.roll(face) {
            Ok(Rolled::Move) => Ok(()),
            _ => Err(RunError::Roll { index: self.next }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(fen: &str, moves: &str, rolls: &[u8]) -> Puzzle {
        Puzzle {
            id: "t".into(),
            fen: fen.into(),
            moves: moves.split_whitespace().map(str::to_string).collect(),
            rating: 1000,
            themes: Vec::new(),
            rolls: rolls.to_vec(),
        }
    }

    fn mv(run: &PuzzleRun, text: &str) -> Move {
        run.game().position().parse_uci(text).unwrap()
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn a_right_move_plays_the_reply_and_a_wrong_one_may_be_tried_again() {
        let p = puzzle(START, "e2e4 e7e5 g1f3 b8c6", &[]);
        let mut run = PuzzleRun::new(GameId::Standard, &p).unwrap();
        assert_eq!(
            run.try_move(mv(&run, "e2e4")).unwrap(),
            Verdict::Wrong,
            "not started"
        );
        run.start().unwrap();
        assert_eq!(run.solver(), Color::Black);
        assert_eq!(run.try_move(mv(&run, "d7d5")).unwrap(), Verdict::Wrong);
        assert_eq!(run.state(), RunState::Failed);
        assert_eq!(run.game().moves().len(), 1, "a wrong move changes nothing");
        assert_eq!(run.try_move(mv(&run, "e7e5")).unwrap(), Verdict::Right);
        assert_eq!(run.game().moves().len(), 3, "the reply is played");
        assert_eq!(run.try_move(mv(&run, "b8c6")).unwrap(), Verdict::Solved);
        assert_eq!(run.state(), RunState::Solved);
        assert!(!run.clean(), "a wrong move on the way");
    }

    #[test]
    fn any_mating_last_move_solves_and_hints_and_solutions_count_as_help() {
        // Back rank: after a7-a6, both rooks mate on the eighth rank.
        let fen = "6k1/p4ppp/8/8/8/8/5PPP/3RR1K1 b - - 0 1";
        let p = puzzle(fen, "a7a6 d1d8", &[]);
        let mut run = PuzzleRun::new(GameId::Standard, &p).unwrap();
        run.start().unwrap();
        assert_eq!(run.try_move(mv(&run, "e1e8")).unwrap(), Verdict::Solved);
        assert!(run.clean());
        let mut helped = PuzzleRun::new(GameId::Standard, &p).unwrap();
        helped.start().unwrap();
        let d1 = helped.game().topology().cell_by_label("d1");
        assert_eq!(helped.hint(), d1);
        assert_eq!(helped.solution_step().unwrap(), Some(Verdict::Solved));
        assert!(!helped.clean());
        assert_eq!(helped.solution_step().unwrap(), None);
    }

    #[test]
    fn dice_puzzles_roll_their_faces() {
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let p = puzzle(fen, "e2e4 g8f6", &[6, 4]);
        let mut run = PuzzleRun::new(GameId::Dice, &p).unwrap();
        run.start().unwrap();
        assert_eq!(run.game().pending_roll(), Some(4));
        assert_eq!(run.game().legal_moves().len(), 4, "the knights' moves");
        let bad = puzzle(fen, "e2e4 g8f6", &[6, 1]);
        assert_eq!(
            PuzzleRun::new(GameId::Dice, &bad).unwrap_err(),
            RunError::Roll { index: 1 }
        );
    }

    #[test]
    fn three_players_reply_with_both_other_seats() {
        let fen = sjakkboks_rules::Position::start(GameId::ThreePlayer).to_fen();
        let p = puzzle(&fen, "e2e4 n2n3 v2v3 d2d3 m2m3", &[]);
        let mut run = PuzzleRun::new(GameId::ThreePlayer, &p).unwrap();
        run.start().unwrap();
        assert_eq!(run.solver(), Color::Grey);
        assert_eq!(run.try_move(mv(&run, "n2n3")).unwrap(), Verdict::Right);
        assert_eq!(run.game().moves().len(), 4, "black and white replied");
        assert_eq!(run.try_move(mv(&run, "m2m3")).unwrap(), Verdict::Solved);
    }

    #[test]
    fn a_line_that_does_not_replay_is_refused() {
        let p = puzzle(START, "e2e4 e7e6 e4e6", &[]);
        let err = PuzzleRun::new(GameId::Standard, &p).unwrap_err();
        assert!(matches!(err, RunError::Move { index: 2, .. }), "{err:?}");
        assert!(err.to_string().starts_with("move 2 of the puzzle"));
    }
}

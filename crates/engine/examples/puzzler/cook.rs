//! Finding a puzzle after a move, after lichess-puzzler's generator: the position is a
//! candidate when the player to move (the solver) can now win by force within a few
//! moves, or has clearly better winning chances than at their last turn; the line is
//! then played out at the judging search, and kept only if every solver move is an
//! only move ([`Pair::is_only_move`]) and it ends in a win or a decisive gain. Before
//! the judging search, a pre-check judges each solver move (each face tried, in dice
//! chess) at a small search and drops those far from an only move there (most
//! candidates fail at once, and the judging search, many times larger, is what
//! costs); what passes is judged as strictly as without it.
//!
//! The opponents' replies are the judging search's best defence. In dice chess every
//! ply gets a roll: the solver's is the first face (in a seeded order) for which the
//! solver has an only move, each opponent's a random face that allows a move. In
//! three-player chess the solver is one seat and both other seats reply; with all
//! three in, checkmating one opponent is a win of its own (the search scores only the
//! game's end as a win, so the rules find it): the solver's only move that mates, if
//! the judging search sees no clearly better move ([`only_mate`]).

use crate::line::{self, Ply};
use crate::tally::{Reject, Stage, Tally};
use sjakkboks_engine::puzzle::{
    best_move, best_two, judging_limits, mating_moves, only_mate, Pair,
};
use sjakkboks_engine::{winning_chances, Engine, Limits, Rng, Score};
use sjakkboks_rules::{Color, Game, GameId, Move};
use std::time::Instant;

/// The longest win looked for, in solver moves (mate in 1 to 4).
pub const MAX_SOLVER_MOVES: usize = 4;
/// Winning chances the solver must reach for a decisive gain.
pub const DECISIVE: f64 = 0.5;
/// Winning chances at which a game is decided (and a gain crushing).
pub const CRUSHING: f64 = 0.9;
/// How much the solver's winning chances must have grown since their last turn.
const JUMP: f64 = 0.5;
/// The lead (winning chances, see [`Pair::lead`]) a solver move must have at the
/// pre-check's small search to be judged at the full one: a quarter of the
/// only-move margin, as a small search may see the gap much smaller than a large one
/// (a puzzle of 2026-11-28 led by 0.21 at 125,000 nodes and alone won at 2,000,000),
/// while most candidates that fail lead by less than 0.05 at the small search.
const PRECHECK_LEAD: f64 = 0.1;

/// What the solver achieves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The game is won (mate, or the game's own win) by the last solver move; three
    /// players with all three in: an opponent checkmated by it.
    Win,
    /// A decisive gain: the winning chances at the end are at least [`DECISIVE`].
    Advantage,
}

/// The pre-check's verdict on a solver's turn ([`Cook::precheck`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Precheck {
    /// Far from an only move at the small search: not judged.
    Failed,
    /// Judged at the full search; `best` is the small search's best move, where it
    /// searched for one (none without a pre-check, or for a three-player mate).
    Passed {
        /// The best move at the pre-check's search.
        best: Option<Move>,
    },
}

/// A puzzle found: the game before the opponent's move that sets it, that move, and the
/// solution (solver moves and replies).
pub struct Found {
    /// The game before the setting move (from its position alone, no history).
    pub start: Game,
    /// The opponent's move that sets the puzzle.
    pub setup: Ply,
    /// The solver's moves and the replies, alternating, a solver move last.
    pub line: Vec<Ply>,
    /// The solver's score after the line's last move (at the judging search).
    pub score: Score,
}

/// The searches of one generator run.
pub struct Cook {
    id: GameId,
    engine: Engine,
    screen: Limits,
    /// The pre-check's search; `None` to judge every candidate at the full search.
    precheck: Option<Limits>,
    judge: Limits,
    /// Each seat's winning chances at its last turn (the screening search's).
    last: [f64; 3],
    /// How many candidates were judged.
    pub candidates: usize,
    /// Why candidates were turned down, and the time of each stage.
    pub tally: Tally,
}

impl Cook {
    /// A cook for `id`: positions screened at `screen_nodes`, candidates pre-checked at
    /// `precheck_nodes` (0: no pre-check), lines judged at `judge_nodes`.
    pub fn new(id: GameId, screen_nodes: u64, precheck_nodes: u64, judge_nodes: u64) -> Cook {
        Cook {
            id,
            engine: Engine::new(16),
            screen: judging_limits(screen_nodes),
            precheck: (precheck_nodes > 0).then(|| judging_limits(precheck_nodes)),
            judge: judging_limits(judge_nodes),
            last: [0.0; 3],
            candidates: 0,
            tally: Tally::default(),
        }
    }

    /// Forgets the last game's scores (a new game starts).
    pub fn new_game(&mut self) {
        self.last = [0.0; 3];
        self.engine.clear();
    }

    /// Whether the game is decided (two players, one of them crushing at the last
    /// turn): no candidate can come any more, as neither side's chances can jump.
    pub fn decided(&self) -> bool {
        self.id.rules().players.len() == 2 && self.last.iter().any(|&c| c.abs() >= CRUSHING)
    }

    /// The puzzle that `setup`, played in `before`, sets, if any; when not
    /// `one_move_welcome` (one-move gains are over their share), a gain whose line
    /// looks like a one-move gain at the pre-check's search is not judged
    /// ([`Cook::one_move_ahead`]).
    pub fn examine(
        &mut self,
        before: &Game,
        setup: Ply,
        one_move_welcome: bool,
        rng: &mut Rng,
    ) -> Option<Found> {
        // The puzzle is played from the position alone, as the trainer will.
        let start = Game::from_position(before.position().clone());
        let mut after = start.clone();
        if !line::play(&mut after, setup) || after.outcome().is_some() {
            return None;
        }
        let solver = after.position().turn();
        let since = Instant::now();
        let candidate = self.candidate(&after, solver, rng);
        self.tally.spent(Stage::Screen, since);
        let (after, goal) = candidate?;
        self.candidates += 1;
        let since = Instant::now();
        let verdict = self.precheck(&after);
        self.tally.spent(Stage::Precheck, since);
        let Precheck::Passed { best } = verdict else {
            self.tally.reject(Reject::Precheck);
            return None;
        };
        if !one_move_welcome && goal == Goal::Advantage {
            let since = Instant::now();
            let one_move = self.one_move_ahead(&after, best);
            self.tally.spent(Stage::Precheck, since);
            if one_move {
                self.tally.reject(Reject::OneMoveAhead);
                return None;
            }
        }
        let since = Instant::now();
        let solved = self.solve(after, solver, goal, rng);
        self.tally.spent(Stage::Judge, since);
        let (line, score) = solved.map_err(|r| self.tally.reject(r)).ok()?;
        Some(Found {
            start,
            setup,
            line,
            score,
        })
    }

    /// Whether the solver's turn in `game` is a candidate; the game (rolled, in dice
    /// chess) and the goal if so. Updates the solver's last chances.
    fn candidate(&mut self, game: &Game, solver: Color, rng: &mut Rng) -> Option<(Game, Goal)> {
        let before = self.last[solver.index()];
        let mut result = None;
        let mut now = None;
        for game in self.turns(game, rng) {
            if game.legal_moves().len() < 2 {
                continue;
            }
            let Some(best) = best_move(&mut self.engine, &game, &[], &self.screen) else {
                continue;
            };
            let chances = winning_chances(self.id, best.score);
            now.get_or_insert(chances);
            // Three players: a mate of an opponent is new whatever the score.
            let mates = !mating_moves(&game).is_empty();
            if before >= DECISIVE && !mates {
                // Already winning at the last turn: nothing new to find.
                break;
            }
            let goal = match best.score {
                _ if mates => Goal::Win,
                Score::Mate(n) if n > 0 && n as usize <= MAX_SOLVER_MOVES => Goal::Win,
                _ if chances >= DECISIVE && chances >= before + JUMP => Goal::Advantage,
                _ => continue,
            };
            result = Some((game, goal));
            break;
        }
        if let Some(c) = now {
            self.last[solver.index()] = c;
        }
        result
    }

    /// The ways the player to move in `game` may start the turn: the game itself, or in
    /// dice chess the game after each face (in a seeded order) that allows a move.
    fn turns(&self, game: &Game, rng: &mut Rng) -> Vec<Game> {
        if !game.needs_roll() {
            return vec![game.clone()];
        }
        line::faces(rng)
            .iter()
            .filter_map(|&f| line::rolled(game, f))
            .collect()
    }

    /// Whether the candidate `game` (the solver to move, rolled in dice chess) passes
    /// the pre-check ([`Cook::leads_at_precheck`]). Three players with a mate at hand:
    /// the mate is the only one, and the pre-check's search sees no clearly better move.
    fn precheck(&mut self, game: &Game) -> Precheck {
        if !mating_moves(game).is_empty() {
            let limits = self.precheck.unwrap_or(self.judge);
            return match only_mate(&mut self.engine, game, &limits) {
                Some(_) => Precheck::Passed { best: None },
                None => Precheck::Failed,
            };
        }
        self.leads_at_precheck(game)
    }

    /// Whether the best move in `game` leads the second by [`PRECHECK_LEAD`] at the
    /// pre-check's small search (always, without a pre-check): only then is it judged
    /// at the full search.
    fn leads_at_precheck(&mut self, game: &Game) -> Precheck {
        let Some(limits) = self.precheck else {
            return Precheck::Passed { best: None };
        };
        match best_two(&mut self.engine, game, &limits) {
            Some(pair) if pair.lead(self.id) >= PRECHECK_LEAD => Precheck::Passed {
                best: Some(pair.best.mv),
            },
            _ => Precheck::Failed,
        }
    }

    /// Whether the line from the candidate `game` looks like a one-move gain at the
    /// pre-check's search: after the best move there and the best reply, the solver's
    /// next move does not lead by [`PRECHECK_LEAD`] (or the reply ends the game). Two
    /// players without dice only (the look ahead draws no roll and no second reply);
    /// `false` elsewhere, and without a pre-check. `first`: the solver's best move at
    /// the pre-check's search, where the pre-check found it (not searched again).
    fn one_move_ahead(&mut self, game: &Game, first: Option<Move>) -> bool {
        let Some(limits) = self.precheck else {
            return false;
        };
        if game.needs_roll() || self.id.rules().players.len() != 2 {
            return false;
        }
        let mut game = game.clone();
        for ply in 0..2 {
            let known = if ply == 0 { first } else { None };
            let Some(mv) =
                known.or_else(|| best_move(&mut self.engine, &game, &[], &limits).map(|b| b.mv))
            else {
                return ply == 1;
            };
            if game.play(mv).is_err() {
                return false;
            }
            if game.outcome().is_some() {
                // A solver move that ends the game is judged in full; a reply that
                // ends it leaves one move.
                return ply == 1;
            }
        }
        self.leads_at_precheck(&game) == Precheck::Failed
    }

    /// Plays the line out from `game` (rolled for the solver's first move) at the
    /// judging search; the line and the solver's final score if it makes a puzzle, or
    /// why not. Three players with a mate at hand: the only mating move, if the judging
    /// search sees no clearly better move.
    fn solve(
        &mut self,
        mut game: Game,
        solver: Color,
        goal: Goal,
        rng: &mut Rng,
    ) -> Result<(Vec<Ply>, Score), Reject> {
        if !mating_moves(&game).is_empty() {
            let mv = only_mate(&mut self.engine, &game, &self.judge).ok_or(Reject::FirstNotOnly)?;
            return Ok((vec![Ply { mv, roll: None }], Score::Mate(1)));
        }
        let mut plies: Vec<(Ply, Option<Pair>)> = Vec::new();
        let mut solver_moves = 0;
        while game.outcome().is_none() && solver_moves < MAX_SOLVER_MOVES {
            let (ply, pair, next) = if game.position().turn() == solver {
                let Some((ply, pair, next)) = self.solver_move(&game, goal, rng) else {
                    break;
                };
                solver_moves += 1;
                (ply, Some(pair), next)
            } else {
                let (ply, next) = self.reply(&game, rng).ok_or(Reject::NoReply)?;
                (ply, None, next)
            };
            plies.push((ply, pair));
            game = next;
        }
        if plies.is_empty() {
            return Err(Reject::FirstNotOnly);
        }
        self.finish(plies, goal, &game, solver)
    }

    /// Cuts the line to its last solver move worth playing and checks its end (a gain
    /// in one move is kept here; the caller keeps it only if it is very easy).
    fn finish(
        &self,
        mut plies: Vec<(Ply, Option<Pair>)>,
        goal: Goal,
        end: &Game,
        solver: Color,
    ) -> Result<(Vec<Ply>, Score), Reject> {
        let line = |plies: &[(Ply, Option<Pair>)]| plies.iter().map(|p| p.0).collect();
        if goal == Goal::Win {
            let won = end.outcome().is_some_and(|o| o.winner == Some(solver));
            return match plies.last() {
                Some((_, Some(last))) if won => Ok((line(&plies), last.best.score)),
                _ => Err(Reject::NotWon),
            };
        }
        // A line ends on a solver move that was not forced (lichess drops a last
        // move that had no alternative: it teaches nothing).
        while let Some((_, pair)) = plies.last() {
            match pair {
                Some(p) if p.second.is_some() => break,
                _ => {
                    plies.pop();
                }
            }
        }
        match plies.last() {
            Some((_, Some(last))) if winning_chances(self.id, last.best.score) >= DECISIVE => {
                Ok((line(&plies), last.best.score))
            }
            _ => Err(Reject::NotDecisive),
        }
    }

    /// The solver's only move in `game` (in dice chess the first face, in a seeded
    /// order, that gives one), with its pair and the game after it.
    fn solver_move(&mut self, game: &Game, goal: Goal, rng: &mut Rng) -> Option<(Ply, Pair, Game)> {
        for turn in self.turns(game, rng) {
            if self.leads_at_precheck(&turn) == Precheck::Failed {
                continue;
            }
            let Some(pair) = best_two(&mut self.engine, &turn, &self.judge) else {
                continue;
            };
            let wins = matches!(pair.best.score, Score::Mate(n) if n > 0);
            if !pair.is_only_move(self.id) || (goal == Goal::Win && !wins) {
                continue;
            }
            let ply = Ply {
                mv: pair.best.mv,
                roll: turn.pending_roll(),
            };
            let mut next = turn;
            next.play(ply.mv).ok()?;
            return Some((ply, pair, next));
        }
        None
    }

    /// Whether `mv` is the solver's only move in `turn` (rolled, in dice chess) at the
    /// judging search, as the generator judges a line: the only mate of one opponent
    /// that no move betters clearly (three players), or the best move and an only move.
    pub fn confirms(&mut self, turn: &Game, mv: Move) -> bool {
        if !mating_moves(turn).is_empty() {
            return only_mate(&mut self.engine, turn, &self.judge) == Some(mv);
        }
        best_two(&mut self.engine, turn, &self.judge)
            .is_some_and(|pair| pair.best.mv == mv && pair.is_only_move(self.id))
    }

    /// The best defence in `game` (dice chess: for a random face that allows a move).
    fn reply(&mut self, game: &Game, rng: &mut Rng) -> Option<(Ply, Game)> {
        let mut turn = self.turns(game, rng).into_iter().next()?;
        let best = best_move(&mut self.engine, &turn, &[], &self.judge)?;
        let roll = turn.pending_roll();
        turn.play(best.mv).ok()?;
        Some((Ply { mv: best.mv, roll }, turn))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::Position;

    fn standard(fen: &str) -> Game {
        Game::from_position(Position::from_fen(GameId::Standard, fen).unwrap())
    }

    #[test]
    fn a_fork_looks_longer_than_one_move_and_a_lone_capture_does_not() {
        let mut cook = Cook::new(GameId::Standard, 1_000, 20_000, 100_000);
        // Nc7+ forks king and rook; after the king steps aside, Nxa8 is the only move.
        let fork = standard("r3k3/8/8/3N4/8/8/8/4K3 w - - 0 1");
        assert!(!cook.one_move_ahead(&fork, None));
        // Qxd5 takes a loose knight, and nothing follows it.
        let capture = standard("6k1/5ppp/8/3n4/8/8/5PPP/3Q2K1 w - - 0 1");
        assert!(cook.one_move_ahead(&capture, None));
        // A first move handed on is played, not searched again: the pre-check's own
        // best move gives the same answers, and a quiet king move instead of the fork
        // leaves nothing to gain a move later.
        let uci = |game: &Game, uci: &str| {
            let pos = game.position();
            pos.legal_moves()
                .into_iter()
                .find(|m| m.to_uci(pos.topology()) == uci)
        };
        let limits = cook.precheck.expect("a pre-check");
        for (game, first, one_move) in [(&fork, "d5c7", false), (&capture, "d1d5", true)] {
            let best = best_move(&mut cook.engine, game, &[], &limits).map(|b| b.mv);
            assert_eq!(best, uci(game, first));
            assert_eq!(cook.one_move_ahead(game, best), one_move);
        }
        assert!(cook.one_move_ahead(&fork, uci(&fork, "e1e2")));
    }

    #[test]
    fn no_look_ahead_without_a_pre_check() {
        let mut cook = Cook::new(GameId::Standard, 1_000, 0, 100_000);
        let capture = standard("6k1/5ppp/8/3n4/8/8/5PPP/3Q2K1 w - - 0 1");
        assert!(!cook.one_move_ahead(&capture, None));
    }
}

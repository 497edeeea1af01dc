//! Puzzle judging, shared by the puzzle generator (`examples/puzzler`) and the test of
//! the puzzle files: the best two moves of a game's position at one search, and
//! whether the best is an *only move*.
//!
//! The criterion follows lichess-puzzler's generator: a solver's move is an only move
//! when no other move is legal, when it is the only move that mates (or wins the game
//! outright), or when its winning chances ([`winning_chances`], -1..1) beat the second
//! best's by more than [`ONLY_MOVE_MARGIN`].
//!
//! ```
//! use sjakkboks_engine::puzzle::{best_two, judging_limits};
//! use sjakkboks_engine::Engine;
//! use sjakkboks_rules::{Game, GameId};
//! let mut game = Game::new(GameId::Standard);
//! for m in ["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6"] {
//!     game.play_uci(m).unwrap();
//! }
//! let pair = best_two(&mut Engine::new(1), &game, &judging_limits(50_000)).unwrap();
//! assert_eq!(pair.best.mv.to_uci(game.topology()), "h5f7");
//! assert!(pair.is_only_move(GameId::Standard));
//! ```

use crate::{winning_chances, Engine, Limits, Score};
use sjakkboks_rules::{Game, GameId, Move};

/// How much more winning chances (on -1..1) the best move must give than the second
/// best to be an only move: lichess-puzzler's margin on the same scale.
pub const ONLY_MOVE_MARGIN: f64 = 0.42;

/// A move with its score for the player who makes it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scored {
    /// The move.
    pub mv: Move,
    /// Its score for the mover.
    pub score: Score,
}

/// The best move of a position and the second best, if there is another move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pair {
    /// The best move.
    pub best: Scored,
    /// The best of the other moves.
    pub second: Option<Scored>,
}

impl Pair {
    /// Whether the best move is the only one in `game` (see the module's text).
    pub fn is_only_move(&self, game: GameId) -> bool {
        let Some(second) = self.second else {
            return true;
        };
        let wins = |s: Score| matches!(s, Score::Mate(n) if n > 0);
        let gap = winning_chances(game, self.best.score) - winning_chances(game, second.score);
        (wins(self.best.score) && !wins(second.score)) || gap > ONLY_MOVE_MARGIN
    }
}

/// The limits of a judging search: the full search (no noise) within `nodes` nodes.
pub fn judging_limits(nodes: u64) -> Limits {
    Limits {
        nodes,
        ..Limits::default()
    }
}

/// The best move of `game`'s position for the player to move (dice chess: for the
/// roll the game holds), leaving out `excluded`; `None` when no move is left.
pub fn best_move(
    engine: &mut Engine,
    game: &Game,
    excluded: &[Move],
    limits: &Limits,
) -> Option<Scored> {
    let positions = game.positions();
    let found = engine.search_excluding(
        game.position(),
        &positions[..positions.len() - 1],
        game.pending_roll(),
        excluded,
        limits,
        &|| false,
        &mut |_| {},
    );
    found.best.map(|mv| Scored {
        mv,
        score: found.info.score,
    })
}

/// The best two moves of `game`'s position (dice chess: for the roll the game holds);
/// `None` when the player to move has no move.
pub fn best_two(engine: &mut Engine, game: &Game, limits: &Limits) -> Option<Pair> {
    let best = best_move(engine, game, &[], limits)?;
    let second = best_move(engine, game, &[best.mv], limits);
    Some(Pair { best, second })
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::Position;

    fn scored(score: Score) -> Scored {
        Scored {
            mv: Move::pass(),
            score,
        }
    }

    fn pair(best: Score, second: Option<Score>) -> Pair {
        Pair {
            best: scored(best),
            second: second.map(scored),
        }
    }

    #[test]
    fn an_only_move_beats_the_second_by_the_margin_or_alone_mates() {
        let g = GameId::Standard;
        assert!(pair(Score::Cp(50), None).is_only_move(g));
        assert!(pair(Score::Mate(3), Some(Score::Cp(900))).is_only_move(g));
        assert!(!pair(Score::Mate(3), Some(Score::Mate(5))).is_only_move(g));
        assert!(pair(Score::Cp(700), Some(Score::Cp(0))).is_only_move(g));
        assert!(!pair(Score::Cp(700), Some(Score::Cp(350))).is_only_move(g));
    }

    #[test]
    fn two_mates_in_one_are_no_only_move() {
        // Two rooks, two ways to mate on the back rank.
        let fen = "6k1/5ppp/8/8/8/8/8/R3R1K1 w - - 0 1";
        let game = Game::from_position(Position::from_fen(GameId::Standard, fen).unwrap());
        let pair = best_two(&mut Engine::new(1), &game, &judging_limits(20_000)).unwrap();
        assert_eq!(pair.best.score, Score::Mate(1));
        assert_eq!(pair.second.map(|s| s.score), Some(Score::Mate(1)));
        assert!(!pair.is_only_move(GameId::Standard));
    }
}

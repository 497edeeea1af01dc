//! Puzzle judging, shared by the puzzle generator (`examples/puzzler`) and the test of
//! the puzzle files: the best two moves of a game's position at one search, and
//! whether the best is an *only move*.
//!
//! The criterion follows lichess-puzzler's generator: a solver's move is an only move
//! when no other move is legal, when it is the only move that mates (or wins the game
//! outright), or when its winning chances ([`winning_chances`], -1..1) beat the second
//! best's by more than [`ONLY_MOVE_MARGIN`]. Three-player chess with all three in:
//! checkmating one opponent is a goal of its own, which the search does not score as
//! a win (it counts only the game's end as one), so the rules find it: the mate is an
//! only move when no other move mates and the search sees no clearly better move
//! ([`only_mate`]).
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
use sjakkboks_rules::{Color, EliminationReason, Game, GameId, Move};

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
    /// Whether the best move is the only one in `game` (see the module's text): its
    /// [`Pair::lead`] is more than [`ONLY_MOVE_MARGIN`].
    pub fn is_only_move(&self, game: GameId) -> bool {
        self.lead(game) > ONLY_MOVE_MARGIN
    }

    /// How far the best move is ahead of the second best in `game`: their gap in
    /// winning chances, or infinity when no other move is legal or only the best wins.
    pub fn lead(&self, game: GameId) -> f64 {
        let Some(second) = self.second else {
            return f64::INFINITY;
        };
        let wins = |s: Score| matches!(s, Score::Mate(n) if n > 0);
        if wins(self.best.score) && !wins(second.score) {
            return f64::INFINITY;
        }
        winning_chances(game, self.best.score) - winning_chances(game, second.score)
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

/// How much lower winning chances than the best move's a three-player mate of one
/// opponent may leave and still be a puzzle: two moves this close are the same to the
/// search (it may prefer either at another budget).
pub const MATE_SLACK: f64 = 0.1;

/// Three-player chess with all three in: the only move in `game` that checkmates an
/// opponent at once ([`mating_moves`]), if the search at `limits`, which counts an
/// opponent put out ([`crate::Limits::opponent_out`]), sees no move better than it by
/// more than [`MATE_SLACK`] winning chances; `None` when no move mates, another move
/// mates too, or the mate is a mistake (it hands the game to the third player).
pub fn only_mate(engine: &mut Engine, game: &Game, limits: &Limits) -> Option<Move> {
    let [mate] = mating_moves(game)[..] else {
        return None;
    };
    let best = best_move(engine, game, &[], limits)?;
    if best.mv == mate {
        return Some(mate);
    }
    let alone = Limits {
        only: Some(mate),
        ..*limits
    };
    let mated = best_move(engine, game, &[], &alone)?;
    let chances = |s: Score| winning_chances(game.id(), s);
    (chances(best.score) - chances(mated.score) <= MATE_SLACK).then_some(mate)
}

/// Three-player chess with all three in: the moves of the player to move that
/// checkmate an opponent at once (the next player, mated on their turn and out). Empty
/// in the other games and with two left, where a mate ends the game and the search
/// sees it.
pub fn mating_moves(game: &Game) -> Vec<Move> {
    let pos = game.position();
    if pos.players_in_game().count() < 3 {
        return Vec::new();
    }
    let mover = pos.turn();
    game.legal_moves()
        .into_iter()
        .filter(|&mv| {
            let mut next = game.clone();
            next.play(mv).is_ok()
                && Color::ALL.into_iter().any(|c| {
                    c != mover
                        && next.position().elimination(c) == Some(EliminationReason::Checkmated)
                })
        })
        .collect()
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
    fn three_players_mate_the_next_player_at_once() {
        // A smothered mate on black's king u1 by the knight from u5, on t3 or v3.
        let smother = |knight: &str, turn: &str| {
            let pieces = format!("wK:e1 {knight}:u5 gK:m1 bK:u1 bR:t1 bR:v1 bP:t2 bN:u2 bP:v2");
            let rest = format!("{turn} - - 0 1");
            Game::from_position(
                Position::from_piece_list(GameId::ThreePlayer, &pieces, &rest).unwrap(),
            )
        };
        // Grey's knight: black is next, mated on their turn and out (two mates, so
        // neither is an only move).
        let grey = smother("gN", "g");
        let mates: Vec<String> = mating_moves(&grey)
            .iter()
            .map(|m| m.to_uci(grey.topology()))
            .collect();
        assert_eq!(mates, ["u5t3", "u5v3"]);
        let limits = judging_limits(10_000);
        assert_eq!(only_mate(&mut Engine::new(1), &grey, &limits), None);
        // White's knight: grey moves in between, so the mate is not at once.
        assert!(mating_moves(&smother("wN", "w")).is_empty());
        assert!(mating_moves(&Game::new(GameId::Standard)).is_empty());
    }

    /// The round board's `fen` after `setup`.
    fn round_after(fen: &str, setup: &str) -> Game {
        let mut game = Game::from_position(Position::from_fen(GameId::ThreePlayer, fen).unwrap());
        game.play_uci(setup).unwrap();
        game
    }

    #[test]
    fn a_mate_of_one_opponent_is_no_puzzle_when_the_search_sees_a_better_move() {
        let limits = judging_limits(50_000);
        // White's j5-n1 mates grey, and white is then far ahead (puzzle YWLDP; j5-p3
        // is as good to the search).
        let good = round_after(
            "7wR10bR5/11gP1gK10/1wPwP1wKwPwP5gP1gP3bK3wN1/wP2wP1wB3gP3gP1gP1gR1bP4/3wBwN4wQ6bP1bP1bP3/5gR18 b - - 6 71 - xa,hi,pq",
            "s1k1",
        );
        let mate = only_mate(&mut Engine::new(4), &good, &limits);
        assert_eq!(
            mate.map(|m| m.to_uci(good.topology())).as_deref(),
            Some("j5n1")
        );
        // Black's w3-b3 mates white, but leaves black lost to grey: the search sees a
        // far better move, so the mate is no puzzle (a puzzle of 2026-11-28 taken out).
        let bad = round_after(
            "1gR20bK1/4wK9gN9/12gP3gKbP4bQ1/2wPwP13gR6/1wP2wPwPwP3bR1wB6bP1bP2/13gPwN4wP*3gQ g - - 3 77 - xa,hi,pq",
            "q3p3",
        );
        assert_eq!(mating_moves(&bad).len(), 1);
        assert_eq!(only_mate(&mut Engine::new(4), &bad, &limits), None);
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

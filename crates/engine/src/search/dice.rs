//! Dice chess: expectimax. Before each move a chance node rolls the die; each face
//! leads to a choice among that kind's moves. The sheet's turn rules are modelled
//! exactly: a face whose kind cannot move passes the turn; in check, faces that give
//! no move are rolled again, so the faces that do are equally likely; a player in
//! stalemate who rolls a one has the draw. Chance nodes are pruned with Star1 (Ballard
//! 1983): bounds on the faces not yet searched narrow each face's window.

use super::Searcher;
use crate::adapter;
use crate::score::{INFINITY, MATE};
use sjakkboks_rules::{Kind, Move, Position};

/// The die's faces.
const FACES: [u8; 6] = [1, 2, 3, 4, 5, 6];
/// No score lies outside (-BOUND, BOUND): Star1's bounds on unsearched faces.
const BOUND: i32 = MATE;

impl Searcher<'_> {
    /// The expected score of `pos` for the player about to roll.
    pub(super) fn chance(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let legal = match self.enter(pos, ply) {
            Ok(moves) => moves,
            Err(s) => return s,
        };
        if depth <= 0 || ply >= super::MAX_PLY - 2 {
            self.give_buffer(ply, legal);
            return self.static_eval(pos);
        }
        let in_check = pos.is_check();
        // The moves per face; in check only the faces with a move can end the rolling.
        let mut by_face: Vec<(u8, Vec<Move>)> = FACES
            .iter()
            .map(|f| {
                let kind = Kind::for_roll(*f);
                let moves = legal
                    .iter()
                    .filter(|m| pos.piece_at(m.from).map(|p| p.kind) == kind)
                    .copied()
                    .collect();
                (*f, moves)
            })
            .collect();
        let stalemate = legal.is_empty() && !in_check;
        self.give_buffer(ply, legal);
        if in_check {
            by_face.retain(|(_, m)| !m.is_empty());
        }
        let n = by_face.len() as i32;
        let mut sum = 0;
        for (i, (face, moves)) in by_face.into_iter().enumerate() {
            let rest = n - 1 - i as i32;
            // Star1: the window this face must beat for the node to leave (alpha, beta).
            let lo = (n * alpha - sum - rest * BOUND).max(-BOUND);
            let hi = (n * beta - sum + rest * BOUND).min(BOUND);
            let v = if stalemate && face == 1 {
                0
            } else if moves.is_empty() {
                let passed = adapter::make_pass(pos);
                -self.chance(&passed, depth - 1, ply + 1, -hi, -lo)
            } else {
                self.choose(pos, &moves, depth, ply, lo, hi)
            };
            if self.aborted {
                return 0;
            }
            sum += v;
            if v >= hi && hi < BOUND {
                return (sum - rest * BOUND) / n;
            }
            if v <= lo && lo > -BOUND {
                return (sum + rest * BOUND) / n;
            }
        }
        sum / n
    }

    /// The best of `moves` (one face's) for the player to move, searched with the
    /// window (`alpha`, `beta`).
    fn choose(
        &mut self,
        pos: &Position,
        moves: &[Move],
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut ordered = moves.to_vec();
        self.heur.order(pos, &mut ordered, None, ply);
        let children = ordered.iter().map(|m| (Some(*m), adapter::make(pos, m)));
        self.best_of(
            pos,
            children,
            ply,
            Some(depth),
            -INFINITY,
            alpha,
            beta,
            |s, child, a, b| -s.chance(child, depth - 1, ply + 1, -b, -a),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Limits;
    use crate::tt::Table;
    use sjakkboks_rules::GameId;

    #[test]
    fn in_check_only_the_faces_with_a_move_count() {
        // White's king is in check from a1; only king moves get out of it, so the
        // player rolls until a one: the value is the best king move's, not a sixth of it.
        let pos = Position::from_fen(GameId::Dice, "4k3/7p/8/8/8/8/P7/r3K2N w - - 0 1").unwrap();
        let mut table = Table::with_megabytes(1);
        let limits = Limits::default();
        let stop = || false;
        let mut s = Searcher::new(&mut table, &pos, &limits, &stop);
        let value = s.chance(&pos, 1, 0, -INFINITY, INFINITY);
        let mut legal = Vec::new();
        adapter::legal_moves(&pos, &mut legal);
        assert!(legal
            .iter()
            .all(|m| pos.piece_at(m.from).map(|p| p.kind) == Some(Kind::King)));
        let best_king_move = legal
            .iter()
            .map(|m| -s.static_eval(&adapter::make(&pos, m)))
            .max()
            .unwrap();
        assert_eq!(value, best_king_move);
    }

    #[test]
    fn stalemate_draws_on_a_one_and_passes_otherwise() {
        // White (to roll) is stalemated; black is far ahead. A one draws (1/6), the
        // other faces pass to black, who then stands at its static evaluation.
        let pos =
            Position::from_fen(GameId::Dice, "7k/8/8/3p2p1/3P2P1/8/2q5/K7 w - - 0 1").unwrap();
        let mut table = Table::with_megabytes(1);
        let limits = Limits::default();
        let stop = || false;
        let mut s = Searcher::new(&mut table, &pos, &limits, &stop);
        let value = s.chance(&pos, 1, 0, -INFINITY, INFINITY);
        let passed = adapter::make_pass(&pos);
        let expected = (5 * -s.static_eval(&passed)) / 6;
        assert_eq!(value, expected);
    }
}

//! Best-Reply Search for three players (Schadd and Winands 2011): below the root
//! player's move, the two opponents' moves form one layer in which only the single
//! best reply of either opponent is played (the other opponent passes), so the root
//! player's moves come back every second ply.

use super::alphabeta::Descend;
use super::Searcher;
use crate::adapter;
use crate::score::INFINITY;
use sjakkboks_rules::{Move, Position};

impl Searcher<'_> {
    /// Whether `pos` is an opponents' layer: an opponent of the root player to move,
    /// with all three players in the game.
    pub(super) fn best_reply_layer(&self, pos: &Position) -> bool {
        self.profile.players == 3
            && pos.turn() != self.root_player
            && pos.players_in_game().count() == 3
    }

    /// The opponents' layer at `pos` (`moves` are the legal moves of its player to
    /// move): each reply of the player to move (the next opponent passes) and each
    /// reply of the next opponent (the player to move passes), the best for them.
    pub(super) fn best_reply(
        &mut self,
        pos: &Position,
        moves: &[Move],
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let mover = pos.turn();
        let mut first = moves.to_vec();
        self.heur.order(pos, &mut first, None, ply);
        let mut replies: Vec<Position> = first
            .iter()
            .map(|m| {
                let after = adapter::make(pos, m);
                if after.turn() != self.root_player && after.is_in_game(after.turn()) {
                    adapter::make_pass(&after)
                } else {
                    after
                }
            })
            .collect();
        let skipped = adapter::make_pass(pos);
        let mut second = Vec::new();
        adapter::legal_moves(&skipped, &mut second);
        self.heur.order(&skipped, &mut second, None, ply);
        replies.extend(second.iter().map(|m| adapter::make(&skipped, m)));
        let (mut best, mut alpha) = (-INFINITY, alpha);
        for child in &replies {
            let s = self.descend(child, mover, ply, alpha, beta, Descend::Full(depth - 1));
            if self.aborted {
                return 0;
            }
            if s > best {
                best = s;
                alpha = alpha.max(s);
                if s >= beta {
                    break;
                }
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::MATE;
    use crate::search::Limits;
    use crate::tt::Table;
    use sjakkboks_rules::{Color, GameId};

    /// The best of `replies` for the opponents' side: white's evaluation, negated,
    /// or a win where a reply puts white out (takes its king, or leaves it no move).
    fn best_for_opponents(s: &Searcher, replies: impl Iterator<Item = Position>) -> i32 {
        replies
            .map(|c| {
                if c.clone().settled().is_in_game(Color::White) {
                    -s.static_eval(&c)
                } else {
                    MATE - 2
                }
            })
            .max()
            .unwrap_or(-INFINITY)
    }

    #[test]
    fn the_opponents_layer_holds_both_opponents_replies() {
        let mut table = Table::with_megabytes(1);
        let limits = Limits {
            quiescence: false,
            best_reply: true,
            ..Limits::default()
        };
        let stop = || false;
        let mut rng = crate::Rng::new(3);
        let mut pos = Position::start(GameId::ThreePlayer);
        let mut differed = 0;
        for _ in 0..60 {
            let mut moves = Vec::new();
            adapter::legal_moves(&pos, &mut moves);
            if moves.is_empty() || pos.players_in_game().count() < 3 {
                break;
            }
            if pos.turn() == Color::Grey {
                let mut s = Searcher::new(&mut table, &pos, &limits, &stop);
                s.root_player = Color::White;
                assert!(s.best_reply_layer(&pos));
                let value = s.best_reply(&pos, &moves, 1, 0, -INFINITY, INFINITY);
                // Grey's replies (black passes) and black's (grey passes).
                let greys = best_for_opponents(
                    &s,
                    moves
                        .iter()
                        .map(|m| adapter::make_pass(&adapter::make(&pos, m))),
                );
                let skipped = adapter::make_pass(&pos);
                let mut black_moves = Vec::new();
                adapter::legal_moves(&skipped, &mut black_moves);
                let blacks =
                    best_for_opponents(&s, black_moves.iter().map(|m| adapter::make(&skipped, m)));
                assert_eq!(value, greys.max(blacks), "{}", pos.to_fen());
                differed += usize::from(greys != blacks);
            }
            let mv = moves[rng.below(moves.len() as u64) as usize];
            pos = adapter::make(&pos, &mv).settled();
        }
        assert!(
            differed >= 3,
            "the opponents' best replies differed only {differed} times"
        );
    }
}

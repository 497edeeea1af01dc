//! Which drawn piece is which from one position to the next, so that a piece
//! that moves keeps its SVG element and slides (the way chessground's
//! `anim.ts` pairs vanished and new pieces).

use sjakkboks_rules::{Cell, Piece, Position};

/// A number per occupied cell naming the piece that stands there.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PieceIds {
    ids: Vec<Option<u32>>,
    next: u32,
}

impl PieceIds {
    /// Fresh names for the pieces of `position`.
    pub fn new(position: &Position) -> PieceIds {
        let mut ids = PieceIds {
            ids: Vec::new(),
            next: 0,
        };
        ids.ids = position
            .topology()
            .cells()
            .map(|c| position.piece_at(c).map(|_| ids.fresh()))
            .collect();
        ids
    }

    /// The name of the piece on the cell with this index.
    pub fn at(&self, index: usize) -> Option<u32> {
        self.ids.get(index).copied().flatten()
    }

    /// The pieces of `old` (named by `self`) whose names are gone from `next`:
    /// the ones a move captured.
    pub fn vanished(&self, old: &Position, next: &PieceIds) -> Vec<(Cell, Piece)> {
        old.topology()
            .cells()
            .filter_map(|c| {
                let id = self.at(c.index())?;
                let gone = !next.ids.contains(&Some(id));
                gone.then_some((c, old.piece_at(c)?))
            })
            .collect()
    }

    fn fresh(&mut self) -> u32 {
        self.next += 1;
        self.next
    }

    /// The names for `new`, which follows `old` by a move or a take-back: pieces
    /// that did not change keep their names; each piece that appeared takes the
    /// name of the nearest vanished piece of the same colour and kind (or, for a
    /// promotion, the same colour); the rest get new names.
    pub fn follow(&self, old: &Position, new: &Position) -> PieceIds {
        let topology = new.topology();
        let cells: Vec<_> = topology.cells().collect();
        let mut vanished: Vec<(usize, Piece)> = Vec::new();
        let mut appeared: Vec<(usize, Piece)> = Vec::new();
        let mut out = PieceIds {
            ids: vec![None; cells.len()],
            next: self.next,
        };
        for (i, &c) in cells.iter().enumerate() {
            match (old.piece_at(c), new.piece_at(c)) {
                (Some(a), Some(b)) if a == b => out.ids[i] = self.at(i),
                (a, b) => {
                    if let Some(a) = a {
                        vanished.push((i, a));
                    }
                    if let Some(b) = b {
                        appeared.push((i, b));
                    }
                }
            }
        }
        let distance = |a: usize, b: usize| {
            let (ax, ay) = topology.center(cells[a]);
            let (bx, by) = topology.center(cells[b]);
            // Squared: only the order of distances counts (and no libm `hypot`).
            (ax - bx) * (ax - bx) + (ay - by) * (ay - by)
        };
        let exact = |p: Piece, q: Piece| p == q;
        let same_colour = |p: Piece, q: Piece| p.color == q.color;
        for matches in [&exact as &dyn Fn(Piece, Piece) -> bool, &same_colour] {
            for (to, piece) in appeared.iter_mut() {
                if out.ids[*to].is_some() {
                    continue;
                }
                let best = vanished
                    .iter()
                    .enumerate()
                    .filter(|(_, (_, old))| matches(*old, *piece))
                    .min_by(|a, b| distance(a.1 .0, *to).total_cmp(&distance(b.1 .0, *to)))
                    .map(|(k, _)| k);
                if let Some(k) = best {
                    let (from, _) = vanished.swap_remove(k);
                    out.ids[*to] = self.at(from);
                }
            }
        }
        for (to, _) in appeared {
            if out.ids[to].is_none() {
                out.ids[to] = Some(out.fresh());
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::{Game, GameId};

    fn label_of(game: &Game, ids: &PieceIds, id: u32) -> Option<String> {
        let t = game.topology();
        t.cells()
            .find(|c| ids.at(c.index()) == Some(id))
            .map(|c| t.label(c).to_owned())
    }

    #[test]
    fn a_moving_piece_keeps_its_name() {
        let mut game = Game::new(GameId::Standard);
        let ids = PieceIds::new(game.position());
        let t = game.topology();
        let g1 = ids.at(t.cell_by_label("g1").unwrap().index()).unwrap();
        let before = game.position().clone();
        game.play_uci("g1f3").unwrap();
        let after = ids.follow(&before, game.position());
        assert_eq!(label_of(&game, &after, g1).as_deref(), Some("f3"));
        let back = after.follow(game.position(), &before);
        assert_eq!(back, ids);
    }

    #[test]
    fn castling_moves_both_pieces() {
        let mut game = Game::new(GameId::Standard);
        for m in ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"] {
            game.play_uci(m).unwrap();
        }
        let ids = PieceIds::new(game.position());
        let t = game.topology();
        let rook = ids.at(t.cell_by_label("h1").unwrap().index()).unwrap();
        let before = game.position().clone();
        game.play_uci("e1g1").unwrap();
        let after = ids.follow(&before, game.position());
        assert_eq!(label_of(&game, &after, rook).as_deref(), Some("f1"));
        assert!(ids.vanished(&before, &after).is_empty());
    }

    #[test]
    fn a_captured_piece_vanishes() {
        let mut game = Game::new(GameId::Standard);
        for m in ["e2e4", "d7d5"] {
            game.play_uci(m).unwrap();
        }
        let ids = PieceIds::new(game.position());
        let before = game.position().clone();
        game.play_uci("e4d5").unwrap();
        let after = ids.follow(&before, game.position());
        let gone = ids.vanished(&before, &after);
        let t = game.topology();
        assert_eq!(gone.len(), 1);
        assert_eq!(t.label(gone[0].0), "d5");
    }
}

//! A position's hashes from the [`crate::zobrist`] keys: [`Position::hash`] for the
//! search, kept up to date move by move, and [`Position::repetition_key`] for the
//! repetition rules.

use crate::zobrist::KEYS;
use crate::{Position, Special};

impl Position {
    /// A Zobrist hash of the position, kept up to date move by move (the placement
    /// part) and cheap at every node of a search: placement, side to move, castling
    /// rights, the en-passant target (whenever there is one), and on the round board
    /// crossed pawns, players out and bridged moats. Equal positions hash alike;
    /// [`Position::repetition_key`] is the stricter key of the repetition rules.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash_without_en_passant() ^ self.ep.map_or(0, |ep| KEYS.ep[ep.target.index()])
    }

    /// [`Position::hash`] without its en-passant part.
    fn hash_without_en_passant(&self) -> u64 {
        let k = &*KEYS;
        let mut h = self.placement_key ^ k.turn[self.turn.index()];
        for cell in self.crossed_pawns() {
            h ^= k.crossed[cell.index()];
        }
        for i in 0..8 {
            if self.castling & (1 << i) != 0 {
                h ^= k.castling[i];
            }
            if self.bridged & (1 << i) != 0 {
                h ^= k.bridged[i];
            }
        }
        for (i, key) in k.out.iter().enumerate() {
            if self.out & (1 << i) != 0 {
                h ^= key;
            }
        }
        h
    }

    /// The repetition key. En passant counts only when a legal en-passant capture exists.
    pub fn repetition_key(&self) -> u64 {
        let mut h = self.hash_without_en_passant();
        if let Some(ep) = self.ep {
            if self
                .legal_moves()
                .iter()
                .any(|m| matches!(m.special, Special::EnPassant { .. }))
            {
                h ^= KEYS.ep[ep.target.index()];
            }
        }
        h
    }
}

#[cfg(test)]
mod tests {
    use crate::{GameId, Position};

    /// The hash kept move by move equals the hash of the same position read afresh.
    #[test]
    fn incremental_hash_equals_a_fresh_one() {
        for game in GameId::ALL {
            let mut pos = Position::start(game);
            for ply in 0..60 {
                let moves = pos.legal_moves();
                let Some(mv) = moves.get((ply * 7) % moves.len().max(1)) else {
                    break;
                };
                let before = pos.hash();
                pos.play_unchecked(mv);
                pos = pos.settled();
                let fresh = Position::from_fen(game, &pos.to_fen()).expect("own FEN reads back");
                assert_eq!(pos.hash(), fresh.hash(), "{game:?} ply {ply}");
                assert_ne!(pos.hash(), before, "{game:?} ply {ply}");
            }
        }
        let after = |uci: &str| {
            let pos = Position::start(GameId::Standard);
            pos.after(&pos.parse_uci(uci).expect("legal")).hash()
        };
        assert_ne!(after("g1f3"), after("b1c3"), "the placement counts");
    }
}

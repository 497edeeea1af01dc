//! Repetition keys: a hash of what makes two positions "the same" (placement, side to
//! move, castling rights, en-passant possibility, and on the round board crossed pawns,
//! players out and bridged moats). The keys come from a fixed-seed generator, so they
//! are the same on every run and every machine.

use crate::position::BOARD_CELLS;
use crate::{Cell, Piece, Position, Special, CELL_NUMBERS};
use std::sync::LazyLock;

struct Keys {
    /// Per piece ([`piece_slot`]) and cell number.
    pieces: Box<[[u64; CELL_NUMBERS]; 18]>,
    crossed: Vec<u64>,
    turn: [u64; 3],
    castling: [u64; 8],
    ep: Vec<u64>,
    out: [u64; 3],
    bridged: [u64; 8],
}

/// SplitMix64: a tiny deterministic generator for the key table.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

static KEYS: LazyLock<Keys> = LazyLock::new(|| {
    let mut s = 0x5_1A_CC_B0_C5u64;
    let mut next = || splitmix(&mut s);
    Keys {
        pieces: piece_keys(&mut next),
        crossed: (0..BOARD_CELLS).map(|_| next()).collect(),
        turn: [next(), next(), next()],
        castling: std::array::from_fn(|_| next()),
        ep: (0..BOARD_CELLS).map(|_| next()).collect(),
        out: [next(), next(), next()],
        bridged: std::array::from_fn(|_| next()),
    }
});

/// The row of `piece` in the piece keys.
#[inline]
fn piece_slot(piece: Piece) -> usize {
    piece.color.index() * 6 + piece.kind.index()
}

/// The piece keys, drawn piece by piece for the cells of the largest board (in the
/// order of the first keys ever drawn, so that hashes stay as they were), every other
/// cell number zero: a look-up by piece and cell needs no bounds check.
fn piece_keys(next: &mut impl FnMut() -> u64) -> Box<[[u64; CELL_NUMBERS]; 18]> {
    let mut keys = Box::new([[0; CELL_NUMBERS]; 18]);
    for row in keys.iter_mut() {
        for key in &mut row[..BOARD_CELLS] {
            *key = next();
        }
    }
    keys
}

/// The key of `piece` on `cell`.
#[inline]
pub(crate) fn piece_key(piece: Piece, cell: Cell) -> u64 {
    KEYS.pieces[piece_slot(piece)][cell.index()]
}

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
                pos.play(mv);
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

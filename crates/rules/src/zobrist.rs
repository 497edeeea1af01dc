//! Repetition keys: a hash of what makes two positions "the same" (placement, side to
//! move, castling rights, en-passant possibility, and on the round board crossed pawns,
//! players out and bridged moats). The keys come from a fixed-seed generator, so they
//! are the same on every run and every machine.

use crate::position::BOARD_CELLS;
use crate::{Position, Special};
use std::sync::LazyLock;

struct Keys {
    pieces: Vec<u64>,
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
        pieces: (0..3 * 6 * BOARD_CELLS).map(|_| next()).collect(),
        crossed: (0..BOARD_CELLS).map(|_| next()).collect(),
        turn: [next(), next(), next()],
        castling: std::array::from_fn(|_| next()),
        ep: (0..BOARD_CELLS).map(|_| next()).collect(),
        out: [next(), next(), next()],
        bridged: std::array::from_fn(|_| next()),
    }
});

impl Position {
    /// The repetition key. En passant counts only when a legal en-passant capture exists.
    pub fn repetition_key(&self) -> u64 {
        let k = &*KEYS;
        let mut h = k.turn[self.turn.index()];
        for cell in self.occupied() {
            if let Some(p) = self.piece_at(cell) {
                h ^= k.pieces[(p.color.index() * 6 + p.kind.index()) * BOARD_CELLS + cell.index()];
            }
        }
        for cell in self.crossed {
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
        if let Some(ep) = self.ep {
            if self
                .legal_moves()
                .iter()
                .any(|m| matches!(m.special, Special::EnPassant { .. }))
            {
                h ^= k.ep[ep.target.index()];
            }
        }
        h
    }
}

//! Zobrist keys: one fixed random number per thing that makes two positions "the
//! same" (a piece on a cell, side to move, castling rights, en passant, and on the
//! round board crossed pawns, players out and bridged moats), which
//! [`crate::Position::hash`] XORs together. The keys come from a fixed-seed generator,
//! so they are the same on every run and every machine.

use crate::{Cell, Piece, BOARD_CELLS, CELL_NUMBERS};
use std::sync::LazyLock;

/// The keys.
pub(crate) struct Keys {
    /// Per piece ([`piece_slot`]) and cell number.
    pieces: Box<[[u64; CELL_NUMBERS]; 18]>,
    /// Per cell: a crossed pawn there.
    pub(crate) crossed: Vec<u64>,
    /// Per colour: that player to move.
    pub(crate) turn: [u64; 3],
    /// Per castling right.
    pub(crate) castling: [u64; 8],
    /// Per cell: the en-passant target there.
    pub(crate) ep: Vec<u64>,
    /// Per colour: that player out of the game.
    pub(crate) out: [u64; 3],
    /// Per moat: bridged for good.
    pub(crate) bridged: [u64; 8],
}

/// SplitMix64: a tiny deterministic generator for the key table.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The keys, drawn once.
pub(crate) static KEYS: LazyLock<Keys> = LazyLock::new(|| {
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

impl Keys {
    /// The key of `piece` on `cell`.
    #[inline]
    pub(crate) fn piece(&self, piece: Piece, cell: Cell) -> u64 {
        self.pieces[piece_slot(piece)][cell.index()]
    }
}

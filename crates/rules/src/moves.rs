//! Moves.

use crate::{Cell, Kind, Topology};

/// What a move does beyond lifting a piece from one cell and putting it on another.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Special {
    /// Nothing special.
    None,
    /// A pawn's double step, passing `via` (which becomes the en-passant target).
    DoubleStep {
        /// The cell passed.
        via: Cell,
    },
    /// An en-passant capture of the pawn on `victim`.
    EnPassant {
        /// Where the captured pawn stands.
        victim: Cell,
    },
    /// Castling by the topology's castle spec with this index.
    Castle {
        /// Index into [`Topology::castles`].
        index: u8,
    },
    /// A pawn move that carries the pawn over the round board's centre.
    CrossesCentre,
    /// A move over a bridged moat (round board).
    CrossesMoat,
    /// No move: the turn passes (dice chess, when the rolled kind cannot move).
    /// Written `0000`, UCI's null move.
    Pass,
    /// No move: the player to move resigns and leaves the game while two others play
    /// on (three-player chess). Written `resign`.
    Resign,
}

/// A move. For castling, `from` and `to` are the king's cells.
///
/// Eight bytes, aligned to eight (five of data, in this order): the generator writes a
/// move to its list as one 64-bit store of a value put together in a register, where
/// five unaligned bytes took a store per field (in wasm32, standard perft(5) listed
/// 417.6M -> 413.8M x64 instructions of V8's code; natively 315.5M -> 316.1M).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(C, align(8))]
pub struct Move {
    /// The cell moved from.
    pub from: Cell,
    /// The cell moved to.
    pub to: Cell,
    /// The kind a pawn becomes, if it promotes.
    pub promotion: Option<Kind>,
    /// What else the move does.
    pub special: Special,
}

impl Move {
    /// The pass of dice chess: the turn goes to the next player and nothing moves.
    pub fn pass() -> Move {
        Move {
            from: Cell::new(0),
            to: Cell::new(0),
            promotion: None,
            special: Special::Pass,
        }
    }

    /// The resignation of the player to move, in a game that goes on without them.
    pub fn resignation() -> Move {
        Move {
            special: Special::Resign,
            ..Move::pass()
        }
    }

    /// Whether this is a pass rather than a move of a piece.
    #[inline]
    pub fn is_pass(&self) -> bool {
        self.special == Special::Pass
    }

    /// Whether this is an en-passant capture.
    #[inline]
    pub fn is_en_passant(&self) -> bool {
        matches!(self.special, Special::EnPassant { .. })
    }

    /// The move in UCI-style text: `e2e4`, `e7e8q`, `e1g1` for castling, `0000` for a pass.
    pub fn to_uci(&self, topology: &Topology) -> String {
        match self.special {
            Special::Pass => return "0000".into(),
            Special::Resign => return "resign".into(),
            _ => {}
        }
        let mut s = format!("{}{}", topology.label(self.from), topology.label(self.to));
        if let Some(k) = self.promotion {
            s.push(k.letter());
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::Move;

    #[test]
    fn a_move_is_one_aligned_word_of_eight_bytes() {
        assert_eq!(std::mem::size_of::<Move>(), 8);
        assert_eq!(std::mem::align_of::<Move>(), 8);
        // The engine's transposition table keeps a move in each slot: still 24 bytes.
        assert_eq!(std::mem::size_of::<Option<Move>>(), 8);
    }
}

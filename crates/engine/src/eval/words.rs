//! A rectangular board's sets as 64-bit words (bit `i`: cell `i`; every board but
//! the round one has 64 cells or fewer), so that the chess evaluation works on a
//! word where the rules crate's sets span the round board's 144 cells.

use sjakkboks_rules::{Cell, Color, Kind, Position};

/// The pieces of a position, by kind and by colour, as words.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Words {
    /// The pieces of each kind, of any colour.
    kinds: [u64; 6],
    /// White's pieces and black's.
    colors: [u64; 2],
    /// Every piece.
    pub occupied: u64,
}

impl Words {
    /// The sets of `pos` (a board of 64 cells or fewer).
    pub fn of(pos: &Position) -> Words {
        let colors = [Color::White, Color::Black].map(|c| pos.color_cells(c).low_bits());
        Words {
            kinds: Kind::ALL.map(|k| pos.kind_cells(k).low_bits()),
            colors,
            occupied: colors[0] | colors[1],
        }
    }

    /// The pieces of `kind`, of any colour.
    #[inline]
    pub fn kind(&self, kind: Kind) -> u64 {
        self.kinds[kind.index()]
    }

    /// The pieces of `color`.
    #[inline]
    pub fn color(&self, color: Color) -> u64 {
        self.colors[slot(color)]
    }

    /// `color`'s pieces of `kind`.
    #[inline]
    pub fn pieces(&self, color: Color, kind: Kind) -> u64 {
        self.color(color) & self.kind(kind)
    }

    /// `color`'s king, if it has one.
    #[inline]
    pub fn king(&self, color: Color) -> Option<Cell> {
        cells_of(self.pieces(color, Kind::King)).next()
    }
}

/// 0 for white, 1 for black.
#[inline]
pub(crate) fn slot(color: Color) -> usize {
    usize::from(color != Color::White)
}

/// The word holding `cell` alone.
#[inline]
pub(crate) fn bit(cell: Cell) -> u64 {
    1 << cell.index()
}

/// The cells of `bits`, lowest first.
#[inline]
pub(crate) fn cells_of(bits: u64) -> impl Iterator<Item = Cell> {
    let mut rest = bits;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let cell = Cell::new(rest.trailing_zeros() as usize);
            rest &= rest - 1;
            cell
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::GameId;

    #[test]
    fn the_words_hold_the_positions_pieces() {
        for game in [GameId::Standard, GameId::ChessAttack] {
            let pos = Position::start(game);
            let w = Words::of(&pos);
            assert_eq!(w.occupied, pos.occupied().low_bits());
            for cell in cells_of(w.occupied) {
                let piece = pos.piece_at(cell).unwrap();
                assert_ne!(w.pieces(piece.color, piece.kind) & bit(cell), 0);
            }
            assert_eq!(w.king(Color::Black), pos.king(Color::Black));
            let count = cells_of(w.occupied).count();
            assert_eq!(count, pos.occupied().count(), "{game:?}");
        }
    }
}

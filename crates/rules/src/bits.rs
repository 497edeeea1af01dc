//! The cell sets the move generator computes with: a `u64` where a board has at most 64
//! cells (8x8, 5x6), the 192-bit [`CellSet`] on the round board. The generator is
//! written once over [`Bits`]; which width a board uses is decided by its size, as data
//! (and the `narrow` feature: without it every board uses [`CellSet`]).
//!
//! The hot operations here and in the generator are forced inline only with `narrow`,
//! the fast build the engine uses; the app's page, built without it for size, leaves
//! inlining to the compiler.

use crate::{Cell, CellSet};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign};

/// A set of cells of one width: the few operations the generator needs.
pub(crate) trait Bits:
    'static
    + Copy
    + PartialEq
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + std::fmt::Debug
{
    /// The empty set.
    const EMPTY: Self;
    /// Whether a board of this width may have moats: the narrow width is only for
    /// boards without ([`crate::topology::tables::BoardTables::of`]), so the generator
    /// leaves out its moat code there.
    const MOATS: bool;
    /// The same cells (which must fit the width).
    fn from_cells(set: CellSet) -> Self;
    /// The same cells as a [`CellSet`].
    fn to_cells(self) -> CellSet;
    /// The set holding exactly `cell`.
    fn single(cell: Cell) -> Self;
    /// The cells of `self` not in `other`.
    fn minus(self, other: Self) -> Self;
    /// Whether `cell` is in the set.
    fn has(self, cell: Cell) -> bool;
    /// Whether the set is empty.
    fn none(self) -> bool;
    /// Whether the set holds two cells or more.
    fn several(self) -> bool;
    /// The lowest-numbered cell, if any.
    fn first(self) -> Option<Cell>;
    /// The highest-numbered cell, if any.
    fn last(self) -> Option<Cell>;
    /// The cells numbered up to and including `cell`.
    fn up_to(cell: Cell) -> Self;
    /// Removes and returns the lowest-numbered cell.
    fn pop_first(&mut self) -> Option<Cell>;
    /// Removes and returns the lowest-numbered cell of a set known not to be empty (of
    /// an empty set: some cell, the set unchanged).
    fn take_first(&mut self) -> Cell;
    /// Number of cells.
    fn size(self) -> usize;
    /// Every cell number moved up by `by` (down where negative; |by| < 64); cells
    /// moved past either end of the width drop out.
    fn shifted(self, by: i32) -> Self;

    /// Iterates over the cells in ascending order.
    #[cfg_attr(feature = "narrow", inline(always))]
    fn cells(self) -> Cells<Self> {
        Cells(self)
    }
}

/// The cells of a [`Bits`] set, lowest first.
pub(crate) struct Cells<S>(S);

impl<S: Bits> Iterator for Cells<S> {
    type Item = Cell;

    #[cfg_attr(feature = "narrow", inline(always))]
    fn next(&mut self) -> Option<Cell> {
        self.0.pop_first()
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.size();
        (n, Some(n))
    }
}

impl<S: Bits> ExactSizeIterator for Cells<S> {}

impl Bits for u64 {
    const EMPTY: u64 = 0;
    const MOATS: bool = false;

    #[cfg_attr(feature = "narrow", inline(always))]
    fn from_cells(set: CellSet) -> u64 {
        debug_assert!(set.words()[1] == 0 && set.words()[2] == 0);
        set.words()[0]
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn to_cells(self) -> CellSet {
        CellSet::from_words([self, 0, 0])
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn single(cell: Cell) -> u64 {
        1 << cell.index()
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn minus(self, other: u64) -> u64 {
        self & !other
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn has(self, cell: Cell) -> bool {
        self >> cell.index() & 1 != 0
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn none(self) -> bool {
        self == 0
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn several(self) -> bool {
        self & self.wrapping_sub(1) != 0
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn first(self) -> Option<Cell> {
        (self != 0).then(|| Cell::new(self.trailing_zeros() as usize))
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn last(self) -> Option<Cell> {
        (self != 0).then(|| Cell::new(63 - self.leading_zeros() as usize))
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn up_to(cell: Cell) -> u64 {
        u64::MAX >> (63 - cell.index())
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn pop_first(&mut self) -> Option<Cell> {
        let cell = Bits::first(*self)?;
        *self &= *self - 1;
        Some(cell)
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn take_first(&mut self) -> Cell {
        let cell = Cell::new(self.trailing_zeros() as usize);
        *self &= self.wrapping_sub(1);
        cell
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn size(self) -> usize {
        self.count_ones() as usize
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn shifted(self, by: i32) -> u64 {
        if by >= 0 {
            self << by
        } else {
            self >> -by
        }
    }
}

impl Bits for CellSet {
    const EMPTY: CellSet = CellSet::EMPTY;
    const MOATS: bool = true;

    #[cfg_attr(feature = "narrow", inline(always))]
    fn from_cells(set: CellSet) -> CellSet {
        set
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn to_cells(self) -> CellSet {
        self
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn single(cell: Cell) -> CellSet {
        CellSet::single(cell)
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn minus(self, other: CellSet) -> CellSet {
        self - other
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn has(self, cell: Cell) -> bool {
        self.contains(cell)
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn none(self) -> bool {
        self.is_empty()
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn several(self) -> bool {
        self.count() > 1
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn first(self) -> Option<Cell> {
        self.lowest()
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn last(self) -> Option<Cell> {
        self.highest()
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn up_to(cell: Cell) -> CellSet {
        CellSet::up_to(cell)
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn pop_first(&mut self) -> Option<Cell> {
        let cell = self.lowest()?;
        self.remove(cell);
        Some(cell)
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn take_first(&mut self) -> Cell {
        let cell = self.lowest().unwrap_or(Cell::new(0));
        self.remove(cell);
        cell
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn size(self) -> usize {
        self.count()
    }

    fn shifted(self, by: i32) -> CellSet {
        let w = self.words();
        let n = by.unsigned_abs();
        if n == 0 {
            return self;
        }
        let words = if by > 0 {
            [
                w[0] << n,
                w[1] << n | w[0] >> (64 - n),
                w[2] << n | w[1] >> (64 - n),
            ]
        } else {
            [
                w[0] >> n | w[1] << (64 - n),
                w[1] >> n | w[2] << (64 - n),
                w[2] >> n,
            ]
        };
        CellSet::from_words(words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both widths answer every operation alike on cells below 64.
    #[test]
    fn narrow_and_wide_sets_agree() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..500 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let (a, b) = (seed, seed.rotate_left(23) & seed.rotate_right(5));
            let (wa, wb) = (a.to_cells(), b.to_cells());
            assert_eq!(u64::from_cells(wa), a);
            assert_eq!((a & b).to_cells(), wa & wb);
            assert_eq!((a | b).to_cells(), wa | wb);
            assert_eq!(a.minus(b).to_cells(), Bits::minus(wa, wb));
            assert_eq!(Bits::first(a), Bits::first(wa));
            assert_eq!(Bits::last(a), Bits::last(wa));
            assert_eq!(a.several(), wa.several());
            assert_eq!(a.size(), wa.size());
            assert!(a.cells().eq(wa.cells()));
            let cell = Cell::new((seed % 64) as usize);
            assert_eq!(a.has(cell), wa.has(cell));
            assert_eq!(<u64 as Bits>::up_to(cell).to_cells(), CellSet::up_to(cell));
            assert_eq!(
                <u64 as Bits>::single(cell).to_cells(),
                CellSet::single(cell)
            );
        }
        assert!(0u64.none() && CellSet::EMPTY.none());
    }
}

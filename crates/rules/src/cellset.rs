//! A fixed-size set of cells, large enough for the 144-cell round board.

use crate::Cell;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Sub};

/// Number of 64-bit words in a [`CellSet`].
const WORDS: usize = 3;

/// The largest number of cells any board may have.
pub const MAX_CELLS: usize = WORDS * 64;

/// A set of cells as a bitset (192 bits).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CellSet([u64; WORDS]);

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet([0; WORDS]);

    /// The set holding exactly `cell`.
    #[inline]
    pub fn single(cell: Cell) -> CellSet {
        let mut s = CellSet::EMPTY;
        s.insert(cell);
        s
    }

    /// Whether `cell` is in the set.
    #[inline]
    pub fn contains(self, cell: Cell) -> bool {
        let i = cell.index();
        self.0[i >> 6] >> (i & 63) & 1 != 0
    }

    /// Adds `cell`.
    #[inline]
    pub fn insert(&mut self, cell: Cell) {
        let i = cell.index();
        self.0[i >> 6] |= 1 << (i & 63);
    }

    /// Removes `cell`.
    #[inline]
    pub fn remove(&mut self, cell: Cell) {
        let i = cell.index();
        self.0[i >> 6] &= !(1 << (i & 63));
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0.iter().all(|w| *w == 0)
    }

    /// Number of cells in the set.
    #[inline]
    pub fn count(self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The lowest-numbered cell, if any.
    #[inline]
    pub fn first(self) -> Option<Cell> {
        self.into_iter().next()
    }

    /// Iterates over the cells in ascending order.
    #[inline]
    pub fn iter(self) -> CellSetIter {
        CellSetIter {
            words: self.0,
            word: 0,
        }
    }
}

impl std::fmt::Debug for CellSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter().map(Cell::index)).finish()
    }
}

/// Iterator over the cells of a [`CellSet`].
pub struct CellSetIter {
    words: [u64; WORDS],
    word: usize,
}

impl Iterator for CellSetIter {
    type Item = Cell;

    #[inline]
    fn next(&mut self) -> Option<Cell> {
        while self.word < WORDS {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some(Cell::new(self.word * 64 + w.trailing_zeros() as usize));
            }
            self.word += 1;
        }
        None
    }
}

impl IntoIterator for CellSet {
    type Item = Cell;
    type IntoIter = CellSetIter;
    fn into_iter(self) -> CellSetIter {
        self.iter()
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Self {
        let mut s = CellSet::EMPTY;
        for c in iter {
            s.insert(c);
        }
        s
    }
}

macro_rules! bit_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl $trait for CellSet {
            type Output = CellSet;
            #[inline]
            fn $method(self, rhs: CellSet) -> CellSet {
                CellSet([self.0[0] $op rhs.0[0], self.0[1] $op rhs.0[1], self.0[2] $op rhs.0[2]])
            }
        }
        impl $assign_trait for CellSet {
            #[inline]
            fn $assign_method(&mut self, rhs: CellSet) {
                *self = *self $op rhs;
            }
        }
    };
}
bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for CellSet {
    type Output = CellSet;
    /// Set difference: the cells of `self` not in `rhs`.
    #[inline]
    fn sub(self, rhs: CellSet) -> CellSet {
        CellSet([
            self.0[0] & !rhs.0[0],
            self.0[1] & !rhs.0[1],
            self.0[2] & !rhs.0[2],
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_contains_remove_across_words() {
        let mut s = CellSet::EMPTY;
        for i in [0, 63, 64, 127, 128, 143, 191] {
            s.insert(Cell::new(i));
        }
        assert_eq!(s.count(), 7);
        assert!(s.contains(Cell::new(64)));
        s.remove(Cell::new(64));
        assert!(!s.contains(Cell::new(64)));
        let v: Vec<usize> = s.iter().map(Cell::index).collect();
        assert_eq!(v, vec![0, 63, 127, 128, 143, 191]);
        assert_eq!((s - CellSet::single(Cell::new(0))).count(), 5);
    }
}

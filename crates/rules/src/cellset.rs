//! A fixed-size set of cells, large enough for the 144-cell round board.

use crate::cell::MAX_CELLS;
use crate::Cell;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Sub};

/// Number of 64-bit words in a [`CellSet`].
const WORDS: usize = MAX_CELLS.div_ceil(64);

/// `UP_TO[i]`: the cells numbered `0..=i`.
static UP_TO: [CellSet; MAX_CELLS] = {
    let mut table = [CellSet::EMPTY; MAX_CELLS];
    let mut i = 0;
    while i < MAX_CELLS {
        let mut w = 0;
        while w < WORDS {
            table[i].0[w] = if i >= w * 64 + 63 {
                u64::MAX
            } else if i < w * 64 {
                0
            } else {
                (2u64 << (i - w * 64)) - 1
            };
            w += 1;
        }
        i += 1;
    }
    table
};

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
        self.lowest()
    }

    /// The cells numbered below 64 as the bits of a word (bit `i`: cell `i`): every
    /// board but the round one whole, for callers that work a word at a time.
    #[inline]
    pub fn low_bits(self) -> u64 {
        self.0[0]
    }

    /// The set of the cells whose bits are set in `bits` (bit `i`: cell `i`).
    #[inline]
    pub fn from_low_bits(bits: u64) -> CellSet {
        CellSet([bits, 0, 0])
    }

    /// The three 64-bit words, cells 0-63 in the first.
    #[inline]
    pub(crate) fn words(self) -> [u64; WORDS] {
        self.0
    }

    /// The set with the given words.
    #[inline]
    pub(crate) fn from_words(words: [u64; WORDS]) -> CellSet {
        CellSet(words)
    }

    /// The lowest-numbered cell, if any, without building an iterator.
    #[inline]
    pub(crate) fn lowest(self) -> Option<Cell> {
        let [a, b, c] = self.0;
        if a != 0 {
            Some(Cell::new(a.trailing_zeros() as usize))
        } else if b != 0 {
            Some(Cell::new(64 + b.trailing_zeros() as usize))
        } else if c != 0 {
            Some(Cell::new(128 + c.trailing_zeros() as usize))
        } else {
            None
        }
    }

    /// The highest-numbered cell, if any.
    #[inline]
    pub(crate) fn highest(self) -> Option<Cell> {
        let [a, b, c] = self.0;
        if c != 0 {
            Some(Cell::new(191 - c.leading_zeros() as usize))
        } else if b != 0 {
            Some(Cell::new(127 - b.leading_zeros() as usize))
        } else if a != 0 {
            Some(Cell::new(63 - a.leading_zeros() as usize))
        } else {
            None
        }
    }

    /// The cells numbered up to and including `cell`.
    #[inline]
    pub(crate) fn up_to(cell: Cell) -> CellSet {
        UP_TO[cell.index()]
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

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.words.iter().map(|w| w.count_ones() as usize).sum();
        (n, Some(n))
    }
}

impl ExactSizeIterator for CellSetIter {}

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
        assert_eq!(s.lowest(), Some(Cell::new(0)));
        assert_eq!(s.highest(), Some(Cell::new(191)));
        assert_eq!(CellSet::EMPTY.lowest(), None);
        assert_eq!(CellSet::EMPTY.highest(), None);
    }

    #[test]
    fn up_to_holds_exactly_the_cells_up_to_and_including_the_bound() {
        for bound in [0, 1, 62, 63, 64, 100, 127, 128, 143, 191] {
            let set = CellSet::up_to(Cell::new(bound));
            let expected: CellSet = (0..=bound).map(Cell::new).collect();
            assert_eq!(set, expected, "bound {bound}");
        }
    }
}

//! Cells: the squares (or ring segments) of a board, numbered from 0.

/// A cell of a board, by index. What the index means is the board's [`crate::Topology`]'s business.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The cell with index `i` (must be below [`crate::cellset::MAX_CELLS`]).
    #[inline]
    pub fn new(i: usize) -> Cell {
        debug_assert!(i < crate::cellset::MAX_CELLS);
        Cell(i as u8)
    }

    /// The cell's index.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

//! Cells: the squares (or ring segments) of a board, numbered from 0.

use std::ops::Index;

/// A cell of a board, by index. What the index means is the board's [`crate::Topology`]'s business.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The cell with index `i` (must be below [`MAX_CELLS`]).
    #[inline]
    pub fn new(i: usize) -> Cell {
        debug_assert!(i < MAX_CELLS);
        Cell(i as u8)
    }

    /// The cell's index.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The largest number of cells any board may have: what a [`crate::CellSet`] holds
/// (three 64-bit words).
pub const MAX_CELLS: usize = 192;

/// The cells of the largest board (the round board).
pub(crate) const BOARD_CELLS: usize = 144;

/// How many cell numbers a [`Cell`] can hold: a table of this many entries is read by
/// cell without a bounds check.
pub(crate) const CELL_NUMBERS: usize = u8::MAX as usize + 1;

/// One value per cell. With the `narrow` feature (the engine's speed-first build) it
/// holds a value for every number a [`Cell`] can hold, so that a look-up by cell needs
/// no bounds check: the numbers past a board's last cell hold a filler. Without it
/// (the app's size-first build) it holds the board's values only and checks each
/// look-up, which is less code.
#[derive(Debug)]
pub(crate) struct PerCell<T> {
    #[cfg(feature = "narrow")]
    values: Box<[T; CELL_NUMBERS]>,
    #[cfg(not(feature = "narrow"))]
    values: Vec<T>,
}

impl<T: Clone> PerCell<T> {
    /// `values` for the first cells, in order, and (with `narrow`) `filler` for the
    /// other cell numbers.
    #[cfg_attr(not(feature = "narrow"), allow(unused_variables))]
    pub(crate) fn new(values: impl IntoIterator<Item = T>, filler: T) -> PerCell<T> {
        let values: Vec<T> = values.into_iter().collect();
        #[cfg(feature = "narrow")]
        let values = {
            let mut all = values;
            all.resize(CELL_NUMBERS, filler);
            match all.into_boxed_slice().try_into() {
                Ok(table) => table,
                Err(_) => unreachable!("the list has a value for every cell number"),
            }
        };
        PerCell { values }
    }
}

impl<T> Index<Cell> for PerCell<T> {
    type Output = T;

    #[inline]
    fn index(&self, cell: Cell) -> &T {
        &self.values[cell.index()]
    }
}

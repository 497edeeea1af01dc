//! Where the move generator writes: the end of a `Vec<Move>`, with the list's length
//! and capacity held here while it writes. `Vec::push` loads and stores the length
//! around every move (a move written through the list's pointer could, for all the
//! compiler knows, change the list) and checks the capacity in memory; here both stay
//! in registers, room is made once per piece, and the list learns its length at the end.

use crate::bits::Bits;
use crate::{Cell, Move};

/// Appends moves to a list (see the module's note). The list's length is set when the
/// sink is dropped.
pub(crate) struct MoveSink<'a> {
    list: &'a mut Vec<Move>,
    /// The list's length with the moves written here: those past `list.len()` are
    /// written but not yet counted by the list.
    len: usize,
    /// The list's capacity.
    cap: usize,
}

impl<'a> MoveSink<'a> {
    /// A sink appending to `list`.
    #[inline]
    pub(crate) fn new(list: &'a mut Vec<Move>) -> MoveSink<'a> {
        let (len, cap) = (list.len(), list.capacity());
        MoveSink { list, len, cap }
    }

    /// Makes room for `n` more moves.
    #[cfg_attr(feature = "narrow", inline(always))]
    fn room(&mut self, n: usize) {
        if self.cap - self.len < n {
            self.grow(n);
        }
    }

    /// Grows the list to hold `n` more moves.
    #[cold]
    #[inline(never)]
    fn grow(&mut self, n: usize) {
        // SAFETY: the moves up to `len` are written, and `len <= cap`.
        unsafe { self.list.set_len(self.len) };
        self.list.reserve(n);
        self.cap = self.list.capacity();
    }

    /// Adds `mv`.
    pub(crate) fn push(&mut self, mv: Move) {
        self.room(1);
        // SAFETY: `len < cap`, the list's capacity: the slot is in its allocation.
        unsafe { self.list.as_mut_ptr().add(self.len).write(mv) };
        self.len += 1;
    }

    /// Adds `make(to)` for each cell `to` of `targets`, lowest first.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn extend<S: Bits>(&mut self, targets: S, mut make: impl FnMut(Cell) -> Move) {
        // A set of width `S` holds at most `S::WIDTH` cells.
        self.room(S::WIDTH);
        let base = self.list.as_mut_ptr();
        let mut len = self.len;
        let mut rest = targets;
        while !rest.none() {
            // SAFETY: at most `S::WIDTH` moves are written here, and there is room for
            // that many past `self.len` in the list's allocation.
            unsafe { base.add(len).write(make(rest.take_first())) };
            len += 1;
        }
        self.len = len;
    }
}

impl Drop for MoveSink<'_> {
    #[inline]
    fn drop(&mut self) {
        // SAFETY: every move up to `len` is written, and `len <= cap`.
        unsafe { self.list.set_len(self.len) };
    }
}

//! A small table of evaluations by position hash, so that a position met again in
//! one search (a transposition, or the same leaf under another window) is not
//! evaluated twice. One slot per hash, always replaced.

use std::cell::Cell;

/// Number of slots (a power of two).
const SLOTS: usize = 1 << 15;

/// Evaluations by the full 64-bit hash of their position.
pub(crate) struct EvalCache {
    slots: Vec<Cell<(u64, i32)>>,
}

impl EvalCache {
    /// An empty cache.
    pub fn new() -> EvalCache {
        EvalCache {
            // Hash 0 with score 0 stands for an empty slot: a position whose hash is
            // 0 would read 0 until stored, so it is never looked up (see `get`).
            slots: (0..SLOTS).map(|_| Cell::new((0, 0))).collect(),
        }
    }

    /// The score stored for `key`, or `compute()` (then stored).
    #[inline]
    pub fn get(&self, key: u64, compute: impl FnOnce() -> i32) -> i32 {
        let slot = &self.slots[(key as usize) & (SLOTS - 1)];
        let (stored, score) = slot.get();
        if stored == key && key != 0 {
            return score;
        }
        let score = compute();
        slot.set((key, score));
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_score_is_returned_until_another_key_takes_its_slot() {
        let cache = EvalCache::new();
        assert_eq!(cache.get(7, || 42), 42);
        assert_eq!(cache.get(7, || unreachable!()), 42);
        let rival = 7 + SLOTS as u64;
        assert_eq!(cache.get(rival, || -5), -5);
        assert_eq!(cache.get(7, || 13), 13);
    }
}

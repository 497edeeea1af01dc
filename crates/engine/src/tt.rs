//! The transposition table: what earlier searches learnt about a position, by hash.

use sjakkboks_rules::Move;

/// What a stored score says about the true score.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) enum Bound {
    /// Nothing stored.
    #[default]
    Empty,
    /// The score is exact.
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

/// One slot of the table.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Entry {
    /// The full hash, to tell collisions apart.
    pub key: u64,
    /// The best move found, if any.
    pub best: Option<Move>,
    /// The score, with wins counted from this node ([`crate::score::to_table`]).
    pub score: i32,
    /// The depth searched.
    pub depth: i16,
    /// What the score means.
    pub bound: Bound,
}

/// A fixed-size, always-replace-unless-deeper table.
#[derive(Clone, Debug)]
pub struct Table {
    entries: Vec<Entry>,
}

impl Table {
    /// A table of about `megabytes` MB (at least 1024 entries).
    pub fn with_megabytes(megabytes: usize) -> Table {
        let want = (megabytes << 20) / std::mem::size_of::<Entry>();
        let len = want.max(1024).next_power_of_two() / 2;
        Table {
            entries: vec![Entry::default(); len.max(1024)],
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.entries.len() - 1)
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[self.slot(key)];
        (e.bound != Bound::Empty && e.key == key).then_some(e)
    }

    /// Stores what a search found; a deeper entry of another position stays unless
    /// this one is exact.
    #[inline]
    pub(crate) fn store(&mut self, entry: Entry) {
        let i = self.slot(entry.key);
        let old = self.entries[i];
        if old.key == entry.key
            || old.bound == Bound::Empty
            || entry.depth >= old.depth - 2
            || entry.bound == Bound::Exact
        {
            let best = entry
                .best
                .or(if old.key == entry.key { old.best } else { None });
            self.entries[i] = Entry { best, ..entry };
        }
    }
}

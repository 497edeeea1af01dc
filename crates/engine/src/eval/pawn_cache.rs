//! The chess evaluation's terms that depend on the pawns alone, kept by pawn formation:
//! the pawns change in few moves, so most positions a search meets share their
//! formation with one seen a moment before. One slot per formation's hash, always
//! replaced; a slot holds its formation, so a hit is exact.

use std::cell::Cell;

/// Number of slots (a power of two).
const SLOTS: usize = 1 << 10;

/// What the pawns alone add to white's score, and the passed pawns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PawnTerms {
    /// Middlegame centipawns for white.
    pub mg: i32,
    /// Endgame centipawns for white.
    pub eg: i32,
    /// The passed pawns of white and of black (as words: bit `i`, cell `i`).
    pub passed: [u64; 2],
}

/// One slot: a formation (white's pawns, black's pawns, as words) and its terms.
type Slot = Cell<Option<(u64, u64, PawnTerms)>>;

/// Pawn terms by formation.
#[derive(Clone, Debug)]
pub(crate) struct PawnCache {
    slots: Vec<Slot>,
}

impl PawnCache {
    /// An empty cache.
    pub fn new() -> PawnCache {
        PawnCache {
            slots: (0..SLOTS).map(|_| Cell::new(None)).collect(),
        }
    }

    /// The terms of the formation with white pawns on `white` and black ones on
    /// `black`, or `compute()` (then stored).
    #[inline]
    pub fn get(&self, white: u64, black: u64, compute: impl FnOnce() -> PawnTerms) -> PawnTerms {
        let slot = &self.slots[slot_of(white, black)];
        if let Some((w, b, terms)) = slot.get() {
            if w == white && b == black {
                return terms;
            }
        }
        let terms = compute();
        slot.set(Some((white, black, terms)));
        terms
    }
}

/// The slot of a formation: a multiplicative hash of its two words.
fn slot_of(white: u64, black: u64) -> usize {
    let h = (white ^ black.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (h >> (64 - SLOTS.trailing_zeros())) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_formation_is_returned_and_another_is_computed() {
        let cache = PawnCache::new();
        let (white, black) = (1 << 8 | 1 << 9, 1 << 48);
        let terms = PawnTerms {
            mg: 5,
            eg: -3,
            passed: [1 << 9, 0],
        };
        assert_eq!(cache.get(white, black, || terms), terms);
        assert_eq!(cache.get(white, black, || unreachable!()), terms);
        // The same cells with the colours swapped are another formation.
        assert_eq!(
            cache.get(black, white, PawnTerms::default),
            PawnTerms::default()
        );
        assert_eq!(cache.get(white, black, || unreachable!()), terms);
    }
}

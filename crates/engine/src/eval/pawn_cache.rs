//! The chess evaluation's terms that depend on the pawns alone, kept by pawn formation:
//! the pawns change in few moves, so most positions a search meets share their
//! formation with one seen a moment before. One slot per formation's hash, always
//! replaced; a slot holds its formation, so a hit is exact.

use sjakkboks_rules::CellSet;
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
    /// The passed pawns of white and of black.
    pub passed: [CellSet; 2],
}

/// One slot: a formation (white's pawns, black's pawns) and its terms.
type Slot = Cell<Option<(CellSet, CellSet, PawnTerms)>>;

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
    pub fn get(
        &self,
        white: CellSet,
        black: CellSet,
        compute: impl FnOnce() -> PawnTerms,
    ) -> PawnTerms {
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

/// The slot of a formation: a multiplicative hash of its cells.
fn slot_of(white: CellSet, black: CellSet) -> usize {
    let mut h: u64 = 0;
    for (set, salt) in [(white, 1u64), (black, 0x9e37_79b9_7f4a_7c15)] {
        for cell in set {
            h = (h ^ (cell.index() as u64 + salt)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    (h >> 20) as usize & (SLOTS - 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::Cell as Square;

    #[test]
    fn a_stored_formation_is_returned_and_another_is_computed() {
        let cache = PawnCache::new();
        let white: CellSet = [Square::new(8), Square::new(9)].into_iter().collect();
        let black: CellSet = [Square::new(48)].into_iter().collect();
        let terms = PawnTerms {
            mg: 5,
            eg: -3,
            passed: [CellSet::single(Square::new(9)), CellSet::EMPTY],
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

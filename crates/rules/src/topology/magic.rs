//! Slider attacks in one table look-up on boards of at most 64 cells ("fancy" magic
//! bitboards, as in shakmaty's `bootstrap.rs` or Stockfish's `bitboard.cpp`). Per cell
//! and ray class, the cells whose occupancy can stop a slider there are multiplied by a
//! factor whose top bits index that cell's slice of one shared table of attack sets.
//!
//! Nothing here knows a board: the attack sets are the walked rays of the topology, and
//! the factors are found when the board's tables are built, by a search from a fixed
//! seed (so every build finds the same ones). Boards with more cells keep their rays.

use super::RayClass;
use crate::{Cell, PerCell};

/// One cell and class: which occupied cells matter, and how they index the table.
#[derive(Clone, Copy, Debug)]
struct Entry {
    /// The cells whose occupancy can stop the slider.
    mask: u64,
    /// The factor whose product with the masked occupancy indexes the slice.
    factor: u64,
    /// 64 minus the slice's index bits.
    shift: u32,
    /// Where the slice starts in the shared table.
    offset: u32,
}

impl Entry {
    /// The entry of a cell number the board does not have: the first slot of the table.
    const NONE: Entry = Entry {
        mask: 0,
        factor: 0,
        shift: 63,
        offset: 0,
    };
}

/// The attack tables of one board.
#[derive(Debug)]
pub(crate) struct Magics {
    /// Per cell: one entry per [`RayClass`] (per cell number: a look-up needs no
    /// bounds check).
    entries: PerCell<[Entry; 2]>,
    /// Every slice, one after another.
    attacks: Vec<u64>,
}

/// How many candidate factors the search tries per slice size before the slice
/// grows a bit.
const TRIES: u32 = 1 << 12;
/// How many bits a slice may grow beyond its mask's size before the board gives up
/// on tables (and keeps walking its rays).
const SPARE_BITS: u32 = 2;

/// A generator from a fixed seed: the search is the same on every build.
struct Seeded(u64);

impl Seeded {
    /// xorshift64* (Vigna), as Stockfish's `PRNG`.
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A factor with few bits set, the kind that tends to work.
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

impl Magics {
    /// The tables of a board of `cells` cells (at most 64). `relevant(cell, class)` gives
    /// the cells whose occupancy can stop a slider of `class` on `cell`, and
    /// `walk(cell, class, occupied)` the cells it attacks. A factor from `known` (mask,
    /// factor) for the same mask is used where it fits; otherwise one is searched for.
    /// `None` if some slice would need more than [`SPARE_BITS`] bits beyond its mask, or
    /// if the board has no cells.
    pub(crate) fn of(
        cells: usize,
        relevant: impl Fn(Cell, RayClass) -> u64,
        walk: impl Fn(Cell, RayClass, u64) -> u64,
        known: &[(u64, u64)],
    ) -> Option<Magics> {
        let mut search = Search {
            seed: Seeded(0x9E37_79B9_7F4A_7C15),
            slots: Vec::new(),
            tried: 0,
            occupancies: Vec::new(),
            reached: Vec::new(),
        };
        let mut entries = Vec::with_capacity(cells);
        let mut attacks = Vec::new();
        for cell in (0..cells).map(Cell::new) {
            let mut pair = [Entry::NONE; 2];
            for class in [RayClass::Orthogonal, RayClass::Diagonal] {
                let mask = relevant(cell, class);
                let (factor, bits) =
                    search.factor(mask, known, |occupied| walk(cell, class, occupied))?;
                let offset = attacks.len();
                let shift = 64 - bits;
                attacks.resize(offset + (1 << bits), 0);
                for (occ, att) in search.occupancies.iter().zip(&search.reached) {
                    attacks[offset + (occ.wrapping_mul(factor) >> shift) as usize] = *att;
                }
                pair[class as usize] = Entry {
                    mask,
                    factor,
                    shift,
                    offset: u32::try_from(offset).ok()?,
                };
            }
            entries.push(pair);
        }
        // A board without cells has no slices: no tables (`Magics::attacks` reads one).
        (!attacks.is_empty()).then(|| Magics {
            entries: PerCell::new(entries, [Entry::NONE; 2]),
            attacks,
        })
    }

    /// The cells a slider of `class` on `cell` attacks, given the `occupied` cells.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn attacks(&self, cell: Cell, class: RayClass, occupied: u64) -> u64 {
        let e = &self.entries[cell][class as usize];
        let slot = (occupied & e.mask).wrapping_mul(e.factor) >> e.shift;
        let at = e.offset as usize + slot as usize;
        debug_assert!(at < self.attacks.len());
        // SAFETY: `slot` is below `1 << (64 - e.shift)`, the length of the entry's slice,
        // which `Magics::of` made from `e.offset` on within `attacks`; `Entry::NONE`
        // reads slot 0 of offset 0, and `Magics::of` makes no tables with `attacks`
        // empty. Unchecked: the bounds check is a compare and branch per slider look-up
        // (wasm32, standard perft(5) listed under callgrind, median of three counts:
        // 439.1M -> 434.9M x64 instructions).
        unsafe { *self.attacks.get_unchecked(at) }
    }
}

/// The search for factors, with its scratch space.
struct Search {
    seed: Seeded,
    /// Per slot of the slice being tried: the try that last wrote it, and what it wrote.
    slots: Vec<(u32, u64)>,
    /// Tries so far.
    tried: u32,
    /// Every subset of the mask being worked on.
    occupancies: Vec<u64>,
    /// The attacks for each of `occupancies`.
    reached: Vec<u64>,
}

impl Search {
    /// A factor for `mask`, with the slice's index bits, given the attacks for each
    /// occupancy: one of `known` that fits, or the fewest bits the search finds within
    /// its tries.
    fn factor(
        &mut self,
        mask: u64,
        known: &[(u64, u64)],
        walk: impl Fn(u64) -> u64,
    ) -> Option<(u64, u32)> {
        self.occupancies.clear();
        self.reached.clear();
        // Every subset of the mask (the carry-rippler walk).
        let mut subset = 0u64;
        loop {
            self.occupancies.push(subset);
            self.reached.push(walk(subset));
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        let base = mask.count_ones().max(1);
        let mut known = known.iter().filter(|(m, _)| *m == mask);
        if let Some((_, factor)) = known.find(|(_, f)| self.fits(*f, base)) {
            return Some((*factor, base));
        }
        (base..=base + SPARE_BITS).find_map(|bits| {
            (0..TRIES).find_map(|_| {
                let mut factor = self.seed.sparse();
                // A factor that leaves the top byte of the product nearly empty spreads
                // the mask badly: skipped unseen (Stockfish's filter).
                while (mask.wrapping_mul(factor) >> 56).count_ones() < 6.min(bits) {
                    factor = self.seed.sparse();
                }
                self.fits(factor, bits).then_some((factor, bits))
            })
        })
    }

    /// Whether `factor` sends occupancies with different attacks to different slots of
    /// a slice of `bits` index bits.
    fn fits(&mut self, factor: u64, bits: u32) -> bool {
        self.tried += 1;
        let tried = self.tried;
        let shift = 64 - bits;
        if self.slots.len() < 1 << bits {
            self.slots.resize(1 << bits, (0, 0));
        }
        let slots = &mut self.slots;
        self.occupancies
            .iter()
            .zip(&self.reached)
            .all(|(occ, att)| {
                let slot = &mut slots[(occ.wrapping_mul(factor) >> shift) as usize];
                if slot.0 != tried {
                    *slot = (tried, *att);
                    true
                } else {
                    slot.1 == *att
                }
            })
    }
}

/// Factors found by the search (with a generous number of tries) for the masks of the
/// 8x8 and 5x6 boards, each at the fewest bits. They only spare the search's time at
/// start-up: [`Search::factor`] checks each one before use and searches where none fits.
#[rustfmt::skip]
pub(crate) const KNOWN: [(u64, u64); 188] = [
    (0x000101010101017E, 0x0080021620804001),
    (0x0040201008040200, 0x8049010808004080),
    (0x000202020202027C, 0x0040001000200041),
    (0x0000402010080400, 0x80102A00A1020020),
    (0x000404040404047A, 0x0200102200088040),
    (0x0000004020100A00, 0x0004040882000801),
    (0x0008080808080876, 0x4080040800821000),
    (0x0000000040221400, 0x00020A020A002000),
    (0x001010101010106E, 0x2200020004200810),
    (0x0000000002442800, 0x0841104048189088),
    (0x002020202020205E, 0x4B00020C000D0008),
    (0x0000000204085000, 0x10820A1004000000),
    (0x004040404040403E, 0x01000C4183000600),
    (0x0000020408102000, 0x02010090846004C1),
    (0x008080808080807E, 0x2080010000402C80),
    (0x0002040810204000, 0x2100220100A01080),
    (0x0001010101017E00, 0x8002800826864000),
    (0x0020100804020000, 0x0020100202440400),
    (0x0002020202027C00, 0x0410802000884000),
    (0x0040201008040000, 0x0C00202204010034),
    (0x0004040404047A00, 0x0C01004010200100),
    (0x00004020100A0000, 0x0002080801042008),
    (0x0008080808087600, 0x020300100100203C),
    (0x0000004022140000, 0x2000045042004104),
    (0x0010101010106E00, 0x0450800801040080),
    (0x0000000244280000, 0x10800510C0001103),
    (0x0020202020205E00, 0x4010800200040080),
    (0x0000020408500000, 0x3048020A02600400),
    (0x0040404040403E00, 0x8804000208048110),
    (0x0002040810200000, 0x0012822684202810),
    (0x0080808080807E00, 0x0C40800080004100),
    (0x0004081020400000, 0x2880042212104440),
    (0x00010101017E0100, 0xA2018880024004A0),
    (0x0010080402000200, 0xA80810C090019200),
    (0x00020202027C0200, 0x0100908020004000),
    (0x0020100804000400, 0x0004C0208C2C0040),
    (0x00040404047A0400, 0x1010410010200101),
    (0x004020100A000A00, 0x0008823014004088),
    (0x0008080808760800, 0x2010008008008010),
    (0x0000402214001400, 0x0208004422022000),
    (0x00101010106E1000, 0x0A08010004110008),
    (0x0000024428002800, 0x4242889400A00618),
    (0x00202020205E2000, 0x0802080104209040),
    (0x0002040850005000, 0x400A000109012002),
    (0x00404040403E4000, 0x0080040090010802),
    (0x0004081020002000, 0x0001280084100222),
    (0x00808080807E8000, 0x0280020000841069),
    (0x0008102040004000, 0x0440400890441040),
    (0x000101017E010100, 0x080C400080248000),
    (0x0008040200020400, 0x2202402020240402),
    (0x000202027C020200, 0x2048850100224008),
    (0x0010080400040800, 0x0408840022440800),
    (0x000404047A040400, 0x00200800C0300040),
    (0x0020100A000A1000, 0x8920900108002020),
    (0x0008080876080800, 0x11400D0100201000),
    (0x0040221400142200, 0x8044010050100408),
    (0x001010106E101000, 0x0208040080800800),
    (0x0002442800284400, 0x0991004104004051),
    (0x002020205E202000, 0x0060040080800200),
    (0x0004085000500800, 0x0008020006411880),
    (0x004040403E404000, 0x0420010080800200),
    (0x0008102000201000, 0x0501220204008402),
    (0x008080807E808000, 0x9008010200004084),
    (0x0010204000402000, 0x8200920004210400),
    (0x0001017E01010100, 0x0080002000400040),
    (0x0004020002040800, 0x82A1044001111080),
    (0x0002027C02020200, 0x0420100040400020),
    (0x0008040004081000, 0x0101040384101000),
    (0x0004047A04040400, 0x0190130045002000),
    (0x00100A000A102000, 0x0022011000010048),
    (0x0008087608080800, 0x4010004402400800),
    (0x0022140014224000, 0x2011020082080080),
    (0x0010106E10101000, 0x0104080101001004),
    (0x0044280028440200, 0x0000501040040040),
    (0x0020205E20202000, 0x0000020080800400),
    (0x0008500050080400, 0x0210010201404040),
    (0x0040403E40404000, 0x0600420804008110),
    (0x0010200020100800, 0x2121084A00030100),
    (0x0080807E80808000, 0x692C004482001524),
    (0x0020400040201000, 0x040A4204408A0040),
    (0x00017E0101010100, 0x0020803040008001),
    (0x0002000204081000, 0x0000884808204082),
    (0x00027C0202020200, 0x0020084030004000),
    (0x0004000408102000, 0xC824011403041001),
    (0x00047A0404040400, 0x0480200104450010),
    (0x000A000A10204000, 0x0002008024002080),
    (0x0008760808080800, 0x0190100025010008),
    (0x0014001422400000, 0xF4D0011144019800),
    (0x00106E1010101000, 0x0401008801110004),
    (0x0028002844020000, 0x0200210122000400),
    (0x00205E2020202000, 0x0809001400090046),
    (0x0050005008040200, 0x8102601400200501),
    (0x00403E4040404000, 0x2004889001040002),
    (0x0020002010080400, 0x0004080801280442),
    (0x00807E8080808000, 0x000803A24C020003),
    (0x0040004020100800, 0x0C0242004112D200),
    (0x007E010101010100, 0x9000400080002080),
    (0x0000020408102000, 0x1014240404044000),
    (0x007C020202020200, 0x0200401000200040),
    (0x0000040810204000, 0x0103090082200020),
    (0x007A040404040400, 0x8299A00890008480),
    (0x00000A1020400000, 0x0800064404040080),
    (0x0076080808080800, 0x0224080010008480),
    (0x0000142240000000, 0x4080805084041020),
    (0x006E101010101000, 0x0028002900102500),
    (0x0000284402000000, 0x080A102044240002),
    (0x005E202020202000, 0x3101844020100801),
    (0x0000500804020000, 0x0000401102448484),
    (0x003E404040404000, 0x1001000E00040300),
    (0x0000201008040200, 0x100BA00114010000),
    (0x007E808080808000, 0x0080110880440200),
    (0x0000402010080400, 0x2102020806008800),
    (0x7E01010101010100, 0x8100944080052101),
    (0x0002040810204000, 0x182A010882100200),
    (0x7C02020202020200, 0x0C00820040210012),
    (0x0004081020400000, 0x1020004202100200),
    (0x7A04040404040400, 0x0A20122000C10901),
    (0x000A102040000000, 0x80001A002C060824),
    (0x7608080808080800, 0x0620210004100109),
    (0x0014224000000000, 0x20E1000000208800),
    (0x6E10101010101000, 0x0002002008041002),
    (0x0028440200000000, 0x6420000860042408),
    (0x5E20202020202000, 0x0002000104100802),
    (0x0050080402000000, 0x0001000920A80880),
    (0x3E40404040404000, 0x8420500208011084),
    (0x0020100804020000, 0x1200206089A10100),
    (0x7E80808080808000, 0x0001000020420081),
    (0x0040201008040200, 0x0110541004420023),
    (0x000000000010842E, 0x0401040002008088),
    (0x0000000000041040, 0x3214080000408000),
    (0x000000000021084C, 0x1020A08210210100),
    (0x0000000000002080, 0x0152290001000408),
    (0x000000000042108A, 0x0810408100000101),
    (0x0000000000000140, 0x2240002204300000),
    (0x0000000000842106, 0x0420208080001901),
    (0x0000000000000880, 0x2548000004880048),
    (0x000000000108420E, 0x5004089015104100),
    (0x0000000000011100, 0x1828402000000004),
    (0x00000000001085C0, 0x0021040014060000),
    (0x0000000000820800, 0x44081100080000E2),
    (0x0000000000210980, 0x0490221038000002),
    (0x0000000000041000, 0x0188B22000100C98),
    (0x0000000000421140, 0x6080A04010000000),
    (0x0000000000002800, 0x1412000D00000105),
    (0x00000000008420C0, 0x3084450000001448),
    (0x0000000000011000, 0x002CA20004022040),
    (0x00000000010841C0, 0x20401008040A5040),
    (0x0000000000222000, 0x50012400A4040000),
    (0x000000000010B820, 0x9A03080012220000),
    (0x0000000000410040, 0xC100220080210022),
    (0x0000000000213040, 0x0100832114820000),
    (0x0000000000820080, 0x0440210834080000),
    (0x0000000000422880, 0x01810A0421120008),
    (0x0000000000050140, 0x2080100908000845),
    (0x0000000000841900, 0x0008044041000804),
    (0x0000000000220080, 0x80414A2800018200),
    (0x0000000001083A00, 0x2012100800002240),
    (0x0000000000440100, 0x20203220000308A0),
    (0x0000000000170420, 0x0A30080200008200),
    (0x0000000000200880, 0xC048044040000080),
    (0x0000000000260840, 0x8024208008400804),
    (0x0000000000401100, 0x1C4882802A018100),
    (0x0000000000451080, 0x0485A04400C00000),
    (0x0000000000A02800, 0x0004088622000000),
    (0x0000000000832100, 0x404C108000014201),
    (0x0000000000401040, 0x01942244084008E0),
    (0x0000000001074200, 0x0002E0100020808F),
    (0x0000000000802080, 0x2464428100020100),
    (0x0000000000E08420, 0x8020128021002004),
    (0x0000000000011100, 0x10C82000000C0804),
    (0x0000000000C10840, 0x0481710410146000),
    (0x0000000000022000, 0x00042000004021A2),
    (0x0000000000A21080, 0x0418108080000200),
    (0x0000000000050000, 0x4000900000020000),
    (0x0000000000642100, 0x0080508000280201),
    (0x0000000000020800, 0x0010210000010080),
    (0x0000000000E84200, 0x0508110100000026),
    (0x0000000000041040, 0xAA142800C3000901),
    (0x000000001C108420, 0x08200402020A0840),
    (0x0000000000222000, 0x0204210000000800),
    (0x0000000018210840, 0x0012090804002011),
    (0x0000000000440000, 0x8140610400001000),
    (0x0000000014421080, 0x1080444800080040),
    (0x0000000000A00000, 0x0008049111000040),
    (0x000000000C842100, 0x1130281030910421),
    (0x0000000000410000, 0xD8805A0C08040010),
    (0x000000001D084200, 0x40A1408808022400),
    (0x0000000000820800, 0x00244080200C5D80),
];

#[cfg(test)]
mod tests {
    use crate::topology::tables::BoardTables;
    use crate::GameId;

    /// Every board of at most 64 cells has its tables, each slice at the fewest bits:
    /// the known factors all fit.
    #[test]
    fn known_factors_fit_and_give_the_smallest_tables() {
        for id in GameId::ALL {
            if let BoardTables::Narrow(tables) = &id.topology().tables {
                let magics = &tables.sliders;
                let fewest: usize = id
                    .topology()
                    .cells()
                    .flat_map(|cell| magics.entries[cell])
                    .map(|e| 1 << e.mask.count_ones().max(1))
                    .sum();
                assert_eq!(magics.attacks.len(), fewest, "{id:?}");
            }
        }
    }
}

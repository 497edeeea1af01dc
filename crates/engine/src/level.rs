//! Levels 1 to 8: a depth limit, a node budget (independent of the machine's load, so
//! a level plays the same on every machine) and noise on the root moves' scores, so
//! that low levels think briefly and make human-looking mistakes: they choose among
//! moves that look nearly as good, never among all moves.

use crate::search::Limits;

/// The weakest level.
pub const MIN_LEVEL: u8 = 1;
/// The strongest level (the full search within its budget).
pub const MAX_LEVEL: u8 = 8;

/// Depth, node budget, noise (centipawns) and quiescence per level, 1 first.
const TABLE: [(u32, u64, i32, bool); 8] = [
    (1, 2_000, 300, false),
    (2, 5_000, 160, true),
    (3, 15_000, 90, true),
    (4, 40_000, 50, true),
    (6, 100_000, 30, true),
    (8, 250_000, 15, true),
    (12, 600_000, 5, true),
    (64, 2_000_000, 0, true),
];

/// The limits of `level` (clamped to 1..=8), with the noise drawn from `seed`.
///
/// ```
/// use sjakkboks_engine::level_limits;
/// assert!(level_limits(8, 0).nodes > level_limits(7, 0).nodes);
/// assert_eq!(level_limits(0, 0), level_limits(1, 0));
/// ```
pub fn level_limits(level: u8, seed: u64) -> Limits {
    let (depth, nodes, noise, quiescence) = TABLE[(level.clamp(MIN_LEVEL, MAX_LEVEL) - 1) as usize];
    Limits {
        depth,
        nodes,
        noise,
        quiescence,
        seed,
        best_reply: true,
    }
}

//! One line of a perft speed table: the best of several timed runs, as Mnps. Shared by
//! the `speed` example and the losing-chess bench (`benches/antichess`), so that both
//! print the same columns.

use std::hint::black_box;
use std::time::Instant;

/// Times `count` `rounds` times and prints the best run as Mnps.
pub fn report(name: &str, rounds: u32, count: impl Fn() -> u64) {
    let mut best = f64::MAX;
    let mut nodes = 0;
    for _ in 0..rounds {
        let start = Instant::now();
        nodes = black_box(count());
        best = best.min(start.elapsed().as_secs_f64());
    }
    println!(
        "{name:<32} {nodes:>11} nodes {best:>8.3} s {:>8.1} Mnps",
        nodes as f64 / best / 1e6
    );
}

/// The number of rounds given as the program's first argument (3 if none).
pub fn rounds() -> u32 {
    std::env::args()
        .nth(1)
        .and_then(|r| r.parse().ok())
        .unwrap_or(3)
}

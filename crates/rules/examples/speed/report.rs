//! Lines of a perft speed table: the best of several timed runs, as Mnps. Shared by
//! the `speed` example and the losing-chess bench (`benches/antichess`), so that both
//! print the same columns.

use std::hint::black_box;
use std::time::Instant;

/// A line of the table: its name and the count it times.
pub type Line<'a> = (&'a str, &'a dyn Fn() -> u64);

/// Times each of `lines` (a name and its count) once per round, in turns, `rounds`
/// times, and prints each line's best run as Mnps: counts compared with each other
/// share the machine's slow and fast spells, where one after the other they could
/// fall in different ones (on this shared machine a spell lasts seconds).
pub fn report(rounds: u32, lines: &[Line]) {
    let mut best = vec![f64::MAX; lines.len()];
    let mut nodes = vec![0; lines.len()];
    for _ in 0..rounds {
        for (i, (_, count)) in lines.iter().enumerate() {
            let start = Instant::now();
            nodes[i] = black_box(count());
            best[i] = best[i].min(start.elapsed().as_secs_f64());
        }
    }
    for (i, (name, _)) in lines.iter().enumerate() {
        println!(
            "{name:<32} {:>11} nodes {:>8.3} s {:>8.1} Mnps",
            nodes[i],
            best[i],
            nodes[i] as f64 / best[i] / 1e6
        );
    }
}

/// The number of rounds given as the program's first argument (3 if none).
pub fn rounds() -> u32 {
    std::env::args()
        .nth(1)
        .and_then(|r| r.parse().ok())
        .unwrap_or(3)
}

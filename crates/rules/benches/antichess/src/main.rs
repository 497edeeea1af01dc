//! Losing-chess perft speed, ours beside shakmaty's `Antichess` (built with its
//! `variant` feature, which only this package turns on), Mnps, best of `rounds` runs
//! timed in turns:
//! `cargo run --release [-- <rounds>]` in this folder.

#[path = "../../../examples/speed/report.rs"]
mod report;

use report::{report, rounds};
use sjakkboks_rules_antichess_bench::{
    shakmaty_antichess_perft, sjakkboks_antichess_perft, sjakkboks_antichess_perft_listed,
};
use std::hint::black_box;

fn main() {
    let rounds = rounds();
    let depth = black_box(5);
    assert_eq!(
        sjakkboks_antichess_perft(depth),
        shakmaty_antichess_perft(depth),
        "the same tree"
    );
    report(
        rounds,
        &[
            ("antichess perft 5, listed", &|| {
                sjakkboks_antichess_perft_listed(depth) as u64
            }),
            ("antichess perft 5, bulk", &|| {
                sjakkboks_antichess_perft(depth) as u64
            }),
            ("  shakmaty antichess perft 5", &|| {
                shakmaty_antichess_perft(depth) as u64
            }),
        ],
    );
}

//! Losing-chess perft speed, ours beside shakmaty's `Antichess` (built with its
//! `variant` feature, which only this package turns on), Mnps, best of `rounds` runs:
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
    report("antichess perft 5, listed", rounds, || {
        sjakkboks_antichess_perft_listed(depth) as u64
    });
    report("antichess perft 5, bulk", rounds, || {
        sjakkboks_antichess_perft(depth) as u64
    });
    report("  shakmaty antichess perft 5", rounds, || {
        shakmaty_antichess_perft(depth) as u64
    });
}

//! Perft speed of all six games, Mnps, beside shakmaty counting the same trees in the
//! same run: `cargo run --release -p sjakkboks-rules --example speed [-- <rounds>]`.
//!
//! Each line is the best of `rounds` runs (default 3). Each of our games is counted
//! twice: "listed" takes the length of the legal move list at the last ply, as a
//! search sees the moves and as shakmaty's `perft` counts (compare these with
//! shakmaty); "bulk" counts the generator's destination sets without making a list
//! (with the `narrow` feature; see `perft`).

use shakmaty::variant::Antichess;
use shakmaty::Chess;
use sjakkboks_rules::{perft, perft_divide, perft_listed, GameId, Position};
use std::hint::black_box;
use std::time::Instant;

/// Times `count` `rounds` times and prints the best run as Mnps.
fn report(name: &str, rounds: u32, count: impl Fn() -> u64) {
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

fn main() {
    let rounds = std::env::args()
        .nth(1)
        .and_then(|r| r.parse().ok())
        .unwrap_or(3);
    let ours = |name: &str, game: GameId, depth: u32| {
        let pos = Position::start(game);
        report(&format!("{name} perft {depth}, listed"), rounds, || {
            perft_listed(black_box(&pos), depth)
        });
        report(&format!("{name} perft {depth}, bulk"), rounds, || {
            perft(black_box(&pos), depth)
        });
    };
    ours("standard", GameId::Standard, 6);
    report("  shakmaty chess perft 6", rounds, || {
        shakmaty::perft(black_box(&Chess::default()), 6)
    });
    ours("antichess", GameId::Antichess, 5);
    report("  shakmaty antichess perft 5", rounds, || {
        shakmaty::perft(black_box(&Antichess::default()), 5)
    });
    ours("chess-attack", GameId::ChessAttack, 6);
    ours("pawn-race", GameId::PawnRace, 7);
    report("dice perft 5 (roll: pawn)", rounds, || {
        let pos = Position::start(GameId::Dice);
        perft_divide(black_box(&pos), 5, Some(6))
            .iter()
            .map(|(_, n)| n)
            .sum()
    });
    ours("three-player", GameId::ThreePlayer, 4);
}

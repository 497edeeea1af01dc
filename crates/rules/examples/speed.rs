//! Perft speed of all six games, Mnps, beside shakmaty counting the same trees in the
//! same run: `cargo run --release -p sjakkboks-rules --example speed [-- <rounds>]`.
//!
//! Each line is the best of `rounds` runs (default 3). Both crates count the last ply
//! in bulk: shakmaty's `perft` takes the length of its legal move list; ours counts
//! the generator's destination sets without making the moves (with the `narrow`
//! feature; see `perft`).

use shakmaty::variant::Antichess;
use shakmaty::Chess;
use sjakkboks_rules::{perft, perft_divide, GameId, Position};
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
    let ours = |game: GameId, depth: u32| {
        let pos = Position::start(game);
        move || perft(black_box(&pos), depth)
    };
    report("standard perft 6", rounds, ours(GameId::Standard, 6));
    report("  shakmaty chess perft 6", rounds, || {
        shakmaty::perft(black_box(&Chess::default()), 6)
    });
    report("antichess perft 5", rounds, ours(GameId::Antichess, 5));
    report("  shakmaty antichess perft 5", rounds, || {
        shakmaty::perft(black_box(&Antichess::default()), 5)
    });
    report("chess-attack perft 6", rounds, ours(GameId::ChessAttack, 6));
    report("pawn-race perft 7", rounds, ours(GameId::PawnRace, 7));
    report("dice perft 5 (roll: pawn)", rounds, || {
        let pos = Position::start(GameId::Dice);
        perft_divide(black_box(&pos), 5, Some(6))
            .iter()
            .map(|(_, n)| n)
            .sum()
    });
    report("three-player perft 4", rounds, ours(GameId::ThreePlayer, 4));
}

//! Perft speed of all six games, Mnps, with shakmaty counting chess's tree in the same
//! run: `cargo run --release -p sjakkboks-rules --example speed [-- <rounds>]`.
//!
//! shakmaty is built here without its `variant` feature, as a chess program uses it
//! (the feature slows its chess); its losing chess (`Antichess`, which needs the
//! feature) is timed beside ours in a binary of its own, `benches/antichess`.
//!
//! Each line is the best of `rounds` runs (default 3). Each of our games is counted
//! twice: "listed" takes the length of the legal move list at the last ply, as a
//! search sees the moves and as shakmaty's `perft` counts (compare these with
//! shakmaty); "bulk" counts the generator's destination sets without making a list
//! (with the `narrow` feature; see `perft`).

mod report;

use report::{report, rounds};
use shakmaty::Chess;
use sjakkboks_rules::{perft, perft_divide, perft_listed, GameId, Position};
use std::hint::black_box;

fn main() {
    let rounds = rounds();
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

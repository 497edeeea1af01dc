//! Perft speed of all six games, Mnps, with shakmaty counting chess's tree in the same
//! run: `cargo run --release -p sjakkboks-rules --example speed [-- <rounds>]`.
//!
//! shakmaty is built here without its `variant` feature, as a chess program uses it
//! (the feature slows its chess); its losing chess (`Antichess`, which needs the
//! feature) is timed beside ours in a binary of its own, `benches/antichess`.
//!
//! Each line is the best of `rounds` runs (default 3), the lines of one game (and
//! shakmaty's chess with ours) timed in turns. Each of our games is counted
//! twice: "listed" takes the length of the legal move list at the last ply, as a
//! search sees the moves and as shakmaty's `perft` counts (compare these with
//! shakmaty); "bulk" counts the generator's destination sets without making a list
//! (with the `narrow` feature; see `perft`).

mod report;

use report::{report, rounds, Line};
use shakmaty::Chess;
use sjakkboks_rules::{perft, perft_divide, perft_listed, GameId, Position};
use std::hint::black_box;

fn main() {
    let rounds = rounds();
    // Our counts of a game, timed in turns with `others` (see `report`).
    let ours = |name: &str, game: GameId, depth: u32, others: &[Line]| {
        let pos = Position::start(game);
        let listed = format!("{name} perft {depth}, listed");
        let bulk = format!("{name} perft {depth}, bulk");
        let (count_listed, count_bulk) = (
            || perft_listed(black_box(&pos), depth),
            || perft(black_box(&pos), depth),
        );
        let mut lines: Vec<Line> = vec![(&listed, &count_listed), (&bulk, &count_bulk)];
        lines.extend_from_slice(others);
        report(rounds, &lines);
    };
    let shakmaty = || shakmaty::perft(black_box(&Chess::default()), 6);
    ours(
        "standard",
        GameId::Standard,
        6,
        &[("  shakmaty chess perft 6", &shakmaty)],
    );
    ours("antichess", GameId::Antichess, 5, &[]);
    ours("chess-attack", GameId::ChessAttack, 6, &[]);
    ours("pawn-race", GameId::PawnRace, 7, &[]);
    let dice = Position::start(GameId::Dice);
    report(
        rounds,
        &[("dice perft 5 (roll: pawn)", &|| {
            perft_divide(black_box(&dice), 5, Some(6))
                .iter()
                .map(|(_, n)| n)
                .sum()
        })],
    );
    ours("three-player", GameId::ThreePlayer, 4, &[]);
}

//! Perft speed, side by side with shakmaty doing exactly the same count in the same run.
//! Run with `cargo bench -p sjakkboks-rules`. Each group's throughput is its leaf count,
//! so criterion prints leaves per second (`Melem/s` = Mnps) beside the time.
//!
//! shakmaty is built here without its `variant` feature, as a chess program uses it
//! (the feature slows its chess); losing chess beside its `Antichess` is timed in a
//! build of its own, `benches/antichess`.

use criterion::{criterion_group, criterion_main, Criterion};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};
use sjakkboks_rules::{perft, perft_listed, GameId, Position};
use std::hint::black_box;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn shakmaty_position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("valid FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal position")
}

/// One perft case: our count and shakmaty's, checked equal, then timed; ours both
/// from the move lists at the last ply (as shakmaty counts) and in bulk.
fn compare<P: shakmaty::Position + Clone>(
    c: &mut Criterion,
    name: &str,
    ours: Position,
    theirs: P,
    depth: u32,
) {
    let nodes = perft(&ours, depth);
    assert_eq!(nodes, shakmaty::perft(&theirs, depth), "{name}");
    let mut group = c.benchmark_group(name);
    group.sample_size(10);
    group.throughput(criterion::Throughput::Elements(nodes));
    group.bench_function("sjakkboks listed", |b| {
        b.iter(|| perft_listed(black_box(&ours), depth))
    });
    group.bench_function("sjakkboks bulk", |b| {
        b.iter(|| perft(black_box(&ours), depth))
    });
    group.bench_function("shakmaty", |b| {
        b.iter(|| shakmaty::perft(black_box(&theirs), depth))
    });
    group.finish();
}

fn standard(c: &mut Criterion) {
    compare(
        c,
        "standard start perft 5",
        Position::start(GameId::Standard),
        Chess::default(),
        5,
    );
    compare(
        c,
        "standard kiwipete perft 4",
        Position::from_fen(GameId::Standard, KIWIPETE).expect("valid FEN"),
        shakmaty_position(KIWIPETE),
        4,
    );
}

/// One perft case of ours alone (no other library plays these games).
fn alone(c: &mut Criterion, name: &str, pos: Position, depth: u32) {
    let nodes = perft(&pos, depth);
    let mut group = c.benchmark_group(name);
    group.sample_size(10);
    group.throughput(criterion::Throughput::Elements(nodes));
    group.bench_function("sjakkboks", |b| b.iter(|| perft(black_box(&pos), depth)));
    group.finish();
}

/// Losing chess (shakmaty's `Antichess` beside it: `benches/antichess`), Chess Attack
/// on 5x6 and the pawn race (dice chess below its root is standard chess; the `speed`
/// example times it too).
fn small_boards(c: &mut Criterion) {
    alone(
        c,
        "antichess start perft 5",
        Position::start(GameId::Antichess),
        5,
    );
    alone(
        c,
        "chess-attack start perft 5",
        Position::start(GameId::ChessAttack),
        5,
    );
    alone(
        c,
        "pawn-race start perft 6",
        Position::start(GameId::PawnRace),
        6,
    );
}

/// Three-player chess from the start (no other implementation to compare with here).
fn three_player(c: &mut Criterion) {
    let start = Position::start(GameId::ThreePlayer);
    assert_eq!(perft(&start, 4), 206_240);
    alone(c, "three-player start perft 4", start, 4);
}

criterion_group!(benches, standard, small_boards, three_player);
criterion_main!(benches);

//! What an autosave costs: writing and reading back a long game in the saved-game
//! (share-link) codec, which replays every move. The app saves after every move.

use criterion::{criterion_group, criterion_main, Criterion};
use sjakkboks_rules::{saved, Game, GameId};
use std::hint::black_box;

/// A game of up to `plies` half-moves, each chosen from the legal moves by a fixed
/// sequence of numbers, so every run times the same game.
fn long_game(id: GameId, plies: usize) -> Game {
    let mut game = Game::new(id);
    let mut state = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let mv = moves[(state % moves.len() as u64) as usize];
        game.play(mv).expect("a legal move plays");
    }
    game
}

fn autosave(c: &mut Criterion) {
    for id in [GameId::Standard, GameId::ThreePlayer] {
        let game = long_game(id, 200);
        let text = saved::encode(&game);
        let mut group = c.benchmark_group(format!(
            "save {} ({} plies)",
            id.as_str(),
            game.moves().len()
        ));
        group.bench_function("encode", |b| b.iter(|| saved::encode(black_box(&game))));
        group.bench_function("decode", |b| b.iter(|| saved::decode(black_box(&text))));
        group.finish();
    }
}

criterion_group!(benches, autosave);
criterion_main!(benches);

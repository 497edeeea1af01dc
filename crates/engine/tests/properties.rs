//! Properties over many random positions per game: the engine's move is always one of
//! the rules crate's legal moves (for dice chess, of the rolled kind), every level
//! answers, a search stops soon after its stop check says so, and a temperature varies
//! the move among good ones only.
//!
//! Debug builds check a few hundred positions per game; `cargo test --release -p
//! sjakkboks-engine --test properties` checks thousands.

use sjakkboks_engine::{level_limits, Engine, Limits, Rng};
use sjakkboks_rules::{Game, GameId, Kind, Position, Rolled};
use std::time::{Duration, Instant};

/// Random positions per game.
const POSITIONS: usize = if cfg!(debug_assertions) { 80 } else { 2_000 };

/// A random game of `game`, `plies` long at most (shorter if it ends), with its
/// pending dice roll if any.
fn random_game(game: GameId, plies: u64, rng: &mut Rng) -> Option<(Game, Option<u8>)> {
    let mut g = Game::new(game);
    for _ in 0..plies {
        if g.outcome().is_some() {
            return None;
        }
        if g.needs_roll() {
            match g.roll(rng.below(6) as u8 + 1).ok()? {
                Rolled::Move => {}
                _ => continue,
            }
        }
        let legal = g.legal_moves();
        g.play(legal[rng.below(legal.len() as u64) as usize]).ok()?;
    }
    if g.outcome().is_some() {
        return None;
    }
    let mut roll = None;
    while g.needs_roll() {
        let face = rng.below(6) as u8 + 1;
        if g.roll(face).ok()? == Rolled::Move {
            roll = Some(face);
        }
        if g.outcome().is_some() {
            return None;
        }
    }
    Some((g, roll))
}

#[test]
fn the_engine_move_is_always_legal() {
    for game in GameId::ALL {
        let mut rng = Rng::new(game as u64 + 7);
        let mut engine = Engine::new(1);
        let mut checked = 0;
        while checked < POSITIONS {
            let plies = rng.below(if game == GameId::PawnRace { 20 } else { 60 });
            let Some((g, roll)) = random_game(game, plies, &mut rng) else {
                continue;
            };
            let level = rng.below(8) as u8 + 1;
            let mut limits = level_limits(game, level, rng.next_u64());
            limits.nodes = limits.nodes.min(150 + rng.below(200));
            limits.best_reply = rng.below(2) == 1;
            let positions = g.positions();
            let pos = g.position();
            let found = engine.search(
                pos,
                &positions[..positions.len() - 1],
                roll,
                &limits,
                &|| false,
                &mut |_| {},
            );
            let legal = g.legal_moves();
            let best = found.best.unwrap_or_else(|| {
                panic!(
                    "{game:?} {}: no move but {} legal",
                    pos.to_fen(),
                    legal.len()
                )
            });
            assert!(
                legal.contains(&best),
                "{game:?} {}: {} is not legal (roll {roll:?})",
                pos.to_fen(),
                best.to_uci(pos.topology())
            );
            if let Some(face) = roll {
                assert_eq!(
                    pos.piece_at(best.from).map(|p| p.kind),
                    Kind::for_roll(face)
                );
            }
            checked += 1;
        }
    }
}

/// A middlegame-ish position of `game` after some random plies.
fn busy_position(game: GameId) -> (Position, Option<u8>) {
    let mut rng = Rng::new(99);
    loop {
        if let Some((g, roll)) = random_game(game, 8, &mut rng) {
            return (g.position().clone(), roll);
        }
    }
}

#[test]
fn every_level_answers_within_its_deadline() {
    let deadline = Duration::from_millis(100);
    // Generous: the stop check is polled every 1024 nodes of an unoptimised build on a
    // shared machine. Without polling, level 8 would search its 2,000,000 nodes.
    let margin = Duration::from_millis(1_500);
    for game in GameId::ALL {
        let (pos, roll) = busy_position(game);
        for level in 1..=8 {
            let limits = level_limits(game, level, 5);
            let started = Instant::now();
            let stop = || started.elapsed() >= deadline;
            let found = Engine::new(1).search(&pos, &[], roll, &limits, &stop, &mut |_| {});
            let took = started.elapsed();
            assert!(found.best.is_some(), "{game:?} level {level}: no move");
            assert!(
                took <= deadline + margin,
                "{game:?} level {level}: took {took:?}"
            );
        }
    }
}

#[test]
fn a_search_polls_its_stop_check_and_stops() {
    let pos = Position::start(GameId::Standard);
    let calls = std::cell::Cell::new(0u32);
    let stop = || {
        calls.set(calls.get() + 1);
        calls.get() >= 3
    };
    let limits = level_limits(GameId::Standard, 8, 0);
    let found = Engine::new(1).search(&pos, &[], None, &limits, &stop, &mut |_| {});
    assert_eq!(calls.get(), 3, "stops at the third poll");
    assert!(found.info.nodes < 4 * sjakkboks_engine::POLL_NODES);
    assert!(found.best.is_some());
}

/// The moves a search with `temperature` plays in `pos` over 40 seeds.
fn moves_at_temperature(pos: &Position, temperature: i32) -> Vec<String> {
    (0..40)
        .map(|seed| {
            let limits = Limits {
                depth: 3,
                nodes: 20_000,
                temperature,
                seed,
                ..Limits::default()
            };
            let found = Engine::new(1).search(pos, &[], None, &limits, &|| false, &mut |_| {});
            found.best.expect("a move").to_uci(pos.topology())
        })
        .collect()
}

#[test]
fn a_temperature_varies_the_move_but_never_gives_away_a_queen() {
    let start = Position::start(GameId::Standard);
    let mut opening = moves_at_temperature(&start, 100);
    opening.sort();
    opening.dedup();
    assert!(opening.len() >= 3, "opening moves {opening:?}");
    let hanging = Position::from_fen(GameId::Standard, "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1")
        .expect("a position");
    for mv in moves_at_temperature(&hanging, 100) {
        assert_eq!(mv, "d2d5", "the free queen is taken");
    }
}

//! Fits the slope of the winning-chances curve (`sjakkboks_engine::slope`) for one
//! game on the engine's own games: the puzzle generator's games (mixed levels, random
//! openings, slips), each position scored by the mover at a fixed search, each
//! score paired with the game's result for that mover (won 1, drawn 1/2, lost 0).
//! The slope `k` that makes `1 / (1 + e^(-k * cp))` the most likely expected result
//! (least cross-entropy, found by golden-section search over log k) is printed.
//!
//! ```text
//! cargo run --release -p sjakkboks-engine --example fit_chances -- \
//!     --game pawn-race --games 200 --seed 1 --nodes 20000
//! ```
//!
//! Unfinished games and positions scored as forced wins or losses are left out.

#[path = "common/flags.rs"]
mod flags;
// The puzzler's plies; only some of it is needed here.
#[allow(dead_code)]
#[path = "puzzler/line.rs"]
mod line;
#[path = "puzzler/selfplay.rs"]
mod selfplay;

use sjakkboks_engine::puzzle::{best_move, judging_limits};
use sjakkboks_engine::{slope, Engine, Rng, Score};
use sjakkboks_rules::{Color, GameId};

/// The command line.
struct Options {
    game: GameId,
    games: u64,
    seed: u64,
    nodes: u64,
    scale: u64,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        game: GameId::Standard,
        games: 200,
        seed: 1,
        nodes: 20_000,
        scale: 8,
    };
    flags::each_flag(|flag, value| {
        let num = || flags::number(flag, value);
        match flag {
            "--game" => o.game = GameId::from_id(value).ok_or(format!("no game '{value}'"))?,
            "--games" => o.games = num()?.max(1),
            "--seed" => o.seed = num()?,
            "--nodes" => o.nodes = num()?.max(1),
            "--scale" => o.scale = num()?.max(1),
            _ => return Err(format!("unknown flag {flag}")),
        }
        Ok(())
    })?;
    Ok(o)
}

/// The mean cross-entropy of the samples (score, result) under slope `k`.
fn loss(samples: &[(f64, f64)], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|&(cp, y)| {
            let p = (1.0 / (1.0 + (-k * cp).exp())).clamp(1e-9, 1.0 - 1e-9);
            -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
        })
        .sum();
    sum / samples.len() as f64
}

/// The slope of least loss, by golden-section search over ln k in [ln 1e-5, ln 0.1].
fn fit(samples: &[(f64, f64)]) -> f64 {
    let f = |x: f64| loss(samples, x.exp());
    let (mut a, mut b) = (1e-5f64.ln(), 0.1f64.ln());
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..100 {
        let c = b - ratio * (b - a);
        let d = a + ratio * (b - a);
        if f(c) < f(d) {
            b = d;
        } else {
            a = c;
        }
    }
    ((a + b) / 2.0).exp()
}

fn main() {
    let o = options().unwrap_or_else(|e| {
        eprintln!("fit_chances: {e}");
        std::process::exit(2);
    });
    let mut rng = Rng::new(o.seed);
    let mut engine = Engine::new(16);
    let limits = judging_limits(o.nodes);
    let mut samples: Vec<(f64, f64)> = Vec::new();
    for g in 0..o.games {
        let mut scored: Vec<(Color, i32)> = Vec::new();
        let end = selfplay::play(o.game, &mut rng, o.scale, &mut |before, _| {
            if let Some(best) = best_move(&mut engine, before, &[], &limits) {
                if let Score::Cp(cp) = best.score {
                    scored.push((before.position().turn(), cp));
                }
            }
            false
        });
        let Some(outcome) = end.outcome() else {
            continue;
        };
        for (mover, cp) in scored {
            let result = match outcome.winner {
                None => 0.5,
                Some(w) if w == mover => 1.0,
                Some(_) => 0.0,
            };
            samples.push((f64::from(cp), result));
        }
        eprintln!("{} games, {} positions", g + 1, samples.len());
    }
    if samples.is_empty() {
        eprintln!("fit_chances: no finished game");
        std::process::exit(1);
    }
    let k = fit(&samples);
    println!(
        "{}: k = {k:.8} from {} positions (loss {:.4}; at the current k {:.8}: {:.4})",
        o.game.as_str(),
        samples.len(),
        loss(&samples, k),
        slope(o.game),
        loss(&samples, slope(o.game)),
    );
}

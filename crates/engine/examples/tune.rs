//! Fits standard chess's evaluation weights to scored positions and writes them as
//! `crates/engine/src/eval/tuned_standard.rs`:
//!
//! `tune <scored positions> [epochs]`
//!
//! Each line of the input is `<FEN>;<centipawns for white>`. The fit starts from the
//! rules of thumb (the weights Chess Attack uses, on the 8x8 board) and compares win
//! chances, 1 / (1 + 10^(-score / 400)): first the scale that best maps their
//! evaluation onto the given scores, then every weight by gradient steps (Adam) on
//! the mean squared difference, each weight held near its start (`HOLD` in the
//! environment, default 3e-10). Positions that are not quiet, or where a side has
//! too little to mate, are left out ([`Tuning::sample`]); every tenth position is
//! kept out of the fit and the error on those is reported as it goes.

use sjakkboks_engine::tuning::{Pair, Sample, Tuning};
use sjakkboks_rules::{GameId, Position};
use std::process::ExitCode;

/// How strongly each weight is held near its start (per centipawn squared, added to
/// the error): a weight that few positions count (a king on the far rank) keeps its
/// value, one that many count follows the positions.
fn hold() -> f64 {
    std::env::var("HOLD")
        .ok()
        .and_then(|h| h.parse().ok())
        .unwrap_or(3e-10)
}

/// Every this many positions, one is kept out of the fit to check it on.
const CHECK_EVERY: usize = 10;

/// The win chance of a score, seen through `scale`.
fn chance(score: f64, scale: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-score * scale / 400.0))
}

/// A sample's score with `weights` (per index of [`Tuning::weights`], the middlegame
/// weight at twice the index, the endgame weight after it).
fn score(s: &Sample, weights: &[f64]) -> f64 {
    s.score(|i| (weights[2 * i], weights[2 * i + 1]))
}

/// The mean squared difference of win chances (the targets' are given).
fn error(data: &[(Sample, f64)], weights: &[f64], scale: f64) -> f64 {
    let sum: f64 = data
        .iter()
        .map(|(s, target)| (chance(score(s, weights), scale) - target).powi(2))
        .sum();
    sum / data.len() as f64
}

/// Reads the scored positions of `path` as samples, each with its score's win chance.
fn read(tuning: &Tuning, path: &str) -> Result<Vec<(Sample, f64)>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut data = Vec::new();
    for line in text.lines() {
        let Some((fen, cp)) = line.rsplit_once(';') else {
            continue;
        };
        let (Ok(pos), Ok(cp)) = (Position::from_fen(GameId::Standard, fen), cp.trim().parse())
        else {
            continue;
        };
        if let Some(sample) = tuning.sample(&pos) {
            data.push((sample, chance(cp, 1.0)));
        }
    }
    Ok(data)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: tune <scored positions> [epochs]");
        return ExitCode::from(2);
    };
    let epochs: usize = args.get(1).and_then(|e| e.parse().ok()).unwrap_or(2000);
    let tuning = Tuning::new();
    let (data, check): (Vec<_>, Vec<_>) = match read(&tuning, path) {
        Ok(all) => all
            .into_iter()
            .enumerate()
            .partition(|(i, _)| i % CHECK_EVERY != 0),
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let data: Vec<(Sample, f64)> = data.into_iter().map(|(_, d)| d).collect();
    let check: Vec<(Sample, f64)> = check.into_iter().map(|(_, d)| d).collect();
    let start: Vec<Pair> = tuning.rules_of_thumb();
    let mut weights: Vec<f64> = start
        .iter()
        .flat_map(|&(m, e)| [f64::from(m), f64::from(e)])
        .collect();
    let scale = (50..=200)
        .map(|k| f64::from(k) / 100.0)
        .min_by(|a, b| error(&data, &weights, *a).total_cmp(&error(&data, &weights, *b)))
        .unwrap_or(1.0);
    eprintln!(
        "{} quiet positions fitted, {} to check on; scale {scale:.2}; error today {:.6}, on the others {:.6}",
        data.len(),
        check.len(),
        error(&data, &weights, scale),
        error(&check, &weights, scale)
    );
    let held = weights.clone();
    let hold = hold();
    // Adam, full batch.
    let (rate, beta1, beta2) = (1.0, 0.9, 0.999);
    let n = weights.len();
    let (mut m1, mut m2) = (vec![0.0; n], vec![0.0; n]);
    for epoch in 1..=epochs {
        let mut grad = vec![0.0f64; n];
        for (s, target) in &data {
            let p = chance(score(s, &weights), scale);
            let d = 2.0 * (p - target) * p * (1.0 - p) * scale * 10f64.ln() / 400.0;
            let m = f64::from(s.middlegame);
            for &(i, c) in &s.counts {
                grad[2 * i] += d * f64::from(c) * m;
                grad[2 * i + 1] += d * f64::from(c) * (1.0 - m);
            }
        }
        let t = epoch as i32;
        for i in 0..n {
            let g = grad[i] / data.len() as f64 + 2.0 * hold * (weights[i] - held[i]);
            m1[i] = beta1 * m1[i] + (1.0 - beta1) * g;
            m2[i] = beta2 * m2[i] + (1.0 - beta2) * g * g;
            let (a, b) = (m1[i] / (1.0 - beta1.powi(t)), m2[i] / (1.0 - beta2.powi(t)));
            weights[i] -= rate * a / (b.sqrt() + 1e-12);
        }
        if epoch % 200 == 0 {
            eprintln!(
                "epoch {epoch}: error {:.6}, on the others {:.6}",
                error(&data, &weights, scale),
                error(&check, &weights, scale)
            );
        }
    }
    let tuned: Vec<Pair> = weights
        .chunks(2)
        .map(|w| (w[0].round() as i32, w[1].round() as i32))
        .collect();
    print!("{}", tuning.source(&tuned));
    ExitCode::SUCCESS
}

//! Tuning standard chess's evaluation: what the weights count in a position, the
//! weights of today, and the source text of `eval/tuned_standard.rs` for new ones.
//! The `tune` example fits the weights to positions scored by a stronger program.

use crate::eval::chess::ChessEval;
use crate::see::exchange_gain;
use sjakkboks_rules::{GameId, Position};

pub use crate::eval::terms::Pair;

/// A position as the evaluation's weights see it.
#[derive(Clone, Debug)]
pub struct Sample {
    /// Per weight (an index of [`Tuning::weights`]), how often it counts for white
    /// (negative: for black); an index may come more than once.
    pub counts: Vec<(usize, i32)>,
    /// How much of the score is the middlegame's (1 at the start, 0 with no pieces).
    pub middlegame: f32,
}

impl Sample {
    /// The score the weights give this position: per index, `weight(index)` gives
    /// the middlegame and endgame weights, tapered by [`Sample::middlegame`].
    pub fn score(&self, weight: impl Fn(usize) -> (f64, f64)) -> f64 {
        let m = f64::from(self.middlegame);
        let mut total = 0.0;
        for &(i, n) in &self.counts {
            let (mg, eg) = weight(i);
            total += f64::from(n) * (mg * m + eg * (1.0 - m));
        }
        total
    }
}

/// Standard chess's evaluation, opened up for tuning.
#[derive(Clone, Debug)]
pub struct Tuning {
    eval: ChessEval,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning::new()
    }
}

impl Tuning {
    /// Standard chess's evaluation with the weights compiled in.
    pub fn new() -> Tuning {
        Tuning {
            eval: ChessEval::new(GameId::Standard),
        }
    }

    /// The weights compiled in: per kind and cell, then per term.
    pub fn weights(&self) -> Vec<Pair> {
        self.eval.flat_weights()
    }

    /// The rules of thumb on the 8x8 board (what Chess Attack's weights are on its
    /// board), in the order of [`Tuning::weights`]: where a fit starts.
    pub fn rules_of_thumb(&self) -> Vec<Pair> {
        crate::eval::weights::Weights::rules_of_thumb(crate::eval::rect::Geometry::of(
            GameId::Standard,
        ))
        .flat()
    }

    /// The evaluation's score of `pos` for white, in centipawns.
    pub fn score(&self, pos: &Position) -> i32 {
        self.eval.white_score(pos)
    }

    /// `pos` as the weights see it, or `None` where its score is not what the
    /// weights add up to in a quiet position: the player to move is in check or has
    /// a capture or promotion that wins material, or a side has too little to mate.
    pub fn sample(&self, pos: &Position) -> Option<Sample> {
        if pos.game() != GameId::Standard || pos.is_check() {
            return None;
        }
        let loud = pos
            .legal_moves()
            .iter()
            .any(|mv| mv.promotion.is_some() || (pos.is_capture(mv) && exchange_gain(pos, mv) > 0));
        if loud {
            return None;
        }
        let (listed, middlegame) = self.eval.listed(pos)?;
        Some(Sample {
            counts: listed.counts,
            middlegame,
        })
    }

    /// The source text of `eval/tuned_standard.rs` holding `weights` (in the order of
    /// [`Tuning::weights`]).
    pub fn source(&self, weights: &[Pair]) -> String {
        let squares = self.weights().len() - crate::eval::terms::TERMS;
        let list = |ws: &[Pair]| {
            ws.chunks(8)
                .map(|row| {
                    let row: Vec<String> = row.iter().map(|(m, e)| format!("({m}, {e})")).collect();
                    format!("    {},\n", row.join(", "))
                })
                .collect::<String>()
        };
        format!(
            "//! Standard chess's evaluation weights, fitted to scored positions. Written by\n\
             //! `cargo run --release -p sjakkboks-engine --example tune` (see the README).\n\
             \n\
             use super::terms::{{Pair, TERMS as COUNT}};\n\
             \n\
             /// Per kind and cell seen from the piece's own side: the piece's value there.\n\
             #[rustfmt::skip]\n\
             pub(crate) const SQUARES: [Pair; {squares}] = [\n{}];\n\
             /// Per term of [`super::terms`].\n\
             #[rustfmt::skip]\n\
             pub(crate) const TERMS: [Pair; COUNT] = [\n{}];\n",
            list(&weights[..squares]),
            list(&weights[squares..]),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The positions of a few openings and endings.
    fn positions() -> Vec<Position> {
        [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
            "2r2rk1/pp1bqppp/2n1pn2/3p4/3P4/P1NBPN2/1PQ2PPP/R4RK1 b - - 0 14",
            "8/5pk1/6p1/3P4/5P2/6PK/8/8 w - - 0 50",
            "6k1/5ppp/8/8/8/8/1r3PPP/3R2K1 w - - 0 30",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        ]
        .iter()
        .map(|fen| Position::from_fen(GameId::Standard, fen).unwrap())
        .collect()
    }

    /// What the weights count, weighed and tapered, is the evaluation's score (to
    /// the rounding of the taper).
    #[test]
    fn the_counted_weights_add_up_to_the_score() {
        let tuning = Tuning::new();
        let weights = tuning.weights();
        for pos in positions() {
            let sample = tuning.sample(&pos).expect("quiet");
            let total = sample.score(|i| (f64::from(weights[i].0), f64::from(weights[i].1)));
            let score = f64::from(tuning.score(&pos));
            assert!(
                (total - score).abs() <= 1.0,
                "{}: {total} {score}",
                pos.to_fen()
            );
        }
    }

    /// Positions whose score is not the weights' sum are left out: a check, a capture
    /// that wins material, a promotion, too little to mate.
    #[test]
    fn loud_positions_are_left_out() {
        let tuning = Tuning::new();
        for fen in [
            "4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1",
            "4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1",
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1",
        ] {
            let pos = Position::from_fen(GameId::Standard, fen).unwrap();
            assert!(tuning.sample(&pos).is_none(), "{fen}");
        }
    }

    /// The compiled-in table is the `tune` example's writing of the compiled-in
    /// weights: the file comes from the tool, not from hand edits.
    #[test]
    fn the_table_is_the_tools_writing() {
        let tuning = Tuning::new();
        let written = tuning.source(&tuning.weights());
        assert_eq!(written, include_str!("eval/tuned_standard.rs"));
    }
}

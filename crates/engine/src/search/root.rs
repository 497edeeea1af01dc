//! Iterative deepening at the root: one iteration per depth, the best move first in
//! the next, the level's noise and temperature bonuses added to the root moves' scores.

use super::alphabeta::Descend;
use super::TEMPERATURE_REACH;
use super::{Found, Info, Searcher};
use crate::adapter;
use crate::rng::Rng;
use crate::score::{Score, INFINITY, MATE_BOUND};
use sjakkboks_rules::{Kind, Move, Position};

/// Half the width of the aspiration window, in centipawns.
const ASPIRATION: i32 = 40;

/// A root move with its noise bonus and last score.
#[derive(Clone, Copy, Debug)]
pub(super) struct RootMove {
    pub mv: Move,
    pub bonus: i32,
}

impl Searcher<'_> {
    /// Runs the iterations and returns the last finished one's move.
    pub(super) fn iterate(
        &mut self,
        root: &Position,
        roll: Option<u8>,
        excluded: &[Move],
        report: &mut dyn FnMut(&Info),
    ) -> Found {
        let mut legal = Vec::new();
        adapter::legal_moves(root, &mut legal);
        let dice = root.rules().dice;
        let over = self.terminal(root, &legal, 0).is_some();
        if let (true, Some(face)) = (dice, roll) {
            let kind = Kind::for_roll(face);
            legal.retain(|m| root.piece_at(m.from).map(|p| p.kind) == kind);
        }
        legal.retain(|m| self.limits.only.is_none_or(|only| only == *m));
        legal.retain(|m| !excluded.contains(m));
        let mut found = Found {
            best: None,
            info: Info {
                depth: 0,
                score: Score::Cp(0),
                nodes: 0,
                pv: Vec::new(),
            },
        };
        if over || legal.is_empty() {
            return found;
        }
        self.heur.order(root, &mut legal, None, 0);
        let noise = self.limits.noise.max(0) as u64;
        let temperature = self.limits.temperature.max(0);
        let mut moves: Vec<RootMove> = legal
            .iter()
            .map(|mv| RootMove {
                mv: *mv,
                bonus: self.rng.below(noise + 1) as i32 + gumbel_bonus(&mut self.rng, temperature),
            })
            .collect();
        found.best = Some(moves[0].mv);
        let players = self.profile.players;
        let mut previous: Option<i32> = None;
        for depth in 1..=self.limits.depth.max(1) as i32 {
            // Aspiration: a narrow window round the last score, widened on failure.
            let window = match previous {
                Some(p) if depth >= 4 && !dice && p.abs() < MATE_BOUND => {
                    (p - ASPIRATION, p + ASPIRATION)
                }
                _ => (-INFINITY, INFINITY),
            };
            let mut result = self.root_iteration(root, &mut moves, depth, dice, window);
            if let Some((_, _, noisy)) = result.filter(|_| !self.aborted) {
                if noisy <= window.0 || noisy >= window.1 {
                    let full = (-INFINITY, INFINITY);
                    result = self.root_iteration(root, &mut moves, depth, dice, full);
                }
            }
            if self.aborted {
                // A move searched to the end that beat the previous best (searched
                // first) is better than it, though the iteration did not finish.
                if let Some((_, best, _)) = result.filter(|(_, best, _)| *best > 0) {
                    found.best = Some(moves[best].mv);
                }
                break;
            }
            let Some((score, best, noisy)) = result else {
                break;
            };
            previous = Some(noisy);
            found.best = Some(moves[best].mv);
            let mut pv = self.pv[0].clone();
            if pv.first() != Some(&moves[best].mv) {
                pv = vec![moves[best].mv];
            }
            moves[..=best].rotate_right(1);
            found.info = Info {
                depth: depth as u32,
                score: Score::from_internal(score, players),
                nodes: self.nodes,
                pv,
            };
            report(&found.info);
            let decided = score.abs() >= MATE_BOUND && (crate::score::MATE - score.abs()) < depth;
            if (moves.len() == 1 && self.limits.only.is_none())
                || decided
                || self.nodes * 2 > self.limits.nodes
            {
                break;
            }
        }
        found.info.nodes = self.nodes;
        found
    }

    /// One iteration over the root moves with the window `(low, high)` on the scores
    /// with noise. Returns the best score (without noise), the index of its move, and
    /// its score with noise, over the moves searched to the end (all of them unless
    /// the search was stopped); `None` if none was.
    fn root_iteration(
        &mut self,
        root: &Position,
        moves: &mut [RootMove],
        depth: i32,
        dice: bool,
        (low, high): (i32, i32),
    ) -> Option<(i32, usize, i32)> {
        let mover = root.turn();
        let key = adapter::key(root) ^ self.key_salt;
        self.path.push(key);
        let mut alpha = low;
        let mut best: Option<(i32, usize, i32)> = None;
        for (i, rm) in moves.iter().enumerate() {
            let child = adapter::make(root, &rm.mv);
            self.heur.play(0, Some(rm.mv));
            // Scores with noise: the window is shifted by the move's bonus.
            let (a, b) = (alpha - rm.bonus, high - rm.bonus);
            let s = if dice {
                -self.chance(&child, depth - 1, 1, -b, -a)
            } else if i == 0 {
                self.descend(&child, mover, 0, a, b, Descend::Full(depth - 1))
            } else {
                let s = self.descend(&child, mover, 0, a, a + 1, Descend::Full(depth - 1));
                if s > a && s < b {
                    self.descend(&child, mover, 0, a, b, Descend::Full(depth - 1))
                } else {
                    s
                }
            };
            if self.aborted {
                break;
            }
            if best.is_none() || s + rm.bonus > alpha {
                alpha = alpha.max(s + rm.bonus);
                best = Some((s, i, s + rm.bonus));
                if !dice {
                    self.update_pv(0, rm.mv);
                }
                if s + rm.bonus >= high {
                    break;
                }
            }
        }
        self.path.pop();
        best
    }
}

/// A bonus drawn from a Gumbel distribution of scale `temperature`, cut to
/// `0..=TEMPERATURE_REACH * temperature`: the move with the best score plus its bonus is
/// then chosen with a chance proportional to `exp(score / temperature)` among the moves
/// within reach of the best (the Gumbel-max form of a softmax choice).
fn gumbel_bonus(rng: &mut Rng, temperature: i32) -> i32 {
    if temperature == 0 {
        return 0;
    }
    // A uniform number strictly inside (0, 1) from 53 random bits.
    let uniform = ((rng.next_u64() >> 11) as f64 + 0.5) / (1u64 << 53) as f64;
    let gumbel = -(-uniform.ln()).ln();
    // Below -1 (7% of draws) and above REACH - 1 (5%) the draws are cut.
    let cut = gumbel.clamp(-1.0, f64::from(TEMPERATURE_REACH - 1)) + 1.0;
    (cut * f64::from(temperature)).round() as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Engine, Limits};
    use sjakkboks_rules::GameId;

    #[test]
    fn excluded_root_moves_are_not_searched() {
        // The scholar's mate: only Qf3xf7 mates; without it the best is no mate.
        let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1";
        let pos = Position::from_fen(GameId::Standard, fen).unwrap();
        let limits = Limits {
            depth: 3,
            ..Limits::default()
        };
        let mut engine = Engine::new(1);
        let search = |engine: &mut Engine, excluded: &[Move]| {
            engine.search_excluding(&pos, &[], None, excluded, &limits, &|| false, &mut |_| {})
        };
        let first = search(&mut engine, &[]);
        assert_eq!(first.info.score, Score::Mate(1));
        let mate = first.best.unwrap();
        let second = search(&mut engine, &[mate]);
        assert_ne!(second.best, Some(mate));
        assert!(matches!(second.info.score, Score::Cp(_)), "{second:?}");
        let all = pos.legal_moves();
        assert_eq!(search(&mut engine, &all).best, None);
    }

    #[test]
    fn gumbel_bonuses_stay_within_reach_and_spread() {
        let mut rng = Rng::new(3);
        let draws: Vec<i32> = (0..2000).map(|_| gumbel_bonus(&mut rng, 100)).collect();
        assert!(draws
            .iter()
            .all(|b| (0..=TEMPERATURE_REACH * 100).contains(b)));
        let mean = draws.iter().sum::<i32>() as f64 / draws.len() as f64;
        // The Gumbel mean is 0.577 temperatures, here shifted by one.
        assert!((140.0..175.0).contains(&mean), "mean {mean}");
        assert_eq!(gumbel_bonus(&mut rng, 0), 0);
    }
}

//! The solver's rating per game: Glicko-2 (Mark Glickman, "Example of the Glicko-2
//! system", 2013), as lichess and pychess rate puzzle solvers. Each puzzle is a game
//! against the puzzle, rated at its own rating with [`PUZZLE_DEVIATION`], and a rating
//! period of its own.

/// The Glicko-2 scale: rating points per unit of the internal scale.
const SCALE: f64 = 173.7178;
/// The rating the internal scale's 0 stands for.
const CENTRE: f64 = 1500.0;
/// The system constant tau, how much the volatility may change (Glickman suggests
/// 0.3 to 1.2).
pub const TAU: f64 = 0.5;
/// How exactly the new volatility is found (the paper's epsilon).
const EPSILON: f64 = 0.000_001;
/// The deviation a puzzle's rating is taken to have.
pub const PUZZLE_DEVIATION: f64 = 80.0;

/// A rating with its deviation and volatility.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// The rating deviation (how unsure it is).
    pub deviation: f64,
    /// The volatility (how much the rating swings).
    pub volatility: f64,
}

impl Rating {
    /// A new solver's rating: 1000 (the easy puzzles first), unsure (350), with
    /// Glickman's usual volatility 0.06.
    pub const NEW: Rating = Rating {
        rating: 1000.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// The rating after the rating period's `games`: opponents' (rating, deviation)
    /// and the score (1 won, 0.5 drawn, 0 lost). With no games only the deviation grows.
    pub fn after(self, games: &[((f64, f64), f64)], tau: f64) -> Rating {
        let mu = (self.rating - CENTRE) / SCALE;
        let phi = self.deviation / SCALE;
        if games.is_empty() {
            let phi = (phi * phi + self.volatility * self.volatility).sqrt();
            return Rating {
                deviation: phi * SCALE,
                ..self
            };
        }
        // Steps 3 and 4: the estimated variance and the improvement.
        let terms: Vec<(f64, f64, f64)> = games
            .iter()
            .map(|&((r, rd), score)| {
                let g = g((rd) / SCALE);
                let e = 1.0 / (1.0 + (-g * (mu - (r - CENTRE) / SCALE)).exp());
                (g, e, score)
            })
            .collect();
        let v = 1.0
            / terms
                .iter()
                .map(|(g, e, _)| g * g * e * (1.0 - e))
                .sum::<f64>();
        let sum: f64 = terms.iter().map(|(g, e, s)| g * (s - e)).sum();
        let delta = v * sum;
        // Step 5: the new volatility.
        let sigma = volatility(self.volatility, phi, v, delta, tau);
        // Steps 6 to 8.
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Rating {
            rating: mu_new * SCALE + CENTRE,
            deviation: phi_new * SCALE,
            volatility: sigma,
        }
    }

    /// The rating after one puzzle rated `puzzle`: solved or not.
    pub fn after_puzzle(self, puzzle: u32, solved: bool) -> Rating {
        let score = if solved { 1.0 } else { 0.0 };
        self.after(&[((f64::from(puzzle), PUZZLE_DEVIATION), score)], TAU)
    }
}

/// The paper's g: how much an opponent's deviation weakens what a game says.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// Step 5: the new volatility, the root of the paper's f found by the Illinois method.
fn volatility(sigma: f64, phi: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut low = a;
    let mut high = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut f_low, mut f_high) = (f(low), f(high));
    while (high - low).abs() > EPSILON {
        let c = low + (low - high) * f_low / (f_high - f_low);
        let f_c = f(c);
        if f_c * f_high <= 0.0 {
            low = high;
            f_low = f_high;
        } else {
            f_low /= 2.0;
        }
        high = c;
        f_high = f_c;
    }
    (low / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_worked_example() {
        // The paper's player: 1500, RD 200, volatility 0.06; wins against 1400 (RD 30),
        // loses against 1550 (RD 100) and 1700 (RD 300); tau 0.5.
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let games = [
            ((1400.0, 30.0), 1.0),
            ((1550.0, 100.0), 0.0),
            ((1700.0, 300.0), 0.0),
        ];
        let new = player.after(&games, 0.5);
        assert!((new.rating - 1464.06).abs() < 0.01, "{new:?}");
        assert!((new.deviation - 151.52).abs() < 0.01, "{new:?}");
        assert!((new.volatility - 0.05999).abs() < 0.00001, "{new:?}");
    }

    #[test]
    fn solving_raises_failing_lowers_and_idling_widens() {
        let r = Rating::NEW;
        let up = r.after_puzzle(1000, true);
        let down = r.after_puzzle(1000, false);
        assert!(up.rating > r.rating && down.rating < r.rating);
        assert!(up.deviation < r.deviation);
        // A hard puzzle solved raises more than an easy one.
        assert!(r.after_puzzle(1600, true).rating > r.after_puzzle(600, true).rating);
        assert!(r.after(&[], TAU).deviation > r.deviation);
    }
}

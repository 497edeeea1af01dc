//! A review's summary per player: how many inaccuracies, mistakes and
//! blunders, and an accuracy figure for the game (lichess's way, simplified:
//! the mean of the moves' accuracies and their harmonic mean, averaged, so a
//! few bad moves weigh more than in a plain mean; lichess weights the plain
//! mean by how sharp the game was at each move, which we leave out).

use sjakkboks_rules::{Color, Game};

use super::judge::{accuracy, judge, Judgement};
use super::Review;

/// One player's summary.
#[derive(Clone, PartialEq, Debug)]
pub struct PlayerSummary {
    /// The player.
    pub color: Color,
    /// Inaccuracies, mistakes and blunders, in the order of [`Judgement::ALL`].
    pub counts: [usize; 3],
    /// The accuracy over the player's moves (passes left out), 0 to 100;
    /// `None` before the player's first move is reviewed.
    pub accuracy: Option<f64>,
}

impl PlayerSummary {
    /// How many moves got `judgement`.
    pub fn count(&self, judgement: Judgement) -> usize {
        self.counts[judgement as usize]
    }
}

/// The summary of each player of `game`, in the order they first moved,
/// over the moves `review` holds.
pub fn summarise(game: &Game, review: &Review) -> Vec<PlayerSummary> {
    let mut players: Vec<(PlayerSummary, Vec<f64>)> = Vec::new();
    for (ply, position) in review.plies.iter().zip(game.positions()) {
        let color = position.turn();
        let index = match players.iter().position(|(p, _)| p.color == color) {
            Some(i) => i,
            None => {
                let fresh = PlayerSummary {
                    color,
                    counts: [0; 3],
                    accuracy: None,
                };
                players.push((fresh, Vec::new()));
                players.len() - 1
            }
        };
        let (summary, accuracies) = &mut players[index];
        if let Some(judgement) = judge(ply) {
            summary.counts[judgement as usize] += 1;
        }
        if ply.best_move.is_some() {
            accuracies.push(accuracy(ply));
        }
    }
    players
        .into_iter()
        .map(|(mut summary, accuracies)| {
            summary.accuracy = game_accuracy(&accuracies);
            summary
        })
        .collect()
}

/// The average of the plain and the harmonic mean of move accuracies (each
/// at least 1 in the harmonic mean, so one move at 0 does not make it 0).
fn game_accuracy(accuracies: &[f64]) -> Option<f64> {
    if accuracies.is_empty() {
        return None;
    }
    let n = accuracies.len() as f64;
    let mean = accuracies.iter().sum::<f64>() / n;
    let harmonic = n / accuracies.iter().map(|a| 1.0 / a.max(1.0)).sum::<f64>();
    Some((mean + harmonic) / 2.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::tests::{cp, ply};
    use sjakkboks_rules::GameId;

    #[test]
    fn each_player_gets_their_own_counts_and_accuracy() {
        let mut game = Game::new(GameId::Standard);
        for m in ["e2e4", "e7e5", "d1h5", "g7g6"] {
            game.play_uci(m).unwrap();
        }
        let review = Review {
            plies: vec![
                ply(cp(0.1), cp(0.1), Some("e2e4")),
                ply(cp(-0.1), cp(-0.1), Some("e7e5")),
                ply(cp(0.1), cp(-0.3), Some("g1f3")),
                ply(cp(0.3), cp(0.05), Some("b8c6")),
            ],
        };
        let summary = summarise(&game, &review);
        assert_eq!(summary.len(), 2);
        let (white, black) = (&summary[0], &summary[1]);
        assert_eq!(white.color, Color::White);
        assert_eq!(white.count(Judgement::Blunder), 1);
        assert_eq!(black.count(Judgement::Mistake), 1);
        assert_eq!(black.count(Judgement::Blunder), 0);
        let (w, b) = (white.accuracy.unwrap(), black.accuracy.unwrap());
        assert!(w < b && b < 100.0 && w > 0.0, "{w} {b}");
    }

    #[test]
    fn no_moves_no_accuracy() {
        assert_eq!(game_accuracy(&[]), None);
        assert_eq!(game_accuracy(&[100.0, 100.0]), Some(100.0));
        assert!(game_accuracy(&[100.0, 0.0]).unwrap() < 50.0);
    }
}

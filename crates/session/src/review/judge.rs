//! Each move judged by how much it dropped the mover's winning chances, with
//! lichess's thresholds (its `Advice.scala`): a drop of 0.1 is an inaccuracy,
//! 0.2 a mistake, 0.3 a blunder, on the -1..1 scale. Forced mates are judged
//! as lichess does: a mate the mover had and lost, or one the mover let the
//! others have, is a blunder unless the position stays (or already was) as
//! good as decided, which lichess reads as 700 and 999 centipawns; here the
//! same points on the game's own curve of winning chances.

use super::{Eval, PlyReview};

/// How bad a move was.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub enum Judgement {
    /// Dropped the winning chances by 0.1 or more.
    Inaccuracy,
    /// By 0.2 or more.
    Mistake,
    /// By 0.3 or more.
    Blunder,
}

impl Judgement {
    /// All three, mildest first.
    pub const ALL: [Judgement; 3] = [
        Judgement::Inaccuracy,
        Judgement::Mistake,
        Judgement::Blunder,
    ];

    /// The name the page writes in `data-judgement`.
    pub fn code(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// The drops in winning chances at which a move is an inaccuracy, a mistake
/// and a blunder (lichess's).
const DROPS: [(f32, Judgement); 3] = [
    (0.3, Judgement::Blunder),
    (0.2, Judgement::Mistake),
    (0.1, Judgement::Inaccuracy),
];

/// Winning chances of 999 centipawns in standard chess: lichess calls a mate
/// lost or allowed from (or to) beyond this only an inaccuracy.
const DECIDED: f32 = 0.95;
/// Winning chances of 700 centipawns: beyond this, a mistake.
const NEARLY_DECIDED: f32 = 0.86;

/// The drop in the mover's winning chances from the best move to the move
/// played (never below 0: a move the engine scores above its own best is no
/// worse).
pub fn drop(ply: &PlyReview) -> f32 {
    (ply.best.chances - ply.played.chances).max(0.0)
}

/// The judgement of a move, if it was bad; a turn that passed (dice chess:
/// no move for the roll) is never judged.
pub fn judge(ply: &PlyReview) -> Option<Judgement> {
    ply.best_move.as_ref()?;
    judge_mate(ply.best, ply.played)
        .unwrap_or_else(|| DROPS.iter().find(|(d, _)| drop(ply) >= *d).map(|(_, j)| *j))
}

/// The judgement of a move where a forced mate was lost or allowed
/// (`Some(judgement)`), or `None` when no mate changed hands, and the drop in
/// winning chances judges.
fn judge_mate(best: Eval, played: Eval) -> Option<Option<Judgement>> {
    let had_mate = best.mate.is_some_and(|m| m > 0);
    let mated = played.mate.is_some_and(|m| m < 0);
    let by_margin = |margin: f32| {
        Some(if margin > DECIDED {
            Judgement::Inaccuracy
        } else if margin > NEARLY_DECIDED {
            Judgement::Mistake
        } else {
            Judgement::Blunder
        })
    };
    if had_mate && played.mate.is_none_or(|m| m <= 0) {
        // A mate lost: judged by how won the position still is.
        Some(by_margin(if mated { -1.0 } else { played.chances }))
    } else if best.mate.is_none() && mated {
        // A mate allowed: judged by how lost the position already was.
        Some(by_margin(-best.chances))
    } else if best.mate.is_some() || played.mate.is_some() {
        // A mate kept (maybe slower), or one that was coming anyway.
        Some(None)
    } else {
        None
    }
}

/// A move's accuracy, 0 to 100, from the drop in the mover's chance of
/// winning in percent (lichess's formula, from its accuracy page: about
/// 103.17 e^(-0.0435 drop) - 3.17, plus 1 for the engine's uncertainty).
pub fn accuracy(ply: &PlyReview) -> f64 {
    if ply.best_move.is_none() {
        return 100.0;
    }
    let percent_drop = 50.0 * f64::from(drop(ply));
    let raw = 103.166_81 * (-0.043_544_15 * percent_drop).exp() - 3.166_92 + 1.0;
    raw.clamp(0.0, 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::tests::{cp, mate, ply};

    fn judged(best: Eval, played: Eval) -> Option<Judgement> {
        judge(&ply(best, played, Some("e2e4")))
    }

    #[test]
    fn drops_are_judged_by_lichess_thresholds() {
        assert_eq!(judged(cp(0.2), cp(0.15)), None);
        assert_eq!(judged(cp(0.2), cp(0.11)), None);
        assert_eq!(judged(cp(0.2), cp(0.09)), Some(Judgement::Inaccuracy));
        assert_eq!(judged(cp(0.2), cp(-0.05)), Some(Judgement::Mistake));
        assert_eq!(judged(cp(0.2), cp(-0.11)), Some(Judgement::Blunder));
        assert_eq!(judged(cp(0.5), cp(-0.9)), Some(Judgement::Blunder));
        // The engine may score the move played above its best: no drop.
        assert_eq!(judged(cp(0.1), cp(0.3)), None);
    }

    #[test]
    fn a_mate_lost_is_a_blunder_unless_the_game_stays_won() {
        assert_eq!(judged(mate(2), cp(0.3)), Some(Judgement::Blunder));
        assert_eq!(judged(mate(2), cp(0.9)), Some(Judgement::Mistake));
        assert_eq!(judged(mate(2), cp(0.97)), Some(Judgement::Inaccuracy));
        assert_eq!(judged(mate(1), mate(-3)), Some(Judgement::Blunder));
        // A slower mate is still a mate.
        assert_eq!(judged(mate(1), mate(4)), None);
    }

    #[test]
    fn a_mate_allowed_is_a_blunder_unless_the_game_was_lost() {
        assert_eq!(judged(cp(0.0), mate(-2)), Some(Judgement::Blunder));
        assert_eq!(judged(cp(-0.9), mate(-2)), Some(Judgement::Mistake));
        assert_eq!(judged(cp(-0.99), mate(-2)), Some(Judgement::Inaccuracy));
        // Being mated anyway: a quicker mate is not judged.
        assert_eq!(judged(mate(-5), mate(-1)), None);
    }

    #[test]
    fn a_pass_is_never_a_mistake() {
        assert_eq!(judge(&ply(cp(0.5), cp(-0.8), None)), None);
        assert_eq!(accuracy(&ply(cp(0.5), cp(-0.8), None)), 100.0);
    }

    #[test]
    fn three_players_are_judged_by_the_movers_own_result() {
        // Three-player scores are the mover's own expected result: the same
        // scale, so the same thresholds.
        assert_eq!(judged(cp(-0.3), cp(-0.45)), Some(Judgement::Inaccuracy));
        assert_eq!(judged(cp(-0.3), cp(-0.7)), Some(Judgement::Blunder));
    }

    #[test]
    fn accuracy_falls_with_the_drop() {
        let best = accuracy(&ply(cp(0.3), cp(0.3), Some("e2e4")));
        let small = accuracy(&ply(cp(0.3), cp(0.2), Some("e2e4")));
        let big = accuracy(&ply(cp(0.3), cp(-0.7), Some("e2e4")));
        assert_eq!(best, 100.0);
        assert!(small < best && small > 70.0, "{small}");
        assert!(big < 15.0, "{big}");
    }
}

//! The game review's words in nb and en: the buttons, the judgements, the
//! summary, *Try again*, and why a move was bad ([`explanation`]).

use sjakkboks_rules::Position;

use super::notation::move_text;
use super::{kind_name, Lang};
use crate::review::explain::Explanation;
use crate::review::judge::Judgement;

/// The review's fixed words.
pub struct ReviewWords {
    /// While the engine looks at the game.
    pub reviewing: &'static str,
    /// The graph's accessible name.
    pub graph: &'static str,
    /// The summary's heading.
    pub summary: &'static str,
    /// "Accuracy", in the summary.
    pub accuracy: &'static str,
    /// The button that brings a mistake back to try again.
    pub try_again: &'static str,
    /// What the board says while the child tries.
    pub find_better: &'static str,
    /// A try that was good enough.
    pub well_found: &'static str,
    /// A try that was not.
    pub not_that: &'static str,
    /// Before the engine's move is shown.
    pub best_was: &'static str,
    /// Leaves *Try again*.
    pub stop_trying: &'static str,
    /// The review could not be made.
    pub failed: &'static str,
}

static NB: ReviewWords = ReviewWords {
    reviewing: "Motoren ser på partiet …",
    graph: "Hvem ledet etter hvert trekk",
    summary: "Oppsummering",
    accuracy: "Presisjon",
    try_again: "Prøv igjen",
    find_better: "Finn et bedre trekk.",
    well_found: "Bra funnet!",
    not_that: "Ikke det trekket. Prøv en gang til.",
    best_was: "Motoren ville spilt",
    stop_trying: "Ferdig",
    failed: "Gjennomgangen kunne ikke lages",
};

static EN: ReviewWords = ReviewWords {
    reviewing: "The engine looks at the game …",
    graph: "Who was ahead after each move",
    summary: "Summary",
    accuracy: "Accuracy",
    try_again: "Try again",
    find_better: "Find a better move.",
    well_found: "Well found!",
    not_that: "Not that move. Try once more.",
    best_was: "The engine would play",
    stop_trying: "Done",
    failed: "The review could not be made",
};

/// The fixed words of `lang`.
pub fn words(lang: Lang) -> &'static ReviewWords {
    match lang {
        Lang::Nb => &NB,
        Lang::En => &EN,
    }
}

/// The button that starts a review (apart from [`ReviewWords`]: the first
/// module shows it, and hands the page over to the full module to review).
pub fn button(lang: Lang) -> &'static str {
    match lang {
        Lang::Nb => "Gjennomgang",
        Lang::En => "Review",
    }
}

/// A judgement's name.
pub fn judgement(lang: Lang, judgement: Judgement) -> &'static str {
    match (lang, judgement) {
        (Lang::Nb, Judgement::Inaccuracy) => "Unøyaktighet",
        (Lang::Nb, Judgement::Mistake) => "Feil",
        (Lang::Nb, Judgement::Blunder) => "Bukk",
        (Lang::En, Judgement::Inaccuracy) => "Inaccuracy",
        (Lang::En, Judgement::Mistake) => "Mistake",
        (Lang::En, Judgement::Blunder) => "Blunder",
    }
}

/// Why a move was bad, in one sentence; `before` is the position it was
/// played in (to write the better move).
pub fn explanation(lang: Lang, why: &Explanation, before: &Position) -> String {
    let nb = lang == Lang::Nb;
    match *why {
        Explanation::MateMissed { moves, best } => {
            let best = move_text(lang, before, &best);
            if nb {
                format!("Matt i {moves} var mulig: {best}!")
            } else {
                format!("Mate in {moves} was possible: {best}!")
            }
        }
        Explanation::MateAllowed { moves } => {
            if nb {
                format!("Nå kan den andre sette matt i {moves}.")
            } else {
                format!("Now the other side can mate in {moves}.")
            }
        }
        Explanation::RaceLost => if nb {
            "Den andre bonden kommer først fram."
        } else {
            "The other pawn gets there first."
        }
        .to_owned(),
        Explanation::ForcedCapture { best } => {
            let best = move_text(lang, before, &best);
            if nb {
                format!("Du måtte slå, men {best} var et bedre slag.")
            } else {
                format!("You had to capture, but {best} was the better capture.")
            }
        }
        Explanation::LeftPiece(kind) => {
            let piece = kind_name(lang, kind);
            if nb {
                format!("Nå kan {} bli slått.", yours(piece))
            } else {
                format!("That left your {piece} to be taken.")
            }
        }
        Explanation::Better { best } => {
            let best = move_text(lang, before, &best);
            if nb {
                format!("{best} var bedre.")
            } else {
                format!("{best} was better.")
            }
        }
    }
}

/// "Your piece" in Norwegian: the definite form and its possessive
/// (springeren din, tårnet ditt, bonden din).
fn yours(piece: &str) -> String {
    match piece {
        "tårn" => "tårnet ditt".to_owned(),
        "bonde" => "bonden din".to_owned(),
        "konge" => "kongen din".to_owned(),
        other => format!("{other}en din"),
    }
}

/// "Accuracy 87%".
pub fn accuracy(lang: Lang, percent: f64) -> String {
    format!("{} {}%", words(lang).accuracy, percent.round() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::{GameId, Kind};

    #[test]
    fn reasons_read_in_both_languages() {
        let pos = Position::start(GameId::Standard);
        let best = pos.parse_uci("g1f3").unwrap();
        let mate = Explanation::MateMissed { moves: 2, best };
        assert_eq!(
            explanation(Lang::En, &mate, &pos),
            "Mate in 2 was possible: Nf3!"
        );
        assert_eq!(
            explanation(Lang::Nb, &mate, &pos),
            "Matt i 2 var mulig: Sf3!"
        );
        let left = Explanation::LeftPiece(Kind::Knight);
        assert_eq!(
            explanation(Lang::En, &left, &pos),
            "That left your knight to be taken."
        );
        assert_eq!(
            explanation(Lang::Nb, &left, &pos),
            "Nå kan springeren din bli slått."
        );
        let rook = Explanation::LeftPiece(Kind::Rook);
        assert_eq!(
            explanation(Lang::Nb, &rook, &pos),
            "Nå kan tårnet ditt bli slått."
        );
        assert_eq!(accuracy(Lang::Nb, 86.6), "Presisjon 87%");
    }
}

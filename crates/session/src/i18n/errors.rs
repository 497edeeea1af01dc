//! The rules crate's refusals in words, in Norwegian (bokmål) and English: a
//! move, a roll or an ending that a share link or a saved game holds and the
//! rules will not play. The rules crate's own `Display` texts are English and
//! written for developers; the user reads these.

use sjakkboks_rules::share::StopProblem;
use sjakkboks_rules::{Claim, Declaration, GameError, UciError};

use crate::i18n::{color_name, Lang};

/// Why the game refused a move, a roll or an ending.
pub fn game_error(lang: Lang, error: &GameError) -> String {
    let nb = lang == Lang::Nb;
    let text = match error {
        GameError::IllegalMove(m) | GameError::MoveText(UciError::Illegal(m)) if nb => {
            return format!("{m} er ikke et lovlig trekk her")
        }
        GameError::IllegalMove(m) | GameError::MoveText(UciError::Illegal(m)) => {
            return format!("{m} is not a legal move here")
        }
        GameError::MoveText(UciError::Syntax(s)) if nb => {
            return format!("«{s}» er ikke et trekk som e2e4 eller e7e8q")
        }
        GameError::MoveText(UciError::Syntax(s)) => {
            return format!("'{s}' is not a move like e2e4 or e7e8q")
        }
        GameError::NotAPlayer(c) if nb => return format!("{} er ikke med", color_name(lang, *c)),
        GameError::NotAPlayer(c) => return format!("{} is not playing", color_name(lang, *c)),
        GameError::NotYourTurn(c) if nb => {
            return format!("{} kan bare gi opp i sin egen tur", color_name(lang, *c))
        }
        GameError::NotYourTurn(c) => {
            return format!("{} may resign only on their own turn", color_name(lang, *c))
        }
        GameError::BadRoll(n) if nb => return format!("{n} er ikke et tall på terningen (1–6)"),
        GameError::BadRoll(n) => return format!("{n} is not a face of the die (1–6)"),
        GameError::RollTakenBack(face) if nb => {
            return format!("dette kastet ble tatt tilbake: terningen viser {face} igjen")
        }
        GameError::RollTakenBack(face) => {
            return format!("this roll was taken back: the die shows {face} again")
        }
        GameError::Over if nb => "partiet er slutt",
        GameError::Over => "the game is over",
        GameError::ClaimNotValid(Claim::ThreefoldRepetition) if nb => {
            "remis for samme stilling tre ganger kan ikke kreves nå"
        }
        GameError::ClaimNotValid(Claim::ThreefoldRepetition) => {
            "a draw by threefold repetition cannot be claimed now"
        }
        GameError::ClaimNotValid(Claim::FiftyMoves) if nb => {
            "remis etter 50 trekk kan ikke kreves nå"
        }
        GameError::ClaimNotValid(Claim::FiftyMoves) => {
            "a draw by the 50-move rule cannot be claimed now"
        }
        GameError::NoDice if nb => "partiet spilles uten terning",
        GameError::NoDice => "this game is not played with a die",
        GameError::RollFirst if nb => "kast terningen først",
        GameError::RollFirst => "roll the die first",
        GameError::AlreadyRolled if nb => "terningen er kastet: flytt",
        GameError::AlreadyRolled => "the die has been rolled: move",
        GameError::ResignNeedsOne if nb => "du kan bare gi opp i en tur der du kastet en ener",
        GameError::ResignNeedsOne => "you may resign only on a turn where you rolled a one",
    };
    text.to_owned()
}

/// An ending the players declared: "hvit gir opp" / "white resigns".
pub fn declaration(lang: Lang, ending: Declaration) -> String {
    let text = match (lang, ending) {
        (Lang::Nb, Declaration::Resigned(c)) => return format!("{} gir opp", color_name(lang, c)),
        (Lang::En, Declaration::Resigned(c)) => return format!("{} resigns", color_name(lang, c)),
        (Lang::Nb, Declaration::TimeOut(c)) => {
            return format!("tiden gikk ut for {}", color_name(lang, c))
        }
        (Lang::En, Declaration::TimeOut(c)) => {
            return format!("{}'s time ran out", color_name(lang, c))
        }
        (Lang::Nb, Declaration::DrawAgreed) => "remis etter enighet",
        (Lang::En, Declaration::DrawAgreed) => "draw agreed",
        (Lang::Nb, Declaration::Claimed(Claim::ThreefoldRepetition)) => {
            "krav om remis for samme stilling tre ganger"
        }
        (Lang::En, Declaration::Claimed(Claim::ThreefoldRepetition)) => {
            "draw claimed by threefold repetition"
        }
        (Lang::Nb, Declaration::Claimed(Claim::FiftyMoves)) => "krav om remis etter 50 trekk",
        (Lang::En, Declaration::Claimed(Claim::FiftyMoves)) => "draw claimed by the 50-move rule",
    };
    text.to_owned()
}

/// The step of a link or a save that could not be played, in words that fit
/// both.
pub fn stop_problem(lang: Lang, problem: &StopProblem) -> String {
    let nb = lang == Lang::Nb;
    match problem {
        StopProblem::NoSuchMove { index, legal } => {
            let n = u64::from(*index) + 1;
            if nb {
                format!("lovlig trekk nummer {n} finnes ikke, bare {legal}")
            } else {
                format!("legal move number {n} does not exist, only {legal}")
            }
        }
        StopProblem::GameOver if nb => "et trekk etter at partiet er slutt".into(),
        StopProblem::GameOver => "a move after the game ended".into(),
        StopProblem::NoRoll if nb => "terningkastet til trekket mangler".into(),
        StopProblem::NoRoll => "the die roll for the move is missing".into(),
        StopProblem::Roll { face, error } if nb => {
            format!("kast {face}: {}", game_error(lang, error))
        }
        StopProblem::Roll { face, error } => format!("roll {face}: {}", game_error(lang, error)),
        StopProblem::Ending { ending, error } if nb => format!(
            "slutten ({}): {}",
            declaration(lang, *ending),
            game_error(lang, error)
        ),
        StopProblem::Ending { ending, error } => format!(
            "the ending ({}): {}",
            declaration(lang, *ending),
            game_error(lang, error)
        ),
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{corpus, Lang};
    use std::collections::BTreeSet;

    /// Words the two languages write alike: names, codes, chess's own, and
    /// Norwegian words spelled as English ones ("liste over", "for å", "etter at").
    #[rustfmt::skip]
    const SHARED: &[&str] = &[
        "sjakkboks", "fen", "wk", "gn", "bp", "en", "passant", "ring", "over", "for", "at",
    ];

    /// The words of `text`, lower case: runs of two or more letters.
    fn words(text: &str) -> impl Iterator<Item = String> + '_ {
        text.split(|c: char| !c.is_alphabetic())
            .filter(|w| w.chars().nth(1).is_some())
            .map(str::to_lowercase)
    }

    #[test]
    fn norwegian_errors_have_no_english_word_of_the_rules_crate() {
        let displays: Vec<String> = (corpus::fen_errors().iter().map(ToString::to_string))
            .chain(corpus::game_errors().iter().map(ToString::to_string))
            .chain(corpus::share_errors().iter().map(ToString::to_string))
            .chain(corpus::saved_errors().iter().map(ToString::to_string))
            .chain(corpus::stops().iter().map(ToString::to_string))
            .collect();
        let mut english: BTreeSet<String> = displays.iter().flat_map(|t| words(t)).collect();
        for shared in SHARED {
            english.remove(*shared);
        }
        assert!(english.len() > 100, "{english:?}");
        let found: Vec<String> = corpus::error_words(Lang::Nb)
            .iter()
            .flat_map(|text| {
                words(text)
                    .filter(|w| english.contains(w))
                    .map(move |w| format!("{w} in «{text}»"))
            })
            .collect();
        assert!(found.is_empty(), "{found:#?}");
    }

    #[test]
    fn every_error_reads_in_both_languages() {
        for (nb, en) in corpus::error_words(Lang::Nb)
            .into_iter()
            .zip(corpus::error_words(Lang::En))
        {
            assert!(!nb.is_empty() && !en.is_empty());
            assert_ne!(nb, en);
        }
    }
}

//! The worker's errors in nb and en: why a search, a PGN export or import or a
//! QR code gave nothing ([`crate::protocol::JobError`]). A PGN error always
//! names the line, and the move where there is one.

use super::Lang;
use crate::protocol::{EngineRefusal, JobError, MoveProblem, PgnProblem};

/// Why a job gave nothing, as a sentence fragment (no full stop).
pub fn job_error(lang: Lang, error: &JobError) -> String {
    let nb = lang == Lang::Nb;
    let pick = |nb_text: &str, en_text: &str| if nb { nb_text } else { en_text }.to_owned();
    match error {
        JobError::Worker(why) => why.clone(),
        JobError::Undecodable => pick(
            "motoren forsto ikke oppgaven (last siden på nytt)",
            "the engine did not understand the job (reload the page)",
        ),
        JobError::BadGame => pick("partiet kunne ikke leses", "the game could not be read"),
        JobError::Engine(refusal) => match refusal {
            EngineRefusal::GameOver => pick("partiet er slutt", "the game is over"),
            EngineRefusal::NotYourTurn => pick("det er ikke dens tur", "it is not its turn"),
            EngineRefusal::NeedsRoll => {
                pick("terningen er ikke kastet", "the die has not been rolled")
            }
        },
        JobError::NoLegalMove => pick(
            "motoren fant ikke noe lovlig trekk",
            "the engine found no legal move",
        ),
        JobError::Pgn { line, problem } => {
            let what = pgn_problem(lang, problem);
            let line_word = if nb { "linje" } else { "line" };
            format!("{line_word} {line}, {what}")
        }
        JobError::QrTooLong => pick(
            "lenken er for lang for en QR-kode",
            "the link is too long for a QR code",
        ),
        JobError::NoSuchMove => pick(
            "det trekket finnes ikke i partiet",
            "that move is not in the game",
        ),
    }
}

/// What is wrong in a PGN text.
fn pgn_problem(lang: Lang, problem: &PgnProblem) -> String {
    let nb = lang == Lang::Nb;
    let pick = |nb_text: &str, en_text: &str| if nb { nb_text } else { en_text }.to_owned();
    match problem {
        PgnProblem::NoGame => pick("fant ikke noe parti", "no game found"),
        PgnProblem::BadTag => pick(
            "en tagg er ikke skrevet som [Navn \"verdi\"]",
            "a tag is not written as [Name \"value\"]",
        ),
        PgnProblem::UnclosedComment => pick(
            "en kommentar { blir aldri lukket",
            "a comment { is never closed",
        ),
        PgnProblem::UnclosedVariation => pick(
            "en variant ( blir aldri lukket",
            "a variation ( is never closed",
        ),
        PgnProblem::UnmatchedParen => pick("en ) lukker ingen variant", "a ) closes no variation"),
        PgnProblem::UnknownVariant(name) if nb => format!("ukjent sjakkvariant «{name}»"),
        PgnProblem::UnknownVariant(name) => format!("unknown chess variant \"{name}\""),
        PgnProblem::BadFen => pick(
            "FEN-taggen er ingen gyldig startstilling",
            "the FEN tag is no valid start position",
        ),
        PgnProblem::Move {
            number,
            san,
            problem,
        } => {
            let why = move_problem(lang, *problem);
            if nb {
                format!("trekk {number} {san}: {why}")
            } else {
                format!("move {number} {san}: {why}")
            }
        }
        PgnProblem::Roll { number, face } if nb => {
            format!("trekk {number}: kastet {face} passer ikke her")
        }
        PgnProblem::Roll { number, face } => {
            format!("move {number}: the roll {face} does not fit here")
        }
        PgnProblem::Ending(comment) if nb => {
            format!("{{{comment}}}: partiet kan ikke slutte slik her")
        }
        PgnProblem::Ending(comment) => format!("{{{comment}}}: the game cannot end so here"),
    }
}

/// Why a move of a PGN text could not be played.
fn move_problem(lang: Lang, problem: MoveProblem) -> &'static str {
    let nb = lang == Lang::Nb;
    match problem {
        MoveProblem::NotSan if nb => "ikke et trekk i algebraisk notasjon",
        MoveProblem::NotSan => "not a move in algebraic notation",
        MoveProblem::Illegal if nb => "ikke et lovlig trekk",
        MoveProblem::Illegal => "not a legal move",
        MoveProblem::Ambiguous if nb => "flere lovlige trekk passer",
        MoveProblem::Ambiguous => "more than one legal move fits",
        MoveProblem::GameOver if nb => "partiet er allerede slutt",
        MoveProblem::GameOver => "the game was already over",
        MoveProblem::NoPass if nb => "turen går ikke videre her",
        MoveProblem::NoPass => "the turn does not pass here",
        MoveProblem::NotForTheRoll if nb => "terningkastet tillater ikke det trekket",
        MoveProblem::NotForTheRoll => "the roll does not allow that move",
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// One error of every kind (the glossary's tests read them too).
    pub(crate) fn every_error() -> Vec<JobError> {
        let moves = [
            MoveProblem::NotSan,
            MoveProblem::Illegal,
            MoveProblem::Ambiguous,
            MoveProblem::GameOver,
            MoveProblem::NoPass,
            MoveProblem::NotForTheRoll,
        ];
        let mut problems = vec![
            PgnProblem::NoGame,
            PgnProblem::BadTag,
            PgnProblem::UnclosedComment,
            PgnProblem::UnclosedVariation,
            PgnProblem::UnmatchedParen,
            PgnProblem::UnknownVariant("crazyhouse".into()),
            PgnProblem::BadFen,
            PgnProblem::Roll {
                number: "4.".into(),
                face: 3,
            },
            PgnProblem::Ending("White wins".into()),
        ];
        problems.extend(moves.map(|problem| PgnProblem::Move {
            number: "3.".into(),
            san: "Ke3".into(),
            problem,
        }));
        let mut errors: Vec<JobError> = problems
            .into_iter()
            .map(|problem| JobError::Pgn { line: 2, problem })
            .collect();
        errors.extend([
            JobError::Undecodable,
            JobError::BadGame,
            JobError::Engine(EngineRefusal::GameOver),
            JobError::Engine(EngineRefusal::NotYourTurn),
            JobError::Engine(EngineRefusal::NeedsRoll),
            JobError::NoLegalMove,
            JobError::QrTooLong,
            JobError::NoSuchMove,
        ]);
        errors
    }

    #[test]
    fn every_error_is_said_in_both_languages_and_differently() {
        for error in every_error() {
            let (nb, en) = (job_error(Lang::Nb, &error), job_error(Lang::En, &error));
            assert!(!nb.is_empty() && !en.is_empty(), "{error:?}");
            assert_ne!(nb, en, "{error:?} is not translated");
        }
    }

    #[test]
    fn a_pgn_error_names_the_line_and_the_move() {
        let error = JobError::Pgn {
            line: 2,
            problem: PgnProblem::Move {
                number: "3.".into(),
                san: "Ke3".into(),
                problem: MoveProblem::Illegal,
            },
        };
        assert_eq!(
            job_error(Lang::Nb, &error),
            "linje 2, trekk 3. Ke3: ikke et lovlig trekk"
        );
        assert_eq!(
            job_error(Lang::En, &error),
            "line 2, move 3. Ke3: not a legal move"
        );
    }

    #[test]
    fn no_english_in_norwegian_errors() {
        let english = [
            " the ", " is ", " not ", " move", " game", " line", " found",
        ];
        for error in every_error() {
            let nb = format!(" {} ", job_error(Lang::Nb, &error));
            for word in english {
                assert!(!nb.contains(word), "{error:?}: {nb}");
            }
        }
    }
}

//! PGN for the page, done in the worker so that the PGN reader and writer stay
//! out of the app's first load: export a game (saved-game text in, PGN out)
//! and import one (PGN in, saved-game text out, or why not in the reader's
//! language, Norwegian or English).

use sjakkboks_rules::pgn::{self, MoveProblem, PgnError, PgnErrorKind, PgnTags};
use sjakkboks_rules::saved::{self, SavedGameError};

/// The PGN of a saved game with the app's tags (`Site` Sjakkboks, `Date`
/// given); `Ok(None)` for a game PGN cannot hold (three players).
pub fn export(game: &str, date: &str) -> Result<Option<String>, SavedGameError> {
    let game = saved::decode(game)?;
    let tags = PgnTags {
        date: date.to_owned(),
        site: "Sjakkboks".into(),
        ..PgnTags::default()
    };
    Ok(pgn::export(&game, &tags))
}

/// The game of a PGN text as saved-game text, or why it cannot be read in
/// `lang` (`nb`, otherwise English).
pub fn import(text: &str, lang: &str) -> Result<String, String> {
    match pgn::import(text) {
        Ok(imported) => Ok(saved::encode(&imported.game)),
        Err(error) if lang == "nb" => Err(norwegian(&error)),
        Err(error) => Err(error.to_string()),
    }
}

/// A PGN import error in Norwegian: always with the line, and the move where
/// there is one.
fn norwegian(error: &PgnError) -> String {
    let what = match &error.kind {
        PgnErrorKind::NoGame => "fant ikke noe parti".to_string(),
        PgnErrorKind::BadTag => "en tagg er ikke skrevet som [Navn \"verdi\"]".into(),
        PgnErrorKind::UnclosedComment => "en kommentar { blir aldri lukket".into(),
        PgnErrorKind::UnclosedVariation => "en variant ( blir aldri lukket".into(),
        PgnErrorKind::UnmatchedParen => "en ) lukker ingen variant".into(),
        PgnErrorKind::UnknownVariant(v) => format!("ukjent variant «{v}»"),
        PgnErrorKind::BadFen(e) => format!("ugyldig FEN ({e})"),
        PgnErrorKind::Move {
            number,
            san,
            problem,
        } => {
            let problem = match problem {
                MoveProblem::NotSan => "ikke et trekk i algebraisk notasjon".into(),
                MoveProblem::Illegal => "ikke et lovlig trekk".into(),
                MoveProblem::Ambiguous => "flere lovlige trekk passer".into(),
                MoveProblem::GameOver => "partiet er allerede slutt".into(),
                MoveProblem::NoPass => "turen går ikke videre her".into(),
                MoveProblem::Game(e) => e.to_string(),
            };
            format!("trekk {number} {san}: {problem}")
        }
        PgnErrorKind::Roll {
            number,
            face,
            error,
        } => format!("trekk {number} {{roll {face}}}: {error}"),
        PgnErrorKind::Ending { comment, error } => format!("{{{comment}}}: {error}"),
    };
    format!("linje {}, {what}", error.line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::{Game, GameId};

    #[test]
    fn a_game_goes_out_and_back_in() {
        let mut game = Game::new(GameId::Standard);
        for m in ["e2e4", "e7e5", "g1f3"] {
            game.play_uci(m).unwrap();
        }
        let text = export(&saved::encode(&game), "2026.11.24")
            .unwrap()
            .unwrap();
        assert!(text.contains("[Site \"Sjakkboks\"]") && text.contains("[Date \"2026.11.24\"]"));
        assert!(text.contains("1. e4 e5 2. Nf3 *"), "{text}");
        let back = saved::decode(&import(&text, "en").unwrap()).unwrap();
        assert_eq!(back.moves(), game.moves());
    }

    #[test]
    fn three_players_have_no_pgn_and_bad_saves_are_errors() {
        let game = Game::new(GameId::ThreePlayer);
        assert_eq!(export(&saved::encode(&game), "?").unwrap(), None);
        assert!(export("not a save", "?").is_err());
    }

    #[test]
    fn import_errors_speak_the_reader_s_language() {
        let bad = "1. e4 e5\n2. Nf3 Nf6 3. Ke3 *";
        let nb = import(bad, "nb").unwrap_err();
        assert_eq!(nb, "linje 2, trekk 3. Ke3: ikke et lovlig trekk");
        let en = import(bad, "en").unwrap_err();
        assert!(en.starts_with("line 2"), "{en}");
        assert_eq!(
            import("", "nb").unwrap_err(),
            "linje 1, fant ikke noe parti"
        );
    }
}

//! PGN for the page, done in the worker so that the PGN reader and writer stay
//! out of the app's first load: export a game (saved-game text in, PGN out)
//! and import one (PGN in, saved-game text out, or a typed error that the page
//! says in its language).

use sjakkboks_rules::pgn::{self, MoveProblem, PgnError, PgnErrorKind, PgnTags};
use sjakkboks_rules::saved;
use sjakkboks_session::protocol::{self, JobError, PgnProblem};

/// The PGN of a saved game with the app's tags (`Site` Sjakkboks, `Date`
/// given); `Ok(None)` for a game PGN cannot hold (three players).
pub fn export(game: &str, date: &str) -> Result<Option<String>, JobError> {
    let game = saved::decode(game).map_err(|_| JobError::BadGame)?;
    let tags = PgnTags {
        date: date.to_owned(),
        site: "Sjakkboks".into(),
        ..PgnTags::default()
    };
    Ok(pgn::export(&game, &tags))
}

/// The game of a PGN text as saved-game text, or why it cannot be read.
pub fn import(text: &str) -> Result<String, JobError> {
    let imported = pgn::import(text).map_err(|e| pgn_error(&e))?;
    Ok(saved::encode(&imported.game))
}

/// The reader's error as the page is told it: the line, and the move where
/// there is one.
fn pgn_error(error: &PgnError) -> JobError {
    let problem = match &error.kind {
        PgnErrorKind::NoGame => PgnProblem::NoGame,
        PgnErrorKind::BadTag => PgnProblem::BadTag,
        PgnErrorKind::UnclosedComment => PgnProblem::UnclosedComment,
        PgnErrorKind::UnclosedVariation => PgnProblem::UnclosedVariation,
        PgnErrorKind::UnmatchedParen => PgnProblem::UnmatchedParen,
        PgnErrorKind::UnknownVariant(v) => PgnProblem::UnknownVariant(v.clone()),
        PgnErrorKind::BadFen(_) => PgnProblem::BadFen,
        PgnErrorKind::Move {
            number,
            san,
            problem,
        } => PgnProblem::Move {
            number: number.to_string(),
            san: san.clone(),
            problem: match problem {
                MoveProblem::NotSan => protocol::MoveProblem::NotSan,
                MoveProblem::Illegal => protocol::MoveProblem::Illegal,
                MoveProblem::Ambiguous => protocol::MoveProblem::Ambiguous,
                MoveProblem::GameOver => protocol::MoveProblem::GameOver,
                MoveProblem::NoPass => protocol::MoveProblem::NoPass,
                MoveProblem::Game(_) => protocol::MoveProblem::NotForTheRoll,
            },
        },
        PgnErrorKind::Roll { number, face, .. } => PgnProblem::Roll {
            number: number.to_string(),
            face: *face,
        },
        PgnErrorKind::Ending { comment, .. } => PgnProblem::Ending(comment.clone()),
    };
    JobError::Pgn {
        line: u32::try_from(error.line).unwrap_or(u32::MAX),
        problem,
    }
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
        let back = saved::decode(&import(&text).unwrap()).unwrap();
        assert_eq!(back.moves(), game.moves());
    }

    #[test]
    fn three_players_have_no_pgn_and_bad_saves_are_errors() {
        let game = Game::new(GameId::ThreePlayer);
        assert_eq!(export(&saved::encode(&game), "?").unwrap(), None);
        assert!(export("not a save", "?").is_err());
    }

    #[test]
    fn import_errors_name_the_line_and_the_move() {
        let bad = "1. e4 e5\n2. Nf3 Nf6 3. Ke3 *";
        assert_eq!(
            import(bad),
            Err(JobError::Pgn {
                line: 2,
                problem: PgnProblem::Move {
                    number: "3.".into(),
                    san: "Ke3".into(),
                    problem: protocol::MoveProblem::Illegal,
                },
            })
        );
        assert_eq!(
            import(""),
            Err(JobError::Pgn {
                line: 1,
                problem: PgnProblem::NoGame
            })
        );
    }
}

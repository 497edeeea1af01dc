//! The game review's jobs: what the engine finds at one move of a game (the
//! best move before it and the value of the move played, both for the mover,
//! as winning chances on the game's own curve), and the value of a move tried
//! in *Try again*. Each search has a fixed node budget, so a review takes the
//! same time on every run and the page's progress moves evenly.

use sjakkboks_engine::{think, winning_chances, Answer, Request, Score};
use sjakkboks_rules::{saved, GameId};
use sjakkboks_session::protocol::JobError;
use sjakkboks_session::review::{game_before, Eval, PlyReview};

use crate::ask::refusal;

/// The position before move `ply` of the saved game `game`, as a request for
/// its mover (dice chess: with the roll that was rolled for that move), and
/// the move played there; `None` for a turn that passed.
fn before(game: &str, ply: u32, nodes: u32) -> Result<(Request, Option<String>), JobError> {
    let game = saved::decode(game).map_err(|_| JobError::BadGame)?;
    let ply = ply as usize;
    let played = *game.moves().get(ply).ok_or(JobError::NoSuchMove)?;
    let before = game_before(&game, ply).ok_or(JobError::NoSuchMove)?;
    let text = (!played.is_pass()).then(|| played.to_uci(game.topology()));
    let seat = before.position().turn();
    let mut request = Request::new(before.record(), seat, sjakkboks_engine::MAX_LEVEL);
    request.nodes = Some(u64::from(nodes));
    Ok((request, text))
}

/// A score as the mover's winning chances in `game`.
fn eval(game: GameId, score: Score) -> Eval {
    Eval {
        chances: winning_chances(game, score) as f32,
        mate: match score {
            Score::Mate(n) => Some(n.clamp(i16::MIN.into(), i16::MAX.into()) as i16),
            Score::Cp(_) => None,
        },
    }
}

/// The search of `request`, or why there is none.
fn search(request: &Request) -> Result<Answer, JobError> {
    think(request, &|| false).map_err(refusal)
}

/// What the engine finds at move `ply` of `game` with `nodes` per search.
pub fn analyse(game: &str, ply: u32, nodes: u32) -> Result<PlyReview, JobError> {
    let (mut request, played) = before(game, ply, nodes)?;
    let id = request.record.game;
    let Some(played) = played else {
        // Dice chess: no move for the roll, the turn passed; nothing to judge.
        let even = Eval {
            chances: 0.0,
            mate: None,
        };
        return Ok(PlyReview {
            best: even,
            played: even,
            best_move: None,
            reply_line: Vec::new(),
        });
    };
    let best = search(&request)?;
    let best_eval = eval(id, best.score);
    let best_move = best.best.ok_or(JobError::NoLegalMove)?;
    let (played_eval, reply_line) = if played == best_move {
        (best_eval, best.pv.into_iter().skip(1).collect())
    } else {
        request.only = Some(played);
        let answer = search(&request)?;
        (
            eval(id, answer.score),
            answer.pv.into_iter().skip(1).collect(),
        )
    };
    Ok(PlyReview {
        best: best_eval,
        played: played_eval,
        best_move: Some(best_move),
        reply_line,
    })
}

/// The value for its mover of the move `tried` in the position before move
/// `ply` of `game`.
pub fn score(game: &str, ply: u32, tried: &str, nodes: u32) -> Result<Eval, JobError> {
    let (mut request, _) = before(game, ply, nodes)?;
    request.only = Some(tried.to_owned());
    let answer = search(&request)?;
    Ok(eval(request.record.game, answer.score))
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::{Color, Game};
    use sjakkboks_session::review::judge::{judge, Judgement};

    const NODES: u32 = 30_000;

    fn saved_game(id: GameId, moves: &[&str]) -> String {
        let mut game = Game::new(id);
        for m in moves {
            game.play_uci(m).unwrap();
        }
        saved::encode(&game)
    }

    #[test]
    fn a_queen_left_to_be_taken_is_a_blunder_and_a_quiet_move_is_not() {
        // 1. e4 d5 2. Qg4?? (the bishop takes it).
        let game = saved_game(GameId::Standard, &["e2e4", "d7d5", "d1g4", "c8g4"]);
        let quiet = analyse(&game, 0, NODES).unwrap();
        assert_eq!(judge(&quiet), None, "{quiet:?}");
        let blunder = analyse(&game, 2, NODES).unwrap();
        assert_eq!(judge(&blunder), Some(Judgement::Blunder), "{blunder:?}");
        assert_eq!(blunder.reply_line.first().map(String::as_str), Some("c8g4"));
        let taking = analyse(&game, 3, NODES).unwrap();
        assert_eq!(taking.best_move.as_deref(), Some("c8g4"));
        assert_eq!(judge(&taking), None);
    }

    #[test]
    fn a_mate_missed_is_seen() {
        let game = saved_game(
            GameId::Standard,
            &["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5e5"],
        );
        let missed = analyse(&game, 6, NODES).unwrap();
        assert_eq!(missed.best.mate, Some(1));
        assert_eq!(missed.best_move.as_deref(), Some("h5f7"));
        assert_eq!(judge(&missed), Some(Judgement::Blunder), "{missed:?}");
        let mate = score(&game, 6, "h5f7", NODES).unwrap();
        assert_eq!(mate.mate, Some(1));
        assert_eq!(score(&game, 6, "h5h8", NODES), Err(JobError::NoSuchMove));
    }

    #[test]
    fn dice_is_reviewed_for_the_roll_and_a_pass_is_not_judged() {
        let mut game = Game::new(GameId::Dice);
        game.roll(4).unwrap(); // a knight
        game.play_uci("g1h3").unwrap();
        game.roll(1).unwrap(); // black's king cannot move: a pass
        let text = saved::encode(&game);
        let knight = analyse(&text, 0, NODES).unwrap();
        let best = knight.best_move.expect("a knight move");
        assert!(
            ["b1a3", "b1c3", "g1f3", "g1h3"].contains(&best.as_str()),
            "{best}"
        );
        let pass = analyse(&text, 1, NODES).unwrap();
        assert_eq!((judge(&pass), pass.best_move), (None, None));
        assert_eq!(analyse(&text, 2, NODES), Err(JobError::NoSuchMove));
    }

    #[test]
    fn three_players_are_reviewed_for_the_mover() {
        let mut game = Game::new(GameId::ThreePlayer);
        let first = game.legal_moves()[0];
        game.play(first).unwrap();
        assert_eq!(game.position().turn(), Color::Grey);
        let text = saved::encode(&game);
        let review = analyse(&text, 0, NODES).unwrap();
        assert!(review.best_move.is_some());
        assert!(
            review.best.chances >= review.played.chances - 0.2,
            "{review:?}"
        );
    }
}

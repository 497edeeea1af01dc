//! Every course in `web/learn/` is read and every level proven solvable: its
//! reference solution is played through the rules crate, each move legal
//! (and each claim or resignation allowed),
//! the goal reached at the last move and within the level's limit (three
//! stars), never before; every text in both languages; each game with the
//! stages and levels the lessons promise. Where the engine plays the other
//! side, it answers here as in the page (its level, [`ENGINE_SEED`]).

use std::path::PathBuf;

use sjakkboks_engine::{think, Request};
use sjakkboks_rules::GameId;
use sjakkboks_session::learn::course::{moves_in, Course, Goal, Level, CLAIM, RESIGN};
use sjakkboks_session::learn::run::{LevelRun, RunState, ENGINE_SEED};

/// The folder of the course files.
fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../web/learn")
}

/// The fewest stages and levels each game's course has.
const AT_LEAST: [(GameId, usize, usize); 6] = [
    (GameId::Standard, 15, 60),
    (GameId::PawnRace, 5, 20),
    (GameId::Antichess, 5, 20),
    (GameId::ChessAttack, 4, 15),
    (GameId::Dice, 5, 20),
    (GameId::ThreePlayer, 6, 24),
];

/// The course of `game`, read from its file.
fn course(game: GameId) -> Course {
    let path = folder().join(format!("{}.txt", game.as_str()));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let course = Course::parse(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    assert_eq!(course.game, game, "{path:?} is the course of its game");
    course
}

/// Checks the course of `game`: its stages and levels, and every level solved.
fn check(game: GameId) {
    let (stages, levels) = AT_LEAST
        .iter()
        .find(|(g, _, _)| *g == game)
        .map(|&(_, s, l)| (s, l))
        .unwrap_or((1, 1));
    let course = course(game);
    assert!(
        course.stages.len() >= stages,
        "{game:?}: {} stages",
        course.stages.len()
    );
    assert!(
        course.level_count() >= levels,
        "{game:?}: {} levels",
        course.level_count()
    );
    for (s, stage) in course.stages.iter().enumerate() {
        let n = stage.levels.len();
        assert!((4..=8).contains(&n), "{game:?} stage {}: {n} levels", s + 1);
        assert!(
            !stage.title.nb.is_empty() && !stage.title.en.is_empty(),
            "{game:?} stage {}",
            s + 1
        );
        for (l, level) in stage.levels.iter().enumerate() {
            solved(&format!("{game:?} {}-{}", s + 1, l + 1), level);
        }
    }
}

/// Checks that `level` (named `at` in messages) is solved by its solution.
fn solved(at: &str, level: &Level) {
    assert!(
        !level.say.nb.is_empty() && !level.say.en.is_empty(),
        "{at}: goal text"
    );
    if level.goal == Goal::Collect {
        assert!(!level.targets.is_empty(), "{at}: nothing to collect");
    }
    for &t in &level.targets {
        let own = level
            .start
            .piece_at(t)
            .is_some_and(|p| p.color == level.start.turn());
        assert!(!own, "{at}: a target under the learner's own piece");
    }
    assert!(
        level.limit >= moves_in(&level.solution),
        "{at}: the solution is over the limit"
    );
    let mut run = LevelRun::new(level);
    assert_eq!(run.state(), &RunState::Playing, "{at}: over before a move");
    for (i, text) in level.solution.iter().enumerate() {
        assert_eq!(
            run.state(),
            &RunState::Playing,
            "{at}: over before move {}",
            i + 1
        );
        let step = match text.as_str() {
            CLAIM => run.claim(),
            RESIGN => run.resign(),
            _ => {
                let mv = run
                    .game()
                    .position()
                    .parse_uci(text)
                    .unwrap_or_else(|e| panic!("{at}: move {} {text}: {e}", i + 1));
                assert!(
                    run.game().legal_moves().contains(&mv),
                    "{at}: {text} is not legal"
                );
                run.play(mv)
            }
        };
        step.unwrap_or_else(|e| panic!("{at}: {text}: {e:?}"));
        engine_replies(at, &mut run);
    }
    assert_eq!(
        run.state(),
        &RunState::Done(3),
        "{at}: the solution does not reach the goal"
    );
}

/// Plays the engine's replies in `run` (named `at` in messages) while it is to move.
fn engine_replies(at: &str, run: &mut LevelRun) {
    while let Some(level) = run.engine_to_move() {
        let seat = run.game().position().turn();
        let mut request = Request::new(run.game().record(), seat, level);
        request.seed = ENGINE_SEED;
        let answer = think(&request, &|| false).unwrap_or_else(|e| panic!("{at}: {e}"));
        let best = answer
            .best
            .unwrap_or_else(|| panic!("{at}: no engine move"));
        let mv = run.game().position().parse_uci(&best).unwrap();
        run.reply(mv)
            .unwrap_or_else(|e| panic!("{at}: {best}: {e:?}"));
    }
}

#[test]
fn standard() {
    check(GameId::Standard);
}

#[test]
fn pawn_race() {
    check(GameId::PawnRace);
}

#[test]
fn antichess() {
    check(GameId::Antichess);
}

#[test]
fn chess_attack() {
    check(GameId::ChessAttack);
}

#[test]
fn dice() {
    check(GameId::Dice);
}

#[test]
fn three_player() {
    check(GameId::ThreePlayer);
}

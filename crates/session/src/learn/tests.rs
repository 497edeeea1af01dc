//! The course format, the level runner and the stars, on small hand-made levels.

use super::course::{Course, CourseProblem, Goal};
use super::progress::Progress;
use super::run::{stars, Failure, LevelRun, RunError, RunState};
use sjakkboks_rules::{Cell, GameId, Move, Position};

/// A course of `game` with one stage holding the levels written in `levels`,
/// where a line `pieces <list>` stands for the FEN of that piece list.
fn course(game: &str, levels: &str) -> Course {
    let id = GameId::from_id(game).unwrap();
    let levels: Vec<String> = levels
        .lines()
        .map(|line| match line.strip_prefix("pieces ") {
            Some(list) => {
                let start = Position::from_piece_list(id, list, "w - - 0 1").unwrap();
                format!("fen {}", start.to_fen())
            }
            None => line.to_owned(),
        })
        .collect();
    let levels = levels.join("\n");
    let text = format!("course {game}\nstage\ntitle.nb Prøve\ntitle.en Test\n{levels}\n");
    Course::parse(&text).unwrap_or_else(|e| panic!("{e}"))
}

/// Plays `uci` in `run`.
fn play(run: &mut LevelRun, uci: &str) {
    let mv: Move = run.game().position().parse_uci(uci).unwrap();
    run.play(mv).unwrap();
}

/// The cell labelled `label` on the standard board.
fn cell(run: &LevelRun, label: &str) -> Cell {
    run.game().topology().cell_by_label(label).unwrap()
}

const ROOK_STARS: &str = "level
pieces wR:a1 wK:e1 bK:h8
goal collect
say.nb Ta stjernene.
say.en Take the stars.
targets a5 e5
solution a1a5 a5e5
";

#[test]
fn a_course_file_is_read() {
    let c = course("standard", ROOK_STARS);
    assert_eq!(c.stages.len(), 1);
    assert_eq!(c.stages[0].title.en, "Test");
    let level = &c.stages[0].levels[0];
    assert_eq!(level.goal, Goal::Collect);
    assert_eq!(level.limit, 2, "the solution's length");
    assert_eq!(level.say.nb, "Ta stjernene.");
    assert_eq!(c.level_count(), 1);
}

#[test]
fn a_broken_course_file_says_where() {
    let err = Course::parse("course nosuchgame\n").unwrap_err();
    assert_eq!(err.problem, CourseProblem::NoCourse);
    let err = Course::parse("course standard\nlevel\n").unwrap_err();
    assert_eq!(
        (err.line, err.problem),
        (2, CourseProblem::Misplaced("level".into()))
    );
    let err = Course::parse("course standard\nstage\nlevel\ncolour red\n").unwrap_err();
    assert_eq!(
        (err.line, err.problem),
        (4, CourseProblem::UnknownKey("colour".into()))
    );
    let err = Course::parse("course standard\nstage\nlevel\ngoal fly\n").unwrap_err();
    assert_eq!(err.problem, CourseProblem::BadValue("fly".into()));
    let err = Course::parse(
        "course standard\nstage\nlevel\nfen 8/8 w - - 0 1\ngoal move\nsolution e1e2\n",
    )
    .unwrap_err();
    assert_eq!(
        (err.line, &err.problem),
        (3, &CourseProblem::BadValue("the position".into()))
    );
    assert!(err.to_string().starts_with("line 3:"));
}

#[test]
fn collecting_lets_the_other_side_pass() {
    let c = course("standard", ROOK_STARS);
    let mut run = LevelRun::new(&c.stages[0].levels[0]);
    play(&mut run, "a1a5");
    assert_eq!(run.state(), &RunState::Playing);
    assert_eq!(run.targets().len(), 1);
    assert_eq!(run.game().position().turn(), run.learner(), "black passed");
    play(&mut run, "a5e5");
    assert_eq!(run.state(), &RunState::Done(3));
}

#[test]
fn more_moves_earn_fewer_stars() {
    assert_eq!(stars(2, 2), 3);
    assert_eq!(stars(3, 2), 2);
    assert_eq!(stars(4, 2), 1);
    assert_eq!(stars(6, 4), 2);
    assert_eq!(stars(7, 4), 1);
    let c = course("standard", ROOK_STARS);
    let mut run = LevelRun::new(&c.stages[0].levels[0]);
    for uci in ["a1a2", "a2a5", "a5e5"] {
        play(&mut run, uci);
    }
    assert_eq!(run.state(), &RunState::Done(2));
}

#[test]
fn checking_a_king_that_watches_fails() {
    let c = course("standard", ROOK_STARS);
    let mut run = LevelRun::new(&c.stages[0].levels[0]);
    play(&mut run, "a1a8");
    assert_eq!(run.state(), &RunState::Failed(Failure::ChecksWatcher));
    let again: Move = run
        .game()
        .position()
        .parse_uci("a8a5")
        .unwrap_or(Move::pass());
    assert!(run.play(again).is_err(), "a failed level takes no move");
}

#[test]
fn a_mate_in_one_is_reached_or_not() {
    let text = "level
pieces wK:g6 wQ:a7 bK:g8
goal mate
say.nb Sett matt.
say.en Checkmate.
solution a7g7
";
    let c = course("standard", text);
    let mut run = LevelRun::new(&c.stages[0].levels[0]);
    play(&mut run, "a7g7");
    assert_eq!(run.state(), &RunState::Done(3));
    let mut run = LevelRun::new(&c.stages[0].levels[0]);
    play(&mut run, "a7b7");
    assert_eq!(run.state(), &RunState::Failed(Failure::NotIt), "not a mate");
}

#[test]
fn replies_answer_and_a_reply_that_takes_fails_a_keep_level() {
    let text = "level
pieces wK:e1 wN:c3 bK:e8 bP:d5
goal capture
say.nb Slå bonden.
say.en Take the pawn.
replies e8d7
keep yes
limit 2
solution c3b5 b5d4
";
    // Not the solution's way: the knight goes where the king takes it.
    let text = text.replace("goal capture", "goal collect\ntargets d4");
    let c = course("standard", &text);
    let mut run = LevelRun::new(&c.stages[0].levels[0]);
    play(&mut run, "c3e4");
    // d5xe4 is not the reply: the reply is the king's step, which is legal.
    assert_eq!(run.state(), &RunState::Playing);
    assert_eq!(run.game().moves().len(), 2, "the reply was played");
    let text = "level
pieces wK:e1 wN:c3 bK:e8 bP:d5
goal collect
targets h8
say.nb Ta stjernen.
say.en Take the star.
replies d5e4
keep yes
solution c3e4
";
    let c = course("standard", text);
    let mut run = LevelRun::new(&c.stages[0].levels[0]);
    play(&mut run, "c3e4");
    let e4 = cell(&run, "e4");
    assert_eq!(run.state(), &RunState::Failed(Failure::Taken(e4)));
}

#[test]
fn a_safe_level_fails_when_a_piece_is_left_to_be_taken() {
    let text = "level
pieces wK:a1 wR:d1 bK:h8 bN:f6
goal collect
targets d8
safe yes
say.nb Ta stjernen uten å bli slått.
say.en Take the star without being taken.
solution d1d8
";
    let c = course("standard", text);
    let mut run = LevelRun::new(&c.stages[0].levels[0]);
    play(&mut run, "d1d5");
    let (d5, f6) = (cell(&run, "d5"), cell(&run, "f6"));
    assert_eq!(
        run.state(),
        &RunState::Failed(Failure::CanBeTaken(vec![(f6, d5)]))
    );
}

#[test]
fn dice_levels_roll_their_faces_in_order() {
    // A roll of 4 (knight) first; then a 5 (rook).
    let text = "level
pieces wK:e1 wN:b1 wR:h1 wP:a2 bK:e8 bP:a7 bP:b7
goal collect
targets c3 h5
rolls 4 5
say.nb Terningen bestemmer.
say.en The die decides.
solution b1c3 h1h5
";
    let c = course("dice", text);
    let mut run = LevelRun::new(&c.stages[0].levels[0]);
    assert_eq!(run.state(), &RunState::Playing);
    assert_eq!(run.game().pending_roll(), Some(4));
    play(&mut run, "b1c3");
    assert_eq!(
        run.game().pending_roll(),
        Some(5),
        "black passed, then the next face"
    );
    play(&mut run, "h1h5");
    assert_eq!(run.state(), &RunState::Done(3));
    let mut run = LevelRun::new(&c.stages[0].levels[0]);
    play(&mut run, "b1a3");
    play(&mut run, "h1h4");
    assert_eq!(run.state(), &RunState::Failed(Failure::OutOfRolls));
}

/// A level where white checks again and again until the position has stood
/// three times; `goal` is what it asks.
fn repetition_level(goal: &str) -> String {
    format!(
        "level
fen 6k1/5pp1/8/8/7Q/q7/1r3PPP/6K1 w - - 0 1
goal {goal}
replies g8h7 h7g8 g8h7 h7g8
say.nb Krev remis.
say.en Claim a draw.
solution h4d8 d8h4 h4d8 d8h4 claim
"
    )
}

#[test]
fn a_draw_is_claimed_only_once_it_may_be() {
    let c = course("standard", &repetition_level("claim"));
    let level = &c.stages[0].levels[0];
    assert_eq!(level.limit, 4, "the claim is no move");
    let mut run = LevelRun::new(level);
    for uci in ["h4d8", "d8h4", "h4d8"] {
        play(&mut run, uci);
    }
    assert_eq!(run.claim(), Err(RunError::NotNow), "twice is not enough");
    assert_eq!(run.state(), &RunState::Playing);
    play(&mut run, "d8h4");
    assert_eq!(run.claim(), Ok(()));
    assert_eq!(run.state(), &RunState::Done(3));
    assert_eq!(run.claim(), Err(RunError::Over));
}

#[test]
fn a_claim_where_the_goal_is_another_fails_the_level() {
    let c = course("standard", &repetition_level("mate"));
    let mut run = LevelRun::new(&c.stages[0].levels[0]);
    for uci in ["h4d8", "d8h4", "h4d8", "d8h4"] {
        play(&mut run, uci);
    }
    assert_eq!(run.claim(), Ok(()));
    assert_eq!(run.state(), &RunState::Failed(Failure::Ended));
}

#[test]
fn dice_chess_resigns_only_on_a_turn_with_a_one() {
    let text = "level
fen r2qk2r/ppp5/8/8/8/8/7P/1N2K3 w - - 0 1
rolls 4 5 1
goal resign
replies h8h3
say.nb Gi opp på en ener.
say.en Resign on a one.
solution b1c3 resign
";
    let c = course("dice", text);
    let mut run = LevelRun::new(&c.stages[0].levels[0]);
    assert_eq!(run.resign(), Err(RunError::NotNow), "a four");
    assert_eq!(run.state(), &RunState::Playing);
    play(&mut run, "b1c3");
    assert_eq!(
        run.game().pending_roll(),
        Some(1),
        "a one: the king may move"
    );
    assert_eq!(run.resign(), Ok(()));
    assert_eq!(run.state(), &RunState::Done(3));
}

#[test]
fn the_engine_side_waits_for_its_reply_and_takes_no_move_of_the_learner() {
    let text = "level
pieces wK:e1 wR:a1 wR:h1 bK:e5
goal mate
engine 1
say.nb Sett matt.
say.en Checkmate.
solution h1h5
";
    let c = course("standard", text);
    let mut run = LevelRun::new(&c.stages[0].levels[0]);
    assert_eq!(run.engine_to_move(), None, "the learner first");
    let white: Move = run.game().position().parse_uci("e1e2").unwrap();
    assert_eq!(
        run.reply(white),
        Err(RunError::Illegal),
        "not the engine's turn"
    );
    play(&mut run, "h1h5");
    assert_eq!(run.engine_to_move(), Some(1));
    assert_eq!(run.state(), &RunState::Playing);
    let black: Move = run.game().position().parse_uci("e5e4").unwrap();
    assert_eq!(
        run.play(black),
        Err(RunError::Illegal),
        "black's move is the engine's"
    );
    assert_eq!(run.moves(), 1);
    run.reply(black).unwrap();
    assert_eq!(run.engine_to_move(), None);
    assert_eq!(run.game().position().turn(), run.learner());
}

#[test]
fn progress_keeps_the_best_stars_and_reads_damaged_text() {
    let c = course("standard", &format!("{ROOK_STARS}{ROOK_STARS}"));
    let mut p = Progress::parse("of:2 1-1:2 junk 1-2:9 x-1:3");
    assert_eq!(p.levels, 2);
    assert_eq!(p.stars((1, 1)), 2);
    assert_eq!(p.stars((1, 2)), 0, "nine stars cannot be");
    assert_eq!(p.next(&c), (1, 2));
    assert!(p.record((1, 1), 3));
    assert!(!p.record((1, 1), 1), "the best stays");
    assert!(p.record((1, 2), 1));
    assert_eq!(p.total(&c), 4);
    assert_eq!(p.earned(), 4);
    assert_eq!(Progress::parse(&p.to_text()), p);
    assert_eq!(p.next(&c), (1, 1), "all reached: back to the start");
}

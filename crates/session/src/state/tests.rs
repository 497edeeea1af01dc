//! The reducer's tests: taps, drops, refusals, promotion, the die, undo, the
//! computer's and hint's answers, browsing, rematches and the clocks.

use super::*;
use sjakkboks_rules::GameId;

use crate::dice_rng::DiceRng;

impl PlayState {
    /// A new game of `id` between people; `seed` makes the die deterministic.
    fn new(id: GameId, seed: Option<u64>) -> PlayState {
        PlayState::from_game(Game::new(id), seed, Opponents::people())
    }
}

thread_local! {
    /// The time the tests' actions happen at, in milliseconds since 1970.
    static NOW: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The time set by [`set_now`].
fn now() -> u64 {
    NOW.with(std::cell::Cell::get)
}

/// Sets the time at which the next actions happen.
fn set_now(ms: u64) {
    NOW.with(|now| now.set(ms));
}

impl PlayState {
    /// Applies `action` at the time set by [`set_now`].
    fn act(self, action: Action) -> PlayState {
        self.reduce(action, now())
    }
}

fn cell(state: &PlayState, label: &str) -> Cell {
    state
        .session
        .game
        .topology()
        .cell_by_label(label)
        .expect("cell")
}

fn tap(state: PlayState, label: &str) -> PlayState {
    let cell = cell(&state, label);
    state.act(Action::Press { cell, toggle: true })
}

#[test]
fn tap_tap_plays_a_move() {
    let s = PlayState::new(GameId::Standard, None);
    let s = tap(s, "e2");
    assert_eq!(s.ui.selected, Some(cell(&s, "e2")));
    assert_eq!(s.session.moves_from(cell(&s, "e2")).count(), 2);
    let s = tap(s, "e4");
    assert_eq!(s.session.game.moves().len(), 1);
    assert_eq!(s.ui.selected, None);
}

#[test]
fn tapping_an_empty_or_stuck_cell_selects_nothing() {
    let s = PlayState::new(GameId::Standard, None);
    assert_eq!(tap(s.clone(), "e4").ui.selected, None);
    assert_eq!(tap(s.clone(), "a1").ui.selected, None);
    let s = tap(tap(s, "e2"), "e2");
    assert_eq!(s.ui.selected, None, "a second tap puts the piece down");
}

/// A game of `id` after `moves`.
fn after(id: GameId, moves: &[&str]) -> PlayState {
    let mut s = PlayState::new(id, None);
    for m in moves {
        Rc::make_mut(&mut s.session.game).play_uci(m).unwrap();
    }
    s.session.legal = Rc::new(s.session.game.legal_moves());
    s
}

#[test]
fn a_refused_tap_says_why() {
    let s = after(GameId::Antichess, &["e2e3", "b7b5"]);
    let s = tap(s, "a2");
    assert_eq!(s.ui.refusal, Some(Refusal::MustCapture));
    assert_eq!(s.ui.refusals, 1);
    let s = after(GameId::Standard, &["e2e4", "d7d5", "f1b5"]);
    assert_eq!(tap(s, "a7").ui.refusal, Some(Refusal::InCheck));
    let s = PlayState::new(GameId::Standard, None);
    assert_eq!(tap(s.clone(), "a1").ui.refusal, Some(Refusal::Stuck));
    assert_eq!(
        tap(s.clone(), "a7").ui.refusal,
        None,
        "not the mover's piece"
    );
    assert_eq!(tap(s.clone(), "e4").ui.refusal, None, "an empty cell");
    assert_eq!(
        tap(tap(s, "a1"), "e2").ui.refusal,
        None,
        "a piece that can move"
    );
}

#[test]
fn a_move_into_check_is_refused_and_the_piece_stays_picked_up() {
    let s = after(
        GameId::Standard,
        &["e2e4", "d7d5", "e1e2", "d8d6", "e2e3", "d6c5"],
    );
    let (e3, d4, f3) = (cell(&s, "e3"), cell(&s, "d4"), cell(&s, "f3"));
    let s = tap(tap(s, "e3"), "d4");
    assert_eq!(s.ui.refusal, Some(Refusal::IntoCheck { from: e3, to: d4 }));
    assert_eq!(s.ui.selected, Some(e3));
    assert_eq!(s.session.game.moves().len(), 6, "nothing played");
    let s = s.act(Action::Drop { from: e3, to: d4 });
    assert_eq!(s.ui.refusals, 2, "a drop there is refused the same way");
    let s = tap(s, "f3");
    assert_eq!(s.ui.refusal, None);
    assert_eq!(s.session.game.moves().last().map(|m| m.to), Some(f3));
}

#[test]
fn a_refused_tap_in_dice_chess_names_the_rolled_kind() {
    let s = PlayState::new(GameId::Dice, Some(1865));
    assert_eq!(tap(s.clone(), "e2").ui.refusal, Some(Refusal::RollFirst));
    // Seed 1865 rolls a four first: a knight.
    let s = s.act(Action::StartRoll).act(Action::SettleRoll);
    assert_eq!(
        tap(s, "e2").ui.refusal,
        Some(Refusal::MoveKind(Kind::Knight))
    );
}

#[test]
fn an_illegal_drop_changes_nothing() {
    let s = PlayState::new(GameId::Standard, None);
    let (e2, e5) = (cell(&s, "e2"), cell(&s, "e5"));
    let s = s.act(Action::Drop { from: e2, to: e5 });
    assert!(s.session.game.moves().is_empty());
}

#[test]
fn promotion_waits_for_the_choice() {
    let mut s = PlayState::new(GameId::Standard, None);
    for m in [
        "e2e4", "d7d5", "e4d5", "c7c6", "d5c6", "g8f6", "c6b7", "b8d7",
    ] {
        Rc::make_mut(&mut s.session.game).play_uci(m).unwrap();
    }
    s.session.legal = Rc::new(s.session.game.legal_moves());
    let s = tap(tap(s, "b7"), "a8");
    assert_eq!(s.ui.promotion, Some((cell(&s, "b7"), cell(&s, "a8"))));
    let s = s.act(Action::Promote(Kind::Knight));
    let a8 = cell(&s, "a8");
    assert_eq!(
        s.session.game.position().piece_at(a8).map(|p| p.kind),
        Some(Kind::Knight)
    );
}

#[test]
fn dice_roll_then_move_then_pass() {
    // Seed 1's faces, found by running the generator.
    let mut s = PlayState::new(GameId::Dice, Some(1));
    let mut rng = DiceRng::new(Some(1));
    let face = rng.next_face();
    assert!(s.can_roll());
    s = s.act(Action::StartRoll);
    assert_eq!(s.session.die.rolling, Some(face));
    assert!(!s.can_roll(), "no second roll while the die tumbles");
    s = s.act(Action::SettleRoll);
    assert_eq!(s.session.game.turn_rolls(), &[face]);
    match face {
        1 | 2 | 3 | 5 => assert!(matches!(s.ui.notice, Some(Notice::Passed { .. }))),
        _ => assert!(!s.session.legal.is_empty()),
    }
}

#[test]
fn undo_never_changes_a_rolled_face() {
    let mut s = PlayState::new(GameId::Dice, Some(5));
    let roll = |s: PlayState| s.act(Action::StartRoll).act(Action::SettleRoll);
    // Roll (and play the first move allowed) for a few turns.
    for _ in 0..6 {
        s = roll(s).act(Action::DismissNotice);
        if let Some(&mv) = s.session.legal.first() {
            s.play(mv, now());
        }
    }
    let before = s.session.game.record().rolls;
    while !s.session.game.moves().is_empty() {
        s = s.act(Action::Undo);
    }
    assert!(s.session.game.record().rolls.is_empty());
    // Rolling again shows the same faces, in order.
    let mut again = Vec::new();
    for _ in 0..before.len() {
        if again.len() >= before.len() {
            break;
        }
        s = roll(s).act(Action::DismissNotice);
        again = s.session.game.record().rolls;
        if let Some(&mv) = s.session.legal.first() {
            s.play(mv, now());
        }
    }
    assert_eq!(again, before);
}

#[test]
fn undo_and_draw_agreement() {
    let s = tap(tap(PlayState::new(GameId::Standard, None), "g1"), "f3");
    let s = s.act(Action::Undo);
    assert!(s.session.game.moves().is_empty());
    let s = s.act(Action::Ask(Dialog::DrawOffer { by: Color::White }));
    let s = s.act(Action::AcceptDraw);
    assert!(s.session.game.outcome().is_some());
    assert!(s.session.legal.is_empty());
}

fn against_black() -> PlayState {
    let opponents = Opponents::computer(&[Color::Black], 3);
    PlayState::from_game(Game::new(GameId::Standard), None, opponents)
}

fn computer_plays(s: PlayState, uci: &str) -> PlayState {
    let at = s.session.turn_key();
    let mv = *s
        .session
        .legal
        .iter()
        .find(|m| m.to_uci(s.session.game.topology()) == uci)
        .expect("a legal move");
    s.act(Action::ComputerMove { at, mv })
}

#[test]
fn a_person_cannot_move_the_computer_s_pieces() {
    let s = tap(tap(against_black(), "e2"), "e4");
    assert!(s.session.computer_to_move());
    let s = tap(s, "e7");
    assert_eq!(s.ui.selected, None, "black's pieces are the computer's");
    let s = computer_plays(s, "e7e5");
    assert_eq!(s.session.game.moves().len(), 2);
    assert!(s.person_to_move());
}

#[test]
fn a_stale_or_misplaced_computer_move_is_ignored() {
    let s = tap(tap(against_black(), "e2"), "e4");
    let stale = s.session.turn_key();
    let e5 = *s
        .session
        .legal
        .iter()
        .find(|m| m.to_uci(s.session.game.topology()) == "e7e5")
        .unwrap();
    // Undone before the answer came: the answer is for another point.
    let s = s.act(Action::Undo);
    assert!(s.session.game.moves().is_empty());
    let s = s.act(Action::ComputerMove { at: stale, mv: e5 });
    assert!(s.session.game.moves().is_empty());
    // On a person's turn the computer never moves.
    let at = s.session.turn_key();
    let e4 = *s
        .session
        .legal
        .iter()
        .find(|m| m.to_uci(s.session.game.topology()) == "e2e4")
        .unwrap();
    let s = s.act(Action::ComputerMove { at, mv: e4 });
    assert!(s.session.game.moves().is_empty());
}

#[test]
fn undo_takes_back_the_computer_s_reply_and_the_person_s_move() {
    let s = computer_plays(tap(tap(against_black(), "e2"), "e4"), "e7e5");
    let s = tap(tap(s, "g1"), "f3");
    let s = computer_plays(s, "b8c6");
    assert_eq!(s.session.game.moves().len(), 4);
    let s = s.act(Action::Undo);
    assert_eq!(s.session.game.moves().len(), 2, "the pair goes together");
    assert!(s.person_to_move());
    let s = s.act(Action::Undo);
    assert!(s.session.game.moves().is_empty());
    assert!(!s.session.can_undo());
}

#[test]
fn undo_waits_for_a_person_s_move_when_the_computer_starts() {
    let opponents = Opponents::computer(&[Color::White], 1);
    let s = PlayState::from_game(Game::new(GameId::Standard), None, opponents);
    let s = computer_plays(s, "d2d4");
    assert!(!s.session.can_undo(), "only the computer has moved");
    let s = tap(tap(s, "d7"), "d5");
    let s = computer_plays(s, "c2c4");
    let s = s.act(Action::Undo);
    assert_eq!(
        s.session.game.moves().len(),
        1,
        "back to black's turn after 1. d4"
    );
}

#[test]
fn a_hint_is_for_this_turn_only() {
    let s = against_black();
    let at = s.session.turn_key();
    let d4 = *s
        .session
        .legal
        .iter()
        .find(|m| m.to_uci(s.session.game.topology()) == "d2d4")
        .unwrap();
    let s = s.act(Action::Hint { at, mv: d4 });
    assert_eq!(s.session.hint, Some(d4));
    let s = tap(tap(s, "e2"), "e4");
    assert_eq!(s.session.hint, None, "a move clears the hint");
    let s = s.act(Action::Hint { at, mv: d4 });
    assert_eq!(s.session.hint, None, "a stale hint is not shown");
}

#[test]
fn setting_up_starts_a_new_game_with_the_chosen_players() {
    let s = tap(tap(PlayState::new(GameId::Standard, None), "e2"), "e4");
    let s = s.act(Action::Ask(Dialog::SetUp));
    assert_eq!(s.ui.dialog, Some(Dialog::SetUp));
    let s = s.act(Action::SetUp(Opponents::computer(&[Color::White], 5), None));
    assert!(s.session.game.moves().is_empty());
    assert!(s.session.computer_to_move());
    assert_eq!(s.ui.dialog, None);
}

#[test]
fn dice_undo_against_the_computer_goes_back_to_the_person_s_turn() {
    let opponents = Opponents::computer(&[Color::Black], 2);
    let mut s = PlayState::from_game(Game::new(GameId::Dice), Some(5), opponents);
    let roll = |s: PlayState| {
        s.act(Action::StartRoll)
            .act(Action::SettleRoll)
            .act(Action::DismissNotice)
    };
    // A few turns: each side rolls and plays its first legal move (or passes).
    for _ in 0..6 {
        s = roll(s);
        if let Some(&mv) = s.session.legal.first() {
            s = if s.session.computer_to_move() {
                let at = s.session.turn_key();
                s.act(Action::ComputerMove { at, mv })
            } else {
                let mut s = s;
                s.play(mv, now());
                s
            };
        }
    }
    let plies = s.session.game.moves().len();
    s = s.act(Action::Undo);
    assert!(s.session.game.moves().len() < plies);
    assert!(
        !s.session.computer_to_move(),
        "a person is to move after undo"
    );
    assert!(s.session.game.needs_roll() || s.session.game.pending_roll().is_some());
}

fn browse(s: PlayState, to: Browse) -> PlayState {
    s.act(Action::Browse(to))
}

#[test]
fn browsing_shows_the_past_and_never_changes_the_game() {
    let mut s = PlayState::new(GameId::Standard, None);
    for (from, to) in [("e2", "e4"), ("d7", "d5"), ("e4", "d5")] {
        s = tap(tap(s, from), to);
    }
    let s = browse(s, Browse::Prev);
    assert_eq!(s.session.shown_ply(), 2);
    let view = s.session.past.clone().expect("a view of the past");
    assert!(s.session.shown_legal().is_empty(), "no moves in the past");
    let d5 = cell(&s, "d5");
    assert_eq!(
        view.game.position().piece_at(d5).map(|p| p.color),
        Some(Color::Black)
    );
    assert_eq!(s.session.game.moves().len(), 3, "the game is unchanged");
    let s = browse(browse(s, Browse::First), Browse::Prev);
    assert_eq!(s.session.shown_ply(), 0);
    let s = browse(s, Browse::To(1));
    assert_eq!(s.session.shown_ply(), 1);
    // A tap while viewing goes back to the present and moves nothing.
    let s = tap(s, "d8");
    assert!(s.session.past.is_none());
    assert_eq!((s.session.game.moves().len(), s.ui.selected), (3, None));
    let s = browse(browse(s, Browse::Next), Browse::To(2));
    let s = browse(browse(s, Browse::Next), Browse::Next);
    assert!(
        s.session.past.is_none(),
        "stepping past the last move is the present"
    );
    assert_eq!(browse(s, Browse::Last).session.shown_ply(), 3);
}

#[test]
fn the_computer_plays_from_the_present_while_the_past_is_shown() {
    let s = tap(tap(against_black(), "e2"), "e4");
    let s = browse(s, Browse::First);
    let s = computer_plays(s, "e7e5");
    assert_eq!(s.session.game.moves().len(), 2);
    assert_eq!(s.session.shown_ply(), 0, "the view stays where it was");
    let s = browse(s, Browse::Last);
    assert!(s.person_to_move());
}

#[test]
fn a_rematch_moves_every_player_on_a_seat() {
    let s = computer_plays(tap(tap(against_black(), "f2"), "f3"), "e7e5");
    let s = computer_plays(tap(tap(s, "g2"), "g4"), "d8h4");
    assert!(s.session.game.outcome().is_some());
    let s = s.act(Action::Rematch);
    assert!(s.session.game.moves().is_empty());
    assert!(s.session.opponents.plays(Color::White) && !s.session.opponents.plays(Color::Black));
    assert_eq!(s.session.opponents.level, 3);
    assert_eq!(s.session.home, Color::Black);
    let three = PlayState::new(GameId::ThreePlayer, None)
        .session
        .rematch(now());
    assert_eq!(three.home, Color::Grey);
    assert_eq!(three.rematch(now()).rematch(now()).home, Color::White);
}

#[test]
fn no_rematch_while_the_game_goes_on() {
    let s = tap(tap(PlayState::new(GameId::Standard, None), "e2"), "e4");
    assert_eq!(s.act(Action::Rematch).session.game.moves().len(), 1);
}

#[test]
fn a_rematch_keeps_the_time_control_with_full_clocks() {
    let s = tap(tap(on_the_clock(GameId::Standard, "1+2"), "e2"), "e4");
    set_now(1_000_000 + 60_001);
    let s = s.act(Action::Flag(Color::Black)).act(Action::Rematch);
    assert!(s.session.game.moves().is_empty());
    assert_eq!(left(&s, Color::White), 60_000);
    assert_eq!(left(&s, Color::Black), 60_000);
}

fn on_the_clock(id: GameId, control: &str) -> PlayState {
    set_now(1_000_000);
    PlayState::new(id, Some(3)).with_clock(Some(Clock::new(control.parse().unwrap())), now())
}

fn left(s: &PlayState, color: Color) -> u32 {
    s.session.clock.as_ref().unwrap().left(color, now())
}

#[test]
fn a_move_stops_the_mover_s_clock_and_adds_the_increment() {
    let s = on_the_clock(GameId::Standard, "1+2");
    set_now(1_010_000);
    assert_eq!(
        left(&s, Color::White),
        50_000,
        "white's clock runs from the start"
    );
    let s = tap(tap(s, "e2"), "e4");
    assert_eq!(left(&s, Color::White), 52_000);
    set_now(1_015_000);
    assert_eq!(left(&s, Color::White), 52_000);
    assert_eq!(left(&s, Color::Black), 55_000);
    // Undo: back to the times when white moved, and white's clock runs.
    let s = s.act(Action::Undo);
    assert_eq!(left(&s, Color::White), 50_000);
    assert_eq!(left(&s, Color::Black), 60_000);
    set_now(1_016_000);
    assert_eq!(left(&s, Color::White), 49_000);
}

#[test]
fn a_fallen_flag_ends_the_game_and_undo_takes_it_back() {
    let s = tap(tap(on_the_clock(GameId::Standard, "1+0"), "e2"), "e4");
    let s = s.act(Action::Flag(Color::Black));
    assert!(
        s.session.game.outcome().is_none(),
        "a flag that has not fallen is refused"
    );
    set_now(1_000_000 + 60_001);
    let s = s.act(Action::Flag(Color::Black));
    let outcome = s.session.game.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.reason, sjakkboks_rules::EndReason::TimeForfeit);
    assert_eq!(left(&s, Color::Black), 0);
    assert!(s.session.legal.is_empty());
    let s = s.act(Action::Undo);
    assert!(s.session.game.outcome().is_none() && s.session.game.moves().is_empty());
    assert_eq!(left(&s, Color::Black), 60_000);
}

#[test]
fn pause_stops_the_clock_and_the_board() {
    let s = on_the_clock(GameId::Standard, "1+0").act(Action::Pause);
    assert!(s.session.paused() && s.busy());
    set_now(1_500_000);
    assert_eq!(left(&s, Color::White), 60_000);
    let s = tap(tap(s, "e2"), "e4");
    assert!(s.session.game.moves().is_empty(), "no move while paused");
    let s = s.act(Action::Pause);
    assert!(!s.session.paused());
    set_now(1_501_000);
    assert_eq!(left(&s, Color::White), 59_000);
}

#[test]
fn in_three_player_chess_a_flag_puts_the_player_out_and_the_next_clock_runs() {
    let s = on_the_clock(GameId::ThreePlayer, "0.05+0");
    set_now(1_003_000);
    let s = s.act(Action::Flag(Color::White));
    assert!(s.session.game.outcome().is_none());
    assert!(s.session.game.elimination(Color::White).is_some());
    assert_eq!(s.session.game.position().turn(), Color::Grey);
    set_now(1_004_000);
    assert_eq!(left(&s, Color::Grey), 2_000);
    // Undo cannot give white time that the clocks never had: the flag stays.
    let s = s.act(Action::Undo);
    assert_eq!(left(&s, Color::White), 0);
}

#[test]
fn a_new_game_on_the_clock_and_a_dice_pass_passes_the_clock() {
    set_now(2_000_000);
    let s = PlayState::new(GameId::Dice, Some(1));
    let s = s.act(Action::SetUp(
        Opponents::people(),
        Some(TimeControl::minutes(1, 1)),
    ));
    assert!(s.session.clock.is_some());
    let mut s = s;
    // Roll until a roll passes the turn (or a move is due, then play it).
    for _ in 0..20 {
        let mover = s.session.game.position().turn();
        let plies = s.session.game.moves().len();
        let before = left(&s, mover);
        s = s
            .act(Action::StartRoll)
            .act(Action::SettleRoll)
            .act(Action::DismissNotice);
        if let Some(&mv) = s.session.legal.first() {
            s.play(mv, now());
        }
        if s.session.game.moves().len() > plies {
            assert_eq!(
                left(&s, mover),
                before + 1_000,
                "each turn adds the increment"
            );
            return;
        }
    }
    panic!("no turn passed");
}

#[test]
fn each_piece_that_can_move_is_listed_once() {
    // At the start every pawn has a single and a double step: e2 is listed
    // once, not twice, among the ten pieces that can move.
    let s = PlayState::new(GameId::Standard, None);
    let movable = s.session.movable();
    assert_eq!(movable.len(), 10);
    assert_eq!(movable.iter().filter(|&&c| c == cell(&s, "e2")).count(), 1);
    // The past shows no moves.
    let s = tap(tap(s, "e2"), "e4").act(Action::Browse(Browse::First));
    assert!(s.session.movable().is_empty());
    assert!(
        !s.session.can_move_from(cell(&s, "d2")),
        "nothing lifts in the past"
    );
}

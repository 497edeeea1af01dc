//! Wins found: a mate (or the game's own win) in one and in two in every game.

mod common;

use common::{best, position, round};
use sjakkboks_engine::Score;
use sjakkboks_rules::GameId;

/// Asserts the engine plays `want` (if given) and scores a win in `moves` moves.
fn assert_win(game: GameId, fen: &str, roll: Option<u8>, want: Option<&str>, moves: i32) {
    let pos = position(game, fen);
    let (mv, score) = best(&pos, roll, 2 * moves as u32 + 1);
    assert_eq!(score, Score::Mate(moves), "{game:?} {fen}: {mv:?}");
    if let Some(w) = want {
        assert_eq!(mv.as_deref(), Some(w), "{game:?} {fen}");
    }
}

#[test]
fn standard_mate_in_one_and_two() {
    let scholar = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1";
    assert_win(GameId::Standard, scholar, None, Some("f3f7"), 1);
    // The rook ladder: Rd1-b1 (or similar), then Rc2-a2 mate.
    assert_win(
        GameId::Standard,
        "k7/8/8/8/8/8/2R5/3R3K w - - 0 1",
        None,
        None,
        2,
    );
}

#[test]
fn chess_attack_mate_in_one_and_two() {
    assert_win(
        GameId::ChessAttack,
        "k4/5/1R3/5/5/2R1K w - - 0 1",
        None,
        Some("c1a1"),
        1,
    );
    assert_win(
        GameId::ChessAttack,
        "k4/5/5/5/2R2/3RK w - - 0 1",
        None,
        None,
        2,
    );
}

#[test]
fn pawn_race_far_rank_in_one_and_two() {
    assert_win(
        GameId::PawnRace,
        "8/P7/8/8/8/8/7p/8 w - - 0 1",
        None,
        Some("a7a8"),
        1,
    );
    assert_win(
        GameId::PawnRace,
        "8/8/P7/8/8/7p/2P5/8 w - - 0 1",
        None,
        Some("a6a7"),
        2,
    );
}

#[test]
fn losing_chess_wins_by_giving_everything_away() {
    // Ra8 forces Rxa8, and white, with no piece left, wins on its turn.
    assert_win(
        GameId::Antichess,
        "7r/8/8/8/8/8/8/R7 w - - 0 1",
        None,
        None,
        1,
    );
    // Two pieces to lose, one forced capture at a time (Ra8 Rxa8 Rb8 Rxb8).
    assert_win(
        GameId::Antichess,
        "7r/8/8/8/8/8/8/RR6 w - - 0 1",
        None,
        None,
        2,
    );
}

#[test]
fn dice_mate_when_the_face_allows_it() {
    let scholar = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1";
    assert_win(GameId::Dice, scholar, Some(2), Some("f3f7"), 1);
    // A knight takes black's third piece: fewer than three pieces loses at once.
    assert_win(
        GameId::Dice,
        "k7/8/8/8/3r4/8/4N2P/K6b w - - 0 1",
        Some(4),
        Some("e2d4"),
        1,
    );
}

#[test]
fn dice_face_without_a_move_passes() {
    let pos = position(GameId::Dice, "k7/8/8/8/3r4/8/4N2P/K6b w - - 0 1");
    // Rolled a queen: white has none.
    assert_eq!(best(&pos, Some(2), 3).0, None);
}

/// Asserts the engine plays one of `wants` (the winning moves) on the round board and
/// scores a win in one.
fn assert_round_win(pieces: &str, rest: &str, wants: &[&str]) {
    let (mv, score) = best(&round(pieces, rest), None, 3);
    assert!(
        mv.as_deref().is_some_and(|m| wants.contains(&m)),
        "played {mv:?}, wanted one of {wants:?}"
    );
    assert_eq!(score, Score::Mate(1));
}

#[test]
fn three_player_mate_with_two_in_the_game() {
    // Grey is out; the knight mates black's smothered king from either side.
    let pieces = "wK:e1 wN:u5 gK:m1 bK:u1 bR:t1 bR:v1 bP:t2 bN:u2 bP:v2";
    assert_round_win(pieces, "w - - 0 1 g# -", &["u5t3", "u5v3"]);
}

#[test]
fn three_player_double_mate_with_three_in() {
    let pieces =
        "wK:e1 wR:i2 wN:i3 gK:m1 gR:l1 gR:n1 gP:l2 gP:m2 gP:n2 bK:u1 bR:t1 bR:v1 bP:t2 bP:v2";
    assert_round_win(pieces, "w - - 0 1", &["i3k2"]);
}

#[test]
fn three_player_mate_of_one_opponent_with_three_in() {
    // Grey's king on k1 is mated by white's j5-n1 (a puzzle of 2026-11-28, YWLDP): the
    // game goes on with two in, and the engine takes the mate over material.
    let fen = "7wR10bR5/11gP1gK10/1wPwP1wKwPwP5gP1gP3bK3wN1/wP2wP1wB3gP3gP1gP1gR1bP4/3wBwN4wQ6bP1bP1bP3/5gR18 b - - 6 71 - xa,hi,pq";
    let mut pos = position(GameId::ThreePlayer, fen);
    let setup = pos.parse_uci("s1k1").unwrap();
    pos = pos.after(&setup).settled();
    let (mv, _) = best(&pos, None, 5);
    assert_eq!(mv.as_deref(), Some("j5n1"));
}

//! Endings decided by each game's own rules: a pawn race won by counting tempi.

mod common;

use common::{best, position};
use sjakkboks_engine::Score;
use sjakkboks_rules::GameId;

#[test]
fn pawn_race_is_won_by_counting_tempi() {
    // a2 against h6: with the double step white needs 5 moves and arrives first;
    // a2-a3 needs 6 and loses the race. Counting alone (depth 1) finds it...
    let pos = position(GameId::PawnRace, "8/8/7p/8/8/8/P7/8 w - - 0 1");
    assert_eq!(best(&pos, None, 1).0.as_deref(), Some("a2a4"));
    // ...and the full search proves it.
    assert_eq!(best(&pos, None, 10), (Some("a2a4".into()), Score::Mate(5)));
}

#[test]
fn pawn_race_counts_pawns_when_nobody_can_move() {
    // All pawns blocked but white's b-pawn, which can take on c6 (then every pawn is
    // stuck and black, to move, has no move: 2 white pawns against 1 wins) or push.
    let pos = position(GameId::PawnRace, "8/8/2p5/1P6/p7/P7/8/8 w - - 0 1");
    let (mv, score) = best(&pos, None, 6);
    assert_eq!((mv.as_deref(), score), (Some("b5c6"), Score::Mate(1)));
}

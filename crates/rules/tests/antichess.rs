//! docs/RULES.md §3: `antichess` (Må slå-sjakk), one test per rule.

mod common;
use common::{after, game, pos, ucis};
use sjakkboks_rules::{Color, EndReason, FenError, Game, GameId, Outcome, Position};

const G: GameId = GameId::Antichess;

#[test]
fn start_and_movement_as_in_chess_white_first() {
    let p = Position::start(G);
    assert_eq!(
        p.to_fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    );
    assert_eq!(p.turn(), Color::White);
    assert_eq!(p.legal_moves().len(), 20);
}

#[test]
fn a_capture_is_forced_and_the_player_chooses_among_captures() {
    let p = pos(G, "8/8/8/3p1p2/4P3/8/8/R7 w - - 0 1");
    assert_eq!(ucis(&p), ["e4d5", "e4f5"]);
    // From the start: 1. e3 b5 forces Bxb5.
    let p = after(&Position::start(G), &["e2e3", "b7b5"]);
    assert_eq!(ucis(&p), ["f1b5"]);
}

#[test]
fn en_passant_counts_as_a_capture() {
    let p = after(&pos(G, "4k3/3p4/8/4P3/8/8/8/K7 b - - 0 1"), &["d7d5"]);
    assert_eq!(ucis(&p), ["e5d6"]);
}

#[test]
fn the_king_can_be_captured() {
    let p = pos(G, "8/8/8/8/8/8/3k4/3QK3 w - - 0 1");
    assert_eq!(ucis(&p), ["d1d2", "e1d2"]);
}

#[test]
fn the_king_may_stand_attacked_there_is_no_check() {
    let p = pos(G, "7k/8/8/8/8/8/r7/4K3 w - - 0 1");
    assert!(!p.is_check());
    assert!(
        ucis(&p).contains(&"e1e2".to_string()),
        "into the rook's line"
    );
    let p = pos(G, "7k/8/8/8/8/8/8/r3K3 w - - 0 1");
    assert!(!p.is_check(), "attacked king, no check");
    assert!(p.outcome().is_none());
}

#[test]
fn there_is_no_castling() {
    assert!(matches!(
        Position::from_fen(G, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
        Err(FenError::Castling(_))
    ));
    let p = pos(G, "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    let moves = ucis(&p);
    assert!(!moves.contains(&"e1g1".to_string()) && !moves.contains(&"e1c1".to_string()));
}

#[test]
fn promotion_to_queen_rook_bishop_knight_or_king() {
    let p = pos(G, "8/P7/8/8/8/8/8/7k w - - 0 1");
    assert_eq!(ucis(&p), ["a7a8b", "a7a8k", "a7a8n", "a7a8q", "a7a8r"]);
    let q = after(&p, &["a7a8k"]);
    assert_eq!(q.to_fen(), "K7/8/8/8/8/8/8/7k b - - 0 1");
}

#[test]
fn no_legal_move_wins_no_pieces_included() {
    let p = pos(G, "8/8/8/8/8/8/8/7k w - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Color::White, EndReason::NoMovesLeft))
    );
    let p = pos(G, "8/8/8/8/8/p7/P7/7k w - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Color::White, EndReason::NoMovesLeft))
    );
    // Capturing the last enemy piece hands the opponent the win.
    let mut g = game(G, "8/8/8/8/8/8/p7/R7 w - - 0 1");
    g.play_uci("a1a2").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::Black, EndReason::NoMovesLeft))
    );
}

#[test]
fn threefold_repetition_draws_automatically() {
    let mut g = game(G, "n7/8/8/8/8/8/8/N7 w - - 0 1");
    for m in ["a1b3", "a8b6", "b3a1", "b6a8", "a1b3", "a8b6", "b3a1"] {
        g.play_uci(m).unwrap();
        assert_eq!(g.outcome(), None);
    }
    g.play_uci("b6a8").unwrap();
    assert_eq!(g.repetitions(), 3);
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(EndReason::ThreefoldRepetition))
    );
    assert!(g.claimable().is_empty());
}

#[test]
fn fifty_moves_each_without_a_pawn_move_draw_and_captures_do_not_reset() {
    let p = pos(G, "8/8/8/8/8/1n6/8/R6r w - - 99 60");
    let q = after(&p, &["a1h1"]);
    assert_eq!(q.halfmoves(), 100, "a capture does not reset the counter");
    assert_eq!(
        q.outcome(),
        Some(Outcome::draw(EndReason::FiftyMovesWithoutPawnMove))
    );
    let p = pos(G, "8/8/8/8/8/n6p/8/7R b - - 98 60");
    assert_eq!(after(&p, &["h3h2"]).halfmoves(), 0, "a pawn move resets it");
    let g = game(G, "8/8/8/8/8/1n6/8/R6r b - - 100 60");
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(EndReason::FiftyMovesWithoutPawnMove))
    );
}

#[test]
fn agreed_draw() {
    let mut g = Game::new(G);
    g.play_uci("e2e3").unwrap();
    g.agree_draw().unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Agreement)));
}

#[test]
fn no_capture_ever_possible_is_a_draw() {
    // White bishop and pawn on light squares, black's on dark; e4/e5 block each other.
    let dead = Outcome::draw(EndReason::NoCapturePossible);
    let p = pos(G, "8/8/8/2b1p3/2B1P3/8/8/8 w - - 0 1");
    assert_eq!(p.outcome(), Some(dead));
    assert_eq!(Game::from_position(p).outcome(), Some(dead));
    // Bishops on one colour: they can meet.
    let p = pos(G, "8/8/8/3bp3/2B1P3/8/8/8 w - - 0 1");
    assert_eq!(p.outcome(), None);
    // A pawn that can still move.
    let p = pos(G, "8/8/8/2b5/2B1P3/8/8/8 w - - 0 1");
    assert_eq!(p.outcome(), None);
    // A pawn on the enemy bishops' colour.
    let p = pos(G, "8/8/3p4/2b5/2BP4/8/8/8 w - - 0 1");
    assert_eq!(p.outcome(), None);
    // Another kind of piece.
    let p = pos(G, "8/8/8/2b1p3/2B1P3/8/8/N7 w - - 0 1");
    assert_eq!(p.outcome(), None);
    // An en-passant capture still possible right after a double step.
    let p = after(&pos(G, "8/3p4/8/2b1P3/2B1p3/8/8/8 b - - 0 1"), &["d7d5"]);
    assert!(ucis(&p).contains(&"e5d6".to_string()));
    assert_eq!(p.outcome(), None);
}

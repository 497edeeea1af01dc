//! One test per rule of docs/RULES.md §1 (standard chess).

mod common;
use common::{game, pos};
use sjakkboks_rules::{Claim, Color, EndReason, Game, GameError, GameId, Position};

const G: GameId = GameId::Standard;

fn has(p: &Position, uci: &str) -> bool {
    p.parse_uci(uci).is_ok()
}

fn play(g: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        g.play_uci(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

#[test]
fn castling_both_sides_moves_king_and_rook() {
    let p = pos(G, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let short = p.after(&p.parse_uci("e1g1").unwrap());
    assert_eq!(short.to_fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    let long = p.after(&p.parse_uci("e1c1").unwrap());
    assert_eq!(long.to_fen(), "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
}

#[test]
fn castling_not_out_of_check() {
    assert!(!has(&pos(G, "3kr3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1g1"));
}

#[test]
fn castling_not_through_an_attacked_square() {
    let p = pos(G, "3k1r2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!has(&p, "e1g1"));
    assert!(has(&p, "e1c1"));
}

#[test]
fn castling_not_into_check() {
    assert!(!has(&pos(G, "3k2r1/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1g1"));
}

#[test]
fn castling_long_allowed_when_only_b_file_is_attacked() {
    // The rook passes b1, the king does not: that square may be attacked.
    assert!(has(&pos(G, "1r1k4/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1c1"));
}

#[test]
fn castling_needs_empty_squares_between() {
    let p = pos(G, "4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1");
    assert!(!has(&p, "e1g1"));
    assert!(!has(&p, "e1c1"));
}

#[test]
fn castling_lost_after_king_or_rook_moves() {
    let mut g = game(G, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    play(&mut g, "h1h2 e8e7 h2h1 e7e8");
    assert!(!has(g.position(), "e1g1"));
    assert!(has(g.position(), "e1c1"));
    play(&mut g, "e1e2 e8e7 e2e1 e7e8");
    assert!(!has(g.position(), "e1c1"));
}

#[test]
fn castling_right_lost_when_rook_is_captured() {
    let mut g = game(G, "4k3/8/8/8/8/8/6b1/R3K2R b KQ - 0 1");
    play(&mut g, "g2h1");
    assert_eq!(g.position().castling_rights().count_ones(), 1);
}

#[test]
fn en_passant_on_the_very_next_move_only() {
    let mut g = game(G, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(&mut g, "d7d5");
    let ep = g.position().parse_uci("e5d6").expect("en passant now");
    let after = g.position().after(&ep);
    assert!(after
        .piece_at(g.topology().cell_by_label("d5").unwrap())
        .is_none());
    play(&mut g, "e1e2 e8e7");
    assert!(!has(g.position(), "e5d6"));
}

#[test]
fn promotion_to_queen_rook_bishop_or_knight_only() {
    let p = pos(G, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    for k in ["q", "r", "b", "n"] {
        assert!(has(&p, &format!("b7b8{k}")));
    }
    assert!(!has(&p, "b7b8k"));
    assert!(!has(&p, "b7b8"));
}

#[test]
fn a_move_may_not_leave_the_king_in_check() {
    let p = pos(G, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    assert!(p.is_check());
    let mut legal: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(p.topology()))
        .collect();
    legal.sort();
    assert_eq!(legal, ["e1d1", "e1e2", "e1f1"]);
    let pinned = pos(G, "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    assert!(!has(&pinned, "e2c3"));
}

#[test]
fn checkmate_wins() {
    let mut g = Game::new(GameId::Standard);
    play(&mut g, "f2f3 e7e5 g2g4 d8h4");
    let o = g.outcome().expect("mate");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Color::Black), EndReason::Checkmate)
    );
    assert!(g.play_uci("a2a3").is_err());
}

#[test]
fn stalemate_is_a_draw() {
    let g = game(G, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    let o = g.outcome().expect("stalemate");
    assert_eq!((o.winner, o.reason), (None, EndReason::Stalemate));
}

#[test]
fn dead_positions_are_drawn_at_once() {
    for fen in [
        "8/8/8/4k3/8/8/8/4K3 w - - 0 1",
        "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1",
        "8/8/8/4k3/8/8/8/1N2K3 w - - 0 1",
        "8/8/3b4/4k3/8/8/8/2B1K3 w - - 0 1",
    ] {
        let o = game(G, fen)
            .outcome()
            .unwrap_or_else(|| panic!("{fen} is dead"));
        assert_eq!(o.reason, EndReason::DeadPosition, "{fen}");
    }
}

#[test]
fn positions_where_mate_is_possible_are_not_dead() {
    for fen in [
        "8/8/2b5/4k3/8/8/8/2B1K3 w - - 0 1",
        "8/8/8/4k3/8/8/8/1NN1K3 w - - 0 1",
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
        "8/8/8/4k3/8/8/8/3RK3 w - - 0 1",
    ] {
        assert!(game(G, fen).outcome().is_none(), "{fen}");
    }
}

#[test]
fn threefold_repetition_is_a_claim_not_automatic() {
    let mut g = Game::new(GameId::Standard);
    play(&mut g, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
    assert!(g.claimable().is_empty());
    play(&mut g, "f6g8");
    assert_eq!(g.repetitions(), 3);
    assert!(g.outcome().is_none());
    assert_eq!(g.claimable(), vec![Claim::ThreefoldRepetition]);
    g.claim(Claim::ThreefoldRepetition).unwrap();
    assert_eq!(g.outcome().unwrap().reason, EndReason::ThreefoldRepetition);
}

#[test]
fn repetition_counts_castling_rights() {
    // The same placement, but the first time white still had the right to castle.
    let mut g = game(G, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    play(&mut g, "h1h2 e8e7 h2h1 e7e8 h1h2 e8e7 h2h1 e7e8");
    assert_eq!(g.repetitions(), 2);
}

#[test]
fn repetition_counts_en_passant_only_when_it_can_be_taken() {
    let mut g = game(G, "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    play(&mut g, "e2e4");
    let with_ep = g.position().repetition_key();
    let mut g2 = game(G, "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
    assert_ne!(with_ep, g2.position().repetition_key());
    let mut g3 = game(G, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    play(&mut g3, "e2e4");
    play(&mut g2, "e8e7");
    let _ = g2;
    let no_capture = game(G, "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    assert_eq!(
        g3.position().repetition_key(),
        no_capture.position().repetition_key()
    );
}

#[test]
fn fifty_moves_is_a_claim_and_seventy_five_is_automatic() {
    let mut g = game(G, "4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    assert!(g.claimable().is_empty());
    play(&mut g, "a1a2");
    assert_eq!(g.claimable(), vec![Claim::FiftyMoves]);
    assert!(g.outcome().is_none());
    let mut g75 = game(G, "4k3/8/8/8/8/8/8/R3K3 w - - 149 100");
    play(&mut g75, "a1a2");
    assert_eq!(g75.outcome().unwrap().reason, EndReason::SeventyFiveMoves);
}

#[test]
fn checkmate_on_the_seventy_fifth_move_stands() {
    let mut g = game(G, "7k/8/6K1/8/8/8/8/R7 w - - 149 100");
    play(&mut g, "a1a8");
    assert_eq!(g.outcome().unwrap().reason, EndReason::Checkmate);
}

#[test]
fn fivefold_repetition_is_automatic() {
    let mut g = Game::new(GameId::Standard);
    for _ in 0..4 {
        play(&mut g, "g1f3 g8f6 f3g1 f6g8");
    }
    let o = g.outcome().expect("fivefold");
    assert_eq!(o.reason, EndReason::FivefoldRepetition);
}

#[test]
fn resignation_gives_the_other_player_the_win() {
    let mut g = Game::new(GameId::Standard);
    g.resign(Color::White).unwrap();
    assert_eq!(g.outcome().unwrap().winner, Some(Color::Black));
    assert_eq!(g.resign(Color::Black), Err(GameError::Over));
}

#[test]
fn agreed_draw_ends_the_game() {
    let mut g = Game::new(GameId::Standard);
    play(&mut g, "e2e4");
    g.agree_draw().unwrap();
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, EndReason::Agreement));
}

#[test]
fn a_claim_that_is_not_valid_is_refused() {
    let mut g = Game::new(GameId::Standard);
    assert_eq!(
        g.claim(Claim::FiftyMoves),
        Err(GameError::ClaimNotValid(Claim::FiftyMoves))
    );
    assert!(g.outcome().is_none());
}

#[test]
fn san_disambiguates_and_marks_check_and_mate() {
    let p = pos(G, "6k1/8/8/8/8/8/4K3/R6R w - - 0 1");
    assert_eq!(p.san(&p.parse_uci("a1d1").unwrap()), "Rad1");
    let p = pos(G, "4k3/8/8/8/8/R7/8/R3K3 w - - 0 1");
    assert_eq!(p.san(&p.parse_uci("a1a2").unwrap()), "R1a2");
    let p = pos(G, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(p.san(&p.parse_uci("a1a8").unwrap()), "Ra8+");
    let mut g = Game::new(GameId::Standard);
    play(&mut g, "f2f3 e7e5 g2g4");
    let p = g.position();
    assert_eq!(p.san(&p.parse_uci("d8h4").unwrap()), "Qh4#");
    let p = pos(G, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(p.san(&p.parse_uci("e1c1").unwrap()), "O-O-O");
    assert_eq!(p.parse_san("0-0").unwrap(), p.parse_uci("e1g1").unwrap());
}

#[test]
fn bad_fen_gives_typed_errors() {
    use sjakkboks_rules::{FenError, IllegalPosition};
    let bad = |f: &str| Position::from_fen(GameId::Standard, f).unwrap_err();
    assert_eq!(
        bad("8/8/8 w - - 0 1"),
        FenError::RankCount {
            expected: 8,
            found: 3
        }
    );
    assert_eq!(
        bad("4k3/8/8/8/8/8/8/4K2 w - - 0 1"),
        FenError::RankLength { rank: 8 }
    );
    assert_eq!(
        bad("4k3/8/8/8/8/8/8/4K2X w - - 0 1"),
        FenError::UnknownPiece('X')
    );
    assert_eq!(
        bad("4k3/8/8/8/8/8/8/4K3 x - - 0 1"),
        FenError::Turn("x".into())
    );
    assert_eq!(
        bad("4k3/8/8/8/8/8/8/4K3 w K - 0 1"),
        FenError::Castling("K".into())
    );
    assert_eq!(
        bad("4k3/8/8/8/8/8/8/4K3 w - e3 0 1"),
        FenError::EnPassant("e3".into())
    );
    assert_eq!(
        bad("4k3/8/8/8/8/8/8/4K3 w - - x 1"),
        FenError::Clock("x".into())
    );
    assert_eq!(
        bad("8/8/8/8/8/8/8/4K3 w - - 0 1"),
        FenError::Illegal(IllegalPosition::KingCount(Color::Black))
    );
    assert_eq!(
        bad("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"),
        FenError::Illegal(IllegalPosition::OpponentInCheck)
    );
    assert_eq!(
        bad("P3k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        FenError::Illegal(IllegalPosition::PawnOnPromotionCell)
    );
    assert_eq!(bad("4k3 w"), FenError::FieldCount(2));
    // Found by the fuzzer: a long run of digits must not overflow.
    assert_eq!(
        bad(&format!("{}/8/8/8/8/8/8/8 w - - 0 1", "6".repeat(40))),
        FenError::RankLength { rank: 1 }
    );
}

#[test]
fn repetition_counts_the_side_to_move() {
    // The rook loses a tempo (a1-a3-a2-a1 against a1-a2-a1): the start's placement
    // comes back with black to move, which is another position.
    let mut g = game(G, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let start = g.position().repetition_key();
    play(&mut g, "a1a3 e8d8 a3a2 d8e8 a2a1");
    assert_eq!(
        g.position().to_fen().split(' ').next(),
        Some("4k3/8/8/8/8/8/8/R3K3")
    );
    assert_eq!(g.position().turn(), Color::Black);
    assert_ne!(g.position().repetition_key(), start);
    assert_eq!(g.repetitions(), 1, "the start had white to move");
    // Twice more with black to move: now it is the third time, and a claim.
    play(&mut g, "e8d8 a1a2 d8e8 a2a1 e8d8 a1a2 d8e8 a2a1");
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.claimable(), vec![Claim::ThreefoldRepetition]);
}

//! docs/RULES.md §4: `chess-attack`, one test per rule.

mod common;
use common::{after, game, pos, ucis};
use sjakkboks_rules::{
    topology::BoardShape, Claim, Color, EndReason, Game, GameId, Outcome, Position,
};

const G: GameId = GameId::ChessAttack;

fn has(p: &Position, uci: &str) -> bool {
    ucis(p).iter().any(|m| m == uci)
}

#[test]
fn board_is_five_files_by_six_ranks() {
    assert_eq!(
        G.topology().board_shape(),
        BoardShape::Rect { files: 5, ranks: 6 }
    );
    let t = G.topology();
    for dark in ["a1", "c1", "e1"] {
        assert!(
            !t.is_light(t.cell_by_label(dark).unwrap()),
            "{dark} is dark"
        );
    }
}

#[test]
fn start_position() {
    let p = Position::start(G);
    assert_eq!(p.to_fen(), "rnbqk/ppppp/5/5/PPPPP/RNBQK w Qq - 0 1");
    assert_eq!(p.turn(), Color::White);
    assert_eq!(p.legal_moves().len(), 12);
}

#[test]
fn pawns_double_step_from_rank_two_and_black_from_rank_five() {
    let p = Position::start(G);
    assert!(has(&p, "c2c4"));
    let p = after(&p, &["c2c3"]);
    assert!(has(&p, "b5b3"));
    let p = after(&p, &["b5b4"]);
    assert!(!has(&p, "c3c5"), "no double step from rank 3");
}

#[test]
fn en_passant() {
    let p = after(&pos(G, "4k/5/1p3/5/P4/4K w - - 0 1"), &["a2a4"]);
    assert_eq!(
        p.en_passant().map(|e| G.topology().label(e.target)),
        Some("a3")
    );
    let q = after(&p, &["b4a3"]);
    assert_eq!(q.to_fen(), "4k/5/5/p4/5/4K w - - 0 2");
    // Only on the very next move.
    let p = after(&p, &["e6d6", "e1d1"]);
    assert!(!has(&p, "b4a3"));
}

#[test]
fn promotion_on_rank_six_for_white_and_rank_one_for_black() {
    let p = pos(G, "4k/P4/5/5/4p/K4 w - - 0 1");
    let promos: Vec<_> = ucis(&p)
        .into_iter()
        .filter(|m| m.starts_with("a5"))
        .collect();
    assert_eq!(promos, ["a5a6b", "a5a6n", "a5a6q", "a5a6r"]);
    let p = after(&p, &["a1b1"]);
    assert!(has(&p, "e2e1q") && has(&p, "e2e1n"));
    assert!(!has(&p, "e2e1"));
}

#[test]
fn castling_only_queen_side_king_e1_c1_rook_a1_d1() {
    let p = pos(G, "r3k/3p1/5/5/5/R3K w Qq - 0 1");
    let castles: Vec<_> = ucis(&p)
        .into_iter()
        .filter(|m| m.starts_with("e1"))
        .collect();
    assert!(castles.contains(&"e1c1".to_string()));
    let q = after(&p, &["e1c1"]);
    assert_eq!(q.to_fen(), "r3k/3p1/5/5/5/2KR1 b q - 1 1");
    // Black mirrors on rank 6.
    let r = after(&q, &["e6c6"]);
    assert_eq!(r.to_fen(), "2kr1/3p1/5/5/5/2KR1 w - - 2 2");
    // There is no king's-side castling letter on this board.
    assert!(Position::from_fen(G, "r3k/5/5/5/5/R3K w Kq - 0 1").is_err());
}

#[test]
fn castling_needs_chess_conditions() {
    let castle = |fen: &str| has(&pos(G, fen), "e1c1");
    assert!(castle("4k/5/5/5/5/R3K w Q - 0 1"));
    assert!(!castle("4k/5/5/5/5/RN2K w Q - 0 1"), "b1-d1 empty");
    assert!(!castle("4k/5/4r/5/5/R3K w Q - 0 1"), "not out of check");
    assert!(
        !castle("3rk/5/5/5/5/R3K w Q - 0 1"),
        "not across an attacked d1"
    );
    assert!(
        !castle("2r1k/5/5/5/5/R3K w Q - 0 1"),
        "not into check on c1"
    );
    assert!(castle("1r2k/5/5/5/5/R3K w Q - 0 1"), "b1 may be attacked");
    assert!(!castle("4k/5/5/5/5/R3K w - - 0 1"), "rights lost");
    // The king has moved: the right is gone.
    let p = after(
        &pos(G, "4k/5/5/5/5/R3K w Q - 0 1"),
        &["e1d1", "e6d6", "d1e1", "d6e6"],
    );
    assert!(!has(&p, "e1c1"));
    // The rook has moved.
    let p = after(
        &pos(G, "4k/5/5/5/5/R3K w Q - 0 1"),
        &["a1a2", "e6d6", "a2a1", "d6e6"],
    );
    assert!(!has(&p, "e1c1"));
}

#[test]
fn checkmate_and_stalemate_as_in_chess() {
    let mate = pos(G, "R2k1/5/3K1/5/5/5 b - - 0 1");
    assert!(mate.is_check());
    assert_eq!(
        mate.outcome(),
        Some(Outcome::win(Color::White, EndReason::Checkmate))
    );
    let stalemate = pos(G, "k4/2Q2/1K3/5/5/5 b - - 0 1");
    assert_eq!(
        stalemate.outcome(),
        Some(Outcome::draw(EndReason::Stalemate))
    );
}

#[test]
fn dead_position_and_seventy_five_moves_as_in_chess() {
    assert_eq!(
        pos(G, "4k/5/5/5/5/K1B2 w - - 0 1").outcome(),
        Some(Outcome::draw(EndReason::DeadPosition))
    );
    assert_eq!(
        pos(G, "4k/5/5/5/5/K1R2 w - - 150 90").outcome(),
        Some(Outcome::draw(EndReason::SeventyFiveMoves))
    );
}

#[test]
fn threefold_and_fifty_moves_are_claims_fivefold_automatic() {
    let mut g = game(G, "4k/5/5/5/5/K1R2 w - - 96 90");
    for m in ["a1a2", "e6d6", "a2a1", "d6e6"] {
        g.play_uci(m).unwrap();
    }
    assert_eq!(g.claimable(), [Claim::FiftyMoves]);
    for m in ["a1a2", "e6d6", "a2a1", "d6e6"] {
        g.play_uci(m).unwrap();
    }
    assert_eq!(
        g.claimable(),
        [Claim::ThreefoldRepetition, Claim::FiftyMoves]
    );
    for m in ["a1a2", "e6d6", "a2a1", "d6e6", "a1a2", "e6d6", "a2a1"] {
        g.play_uci(m).unwrap();
    }
    assert_eq!(g.outcome(), None);
    g.play_uci("d6e6").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(EndReason::FivefoldRepetition))
    );
}

#[test]
fn resignation_and_agreement() {
    let mut g = Game::new(G);
    g.resign(Color::Black).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Resignation))
    );
    let mut g = Game::new(G);
    g.agree_draw().unwrap();
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Agreement));
}

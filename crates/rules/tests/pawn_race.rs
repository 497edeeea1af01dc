//! docs/RULES.md §2: `pawn-race` (Førstemann over), one test per rule.

mod common;
use common::{after, game, pos, ucis};
use sjakkboks_rules::{Color, EndReason, Game, GameId, Kind, Outcome, Position};

const G: GameId = GameId::PawnRace;

#[test]
fn start_is_eight_pawns_each_and_white_moves_first() {
    let p = Position::start(G);
    assert_eq!(p.to_fen(), "8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1");
    assert_eq!(p.turn(), Color::White);
    assert_eq!(p.kind_cells(Kind::Pawn), p.occupied());
    assert_eq!(p.occupied().count(), 16);
}

#[test]
fn pawns_move_as_in_chess_with_the_double_step() {
    let p = Position::start(G);
    let moves = ucis(&p);
    assert_eq!(moves.len(), 16);
    assert!(moves.contains(&"e2e4".to_string()));
    assert!(moves.contains(&"e2e3".to_string()));
    let p = after(&p, &["e2e4", "d7d5"]);
    assert!(
        ucis(&p).contains(&"e4d5".to_string()),
        "captures diagonally"
    );
}

#[test]
fn en_passant_exists() {
    let p = after(&Position::start(G), &["e2e4", "a7a6", "e4e5", "d7d5"]);
    let ep = p.parse_uci("e5d6").expect("en passant is legal");
    let q = p.after(&ep);
    assert_eq!(q.to_fen(), "8/1pp1pppp/p2P4/8/8/8/PPPP1PPP/8 b - - 0 3");
}

#[test]
fn white_pawn_on_the_eighth_rank_wins_at_once_unpromoted() {
    let mut g = game(G, "8/P7/8/8/8/8/1p6/8 w - - 0 1");
    assert!(g.legal_moves().iter().all(|m| m.promotion.is_none()));
    g.play_uci("a7a8").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::FarRankReached))
    );
    let a8 = g.topology().cell_by_label("a8").unwrap();
    assert_eq!(g.position().piece_at(a8).map(|p| p.kind), Some(Kind::Pawn));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn black_pawn_on_the_first_rank_wins_at_once() {
    let mut g = game(G, "8/8/8/8/8/8/1p6/8 b - - 0 1");
    g.play_uci("b2b1").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::Black, EndReason::FarRankReached))
    );
}

#[test]
fn no_legal_move_the_side_with_more_pawns_wins() {
    // White to move, a3 and a4 blocked: 2 pawns against 1.
    let p = pos(G, "8/8/8/p7/P7/P7/8/8 w - - 0 1");
    assert!(p.legal_moves().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Color::White, EndReason::PawnCount))
    );
    // White to move and blocked, black has more pawns.
    let p = pos(G, "8/8/8/p1p5/P7/8/8/8 w - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Color::Black, EndReason::PawnCount))
    );
}

#[test]
fn no_legal_move_with_equal_pawns_is_a_draw() {
    let p = pos(G, "8/8/8/p7/P7/8/8/8 w - - 0 1");
    assert_eq!(p.outcome(), Some(Outcome::draw(EndReason::PawnCount)));
}

#[test]
fn a_side_without_pawns_loses_on_its_turn() {
    let p = pos(G, "8/8/8/p7/8/8/8/8 w - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Color::Black, EndReason::PawnCount))
    );
    let mut g = game(G, "8/8/8/8/8/1p6/P7/8 w - - 0 1");
    g.play_uci("a2b3").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::PawnCount))
    );
}

#[test]
fn resignation_and_agreed_draws_exist() {
    let mut g = Game::new(G);
    g.resign(Color::White).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Resignation))
    );
    let mut g = Game::new(G);
    g.agree_draw().unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Agreement)));
}

//! Three-player chess (docs/RULES.md §6): one named test per rule of issue 4, on
//! hand-made positions in the round board's position text, and a seeded
//! random-game property test.

use sjakkboks_rules::{
    perft, CellShape, Color, EliminationReason, EndReason, FenError, Game, GameId, Kind, Position,
    RoundFenError, Special,
};

const G: GameId = GameId::ThreePlayer;

/// The position with `pieces` ("wK:e1 gK:m1 bP*:r4 ...") and the fields in `rest`
/// (turn, castling, en passant, clocks, and optionally players out and moats).
fn pos(pieces: &str, rest: &str) -> Position {
    Position::from_piece_list(G, pieces, rest).unwrap_or_else(|e| panic!("{pieces} {rest}: {e}"))
}

/// The legal moves as text.
fn moves(p: &Position) -> Vec<String> {
    p.legal_moves()
        .iter()
        .map(|m| m.to_uci(p.topology()))
        .collect()
}

/// The legal destinations of the piece on `from`.
fn targets(p: &Position, from: &str) -> Vec<String> {
    let t = p.topology();
    let from = t.cell_by_label(from).expect("label");
    p.legal_moves()
        .iter()
        .filter(|m| m.from == from)
        .map(|m| t.label(m.to).to_string())
        .collect()
}

fn has(list: &[String], item: &str) -> bool {
    list.iter().any(|s| s == item)
}

const KINGS: &str = "wK:e1 gK:m1 bK:u1";

// ---- the board ----

#[test]
fn board_has_144_labelled_cells_with_white_at_the_bottom() {
    let t = G.topology();
    assert_eq!(t.len(), 144);
    assert_eq!(t.label(t.cells().next().unwrap()), "a1");
    assert!(t.cell_by_label("x6").is_some() && t.cell_by_label("y1").is_none());
    let (_, cy) = match t.shape(t.cell_by_label("e1").unwrap()) {
        CellShape::RingSegment { cx, cy, .. } => (cx, cy),
        other => panic!("{other:?}"),
    };
    let e1 = t.center(t.cell_by_label("e1").unwrap());
    let m1 = t.center(t.cell_by_label("m1").unwrap());
    let u1 = t.center(t.cell_by_label("u1").unwrap());
    assert!(e1.1 > cy, "white's king is drawn below the centre");
    assert!(m1.0 < u1.0, "grey on the left, black on the right");
    for k in ["e1", "m1", "u1"] {
        assert!(t.is_light(t.cell_by_label(k).unwrap()), "{k} is light");
    }
}

#[test]
fn a_cell_reached_both_ways_round_a_ring_is_one_move() {
    let p = pos("wK:e1 gK:n1 bK:u1 wR:a4", "w - - 0 1");
    let t = targets(&p, "a4");
    let mut unique = t.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), t.len(), "{t:?}");
    // Round ring 1 to a cell beyond a bridged moat, the path without one is kept.
    let p = pos("wK:e3 gK:m1 gR:i1 bK:u1 bP:u2", "g - - 0 1 - xa,hi");
    let mv = p.parse_uci("i1j1").unwrap();
    assert_eq!(mv.special, Special::None);
}

#[test]
fn verticals_cross_the_centre_onto_the_opposite_sector() {
    let p = pos("wK:e1 gK:n1 bK:u1 wR:a4", "w - - 0 1");
    let t = targets(&p, "a4");
    for l in ["a5", "a6", "m6", "m2", "m1", "a1", "b4", "x4"] {
        assert!(has(&t, l), "{l} in {t:?}");
    }
    assert_eq!(t.len(), 8 + 3 + 23 - 1, "m4 once: {t:?}");
}

#[test]
fn diagonals_cross_the_centre_to_f_plus_minus_10_and_keep_their_side_step() {
    let p = pos(&format!("{KINGS} wB:c4"), "w - - 0 1");
    let t = targets(&p, "c4");
    for l in [
        "d5", "e6", "s6", "t5", "x1", "b5", "a6", "k6", "j5", "g2", "b3", "d3",
    ] {
        assert!(has(&t, l), "{l} in {t:?}");
    }
    assert!(!has(&t, "o6") && !has(&t, "m6"), "{t:?}");
}

#[test]
fn knights_and_kings_cross_the_centre() {
    let p = pos("wK:a6 gK:m1 bK:u1 wN:e6", "w - - 0 1");
    let king = targets(&p, "a6");
    for l in ["m6", "k6", "o6", "a5", "b5", "x5", "b6", "x6"] {
        assert!(has(&king, l), "{l} in {king:?}");
    }
    let knight = targets(&p, "e6");
    for l in ["o6", "s6", "p5", "r5", "c5", "g5", "d4", "f4"] {
        assert!(has(&knight, l), "{l} in {knight:?}");
    }
    assert_eq!(knight.len(), 8);
}

// ---- the rules ----

#[test]
fn turn_order_is_white_grey_black() {
    let mut g = Game::new(G);
    assert_eq!(g.position().turn(), Color::White);
    for (m, next) in [
        ("e2e4", Color::Grey),
        ("m2m4", Color::Black),
        ("u2u4", Color::White),
    ] {
        g.play_uci(m).unwrap();
        assert_eq!(g.position().turn(), next);
    }
    assert_eq!(g.position().fullmoves(), 2);
}

#[test]
fn only_kings_left_in_play_is_a_dead_position() {
    let dead = Some(sjakkboks_rules::Outcome::draw(EndReason::DeadPosition));
    // Three bare kings: nobody can ever be mated.
    assert_eq!(Game::from_position(pos(KINGS, "w - - 0 1")).outcome(), dead);
    // Grey is out: its frozen queen never moves or gives check.
    let frozen = pos(&format!("{KINGS} gQ:h4"), "w - - 0 1 g# -");
    assert_eq!(Game::from_position(frozen).outcome(), dead);
    // Any other piece in play keeps the game going, a pawn too.
    let alive = pos(&format!("{KINGS} wP:c2"), "w - - 0 1");
    assert_eq!(Game::from_position(alive).outcome(), None);
    // Reached in play: black's king takes the last piece that was not a king.
    let mut g = Game::from_position(pos(&format!("{KINGS} wP:u2"), "b - - 0 1"));
    assert_eq!(g.outcome(), None);
    g.play_uci("u1u2").unwrap();
    assert_eq!(g.outcome(), dead);
}

#[test]
fn players_out_are_skipped_in_turn_order() {
    // A white pawn keeps it from being a dead position.
    let mut g = Game::from_position(pos(&format!("{KINGS} wP:c2"), "w - - 0 1 g# -"));
    g.play_uci("e1d1").unwrap();
    assert_eq!(g.position().turn(), Color::Black);
    g.play_uci("u1v1").unwrap();
    assert_eq!(g.position().turn(), Color::White);
}

#[test]
fn castling_in_ones_own_section() {
    let p = pos("wK:e1 gK:m1 gR:i1 gR:p1 bK:u1", "g gKQ - 0 1");
    let m = moves(&p);
    assert!(has(&m, "m1o1") && has(&m, "m1k1"), "{m:?}");
    let mut g = Game::from_position(p);
    let mv = g.play_uci("m1o1").unwrap();
    assert!(matches!(mv.special, Special::Castle { .. }));
    let t = g.topology();
    let at = |l: &str| g.position().piece_at(t.cell_by_label(l).unwrap());
    assert_eq!(at("o1").map(|p| p.kind), Some(Kind::King));
    assert_eq!(at("n1").map(|p| p.kind), Some(Kind::Rook));
    assert_eq!(at("p1"), None);
}

#[test]
fn pawns_double_step_from_ring_2_and_may_be_taken_en_passant() {
    let start = Position::start(G);
    assert!(has(&moves(&start), "e2e4"));
    let p = pos(&format!("{KINGS} bP:q2 wP*:r4"), "b - - 0 1");
    let mut g = Game::from_position(p);
    g.play_uci("q2q4").unwrap();
    assert_eq!(
        g.position()
            .en_passant()
            .map(|e| g.topology().label(e.target).to_string()),
        Some("q3".to_string())
    );
    let mv = g.play_uci("r4q3").unwrap();
    assert!(matches!(mv.special, Special::EnPassant { .. }));
    let q4 = g.topology().cell_by_label("q4").unwrap();
    assert_eq!(g.position().piece_at(q4), None);
}

#[test]
fn pawns_cross_the_centre_then_move_outward_and_promote_on_ring_1() {
    let p = pos(&format!("{KINGS} wP:e6 bN:o6"), "w - - 0 1");
    let m = moves(&p);
    assert!(has(&m, "e6q6") && has(&m, "e6o6"), "{m:?}");
    let mut g = Game::from_position(p);
    let mv = g.play_uci("e6q6").unwrap();
    assert_eq!(mv.special, Special::CrossesCentre);
    let q6 = g.topology().cell_by_label("q6").unwrap();
    assert!(g.position().crossed_pawns().contains(q6));
    g.play_uci("m1l1").unwrap();
    g.play_uci("u1t1").unwrap();
    assert!(targets(g.position(), "q6").contains(&"q5".to_string()));
    let p = pos(&format!("{KINGS} wP*:q2"), "w - - 0 1");
    let m = moves(&p);
    for s in ["q2q1q", "q2q1r", "q2q1b", "q2q1n"] {
        assert!(has(&m, s), "{s} in {m:?}");
    }
}

#[test]
fn closed_moats_stop_every_move_along_ring_1() {
    let p = pos(&format!("{KINGS} wR:a1 bR:x1 wN:b1"), "w - - 0 1");
    let t = targets(&p, "a1");
    assert!(!has(&t, "x1"), "{t:?}");
    let n = targets(&p, "b1");
    assert!(!has(&n, "x2") && !has(&n, "w1"), "{n:?}");
    assert_eq!(p.bridged_moats(), 0);
}

#[test]
fn moats_bridge_for_good_when_a_section_of_ring_1_empties() {
    // The grey rook's file runs over the centre onto u1: black's pawn on u2 shields the king.
    let p = pos("wK:e3 wN:b1 gK:m1 gR:i1 bK:u1 bP:u2", "w - - 0 1");
    assert!(!has(&targets(&p, "i1"), "h1"));
    let mut g = Game::from_position(p);
    g.play_uci("b1c3").unwrap();
    assert_eq!(g.position().bridged_moats(), 0b011);
    let mv = g.play_uci("i1h1").unwrap();
    assert_eq!(mv.special, Special::CrossesMoat);
    g.play_uci("u1v1").unwrap();
    g.play_uci("c3b1").unwrap();
    assert_eq!(g.position().bridged_moats(), 0b011, "bridged for good");
}

#[test]
fn moats_bridge_when_a_neighbouring_player_is_out() {
    let rest_in = "g - - 0 1";
    let pieces = "wK:c1 gK:m1 gR:p1 bK:u1 bB:s1";
    assert!(!has(&targets(&pos(pieces, rest_in), "p1"), "q1"));
    let p = pos(pieces, "g - - 0 1 b# -");
    assert_eq!(p.bridged_moats(), 0b101);
    assert!(has(&targets(&p, "p1"), "q1"));
}

#[test]
fn a_bridged_moat_is_never_crossed_by_a_capture() {
    let p = pos("wK:e3 gK:m1 gR:i1 bK:u1 bR:x1", "g - - 0 1");
    let t = targets(&p, "i1");
    assert!(has(&t, "a1") && !has(&t, "x1"), "{t:?}");
    let p = pos("wK:e3 gK:m1 gN:i1 bK:u1 wP*:h2", "w - - 0 1");
    assert!(
        !has(&targets(&p, "h2"), "i1"),
        "no pawn capture over a moat"
    );
}

#[test]
fn a_move_over_a_bridged_moat_may_not_give_check() {
    let p = pos("wK:e3 gK:m1 gR:i1 bK:u1", "g - - 0 1");
    let t = targets(&p, "i1");
    assert!(has(&t, "d1") && has(&t, "f1"), "{t:?}");
    assert!(!has(&t, "e1"), "e1 would check the king on e3: {t:?}");
}

#[test]
fn creeks_stop_uncrossed_pawns_capturing_over_section_lines_from_rings_1_to_3() {
    let p = pos(&format!("{KINGS} wP:h3 gN:i4 wP:h4 gN:i5"), "w - - 0 1");
    assert!(!has(&targets(&p, "h3"), "i4"));
    assert!(has(&targets(&p, "h4"), "i5"));
    let p = pos(&format!("{KINGS} wP*:h3 gN:i2"), "w - - 0 1");
    assert!(has(&targets(&p, "h3"), "i2"), "crossed pawns ignore creeks");
}

#[test]
fn king_safety_counts_only_players_still_in_the_game() {
    let pieces = "wK:e1 wN:a3 gK:m1 bK:u1 bR:e5";
    let p = pos(pieces, "w - - 0 1");
    assert!(p.is_check());
    assert!(targets(&p, "a3").is_empty(), "must answer the check");
    let p = pos(pieces, "w - - 0 1 b# -");
    assert!(!p.is_check(), "a player out gives no check");
    assert!(!targets(&p, "a3").is_empty());
    assert!(has(&targets(&p, "e1"), "e2"));
}

#[test]
fn frozen_pieces_block_and_may_be_captured_but_never_move() {
    let p = pos("wK:e1 wR:a1 gK:m1 bK:u1 bR:a4", "w - - 0 1 b# -");
    let t = targets(&p, "a1");
    assert!(has(&t, "a4") && !has(&t, "a5"), "{t:?}");
    let mut g = Game::from_position(p);
    g.play_uci("a1a4").unwrap();
    assert_eq!(g.position().turn(), Color::Grey);
    g.play_uci("m1l1").unwrap();
    assert_eq!(g.position().turn(), Color::White, "black never moves again");
}

#[test]
fn a_king_left_attacked_may_be_captured_and_its_owner_is_out() {
    let p = pos("wK:e1 wB:u3 gK:m1 gR:u5 bK:u1", "w - - 0 1");
    let mut g = Game::from_position(p);
    g.play_uci("u3t4").unwrap();
    assert!(has(&moves(g.position()), "u5u1"));
    g.play_uci("u5u1").unwrap();
    let p = g.position();
    assert!(!p.is_in_game(Color::Black));
    assert_eq!(
        p.elimination(Color::Black),
        Some(EliminationReason::KingCaptured)
    );
    assert_eq!(p.turn(), Color::White);
    assert!(g.outcome().is_none());
    assert_eq!(p.bridged_moats(), 0b101);
}

/// Black's king on u1 smothered; white's knight on u5 mates from v3; grey's rook on v6
/// can take it before black moves.
const SMOTHER: &str = "wK:e1 wN:u5 gK:m1 bK:u1 bR:t1 bR:v1 bP:t2 bN:u2 bP:v2";

#[test]
fn checkmate_only_on_the_mated_players_turn() {
    let mut g = Game::from_position(pos(&format!("{SMOTHER} gR:v6"), "w - - 0 1"));
    g.play_uci("u5v3").unwrap();
    assert!(g.position().is_in_game(Color::Black), "not mated yet");
    assert_eq!(g.position().turn(), Color::Grey);
    assert!(g.outcome().is_none());
    let mut saved = g.clone();
    saved.play_uci("v6v3").unwrap();
    assert_eq!(saved.position().turn(), Color::Black);
    assert!(!saved.legal_moves().is_empty());
    g.play_uci("m1l1").unwrap();
    let p = g.position();
    assert_eq!(
        p.elimination(Color::Black),
        Some(EliminationReason::Checkmated)
    );
    assert_eq!(p.turn(), Color::White);
    assert!(g.outcome().is_none(), "two players go on");
    assert_eq!(
        g.undo().map(|m| m.to_uci(g.topology())),
        Some("m1l1".into())
    );
    assert!(g.position().is_in_game(Color::Black));
}

/// Black's king on u1 is stalemated: grey's rook sweeps ring 2, grey's bishop on u2
/// covers t1 and v1 and is defended.
const STALEMATE: &str = "wK:e1 gK:m1 gR:m2 gB:u2 bK:u1";

#[test]
fn no_legal_move_with_three_in_puts_that_player_out() {
    let p = pos(STALEMATE, "w - - 0 1");
    let mut g = Game::from_position(p);
    g.play_uci("e1d1").unwrap();
    assert_eq!(g.position().turn(), Color::Grey);
    g.play_uci("m1l1").unwrap();
    let p = g.position();
    assert_eq!(
        p.elimination(Color::Black),
        Some(EliminationReason::NoLegalMove)
    );
    assert_eq!(p.turn(), Color::White);
    assert_eq!(p.fullmoves(), 2);
    assert!(g.outcome().is_none());
    let text = p.to_fen();
    assert!(text.ends_with(" b= xa,pq"), "{text}");
}

#[test]
fn no_legal_move_with_two_in_is_a_draw() {
    let p = pos("wK:e1 wR:m2 wB:u2 gK:m1 bK:u1", "w - - 0 1 g= -");
    let mut g = Game::from_position(p);
    g.play_uci("e1d1").unwrap();
    let o = g.outcome().expect("draw");
    assert_eq!((o.winner, o.reason), (None, EndReason::Stalemate));
}

#[test]
fn the_last_player_in_the_game_wins() {
    let mut g = Game::from_position(pos(SMOTHER, "w - - 0 1 g# -"));
    g.play_uci("u5v3").unwrap();
    let o = g.outcome().expect("mate");
    assert_eq!(o.winner, Some(Color::White));
    assert_eq!(o.reason, EndReason::Checkmate);
    let p = pos(KINGS, "w - - 0 1 g#,b= -");
    let o = p.outcome().expect("over");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Color::White), EndReason::LastPlayerStanding)
    );
}

#[test]
fn mating_both_others_with_one_move_wins_at_once() {
    // The knight leaves i3 for k2: it mates grey's smothered king on m1 and uncovers the
    // rook on i2, whose file runs over the centre onto black's king on u1.
    let pieces = "wK:e1 wR:i2 wN:i3 gK:m1 gR:l1 gR:n1 gP:l2 gP:m2 gP:n2 \
                  bK:u1 bR:t1 bR:v1 bP:t2 bP:v2";
    let mut g = Game::from_position(pos(pieces, "w - - 0 1"));
    g.play_uci("i3k2").unwrap();
    let o = g.outcome().expect("double mate");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Color::White), EndReason::DoubleMate)
    );
}

// ---- notation, records, perft ----

#[test]
fn position_text_round_trips_and_reports_errors() {
    let start = Position::start(G);
    assert_eq!(Position::from_fen(G, &start.to_fen()).unwrap(), start);
    let p = pos(&format!("{KINGS} wP*:q5 bP:q2"), "g - - 7 12 b# xa,hi,pq");
    let t = p.to_fen();
    assert_eq!(Position::from_fen(G, &t).unwrap().to_fen(), t);
    let err = |s: &str| Position::from_fen(G, s).unwrap_err();
    let list_err =
        |pieces: &str, rest: &str| Position::from_piece_list(G, pieces, rest).unwrap_err();
    assert_eq!(
        err("24/24 w - - 0 1"),
        FenError::Round(RoundFenError::RingCount(2))
    );
    assert_eq!(
        err("23/24/24/24/24/24 w - - 0 1"),
        FenError::Round(RoundFenError::RingLength(1))
    );
    assert!(matches!(
        list_err(KINGS, "w - - 0 1 gq -"),
        FenError::Round(RoundFenError::Out(_))
    ));
    assert!(matches!(
        list_err(KINGS, "w - - 0 1 - ab"),
        FenError::Round(RoundFenError::Moats(_))
    ));
    assert!(matches!(
        list_err(KINGS, "g - - 0 1 g# -"),
        FenError::Turn(_)
    ));
    assert!(matches!(
        list_err(KINGS, "w wK - 0 1"),
        FenError::Castling(_)
    ));
    assert!(matches!(
        err(&pos(KINGS, "w - - 0 1")
            .to_fen()
            .replacen("/24/24/", "/24/wR*23/", 1)),
        FenError::Round(RoundFenError::Piece(_))
    ));
    assert!(matches!(
        list_err("wK:e1 gK:m1", "w - - 0 1"),
        FenError::Illegal(_)
    ));
}

#[test]
fn game_records_round_trip_through_serde() {
    let mut g = Game::new(G);
    for m in ["e2e4", "m2m4", "u2u3", "f1c4"] {
        g.play_uci(m).unwrap();
    }
    let json = serde_json::to_string(&g).unwrap();
    assert!(json.contains("\"three-player\""), "{json}");
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
}

#[test]
fn perft_from_the_start() {
    let p = Position::start(G);
    assert_eq!(perft(&p, 1), 20);
    assert_eq!(perft(&p, 2), 400);
    assert_eq!(perft(&p, 3), 8000);
}

#[test]
fn perft_goes_on_past_a_player_put_out_on_their_turn() {
    // After white's quiet king move and grey's, black (stalemated) is out and white moves.
    let p = pos(STALEMATE, "w - - 0 1");
    let white_after_black_out = {
        let mut g = Game::from_position(p.clone());
        g.play_uci("e1d1").unwrap();
        g.play_uci("m1l1").unwrap();
        g.legal_moves().len() as u64
    };
    let mut q = p.after(&p.parse_uci("e1d1").unwrap());
    q = q.after(&q.parse_uci("m1l1").unwrap());
    assert_eq!(perft(&q, 1), white_after_black_out);
}

// ---- random games ----

/// A tiny deterministic generator (SplitMix64) so the games are the same on every run.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn random_games_always_end_or_go_on_legally() {
    // `cargo test --release` plays 5000 longer games; SJAKKBOKS_RANDOM_GAMES overrides.
    let (default_games, plies) = if cfg!(debug_assertions) {
        (1000, 100)
    } else {
        (5000, 300)
    };
    let games = std::env::var("SJAKKBOKS_RANDOM_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default_games);
    let mut ended = 0;
    let mut eliminated = 0;
    for seed in 0..games {
        let mut rng = Rng(seed);
        let mut g = Game::new(G);
        for _ply in 0..plies {
            if g.outcome().is_some() {
                ended += 1;
                break;
            }
            let p = g.position().clone();
            let legal = g.legal_moves();
            assert!(
                !legal.is_empty(),
                "seed {seed}: no move but no outcome in {}",
                p.to_fen()
            );
            // Prefer captures half the time so that kings fall and players go out.
            let captures: Vec<_> = legal.iter().filter(|m| p.is_capture(m)).collect();
            let mv = if !captures.is_empty() && rng.below(2) == 0 {
                *captures[rng.below(captures.len())]
            } else {
                legal[rng.below(legal.len())]
            };
            g.play(mv).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            let now = g.position();
            let text = now.to_fen();
            let back = Position::from_fen(G, &text)
                .unwrap_or_else(|e| panic!("seed {seed}: {text} does not validate: {e}"));
            assert_eq!(&back, now, "seed {seed}: {text}");
            assert!(now.is_in_game(now.turn()));
            if g.outcome().is_none() {
                assert!(!now.is_king_attacked(p.turn()) || !now.is_in_game(p.turn()));
            }
        }
        eliminated += Color::ALL
            .iter()
            .filter(|c| g.position().elimination(**c).is_some())
            .count();
    }
    eprintln!("{games} random games: {ended} ended, {eliminated} players out");
    assert!(
        ended > 0 && eliminated > 0,
        "ended {ended}, eliminated {eliminated}"
    );
}

#[test]
fn resigning_with_three_in_puts_only_that_player_out() {
    use sjakkboks_rules::{EliminationReason, GameError};
    let mut g = Game::new(GameId::ThreePlayer);
    assert_eq!(
        g.resign(Color::Grey),
        Err(GameError::NotYourTurn(Color::Grey))
    );
    g.resign(Color::White).unwrap();
    assert!(g.outcome().is_none(), "grey and black play on");
    assert_eq!(
        g.position().elimination(Color::White),
        Some(EliminationReason::Resigned)
    );
    assert_eq!(g.position().turn(), Color::Grey);
    // The record replays the resignation, and undo takes it back.
    let back: Game = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
    assert_eq!(back, g);
    g.undo().unwrap();
    assert!(g.position().is_in_game(Color::White));
    assert_eq!(g.position().turn(), Color::White);
    // With two left, resigning ends the game for the other.
    g.resign(Color::White).unwrap();
    g.resign(Color::Grey).unwrap();
    let o = g.outcome().expect("black is the last player in");
    assert_eq!(o.winner, Some(Color::Black));
}

#[test]
fn move_rules_count_fifty_and_seventy_five_moves_by_each_player_in_the_game() {
    use sjakkboks_rules::Claim;
    let kings = "wK:e1 wR:a3 gK:m1 bK:u1";
    // Three in: 50 moves each is 150 half-moves, not 100.
    let g = Game::from_position(pos(kings, "w - - 149 60"));
    assert!(
        g.claimable().is_empty(),
        "149 half-moves are not 50 moves each of three"
    );
    let g = Game::from_position(pos(kings, "w - - 150 60"));
    assert_eq!(g.claimable(), vec![Claim::FiftyMoves]);
    assert!(g.outcome().is_none());
    let g = Game::from_position(pos(kings, "w - - 225 80"));
    assert_eq!(
        g.outcome().map(|o| o.reason),
        Some(EndReason::SeventyFiveMoves)
    );
    // Two in: 50 moves each is 100 half-moves.
    let g = Game::from_position(pos(kings, "w - - 100 60 g# -"));
    assert_eq!(g.claimable(), vec![Claim::FiftyMoves]);
}

#[test]
fn a_double_mate_is_judged_with_the_first_mated_player_out() {
    // i3-k2 mates grey and uncovers the rook's check on black; black's only flight,
    // v2, is covered only by grey's rook on x2. Grey is out first, its rook frozen, so
    // black is not mated: the game goes on between white and black.
    let pieces = "wK:e1 wR:i2 wN:i3 gK:m1 gR:l1 gR:n1 gP:l2 gP:m2 gP:n2 gR:x2 \
                  bK:u1 bR:t1 bR:v1 bP:t2";
    let mut g = Game::from_position(pos(pieces, "w - - 0 1"));
    g.play_uci("i3k2").unwrap();
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.position().elimination(Color::Grey),
        Some(EliminationReason::Checkmated)
    );
    assert_eq!(g.position().turn(), Color::Black);
    assert_eq!(moves(g.position()), ["u1v2"]);
    g.play_uci("u1v2").unwrap();
    assert_eq!(g.position().turn(), Color::White);
}

#[test]
fn an_elimination_starts_the_move_count_again() {
    use sjakkboks_rules::Claim;
    let pieces = "wK:e1 wR:b3 gK:m1 gR:l3 bK:u1 bR:t3";
    let mut g = Game::from_position(pos(pieces, "w - - 160 60"));
    assert_eq!(g.claimable(), vec![Claim::FiftyMoves], "160 >= 3 x 50");
    g.resign(Color::White).unwrap();
    // 160 half-moves would be more than 2 x 50, but grey and black have made no
    // move since white went out.
    assert_eq!(g.position().halfmoves(), 0);
    assert!(g.claimable().is_empty());
    // A player put out on their turn, likewise.
    let mut g = Game::from_position(pos(&format!("{SMOTHER} gR:v6"), "w - - 200 80"));
    g.play_uci("u5v3").unwrap();
    g.play_uci("m1l1").unwrap();
    assert_eq!(
        g.position().elimination(Color::Black),
        Some(EliminationReason::Checkmated)
    );
    assert_eq!(g.position().halfmoves(), 0);
    assert!(g.outcome().is_none() && g.claimable().is_empty());
}

#[test]
fn dead_positions_with_two_left_and_no_frozen_piece() {
    let dead = |pieces: &str, out: &str| {
        pos(pieces, &format!("w - - 0 1 {out} -"))
            .outcome()
            .is_some_and(|o| o.reason == EndReason::DeadPosition)
    };
    // Grey's king was captured: nothing of grey's is left on the board.
    assert!(dead("wK:e1 wB:f1 bK:u1", "gx"));
    assert!(dead("wK:e1 wN:g1 bK:u1", "gx"));
    assert!(
        dead("wK:e1 wB:f1 bK:u1 bB:u2", "gx"),
        "bishops on one colour"
    );
    assert!(
        !dead("wK:e1 wB:f1 bK:u1 bB:v2", "gx"),
        "bishops on both colours"
    );
    assert!(!dead("wK:e1 wN:g1 wN:b1 bK:u1", "gx"));
    assert!(!dead("wK:e1 wR:a1 bK:u1", "gx"));
    // A frozen piece could hem a king in: not dead.
    assert!(!dead("wK:e1 wB:f1 gK:m1 bK:u1", "g#"));
    assert!(!dead("wK:e1 wN:g1 gP:m2 bK:u1", "gx"));
}

#[test]
fn repetition_counts_with_three_players() {
    use sjakkboks_rules::Claim;
    let pieces = "wK:e1 wR:b3 gK:m1 gR:l3 bK:u1 bR:t3";
    let mut g = Game::from_position(pos(pieces, "w - - 0 1"));
    let cycle = ["b3b4", "l3l4", "t3t4", "b4b3", "l4l3", "t4t3"];
    for round in 1..=4 {
        for m in cycle {
            g.play_uci(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        assert_eq!(g.repetitions(), round + 1);
        assert_eq!(
            g.claimable().contains(&Claim::ThreefoldRepetition),
            (2..4).contains(&round),
            "a claim until the fifth time ends the game"
        );
        assert_eq!(g.outcome().is_some(), round == 4);
    }
    assert_eq!(
        g.outcome().map(|o| o.reason),
        Some(EndReason::FivefoldRepetition)
    );
}

#[test]
fn en_passant_is_for_the_next_player_only() {
    // White's c2-c4 passes c3, which a crossed pawn on d4 attacks.
    let taker = |pawn: &str| {
        let mut g = Game::from_position(pos(
            &format!("wK:e1 wP:c2 gK:m1 bK:u1 {pawn}:d4"),
            "w - - 0 1",
        ));
        g.play_uci("c2c4").unwrap();
        g
    };
    let g = taker("gP*");
    assert!(has(&moves(g.position()), "d4c3"), "grey moves next");
    let mut g = taker("bP*");
    g.play_uci("m1m2").unwrap();
    assert_eq!(g.position().en_passant(), None);
    assert!(!has(&moves(g.position()), "d4c3"), "black comes too late");
}

#[test]
fn queen_side_castling_is_played_on_the_round_board() {
    let mut g = Game::from_position(pos("wK:e1 wR:a1 gK:m1 bK:u1", "w wQ - 0 1"));
    let mv = g.play_uci("e1c1").unwrap();
    assert!(matches!(mv.special, Special::Castle { .. }));
    let t = g.topology();
    let at = |l: &str| g.position().piece_at(t.cell_by_label(l).unwrap());
    assert_eq!(at("c1").map(|p| p.kind), Some(Kind::King));
    assert_eq!(at("d1").map(|p| p.kind), Some(Kind::Rook));
    assert_eq!(at("a1"), None);
    assert_eq!(at("e1"), None);
}

#[test]
fn a_draw_may_be_agreed_with_three_in() {
    let mut g = Game::new(G);
    g.play_uci("e2e4").unwrap();
    g.agree_draw().unwrap();
    assert_eq!(
        g.outcome().map(|o| (o.winner, o.reason)),
        Some((None, EndReason::Agreement))
    );
}

#[test]
fn move_text_is_unique_readable_and_reads_back() {
    // The cases: a crossed and an uncrossed pawn on one sector, a move from
    // sector x, and a capture onto sector x.
    let p = pos("wK:e1 wP:e3 wP*:e5 wR:x2 gK:m1 bK:u1 bN:x3", "w - - 0 1");
    let text = |uci: &str| p.san(&p.parse_uci(uci).unwrap());
    assert_eq!(text("e3e4"), "e3-e4");
    assert_eq!(text("e5e4"), "e5-e4");
    assert_eq!(text("x2a2"), "Rx2-a2+");
    assert_eq!(text("x2x3"), "Rx2:x3");
    assert_eq!(p.parse_san("e5-e4").unwrap(), p.parse_uci("e5e4").unwrap());
    assert!(
        p.parse_san("Rx1:a1").is_err(),
        "a colon is only for captures"
    );
    // Random positions (100 000 in release): every legal move's text reads back as
    // that move, texts differ, and a colon marks exactly the captures.
    let target = if cfg!(debug_assertions) { 500 } else { 100_000 };
    let mut seen = 0;
    let mut seed = 0;
    while seen < target {
        let mut rng = Rng(seed);
        seed += 1;
        let mut g = Game::new(G);
        while g.outcome().is_none() && seen < target && g.moves().len() < 300 {
            let p = g.position();
            let legal = g.legal_moves();
            let mut texts: Vec<String> = Vec::with_capacity(legal.len());
            for mv in &legal {
                let t = p.san(mv);
                assert_eq!(
                    p.parse_san_with(&t, &legal),
                    Ok(*mv),
                    "{t} in {}",
                    p.to_fen()
                );
                assert_eq!(t.contains(':'), p.is_capture(mv), "{t} in {}", p.to_fen());
                texts.push(t);
            }
            texts.sort();
            texts.dedup();
            assert_eq!(texts.len(), legal.len(), "in {}", p.to_fen());
            seen += 1;
            let captures: Vec<_> = legal.iter().filter(|m| p.is_capture(m)).collect();
            let mv = if !captures.is_empty() && rng.below(2) == 0 {
                *captures[rng.below(captures.len())]
            } else {
                legal[rng.below(legal.len())]
            };
            g.play(mv).unwrap();
        }
    }
}

#[test]
fn the_game_says_how_each_loser_went_out() {
    let mut g = Game::new(G);
    g.resign(Color::White).unwrap();
    g.play_uci("m2m4").unwrap();
    g.resign(Color::Black).unwrap();
    let o = g.outcome().expect("grey is the last one in");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Color::Grey), EndReason::Resignation)
    );
    assert_eq!(
        g.elimination(Color::White),
        Some(EliminationReason::Resigned)
    );
    assert_eq!(
        g.elimination(Color::Black),
        Some(EliminationReason::Resigned)
    );
    assert_eq!(g.elimination(Color::Grey), None);
    // A double mate puts both others out, checkmated.
    let pieces = "wK:e1 wR:i2 wN:i3 gK:m1 gR:l1 gR:n1 gP:l2 gP:m2 gP:n2 \
                  bK:u1 bR:t1 bR:v1 bP:t2 bP:v2";
    let mut g = Game::from_position(pos(pieces, "w - - 0 1"));
    g.play_uci("i3k2").unwrap();
    for c in [Color::Grey, Color::Black] {
        assert_eq!(g.elimination(c), Some(EliminationReason::Checkmated));
    }
    // Mated with two left: the loser is checkmated, the earlier one keeps their reason.
    let mut g = Game::from_position(pos(&format!("{SMOTHER} gR:v6"), "w - - 0 1"));
    g.play_uci("u5v3").unwrap();
    g.resign(Color::Grey).unwrap();
    assert_eq!(
        g.elimination(Color::Grey),
        Some(EliminationReason::Resigned)
    );
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Checkmate));
    assert_eq!(
        g.elimination(Color::Black),
        Some(EliminationReason::Checkmated)
    );
    assert_eq!(g.elimination(Color::White), None);
}

#[test]
fn a_queen_reaching_a_cell_two_ways_moves_there_once() {
    // Grey's queen on g6 reaches q6 and u6 both along ring 6 and across the centre.
    let p = Position::from_fen(
        G,
        "wRwN1wQwKwBwN3gB1gK1gNgRbRbNbBbQ1bB2/3wPwPwPwP2gPgPgP1gPgPgP1bPbPbPbKbP1bR/7wRgR1gN9bP1bP1/wP1wP13bP6bP/8gP15/6gQ2wB14 g wQgK a3 0 10 - -",
    )
    .unwrap();
    let legal = p.legal_moves();
    let mut unique = legal.clone();
    unique.sort_by_key(|m| (m.from.index(), m.to.index(), m.promotion.map(|k| k.index())));
    unique.dedup();
    assert_eq!(unique.len(), legal.len());
    let to_q6 = legal.iter().filter(|m| p.san(m) == "Qg6-q6+").count();
    assert_eq!(to_q6, 1);
}

#[test]
fn a_repeated_position_also_needs_the_same_players_out_bridged_moats_and_crossed_pawns() {
    // Pairs of positions alike in placement, player to move and castling rights,
    // that differ only in the players out, the bridged moats or the crossed pawns.
    let key = |pieces: &str, rest: &str| pos(pieces, rest).repetition_key();
    let pieces = format!("{KINGS} wR:b3");
    // Grey out (its moats hi and pq bridged either way) or still in.
    assert_eq!(
        pos(&pieces, "w - - 0 1 - hi,pq").bridged_moats(),
        pos(&pieces, "w - - 0 1 g# hi,pq").bridged_moats()
    );
    assert_ne!(
        key(&pieces, "w - - 0 1 - hi,pq"),
        key(&pieces, "w - - 0 1 g# hi,pq"),
        "players out"
    );
    assert_ne!(
        key(&pieces, "w - - 0 1 - -"),
        key(&pieces, "w - - 0 1 - xa"),
        "bridged moats"
    );
    assert_ne!(
        key(&format!("{KINGS} wP:c4"), "w - - 0 1"),
        key(&format!("{KINGS} wP*:c4"), "w - - 0 1"),
        "crossed pawns"
    );
    // In play: the placement after l3l4 t3t4, white to move, comes back with grey out
    // (it resigned); the moats beside grey were bridged from the start.
    let pieces = "wK:e1 wR:b3 gK:m1 gR:l3 bK:u1 bR:t3";
    let mut g = Game::from_position(pos(pieces, "g - - 0 1 - hi,pq"));
    for m in ["l3l4", "t3t4"] {
        g.play_uci(m).unwrap();
    }
    let first = g.position().clone();
    g.play_uci("b3b4").unwrap();
    g.resign(Color::Grey).unwrap();
    for m in ["t4t3", "b4b3", "t3t4"] {
        g.play_uci(m).unwrap();
    }
    let now = g.position();
    assert_eq!(now.turn(), first.turn());
    assert_eq!(
        now.to_fen().split(' ').next(),
        first.to_fen().split(' ').next()
    );
    assert_eq!(now.bridged_moats(), first.bridged_moats());
    assert_eq!(g.repetitions(), 1, "grey was in the game the first time");
}

#[test]
fn castling_and_promotion_are_written_o_o_and_equals_q_on_the_round_board() {
    let p = pos("wK:e1 wR:a1 wR:h1 gK:n1 bK:u1", "w wKQ - 0 1");
    let text = |p: &Position, uci: &str| p.san(&p.parse_uci(uci).unwrap());
    assert_eq!(text(&p, "e1g1"), "O-O");
    assert_eq!(text(&p, "e1c1"), "O-O-O");
    assert_eq!(p.parse_san("O-O").unwrap(), p.parse_uci("e1g1").unwrap());
    assert_eq!(p.parse_san("O-O-O").unwrap(), p.parse_uci("e1c1").unwrap());
    // (Black's bishop on s1 keeps the new queen from checking black's king on u1.)
    let p = pos(&format!("{KINGS} wP*:q2 bN:r1 bB:s1"), "w - - 0 1");
    assert_eq!(text(&p, "q2q1q"), "q2-q1=Q");
    assert_eq!(text(&p, "q2q1n"), "q2-q1=N");
    assert_eq!(text(&p, "q2r1q"), "q2:r1=Q");
    assert_eq!(
        p.parse_san("q2-q1=R").unwrap(),
        p.parse_uci("q2q1r").unwrap()
    );
}

#[test]
fn a_piece_gives_no_check_over_a_moat() {
    // Black's king beyond the moat between x and a, from white's rook, bishop and
    // knight; the same lines one ring further in cross no moat and give check.
    for moats in ["-", "xa"] {
        for (pieces, check) in [
            ("wR:c1 bK:x1", false),
            ("wR:c2 bK:x2", true),
            // (The pawn on c3 blocks the bishop's loop the long way round to x2.)
            ("wB:a1 wP:c3 bK:x2", false),
            ("wB:a2 bK:x3", true),
            ("wN:b1 bK:x2", false),
            ("wN:b2 bK:x3", true),
        ] {
            let p = pos(
                &format!("wK:e1 gK:m1 {pieces}"),
                &format!("b - - 0 1 - {moats}"),
            );
            assert_eq!(p.is_check(), check, "{pieces}, moats {moats}");
        }
    }
}

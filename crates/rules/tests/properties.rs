//! Property tests over random games: no panics, legal moves are exactly the moves that
//! an independent slow reference finds, notation round-trips, undo restores.

use proptest::prelude::*;
use sjakkboks_rules::{CellSet, Game, GameId, Kind, Move, Position, Special};
use std::collections::BTreeSet;

/// The slow reference: pseudo-legal moves kept when, after playing one, no pseudo-legal
/// reply of the opponent lands on the mover's king. It shares no attack code with the
/// generator's own king-safety filter.
fn reference_legal(pos: &Position) -> BTreeSet<String> {
    let topo = pos.topology();
    let us = pos.turn();
    let mut pseudo = Vec::new();
    pos.pseudo_legal_moves(&mut pseudo);
    pseudo
        .into_iter()
        .filter(|m| !matches!(m.special, Special::Castle { .. }))
        .filter(|m| {
            let after = pos.after(m);
            let Some(king) = after.king(us) else {
                return true;
            };
            let mut replies = Vec::new();
            after.pseudo_legal_moves(&mut replies);
            !replies.iter().any(|r| r.to == king)
        })
        .map(|m| m.to_uci(topo))
        .collect()
}

/// Plays a random game of `game` by the choices in `picks`, calling `check` on every
/// position reached (the start included).
fn walk(game: GameId, picks: &[u16], mut check: impl FnMut(&Game)) {
    let mut g = Game::new(game);
    check(&g);
    for pick in picks {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        g.play(moves[*pick as usize % moves.len()])
            .expect("generated moves are legal");
        check(&g);
    }
}

fn picks() -> impl Strategy<Value = Vec<u16>> {
    proptest::collection::vec(any::<u16>(), 0..120)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn legal_moves_match_the_slow_reference(picks in picks()) {
        walk(GameId::Standard, &picks, |g| {
            let pos = g.position();
            let topo = pos.topology();
            let ours: BTreeSet<String> = pos
                .legal_moves()
                .iter()
                .filter(|m| !matches!(m.special, Special::Castle { .. }))
                .map(|m| m.to_uci(topo))
                .collect();
            assert_eq!(ours, reference_legal(pos), "{}", pos.to_fen());
            for m in pos.legal_moves() {
                assert!(!pos.after(&m).is_king_attacked(pos.turn()), "{} leaves king attacked", m.to_uci(topo));
            }
        });
    }

    #[test]
    fn attack_sets_agree_with_attack_detection_and_each_other(picks in picks()) {
        for game in [GameId::Standard, GameId::ChessAttack, GameId::ThreePlayer] {
            walk(game, &picks, |g| {
                let pos = g.position();
                for color in pos.players_in_game() {
                    let mut reached = CellSet::EMPTY;
                    let mut by_pawns = CellSet::EMPTY;
                    for cell in pos.color_cells(color) {
                        let piece = pos.piece_at(cell).expect("a piece of its colour");
                        let attacks = pos.attacks(cell, piece, pos.occupied());
                        reached |= attacks;
                        if piece.kind == Kind::Pawn {
                            by_pawns |= attacks;
                        }
                    }
                    assert_eq!(pos.pawn_attacks(color), by_pawns, "{:?}", color);
                    for cell in pos.topology().cells() {
                        let attacked = pos.is_attacked_by(cell, pos.color_cells(color));
                        assert_eq!(reached.contains(cell), attacked, "{:?} {}", color, pos.topology().label(cell));
                    }
                }
            });
        }
    }

    #[test]
    fn fen_round_trips(picks in picks()) {
        walk(GameId::Standard, &picks, |g| {
            let pos = g.position();
            let back = Position::from_fen(pos.game(), &pos.to_fen()).expect("own FEN reads back");
            assert_eq!(&back, pos);
            assert_eq!(back.to_fen(), pos.to_fen());
        });
    }

    #[test]
    fn san_round_trips(picks in picks()) {
        walk(GameId::Standard, &picks, |g| {
            let pos = g.position();
            for m in g.legal_moves() {
                let san = pos.san(&m);
                assert_eq!(pos.parse_san(&san), Ok(m), "{san} in {}", pos.to_fen());
            }
        });
    }

    #[test]
    fn undo_restores_the_exact_game(picks in picks()) {
        let mut history: Vec<Game> = Vec::new();
        walk(GameId::Standard, &picks, |g| history.push(g.clone()));
        let mut g = history.pop().expect("the start at least");
        while let Some(before) = history.pop() {
            g.undo().expect("a move to take back");
            assert_eq!(&g, &before);
        }
        assert!(g.undo().is_none());
    }

    #[test]
    fn records_replay_to_the_same_game(picks in picks()) {
        let mut last = None;
        walk(GameId::Standard, &picks, |g| last = Some(g.clone()));
        let g = last.expect("a game");
        let json = serde_json::to_string(&g).expect("serialises");
        let back: Game = serde_json::from_str(&json).expect("replays");
        assert_eq!(back, g);
    }
}

#[test]
fn every_promotion_piece_is_offered() {
    let pos = Position::from_fen(GameId::Standard, "8/P6k/8/8/8/8/8/K7 w - - 0 1").unwrap();
    let promos: BTreeSet<Option<Kind>> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.to.index() == 56)
        .map(|m: &Move| m.promotion)
        .collect();
    assert_eq!(
        promos,
        [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight]
            .into_iter()
            .map(Some)
            .collect()
    );
}

//! docs/RULES.md §5: `dice` (Terningsjakk), one test per rule, and the game API
//! that takes rolls as input.

mod common;
use common::{game, pos, sorted_uci};
use sjakkboks_rules::{
    perft_divide, Claim, Color, EndReason, Game, GameError, GameId, GameRecord, Kind, Outcome,
    Position, RecordError, Rolled,
};

const G: GameId = GameId::Dice;

fn ucis(g: &Game) -> Vec<String> {
    sorted_uci(&g.legal_moves(), g.topology())
}

/// The kinds of the pieces that move in the moves a roll allows.
fn kinds(p: &Position, face: u8) -> Vec<Kind> {
    p.legal_moves_for_roll(face)
        .iter()
        .map(|m| p.piece_at(m.from).unwrap().kind)
        .collect()
}

/// Rolls `face` (which must allow a move) and plays `uci`.
fn turn(g: &mut Game, face: u8, uci: &str) {
    assert_eq!(g.roll(face), Ok(Rolled::Move), "roll {face} for {uci}");
    g.play_uci(uci).unwrap_or_else(|e| panic!("{uci}: {e}"));
}

#[test]
fn the_roll_restricts_the_move_to_its_kind() {
    let p = Position::start(G);
    assert_eq!(kinds(&p, 6), vec![Kind::Pawn; 16]);
    assert_eq!(kinds(&p, 4), vec![Kind::Knight; 4]);
    for face in [1, 2, 3, 5] {
        assert!(kinds(&p, face).is_empty(), "face {face}");
    }
    let p = pos(G, "r3k2r/8/8/8/8/8/8/R2QKB1R w KQkq - 0 1");
    for (face, kind) in [
        (1, Kind::King),
        (2, Kind::Queen),
        (3, Kind::Bishop),
        (5, Kind::Rook),
    ] {
        let k = kinds(&p, face);
        assert!(!k.is_empty() && k.iter().all(|k| *k == kind), "face {face}");
    }
    assert_eq!(Kind::for_roll(0), None);
    assert_eq!(Kind::for_roll(7), None);
}

#[test]
fn castling_is_a_king_move() {
    let fresh = game(G, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    let mut g = fresh.clone();
    assert_eq!(g.roll(1), Ok(Rolled::Move));
    assert_eq!(ucis(&g), ["e1c1", "e1d1", "e1f1", "e1g1"]);
    let mut g = fresh;
    assert_eq!(g.roll(5), Ok(Rolled::Move));
    assert!(!ucis(&g).contains(&"e1g1".to_string()));
}

#[test]
fn promotion_is_a_pawn_move() {
    let fresh = game(G, "rn2k3/P7/8/8/8/8/8/RN2K3 w - - 0 1");
    let mut g = fresh.clone();
    assert_eq!(g.roll(6), Ok(Rolled::Move));
    assert_eq!(ucis(&g), ["a7b8b", "a7b8n", "a7b8q", "a7b8r"]);
    let mut g = fresh;
    assert_eq!(g.roll(2), Ok(Rolled::Pass), "no queen yet");
}

#[test]
fn no_move_for_the_rolled_kind_passes_the_turn() {
    let mut g = Game::new(G);
    assert_eq!(g.roll(2), Ok(Rolled::Pass));
    assert_eq!(g.position().turn(), Color::Black);
    assert!(g.moves()[0].is_pass());
    assert!(g.needs_roll());
    assert_eq!(g.rolls(), [vec![2], vec![]]);
    // A pass clears en passant: the right is for the very next turn only.
    assert_eq!(g.position().en_passant(), None);
}

#[test]
fn in_check_the_player_rolls_again_until_the_kind_has_a_move() {
    // Black's rook gives check; only the knight can capture it or block.
    let mut g = game(G, "4k3/pp6/8/8/8/1N6/3PPP2/r3K3 w - - 0 1");
    assert!(g.position().is_check());
    assert_eq!(g.roll(6), Ok(Rolled::RollAgain));
    assert_eq!(g.roll(1), Ok(Rolled::RollAgain));
    assert!(g.needs_roll());
    assert_eq!(g.turn_rolls(), [6, 1]);
    assert_eq!(g.roll(4), Ok(Rolled::Move));
    assert_eq!(ucis(&g), ["b3a1", "b3c1"]);
    g.play_uci("b3c1").unwrap();
    assert_eq!(g.record().rolls, vec![6, 1, 4]);
    assert_eq!(g.rolls()[0], [6, 1, 4]);
}

#[test]
fn check_is_chess_check() {
    // The knight on f3 would capture the king given a four.
    let p = pos(G, "4k3/pppp4/8/8/8/5n2/8/4K3 w - - 0 1");
    assert!(p.is_check());
}

#[test]
fn checkmate_when_no_roll_helps() {
    let mut g = game(G, "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Checkmate))
    );
    assert!(!g.needs_roll());
    assert_eq!(g.roll(1), Err(GameError::Over));
}

#[test]
fn fewer_than_three_pieces_loses_at_once() {
    let g = game(G, "4k3/8/8/8/8/8/3PPP2/4K3 b - - 0 1");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::FewerThanThreePieces))
    );
    let mut g = game(G, "n2qk3/8/8/8/8/8/8/3QK2R w K - 0 1");
    assert_eq!(g.outcome(), None);
    turn(&mut g, 2, "d1d8");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::FewerThanThreePieces))
    );
}

#[test]
fn en_passant_only_with_a_six_on_the_very_next_turn() {
    let start = "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    let mut g = game(G, start);
    turn(&mut g, 6, "d7d5");
    assert_eq!(g.roll(6), Ok(Rolled::Move));
    assert!(ucis(&g).contains(&"e5d6".to_string()));
    g.play_uci("e5d6").unwrap();
    // Another roll that turn: no en passant.
    let mut g = game(G, start);
    turn(&mut g, 6, "d7d5");
    assert_eq!(g.roll(4), Ok(Rolled::Move));
    assert!(!ucis(&g).contains(&"e5d6".to_string()));
    g.play_uci("g1f3").unwrap();
    turn(&mut g, 4, "b8c6");
    turn(&mut g, 6, "a2a3");
    turn(&mut g, 4, "c6b8");
    assert_eq!(g.roll(6), Ok(Rolled::Move));
    assert!(!ucis(&g).contains(&"e5d6".to_string()), "the right is gone");
    // A pass in between: gone too.
    let mut g = game(G, start);
    turn(&mut g, 6, "d7d5");
    assert_eq!(g.roll(5), Ok(Rolled::Pass));
    turn(&mut g, 4, "b8c6");
    assert_eq!(g.roll(6), Ok(Rolled::Move));
    assert!(!ucis(&g).contains(&"e5d6".to_string()));
}

#[test]
fn en_passant_needs_a_six_on_the_first_roll_after_the_double_step() {
    // d7-d5 gives check; a re-roll in check comes too late for e5xd6.
    let mut g = game(G, "r6k/3p4/8/4P3/4K3/8/8/B7 b - - 0 1");
    turn(&mut g, 6, "d7d5");
    assert_eq!(g.roll(3), Ok(Rolled::RollAgain));
    assert_eq!(g.roll(6), Ok(Rolled::RollAgain), "no e5xd6 on a re-roll");
    assert_eq!(g.roll(1), Ok(Rolled::Move));
    // On the first roll the six takes en passant.
    let mut g = game(G, "r6k/3p4/8/4P3/4K3/8/8/B7 b - - 0 1");
    turn(&mut g, 6, "d7d5");
    assert_eq!(g.roll(6), Ok(Rolled::Move));
    assert_eq!(ucis(&g), ["e5d6"]);
    // When only en passant gets out of check and the first roll was no six, no roll
    // can help: checkmate.
    let boxed = "k7/5bp1/7p/5P2/7K/r7/P4n2/8 b - - 0 1";
    let mut g = game(G, boxed);
    turn(&mut g, 6, "g7g5");
    assert_eq!(g.roll(4), Ok(Rolled::GameOver));
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Checkmate))
    );
    let mut g = game(G, boxed);
    turn(&mut g, 6, "g7g5");
    assert_eq!(g.roll(6), Ok(Rolled::Move));
    assert_eq!(ucis(&g), ["f5g6"]);
    // A link to the game replays it (its move lists follow the same rule).
    let mut g = game(G, "r6k/3p4/8/4P3/4K3/8/8/B7 b - - 0 1");
    turn(&mut g, 6, "d7d5");
    assert_eq!(g.roll(3), Ok(Rolled::RollAgain));
    assert_eq!(g.roll(6), Ok(Rolled::RollAgain));
    turn(&mut g, 1, "e4d5");
    let link = sjakkboks_rules::share::encode(&g);
    assert_eq!(sjakkboks_rules::share::decode(&link).unwrap().game, g);
}

#[test]
fn stalemate_is_a_draw_only_on_a_roll_of_one() {
    let stalemate = "7k/p4K1p/P6P/8/8/8/8/8 b - - 0 1";
    let mut g = game(G, stalemate);
    assert_eq!(g.outcome(), None, "not at once");
    assert_eq!(g.roll(3), Ok(Rolled::Pass));
    assert_eq!(g.outcome(), None);
    let mut g = game(G, stalemate);
    assert_eq!(g.roll(1), Ok(Rolled::GameOver));
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Stalemate)));
    // The record replays to the same end.
    let replayed = Game::from_record(&g.record()).unwrap();
    assert_eq!(replayed.outcome(), g.outcome());
}

#[test]
fn a_one_that_passes_at_once_still_allows_resigning_until_the_opponent_rolls() {
    // The kings cannot move at the start: a one passes the turn at once.
    let mut g = Game::new(G);
    assert_eq!(g.roll(1), Ok(Rolled::Pass));
    assert_eq!(g.position().turn(), Color::Black);
    assert_eq!(
        g.resign(Color::Black),
        Err(GameError::ResignNeedsOne),
        "black has not rolled"
    );
    let mut resigned = g.clone();
    resigned.resign(Color::White).unwrap();
    assert_eq!(
        resigned.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Resignation))
    );
    // Every record keeps it: the record, a share link and PGN.
    assert_eq!(Game::from_record(&resigned.record()).unwrap(), resigned);
    let link = sjakkboks_rules::share::decode(&sjakkboks_rules::share::encode(&resigned)).unwrap();
    assert_eq!((link.game, link.stopped), (resigned.clone(), None));
    let pgn = sjakkboks_rules::pgn::export(&resigned, &Default::default()).unwrap();
    let imported = sjakkboks_rules::pgn::import(&pgn).unwrap();
    assert_eq!(imported.game.outcome(), resigned.outcome(), "{pgn}");
    // Once black rolls, white's turn is over.
    assert_eq!(g.roll(6), Ok(Rolled::Move));
    assert_eq!(g.resign(Color::White), Err(GameError::ResignNeedsOne));
    // A pass on another face gives no such right.
    let mut g = Game::new(G);
    assert_eq!(g.roll(5), Ok(Rolled::Pass));
    assert_eq!(g.resign(Color::White), Err(GameError::ResignNeedsOne));
}

#[test]
fn resignation_only_on_a_turn_with_a_one() {
    let mut g = Game::new(G);
    assert_eq!(g.resign(Color::White), Err(GameError::ResignNeedsOne));
    turn(&mut g, 6, "e2e4");
    turn(&mut g, 6, "e7e5");
    assert_eq!(g.roll(4), Ok(Rolled::Move));
    assert_eq!(g.resign(Color::White), Err(GameError::ResignNeedsOne));
    g.play_uci("g1f3").unwrap();
    assert_eq!(g.roll(1), Ok(Rolled::Move));
    assert_eq!(
        g.resign(Color::White),
        Err(GameError::ResignNeedsOne),
        "not white's turn"
    );
    g.resign(Color::Black).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Resignation))
    );
    let replayed = Game::from_record(&g.record()).unwrap();
    assert_eq!(replayed, g);
}

#[test]
fn threefold_repetition_and_fifty_moves_as_in_chess() {
    let mut g = game(G, "n3k3/pp6/8/8/8/8/PP6/N3K3 w - - 92 60");
    for _ in 0..2 {
        turn(&mut g, 4, "a1b3");
        turn(&mut g, 4, "a8b6");
        turn(&mut g, 4, "b3a1");
        turn(&mut g, 4, "b6a8");
    }
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.claimable(),
        [Claim::ThreefoldRepetition, Claim::FiftyMoves]
    );
    g.claim(Claim::FiftyMoves).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::FiftyMoves)));
}

#[test]
fn rolls_are_inputs_checked_by_the_game() {
    let mut g = Game::new(G);
    assert_eq!(g.roll(0), Err(GameError::BadRoll(0)));
    assert_eq!(g.roll(7), Err(GameError::BadRoll(7)));
    assert_eq!(g.play_uci("e2e4"), Err(GameError::RollFirst));
    assert!(g.legal_moves().is_empty(), "no moves before the roll");
    assert_eq!(g.roll(6), Ok(Rolled::Move));
    assert_eq!(g.pending_roll(), Some(6));
    assert_eq!(g.roll(6), Err(GameError::AlreadyRolled));
    assert_eq!(
        g.play_uci("g1f3"),
        Err(GameError::IllegalMove("g1f3".into()))
    );
    assert_eq!(Game::new(GameId::Standard).roll(3), Err(GameError::NoDice));
}

#[test]
fn the_record_carries_every_roll_and_replays_exactly() {
    let mut g = Game::new(G);
    turn(&mut g, 6, "e2e4");
    assert_eq!(g.roll(2), Ok(Rolled::Pass));
    turn(&mut g, 2, "d1h5");
    turn(&mut g, 6, "g7g6");
    assert_eq!(g.roll(3), Ok(Rolled::Move));
    let record = g.record();
    assert_eq!(record.moves, ["e2e4", "d1h5", "g7g6"]);
    assert_eq!(record.rolls, [6, 2, 2, 6, 3]);
    let json = serde_json::to_string(&g).unwrap();
    assert_eq!(
        json,
        r#"{"game":"dice","moves":["e2e4","d1h5","g7g6"],"rolls":[6,2,2,6,3]}"#
    );
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.pending_roll(), Some(3));
    // A roll that does not fit is refused, with its place in the record.
    let mut bad: GameRecord = record.clone();
    bad.rolls = vec![6, 2, 2, 4];
    assert!(matches!(
        Game::from_record(&bad),
        Err(RecordError::Move { index: 3, .. })
    ));
    let mut extra = record;
    extra.rolls.push(5);
    assert!(matches!(
        Game::from_record(&extra),
        Err(RecordError::Roll {
            index: 6,
            face: 5,
            error: GameError::AlreadyRolled
        })
    ));
}

#[test]
fn undo_takes_back_the_move_and_its_rolls() {
    let mut g = Game::new(G);
    turn(&mut g, 6, "e2e4");
    assert_eq!(g.roll(2), Ok(Rolled::Pass));
    assert_eq!(g.roll(5), Ok(Rolled::Pass));
    assert_eq!(g.roll(4), Ok(Rolled::Move));
    // Takes back white's pass with its roll, and black's current roll.
    assert!(g.undo().unwrap().is_pass());
    assert_eq!(g.record().rolls, [6, 2]);
    assert!(g.needs_roll());
    assert_eq!(g.position().turn(), Color::White);
    assert!(g.undo().unwrap().is_pass());
    assert_eq!(
        g.undo().map(|m| m.to_uci(g.topology())),
        Some("e2e4".into())
    );
    assert_eq!(g.position(), Game::new(G).position());
    assert_eq!(g.moves(), []);
    assert_eq!(g.rolls(), [Vec::<u8>::new()]);
    assert_eq!(g.undo(), None);
}

#[test]
fn undo_never_changes_a_rolled_face() {
    let mut g = Game::new(G);
    turn(&mut g, 4, "g1f3");
    assert_eq!(g.roll(6), Ok(Rolled::Move));
    // Black takes back white's move and their own roll: the same faces come again.
    g.undo();
    assert_eq!(g.next_roll(), Some(4));
    assert_eq!(g.roll(6), Err(GameError::RollTakenBack(4)));
    assert_eq!(g.roll(4), Ok(Rolled::Move));
    g.play_uci("b1c3").unwrap();
    assert_eq!(g.next_roll(), Some(6));
    assert_eq!(g.roll(2), Err(GameError::RollTakenBack(6)));
    assert_eq!(g.roll(6), Ok(Rolled::Move));
    assert_eq!(g.next_roll(), None, "every face taken back has come again");
    assert_eq!(g.roll(6), Err(GameError::AlreadyRolled));
    // A turn's rolls alone (no move yet) are kept too, re-rolls in check included.
    let mut g = game(G, "r6k/3p4/8/4P3/4K3/8/8/B7 b - - 0 1");
    turn(&mut g, 6, "d7d5");
    assert_eq!(g.roll(3), Ok(Rolled::RollAgain));
    assert_eq!(g.roll(1), Ok(Rolled::Move));
    g.undo();
    g.undo();
    assert_eq!(g.rolls(), [Vec::<u8>::new()]);
    assert_eq!(g.next_roll(), Some(6));
    turn(&mut g, 6, "d7d6");
    // Black's move differs; white's taken-back faces still come next, in order.
    assert_eq!(g.roll(1), Err(GameError::RollTakenBack(3)));
    assert_eq!(g.roll(3), Ok(Rolled::Move));
    // The record keeps the faces taken back: a saved or shared game keeps them.
    let record = g.record();
    assert_eq!(record.rolls, [6, 3]);
    assert_eq!(record.taken_back, [1]);
    let back = Game::from_record(&record).unwrap();
    assert_eq!(back.next_roll(), Some(1));
    assert_eq!(back, g);
    let link = sjakkboks_rules::share::encode(&g);
    assert_eq!(sjakkboks_rules::share::decode(&link).unwrap().game, g);
    assert_eq!(
        sjakkboks_rules::saved::decode(&sjakkboks_rules::saved::encode(&g)).unwrap(),
        g
    );
    let mut bad = record;
    bad.taken_back = vec![7];
    assert!(matches!(
        Game::from_record(&bad),
        Err(RecordError::Roll {
            index: 3,
            face: 7,
            error: GameError::BadRoll(7)
        })
    ));
}

#[test]
fn a_pass_is_not_a_move_and_repeats_no_position() {
    // Eight passes from the start: no claim, no fivefold draw.
    let mut g = Game::new(G);
    for i in 0..8 {
        assert_eq!(g.roll(1), Ok(Rolled::Pass), "pass {i}");
        assert!(g.claimable().is_empty(), "after pass {i}");
        assert_eq!(g.repetitions(), 1);
    }
    assert_eq!(g.outcome(), None);
    // Mid-game: after 1.d4 d5, four rook rolls.
    let mut g = Game::new(G);
    turn(&mut g, 6, "d2d4");
    turn(&mut g, 6, "d7d5");
    for _ in 0..4 {
        assert_eq!(g.roll(5), Ok(Rolled::Pass));
    }
    assert!(g.claimable().is_empty());
    // Positions that moves reach still count, passes in between or not.
    let dance = |g: &mut Game, moves: [&str; 4]| {
        for m in moves {
            turn(g, 4, m);
        }
    };
    let white_first = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let black_first = ["g8f6", "g1f3", "f6g8", "f3g1"];
    let mut g = Game::new(G);
    dance(&mut g, white_first);
    assert_eq!(g.repetitions(), 2, "the start, again by moves");
    assert_eq!(g.roll(1), Ok(Rolled::Pass));
    assert_eq!(g.repetitions(), 1, "black to move here first by a pass");
    dance(&mut g, black_first);
    assert_eq!(g.repetitions(), 1, "the pass made no occurrence");
    assert_eq!(g.roll(1), Ok(Rolled::Pass));
    assert_eq!(g.repetitions(), 2, "the start twice, never by a pass");
    assert!(g.claimable().is_empty());
    dance(&mut g, white_first);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.claimable(), [Claim::ThreefoldRepetition]);
}

#[test]
fn perft_with_a_roll_filters_the_root_only() {
    let p = Position::start(G);
    let total = |face| {
        perft_divide(&p, 3, Some(face))
            .iter()
            .map(|(_, n)| n)
            .sum::<u64>()
    };
    // Chess's depth-3 split: Na3 400, Nc3 440, Nf3 440, Nh3 400.
    assert_eq!(total(4), 400 + 440 + 440 + 400);
    assert_eq!(total(2), 0);
}

#[test]
fn a_pass_is_written_0000_and_dash_dash() {
    let mut g = Game::new(G);
    assert_eq!(g.roll(3), Ok(Rolled::Pass));
    let pass = g.moves()[0];
    assert_eq!(pass.to_uci(g.topology()), "0000");
    assert_eq!(g.positions()[0].san(&pass), "--");
}

#[test]
fn seventy_five_moves_and_fivefold_repetition_draw_automatically() {
    let mut g = game(G, "n3k3/pp6/8/8/8/8/PP6/N3K3 w - - 148 90");
    turn(&mut g, 4, "a1b3");
    assert_eq!(g.outcome(), None);
    // A pass is no move: the clock stands still.
    assert_eq!(g.roll(2), Ok(Rolled::Pass));
    assert_eq!(g.position().halfmoves(), 149);
    assert_eq!(g.outcome(), None);
    turn(&mut g, 4, "b3a1");
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(EndReason::SeventyFiveMoves))
    );
    let mut g = game(G, "n3k3/pp6/8/8/8/8/PP6/N3K3 w - - 0 1");
    for _ in 0..4 {
        assert_eq!(g.outcome(), None);
        turn(&mut g, 4, "a1b3");
        turn(&mut g, 4, "a8b6");
        turn(&mut g, 4, "b3a1");
        turn(&mut g, 4, "b6a8");
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(EndReason::FivefoldRepetition))
    );
}

#[test]
fn a_draw_may_be_agreed() {
    let mut g = Game::new(G);
    turn(&mut g, 4, "g1f3");
    g.agree_draw().unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Agreement)));
    assert_eq!(g.roll(4), Err(GameError::Over));
    let back = Game::from_record(&g.record()).unwrap();
    assert_eq!(back.outcome(), g.outcome());
}

#[test]
fn there_is_no_dead_position_draw() {
    // Kings and light-squared bishops only: standard chess calls it dead at once.
    let fen = "4b1k1/8/b7/8/8/8/8/1B3BK1 w - - 0 1";
    assert_eq!(
        game(GameId::Standard, fen).outcome(),
        Some(Outcome::draw(EndReason::DeadPosition))
    );
    // Dice chess plays on: taking a bishop leaves black fewer than three pieces.
    let mut g = game(G, fen);
    assert_eq!(g.outcome(), None);
    turn(&mut g, 3, "f1a6");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::FewerThanThreePieces))
    );
    // King and bishop against a bare king, chess's dead draw, is no draw here either:
    // both have fewer than three pieces, and the player to move loses first.
    for (fen, winner) in [
        ("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", Color::Black),
        ("4k3/8/8/8/8/8/8/2B1K3 b - - 0 1", Color::White),
    ] {
        assert_eq!(
            game(G, fen).outcome(),
            Some(Outcome::win(winner, EndReason::FewerThanThreePieces)),
            "{fen}"
        );
    }
}

//! Games on the clock: what a fallen flag means in each game (docs/RULES.md §7),
//! and the clocks in share links and saved games (old links and saves without
//! clocks still open).

use sjakkboks_rules::clock::{Clock, Running, TimeControl};
use sjakkboks_rules::saved;
use sjakkboks_rules::share::{self, ShareError};
use sjakkboks_rules::{
    pgn, Color, Declaration, EliminationReason, EndReason, Game, GameError, GameId, Outcome,
    Position,
};

fn game_at(id: GameId, fen: &str) -> Game {
    Game::from_position(Position::from_fen(id, fen).expect("a valid FEN"))
}

fn flag(mut game: Game, color: Color) -> Option<Outcome> {
    game.time_out(color).expect("the flag is taken");
    game.outcome()
}

fn lost(winner: Color) -> Option<Outcome> {
    Some(Outcome::win(winner, EndReason::TimeForfeit))
}

fn drawn() -> Option<Outcome> {
    Some(Outcome::draw(EndReason::TimeoutNoWinPossible))
}

#[test]
fn a_fallen_flag_loses_unless_the_opponent_could_never_mate() {
    use Color::{Black, White};
    assert_eq!(flag(Game::new(GameId::Standard), White), lost(Black));
    assert_eq!(flag(Game::new(GameId::ChessAttack), Black), lost(White));
    // (game, position, whose flag falls, whether the other could still mate).
    // One minor piece against a bare king, or bishops of one colour only, is a
    // dead position: that game is over already, so it is not here.
    let cases = [
        // A bare king could never mate: a draw.
        (
            GameId::Standard,
            "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
            White,
            false,
        ),
        (
            GameId::Standard,
            "3qk3/8/8/8/8/8/8/4K3 b - - 0 1",
            Black,
            false,
        ),
        (
            GameId::ChessAttack,
            "4k/5/5/5/5/R3K w - - 0 1",
            White,
            false,
        ),
        // A knight with a piece to block the king, a knight against a pawn, a
        // bishop against a blocker of the other colour, two knights, a queen:
        // a mate could happen, so the flag loses.
        (
            GameId::Standard,
            "4k3/8/8/8/8/5n2/8/R3K3 w - - 0 1",
            White,
            true,
        ),
        (
            GameId::Standard,
            "4k3/8/8/8/8/5n2/P7/4K3 w - - 0 1",
            White,
            true,
        ),
        (
            GameId::Standard,
            "4k3/8/8/8/8/5b2/8/3NK3 w - - 0 1",
            White,
            true,
        ),
        (
            GameId::Standard,
            "4k3/8/8/8/8/5b2/8/2B1K3 w - - 0 1",
            White,
            true,
        ),
        (
            GameId::Standard,
            "4k3/8/8/8/8/3nn3/8/4K3 w - - 0 1",
            White,
            true,
        ),
        (
            GameId::Standard,
            "3qk3/8/8/8/8/8/8/4K3 w - - 0 1",
            White,
            true,
        ),
    ];
    for (id, fen, flagged, could_mate) in cases {
        let other = if flagged == White { Black } else { White };
        let expected = if could_mate { lost(other) } else { drawn() };
        assert_eq!(flag(game_at(id, fen), flagged), expected, "{fen}");
    }
}

#[test]
fn other_games_decide_what_could_win_by_their_own_rules() {
    use Color::{Black, White};
    // Pawn race: without a pawn, black could neither reach rank 1 nor have more pawns.
    assert_eq!(flag(Game::new(GameId::PawnRace), White), lost(Black));
    let race = game_at(GameId::PawnRace, "8/8/8/8/8/8/P7/8 w - - 0 1");
    assert_eq!(flag(race.clone(), White), drawn());
    assert_eq!(flag(race, Black), lost(White));
    // Losing chess and dice chess: the opponent could always win.
    assert_eq!(flag(Game::new(GameId::Antichess), White), lost(Black));
    let mut dice = Game::new(GameId::Dice);
    dice.roll(4).unwrap();
    // A flag needs no roll of one, unlike a resignation.
    assert_eq!(flag(dice, White), lost(Black));
}

#[test]
fn in_three_player_chess_a_fallen_flag_puts_the_player_out() {
    let mut g = Game::new(GameId::ThreePlayer);
    assert_eq!(
        g.time_out(Color::Grey),
        Err(GameError::NotYourTurn(Color::Grey)),
        "only the running clock, the mover's, can fall"
    );
    g.time_out(Color::White).unwrap();
    assert_eq!(
        g.elimination(Color::White),
        Some(EliminationReason::Resigned)
    );
    assert_eq!(g.position().turn(), Color::Grey);
    assert!(g.outcome().is_none(), "the other two play on");
    g.time_out(Color::Grey).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::Black, EndReason::TimeForfeit))
    );
    assert_eq!(
        g.elimination(Color::Grey),
        Some(EliminationReason::Resigned)
    );
    // Undo takes the flag back with the move before it.
    let mut g = Game::new(GameId::Standard);
    g.play_uci("e2e4").unwrap();
    g.time_out(Color::Black).unwrap();
    g.undo();
    assert!(g.outcome().is_none() && g.moves().is_empty());
}

fn running_clock(since: u64) -> Clock {
    Clock::from_parts(
        TimeControl::minutes(5, 3),
        [200_000, 150_000, 100_000],
        Running::Since {
            color: Color::White,
            since,
        },
    )
}

#[test]
fn clocks_go_with_saved_games_and_links() {
    let mut game = Game::new(GameId::ThreePlayer);
    game.play_uci("e2e4").unwrap();
    // The player to move is grey: a saved running clock runs for them.
    let since = 1_764_000_000_000;
    let text = saved::encode_with_clock(&game, Some(&running_clock(since)));
    assert!(text.starts_with("2."));
    let (back, clock) = saved::decode_with_clock(&text).unwrap();
    assert_eq!(back, game);
    let clock = clock.expect("the clocks come back");
    assert_eq!(
        clock.running(),
        Running::Since {
            color: Color::Grey,
            since
        }
    );
    assert_eq!(clock.left(Color::Grey, since + 60_000), 90_000);
    assert_eq!(clock.left(Color::White, since + 60_000), 200_000);
    assert_eq!(clock.control(), TimeControl::minutes(5, 3));
    // A link is written paused, with the time brought up to date.
    let link = share::fragment_with_clock(&game, Some(&clock.shared(since + 10_000)));
    let opened = share::decode(&link).unwrap();
    let clock = opened.clock.unwrap();
    assert!(clock.is_paused());
    assert_eq!(clock.left(Color::Grey, u64::MAX), 140_000);
    // A game ended on time keeps its ending and stops its clocks.
    let mut game = Game::new(GameId::Standard);
    game.time_out(Color::White).unwrap();
    let text = saved::encode_with_clock(&game, Some(&running_clock(5)));
    let (back, clock) = saved::decode_with_clock(&text).unwrap();
    assert_eq!(back.declared(), Some(Declaration::TimeOut(Color::White)));
    assert_eq!(clock.unwrap().running(), Running::Stopped);
}

#[test]
fn games_without_clocks_are_written_as_before_and_old_texts_open() {
    let mut game = Game::new(GameId::Standard);
    game.play_uci("e2e4").unwrap();
    let text = saved::encode(&game);
    assert!(
        text.starts_with("1."),
        "no clock: the format older versions read"
    );
    // A link written by the version before clocks.
    let old = "1.BAAAAQsB1zwP";
    let opened = share::decode(old).unwrap();
    assert_eq!(opened.game, game);
    assert_eq!(opened.clock, None);
    assert_eq!(saved::decode_with_clock(old).unwrap(), (game, None));
}

/// A link of format `version` with `body` (after the game code and flags: no
/// moves) and the clock bytes `clock`.
fn forged(version: u32, flags: u8, clock: &[u8]) -> String {
    let mut body = vec![0, flags, 0];
    body.extend_from_slice(clock);
    share::seal_version(version, &body)
}

#[test]
fn bad_clock_data_says_so() {
    // 1 minute (60000 = e0 d4 03), 0 increment, 2 players, paused.
    let good = [0xe0, 0xd4, 0x03, 0, 5, 6, 1];
    let opened = share::decode(&forged(2, 16, &good)).unwrap();
    assert_eq!(opened.clock.unwrap().left(Color::Black, 0), 6);
    assert_eq!(
        share::decode(&forged(1, 16, &good)).unwrap_err(),
        ShareError::Malformed,
        "version 1 has no clocks"
    );
    let bad: [&[u8]; 5] = [
        &[0, 0, 5, 6, 1],                            // no time to start with
        &[0xe0, 0xd4, 0x03, 0, 5, 6, 7],             // no such state
        &[0xe0, 0xd4, 0x03, 0, 5],                   // a clock missing
        &[0xe0, 0xd4, 0x03, 0, 5, 6, 2, 0x80],       // cut in the middle of the time
        &[0xff, 0xff, 0xff, 0xff, 0x0f, 0, 5, 6, 1], // 4294967 s to start with
    ];
    for clock in bad {
        assert_eq!(
            share::decode(&forged(2, 16, clock)).unwrap_err(),
            ShareError::BadClock,
            "{clock:?}"
        );
    }
    assert!(saved::decode(&forged(2, 16, bad[0]))
        .unwrap_err()
        .to_string()
        .contains("clock"));
    assert_eq!(
        share::decode("#g=3.AAAA").unwrap_err(),
        ShareError::NewerVersion(3)
    );
}

#[test]
fn pgn_writes_and_reads_a_flag() {
    let mut game = Game::new(GameId::Standard);
    game.play_uci("e2e4").unwrap();
    game.time_out(Color::Black).unwrap();
    let text = pgn::export(&game, &pgn::PgnTags::default()).unwrap();
    assert!(text.contains("{Black's time ran out}"), "{text}");
    let back = pgn::import(&text).unwrap();
    assert_eq!(
        back.game.declared(),
        Some(Declaration::TimeOut(Color::Black))
    );
}

#[test]
fn whatever_opens_with_clocks_writes_back_the_same_clocks() {
    // Bodies of a game with clocks and a few bytes changed, as the share-link
    // fuzz target checks at large.
    let mut game = Game::new(GameId::Dice);
    game.roll(4).unwrap();
    game.play_uci("g1f3").unwrap();
    let mut clock = running_clock(1_764_000_000_000);
    clock.pause(1_764_000_001_000);
    let text = share::encode_with_clock(&game, Some(&clock));
    let opened = share::decode(&text).unwrap();
    let mut seed = 7u32;
    let mut opened_any = 0;
    for _ in 0..2000 {
        let mut body = vec![4, 16 | 2, 1, 3, 1, 0x40];
        body.extend_from_slice(&[0xe0, 0xd4, 0x03, 0, 5, 6, 1]);
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let at = (seed >> 8) as usize % body.len();
        body[at] = (seed >> 20) as u8;
        if let Ok(decoded) = share::decode(&share::seal_version(2, &body)) {
            opened_any += 1;
            let own = share::fragment_with_clock(&decoded.game, decoded.clock.as_ref());
            let again = share::decode(&own).expect("own links open");
            assert_eq!(again.clock, decoded.clock);
            assert_eq!(again.game, decoded.game);
        }
    }
    assert!(opened_any > 0);
    assert_eq!(opened.clock.map(|c| c.left(Color::Black, 0)), Some(100_000));
}

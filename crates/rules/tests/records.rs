//! The game's records: share links, saved games and PGN. Property tests that each
//! round-trips random games of every game, and a test for every error.

use proptest::prelude::*;
use sjakkboks_rules::pgn::{self, MoveProblem, PgnErrorKind, PgnTags};
use sjakkboks_rules::saved::{self, SavedGameError};
use sjakkboks_rules::share::{self, ShareError, StopProblem};
use sjakkboks_rules::{Color, Declaration, Game, GameId, Position};

/// A random game of `id`: from its start, or (with `from_middle`) from the position
/// reached after the first few picks; then a move per pick, and an ending by `end`
/// (0 none, 1 the player to move resigns, 2 draw agreed, 3 a valid claim).
fn random_game(id: GameId, picks: &[u16], from_middle: bool, end: u8) -> Game {
    let (setup, picks) = if from_middle {
        picks.split_at(picks.len().min(6))
    } else {
        picks.split_at(0)
    };
    let mut g = Game::new(id);
    play_picks(&mut g, setup);
    if g.outcome().is_none() {
        g = Game::from_position(g.position().clone());
    }
    play_picks(&mut g, picks);
    let _ = match end {
        1 => g.resign(g.position().turn()),
        2 => g.agree_draw(),
        3 => match g.claimable().first() {
            Some(c) => g.claim(*c),
            None => Ok(()),
        },
        _ => Ok(()),
    };
    g
}

/// Plays a move (or, in dice chess, rolls the die) per pick.
fn play_picks(g: &mut Game, picks: &[u16]) {
    for pick in picks {
        if g.needs_roll() {
            g.roll((pick % 6 + 1) as u8).expect("a roll when asked for");
            continue;
        }
        if pick % 89 == 0 {
            // Now and then a resignation: in three-player chess the others play on.
            let _ = g.resign(g.position().turn());
            continue;
        }
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        g.play(moves[*pick as usize % moves.len()])
            .expect("generated moves are legal");
    }
}

fn game_of(id: GameId) -> impl Strategy<Value = Game> {
    (
        proptest::collection::vec(any::<u16>(), 0..160),
        any::<bool>(),
        0u8..4,
    )
        .prop_map(move |(picks, from_middle, end)| random_game(id, &picks, from_middle, end))
}

/// One random game of each game.
fn every_game() -> impl Strategy<Value = Vec<Game>> {
    GameId::ALL.into_iter().map(game_of).collect::<Vec<_>>()
}

/// A random game of a random game.
fn game_strategy() -> impl Strategy<Value = Game> {
    proptest::sample::select(GameId::ALL.to_vec()).prop_flat_map(game_of)
}

fn tags_strategy() -> impl Strategy<Value = PgnTags> {
    let value = "[ -~]{0,12}";
    (
        (value, value, value, value, value, value),
        proptest::collection::vec(("[A-Z][a-zA-Z0-9_]{0,8}", value), 0..3),
    )
        .prop_map(
            |((event, site, date, round, white, black), other)| PgnTags {
                event,
                site,
                date,
                round,
                white,
                black,
                other: other
                    .into_iter()
                    .filter(|(n, _)| {
                        ![
                            "Event", "Site", "Date", "Round", "White", "Black", "Result",
                            "Variant", "SetUp", "FEN",
                        ]
                        .contains(&n.as_str())
                    })
                    .collect(),
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn share_links_round_trip(games in every_game()) {
        for game in games {
            let text = share::encode(&game);
            let opened = share::decode(&text).unwrap();
            prop_assert!(opened.stopped.is_none(), "{:?}", opened.stopped);
            prop_assert_eq!(&opened.game, &game);
            prop_assert_eq!(share::decode(&share::fragment(&game)).unwrap().game, game);
            prop_assert!(text.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)));
        }
    }

    #[test]
    fn saved_games_round_trip(games in every_game()) {
        for game in games {
            prop_assert_eq!(saved::decode(&saved::encode(&game)).unwrap(), game);
        }
    }

    #[test]
    fn pgn_round_trips(games in every_game(), tags in tags_strategy()) {
        for game in games {
            let Some(text) = pgn::export(&game, &tags) else {
                prop_assert!(!pgn::supports(game.id()));
                continue;
            };
            let lines_fit = text.lines().all(|l| l.chars().count() <= 80 || l.starts_with('['));
            prop_assert!(lines_fit, "{}", text);
            let back = pgn::import(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            prop_assert_eq!(&back.game, &game, "{}", text);
            prop_assert_eq!(&back.tags, &tags);
        }
    }

    #[test]
    fn share_decoding_survives_any_text(text in "(#g=)?[0-9]?\\.?[A-Za-z0-9_-]{0,40}") {
        if let Ok(opened) = share::decode(&text) {
            let again = share::decode(&share::encode(&opened.game)).unwrap();
            prop_assert_eq!(again.game, opened.game);
        }
    }

    #[test]
    fn one_changed_character_is_always_noticed(
        game in game_strategy(),
        at in any::<prop::sample::Index>(),
        by in 1usize..64,
    ) {
        let text = share::encode(&game);
        let (version, data) = text.split_once('.').unwrap();
        let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let i = at.index(data.len());
        let old = alphabet.find(&data[i..=i]).unwrap();
        let new = &alphabet[(old + by) % 64..][..1];
        let changed = format!("{version}.{}{new}{}", &data[..i], &data[i + 1..]);
        let result = share::decode(&changed);
        // The last character carries only some bits of the checksum's last byte;
        // changing its unused bits changes nothing.
        if let Ok(opened) = &result {
            prop_assert_eq!(&opened.game, &game);
            prop_assert_eq!(i, data.len() - 1);
        } else {
            prop_assert!(matches!(result, Err(ShareError::Tampered | ShareError::Truncated)), "{:?}", result);
        }
    }

    #[test]
    fn cut_links_are_truncated(game in game_strategy(), cut in any::<prop::sample::Index>()) {
        let text = share::encode(&game);
        let keep = 2 + cut.index(text.len() - 2);
        prop_assert_eq!(share::decode(&text[..keep]).unwrap_err(), ShareError::Truncated);
    }
}

fn standard_game(moves: &[&str]) -> Game {
    let mut g = Game::new(GameId::Standard);
    for m in moves {
        g.play_uci(m).unwrap();
    }
    g
}

const OPENING: [&str; 8] = [
    "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6",
];

// Share links.

#[test]
fn share_links_are_short() {
    let g = standard_game(&OPENING);
    let text = share::encode(&g);
    assert!(text.len() < 30, "{text}");
    assert_eq!(share::fragment(&g), format!("#g={text}"));
}

#[test]
fn share_link_forms_that_decode() {
    let g = standard_game(&OPENING);
    let text = share::encode(&g);
    for form in [
        text.clone(),
        format!("#g={text}"),
        format!("g={text}"),
        format!("  https://club.example/sjakk/?game=standard&lang=nb#g={text}  "),
        format!("#embed=1&g={text}&flip=1"),
    ] {
        assert_eq!(share::decode(&form).unwrap().game, g, "{form}");
    }
}

#[test]
fn share_link_errors() {
    let text = share::encode(&standard_game(&OPENING));
    let (_, data) = text.split_once('.').unwrap();
    for (input, error) in [
        ("", ShareError::Empty),
        ("   ", ShareError::Empty),
        ("#g=", ShareError::Empty),
        ("https://example.org/#", ShareError::Empty),
        ("hello", ShareError::NotOurFormat),
        ("#x=1.AAAA", ShareError::NotOurFormat),
        ("#g=x.AAAA", ShareError::NotOurFormat),
        ("#g=0.AAAA", ShareError::NotOurFormat),
        ("#g=.AAAA", ShareError::NotOurFormat),
        ("#g=3.AAAA", ShareError::NewerVersion(3)),
        ("#g=1234.whatever", ShareError::NewerVersion(1234)),
        ("#g=1.", ShareError::Truncated),
        ("#g=1.A", ShareError::Truncated),
        ("#g=1.AB*D", ShareError::Tampered),
        ("#g=1.ABC%20", ShareError::Tampered),
    ] {
        assert_eq!(share::decode(input).unwrap_err(), error, "{input:?}");
    }
    let cut = &data[..data.len() - 3];
    assert_eq!(
        share::decode(&format!("1.{cut}")).unwrap_err(),
        ShareError::Truncated
    );
    assert_eq!(
        share::decode(&format!("1.{data}AAAA")).unwrap_err(),
        ShareError::Tampered
    );
    let mut bytes = data.as_bytes().to_vec();
    bytes[4] = if bytes[4] == b'A' { b'B' } else { b'A' };
    let tampered = format!("1.{}", String::from_utf8(bytes).unwrap());
    assert_eq!(share::decode(&tampered).unwrap_err(), ShareError::Tampered);
    for e in [
        ShareError::Empty,
        ShareError::NotOurFormat,
        ShareError::NewerVersion(3),
        ShareError::Truncated,
        ShareError::BadClock,
        ShareError::Tampered,
        ShareError::Malformed,
        ShareError::UnknownGame(9),
    ] {
        assert!(!e.to_string().is_empty());
    }
    assert_eq!(
        ShareError::Tampered.to_string(),
        "the link has been changed or damaged (its checksum does not match)"
    );
}

/// Builds a link from raw body bytes, with a correct length and checksum: what a
/// tamperer who knows the format could write. Written apart from the crate's own
/// encoder (a table-driven CRC, a bit-queue base64) to check it.
fn forged_link(body: &[u8]) -> String {
    let table: Vec<u32> = (0..256u32)
        .map(|n| {
            (0..8).fold(n, |c, _| {
                if c & 1 == 1 {
                    0xedb8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                }
            })
        })
        .collect();
    let mut bytes = vec![body.len() as u8];
    bytes.extend_from_slice(body);
    let crc = std::iter::once(&1u8).chain(&bytes).fold(!0u32, |c, b| {
        table[((c ^ u32::from(*b)) & 0xff) as usize] ^ (c >> 8)
    });
    bytes.extend_from_slice(&(!crc).to_be_bytes());
    let alphabet: Vec<char> = ('A'..='Z')
        .chain('a'..='z')
        .chain('0'..='9')
        .chain(['-', '_'])
        .collect();
    let mut s = String::from("1.");
    let (mut queue, mut held) = (0u64, 0);
    for b in bytes {
        queue = queue << 8 | u64::from(b);
        held += 8;
        while held >= 6 {
            held -= 6;
            s.push(alphabet[(queue >> held & 63) as usize]);
        }
    }
    if held > 0 {
        s.push(alphabet[(queue << (6 - held) & 63) as usize]);
    }
    s
}

/// The index a link holds for the legal move `m` of `game`.
fn link_index(game: &Game, m: &str) -> u8 {
    let mut legal: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|x| x.to_uci(game.topology()))
        .collect();
    legal.sort();
    legal.iter().position(|x| x == m).unwrap() as u8
}

/// The link's move indices for moves of standard chess from the start.
fn move_indices(moves: &[&str]) -> Vec<u8> {
    let mut game = Game::new(GameId::Standard);
    moves
        .iter()
        .map(|m| {
            let i = link_index(&game, m);
            game.play_uci(m).unwrap();
            i
        })
        .collect()
}

#[test]
fn forged_links_say_what_is_wrong() {
    // Our own encoder and the forger agree.
    let g = standard_game(&["e2e4"]);
    assert_eq!(
        share::encode(&g),
        forged_link(&[0, 0, 1, move_indices(&["e2e4"])[0]])
    );

    assert_eq!(
        share::decode(&forged_link(&[99, 0, 0])).unwrap_err(),
        ShareError::UnknownGame(99)
    );
    assert_eq!(
        share::decode(&forged_link(&[0, 0x80, 0])).unwrap_err(),
        ShareError::Malformed
    );
    assert_eq!(
        share::decode(&forged_link(&[0, 0, 3, 1])).unwrap_err(),
        ShareError::Malformed
    );
    assert_eq!(
        share::decode(&forged_link(&[0, 0, 0, 7])).unwrap_err(),
        ShareError::Malformed
    );
    let mut bad_start = vec![0, 1, 3];
    bad_start.extend_from_slice(b"xyz");
    bad_start.push(0);
    assert!(matches!(
        share::decode(&forged_link(&bad_start)).unwrap_err(),
        ShareError::BadStart(_)
    ));
    let mut not_utf8 = vec![0, 1, 1, 0xff, 0];
    not_utf8.push(0);
    assert_eq!(
        share::decode(&forged_link(&not_utf8)).unwrap_err(),
        ShareError::Malformed
    );
    // An unknown ending code.
    assert_eq!(
        share::decode(&forged_link(&[0, 4, 0, 9])).unwrap_err(),
        ShareError::Malformed
    );
}

#[test]
fn an_illegal_move_in_the_middle_replays_up_to_it() {
    let g = standard_game(&OPENING[..3]);
    // Moves 1-3 from the game, then an index past the end of black's 20 moves, then more.
    let mut body = vec![0, 0, 5];
    body.extend(move_indices(&OPENING[..3]));
    body.extend_from_slice(&[100, 0]);
    let opened = share::decode(&forged_link(&body)).unwrap();
    assert_eq!(opened.game, g);
    let stop = opened.stopped.unwrap();
    assert_eq!((stop.ply, stop.fullmove, stop.player), (4, 2, Color::Black));
    assert_eq!(
        stop.problem,
        StopProblem::NoSuchMove {
            index: 100,
            legal: 29
        }
    );
    assert_eq!(
        stop.to_string(),
        "the link stops at move 2 (black to play): it names legal move 101 but there are only 29"
    );
}

#[test]
fn moves_after_the_end_and_bad_endings_stop_the_replay() {
    let mate = standard_game(&["f2f3", "e7e5", "g2g4", "d8h4"]);
    let text = share::encode(&mate);
    assert!(share::decode(&text).unwrap().stopped.is_none());
    // Re-encode with one move more: forge it from the real body.
    let mut body = vec![0, 0, 5];
    body.extend(move_indices(&["f2f3", "e7e5", "g2g4", "d8h4"]));
    body.push(0);
    let opened = share::decode(&forged_link(&body)).unwrap();
    assert_eq!(opened.game, mate);
    assert_eq!(opened.stopped.unwrap().problem, StopProblem::GameOver);

    // A resignation after mate.
    body[2] = 4;
    body.pop();
    body[1] = 4;
    body.push(16);
    let opened = share::decode(&forged_link(&body)).unwrap();
    assert_eq!(opened.game, mate);
    let stop = opened.stopped.unwrap();
    assert!(matches!(
        stop.problem,
        StopProblem::Ending {
            ending: Declaration::Resigned(Color::White),
            ..
        }
    ));
    assert_eq!(stop.ply, 5);
}

#[test]
fn share_links_keep_start_and_ending() {
    let start = Position::from_fen(GameId::Standard, "4k3/8/8/8/8/8/4P3/4K3 b - - 3 40").unwrap();
    let mut g = Game::from_position(start);
    g.play_uci("e8d7").unwrap();
    g.resign(Color::White).unwrap();
    let opened = share::decode(&share::encode(&g)).unwrap();
    assert_eq!(opened.game, g);
    assert_eq!(
        opened.game.declared(),
        Some(Declaration::Resigned(Color::White))
    );
}

// Saved games.

#[test]
fn saved_game_errors() {
    let good = saved::encode(&standard_game(&OPENING));
    let cut = &good[..good.len() - 3];
    let mut altered = good.clone().into_bytes();
    let last = altered.len() - 1;
    altered[last] = if altered[last] == b'A' { b'B' } else { b'A' };
    let altered = String::from_utf8(altered).unwrap();
    let unknown_game = forged_link(&[9, 0, 0]);
    let bad_start = forged_link(&[0, 1, 5, b'8', b'/', b'8', b' ', b'w', 0]);
    let old_json = r#"{"v":1,"record":{"game":"standard","moves":["e2e4"]}}"#;
    for (text, why) in [
        ("", "it is empty"),
        ("{", "not in the save format"),
        (old_json, "not in the save format"),
        (cut, "cut short"),
        (altered.as_str(), "checksum"),
        (unknown_game.as_str(), "does not know (code 9)"),
        (bad_start.as_str(), "start position is invalid"),
    ] {
        let e = saved::decode(text).unwrap_err();
        assert!(matches!(e, SavedGameError::Corrupt(_)), "{text}: {e:?}");
        let message = e.to_string();
        assert!(
            message.starts_with("the saved game is damaged: ") && message.contains(why),
            "{text}: {message}"
        );
    }

    let newer = "3.AAAAAAAA";
    let e = saved::decode(newer).unwrap_err();
    assert_eq!(
        e,
        SavedGameError::NewerVersion {
            version: 3,
            text: newer.into()
        }
    );
    assert!(e.to_string().contains("newer version"));

    // Two moves: 1. e4, then index 200 where Black has 20 moves.
    let stops = forged_link(&[
        0,
        0,
        2,
        link_index(&Game::new(GameId::Standard), "e2e4"),
        0xc8,
        1,
    ]);
    match saved::decode(&stops).unwrap_err() {
        SavedGameError::DoesNotReplay(stop) => {
            assert_eq!((stop.ply, stop.player), (2, Color::Black));
            assert_eq!(
                stop.problem,
                StopProblem::NoSuchMove {
                    index: 200,
                    legal: 20
                }
            );
        }
        e => panic!("{e:?}"),
    }
    // A draw claimed by the 50-move rule at the first move.
    let bad_end = forged_link(&[0, 4, 0, 2]);
    let e = saved::decode(&bad_end).unwrap_err();
    assert!(
        matches!(
            &e,
            SavedGameError::DoesNotReplay(stop)
                if matches!(stop.problem, StopProblem::Ending { .. })
        ),
        "{e:?}"
    );
    assert!(e
        .to_string()
        .starts_with("the saved game cannot be replayed at move 1 (white to play): the ending"));
}

#[test]
fn saved_game_is_its_share_link_text() {
    let g = standard_game(&OPENING);
    assert_eq!(saved::encode(&g), share::encode(&g));
}

// PGN.

#[test]
fn pgn_export_has_the_seven_tags_and_numbers() {
    let mut g = standard_game(&OPENING);
    g.agree_draw().unwrap();
    let tags = PgnTags {
        event: "Klubbkveld".into(),
        white: "Kari \"K\" Nordmann".into(),
        other: vec![("Annotator".into(), "Ola".into())],
        ..Default::default()
    };
    let text = pgn::export(&g, &tags).unwrap();
    assert_eq!(
        text,
        "[Event \"Klubbkveld\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
         [White \"Kari \\\"K\\\" Nordmann\"]\n[Black \"?\"]\n[Result \"1/2-1/2\"]\n\
         [Annotator \"Ola\"]\n\n\
         1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 {Draw agreed} 1/2-1/2\n"
    );
    assert_eq!(pgn::import(&text).unwrap().game, g);
}

#[test]
fn pgn_export_writes_setup_and_fen_for_another_start() {
    let start = Position::from_fen(GameId::Standard, "4k3/8/8/8/8/8/4P3/4K3 b - - 3 40").unwrap();
    let mut g = Game::from_position(start);
    g.play_uci("e8d7").unwrap();
    g.play_uci("e2e4").unwrap();
    let text = pgn::export(&g, &PgnTags::default()).unwrap();
    assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 3 40\"]\n"));
    assert!(text.ends_with("\n40... Kd7 41. e4 *\n"), "{text}");
    assert_eq!(pgn::import(&text).unwrap().game, g);
}

#[test]
fn pgn_import_tolerates_what_others_write() {
    let text = "% an escaped line\n\
        [Event \"Casual\"]\n[Site \"https://lichess.org/abc\"]\n[WhiteElo \"1500\"]\n\
        [Variant \"Standard\"]\n\n\
        1.e4 e5 { [%clk 0:03:00] } 2. Nf3!? $1 (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 ; a line comment\n\
        3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. 0-0 1-0\n";
    let e = pgn::import(text).unwrap_err();
    // Castling twice: the second is not a legal move.
    assert_eq!(e.line, 8);
    assert_eq!(e.to_string(), "line 8, move 6. 0-0: not a legal move");
    let ok = text.replace("6. 0-0 ", "6. Re1 ");
    let read = pgn::import(&ok).unwrap();
    assert_eq!(read.game.moves().len(), 11);
    assert_eq!(read.tags.event, "Casual");
    assert_eq!(read.tags.other, vec![("WhiteElo".into(), "1500".into())]);
    // A bare 1-0 on an unfinished game: black resigned.
    assert_eq!(
        read.game.declared(),
        Some(Declaration::Resigned(Color::Black))
    );
    // A byte-order mark and Windows line ends.
    let windows = format!("\u{feff}{}", ok.replace('\n', "\r\n"));
    assert_eq!(pgn::import(&windows).unwrap(), read);
    // Only the first game is read.
    let two = format!("{ok}\n[Event \"Second\"]\n\n1. d4 *\n");
    assert_eq!(pgn::import(&two).unwrap().game, read.game);
}

#[test]
fn pgn_import_errors_name_the_line_and_the_move() {
    let cases: [(&str, usize, PgnErrorKind); 9] = [
        ("", 1, PgnErrorKind::NoGame),
        ("  \n\n", 3, PgnErrorKind::NoGame),
        ("[Event \"x]\n1. e4 *", 1, PgnErrorKind::BadTag),
        ("[Event]\n", 1, PgnErrorKind::BadTag),
        ("1. e4 {unclosed\n e5 *", 1, PgnErrorKind::UnclosedComment),
        ("1. e4\n(1. d4 e5 *", 2, PgnErrorKind::UnclosedVariation),
        ("1. e4 ) e5 *", 1, PgnErrorKind::UnmatchedParen),
        (
            "[Variant \"Crazyhouse\"]\n1. e4 *",
            1,
            PgnErrorKind::UnknownVariant("Crazyhouse".into()),
        ),
        (
            "[Variant \"three-player\"]\n*",
            1,
            PgnErrorKind::UnknownVariant("three-player".into()),
        ),
    ];
    for (text, line, kind) in cases {
        let e = pgn::import(text).unwrap_err();
        assert_eq!((e.line, &e.kind), (line, &kind), "{text:?}");
    }
    let e = pgn::import("[FEN \"8/8/8/8 w - - 0 1\"]\n*").unwrap_err();
    assert!(matches!(e.kind, PgnErrorKind::BadFen(_)), "{e:?}");
    assert!(e.to_string().starts_with("line 1, bad FEN: "), "{e}");

    let fen = "[FEN \"1k6/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n";
    let dice = "[Variant \"Dice Chess\"]\n";
    for (text, message) in [
        (
            "1. e4 e5\n2. Nf3 Nf6\n3. Nxe5 Nxe4\n4. Qe2 Nf6 5. Qxe8 *".to_string(),
            "line 4, move 5. Qxe8: not a legal move",
        ),
        (
            "1. e4 e5 2. Ne2 Nc6 3. Nbc3 Nd4 4. Nc3 *".into(),
            "line 1, move 4. Nc3: not a legal move",
        ),
        (
            "1. f3 e5 2. g4 Qh4# 3. a3 *".into(),
            "line 1, move 3. a3: the game is already over",
        ),
        (
            "1. e4 -- *".into(),
            "line 1, move 1... --: the turn does not pass here",
        ),
        (
            "1. e4 e5 2. Qh5 Nc6\n3. Bc4 Nf6 4. Qxf7# {Black resigns} 1-0".into(),
            "line 2, {Black resigns}: the game is over",
        ),
        (
            format!("{fen}1. Rd1 *"),
            "line 2, move 1. Rd1: more than one legal move fits",
        ),
        (
            format!("{fen}1. Rad1 Kc8 2. R@d2 *"),
            "line 2, move 2. R@d2: not a move in algebraic notation",
        ),
        (
            format!("{dice}\n1. e4 *"),
            "line 3, move 1. e4: roll the die first",
        ),
        (
            format!("{dice}{{roll 4}} 1. e4 *"),
            "line 2, move 1. e4: not a legal move",
        ),
        (
            format!("{dice}{{roll 4}} {{roll 5}} 1. Nf3 *"),
            "line 2, move 1. {roll 5}: the die has been rolled: move",
        ),
        (
            format!("{dice}{{roll 7}} *"),
            "line 2, move 1. {roll 7}: 7 is not a face of the die (1-6)",
        ),
    ] {
        assert_eq!(pgn::import(&text).unwrap_err().to_string(), message);
    }
    let e = pgn::import(&format!("{fen}1. Rad1 Kc8 2. R@d2 *")).unwrap_err();
    assert!(matches!(
        e.kind,
        PgnErrorKind::Move {
            problem: MoveProblem::NotSan,
            ..
        }
    ));
}

#[test]
fn pgn_variant_names() {
    assert_eq!(pgn::variant_name(GameId::Standard), None);
    for id in GameId::ALL {
        assert_eq!(pgn::supports(id), id.rules().players.len() == 2);
    }
}

#[test]
fn records_of_every_game_from_the_start() {
    for id in GameId::ALL {
        let g = random_game(id, &[3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9], false, 0);
        assert_eq!(share::decode(&share::encode(&g)).unwrap().game, g);
        assert_eq!(saved::decode(&saved::encode(&g)).unwrap(), g);
        if let Some(text) = pgn::export(&g, &PgnTags::default()) {
            assert_eq!(pgn::import(&text).unwrap().game, g, "{text}");
        }
    }
}

// Dice chess: the rolls are part of every record.

/// Nf3 on a four, black rolls a one and passes, e4 and e5 on sixes, and white has
/// rolled a two but not moved yet.
fn dice_game() -> Game {
    let mut g = Game::new(GameId::Dice);
    for step in ["4", "g1f3", "1", "6", "e2e4", "6", "e7e5", "2"] {
        match step.parse::<u8>() {
            Ok(face) => drop(g.roll(face).unwrap()),
            Err(_) => drop(g.play_uci(step).unwrap()),
        }
    }
    g
}

/// A dice game in which a player in check rolled more than once in one turn.
fn dice_game_with_a_reroll() -> Game {
    let mut seed = 1u64;
    loop {
        let picks: Vec<u16> = (0..300)
            .map(|_| {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                (seed >> 33) as u16
            })
            .collect();
        let g = random_game(GameId::Dice, &picks, false, 0);
        if g.rolls().iter().any(|r| r.len() > 1) {
            return g;
        }
    }
}

#[test]
fn dice_records_keep_rolls_passes_and_the_pending_roll() {
    let g = dice_game();
    assert_eq!(g.record().rolls, vec![4, 1, 6, 6, 2]);
    assert_eq!(g.pending_roll(), Some(2));
    let opened = share::decode(&share::encode(&g)).unwrap();
    assert!(opened.stopped.is_none());
    assert_eq!(opened.game, g);
    assert_eq!(saved::decode(&saved::encode(&g)).unwrap(), g);
    let text = pgn::export(&g, &PgnTags::default()).unwrap();
    assert!(text.contains("[Variant \"Dice Chess\"]\n"), "{text}");
    assert!(
        text.ends_with(
            "\n{roll 4} 1. Nf3 {roll 1} 1... -- {roll 6} 2. e4 {roll 6} 2... e5 {roll 2} *\n"
        ),
        "{text}"
    );
    assert_eq!(pgn::import(&text).unwrap().game, g);

    let g = dice_game_with_a_reroll();
    assert_eq!(share::decode(&share::encode(&g)).unwrap().game, g);
    assert_eq!(saved::decode(&saved::encode(&g)).unwrap(), g);
    let text = pgn::export(&g, &PgnTags::default()).unwrap();
    assert_eq!(pgn::import(&text).unwrap().game, g, "{text}");
}

#[test]
fn dice_pgn_import_tolerates_a_missing_pass_and_several_faces() {
    let g = dice_game();
    let text = "[Variant \"Terningsjakk\"]\n{roll 4} 1. Nf3 {roll 1} {roll 6} 2. e4 {Roll 6} e5 {roll 2} *";
    assert_eq!(pgn::import(text).unwrap().game, g);
}

#[test]
fn dice_links_stop_at_a_bad_roll_or_a_missing_one() {
    // A share link whose second roll is a seven: the game stops after 1. Nf3.
    let mut body = vec![4, 2, 1];
    let mut g = Game::new(GameId::Dice);
    g.roll(4).unwrap();
    body.push(link_index(&g, "g1f3"));
    body.extend_from_slice(&[2, 0x47]);
    let opened = share::decode(&forged_link(&body)).unwrap();
    g.play_uci("g1f3").unwrap();
    assert_eq!(opened.game, g);
    let stop = opened.stopped.unwrap();
    assert_eq!((stop.ply, stop.fullmove, stop.player), (2, 1, Color::Black));
    assert!(matches!(stop.problem, StopProblem::Roll { face: 7, .. }));
    assert_eq!(
        stop.to_string(),
        "the link stops at move 1 (black to play): roll 7: 7 is not a face of the die (1-6)"
    );
    // A link with a move but no roll for it.
    let opened = share::decode(&forged_link(&[4, 0, 1, 0])).unwrap();
    assert_eq!(opened.stopped.unwrap().problem, StopProblem::NoRoll);
}

#[test]
fn a_three_player_resignation_is_a_turn_of_its_own_in_every_record() {
    let mut g = Game::new(GameId::ThreePlayer);
    g.play_uci("e2e4").unwrap();
    g.resign(Color::Grey).unwrap();
    assert!(g.outcome().is_none());
    let mover = g.legal_moves()[0];
    g.play(mover).unwrap();
    assert_eq!(g.record().moves[1], "resign");
    let opened = share::decode(&share::encode(&g)).unwrap();
    assert!(opened.stopped.is_none());
    assert_eq!(opened.game, g);
    assert_eq!(saved::decode(&saved::encode(&g)).unwrap(), g);
    assert_eq!(pgn::export(&g, &PgnTags::default()), None);
}

#[test]
fn a_link_resigning_out_of_turn_or_without_a_one_stops_there() {
    // Dice chess: the index past the legal moves is a resignation, refused without a one.
    let mut g = Game::new(GameId::Dice);
    g.roll(4).unwrap();
    let past_the_end = g.legal_moves().len() as u8;
    let opened = share::decode(&forged_link(&[4, 2, 1, past_the_end, 1, 0x40])).unwrap();
    assert_eq!(opened.game, g);
    let stop = opened.stopped.unwrap();
    assert!(matches!(
        stop.problem,
        StopProblem::Ending {
            ending: Declaration::Resigned(Color::White),
            ..
        }
    ));
    assert!(stop.to_string().ends_with(
        "the ending (white resigns): resigning is allowed only on a turn where you rolled a one"
    ));
}

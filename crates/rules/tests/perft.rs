//! Reads `perft.txt` and checks every line against the move generator.

use sjakkboks_rules::{perft, perft_listed, GameId, Position};

/// Lines above this many nodes run only in release builds.
const DEBUG_NODE_LIMIT: u64 = 1_000_000;
/// Lines up to this many nodes are also counted from the move lists
/// ([`perft_listed`]), which must agree with the bulk count.
const LISTED_NODE_LIMIT: u64 = 3_000_000;

struct Case {
    id: String,
    game: Option<GameId>,
    fen: Option<String>,
    lines: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("perft.txt");
    let mut cases: Vec<Case> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        let where_ = || format!("perft.txt line {}", n + 1);
        if key == "id" {
            cases.push(Case {
                id: value.to_string(),
                game: None,
                fen: None,
                lines: Vec::new(),
            });
            continue;
        }
        let case = cases
            .last_mut()
            .unwrap_or_else(|| panic!("{}: no id", where_()));
        match key {
            "game" => {
                case.game =
                    Some(GameId::from_id(value).unwrap_or_else(|| panic!("{}: game", where_())))
            }
            "fen" => case.fen = Some(value.to_string()),
            "perft" => {
                let (d, nodes) = value.split_once(' ').expect("depth and nodes");
                case.lines
                    .push((d.parse().expect("depth"), nodes.parse().expect("nodes")));
            }
            other => panic!("{}: unknown key {other}", where_()),
        }
    }
    cases
}

#[test]
fn perft_suites_match_published_numbers() {
    let cases = cases();
    assert!(cases.len() >= 6, "the suite file lost its cases");
    let mut checked = 0;
    for case in cases {
        let game = case.game.unwrap_or_else(|| panic!("{}: no game", case.id));
        let pos = match &case.fen {
            Some(fen) => {
                Position::from_fen(game, fen).unwrap_or_else(|e| panic!("{}: {e}", case.id))
            }
            None => Position::start(game),
        };
        for (depth, nodes) in case.lines {
            if cfg!(debug_assertions) && nodes > DEBUG_NODE_LIMIT {
                continue;
            }
            assert_eq!(perft(&pos, depth), nodes, "{} depth {depth}", case.id);
            if nodes <= LISTED_NODE_LIMIT {
                let listed = perft_listed(&pos, depth);
                assert_eq!(listed, nodes, "{} depth {depth}, listed", case.id);
            }
            checked += 1;
        }
    }
    assert!(checked >= 20);
}

//! Helpers shared by the engine's integration tests.
#![allow(dead_code)]

use sjakkboks_engine::{Engine, Limits, Score};
use sjakkboks_rules::{GameId, Position};

/// The position `fen` of `game` (round board: pieces as `wK:e1 bR:t1 ...` plus the
/// fields after the placement).
pub fn position(game: GameId, fen: &str) -> Position {
    Position::from_fen(game, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// A round-board position from a piece list like `wK:e1 gR:v6` and the other fields.
pub fn round(pieces: &str, rest: &str) -> Position {
    let topo = GameId::ThreePlayer.topology();
    let mut cells = vec![String::new(); 144];
    for item in pieces.split_whitespace() {
        let (piece, label) = item.split_once(':').expect("piece:cell");
        let cell = topo.cell_by_label(label).expect("a cell");
        cells[cell.index()] = piece.to_string();
    }
    let rings: Vec<String> = (0..6)
        .map(|r| {
            let mut s = String::new();
            let mut empty = 0;
            for f in 0..24 {
                let c = &cells[r * 24 + f];
                if c.is_empty() {
                    empty += 1;
                } else {
                    if empty > 0 {
                        s += &empty.to_string();
                        empty = 0;
                    }
                    s += c;
                }
            }
            if empty > 0 {
                s += &empty.to_string();
            }
            s
        })
        .collect();
    position(GameId::ThreePlayer, &format!("{} {rest}", rings.join("/")))
}

/// The engine's move (as text) and score for `pos` at `depth`, with dice roll `roll`.
pub fn best(pos: &Position, roll: Option<u8>, depth: u32) -> (Option<String>, Score) {
    let limits = Limits {
        depth,
        nodes: 3_000_000,
        ..Limits::default()
    };
    let found = Engine::new(8).search(pos, &[], roll, &limits, &|| false, &mut |_| {});
    (
        found.best.map(|m| m.to_uci(pos.topology())),
        found.info.score,
    )
}

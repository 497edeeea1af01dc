//! Helpers shared by the engine's integration tests.
#![allow(dead_code)]

use sjakkboks_engine::{Engine, Limits, Score};
use sjakkboks_rules::{GameId, Position};

/// The position `fen` of `game` (round board: pieces as `wK:e1 bR:t1 ...` plus the
/// fields after the placement).
pub fn position(game: GameId, fen: &str) -> Position {
    Position::from_fen(game, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// A round-board position from a piece list like `wK:e1 gR:v6` and the other fields
/// ([`Position::from_piece_list`]).
pub fn round(pieces: &str, rest: &str) -> Position {
    Position::from_piece_list(GameId::ThreePlayer, pieces, rest)
        .unwrap_or_else(|e| panic!("{pieces} {rest}: {e}"))
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

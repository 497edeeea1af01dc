//! Helpers shared by the integration tests.
#![allow(dead_code)]

use sjakkboks_rules::{Game, GameId, Move, Position, Topology};

/// A position from FEN; panics with the error if it is refused.
pub fn pos(game: GameId, fen: &str) -> Position {
    Position::from_fen(game, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// A game starting from FEN.
pub fn game(game: GameId, fen: &str) -> Game {
    Game::from_position(pos(game, fen))
}

/// Moves as sorted UCI text.
pub fn sorted_uci(moves: &[Move], topology: &Topology) -> Vec<String> {
    let mut v: Vec<String> = moves.iter().map(|m| m.to_uci(topology)).collect();
    v.sort();
    v
}

/// The legal moves as sorted UCI text.
pub fn ucis(p: &Position) -> Vec<String> {
    sorted_uci(&p.legal_moves(), p.topology())
}

/// The position after the moves (UCI text), each of which must be legal.
pub fn after(p: &Position, moves: &[&str]) -> Position {
    moves.iter().fold(p.clone(), |p, m| {
        let mv = p.parse_uci(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        p.after(&mv)
    })
}

//! Perft entry points for node: each returns the leaf count (as `f64`, which holds
//! every count used here exactly) so that `run.mjs` can time it.

use shakmaty::Chess;
use sjakkboks_rules::{perft, perft_divide, perft_listed, GameId, Position};

/// Our perft from the start of game `game` (an index into [`GameId::ALL`]); dice chess
/// with the pawn rolled at the root. An unknown index counts nothing.
#[no_mangle]
pub extern "C" fn sjakkboks_perft(game: u32, depth: u32) -> f64 {
    let Some(id) = GameId::ALL.get(game as usize).copied() else {
        return 0.0;
    };
    let pos = Position::start(id);
    let nodes: u64 = if id.rules().dice {
        perft_divide(&pos, depth, Some(6))
            .iter()
            .map(|(_, n)| n)
            .sum()
    } else {
        perft(&pos, depth)
    };
    nodes as f64
}

/// [`sjakkboks_perft`] counting the last ply from the legal move list, as
/// shakmaty does (not for dice chess).
#[no_mangle]
pub extern "C" fn sjakkboks_perft_listed(game: u32, depth: u32) -> f64 {
    GameId::ALL
        .get(game as usize)
        .map_or(0.0, |&id| perft_listed(&Position::start(id), depth) as f64)
}

/// shakmaty's perft of chess from the start (shakmaty built without its `variant`
/// feature, as a chess program uses it; its `Antichess` is timed in the module of
/// `../antichess`).
#[no_mangle]
pub extern "C" fn shakmaty_perft(depth: u32) -> f64 {
    shakmaty::perft(&Chess::default(), depth) as f64
}

//! Losing-chess perft from the start, ours and shakmaty's `Antichess`, in one build:
//! exported for node (`../wasm/run.mjs`) and called by this package's native binary.
//! Each returns the leaf count as `f64`, which holds every count used here exactly.

use shakmaty::variant::Antichess;
use sjakkboks_rules::{perft, perft_listed, GameId, Position};

/// Our perft of losing chess to `depth`, counting the last ply from the legal move
/// list, as shakmaty does.
#[no_mangle]
pub extern "C" fn sjakkboks_antichess_perft_listed(depth: u32) -> f64 {
    perft_listed(&Position::start(GameId::Antichess), depth) as f64
}

/// Our perft of losing chess to `depth`, counting the last ply in bulk.
#[no_mangle]
pub extern "C" fn sjakkboks_antichess_perft(depth: u32) -> f64 {
    perft(&Position::start(GameId::Antichess), depth) as f64
}

/// shakmaty's perft of `Antichess` to `depth`.
#[no_mangle]
pub extern "C" fn shakmaty_antichess_perft(depth: u32) -> f64 {
    shakmaty::perft(&Antichess::default(), depth) as f64
}

//! Feeds arbitrary text to every parser of the rules crate: FEN for each game, and UCI
//! and SAN move text against the start position and against any FEN that parses.
//! Run: `cd crates/rules/fuzz && cargo +nightly fuzz run notation`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sjakkboks_rules::{GameId, Position};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for game in GameId::ALL {
        let start = Position::start(game);
        let _ = start.parse_uci(text);
        let _ = start.parse_san(text);
        if let Ok(pos) = Position::from_fen(game, text) {
            assert_eq!(Position::from_fen(game, &pos.to_fen()).as_ref(), Ok(&pos));
            for mv in pos.legal_moves() {
                let _ = pos.san(&mv);
            }
        }
    }
});

//! Feeds arbitrary text to the saved-game decoder, alone and as the record of a
//! version-1 envelope: it must never panic, and a game it reads must save to a text
//! that reads back to the same game.
//! Run: `cd crates/rules/fuzz && cargo +nightly fuzz run saved_game`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sjakkboks_rules::saved;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for text in [text.to_string(), format!("{{\"v\":1,\"record\":{text}}}")] {
        match saved::decode(&text) {
            Ok(game) => {
                let again = saved::decode(&saved::encode(&game)).expect("own saves read back");
                assert_eq!(again, game);
            }
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
});

//! Feeds arbitrary input to the saved-game reader: as saved text, and as a body
//! sealed with a correct length and checksum. It must never panic; a game it reads
//! must save to a text that reads back to the same game; every refusal must say why.
//! Run: `cd crates/rules/fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run saved_game`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sjakkboks_rules::{saved, share};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for text in [text.to_string(), share::seal(data)] {
        match saved::decode(&text) {
            Ok(game) => {
                let again = saved::decode(&saved::encode(&game)).expect("own saves read back");
                assert_eq!(again, game);
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
});

//! Feeds arbitrary text to the share-link decoder: it must never panic, and a game it
//! opens must encode to a link that opens to the same game, with nothing stopped.
//! Run: `cd crates/rules/fuzz && cargo +nightly fuzz run share_link`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sjakkboks_rules::share;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    // Also as a link body, so that the fuzzer gets past the version prefix at once.
    for text in [text.to_string(), format!("#g=1.{text}")] {
        if let Ok(opened) = share::decode(&text) {
            let _ = opened.stopped.as_ref().map(ToString::to_string);
            let again = share::decode(&share::fragment(&opened.game)).expect("own links open");
            assert!(
                again.stopped.is_none(),
                "own link stops: {:?}",
                again.stopped
            );
            assert_eq!(again.game, opened.game);
        }
    }
});

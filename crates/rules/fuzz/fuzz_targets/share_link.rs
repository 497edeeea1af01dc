//! Feeds arbitrary input to the share-link decoder: as link text, as the data after
//! `#g=1.`, and as a body sealed with a correct length and checksum, in formats 1 and
//! 2 (with clocks) (so that the
//! fuzzer reaches the body reader and the replay at once). It must never panic, and a
//! game it opens must encode to a link that opens to the same game, with nothing
//! stopped.
//! Run: `cd crates/rules/fuzz && cargo +nightly fuzz run share_link`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sjakkboks_rules::share;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let sealed = [share::seal(data), share::seal_version(2, data)];
    for link in [text.to_string(), format!("#g=1.{text}")]
        .into_iter()
        .chain(sealed)
    {
        match share::decode(&link) {
            Ok(opened) => {
                let _ = opened.stopped.as_ref().map(ToString::to_string);
                let own = share::fragment_with_clock(&opened.game, opened.clock.as_ref());
                let again = share::decode(&own).expect("own links open");
                assert_eq!(again.clock, opened.clock);
                assert!(
                    again.stopped.is_none(),
                    "own link stops: {:?}",
                    again.stopped
                );
                assert_eq!(again.game, opened.game);
            }
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
});

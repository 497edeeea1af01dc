//! The Sjakkboks engine in a Web Worker (built by Trunk as `sjakkboks-worker`,
//! started by the app only when a game against the computer begins).
//!
//! The page posts one message per job; the worker answers `{id, ..., error}`,
//! where `error` says why the job could not be done (else `null`):
//! - a search, `{id, game, seat, level, seed, ms}` (`game` is saved-game text,
//!   `seat` a colour letter, `ms` the time budget), answered with `best`: the
//!   move as UCI-style text, or `null` when the face rolled allows none;
//! - `{id, kind: "pgn-export", game, date}`, answered with `text`: the PGN, or
//!   `null` for a game PGN cannot hold;
//! - `{id, kind: "pgn-import", text, lang}`, answered with `game`: the game as
//!   saved-game text (the error in `lang`, `nb` or `en`);
//! - `{id, kind: "qr", text}`, answered with `svg`: the QR code of `text` as
//!   an SVG element (for the share dialog).
//!
//! The PGN reader and writer and the QR encoder live here, not in the app, to
//! keep them out of the app's first load; the page starts a worker of its own for them.
//! It first posts `{ready: true}`, as messages sent before then would be lost.
//! A search cannot be interrupted from outside: the page cancels one by
//! terminating the worker.

// Natively only the tests use it; the browser build calls it from `bridge`.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod ask;
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod pgn_job;
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod qr_job;

#[cfg(target_arch = "wasm32")]
mod bridge;

fn main() {
    #[cfg(target_arch = "wasm32")]
    bridge::listen();
}

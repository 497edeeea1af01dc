//! The Sjakkboks engine in a Web Worker (built by Trunk as `sjakkboks-worker`,
//! started by the app only when a game against the computer begins).
//!
//! The page posts one message per search: `{id, game, seat, level, seed, ms}`
//! (`game` is saved-game text, `seat` a colour letter, `ms` the time budget).
//! The worker answers `{id, best, error}`: `best` is the move as UCI-style text,
//! or `null` when the face rolled allows none; `error` says why no search ran.
//! It first posts `{ready: true}`, as messages sent before then would be lost.
//! A search cannot be interrupted from outside: the page cancels one by
//! terminating the worker.

// Natively only the tests use it; the browser build calls it from `bridge`.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod ask;

#[cfg(target_arch = "wasm32")]
mod bridge;

fn main() {
    #[cfg(target_arch = "wasm32")]
    bridge::listen();
}

//! The Sjakkboks engine in a Web Worker (built by Trunk as `sjakkboks-worker`,
//! started by the app only when it needs it: a game against the computer, a
//! hint, PGN, or a QR code).
//!
//! It decodes a job (the session crate's [`sjakkboks_session::protocol`]),
//! runs the engine, the PGN reader or writer, or the QR encoder, and encodes
//! the reply; nothing else. The PGN reader and writer and the QR encoder live
//! here, not in the app, to keep them out of the app's first load. A search
//! cannot be interrupted from outside: the page cancels one by terminating the
//! worker.

// Natively only the tests use them; the browser build calls them from `bridge`.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod ask;
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod jobs;
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod pgn_job;
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod qr_job;
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod review_job;

#[cfg(target_arch = "wasm32")]
mod bridge;

fn main() {
    #[cfg(target_arch = "wasm32")]
    bridge::listen();
}

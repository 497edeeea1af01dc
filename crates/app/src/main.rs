//! Sjakkboks in the browser: a Yew front-end over the `sjakkboks-rules` crate.
//!
//! Data flows one way: a pointer, key or button becomes a [`state::Action`];
//! the reducer in `state` asks the rules crate for the new game; components
//! draw what the state says. `app` picks the page (`route`), `home`, `play`
//! and `rules_pages` are the pages (the rules texts are fetched files, read by
//! `rules_text`), `board` draws and drives the board,
//! `controls`, `toggles`, `setup`, `movelist`, `clocks` and `dice` sit round it (the
//! clocks tell time by `wall_clock`), `focus_trap` keeps the
//! keyboard in a dialog, `notation` and `i18n` hold the
//! words, `settings` what the player chose, `opponents` who plays (people or
//! the computer), `computer` drives the computer's seats through the engine's
//! Web Worker (`engine_worker`), `persist` saves, shares, embeds
//! and imports games, `offline` registers the service worker, `scripts`
//! loads our small scripts after the first draw, through which `sound` plays
//! the game's sounds and `wake_lock` keeps the screen on during a game (both
//! driven by `game_feedback`) and the share dialog opens the share sheet and
//! shows the link's QR code.

mod app;
mod board;
mod browse;
mod captures;
mod class_names;
mod clocks;
mod computer;
mod controls;
mod dice;
mod engine_worker;
mod focus_trap;
mod game_feedback;
mod home;
mod i18n;
mod movelist;
mod notation;
mod offline;
mod opponents;
mod persist;
mod piece_ids;
mod play;
mod play_slot;
mod route;
mod rules_pages;
mod rules_text;
mod scripts;
mod settings;
mod setup;
mod sound;
mod state;
mod toggles;
mod wake_lock;
mod wall_clock;

/// The heap allocator: talc, smaller than the default dlmalloc in wasm.
// SAFETY: the app runs in one thread of wasm32 (no threads are started).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };

/// The element the app draws its pages in (index.html), beside the piece drawings.
const ROOT_ID: &str = "app";

fn main() {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(ROOT_ID));
    match root {
        Some(root) => yew::Renderer::<app::App>::with_root(root).render(),
        None => yew::Renderer::<app::App>::new().render(),
    };
    // After the first draw: our scripts for sounds and the wake lock.
    gloo_timers::callback::Timeout::new(0, scripts::load).forget();
    // After the first page is drawn: the service worker then caches every
    // file, the engine's too, in the background.
    gloo_timers::callback::Timeout::new(1_000, offline::register).forget();
}

//! Sjakkboks in the browser: a Yew front-end over the `sjakkboks-session`
//! crate, which holds everything the page computes without a browser (the
//! reducer, the words, the board's geometry, the messages to the worker).
//!
//! Data flows one way: a pointer, key or button becomes a
//! `sjakkboks_session::state::Action`; the session's reducer asks the rules
//! crate for the new game; components draw what the state says. `app` picks
//! the page (`route`); `pages` are the pages (home, play and its slot, rules);
//! `components` what they are built of (the board and what sits round it, the
//! dialogs); `hooks` tie a game to the computer's seats and to the sounds and
//! wake lock; `services` are the browser's side (the engine's Web Worker,
//! saving and sharing, sounds, wake lock, offline, our scripts, the wall
//! clock); `settings` what the player chose.
//!
//! The library is built twice (`Cargo.toml`): without the `full` feature it is
//! the page's first load, home and a game played on one device; with it, it is
//! the whole app. What the first build leaves out (the new-game, share, embed
//! and PGN dialogs, the rules pages, the computer) it opens by fetching the
//! full build and handing the page over to it (`services::handover`).

mod app;
mod class_names;
mod components;
mod hooks;
mod pages;
mod route;
mod same_rc;
mod services;
mod settings;

/// The heap allocator: talc, smaller than the default dlmalloc in wasm.
// SAFETY: the app runs in one thread of wasm32 (no threads are started).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };

/// The element the app draws its pages in (index.html), beside the piece drawings.
const ROOT_ID: &str = "app";

/// Draws the app in its element and starts what follows the first draw.
pub fn start() {
    let app = match services::handover::root(ROOT_ID) {
        Some(root) => yew::Renderer::<app::App>::with_root(root).render(),
        None => yew::Renderer::<app::App>::new().render(),
    };
    services::handover::started(app);
    #[cfg(not(feature = "full"))]
    {
        // After the first draw: our scripts for sounds and the wake lock.
        gloo_timers::callback::Timeout::new(0, services::scripts::load).forget();
        // After the first page is drawn: the service worker then caches every
        // file, the full module's and the engine's too, in the background.
        gloo_timers::callback::Timeout::new(1_000, services::offline::register).forget();
    }
}

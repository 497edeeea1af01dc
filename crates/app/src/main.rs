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

mod app;
mod class_names;
mod components;
mod hooks;
mod pages;
mod route;
mod services;
mod settings;

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
    gloo_timers::callback::Timeout::new(0, services::scripts::load).forget();
    // After the first page is drawn: the service worker then caches every
    // file, the engine's too, in the background.
    gloo_timers::callback::Timeout::new(1_000, services::offline::register).forget();
}

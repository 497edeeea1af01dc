//! Sjakkboks in the browser: a Yew front-end over the `sjakkboks-rules` crate.
//!
//! Data flows one way: a pointer, key or button becomes a [`state::Action`];
//! the reducer in `state` asks the rules crate for the new game; components
//! draw what the state says. `app` picks the page (`route`), `home`, `play`
//! and `rules_pages` are the pages, `board` draws and drives the board,
//! `controls`, `movelist` and `dice` sit round it, `focus_trap` keeps the
//! keyboard in a dialog, `notation` and `i18n` hold the
//! words, `settings` what the player chose, `persist` saves, shares, embeds
//! and imports games, `offline` registers the service worker.

mod app;
mod board;
mod controls;
mod dice;
mod focus_trap;
mod home;
mod i18n;
mod movelist;
mod notation;
mod offline;
mod persist;
mod play;
mod route;
mod rules_pages;
mod settings;
mod state;

fn main() {
    offline::register();
    yew::Renderer::<app::App>::new().render();
}

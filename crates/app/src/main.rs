//! Sjakkboks in the browser: a Yew front-end over the `sjakkboks-rules` crate.
//!
//! `app` holds the root component, `board` draws a board from the rules
//! crate's topology and position, `pieces` holds our own piece drawings.

mod app;
mod board;
mod pieces;

fn main() {
    yew::Renderer::<app::App>::new().render();
}

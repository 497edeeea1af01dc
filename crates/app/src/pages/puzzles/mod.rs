//! Puzzles (`?page=puzzles&game=<id>`, see [`crate::route::PuzzleAt`]): the trainer of
//! one game's puzzles. It lives in the full module: the first module hands the page
//! over, and nothing of it is fetched before; the game's puzzle file is fetched when
//! the trainer opens (`crate::services::puzzles`).

#[cfg(feature = "full")]
mod board;
#[cfg(feature = "full")]
mod loader;
#[cfg(feature = "full")]
mod trainer;

use sjakkboks_rules::GameId;
use sjakkboks_session::i18n::Lang;
use yew::prelude::*;

use crate::route::{PuzzleAt, Route};

/// The puzzle trainer of `game` at `at`; `navigate` opens a page.
#[cfg(feature = "full")]
pub fn puzzles_page(game: GameId, at: PuzzleAt, lang: Lang, navigate: &Callback<Route>) -> Html {
    html! { <loader::PuzzlesLoader {game} {at} {lang} navigate={navigate.clone()} /> }
}

/// In the first module: the full module is fetched, and draws the trainer.
#[cfg(not(feature = "full"))]
pub fn puzzles_page(_game: GameId, _at: PuzzleAt, lang: Lang, _navigate: &Callback<Route>) -> Html {
    html! { <crate::services::handover::HandOver {lang} /> }
}

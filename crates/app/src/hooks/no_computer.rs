//! The first module plays no computer: a game with the computer in a seat
//! (a saved game, a share link or `?ai=`) hands the page to the full module
//! (`crate::services::handover`), whose `use_computer` drives the seats.

use yew::prelude::*;

use crate::hooks::game_on_screen::GameOnScreen;
use crate::services::handover::HandOver;
use sjakkboks_session::i18n::Lang;

/// What the page shows of the computer in the first module.
#[derive(Clone, PartialEq)]
pub struct Computer {
    /// Whether the computer has a seat: the full module is then being fetched.
    pub thinking: bool,
    /// Asks for a hint (nothing: hints are given against the computer only).
    pub ask_hint: Callback<()>,
    /// Whether a hint is being worked out (never here).
    pub hinting: bool,
}

impl Computer {
    /// While the computer has a seat: the full module is being fetched (or
    /// could not be).
    pub fn status(&self, lang: Lang) -> Html {
        if self.thinking {
            html! { <HandOver {lang} /> }
        } else {
            Html::default()
        }
    }
}

/// Sees whether the computer has a seat in the game of `state` (`_seed`
/// makes the full module's choices repeatable).
#[hook]
pub fn use_computer(state: UseReducerHandle<GameOnScreen>, _seed: Option<u64>) -> Computer {
    Computer {
        thinking: state.session.opponents.any(),
        ask_hint: Callback::noop(),
        hinting: false,
    }
}

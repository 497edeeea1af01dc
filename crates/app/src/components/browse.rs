//! Going through the moves: the buttons under the board (to the start, one
//! move back, one forward, to the present), the line that says which position
//! of the past is shown with a way back to the game, and the keys.
//!
//! Keys: Left and Right step, Home and End jump, wherever the focus is except
//! in text fields and on a board played with the keyboard, whose arrows move
//! its focus ring (it handles them first and marks them handled; after a tap
//! or a click, with the ring hidden, it lets them through).

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

use sjakkboks_session::i18n::Lang;
use sjakkboks_session::state::{Action, Browse, PlayState};

/// The buttons under the board and, while a position of the past is shown,
/// which one it is and a button back to the game.
pub fn browse_bar(state: &PlayState, dispatch: &Callback<Action>, lang: Lang) -> Html {
    let text = lang.text();
    let (shown, last) = (state.session.shown_ply(), state.session.game.moves().len());
    let button = |i: usize, name: &'static str, glyph: &'static str, to: Browse, on: bool| {
        let d = dispatch.clone();
        html! {
            <button type="button" class="button browse" data-action={name}
                aria-label={text.browse[i]} disabled={!on}
                onclick={move |_| d.emit(Action::Browse(to))}>{ glyph }</button>
        }
    };
    let viewing = state.session.past.as_ref().map(|_| {
        let d = dispatch.clone();
        html! {
            <p class="viewing" role="status">
                if shown == 0 {
                    { text.start_position }
                } else {
                    { text.viewing }<strong>{ shown.to_string() }</strong>
                }
                <button type="button" class="button small primary" data-action="present"
                    onclick={move |_| d.emit(Action::Browse(Browse::Last))}>
                    { text.back_to_game }
                </button>
            </p>
        }
    });
    html! {
        <div class="browse-bar">
            { for viewing }
            { button(0, "first", "«", Browse::First, shown > 0) }
            { button(1, "prev", "‹", Browse::Prev, shown > 0) }
            { button(2, "next", "›", Browse::Next, shown < last) }
            { button(3, "last", "»", Browse::Last, shown < last) }
        </div>
    }
}

/// Left/Right and Home/End step through the moves (see the module's notes).
#[hook]
pub fn use_browse_keys(dispatch: Callback<Action>) {
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|w| {
            let options = EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(&w, "keydown", options, move |e| {
                let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                let typing = e
                    .target()
                    .and_then(|t| t.dyn_into::<Element>().ok())
                    .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA"));
                if typing || e.default_prevented() || e.alt_key() || e.ctrl_key() || e.meta_key() {
                    return;
                }
                let to = match e.key().as_str() {
                    "ArrowLeft" => Browse::Prev,
                    "ArrowRight" => Browse::Next,
                    "Home" => Browse::First,
                    "End" => Browse::Last,
                    _ => return,
                };
                e.prevent_default();
                dispatch.emit(Action::Browse(to));
            })
        });
        move || drop(listener)
    });
}

//! The settings' switches beside a game: turn the board, roll by itself, show
//! the computer's hint, sounds.

use yew::prelude::*;

use crate::settings::Settings;
use sjakkboks_session::state::PlayState;

/// The switches that apply to the game on screen; `on_settings` is called
/// with changed settings.
pub fn toggles(state: &PlayState, settings: Settings, on_settings: &Callback<Settings>) -> Html {
    let text = settings.lang.text();
    let computer = state.session.opponents.any();
    let toggle = |label: &'static str, name: &'static str, on: bool, set: fn(&mut Settings)| {
        let on_settings = on_settings.clone();
        let onclick = move |_| {
            let mut s = settings;
            set(&mut s);
            on_settings.emit(s);
        };
        html! {
            <button type="button" class="toggle" data-action={name} aria-pressed={on.to_string()}
                {onclick}>
                <span class="switch" aria-hidden="true"></span>{ label }
            </button>
        }
    };
    html! {
        <div class="settings" aria-label={text.settings}>
            // Against the computer a person always sits at the bottom.
            if !computer {
                { toggle(text.turn_board, "flip", settings.turn_board, |s| s.turn_board = !s.turn_board) }
            }
            if state.session.game.id().rules().dice {
                { toggle(text.auto_roll, "auto-roll", settings.auto_roll, |s| s.auto_roll = !s.auto_roll) }
            }
            if computer {
                { toggle(text.show_hint, "hints", settings.hints, |s| s.hints = !s.hints) }
            }
            { toggle(text.sound, "sound", settings.sound, |s| s.sound = !s.sound) }
        </div>
    }
}

//! The chess clocks on screen: a strip of clocks above the board for the
//! players sitting there and one below for the player at the bottom, so the
//! clocks turn with the board. Each shows its player's time in large digits
//! (`data-clock="<colour>"`); the running one is looked at ten times a second,
//! only while a clock runs, and drawn again when its digits change. When it
//! reaches zero the strip says so ([`Action::Flag`]); the reducer and the
//! rules crate decide what follows.
//! The bottom strip has the pause button for the trainer. A running clock
//! that goes under ten seconds plays the low-time sound once.

use gloo_timers::callback::Interval;
use sjakkboks_rules::clock::{Clock, Running};
use sjakkboks_rules::Color;
use yew::prelude::*;

use crate::class_names::{class_names, when};
use crate::services::sound::{self, Sound};
use crate::services::wall_clock;
use sjakkboks_session::i18n::clocks::{digits, shown_step, words, LOW_MS};
use sjakkboks_session::i18n::{capitalise, color_name, Lang};
use sjakkboks_session::state::Action;

/// Properties of [`ClockStrip`].
#[derive(Properties, PartialEq, Clone)]
pub struct ClockStripProps {
    /// The game's clocks.
    pub clock: Clock,
    /// The players whose clocks this strip shows, left to right.
    pub seats: Vec<Color>,
    /// Whether the strip holds the pause button (while the game goes on).
    pub pause_button: bool,
    /// Where a fallen flag and the pause button go.
    pub dispatch: Callback<Action>,
    /// The language.
    pub lang: Lang,
}

/// One strip of clocks.
#[function_component(ClockStrip)]
pub fn clock_strip(props: &ClockStripProps) -> Html {
    let update = use_force_update();
    let running = match props.clock.running() {
        Running::Since { color, .. } if props.seats.contains(&color) => Some(color),
        _ => None,
    };
    {
        let dispatch = props.dispatch.clone();
        use_effect_with((props.clock.clone(), running), move |(clock, running)| {
            let tick = running.map(|color| {
                let clock = clock.clone();
                // The low-time sound plays once, when the running clock goes under.
                let mut low = clock.left(color, wall_clock::now()) < LOW_MS;
                // The step of time the running clock shows (tenths under ten
                // seconds, else seconds): the strip is drawn again only when
                // it changes.
                let mut shown = u32::MAX;
                let mut check = move || {
                    let now = wall_clock::now();
                    let left = clock.left(color, now);
                    if !low && left < LOW_MS {
                        low = true;
                        sound::play(Sound::LowTime);
                    }
                    if clock.flag(now) == Some(color) {
                        dispatch.emit(Action::Flag(color));
                    }
                    let step = shown_step(left);
                    std::mem::replace(&mut shown, step) != step
                };
                // A clock that ran out while the page was away falls at once.
                check();
                Interval::new(100, move || {
                    if check() {
                        update.force_update();
                    }
                })
            });
            move || drop(tick)
        });
    }
    let now = wall_clock::now();
    let w = words(props.lang);
    let clocks = props.seats.iter().map(|&color| {
        let left = props.clock.left(color, now);
        let class = class_names(&["clock", color.name(), when(running == Some(color), "running"), when(left < LOW_MS, "low")]);
        html! {
            <div {class}>
                <span class="clock-name">{ capitalise(color_name(props.lang, color)) }</span>
                <span class="clock-time" data-clock={color.name()} role="timer">{ digits(left) }</span>
            </div>
        }
    });
    let paused = props.clock.is_paused();
    let pause = props.pause_button.then(|| {
        let dispatch = props.dispatch.clone();
        html! {
            <button type="button" class="button small pause" data-action="pause"
                aria-pressed={paused.to_string()} onclick={move |_| dispatch.emit(Action::Pause)}>
                { if paused { w.resume } else { w.pause } }
            </button>
        }
    });
    html! {
        <div class={class_names(&["clocks", when(paused, "paused")])}>
            { for clocks }
            { for pause }
            if paused && props.pause_button {
                <span class="paused-note" role="status">{ w.paused }</span>
            }
        </div>
    }
}

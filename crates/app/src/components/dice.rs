//! The die of dice chess: an SVG die that tumbles for about 0.6 s when rolled
//! (briefly when the browser asks for reduced motion) and then settles; only
//! then does the reducer hand the face to the game. The face was drawn when
//! the roll began (see `sjakkboks_session::dice_rng`), so the tumbling is only for the eyes.

use gloo_timers::callback::{Interval, Timeout};
use sjakkboks_rules::Kind;
use yew::prelude::*;

use crate::class_names::{class_names, when};
use sjakkboks_session::i18n::{kind_name, Lang};

/// How long a roll tumbles, in milliseconds.
const TUMBLE_MS: u32 = 600;
/// How long it tumbles when the browser asks for reduced motion.
const REDUCED_MS: u32 = 120;
/// How often the tumbling die shows another face.
const FACE_MS: u32 = 75;

/// The pips of each face, on a 3 x 3 grid numbered 0..9 row by row.
const PIPS: [&[u8]; 6] = [
    &[4],
    &[2, 6],
    &[2, 4, 6],
    &[0, 2, 6, 8],
    &[0, 2, 4, 6, 8],
    &[0, 2, 3, 5, 6, 8],
];

/// The face glyph (⚀ to ⚅) for the move list.
pub fn glyph(face: u8) -> char {
    char::from_u32(0x267F + u32::from(face)).unwrap_or('?')
}

/// The face a tumbling die shows after `step` changes during roll `serial`.
fn tumble_face(serial: u32, step: u32) -> u8 {
    let n = serial.wrapping_mul(7).wrapping_add(step.wrapping_mul(5));
    (n % 6) as u8 + 1
}

/// Properties of [`Die`].
#[derive(Properties, PartialEq, Clone)]
pub struct DieProps {
    /// The face to show once settled (the last roll of this turn), if any.
    pub face: Option<u8>,
    /// The roll under way: its serial number, while it tumbles.
    pub rolling: Option<u32>,
    /// Whether a roll may be started now.
    pub can_roll: bool,
    /// Starts a roll.
    pub on_roll: Callback<()>,
    /// The tumble is over.
    pub on_settled: Callback<()>,
    /// The language of the labels.
    pub lang: Lang,
}

/// Whether the browser asks for reduced motion.
fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// The die, as a button that rolls it.
#[function_component(Die)]
pub fn die(props: &DieProps) -> Html {
    // The tumble under way: its roll's serial and how many faces it has shown.
    // A new roll starts from its own first face, never the one shown before.
    let steps = use_state(|| (0u32, 0u32));
    {
        let steps = steps.clone();
        let on_settled = props.on_settled.clone();
        use_effect_with(props.rolling, move |rolling| {
            let timers = rolling.map(|serial| {
                let mut n = 0u32;
                let tumble = Interval::new(FACE_MS, move || {
                    n = n.wrapping_add(1);
                    steps.set((serial, n));
                });
                let ms = if reduced_motion() {
                    REDUCED_MS
                } else {
                    TUMBLE_MS
                };
                let settle = Timeout::new(ms, move || on_settled.emit(()));
                (tumble, settle)
            });
            move || drop(timers)
        });
    }
    let tumbling = props.rolling.is_some();
    let face = match props.rolling {
        Some(serial) => {
            let (of, n) = *steps;
            Some(tumble_face(serial, if of == serial { n } else { 0 }))
        }
        None => props.face,
    };
    let text = props.lang.text();
    let label = match (tumbling, props.face) {
        (true, _) => text.rolling.to_owned(),
        (false, Some(f)) if !props.can_roll => format!(
            "{} {f}: {}",
            text.die,
            Kind::for_roll(f).map_or("", |k| kind_name(props.lang, k))
        ),
        _ => text.roll.to_owned(),
    };
    let pips = face
        .and_then(|f| PIPS.get(usize::from(f).wrapping_sub(1)))
        .map(|pips| {
            pips.iter()
                .map(|&p| {
                    let (x, y) = (18 + 22 * u32::from(p % 3), 18 + 22 * u32::from(p / 3));
                    html! { <circle class="pip" cx={x.to_string()} cy={y.to_string()} r="7" /> }
                })
                .collect::<Html>()
        });
    let on_roll = props.on_roll.clone();
    html! {
        <button type="button" class={class_names(&["die-button", when(props.can_roll, "ready")])}
            data-action="roll" disabled={!props.can_roll} aria-label={label.clone()}
            onclick={move |_| on_roll.emit(())}>
            <svg class={class_names(&["die", when(tumbling, "tumbling")])} viewBox="0 0 80 80"
                data-die-face={(!tumbling).then_some(face).flatten().map(|f| f.to_string())}
                aria-hidden="true">
                <rect class="die-body" x="3" y="3" width="74" height="74" rx="14" />
                { for pips }
            </svg>
            <span class="die-label">{ label }</span>
        </button>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_have_their_pips_and_glyphs() {
        for face in 1..=6u8 {
            assert_eq!(PIPS[usize::from(face) - 1].len(), usize::from(face));
        }
        assert_eq!(glyph(1), '⚀');
        assert_eq!(glyph(6), '⚅');
    }
}

//! The list of moves played, numbered by rounds (two or three moves a row).
//! Each move (`data-ply="<n>"`, 1 the first) shows the board as it was after
//! it when clicked; the wheel over the list steps through the moves. After a
//! review (full module) a judged move carries `data-judgement`.

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use sjakkboks_rules::Declaration;
use yew::prelude::*;

use crate::components::dice::glyph;
use sjakkboks_session::i18n::notation::move_text;
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::state::{Action, Browse, PlayState};

/// How far the wheel turns (in pixels) for one step through the moves.
const WHEEL_STEP: f64 = 50.0;

/// Properties of [`MoveList`].
#[derive(Properties, Clone)]
pub struct MoveListProps {
    /// The game on screen.
    pub state: Rc<PlayState>,
    /// The language of the heading.
    pub lang: Lang,
    /// Where actions go.
    pub dispatch: Callback<Action>,
}

impl PartialEq for MoveListProps {
    fn eq(&self, other: &Self) -> bool {
        // A tap that only picks a piece up leaves the list (and its notation)
        // be; a move played or another move shown redraws it.
        self.lang == other.lang
            && (Rc::ptr_eq(&self.state, &other.state)
                || (Rc::ptr_eq(&self.state.session.game, &other.state.session.game)
                    && self.state.session.shown_ply() == other.state.session.shown_ply()))
    }
}

/// The moves so far, newest last; the move shown on the board is marked and
/// scrolled into view.
#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let game = &props.state.session.game;
    let players = game.id().rules().players.len().max(1);
    let dice = game.id().rules().dice;
    let mut texts: Vec<String> = game
        .moves()
        .iter()
        .zip(game.positions())
        .zip(game.rolls())
        .map(|((mv, before), rolls)| {
            let text = move_text(props.lang, before, mv);
            if dice {
                let faces: String = rolls.iter().map(|&f| glyph(f)).collect();
                format!("{faces} {text}")
            } else {
                text
            }
        })
        .collect();
    // Three players: the resignation that ended the game is a turn of its own, as
    // the ones before it were.
    if players > 2 && matches!(game.declared(), Some(Declaration::Resigned(_))) {
        texts.push(props.lang.text().resigns.to_owned());
    }
    let shown = props.state.session.shown_ply();
    let plies = game.moves().len();
    #[cfg(feature = "full")]
    let judgements = use_context::<crate::components::review::Judgements>().unwrap_or_default();
    let rows = texts.chunks(players).enumerate().map(|(i, row)| {
        let entries = row.iter().enumerate().map(|(j, t)| {
            let ply = i * players + j + 1;
            if ply > plies {
                return html! { <span class="move">{ t.clone() }</span> };
            }
            let dispatch = props.dispatch.clone();
            #[cfg(feature = "full")]
            let judgement = judgements.at(ply).map(|j| j.code());
            #[cfg(not(feature = "full"))]
            let judgement: Option<&'static str> = None;
            html! {
                <button type="button" class="move" data-ply={ply.to_string()}
                    data-judgement={judgement}
                    aria-current={(ply == shown).then_some("step")}
                    onclick={move |_| dispatch.emit(Action::Browse(Browse::To(ply)))}>
                    { t.clone() }
                </button>
            }
        });
        html! {
            <li>
                <span class="move-number">{ format!("{}.", i + 1) }</span>
                { for entries }
            </li>
        }
    });
    let text = props.lang.text();
    // Keep the row of the move shown in the middle of the view (the newest at
    // the present); rows are of one height. Measured in a task of its own
    // once the move is drawn: reading the height now would lay the page out
    // inside the move's task and make it long on a slow phone.
    let list = use_node_ref();
    {
        let list = list.clone();
        let rows = texts.len().div_ceil(players).max(1) as i32;
        let row = (shown.max(1) as i32 - 1) / players as i32;
        use_effect_with((shown, texts.len()), move |_| {
            let timer = Timeout::new(0, move || {
                if let Some(el) = list.cast::<web_sys::Element>() {
                    let height = el.scroll_height();
                    el.set_scroll_top(height * row / rows - height / rows * 3);
                }
            });
            move || drop(timer)
        });
    }
    let wheel = use_mut_ref(|| 0.0);
    let onwheel = {
        let dispatch = props.dispatch.clone();
        // (Yew's wheel listener is passive: the list scrolls too, then the
        // effect above puts the move shown back in view.)
        Callback::from(move |e: WheelEvent| {
            // Lines (Firefox's mouse wheel) count as pixels here.
            let lines = if e.delta_mode() == 1 { WHEEL_STEP } else { 1.0 };
            let mut turned = wheel.borrow_mut();
            *turned += e.delta_y() * lines;
            if turned.abs() >= WHEEL_STEP {
                let to = if *turned > 0.0 {
                    Browse::Next
                } else {
                    Browse::Prev
                };
                *turned = 0.0;
                dispatch.emit(Action::Browse(to));
            }
        })
    };
    html! {
        <section class="moves" aria-label={text.moves}>
            <h2>{ text.moves }</h2>
            if texts.is_empty() {
                <p class="quiet">{ text.no_moves }</p>
            } else {
                <ol class="move-list" ref={list} {onwheel}>{ for rows }</ol>
            }
        </section>
    }
}

//! The list of moves played, numbered by rounds (two or three moves a row).

use std::rc::Rc;

use sjakkboks_rules::Declaration;
use yew::prelude::*;

use crate::dice::glyph;
use crate::i18n::Lang;
use crate::notation::move_text;
use crate::state::PlayState;

/// Properties of [`MoveList`].
#[derive(Properties, Clone)]
pub struct MoveListProps {
    /// The game on screen.
    pub state: Rc<PlayState>,
    /// The language of the heading.
    pub lang: Lang,
}

impl PartialEq for MoveListProps {
    fn eq(&self, other: &Self) -> bool {
        // A tap that only picks a piece up leaves the list (and its notation) be.
        self.lang == other.lang
            && (Rc::ptr_eq(&self.state, &other.state) || self.state.game == other.state.game)
    }
}

/// The moves so far, newest last, scrolled into view.
#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let game = &props.state.game;
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
    let rows = texts.chunks(players).enumerate().map(|(i, row)| {
        html! {
            <li>
                <span class="move-number">{ format!("{}.", i + 1) }</span>
                { for row.iter().map(|t| html! { <span class="move">{ t.clone() }</span> }) }
            </li>
        }
    });
    let text = props.lang.text();
    // Keep the newest move in view.
    let list = use_node_ref();
    {
        let list = list.clone();
        use_effect_with(texts.len(), move |_| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    html! {
        <section class="moves" aria-label={text.moves}>
            <h2>{ text.moves }</h2>
            if texts.is_empty() {
                <p class="quiet">{ text.no_moves }</p>
            } else {
                <ol class="move-list" ref={list}>{ for rows }</ol>
            }
        </section>
    }
}

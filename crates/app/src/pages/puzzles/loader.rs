//! Fetches a game's puzzles, then shows the trainer; says so while they load, and
//! offers to try again if they could not be fetched.

use sjakkboks_rules::GameId;
use sjakkboks_session::i18n::puzzles::words;
use sjakkboks_session::i18n::Lang;
use yew::prelude::*;

use super::trainer::Trainer;
use crate::hooks::fetched::{use_fetched, Fetched};
use crate::route::{PuzzleAt, Route};
use crate::services::puzzles;

/// Properties of [`PuzzlesLoader`].
#[derive(Properties, PartialEq, Clone)]
pub struct PuzzlesLoaderProps {
    /// The game.
    pub game: GameId,
    /// Which puzzle.
    pub at: PuzzleAt,
    /// The language.
    pub lang: Lang,
    /// Opens a page.
    pub navigate: Callback<Route>,
}

/// The trainer once the game's puzzles are fetched.
#[function_component(PuzzlesLoader)]
pub fn puzzles_loader(props: &PuzzlesLoaderProps) -> Html {
    let (load, retry) = use_fetched(props.game, puzzles::puzzles);
    let w = words(props.lang);
    match &*load {
        Fetched::Loading => html! { <p class="rules-status" role="status">{ w.loading }</p> },
        Fetched::Failed(error) => {
            let retry = move |_| retry.emit(());
            html! {
                <p class="rules-status" role="alert" data-error={error.to_string()}>
                    { w.failed }{ " " }
                    <button type="button" class="button small" data-action="retry-load"
                        onclick={retry}>{ props.lang.text().try_again }</button>
                </p>
            }
        }
        Fetched::Loaded(all) => html! {
            <Trainer key={props.at.search_part().unwrap_or_default()} puzzles={all.clone()} game={props.game}
                at={props.at} lang={props.lang} navigate={props.navigate.clone()} />
        },
    }
}

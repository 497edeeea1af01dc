//! The home page: every game of the box, with its name, a small picture of its
//! board and one line about it.

use sjakkboks_rules::GameId;
use yew::prelude::*;

use crate::board::BoardPicture;
use crate::i18n::{game_blurb, game_name, Lang};
use crate::route::Route;

/// Properties of [`HomePage`].
#[derive(Properties, PartialEq, Clone)]
pub struct HomePageProps {
    /// The language.
    pub lang: Lang,
    /// Opens a page.
    pub navigate: Callback<Route>,
}

/// The list of games.
#[function_component(HomePage)]
pub fn home_page(props: &HomePageProps) -> Html {
    let lang = props.lang;
    let text = lang.text();
    let cards = GameId::ALL.into_iter().map(|game| {
        let play = {
            let navigate = props.navigate.clone();
            move |_| navigate.emit(Route::Play(game))
        };
        let rules = {
            let navigate = props.navigate.clone();
            move |_| navigate.emit(Route::Rules(game))
        };
        html! {
            <li class="game-card" data-game={game.id()}>
                <button type="button" class="card-main" onclick={play}>
                    <BoardPicture {game} />
                    <span class="card-text">
                        <span class="card-title">{ game_name(lang, game) }</span>
                        <span class="card-blurb">{ game_blurb(lang, game) }</span>
                    </span>
                </button>
                <button type="button" class="card-rules" onclick={rules}>{ text.rules }</button>
            </li>
        }
    });
    html! {
        <section class="home">
            <p class="tagline">{ text.tagline }</p>
            <ul class="game-list">{ for cards }</ul>
        </section>
    }
}

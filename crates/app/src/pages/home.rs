//! The home page: every game of the box, with its name, a small picture of its
//! board, one line about it, and the stars earned in its lessons once its
//! course has been opened.

use sjakkboks_rules::GameId;
use yew::prelude::*;

use crate::components::board::board_picture;
use crate::pages::learn::stars_line;
use crate::route::Route;
use sjakkboks_session::i18n::{game_blurb, game_name, Lang};

/// The list of games; `navigate` opens a page.
pub fn home_page(lang: Lang, navigate: &Callback<Route>) -> Html {
    let text = lang.text();
    let cards = GameId::ALL.into_iter().map(|game| {
        let play = {
            let navigate = navigate.clone();
            move |_| navigate.emit(Route::Play(game))
        };
        let rules = {
            let navigate = navigate.clone();
            move |_| navigate.emit(Route::Rules(game))
        };
        html! {
            <li class="game-card" data-game={game.as_str()}>
                <button type="button" class="card-main" onclick={play}>
                    { board_picture(game, false) }
                    <span class="card-text">
                        <span class="card-title">{ game_name(lang, game) }</span>
                        <span class="card-blurb">{ game_blurb(lang, game) }</span>
                        if let Some(line) = stars_line(lang, game) {
                            <span class="card-blurb" data-stars-total="">{ line }</span>
                        }
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

//! The page of every game's course: a card per game with the stars earned.

use sjakkboks_rules::GameId;
use sjakkboks_session::i18n::learn::{stars_of, words};
use sjakkboks_session::i18n::{game_name, Lang};
use yew::prelude::*;

use crate::components::board::board_picture;
use crate::route::{LearnAt, Route};
use crate::services::lessons;

/// Stars as drawn: filled for those earned, hollow for the rest of three.
pub fn star_line(stars: u8) -> String {
    let earned = usize::from(stars.min(3));
    format!("{}{}", "★".repeat(earned), "☆".repeat(3 - earned))
}

/// "5 of 72 stars" for `game`'s course, if it has been opened before.
pub fn stars_line(lang: Lang, game: GameId) -> Option<String> {
    let progress = lessons::progress(game);
    (progress.levels > 0).then(|| stars_of(lang, progress.earned(), progress.levels * 3))
}

/// Every game's course.
pub fn courses(lang: Lang, navigate: &Callback<Route>) -> Html {
    let w = words(lang);
    let cards = GameId::ALL.into_iter().map(|game| {
        let open = {
            let navigate = navigate.clone();
            move |_| navigate.emit(Route::Learn(LearnAt::Course(game)))
        };
        html! {
            <li class="game-card" data-game={game.as_str()}>
                <button type="button" class="card-main" data-course={game.as_str()} onclick={open}>
                    { board_picture(game, false) }
                    <span class="card-text">
                        <span class="card-title">{ game_name(lang, game) }</span>
                        if let Some(line) = stars_line(lang, game) {
                            <span class="card-blurb" data-stars-total="">{ line }</span>
                        }
                    </span>
                </button>
            </li>
        }
    });
    html! {
        <section class="home learn">
            <p class="tagline">{ w.courses_help }</p>
            <ul class="game-list">{ for cards }</ul>
        </section>
    }
}

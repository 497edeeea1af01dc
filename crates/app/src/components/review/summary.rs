//! The review's summary (`[data-review-summary]`): per player, the accuracy
//! and how many inaccuracies, mistakes and blunders.

use sjakkboks_rules::Game;
use sjakkboks_session::i18n::review::{accuracy, judgement};
use sjakkboks_session::i18n::{capitalise, color_name, Lang};
use sjakkboks_session::review::judge::Judgement;
use sjakkboks_session::review::summary::summarise;
use sjakkboks_session::review::Review;
use yew::prelude::*;

/// The summary of `review` of `game`, one row per player.
pub fn summary(game: &Game, review: &Review, lang: Lang, heading: &str) -> Html {
    let rows = summarise(game, review).into_iter().map(|player| {
        let counts = Judgement::ALL.map(|j| {
            html! {
                <li data-count={j.code()}>{ format!("{}: {}", judgement(lang, j), player.count(j)) }</li>
            }
        });
        html! {
            <li class="review-player" data-player={player.color.name()}>
                <strong>{ capitalise(color_name(lang, player.color)) }</strong>
                if let Some(percent) = player.accuracy {
                    <span class="accuracy">{ accuracy(lang, percent) }</span>
                }
                <ul class="counts">{ for counts }</ul>
            </li>
        }
    });
    html! {
        <section class="review-summary" data-review-summary="">
            <h3>{ heading.to_owned() }</h3>
            <ul>{ for rows }</ul>
        </section>
    }
}

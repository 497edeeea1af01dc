//! One game's course: its stages, each level a link with its stars, and
//! *Continue* where the learner left off.

use sjakkboks_session::i18n::learn::{stars_of, words};
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::learn::course::Course;
use sjakkboks_session::learn::progress::LevelKey;
use yew::prelude::*;

use super::courses::star_line;
use crate::route::{current, LearnAt, Query, Route};
use crate::services::lessons;

/// A link to a level, opened in the page (and a real link for a new tab).
fn level_link(
    here: Query,
    course: &Course,
    at: LevelKey,
    label: Html,
    class: &'static str,
    stars: u8,
    navigate: &Callback<Route>,
) -> Html {
    let route = Route::Learn(LearnAt::Level(course.game, at.0, at.1));
    let href = here.link(route);
    let onclick = {
        let navigate = navigate.clone();
        move |e: MouseEvent| {
            e.prevent_default();
            navigate.emit(route)
        }
    };
    html! {
        <a class={class} {href} {onclick} data-level-link={format!("{}-{}", at.0, at.1)}
            data-stars={stars.to_string()}>{ label }</a>
    }
}

/// The page of `course`: its stars, *Continue*, and every stage's levels.
pub fn course_page(course: &Course, lang: Lang, navigate: &Callback<Route>) -> Html {
    let w = words(lang);
    let progress = lessons::progress(course.game);
    // The address is read once for every link of the page.
    let here = current();
    let total = progress.total(course);
    let next = progress.next(course);
    let stages = course.stages.iter().enumerate().map(|(s, stage)| {
        let title = match lang {
            Lang::Nb => &stage.title.nb,
            Lang::En => &stage.title.en,
        };
        let levels = (1..=stage.levels.len()).map(|l| {
            let stars = progress.stars((s + 1, l));
            let shown = html! {
                <>
                    <span class="level-number">{ l }</span>
                    <span class="level-stars" aria-label={stars_of(lang, stars as usize, 3)}>
                        { star_line(stars) }
                    </span>
                </>
            };
            html! { <li>{ level_link(here, course, (s + 1, l), shown, "level-link", stars, navigate) }</li> }
        });
        html! {
            <li class="stage-card">
                <h2>{ format!("{} {}: {title}", w.stage, s + 1) }</h2>
                <ol class="levels">{ for levels }</ol>
            </li>
        }
    });
    let go_on = level_link(
        here,
        course,
        next,
        html! { { w.go_on } },
        "button primary",
        progress.stars(next),
        navigate,
    );
    html! {
        <section class="course">
            <p class="course-stars" data-course-stars={total.to_string()}>
                { stars_of(lang, total, course.level_count() * 3) }
            </p>
            <p class="course-go-on">{ go_on }</p>
            <ol class="stages">{ for stages }</ol>
        </section>
    }
}

//! Learn: every game's lessons (`?page=learn`), one game's course
//! (`&game=<id>`), and a level of it (`&stage=<n>&level=<k>`). The course is
//! fetched when its page opens (`crate::services::lessons`); nothing of it is
//! fetched before. A level where the engine plays or the learner claims a
//! draw or resigns opens in the full module.

mod course;
mod courses;

pub use courses::stars_line;
mod level;
#[cfg(feature = "full")]
mod level_full;
mod step;

use sjakkboks_rules::GameId;
use sjakkboks_session::i18n::learn::words;
use sjakkboks_session::i18n::Lang;
#[cfg(not(feature = "full"))]
use sjakkboks_session::learn::course::{Goal, Level};
use yew::prelude::*;

use crate::hooks::fetched::{use_fetched, Fetched};
use crate::route::{LearnAt, Route};
use crate::services::lessons;

/// The page of Learn at `at`; `navigate` opens a page.
pub fn learn_page(at: LearnAt, lang: Lang, navigate: &Callback<Route>) -> Html {
    match at {
        LearnAt::Courses => courses::courses(lang, navigate),
        LearnAt::Course(game) | LearnAt::Level(game, ..) => html! {
            <CourseLoader {game} {at} {lang} navigate={navigate.clone()} />
        },
    }
}

/// Whether `level` opens in the full module: the engine plays its other
/// side, or the learner claims a draw or resigns (the first module leaves
/// these out, for its size; see [`level_full`]).
#[cfg(not(feature = "full"))]
fn handed_over(level: &Level) -> bool {
    level.engine.is_some() || matches!(level.goal, Goal::Claim | Goal::Resign)
}

/// Properties of [`CourseLoader`].
#[derive(Properties, PartialEq, Clone)]
struct CourseLoaderProps {
    game: GameId,
    at: LearnAt,
    lang: Lang,
    navigate: Callback<Route>,
}

/// Fetches a game's course, then shows its page or one of its levels; says
/// so while it loads, and offers to try again if it could not be fetched.
#[function_component(CourseLoader)]
fn course_loader(props: &CourseLoaderProps) -> Html {
    let (load, retry) = use_fetched(props.game, lessons::course);
    let w = words(props.lang);
    match (&*load, props.at) {
        (Fetched::Loading, _) => html! { <p class="rules-status" role="status">{ w.loading }</p> },
        (Fetched::Failed(error), _) => {
            let retry = move |_| retry.emit(());
            html! {
                <p class="rules-status" role="alert" data-error={error.kind()}>
                    { w.failed }{ " " }
                    <button type="button" class="button small" data-action="retry-load"
                        onclick={retry}>{ props.lang.text().try_again }</button>
                </p>
            }
        }
        (Fetched::Loaded(course), LearnAt::Level(_, stage, level)) => html! {
            <level::LevelPage key={stage * 1000 + level} course={course.clone()}
                {stage} {level} lang={props.lang} navigate={props.navigate.clone()} />
        },
        (Fetched::Loaded(course), _) => course::course_page(course, props.lang, &props.navigate),
    }
}

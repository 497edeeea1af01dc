//! Learn: every game's lessons (`?page=learn`), one game's course
//! (`&game=<id>`), and a level of it (`&stage=<n>&level=<k>`). The course is
//! fetched when its page opens (`crate::services::lessons`); nothing of it is
//! fetched before.

mod course;
mod courses;

pub use courses::stars_line;
mod level;

use std::rc::Rc;

use sjakkboks_rules::GameId;
use sjakkboks_session::i18n::learn::words;
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::learn::course::Course;
use yew::prelude::*;

use crate::route::{LearnAt, Route};
use crate::services::lessons::{self, LessonsError};

/// The page of Learn at `at`; `navigate` opens a page.
pub fn learn_page(at: LearnAt, lang: Lang, navigate: &Callback<Route>) -> Html {
    match at {
        LearnAt::Courses => courses::courses(lang, navigate),
        LearnAt::Course(game) | LearnAt::Level(game, ..) => html! {
            <CourseLoader {game} {at} {lang} navigate={navigate.clone()} />
        },
    }
}

/// Where a course is.
enum Load {
    /// Being fetched.
    Loading,
    /// Fetched and read.
    Loaded(Rc<Course>),
    /// Could not be opened.
    Failed(LessonsError),
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
    let load = use_state(|| Load::Loading);
    let attempt = use_state(|| 0u32);
    {
        let load = load.clone();
        use_effect_with((props.game, *attempt), move |&(game, _)| {
            load.set(Load::Loading);
            wasm_bindgen_futures::spawn_local(async move {
                load.set(match lessons::course(game).await {
                    Ok(course) => Load::Loaded(course),
                    Err(error) => Load::Failed(error),
                });
            });
        });
    }
    let w = words(props.lang);
    match (&*load, props.at) {
        (Load::Loading, _) => html! { <p class="rules-status" role="status">{ w.loading }</p> },
        (Load::Failed(error), _) => {
            let retry = {
                let attempt = attempt.clone();
                move |_| attempt.set(*attempt + 1)
            };
            html! {
                <p class="rules-status" role="alert" data-error={error.kind()}>
                    { w.failed }{ " " }
                    <button type="button" class="button small" data-action="retry-load"
                        onclick={retry}>{ props.lang.text().try_again }</button>
                </p>
            }
        }
        (Load::Loaded(course), LearnAt::Level(_, stage, level)) => html! {
            <level::LevelPage key={stage * 1000 + level} course={course.clone()}
                {stage} {level} lang={props.lang} navigate={props.navigate.clone()} />
        },
        (Load::Loaded(course), _) => course::course_page(course, props.lang, &props.navigate),
    }
}

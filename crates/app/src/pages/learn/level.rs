//! A level: its goal in one line, the board with the stars to collect, what
//! went wrong shown on the board and said in words, *Try again*, and once
//! the goal is reached the stars, a praise line and a sound, then the next
//! level by itself.
//!
//! The board's frame carries `data-level="playing|done|failed"`, the
//! learner's moves so far in `data-moves` and, once done, `data-stars`; the goal is `[data-goal]`; the buttons are
//! `data-action="retry"` and `data-action="next"`, and where the level
//! allows them `data-action="claim"` (a draw may be claimed now) and
//! `data-action="resign"` (a level about resigning).

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use sjakkboks_rules::{Color, Game, Kind, Move};
#[cfg(feature = "full")]
use sjakkboks_session::i18n::jobs::job_error;
use sjakkboks_session::i18n::learn::{failure, words};
use sjakkboks_session::i18n::{kind_name, refusal, Lang};
use sjakkboks_session::learn::course::{Course, Level};
use sjakkboks_session::learn::progress::LevelKey;
use sjakkboks_session::learn::run::{Failure, LevelRun, RunError, RunState};
use sjakkboks_session::opponents::Opponents;
use sjakkboks_session::state::{Action, PlayState};
use yew::prelude::*;

use super::courses::star_line;
use super::step::Step;
use crate::components::board::{Board, Marks};
use crate::components::controls::promotion_picker;
use crate::hooks::game_on_screen::GameOnScreen;
use crate::route::{LearnAt, Route};
use crate::same_rc::SameRc;
#[cfg(not(feature = "full"))]
use crate::services::handover::HandOver;
use crate::services::lessons;
use crate::services::sound::{self, Sound};

/// How long the stars show before the next level opens by itself.
const NEXT_AFTER_MS: u32 = 2_500;

/// Properties of [`LevelPage`].
#[derive(Properties, Clone)]
pub struct LevelPageProps {
    /// The course.
    pub course: Rc<Course>,
    /// The stage, 1-based.
    pub stage: usize,
    /// The level of the stage, 1-based.
    pub level: usize,
    /// The language.
    pub lang: Lang,
    /// Opens a page.
    pub navigate: Callback<Route>,
}

impl PartialEq for LevelPageProps {
    fn eq(&self, other: &Self) -> bool {
        // A course is fetched once and never changed: the same one is the same Rc.
        Rc::ptr_eq(&self.course, &other.course)
            && (self.stage, self.level, self.lang) == (other.stage, other.level, other.lang)
            && self.navigate == other.navigate
    }
}

/// The level after `at` in `course`, if there is one.
fn next_level(course: &Course, (stage, level): LevelKey) -> Option<LevelKey> {
    let stages = &course.stages;
    if level < stages.get(stage - 1)?.levels.len() {
        Some((stage, level + 1))
    } else {
        stages.get(stage).map(|_| (stage + 1, 1))
    }
}

/// What the board marks for `run`: the stars left, and what went wrong.
fn marks(run: &LevelRun) -> Marks {
    let mut marks = Marks {
        targets: run.targets().to_vec(),
        ..Marks::default()
    };
    match run.state() {
        RunState::Failed(Failure::CanBeTaken(attacks)) => {
            for &(_, to) in attacks {
                if !marks.danger.contains(&to) {
                    marks.danger.push(to);
                }
            }
            marks.threats = attacks.clone();
        }
        RunState::Failed(Failure::Taken(cell)) => marks.danger.push(*cell),
        _ => {}
    }
    marks
}

/// A level of a course.
#[function_component(LevelPage)]
pub fn level_page(props: &LevelPageProps) -> Html {
    let at = (props.stage, props.level);
    let course = props.course.clone();
    let level: Option<Level> = course
        .stages
        .get(at.0.wrapping_sub(1))
        .and_then(|s| s.levels.get(at.1.wrapping_sub(1)))
        .cloned();
    let run = {
        let level = level.clone();
        use_state(move || level.as_ref().map(|l| Rc::new(LevelRun::new(l))))
    };
    // Bumped at every step of the level: the board starts again from the
    // level's game as it now stands.
    let version = use_state(|| 0u32);
    let done = match run.as_deref().map(LevelRun::state) {
        Some(RunState::Done(stars)) => Some(*stars),
        _ => None,
    };
    {
        let course = course.clone();
        let navigate = props.navigate.clone();
        use_effect_with((*version, done), move |&(_, done)| {
            let timer = done.map(|stars| {
                let mut progress = lessons::progress(course.game);
                progress.record(at, stars);
                lessons::save(course.game, &progress);
                sound::play(Sound::GameOver);
                let next = next_level(&course, at)
                    .map(|(s, l)| LearnAt::Level(course.game, s, l))
                    .unwrap_or(LearnAt::Course(course.game));
                Timeout::new(NEXT_AFTER_MS, move || navigate.emit(Route::Learn(next)))
            });
            move || drop(timer)
        });
    }
    // The goal takes the focus as the level opens, so that a screen reader
    // reads it first (the board is the next stop of Tab).
    let goal_ref = use_node_ref();
    {
        let goal_ref = goal_ref.clone();
        use_effect_with((), move |_| {
            if let Some(goal) = goal_ref.cast::<web_sys::HtmlElement>() {
                let _ = goal.focus();
            }
        });
    }
    #[cfg(feature = "full")]
    let engine_failed = super::level_full::use_engine_replies(run.clone(), version.clone());
    let w = words(props.lang);
    let (Some(level), Some(run_now)) = (level, (*run).clone()) else {
        let navigate = props.navigate.clone();
        let game = course.game;
        return html! {
            <p class="rules-status" role="alert">
                <button type="button" class="button" data-action="course"
                    onclick={move |_| navigate.emit(Route::Learn(LearnAt::Course(game)))}>
                    { w.back_to_course }
                </button>
            </p>
        };
    };
    // The learner's step (a move, a claim, a resignation) played on the
    // level; says whether the level took it.
    let step = {
        let run = run.clone();
        let version = version.clone();
        Callback::from(move |step: Step| {
            let mut next = run.as_deref().cloned().ok_or(RunError::Over)?;
            let taken = match step {
                Step::Move(mv) => next.play(mv),
                #[cfg(feature = "full")]
                Step::Claim => next.claim(),
                #[cfg(feature = "full")]
                Step::Resign => next.resign(),
            };
            if taken.is_ok() {
                run.set(Some(Rc::new(next)));
            }
            version.set(*version + 1);
            taken
        })
    };
    let on_move = {
        let step = step.clone();
        Callback::from(move |mv| {
            // A move the level does not take leaves it as it was.
            let _ = step.emit(Step::Move(mv));
        })
    };
    #[cfg(not(feature = "full"))]
    if super::handed_over(&level) {
        return html! { <HandOver lang={props.lang} /> };
    }
    let retry = {
        let run = run.clone();
        let version = version.clone();
        let level = level.clone();
        move |_| {
            run.set(Some(Rc::new(LevelRun::new(&level))));
            version.set(*version + 1);
        }
    };
    let next = {
        let navigate = props.navigate.clone();
        let game = course.game;
        let next = next_level(&course, at);
        move |_| {
            navigate.emit(Route::Learn(match next {
                Some((s, l)) => LearnAt::Level(game, s, l),
                None => LearnAt::Course(game),
            }))
        }
    };
    let lang = props.lang;
    let (state_name, result) = match run_now.state() {
        #[cfg(feature = "full")]
        RunState::Playing if engine_failed.is_some() => (
            "playing",
            engine_failed.as_ref().map(|why| job_error(lang, why)),
        ),
        RunState::Playing => ("playing", None),
        RunState::Done(stars) => {
            let praise = w.praise[usize::from(*stars).clamp(1, 3) - 1];
            let last = next_level(&course, at).is_none();
            let line = if last {
                format!("{praise} {}", w.course_done)
            } else {
                praise.to_owned()
            };
            ("done", Some(line))
        }
        RunState::Failed(why) => ("failed", Some(failure(lang, why).to_owned())),
    };
    let stars = done.map(|s| s.to_string());
    let stage = &course.stages[at.0 - 1];
    let (say, title) = match lang {
        Lang::Nb => (&level.say.nb, &stage.title.nb),
        Lang::En => (&level.say.en, &stage.title.en),
    };
    let to_course = {
        let navigate = props.navigate.clone();
        let game = course.game;
        move |_| navigate.emit(Route::Learn(LearnAt::Course(game)))
    };
    #[cfg(feature = "full")]
    let declare = super::level_full::declare_button(&run_now, &level, lang, &step);
    #[cfg(not(feature = "full"))]
    let declare = Html::default();
    let die = run_now
        .game()
        .pending_roll()
        .and_then(Kind::for_roll)
        .map(|kind| format!("{}: {}", w.die_shows, kind_name(lang, kind)));
    html! {
        <div class={format!("play learn-level game-{}", course.game.as_str())}>
            <div class="stage">
                <p class="status goal" data-goal="" tabindex="-1" ref={goal_ref}>{ say }</p>
                if let Some(die) = die {
                    <p class="learn-die" data-die-kind="">{ die }</p>
                }
                <LessonBoard key={*version} game={SameRc(Rc::new(run_now.game().clone()))}
                    learner={run_now.learner()} {lang} marks={Rc::new(marks(&run_now))}
                    {state_name} {stars} moves={run_now.moves()}
                    thinking={run_now.engine_to_move().is_some()} {on_move} />
                <p class={format!("learn-result {state_name}")} role="status" aria-live="polite">
                    if let Some(stars) = done {
                        <span class="result-stars" aria-hidden="true">
                            { star_line(stars) }
                        </span>
                        { " " }
                    }
                    { result.unwrap_or_default() }
                </p>
                <div class="buttons">
                    { declare }
                    <button type="button" class="button" data-action="retry" onclick={retry}>
                        { w.retry }
                    </button>
                    if done.is_some() {
                        <button type="button" class="button primary" data-action="next" onclick={next}>
                            { w.next }
                        </button>
                    }
                </div>
            </div>
            <aside class="panel">
                <h2 class="level-title">
                    { format!("{} {}: {title} · {} {}", w.stage, at.0, w.level, at.1) }
                </h2>
                <p class="level-moves">
                    { format!("{}: {} · {} {}", w.moves, run_now.moves(), w.for_three, level.limit) }
                </p>
                <p>
                    <button type="button" class="button small" data-action="course" onclick={to_course}>
                        { w.back_to_course }
                    </button>
                </p>
            </aside>
        </div>
    }
}

/// Properties of [`LessonBoard`].
#[derive(Properties, PartialEq)]
struct LessonBoardProps {
    /// The level's game as it stands.
    game: SameRc<Game>,
    /// The learner, at the bottom.
    learner: Color,
    /// The language.
    lang: Lang,
    /// The stars left and what went wrong.
    marks: Rc<Marks>,
    /// The level's state: `playing` (the learner may move), `done` or `failed`.
    state_name: &'static str,
    /// The stars earned, once done.
    stars: Option<String>,
    /// The learner's moves so far.
    moves: usize,
    /// Whether the engine is working out the other side's move.
    thinking: bool,
    /// Told the learner's move.
    on_move: Callback<Move>,
}

/// The board of a level: the play page's board and promotion picker over
/// the session's reducer; the learner's move goes to the level.
#[function_component(LessonBoard)]
fn lesson_board(props: &LessonBoardProps) -> Html {
    let start = props.game.moves().len();
    let state = {
        let game = (*props.game).clone();
        use_reducer(move || {
            GameOnScreen::new(PlayState::from_game(game, None, Opponents::people()))
        })
    };
    {
        let on_move = props.on_move.clone();
        let last = state.session.game.moves().last().copied();
        use_effect_with(state.session.game.moves().len(), move |&moves| {
            if moves > start {
                if let Some(mv) = last {
                    on_move.emit(mv);
                }
            }
        });
    }
    let dispatch = {
        let state = state.clone();
        // The learner moves while the level is played and the engine is not at work.
        let playing = props.state_name == "playing" && !props.thinking;
        Callback::from(move |action: Action| {
            if playing {
                state.dispatch(action)
            }
        })
    };
    let shared = state.shared();
    html! {
        <>
            <div class="board-frame" data-level={props.state_name} data-stars={props.stars.clone()}
                data-moves={props.moves.to_string()}>
                <Board state={shared.clone()} dispatch={dispatch.clone()} bottom={props.learner}
                    lang={props.lang} glow={false} thinking={props.thinking} marks={props.marks.clone()} />
                { promotion_picker(&shared, &dispatch, props.lang).unwrap_or_default() }
            </div>
            // Why the board refused the last press (a move into check, a
            // capture that must be made), said in the place of the (empty)
            // result line.
            if let Some(why) = shared.ui.refusal {
                <p class="learn-refusal" role="alert">{ refusal(props.lang, why) }</p>
            }
        </>
    }
}

//! What a level does in the full module only: the engine plays the other
//! side of a level that says so (`engine <level>` in its course file), and
//! the learner claims a draw or resigns. The first module hands such a level
//! over to the full module as it opens (`super::handed_over`).

use std::rc::Rc;

use sjakkboks_rules::saved;
use sjakkboks_session::i18n::learn::words;
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::learn::course::{Goal, Level};
use sjakkboks_session::learn::run::{LevelRun, RunError, RunState, ENGINE_SEED};
use sjakkboks_session::protocol::{Job, JobError};
use yew::prelude::*;

use super::step::Step;
use crate::hooks::computer::think_ms;
use crate::services::worker::{found_move, Answer, EngineWorker};

/// Asks the engine's worker for the other side's move whenever the level
/// waits for it, and plays it on the level (`run`, redrawn by bumping
/// `version`). Returns why the engine gave no move, if it failed.
#[hook]
pub fn use_engine_replies(
    run: UseStateHandle<Option<Rc<LevelRun>>>,
    version: UseStateHandle<u32>,
) -> Option<JobError> {
    let engine = (*use_memo((), |_| EngineWorker::default())).clone();
    let failed = use_state_eq(|| None::<JobError>);
    let to_move = run.as_deref().and_then(LevelRun::engine_to_move);
    let failed_now = (*failed).clone();
    use_effect_with((*version, to_move), move |&(_, to_move)| {
        if let (Some(level), Some(current)) = (to_move, run.as_deref()) {
            let game = current.game();
            let search = Job::Search {
                game: saved::encode(game),
                seat: game.position().turn(),
                level,
                seed: ENGINE_SEED,
                budget_ms: think_ms(level),
            };
            let current = current.clone();
            engine.post(
                search,
                Callback::from(move |answer: Answer| match reply(&current, answer) {
                    Ok(next) => {
                        failed.set(None);
                        run.set(Some(Rc::new(next)));
                        version.set(*version + 1);
                    }
                    Err(why) => failed.set(Some(why)),
                }),
            );
        }
        move || engine.cancel()
    });
    failed_now
}

/// The level after the engine's `answer` is played on `run`.
fn reply(run: &LevelRun, answer: Answer) -> Result<LevelRun, JobError> {
    let text = found_move(answer)?;
    let mut next = run.clone();
    let mv = next.game().position().parse_uci(&text);
    let played = mv.ok().and_then(|mv| next.reply(mv).ok());
    played.map(|()| next).ok_or(JobError::NoLegalMove)
}

/// The button of a level about resigning, or of a draw that may be claimed
/// now ([`Declare`]), sending its step to `step`.
pub fn declare_button(
    run: &LevelRun,
    level: &Level,
    lang: Lang,
    step: &Callback<Step, Result<(), RunError>>,
) -> Html {
    if *run.state() != RunState::Playing || run.engine_to_move().is_some() {
        return Html::default();
    }
    let choice = match level.goal {
        Goal::Resign => Step::Resign,
        _ if !run.game().claimable().is_empty() => Step::Claim,
        _ => return Html::default(),
    };
    // A new key for every move: a refusal is said until the next move.
    html! { <Declare key={run.moves()} {choice} {lang} step={step.clone()} /> }
}

/// Properties of [`Declare`].
#[derive(Properties, PartialEq)]
struct DeclareProps {
    /// [`Step::Claim`] or [`Step::Resign`].
    choice: Step,
    /// The language.
    lang: Lang,
    /// Plays the step on the level; says whether the level took it.
    step: Callback<Step, Result<(), RunError>>,
}

/// The claim or resign button, and why the level refused it (dice chess
/// resigns only on a turn with a one).
#[function_component(Declare)]
fn declare(props: &DeclareProps) -> Html {
    let refused = use_state_eq(|| false);
    let text = props.lang.text();
    let (name, label) = match props.choice {
        Step::Resign => ("resign", text.resign),
        _ => ("claim", text.claim_draw),
    };
    let onclick = {
        let (step, choice, refused) = (props.step.clone(), props.choice, refused.clone());
        move |_| refused.set(step.emit(choice) == Err(RunError::NotNow))
    };
    html! {
        <>
            <button type="button" class="button" data-action={name} {onclick}>{ label }</button>
            if *refused {
                <p class="learn-refusal" role="alert">{ words(props.lang).resign_on_one }</p>
            }
        </>
    }
}

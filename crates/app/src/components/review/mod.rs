//! The game review on the play page (full module): the button that starts
//! it (`data-action="review"`), its progress (`[data-review-progress]`, 0 to
//! 100) with a cancel, the graph, what was wrong with the move shown and the
//! summary. The move list reads each move's judgement from [`Judgements`],
//! which the play page provides.

mod graph;
mod summary;

use std::rc::Rc;

use sjakkboks_rules::Game;
use sjakkboks_session::i18n::jobs::job_error;
use sjakkboks_session::i18n::review::{button, explanation, judgement, words};
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::review::explain::explain;
use sjakkboks_session::review::judge::{judge, Judgement};
use sjakkboks_session::state::Action;
use yew::prelude::*;

use crate::hooks::review::ReviewHandle;

/// Each reviewed move's judgement, first move first, for the move list.
#[derive(Clone, PartialEq, Default)]
pub struct Judgements(pub Rc<Vec<Option<Judgement>>>);

impl Judgements {
    /// The judgements of the review in `handle`, if any.
    pub fn of(handle: &ReviewHandle) -> Judgements {
        let plies = handle.run.as_ref().map(|run| &run.review.plies);
        Judgements(Rc::new(
            plies.into_iter().flatten().map(judge).collect::<Vec<_>>(),
        ))
    }

    /// The judgement of move `ply` (1 the first), if it was judged.
    pub fn at(&self, ply: usize) -> Option<Judgement> {
        self.0.get(ply.checked_sub(1)?).copied().flatten()
    }
}

/// Properties of [`ReviewPanel`].
#[derive(Properties, PartialEq, Clone)]
pub struct ReviewPanelProps {
    /// The game on screen.
    pub game: Rc<Game>,
    /// Its review, and what starts and stops it.
    pub handle: ReviewHandle,
    /// The number of moves shown on the board.
    pub shown: usize,
    /// Where browsing actions go.
    pub dispatch: Callback<Action>,
    /// The language.
    pub lang: Lang,
}

/// The review's part of the play page.
#[function_component(ReviewPanel)]
pub fn review_panel(props: &ReviewPanelProps) -> Html {
    let w = words(props.lang);
    let run = props.handle.run.as_deref();
    let running = run.is_some_and(|r| r.running);
    let complete = run.is_some_and(|r| r.complete());
    let start = {
        let start = props.handle.start.clone();
        move |_| start.emit(())
    };
    let cancel = {
        let cancel = props.handle.cancel.clone();
        move |_| cancel.emit(())
    };
    let can_start = !running && !complete && !props.game.moves().is_empty();
    let reviewed = run.filter(|r| !r.review.plies.is_empty());
    html! {
        <section class="review">
            if can_start {
                <button type="button" class="button review-start" data-action="review"
                    onclick={start}>{ button(props.lang) }</button>
            }
            if let Some(run) = run.filter(|_| running) {
                <div class="review-progress" role="status">
                    <label>{ w.reviewing }
                        <progress data-review-progress="" max="100"
                            value={run.percent().to_string()}>{ format!("{}%", run.percent()) }</progress>
                    </label>
                    <button type="button" class="button small" data-action="cancel-review"
                        onclick={cancel}>{ props.lang.text().cancel }</button>
                </div>
            }
            if let Some(why) = run.and_then(|r| r.failed.as_ref()) {
                <p class="review-failed" role="alert">{ w.failed }{ ": " }{ job_error(props.lang, why) }</p>
            }
            if let Some(run) = reviewed {
                { graph::graph(&props.game, &run.review, props.shown, &props.dispatch, w.graph) }
                { advice(&props.game, run, props.shown, props.lang) }
            }
            if let Some(run) = run.filter(|_| complete) {
                { summary::summary(&props.game, &run.review, props.lang, w.summary) }
            }
        </section>
    }
}

/// What was wrong with the move shown (`shown` moves on the board), if the
/// review judged it.
fn advice(game: &Game, run: &crate::hooks::review::ReviewRun, shown: usize, lang: Lang) -> Html {
    let Some(index) = shown.checked_sub(1) else {
        return Html::default();
    };
    let Some(ply) = run.review.plies.get(index) else {
        return Html::default();
    };
    let Some(judged) = judge(ply) else {
        return Html::default();
    };
    let why = explain(game, index, ply)
        .map(|e| explanation(lang, &e, &game.positions()[index]))
        .unwrap_or_default();
    html! {
        <p class={classes!("review-advice", judged.code())} data-advice={judged.code()}>
            <strong>{ judgement(lang, judged) }{ ". " }</strong>{ why }
        </p>
    }
}

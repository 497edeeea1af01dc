//! The game review on the play page (full module): the button that starts
//! it (`data-action="review"`), its progress (`[data-review-progress]`, 0 to
//! 100) with a cancel, the graph, what was wrong with the move shown with
//! *Try again* (`data-action="try-again"`, on a board of its own,
//! [`TryBoard`]) and the summary. The move list reads each move's judgement
//! from [`Judgements`], which the play page provides.

mod graph;
mod summary;
mod try_board;

pub use try_board::TryBoard;

use std::rc::Rc;

use sjakkboks_rules::Game;
use sjakkboks_session::i18n::jobs::job_error;
use sjakkboks_session::i18n::notation::move_text;
use sjakkboks_session::i18n::review::{button, explanation, judgement, words};
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::opponents::Opponents;
use sjakkboks_session::review::explain::explain;
use sjakkboks_session::review::judge::{judge, Judgement};
use sjakkboks_session::state::Action;
use yew::prelude::*;

use crate::components::board::Marks;
use crate::hooks::review::{ReviewHandle, ReviewRun, Trying};

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

/// The board's marks at move `shown` (the number of moves on the board) of
/// `game`: the better move as an arrow when the review judged that move.
pub fn best_marks(handle: &ReviewHandle, game: &Game, shown: usize) -> Rc<Marks> {
    let best = shown.checked_sub(1).and_then(|index| {
        let ply = handle.run.as_ref()?.review.plies.get(index)?;
        judge(ply)?;
        let mv = game.positions()[index]
            .parse_uci(ply.best_move.as_deref()?)
            .ok()?;
        Some((mv.from, mv.to))
    });
    Rc::new(Marks {
        best,
        ..Marks::default()
    })
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
    /// Who plays: *Try again* is for the people's moves.
    pub opponents: Opponents,
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
    // A game played on after its review can be reviewed again, whole.
    let reviewed_moves = run.map_or(0, |r| r.review.plies.len());
    let can_start = !running && reviewed_moves < props.game.moves().len();
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
                if let Some(trying) = props.handle.trying {
                    { try_view(&props.game, trying, &props.handle, props.lang) }
                } else {
                    { advice(props, run) }
                }
            }
            if let Some(run) = run.filter(|_| complete) {
                { summary::summary(&props.game, &run.review, props.lang, w.summary) }
            }
        </section>
    }
}

/// What was wrong with the move shown, if the review judged it, with *Try
/// again* for a person's move.
fn advice(props: &ReviewPanelProps, run: &ReviewRun) -> Html {
    let (game, lang) = (&props.game, props.lang);
    let Some(index) = props.shown.checked_sub(1) else {
        return Html::default();
    };
    let Some(ply) = run.review.plies.get(index) else {
        return Html::default();
    };
    let Some(judged) = judge(ply) else {
        return Html::default();
    };
    let before = &game.positions()[index];
    let why = explain(game, index, ply)
        .map(|e| explanation(lang, &e, before))
        .unwrap_or_default();
    let person = !props.opponents.plays(before.turn());
    let try_at = props.handle.try_at.clone();
    html! {
        <div class={classes!("review-advice", judged.code())}>
            <p data-advice={judged.code()}>
                <strong>{ judgement(lang, judged) }{ ". " }</strong>{ why }
            </p>
            if person {
                <button type="button" class="button small" data-action="try-again"
                    onclick={move |_| try_at.emit(index)}>{ words(lang).try_again }</button>
            }
        </div>
    }
}

/// What *Try again* says: look for a better move, that one was not it (with
/// the engine's move, also drawn on the board, after two misses), or well
/// found.
fn try_view(game: &Game, trying: Trying, handle: &ReviewHandle, lang: Lang) -> Html {
    let w = words(lang);
    let (result, text) = match (trying.found, trying.misses) {
        (true, _) => ("found", w.well_found),
        (false, 0) => ("trying", w.find_better),
        (false, _) => ("missed", w.not_that),
    };
    let before = &game.positions()[trying.index];
    let best = handle
        .best_shown()
        .and_then(|text| before.parse_uci(&text).ok().map(|mv| (text, mv)));
    let stop = handle.stop_trying.clone();
    html! {
        <div class="review-try" data-try-result={result}>
            <p>{ text }</p>
            if let Some((uci, mv)) = best {
                <p data-best={uci}>{ w.best_was }{ ": " }<strong>{ move_text(lang, before, &mv) }</strong></p>
            }
            <button type="button" class="button small" data-action="stop-trying"
                onclick={move |_| stop.emit(())}>{ w.stop_trying }</button>
        </div>
    }
}

//! The buttons round the board and the questions over it: undo, play again
//! (at the end), new game, resign, offer and claim a draw, the hint against the computer; the
//! promotion picker, the draw offer the other player answers, confirmations
//! and the new-game dialog ([`crate::components::setup`]). The settings' switches are
//! [`crate::components::toggles`].

use std::rc::Rc;

use sjakkboks_rules::Kind;
use yew::prelude::*;

use crate::class_names::class_names;
use crate::components::board::piece_use;
use crate::components::focus_trap::FocusTrap;
#[cfg(feature = "full")]
use crate::components::setup::SetUpDialog;
#[cfg(not(feature = "full"))]
use crate::services::handover::HandOver;
use crate::settings::Settings;
use sjakkboks_session::i18n::{self, Lang};
use sjakkboks_session::state::{Action, Dialog, Notice, PlayState};

/// A button that sends one action.
fn action_button(
    dispatch: &Callback<Action>,
    name: &'static str,
    label: &str,
    action: Action,
    enabled: bool,
) -> Html {
    let dispatch = dispatch.clone();
    html! {
        <button type="button" class={class_names(&["button", name])} data-action={name}
            disabled={!enabled} onclick={move |_| dispatch.emit(action)}>
            { label.to_owned() }
        </button>
    }
}

/// The game's buttons: `ask_hint` asks the engine for a hint, which is being
/// worked out while `hinting`.
pub fn controls(
    state: &PlayState,
    d: &Callback<Action>,
    settings: Settings,
    ask_hint: &Callback<()>,
    hinting: bool,
) -> Html {
    let game = &state.session.game;
    let text = settings.lang.text();
    let over = game.outcome().is_some();
    let mover = game.position().turn();
    let computer = state.session.opponents.any();
    // Against the computer, a person answers for their own seat only.
    let person = !over && !state.session.computer_to_move();
    let claim = game
        .claimable()
        .first()
        .copied()
        .filter(|_| !state.session.computer_to_move());
    let hint = computer && settings.hints && state.person_to_move() && !game.needs_roll();
    html! {
        <div class="controls">
            <div class="buttons">
                { action_button(d, "undo", text.undo, Action::Undo, state.session.can_undo()) }
                if over {
                    { action_button(d, "rematch", text.rematch, Action::Rematch, true) }
                }
                { action_button(d, "new", text.new_game, Action::Ask(Dialog::SetUp), true) }
                if person && state.session.can_resign(mover) {
                    { action_button(d, "resign", text.resign,
                        Action::Ask(Dialog::ConfirmResign { who: mover }), true) }
                }
                // The computer takes no draw offers: offers are between people.
                if person && !computer {
                    { action_button(d, "draw", text.offer_draw,
                        Action::Ask(Dialog::DrawOffer { by: mover }), !state.busy()) }
                }
                if hint {
                    <button type="button" class="button ask-hint" data-action="hint"
                        aria-busy={hinting.to_string()} disabled={hinting}
                        onclick={let ask = ask_hint.clone(); move |_| ask.emit(())}>
                        { text.hint_button }
                    </button>
                }
                if let Some(claim) = claim {
                    { action_button(d, "claim", text.claim_draw, Action::Claim(claim), true) }
                }
            </div>
        </div>
    }
}

/// The promotion picker, while a pawn waits for its new kind (the play page's
/// dialogs and a lesson's board both show it).
pub fn promotion_picker(state: &PlayState, d: &Callback<Action>, lang: Lang) -> Option<Html> {
    let (from, to) = state.ui.promotion?;
    let text = lang.text();
    let send = |action: Action| {
        let d = d.clone();
        Callback::from(move |_: MouseEvent| d.emit(action))
    };
    let mover = state.session.game.position().turn();
    let kinds: Vec<Kind> = state
        .session
        .moves_from(from)
        .filter(|m| m.to == to)
        .filter_map(|m| m.promotion)
        .collect();
    let choices = kinds.into_iter().map(|kind| {
        html! {
            <button type="button" class="promotion-choice" data-promote={kind.letter().to_string()}
                aria-label={i18n::kind_name(lang, kind)} onclick={send(Action::Promote(kind))}>
                <svg viewBox="-50 -50 100 100" aria-hidden="true">
                    { piece_use(mover, kind) }
                </svg>
            </button>
        }
    });
    Some(html! {
        <FocusTrap key="promotion">
            <div class="overlay" role="dialog" tabindex="-1" aria-label={text.promote_to}>
                <div class="card">
                    <p>{ text.promote_to }</p>
                    <div class="promotion-choices">{ for choices }</div>
                    <button type="button" class="button" onclick={send(Action::CancelPromotion)}>
                        { text.cancel }
                    </button>
                </div>
            </div>
        </FocusTrap>
    })
}

/// The picker, question or banner over the board, if any.
pub fn dialogs(state: &Rc<PlayState>, d: &Callback<Action>, lang: Lang) -> Html {
    let text = lang.text();
    let send = |action: Action| {
        let d = d.clone();
        Callback::from(move |_: MouseEvent| d.emit(action))
    };
    if let Some(picker) = promotion_picker(state, d, lang) {
        return picker;
    }
    let question = |message: String, yes: &'static str, no: &'static str, action: Action| {
        let key = message.clone();
        html! {
            <FocusTrap {key}>
                <div class="overlay" role="dialog" tabindex="-1" aria-label={message.clone()}>
                    <div class="card">
                        <p>{ message }</p>
                        <div class="buttons">
                            <button type="button" class="button primary" data-answer="accept"
                                onclick={send(action)}>{ yes }</button>
                            <button type="button" class="button" data-answer="decline"
                                onclick={send(Action::CloseDialog)}>{ no }</button>
                        </div>
                    </div>
                </div>
            </FocusTrap>
        }
    };
    // A question goes over the pass notice (resigning from it asks first).
    let asked = match state.ui.dialog {
        Some(Dialog::DrawOffer { by }) => Some(question(
            i18n::draw_offer(
                lang,
                by,
                state
                    .session
                    .game
                    .position()
                    .players_in_game()
                    .count()
                    .saturating_sub(1),
            ),
            text.accept,
            text.decline,
            Action::AcceptDraw,
        )),
        Some(Dialog::ConfirmResign { who }) => Some(question(
            i18n::confirm_resign(lang, who),
            text.yes,
            text.cancel,
            Action::Resign(who),
        )),
        Some(Dialog::SetUp) => Some(set_up_dialog(state, d, lang)),
        None => None,
    };
    if let Some(asked) = asked {
        return asked;
    }
    if let Some(Notice::Passed { color, face }) = state.ui.notice {
        let message = sjakkboks_rules::Kind::for_roll(face)
            .map(|kind| i18n::passed(lang, color, face, kind))
            .unwrap_or_default();
        // A one that passed at once is still the turn of a one: resigning is allowed.
        let resign = (state.session.can_resign(color) && !state.session.opponents.plays(color))
            .then(|| {
                html! {
                    <button type="button" class="button" data-answer="resign"
                        onclick={send(Action::Ask(Dialog::ConfirmResign { who: color }))}>
                        { text.resign }
                    </button>
                }
            });
        let key = message.clone();
        return html! {
            <FocusTrap {key}>
                <div class="overlay" role="dialog" tabindex="-1" aria-label={message.clone()}>
                    <div class="card" data-notice="pass">
                        <p>{ message }</p>
                        <div class="buttons">
                            <button type="button" class="button primary" data-answer="ok"
                                onclick={send(Action::DismissNotice)}>{ text.go_on }</button>
                            { for resign }
                        </div>
                    </div>
                </div>
            </FocusTrap>
        };
    }
    Html::default()
}

/// The new-game dialog.
#[cfg(feature = "full")]
fn set_up_dialog(state: &Rc<PlayState>, dispatch: &Callback<Action>, lang: Lang) -> Html {
    html! { <SetUpDialog state={state.clone()} dispatch={dispatch.clone()} {lang} /> }
}

/// In the first module: the full module is fetched, and presses "new game" again.
#[cfg(not(feature = "full"))]
fn set_up_dialog(_state: &Rc<PlayState>, _dispatch: &Callback<Action>, lang: Lang) -> Html {
    html! { <HandOver {lang} action="new" /> }
}

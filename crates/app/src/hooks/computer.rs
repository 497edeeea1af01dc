//! The computer at the board: on its turn it rolls the die (dice chess, with
//! the same tumble a person sees), asks the engine's worker for a move and
//! plays it, no sooner than [`MIN_THINK_MS`] after its turn began so the
//! player sees the last move land first. Undo, a new game or leaving the page
//! changes the turn, which cancels the search at once. The hint asks the same
//! worker for the person to move.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use sjakkboks_rules::{Color, Move};
use yew::prelude::*;

use crate::hooks::game_on_screen::GameOnScreen;
use crate::services::wall_clock;
use crate::services::worker::{found_move, Answer, EngineWorker};
use sjakkboks_rules::saved;
use sjakkboks_session::i18n::jobs::job_error;
use sjakkboks_session::i18n::records::dialog_words;
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::protocol::{Job, JobError};
use sjakkboks_session::state::{Action, PlayState, TurnKey};

/// The shortest time from the start of the computer's turn to its move.
const MIN_THINK_MS: f64 = 500.0;
/// How long the computer waits before it rolls the die.
const ROLL_DELAY_MS: u32 = 500;
/// The level and time of a hint: the engine's best within a second and a half.
const HINT: (u8, u32) = (8, 1_500);

/// The time the computer may think at `level`: under a second up to level 6,
/// then two and three seconds (its node budget usually ends it sooner).
pub fn think_ms(level: u8) -> u32 {
    match level {
        0..=6 => 800,
        7 => 2_000,
        _ => 3_000,
    }
}

/// What the page shows of the computer.
#[derive(Clone, PartialEq)]
pub struct Computer {
    /// Whether it is the computer's turn and it is at work (rolling or thinking).
    pub thinking: bool,
    /// Why its last search gave no move, if it failed.
    pub failed: Option<JobError>,
    /// Asks again after a failure.
    pub retry: Callback<()>,
    /// Asks for a hint for the person to move.
    pub ask_hint: Callback<()>,
    /// Whether a hint is being worked out.
    pub hinting: bool,
}

impl Computer {
    /// Why the computer could not move, with a button that asks it again.
    pub fn status(&self, lang: Lang) -> Html {
        let Some(why) = &self.failed else {
            return Html::default();
        };
        let retry = self.retry.clone();
        html! {
            <p class="computer-failed" role="alert" data-notice="computer-failed">
                { dialog_words(lang).computer_failed }{ ": " }{ job_error(lang, why) }{ " " }
                <button type="button" class="button small" data-action="retry-computer"
                    onclick={move |_| retry.emit(())}>{ lang.text().try_again }</button>
            </p>
        }
    }
}

/// Drives the computer's seats of the game in `state`; `seed` (`?seed=`) makes
/// its choices repeatable for tests.
#[hook]
pub fn use_computer(state: UseReducerHandle<GameOnScreen>, seed: Option<u64>) -> Computer {
    let engine = (*use_memo((), |_| EngineWorker::default())).clone();
    // Why the search at this point of the game gave no move.
    let failed = use_state_eq(|| None::<(TurnKey, JobError)>);
    let retries = use_state_eq(|| 0u32);
    let hint_asked = use_state_eq(|| None::<TurnKey>);
    {
        // Leaving the page stops any search (and the worker with it).
        let engine = engine.clone();
        use_effect_with((), move |_| move || engine.cancel());
    }
    let key = state.session.turn_key();
    let to_move = state.session.computer_to_move() && !state.busy();
    {
        let state = state.clone();
        let engine = engine.clone();
        let failed = failed.clone();
        let deps = (key, to_move, state.session.opponents, *retries);
        use_effect_with(deps, move |&(key, to_move, opponents, _)| {
            let later: Rc<RefCell<Option<Timeout>>> = Rc::default();
            if to_move {
                if state.session.game.needs_roll() {
                    let state = state.clone();
                    *later.borrow_mut() = Some(Timeout::new(ROLL_DELAY_MS, move || {
                        state.dispatch(Action::StartRoll)
                    }));
                } else {
                    let seat = state.session.game.position().turn();
                    let started = js_sys::Date::now();
                    let search = Job::Search {
                        game: saved::encode(&state.session.game),
                        seat,
                        level: opponents.level,
                        seed: noise_seed(seed, key),
                        budget_ms: think_ms(opponents.level).min(clock_cap(&state, seat)),
                    };
                    let done = {
                        let state = state.clone();
                        let later = later.clone();
                        let failed = failed.clone();
                        Callback::from(move |reply| match legal_move(&state, reply) {
                            Ok(mv) => {
                                let wait = MIN_THINK_MS - (js_sys::Date::now() - started);
                                let state = state.clone();
                                let play =
                                    move || state.dispatch(Action::ComputerMove { at: key, mv });
                                *later.borrow_mut() =
                                    Some(Timeout::new(wait.max(0.0) as u32, play));
                            }
                            Err(why) => failed.set(Some((key, why))),
                        })
                    };
                    engine.post(search, done);
                }
            }
            move || {
                later.borrow_mut().take();
                engine.cancel();
            }
        });
    }
    let retry = {
        let failed = failed.clone();
        let retries = retries.clone();
        Callback::from(move |()| {
            failed.set(None);
            retries.set(*retries + 1);
        })
    };
    let ask_hint = {
        let state = state.clone();
        let engine = engine.clone();
        let hint_asked = hint_asked.clone();
        Callback::from(move |()| {
            if !state.person_to_move() || state.session.game.needs_roll() {
                return;
            }
            let key = state.session.turn_key();
            hint_asked.set(Some(key));
            let search = Job::Search {
                game: saved::encode(&state.session.game),
                seat: state.session.game.position().turn(),
                level: HINT.0,
                seed: 0,
                budget_ms: HINT.1,
            };
            let done = {
                let state = state.clone();
                let hint_asked = hint_asked.clone();
                Callback::from(move |reply| match legal_move(&state, reply) {
                    Ok(mv) => state.dispatch(Action::Hint { at: key, mv }),
                    Err(_) => hint_asked.set(None),
                })
            };
            engine.post(search, done);
        })
    };
    // A failure at another point of the game (before an undo, say) is no news.
    let failed = (*failed)
        .clone()
        .filter(|(at, _)| *at == key)
        .map(|(_, why)| why);
    Computer {
        thinking: state.session.computer_to_move() && failed.is_none(),
        failed,
        retry,
        ask_hint,
        hinting: *hint_asked == Some(key) && state.session.hint.is_none() && state.person_to_move(),
    }
}

/// The most the computer thinks on the clock, in milliseconds: a twentieth of
/// the time it has left plus half the increment (no limit without clocks).
fn clock_cap(state: &PlayState, seat: Color) -> u32 {
    state.session.clock.as_ref().map_or(u32::MAX, |clock| {
        clock.left(seat, wall_clock::now()) / 20 + clock.control().increment_ms / 2
    })
}

/// The legal move an answer names, or why there is none.
fn legal_move(state: &PlayState, answer: Answer) -> Result<Move, JobError> {
    let text = found_move(answer)?;
    let topology = state.session.game.topology();
    state
        .session
        .legal
        .iter()
        .copied()
        .find(|m| m.to_uci(topology) == text)
        .ok_or(JobError::NoLegalMove)
}

/// The seed of the level's noise for the search at `key`: repeatable under
/// `?seed=`, random otherwise.
fn noise_seed(seed: Option<u64>, key: TurnKey) -> u64 {
    match seed {
        Some(seed) => {
            seed ^ ((key.0 as u64) << 8 | key.1 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        }
        None => {
            let mut bytes = [0u8; 8];
            let _ = getrandom::fill(&mut bytes);
            u64::from_le_bytes(bytes)
        }
    }
}

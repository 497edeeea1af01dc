//! The play page's slot: which game it shows ([`persist::open`]), and
//! remounting the page when a game from a link, PGN, backup or another tab
//! takes its place, with the notices that say so.

use crate::same_rc::SameRc;
use std::rc::Rc;

use gloo_events::EventListener;
use sjakkboks_rules::clock::{Clock, TimeControl};
use sjakkboks_rules::saved;
use sjakkboks_rules::{Game, GameId};
use wasm_bindgen::JsCast;
use web_sys::StorageEvent;
use yew::prelude::*;

use crate::class_names::class_names;
use crate::pages::play::PlayPage;
use crate::route::Route;
use crate::services::persist::{self, storage, GameNotice, Source};
use crate::settings::Settings;
use sjakkboks_session::i18n::records::{self as text, words};
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::opponents::Opponents;

/// The game the page shows with its clocks, and how often it has been replaced
/// (the page's key: a new one mounts the page afresh).
struct Shown {
    generation: u32,
    game: Rc<Game>,
    clock: Option<Clock>,
}

impl Reducible for Shown {
    type Action = (Game, Option<Clock>);

    fn reduce(self: Rc<Self>, (game, clock): (Game, Option<Clock>)) -> Rc<Self> {
        Rc::new(Shown {
            generation: self.generation + 1,
            game: Rc::new(game),
            clock,
        })
    }
}

/// Properties of [`PlaySlot`].
#[derive(Properties, PartialEq, Clone)]
pub struct PlaySlotProps {
    /// The game to play.
    pub game: GameId,
    /// The player's settings.
    pub settings: Settings,
    /// Called with changed settings.
    pub on_settings: Callback<Settings>,
    /// Whether the page is embedded (`?embed=1`).
    pub embed: bool,
    /// Whether the board is shown from black's side and kept still (`?flip=1`).
    pub flip: bool,
    /// Opens another page.
    pub navigate: Callback<Route>,
    /// The seed of the die's faces (`?seed=`), for tests.
    pub seed: Option<u64>,
    /// The computer's seats and level from the address (`?ai=`), if given:
    /// they replace the ones remembered for this game.
    pub ai: Option<Opponents>,
    /// A clock from the address (`?clock=5+3`), if given: a new game on that
    /// clock starts (unless a share link opens a game).
    pub clock: Option<TimeControl>,
}

/// The players of game `id`: the address's `?ai=` (then remembered, and taken
/// out of the address); people only for a shared game whose link names no
/// computer (`linked`); else the ones remembered with the game.
fn players(id: GameId, embed: bool, ai: Option<Opponents>, linked: bool) -> Opponents {
    let chosen = match ai {
        Some(ai) => ai.for_game(id),
        None if linked => Opponents::people(),
        None => return storage::load_opponents(id, embed),
    };
    storage::save_opponents(id, embed, chosen);
    crate::route::forget_read_once();
    chosen
}

/// The game a page of `id` opens with (see [`persist::open`]); with `clock`
/// from the address, a new game on that clock instead, unless a link opened
/// one. The address's `?clock=` is then forgotten, so a reload resumes.
fn opening(
    id: GameId,
    embed: bool,
    clock: Option<TimeControl>,
) -> (Game, Option<Clock>, Vec<GameNotice>) {
    let (game, saved_clock, notices) = persist::open(id, embed);
    let linked = notices
        .iter()
        .any(|n| matches!(n, GameNotice::Opened { .. }));
    match clock {
        Some(control) if !linked => {
            let (game, clock) = (Game::new(id), Some(Clock::new(control)));
            storage::adopt(&game, clock.as_ref(), embed);
            crate::route::forget_read_once();
            (game, clock, notices)
        }
        _ => (game, saved_clock, notices),
    }
}

/// The game on screen, with its notices; remounts the page with a new game
/// when one is loaded.
#[function_component(PlaySlot)]
pub fn play_slot(props: &PlaySlotProps) -> Html {
    let id = props.game;
    let embed = props.embed;
    let clock = props.clock;
    let first = use_memo((), move |_| opening(id, embed, clock));
    let ai = props.ai;
    let linked = first.2.iter().any(|n| {
        matches!(
            n,
            GameNotice::Opened {
                source: Source::Link,
                ..
            }
        )
    });
    let players = *use_memo((), move |_| players(id, embed, ai, linked));
    let current = use_reducer(|| Shown {
        generation: 0,
        game: Rc::new(first.0.clone()),
        clock: first.1.clone(),
    });
    let notices = use_state(|| first.2.clone());
    let lang = props.settings.lang;

    let on_load = {
        let current = current.clone();
        let notices = notices.clone();
        let navigate = props.navigate.clone();
        Callback::from(move |(game, source): (Game, Source)| {
            let backup = storage::adopt(&game, None, embed);
            let notice = GameNotice::Opened {
                source,
                stopped: None,
                backup,
            };
            if game.id() == id {
                current.dispatch((game, None));
                notices.set(vec![notice]);
            } else {
                persist::defer_notice(notice);
                navigate.emit(Route::Play(game.id()));
            }
        })
    };
    let restore = {
        let current = current.clone();
        let notices = notices.clone();
        Callback::from(move |key: String| {
            if let Some((game, clock)) = storage::read_backup(&key).filter(|(g, _)| g.id() == id) {
                // The game now on screen is kept in its turn.
                storage::adopt(&game, clock.as_ref(), embed);
                current.dispatch((game, clock));
                notices.set(vec![GameNotice::Restored]);
            }
        })
    };
    {
        // Another tab's save of this slot: show its game here.
        let current = current.clone();
        let notices = notices.clone();
        use_effect_with((id, embed), move |&(id, embed)| {
            let key = storage::slot_key(id, embed);
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "storage", move |event| {
                    let Some(event) = event.dyn_ref::<StorageEvent>() else {
                        return;
                    };
                    if event.key().as_deref() != Some(key.as_str()) {
                        return;
                    }
                    let game = event
                        .new_value()
                        .and_then(|text| saved::decode_with_clock(&text).ok());
                    if let Some(game) = game.filter(|(g, _)| g.id() == id) {
                        current.dispatch(game);
                        notices.set(vec![GameNotice::ChangedElsewhere]);
                    }
                })
            });
            move || drop(listener)
        });
    }
    let on_save_failed = {
        let notices = notices.clone();
        Callback::from(move |()| {
            if !notices.contains(&GameNotice::NotSaved) {
                let mut v = (*notices).clone();
                v.push(GameNotice::NotSaved);
                notices.set(v);
            }
        })
    };
    let dismiss = {
        let notices = notices.clone();
        Callback::from(move |i: usize| {
            let mut v = (*notices).clone();
            if i < v.len() {
                v.remove(i);
            }
            notices.set(v);
        })
    };

    html! {
        <>
            { notice_list(&notices, lang, &dismiss, &restore) }
            <PlayPage key={current.generation} game={id} initial={SameRc(current.game.clone())}
                initial_clock={current.clock.clone()}
                settings={props.settings} on_settings={props.on_settings.clone()}
                {embed} flip={props.flip} seed={props.seed} {on_load} {on_save_failed}
                opponents={if current.generation == 0 { players } else { storage::load_opponents(id, embed) }} />
        </>
    }
}

/// The notices over the game.
fn notice_list(
    notices: &[GameNotice],
    lang: Lang,
    dismiss: &Callback<usize>,
    restore: &Callback<String>,
) -> Html {
    if notices.is_empty() {
        return Html::default();
    }
    let w = words(lang);
    let items = notices.iter().enumerate().map(|(i, notice)| {
        let (kind, role, message, restore_key) = match notice {
            GameNotice::UnreadableSave { error, backup } => {
                let kept = match backup {
                    Some(key) => format!("{} {key}.", w.kept_as),
                    None => w.not_kept.to_owned(),
                };
                (
                    "unreadable-save",
                    "alert",
                    format!(
                        "{}: {}. {kept} {}",
                        w.unreadable_save,
                        text::saved_error(lang, error),
                        w.fresh_game
                    ),
                    None,
                )
            }
            GameNotice::BadLink(error) => (
                "bad-link",
                "alert",
                format!(
                    "{}: {}. {}",
                    w.bad_link,
                    text::share_error(lang, error),
                    w.stored_untouched
                ),
                None,
            ),
            GameNotice::Opened {
                source,
                stopped,
                backup,
            } => {
                let mut message = match source {
                    Source::Link => w.opened_link,
                    Source::Pgn => w.imported,
                }
                .to_owned();
                if let Some(stop) = stopped {
                    message.push(' ');
                    message.push_str(&text::stop_info(lang, stop));
                }
                if backup.is_some() {
                    message.push(' ');
                    message.push_str(w.previous_kept);
                }
                let kind = if stopped.is_some() {
                    "link-stopped"
                } else {
                    "opened"
                };
                let role = if stopped.is_some() { "alert" } else { "status" };
                (kind, role, message, backup.clone())
            }
            GameNotice::Restored => ("restored", "status", w.restored.to_owned(), None),
            GameNotice::NotSaved => ("not-saved", "alert", w.not_saved.to_owned(), None),
            GameNotice::ChangedElsewhere => (
                "changed-elsewhere",
                "status",
                w.changed_elsewhere.to_owned(),
                None,
            ),
        };
        let on_dismiss = {
            let dismiss = dismiss.clone();
            move |_| dismiss.emit(i)
        };
        html! {
            <div class={class_names(&["notice", kind])} role={role} data-notice={kind}>
                <p>{ message }</p>
                <div class="notice-buttons">
                    if let Some(key) = restore_key {
                        <button type="button" class="button small" data-action="restore-previous"
                            onclick={let restore = restore.clone(); move |_| restore.emit(key.clone())}>
                            { w.restore_previous }
                        </button>
                    }
                    <button type="button" class="button small" data-action="dismiss"
                        onclick={on_dismiss}>{ w.dismiss }</button>
                </div>
            </div>
        }
    });
    html! { <div class="notices">{ for items }</div> }
}

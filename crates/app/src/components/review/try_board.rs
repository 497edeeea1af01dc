//! *Try again*'s board (`data-try="<n>"`, the move's number from 1): the
//! position before a mistake, on a board of its own, where the child plays
//! a move; the engine's worker scores it ([`Job::Score`]) and the review
//! hook judges it. A fresh board (a new `key`) comes for each try; once the
//! engine's move is to be shown, it is drawn on the board as the hint's arrow.

use std::rc::Rc;

use sjakkboks_rules::{saved, Color, Game};
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::opponents::Opponents;
use sjakkboks_session::protocol::{Job, JobError, Reply};
use sjakkboks_session::review::game_before;
use sjakkboks_session::state::{Action, PlayState};
use yew::prelude::*;

use crate::components::board::Board;
use crate::hooks::game_on_screen::GameOnScreen;
use crate::hooks::review::{Tried, NODES};
use crate::services::worker::EngineWorker;

/// Properties of [`TryBoard`].
#[derive(Properties, PartialEq, Clone)]
pub struct TryBoardProps {
    /// The game reviewed.
    pub game: Rc<Game>,
    /// The move tried again (0 = the first).
    pub index: usize,
    /// Who sits at the bottom.
    pub bottom: Color,
    /// The language.
    pub lang: Lang,
    /// Gets the move tried and its value.
    pub on_tried: Callback<Tried>,
    /// The engine's move (move text), once it is to be shown.
    #[prop_or_default]
    pub best: Option<String>,
}

/// The board of one try.
#[function_component(TryBoard)]
pub fn try_board(props: &TryBoardProps) -> Html {
    let state = {
        let game = props.game.clone();
        let index = props.index;
        use_reducer(move || {
            let before = game_before(&game, index).unwrap_or_else(|| (*game).clone());
            GameOnScreen::new(PlayState::from_game(before, None, Opponents::people()))
        })
    };
    let engine = (*use_memo((), |_| EngineWorker::default())).clone();
    {
        // A move played: the engine scores it, once.
        let game = props.game.clone();
        let index = props.index;
        let on_tried = props.on_tried.clone();
        let played = state.session.game.moves().get(index).copied();
        let topology = state.session.game.topology();
        use_effect_with(played, move |played| {
            if let Some(mv) = played.filter(|m| !m.is_pass()) {
                let text = mv.to_uci(topology);
                let job = Job::Score {
                    game: saved::encode(&game),
                    ply: index as u32,
                    tried: text.clone(),
                    nodes: NODES,
                };
                engine.post(
                    job,
                    Callback::from(move |answer| {
                        let value = match answer {
                            Ok(Reply::Scored(value)) => Ok(value),
                            Ok(_) => Err(JobError::Undecodable),
                            Err(why) => Err(why),
                        };
                        on_tried.emit((text.clone(), value));
                    }),
                );
            }
            move || engine.cancel()
        });
    }
    {
        // The engine's move as an arrow, once it is to be shown.
        let state = state.clone();
        use_effect_with(props.best.clone(), move |best| {
            let topology = state.session.game.topology();
            let mv = state
                .session
                .legal
                .iter()
                .copied()
                .find(|m| best.as_deref() == Some(m.to_uci(topology).as_str()));
            if let Some(mv) = mv {
                let at = state.session.turn_key();
                state.dispatch(Action::Hint { at, mv });
            }
        });
    }
    let dispatch = {
        let state = state.clone();
        Callback::from(move |action| state.dispatch(action))
    };
    let dice = props.game.id().rules().dice;
    html! {
        <div class="try-board" data-try={(props.index + 1).to_string()}>
            <Board state={state.shared()} {dispatch} bottom={props.bottom} lang={props.lang}
                glow={dice} thinking={false} />
        </div>
    }
}

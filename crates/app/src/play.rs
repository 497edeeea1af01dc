//! The page of a game being played: the board, whose turn it is or how the game
//! ended, the buttons round the board, questions and pickers, the move list and
//! a polite live region that reads each move out.

use std::rc::Rc;

use sjakkboks_rules::{Color, Game, GameId};
use yew::prelude::*;

use crate::board::{Board, Orientation};
use crate::controls::{Controls, Dialogs};
use crate::i18n::{self, Lang};
use crate::movelist::MoveList;
use crate::notation::spoken;
use crate::persist::dialogs::Tools;
use crate::persist::{storage, Source};
use crate::settings::Settings;
use crate::state::PlayState;

/// Properties of [`PlayPage`].
#[derive(Properties, PartialEq, Clone)]
pub struct PlayPageProps {
    /// The game to play.
    pub game: GameId,
    /// The player's settings.
    pub settings: Settings,
    /// Called with changed settings.
    pub on_settings: Callback<Settings>,
    /// The game as it stands when the page opens (saved, shared or new).
    pub initial: Rc<Game>,
    /// Whether the page is embedded: no move list, hint or settings.
    pub embed: bool,
    /// Whether the board is shown from black's side and kept still.
    pub flip: bool,
    /// Puts another game in place of this one (PGN import).
    pub on_load: Callback<(Game, Source)>,
}

/// A game being played.
#[function_component(PlayPage)]
pub fn play_page(props: &PlayPageProps) -> Html {
    let id = props.game;
    let state = use_reducer(|| PlayState::from_game((*props.initial).clone()));
    {
        // Autosave: every change of the game (move, roll, undo, resignation, draw).
        let embed = props.embed;
        use_effect_with(state.game.clone(), move |game| storage::save(game, embed));
    }
    let lang = props.settings.lang;
    let position = state.game.position();
    let players = id.rules().players;
    let bottom = if props.flip {
        Color::Black
    } else if props.settings.turn_board {
        position.turn()
    } else {
        Color::White
    };
    let orientation = Orientation::for_player(id.topology(), players, bottom);
    let status = status_text(&state, lang);
    let over = state.game.outcome().is_some();
    let dispatch = {
        let state = state.clone();
        Callback::from(move |action| state.dispatch(action))
    };
    let rc_state = Rc::new((*state).clone());

    html! {
        <div class={classes!("play", format!("game-{}", id.id()))}>
            <div class="board-column">
                <p class={classes!("status", over.then_some("over"))} data-status="">
                    { status.clone() }
                </p>
                <div class="board-frame">
                    <Board state={rc_state.clone()} dispatch={dispatch.clone()}
                        {orientation} {lang} glow={false} />
                    <Dialogs state={rc_state.clone()} dispatch={dispatch.clone()} {lang} />
                </div>
                { players_strip(&state, lang) }
                if !props.embed {
                    <p class="hint">{ lang.text().hint }</p>
                }
            </div>
            <aside class="panel">
                <Controls state={rc_state.clone()} dispatch={dispatch.clone()}
                    settings={props.settings} on_settings={props.on_settings.clone()} />
                <Tools game={Rc::new(state.game.clone())} {lang} embed={props.embed}
                    on_load={props.on_load.clone()} />
                if !props.embed {
                    <MoveList state={rc_state.clone()} {lang} />
                }
            </aside>
            <p class="visually-hidden" aria-live="polite">{ announcement(&state, lang) }</p>
        </div>
    }
}

/// In games of more than two players: each player, whose turn it is, and who
/// is out and why.
fn players_strip(state: &PlayState, lang: Lang) -> Html {
    let position = state.game.position();
    let players = state.game.id().rules().players;
    if players.len() <= 2 {
        return Html::default();
    }
    let over = state.game.outcome().is_some();
    let chips = players.iter().map(|&color| {
        let (class, text) = match position.elimination(color) {
            Some(reason) => ("out", i18n::eliminated(lang, color, reason)),
            None if !over && position.turn() == color => ("to-move", i18n::to_move(lang, color)),
            None => ("in", i18n::capitalise(i18n::color_name(lang, color))),
        };
        html! {
            <li class={classes!("player", class)} data-player={color.name()}>
                <span class={classes!("player-dot", color.name())} aria-hidden="true"></span>
                { text }
            </li>
        }
    });
    html! { <ul class="players">{ for chips }</ul> }
}

/// Whose move it is (and check), or the result once the game is over.
fn status_text(state: &PlayState, lang: Lang) -> String {
    let game = &state.game;
    if let Some(outcome) = game.outcome() {
        return i18n::result(lang, outcome, far_rank(game.id(), outcome.winner));
    }
    let position = game.position();
    let mut text = i18n::to_move(lang, position.turn());
    if position.is_check() {
        text.push_str(i18n::in_check(lang));
    }
    text
}

/// The rank a player's pawns head for on a rectangular board (8 for white on
/// 8x8, 1 for black), for results like "a pawn reached rank 8".
fn far_rank(id: GameId, winner: Option<Color>) -> u8 {
    match (id.topology().board_shape(), winner) {
        (sjakkboks_rules::topology::BoardShape::Rect { ranks, .. }, Some(Color::White)) => ranks,
        _ => 1,
    }
}

/// What the live region says: the last move, and the result when the game is over.
fn announcement(state: &PlayState, lang: Lang) -> String {
    let game = &state.game;
    let n = game.moves().len();
    let mut text = match (game.moves().last(), n) {
        (Some(mv), n) => {
            let positions = game.positions();
            spoken(lang, &positions[n - 1], mv, &positions[n])
        }
        _ => String::new(),
    };
    if let Some(outcome) = game.outcome() {
        text.push_str(". ");
        text.push_str(&i18n::result(
            lang,
            outcome,
            far_rank(game.id(), outcome.winner),
        ));
    }
    text
}

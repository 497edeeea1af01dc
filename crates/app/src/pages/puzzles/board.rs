//! The trainer's board: the play page's board and promotion picker over the
//! session's reducer, started from a position; the opponent's move (the setting move
//! or a reply) slides in after a moment, and the solver's move goes to the trainer.

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use sjakkboks_rules::{Cell, Color, Game, Move};
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::opponents::Opponents;
use sjakkboks_session::state::{Action, PlayState};
use yew::prelude::*;

use crate::components::board::Board;
use crate::components::controls::promotion_picker;
use crate::hooks::game_on_screen::GameOnScreen;

/// How long before the opponent's move slides in.
const MOVE_AFTER_MS: u32 = 450;
/// How long the slide takes before the board is handed back to the trainer.
const SETTLED_AFTER_MS: u32 = 500;

/// Properties of [`PuzzleBoard`].
#[derive(Properties, PartialEq)]
pub struct PuzzleBoardProps {
    /// The position shown first.
    pub game: Rc<Game>,
    /// The opponent's move to slide in, if any.
    pub then: Option<Move>,
    /// The solver, at the bottom.
    pub solver: Color,
    /// The piece the hint picks up, if asked.
    pub hint: Option<Cell>,
    /// The language.
    pub lang: Lang,
    /// Whether the solver may move.
    pub solving: bool,
    /// Told the solver's move.
    pub on_move: Callback<Move>,
    /// Told when the opponent's move has slid in.
    pub on_settled: Callback<()>,
}

/// The board of a puzzle.
#[function_component(PuzzleBoard)]
pub fn puzzle_board(props: &PuzzleBoardProps) -> Html {
    let start = props.game.moves().len();
    let solver = props.solver;
    let state = {
        let game = (*props.game).clone();
        use_reducer(move || {
            let others: Vec<Color> = game
                .id()
                .rules()
                .players
                .iter()
                .copied()
                .filter(|&c| c != solver)
                .collect();
            let opponents = Opponents::computer(&others, 1);
            GameOnScreen::new(PlayState::from_game(game, None, opponents))
        })
    };
    {
        // The opponent's move slides in, then the trainer takes the board back.
        let state = state.clone();
        let on_settled = props.on_settled.clone();
        use_effect_with(props.then, move |&then| {
            let timers = then.map(|mv| {
                let play = Timeout::new(MOVE_AFTER_MS, move || {
                    let at = state.session.turn_key();
                    state.dispatch(Action::ComputerMove { at, mv });
                });
                let settled = Timeout::new(MOVE_AFTER_MS + SETTLED_AFTER_MS, move || {
                    on_settled.emit(())
                });
                (play, settled)
            });
            move || drop(timers)
        });
    }
    {
        let on_move = props.on_move.clone();
        let moves = state.session.game.moves();
        let last = moves.last().copied();
        let by_solver =
            moves.len() > start && state.session.game.positions()[moves.len() - 1].turn() == solver;
        use_effect_with(moves.len(), move |_| {
            if let (true, Some(mv)) = (by_solver, last) {
                on_move.emit(mv);
            }
        });
    }
    {
        // The hint picks up the piece to move, showing where it may go.
        let state = state.clone();
        use_effect_with(props.hint, move |&hint| {
            if let Some(cell) = hint {
                state.dispatch(Action::Press {
                    cell,
                    toggle: false,
                });
            }
        });
    }
    let dispatch = {
        let state = state.clone();
        let solving = props.solving;
        Callback::from(move |action: Action| {
            if solving {
                state.dispatch(action)
            }
        })
    };
    let shared = state.shared();
    html! {
        <>
            <Board state={shared.clone()} dispatch={dispatch.clone()} bottom={solver}
                lang={props.lang} glow={false} thinking={false} />
            { promotion_picker(&shared, &dispatch, props.lang).unwrap_or_default() }
        </>
    }
}

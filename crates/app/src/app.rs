//! The root component: a new game of standard chess and its board.

use sjakkboks_rules::{Game, GameId};
use yew::prelude::*;

use crate::board::Board;

/// The whole page: a heading, the board and a status line.
#[function_component(App)]
pub fn app() -> Html {
    let game = use_memo((), |_| Game::new(GameId::Standard));
    html! {
        <main class="app">
            <header class="app-header">
                <h1>{ "Sjakkboks" }</h1>
            </header>
            <div class="board-frame">
                <Board {game} />
            </div>
            <p class="status" data-status="" role="status" aria-live="polite">
                { "Standard chess: white to move." }
            </p>
        </main>
    }
}

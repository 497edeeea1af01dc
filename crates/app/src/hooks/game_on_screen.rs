//! The game on screen as Yew's reducer: the session's [`PlayState`], reduced
//! at the wall clock's time, kept behind one `Rc` that stays the same while
//! nothing changes, so that the board (whose props compare that `Rc` by
//! identity) is not drawn again for a tap that changes nothing.

use std::ops::Deref;
use std::rc::Rc;

use sjakkboks_session::state::{Action, PlayState};
use yew::Reducible;

use crate::services::wall_clock;

/// The state of the play page's reducer.
#[derive(Clone, PartialEq)]
pub struct GameOnScreen(Rc<PlayState>);

impl GameOnScreen {
    /// The state to show, as a game page starts it.
    pub fn new(state: PlayState) -> GameOnScreen {
        GameOnScreen(Rc::new(state))
    }

    /// The state, shared: the same `Rc` until an action changes it.
    pub fn shared(&self) -> Rc<PlayState> {
        self.0.clone()
    }

    /// Applies `action` at time `now`; the same state when it changed nothing.
    fn apply(self, action: Action, now: u64) -> GameOnScreen {
        let next = PlayState::clone(&self.0).reduce(action, now);
        if next.same_as(&self.0) {
            self
        } else {
            GameOnScreen(Rc::new(next))
        }
    }
}

impl Deref for GameOnScreen {
    type Target = PlayState;

    fn deref(&self) -> &PlayState {
        &self.0
    }
}

impl Reducible for GameOnScreen {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new(Rc::unwrap_or_clone(self).apply(action, wall_clock::now()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::{Game, GameId};
    use sjakkboks_session::opponents::Opponents;

    fn press(state: GameOnScreen, label: &str) -> GameOnScreen {
        let cell = state.session.game.topology().cell_by_label(label).unwrap();
        state.apply(Action::Press { cell, toggle: true }, 0)
    }

    #[test]
    fn a_tap_that_changes_nothing_keeps_the_state_the_board_compares() {
        let start = PlayState::from_game(Game::new(GameId::Standard), None, Opponents::people());
        let before = GameOnScreen::new(start);
        let shared = before.shared();
        // An empty cell with nothing picked up: nothing changes.
        let after = press(before, "e4");
        assert!(Rc::ptr_eq(&shared, &after.shared()));
        // Picking a piece up is a change.
        let picked = press(after, "e2");
        assert!(!Rc::ptr_eq(&shared, &picked.shared()));
    }
}

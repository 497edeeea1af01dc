//! A move rehearsed on a copy of the game once the page has settled: it plays
//! the first legal move as two taps do, writes it down as the move list and
//! the autosave do, and drops the result, so that the browser compiles a
//! move's code then rather than in the player's first move. A performance
//! measure of the page's, kept out of the session's reducer.

use sjakkboks_rules::saved;
use sjakkboks_session::state::{Action, PlayState};

/// Plays the first legal move on a copy of `state` and gives the copy back
/// (to be dropped). `None` when no move can be made (dice chess before the
/// roll, a game over).
pub fn rehearse_move(state: &PlayState) -> Option<PlayState> {
    let mv = *state.session.legal.first()?;
    let press = |cell| Action::Press {
        cell,
        toggle: false,
    };
    // The time only matters to clocks, which the copy's fate does not touch.
    let now = 0;
    let after = state
        .clone()
        .reduce(press(mv.from), now)
        .reduce(press(mv.to), now);
    let _ = state.session.game.position().san(&mv);
    let _ = saved::encode_with_clock(&after.session.game, after.session.clock.as_ref());
    Some(after)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::{Game, GameId};
    use sjakkboks_session::opponents::Opponents;

    #[test]
    fn a_rehearsed_move_is_made_on_a_copy_in_every_game() {
        for id in GameId::ALL {
            let mut state = PlayState::from_game(Game::new(id), Some(1865), Opponents::people());
            if state.can_roll() {
                state = state
                    .reduce(Action::StartRoll, 0)
                    .reduce(Action::SettleRoll, 0);
            }
            let moves = state.session.game.moves().len();
            let after = rehearse_move(&state).expect("a move to rehearse");
            assert_eq!(after.session.game.moves().len(), moves + 1, "{id:?}");
            assert_eq!(
                state.session.game.moves().len(),
                moves,
                "{id:?}: the game itself stays"
            );
        }
    }
}

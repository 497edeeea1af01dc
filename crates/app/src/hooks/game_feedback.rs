//! What a game's changes do beyond the page: the sound of each move, roll and
//! ending ([`crate::services::sound`]), and the screen kept on until the game is over
//! ([`crate::services::wake_lock`]).

use sjakkboks_rules::Game;
use yew::prelude::*;

use crate::services::sound;
use crate::services::wake_lock::keep_awake;

/// Plays the sound of each change of `game` (whose die has been rolled
/// `rolls` times on this page) and keeps the screen on while it is not over,
/// letting it go when the page closes.
#[hook]
pub fn use_game_feedback(game: &Game, rolls: u32) {
    let last = use_mut_ref(|| None::<sound::Moment>);
    let now = sound::moment(game, rolls);
    let due = sound::due(*last.borrow(), now, game);
    // Once the change is drawn.
    use_effect_with(now, move |&(_, over, _)| {
        *last.borrow_mut() = Some(now);
        if let Some(due) = due {
            sound::play(due);
        }
        keep_awake(!over);
        || keep_awake(false)
    });
}

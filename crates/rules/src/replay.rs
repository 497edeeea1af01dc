//! Replaying a record's rolls and moves in the order the game asks for them: a roll
//! whenever the player to move must roll (dice chess), a move otherwise.

use crate::{Game, GameError};

/// Plays `moves` (through `play`) and `rolls` on `game`, each when the game asks for
/// it, until both run out or one step is refused. When one list runs out, the other's
/// next step is offered anyway, so that the game itself says why it does not fit.
///
/// `play` gets the 0-based index of the move in `moves`; `roll_refused` gets the
/// 0-based index of the roll in `rolls`, the face, and the game's reason.
pub(crate) fn replay<M, E>(
    game: &mut Game,
    rolls: impl IntoIterator<Item = u8>,
    moves: impl IntoIterator<Item = M>,
    mut play: impl FnMut(&mut Game, usize, M) -> Result<(), E>,
    mut roll_refused: impl FnMut(usize, u8, GameError) -> E,
) -> Result<(), E> {
    let mut rolls = rolls.into_iter().enumerate();
    let mut moves = moves.into_iter().enumerate();
    loop {
        let roll_first = game.needs_roll();
        let (roll, mv) = if roll_first {
            match rolls.next() {
                Some(roll) => (Some(roll), None),
                None => (None, moves.next()),
            }
        } else {
            match moves.next() {
                Some(mv) => (None, Some(mv)),
                None => (rolls.next(), None),
            }
        };
        match (roll, mv) {
            (Some((i, face)), _) => {
                game.roll(face).map_err(|e| roll_refused(i, face, e))?;
            }
            (None, Some((i, mv))) => play(game, i, mv)?,
            (None, None) => return Ok(()),
        }
    }
}

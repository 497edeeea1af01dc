//! Replaying a record's rolls and moves in the order the game asks for them: a roll
//! whenever the player to move must roll (dice chess), a move otherwise.

use crate::{Game, GameError};

/// Plays `moves` (through `play`) and `rolls` on `game`, each when the game asks for
/// it, until both run out or one step is refused. Steps left over when the other list
/// runs out are offered anyway, so that the game itself says why they do not fit.
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
        if needs_roll(game) {
            let Some((i, face)) = rolls.next() else { break };
            roll(game, face).map_err(|e| roll_refused(i, face, e))?;
        } else {
            let Some((i, mv)) = moves.next() else { break };
            play(game, i, mv)?;
        }
    }
    if let Some((i, face)) = rolls.next() {
        roll(game, face).map_err(|e| roll_refused(i, face, e))?;
        // A roll the game took although it did not ask for one cannot happen; refuse
        // it all the same rather than lose it.
        return Err(roll_refused(i, face, GameError::Over));
    }
    if let Some((i, mv)) = moves.next() {
        play(game, i, mv)?;
    }
    Ok(())
}

/// Whether the player to move must roll the die before moving.
fn needs_roll(game: &Game) -> bool {
    let _ = game;
    false
}

/// Enters a die roll.
fn roll(game: &mut Game, face: u8) -> Result<(), GameError> {
    let _ = (game, face);
    Err(GameError::Over)
}

/// The dice rolls made before half-move `ply` (or, for `ply == moves().len()`, in the
/// current turn).
pub(crate) fn ply_rolls(game: &Game, ply: usize) -> &[u8] {
    let _ = (game, ply);
    &[]
}

/// Whether a half-move is a pass (dice chess: no piece of the rolled kind could move).
pub(crate) fn is_pass(game: &Game, ply: usize) -> bool {
    let _ = (game, ply);
    false
}

/// Whether the game is played with a die.
pub(crate) fn has_dice(game: &Game) -> bool {
    let _ = game;
    false
}

/// Enters a die roll as the player to move's.
pub(crate) fn enter_roll(game: &mut Game, face: u8) -> Result<(), GameError> {
    roll(game, face)
}

//! A puzzle's plies and the game they are played in: a move and, in dice chess, the
//! face rolled for it.

use sjakkboks_rules::{Game, Move, Rolled};

/// One ply: the move and dice chess's roll for it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ply {
    /// The move.
    pub mv: Move,
    /// Dice chess: the face rolled before the move.
    pub roll: Option<u8>,
}

/// `game` after rolling `face`, if that face lets the player to move make a move (a
/// roll that passes or must be rolled again is no ply of a puzzle).
pub fn rolled(game: &Game, face: u8) -> Option<Game> {
    let mut next = game.clone();
    (next.roll(face) == Ok(Rolled::Move)).then_some(next)
}

/// Plays `ply` (its roll first, in dice chess); `false` if the game refuses it.
pub fn play(game: &mut Game, ply: Ply) -> bool {
    if let Some(face) = ply.roll {
        if game.roll(face) != Ok(Rolled::Move) {
            return false;
        }
    }
    game.play(ply.mv).is_ok()
}

/// The faces 1-6 in an order drawn from `rng` (dice chess tries the roll of a ply in
/// this order).
pub fn faces(rng: &mut sjakkboks_engine::Rng) -> [u8; 6] {
    let mut faces = [1, 2, 3, 4, 5, 6];
    for i in (1..faces.len()).rev() {
        faces.swap(i, rng.below(i as u64 + 1) as usize);
    }
    faces
}

//! Perft: counting the leaves of the legal-move tree, the standard check of a move generator.

use crate::{Move, Position};

/// The number of legal move sequences of length `depth` from `pos`. A position whose
/// game is over by a rule that ends it at once has no moves; leaves are counted in bulk
/// (with the `narrow` feature, without making the last ply's moves).
/// A player put out on their own turn for want of a legal move (three-player chess, see
/// [`Position::settled`]) makes no ply: the count goes on with the next player's moves.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut lists = vec![Vec::with_capacity(64); depth as usize];
    count(pos, &mut lists, true)
}

/// [`perft`] whose last ply takes the length of the legal move list, as a search
/// sees the moves and as other crates' perft counts (shakmaty's): the measure for
/// comparing move generators like for like.
pub fn perft_listed(pos: &Position, depth: u32) -> u64 {
    let mut lists = vec![Vec::with_capacity(64); depth as usize];
    count(pos, &mut lists, false)
}

/// [`perft`] to the depth `lists.len()`, with one move list per ply to reuse; the
/// last ply's moves are counted without a list where `counted` and the build allow.
// Without `narrow` every count is listed: `counted` is only passed on.
#[cfg_attr(not(feature = "narrow"), allow(clippy::only_used_in_recursion))]
fn count(pos: &Position, lists: &mut [Vec<Move>], counted: bool) -> u64 {
    let Some((moves, deeper)) = lists.split_first_mut() else {
        return 1;
    };
    // The last ply: the moves are counted, not made. A position where the game is
    // over, or a player is put out, takes the way below.
    #[cfg(feature = "narrow")]
    if counted && deeper.is_empty() {
        let legal = pos.count_legal_moves();
        if legal.moves != 0 && pos.outcome_of(&legal).is_none() {
            return legal.moves;
        }
    }
    moves.clear();
    pos.legal_moves_into(moves);
    if moves.is_empty() || pos.outcome_with(moves).is_some() {
        let next = pos.clone().settled();
        return if next == *pos {
            0
        } else {
            count(&next, lists, counted)
        };
    }
    if deeper.is_empty() {
        return moves.len() as u64;
    }
    let mut next = pos.clone();
    moves
        .iter()
        .map(|m| {
            next.clone_from(pos);
            next.play_unchecked(m);
            count(&next, deeper, counted)
        })
        .sum()
}

/// Perft split by root move: each legal root move with the number of sequences of
/// length `depth` that start with it. With `roll` (dice chess), the root's moves are
/// those of the rolled kind ([`Position::legal_moves_for_roll`]); deeper plies are
/// the game's plain legal moves.
///
/// ```
/// use sjakkboks_rules::{perft_divide, GameId, Position};
/// let p = Position::start(GameId::Dice);
/// let split = perft_divide(&p, 2, Some(4));
/// assert_eq!(split.len(), 4);
/// assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 80);
/// ```
pub fn perft_divide(pos: &Position, depth: u32, roll: Option<u8>) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    root_moves(pos, roll)
        .into_iter()
        .map(|m| (m, perft(&pos.after(&m), depth - 1)))
        .collect()
}

/// The legal moves (of the rolled kind, if `roll` is given), or none if the game is
/// over in `pos`.
fn root_moves(pos: &Position, roll: Option<u8>) -> Vec<Move> {
    let mut moves = Vec::with_capacity(64);
    pos.legal_moves_into(&mut moves);
    if pos.outcome_with(&moves).is_some() {
        return Vec::new();
    }
    if let Some(face) = roll {
        pos.retain_kind(&mut moves, crate::Kind::for_roll(face));
    }
    moves
}

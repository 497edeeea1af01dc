//! Førstemann over (pawn race): the first pawn over wins; a player without a legal
//! move ends the game, and the pawn count decides it.

use super::LegalMoves;
use crate::{Color, EndReason, Kind, Outcome, Piece, Position};

/// A pawn on its far rank wins at once; with no legal move, more pawns win and equal
/// counts draw (so a player without pawns loses on their turn).
pub(crate) fn outcome<L: LegalMoves + ?Sized>(pos: &Position, legal: &L) -> Option<Outcome> {
    let topo = pos.topology();
    // Mostly no pawn stands on any far rank: one test for both sides (a fast path for
    // the engine's build).
    #[cfg(feature = "narrow")]
    let on_far = {
        let far = topo.promotion_cells(0) | topo.promotion_cells(1);
        !(pos.kind_cells(Kind::Pawn) & far).is_empty()
    };
    #[cfg(not(feature = "narrow"))]
    let on_far = true;
    for color in pos.rules().players.iter().filter(|_| on_far) {
        let dir = topo.pawn_dir(*color, false);
        if !(pawns(pos, *color) & topo.promotion_cells(dir)).is_empty() {
            return Some(Outcome::win(*color, EndReason::FarRankReached));
        }
    }
    if !legal.is_empty() {
        return None;
    }
    let us = pos.turn();
    let them = pos.next_player(us);
    let (ours, theirs) = (pawns(pos, us).count(), pawns(pos, them).count());
    Some(match ours.cmp(&theirs) {
        std::cmp::Ordering::Greater => Outcome::win(us, EndReason::PawnCount),
        std::cmp::Ordering::Less => Outcome::win(them, EndReason::PawnCount),
        std::cmp::Ordering::Equal => Outcome::draw(EndReason::PawnCount),
    })
}

fn pawns(pos: &Position, color: Color) -> crate::CellSet {
    pos.piece_cells(Piece {
        color,
        kind: Kind::Pawn,
    })
}

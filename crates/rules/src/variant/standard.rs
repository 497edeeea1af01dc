//! Chess's own ends: checkmate, stalemate, dead positions and the 75-move rule.

use crate::{CellSet, EndReason, Kind, Move, Outcome, Position};

/// Checkmate or stalemate when there is no legal move; otherwise a dead position or
/// 75 moves (checkmate on the 150th half-move still counts: it is found first).
pub(crate) fn outcome(pos: &Position, legal: &[Move]) -> Option<Outcome> {
    if legal.is_empty() {
        return Some(if pos.is_check() {
            Outcome::win(pos.next_player(pos.turn()), EndReason::Checkmate)
        } else {
            Outcome::draw(EndReason::Stalemate)
        });
    }
    if is_dead(pos) {
        return Some(Outcome::draw(EndReason::DeadPosition));
    }
    if pos.clock_reached(pos.rules().moves_auto) {
        return Some(Outcome::draw(EndReason::SeventyFiveMoves));
    }
    None
}

/// Whether neither side can ever checkmate: only kings and bishops with every bishop on
/// one square colour (covers K v K, K+B v K, K+B v K+B on one colour), or K+N v K.
#[cfg_attr(feature = "narrow", inline(always))]
pub(crate) fn is_dead(pos: &Position) -> bool {
    let bishops = pos.kind_cells(Kind::Bishop);
    let knights = pos.kind_cells(Kind::Knight);
    // Every piece is of one kind: the pieces other than kings, bishops and knights.
    let others =
        pos.kind_cells(Kind::Pawn) | pos.kind_cells(Kind::Rook) | pos.kind_cells(Kind::Queen);
    if !others.is_empty() {
        return false;
    }
    if knights.is_empty() {
        let light = pos.topology().light;
        return (bishops & light).is_empty() || (bishops - light).is_empty();
    }
    knights.count() == 1 && bishops == CellSet::EMPTY
}

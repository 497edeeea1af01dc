//! Chess's own ends: checkmate, stalemate, dead positions and the 75-move rule.

use super::LegalMoves;
use crate::{CellSet, Color, EndReason, Kind, Outcome, Position};

/// Checkmate or stalemate when there is no legal move; otherwise a dead position or
/// 75 moves (checkmate on the 150th half-move still counts: it is found first).
#[cfg_attr(feature = "narrow", inline(always))]
pub(crate) fn outcome<L: LegalMoves + ?Sized>(pos: &Position, legal: &L) -> Option<Outcome> {
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

/// Whether `side` could checkmate by some series of legal moves (FIDE Laws 6.9):
/// not with a bare king, nor with one knight against a bare king, nor with bishops
/// all on one square colour when the other side has nothing but bishops on that
/// colour to block its own king with.
pub(crate) fn could_mate(pos: &Position, side: Color) -> bool {
    let own = pos.color_cells(side);
    let heavy =
        pos.kind_cells(Kind::Pawn) | pos.kind_cells(Kind::Rook) | pos.kind_cells(Kind::Queen);
    if !(heavy & own).is_empty() {
        return true;
    }
    let knights = pos.kind_cells(Kind::Knight) & own;
    let bishops = pos.kind_cells(Kind::Bishop) & own;
    let blockers = pos.occupied() - own - pos.kind_cells(Kind::King);
    let light = pos.topology().light;
    match (knights.count(), bishops.is_empty()) {
        (0, true) => false,
        (0, false) => {
            let all_bishops = pos.kind_cells(Kind::Bishop);
            let same_colour = if (bishops & light).is_empty() {
                all_bishops - light
            } else if (bishops - light).is_empty() {
                all_bishops & light
            } else {
                return true;
            };
            // A blocker that could stand on the squares the bishops never reach.
            !(blockers - same_colour).is_empty()
        }
        (1, true) => !blockers.is_empty(),
        _ => true,
    }
}

/// Whether neither side can ever checkmate: only kings and bishops with every bishop on
/// one square colour (covers K v K, K+B v K, K+B v K+B on one colour), or K+N v K.
#[cfg_attr(feature = "narrow", inline(always))]
pub(crate) fn is_dead(pos: &Position) -> bool {
    // A pawn, a rook or a queen can mate: one kind at a time, pawns first (most
    // positions have one, and then one set is read, not three).
    let others = [Kind::Pawn, Kind::Rook, Kind::Queen];
    if others.iter().any(|kind| !pos.kind_cells(*kind).is_empty()) {
        return false;
    }
    let bishops = pos.kind_cells(Kind::Bishop);
    let knights = pos.kind_cells(Kind::Knight);
    if knights.is_empty() {
        let light = pos.topology().light;
        return (bishops & light).is_empty() || (bishops - light).is_empty();
    }
    knights.count() == 1 && bishops == CellSet::EMPTY
}

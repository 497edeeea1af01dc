//! Må slå-sjakk (losing chess): no legal move wins; the automatic draws that the
//! position alone decides (fifty moves without a pawn move, no capture ever possible).
//! Forced captures are the [`crate::Rules::must_capture`] switch; threefold repetition
//! is the game's ([`crate::Rules::repetition_auto`]).

use super::LegalMoves;
use crate::{Color, EndReason, Kind, Outcome, Piece, Position};

/// The player to move wins with no legal move (no pieces included); otherwise a dead
/// position or fifty moves by each side without a pawn move draw.
pub(crate) fn outcome<L: LegalMoves + ?Sized>(pos: &Position, legal: &L) -> Option<Outcome> {
    if legal.is_empty() {
        return Some(Outcome::win(pos.turn(), EndReason::NoMovesLeft));
    }
    if no_capture_possible(pos) && !legal.any_capture(pos) {
        return Some(Outcome::draw(EndReason::NoCapturePossible));
    }
    if pos.clock_reached(pos.rules().moves_auto) {
        return Some(Outcome::draw(EndReason::FiftyMovesWithoutPawnMove));
    }
    None
}

/// docs/RULES.md §3's dead position: only bishops and pawns; each side has bishops, all on one
/// square colour, the two sides' colours differ; every pawn is blocked by a pawn; no
/// pawn stands on the colour of the enemy bishops. Then a bishop can never meet an
/// enemy piece and no pawn can ever move or capture (a pawn captures onto its own
/// square colour, where no enemy piece can stand), except en passant right after a
/// double step: the caller checks that the player to move has no capture now.
pub(crate) fn no_capture_possible(pos: &Position) -> bool {
    let pawns = pos.kind_cells(Kind::Pawn);
    let bishops = pos.kind_cells(Kind::Bishop);
    // Whether a piece of another kind stands anywhere (a difference tested for
    // emptiness, not sets compared: cheaper, and equal).
    if !(pos.occupied() - pawns - bishops).is_empty() {
        return false;
    }
    let light = pos.topology().light;
    let bishop_colour = |color: Color| -> Option<bool> {
        let own = bishops & pos.color_cells(color);
        if own.is_empty() {
            None
        } else if (own - light).is_empty() {
            Some(true)
        } else if (own & light).is_empty() {
            Some(false)
        } else {
            None
        }
    };
    let (Some(white_light), Some(black_light)) =
        (bishop_colour(Color::White), bishop_colour(Color::Black))
    else {
        return false;
    };
    if white_light == black_light {
        return false;
    }
    let enemy_bishop_squares = |color: Color| {
        let enemy_light = if color == Color::White {
            black_light
        } else {
            white_light
        };
        if enemy_light {
            light
        } else {
            pos.topology().all() - light
        }
    };
    let topo = pos.topology();
    for color in [Color::White, Color::Black] {
        let own = pos.piece_cells(Piece {
            color,
            kind: Kind::Pawn,
        });
        if !(own & enemy_bishop_squares(color)).is_empty() {
            return false;
        }
        let dir = topo.pawn_dir(color, false);
        let blocked = |cell| {
            topo.pawn(dir, cell)
                .push
                .is_some_and(|p| pawns.contains(p.to))
        };
        if !own.into_iter().all(blocked) {
            return false;
        }
    }
    true
}

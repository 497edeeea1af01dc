//! Static exchange evaluation: what a capture wins or loses once both sides have
//! captured back on its cell, least valuable piece first, for as long as it pays
//! (the "swap list" of the Chess Programming Wiki's "Static Exchange Evaluation").
//! Pins are ignored; sliders behind a capturer join in as it leaves (x-rays). For
//! two-player chess boards.

use crate::eval::other_player;
use sjakkboks_rules::{Cell, CellSet, Color, Kind, Move, Piece, Position};

/// Exchange values (pawn, knight, bishop, rook, queen, king).
const VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

/// The longest exchange counted.
const MAX_SWAPS: usize = 32;

/// The least valuable piece of `side` among `occupied` that attacks `to`.
fn least_attacker(
    pos: &Position,
    to: Cell,
    side: Color,
    occupied: CellSet,
) -> Option<(Cell, Kind)> {
    Kind::ALL.into_iter().find_map(|kind| {
        let candidates = pos.piece_cells(Piece { color: side, kind }) & occupied;
        if candidates.is_empty() {
            return None;
        }
        // A piece of `kind` on `to` reaches the cells from which one attacks `to`
        // (a pawn: seen as the other side's pawn).
        let seen_from = if kind == Kind::Pawn {
            other_player(side)
        } else {
            side
        };
        let reach = pos.attacks(
            to,
            Piece {
                color: seen_from,
                kind,
            },
            occupied,
        );
        (reach & candidates).first().map(|cell| (cell, kind))
    })
}

/// The material the mover of capture `mv` ends with after the exchange on its cell,
/// in centipawns (negative: the capture loses material).
pub(crate) fn exchange_gain(pos: &Position, mv: &Move) -> i32 {
    let Some(mover) = pos.piece_at(mv.from) else {
        return 0;
    };
    let victim = pos
        .piece_at(mv.to)
        .map_or(VALUE[0], |p| VALUE[p.kind.index()]);
    let mut gains = [0i32; MAX_SWAPS];
    gains[0] = victim;
    let mut occupied = pos.occupied() - CellSet::single(mv.from);
    let mut on_cell = VALUE[mv.promotion.unwrap_or(mover.kind).index()];
    let mut side = other_player(mover.color);
    let mut depth = 0;
    while depth + 1 < MAX_SWAPS {
        let Some((cell, kind)) = least_attacker(pos, mv.to, side, occupied) else {
            break;
        };
        depth += 1;
        gains[depth] = on_cell - gains[depth - 1];
        if gains[depth].max(-gains[depth - 1]) < 0 {
            break;
        }
        occupied.remove(cell);
        on_cell = VALUE[kind.index()];
        side = other_player(side);
    }
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    gains[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::GameId;

    fn gain(fen: &str, uci: &str) -> i32 {
        let pos = Position::from_fen(GameId::Standard, fen).unwrap();
        exchange_gain(&pos, &pos.parse_uci(uci).unwrap())
    }

    #[test]
    fn exchanges_count_defenders_and_x_rays() {
        // A free pawn.
        assert_eq!(gain("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"), 100);
        // A pawn defended by a pawn: the rook is lost for it.
        assert_eq!(
            gain("4k3/8/2p5/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"),
            100 - 500
        );
        // Two rooks against one defender: pawn won, the rook that took is lost.
        assert_eq!(gain("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100);
        // Knight takes a pawn defended by a knight: the knight is lost.
        assert_eq!(
            gain("4k3/4n3/8/3p4/8/4N3/8/4K3 w - - 0 1", "e3d5"),
            100 - 320
        );
    }
}

//! The pawn race: pawns count (no legal move: more pawns win), advanced pawns are
//! worth more, and a race of unstoppable passed pawns is decided by counting tempi.

use super::rect::Geometry;
use sjakkboks_rules::{Cell, Color, Kind, Piece, Position};

/// A pawn race won by counting: worth almost a win.
const RACE_WON: i32 = 900;
/// A passed pawn that only the other side's future passers could outrun.
const LONE_PASSER: i32 = 400;

/// The score for white.
pub(crate) fn white_score(geo: &Geometry, pos: &Position) -> i32 {
    let mut score = 0;
    let mut fastest = [None, None];
    for (slot, color) in [Color::White, Color::Black].into_iter().enumerate() {
        let sign = if slot == 0 { 1 } else { -1 };
        for cell in own_pawns(pos, color) {
            let rank = geo.rank_for(cell, color);
            score += sign * (100 + 4 * rank * rank);
            if let Some(t) = tempi_if_unstoppable(geo, pos, cell, color) {
                fastest[slot] = Some(fastest[slot].map_or(t, |f: i32| f.min(t)));
            }
        }
    }
    score + race(fastest, pos.turn())
}

/// The race between the two sides' fastest unstoppable pawns, for white.
fn race(fastest: [Option<i32>; 2], turn: Color) -> i32 {
    match fastest {
        [Some(w), Some(b)] => {
            let white_first = if turn == Color::White { w <= b } else { w < b };
            if white_first {
                RACE_WON - 10 * w
            } else {
                -(RACE_WON - 10 * b)
            }
        }
        [Some(w), None] => LONE_PASSER - 10 * w,
        [None, Some(b)] => -(LONE_PASSER - 10 * b),
        [None, None] => 0,
    }
}

fn own_pawns(pos: &Position, color: Color) -> sjakkboks_rules::CellSet {
    pos.piece_cells(Piece {
        color,
        kind: Kind::Pawn,
    })
}

/// The moves `color`'s pawn on `cell` needs to reach the far rank if nothing can stop
/// it: no pawn ahead on its file, no enemy pawn ahead on a neighbouring file.
fn tempi_if_unstoppable(geo: &Geometry, pos: &Position, cell: Cell, color: Color) -> Option<i32> {
    let file = geo.file(cell);
    let rank = geo.rank_for(cell, color);
    for r in rank + 1..geo.ranks {
        for f in file - 1..=file + 1 {
            let Some(c) = geo.cell_for(f, r, color) else {
                continue;
            };
            match pos.piece_at(c) {
                Some(p) if f == file || p.color != color => return None,
                _ => {}
            }
        }
    }
    let double_step = i32::from(rank == 1 && geo.ranks > 4);
    Some(geo.ranks - 1 - rank - double_step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::GameId;

    fn score(fen: &str) -> i32 {
        let geo = Geometry::of(GameId::PawnRace);
        white_score(&geo, &Position::from_fen(GameId::PawnRace, fen).unwrap())
    }

    #[test]
    fn the_side_to_move_wins_an_even_race() {
        // White a4 needs 4 moves, black h5 needs 4: whoever moves first arrives first.
        assert!(score("8/8/8/7p/P7/8/8/8 w - - 0 1") > 500);
        assert!(score("8/8/8/7p/P7/8/8/8 b - - 0 1") < -500);
        // One tempo short loses even with the move.
        assert!(score("8/8/8/8/P6p/8/8/8 w - - 0 1") < -500);
    }

    #[test]
    fn the_double_step_counts_as_one_move() {
        // a2 needs 5 moves (a2-a4 first) against h6's 5: white, to move, arrives first.
        assert!(score("8/8/7p/8/8/8/P7/8 w - - 0 1") > 500);
        // a3 needs 5 moves too, but h5 needs only 4.
        assert!(score("8/8/8/7p/8/P7/8/8 w - - 0 1") < -500);
    }
}

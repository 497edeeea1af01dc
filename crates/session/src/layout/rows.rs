//! The board's cells in rows, in the order a sighted player reads the board as
//! it is drawn, for a screen reader's grid: on a rectangular board the rows of
//! squares from the top down, each from left to right; on the round board the
//! rings from the outside in, each clockwise from the top.

use std::f32::consts::{FRAC_PI_2, TAU};

use sjakkboks_rules::topology::BoardShape;
use sjakkboks_rules::{Cell, Topology};

use super::{Orientation, Ring};

/// The rows of `topology`'s cells as the board is seen turned by
/// `orientation` (see the module), each with its number in the topology (a
/// rank or a ring from 0), which stays with its cells as the board turns.
///
/// The topology lists its cells row by row (rank by rank from white's side,
/// ring by ring from the outside), each row from the a-file or clockwise
/// from sector a; a board turned half round is read from the other end.
pub fn rows(
    topology: &Topology,
    orientation: &Orientation,
) -> impl Iterator<Item = (usize, impl Iterator<Item = Cell>)> {
    // Per board: cells per row, rows, the cell a row is read from, the step
    // along the row, and whether the rows are read from the last one.
    let (width, height, first, step, last_first) = match topology.board_shape() {
        BoardShape::Rect { files, ranks } => {
            let (w, h) = (i32::from(files), i32::from(ranks));
            // Rank 1 is drawn at the bottom: seen from white it comes last.
            if orientation.angle == 0.0 {
                (w, h, 0, 1, true)
            } else {
                (w, h, w - 1, -1, false)
            }
        }
        BoardShape::Round => {
            // Six rings; the sector that begins straight up (-90°) as the
            // board is turned comes first.
            let sectors = topology.len() as i32 / 6;
            let a = Ring::of(topology.shape(Cell::new(0))).map_or(0.0, |r| r.a_start);
            let up = (-FRAC_PI_2 - orientation.angle - a) / TAU;
            let up = ((up - up.floor()) * sectors as f32 + 0.5) as i32;
            (sectors, 6, up, 1, false)
        }
    };
    (0..height).map(move |r| {
        let row = if last_first { height - 1 - r } else { r };
        let cells = (0..width)
            .map(move |c| Cell::new((row * width + (first + step * c).rem_euclid(width)) as usize));
        (row as usize, cells)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::{Color, GameId};

    /// The labels of `game`'s rows with `bottom` at the bottom, each row joined.
    fn read(game: GameId, bottom: Color) -> Vec<String> {
        let t = game.topology();
        let o = Orientation::for_player(t, game.rules().players, bottom);
        rows(t, &o)
            .map(|(_, row)| row.map(|c| t.label(c)).collect::<Vec<_>>().join(" "))
            .collect()
    }

    #[test]
    fn a_square_board_reads_from_the_top_left_as_it_is_turned() {
        let white = read(GameId::Standard, Color::White);
        assert_eq!(white.len(), 8);
        assert_eq!(white[0], "a8 b8 c8 d8 e8 f8 g8 h8");
        assert_eq!(white[7], "a1 b1 c1 d1 e1 f1 g1 h1");
        let black = read(GameId::Standard, Color::Black);
        assert_eq!(black[0], "h1 g1 f1 e1 d1 c1 b1 a1");
        assert_eq!(black[7], "h8 g8 f8 e8 d8 c8 b8 a8");
        let attack = read(GameId::ChessAttack, Color::White);
        assert_eq!(attack.len(), 6);
        assert_eq!(attack[0], "a6 b6 c6 d6 e6");
    }

    #[test]
    fn the_round_board_reads_ring_by_ring_clockwise_from_the_top() {
        // White at the bottom: q..x (black's) at the upper right, a..h (white's)
        // at the bottom, i..p (grey's) at the upper left.
        let white = read(GameId::ThreePlayer, Color::White);
        assert_eq!(white.len(), 6);
        let ring1: String = "qrstuvwxabcdefghijklmnop"
            .chars()
            .map(|f| format!("{f}1"))
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(white[0], ring1);
        assert!(white[5].starts_with("q6 r6"), "{}", white[5]);
        // Grey at the bottom: black's sectors are at the upper left, white's at the upper right.
        let grey = read(GameId::ThreePlayer, Color::Grey);
        assert!(grey[0].starts_with("a1 b1"), "{}", grey[0]);
        let black = read(GameId::ThreePlayer, Color::Black);
        assert!(black[0].starts_with("i1 j1"), "{}", black[0]);
    }

    #[test]
    fn every_cell_is_in_one_row() {
        for game in [GameId::Standard, GameId::ChessAttack, GameId::ThreePlayer] {
            let t = game.topology();
            for &bottom in game.rules().players {
                let o = Orientation::for_player(t, game.rules().players, bottom);
                let mut seen: Vec<usize> = rows(t, &o)
                    .flat_map(|(_, r)| r.map(|c| c.index()))
                    .collect();
                seen.sort_unstable();
                assert_eq!(
                    seen,
                    (0..t.len()).collect::<Vec<_>>(),
                    "{game:?} {bottom:?}"
                );
            }
        }
    }

    #[test]
    fn a_rows_number_stays_with_its_cells_as_the_board_turns() {
        for game in [GameId::Standard, GameId::ChessAttack, GameId::ThreePlayer] {
            let t = game.topology();
            let players = game.rules().players;
            let numbered = |bottom| {
                let o = Orientation::for_player(t, players, bottom);
                let mut rows: Vec<(usize, Vec<usize>)> = rows(t, &o)
                    .map(|(n, r)| {
                        let mut cells: Vec<usize> = r.map(|c| c.index()).collect();
                        cells.sort_unstable();
                        (n, cells)
                    })
                    .collect();
                rows.sort_unstable();
                rows
            };
            for &bottom in players {
                assert_eq!(
                    numbered(bottom),
                    numbered(players[0]),
                    "{game:?} {bottom:?}"
                );
            }
        }
    }
}

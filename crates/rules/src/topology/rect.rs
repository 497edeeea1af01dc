//! Rectangular boards: 8x8 and Chess Attack's 5x6.

use super::{
    BoardShape, CastleSpec, CellShape, PawnCell, PawnDirMode, PawnStep, RayClass, Step, Topology,
    TopologyBuilder,
};
use crate::{Cell, CellSet, Color};

const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// One way of castling on a rectangular board, by files on each side's back rank.
pub(crate) struct RectCastle {
    pub king_side: bool,
    pub king_from: i32,
    pub king_to: i32,
    pub rook_from: i32,
    pub rook_to: i32,
}

impl Topology {
    /// A rectangular board of `files` x `ranks`, with white on ranks 1-2 moving up,
    /// black on the last two ranks moving down, and the given ways of castling for both.
    pub(crate) fn rect(files: i32, ranks: i32, castles: &[RectCastle]) -> Topology {
        let mut b = TopologyBuilder::new(
            BoardShape::Rect {
                files: files as u8,
                ranks: ranks as u8,
            },
            (0.0, 0.0, files as f32, ranks as f32),
            PawnDirMode::ByColor,
        );
        let at = |f: i32, r: i32| -> Option<Cell> {
            (0..files)
                .contains(&f)
                .then_some(())
                .filter(|_| (0..ranks).contains(&r))
                .map(|_| Cell::new((r * files + f) as usize))
        };
        let step = |f: i32, r: i32| at(f, r).map(|to| Step { to, moats: 0 });
        for r in 0..ranks {
            for f in 0..files {
                let label = format!("{}{}", (b'a' + f as u8) as char, r + 1);
                let y = (ranks - 1 - r) as f32;
                b.add_cell(
                    label,
                    CellShape::Square {
                        x: f as f32,
                        y,
                        size: 1.0,
                    },
                    (f as f32 + 0.5, y + 0.5),
                    (f + r) % 2 == 1,
                );
            }
        }
        for r in 0..ranks {
            for f in 0..files {
                let from = at(f, r).expect("on board");
                for (class, dirs) in [
                    (RayClass::Orthogonal, ORTHOGONAL),
                    (RayClass::Diagonal, DIAGONAL),
                ] {
                    for (df, dr) in dirs {
                        let steps = (1..).map_while(|k| step(f + k * df, r + k * dr)).collect();
                        b.add_ray(from, class, steps);
                    }
                }
                for (df, dr) in KNIGHT {
                    if let Some(s) = step(f + df, r + dr) {
                        b.add_knight(from, s);
                    }
                }
                for (dir, forward, start_rank) in [(0u8, 1, 1), (1u8, -1, ranks - 2)] {
                    let pawn_step =
                        |f: i32, r: i32| at(f, r).map(|to| PawnStep { to, dir_after: dir });
                    let push = pawn_step(f, r + forward);
                    let double = if r == start_rank {
                        push.zip(pawn_step(f, r + 2 * forward))
                            .map(|(via, to)| (via.to, to))
                    } else {
                        None
                    };
                    let pawn = PawnCell {
                        push,
                        double,
                        captures: [pawn_step(f - 1, r + forward), pawn_step(f + 1, r + forward)],
                    };
                    b.set_pawn(dir, from, pawn);
                }
            }
        }
        for f in 0..files {
            b.add_promotion_cell(0, at(f, ranks - 1).expect("on board"));
            b.add_promotion_cell(1, at(f, 0).expect("on board"));
        }
        for (color, rank) in [(Color::White, 0), (Color::Black, ranks - 1)] {
            for c in castles {
                let cell = |f: i32| at(f, rank).expect("castling file on board");
                let span = |a: i32, b: i32| a.min(b)..=a.max(b);
                let mut must_be_empty: CellSet = span(c.king_from, c.king_to)
                    .chain(span(c.rook_from, c.rook_to))
                    .map(cell)
                    .collect();
                must_be_empty.remove(cell(c.king_from));
                must_be_empty.remove(cell(c.rook_from));
                b.add_castle(CastleSpec {
                    color,
                    king_side: c.king_side,
                    king_from: cell(c.king_from),
                    king_to: cell(c.king_to),
                    rook_from: cell(c.rook_from),
                    rook_to: cell(c.rook_to),
                    must_be_empty,
                    king_path: span(c.king_from, c.king_to).map(cell).collect(),
                });
            }
        }
        b.build()
    }
}

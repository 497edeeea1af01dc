//! The three-player board ("3 Man Chess"): 6 rings x 24 sectors round an empty centre.
//!
//! Cell (r, f) has index `r * 24 + f`: r = 0 is the outer ring ("ring 1"), r = 5 the
//! ring next to the centre ("ring 6"); f = 0..23 runs clockwise, sector letters `a`..`x`.
//! White owns sectors a-h, grey i-p, black q-x. The label is letter + (r + 1): `e1`.
//!
//! Drawing: centre (8, 8), view box 0..16 square; ring r spans the radii
//! `RING_RADII[r + 1] .. RING_RADII[r]`, deeper outside (1.4) than inside (0.75), and the
//! centre hole has radius 2. Sector f spans the angles 30° + 15° f .. 30° + 15° (f + 1),
//! clockwise from +x with y pointing down, so white's section is at the bottom of the
//! picture, with a1 at white's right and h1 at white's left (the king, e1, stands left of
//! the queen, d1, seen from its owner), grey's at the upper left and black's at the upper right.
//!
//! Moat line `i` (0, 1, 2) lies between sectors `8i - 1` and `8i` (x|a, h|i, p|q).

use super::{
    BoardShape, CastleSpec, CellShape, PawnCell, PawnDirMode, PawnStep, RayClass, Step, Topology,
    TopologyBuilder,
};
use crate::{Cell, CellSet, Color};
use std::f32::consts::PI;

/// The rings' radii in the drawing, from the board's edge (ring 1's outer
/// edge) to the centre hole: the outer rings, whose cells are widest, are
/// deepest, so that their pieces can be drawn as large as on a square of the
/// same width (the inner rings' cells are as narrow as they are deep).
const RING_RADII: [f32; 7] = [8.0, 6.6, 5.4, 4.4, 3.55, 2.75, 2.0];

/// Number of rings.
pub(crate) const RINGS: i32 = 6;
/// Number of sectors.
pub(crate) const SECTORS: i32 = 24;

/// The cell (r, f), f taken modulo 24.
pub(crate) fn cell(r: i32, f: i32) -> Cell {
    debug_assert!((0..RINGS).contains(&r));
    Cell::new((r * SECTORS + f.rem_euclid(SECTORS)) as usize)
}

/// The moat/creek lines crossed going sideways from sector `f` by `df` (|df| <= 2), as a
/// bitmask: line `i` lies just before sector `8i`.
fn lines_crossed(f: i32, df: i32) -> u8 {
    let (lo, hi) = if df > 0 {
        (f + 1, f + df)
    } else {
        (f + df + 1, f)
    };
    (lo..=hi)
        .map(|g| g.rem_euclid(SECTORS))
        .filter(|g| g % 8 == 0)
        .fold(0, |m, g| m | 1 << (g / 8))
}

/// The cells of one diagonal ray from (r, f): `dr` = +1 inward, -1 outward; `s` = +-1
/// sideways. Over the centre from (5, f) it lands on (5, f + 12 + 2s) and turns outward
/// with the same `s`; it stops on reaching ring 0 and never returns to its start.
fn diagonal(r: i32, f: i32, dr: i32, s: i32) -> Vec<Step> {
    let start = cell(r, f);
    let (mut cr, mut cf, mut dr) = (r, f, dr);
    let mut moats = 0u8;
    let mut steps = Vec::new();
    loop {
        let (nr, nf) = if dr > 0 && cr == RINGS - 1 {
            dr = -1;
            (cr, cf + 12 + 2 * s)
        } else if dr < 0 && cr == 0 {
            break;
        } else {
            (cr + dr, cf + s)
        };
        if cr.min(nr) == 0 && cr != nr {
            moats |= lines_crossed(cf, s);
        }
        let to = cell(nr, nf);
        if to == start {
            break;
        }
        steps.push(Step { to, moats });
        (cr, cf) = (nr, nf.rem_euclid(SECTORS));
    }
    steps
}

/// The vertical ray from (r, f): inward over the centre onto sector f + 12 and out to
/// ring 0, or outward to ring 0.
fn vertical(r: i32, f: i32, inward: bool) -> Vec<Step> {
    let cells: Vec<Cell> = if inward {
        (r + 1..RINGS)
            .map(|rr| cell(rr, f))
            .chain((0..RINGS).rev().map(|rr| cell(rr, f + 12)))
            .collect()
    } else {
        (0..r).rev().map(|rr| cell(rr, f)).collect()
    };
    cells.into_iter().map(|to| Step { to, moats: 0 }).collect()
}

/// The ring ray from (r, f) going sideways by `s`, round to (not onto) its start.
fn horizontal(r: i32, f: i32, s: i32) -> Vec<Step> {
    let mut moats = 0u8;
    (1..SECTORS)
        .map(|k| {
            if r == 0 {
                moats |= lines_crossed(f + (k - 1) * s, s);
            }
            Step {
                to: cell(r, f + k * s),
                moats,
            }
        })
        .collect()
}

/// Knight jumps from (r, f): one radial + two sideways or two radial + one sideways;
/// over the centre as the vertical goes. A jump with an end on ring 0 whose sectors lie
/// on both sides of a section line crosses that moat.
fn knight(r: i32, f: i32) -> Vec<Step> {
    let mut out = Vec::new();
    for (dr, df) in [
        (1, 2),
        (1, -2),
        (-1, 2),
        (-1, -2),
        (2, 1),
        (2, -1),
        (-2, 1),
        (-2, -1),
    ] {
        let nr = r + dr;
        let (tr, tf) = if nr < 0 {
            continue;
        } else if nr >= RINGS {
            (2 * RINGS - 1 - nr, f + 12 + df)
        } else {
            (nr, f + df)
        };
        let moats = if r == 0 || tr == 0 {
            lines_crossed(f, df)
        } else {
            0
        };
        out.push(Step {
            to: cell(tr, tf),
            moats,
        });
    }
    out
}

/// The pawn of direction `dir` on (r, f): 0 = not yet over the centre (inward), 1 =
/// crossed (outward). Creeks: an uncrossed pawn on rings 0-2 does not capture over a
/// section line; no pawn captures over a moat.
fn pawn(r: i32, f: i32, dir: u8) -> PawnCell {
    let mut p = PawnCell::default();
    if dir == 0 {
        if r == RINGS - 1 {
            let over = |nf: i32| {
                Some(PawnStep {
                    to: cell(r, nf),
                    dir_after: 1,
                })
            };
            p.push = over(f + 12);
            p.captures = [over(f + 10), over(f + 14)];
        } else {
            let step = |nr: i32, nf: i32| PawnStep {
                to: cell(nr, nf),
                dir_after: 0,
            };
            p.push = Some(step(r + 1, f));
            if r == 1 {
                p.double = Some((cell(2, f), step(3, f)));
            }
            let capture = |s: i32| (r >= 3 || lines_crossed(f, s) == 0).then(|| step(r + 1, f + s));
            p.captures = [capture(-1), capture(1)];
        }
    } else if r > 0 {
        let step = |nf: i32| PawnStep {
            to: cell(r - 1, nf),
            dir_after: 1,
        };
        p.push = Some(step(f));
        let capture = |s: i32| (r > 1 || lines_crossed(f, s) == 0).then(|| step(f + s));
        p.captures = [capture(-1), capture(1)];
    }
    p
}

impl Topology {
    /// The three-player board.
    pub(crate) fn round() -> Topology {
        let (cx, cy) = (8.0f32, 8.0f32);
        let mut b = TopologyBuilder::new(
            BoardShape::Round,
            (0.0, 0.0, 16.0, 16.0),
            PawnDirMode::ByCrossing,
        );
        let sector = PI / 12.0;
        for r in 0..RINGS {
            for f in 0..SECTORS {
                let letter = (b'a' + f as u8) as char;
                let (r_outer, r_inner) = (RING_RADII[r as usize], RING_RADII[r as usize + 1]);
                let a_start = PI / 6.0 + f as f32 * sector;
                let a_end = a_start + sector;
                let (rm, am) = ((r_inner + r_outer) / 2.0, (a_start + a_end) / 2.0);
                b.add_cell(
                    format!("{letter}{}", r + 1),
                    CellShape::RingSegment {
                        cx,
                        cy,
                        r_inner,
                        r_outer,
                        a_start,
                        a_end,
                    },
                    {
                        let (sin, cos) = super::sin_cos(am);
                        (cx + rm * cos, cy + rm * sin)
                    },
                    (r + f) % 2 == 0,
                );
            }
        }
        for r in 0..RINGS {
            for f in 0..SECTORS {
                let from = cell(r, f);
                b.add_ray(from, RayClass::Orthogonal, vertical(r, f, true));
                b.add_ray(from, RayClass::Orthogonal, vertical(r, f, false));
                for s in [1, -1] {
                    b.add_ray(from, RayClass::Orthogonal, horizontal(r, f, s));
                }
                for (dr, s) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                    b.add_ray(from, RayClass::Diagonal, diagonal(r, f, dr, s));
                }
                for s in knight(r, f) {
                    b.add_knight(from, s);
                }
                for dir in 0..2 {
                    b.set_pawn(dir, from, pawn(r, f, dir));
                }
            }
        }
        for f in 0..SECTORS {
            b.add_promotion_cell(1, cell(0, f));
        }
        for (i, color) in [Color::White, Color::Grey, Color::Black]
            .into_iter()
            .enumerate()
        {
            let base = 8 * i as i32;
            for (king_side, king_to, rook_from, rook_to) in [(true, 6, 7, 5), (false, 2, 0, 3)] {
                let c = |k: i32| cell(0, base + k);
                let span = |a: i32, z: i32| a.min(z)..=a.max(z);
                let mut must_be_empty: CellSet = span(4, king_to)
                    .chain(span(rook_from, rook_to))
                    .map(c)
                    .collect();
                must_be_empty.remove(c(4));
                must_be_empty.remove(c(rook_from));
                b.add_castle(CastleSpec {
                    color,
                    king_side,
                    king_from: c(4),
                    king_to: c(king_to),
                    rook_from: c(rook_from),
                    rook_to: c(rook_to),
                    must_be_empty,
                    king_path: span(4, king_to).map(c).collect(),
                });
            }
        }
        b.build()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(steps: &[Step]) -> Vec<String> {
        let t = Topology::round();
        steps.iter().map(|s| t.label(s.to).to_string()).collect()
    }

    #[test]
    fn diagonal_loop_has_eleven_cells() {
        let d = diagonal(0, 0, 1, 1);
        assert_eq!(d.len(), 10);
        assert_eq!(
            labels(&d),
            ["b2", "c3", "d4", "e5", "f6", "t6", "u5", "v4", "w3", "x2"]
        );
        assert_eq!(d[9].moats, 0, "only the last step to ring 0 would cross");
    }

    #[test]
    fn centre_crossings() {
        let t = Topology::round();
        let f6 = t.cell_by_label("a6").unwrap();
        let king: Vec<&str> = t.king_steps(f6).iter().map(|s| t.label(s.to)).collect();
        for l in ["m6", "k6", "o6", "a5", "b5", "x5", "b6", "x6"] {
            assert!(king.contains(&l), "{l} in {king:?}");
        }
        assert_eq!(king.len(), 8);
        let knight: Vec<&str> = t.knight_steps(f6).iter().map(|s| t.label(s.to)).collect();
        for l in ["k6", "o6", "l5", "n5"] {
            assert!(knight.contains(&l), "{l} in {knight:?}");
        }
    }
}

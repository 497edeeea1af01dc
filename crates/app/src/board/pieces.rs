//! Sjakkboks's own piece drawings, as SVG path data.
//!
//! Every drawing lives in a 100 x 100 box centred on the origin (y points
//! down, the base sits near y = 42). A drawing is a few filled `parts`, drawn
//! back to front, and a few thin `details` (eyes, slits) drawn over them. The
//! same shapes serve the white, grey and black armies: the colours come from
//! the stylesheet, so the three armies differ only in paint. The shapes are
//! deliberately plain, so they stay readable at 30 px.

use sjakkboks_rules::{Color, Kind};
use yew::prelude::*;

use super::layout::num;
use crate::class_names::class_names;

/// Side of the square box every drawing fits in, in drawing units.
pub const DRAWING_SIZE: f32 = 100.0;

/// One piece's drawing: filled parts and stroked details.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PieceDrawing {
    /// Closed outlines, drawn back to front, filled with the army's colour.
    pub parts: &'static [&'static str],
    /// Open strokes drawn over the parts in the army's line colour.
    pub details: &'static [&'static str],
    /// Small dots (centre x, centre y, radius) filled with the line colour.
    pub dots: &'static [(f32, f32, f32)],
}

/// The plinth every piece stands on.
const BASE: &str = "M-30 42 H30 V35 Q30 30 25 30 H-25 Q-30 30 -30 35 Z";

/// A circle as path data: centre x, top y, bottom y and radius (two half arcs).
macro_rules! circle {
    ($x:literal, $y_top:literal, $y_bottom:literal, $r:literal) => {
        concat!(
            "M", $x, " ", $y_top, " A", $r, " ", $r, " 0 1 1 ", $x, " ", $y_bottom, " A", $r, " ",
            $r, " 0 1 1 ", $x, " ", $y_top, " Z"
        )
    };
}

const PAWN: PieceDrawing = PieceDrawing {
    parts: &[
        BASE,
        "M-21 30 C-19 18 -12 11 -8 0 H8 C12 11 19 18 21 30 Z",
        "M-15 3 Q-15 -3 -9 -3 H9 Q15 -3 15 3 Z",
        circle!("0", "-31", "-5", "13"),
    ],
    details: &[],
    dots: &[],
};

const ROOK: PieceDrawing = PieceDrawing {
    parts: &[
        "M-32 42 H32 V35 Q32 30 27 30 H-27 Q-32 30 -32 35 Z",
        "M-21 30 L-18 -12 H18 L21 30 Z",
        "M-25 -10 V-38 H-15 V-30 H-5 V-38 H5 V-30 H15 V-38 H25 V-10 Z",
    ],
    details: &["M-19 -2 H19"],
    dots: &[],
};

const KNIGHT: PieceDrawing = PieceDrawing {
    parts: &[
        BASE,
        "M-22 30 C-22 16 -12 8 -8 0 C-16 3 -25 6 -31 2 C-35 -2 -34 -9 -30 -12 \
         L-15 -27 C-12 -30 -9 -32 -6 -34 L-2 -44 L4 -34 C19 -30 28 -14 25 30 Z",
    ],
    details: &["M6 -29 C15 -21 18 -8 16 12", "M-29 -3 L-25 -4"],
    dots: &[(-13.0, -21.0, 3.0)],
};

const BISHOP: PieceDrawing = PieceDrawing {
    parts: &[
        BASE,
        "M-18 30 C-14 22 -11 14 -11 4 H11 C11 14 14 22 18 30 Z",
        "M-17 6 Q-17 0 -11 0 H11 Q17 0 17 6 Z",
        "M0 -35 C13 -27 18 -17 15 -8 C13 -3 8 0 0 0 C-8 0 -13 -3 -15 -8 C-18 -17 -13 -27 0 -35 Z",
        circle!("0", "-44", "-34", "5"),
    ],
    details: &["M5 -24 L-4 -12"],
    dots: &[],
};

/// The body the queen and the king share, and the band across it.
const ROYAL_BODY: &str = "M-21 30 C-19 20 -18 12 -18 4 H18 C18 12 19 20 21 30 Z";
const ROYAL_BAND: &str = "M-19 11 H19";

const QUEEN: PieceDrawing = PieceDrawing {
    parts: &[
        BASE,
        ROYAL_BODY,
        "M-18 4 L-28 -20 L-17 -6 L-14 -28 L-6 -10 L0 -32 L6 -10 L14 -28 L17 -6 L28 -20 L18 4 Z",
        circle!("-28", "-25", "-15", "5"),
        circle!("-14", "-33", "-23", "5"),
        circle!("0", "-38", "-28", "5"),
        circle!("14", "-33", "-23", "5"),
        circle!("28", "-25", "-15", "5"),
    ],
    details: &[ROYAL_BAND],
    dots: &[],
};

const KING: PieceDrawing = PieceDrawing {
    parts: &[
        BASE,
        ROYAL_BODY,
        "M-3 -44 H3 V-38 H9 V-32 H3 V-8 H-3 V-32 H-9 V-38 H-3 Z",
        "M-18 4 C-31 -6 -29 -23 -15 -21 C-8 -20 -3 -15 0 -8 \
         C3 -15 8 -20 15 -21 C29 -23 31 -6 18 4 Z",
    ],
    details: &[ROYAL_BAND],
    dots: &[],
};

/// The six drawings, once on the page (the app's root draws them), for `<use>` elements to show
/// ([`drawing_href`]): each a group with a thick outline underneath, the
/// filled parts, then the details. The colours come from the `--body`,
/// `--line` and `--rim` properties of the `<use>` (the `piece <colour>` classes).
pub fn piece_drawings() -> Html {
    let groups = Kind::ALL.into_iter().map(|kind| {
        let drawing = drawing(kind);
        let paths = |list: &'static [&'static str]| -> Html {
            list.iter().map(|d| html! { <path d={*d} /> }).collect()
        };
        let dots = drawing.dots.iter().map(|&(x, y, r)| {
            html! { <circle cx={num(x)} cy={num(y)} r={num(r)} /> }
        });
        html! {
            <g id={drawing_href(kind).trim_start_matches('#')} class="drawing">
                <g class="outline">{ paths(drawing.parts) }</g>
                <g class="parts">{ paths(drawing.parts) }</g>
                <g class="details">{ paths(drawing.details) }{ for dots }</g>
            </g>
        }
    });
    html! {
        <svg class="drawings" aria-hidden="true" width="0" height="0">
            <defs>{ for groups }</defs>
        </svg>
    }
}

/// A piece in the 100-unit box of its drawing, centred on the origin.
pub fn piece_use(color: Color, kind: Kind) -> Html {
    html! { <use class={class_names(&["piece", color.name()])} href={drawing_href(kind)} /> }
}

/// The reference (`#d-<kind>`) of a kind's drawing in [`piece_drawings`].
pub fn drawing_href(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "#d-king",
        Kind::Queen => "#d-queen",
        Kind::Rook => "#d-rook",
        Kind::Bishop => "#d-bishop",
        Kind::Knight => "#d-knight",
        Kind::Pawn => "#d-pawn",
    }
}

/// The drawing of a piece kind.
pub fn drawing(kind: Kind) -> &'static PieceDrawing {
    match kind {
        Kind::King => &KING,
        Kind::Queen => &QUEEN,
        Kind::Rook => &ROOK,
        Kind::Bishop => &BISHOP,
        Kind::Knight => &KNIGHT,
        Kind::Pawn => &PAWN,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KINDS: [Kind; 6] = [
        Kind::King,
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Pawn,
    ];

    /// Every number in a path, in order.
    fn numbers(path: &str) -> Vec<f32> {
        path.split(|c: char| !(c.is_ascii_digit() || c == '-' || c == '.'))
            .filter(|s| !s.is_empty())
            .map(|s| {
                s.parse()
                    .unwrap_or_else(|_| panic!("bad number {s:?} in {path}"))
            })
            .collect()
    }

    #[test]
    fn every_kind_has_a_closed_outline() {
        for kind in KINDS {
            let d = drawing(kind);
            assert!(!d.parts.is_empty(), "{kind:?}");
            for part in d.parts {
                assert!(
                    part.starts_with('M') && part.ends_with('Z'),
                    "{kind:?}: {part}"
                );
            }
        }
    }

    #[test]
    fn drawings_stay_inside_their_box() {
        let half = DRAWING_SIZE / 2.0;
        for kind in KINDS {
            let d = drawing(kind);
            for path in d.parts.iter().chain(d.details) {
                for n in numbers(path) {
                    assert!(n.abs() <= half, "{kind:?}: {n} in {path}");
                }
            }
        }
    }

    #[test]
    fn circle_macro_draws_two_half_arcs() {
        assert_eq!(
            circle!("0", "-10", "10", "10"),
            "M0 -10 A10 10 0 1 1 0 10 A10 10 0 1 1 0 -10 Z"
        );
    }

    #[test]
    fn kinds_have_distinct_drawings() {
        for (i, a) in KINDS.iter().enumerate() {
            for b in &KINDS[i + 1..] {
                assert_ne!(drawing(*a), drawing(*b), "{a:?} and {b:?}");
            }
        }
    }
}

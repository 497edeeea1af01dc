//! Drawing pieces shared by the playing board and the small pictures: the view
//! box, cell shading, coordinates, the round board's moats and creeks, and where
//! a piece goes.

use sjakkboks_rules::topology::BoardShape;
use sjakkboks_rules::{small_sort, Cell, CellShape, Piece, Position, Topology};
use yew::prelude::*;

use super::pieces::{drawing_href, DRAWING_SIZE};
use crate::class_names::{class_names, when};
use sjakkboks_session::layout::{cell_path, cell_width, num, Orientation, Ring};

/// Share of a cell's width that a piece's drawing box fills.
const PIECE_FILL: f32 = 0.94;

/// Size of the coordinate marks, as a share of a square's side.
const MARK_SIZE: f32 = 0.2;

/// Room round the round board for its sector letters, in board units: as
/// little as the letters need, so that the rings get the screen.
const ROUND_MARGIN: f32 = 0.6;

/// Size of the round board's sector letters and ring numbers, in board units.
const ROUND_MARK_SIZE: f32 = 0.4;

/// The box the board's SVG shows (x, y, width, height in board units): the
/// board's own box, with room for the letters round the round board.
pub fn view_box(topology: &Topology) -> [f32; 4] {
    let (x, y, w, h) = topology.view_box();
    let m = match topology.board_shape() {
        BoardShape::Round => ROUND_MARGIN,
        BoardShape::Rect { .. } => 0.0,
    };
    [x - m, y - m, w + 2.0 * m, h + 2.0 * m]
}

/// The SVG `viewBox` attribute for a box (x, y, width, height).
pub fn view_box_attribute(shown: [f32; 4]) -> String {
    shown.map(num).join(" ")
}

/// "light" or "dark".
pub fn shade(topology: &Topology, cell: Cell) -> &'static str {
    if topology.is_light(cell) {
        "light"
    } else {
        "dark"
    }
}

/// The path of a cell in the topology's own drawing, unturned (a turned
/// board turns its cells as a whole, [`Orientation::rotation`]).
pub fn drawn_path(topology: &Topology, cell: Cell) -> String {
    cell_path(topology.shape(cell))
}

/// How much larger a piece dragged by a finger is drawn.
const LIFT_GROW: f32 = 1.7;

/// The SVG `transform` attribute that puts a piece drawing on `cell`, or at
/// `at` (a point in board units) while it is dragged; a piece `lifted` by a
/// finger is drawn larger. It is a presentation attribute (the CSS `transform`
/// property), so a change slides by the stylesheet's transition, and it is
/// not a style attribute, which the Content-Security-Policy forbids.
pub fn piece_transform(
    topology: &Topology,
    orientation: &Orientation,
    cell: Cell,
    at: Option<(f32, f32)>,
    lifted: bool,
) -> String {
    let width = cell_width(topology.shape(cell));
    let (x, y) = at.unwrap_or_else(|| orientation.point(topology.center(cell)));
    let grow = if lifted && at.is_some() {
        LIFT_GROW
    } else {
        1.0
    };
    format!(
        "translate({} {}) scale({})",
        num(x),
        num(y),
        num(width * PIECE_FILL / DRAWING_SIZE * grow)
    )
}

/// A piece without interaction on `cell`: in a picture of a board, or a
/// captured piece `fading` out where it stood.
pub fn still_piece(
    topology: &Topology,
    orientation: &Orientation,
    cell: Cell,
    piece: Piece,
    fading: bool,
) -> Html {
    html! {
        <use class={class_names(&["piece", when(fading, "fading"), piece.color.name()])}
            transform={piece_transform(topology, orientation, cell, None, false)}
            href={drawing_href(piece.kind)} />
    }
}

/// The coordinates round the board: files and ranks on rectangular boards;
/// sector letters, ring numbers, moats and creeks on the round board (whose
/// ring numbers give way to the pieces of `position`).
pub fn coordinates(topology: &Topology, orientation: &Orientation, position: &Position) -> Html {
    match topology.board_shape() {
        BoardShape::Rect { .. } => square_marks(topology, orientation),
        BoardShape::Round => round_marks(topology, orientation, position),
    }
}

/// The letter of the sector before a section's first (`a` -> `x`).
fn section_before(letter: &str) -> char {
    match letter {
        "i" => 'h',
        "q" => 'p',
        _ => 'x',
    }
}

/// Splits a label into its letters and its number: `e4` -> (`e`, `4`).
fn split_label(label: &str) -> (&str, &str) {
    label.split_at(label.trim_end_matches(|c: char| c.is_ascii_digit()).len())
}

/// The marks of the squares on the board's edge as drawn: the rank in the
/// top-left corner of the left column, the file in the bottom-right corner of
/// the bottom row. They come in the order of their places on screen (ranks
/// down the left edge, then files along the bottom), which do not change when
/// the board turns: a turn then only writes other letters into the same marks.
fn square_marks(topology: &Topology, orientation: &Orientation) -> Html {
    let (min_x, min_y, _, height) = topology.view_box();
    let mut marks = Vec::new();
    for cell in topology.cells() {
        let CellShape::Square { x, y, size } = orientation.shape(topology.shape(cell)) else {
            continue;
        };
        let left = (x - min_x).abs() < 1e-3;
        let bottom = (y + size - (min_y + height)).abs() < 1e-3;
        if !left && !bottom {
            continue;
        }
        let (file, rank) = split_label(topology.label(cell));
        // A mark is painted in the colour of the other kind of square.
        let class = class_names(&["mark", &format!("on-{}", shade(topology, cell))]);
        let font_size = num(size * MARK_SIZE);
        let pad = size * 0.06;
        if left {
            marks.push((
                (0, y),
                html! {
                    <text class={class.clone()} x={num(x + pad)} y={num(y + pad)}
                        font-size={font_size.clone()} dominant-baseline="hanging">
                        { rank.to_owned() }
                    </text>
                },
            ));
        }
        if bottom {
            marks.push((
                (1, x),
                html! {
                    <text {class} x={num(x + size - pad)} y={num(y + size - pad)}
                        font-size={font_size} text-anchor="end">{ file.to_owned() }</text>
                },
            ));
        }
    }
    small_sort::sort_by(&mut marks, |a, b| a.0 < b.0);
    marks.into_iter().map(|(_, mark)| mark).collect()
}

/// The round board's letters round the edge, ring numbers on the lines
/// between the sections, and the three moats (ring 1) and creeks (rings 2 and
/// 3) on those lines. A ring number is written only while the two cells it
/// sits between are empty, so that it never covers a piece.
fn round_marks(topology: &Topology, orientation: &Orientation, position: &Position) -> Html {
    let size = num(ROUND_MARK_SIZE);
    let mut out = Vec::new();
    for cell in topology.cells() {
        let Some(segment) = Ring::of(orientation.shape(topology.shape(cell))) else {
            continue;
        };
        let (letter, ring) = split_label(topology.label(cell));
        let ring: u8 = ring.parse().unwrap_or(0);
        let at = |r: f32, a: f32| {
            let (x, y) = segment.point(r, a);
            (num(x), num(y))
        };
        let Ring {
            r_inner,
            r_outer,
            a_start,
            ..
        } = segment;
        if ring == 1 {
            let (x, y) = at(r_outer + ROUND_MARGIN * 0.63, segment.mid_angle());
            out.push(html! {
                <text class="mark edge" {x} {y} font-size={size.clone()} text-anchor="middle"
                    dominant-baseline="central">{ letter.to_owned() }</text>
            });
        }
        let first_of_section = matches!(letter, "a" | "i" | "q");
        if first_of_section {
            if ring <= 3 {
                let (x1, y1) = at(r_inner, a_start);
                let (x2, y2) = at(r_outer, a_start);
                let class = if ring == 1 { "moat" } else { "creek" };
                out.push(html! { <line {class} {x1} {y1} {x2} {y2} /> });
            }
            // The cell across the line, in the same ring.
            let before = topology.cell_by_label(&format!("{}{ring}", section_before(letter)));
            let empty = |c: Option<Cell>| c.is_none_or(|c| position.piece_at(c).is_none());
            if empty(Some(cell)) && empty(before) {
                let (x, y) = at(segment.mid_radius(), a_start);
                out.push(html! {
                    <text class="mark ring" {x} {y} font-size={size.clone()} text-anchor="middle"
                        dominant-baseline="central">{ ring.to_string() }</text>
                });
            }
        }
    }
    out.into_iter().collect()
}

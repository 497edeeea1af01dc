//! The SVG board: cells come from the game's topology, pieces from its position.
//!
//! One `<svg>` drawn in board units (the topology's view box), so the same
//! code draws 8x8, 5x6 and the round board. Every cell is a path carrying
//! `data-cell="<label>"`; every piece is a `<g>` carrying
//! `data-piece="<color>-<kind>"` and `data-at="<label>"`, placed with a
//! `transform` so that later moves can animate.

use std::f32::consts::PI;
use std::rc::Rc;

use sjakkboks_rules::{Cell, CellShape, Game, Piece, Topology};
use yew::prelude::*;

use crate::pieces::{self, DRAWING_SIZE};

/// Share of a cell's width that a piece's drawing box fills.
const PIECE_FILL: f32 = 0.94;

/// Size of the coordinate marks, as a share of a square's side.
const MARK_SIZE: f32 = 0.2;

/// Properties of [`Board`].
#[derive(Properties, Clone)]
pub struct BoardProps {
    /// The game whose current position is drawn.
    pub game: Rc<Game>,
}

impl PartialEq for BoardProps {
    fn eq(&self, other: &Self) -> bool {
        // A game is replaced, never changed in place, so identity is enough.
        Rc::ptr_eq(&self.game, &other.game)
    }
}

/// Draws a game's board with the pieces of its current position.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let topology = props.game.topology();
    let position = props.game.position();
    let (x, y, width, height) = topology.view_box();
    let view_box = [x, y, width, height].map(num).join(" ");
    let cells = topology.cells().map(|cell| cell_view(topology, cell));
    let marks = topology.cells().map(|cell| marks_view(topology, cell));
    let pieces = topology.cells().filter_map(|cell| {
        position
            .piece_at(cell)
            .map(|piece| piece_view(topology, cell, piece))
    });
    html! {
        <svg class="board" viewBox={view_box} role="img" aria-label="Board">
            <g class="cells">{ for cells }</g>
            <g class="marks" aria-hidden="true">{ for marks }</g>
            <g class="pieces">{ for pieces }</g>
        </svg>
    }
}

/// One cell's outline.
fn cell_view(topology: &Topology, cell: Cell) -> Html {
    let shade = if topology.is_light(cell) {
        "light"
    } else {
        "dark"
    };
    html! {
        <path
            class={classes!("cell", shade)}
            d={cell_path(topology.shape(cell))}
            data-cell={topology.label(cell).to_owned()}
        />
    }
}

/// Coordinate marks of a square on the board's edge: the rank in the top-left
/// corner of the left column, the file in the bottom-right corner of the
/// bottom row. Cells of other shapes get none.
fn marks_view(topology: &Topology, cell: Cell) -> Html {
    let CellShape::Square { x, y, size } = topology.shape(cell) else {
        return Html::default();
    };
    let (min_x, min_y, _, height) = topology.view_box();
    let label = topology.label(cell);
    let file = label.trim_end_matches(|c: char| c.is_ascii_digit());
    let rank = &label[file.len()..];
    // A mark is painted in the colour of the other kind of square.
    let class = if topology.is_light(cell) {
        "mark on-light"
    } else {
        "mark on-dark"
    };
    let font_size = num(size * MARK_SIZE);
    let pad = size * 0.06;
    let left = (x - min_x).abs() < 1e-3;
    let bottom = (y + size - (min_y + height)).abs() < 1e-3;
    html! {
        <>
            if left {
                <text {class} x={num(x + pad)} y={num(y + pad)} font-size={font_size.clone()}
                    dominant-baseline="hanging">{ rank.to_owned() }</text>
            }
            if bottom {
                <text {class} x={num(x + size - pad)} y={num(y + size - pad)} font-size={font_size}
                    text-anchor="end">{ file.to_owned() }</text>
            }
        </>
    }
}

/// One piece, drawn at its cell's centre.
fn piece_view(topology: &Topology, cell: Cell, piece: Piece) -> Html {
    let label = topology.label(cell).to_owned();
    let color = piece.color.name();
    let (cx, cy) = topology.center(cell);
    let scale = cell_width(topology.shape(cell)) * PIECE_FILL / DRAWING_SIZE;
    let transform = format!("translate({} {}) scale({})", num(cx), num(cy), num(scale));
    let drawing = pieces::drawing(piece.kind);
    let outline = drawing.parts.iter().map(|d| html! { <path d={*d} /> });
    let parts = drawing.parts.iter().map(|d| html! { <path d={*d} /> });
    let details = drawing.details.iter().map(|d| html! { <path d={*d} /> });
    let dots = drawing.dots.iter().map(|&(x, y, r)| {
        html! { <circle cx={num(x)} cy={num(y)} r={num(r)} /> }
    });
    html! {
        <g
            key={label.clone()}
            class={classes!("piece", color)}
            data-piece={format!("{color}-{}", piece.kind.name())}
            data-at={label}
            {transform}
        >
            <g class="outline">{ for outline }</g>
            <g class="parts">{ for parts }</g>
            <g class="details">{ for details }{ for dots }</g>
        </g>
    }
}

/// SVG path data for a cell's outline.
pub fn cell_path(shape: CellShape) -> String {
    match shape {
        CellShape::Square { x, y, size } => format!(
            "M{} {} H{} V{} H{} Z",
            num(x),
            num(y),
            num(x + size),
            num(y + size),
            num(x)
        ),
        CellShape::RingSegment {
            cx,
            cy,
            r_inner,
            r_outer,
            a_start,
            a_end,
        } => {
            let point =
                |r: f32, a: f32| format!("{} {}", num(cx + r * a.cos()), num(cy + r * a.sin()));
            let large = if (a_end - a_start).abs() > PI { 1 } else { 0 };
            // Angles grow clockwise on screen, which is SVG's sweep flag 1.
            let (out_sweep, in_sweep) = if a_end >= a_start { (1, 0) } else { (0, 1) };
            let r_o = num(r_outer);
            let outer = format!(
                "M{} A{r_o} {r_o} 0 {large} {out_sweep} {}",
                point(r_outer, a_start),
                point(r_outer, a_end)
            );
            if r_inner <= 0.0 {
                return format!("{outer} L{} {} Z", num(cx), num(cy));
            }
            let r_i = num(r_inner);
            format!(
                "{outer} L{} A{r_i} {r_i} 0 {large} {in_sweep} {} Z",
                point(r_inner, a_end),
                point(r_inner, a_start)
            )
        }
    }
}

/// Side of the largest square that fits in a cell, roughly: the room a piece has.
pub fn cell_width(shape: CellShape) -> f32 {
    match shape {
        CellShape::Square { size, .. } => size,
        CellShape::RingSegment {
            r_inner,
            r_outer,
            a_start,
            a_end,
            ..
        } => {
            let depth = r_outer - r_inner;
            let arc = (r_inner + r_outer) / 2.0 * (a_end - a_start).abs();
            depth.min(arc)
        }
    }
}

/// A number for SVG text: at most three decimals, no trailing zeros, no `-0`.
pub fn num(value: f32) -> String {
    let text = format!("{value:.3}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_owned()
    } else {
        text.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(7.0), "7");
        assert_eq!(num(0.5), "0.5");
        assert_eq!(num(1.0 / 3.0), "0.333");
        assert_eq!(num(-0.0001), "0");
        assert_eq!(num(-2.25), "-2.25");
    }

    #[test]
    fn square_path_goes_round_the_square() {
        let shape = CellShape::Square {
            x: 0.0,
            y: 7.0,
            size: 1.0,
        };
        assert_eq!(cell_path(shape), "M0 7 H1 V8 H0 Z");
        assert_eq!(cell_width(shape), 1.0);
    }

    #[test]
    fn ring_segment_path_has_two_arcs() {
        let shape = CellShape::RingSegment {
            cx: 0.0,
            cy: 0.0,
            r_inner: 1.0,
            r_outer: 2.0,
            a_start: 0.0,
            a_end: PI / 2.0,
        };
        assert_eq!(
            cell_path(shape),
            "M2 0 A2 2 0 0 1 0 2 L0 1 A1 1 0 0 0 1 0 Z"
        );
        assert_eq!(cell_width(shape), 1.0);
    }

    #[test]
    fn ring_segment_round_the_centre_is_a_slice() {
        let shape = CellShape::RingSegment {
            cx: 5.0,
            cy: 5.0,
            r_inner: 0.0,
            r_outer: 1.0,
            a_start: PI,
            a_end: 1.5 * PI,
        };
        assert_eq!(cell_path(shape), "M4 5 A1 1 0 0 1 5 4 L5 5 Z");
    }

    #[test]
    fn standard_board_is_drawn_from_the_rules() {
        let game = Game::new(sjakkboks_rules::GameId::Standard);
        let topology = game.topology();
        let a1 = topology.cells().find(|&c| topology.label(c) == "a1");
        let a1 = a1.expect("a1 exists");
        assert!(!topology.is_light(a1), "a1 is dark");
        assert_eq!(cell_path(topology.shape(a1)), "M0 7 H1 V8 H0 Z");
        let pieces = topology
            .cells()
            .filter(|&c| game.position().piece_at(c).is_some())
            .count();
        assert_eq!(pieces, 32);
    }
}

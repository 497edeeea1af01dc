//! What a lesson marks on the board, over the pieces: a star on every cell
//! still to collect (`data-target="<cell>"`), a ring round each piece in
//! danger (`data-danger="<cell>"`) and an arrow for each capture that
//! threatens one (`data-threat="<from><to>"`); in the full module, a game
//! review's better move (`class="best-arrow"`). Arrows are drawn as the hint's.

use sjakkboks_rules::{Cell, Topology};
use yew::prelude::*;

use sjakkboks_session::layout::{self, num, Orientation};

/// A lesson's marks.
#[derive(Clone, Default, PartialEq, Debug)]
pub struct Marks {
    /// Cells still to collect.
    pub targets: Vec<Cell>,
    /// The learner's pieces in danger.
    pub danger: Vec<Cell>,
    /// Captures that threaten them: from, to.
    pub threats: Vec<(Cell, Cell)>,
    /// The game review's better move at a judged move (full module): from, to.
    #[cfg(feature = "full")]
    pub best: Option<(Cell, Cell)>,
}

/// A five-pointed star of radius 1 round (0, 0), point up: the outer and
/// inner corners in turn.
const STAR: [(f32, f32); 10] = [
    (0.0, -1.0),
    (0.2645, -0.3641),
    (0.9511, -0.3090),
    (0.4280, 0.1391),
    (0.5878, 0.8090),
    (0.0, 0.45),
    (-0.5878, 0.8090),
    (-0.4280, 0.1391),
    (-0.9511, -0.3090),
    (-0.2645, -0.3641),
];

/// The marks drawn for `topology` as seen from `orientation`.
pub fn marks_layer(marks: &Marks, topology: &Topology, orientation: &Orientation) -> Html {
    if marks == &Marks::default() {
        return Html::default();
    }
    let at = |cell: Cell| {
        let (x, y) = orientation.point(topology.center(cell));
        (x, y, layout::cell_width(topology.shape(cell)))
    };
    let stars = marks.targets.iter().map(|&cell| {
        let (x, y, width) = at(cell);
        let radius = width * 0.3;
        let mut d = String::new();
        for (i, (sx, sy)) in STAR.iter().enumerate() {
            let command = if i == 0 { 'M' } else { 'L' };
            d.push_str(&format!(
                "{command}{} {}",
                num(x + sx * radius),
                num(y + sy * radius)
            ));
        }
        d.push('Z');
        html! {
            <path class="learn-star" data-target={topology.label(cell).to_owned()} {d}
                stroke-width={num(width * 0.03)} />
        }
    });
    let rings = marks.danger.iter().map(|&cell| {
        let (x, y, width) = at(cell);
        html! {
            <circle class="danger" data-danger={topology.label(cell).to_owned()}
                cx={num(x)} cy={num(y)} r={num(width * 0.45)} stroke-width={num(width * 0.08)} />
        }
    });
    let arrows = marks.threats.iter().map(|&(from, to)| {
        let data = format!("{}{}", topology.label(from), topology.label(to));
        arrow(topology, orientation, (from, to), Arrow::Threat, data)
    });
    #[cfg(feature = "full")]
    let best = marks
        .best
        .map(|m| arrow(topology, orientation, m, Arrow::Best, String::new()));
    #[cfg(not(feature = "full"))]
    let best: Option<Html> = None;
    html! {
        <g class="learn-marks" aria-hidden="true">
            { for stars }
            { for rings }
            { for arrows }
            { for best }
        </g>
    }
}

/// What an arrow over the board shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Arrow {
    /// The engine's hint (`class="hint-arrow"`, `data-hint`).
    Hint,
    /// A capture that threatens a lesson's piece (`class="threat-arrow"`, `data-threat`).
    Threat,
    /// The review's better move (`class="best-arrow"`; full module).
    #[cfg(feature = "full")]
    Best,
}

/// An arrow of `kind` over the pieces from one cell to another, with `data`
/// (`<from><to>`) in its `data-hint` or `data-threat`.
pub fn arrow(
    topology: &Topology,
    orientation: &Orientation,
    (from, to): (Cell, Cell),
    kind: Arrow,
    data: String,
) -> Html {
    let (x1, y1) = orientation.point(topology.center(from));
    let (x2, y2) = orientation.point(topology.center(to));
    let width =
        layout::cell_width(topology.shape(from)).min(layout::cell_width(topology.shape(to)));
    // The shaft stops short of the centre, where the head takes over.
    let (dx, dy) = (x2 - x1, y2 - y1);
    let length = (dx * dx + dy * dy).sqrt().max(1e-3);
    let head = width * 0.4;
    let (ux, uy) = (dx / length, dy / length);
    let (bx, by) = (x2 - ux * head, y2 - uy * head);
    let (nx, ny) = (-uy * head * 0.6, ux * head * 0.6);
    let tip = format!(
        "M{} {}L{} {}L{} {}Z",
        num(x2),
        num(y2),
        num(bx + nx),
        num(by + ny),
        num(bx - nx),
        num(by - ny)
    );
    let (class, hint, threat) = match kind {
        Arrow::Hint => ("hint-arrow", Some(data), None),
        Arrow::Threat => ("threat-arrow", None, Some(data)),
        #[cfg(feature = "full")]
        Arrow::Best => ("best-arrow", None, None),
    };
    html! {
        <g class={class} data-hint={hint} data-threat={threat} aria-hidden="true">
            <line x1={num(x1)} y1={num(y1)} x2={num(bx)} y2={num(by)}
                stroke-width={num(width * 0.16)} />
            <path d={tip} />
        </g>
    }
}

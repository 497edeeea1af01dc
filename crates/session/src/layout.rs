//! Where things are drawn: cell outlines and centres in the board's view, turned
//! so that a chosen player sits at the bottom, and the geometry the pointer and
//! the keyboard need (which cell lies in a direction from another), and the
//! order a screen reader reads the cells in ([`rows`]).

mod rows;

use std::f32::consts::PI;

use sjakkboks_rules::topology::sin_cos;
use sjakkboks_rules::{Cell, CellShape, Color, Topology};

pub use rows::rows;

/// How the board is turned on screen: a rotation about the view box's centre.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Orientation {
    /// Clockwise rotation on screen, in radians.
    pub angle: f32,
    /// Centre of rotation.
    pub center: (f32, f32),
}

impl Orientation {
    /// The orientation that puts `bottom` at the bottom, given the players in turn
    /// order (the first player sits at the bottom of the topology's own drawing).
    pub fn for_player(topology: &Topology, players: &[Color], bottom: Color) -> Orientation {
        let (x, y, w, h) = topology.view_box();
        let seat = players.iter().position(|&c| c == bottom).unwrap_or(0);
        let share = seat as f32 / players.len().max(1) as f32;
        Orientation {
            angle: -2.0 * PI * share,
            center: (x + w / 2.0, y + h / 2.0),
        }
    }

    /// A point of the topology's drawing, as drawn on screen.
    pub fn point(&self, (x, y): (f32, f32)) -> (f32, f32) {
        let (cx, cy) = self.center;
        let (sin, cos) = sin_cos(self.angle);
        let (dx, dy) = (x - cx, y - cy);
        (cx + dx * cos - dy * sin, cy + dx * sin + dy * cos)
    }

    /// The SVG `transform` that turns the topology's own drawing as the board
    /// is turned on screen (`rotate(<degrees> <cx> <cy>)`), or `None` when it
    /// is not turned. The cells and highlights are drawn unturned under it, so
    /// that turning the board for the next player changes one attribute
    /// instead of every cell's outline (less for the browser to restyle).
    pub fn rotation(&self) -> Option<String> {
        let degrees = self.angle.to_degrees();
        (degrees.abs() > 1e-3).then(|| {
            let (cx, cy) = self.center;
            format!("rotate({} {} {})", num(degrees), num(cx), num(cy))
        })
    }

    /// A cell's outline, as drawn on screen. Squares stay axis-aligned, which is
    /// exact for the half and quarter turns rectangular boards use.
    pub fn shape(&self, shape: CellShape) -> CellShape {
        if let Some(ring) = Ring::of(shape) {
            return Ring {
                center: self.point(ring.center),
                a_start: ring.a_start + self.angle,
                a_end: ring.a_end + self.angle,
                ..ring
            }
            .shape();
        }
        let CellShape::Square { x, y, size } = shape else {
            return shape;
        };
        let half = size / 2.0;
        let (mx, my) = self.point((x + half, y + half));
        CellShape::Square {
            x: mx - half,
            y: my - half,
            size,
        }
    }
}

/// A segment of a ring (a cell of the round board), in numbers.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Ring {
    /// The centre of the rings.
    pub center: (f32, f32),
    /// Inner radius.
    pub r_inner: f32,
    /// Outer radius.
    pub r_outer: f32,
    /// Start angle (radians, clockwise on screen).
    pub a_start: f32,
    /// End angle.
    pub a_end: f32,
}

impl Ring {
    /// The ring segment of a cell's shape; `None` for a square.
    pub fn of(shape: CellShape) -> Option<Ring> {
        match shape {
            CellShape::RingSegment {
                cx,
                cy,
                r_inner,
                r_outer,
                a_start,
                a_end,
            } => Some(Ring {
                center: (cx, cy),
                r_inner,
                r_outer,
                a_start,
                a_end,
            }),
            CellShape::Square { .. } => None,
        }
    }

    /// Back to a cell shape.
    fn shape(self) -> CellShape {
        CellShape::RingSegment {
            cx: self.center.0,
            cy: self.center.1,
            r_inner: self.r_inner,
            r_outer: self.r_outer,
            a_start: self.a_start,
            a_end: self.a_end,
        }
    }

    /// The point at radius `r` and angle `a` round the centre.
    pub fn point(&self, r: f32, a: f32) -> (f32, f32) {
        let (sin, cos) = sin_cos(a);
        (self.center.0 + r * cos, self.center.1 + r * sin)
    }

    /// The middle angle.
    pub fn mid_angle(&self) -> f32 {
        (self.a_start + self.a_end) / 2.0
    }

    /// The middle radius.
    pub fn mid_radius(&self) -> f32 {
        (self.r_inner + self.r_outer) / 2.0
    }
}

/// A key that moves the keyboard's focus over the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    /// Towards the top of the screen.
    Up,
    /// Towards the bottom of the screen.
    Down,
    /// Towards the left.
    Left,
    /// Towards the right.
    Right,
}

impl Direction {
    /// The direction of an arrow key (`ArrowUp`, ...).
    pub fn from_key(key: &str) -> Option<Direction> {
        match key {
            "ArrowUp" => Some(Direction::Up),
            "ArrowDown" => Some(Direction::Down),
            "ArrowLeft" => Some(Direction::Left),
            "ArrowRight" => Some(Direction::Right),
            _ => None,
        }
    }

    /// The unit vector on screen (y points down).
    fn vector(self) -> (f32, f32) {
        match self {
            Direction::Up => (0.0, -1.0),
            Direction::Down => (0.0, 1.0),
            Direction::Left => (-1.0, 0.0),
            Direction::Right => (1.0, 0.0),
        }
    }
}

/// The cell a step in `direction` from `from` reaches on screen: the nearest
/// cell centre lying within 60 degrees of that direction, favouring straight
/// lines. `None` at the edge.
pub fn neighbour(
    topology: &Topology,
    orientation: &Orientation,
    from: Cell,
    direction: Direction,
) -> Option<Cell> {
    let (fx, fy) = orientation.point(topology.center(from));
    let (ux, uy) = direction.vector();
    topology
        .cells()
        .filter(|&c| c != from)
        .filter_map(|c| {
            let (x, y) = orientation.point(topology.center(c));
            let (dx, dy) = (x - fx, y - fy);
            let along = dx * ux + dy * uy;
            let across = (dx * uy - dy * ux).abs();
            // Within 60 degrees of the direction: across < along * tan(60°).
            (along > 1e-3 && across < along * 1.73).then_some((c, along + 2.0 * across))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(c, _)| c)
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
        CellShape::RingSegment { .. } => Ring::of(shape).map(ring_path).unwrap_or_default(),
    }
}

/// SVG path data for a ring segment: two arcs joined by straight lines.
fn ring_path(ring: Ring) -> String {
    let Ring {
        r_inner,
        r_outer,
        a_start,
        a_end,
        ..
    } = ring;
    let point = |r: f32, a: f32| {
        let (x, y) = ring.point(r, a);
        format!("{} {}", num(x), num(y))
    };
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
        let (cx, cy) = ring.center;
        return format!("{outer} L{} {} Z", num(cx), num(cy));
    }
    let r_i = num(r_inner);
    format!(
        "{outer} L{} A{r_i} {r_i} 0 {large} {in_sweep} {} Z",
        point(r_inner, a_end),
        point(r_inner, a_start)
    )
}

/// How much taller than its ring is deep a piece may stand in a ring segment
/// long enough: a piece is narrower than it is tall, and there it has room to
/// the sides.
const RING_STRETCH: f32 = 1.12;

/// Side of the largest square that fits in a cell, roughly: the room a piece has.
pub fn cell_width(shape: CellShape) -> f32 {
    match (shape, Ring::of(shape)) {
        (_, Some(ring)) => {
            let depth = ring.r_outer - ring.r_inner;
            let arc = ring.mid_radius() * (ring.a_end - ring.a_start).abs();
            (depth * RING_STRETCH).min(arc)
        }
        (CellShape::Square { size, .. }, None) => size,
        (CellShape::RingSegment { .. }, None) => 0.0,
    }
}

/// A number for SVG text: at most three decimals, no trailing zeros, no `-0`.
///
/// Written digit by digit from whole thousandths, so that the app carries no
/// float formatting (and none of `format!`'s padding, which cost 125 bytes of
/// the first load).
pub fn num(value: f32) -> String {
    let thousandths = (value * 1000.0).round() as i64;
    let mut out = String::new();
    if thousandths < 0 {
        out.push('-');
    }
    let (whole, mut part) = (
        thousandths.unsigned_abs() / 1000,
        thousandths.unsigned_abs() % 1000,
    );
    let mut digits = [0u8; 20];
    let mut len = 0;
    let mut rest = whole;
    loop {
        digits[len] = b'0' + (rest % 10) as u8;
        len += 1;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    out.extend(digits[..len].iter().rev().map(|&d| char::from(d)));
    if part != 0 {
        out.push('.');
        let mut place = 100;
        while part != 0 {
            out.push(char::from(b'0' + (part / place) as u8));
            part %= place;
            place /= 10;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::GameId;

    fn cell(topology: &Topology, label: &str) -> Cell {
        topology.cell_by_label(label).expect("cell exists")
    }

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(7.0), "7");
        assert_eq!(num(0.5), "0.5");
        assert_eq!(num(1.0 / 3.0), "0.333");
        assert_eq!(num(-0.0001), "0");
        assert_eq!(num(-2.25), "-2.25");
        assert_eq!(num(12.0406), "12.041");
        assert_eq!(num(-0.05), "-0.05");
        assert_eq!(num(0.9996), "1");
        assert_eq!(num(0.0), "0");
        assert_eq!(num(10.0), "10");
        assert_eq!(num(-100.0), "-100");
        assert_eq!(num(1234.5), "1234.5");
        assert_eq!(num(100.07), "100.07");
        assert_eq!(num(3.001), "3.001");
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
        assert_eq!(cell_width(shape), RING_STRETCH);
    }

    #[test]
    fn black_at_the_bottom_turns_the_board_round() {
        let t = GameId::Standard.topology();
        let players = [Color::White, Color::Black];
        let o = Orientation::for_player(t, &players, Color::Black);
        let a1 = o.shape(t.shape(cell(t, "a1")));
        assert_eq!(cell_path(a1), "M7 0 H8 V1 H7 Z");
        let still = Orientation::for_player(t, &players, Color::White);
        assert_eq!(still.shape(t.shape(cell(t, "a1"))), t.shape(cell(t, "a1")));
    }

    #[test]
    fn the_turning_transform_turns_by_the_seat() {
        let t = GameId::Standard.topology();
        let players = [Color::White, Color::Black];
        let black = Orientation::for_player(t, &players, Color::Black);
        assert_eq!(black.rotation().as_deref(), Some("rotate(-180 4 4)"));
        assert_eq!(
            Orientation::for_player(t, &players, Color::White).rotation(),
            None
        );
    }

    #[test]
    fn arrows_walk_the_screen() {
        let t = GameId::Standard.topology();
        let players = [Color::White, Color::Black];
        let white = Orientation::for_player(t, &players, Color::White);
        let e4 = cell(t, "e4");
        let step = |o: &Orientation, d| neighbour(t, o, e4, d).map(|c| t.label(c).to_owned());
        assert_eq!(step(&white, Direction::Up).as_deref(), Some("e5"));
        assert_eq!(step(&white, Direction::Right).as_deref(), Some("f4"));
        let black = Orientation::for_player(t, &players, Color::Black);
        assert_eq!(step(&black, Direction::Up).as_deref(), Some("e3"));
        assert_eq!(step(&black, Direction::Right).as_deref(), Some("d4"));
        let h8 = cell(t, "h8");
        assert_eq!(neighbour(t, &white, h8, Direction::Up), None);
    }
}
#[cfg(test)]
mod round_tests {
    use super::*;
    use sjakkboks_rules::GameId;

    /// SVG's `rotate(a cx cy)` applied to a point, from the attribute's text.
    fn svg_rotate(attribute: &str, (x, y): (f32, f32)) -> (f32, f32) {
        let inner = attribute
            .strip_prefix("rotate(")
            .and_then(|s| s.strip_suffix(')'))
            .expect("a rotate()");
        let n: Vec<f32> = inner
            .split(' ')
            .map(|v| v.parse().expect("a number"))
            .collect();
        let (sin, cos) = n[0].to_radians().sin_cos();
        let (dx, dy) = (x - n[1], y - n[2]);
        (n[1] + dx * cos - dy * sin, n[2] + dx * sin + dy * cos)
    }

    #[test]
    fn the_turned_drawing_puts_each_cell_under_its_piece() {
        for game in [GameId::Standard, GameId::ChessAttack, GameId::ThreePlayer] {
            let t = game.topology();
            let players = game.rules().players;
            for &bottom in players {
                let o = Orientation::for_player(t, players, bottom);
                for c in t.cells() {
                    let drawn = o
                        .rotation()
                        .map_or(t.center(c), |r| svg_rotate(&r, t.center(c)));
                    let (x, y) = o.point(t.center(c));
                    assert!(
                        (x - drawn.0).abs() < 0.01 && (y - drawn.1).abs() < 0.01,
                        "{game:?} {bottom:?} {}: piece at {x},{y}, cell at {drawn:?}",
                        t.label(c)
                    );
                }
            }
        }
    }

    #[test]
    fn centres_turn_with_their_cells() {
        let t = GameId::ThreePlayer.topology();
        let players = GameId::ThreePlayer.rules().players;
        for bottom in [Color::White, Color::Grey, Color::Black] {
            let o = Orientation::for_player(t, players, bottom);
            for c in t.cells() {
                let (x, y) = o.point(t.center(c));
                let ring = Ring::of(o.shape(t.shape(c))).expect("a ring segment");
                let (ex, ey) = ring.point(ring.mid_radius(), ring.mid_angle());
                assert!(
                    (x - ex).abs() < 0.3 && (y - ey).abs() < 0.3,
                    "{} {:?}: {x},{y} vs {ex},{ey} {:?}",
                    t.label(c),
                    bottom,
                    t.view_box()
                );
            }
        }
    }
}

//! Boards as data: cells with labels and drawing coordinates, and for every cell its
//! rays, knight jumps, king steps and pawn steps. The move generator reads only this,
//! so one generator serves the 8x8, the 5x6 and the round board.

mod builder;
// Magic tables serve the fast width only (the `narrow` feature).
#[cfg(feature = "narrow")]
mod magic;
pub(crate) mod rect;
pub(crate) mod round;
pub(crate) mod tables;
mod trig;

pub use builder::TopologyBuilder;
pub use trig::sin_cos;

#[cfg(any(feature = "narrow", test))]
use crate::bits::Bits;
use crate::{Cell, CellSet, Color, CELL_NUMBERS};

/// How a cell is drawn, in board units.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum CellShape {
    /// An axis-aligned square with its top-left corner at (`x`, `y`).
    Square {
        /// Left edge.
        x: f32,
        /// Top edge.
        y: f32,
        /// Side length.
        size: f32,
    },
    /// A segment of a ring round (`cx`, `cy`) between two radii and two angles (radians,
    /// measured clockwise from the positive x axis, as SVG's y axis points down).
    RingSegment {
        /// Centre x.
        cx: f32,
        /// Centre y.
        cy: f32,
        /// Inner radius.
        r_inner: f32,
        /// Outer radius.
        r_outer: f32,
        /// Start angle.
        a_start: f32,
        /// End angle.
        a_end: f32,
    },
}

/// The overall shape of a board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BoardShape {
    /// A rectangle of `files` x `ranks` squares; white plays up the board.
    Rect {
        /// Number of files (a, b, ...).
        files: u8,
        /// Number of ranks (1, 2, ...).
        ranks: u8,
    },
    /// The three-player board: rings round an empty centre.
    Round,
}

/// Which lines a slider walks along.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RayClass {
    /// Files and ranks (rook, queen, king).
    Orthogonal,
    /// Diagonals (bishop, queen, king).
    Diagonal,
}

/// One step of a ray or jump: where it lands and which moats it crosses on the way
/// (a bitmask of moat lines; 0 on boards without moats).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Step {
    /// The cell reached.
    pub to: Cell,
    /// Moat lines crossed to get there (bit `i` for line `i`).
    pub moats: u8,
}

/// A ray: the cells a slider passes, in order, from (but not including) its start cell.
#[derive(Clone, Copy, Debug)]
pub struct Ray {
    /// The direction class.
    pub class: RayClass,
    start: u32,
    len: u32,
    /// How the first piece on the ray is found.
    pub(crate) order: RayOrder,
    /// Whether some step of the ray crosses a moat.
    pub(crate) crosses_moat: bool,
}

/// How the cells of a ray are numbered along it, which decides how its first blocker
/// is found: by the lowest or highest occupied cell of its mask, or by walking.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum RayOrder {
    /// Cell numbers rise along the ray and no step crosses a moat.
    Ascending,
    /// Cell numbers fall along the ray and no step crosses a moat.
    Descending,
    /// Neither (a ray round a ring or over the centre, or one over a moat).
    Walk,
}

/// A pawn's move from one cell in one pawn direction.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PawnStep {
    /// The cell reached.
    pub to: Cell,
    /// The pawn direction after the step (it changes when a pawn crosses the round board's centre).
    pub dir_after: u8,
}

/// Everything a pawn of one direction can do from one cell.
#[derive(Clone, Copy, Default, Debug)]
pub struct PawnCell {
    /// The single step forward, if any.
    pub push: Option<PawnStep>,
    /// The double step: the cell passed and the cell reached, if allowed from here.
    pub double: Option<(Cell, PawnStep)>,
    /// Diagonal captures (at most two).
    pub captures: [Option<PawnStep>; 2],
}

/// How a pawn's direction is found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PawnDirMode {
    /// By colour: white pawns use direction 0, the others direction 1 (rectangular boards).
    ByColor,
    /// By whether the pawn has crossed the centre: 0 before, 1 after (round board).
    ByCrossing,
}

/// One way of castling.
#[derive(Clone, Debug)]
pub struct CastleSpec {
    /// Who castles.
    pub color: Color,
    /// True for the king's side (O-O), false for the queen's side (O-O-O).
    pub king_side: bool,
    /// The king's start cell.
    pub king_from: Cell,
    /// The king's end cell.
    pub king_to: Cell,
    /// The rook's start cell.
    pub rook_from: Cell,
    /// The rook's end cell.
    pub rook_to: Cell,
    /// Cells that must be empty (apart from the king and the rook themselves).
    pub must_be_empty: CellSet,
    /// Cells the king stands on, crosses or reaches, none of which may be attacked.
    pub king_path: Vec<Cell>,
}

/// A board, as data.
#[derive(Debug)]
pub struct Topology {
    pub(crate) shape: BoardShape,
    pub(crate) labels: Vec<String>,
    pub(crate) shapes: Vec<CellShape>,
    pub(crate) centers: Vec<(f32, f32)>,
    pub(crate) light: CellSet,
    pub(crate) all: CellSet,
    pub(crate) view_box: (f32, f32, f32, f32),
    pub(crate) steps: Vec<Step>,
    pub(crate) rays: Vec<Ray>,
    /// Per cell: its rays' range, orthogonal rays first, diagonal from the middle value.
    pub(crate) cell_rays: Vec<(u32, u32, u32)>,
    pub(crate) knight: Vec<Vec<Step>>,
    pub(crate) king: Vec<Vec<Step>>,
    /// Per cell: the knight jumps that cross a moat.
    pub(crate) knight_moat_steps: Vec<Vec<Step>>,
    /// Per cell: the king steps that cross a moat.
    pub(crate) king_moat_steps: Vec<Vec<Step>>,
    pub(crate) pawn: [Vec<PawnCell>; 2],
    pub(crate) pawn_attackers: [Vec<CellSet>; 2],
    pub(crate) promotion: [CellSet; 2],
    pub(crate) pawn_dir_mode: PawnDirMode,
    pub(crate) castles: Vec<CastleSpec>,
    /// Per cell number a [`Cell`] can hold (so a look-up needs no bounds check): the
    /// castling rights lost when a piece leaves or arrives there.
    pub(crate) castle_masks: [u8; CELL_NUMBERS],
    /// Per colour: its castling rights' bits.
    pub(crate) castle_rights: [u8; 3],
    pub(crate) simple_lines: bool,
    /// The generator's sets, in the width that fits the board.
    pub(crate) tables: tables::BoardTables,
}

impl Topology {
    /// The overall shape.
    pub fn board_shape(&self) -> BoardShape {
        self.shape
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.labels.len()
    }

    /// Whether the board has no cells (never true for a real board).
    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    /// All cells, in index order.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.len()).map(Cell::new)
    }

    /// The set of all cells.
    pub fn all(&self) -> CellSet {
        self.all
    }

    /// The cell's name, e.g. `e2` or `m1`.
    pub fn label(&self, cell: Cell) -> &str {
        &self.labels[cell.index()]
    }

    /// The cell with the given name.
    pub fn cell_by_label(&self, label: &str) -> Option<Cell> {
        self.labels.iter().position(|l| l == label).map(Cell::new)
    }

    /// How the cell is drawn.
    pub fn shape(&self, cell: Cell) -> CellShape {
        self.shapes[cell.index()]
    }

    /// The cell's centre, in board units.
    pub fn center(&self, cell: Cell) -> (f32, f32) {
        self.centers[cell.index()]
    }

    /// Whether the cell is light.
    pub fn is_light(&self, cell: Cell) -> bool {
        self.light.contains(cell)
    }

    /// The SVG view box that holds the whole board: (min x, min y, width, height).
    pub fn view_box(&self) -> (f32, f32, f32, f32) {
        self.view_box
    }

    /// The rays leaving `cell`.
    #[inline]
    pub fn rays(&self, cell: Cell) -> &[Ray] {
        let (a, _, b) = self.cell_rays[cell.index()];
        &self.rays[a as usize..b as usize]
    }

    /// The range of `cell`'s rays of one class in the board's ray list.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn class_range(&self, cell: Cell, class: RayClass) -> (usize, usize) {
        let (a, mid, b) = self.cell_rays[cell.index()];
        match class {
            RayClass::Orthogonal => (a as usize, mid as usize),
            RayClass::Diagonal => (mid as usize, b as usize),
        }
    }

    /// The cells a slider of `class` on `cell` attacks, walked step by step along its
    /// rays: each up to its first cell in `occupied`, stopping before a moat. The
    /// reference the tables' look-ups are built from and checked against.
    #[cfg(any(feature = "narrow", test))]
    pub(crate) fn walked_slider_attacks<S: Bits>(
        &self,
        cell: Cell,
        class: RayClass,
        occupied: S,
    ) -> S {
        let (a, b) = self.class_range(cell, class);
        let mut reached = S::EMPTY;
        for ray in &self.rays[a..b] {
            for s in self.ray_steps(ray) {
                if s.moats != 0 {
                    break;
                }
                reached |= S::single(s.to);
                if occupied.has(s.to) {
                    break;
                }
            }
        }
        reached
    }

    /// The steps of a ray, in order.
    #[inline]
    pub fn ray_steps(&self, ray: &Ray) -> &[Step] {
        &self.steps[ray.start as usize..(ray.start + ray.len) as usize]
    }

    /// Knight jumps from `cell`.
    #[inline]
    pub fn knight_steps(&self, cell: Cell) -> &[Step] {
        &self.knight[cell.index()]
    }

    /// King steps from `cell` (castling apart).
    #[inline]
    pub fn king_steps(&self, cell: Cell) -> &[Step] {
        &self.king[cell.index()]
    }

    /// What a pawn of direction `dir` can do from `cell`.
    #[inline]
    pub fn pawn(&self, dir: u8, cell: Cell) -> &PawnCell {
        &self.pawn[dir as usize][cell.index()]
    }

    /// Cells from which a pawn of direction `dir` attacks `cell`.
    #[inline]
    pub fn pawn_attackers(&self, dir: u8, cell: Cell) -> CellSet {
        self.pawn_attackers[dir as usize][cell.index()]
    }

    /// Cells where a pawn of direction `dir` promotes.
    #[inline]
    pub fn promotion_cells(&self, dir: u8) -> CellSet {
        self.promotion[dir as usize]
    }

    /// The direction of a pawn of `color`, given whether it has crossed the centre.
    #[inline]
    pub fn pawn_dir(&self, color: Color, crossed: bool) -> u8 {
        match self.pawn_dir_mode {
            PawnDirMode::ByColor => u8::from(color != Color::White),
            PawnDirMode::ByCrossing => u8::from(crossed),
        }
    }

    /// The ways of castling on this board (index = bit in a position's castling rights).
    pub fn castles(&self) -> &[CastleSpec] {
        &self.castles
    }

    /// Whether no two rays from one cell share a cell, so that a line between two cells
    /// is unique and pins can be found by walking rays from the king (true on
    /// rectangular boards; false on the round board, where a ring is walked both ways,
    /// and so is a diagonal loop to its ring-1 corner). Where lines are not simple the
    /// generator keeps one move per destination, preferring a path without a moat.
    #[inline]
    pub fn has_simple_lines(&self) -> bool {
        self.simple_lines
    }

    /// The castling rights of `color` (bit `i` for [`Topology::castles`]`[i]`).
    #[inline]
    pub(crate) fn castle_rights_of(&self, color: Color) -> u8 {
        self.castle_rights[color.index()]
    }

    /// The castling rights lost when a piece leaves or arrives on `cell`.
    #[inline]
    pub fn castle_mask(&self, cell: Cell) -> u8 {
        self.castle_masks[cell.index()]
    }
}

#[cfg(test)]
mod tests {
    use crate::GameId;

    #[test]
    fn rays_are_symmetric_on_every_board() {
        for id in GameId::ALL {
            let t = id.topology();
            for c in t.cells() {
                for ray in t.rays(c) {
                    let steps = t.ray_steps(ray);
                    for (i, s) in steps.iter().enumerate() {
                        // From s.to there must be a ray of the same class going back to c
                        // through the same cells in reverse order.
                        let back: Vec<_> = steps[..i]
                            .iter()
                            .rev()
                            .map(|s| s.to)
                            .chain(std::iter::once(c))
                            .collect();
                        let found = t.rays(s.to).iter().any(|r| {
                            r.class == ray.class
                                && t.ray_steps(r).len() > i
                                && t.ray_steps(r)[..=i]
                                    .iter()
                                    .map(|s| s.to)
                                    .eq(back.iter().copied())
                        });
                        assert!(
                            found,
                            "{id:?}: ray from {} via {} has no way back",
                            t.label(c),
                            t.label(s.to)
                        );
                    }
                }
                for k in t.knight_steps(c) {
                    assert!(
                        t.knight_steps(k.to).iter().any(|b| b.to == c),
                        "{id:?}: knight"
                    );
                }
            }
        }
    }
}

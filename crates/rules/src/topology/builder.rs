//! Assembles a [`Topology`] cell by cell; derives king steps and pawn attackers.

use super::{
    BoardShape, CastleSpec, CellShape, PawnCell, PawnDirMode, Ray, RayClass, RayOrder, Step,
    Topology,
};
use crate::{Cell, CellSet, CELL_NUMBERS};

/// Builds a [`Topology`]: add cells, then rays, knight jumps and pawn steps per cell.
pub struct TopologyBuilder {
    t: Topology,
    rays_per_cell: Vec<Vec<(RayClass, Vec<Step>)>>,
}

impl TopologyBuilder {
    /// Starts a board of the given shape, drawn inside `view_box`.
    pub fn new(
        shape: BoardShape,
        view_box: (f32, f32, f32, f32),
        pawn_dir_mode: PawnDirMode,
    ) -> Self {
        TopologyBuilder {
            t: Topology {
                shape,
                labels: Vec::new(),
                shapes: Vec::new(),
                centers: Vec::new(),
                light: CellSet::EMPTY,
                all: CellSet::EMPTY,
                view_box,
                steps: Vec::new(),
                rays: Vec::new(),
                cell_rays: Vec::new(),
                knight: Vec::new(),
                king: Vec::new(),
                knight_moat_steps: Vec::new(),
                king_moat_steps: Vec::new(),
                pawn: [Vec::new(), Vec::new()],
                pawn_attackers: [Vec::new(), Vec::new()],
                promotion: [CellSet::EMPTY; 2],
                pawn_dir_mode,
                castles: Vec::new(),
                castle_masks: [0; CELL_NUMBERS],
                castle_rights: [0; 3],
                simple_lines: true,
                tables: super::tables::BoardTables::Wide(super::tables::Tables::empty()),
            },
            rays_per_cell: Vec::new(),
        }
    }

    /// Adds the next cell and returns it.
    pub fn add_cell(
        &mut self,
        label: String,
        shape: CellShape,
        center: (f32, f32),
        light: bool,
    ) -> Cell {
        let cell = Cell::new(self.t.labels.len());
        self.t.labels.push(label);
        self.t.shapes.push(shape);
        self.t.centers.push(center);
        self.t.all.insert(cell);
        if light {
            self.t.light.insert(cell);
        }
        self.t.knight.push(Vec::new());
        self.t.pawn[0].push(PawnCell::default());
        self.t.pawn[1].push(PawnCell::default());
        self.rays_per_cell.push(Vec::new());
        cell
    }

    /// Adds a ray leaving `from` (ignored when empty).
    pub fn add_ray(&mut self, from: Cell, class: RayClass, steps: Vec<Step>) {
        if !steps.is_empty() {
            self.rays_per_cell[from.index()].push((class, steps));
        }
    }

    /// Adds a knight jump.
    pub fn add_knight(&mut self, from: Cell, step: Step) {
        self.t.knight[from.index()].push(step);
    }

    /// Sets what a pawn of direction `dir` can do from `from`.
    pub fn set_pawn(&mut self, dir: u8, from: Cell, pawn: PawnCell) {
        self.t.pawn[dir as usize][from.index()] = pawn;
    }

    /// Marks `cell` as a promotion cell for pawns of direction `dir`.
    pub fn add_promotion_cell(&mut self, dir: u8, cell: Cell) {
        self.t.promotion[dir as usize].insert(cell);
    }

    /// Adds a way of castling; its index is the next bit of the castling rights.
    pub fn add_castle(&mut self, spec: CastleSpec) {
        self.t.castles.push(spec);
    }

    /// Finishes the board: flattens rays, derives king steps (the first step of every
    /// ray) and the reverse pawn-capture tables.
    pub fn build(mut self) -> Topology {
        let n = self.t.labels.len();
        self.t.simple_lines = self.rays_per_cell.iter().all(|rays| {
            let cells: Vec<Cell> = rays
                .iter()
                .flat_map(|(_, s)| s.iter().map(|s| s.to))
                .collect();
            cells.len() == cells.iter().copied().collect::<CellSet>().count()
        });
        for (i, rays) in self.rays_per_cell.into_iter().enumerate() {
            let first = self.t.rays.len() as u32;
            let mut king: Vec<Step> = rays.iter().map(|(_, steps)| steps[0]).collect();
            king.dedup();
            // Orthogonal rays first, so that each class is one slice (in their
            // order; a partition, not a sort, keeps the sort's code out of the app).
            let (mut rays, diagonal): (Vec<_>, Vec<_>) = rays
                .into_iter()
                .partition(|(class, _)| *class == RayClass::Orthogonal);
            let orthogonal = rays.len() as u32;
            rays.extend(diagonal);
            for (class, steps) in rays {
                self.t
                    .rays
                    .push(ray(class, self.t.steps.len() as u32, &steps));
                self.t.steps.extend(steps);
            }
            self.t.king_moat_steps.push(over_moats(&king));
            self.t.king.push(king);
            self.t.knight_moat_steps.push(over_moats(&self.t.knight[i]));
            self.t
                .cell_rays
                .push((first, first + orthogonal, self.t.rays.len() as u32));
            debug_assert_eq!(self.t.cell_rays.len(), i + 1);
        }
        for dir in 0..2 {
            let mut attackers = vec![CellSet::EMPTY; n];
            for from in 0..n {
                for s in self.t.pawn[dir][from].captures.iter().flatten() {
                    attackers[s.to.index()].insert(Cell::new(from));
                }
            }
            self.t.pawn_attackers[dir] = attackers;
        }
        for (i, c) in self.t.castles.iter().enumerate() {
            self.t.castle_masks[c.king_from.index()] |= 1 << i;
            self.t.castle_masks[c.rook_from.index()] |= 1 << i;
            self.t.castle_rights[c.color.index()] |= 1 << i;
        }
        self.t.tables = super::tables::BoardTables::of(&self.t);
        self.t
    }
}

/// A ray of `class` whose steps start at `start` in the topology's step list.
fn ray(class: RayClass, start: u32, steps: &[Step]) -> Ray {
    let indices: Vec<usize> = steps.iter().map(|s| s.to.index()).collect();
    let crosses_moat = steps.iter().any(|s| s.moats != 0);
    let order = if crosses_moat {
        RayOrder::Walk
    } else if indices.windows(2).all(|w| w[0] < w[1]) {
        RayOrder::Ascending
    } else if indices.windows(2).all(|w| w[0] > w[1]) {
        RayOrder::Descending
    } else {
        RayOrder::Walk
    };
    Ray {
        class,
        start,
        len: steps.len() as u32,
        order,
        crosses_moat,
    }
}

/// The steps that cross a moat.
fn over_moats(steps: &[Step]) -> Vec<Step> {
    steps.iter().filter(|s| s.moats != 0).copied().collect()
}

//! The topology's tables as sets of the board's width ([`Bits`]), built once with the
//! board: per cell the knight and king targets, pawn attackers and the cells on its
//! lines, per ray its mask. Slider attacks along a ray come from its mask: where cell
//! numbers rise (or fall) along the ray, the first piece on it is the lowest (or
//! highest) occupied cell of the mask, and the cells reached are the mask's cells up
//! to that one. Other rays (round a ring, over the centre, over a moat) are cut, up to
//! their first moat, into runs along which numbers rise or fall, taken in turn the
//! same way: a run with no piece on it is reached whole, and the first with one ends
//! the ray.
//! On boards of at most 64 cells a slider's attacks of one class come in one look-up
//! instead ([`super::magic`]), from tables built out of these rays.

#[cfg(feature = "narrow")]
use super::magic::{Magics, KNOWN};
use super::{PawnStep, RayClass, RayOrder, Step, Topology};
use crate::bits::Bits;
use crate::{Cell, CellSet, PerCell};

/// A ray's cells as a set, and how its first blocker is found.
#[derive(Debug)]
pub(crate) struct RaySet<S> {
    /// Every cell of the ray.
    pub(crate) mask: S,
    order: RayOrder,
    /// Where the order is [`RayOrder::Walk`]: the ray's runs, `runs[start..end]` of
    /// the tables.
    runs: (u32, u32),
}

/// Cells of a ray whose numbers rise (or fall) along it, with no moat between them.
#[derive(Debug)]
struct Run<S> {
    /// The cells of the run.
    mask: S,
    /// Whether cell numbers rise along the run.
    rising: bool,
}

impl<S: Bits> Run<S> {
    /// The first cell of the run in `occupied`, if any.
    #[inline]
    fn first_in(&self, occupied: S) -> Option<Cell> {
        let blockers = self.mask & occupied;
        if self.rising {
            blockers.first()
        } else {
            blockers.last()
        }
    }
}

/// The cells of `mask`, a line along which cell numbers rise (`rising`) or fall, up to
/// and including its cell `first`.
#[cfg_attr(feature = "narrow", inline(always))]
fn reached_until<S: Bits>(mask: S, first: Cell, rising: bool) -> S {
    if rising {
        mask & S::up_to(first)
    } else {
        mask.minus(S::up_to(first)) | S::single(first)
    }
}

/// The runs of a ray with `steps`, up to its first step over a moat (a slider stops
/// before it).
fn cut_into_runs<S: Bits>(steps: &[Step]) -> Vec<Run<S>> {
    let mut runs: Vec<Run<S>> = Vec::new();
    let mut last: Option<Cell> = None;
    for s in steps.iter().take_while(|s| s.moats == 0) {
        let rising = last.is_some_and(|l| s.to > l);
        match runs.last_mut() {
            // A run's second cell sets its direction; every later one keeps it.
            Some(run) if !run.mask.several() || run.rising == rising => {
                run.rising = rising;
                run.mask |= S::single(s.to);
            }
            _ => runs.push(Run {
                mask: S::single(s.to),
                rising: true,
            }),
        }
        last = Some(s.to);
    }
    runs
}

/// The sets the generator reads, in width `S`.
#[derive(Debug)]
pub(crate) struct Tables<S: Width> {
    /// Every cell.
    pub(crate) all: S,
    /// Parallel to the topology's rays.
    rays: Vec<RaySet<S>>,
    /// The runs of the rays that are neither rising nor falling ([`RaySet`]).
    runs: Vec<Run<S>>,
    /// Per cell: every cell on its orthogonal rays, and on its diagonal rays.
    lines: PerCell<[S; 2]>,
    /// Slider attacks in one look-up where the width has them (with the `narrow`
    /// feature: the app's page, which does not search, walks the rays).
    #[cfg(feature = "narrow")]
    pub(crate) sliders: S::Sliders,
    /// Per cell: the cells a knight reaches without crossing a moat.
    pub(crate) knight: PerCell<S>,
    /// Per cell: the cells a king steps to without crossing a moat.
    pub(crate) king: PerCell<S>,
    /// Per pawn direction and cell: what a pawn there does.
    pub(crate) pawn: [PerCell<PawnSets<S>>; 2],
    /// Per pawn direction: its moves as shifts.
    pub(crate) pawn_shifts: [PawnShifts<S>; 2],
    /// Per pawn direction and cell: where a pawn attacking the cell stands.
    pub(crate) pawn_attackers: [PerCell<S>; 2],
    /// Per way of castling: the cells that must be empty.
    pub(crate) castle_empty: Vec<S>,
    /// The most moves the generator makes in any position ([`Tables::move_room`]), the
    /// room a move list is given up front; 0 without the `narrow` feature (the app's
    /// size-first build), where a list grows as the moves come.
    pub(crate) move_room: usize,
    /// Per pawn direction: where pawns promote.
    pub(crate) promotion: [S; 2],
}

/// What a pawn of one direction does from one cell, as sets.
#[derive(Clone, Debug)]
pub(crate) struct PawnSets<S> {
    /// The cell of its single step.
    pub(crate) push: S,
    /// The cell of its double step.
    pub(crate) double: S,
    /// The cells it captures on.
    pub(crate) captures: S,
    /// The cells among these it reaches by crossing the centre (changing direction).
    pub(crate) crossing: S,
}

impl<S: Bits> PawnSets<S> {
    /// A pawn that can do nothing (off the board).
    fn none() -> PawnSets<S> {
        PawnSets {
            push: S::EMPTY,
            double: S::EMPTY,
            captures: S::EMPTY,
            crossing: S::EMPTY,
        }
    }
}

/// The pawn moves of one direction as shifts of cell numbers, so that pawns move all
/// at once: one shift for the single step (twice it for the double step), one per
/// capture step, each with the cells it serves. A cell where some step of its pawn is
/// none of these (it crosses the round board's centre, or goes round a ring's seam
/// by another step) is irregular: its pawn moves on its own.
#[derive(Debug)]
pub(crate) struct PawnShifts<S> {
    /// The single step, in cell numbers.
    pub(crate) push: i32,
    /// Cells with a single step.
    pub(crate) push_from: S,
    /// Cells with a double step (two single steps).
    pub(crate) double_from: S,
    /// The capture steps, and the cells with each.
    pub(crate) captures: Vec<(i32, S)>,
    /// The cells whose pawn moves on its own.
    pub(crate) irregular: S,
}

impl<S: Bits> PawnShifts<S> {
    /// The shifts of direction `dir` on `topo`.
    fn of(topo: &Topology, dir: u8) -> PawnShifts<S> {
        let offset = |from: Cell, step: &PawnStep| {
            (step.dir_after == dir).then_some(step.to.index() as i32 - from.index() as i32)
        };
        let mut push = None;
        let (mut push_from, mut double_from) = (CellSet::EMPTY, CellSet::EMPTY);
        let mut irregular = CellSet::EMPTY;
        for from in topo.cells() {
            let pawn = topo.pawn(dir, from);
            let single = pawn.push.map(|step| offset(from, &step));
            let push_fits = match single {
                None => true,
                Some(None) => false,
                Some(Some(k)) => *push.get_or_insert(k) == k,
            };
            let double_fits = match (&pawn.double, single) {
                (None, _) => true,
                (Some((via, step)), Some(Some(k))) => {
                    via.index() as i32 == from.index() as i32 + k
                        && offset(from, step) == Some(2 * k)
                }
                _ => false,
            };
            let captures_fit = pawn
                .captures
                .iter()
                .flatten()
                .all(|s| offset(from, s).is_some());
            if !(push_fits && double_fits && captures_fit) {
                irregular.insert(from);
                continue;
            }
            if single.is_some() {
                push_from.insert(from);
            }
            if pawn.double.is_some() {
                double_from.insert(from);
            }
        }
        // The first capture step of every cell, then the second: on a rectangular
        // board, the two shifts in that order.
        let mut captures: Vec<(i32, CellSet)> = Vec::new();
        for slot in 0..2 {
            for from in topo.cells().filter(|c| !irregular.contains(*c)) {
                let Some(by) = topo.pawn(dir, from).captures[slot].and_then(|s| offset(from, &s))
                else {
                    continue;
                };
                match captures.iter_mut().find(|(k, _)| *k == by) {
                    Some((_, cells)) => cells.insert(from),
                    None => captures.push((by, CellSet::single(from))),
                }
            }
        }
        PawnShifts {
            push: push.unwrap_or(0),
            push_from: S::from_cells(push_from),
            double_from: S::from_cells(double_from),
            captures: captures
                .into_iter()
                .map(|(by, cells)| (by, S::from_cells(cells)))
                .collect(),
            irregular: S::from_cells(irregular),
        }
    }
}

/// A board's tables in the width that fits it.
#[derive(Debug)]
pub(crate) enum BoardTables {
    /// Boards of at most 64 cells (with the `narrow` feature).
    #[cfg(feature = "narrow")]
    Narrow(Tables<u64>),
    /// Larger boards (the round board).
    Wide(Tables<CellSet>),
}

impl BoardTables {
    /// The tables of `topo`, narrow where its cells fit in 64 bits, no step crosses a
    /// moat and its slider look-ups are found (and the `narrow` feature is on).
    pub(crate) fn of(topo: &Topology) -> BoardTables {
        #[cfg(feature = "narrow")]
        if topo.len() <= 64
            && topo.steps.iter().all(|s| s.moats == 0)
            && topo.knight_moat_steps.iter().all(Vec::is_empty)
            && topo.king_moat_steps.iter().all(Vec::is_empty)
        {
            if let Some(magics) = board_magics(topo, &KNOWN) {
                return BoardTables::Narrow(Tables::of(topo, magics));
            }
        }
        BoardTables::Wide(Tables::of(
            topo,
            #[cfg(feature = "narrow")]
            WalkRays,
        ))
    }
}

/// A set width the tables are built in, with (with the `narrow` feature) its way of
/// finding slider attacks in one look-up: the narrow width always ([`Magics`]: a
/// narrow board has them), the wide one never (it walks its rays). Known from the
/// type, so the generator's narrow code holds no ray walk.
pub(crate) trait Width: Bits {
    /// The width's slider look-up.
    #[cfg(feature = "narrow")]
    type Sliders: SliderLookup<Self>;
}

#[cfg(feature = "narrow")]
impl Width for u64 {
    type Sliders = Magics;
}

impl Width for CellSet {
    #[cfg(feature = "narrow")]
    type Sliders = WalkRays;
}

/// Slider attacks in one look-up, where a width has them ([`Width::Sliders`]).
#[cfg(feature = "narrow")]
pub(crate) trait SliderLookup<S>: std::fmt::Debug {
    /// The cells a slider of `class` on `cell` attacks, given the `occupied` cells;
    /// `None` where the rays are walked instead.
    fn attacks(&self, cell: Cell, class: RayClass, occupied: S) -> Option<S>;
}

#[cfg(feature = "narrow")]
impl SliderLookup<u64> for Magics {
    #[inline(always)]
    fn attacks(&self, cell: Cell, class: RayClass, occupied: u64) -> Option<u64> {
        Some(Magics::attacks(self, cell, class, occupied))
    }
}

/// The wide width's slider look-up: none, its boards walk their rays.
#[cfg(feature = "narrow")]
#[derive(Debug)]
pub(crate) struct WalkRays;

#[cfg(feature = "narrow")]
impl SliderLookup<CellSet> for WalkRays {
    #[inline(always)]
    fn attacks(&self, _: Cell, _: RayClass, _: CellSet) -> Option<CellSet> {
        None
    }
}

/// Tables for slider attacks in one look-up on `topo` (at most 64 cells), with factors
/// from `known` where they fit; `None` where some slice would grow too large.
#[cfg(feature = "narrow")]
fn board_magics(topo: &Topology, known: &[(u64, u64)]) -> Option<Magics> {
    // A slider's last cell on a ray (before a moat, or the edge) is attacked
    // whatever stands there: only the cells before it can stop the slider.
    let relevant = |cell: Cell, class: RayClass| {
        let (a, b) = topo.class_range(cell, class);
        let mut mask = 0u64;
        for ray in &topo.rays[a..b] {
            let steps = topo.ray_steps(ray);
            let reach = steps.iter().take_while(|s| s.moats == 0).count();
            for s in &steps[..reach.saturating_sub(1)] {
                mask |= 1 << s.to.index();
            }
        }
        mask
    };
    let walk = |cell, class, occupied| topo.walked_slider_attacks(cell, class, occupied);
    Magics::of(topo.len(), relevant, walk, known)
}

impl Tables<CellSet> {
    /// No tables yet (while the board is being built).
    pub(crate) fn empty() -> Tables<CellSet> {
        Tables {
            all: CellSet::EMPTY,
            rays: Vec::new(),
            runs: Vec::new(),
            lines: PerCell::new([], [CellSet::EMPTY; 2]),
            #[cfg(feature = "narrow")]
            sliders: WalkRays,
            knight: PerCell::new([], CellSet::EMPTY),
            king: PerCell::new([], CellSet::EMPTY),
            pawn: [0, 1].map(|_| PerCell::new([], PawnSets::none())),
            pawn_shifts: [0, 1].map(|_| PawnShifts {
                push: 0,
                push_from: CellSet::EMPTY,
                double_from: CellSet::EMPTY,
                captures: Vec::new(),
                irregular: CellSet::EMPTY,
            }),
            pawn_attackers: [0, 1].map(|_| PerCell::new([], CellSet::EMPTY)),
            castle_empty: Vec::new(),
            move_room: 0,
            promotion: [CellSet::EMPTY; 2],
        }
    }
}

impl<S: Width> Tables<S> {
    /// The tables of `topo`, with its slider look-up `sliders`.
    fn of(topo: &Topology, #[cfg(feature = "narrow")] sliders: S::Sliders) -> Tables<S> {
        let targets = |steps: &[Step]| {
            S::from_cells(
                steps
                    .iter()
                    .filter(|s| s.moats == 0)
                    .map(|s| s.to)
                    .collect(),
            )
        };
        let cells = || (0..topo.len()).map(Cell::new);
        let mut runs = Vec::new();
        let rays = topo
            .rays
            .iter()
            .map(|ray| {
                let steps = topo.ray_steps(ray);
                let start = runs.len() as u32;
                if ray.order == RayOrder::Walk {
                    runs.extend(cut_into_runs(steps));
                }
                RaySet {
                    mask: S::from_cells(steps.iter().map(|s| s.to).collect()),
                    order: ray.order,
                    runs: (start, runs.len() as u32),
                }
            })
            .collect();
        let tables = Tables {
            all: S::from_cells(topo.all()),
            rays,
            runs,
            lines: PerCell::new(
                cells()
                    .map(|cell| {
                        [RayClass::Orthogonal, RayClass::Diagonal].map(|class| {
                            let (a, b) = topo.class_range(cell, class);
                            topo.rays[a..b]
                                .iter()
                                .flat_map(|ray| topo.ray_steps(ray))
                                .map(|s| s.to)
                                .collect::<CellSet>()
                        })
                    })
                    .map(|pair| pair.map(S::from_cells)),
                [S::EMPTY; 2],
            ),
            knight: PerCell::new(cells().map(|c| targets(topo.knight_steps(c))), S::EMPTY),
            king: PerCell::new(cells().map(|c| targets(topo.king_steps(c))), S::EMPTY),
            pawn: [0, 1].map(|dir| {
                let sets = cells().map(|c| {
                    let pawn = topo.pawn(dir, c);
                    let set = |steps: &mut dyn Iterator<Item = &PawnStep>| {
                        S::from_cells(steps.map(|s| s.to).collect())
                    };
                    let double = pawn.double.map(|(_, step)| step);
                    let all = pawn
                        .push
                        .iter()
                        .chain(&double)
                        .chain(pawn.captures.iter().flatten());
                    PawnSets {
                        push: set(&mut pawn.push.iter()),
                        double: set(&mut double.iter()),
                        captures: set(&mut pawn.captures.iter().flatten()),
                        crossing: set(&mut all.filter(|s| s.dir_after != dir)),
                    }
                });
                PerCell::new(sets, PawnSets::none())
            }),
            pawn_shifts: [0, 1].map(|dir| PawnShifts::of(topo, dir)),
            pawn_attackers: [0, 1].map(|dir| {
                let sets = cells().map(|c| S::from_cells(topo.pawn_attackers(dir, c)));
                PerCell::new(sets, S::EMPTY)
            }),
            castle_empty: topo
                .castles()
                .iter()
                .map(|c| S::from_cells(c.must_be_empty))
                .collect(),
            promotion: [0, 1].map(|dir| S::from_cells(topo.promotion_cells(dir))),
            move_room: 0,
            #[cfg(feature = "narrow")]
            sliders,
        };
        #[cfg(feature = "narrow")]
        let tables = {
            let mut tables = tables;
            tables.move_room = tables.move_room(topo);
            tables
        };
        tables
    }

    /// The most moves the generator makes in any position on `topo`, the room a move
    /// list is given: a piece on every cell, none making more moves than the most one
    /// piece makes anywhere. A slider's moves go to cells of its lines; a knight's and
    /// a king's to the ends of its steps (a king's also to castle); a pawn's to the
    /// ends of its steps and one en-passant cell, each as up to one move per kind it
    /// may become.
    #[cfg(feature = "narrow")]
    fn move_room(&self, topo: &Topology) -> usize {
        let kinds = crate::Kind::ALL.len();
        let piece_moves = |cell: Cell| {
            let [orthogonal, diagonal] = self.lines[cell];
            let pawn =
                |sets: &PawnSets<S>| ((sets.push | sets.double | sets.captures).size() + 1) * kinds;
            let knight = self.knight[cell].size() + topo.knight_moat_steps[cell.index()].len();
            let king = self.king[cell].size()
                + topo.king_moat_steps[cell.index()].len()
                + topo.castles().len();
            [
                (orthogonal | diagonal).size(),
                knight,
                king,
                pawn(&self.pawn[0][cell]),
                pawn(&self.pawn[1][cell]),
            ]
            .into_iter()
            .max()
            .unwrap_or(0)
        };
        topo.len() * topo.cells().map(piece_moves).max().unwrap_or(0)
    }

    /// Every cell on the rays of `class` leaving `cell`.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn lines(&self, cell: Cell, class: RayClass) -> S {
        self.lines[cell][class as usize]
    }

    /// The rays of `class` leaving `cell`.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn rays<'a>(
        &'a self,
        topo: &Topology,
        cell: Cell,
        class: RayClass,
    ) -> &'a [RaySet<S>] {
        let (a, b) = topo.class_range(cell, class);
        &self.rays[a..b]
    }

    /// The cells a slider reaches along `ray`, up to and including the first cell in
    /// `occupied`, stopping before a moat.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn ray_attacks(&self, ray: &RaySet<S>, occupied: S) -> S {
        let blockers = ray.mask & occupied;
        match ray.order {
            RayOrder::Ascending => match blockers.first() {
                Some(first) => reached_until(ray.mask, first, true),
                None => ray.mask,
            },
            RayOrder::Descending => match blockers.last() {
                Some(first) => reached_until(ray.mask, first, false),
                None => ray.mask,
            },
            RayOrder::Walk => {
                let mut reached = S::EMPTY;
                for run in self.runs_of(ray) {
                    match run.first_in(occupied) {
                        None => reached |= run.mask,
                        Some(first) => return reached | reached_until(run.mask, first, run.rising),
                    }
                }
                reached
            }
        }
    }

    /// The cells a slider of `class` on `cell` attacks, given the `occupied` cells.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn slider_attacks(
        &self,
        topo: &Topology,
        cell: Cell,
        class: RayClass,
        occupied: S,
    ) -> S {
        #[cfg(feature = "narrow")]
        if let Some(attacks) = self.sliders.attacks(cell, class, occupied) {
            return attacks;
        }
        self.walked_attacks(topo, cell, class, occupied)
    }

    /// Whether a slider of `class` on `cell` attacks a cell of `targets`, given the
    /// `occupied` cells (the targets among them): the first piece on some ray is one.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn slider_reaches(
        &self,
        topo: &Topology,
        cell: Cell,
        class: RayClass,
        occupied: S,
        targets: S,
    ) -> bool {
        #[cfg(feature = "narrow")]
        if let Some(reached) = self.sliders.attacks(cell, class, occupied) {
            return !(reached & targets).none();
        }
        self.rays(topo, cell, class).iter().any(|ray| {
            self.first_piece(ray, occupied)
                .is_some_and(|c| targets.has(c))
        })
    }

    /// The first cell of `ray` in `occupied`, if a slider reaches one (not over a moat).
    #[cfg_attr(feature = "narrow", inline(always))]
    fn first_piece(&self, ray: &RaySet<S>, occupied: S) -> Option<Cell> {
        match ray.order {
            RayOrder::Ascending => (ray.mask & occupied).first(),
            RayOrder::Descending => (ray.mask & occupied).last(),
            RayOrder::Walk => self
                .runs_of(ray)
                .iter()
                .find_map(|run| run.first_in(occupied)),
        }
    }

    /// The runs of a ray in [`RayOrder::Walk`] (none for another).
    #[cfg_attr(feature = "narrow", inline(always))]
    fn runs_of(&self, ray: &RaySet<S>) -> &[Run<S>] {
        &self.runs[ray.runs.0 as usize..ray.runs.1 as usize]
    }

    /// [`Tables::slider_attacks`] from the rays, one by one.
    #[cfg_attr(feature = "narrow", inline(always))]
    fn walked_attacks(&self, topo: &Topology, cell: Cell, class: RayClass, occupied: S) -> S {
        let mut reached = S::EMPTY;
        for ray in self.rays(topo, cell, class) {
            reached |= self.ray_attacks(ray, occupied);
        }
        reached
    }
}

#[cfg(test)]
mod tests {
    use super::BoardTables;
    use crate::topology::{RayClass, Topology};
    use crate::{CellSet, GameId};

    /// Walks every ray cell by cell and checks the table answer for a spread of
    /// occupancies on every board.
    #[test]
    fn ray_attacks_match_a_walk_on_every_board() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for id in GameId::ALL {
            let t = id.topology();
            for _ in 0..100 {
                let occupied: CellSet = t
                    .cells()
                    .filter(|_| {
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        seed.is_multiple_of(3)
                    })
                    .collect();
                match &t.tables {
                    #[cfg(feature = "narrow")]
                    BoardTables::Narrow(tables) => check(t, tables, occupied),
                    BoardTables::Wide(tables) => check(t, tables, occupied),
                }
            }
        }
    }

    /// Without known factors, the search alone builds tables that answer as the rays do.
    #[cfg(feature = "narrow")]
    #[test]
    fn searched_tables_match_a_walk() {
        let t = GameId::ChessAttack.topology();
        let BoardTables::Narrow(tables) = &t.tables else {
            panic!("5x6 is narrow");
        };
        let searched = super::board_magics(t, &[]).expect("the search finds factors");
        let mut seed = 0x1234_5678_9ABC_DEF1u64;
        for _ in 0..200 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let occupied = seed & tables.all;
            for cell in t.cells() {
                for class in [RayClass::Orthogonal, RayClass::Diagonal] {
                    assert_eq!(
                        searched.attacks(cell, class, occupied),
                        tables.walked_attacks(t, cell, class, occupied)
                    );
                }
            }
        }
    }

    fn check<S: super::Width>(t: &Topology, tables: &super::Tables<S>, occupied: CellSet) {
        for cell in t.cells() {
            for class in [RayClass::Orthogonal, RayClass::Diagonal] {
                let walked = t.walked_slider_attacks(cell, class, occupied);
                let found = tables.slider_attacks(t, cell, class, S::from_cells(occupied));
                assert_eq!(found.to_cells(), walked, "{} {class:?}", t.label(cell));
            }
        }
    }
}

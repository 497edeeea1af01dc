//! The one move generator: pseudo-legal moves from the board's data and attack
//! detection, written once over the board's set width ([`Bits`]). What it lets through
//! is a [`Guard`]; king safety (the guards that keep the king safe) is
//! [`crate::legality`]'s; game-specific filters live in [`crate::variant`].

use crate::bits::Bits;
use crate::moves::Special;
#[cfg(feature = "narrow")]
use crate::sink::CapturesIfAny;
use crate::sink::{MoveSink, Sink};
use crate::topology::tables::{BoardTables, PawnShifts, Tables, Width};
use crate::topology::{PawnDirMode, RayClass, Step, Topology};
use crate::{Cell, CellSet, Color, Kind, Move, Piece, Position};

/// Runs `$body` with `$board` bound to a [`Board`] of `$pos` in its board's width.
macro_rules! on_board {
    ($pos:expr, |$board:ident| $body:expr) => {{
        let topo = $pos.topology();
        match &topo.tables {
            #[cfg(feature = "narrow")]
            BoardTables::Narrow(tables) => {
                let $board = Board::<u64>::new($pos, topo, tables);
                $body
            }
            BoardTables::Wide(tables) => {
                let $board = Board::<CellSet>::new($pos, topo, tables);
                $body
            }
        }
    }};
}
pub(crate) use on_board;

/// A position's sets in width `S`, with the board's tables: what the generator reads.
pub(crate) struct Board<'a, S: Width> {
    pub(crate) pos: &'a Position,
    pub(crate) topo: &'a Topology,
    pub(crate) tables: &'a Tables<S>,
    pub(crate) kinds: [S; 6],
    pub(crate) own: S,
    pub(crate) occupied: S,
    crossed: S,
    /// The pawns of each pawn direction.
    pawns_by_dir: [S; 2],
    /// The kinds a pawn may promote to (none in the pawn race).
    promotion: &'static [Kind],
    /// Where some pawn promotes (empty where none does).
    promotes: S,
    /// Whether the game has castling.
    castling: bool,
}

/// What the generator lets through: where pieces may land, and how the king is kept
/// safe ([`crate::legality`] builds the guards that keep it safe).
pub(crate) struct Guard<S> {
    /// Where a piece other than the king may land: every cell when not in check, the
    /// checker and the cells between it and the king in single check, none in double.
    pub(crate) allowed: S,
    /// The mover's pieces pinned to their king: each keeps to the king's ray through it.
    pub(crate) pinned: S,
    /// With a royal king: its cell, the live enemies and the occupied cells without
    /// the king, to judge king moves (and the sign to test en passant by playing it).
    pub(crate) king: Option<(Cell, S, S)>,
}

impl<S: Width> Guard<S> {
    /// Lets every pseudo-legal move through.
    pub(crate) fn none(tables: &Tables<S>) -> Guard<S> {
        Guard {
            allowed: tables.all,
            pinned: S::EMPTY,
            king: None,
        }
    }

    /// The mover's pinned pieces.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn pinned(&self) -> S {
        self.pinned
    }

    /// Where a piece that is not pinned (and not the king) may land.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn allowed_unpinned(&self) -> S {
        self.allowed
    }

    /// Where the piece on `from` (not the king) may land.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn allowed_from(&self, board: &Board<S>, from: Cell) -> S {
        match self.king {
            Some((king, _, _)) if self.pinned.has(from) => {
                let line = [RayClass::Orthogonal, RayClass::Diagonal]
                    .into_iter()
                    .flat_map(|class| board.tables.rays(board.topo, king, class))
                    .find(|ray| ray.mask.has(from))
                    .map_or(S::EMPTY, |ray| ray.mask);
                self.allowed & line
            }
            _ => self.allowed,
        }
    }

    /// Whether the mover's king may step to `to` (not into an attack).
    #[inline]
    pub(crate) fn king_may_go(&self, board: &Board<S>, to: Cell) -> bool {
        match self.king {
            Some((_, enemies, without_king)) => {
                !board.attacked(to, enemies.minus(S::single(to)), without_king)
            }
            None => true,
        }
    }

    /// Whether the en-passant capture `mv` keeps the king safe: it empties two cells
    /// of a line, so it is played and tested.
    pub(crate) fn en_passant_safe(&self, pos: &Position, mv: &Move) -> bool {
        self.king.is_none() || !pos.after(mv).is_king_attacked(pos.turn)
    }
}

/// The two slider classes with the kinds that slide along them.
pub(crate) const SLIDERS: [(RayClass, Kind); 2] = [
    (RayClass::Orthogonal, Kind::Rook),
    (RayClass::Diagonal, Kind::Bishop),
];

impl<'a, S: Width> Board<'a, S> {
    /// `pos` seen in width `S`, on its board `topo` (`pos.topology()`, looked up once
    /// by the caller: each look-up checks that the lazily built board is there) with
    /// its tables `tables`.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn new(pos: &'a Position, topo: &'a Topology, tables: &'a Tables<S>) -> Self {
        let rules = pos.rules();
        let kinds = Kind::ALL.map(|kind| S::from_cells(pos.kind_cells(kind)));
        let crossed = S::from_cells(pos.crossed_pawns());
        let pawns = kinds[Kind::Pawn.index()];
        let forward = match topo.pawn_dir_mode {
            PawnDirMode::ByColor => pawns & S::from_cells(pos.color_cells(Color::White)),
            PawnDirMode::ByCrossing => pawns.minus(crossed),
        };
        Board {
            pos,
            topo,
            tables,
            kinds,
            own: S::from_cells(pos.color_cells(pos.turn)),
            occupied: S::from_cells(pos.occupied()),
            crossed,
            pawns_by_dir: [forward, pawns.minus(forward)],
            promotion: rules.promotion,
            promotes: if rules.promotion.is_empty() {
                S::EMPTY
            } else {
                tables.promotion[0] | tables.promotion[1]
            },
            castling: rules.castling,
        }
    }

    /// The pieces of `kind` of any colour.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn kind(&self, kind: Kind) -> S {
        self.kinds[kind.index()]
    }

    /// The rooks and queens, or the bishops and queens, of any colour.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn sliders(&self, kind: Kind) -> S {
        self.kind(kind) | self.kind(Kind::Queen)
    }

    /// Pawns moving in pawn direction `dir`.
    #[cfg_attr(feature = "narrow", inline(always))]
    fn pawns_of_dir(&self, dir: u8) -> S {
        self.pawns_by_dir[dir as usize & 1]
    }

    /// The knights, kings and pawns among `attackers` that attack `cell`.
    #[inline]
    pub(crate) fn jumpers(&self, cell: Cell, attackers: S) -> S {
        let t = self.tables;
        let mut found =
            t.knight[cell] & self.kind(Kind::Knight) | t.king[cell] & self.kind(Kind::King);
        for dir in 0..2 {
            found |= t.pawn_attackers[dir as usize][cell] & self.pawns_of_dir(dir);
        }
        found & attackers
    }

    /// The cells the pawns of `color` attack, all pawns at once where the board's pawn
    /// steps are uniform.
    fn pawn_attacks(&self, color: Color) -> S {
        let mine = self.kind(Kind::Pawn) & S::from_cells(self.pos.color_cells(color));
        let mut reached = S::EMPTY;
        for dir in 0..2u8 {
            let pawns = mine & self.pawns_of_dir(dir);
            let shifts = &self.tables.pawn_shifts[dir as usize];
            for &(step, from) in &shifts.captures {
                reached |= (pawns.minus(shifts.irregular) & from).shifted(step);
            }
            for cell in (pawns & shifts.irregular).cells() {
                reached |= self.tables.pawn[dir as usize][cell].captures;
            }
        }
        reached
    }

    /// Whether a piece in `attackers` attacks `cell`, sliders blocked by `occupied`
    /// (nothing attacks over a moat).
    pub(crate) fn attacked(&self, cell: Cell, attackers: S, occupied: S) -> bool {
        if !self.jumpers(cell, attackers).none() {
            return true;
        }
        SLIDERS.iter().any(|(class, kind)| {
            let sliders = self.sliders(*kind) & attackers;
            !(self.tables.lines(cell, *class) & sliders).none()
                && self
                    .tables
                    .slider_reaches(self.topo, cell, *class, occupied, sliders)
        })
    }

    /// Appends the moves of the player to move that `guard` lets through; with
    /// `forced` (capturing is compulsory), only the captures among them if there is one:
    /// with the `narrow` feature as they are made, without it (smaller) afterwards.
    pub(crate) fn generate_into(&self, guard: &Guard<S>, list: &mut Vec<Move>, forced: bool) {
        let room = self.tables.move_room;
        #[cfg(feature = "narrow")]
        if forced {
            let enemies = self.occupied.minus(self.own);
            return self.generate_forced(guard, &mut CapturesIfAny::new(list, room, enemies));
        }
        let start = list.len();
        self.generate(guard, &mut MoveSink::new(list, room));
        if forced {
            self.pos.retain_captures_if_any(list, start);
        }
    }

    /// [`Board::generate`] for a game where capturing is compulsory.
    // A function of its own in the engine's wasm32 build, so that `generate_into` holds
    // one whole generator, not two (one per sink): V8 compiles a function holding two to
    // code that spills most of its values to the stack (measured in node: standard
    // perft, listed, 18% slower). The plain list's generator, inlined into
    // `generate_into`, saves a call and the copies of the board's sets around it
    // (standard perft(5), listed, in node: 454M -> 445M x64 instructions under
    // callgrind). Natively both are inlined (perft in bulk 8% faster).
    #[cfg(feature = "narrow")]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn generate_forced(&self, guard: &Guard<S>, out: &mut CapturesIfAny<'_, S>) {
        self.generate(guard, out)
    }

    /// Gives `out` the moves of the player to move that `guard` lets through.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn generate(&self, guard: &Guard<S>, out: &mut impl Sink<S>) {
        let (pos, topo, t) = (self.pos, self.topo, self.tables);
        let own = self.own;
        let pawns = own & self.kind(Kind::Pawn);
        for dir in 0..2 {
            let pawns = pawns & self.pawns_of_dir(dir);
            if pawns.none() {
                continue;
            }
            let shifts = &t.pawn_shifts[dir as usize];
            let on_their_own = guard.pinned() | shifts.irregular;
            self.pawn_moves_at_once(pawns.minus(on_their_own), dir, shifts, guard, out);
            for from in (pawns & on_their_own).cells() {
                self.pawn_moves(from, guard, out);
            }
        }
        for from in (own & self.kind(Kind::Knight)).cells() {
            let allowed = guard.allowed_from(self, from).minus(own);
            let reached = t.knight[from];
            push_moves(from, reached & allowed, Special::None, out);
            let over = self.moat_jumps(&topo.knight_moat_steps, from);
            push_moves(
                from,
                over.minus(reached) & allowed,
                Special::CrossesMoat,
                out,
            );
        }
        // A queen's two classes can reach one cell (on the round board, along a ring
        // and across the centre): its destinations are joined before moves are made,
        // so each is one move, over no moat where a route without one exists.
        self.slider_moves(Kind::Rook, &[RayClass::Orthogonal], guard, out);
        self.slider_moves(Kind::Bishop, &[RayClass::Diagonal], guard, out);
        let both = [RayClass::Orthogonal, RayClass::Diagonal];
        self.slider_moves(Kind::Queen, &both, guard, out);
        for from in (own & self.kind(Kind::King)).cells() {
            let reached = t.king[from];
            let over = self.moat_jumps(&topo.king_moat_steps, from);
            let safe_set = |set: S| {
                let mut safe = S::EMPTY;
                for to in set.cells() {
                    if guard.king_may_go(self, to) {
                        safe |= S::single(to);
                    }
                }
                safe
            };
            push_moves(from, safe_set(reached.minus(own)), Special::None, out);
            push_moves(
                from,
                safe_set(over.minus(reached)),
                Special::CrossesMoat,
                out,
            );
        }
        if pos.castling != 0 && self.castling {
            self.castling_moves(out);
        }
    }

    /// Adds the moves of the mover's sliders of `kind`, which slide along `classes`.
    #[cfg_attr(feature = "narrow", inline(always))]
    fn slider_moves(
        &self,
        kind: Kind,
        classes: &[RayClass],
        guard: &Guard<S>,
        out: &mut impl Sink<S>,
    ) {
        let (topo, t, own) = (self.topo, self.tables, self.own);
        for from in (own & self.kind(kind)).cells() {
            let allowed = guard.allowed_from(self, from).minus(own);
            let mut reached = S::EMPTY;
            for class in classes {
                reached |= t.slider_attacks(topo, from, *class, self.occupied);
            }
            push_moves(from, reached & allowed, Special::None, out);
            if S::MOATS && self.pos.bridged != 0 {
                let mut over = S::EMPTY;
                for class in classes {
                    over |= self.slider_moat_crossings(from, *class);
                }
                push_moves(
                    from,
                    over.minus(reached) & allowed,
                    Special::CrossesMoat,
                    out,
                );
            }
        }
    }

    /// Adds the castling moves of the player to move (through no attacked cell where
    /// kings are royal).
    fn castling_moves(&self, out: &mut impl Sink<S>) {
        let pos = self.pos;
        let us = pos.turn;
        let rights = pos.castling & self.topo.castle_rights_of(us);
        if rights == 0 {
            return;
        }
        let kings = self.own & self.kind(Kind::King);
        let rooks = self.own & self.kind(Kind::Rook);
        let castles = self.topo.castles();
        let mut left = rights;
        while left != 0 {
            let i = left.trailing_zeros() as usize;
            left &= left - 1;
            let (Some(spec), Some(empty)) = (castles.get(i), self.tables.castle_empty.get(i))
            else {
                continue;
            };
            if !(*empty & self.occupied).none()
                || !kings.has(spec.king_from)
                || !rooks.has(spec.rook_from)
            {
                continue;
            }
            if pos.rules().royal_king {
                let enemies = S::from_cells(pos.live_enemies(us));
                let attacked = |c: &Cell| self.attacked(*c, enemies, self.occupied);
                if spec.king_path.iter().any(attacked) {
                    continue;
                }
            }
            out.push(Move {
                from: spec.king_from,
                to: spec.king_to,
                promotion: None,
                special: Special::Castle { index: i as u8 },
            });
        }
    }

    /// The empty cells among the ends of `steps[from]` (steps over a moat, per cell)
    /// reached over bridged moats only.
    #[inline]
    fn moat_jumps(&self, steps: &[Vec<Step>], from: Cell) -> S {
        let bridged = self.pos.bridged;
        let mut reached = S::EMPTY;
        if S::MOATS && bridged != 0 {
            for s in steps.get(from.index()).into_iter().flatten() {
                if s.moats & !bridged == 0 && !self.occupied.has(s.to) {
                    reached |= S::single(s.to);
                }
            }
        }
        reached
    }

    /// The empty cells a slider of `class` on `cell` reaches only by crossing moats,
    /// all of which must be bridged.
    fn slider_moat_crossings(&self, cell: Cell, class: RayClass) -> S {
        let bridged = self.pos.bridged;
        let mut reached = S::EMPTY;
        for ray in self
            .topo
            .rays(cell)
            .iter()
            .filter(|r| r.class == class && r.crosses_moat)
        {
            for s in self.topo.ray_steps(ray) {
                if self.occupied.has(s.to) || s.moats & !bridged != 0 {
                    break;
                }
                if s.moats != 0 {
                    reached |= S::single(s.to);
                }
            }
        }
        reached
    }

    /// Adds the moves of `pawns` (of direction `dir`, none of them pinned) that
    /// `guard` lets through, all pawns at once by `shifts`.
    fn pawn_moves_at_once(
        &self,
        pawns: S,
        dir: u8,
        shifts: &PawnShifts<S>,
        guard: &Guard<S>,
        out: &mut impl Sink<S>,
    ) {
        let empty = self.tables.all.minus(self.occupied);
        let enemies = self.occupied.minus(self.own);
        let allowed = guard.allowed_unpinned();
        let push = shifts.push;
        let single = (pawns & shifts.push_from).shifted(push) & empty;
        let double = ((pawns & shifts.double_from).shifted(push) & empty).shifted(push) & empty;
        let plain = |_| Special::None;
        self.add_shifted_pawn_moves(single & allowed, push, dir, plain, out);
        let passed = |to: Cell| Special::DoubleStep {
            via: Cell::new((to.index() as i32 - push) as usize),
        };
        self.add_shifted_pawn_moves(double & allowed, 2 * push, dir, passed, out);
        for &(by, from) in &shifts.captures {
            let taken = (pawns & from).shifted(by) & enemies & allowed;
            self.add_shifted_pawn_moves(taken, by, dir, plain, out);
        }
        let Some(ep) = self.pos.ep else {
            return;
        };
        if !enemies.has(ep.victim) || self.occupied.has(ep.target) {
            return;
        }
        for &(by, from) in &shifts.captures {
            let Some(at) = (ep.target.index() as i32 - by).try_into().ok() else {
                continue;
            };
            if at >= self.topo.len() || !(pawns & from).has(Cell::new(at)) {
                continue;
            }
            let mv = Move {
                from: Cell::new(at),
                to: ep.target,
                promotion: None,
                special: Special::EnPassant { victim: ep.victim },
            };
            if guard.en_passant_safe(self.pos, &mv) {
                self.add_pawn_move(mv.from, mv.to, dir, mv.special, out);
            }
        }
    }

    /// Adds the pawn moves to `targets` from `by` cells back, each doing `special` of
    /// its target (promotions included).
    #[cfg_attr(feature = "narrow", inline(always))]
    fn add_shifted_pawn_moves(
        &self,
        targets: S,
        by: i32,
        dir: u8,
        special: impl Fn(Cell) -> Special,
        out: &mut impl Sink<S>,
    ) {
        let back = |to: Cell| Cell::new((to.index() as i32 - by) as usize);
        let promoting = if self.promotion.is_empty() {
            S::EMPTY
        } else {
            targets & self.tables.promotion[dir as usize]
        };
        let plain = targets.minus(promoting);
        out.extend(
            plain,
            || plain.shifted(-by),
            |to| Move {
                from: back(to),
                to,
                promotion: None,
                special: special(to),
            },
        );
        for to in promoting.cells() {
            self.add_pawn_move(back(to), to, dir, special(to), out);
        }
    }

    /// Adds the moves of the pawn on `from` that `guard` lets through.
    fn pawn_moves(&self, from: Cell, guard: &Guard<S>, out: &mut impl Sink<S>) {
        let (pos, topo, t) = (self.pos, self.topo, self.tables);
        let us = pos.turn;
        let dir = topo.pawn_dir(us, self.crossed.has(from));
        let pawn = &t.pawn[dir as usize][from];
        let occupied = self.occupied;
        let pushed = pawn.push.minus(occupied);
        let mut targets = pushed | pawn.captures & occupied.minus(self.own);
        if !pushed.none() {
            targets |= pawn.double.minus(occupied);
        }
        targets &= guard.allowed_from(self, from);
        let doubles = targets & pawn.double;
        if !doubles.none() {
            if let Some((via, step)) = topo.pawn(dir, from).double {
                self.add_pawn_move(
                    from,
                    step.to,
                    step.dir_after,
                    Special::DoubleStep { via },
                    out,
                );
            }
        }
        let singles = targets.minus(doubles);
        if (singles & (self.promotes | pawn.crossing)).none() {
            push_moves(from, singles, Special::None, out);
        } else {
            for to in singles.cells() {
                let (dir_after, special) = if pawn.crossing.has(to) {
                    (1 - dir, Special::CrossesCentre)
                } else {
                    (dir, Special::None)
                };
                self.add_pawn_move(from, to, dir_after, special, out);
            }
        }
        if let Some(ep) = pos.ep {
            if pawn.captures.has(ep.target)
                && (occupied.minus(self.own)).has(ep.victim)
                && !occupied.has(ep.target)
            {
                let special = Special::EnPassant { victim: ep.victim };
                let mv = Move {
                    from,
                    to: ep.target,
                    promotion: None,
                    special,
                };
                if guard.en_passant_safe(pos, &mv) {
                    let dir_after = if pawn.crossing.has(ep.target) {
                        1 - dir
                    } else {
                        dir
                    };
                    self.add_pawn_move(from, ep.target, dir_after, special, out);
                }
            }
        }
    }

    /// Adds the pawn move `from`-`to`, or one per promotion choice where a pawn of
    /// direction `dir_after` promotes on `to`.
    fn add_pawn_move(
        &self,
        from: Cell,
        to: Cell,
        dir_after: u8,
        special: Special,
        out: &mut impl Sink<S>,
    ) {
        if self.tables.promotion[dir_after as usize].has(to) && !self.promotion.is_empty() {
            for k in self.promotion {
                out.push(Move {
                    from,
                    to,
                    promotion: Some(*k),
                    special,
                });
            }
        } else {
            out.push(Move {
                from,
                to,
                promotion: None,
                special,
            });
        }
    }
}

/// Adds a move from `from` to each cell of `targets`.
#[cfg_attr(feature = "narrow", inline(always))]
fn push_moves<S: Bits>(from: Cell, targets: S, special: Special, out: &mut impl Sink<S>) {
    out.extend(
        targets,
        || S::single(from),
        |to| Move {
            from,
            to,
            promotion: None,
            special,
        },
    );
}

/// The cells `piece` on `cell` attacks in tables `t`, sliders blocked by `occupied`
/// (a pawn: where it captures, in direction `dir`).
#[cfg_attr(feature = "narrow", inline(always))]
fn piece_attacks<S: Width>(
    topo: &Topology,
    t: &Tables<S>,
    cell: Cell,
    kind: Kind,
    dir: u8,
    occupied: S,
) -> S {
    let slide = |class| t.slider_attacks(topo, cell, class, occupied);
    match kind {
        Kind::Pawn => t.pawn[dir as usize][cell].captures,
        Kind::Knight => t.knight[cell],
        Kind::King => t.king[cell],
        Kind::Bishop => slide(RayClass::Diagonal),
        Kind::Rook => slide(RayClass::Orthogonal),
        Kind::Queen => slide(RayClass::Orthogonal) | slide(RayClass::Diagonal),
    }
}

impl Position {
    /// The cells `piece` would attack from `cell` if the cells of `occupied` were the
    /// occupied ones (sliders stop on the first of them; a pawn attacks where it
    /// captures; nothing attacks over a moat): what an evaluation counts as mobility,
    /// or an exchange evaluation as the next attacker once a piece has left.
    ///
    /// ```
    /// use sjakkboks_rules::{Color, GameId, Kind, Piece, Position};
    /// let pos = Position::start(GameId::Standard);
    /// let topo = pos.topology();
    /// let cell = |label| topo.cell_by_label(label).unwrap();
    /// let knight = Piece { color: Color::White, kind: Kind::Knight };
    /// assert_eq!(pos.attacks(cell("g1"), knight, pos.occupied()).count(), 3);
    /// let rook = Piece { color: Color::White, kind: Kind::Rook };
    /// assert_eq!(pos.attacks(cell("a1"), rook, pos.occupied()).count(), 2);
    /// ```
    #[inline]
    pub fn attacks(&self, cell: Cell, piece: Piece, occupied: CellSet) -> CellSet {
        let topo = self.topology();
        match &topo.tables {
            #[cfg(feature = "narrow")]
            BoardTables::Narrow(t) => self
                .attacks_in(topo, t, cell, piece, occupied.low_bits())
                .to_cells(),
            BoardTables::Wide(t) => self.attacks_in(topo, t, cell, piece, occupied),
        }
    }

    /// [`Position::attacks`] with the sets as words ([`CellSet::low_bits`]), for boards
    /// of 64 cells or fewer (on the round board, cells from 64 on are left out).
    ///
    /// ```
    /// use sjakkboks_rules::{Color, GameId, Kind, Piece, Position};
    /// let pos = Position::start(GameId::Standard);
    /// let g1 = pos.topology().cell_by_label("g1").unwrap();
    /// let knight = Piece { color: Color::White, kind: Kind::Knight };
    /// let reach = pos.attacks_low(g1, knight, pos.occupied().low_bits());
    /// assert_eq!(reach, pos.attacks(g1, knight, pos.occupied()).low_bits());
    /// assert_eq!(reach.count_ones(), 3);
    /// ```
    #[inline]
    pub fn attacks_low(&self, cell: Cell, piece: Piece, occupied: u64) -> u64 {
        let topo = self.topology();
        match &topo.tables {
            #[cfg(feature = "narrow")]
            BoardTables::Narrow(t) => self.attacks_in(topo, t, cell, piece, occupied),
            BoardTables::Wide(t) => {
                let occupied = CellSet::from_low_bits(occupied);
                self.attacks_in(topo, t, cell, piece, occupied).low_bits()
            }
        }
    }

    /// [`Position::attacks`] in the width of `tables` (the tables of `topo`).
    #[cfg_attr(feature = "narrow", inline(always))]
    fn attacks_in<S: Width>(
        &self,
        topo: &Topology,
        tables: &Tables<S>,
        cell: Cell,
        piece: Piece,
        occupied: S,
    ) -> S {
        let dir = topo.pawn_dir(piece.color, self.crossed_pawns().contains(cell));
        piece_attacks(topo, tables, cell, piece.kind, dir, occupied)
    }

    /// The cells the pawns of `color` attack (where they capture, en passant aside).
    pub fn pawn_attacks(&self, color: Color) -> CellSet {
        on_board!(self, |board| board.pawn_attacks(color).to_cells())
    }

    /// Whether any piece in `attackers` attacks `cell` (nothing attacks over a moat).
    pub fn is_attacked_by(&self, cell: Cell, attackers: CellSet) -> bool {
        on_board!(self, |board| board.attacked(
            cell,
            Bits::from_cells(attackers),
            board.occupied
        ))
    }

    /// Whether `color`'s king is attacked by a player still in the game.
    pub fn is_king_attacked(&self, color: Color) -> bool {
        match self.king(color) {
            Some(k) => self.is_attacked_by(k, self.live_enemies(color)),
            None => false,
        }
    }

    /// Whether the player to move is in check (always false where kings are not royal).
    pub fn is_check(&self) -> bool {
        self.rules().royal_king && self.is_king_attacked(self.turn)
    }

    /// Appends the pseudo-legal moves of the player to move: every move the pieces can
    /// make, before king safety and game-specific filters.
    pub fn pseudo_legal_moves(&self, out: &mut Vec<Move>) {
        on_board!(self, |board| board.generate_into(
            &Guard::none(board.tables),
            out,
            false
        ))
    }
}

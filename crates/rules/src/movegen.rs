//! The one move generator: pseudo-legal moves from the board's data and attack
//! detection, written once over the board's set width ([`Bits`]). King safety is
//! [`crate::legality`]'s; game-specific filters live in [`crate::variant`].

use crate::bits::Bits;
use crate::legality::Guard;
use crate::moves::Special;
use crate::topology::tables::{BoardTables, Tables};
use crate::topology::{PawnDirMode, RayClass, Step, Topology};
use crate::{Cell, CellSet, Color, Kind, Move, Piece, Position};

/// Runs `$body` with `$board` bound to a [`Board`] of `$pos` in its board's width.
macro_rules! on_board {
    ($pos:expr, |$board:ident| $body:expr) => {
        match &$pos.topology().tables {
            BoardTables::Narrow(tables) => {
                let $board = Board::<u64>::new($pos, tables);
                $body
            }
            BoardTables::Wide(tables) => {
                let $board = Board::<CellSet>::new($pos, tables);
                $body
            }
        }
    };
}
pub(crate) use on_board;

/// A position's sets in width `S`, with the board's tables: what the generator reads.
pub(crate) struct Board<'a, S> {
    pub(crate) pos: &'a Position,
    pub(crate) topo: &'a Topology,
    pub(crate) tables: &'a Tables<S>,
    pub(crate) kinds: [S; 6],
    pub(crate) own: S,
    pub(crate) occupied: S,
    crossed: S,
    white: S,
}

/// The two slider classes with the kinds that slide along them.
const SLIDERS: [(RayClass, Kind); 2] = [
    (RayClass::Orthogonal, Kind::Rook),
    (RayClass::Diagonal, Kind::Bishop),
];

impl<'a, S: Bits> Board<'a, S> {
    /// `pos` seen in width `S` (the width of `tables`).
    #[inline]
    pub(crate) fn new(pos: &'a Position, tables: &'a Tables<S>) -> Self {
        Board {
            pos,
            topo: pos.topology(),
            tables,
            kinds: pos.by_kind.map(S::from_cells),
            own: S::from_cells(pos.by_color[pos.turn.index()]),
            occupied: S::from_cells(pos.occupied()),
            crossed: S::from_cells(pos.crossed),
            white: S::from_cells(pos.by_color[Color::White.index()]),
        }
    }

    /// The pieces of `kind` of any colour.
    #[inline]
    pub(crate) fn kind(&self, kind: Kind) -> S {
        self.kinds[kind.index()]
    }

    /// The rooks and queens, or the bishops and queens, of any colour.
    #[inline]
    pub(crate) fn sliders(&self, kind: Kind) -> S {
        self.kind(kind) | self.kind(Kind::Queen)
    }

    /// Pawns moving in pawn direction `dir`.
    #[inline]
    fn pawns_of_dir(&self, dir: u8) -> S {
        let pawns = self.kind(Kind::Pawn);
        let forward = match self.topo.pawn_dir_mode {
            PawnDirMode::ByColor => pawns & self.white,
            PawnDirMode::ByCrossing => pawns.minus(self.crossed),
        };
        if dir == 0 {
            forward
        } else {
            pawns.minus(forward)
        }
    }

    /// The knights, kings and pawns among `attackers` that attack `cell`.
    #[inline]
    pub(crate) fn jumpers(&self, cell: Cell, attackers: S) -> S {
        let t = self.tables;
        let mut found = t.knight[cell.index()] & self.kind(Kind::Knight)
            | t.king[cell.index()] & self.kind(Kind::King);
        for dir in 0..2 {
            found |= t.pawn_attackers[dir as usize][cell.index()] & self.pawns_of_dir(dir);
        }
        found & attackers
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
                && !(self
                    .tables
                    .slider_attacks(self.topo, cell, *class, occupied)
                    & sliders)
                    .none()
        })
    }

    /// Appends the moves of the player to move that `guard` lets through.
    pub(crate) fn generate(&self, guard: &Guard<S>, out: &mut Vec<Move>) {
        let (pos, topo, t) = (self.pos, self.topo, self.tables);
        let own = self.own;
        for from in (own & self.kind(Kind::Pawn)).cells() {
            self.pawn_moves(from, guard, out);
        }
        for from in (own & self.kind(Kind::Knight)).cells() {
            let allowed = guard.allowed_from(self, from).minus(own);
            let reached = t.knight[from.index()];
            push_moves(from, reached & allowed, Special::None, out);
            let over = self.moat_jumps(&topo.knight_moat_steps[from.index()]);
            push_moves(
                from,
                over.minus(reached) & allowed,
                Special::CrossesMoat,
                out,
            );
        }
        for (class, kind) in SLIDERS {
            for from in (own & self.sliders(kind)).cells() {
                let allowed = guard.allowed_from(self, from).minus(own);
                let reached = t.slider_attacks(topo, from, class, self.occupied);
                push_moves(from, reached & allowed, Special::None, out);
                if pos.bridged != 0 {
                    let over = self.slider_moat_crossings(from, class).minus(reached);
                    push_moves(from, over & allowed, Special::CrossesMoat, out);
                }
            }
        }
        for from in (own & self.kind(Kind::King)).cells() {
            let reached = t.king[from.index()];
            let over = self.moat_jumps(&topo.king_moat_steps[from.index()]);
            let safe = |to: &Cell| guard.king_may_go(self, *to);
            let safe_set = |set: S| S::from_cells(set.cells().filter(safe).collect());
            push_moves(from, safe_set(reached.minus(own)), Special::None, out);
            push_moves(
                from,
                safe_set(over.minus(reached)),
                Special::CrossesMoat,
                out,
            );
        }
        if pos.castling != 0 && pos.rules().castling {
            pos.castling_moves(out);
        }
    }

    /// The empty cells among the ends of `steps` (each over a moat) reached over
    /// bridged moats only.
    #[inline]
    fn moat_jumps(&self, steps: &[Step]) -> S {
        let bridged = self.pos.bridged;
        let mut reached = S::EMPTY;
        if bridged != 0 {
            for s in steps {
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

    /// Adds the moves of the pawn on `from` that `guard` lets through.
    fn pawn_moves(&self, from: Cell, guard: &Guard<S>, out: &mut Vec<Move>) {
        let (pos, topo, t) = (self.pos, self.topo, self.tables);
        let us = pos.turn;
        let dir = topo.pawn_dir(us, self.crossed.has(from));
        let pawn = &t.pawn[dir as usize][from.index()];
        let occupied = self.occupied;
        let pushed = pawn.push.minus(occupied);
        let mut targets = pushed | pawn.captures & occupied.minus(self.own);
        if !pushed.none() {
            targets |= pawn.double.minus(occupied);
        }
        targets &= guard.allowed_from(self, from);
        let promotion = pos.rules().promotion;
        let promotes = if promotion.is_empty() {
            S::EMPTY
        } else {
            t.promotion[0] | t.promotion[1]
        };
        if (targets & (promotes | pawn.double | pawn.crossing)).none() {
            push_moves(from, targets, Special::None, out);
        } else {
            for to in targets.cells() {
                let crossing = pawn.crossing.has(to);
                let special = if pawn.double.has(to) {
                    let via = topo.pawn(dir, from).double.map_or(to, |(via, _)| via);
                    Special::DoubleStep { via }
                } else if crossing {
                    Special::CrossesCentre
                } else {
                    Special::None
                };
                let dir_after = if crossing { 1 - dir } else { dir };
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
        out: &mut Vec<Move>,
    ) {
        let promotion = self.pos.rules().promotion;
        if !promotion.is_empty() && self.tables.promotion[dir_after as usize].has(to) {
            out.extend(promotion.iter().map(|k| Move {
                from,
                to,
                promotion: Some(*k),
                special,
            }));
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
#[inline]
fn push_moves<S: Bits>(from: Cell, targets: S, special: Special, out: &mut Vec<Move>) {
    out.extend(targets.cells().map(|to| Move {
        from,
        to,
        promotion: None,
        special,
    }));
}

impl Position {
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
        on_board!(self, |board| board
            .generate(&Guard::none(board.tables), out))
    }

    /// Adds the castling moves of the player to move (through no attacked cell where
    /// kings are royal).
    fn castling_moves(&self, out: &mut Vec<Move>) {
        let us = self.turn;
        let topo = self.topology();
        let royal = self.rules().royal_king;
        let occupied = self.occupied();
        let rook = Piece {
            color: us,
            kind: Kind::Rook,
        };
        let king = Piece {
            color: us,
            kind: Kind::King,
        };
        for (i, spec) in topo.castles().iter().enumerate() {
            if spec.color != us
                || self.castling & (1 << i) == 0
                || self.piece_at(spec.king_from) != Some(king)
                || self.piece_at(spec.rook_from) != Some(rook)
                || !(spec.must_be_empty & occupied).is_empty()
            {
                continue;
            }
            let enemies = self.live_enemies(us);
            if royal
                && spec
                    .king_path
                    .iter()
                    .any(|c| self.is_attacked_by(*c, enemies))
            {
                continue;
            }
            out.push(Move {
                from: spec.king_from,
                to: spec.king_to,
                promotion: None,
                special: Special::Castle { index: i as u8 },
            });
        }
    }
}

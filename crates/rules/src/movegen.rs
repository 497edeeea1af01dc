//! The one move generator: pseudo-legal moves from the board's data, attack detection,
//! and the king-safety filter. Game-specific filters live in [`crate::variant`].

use crate::moves::Special;
use crate::topology::{RayClass, Step};
use crate::{Cell, CellSet, Color, Kind, Move, Piece, Position};

impl Position {
    /// Whether any piece in `attackers` attacks `cell` (nothing attacks over a moat).
    pub fn is_attacked_by(&self, cell: Cell, attackers: CellSet) -> bool {
        self.is_attacked_through(cell, attackers, self.occupied())
    }

    /// [`Position::is_attacked_by`] with the sliders' lines blocked by `occupied`
    /// instead of the board's pieces (to judge a king move without making it).
    pub(crate) fn is_attacked_through(
        &self,
        cell: Cell,
        attackers: CellSet,
        occupied: CellSet,
    ) -> bool {
        if attackers.is_empty() {
            return false;
        }
        let topo = self.topology();
        let kinds = &self.by_kind;
        let knights = attackers & kinds[Kind::Knight.index()];
        if !knights.is_empty()
            && topo
                .knight_steps(cell)
                .iter()
                .any(|s| s.moats == 0 && knights.contains(s.to))
        {
            return true;
        }
        let kings = attackers & kinds[Kind::King.index()];
        if !kings.is_empty()
            && topo
                .king_steps(cell)
                .iter()
                .any(|s| s.moats == 0 && kings.contains(s.to))
        {
            return true;
        }
        for dir in 0..2 {
            if !(topo.pawn_attackers(dir, cell) & attackers & self.pawns_of_dir(dir)).is_empty() {
                return true;
            }
        }
        let queens = kinds[Kind::Queen.index()];
        let orth = attackers & (kinds[Kind::Rook.index()] | queens);
        let diag = attackers & (kinds[Kind::Bishop.index()] | queens);
        if orth.is_empty() && diag.is_empty() {
            return false;
        }
        for ray in topo.rays(cell) {
            let sliders = match ray.class {
                RayClass::Orthogonal => orth,
                RayClass::Diagonal => diag,
            };
            if sliders.is_empty() {
                continue;
            }
            for s in topo.ray_steps(ray) {
                if s.moats != 0 {
                    break;
                }
                if occupied.contains(s.to) {
                    if sliders.contains(s.to) {
                        return true;
                    }
                    break;
                }
            }
        }
        false
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
        let us = self.turn;
        let own = self.by_color[us.index()];
        let occupied = self.occupied();
        let topo = self.topology();
        for from in own {
            let Some(piece) = self.board[from.index()] else {
                continue;
            };
            match piece.kind {
                Kind::Pawn => self.pawn_moves(from, occupied, out),
                Kind::Knight => self.step_moves(from, topo.knight_steps(from), out),
                Kind::King => self.step_moves(from, topo.king_steps(from), out),
                Kind::Bishop | Kind::Rook | Kind::Queen => self.slider_moves(from, piece.kind, out),
            }
        }
        if self.rules().castling {
            self.castling_moves(occupied, out);
        }
    }

    /// Adds the move to `s` if it lands on an empty cell or an enemy (and, over a
    /// moat, only a quiet move across a bridged one). Returns whether it was added.
    fn quiet_or_capture(&self, from: Cell, s: &Step, out: &mut Vec<Move>) -> bool {
        let target = self.board[s.to.index()];
        if target.is_some_and(|p| p.color == self.turn) {
            return false;
        }
        let special = if s.moats == 0 {
            Special::None
        } else if s.moats & !self.bridged != 0 || target.is_some() {
            return false;
        } else {
            Special::CrossesMoat
        };
        out.push(Move {
            from,
            to: s.to,
            promotion: None,
            special,
        });
        true
    }

    fn step_moves(&self, from: Cell, steps: &[Step], out: &mut Vec<Move>) {
        for s in steps {
            self.quiet_or_capture(from, s, out);
        }
    }

    fn slider_moves(&self, from: Cell, kind: Kind, out: &mut Vec<Move>) {
        let topo = self.topology();
        let first = out.len();
        for ray in topo.rays(from) {
            let fits = match ray.class {
                RayClass::Orthogonal => kind.slides_orthogonally(),
                RayClass::Diagonal => kind.slides_diagonally(),
            };
            if !fits {
                continue;
            }
            let mut moats = 0u8;
            for s in topo.ray_steps(ray) {
                moats |= s.moats;
                let step = Step { to: s.to, moats };
                if !self.quiet_or_capture(from, &step, out) || self.board[s.to.index()].is_some() {
                    break;
                }
            }
        }
        if !topo.has_simple_lines() {
            keep_one_move_per_destination(out, first);
        }
    }

    fn pawn_moves(&self, from: Cell, occupied: CellSet, out: &mut Vec<Move>) {
        let topo = self.topology();
        let promotion = self.rules().promotion;
        // One move, or one per promotion choice on the cells where pawns promote.
        let add = |to: Cell, dir_after: u8, special: Special, out: &mut Vec<Move>| {
            if !promotion.is_empty() && topo.promotion_cells(dir_after).contains(to) {
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
        };
        let us = self.turn;
        let dir = topo.pawn_dir(us, self.crossed.contains(from));
        let pawn = topo.pawn(dir, from);
        let centre = |dir_after: u8| {
            if dir_after != dir {
                Special::CrossesCentre
            } else {
                Special::None
            }
        };
        if let Some(push) = pawn.push {
            if !occupied.contains(push.to) {
                add(push.to, push.dir_after, centre(push.dir_after), out);
                if let Some((via, double)) = pawn.double {
                    if !occupied.contains(double.to) {
                        add(
                            double.to,
                            double.dir_after,
                            Special::DoubleStep { via },
                            out,
                        );
                    }
                }
            }
        }
        let enemies = occupied - self.by_color[us.index()];
        for cap in pawn.captures.iter().flatten() {
            if enemies.contains(cap.to) {
                add(cap.to, cap.dir_after, centre(cap.dir_after), out);
            } else if let Some(ep) = self.ep {
                if ep.target == cap.to
                    && enemies.contains(ep.victim)
                    && !occupied.contains(ep.target)
                {
                    add(
                        cap.to,
                        cap.dir_after,
                        Special::EnPassant { victim: ep.victim },
                        out,
                    );
                }
            }
        }
    }

    fn castling_moves(&self, occupied: CellSet, out: &mut Vec<Move>) {
        let us = self.turn;
        let topo = self.topology();
        let royal = self.rules().royal_king;
        let enemies = self.live_enemies(us);
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

/// Where two rays reach the same cell, keeps one move there (from `out[first..]`, the
/// moves of one slider), preferring the one that crosses no moat.
fn keep_one_move_per_destination(out: &mut Vec<Move>, first: usize) {
    let mut seen = CellSet::EMPTY;
    let mut i = first;
    while i < out.len() {
        let mv = out[i];
        if !seen.contains(mv.to) {
            seen.insert(mv.to);
            i += 1;
            continue;
        }
        if let Some(j) = (first..i).find(|j| out[*j].to == mv.to) {
            if out[j].special == Special::CrossesMoat {
                out[j] = mv;
            }
        }
        out.remove(i);
    }
}

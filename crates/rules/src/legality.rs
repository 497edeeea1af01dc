//! King safety. Where lines are simple (see [`Topology::has_simple_lines`]) the checkers
//! and pins are found once by walking rays from the king, and most moves are judged
//! without playing them; king moves, en passant, and every move on other boards are
//! played on a copy and tested.

use crate::moves::Special;
use crate::topology::RayClass;
use crate::{Cell, CellSet, Kind, Move, Position, Topology};

/// What the mover's king faces: who gives check, where a non-king move must land to
/// answer it, and which pieces are pinned to which lines.
struct KingDanger {
    checkers: usize,
    answers: CellSet,
    pins: Vec<(Cell, CellSet)>,
}

impl Position {
    /// Removes the moves that would leave the mover's king attacked by a player still
    /// in the game (only where kings are royal).
    pub(crate) fn retain_king_safe(&self, moves: &mut Vec<Move>) {
        if !self.rules().royal_king {
            return;
        }
        let us = self.turn;
        let topo = self.topology();
        let (king, danger) = match self.king(us) {
            Some(king) if topo.has_simple_lines() => (king, self.king_danger(topo, king)),
            _ => {
                moves.retain(|mv| !self.after(mv).is_king_attacked(us));
                return;
            }
        };
        let enemies = self.live_enemies(us);
        // A king move leaves its cell, which then blocks nothing.
        let without_king = self.occupied() - CellSet::single(king);
        let unpinned = danger.checkers == 0 && danger.pins.is_empty();
        moves.retain(|mv| match mv.special {
            // Castling is generated only where the king's path is safe.
            Special::Castle { .. } => true,
            // The king may take the piece on its destination.
            _ if mv.from == king => {
                !self.is_attacked_through(mv.to, enemies - CellSet::single(mv.to), without_king)
            }
            Special::EnPassant { .. } => !self.after(mv).is_king_attacked(us),
            _ if unpinned => true,
            _ => {
                danger.checkers < 2
                    && danger.answers.contains(mv.to)
                    && danger
                        .pins
                        .iter()
                        .all(|(cell, line)| *cell != mv.from || line.contains(mv.to))
            }
        });
    }

    fn king_danger(&self, topo: &Topology, king: Cell) -> KingDanger {
        let us = self.turn;
        let own = self.by_color[us.index()];
        let enemies = self.live_enemies(us);
        let occupied = self.occupied();
        let kinds = &self.by_kind;
        let queens = kinds[Kind::Queen.index()];
        let mut checkers = CellSet::EMPTY;
        let mut answers = CellSet::EMPTY;
        let mut pins = Vec::new();
        for ray in topo.rays(king) {
            let sliders = enemies
                & match ray.class {
                    RayClass::Orthogonal => kinds[Kind::Rook.index()] | queens,
                    RayClass::Diagonal => kinds[Kind::Bishop.index()] | queens,
                };
            let mut line = CellSet::EMPTY;
            let mut shield = None;
            for s in topo.ray_steps(ray) {
                if s.moats != 0 {
                    break;
                }
                line.insert(s.to);
                if !occupied.contains(s.to) {
                    continue;
                }
                if own.contains(s.to) && shield.is_none() {
                    shield = Some(s.to);
                    continue;
                }
                if sliders.contains(s.to) {
                    match shield {
                        None => {
                            checkers.insert(s.to);
                            answers |= line;
                        }
                        Some(pinned) => pins.push((pinned, line)),
                    }
                }
                break;
            }
        }
        let mut jumpers = CellSet::EMPTY;
        let knights = enemies & kinds[Kind::Knight.index()];
        for s in topo.knight_steps(king) {
            if s.moats == 0 && knights.contains(s.to) {
                jumpers.insert(s.to);
            }
        }
        for dir in 0..2 {
            jumpers |= topo.pawn_attackers(dir, king) & enemies & self.pawns_of_dir(dir);
        }
        checkers |= jumpers;
        answers |= jumpers;
        let count = checkers.count();
        KingDanger {
            checkers: count,
            answers: if count == 0 { topo.all() } else { answers },
            pins,
        }
    }
}

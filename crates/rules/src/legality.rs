//! King safety. Where lines are simple (see [`crate::Topology::has_simple_lines`])
//! the checkers and pins are found once from the king's rays, and the generator makes
//! only moves that keep the king safe: other pieces land where they answer a check and
//! pinned pieces stay on their line; king moves are judged without playing them, en
//! passant is played and tested. On other boards the pins are found the same way, and
//! the moves of the king and of pinned pieces, en passant and castling are tested on
//! the sets they leave (the same answer as playing them and testing); in check, every
//! move is.

use crate::bits::Bits;
use crate::movegen::{on_board, Board, Guard, SLIDERS};
use crate::moves::Special;
#[cfg(feature = "narrow")]
use crate::sink::Counter;
use crate::topology::tables::{BoardTables, Width};
use crate::{Cell, CellSet, Kind, Move, Position};

impl<S: Width> Board<'_, S> {
    /// Whether the mover's king, on `king`, is not attacked once `mv` is played: the
    /// answer of playing the move and testing, from the sets alone. Attacks never cross
    /// a moat, so the bridges the move may make do not matter; a captured king puts its
    /// owner out, whose pieces then attack nothing.
    fn king_safe_after(&self, king: Cell, mv: &Move) -> bool {
        let pos = self.pos;
        let mut enemies = S::from_cells(pos.live_enemies(pos.turn));
        let (mut king, mut occupied) = (king, self.occupied);
        match mv.special {
            Special::Castle { index } => {
                let Some(spec) = self.topo.castles().get(index as usize) else {
                    return !pos.after(mv).is_king_attacked(pos.turn);
                };
                occupied = occupied.minus(S::single(spec.king_from) | S::single(spec.rook_from))
                    | S::single(spec.king_to)
                    | S::single(spec.rook_to);
                king = spec.king_to;
            }
            _ => {
                if let Special::EnPassant { victim } = mv.special {
                    occupied = occupied.minus(S::single(victim));
                    enemies = enemies.minus(S::single(victim));
                }
                if let Some(taken) = pos.piece_at(mv.to) {
                    enemies = enemies.minus(S::single(mv.to));
                    if taken.kind == Kind::King && pos.is_in_game(taken.color) {
                        enemies = enemies.minus(S::from_cells(pos.color_cells(taken.color)));
                    }
                }
                occupied = occupied.minus(S::single(mv.from)) | S::single(mv.to);
                if mv.from == king {
                    king = mv.to;
                }
            }
        }
        !self.attacked(king, enemies, occupied)
    }

    /// The pieces of `enemies` that check the mover's king on `king`, the cells between
    /// the checking sliders and the king, and the mover's pieces pinned to the king: each
    /// is the first piece on a ray from the king whose second is an enemy slider of the
    /// ray's class. Where no enemy slider stands on a line through the king (most
    /// positions), only the knights, kings and pawns are looked at.
    fn checks_and_pins(&self, king: Cell, enemies: S) -> (S, S, S) {
        let checkers = self.jumpers(king, enemies);
        let t = self.tables;
        let on_lines = SLIDERS.iter().fold(S::EMPTY, |found, (class, kind)| {
            found | t.lines(king, *class) & self.sliders(*kind)
        });
        if (on_lines & enemies).none() {
            return (checkers, S::EMPTY, S::EMPTY);
        }
        self.slider_checks_and_pins(king, enemies, checkers)
    }

    /// [`Board::checks_and_pins`] along the rays from the king on `king`, the checks of
    /// `checkers` (the knights, kings and pawns) joined.
    // A function of its own in the engine's wasm32 build: V8 loads what it reads
    // (the board's sets, the rays) on entry, which the common case above needs not.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn slider_checks_and_pins(&self, king: Cell, enemies: S, mut checkers: S) -> (S, S, S) {
        let (topo, t) = (self.topo, self.tables);
        let occupied = self.occupied;
        let mut lines = S::EMPTY;
        let mut pinned = S::EMPTY;
        for (class, kind) in SLIDERS {
            let sliders = self.sliders(kind) & enemies;
            if (t.lines(king, class) & sliders).none() {
                continue;
            }
            for ray in t.rays(topo, king, class) {
                if (ray.mask & sliders).none() {
                    continue;
                }
                let line = t.ray_attacks(ray, occupied);
                let first = line & occupied;
                if !(first & sliders).none() {
                    // A checker: blocking its line answers the check.
                    checkers |= first;
                    lines |= line;
                } else if !(first & self.own).none()
                    && !(t.ray_attacks(ray, occupied.minus(first)) & sliders).none()
                {
                    pinned |= first;
                }
            }
        }
        (checkers, lines, pinned)
    }

    /// The cells whose pieces (not the king on `king`) may make a plain move without
    /// leaving it attacked: none while it is attacked; otherwise every cell but the
    /// pinned pieces'. Moving a piece that is not pinned opens no ray from the king to
    /// an enemy slider, whatever the board's lines (and attacks never cross a moat).
    fn cells_that_expose_nothing(&self, king: Cell) -> CellSet {
        let enemies = S::from_cells(self.pos.live_enemies(self.pos.turn));
        let (checkers, _, pinned) = self.checks_and_pins(king, enemies);
        if checkers.none() {
            self.tables.all.minus(pinned | S::single(king)).to_cells()
        } else {
            CellSet::EMPTY
        }
    }

    /// Whether `mv` leaves the mover's king on `king` safe, where the pieces on
    /// `exposing_nothing` ([`Board::cells_that_expose_nothing`]) make their plain moves
    /// untested; any other move (en passant and castling included) is played out.
    fn keeps_king_safe(&self, king: Cell, exposing_nothing: S, mv: &Move) -> bool {
        (exposing_nothing.has(mv.from)
            && !matches!(
                mv.special,
                Special::EnPassant { .. } | Special::Castle { .. }
            ))
            || self.king_safe_after(king, mv)
    }

    /// The king-safe moves of the mover ([`Position::king_safe_moves`]) that `keep`
    /// lets through, counted (captures, others) without making them. Where the guard
    /// keeps the king safe every move counts as it comes; otherwise the moves of pieces
    /// that expose nothing count in bulk and the others are tested one by one.
    #[cfg(feature = "narrow")]
    fn count_king_safe(&self, keep: impl Fn(&Move) -> bool) -> (u32, u32) {
        let pos = self.pos;
        let all = self.tables.all;
        let royal = if pos.rules().royal_king {
            pos.king(pos.turn)
        } else {
            None
        };
        let tested = royal.filter(|_| !self.topo.has_simple_lines());
        let (guard, free) = match (royal, tested) {
            (_, Some(king)) => (
                Guard::none(self.tables),
                S::from_cells(self.cells_that_expose_nothing(king)),
            ),
            (Some(king), None) => (self.guard(king), all),
            (None, _) => (Guard::none(self.tables), all),
        };
        let safe = |mv: &Move| tested.is_none_or(|king| self.keeps_king_safe(king, free, mv));
        let enemies = self.occupied.minus(self.own);
        let mut counter = Counter::new(enemies, free, |mv: &Move| safe(mv) && keep(mv));
        self.generate(&guard, &mut counter);
        (counter.captures, counter.quiets)
    }

    /// The checkers and pins of the mover's king on `king`, as a [`Guard`].
    #[cfg_attr(feature = "narrow", inline(always))]
    fn guard(&self, king: Cell) -> Guard<S> {
        let enemies = S::from_cells(self.pos.live_enemies(self.pos.turn));
        let occupied = self.occupied;
        let (checkers, lines, pinned) = self.checks_and_pins(king, enemies);
        let allowed = if checkers.none() {
            self.tables.all
        } else if checkers.several() {
            S::EMPTY
        } else {
            checkers | lines
        };
        Guard {
            allowed,
            pinned,
            king: Some((king, enemies, occupied.minus(S::single(king)))),
        }
    }
}

impl Position {
    /// Appends the moves of the player to move that do not leave their king attacked
    /// by a player still in the game (where kings are royal; otherwise every
    /// pseudo-legal move); with `forced` (capturing is compulsory), only the captures
    /// among them if there is one.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn king_safe_moves(&self, out: &mut Vec<Move>, forced: bool) {
        let royal = if self.rules().royal_king {
            self.king(self.turn)
        } else {
            None
        };
        match royal {
            Some(king) if !self.topology().has_simple_lines() => {
                let start = out.len();
                self.pseudo_legal_moves(out);
                on_board!(self, |board| {
                    let untested = Bits::from_cells(board.cells_that_expose_nothing(king));
                    let mut i = 0;
                    out.retain(|mv| {
                        i += 1;
                        i <= start || board.keeps_king_safe(king, untested, mv)
                    });
                });
                if forced {
                    self.retain_captures_if_any(out, start);
                }
            }
            // The generator keeps the king safe (or there is none to keep safe).
            _ => on_board!(self, |board| {
                let guard = match royal {
                    Some(king) => board.guard(king),
                    None => Guard::none(board.tables),
                };
                board.generate_into(&guard, out, forced)
            }),
        }
    }

    /// Keeps only the captures among `out[start..]`, if there is one.
    pub(crate) fn retain_captures_if_any(&self, out: &mut Vec<Move>, start: usize) {
        if out[start..].iter().any(|m| self.is_capture(m)) {
            let mut i = start;
            out.retain(|m| {
                i += 1;
                i <= start || self.is_capture(m)
            });
        }
    }

    /// [`Position::king_safe_moves`] that `keep` lets through, counted (captures,
    /// others) without making them.
    #[cfg(feature = "narrow")]
    pub(crate) fn count_king_safe_moves(&self, keep: impl Fn(&Move) -> bool) -> (u32, u32) {
        on_board!(self, |board| board.count_king_safe(&keep))
    }
}

#[cfg(test)]
mod tests {
    use crate::{GameId, Position};

    /// A pinned piece keeps to its line, in check only answers count, and a king in
    /// double check may only step: the generator's lists equal a make-and-test filter.
    #[test]
    fn guarded_moves_equal_played_and_tested_moves() {
        for fen in [
            "4k3/8/8/8/4r3/8/4R3/4K3 w - - 0 1",
            "4k3/8/8/1b6/8/3N4/8/5K1R w - - 0 1",
            "4k3/8/8/8/1b6/8/3P4/4K2r w - - 0 1",
            "4k3/8/5n2/8/4r3/8/8/4K3 w - - 0 1",
            "8/8/3k4/2pP4/8/8/8/K7 w - c6 0 1",
            "8/8/8/K1pP3r/8/8/8/7k w - c6 0 1",
        ] {
            let pos = Position::from_fen(GameId::Standard, fen).expect("valid FEN");
            let mut pseudo = Vec::new();
            pos.pseudo_legal_moves(&mut pseudo);
            pseudo.retain(|mv| !pos.after(mv).is_king_attacked(pos.turn()));
            let mut legal = Vec::new();
            pos.king_safe_moves(&mut legal, false);
            let key = |m: &crate::Move| (m.from, m.to, m.promotion.map(|k| k.index()));
            pseudo.sort_by_key(key);
            legal.sort_by_key(key);
            assert_eq!(legal, pseudo, "{fen}");
        }
    }

    /// On every board, along seeded random games, the king-safe moves equal the
    /// pseudo-legal moves that, played, leave the mover's king unattacked.
    #[test]
    fn king_safe_moves_equal_a_make_and_test_filter_on_every_board() {
        let mut seed = 0x0DDB_1A5E_5BAD_5EEDu64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let sorted = |mut moves: Vec<crate::Move>| {
            moves.sort_by_key(|m| format!("{m:?}"));
            moves
        };
        for game in GameId::ALL {
            for _ in 0..4 {
                let mut pos = Position::start(game);
                for _ in 0..120 {
                    let mut fast = Vec::new();
                    pos.king_safe_moves(&mut fast, false);
                    let mut slow = Vec::new();
                    pos.pseudo_legal_moves(&mut slow);
                    if pos.rules().royal_king {
                        slow.retain(|mv| !pos.after(mv).is_king_attacked(pos.turn()));
                    }
                    assert_eq!(sorted(fast), sorted(slow), "{game:?} {}", pos.to_fen());
                    let legal = pos.legal_moves();
                    if legal.is_empty() || pos.outcome_with(&legal).is_some() {
                        break;
                    }
                    let mv = legal[(next() % legal.len() as u64) as usize];
                    pos = pos.after(&mv).settled();
                }
            }
        }
    }
}

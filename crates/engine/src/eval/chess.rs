//! Chess evaluation for standard chess, Chess Attack (tables built for the 5x6 board
//! from the same rules of thumb) and dice chess: material, piece-square tables tapered
//! from middlegame to endgame, mobility, rooks on open files, pawn structure, the
//! king's pawn shield and the pieces attacking the king's zone, the bishop pair; in
//! standard chess also the kings' race to a passed pawn and pieces attacked by pawns;
//! in dice chess also the count of pieces (fewer than three loses).

use super::other_player;
use super::pawn_cache::{PawnCache, PawnTerms};
use super::rect::Geometry;
use sjakkboks_rules::{Cell, CellSet, Color, GameId, Kind, Piece, Position};

/// Middlegame and endgame values of the kinds (pawn, knight, bishop, rook, queen, king).
const VALUE_MG: [i32; 6] = [85, 320, 335, 480, 960, 0];
const VALUE_EG: [i32; 6] = [105, 300, 320, 530, 950, 0];
/// How much each kind counts towards the middlegame phase.
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// Mobility: centipawns per reachable cell (middlegame, endgame) for knight, bishop,
/// rook and queen, counted from this many cells (fewer is a penalty).
const MOBILITY: [(i32, i32, i32); 4] = [(4, 4, 4), (5, 5, 6), (2, 4, 6), (1, 2, 10)];
/// Attack units per cell of the enemy king's zone (the king's cell and its
/// neighbours) a knight, bishop, rook or queen attacks; the danger to that king is
/// the square of the units' sum over six (once two pieces or more attack it), at most
/// [`KING_DANGER_MAX`] (the curve of the Chess Programming Wiki's "King Safety" page).
const KING_ATTACK: [i32; 4] = [2, 2, 3, 5];
/// The most the attack on a king counts, in centipawns.
const KING_DANGER_MAX: i32 = 500;
/// A knight, bishop, rook or queen attacked by an enemy pawn (middlegame, endgame).
const THREAT_BY_PAWN: (i32, i32) = (45, 35);
/// A rook on a file without pawns; without own pawns.
const ROOK_OPEN: i32 = 20;
const ROOK_HALF_OPEN: i32 = 10;
/// Per step of the way beyond the second sevenths of a passed pawn, in the endgame:
/// centipawns per cell of the enemy king's distance to the cell ahead of it, less per
/// cell of the own king's; and for a path to the far rank without pieces.
const PASSER_THEIR_KING: i32 = 5;
const PASSER_OWN_KING: i32 = 2;
const PASSER_FREE: i32 = 6;
/// Passed-pawn bonus by progress towards promotion, in sevenths of the way.
const PASSED_EG: [i32; 8] = [0, 8, 14, 24, 40, 65, 100, 100];

/// Tables for one board.
#[derive(Clone, Debug)]
pub(crate) struct ChessEval {
    geo: Geometry,
    dice: bool,
    /// Whether passed pawns count the kings' distances and a free path (standard
    /// chess; measured there only).
    passer_race: bool,
    /// Whether pieces attacked by enemy pawns count against their side (standard
    /// chess; measured there only).
    threats: bool,
    /// Piece value plus square bonus, middlegame: `[(colour * 6 + kind) * cells + cell]`.
    mg: Vec<i32>,
    /// The same for the endgame.
    eg: Vec<i32>,
    /// The phase of the start position (full middlegame).
    max_phase: i32,
    /// The cells of each file.
    files: Vec<CellSet>,
    /// Each cell's file and rank from white's side, so that the terms read them
    /// without dividing by the board's width.
    coords: Vec<(i32, i32)>,
    /// The pawn-structure terms of recent pawn formations.
    pawn_cache: PawnCache,
}

/// Square bonuses (middlegame, endgame) of `kind` on `file`, `rank` (from its own side).
fn square_bonus(geo: Geometry, kind: Kind, file: i32, rank: i32) -> (i32, i32) {
    // Doubled coordinates so the centre of an even board is between cells.
    let dx = (2 * file - (geo.files - 1)).abs();
    let dy = (2 * rank - (geo.ranks - 1)).abs();
    let centre = -(dx + dy);
    let progress = rank * 6 / (geo.ranks - 1).max(1);
    match kind {
        Kind::Pawn => {
            let central = if dx <= 1 { 6 * progress } else { 2 * progress };
            (central, 10 * progress)
        }
        Kind::Knight => (5 * centre + 20, 4 * centre + 15),
        Kind::Bishop => (3 * centre + 10, 2 * centre + 8),
        Kind::Rook => {
            let seventh = if rank == geo.ranks - 2 { 20 } else { 0 };
            (seventh - dx, seventh)
        }
        Kind::Queen => (centre + 5, 2 * centre + 10),
        Kind::King => {
            let back = if rank == 0 { 20 } else { -25 * rank };
            let sides = if dx >= geo.files - 3 { 15 } else { 0 };
            (back + sides, 5 * centre + 20)
        }
    }
}

impl ChessEval {
    /// The tables for `game`'s board.
    pub fn new(game: GameId) -> ChessEval {
        let geo = Geometry::of(game);
        let cells = geo.cells();
        let mut mg = vec![0; 2 * 6 * cells];
        let mut eg = vec![0; 2 * 6 * cells];
        for (slot, color) in [Color::White, Color::Black].into_iter().enumerate() {
            for kind in Kind::ALL {
                for file in 0..geo.files {
                    for rank in 0..geo.ranks {
                        let Some(cell) = geo.cell_for(file, rank, color) else {
                            continue;
                        };
                        let (m, e) = square_bonus(geo, kind, file, rank);
                        let i = (slot * 6 + kind.index()) * cells + cell.index();
                        mg[i] = VALUE_MG[kind.index()] + m;
                        eg[i] = VALUE_EG[kind.index()] + e;
                    }
                }
            }
        }
        let start = Position::start(game);
        let max_phase = start
            .occupied()
            .into_iter()
            .filter_map(|c| start.piece_at(c))
            .map(|p| PHASE[p.kind.index()])
            .sum::<i32>()
            .max(1);
        let files = (0..geo.files)
            .map(|f| {
                (0..geo.ranks)
                    .filter_map(|r| geo.cell_for(f, r, Color::White))
                    .collect()
            })
            .collect();
        let coords = (0..cells)
            .map(|i| {
                let cell = Cell::new(i);
                (geo.file(cell), geo.rank_for(cell, Color::White))
            })
            .collect();
        ChessEval {
            files,
            coords,
            pawn_cache: PawnCache::new(),
            geo,
            dice: game == GameId::Dice,
            passer_race: game == GameId::Standard,
            threats: game == GameId::Standard,
            mg,
            eg,
            max_phase,
        }
    }

    /// The score for white.
    pub fn white_score(&self, pos: &Position) -> i32 {
        let cells = self.geo.cells();
        let (mut mg, mut eg, mut phase) = (0, 0, 0);
        for cell in pos.occupied() {
            let Some(p) = pos.piece_at(cell) else {
                continue;
            };
            let slot = usize::from(p.color != Color::White);
            let i = (slot * 6 + p.kind.index()) * cells + cell.index();
            let sign = if slot == 0 { 1 } else { -1 };
            mg += sign * self.mg[i];
            eg += sign * self.eg[i];
            phase += PHASE[p.kind.index()];
        }
        let phase = phase.min(self.max_phase);
        let (pawns_mg, pawns_eg) = self.pawn_structure(pos);
        let (mob_mg, mob_eg) = self.activity(pos);
        mg += mob_mg;
        eg += mob_eg;
        mg += pawns_mg + self.king_shield(pos, Color::White) - self.king_shield(pos, Color::Black);
        eg += pawns_eg;
        let mut score = (mg * phase + eg * (self.max_phase - phase)) / self.max_phase;
        for (color, sign) in [(Color::White, 1), (Color::Black, -1)] {
            score += sign * self.extras(pos, color);
        }
        let ahead = if score > 0 {
            Color::White
        } else {
            Color::Black
        };
        if !self.dice && score != 0 && Self::cannot_mate(pos, ahead) {
            score /= 8;
        }
        score
    }

    /// Whether `color` has no pawn and at most one knight or bishop: too little to mate
    /// (so an edge in material is worth little; the search sees the dead positions).
    fn cannot_mate(pos: &Position, color: Color) -> bool {
        let own = pos.color_cells(color) - pos.kind_cells(Kind::King);
        let minors = pos.kind_cells(Kind::Knight) | pos.kind_cells(Kind::Bishop);
        (own - minors).is_empty() && own.count() <= 1
    }

    /// The bishop pair; in dice chess, the danger of having few pieces.
    fn extras(&self, pos: &Position, color: Color) -> i32 {
        let own = pos.color_cells(color);
        let bishops = (own & pos.kind_cells(Kind::Bishop)).count();
        let mut s = if bishops >= 2 { 30 } else { 0 };
        if self.dice {
            s -= match own.count() {
                0..=3 => 400,
                4 => 150,
                5 => 50,
                _ => 0,
            };
        }
        s
    }

    /// Mobility (cells the pieces attack that hold no own piece and no enemy pawn
    /// guards), rooks on open files and the attack on the enemy king's zone, for
    /// white (middlegame, endgame).
    fn activity(&self, pos: &Position) -> (i32, i32) {
        let occupied = pos.occupied();
        let pawns = pos.kind_cells(Kind::Pawn);
        let kings = pos.kind_cells(Kind::King);
        let (mut mg, mut eg) = (0, 0);
        let by_pawns = [Color::White, Color::Black].map(|c| pos.pawn_attacks(c));
        for (color, them, sign, (ours, theirs)) in [
            (Color::White, Color::Black, 1, (0, 1)),
            (Color::Black, Color::White, -1, (1, 0)),
        ] {
            let own = pos.color_cells(color);
            let area = pos.topology().all() - own - by_pawns[theirs];
            if self.threats {
                let pieces = pos.color_cells(them) - pawns - kings;
                let hit = (by_pawns[ours] & pieces).count() as i32;
                mg += sign * THREAT_BY_PAWN.0 * hit;
                eg += sign * THREAT_BY_PAWN.1 * hit;
            }
            let zone = pos.king(them).map_or(CellSet::EMPTY, |k| {
                let king = Piece {
                    color: them,
                    kind: Kind::King,
                };
                pos.attacks(k, king, occupied) | CellSet::single(k)
            });
            let (mut attackers, mut units) = (0, 0);
            for cell in own - pawns - kings {
                let Some(p) = pos.piece_at(cell) else {
                    continue;
                };
                let reach = pos.attacks(cell, p, occupied);
                let (m, e, base) = MOBILITY[p.kind.index() - 1];
                let count = (reach & area).count() as i32;
                mg += sign * m * (count - base);
                eg += sign * e * (count - base);
                let hits = (reach & zone).count() as i32;
                if hits > 0 {
                    attackers += 1;
                    units += KING_ATTACK[p.kind.index() - 1] * hits;
                }
                if p.kind == Kind::Rook {
                    let file = self.files[self.file(cell) as usize];
                    let bonus = if (file & pawns).is_empty() {
                        ROOK_OPEN
                    } else if (file & pawns & own).is_empty() {
                        ROOK_HALF_OPEN
                    } else {
                        0
                    };
                    mg += sign * bonus;
                }
            }
            if attackers >= 2 {
                mg += sign * (units * units / 6).min(KING_DANGER_MAX);
            }
        }
        (mg, eg)
    }

    /// The file of `cell` (0 = a).
    #[inline]
    fn file(&self, cell: Cell) -> i32 {
        self.coords[cell.index()].0
    }

    /// The rank of `cell` counted from `color`'s own side (0 = its back rank).
    #[inline]
    fn rank_for(&self, cell: Cell, color: Color) -> i32 {
        self.geo.rank_seen_by(self.coords[cell.index()].1, color)
    }

    /// Doubled, isolated and passed pawns, for white (middlegame, endgame): the terms of
    /// the pawns alone from the cache, the kings' race to each passed pawn added here.
    fn pawn_structure(&self, pos: &Position) -> (i32, i32) {
        let [white, black] = [Color::White, Color::Black].map(|color| {
            pos.piece_cells(Piece {
                color,
                kind: Kind::Pawn,
            })
        });
        let pawns = self
            .pawn_cache
            .get(white, black, || self.pawns_alone(white, black));
        let (mg, mut eg) = (pawns.mg, pawns.eg);
        if self.passer_race {
            for (slot, color, sign) in [(0, Color::White, 1), (1, Color::Black, -1)] {
                for cell in pawns.passed[slot] {
                    eg += sign * self.passer_race(pos, cell, color);
                }
            }
        }
        (mg, eg)
    }

    /// The terms that depend on the pawns only: doubled, isolated and passed pawns of
    /// the white pawns on `white` and the black ones on `black`.
    fn pawns_alone(&self, white: CellSet, black: CellSet) -> PawnTerms {
        let geo = self.geo;
        let mut terms = PawnTerms::default();
        for (slot, color, sign, own, enemy) in [
            (0, Color::White, 1, white, black),
            (1, Color::Black, -1, black, white),
        ] {
            // Per file: own pawns, and the most advanced enemy pawn seen from `color`.
            let mut files = [0i32; 16];
            let mut enemy_front = [-1i32; 16];
            for c in own {
                files[self.file(c) as usize] += 1;
            }
            for e in enemy {
                let f = self.file(e) as usize;
                enemy_front[f] = enemy_front[f].max(self.rank_for(e, color));
            }
            for c in own {
                let f = self.file(c);
                let r = self.rank_for(c, color);
                if files[f as usize] > 1 {
                    terms.mg -= sign * 6;
                    terms.eg -= sign * 10;
                }
                let neighbours = (f > 0 && files[f as usize - 1] > 0)
                    || (f + 1 < geo.files && files[f as usize + 1] > 0);
                if !neighbours {
                    terms.mg -= sign * 10;
                    terms.eg -= sign * 12;
                }
                let stopped = (f - 1..=f + 1)
                    .filter(|g| (0..geo.files).contains(g))
                    .any(|g| enemy_front[g as usize] > r);
                if !stopped {
                    let progress = (r * 7 / (geo.ranks - 1).max(1)) as usize;
                    terms.mg += sign * PASSED_EG[progress.min(7)] / 2;
                    terms.eg += sign * PASSED_EG[progress.min(7)];
                    terms.passed[slot].insert(c);
                }
            }
        }
        terms
    }

    /// What the kings and the path ahead add to `color`'s passed pawn on `cell` in the
    /// endgame, growing as it advances: the enemy king far from the cell ahead of it and
    /// the own king near, and no piece on the way to the far rank.
    fn passer_race(&self, pos: &Position, cell: Cell, color: Color) -> i32 {
        let geo = self.geo;
        let (f, r) = (self.file(cell), self.rank_for(cell, color));
        let weight = (r * 7 / (geo.ranks - 1).max(1) - 2).max(0);
        let Some(ahead) = geo
            .cell_for(f, r + 1, color)
            .filter(|_| weight > 0 && self.passer_race)
        else {
            return 0;
        };
        let distance = |king: Option<Cell>| {
            king.map_or(0, |k| {
                let dr = self.rank_for(k, Color::White) - self.rank_for(ahead, Color::White);
                (self.file(k) - f).abs().max(dr.abs())
            })
        };
        let them = other_player(color);
        let kings = PASSER_THEIR_KING * distance(pos.king(them))
            - PASSER_OWN_KING * distance(pos.king(color));
        let free = (r + 1..geo.ranks)
            .filter_map(|rank| geo.cell_for(f, rank, color))
            .all(|c| pos.piece_at(c).is_none());
        weight * (kings + if free { PASSER_FREE } else { 0 })
    }

    /// Own pawns on the three cells in front of a king on its back two ranks.
    fn king_shield(&self, pos: &Position, color: Color) -> i32 {
        let Some(king) = pos.king(color) else {
            return 0;
        };
        let geo = self.geo;
        let rank = self.rank_for(king, color);
        if rank > 1 {
            return -10;
        }
        let file = self.file(king);
        let pawn = Piece {
            color,
            kind: Kind::Pawn,
        };
        (file - 1..=file + 1)
            .filter_map(|f| geo.cell_for(f, rank + 1, color))
            .filter(|c| pos.piece_at(*c) == Some(pawn))
            .count() as i32
            * 12
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_are_level_and_material_counts() {
        for game in [GameId::Standard, GameId::ChessAttack, GameId::Dice] {
            let e = ChessEval::new(game);
            assert_eq!(e.white_score(&Position::start(game)), 0, "{game:?}");
        }
        let e = ChessEval::new(GameId::Standard);
        let up_a_queen = Position::from_fen(
            GameId::Standard,
            "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        )
        .unwrap();
        assert!(e.white_score(&up_a_queen) > 800);
    }

    #[test]
    fn a_lone_minor_piece_is_worth_little_and_a_rook_is_not() {
        let e = ChessEval::new(GameId::Standard);
        let score = |fen| e.white_score(&Position::from_fen(GameId::Standard, fen).unwrap());
        assert!(score("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1").abs() < 60);
        assert!(score("4k3/8/8/8/8/8/8/R3K3 w - - 0 1") > 400);
    }

    #[test]
    fn a_passed_pawn_counts_more_with_the_enemy_king_far_away() {
        let e = ChessEval::new(GameId::Standard);
        let score = |fen| e.white_score(&Position::from_fen(GameId::Standard, fen).unwrap());
        let far = score("k7/8/8/8/7P/8/8/6K1 w - - 0 1");
        let near = score("8/8/6k1/8/7P/8/8/6K1 w - - 0 1");
        assert!(far > near + 20, "{far} {near}");
    }

    #[test]
    fn a_piece_attacked_by_a_pawn_counts_against_its_side() {
        let with = ChessEval::new(GameId::Standard);
        let without = ChessEval {
            threats: false,
            ..with.clone()
        };
        let pos =
            Position::from_fen(GameId::Standard, "4k3/p7/8/3n4/4P3/8/8/4K3 w - - 0 1").unwrap();
        let (a, b) = (with.white_score(&pos), without.white_score(&pos));
        assert!(a > b + 20, "{a} {b}");
    }

    #[test]
    fn chess_attack_tables_fit_its_board() {
        let e = ChessEval::new(GameId::ChessAttack);
        assert_eq!(e.mg.len(), 2 * 6 * 30);
        // A knight in the middle of the 5x6 board beats one in the corner.
        let geo = e.geo;
        let at = |f, r| geo.cell_for(f, r, Color::White).unwrap().index() + 30;
        assert!(e.mg[at(2, 2)] > e.mg[at(0, 0)]);
    }
}

//! Chess evaluation for standard chess, Chess Attack and dice chess: material and
//! piece-square values tapered from middlegame to endgame, mobility, rooks on open
//! files, pawn structure, the king's pawn shield and the pieces attacking the king's
//! zone, the bishop pair; in standard chess also the kings' race to a passed pawn and
//! pieces attacked by pawns; in dice chess also the count of pieces (fewer than three
//! loses). The weights are [`Weights`]: tuned for standard chess, rules of thumb for
//! the 5x6 board and dice chess. One walk over the position ([`ChessEval::tally`])
//! either adds the weights up or lists the terms it met (for tuning).

use super::other_player;
use super::pawn_cache::{PawnCache, PawnTerms};
use super::rect::Geometry;
use super::weights::{self, sign, Pair, Weights, MOBILITY_MAX};
use sjakkboks_rules::{Cell, CellSet, Color, GameId, Kind, Piece, Position};

/// How much each kind counts towards the middlegame phase.
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// Attack units per cell of the enemy king's zone (the king's cell and its
/// neighbours) a knight, bishop, rook or queen attacks; the danger to that king is
/// the square of the units' sum over six (once two pieces or more attack it), at most
/// [`KING_DANGER_MAX`] (the curve of the Chess Programming Wiki's "King Safety" page).
const KING_ATTACK: [i32; 4] = [2, 2, 3, 5];
/// The most the attack on a king counts, in centipawns.
const KING_DANGER_MAX: i32 = 500;

/// What the walk over a position meets, told to whoever adds it up or lists it.
/// Counts are for white (negative: for black).
pub(crate) trait Tally {
    /// A piece: `color`'s `kind` on `cell` of `eval`'s board.
    fn piece(&mut self, eval: &ChessEval, color: Color, kind: Kind, cell: Cell);
    /// `count` of the term `term` (see [`weights`]).
    fn term(&mut self, term: usize, count: i32);
    /// Middlegame centipawns that no weight scales (the danger to a king).
    fn fixed_mg(&mut self, cp: i32);
    /// The pawn-structure terms of the formation (white pawns on `white`, black on
    /// `black`) told to this tally, and the passed pawns (white's, black's).
    fn pawn_terms(&mut self, eval: &ChessEval, white: CellSet, black: CellSet) -> [CellSet; 2];
}

/// Adds the weights up (middlegame, endgame).
struct Sum<'a> {
    eval: &'a ChessEval,
    mg: i32,
    eg: i32,
}

impl Sum<'_> {
    #[inline]
    fn add(&mut self, (mg, eg): Pair, count: i32) {
        self.mg += mg * count;
        self.eg += eg * count;
    }
}

impl Tally for Sum<'_> {
    #[inline]
    fn piece(&mut self, eval: &ChessEval, color: Color, kind: Kind, cell: Cell) {
        let slot = usize::from(color != Color::White);
        let i = (slot * 6 + kind.index()) * eval.geo.cells() + cell.index();
        let s = sign(color);
        self.mg += s * eval.mg[i];
        self.eg += s * eval.eg[i];
    }

    #[inline]
    fn term(&mut self, term: usize, count: i32) {
        self.add(self.eval.weights.terms[term], count);
    }

    #[inline]
    fn fixed_mg(&mut self, cp: i32) {
        self.mg += cp;
    }

    fn pawn_terms(&mut self, eval: &ChessEval, white: CellSet, black: CellSet) -> [CellSet; 2] {
        let terms = eval.pawn_cache.get(white, black, || {
            let mut sum = Sum { eval, mg: 0, eg: 0 };
            let passed = eval.pawns_alone(white, black, &mut sum);
            PawnTerms {
                mg: sum.mg,
                eg: sum.eg,
                passed,
            }
        });
        self.mg += terms.mg;
        self.eg += terms.eg;
        terms.passed
    }
}

/// Lists the weights' counts: per index of [`Weights::flat`], the count for white.
#[derive(Default)]
pub(crate) struct Listed {
    /// Index and count, an index as often as it is met.
    pub counts: Vec<(usize, i32)>,
    /// Centipawns no weight scales (middlegame).
    pub fixed_mg: i32,
    /// Where the terms start in [`Weights::flat`]: after the squares.
    squares: usize,
}

impl Tally for Listed {
    fn piece(&mut self, eval: &ChessEval, color: Color, kind: Kind, cell: Cell) {
        let (file, rank) = (eval.file(cell), eval.rank_for(cell, color));
        let square = Weights::square(eval.geo, kind, file, rank);
        self.counts.push((square, sign(color)));
    }

    fn term(&mut self, term: usize, count: i32) {
        if count != 0 {
            self.counts.push((self.squares + term, count));
        }
    }

    fn fixed_mg(&mut self, cp: i32) {
        self.fixed_mg += cp;
    }

    fn pawn_terms(&mut self, eval: &ChessEval, white: CellSet, black: CellSet) -> [CellSet; 2] {
        eval.pawns_alone(white, black, self)
    }
}

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
    /// The weights.
    weights: Weights,
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

impl ChessEval {
    /// The tables for `game`'s board.
    pub fn new(game: GameId) -> ChessEval {
        let geo = Geometry::of(game);
        let weights = Weights::of(geo, game == GameId::Standard);
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
                        let (m, e) = weights.squares[Weights::square(geo, kind, file, rank)];
                        let i = (slot * 6 + kind.index()) * cells + cell.index();
                        mg[i] = m;
                        eg[i] = e;
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
            weights,
            mg,
            eg,
            max_phase,
        }
    }

    /// The score for white.
    pub fn white_score(&self, pos: &Position) -> i32 {
        let mut sum = Sum {
            eval: self,
            mg: 0,
            eg: 0,
        };
        let phase = self.tally(pos, &mut sum);
        let mut score = (sum.mg * phase + sum.eg * (self.max_phase - phase)) / self.max_phase;
        if self.dice {
            score += Self::few_pieces(pos, Color::Black) - Self::few_pieces(pos, Color::White);
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

    /// The weights' counts in `pos` for white ([`Listed`]) and the middlegame share of
    /// the score (0 to 1); `None` where the score is not the weights' sum tapered (a
    /// side too weak to mate, whose edge is scaled down).
    pub fn listed(&self, pos: &Position) -> Option<(Listed, f32)> {
        if Self::cannot_mate(pos, Color::White) || Self::cannot_mate(pos, Color::Black) {
            return None;
        }
        let mut listed = Listed {
            squares: self.weights.squares.len(),
            ..Listed::default()
        };
        let phase = self.tally(pos, &mut listed);
        Some((listed, phase as f32 / self.max_phase as f32))
    }

    /// The weights of this board, in the order of [`Listed`]'s indices.
    pub fn flat_weights(&self) -> Vec<Pair> {
        self.weights.flat()
    }

    /// Walks over `pos`, telling `tally` every term; returns the middlegame phase
    /// (at most the start position's).
    fn tally(&self, pos: &Position, tally: &mut impl Tally) -> i32 {
        let mut phase = 0;
        for cell in pos.occupied() {
            let Some(p) = pos.piece_at(cell) else {
                continue;
            };
            tally.piece(self, p.color, p.kind, cell);
            phase += PHASE[p.kind.index()];
        }
        self.pawn_structure(pos, tally);
        self.activity(pos, tally);
        tally.term(weights::TEMPO, sign(pos.turn()));
        for color in [Color::White, Color::Black] {
            self.king_shield(pos, color, tally);
            let bishops = (pos.color_cells(color) & pos.kind_cells(Kind::Bishop)).count();
            if bishops >= 2 {
                tally.term(weights::BISHOP_PAIR, sign(color));
            }
        }
        phase.min(self.max_phase)
    }

    /// Whether `color` has no pawn and at most one knight or bishop: too little to mate
    /// (so an edge in material is worth little; the search sees the dead positions).
    fn cannot_mate(pos: &Position, color: Color) -> bool {
        let own = pos.color_cells(color) - pos.kind_cells(Kind::King);
        let minors = pos.kind_cells(Kind::Knight) | pos.kind_cells(Kind::Bishop);
        (own - minors).is_empty() && own.count() <= 1
    }

    /// In dice chess, the danger of `color` having few pieces.
    fn few_pieces(pos: &Position, color: Color) -> i32 {
        match pos.color_cells(color).count() {
            0..=3 => 400,
            4 => 150,
            5 => 50,
            _ => 0,
        }
    }

    /// Mobility (cells the pieces attack that hold no own piece and no enemy pawn
    /// guards), rooks on open files, pieces attacked by pawns and the attack on the
    /// enemy king's zone.
    fn activity(&self, pos: &Position, tally: &mut impl Tally) {
        let occupied = pos.occupied();
        let pawns = pos.kind_cells(Kind::Pawn);
        let kings = pos.kind_cells(Kind::King);
        let by_pawns = [Color::White, Color::Black].map(|c| pos.pawn_attacks(c));
        for (color, them, (ours, theirs)) in [
            (Color::White, Color::Black, (0, 1)),
            (Color::Black, Color::White, (1, 0)),
        ] {
            let sign = sign(color);
            let own = pos.color_cells(color);
            let area = pos.topology().all() - own - by_pawns[theirs];
            if self.threats {
                let pieces = pos.color_cells(them) - pawns - kings;
                let hit = (by_pawns[ours] & pieces).count() as i32;
                tally.term(weights::THREAT_BY_PAWN, sign * hit);
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
                let k = p.kind.index() - 1;
                let count = (reach & area).count() as i32;
                let count = count.min(MOBILITY_MAX[k]) as usize;
                tally.term(weights::MOBILITY[k] + count, sign);
                let hits = (reach & zone).count() as i32;
                if hits > 0 {
                    attackers += 1;
                    units += KING_ATTACK[k] * hits;
                }
                if p.kind == Kind::Rook {
                    let file = self.files[self.file(cell) as usize];
                    if (file & pawns).is_empty() {
                        tally.term(weights::ROOK_OPEN, sign);
                    } else if (file & pawns & own).is_empty() {
                        tally.term(weights::ROOK_HALF_OPEN, sign);
                    }
                }
            }
            if attackers >= 2 {
                tally.fixed_mg(sign * (units * units / 6).min(KING_DANGER_MAX));
            }
        }
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

    /// Doubled, isolated and passed pawns: the terms of the pawns alone (from the
    /// cache, when adding up), the kings' race to each passed pawn added here.
    fn pawn_structure(&self, pos: &Position, tally: &mut impl Tally) {
        let [white, black] = [Color::White, Color::Black].map(|color| {
            pos.piece_cells(Piece {
                color,
                kind: Kind::Pawn,
            })
        });
        let passed = tally.pawn_terms(self, white, black);
        if self.passer_race {
            for (slot, color) in [(0, Color::White), (1, Color::Black)] {
                for cell in passed[slot] {
                    self.passer_race(pos, cell, color, tally);
                }
            }
        }
    }

    /// The terms that depend on the pawns only: doubled, isolated, guarded,
    /// side-by-side and passed pawns of the white pawns on `white` and the black ones
    /// on `black`. Returns the passed pawns (white's, black's).
    fn pawns_alone(&self, white: CellSet, black: CellSet, tally: &mut impl Tally) -> [CellSet; 2] {
        let geo = self.geo;
        let mut passed = [CellSet::EMPTY; 2];
        for (slot, color, own, enemy) in [
            (0, Color::White, white, black),
            (1, Color::Black, black, white),
        ] {
            let sign = sign(color);
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
                    tally.term(weights::DOUBLED, sign);
                }
                let neighbours = (f > 0 && files[f as usize - 1] > 0)
                    || (f + 1 < geo.files && files[f as usize + 1] > 0);
                if !neighbours {
                    tally.term(weights::ISOLATED, sign);
                }
                let own_pawn_at = |file, rank| {
                    geo.cell_for(file, rank, color)
                        .is_some_and(|cell| own.contains(cell))
                };
                let rank = r.clamp(0, 7) as usize;
                if own_pawn_at(f - 1, r - 1) || own_pawn_at(f + 1, r - 1) {
                    tally.term(weights::SUPPORTED + rank, sign);
                }
                if own_pawn_at(f - 1, r) || own_pawn_at(f + 1, r) {
                    tally.term(weights::PHALANX + rank, sign);
                }
                let stopped = (f - 1..=f + 1)
                    .filter(|g| (0..geo.files).contains(g))
                    .any(|g| enemy_front[g as usize] > r);
                if !stopped {
                    let progress = (r * 7 / (geo.ranks - 1).max(1)) as usize;
                    tally.term(weights::PASSED + progress.min(7), sign);
                    passed[slot].insert(c);
                }
            }
        }
        passed
    }

    /// What the kings and the path ahead add to `color`'s passed pawn on `cell` in the
    /// endgame, growing as it advances: the enemy king far from the cell ahead of it and
    /// the own king near, and no piece on the way to the far rank.
    fn passer_race(&self, pos: &Position, cell: Cell, color: Color, tally: &mut impl Tally) {
        let geo = self.geo;
        let (f, r) = (self.file(cell), self.rank_for(cell, color));
        let weight = (r * 7 / (geo.ranks - 1).max(1) - 2).max(0);
        let Some(ahead) = geo.cell_for(f, r + 1, color).filter(|_| weight > 0) else {
            return;
        };
        let distance = |king: Option<Cell>| {
            king.map_or(0, |k| {
                let dr = self.rank_for(k, Color::White) - self.rank_for(ahead, Color::White);
                (self.file(k) - f).abs().max(dr.abs())
            })
        };
        let them = other_player(color);
        let weight = sign(color) * weight;
        tally.term(
            weights::PASSER_THEIR_KING,
            weight * distance(pos.king(them)),
        );
        tally.term(weights::PASSER_OWN_KING, weight * distance(pos.king(color)));
        let free = (r + 1..geo.ranks)
            .filter_map(|rank| geo.cell_for(f, rank, color))
            .all(|c| pos.piece_at(c).is_none());
        if free {
            tally.term(weights::PASSER_FREE, weight);
        }
    }

    /// Own pawns on the three cells in front of a king on its back two ranks, or a
    /// king that has left them.
    fn king_shield(&self, pos: &Position, color: Color, tally: &mut impl Tally) {
        let Some(king) = pos.king(color) else {
            return;
        };
        let geo = self.geo;
        let rank = self.rank_for(king, color);
        if rank > 1 {
            tally.term(weights::KING_ADVANCED, sign(color));
            return;
        }
        let file = self.file(king);
        let pawn = Piece {
            color,
            kind: Kind::Pawn,
        };
        let shield = (file - 1..=file + 1)
            .filter_map(|f| geo.cell_for(f, rank + 1, color))
            .filter(|c| pos.piece_at(*c) == Some(pawn))
            .count() as i32;
        tally.term(weights::SHIELD, sign(color) * shield);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The start is level but for the tempo of the player to move (standard chess
    /// only: the rules of thumb give none).
    #[test]
    fn start_positions_are_level_and_material_counts() {
        for game in [GameId::Standard, GameId::ChessAttack, GameId::Dice] {
            let e = ChessEval::new(game);
            let start = Position::start(game);
            let black_to_move = start.to_fen().replacen(" w ", " b ", 1);
            let black_to_move = Position::from_fen(game, &black_to_move).unwrap();
            let (white, black) = (e.white_score(&start), e.white_score(&black_to_move));
            assert_eq!(white, -black, "{game:?}");
            // The start is all middlegame: the tempo's middlegame weight.
            assert_eq!(white, e.weights.terms[weights::TEMPO].0, "{game:?}");
            if game != GameId::Standard {
                assert_eq!(white, 0, "{game:?}");
            }
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

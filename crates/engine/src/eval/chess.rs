//! Chess evaluation for standard chess, Chess Attack and dice chess: material and
//! piece-square values tapered from middlegame to endgame, mobility, rooks on open
//! files, pawn structure, the king's pawn shield and the pieces attacking the king's
//! zone, the bishop pair; in standard chess also the kings' race to a passed pawn,
//! pieces attacked by pawns, minor pieces and rooks, and pieces attacked and not
//! guarded; in dice chess also the count of pieces (fewer than three loses). The
//! weights are [`Weights`]: tuned for standard chess, rules of thumb for the 5x6 board
//! and dice chess. One walk over the position ([`ChessEval::tally`]) either adds the
//! weights up or lists the terms it met (for tuning). The walk reads the position's
//! sets as words ([`Words`]).

use super::other_player;
use super::pawn_cache::{PawnCache, PawnTerms};
use super::rect::Geometry;
use super::terms::{self, Pair, KING_UNITS_MAX, MOBILITY_MAX};
use super::weights::{sign, Weights};
use super::words::{bit, cells_of, slot, Words};
use sjakkboks_rules::{Cell, Color, GameId, Kind, Piece, Position};

/// How much each kind counts towards the middlegame phase.
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// Attack units per cell of the enemy king's zone (the king's cell and its
/// neighbours) a knight, bishop, rook or queen attacks; the danger to that king is a
/// weight per sum of units ([`terms::KING_DANGER`]), once two pieces or more attack it.
const KING_ATTACK: [i32; 4] = [2, 2, 3, 5];

/// What the walk over a position meets, told to whoever adds it up or lists it.
/// Counts are for white (negative: for black).
pub(crate) trait Tally {
    /// A piece: `color`'s `kind` on `cell` of `eval`'s board.
    fn piece(&mut self, eval: &ChessEval, color: Color, kind: Kind, cell: Cell);
    /// `count` of the term `term` (see [`weights`]).
    fn term(&mut self, term: usize, count: i32);
    /// The pawn-structure terms of the formation (white pawns on `white`, black on
    /// `black`, as words) told to this tally, and the passed pawns (white's, black's).
    fn pawn_terms(&mut self, eval: &ChessEval, white: u64, black: u64) -> [u64; 2];
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
        let i = (slot(color) * 6 + kind.index()) * eval.geo.cells() + cell.index();
        let s = sign(color);
        self.mg += s * eval.mg[i];
        self.eg += s * eval.eg[i];
    }

    #[inline]
    fn term(&mut self, term: usize, count: i32) {
        self.add(self.eval.weights.terms[term], count);
    }

    fn pawn_terms(&mut self, eval: &ChessEval, white: u64, black: u64) -> [u64; 2] {
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

    fn pawn_terms(&mut self, eval: &ChessEval, white: u64, black: u64) -> [u64; 2] {
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
    files: Vec<u64>,
    /// Every cell of the board.
    all: u64,
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
                    .fold(0, |file, cell| file | bit(cell))
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
            all: start.topology().all().low_bits(),
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
        let words = Words::of(pos);
        let phase = self.tally(pos, &words, &mut sum);
        let mut score = (sum.mg * phase + sum.eg * (self.max_phase - phase)) / self.max_phase;
        if self.dice {
            score +=
                Self::few_pieces(&words, Color::Black) - Self::few_pieces(&words, Color::White);
        }
        let ahead = if score > 0 {
            Color::White
        } else {
            Color::Black
        };
        if !self.dice && score != 0 && Self::cannot_mate(&words, ahead) {
            score /= 8;
        }
        score
    }

    /// The weights' counts in `pos` for white ([`Listed`]) and the middlegame share of
    /// the score (0 to 1); `None` where the score is not the weights' sum tapered (a
    /// side too weak to mate, whose edge is scaled down).
    pub fn listed(&self, pos: &Position) -> Option<(Listed, f32)> {
        let words = Words::of(pos);
        if Self::cannot_mate(&words, Color::White) || Self::cannot_mate(&words, Color::Black) {
            return None;
        }
        let mut listed = Listed {
            squares: self.weights.squares.len(),
            ..Listed::default()
        };
        let phase = self.tally(pos, &words, &mut listed);
        Some((listed, phase as f32 / self.max_phase as f32))
    }

    /// The weights of this board, in the order of [`Listed`]'s indices.
    pub fn flat_weights(&self) -> Vec<Pair> {
        self.weights.flat()
    }

    /// Walks over `pos` (whose pieces are `w`), telling `tally` every term; returns
    /// the middlegame phase (at most the start position's).
    fn tally(&self, pos: &Position, w: &Words, tally: &mut impl Tally) -> i32 {
        let mut phase = 0;
        for color in [Color::White, Color::Black] {
            for kind in Kind::ALL {
                let cells = w.pieces(color, kind);
                phase += PHASE[kind.index()] * cells.count_ones() as i32;
                for cell in cells_of(cells) {
                    tally.piece(self, color, kind, cell);
                }
            }
        }
        self.pawn_structure(w, tally);
        self.activity(pos, w, tally);
        tally.term(terms::TEMPO, sign(pos.turn()));
        for color in [Color::White, Color::Black] {
            self.king_shield(w, color, tally);
            if w.pieces(color, Kind::Bishop).count_ones() >= 2 {
                tally.term(terms::BISHOP_PAIR, sign(color));
            }
        }
        phase.min(self.max_phase)
    }

    /// Whether `color` has no pawn and at most one knight or bishop: too little to mate
    /// (so an edge in material is worth little; the search sees the dead positions).
    fn cannot_mate(w: &Words, color: Color) -> bool {
        let own = w.color(color) & !w.kind(Kind::King);
        let minors = w.kind(Kind::Knight) | w.kind(Kind::Bishop);
        own & !minors == 0 && own.count_ones() <= 1
    }

    /// In dice chess, the danger of `color` having few pieces.
    fn few_pieces(w: &Words, color: Color) -> i32 {
        match w.color(color).count_ones() {
            0..=3 => 400,
            4 => 150,
            5 => 50,
            _ => 0,
        }
    }

    /// Mobility (cells the pieces attack that hold no own piece and no enemy pawn
    /// guards), rooks on open files, the attack on the enemy king's zone, and in
    /// standard chess the threats: pieces attacked by pawns, minor pieces and rooks,
    /// and pieces attacked but not guarded.
    fn activity(&self, pos: &Position, w: &Words, tally: &mut impl Tally) {
        let occupied = w.occupied;
        let pawns = w.kind(Kind::Pawn);
        let kings = w.kind(Kind::King);
        let by_pawns = [Color::White, Color::Black].map(|c| pos.pawn_attacks(c).low_bits());
        let by_king = [Color::White, Color::Black].map(|color| {
            w.king(color).map_or(0, |k| {
                let king = Piece {
                    color,
                    kind: Kind::King,
                };
                pos.attacks_low(k, king, occupied)
            })
        });
        // Per side: every cell it attacks, those its minor pieces attack, its rooks.
        let mut attacked = [0u64; 2];
        let mut by_minors = [0u64; 2];
        let mut by_rooks = [0u64; 2];
        for (color, them, (ours, theirs)) in [
            (Color::White, Color::Black, (0, 1)),
            (Color::Black, Color::White, (1, 0)),
        ] {
            let sign = sign(color);
            let own = w.color(color);
            let area = self.all & !own & !by_pawns[theirs];
            let zone = w.king(them).map_or(0, |k| by_king[theirs] | bit(k));
            let (mut attackers, mut units) = (0, 0);
            for kind in [Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen] {
                let piece = Piece { color, kind };
                let k = kind.index() - 1;
                for cell in cells_of(w.pieces(color, kind)) {
                    let reach = pos.attacks_low(cell, piece, occupied);
                    attacked[ours] |= reach;
                    match kind {
                        Kind::Knight | Kind::Bishop => by_minors[ours] |= reach,
                        Kind::Rook => by_rooks[ours] |= reach,
                        _ => {}
                    }
                    let count = (reach & area).count_ones() as i32;
                    let count = count.min(MOBILITY_MAX[k]) as usize;
                    tally.term(terms::MOBILITY[k] + count, sign);
                    let hits = (reach & zone).count_ones() as i32;
                    if hits > 0 {
                        attackers += 1;
                        units += KING_ATTACK[k] * hits;
                    }
                    if kind == Kind::Rook {
                        let file = self.files[self.file(cell) as usize];
                        if file & pawns == 0 {
                            tally.term(terms::ROOK_OPEN, sign);
                        } else if file & pawns & own == 0 {
                            tally.term(terms::ROOK_HALF_OPEN, sign);
                        }
                    }
                }
            }
            if attackers >= 2 {
                let units = units.min(KING_UNITS_MAX) as usize;
                tally.term(terms::KING_DANGER + units, sign);
            }
        }
        if !self.threats {
            return;
        }
        for (color, them, (ours, theirs)) in [
            (Color::White, Color::Black, (0, 1)),
            (Color::Black, Color::White, (1, 0)),
        ] {
            let sign = sign(color);
            let enemies = w.color(them) & !kings;
            let pieces = enemies & !pawns;
            let hit = (by_pawns[ours] & pieces).count_ones() as i32;
            tally.term(terms::THREAT_BY_PAWN, sign * hit);
            let victims = pieces | (enemies & pawns & !by_pawns[theirs]);
            for kind in [
                Kind::Pawn,
                Kind::Knight,
                Kind::Bishop,
                Kind::Rook,
                Kind::Queen,
            ] {
                let of_kind = victims & w.kind(kind);
                let i = kind.index();
                let by_minor = (by_minors[ours] & of_kind).count_ones() as i32;
                tally.term(terms::THREAT_BY_MINOR + i, sign * by_minor);
                let by_rook = (by_rooks[ours] & of_kind).count_ones() as i32;
                tally.term(terms::THREAT_BY_ROOK + i, sign * by_rook);
            }
            let ours_all = attacked[ours] | by_pawns[ours] | by_king[ours];
            let guarded = attacked[theirs] | by_pawns[theirs] | by_king[theirs];
            let hanging = pieces & ours_all & !guarded;
            tally.term(terms::HANGING, sign * hanging.count_ones() as i32);
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
    fn pawn_structure(&self, w: &Words, tally: &mut impl Tally) {
        let [white, black] = [Color::White, Color::Black].map(|c| w.pieces(c, Kind::Pawn));
        let passed = tally.pawn_terms(self, white, black);
        if self.passer_race {
            for color in [Color::White, Color::Black] {
                for cell in cells_of(passed[slot(color)]) {
                    self.passer_race(w, cell, color, tally);
                }
            }
        }
    }

    /// The terms that depend on the pawns only: doubled, isolated, guarded,
    /// side-by-side and passed pawns of the white pawns on `white` and the black ones
    /// on `black`. Returns the passed pawns (white's, black's).
    fn pawns_alone(&self, white: u64, black: u64, tally: &mut impl Tally) -> [u64; 2] {
        let geo = self.geo;
        let mut passed = [0u64; 2];
        for (slot, color, own, enemy) in [
            (0, Color::White, white, black),
            (1, Color::Black, black, white),
        ] {
            let sign = sign(color);
            // Per file: own pawns, and the most advanced enemy pawn seen from `color`.
            let mut files = [0i32; 16];
            let mut enemy_front = [-1i32; 16];
            for c in cells_of(own) {
                files[self.file(c) as usize] += 1;
            }
            for e in cells_of(enemy) {
                let f = self.file(e) as usize;
                enemy_front[f] = enemy_front[f].max(self.rank_for(e, color));
            }
            for c in cells_of(own) {
                let f = self.file(c);
                let r = self.rank_for(c, color);
                if files[f as usize] > 1 {
                    tally.term(terms::DOUBLED, sign);
                }
                let neighbours = (f > 0 && files[f as usize - 1] > 0)
                    || (f + 1 < geo.files && files[f as usize + 1] > 0);
                if !neighbours {
                    tally.term(terms::ISOLATED, sign);
                }
                let own_pawn_at = |file, rank| {
                    geo.cell_for(file, rank, color)
                        .is_some_and(|cell| own & bit(cell) != 0)
                };
                let rank = r.clamp(0, 7) as usize;
                if own_pawn_at(f - 1, r - 1) || own_pawn_at(f + 1, r - 1) {
                    tally.term(terms::SUPPORTED + rank, sign);
                }
                if own_pawn_at(f - 1, r) || own_pawn_at(f + 1, r) {
                    tally.term(terms::PHALANX + rank, sign);
                }
                let stopped = (f - 1..=f + 1)
                    .filter(|g| (0..geo.files).contains(g))
                    .any(|g| enemy_front[g as usize] > r);
                if !stopped {
                    let progress = (r * 7 / (geo.ranks - 1).max(1)) as usize;
                    tally.term(terms::PASSED + progress.min(7), sign);
                    passed[slot] |= bit(c);
                }
            }
        }
        passed
    }

    /// What the kings and the path ahead add to `color`'s passed pawn on `cell` in the
    /// endgame, growing as it advances: the enemy king far from the cell ahead of it and
    /// the own king near, and no piece on the way to the far rank.
    fn passer_race(&self, w: &Words, cell: Cell, color: Color, tally: &mut impl Tally) {
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
        tally.term(terms::PASSER_THEIR_KING, weight * distance(w.king(them)));
        tally.term(terms::PASSER_OWN_KING, weight * distance(w.king(color)));
        let free = (r + 1..geo.ranks)
            .filter_map(|rank| geo.cell_for(f, rank, color))
            .all(|c| w.occupied & bit(c) == 0);
        if free {
            tally.term(terms::PASSER_FREE, weight);
        }
    }

    /// Own pawns on the three cells in front of a king on its back two ranks, or a
    /// king that has left them.
    fn king_shield(&self, w: &Words, color: Color, tally: &mut impl Tally) {
        let Some(king) = w.king(color) else {
            return;
        };
        let geo = self.geo;
        let rank = self.rank_for(king, color);
        if rank > 1 {
            tally.term(terms::KING_ADVANCED, sign(color));
            return;
        }
        let file = self.file(king);
        let pawns = w.pieces(color, Kind::Pawn);
        let shield = (file - 1..=file + 1)
            .filter_map(|f| geo.cell_for(f, rank + 1, color))
            .filter(|c| pawns & bit(*c) != 0)
            .count() as i32;
        tally.term(terms::SHIELD, sign(color) * shield);
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
            assert_eq!(white, e.weights.terms[terms::TEMPO].0, "{game:?}");
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

    /// The terms `fen` lists for white (term index and count, squares left out).
    fn terms_of(fen: &str) -> Vec<(usize, i32)> {
        let e = ChessEval::new(GameId::Standard);
        let pos = Position::from_fen(GameId::Standard, fen).unwrap();
        let (listed, _) = e.listed(&pos).unwrap();
        let squares = e.weights.squares.len();
        let terms = listed.counts.iter().filter(|(i, _)| *i >= squares);
        terms.map(|&(i, n)| (i - squares, n)).collect()
    }

    #[test]
    fn threats_by_minor_pieces_and_rooks_and_hanging_pieces_are_counted() {
        // The white knight on c3 attacks the black rook on d5, which nothing guards;
        // the black rook attacks the white bishop on d2, which the king guards.
        let terms = terms_of("4k3/8/8/3r4/8/2N5/3B4/4K3 w - - 0 1");
        let minor_on_rook = terms::THREAT_BY_MINOR + Kind::Rook.index();
        let rook_on_bishop = terms::THREAT_BY_ROOK + Kind::Bishop.index();
        assert!(terms.contains(&(minor_on_rook, 1)), "{terms:?}");
        assert!(terms.contains(&(rook_on_bishop, -1)), "{terms:?}");
        assert!(terms.contains(&(terms::HANGING, 1)), "{terms:?}");
        // Guarded by its king, the rook hangs no more.
        let terms = terms_of("8/8/4k3/3r4/8/2N5/3B4/4K3 w - - 0 1");
        assert!(terms.contains(&(minor_on_rook, 1)), "{terms:?}");
        assert!(
            !terms.iter().any(|(i, _)| *i == terms::HANGING),
            "{terms:?}"
        );
    }

    #[test]
    fn the_danger_to_a_king_is_weighed_by_attack_units_from_two_attackers() {
        // The queen on h5 and the knight on g5 both reach black's king zone (g8 and
        // its neighbours): one term, by their units; the queen alone counts nothing.
        let danger = |fen| {
            terms_of(fen)
                .into_iter()
                .filter(|(i, _)| (terms::KING_DANGER..terms::THREAT_BY_MINOR).contains(i))
                .collect::<Vec<_>>()
        };
        let two = danger("6k1/5ppp/8/6NQ/8/8/5PPP/6K1 w - - 0 1");
        assert_eq!(two.len(), 1, "{two:?}");
        assert!(two[0].0 > terms::KING_DANGER && two[0].1 == 1, "{two:?}");
        assert!(danger("6k1/5ppp/8/7Q/8/8/5PPP/6K1 w - - 0 1").is_empty());
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

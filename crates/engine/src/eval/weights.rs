//! The chess evaluation's weights: a value (middlegame, endgame) per piece kind and
//! cell, and one per term ([`super::terms`]). Chess Attack and dice chess use rules of thumb; standard
//! chess uses weights tuned against scored positions (`tuned_standard.rs`, written by
//! the `tune` example).

use super::rect::Geometry;
use super::terms::{
    Pair, BISHOP_PAIR, DOUBLED, HANGING, ISOLATED, KING_ADVANCED, KING_DANGER, KING_UNITS_MAX,
    MOBILITY, MOBILITY_MAX, PASSED, PASSER_FREE, PASSER_OWN_KING, PASSER_THEIR_KING,
    ROOK_HALF_OPEN, ROOK_OPEN, SHIELD, TERMS, THREAT_BY_MINOR, THREAT_BY_PAWN, THREAT_BY_ROOK,
};
use super::tuned_standard;
use sjakkboks_rules::{Color, Kind};

/// The reachable cells below which a knight, bishop, rook or queen counts as hemmed
/// in, in the rules of thumb (each cell more or less is worth [`MOBILITY_STEP`]).
const MOBILITY_BASE: [i32; 4] = [4, 6, 6, 10];
/// Per reachable cell, in the rules of thumb.
const MOBILITY_STEP: [Pair; 4] = [(4, 4), (5, 5), (2, 4), (1, 2)];

/// Middlegame and endgame values of the kinds (pawn, knight, bishop, rook, queen, king)
/// in the rules of thumb.
const VALUE_MG: [i32; 6] = [85, 320, 335, 480, 960, 0];
const VALUE_EG: [i32; 6] = [105, 300, 320, 530, 950, 0];
/// Passed-pawn bonus by progress towards promotion, in sevenths of the way (endgame;
/// half of it in the middlegame), in the rules of thumb.
const PASSED_EG: [i32; 8] = [0, 8, 14, 24, 40, 65, 100, 100];
/// A pawn, knight, bishop, rook or queen attacked by a knight or bishop, and by a
/// rook, in the rules of thumb (where the fit starts; only standard chess counts them).
const THREAT_BY_MINOR_THUMB: [Pair; 5] = [(0, 10), (30, 30), (30, 30), (50, 40), (50, 80)];
const THREAT_BY_ROOK_THUMB: [Pair; 5] = [(0, 15), (20, 30), (20, 30), (0, 0), (40, 60)];
/// The most the attack on a king counts in the rules of thumb, in centipawns (the
/// middlegame's danger is the square of the units over six, up to this: the curve of
/// the Chess Programming Wiki's "King Safety" page).
const KING_DANGER_MAX: i32 = 500;

/// One board's weights.
#[derive(Clone, Debug)]
pub(crate) struct Weights {
    /// Per kind and cell seen from the piece's own side (`kind * cells + rank * files +
    /// file`): the piece's value there.
    pub squares: Vec<Pair>,
    /// Per term (see [`super::terms`]).
    pub terms: [Pair; TERMS],
}

impl Weights {
    /// The weights for a board of shape `geo`: tuned ones for the 8x8 board of standard
    /// chess (`tuned`), rules of thumb otherwise.
    pub fn of(geo: Geometry, tuned: bool) -> Weights {
        if tuned && geo.cells() == tuned_standard::SQUARES.len() / 6 {
            return Weights {
                squares: tuned_standard::SQUARES.to_vec(),
                terms: tuned_standard::TERMS,
            };
        }
        Weights::rules_of_thumb(geo)
    }

    /// Values from rules of thumb: central pieces, advanced pawns, a sheltered king
    /// in the middlegame and a central one in the endgame.
    pub fn rules_of_thumb(geo: Geometry) -> Weights {
        let mut squares = Vec::with_capacity(6 * geo.cells());
        for kind in Kind::ALL {
            for rank in 0..geo.ranks {
                for file in 0..geo.files {
                    let (m, e) = square_bonus(geo, kind, file, rank);
                    squares.push((VALUE_MG[kind.index()] + m, VALUE_EG[kind.index()] + e));
                }
            }
        }
        let mut terms = [(0, 0); TERMS];
        for k in 0..4 {
            let (m, e) = MOBILITY_STEP[k];
            for count in 0..=MOBILITY_MAX[k] {
                let beyond = count - MOBILITY_BASE[k];
                terms[MOBILITY[k] + count as usize] = (m * beyond, e * beyond);
            }
        }
        terms[THREAT_BY_PAWN] = (45, 35);
        terms[ROOK_OPEN] = (20, 0);
        terms[ROOK_HALF_OPEN] = (10, 0);
        terms[DOUBLED] = (-6, -10);
        terms[ISOLATED] = (-10, -12);
        for (i, bonus) in PASSED_EG.iter().enumerate() {
            terms[PASSED + i] = (bonus / 2, *bonus);
        }
        terms[SHIELD] = (12, 0);
        terms[KING_ADVANCED] = (-10, 0);
        terms[BISHOP_PAIR] = (30, 30);
        terms[PASSER_THEIR_KING] = (0, 5);
        terms[PASSER_OWN_KING] = (0, -2);
        terms[PASSER_FREE] = (0, 6);
        let (minor, rook) = (THREAT_BY_MINOR_THUMB, THREAT_BY_ROOK_THUMB);
        terms[THREAT_BY_MINOR..THREAT_BY_MINOR + 5].copy_from_slice(&minor);
        terms[THREAT_BY_ROOK..THREAT_BY_ROOK + 5].copy_from_slice(&rook);
        terms[HANGING] = (30, 20);
        for units in 0..=KING_UNITS_MAX {
            terms[KING_DANGER + units as usize] = ((units * units / 6).min(KING_DANGER_MAX), 0);
        }
        Weights { squares, terms }
    }

    /// The index in [`Weights::squares`] of `kind` on `file`, `rank` (counted from
    /// `color`'s side).
    pub fn square(geo: Geometry, kind: Kind, file: i32, rank: i32) -> usize {
        kind.index() * geo.cells() + (rank * geo.files + file) as usize
    }

    /// Every weight in one list: the squares', then the terms'.
    pub fn flat(&self) -> Vec<Pair> {
        self.squares
            .iter()
            .chain(self.terms.iter())
            .copied()
            .collect()
    }
}

/// Square bonuses (middlegame, endgame) of `kind` on `file`, `rank` (from its own side).
fn square_bonus(geo: Geometry, kind: Kind, file: i32, rank: i32) -> Pair {
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

/// The sign of `color`'s terms in white's score.
pub(crate) fn sign(color: Color) -> i32 {
    if color == Color::White {
        1
    } else {
        -1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::GameId;

    /// The tuned table is standard chess's; dice chess (8x8 too) and Chess Attack
    /// (5x6) keep the rules of thumb.
    #[test]
    fn only_standard_chess_takes_the_tuned_table() {
        let eight = Geometry::of(GameId::Standard);
        let thumb = Weights::rules_of_thumb(eight);
        assert_eq!(Weights::of(eight, true).squares, tuned_standard::SQUARES);
        assert_ne!(Weights::of(eight, true).squares, thumb.squares);
        assert_eq!(Weights::of(eight, false).squares, thumb.squares);
        let five = Geometry::of(GameId::ChessAttack);
        let attack = Weights::of(five, true);
        assert_eq!(attack.squares, Weights::rules_of_thumb(five).squares);
        assert_eq!(attack.squares.len(), 6 * 30);
    }
}

//! Losing chess: the side with fewer pieces is closer to its win (no legal move, no
//! pieces). Kings and pawns are the pieces most easily kept out of reach, so they weigh
//! a little less; the search's forced-capture quiescence does the tactics.

use super::rect::Geometry;
use sjakkboks_rules::{Color, Kind, Position};

/// What owning a piece of each kind costs (pawn, knight, bishop, rook, queen, king).
const BURDEN: [i32; 6] = [80, 110, 100, 120, 140, 70];

/// The score for white.
pub(crate) fn white_score(geo: &Geometry, pos: &Position) -> i32 {
    let mut score = 0;
    for cell in pos.occupied() {
        let Some(p) = pos.piece_at(cell) else {
            continue;
        };
        let mut burden = BURDEN[p.kind.index()];
        if p.kind == Kind::Pawn {
            // An advanced pawn becomes a piece soon and can be forced to capture less.
            burden -= 3 * geo.rank_for(cell, p.color);
        }
        score += if p.color == Color::White {
            -burden
        } else {
            burden
        };
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::GameId;

    #[test]
    fn fewer_pieces_score_higher() {
        let geo = Geometry::of(GameId::Antichess);
        let start = Position::start(GameId::Antichess);
        assert_eq!(white_score(&geo, &start), 0);
        let fewer = Position::from_fen(
            GameId::Antichess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w - - 0 1",
        )
        .unwrap();
        assert!(white_score(&geo, &fewer) > 0);
    }
}

//! Why a move was bad, from what the engine's lines show, as a small fact the
//! words of [`crate::i18n::review`] put in a sentence: a mate that was there,
//! a mate let in, a piece left to be taken, the other pawn first in the race,
//! a capture that had to be made but not this one, or else the better move.

use sjakkboks_rules::{Game, GameId, Kind, Move};

use super::PlyReview;

/// What went wrong with a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Explanation {
    /// A forced mate in `moves` was there, starting with `best`.
    MateMissed {
        /// The mate's length in the mover's moves.
        moves: i16,
        /// Its first move.
        best: Move,
    },
    /// The move let the others force mate in `moves`.
    MateAllowed {
        /// The mate's length in the mover's moves.
        moves: i16,
    },
    /// The pawn race: the other side's pawn now gets there first.
    RaceLost,
    /// Losing chess: a capture had to be made, and `best` was the better one.
    ForcedCapture {
        /// The better capture.
        best: Move,
    },
    /// The move left a piece of this kind to be taken.
    LeftPiece(Kind),
    /// `best` was better.
    Better {
        /// The better move.
        best: Move,
    },
}

/// Why move `index` of `game` was bad, as far as `ply` (its review) shows;
/// `None` for a pass or a move the review's lines do not read in.
pub fn explain(game: &Game, index: usize, ply: &PlyReview) -> Option<Explanation> {
    let before = game.positions().get(index)?;
    let after = game.positions().get(index + 1)?;
    let played = game.moves().get(index)?;
    let best = before.parse_uci(ply.best_move.as_deref()?).ok()?;
    if let Some(moves) = ply.best.mate.filter(|m| *m > 0) {
        if ply.played.mate.is_none_or(|m| m <= 0) {
            return Some(Explanation::MateMissed { moves, best });
        }
    }
    if let Some(moves) = ply.played.mate.filter(|m| *m < 0) {
        return Some(if game.id() == GameId::PawnRace {
            Explanation::RaceLost
        } else {
            Explanation::MateAllowed { moves: -moves }
        });
    }
    if game.id() == GameId::Antichess && before.is_capture(played) {
        return Some(Explanation::ForcedCapture { best });
    }
    let reply = ply
        .reply_line
        .first()
        .and_then(|text| after.parse_uci(text).ok());
    let taken = reply
        .filter(|r| game.id() != GameId::Antichess && after.is_capture(r))
        .map(|r| {
            let on = after.piece_at(r.to).filter(|p| p.color == before.turn());
            on.map_or(Kind::Pawn, |p| p.kind)
        });
    Some(match taken {
        Some(kind) => Explanation::LeftPiece(kind),
        None => Explanation::Better { best },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::tests::{cp, mate, ply};

    fn game(id: GameId, moves: &[&str]) -> Game {
        let mut game = Game::new(id);
        for m in moves {
            game.play_uci(m).unwrap();
        }
        game
    }

    #[test]
    fn a_queen_left_to_be_taken() {
        // 1. e4 e5 2. Qg4?? d5 ... the bishop on c8 takes the queen.
        let g = game(GameId::Standard, &["e2e4", "e7e5", "d1g4"]);
        let mut review = ply(cp(0.1), cp(-0.9), Some("g1f3"));
        review.reply_line = vec!["d7d5".into()];
        assert!(matches!(
            explain(&g, 2, &review),
            Some(Explanation::Better { .. })
        ));
        review.reply_line = vec!["g8f6".into(), "g4f5".into()];
        assert!(matches!(
            explain(&g, 2, &review),
            Some(Explanation::Better { .. })
        ));
        let g = game(GameId::Standard, &["e2e4", "d7d5", "d1g4"]);
        review.reply_line = vec!["c8g4".into()];
        assert_eq!(
            explain(&g, 2, &review),
            Some(Explanation::LeftPiece(Kind::Queen))
        );
    }

    #[test]
    fn a_mate_missed_and_a_mate_allowed() {
        let g = game(
            GameId::Standard,
            &["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6"],
        );
        let mut g2 = g.clone();
        g2.play_uci("h5e5").unwrap();
        let missed = ply(mate(1), cp(0.5), Some("h5f7"));
        let Some(Explanation::MateMissed { moves, best }) = explain(&g2, 6, &missed) else {
            panic!("a mate missed");
        };
        assert_eq!((moves, best.to_uci(g2.topology())), (1, "h5f7".into()));
        let allowed = ply(cp(0.0), mate(-2), Some("h5f7"));
        assert_eq!(
            explain(&g2, 6, &allowed),
            Some(Explanation::MateAllowed { moves: 2 })
        );
    }

    #[test]
    fn the_pawn_race_and_losing_chess_have_their_own_reasons() {
        let race = game(GameId::PawnRace, &["a2a4"]);
        let lost = ply(cp(0.0), mate(-3), Some("b2b4"));
        assert_eq!(explain(&race, 0, &lost), Some(Explanation::RaceLost));
        let anti = game(GameId::Antichess, &["e2e4", "d7d5", "e4d5"]);
        let capture = ply(cp(0.0), cp(-0.5), Some("e4d5"));
        assert!(matches!(
            explain(&anti, 2, &capture),
            Some(Explanation::ForcedCapture { .. })
        ));
    }

    #[test]
    fn a_pass_has_no_reason() {
        let g = game(GameId::Standard, &["e2e4"]);
        assert_eq!(explain(&g, 0, &ply(cp(0.0), cp(-0.5), None)), None);
        assert_eq!(explain(&g, 5, &ply(cp(0.0), cp(-0.5), Some("e2e4"))), None);
    }
}

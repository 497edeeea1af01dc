//! Evaluation: one module per game (like the rules crate's `variant/`), one entry point.

mod antichess;
pub(crate) mod chess;
mod pawn_cache;
mod pawn_race;
pub(crate) mod rect;
pub(crate) mod terms;
mod three_player;
mod tuned_standard;
pub(crate) mod weights;
mod words;

use sjakkboks_rules::{Color, GameId, Position};
pub(crate) use three_player::opponents_out;

/// The other player of a two-player game.
pub(crate) fn other_player(color: Color) -> Color {
    if color == Color::White {
        Color::Black
    } else {
        Color::White
    }
}

/// A game's evaluation, with whatever tables it built for its board.
#[derive(Clone, Debug)]
pub(crate) enum Evaluator {
    /// Standard chess, Chess Attack and dice chess.
    Chess(Box<chess::ChessEval>),
    /// Losing chess.
    Antichess(rect::Geometry),
    /// The pawn race.
    PawnRace(rect::Geometry),
    /// Three-player chess on the round board.
    ThreePlayer,
}

impl Evaluator {
    /// The evaluation for `game`.
    pub fn new(game: GameId) -> Evaluator {
        match game {
            GameId::Standard | GameId::ChessAttack | GameId::Dice => {
                Evaluator::Chess(Box::new(chess::ChessEval::new(game)))
            }
            GameId::Antichess => Evaluator::Antichess(rect::Geometry::of(game)),
            GameId::PawnRace => Evaluator::PawnRace(rect::Geometry::of(game)),
            GameId::ThreePlayer => Evaluator::ThreePlayer,
        }
    }

    /// How good `pos` is for `side`, in centipawns (for three players: `side` against
    /// the other two, as the paranoid search sees it).
    pub fn evaluate(&self, pos: &Position, side: Color) -> i32 {
        let white = match self {
            Evaluator::Chess(e) => e.white_score(pos),
            Evaluator::Antichess(g) => antichess::white_score(g, pos),
            Evaluator::PawnRace(g) => pawn_race::white_score(g, pos),
            Evaluator::ThreePlayer => return three_player::score(pos, side),
        };
        if side == Color::White {
            white
        } else {
            -white
        }
    }
}

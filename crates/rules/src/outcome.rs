//! How a game ends.

use crate::Color;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// The loser is in check with no legal move.
    Checkmate,
    /// The player to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can ever checkmate.
    DeadPosition,
    /// Seventy-five moves by each side without a pawn move or capture.
    SeventyFiveMoves,
    /// The same position for the fifth time.
    FivefoldRepetition,
    /// The same position for the third time: claimed, or automatic where the game
    /// says so (losing chess).
    ThreefoldRepetition,
    /// A valid claim: fifty moves by each side without a pawn move or capture.
    FiftyMoves,
    /// Both players agreed to a draw.
    Agreement,
    /// A player resigned.
    Resignation,
    /// Three-player: the other players are out; the last one in wins.
    LastPlayerStanding,
    /// Three-player: one move checkmated both other players at once.
    DoubleMate,
    /// Pawn race: a pawn reached the far rank.
    FarRankReached,
    /// Pawn race: the player to move had no legal move; the side with more pawns wins
    /// (equal counts draw).
    PawnCount,
    /// Losing chess: the player to move had no legal move (or no pieces) and wins.
    NoMovesLeft,
    /// Losing chess: fifty moves by each side without a pawn move (captures do not count).
    FiftyMovesWithoutPawnMove,
    /// Losing chess: neither side can ever capture again.
    NoCapturePossible,
    /// Dice chess: the loser has fewer than three pieces.
    FewerThanThreePieces,
    /// The loser's clock ran out.
    TimeForfeit,
    /// A player's clock ran out, but the opponent could never win by any
    /// series of legal moves (FIDE Laws 6.9): a draw.
    TimeoutNoWinPossible,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::DeadPosition => "dead position",
            EndReason::SeventyFiveMoves => "75 moves without a pawn move or capture",
            EndReason::FivefoldRepetition => "fivefold repetition",
            EndReason::ThreefoldRepetition => "threefold repetition",
            EndReason::FiftyMoves => "50 moves without a pawn move or capture",
            EndReason::Agreement => "agreement",
            EndReason::Resignation => "resignation",
            EndReason::LastPlayerStanding => "being the last player in the game",
            EndReason::DoubleMate => "checkmating both other players with one move",
            EndReason::FarRankReached => "a pawn reaching the far rank",
            EndReason::PawnCount => "no legal move, counting pawns",
            EndReason::NoMovesLeft => "having no legal move left",
            EndReason::FiftyMovesWithoutPawnMove => "50 moves without a pawn move",
            EndReason::NoCapturePossible => "no capture being possible any more",
            EndReason::FewerThanThreePieces => "the loser having fewer than three pieces",
            EndReason::TimeForfeit => "the opponent's time running out",
            EndReason::TimeoutNoWinPossible => {
                "time running out for a player whose opponent could never win"
            }
        })
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// A win for `winner`.
    pub fn win(winner: Color, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    /// A draw.
    pub fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(f, "{} wins by {}", c.name(), self.reason),
            None => write!(f, "draw by {}", self.reason),
        }
    }
}

/// Why a player of a three-player game is out (the game goes on without them; their
/// pieces stay on the board, frozen).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EliminationReason {
    /// Checkmated on their own turn.
    Checkmated,
    /// No legal move on their own turn, not in check, while three were in the game.
    NoLegalMove,
    /// Their king was left attacked and another player captured it.
    KingCaptured,
    /// They resigned while two others played on.
    Resigned,
}

impl fmt::Display for EliminationReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EliminationReason::Checkmated => "checkmated",
            EliminationReason::NoLegalMove => "no legal move",
            EliminationReason::KingCaptured => "king captured",
            EliminationReason::Resigned => "resigned",
        })
    }
}

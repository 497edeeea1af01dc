//! The games of the box and the data that sets their rules apart.

use crate::topology::rect::RectCastle;
use crate::{Color, Kind, Topology};
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

/// One of the games. Its id (`standard`, ...) is the one in RULES.md and in URLs.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum GameId {
    /// Chess by FIDE's rules.
    #[serde(rename = "standard")]
    Standard,
    /// Three-player chess on the round board (3 Man Chess rules).
    #[serde(rename = "three-player")]
    ThreePlayer,
}

/// The switches that set a game's rules apart; what cannot be a switch is a hook in
/// [`crate::variant`].
#[derive(Debug)]
pub struct Rules {
    /// The players, in turn order.
    pub players: &'static [Color],
    /// Whether kings are royal: a move may not leave one's own king attacked, and
    /// check, checkmate and stalemate exist.
    pub royal_king: bool,
    /// Whether castling exists.
    pub castling: bool,
    /// What a pawn may become on its promotion cells; empty if it stays a pawn.
    pub promotion: &'static [Kind],
    /// Whether a capture resets the half-move clock (a pawn move always does).
    pub capture_resets_clock: bool,
    /// The start position as FEN.
    pub start_fen: &'static str,
}

const TWO_PLAYERS: &[Color] = &[Color::White, Color::Black];
const QUEEN_ROOK_BISHOP_KNIGHT: &[Kind] = &[Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

static STANDARD: Rules = Rules {
    players: TWO_PLAYERS,
    royal_king: true,
    castling: true,
    promotion: QUEEN_ROOK_BISHOP_KNIGHT,
    capture_resets_clock: true,
    start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
};

static EIGHT_BY_EIGHT: LazyLock<Topology> = LazyLock::new(|| {
    Topology::rect(
        8,
        8,
        &[
            RectCastle {
                king_side: true,
                king_from: 4,
                king_to: 6,
                rook_from: 7,
                rook_to: 5,
            },
            RectCastle {
                king_side: false,
                king_from: 4,
                king_to: 2,
                rook_from: 0,
                rook_to: 3,
            },
        ],
    )
});

static THREE_PLAYER: Rules = Rules {
    players: &[Color::White, Color::Grey, Color::Black],
    royal_king: true,
    castling: true,
    promotion: QUEEN_ROOK_BISHOP_KNIGHT,
    capture_resets_clock: true,
    start_fen: crate::fen_round::START,
};

static ROUND: LazyLock<Topology> = LazyLock::new(Topology::round);

impl GameId {
    /// Every game, in the order of RULES.md.
    pub const ALL: [GameId; 2] = [GameId::Standard, GameId::ThreePlayer];

    /// The id used in RULES.md, URLs and the perft CLI.
    pub fn id(self) -> &'static str {
        match self {
            GameId::Standard => "standard",
            GameId::ThreePlayer => "three-player",
        }
    }

    /// The game with the given id.
    pub fn from_id(id: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.id() == id)
    }

    /// The game's rule switches.
    pub fn rules(self) -> &'static Rules {
        match self {
            GameId::Standard => &STANDARD,
            GameId::ThreePlayer => &THREE_PLAYER,
        }
    }

    /// The game's board.
    pub fn topology(self) -> &'static Topology {
        match self {
            GameId::Standard => &EIGHT_BY_EIGHT,
            GameId::ThreePlayer => &ROUND,
        }
    }
}

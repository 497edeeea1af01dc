//! The games of the box and the data that sets their rules apart.

use crate::topology::rect::RectCastle;
use crate::{Color, Kind, Topology};
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

/// One of the games. Its id (`standard`, ...) is the one in docs/RULES.md and in URLs.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum GameId {
    /// Chess by FIDE's rules.
    #[serde(rename = "standard")]
    Standard,
    /// Førstemann over: pawns only; the first pawn over wins.
    #[serde(rename = "pawn-race")]
    PawnRace,
    /// Må slå-sjakk: losing chess, captures are forced.
    #[serde(rename = "antichess")]
    Antichess,
    /// Chess Attack: chess on 5 files by 6 ranks.
    #[serde(rename = "chess-attack")]
    ChessAttack,
    /// Terningsjakk: a die decides which kind of piece moves.
    #[serde(rename = "dice")]
    Dice,
    /// Three-player chess on the round board (3 Man Chess rules).
    #[serde(rename = "three-player")]
    ThreePlayer,
}

/// The switches that set a game's rules apart; what cannot be a switch is a hook in
/// the crate's private `variant` module (one module of hooks per game).
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
    /// Whether a capture, when one exists, must be played (losing chess).
    pub must_capture: bool,
    /// How often a position must stand on the board to end the game at once
    /// (chess: 5; losing chess: 3).
    pub repetition_auto: usize,
    /// How often a position must stand on the board for a draw claim; `None` if
    /// repetition is never claimed.
    pub repetition_claim: Option<usize>,
    /// Moves by each player in the game without a clock reset that end the game at
    /// once (chess: 75; losing chess: 50).
    pub moves_auto: u32,
    /// Moves by each player in the game without a clock reset that allow a draw claim
    /// (chess: 50); `None` if there is no such claim.
    pub moves_claim: Option<u32>,
    /// Whether a die roll decides which kind of piece moves (dice chess).
    pub dice: bool,
}

const TWO_PLAYERS: &[Color] = &[Color::White, Color::Black];
const QUEEN_ROOK_BISHOP_KNIGHT: &[Kind] = &[Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

/// FIDE chess; the other games say only where they differ.
const CHESS: Rules = Rules {
    players: TWO_PLAYERS,
    royal_king: true,
    castling: true,
    promotion: QUEEN_ROOK_BISHOP_KNIGHT,
    capture_resets_clock: true,
    start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    must_capture: false,
    repetition_auto: 5,
    repetition_claim: Some(3),
    moves_auto: 75,
    moves_claim: Some(50),
    dice: false,
};

static STANDARD: Rules = CHESS;

static PAWN_RACE: Rules = Rules {
    royal_king: false,
    castling: false,
    promotion: &[],
    start_fen: "8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1",
    ..CHESS
};

static ANTICHESS: Rules = Rules {
    royal_king: false,
    castling: false,
    promotion: &[
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::King,
    ],
    capture_resets_clock: false,
    start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
    must_capture: true,
    repetition_auto: 3,
    repetition_claim: None,
    moves_auto: 50,
    moves_claim: None,
    ..CHESS
};

static CHESS_ATTACK: Rules = Rules {
    start_fen: "rnbqk/ppppp/5/5/PPPPP/RNBQK w Qq - 0 1",
    ..CHESS
};

static DICE: Rules = Rules {
    dice: true,
    ..CHESS
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

/// Chess Attack's 5x6 board: castling only on the queen's side, king e->c, rook a->d.
static FIVE_BY_SIX: LazyLock<Topology> = LazyLock::new(|| {
    Topology::rect(
        5,
        6,
        &[RectCastle {
            king_side: false,
            king_from: 4,
            king_to: 2,
            rook_from: 0,
            rook_to: 3,
        }],
    )
});

static THREE_PLAYER: Rules = Rules {
    players: &[Color::White, Color::Grey, Color::Black],
    start_fen: "wRwNwBwQwKwBwNwRgRgNgBgQgKgBgNgRbRbNbBbQbKbBbNbR/\
        wPwPwPwPwPwPwPwPgPgPgPgPgPgPgPgPbPbPbPbPbPbPbPbP/24/24/24/24 w wKQgKQbKQ - 0 1 - -",
    ..CHESS
};

static ROUND: LazyLock<Topology> = LazyLock::new(Topology::round);

impl GameId {
    /// Every game, in the order of docs/RULES.md (the table at its top).
    pub const ALL: [GameId; 6] = [
        GameId::Standard,
        GameId::PawnRace,
        GameId::Antichess,
        GameId::ChessAttack,
        GameId::Dice,
        GameId::ThreePlayer,
    ];

    /// The game's text id, as docs/RULES.md, URLs, serde and the perft CLI write it
    /// (`"pawn-race"`); [`GameId::from_id`] reads it back.
    pub fn as_str(self) -> &'static str {
        match self {
            GameId::Standard => "standard",
            GameId::PawnRace => "pawn-race",
            GameId::Antichess => "antichess",
            GameId::ChessAttack => "chess-attack",
            GameId::Dice => "dice",
            GameId::ThreePlayer => "three-player",
        }
    }

    /// The game whose text id ([`GameId::as_str`]) is `id`.
    pub fn from_id(id: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.as_str() == id)
    }

    /// The game's rule switches.
    pub fn rules(self) -> &'static Rules {
        match self {
            GameId::Standard => &STANDARD,
            GameId::PawnRace => &PAWN_RACE,
            GameId::Antichess => &ANTICHESS,
            GameId::ChessAttack => &CHESS_ATTACK,
            GameId::Dice => &DICE,
            GameId::ThreePlayer => &THREE_PLAYER,
        }
    }

    /// The game's board.
    pub fn topology(self) -> &'static Topology {
        match self {
            GameId::Standard | GameId::PawnRace | GameId::Antichess | GameId::Dice => {
                &EIGHT_BY_EIGHT
            }
            GameId::ChessAttack => &FIVE_BY_SIX,
            GameId::ThreePlayer => &ROUND,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::GameId;
    use crate::Color;

    /// Handing the turn on takes every game but three-player chess to be white, then
    /// black (`Position`'s fast path, which reads no player list).
    #[test]
    fn every_game_but_three_player_chess_is_white_then_black() {
        for game in GameId::ALL {
            let two = game.rules().players == [Color::White, Color::Black];
            assert_eq!(two, game != GameId::ThreePlayer, "{game:?}");
        }
    }
}

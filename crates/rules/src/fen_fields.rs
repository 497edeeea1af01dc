//! What the two position texts, FEN ([`crate::fen`]) and the round board's text
//! ([`crate::fen_round`]), share: their errors, and the fields both read alike (the
//! en-passant cell and the move counters).

use crate::position::EnPassant;
use crate::{IllegalPosition, Kind, Piece, Position};
use std::fmt;

/// Why a FEN text was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenError {
    /// Not 4 or 6 space-separated fields.
    FieldCount(usize),
    /// The placement has the wrong number of ranks.
    RankCount {
        /// Ranks expected.
        expected: usize,
        /// Ranks found.
        found: usize,
    },
    /// A rank (counted from the top, 1-based) does not fill the board's width.
    RankLength {
        /// The rank as FEN lists it (1 = top).
        rank: usize,
    },
    /// A character that is neither a piece letter nor a digit.
    UnknownPiece(char),
    /// The side to move is not `w` or `b` (or not a player of this game).
    Turn(String),
    /// The castling field has a letter that is unknown, repeated, or not backed by an
    /// unmoved king and rook.
    Castling(String),
    /// The en-passant field is not a cell a pawn just passed.
    EnPassant(String),
    /// A clock is not a number in range.
    Clock(String),
    /// The placement breaks a rule of the game.
    Illegal(IllegalPosition),
    /// This board's positions are not written as FEN.
    WrongBoard,
    /// A field of the round board's position text is wrong (see [`crate::fen_round`]).
    Round(RoundFenError),
    /// An item of a piece list ([`Position::from_piece_list`]) is not a piece of this
    /// game on a free cell of its board.
    PieceList(String),
}

/// What is wrong with a round board's position text, beyond the errors it shares with FEN.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RoundFenError {
    /// The placement does not have 6 rings.
    RingCount(usize),
    /// A ring (1 = outside) does not list exactly 24 cells.
    RingLength(usize),
    /// A piece is not a colour letter and a kind letter (with `*` only after a pawn).
    Piece(String),
    /// The field of players out is not understood or names a player twice.
    Out(String),
    /// The field of bridged moats is not understood.
    Moats(String),
}

impl fmt::Display for RoundFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoundFenError::RingCount(n) => write!(f, "the placement needs 6 rings, found {n}"),
            RoundFenError::RingLength(r) => write!(f, "ring {r} does not list 24 cells"),
            RoundFenError::Piece(s) => write!(f, "'{s}' is not a piece like wK, gN or bP*"),
            RoundFenError::Out(s) => write!(f, "'{s}' is not a list of players out like g#,bx"),
            RoundFenError::Moats(s) => write!(f, "'{s}' is not a list of moats like xa,hi,pq"),
        }
    }
}

impl std::error::Error for RoundFenError {}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::FieldCount(n) => write!(f, "FEN needs 4 or 6 fields, found {n}"),
            FenError::RankCount { expected, found } => {
                write!(f, "FEN placement needs {expected} ranks, found {found}")
            }
            FenError::RankLength { rank } => {
                write!(
                    f,
                    "rank {rank} from the top does not fill the board's width"
                )
            }
            FenError::UnknownPiece(c) => write!(f, "'{c}' is not a piece letter"),
            FenError::Turn(s) => write!(f, "'{s}' is not a side to move here"),
            FenError::Castling(s) => write!(f, "castling field '{s}' does not fit the position"),
            FenError::EnPassant(s) => write!(f, "en-passant field '{s}' does not fit the position"),
            FenError::Clock(s) => write!(f, "'{s}' is not a valid move counter"),
            FenError::Illegal(why) => write!(f, "illegal position: {why}"),
            FenError::WrongBoard => f.write_str("this board's positions are not written as FEN"),
            FenError::Round(e) => e.fmt(f),
            FenError::PieceList(s) => {
                write!(
                    f,
                    "'{s}' is not a piece on a free cell, like wK:e1 or bP*:r4"
                )
            }
        }
    }
}

impl std::error::Error for FenError {}

/// A move counter: a number from `min` up to 99,999.
pub(crate) fn read_clock(s: &str, min: u32) -> Result<u32, FenError> {
    s.parse::<u32>()
        .ok()
        .filter(|n| *n >= min && *n < 100_000)
        .ok_or_else(|| FenError::Clock(s.to_string()))
}

/// The en-passant field: `-`, or a cell that the last mover's pawn just passed.
pub(crate) fn read_en_passant(pos: &Position, text: &str) -> Result<Option<EnPassant>, FenError> {
    if text == "-" {
        return Ok(None);
    }
    let err = || FenError::EnPassant(text.to_string());
    let topo = pos.topology();
    let target = topo.cell_by_label(text).ok_or_else(err)?;
    let mover = pos.previous_player();
    let dir = topo.pawn_dir(mover, false);
    let occupied = pos.occupied();
    topo.cells()
        .filter(|from| !occupied.contains(*from))
        .find_map(|from| {
            let (via, to) = topo.pawn(dir, from).double?;
            let victim = to.to;
            let pawn = Piece {
                color: mover,
                kind: Kind::Pawn,
            };
            (via == target
                && !occupied.contains(via)
                && pos.piece_at(victim) == Some(pawn)
                && !pos.crossed_pawns().contains(victim))
            .then_some(EnPassant { target, victim })
        })
        .map(Some)
        .ok_or_else(err)
}

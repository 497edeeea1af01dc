//! FEN for rectangular boards of any width: `rnbqk/ppppp/5/5/PPPPP/RNBQK w Qq - 0 1`.

pub use crate::fen_round::RoundFenError;
use crate::position::EnPassant;
use crate::topology::BoardShape;
use crate::{Cell, Color, GameId, Kind, Piece, Position};
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
}

/// Why a placement cannot occur in a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IllegalPosition {
    /// A player of a game with royal kings has no king or more than one.
    KingCount(Color),
    /// The player who just moved has left their king attacked.
    OpponentInCheck,
    /// A pawn stands where it would have promoted.
    PawnOnPromotionCell,
    /// A pawn stands on a cell it can never have reached (behind its start).
    PawnBehindStart,
}

impl fmt::Display for IllegalPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalPosition::KingCount(c) => write!(f, "{} must have exactly one king", c.name()),
            IllegalPosition::OpponentInCheck => {
                f.write_str("the side that just moved has its king in check")
            }
            IllegalPosition::PawnOnPromotionCell => {
                f.write_str("a pawn stands on its promotion rank")
            }
            IllegalPosition::PawnBehindStart => f.write_str("a pawn stands behind its start rank"),
        }
    }
}

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
        }
    }
}

impl std::error::Error for FenError {}

impl Position {
    /// Reads a position of `game` from FEN.
    ///
    /// ```
    /// use sjakkboks_rules::{GameId, Position};
    /// let p = Position::from_fen(GameId::Standard, "8/8/8/8/8/8/8/K1k5 w - - 0 1").unwrap();
    /// assert_eq!(p.to_fen(), "8/8/8/8/8/8/8/K1k5 w - - 0 1");
    /// assert!(Position::from_fen(GameId::Standard, "8/8 w - - 0 1").is_err());
    /// ```
    pub fn from_fen(game: GameId, fen: &str) -> Result<Position, FenError> {
        let BoardShape::Rect { files, ranks } = game.topology().board_shape() else {
            return crate::fen_round::read(game, fen);
        };
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() != 4 && fields.len() != 6 {
            return Err(FenError::FieldCount(fields.len()));
        }
        let mut pos = Position::empty(game);
        read_placement(&mut pos, fields[0], files as usize, ranks as usize)?;
        pos.turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(FenError::Turn(other.to_string())),
        };
        if !game.rules().players.contains(&pos.turn) {
            return Err(FenError::Turn(fields[1].to_string()));
        }
        pos.castling = read_castling(&pos, fields[2])?;
        pos.ep = read_en_passant(&pos, fields[3])?;
        if fields.len() == 6 {
            pos.halfmoves = read_clock(fields[4], 0)?;
            pos.fullmoves = read_clock(fields[5], 1)?;
        }
        pos.validate().map_err(FenError::Illegal)?;
        Ok(pos)
    }

    /// Writes the position as FEN.
    pub fn to_fen(&self) -> String {
        let topo = self.topology();
        let BoardShape::Rect { files, ranks } = topo.board_shape() else {
            return crate::fen_round::write(self);
        };
        let (files, ranks) = (files as usize, ranks as usize);
        let mut s = String::new();
        for r in (0..ranks).rev() {
            let mut empty = 0;
            for f in 0..files {
                match self.piece_at(Cell::new(r * files + f)) {
                    Some(p) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        s.push(p.fen_char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
            if r > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(self.turn.letter());
        s.push(' ');
        let rights: String = topo
            .castles()
            .iter()
            .enumerate()
            .filter(|(i, _)| self.castling & (1 << i) != 0)
            .map(|(_, c)| castle_letter(c.color, c.king_side))
            .collect();
        s.push_str(if rights.is_empty() { "-" } else { &rights });
        s.push(' ');
        match self.ep {
            Some(ep) => s.push_str(topo.label(ep.target)),
            None => s.push('-'),
        }
        s.push_str(&format!(" {} {}", self.halfmoves, self.fullmoves));
        s
    }

    /// Checks the rules of the game that any position must obey.
    pub(crate) fn validate(&self) -> Result<(), IllegalPosition> {
        if self.game == GameId::ThreePlayer {
            return crate::variant::three_player::validate(self);
        }
        let topo = self.topology();
        let rules = self.rules();
        if rules.royal_king {
            for c in rules.players {
                let kings = self.piece_cells(Piece {
                    color: *c,
                    kind: Kind::King,
                });
                if kings.count() != 1 {
                    return Err(IllegalPosition::KingCount(*c));
                }
            }
            if rules.players.len() == 2 && self.is_king_attacked(self.next_player(self.turn)) {
                return Err(IllegalPosition::OpponentInCheck);
            }
        }
        for dir in 0..2 {
            let pawns = self.pawns_of_dir(dir);
            if !rules.promotion.is_empty() && !(pawns & topo.promotion_cells(dir)).is_empty() {
                return Err(IllegalPosition::PawnOnPromotionCell);
            }
            if matches!(topo.board_shape(), BoardShape::Rect { .. })
                && !(pawns & topo.promotion_cells(1 - dir)).is_empty()
            {
                return Err(IllegalPosition::PawnBehindStart);
            }
        }
        Ok(())
    }
}

/// A move counter: a number from `min` up to 99,999.
pub(crate) fn read_clock(s: &str, min: u32) -> Result<u32, FenError> {
    s.parse::<u32>()
        .ok()
        .filter(|n| *n >= min && *n < 100_000)
        .ok_or_else(|| FenError::Clock(s.to_string()))
}

fn read_placement(
    pos: &mut Position,
    text: &str,
    files: usize,
    ranks: usize,
) -> Result<(), FenError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != ranks {
        return Err(FenError::RankCount {
            expected: ranks,
            found: rows.len(),
        });
    }
    for (i, row) in rows.iter().enumerate() {
        let rank = ranks - 1 - i;
        let mut file = 0usize;
        let mut chars = row.chars().peekable();
        while let Some(ch) = chars.next() {
            if let Some(d) = ch.to_digit(10) {
                let mut n = d as usize;
                while let Some(d2) = chars.peek().and_then(|c| c.to_digit(10)) {
                    n = n * 10 + d2 as usize;
                    chars.next();
                    if n > files {
                        return Err(FenError::RankLength { rank: i + 1 });
                    }
                }
                if n == 0 {
                    return Err(FenError::RankLength { rank: i + 1 });
                }
                file += n;
            } else {
                let kind = Kind::from_letter(ch).ok_or(FenError::UnknownPiece(ch))?;
                let color = if ch.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                if file >= files {
                    return Err(FenError::RankLength { rank: i + 1 });
                }
                pos.put(Cell::new(rank * files + file), Piece { color, kind });
                file += 1;
            }
            if file > files {
                return Err(FenError::RankLength { rank: i + 1 });
            }
        }
        if file != files {
            return Err(FenError::RankLength { rank: i + 1 });
        }
    }
    Ok(())
}

fn castle_letter(color: Color, king_side: bool) -> char {
    let c = if king_side { 'k' } else { 'q' };
    if color == Color::White {
        c.to_ascii_uppercase()
    } else {
        c
    }
}

fn read_castling(pos: &Position, text: &str) -> Result<u8, FenError> {
    if text == "-" {
        return Ok(0);
    }
    let err = || FenError::Castling(text.to_string());
    let topo = pos.topology();
    let mut rights = 0u8;
    for ch in text.chars() {
        let (i, spec) = topo
            .castles()
            .iter()
            .enumerate()
            .find(|(_, c)| castle_letter(c.color, c.king_side) == ch)
            .ok_or_else(err)?;
        let unmoved = pos.piece_at(spec.king_from)
            == Some(Piece {
                color: spec.color,
                kind: Kind::King,
            })
            && pos.piece_at(spec.rook_from)
                == Some(Piece {
                    color: spec.color,
                    kind: Kind::Rook,
                });
        if !pos.rules().castling || !unmoved || rights & (1 << i) != 0 {
            return Err(err());
        }
        rights |= 1 << i;
    }
    Ok(rights)
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

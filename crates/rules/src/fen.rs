//! FEN for rectangular boards of any width: `rnbqk/ppppp/5/5/PPPPP/RNBQK w Qq - 0 1`;
//! [`Position::from_fen`] and [`Position::to_fen`] hand the round board to
//! [`crate::fen_round`]. Also positions from a piece list ([`Position::from_piece_list`]),
//! and a position handed to another player ([`Position::with_turn`]).

use crate::fen_fields::{read_clock, read_en_passant, FenError};
use crate::topology::{BoardShape, PawnDirMode};
use crate::{Cell, Color, GameId, Kind, Piece, Position};

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

    /// A position of `game` from a list of pieces on cells, easier to write by hand
    /// than a placement (above all on the round board): each item is a piece, a colon
    /// and the label of its cell, as in `wK:e1 gQ:m1 bP*:r4`. A piece is its colour
    /// letter (`w`, `g`, `b`) and its upper-case kind letter (`K Q R B N P`); on the
    /// round board a pawn that has crossed the centre has a `*` after it. `rest` holds
    /// the other fields of the game's position text, from the side to move on, read
    /// as [`Position::from_fen`] reads them.
    ///
    /// ```
    /// use sjakkboks_rules::{GameId, Position};
    /// let p = Position::from_piece_list(GameId::Standard, "wK:e1 wR:a1 bK:e8", "w Q - 0 1");
    /// assert_eq!(p.unwrap().to_fen(), "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    /// let round = "wK:e1 gK:m1 bK:u1 wP*:e5";
    /// let p = Position::from_piece_list(GameId::ThreePlayer, round, "w - - 0 1").unwrap();
    /// assert_eq!(p.crossed_pawns().count(), 1);
    /// assert!(Position::from_piece_list(GameId::Standard, "wK:e9", "w - - 0 1").is_err());
    /// ```
    pub fn from_piece_list(game: GameId, pieces: &str, rest: &str) -> Result<Position, FenError> {
        let topo = game.topology();
        let mut board = Position::empty(game);
        for item in pieces.split_whitespace() {
            let bad = || FenError::PieceList(item.to_string());
            let (piece, label) = item.split_once(':').ok_or_else(bad)?;
            let (piece, crossed) = match piece.strip_suffix('*') {
                Some(pawn) => (pawn, true),
                None => (piece, false),
            };
            let mut letters = piece.chars();
            let color = letters.next().and_then(Color::from_letter);
            let kind = letters.next().filter(char::is_ascii_uppercase);
            let (Some(color), Some(kind), None) =
                (color, kind.and_then(Kind::from_letter), letters.next())
            else {
                return Err(bad());
            };
            let cell = topo.cell_by_label(label).ok_or_else(bad)?;
            let crossing = matches!(topo.pawn_dir_mode, PawnDirMode::ByCrossing);
            if !game.rules().players.contains(&color)
                || board.piece_at(cell).is_some()
                || (crossed && !(crossing && kind == Kind::Pawn))
            {
                return Err(bad());
            }
            board.put(cell, Piece { color, kind });
            if crossed {
                board.mark_crossed(cell);
            }
        }
        let text = board.to_fen();
        let placement = text.split(' ').next().unwrap_or_default();
        Position::from_fen(game, &format!("{placement} {rest}"))
    }

    /// This position with `color` to move and no en passant, as if the others
    /// had passed (the lessons' way of letting one side move on its own).
    /// Refused like a FEN with that turn: `color` must be in the game, and the
    /// position must be legal with it to move (in two-player games, the side
    /// that passed must not be in check).
    ///
    /// ```
    /// use sjakkboks_rules::{Color, GameId, Position};
    /// let p = Position::from_fen(GameId::Standard, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1").unwrap();
    /// let white = p.with_turn(Color::White).unwrap();
    /// assert_eq!(white.to_fen(), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    /// let check = Position::from_fen(GameId::Standard, "R3k3/8/8/8/8/8/8/4K3 b - - 0 1").unwrap();
    /// assert!(check.with_turn(Color::White).is_err(), "black would be left in check");
    /// assert!(p.with_turn(Color::Grey).is_err());
    /// ```
    pub fn with_turn(&self, color: Color) -> Result<Position, FenError> {
        if !self.rules().players.contains(&color) || !self.is_in_game(color) {
            return Err(FenError::Turn(color.letter().to_string()));
        }
        let mut passed = self.clone();
        passed.turn = color;
        passed.ep = None;
        passed.validate().map_err(FenError::Illegal)?;
        Ok(passed)
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

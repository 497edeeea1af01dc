//! Position text for the round (three-player) board: FEN's idea with three colours.
//!
//! ```text
//! <ring 1>/<ring 2>/<ring 3>/<ring 4>/<ring 5>/<ring 6> <turn> <castling> <en passant> <halfmoves> <fullmoves> [<out> <moats>]
//! ```
//!
//! - **Placement:** the six rings from the outside (ring 1) in, separated by `/`; each
//!   ring lists its 24 cells from sector `a` to `x`. A piece is its colour letter (`w`,
//!   `g`, `b`) followed by its upper-case kind letter (`K Q R B N P`); a pawn that has
//!   crossed the centre has a `*` after it (`wP*`). A run of empty cells is its length
//!   (1-24).
//! - **Turn:** `w`, `g` or `b`; the player must still be in the game.
//! - **Castling:** `-`, or for each colour with rights its letter then `K` (king's side,
//!   towards sector h/p/x) and/or `Q`: `wKQgKQbKQ`.
//! - **En passant:** `-`, or the label of the cell a pawn just passed with its double step.
//! - **Clocks:** half-moves since the last capture or pawn move, and the move number
//!   (it rises after each full round of turns).
//! - **Out** (optional with the next field, default `-`): the players out of the game
//!   and why, comma-separated: colour letter and `#` (checkmated), `=` (no legal move),
//!   `x` (king captured) or `r` (resigned): `g#`, `gx,b=`, `wr`.
//! - **Moats** (optional with the previous field, default `-`): the moats bridged for
//!   good, comma-separated, named by the sectors on either side: `xa`, `hi`, `pq`. Reading
//!   adds the bridges that the placement and the players out already imply.
//!
//! The start position:
//!
//! ```
//! use sjakkboks_rules::{GameId, Position};
//! let start = Position::start(GameId::ThreePlayer);
//! assert_eq!(
//!     start.to_fen(),
//!     "wRwNwBwQwKwBwNwRgRgNgBgQgKgBgNgRbRbNbBbQbKbBbNbR/\
//!      wPwPwPwPwPwPwPwPgPgPgPgPgPgPgPgPbPbPbPbPbPbPbPbP/24/24/24/24 w wKQgKQbKQ - 0 1 - -"
//! );
//! assert_eq!(Position::from_fen(GameId::ThreePlayer, &start.to_fen()).unwrap(), start);
//! ```

use crate::fen_fields::{read_clock, read_en_passant, FenError, RoundFenError};
use crate::topology::round::{cell, RINGS, SECTORS};
use crate::variant::three_player::update_bridges;
use crate::{Color, EliminationReason, GameId, Kind, Piece, Position};

const MOAT_NAMES: [&str; 3] = ["xa", "hi", "pq"];

fn reason_code(r: EliminationReason) -> char {
    match r {
        EliminationReason::Checkmated => '#',
        EliminationReason::NoLegalMove => '=',
        EliminationReason::KingCaptured => 'x',
        EliminationReason::Resigned => 'r',
    }
}

fn read_ring(pos: &mut Position, r: usize, text: &str) -> Result<(), FenError> {
    let err = |e| FenError::Round(e);
    let mut f = 0usize;
    let mut rest = text;
    while let Some(ch) = rest.chars().next() {
        if ch.is_ascii_digit() {
            let len = rest.chars().take_while(char::is_ascii_digit).count();
            let n: usize = rest[..len].parse().unwrap_or(0);
            if n == 0 {
                return Err(err(RoundFenError::RingLength(r + 1)));
            }
            f += n;
            rest = &rest[len..];
        } else if !ch.is_ascii() {
            return Err(FenError::UnknownPiece(ch));
        } else {
            let color = Color::from_letter(ch);
            let kind = rest[1..]
                .chars()
                .next()
                .filter(char::is_ascii_uppercase)
                .and_then(Kind::from_letter);
            let (Some(color), Some(kind)) = (color, kind) else {
                let bad: String = rest.chars().take(2).collect();
                return Err(match color {
                    Some(_) => err(RoundFenError::Piece(bad)),
                    None => FenError::UnknownPiece(ch),
                });
            };
            let crossed = rest[2..].starts_with('*');
            if crossed && kind != Kind::Pawn {
                return Err(err(RoundFenError::Piece(rest[..3].to_string())));
            }
            if f >= SECTORS as usize {
                return Err(err(RoundFenError::RingLength(r + 1)));
            }
            let c = cell(r as i32, f as i32);
            pos.put(c, Piece { color, kind });
            if crossed {
                pos.mark_crossed(c);
            }
            f += 1;
            rest = &rest[2 + usize::from(crossed)..];
        }
        if f > SECTORS as usize {
            return Err(err(RoundFenError::RingLength(r + 1)));
        }
    }
    if f != SECTORS as usize {
        return Err(err(RoundFenError::RingLength(r + 1)));
    }
    Ok(())
}

fn read_castling(pos: &Position, text: &str) -> Result<u8, FenError> {
    let err = || FenError::Castling(text.to_string());
    if text == "-" {
        return Ok(0);
    }
    let mut rights = 0u8;
    let mut color = None;
    for ch in text.chars() {
        if let Some(c) = Color::from_letter(ch) {
            color = Some(c);
            continue;
        }
        let king_side = match ch {
            'K' => true,
            'Q' => false,
            _ => return Err(err()),
        };
        let color = color.ok_or_else(err)?;
        let (i, spec) = pos
            .topology()
            .castles()
            .iter()
            .enumerate()
            .find(|(_, s)| s.color == color && s.king_side == king_side)
            .ok_or_else(err)?;
        let unmoved = pos.piece_at(spec.king_from)
            == Some(Piece {
                color,
                kind: Kind::King,
            })
            && pos.piece_at(spec.rook_from)
                == Some(Piece {
                    color,
                    kind: Kind::Rook,
                });
        if !unmoved || rights & (1 << i) != 0 {
            return Err(err());
        }
        rights |= 1 << i;
    }
    Ok(rights)
}

fn read_out(pos: &mut Position, text: &str) -> Result<(), FenError> {
    if text == "-" {
        return Ok(());
    }
    let err = || FenError::Round(RoundFenError::Out(text.to_string()));
    for item in text.split(',') {
        let mut chars = item.chars();
        let (Some(c), Some(code), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(err());
        };
        let color = Color::from_letter(c).ok_or_else(err)?;
        let reason = [
            EliminationReason::Checkmated,
            EliminationReason::NoLegalMove,
            EliminationReason::KingCaptured,
            EliminationReason::Resigned,
        ]
        .into_iter()
        .find(|r| reason_code(*r) == code)
        .ok_or_else(err)?;
        if !pos.is_in_game(color) {
            return Err(err());
        }
        pos.out |= 1 << color.index();
        pos.out_reasons[color.index()] = Some(reason);
    }
    Ok(())
}

fn read_moats(text: &str) -> Result<u8, FenError> {
    if text == "-" {
        return Ok(0);
    }
    let err = || FenError::Round(RoundFenError::Moats(text.to_string()));
    text.split(',').try_fold(0u8, |bits, name| {
        let i = MOAT_NAMES.iter().position(|m| *m == name).ok_or_else(err)?;
        if bits & (1 << i) != 0 {
            return Err(err());
        }
        Ok(bits | 1 << i)
    })
}

/// Reads a round board's position text (see the module docs).
pub(crate) fn read(game: GameId, text: &str) -> Result<Position, FenError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 6 && fields.len() != 8 {
        return Err(FenError::FieldCount(fields.len()));
    }
    let mut pos = Position::empty(game);
    let rings: Vec<&str> = fields[0].split('/').collect();
    if rings.len() != RINGS as usize {
        return Err(FenError::Round(RoundFenError::RingCount(rings.len())));
    }
    for (r, ring) in rings.iter().enumerate() {
        read_ring(&mut pos, r, ring)?;
    }
    if fields.len() == 8 {
        read_out(&mut pos, fields[6])?;
        pos.bridged = read_moats(fields[7])?;
    }
    update_bridges(&mut pos);
    let turn = fields[1];
    pos.turn = match turn.chars().next().and_then(Color::from_letter) {
        Some(c) if turn.len() == 1 && pos.is_in_game(c) => c,
        _ => return Err(FenError::Turn(turn.to_string())),
    };
    pos.castling = read_castling(&pos, fields[2])?;
    pos.ep = read_en_passant(&pos, fields[3])?;
    pos.halfmoves = read_clock(fields[4], 0)?;
    pos.fullmoves = read_clock(fields[5], 1)?;
    pos.validate().map_err(FenError::Illegal)?;
    Ok(pos)
}

/// Writes a round board's position text (see the module docs).
pub(crate) fn write(pos: &Position) -> String {
    let mut s = String::new();
    for r in 0..RINGS {
        if r > 0 {
            s.push('/');
        }
        let mut empty = 0;
        for f in 0..SECTORS {
            let c = cell(r, f);
            match pos.piece_at(c) {
                Some(p) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push(p.color.letter());
                    s.push(p.kind.letter().to_ascii_uppercase());
                    if pos.crossed_pawns().contains(c) {
                        s.push('*');
                    }
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
    }
    s.push(' ');
    s.push(pos.turn.letter());
    s.push(' ');
    let mut rights = String::new();
    for color in Color::ALL {
        let mut letters = String::new();
        for (i, spec) in pos.topology().castles().iter().enumerate() {
            if spec.color == color && pos.castling & (1 << i) != 0 {
                letters.push(if spec.king_side { 'K' } else { 'Q' });
            }
        }
        if !letters.is_empty() {
            rights.push(color.letter());
            rights.push_str(&letters);
        }
    }
    s.push_str(if rights.is_empty() { "-" } else { &rights });
    s.push(' ');
    match pos.ep {
        Some(ep) => s.push_str(pos.topology().label(ep.target)),
        None => s.push('-'),
    }
    s.push_str(&format!(" {} {} ", pos.halfmoves, pos.fullmoves));
    let out: Vec<String> = Color::ALL
        .into_iter()
        .filter_map(|c| {
            pos.elimination(c)
                .map(|r| format!("{}{}", c.letter(), reason_code(r)))
        })
        .collect();
    s.push_str(&if out.is_empty() {
        "-".to_string()
    } else {
        out.join(",")
    });
    s.push(' ');
    let moats: Vec<&str> = (0..3)
        .filter(|i| pos.bridged & (1 << i) != 0)
        .map(|i| MOAT_NAMES[i])
        .collect();
    s.push_str(&if moats.is_empty() {
        "-".to_string()
    } else {
        moats.join(",")
    });
    s
}

//! Move text: UCI-style (`e2e4`, `e7e8q`) and SAN (`Nf3`, `exd5`, `O-O`, `e8=Q#`).
//!
//! On the round board a move is always written from cell to cell (`Nb1-c3`, `e2-e4`,
//! `Ka2:x2`): a sector there is called `x`, so a capture is written with a colon, and a
//! pawn that has crossed the centre shares its sector with pawns that have not, so the
//! short SAN forms would be ambiguous.

use crate::moves::Special;
use crate::topology::BoardShape;
use crate::{Kind, Move, Position};
use std::fmt;

/// Why a UCI move text was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum UciError {
    /// The text is not two cell labels and an optional promotion letter.
    Syntax(String),
    /// The text is well formed but no legal move matches it here.
    Illegal(String),
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciError::Syntax(s) => write!(f, "'{s}' is not move text like e2e4 or e7e8q"),
            UciError::Illegal(s) => write!(f, "{s} is not a legal move here"),
        }
    }
}

impl std::error::Error for UciError {}

/// Why a SAN move text was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SanError {
    /// The text is not SAN.
    Syntax(String),
    /// No legal move matches.
    Illegal(String),
    /// More than one legal move matches.
    Ambiguous(String),
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(s) => write!(f, "'{s}' is not a move in algebraic notation"),
            SanError::Illegal(s) => write!(f, "{s} is not a legal move here"),
            SanError::Ambiguous(s) => write!(f, "{s} could mean more than one move"),
        }
    }
}

impl std::error::Error for SanError {}

/// Splits a label prefix (letters then digits) off the front of `s`.
fn split_label(s: &str) -> Option<(&str, &str)> {
    let letters = s.chars().take_while(|c| c.is_ascii_lowercase()).count();
    let digits = s[letters..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .count();
    (letters > 0 && digits > 0).then(|| s.split_at(letters + digits))
}

impl Position {
    /// Finds the legal move written as UCI-style text (`e2e4`, `e7e8q`).
    ///
    /// ```
    /// use sjakkboks_rules::{GameId, Position};
    /// let p = Position::start(GameId::Standard);
    /// let m = p.parse_uci("g1f3").unwrap();
    /// assert_eq!(m.to_uci(p.topology()), "g1f3");
    /// assert!(p.parse_uci("e2e5").is_err());
    /// ```
    pub fn parse_uci(&self, text: &str) -> Result<Move, UciError> {
        let syntax = || UciError::Syntax(text.to_string());
        let topo = self.topology();
        let (from, rest) = split_label(text).ok_or_else(syntax)?;
        let (to, rest) = split_label(rest).ok_or_else(syntax)?;
        let promotion = match rest {
            "" => None,
            p if p.len() == 1 => Some(
                Kind::from_letter(p.chars().next().unwrap_or(' '))
                    .filter(|k| *k != Kind::Pawn && p.chars().all(|c| c.is_ascii_lowercase()))
                    .ok_or_else(syntax)?,
            ),
            _ => return Err(syntax()),
        };
        let from = topo.cell_by_label(from).ok_or_else(syntax)?;
        let to = topo.cell_by_label(to).ok_or_else(syntax)?;
        self.legal_moves()
            .into_iter()
            .find(|m| m.from == from && m.to == to && m.promotion == promotion)
            .ok_or_else(|| UciError::Illegal(text.to_string()))
    }

    /// Writes `mv` (a legal move here) in SAN, with `+` or `#` where kings are royal;
    /// a pass (dice chess) is `--`. On the round board: the piece letter (none for a
    /// pawn), the cell it leaves, `-` (or `:` for a capture), the cell it reaches.
    ///
    /// ```
    /// use sjakkboks_rules::{GameId, Position};
    /// let p = Position::start(GameId::Standard);
    /// assert_eq!(p.san(&p.parse_uci("g1f3").unwrap()), "Nf3");
    /// let p = Position::start(GameId::ThreePlayer);
    /// assert_eq!(p.san(&p.parse_uci("g1f3").unwrap()), "Ng1-f3");
    /// assert_eq!(p.san(&p.parse_uci("e2e4").unwrap()), "e2-e4");
    /// ```
    pub fn san(&self, mv: &Move) -> String {
        match mv.special {
            Special::Pass => return "--".into(), // dice chess: the turn passed
            Special::Resign => return "resign".into(), // three-player chess
            _ => {}
        }
        let mut s = if self.topology().board_shape() == BoardShape::Round {
            self.round_text(mv) // needs no rival moves: no list to generate
        } else {
            self.san_without_suffix(mv, &self.legal_moves())
        };
        if self.rules().royal_king {
            let after = self.after(mv);
            if after.is_check() {
                s.push(if after.legal_moves().is_empty() {
                    '#'
                } else {
                    '+'
                });
            }
        }
        s
    }

    /// `O-O` or `O-O-O` for castling by the topology's castle spec `index`.
    fn castling_text(&self, index: u8) -> String {
        if self.topology().castles()[index as usize].king_side {
            "O-O".into()
        } else {
            "O-O-O".into()
        }
    }

    /// Round board: `[KQRBN]<from>(-|:)<to>[=Q]`, or castling's `O-O` / `O-O-O`.
    fn round_text(&self, mv: &Move) -> String {
        if let Special::Castle { index } = mv.special {
            return self.castling_text(index);
        }
        let topo = self.topology();
        let mut s = String::new();
        if let Some(p) = self.piece_at(mv.from).filter(|p| p.kind != Kind::Pawn) {
            s.push(p.kind.letter().to_ascii_uppercase());
        }
        s.push_str(topo.label(mv.from));
        s.push(if self.is_capture(mv) { ':' } else { '-' });
        s.push_str(topo.label(mv.to));
        if let Some(k) = mv.promotion {
            s.push('=');
            s.push(k.letter().to_ascii_uppercase());
        }
        s
    }

    fn san_without_suffix(&self, mv: &Move, legal: &[Move]) -> String {
        let topo = self.topology();
        if topo.board_shape() == BoardShape::Round {
            return self.round_text(mv);
        }
        if let Special::Castle { index } = mv.special {
            return self.castling_text(index);
        }
        let kind = self.piece_at(mv.from).map_or(Kind::Pawn, |p| p.kind);
        let capture = self.is_capture(mv);
        let (from_file, from_rank) = split_label(topo.label(mv.from))
            .map(|(l, _)| {
                let letters = l.chars().take_while(|c| c.is_ascii_lowercase()).count();
                l.split_at(letters)
            })
            .unwrap_or(("", ""));
        let mut s = String::new();
        if kind == Kind::Pawn {
            if capture {
                s.push_str(from_file);
            }
        } else {
            s.push(kind.letter().to_ascii_uppercase());
            let rivals: Vec<&Move> = legal
                .iter()
                .filter(|m| {
                    m.to == mv.to
                        && m.from != mv.from
                        && self.piece_at(m.from).map(|p| p.kind) == Some(kind)
                })
                .collect();
            if !rivals.is_empty() {
                let file_of = |m: &Move| {
                    let l = topo.label(m.from);
                    l.chars()
                        .take_while(|c| c.is_ascii_lowercase())
                        .collect::<String>()
                };
                let rank_of = |m: &Move| {
                    topo.label(m.from)
                        .chars()
                        .skip_while(|c| c.is_ascii_lowercase())
                        .collect::<String>()
                };
                if rivals.iter().all(|r| file_of(r) != from_file) {
                    s.push_str(from_file);
                } else if rivals.iter().all(|r| rank_of(r) != from_rank) {
                    s.push_str(from_rank);
                } else {
                    s.push_str(topo.label(mv.from));
                }
            }
        }
        if capture {
            s.push('x');
        }
        s.push_str(topo.label(mv.to));
        if let Some(k) = mv.promotion {
            s.push('=');
            s.push(k.letter().to_ascii_uppercase());
        }
        s
    }

    /// Finds the legal move written in SAN. Accepts `+`, `#`, `!`, `?` suffixes, `0-0`
    /// for castling, and promotion with or without `=`.
    ///
    /// ```
    /// use sjakkboks_rules::{GameId, Position};
    /// let p = Position::start(GameId::Standard);
    /// assert_eq!(p.parse_san("Nf3").unwrap().to_uci(p.topology()), "g1f3");
    /// assert!(p.parse_san("Nd4").is_err());
    /// ```
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        self.parse_san_with(text, &self.legal_moves())
    }

    /// [`Position::parse_san`], given this position's legal moves (to read many
    /// texts in one position without generating them again).
    pub fn parse_san_with(&self, text: &str, legal: &[Move]) -> Result<Move, SanError> {
        let clean = text.trim_end_matches(['+', '#', '!', '?']);
        if clean.is_empty() || !clean.is_ascii() {
            return Err(SanError::Syntax(text.to_string()));
        }
        if self.topology().board_shape() == BoardShape::Round {
            if let Some(mv) = self.parse_round(clean, legal) {
                return Ok(mv);
            }
        }
        let matches: Vec<Move> = legal
            .iter()
            .filter(|m| {
                let written = self.san_without_suffix(m, legal);
                written == clean
                    || written.replace('=', "") == clean
                    || written.replace('O', "0") == clean
            })
            .copied()
            .collect();
        match matches.len() {
            1 => Ok(matches[0]),
            0 => {
                if self.san_shape_ok(clean) {
                    // Loosely written (extra disambiguation): accept a unique move that fits.
                    let loose: Vec<Move> = legal
                        .iter()
                        .filter(|m| self.fits_loose_san(m, clean))
                        .copied()
                        .collect();
                    match loose.len() {
                        1 => Ok(loose[0]),
                        0 => Err(SanError::Illegal(text.to_string())),
                        _ => Err(SanError::Ambiguous(text.to_string())),
                    }
                } else {
                    Err(SanError::Syntax(text.to_string()))
                }
            }
            _ => Err(SanError::Ambiguous(text.to_string())),
        }
    }

    /// Round board: the legal move written `[KQRBN]<from>(-|:)<to>[=Q]`, if one fits
    /// exactly (its piece, and `:` just when it captures).
    fn parse_round(&self, text: &str, legal: &[Move]) -> Option<Move> {
        let topo = self.topology();
        let (kind, rest) = match text.chars().next()? {
            c if c.is_ascii_uppercase() => (
                Kind::from_letter(c).filter(|k| *k != Kind::Pawn)?,
                &text[1..],
            ),
            _ => (Kind::Pawn, text),
        };
        let (from, rest) = split_label(rest)?;
        let capture = match rest.chars().next()? {
            '-' => false,
            ':' => true,
            _ => return None,
        };
        let (to, rest) = split_label(&rest[1..])?;
        let promotion = match rest.strip_prefix('=') {
            None if rest.is_empty() => None,
            Some(p) if p.len() == 1 => Some(Kind::from_letter(p.chars().next()?)?),
            _ => return None,
        };
        let (from, to) = (topo.cell_by_label(from)?, topo.cell_by_label(to)?);
        legal
            .iter()
            .find(|m| {
                m.from == from
                    && m.to == to
                    && m.promotion == promotion
                    && !matches!(m.special, Special::Castle { .. })
                    && self.piece_at(from).map(|p| p.kind) == Some(kind)
                    && self.is_capture(m) == capture
            })
            .copied()
    }

    fn san_shape_ok(&self, s: &str) -> bool {
        let castle = matches!(s, "O-O" | "O-O-O" | "0-0" | "0-0-0");
        castle
            || (s.len() >= 2
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == 'x' || c == '='))
    }

    /// Whether `mv` fits SAN written with more disambiguation than needed (`Ng1f3`).
    fn fits_loose_san(&self, mv: &Move, s: &str) -> bool {
        let topo = self.topology();
        let kind = self.piece_at(mv.from).map_or(Kind::Pawn, |p| p.kind);
        let mut rest = s;
        if let Some(c) = rest.chars().next().filter(|c| c.is_ascii_uppercase()) {
            if Kind::from_letter(c) != Some(kind) || kind == Kind::Pawn {
                return false;
            }
            rest = &rest[1..];
        } else if kind != Kind::Pawn {
            return false;
        }
        let (body, promo) = match rest
            .char_indices()
            .find(|(_, c)| c.is_ascii_uppercase() || *c == '=')
        {
            Some((i, _)) => (&rest[..i], rest[i..].trim_start_matches('=')),
            None => (rest, ""),
        };
        let promo_ok = match (mv.promotion, promo) {
            (None, "") => true,
            (Some(k), p) => {
                p.len() == 1 && Kind::from_letter(p.chars().next().unwrap_or(' ')) == Some(k)
            }
            _ => false,
        };
        let to = topo.label(mv.to);
        let Some(hint) = body.strip_suffix(to) else {
            return false;
        };
        let hint = hint.trim_end_matches('x');
        let from = topo.label(mv.from);
        promo_ok && (hint.is_empty() || from.starts_with(hint) || from.ends_with(hint))
    }
}

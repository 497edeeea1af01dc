//! Colours, piece kinds and pieces.

use serde::{Deserialize, Serialize};

/// A player's colour. Two-player games use white and black; the round board adds grey.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Color {
    /// Moves first in every game.
    White,
    /// Moves second on the round board (clockwise after white).
    Grey,
    /// Moves second in two-player games, third on the round board.
    Black,
}

impl Color {
    /// All colours, in index order.
    pub const ALL: [Color; 3] = [Color::White, Color::Grey, Color::Black];

    /// Index 0 (white), 1 (grey) or 2 (black).
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The colour with the given index.
    #[inline]
    pub fn from_index(i: usize) -> Color {
        Color::ALL[i]
    }

    /// The English name used in the DOM contract: "white", "grey" or "black".
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Grey => "grey",
            Color::Black => "black",
        }
    }

    /// The one-letter code used in FEN-like text: `w`, `g` or `b`.
    pub fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Grey => 'g',
            Color::Black => 'b',
        }
    }

    /// Parses a one-letter code (`w`, `g`, `b`).
    pub fn from_letter(c: char) -> Option<Color> {
        match c {
            'w' => Some(Color::White),
            'g' => Some(Color::Grey),
            'b' => Some(Color::Black),
            _ => None,
        }
    }
}

/// The kind of a piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    /// Pawn.
    Pawn,
    /// Knight.
    Knight,
    /// Bishop.
    Bishop,
    /// Rook.
    Rook,
    /// Queen.
    Queen,
    /// King.
    King,
}

impl Kind {
    /// All kinds, in index order.
    pub const ALL: [Kind; 6] = [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
        Kind::King,
    ];

    /// Index 0 (pawn) to 5 (king).
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The English name used in the DOM contract, e.g. "knight".
    pub fn name(self) -> &'static str {
        match self {
            Kind::Pawn => "pawn",
            Kind::Knight => "knight",
            Kind::Bishop => "bishop",
            Kind::Rook => "rook",
            Kind::Queen => "queen",
            Kind::King => "king",
        }
    }

    /// The lower-case letter of FEN and UCI promotion suffixes: `p n b r q k`.
    pub fn letter(self) -> char {
        match self {
            Kind::Pawn => 'p',
            Kind::Knight => 'n',
            Kind::Bishop => 'b',
            Kind::Rook => 'r',
            Kind::Queen => 'q',
            Kind::King => 'k',
        }
    }

    /// Parses a letter of either case.
    pub fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.letter() == c.to_ascii_lowercase())
    }

    /// Whether this kind slides along orthogonal rays (rook, queen).
    #[inline]
    pub fn slides_orthogonally(self) -> bool {
        matches!(self, Kind::Rook | Kind::Queen)
    }

    /// Whether this kind slides along diagonal rays (bishop, queen).
    #[inline]
    pub fn slides_diagonally(self) -> bool {
        matches!(self, Kind::Bishop | Kind::Queen)
    }
}

/// A piece: a kind of a colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What it is.
    pub kind: Kind,
}

impl Piece {
    /// The FEN letter: upper case for white, lower case for black.
    /// Grey pieces use lower case too; the round board's text marks grey separately.
    pub fn fen_char(self) -> char {
        let c = self.kind.letter();
        if self.color == Color::White {
            c.to_ascii_uppercase()
        } else {
            c
        }
    }
}

//! Files and ranks of a rectangular board's cells, as the evaluations need them.

use sjakkboks_rules::topology::BoardShape;
use sjakkboks_rules::{Cell, Color, GameId};

/// A rectangular board's size.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Geometry {
    /// Number of files.
    pub files: i32,
    /// Number of ranks.
    pub ranks: i32,
}

impl Geometry {
    /// The board of `game` (which must be rectangular; the round board reads as 1x1).
    pub fn of(game: GameId) -> Geometry {
        match game.topology().board_shape() {
            BoardShape::Rect { files, ranks } => Geometry {
                files: files as i32,
                ranks: ranks as i32,
            },
            _ => Geometry { files: 1, ranks: 1 },
        }
    }

    /// Number of cells.
    pub fn cells(self) -> usize {
        (self.files * self.ranks) as usize
    }

    /// The file of `cell` (0 = a).
    #[inline]
    pub fn file(self, cell: Cell) -> i32 {
        cell.index() as i32 % self.files
    }

    /// The rank of `cell` counted from `color`'s own side (0 = its back rank).
    #[inline]
    pub fn rank_for(self, cell: Cell, color: Color) -> i32 {
        self.rank_seen_by(cell.index() as i32 / self.files, color)
    }

    /// A rank counted from white's side, counted from `color`'s side instead (and back:
    /// the same turn undoes it).
    #[inline]
    pub fn rank_seen_by(self, rank: i32, color: Color) -> i32 {
        if color == Color::White {
            rank
        } else {
            self.ranks - 1 - rank
        }
    }

    /// The cell on `file`, `rank` counted from `color`'s side, if on the board.
    pub fn cell_for(self, file: i32, rank: i32, color: Color) -> Option<Cell> {
        let r = self.rank_seen_by(rank, color);
        ((0..self.files).contains(&file) && (0..self.ranks).contains(&r))
            .then(|| Cell::new((r * self.files + file) as usize))
    }
}

//! What sets each game apart beyond the switches in [`crate::Rules`]: legal-move filters,
//! the rules that end a game at once, and position checks. One match arm per game.

mod antichess;
mod dice;
mod pawn_race;
mod standard;
pub(crate) mod three_player;

use crate::topology::BoardShape;
use crate::{Color, EliminationReason, GameId, Kind, Move, Outcome, Piece, Position};
use std::fmt;

pub(crate) use dice::{mated_after_rolls, moves_for_turn_rolls};

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

/// What the rules that end a game at once ask of the legal moves: given as a list,
/// or (perft's bulk count) as numbers.
pub(crate) trait LegalMoves {
    /// Whether there is none.
    fn is_empty(&self) -> bool;
    /// Whether one of them captures.
    fn any_capture(&self, pos: &Position) -> bool;
}

impl LegalMoves for [Move] {
    #[inline]
    fn is_empty(&self) -> bool {
        <[Move]>::is_empty(self)
    }

    fn any_capture(&self, pos: &Position) -> bool {
        self.iter().any(|m| pos.is_capture(m))
    }
}

/// How many legal moves a position has, and how many of them capture: perft's bulk
/// count at its last ply, without making the moves.
#[cfg(feature = "narrow")]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Counted {
    /// The legal moves.
    pub(crate) moves: u64,
    /// The legal captures.
    pub(crate) captures: u64,
}

#[cfg(feature = "narrow")]
impl LegalMoves for Counted {
    #[inline]
    fn is_empty(&self) -> bool {
        self.moves == 0
    }

    #[inline]
    fn any_capture(&self, _: &Position) -> bool {
        self.captures != 0
    }
}

impl Position {
    /// The number of legal moves of the player to move, and of captures among them,
    /// counted without making the moves.
    #[cfg(feature = "narrow")]
    pub(crate) fn count_legal_moves(&self) -> Counted {
        let (captures, quiets) = match self.game {
            GameId::ThreePlayer => {
                self.count_king_safe_moves(|mv| three_player::keeps_move(self, mv))
            }
            _ => self.count_king_safe_moves(|_| true),
        };
        let (captures, quiets) = (u64::from(captures), u64::from(quiets));
        let moves = if self.rules().must_capture && captures != 0 {
            captures
        } else {
            captures + quiets
        };
        Counted { moves, captures }
    }

    /// Appends the legal moves of the player to move. A position whose game is over
    /// still has moves here; see [`Position::outcome`].
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        self.king_safe_moves(out, self.rules().must_capture);
        match self.game {
            GameId::Standard
            | GameId::PawnRace
            | GameId::Antichess
            | GameId::ChessAttack
            | GameId::Dice => {}
            GameId::ThreePlayer => three_player::retain_legal(self, out),
        }
    }

    /// The legal moves of the player to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::with_capacity(64);
        self.legal_moves_into(&mut v);
        v
    }

    /// The result, if a rule ends the game at once in this position (checkmate,
    /// stalemate, dead position, 75 moves, ...). Rules that need the game's history
    /// (repetition) and claims are the [`crate::Game`]'s.
    pub fn outcome(&self) -> Option<Outcome> {
        let legal = self.legal_moves();
        self.outcome_with(&legal)
    }

    /// [`Position::outcome`], given this position's legal moves.
    #[inline]
    pub fn outcome_with(&self, legal: &[Move]) -> Option<Outcome> {
        self.outcome_of(legal)
    }

    /// [`Position::outcome`], given this position's legal moves or their count.
    #[cfg_attr(feature = "narrow", inline(always))]
    pub(crate) fn outcome_of<L: LegalMoves + ?Sized>(&self, legal: &L) -> Option<Outcome> {
        match self.game {
            GameId::Standard | GameId::ChessAttack => standard::outcome(self, legal),
            GameId::PawnRace => pawn_race::outcome(self, legal),
            GameId::Antichess => antichess::outcome(self, legal),
            GameId::Dice => dice::outcome(self, legal),
            GameId::ThreePlayer => three_player::outcome(self, legal),
        }
    }

    /// Whether `color` could still win by some series of legal moves, however
    /// unlikely: what decides whether the opponent's running out of time loses
    /// or draws (FIDE Laws 6.9). Chess and Chess Attack: `color` has mating
    /// material against the pieces left (chess's dead positions, one side at a
    /// time). Pawn race: `color` has a pawn (without one it can neither reach the
    /// far rank nor have more pawns). Losing chess and dice chess: always (giving
    /// pieces away, or capturing until the other has fewer than three pieces, needs
    /// no material). Three-player chess: always (a flag there puts a player out as
    /// a resignation does).
    ///
    /// ```
    /// use sjakkboks_rules::{Color, GameId, Position};
    /// let pos = Position::from_fen(GameId::Standard, "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").unwrap();
    /// assert!(!pos.could_win(Color::White));
    /// let pos = Position::from_fen(GameId::Standard, "4k3/4p3/8/8/8/8/8/2B1K3 w - - 0 1").unwrap();
    /// assert!(pos.could_win(Color::White));
    /// ```
    pub fn could_win(&self, color: Color) -> bool {
        match self.game {
            GameId::Standard | GameId::ChessAttack => standard::could_mate(self, color),
            GameId::PawnRace => !(self.color_cells(color) & self.kind_cells(Kind::Pawn)).is_empty(),
            GameId::Antichess | GameId::Dice | GameId::ThreePlayer => true,
        }
    }

    /// Bookkeeping after a move has been made on the board, before the turn passes
    /// (`captured` is what the move took from its destination, if anything).
    pub(crate) fn after_move(&mut self, captured: Option<Piece>) {
        if self.game == GameId::ThreePlayer {
            three_player::after_move(self, captured);
        }
    }

    /// Checks the rules of the game that any position must obey.
    pub(crate) fn validate(&self) -> Result<(), IllegalPosition> {
        if self.game == GameId::ThreePlayer {
            return three_player::validate(self);
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

    /// Puts `color` out of the game (only games with more than two players go on
    /// without a player).
    pub(crate) fn leave_game(&mut self, color: Color, reason: EliminationReason) {
        three_player::eliminate(self, color, reason);
    }

    /// The position once the rules that act on a player's own turn before they move
    /// have acted. In three-player chess, a player with no legal move while all three
    /// are in the game is out there and then (checkmated, or out for want of a move),
    /// and the next player moves; this returns that position. For every other game, and
    /// whenever the player to move can move or the game is over, it returns `self`.
    /// [`crate::Game`] applies it after every move; [`crate::perft`] does too, without
    /// counting it as a ply.
    pub fn settled(mut self) -> Position {
        if self.game == GameId::ThreePlayer {
            three_player::settle(&mut self);
        }
        self
    }
}

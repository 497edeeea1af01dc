//! Terningsjakk (dice chess): a roll of the die (1 king, 2 queen, 3 bishop, 4 knight,
//! 5 rook, 6 pawn) restricts the move to pieces of that kind. The position knows which
//! moves a roll allows; the turn structure (passes, re-rolls in check, a stalemate
//! declared on a one, resignation after a one) is [`crate::Game`]'s.

use super::LegalMoves;
use crate::{EndReason, Kind, Move, Outcome, Position};

impl Kind {
    /// The kind a die face calls for: 1 king, 2 queen, 3 bishop, 4 knight, 5 rook,
    /// 6 pawn; `None` for anything else.
    ///
    /// ```
    /// use sjakkboks_rules::Kind;
    /// assert_eq!(Kind::for_roll(4), Some(Kind::Knight));
    /// assert_eq!(Kind::for_roll(7), None);
    /// ```
    pub fn for_roll(face: u8) -> Option<Kind> {
        Some(match face {
            1 => Kind::King,
            2 => Kind::Queen,
            3 => Kind::Bishop,
            4 => Kind::Knight,
            5 => Kind::Rook,
            6 => Kind::Pawn,
            _ => return None,
        })
    }
}

impl Position {
    /// The legal moves of the piece kind that `face` calls for (castling is a king
    /// move, promotion a pawn move); empty for a face outside 1-6.
    ///
    /// ```
    /// use sjakkboks_rules::{GameId, Position};
    /// let p = Position::start(GameId::Dice);
    /// assert_eq!(p.legal_moves_for_roll(6).len(), 16);
    /// assert_eq!(p.legal_moves_for_roll(4).len(), 4);
    /// assert!(p.legal_moves_for_roll(1).is_empty());
    /// ```
    pub fn legal_moves_for_roll(&self, face: u8) -> Vec<Move> {
        let mut moves = self.legal_moves();
        self.retain_kind(&mut moves, Kind::for_roll(face));
        moves
    }

    /// Keeps the moves of pieces of `kind` (none if `kind` is `None`).
    pub(crate) fn retain_kind(&self, moves: &mut Vec<Move>, kind: Option<Kind>) {
        moves.retain(|m| self.piece_at(m.from).map(|p| p.kind) == kind && !m.is_pass());
    }
}

/// The moves the last of `turn_rolls` (this turn's rolls) allows: the legal moves of
/// the kind it calls for, without en passant unless it is the turn's first roll (the
/// sheet asks for a six on the first roll after the double step; a re-roll in check
/// comes too late). None before a roll.
pub(crate) fn moves_for_turn_rolls(pos: &Position, turn_rolls: &[u8]) -> Vec<Move> {
    let Some(&face) = turn_rolls.last() else {
        return Vec::new();
    };
    let mut moves = pos.legal_moves_for_roll(face);
    if turn_rolls.len() > 1 {
        moves.retain(|m| !m.is_en_passant());
    }
    moves
}

/// Checkmate that only the turn's rolls reveal: in check, and the only legal moves
/// are en-passant captures that the rolls made so far no longer allow (no later roll
/// of this turn can allow them).
pub(crate) fn mated_after_rolls(pos: &Position, turn_rolls: &[u8]) -> Option<Outcome> {
    let lapsed = !turn_rolls.is_empty()
        && pos.is_check()
        && moves_for_turn_rolls(pos, turn_rolls).is_empty()
        && pos.legal_moves().iter().all(Move::is_en_passant);
    lapsed.then(|| Outcome::win(pos.next_player(pos.turn()), EndReason::Checkmate))
}

/// A player with fewer than three pieces loses at once (the player to move first, if
/// a set-up position has both); in check with no legal move for any roll is
/// checkmate; 75 moves draw. Stalemate is no end here: it is a draw only on a roll of
/// one, which the game decides.
pub(crate) fn outcome<L: LegalMoves + ?Sized>(pos: &Position, legal: &L) -> Option<Outcome> {
    let us = pos.turn();
    for color in [us, pos.next_player(us)] {
        if pos.color_cells(color).count() < 3 {
            return Some(Outcome::win(
                pos.next_player(color),
                EndReason::FewerThanThreePieces,
            ));
        }
    }
    if legal.is_empty() && pos.is_check() {
        return Some(Outcome::win(pos.next_player(us), EndReason::Checkmate));
    }
    if pos.clock_reached(pos.rules().moves_auto) {
        return Some(Outcome::draw(EndReason::SeventyFiveMoves));
    }
    None
}

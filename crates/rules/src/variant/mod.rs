//! What sets each game apart beyond the switches in [`crate::Rules`]: legal-move filters,
//! the rules that end a game at once, and position checks. One match arm per game.

mod standard;

use crate::{GameId, Move, Outcome, Position};

impl Position {
    /// Appends the legal moves of the player to move. A position whose game is over
    /// still has moves here; see [`Position::outcome`].
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        self.pseudo_legal_moves(out);
        self.retain_king_safe(out);
        match self.game {
            GameId::Standard => {}
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
    pub fn outcome_with(&self, legal: &[Move]) -> Option<Outcome> {
        match self.game {
            GameId::Standard => standard::outcome(self, legal),
        }
    }
}

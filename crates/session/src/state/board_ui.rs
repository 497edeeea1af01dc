//! The board's own state beside the game: the piece picked up, the promotion
//! picker, an open question, a message about the die, why a tap was refused,
//! and the pieces fading out where they were taken. None of it is part of the
//! game: a reload or a share link starts it afresh.

use std::rc::Rc;

use sjakkboks_rules::{Cell, Color, Kind, Piece};

/// A question on screen that waits for an answer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dialog {
    /// `by` offers a draw; the next player accepts or declines.
    DrawOffer {
        /// Who offered.
        by: Color,
    },
    /// `who` is asked whether they really resign: the player to move, or in
    /// dice chess the player whose one has just passed the turn.
    ConfirmResign {
        /// Who would resign.
        who: Color,
    },
    /// Choose who plays the next game (people, or the computer in some seats
    /// at a level) and start it.
    SetUp,
}

/// A message about the die that waits until it is read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Notice {
    /// `color` rolled `face` and no piece of that kind could move: the turn passed.
    Passed {
        /// Who could not move.
        color: Color,
        /// The face rolled.
        face: u8,
    },
    /// In check, the face rolled does not get out of it: roll again.
    RollAgain {
        /// The face rolled.
        face: u8,
    },
}

/// Why a tapped piece of the player to move may not move now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// The die has to be rolled first.
    RollFirst,
    /// The die chose another kind of piece.
    MoveKind(Kind),
    /// The king is in check and only some pieces can answer it.
    InCheck,
    /// A capture is possible, so a capture must be played.
    MustCapture,
    /// This piece has no move (it is blocked, or would leave its king attacked).
    Stuck,
    /// The selected piece may not go to `to`: its own king would be attacked
    /// there (the board draws the attackers, [`crate::state::into_check_attackers`]).
    IntoCheck {
        /// The selected piece's cell.
        from: Cell,
        /// The cell pressed.
        to: Cell,
    },
}

/// The board's state beside the game.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct BoardUi {
    /// The cell of the piece picked up, if any.
    pub selected: Option<Cell>,
    /// A pawn move waiting for the player to choose what the pawn becomes.
    pub promotion: Option<(Cell, Cell)>,
    /// An open question.
    pub dialog: Option<Dialog>,
    /// A message about the die.
    pub notice: Option<Notice>,
    /// Why the last tapped piece may not move (the pieces that can move flash).
    pub refusal: Option<Refusal>,
    /// Counts refused taps, so that each one flashes anew.
    pub refusals: u32,
    /// The pieces the last change of the shown position took off the board,
    /// fading out where they stood.
    pub fading: Rc<Vec<(Cell, Piece)>>,
}

impl BoardUi {
    /// Lets go of the selection and closes pickers, questions and messages.
    pub fn clear(&mut self) {
        self.selected = None;
        self.promotion = None;
        self.dialog = None;
        self.notice = None;
        self.refusal = None;
    }

    /// Whether a question, the promotion picker or a pass message holds up the game.
    pub fn holds_up(&self) -> bool {
        self.promotion.is_some()
            || self.dialog.is_some()
            || matches!(self.notice, Some(Notice::Passed { .. }))
    }
}

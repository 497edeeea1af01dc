//! What the search does differently per game.

use sjakkboks_rules::GameId;

/// How leaves are resolved.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Quiescence {
    /// Captures and promotions after a stand-pat; all evasions when in check.
    Chess,
    /// Losing chess: forced captures are searched with no stand-pat.
    Forced,
    /// Captures and promotions (pawn race: also moves onto the far rank) after a
    /// stand-pat, no check rule.
    Captures,
}

/// The switches of the search for one game.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Profile {
    /// Players in the game (2 or 3).
    pub players: i32,
    /// Whether null-move pruning is sound enough (never in zugzwang-rich games).
    pub null_move: bool,
    /// Whether checks are extended (games with royal kings).
    pub check_extension: bool,
    /// Whether the king is royal (check exists).
    pub royal: bool,
    /// How leaves are resolved.
    pub quiescence: Quiescence,
    /// Whether a move onto the far rank wins (pawn race).
    pub far_rank_wins: bool,
    /// Whether losing captures are told by a static exchange evaluation (ordered
    /// last, left out of the quiescence search) rather than by a cheap test.
    pub exchanges: bool,
    /// Whether late quiet moves are reduced by a logarithmic table (less for killers
    /// and in principal-variation nodes) and, near the leaves, pruned by their count,
    /// and quiet moves that fail to cut lose history (measured in standard chess only).
    pub late_moves: bool,
    /// Whether each move's counter-move (the quiet move that last cut off right after
    /// it) is ordered after the killers (measured in standard chess only).
    pub counter_moves: bool,
}

impl Profile {
    /// The profile of `game`.
    pub fn of(game: GameId) -> Profile {
        let chess = Profile {
            players: 2,
            null_move: true,
            check_extension: true,
            royal: true,
            quiescence: Quiescence::Chess,
            far_rank_wins: false,
            exchanges: false,
            late_moves: false,
            counter_moves: false,
        };
        match game {
            GameId::Standard => Profile {
                exchanges: true,
                late_moves: true,
                counter_moves: true,
                ..chess
            },
            GameId::ChessAttack | GameId::Dice => chess,
            GameId::Antichess => Profile {
                null_move: false,
                check_extension: false,
                royal: false,
                quiescence: Quiescence::Forced,
                ..chess
            },
            GameId::PawnRace => Profile {
                null_move: false,
                check_extension: false,
                royal: false,
                quiescence: Quiescence::Captures,
                far_rank_wins: true,
                ..chess
            },
            GameId::ThreePlayer => Profile {
                players: 3,
                null_move: false,
                check_extension: false,
                quiescence: Quiescence::Captures,
                ..chess
            },
        }
    }
}

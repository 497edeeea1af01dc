//! The chess evaluation's terms: where each one's weight sits in the list of
//! weights ([`super::weights::Weights::terms`]), and the type of a weight. The tuned
//! weights (`tuned_standard.rs`) and the evaluation ([`super::chess`]) both follow
//! this list.

/// A middlegame and an endgame weight.
pub type Pair = (i32, i32);

/// Mobility: a knight, bishop, rook or queen that reaches this many cells (one term
/// per count from 0 to [`MOBILITY_MAX`], kind after kind).
pub(crate) const MOBILITY: [usize; 4] = [0, 9, 23, 38];
/// The most cells a knight, bishop, rook or queen reaches on an 8x8 board.
pub(crate) const MOBILITY_MAX: [i32; 4] = [8, 13, 14, 27];
/// A knight, bishop, rook or queen attacked by an enemy pawn.
pub(crate) const THREAT_BY_PAWN: usize = MOBILITY[3] + 28;
/// A rook on a file without pawns.
pub(crate) const ROOK_OPEN: usize = THREAT_BY_PAWN + 1;
/// A rook on a file without own pawns (but with enemy ones).
pub(crate) const ROOK_HALF_OPEN: usize = ROOK_OPEN + 1;
/// A pawn with another own pawn on its file.
pub(crate) const DOUBLED: usize = ROOK_HALF_OPEN + 1;
/// A pawn without own pawns on the files beside it.
pub(crate) const ISOLATED: usize = DOUBLED + 1;
/// A passed pawn, by how far it has come in sevenths of the way (eight terms).
pub(crate) const PASSED: usize = ISOLATED + 1;
/// An own pawn on the three cells in front of a king on its back two ranks.
pub(crate) const SHIELD: usize = PASSED + 8;
/// A king beyond its back two ranks.
pub(crate) const KING_ADVANCED: usize = SHIELD + 1;
/// Two bishops or more.
pub(crate) const BISHOP_PAIR: usize = KING_ADVANCED + 1;
/// A passed pawn's weight (its progress beyond two sevenths) times the enemy king's
/// distance to the cell ahead of it.
pub(crate) const PASSER_THEIR_KING: usize = BISHOP_PAIR + 1;
/// The same with the own king's distance.
pub(crate) const PASSER_OWN_KING: usize = PASSER_THEIR_KING + 1;
/// The same for a path to the far rank without pieces.
pub(crate) const PASSER_FREE: usize = PASSER_OWN_KING + 1;
/// The player to move's (a tempo).
pub(crate) const TEMPO: usize = PASSER_FREE + 1;
/// A pawn guarded by an own pawn, by its rank from its own side (eight terms).
pub(crate) const SUPPORTED: usize = TEMPO + 1;
/// A pawn with an own pawn beside it on its rank, by that rank (eight terms).
pub(crate) const PHALANX: usize = SUPPORTED + 8;
/// The attack on the enemy king's zone once two pieces or more attack it, by its
/// attack units (see the evaluation), one term per count from 0 to
/// [`KING_UNITS_MAX`] (more counts as that many).
pub(crate) const KING_DANGER: usize = PHALANX + 8;
/// The attack units past which the danger to a king stays the same.
pub(crate) const KING_UNITS_MAX: i32 = 55;
/// An enemy pawn, knight, bishop, rook or queen attacked by a knight or bishop, by the
/// attacked kind (five terms; a pawn only where no enemy pawn guards it).
pub(crate) const THREAT_BY_MINOR: usize = KING_DANGER + KING_UNITS_MAX as usize + 1;
/// The same attacked by a rook (five terms).
pub(crate) const THREAT_BY_ROOK: usize = THREAT_BY_MINOR + 5;
/// An enemy piece other than the king that is attacked and not guarded.
pub(crate) const HANGING: usize = THREAT_BY_ROOK + 5;
/// The number of terms.
pub(crate) const TERMS: usize = HANGING + 1;

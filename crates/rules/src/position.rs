//! A position: one snapshot of a game, without its history.

use crate::moves::Special;
use crate::zobrist::{Keys, KEYS};
use crate::{
    Cell, CellSet, Color, EliminationReason, GameId, Kind, Move, Piece, Rules, Topology,
    BOARD_CELLS,
};

/// What stands on a cell, in one byte: 0 for nothing, else 1 + colour * 6 + kind.
type CellCode = u8;

/// The piece of each [`CellCode`] (`None` past the codes of pieces: a look-up by code
/// needs no bounds check).
static DECODE: [Option<Piece>; 256] = {
    let mut table = [None; 256];
    let mut i = 0;
    while i < 18 {
        table[i + 1] = Some(Piece {
            color: Color::ALL[i / 6],
            kind: Kind::ALL[i % 6],
        });
        i += 1;
    }
    table
};

/// The [`CellCode`] of `piece`.
#[inline]
fn encode(piece: Piece) -> CellCode {
    1 + piece.color.index() as u8 * 6 + piece.kind.index() as u8
}

/// An en-passant possibility: the cell a pawn just passed and where that pawn stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct EnPassant {
    /// The cell passed by the double step; a capturing pawn lands here.
    pub target: Cell,
    /// The pawn that may be captured.
    pub victim: Cell,
}

/// The sets a position keeps, by slot in [`Position`]'s word arrays: the cells of
/// each colour, of each kind, and the crossed pawns.
const SETS: usize = 10;
/// The slot of the pawns that have crossed the round board's centre.
const CROSSED: usize = 9;

/// The slot of the cells of `color`.
#[inline]
fn color_slot(color: Color) -> usize {
    color.index()
}

/// The slot of the cells of `kind`.
#[inline]
fn kind_slot(kind: Kind) -> usize {
    3 + kind.index()
}

/// The cells a board of at most 64 cells has: the first of a position's cells.
const NEAR_CELLS: usize = 64;

/// The part of a position only a board of more than 64 cells (the round board) uses:
/// the upper words of the sets. On a smaller board it stays all zero, so copies
/// between such positions leave it out (and the board's cells from 64 on).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Far {
    /// Per set slot, the words of cells 64-127 and 128-191.
    words: [[u64; SETS]; 2],
}

/// One snapshot of a game: placement, whose turn, castling rights, en passant, clocks,
/// and (round board) crossed pawns, players out and bridged moats.
///
/// Laid out so that everything a board of at most 64 cells uses comes before the
/// round board's upper set words and cells: copying such a position into another
/// copies that much ([`Clone::clone_from`]).
#[derive(PartialEq, Eq, Debug)]
#[repr(C)]
pub struct Position {
    /// The Zobrist keys of the pieces on the board, xored (see [`Position::hash`]).
    pub(crate) placement_key: u64,
    /// Per set slot, the word of cells 0-63.
    near_words: [u64; SETS],
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) game: GameId,
    /// Whether the board has more than 64 cells (uses [`Far`]).
    wide: bool,
    pub(crate) turn: Color,
    pub(crate) castling: u8,
    pub(crate) out: u8,
    pub(crate) bridged: u8,
    pub(crate) ep: Option<EnPassant>,
    pub(crate) out_reasons: [Option<EliminationReason>; 3],
    /// What stands on each cell of the largest board, in one array (a look-up needs no
    /// choice between arrays): the cells below 64 come first and are the last bytes a
    /// copy between boards of at most 64 cells takes; the cells past a smaller board's
    /// hold nothing.
    board: [CellCode; BOARD_CELLS],
    far: Far,
}

/// The bytes of a [`Position`] a board of at most 64 cells uses: everything before
/// its board's cells from 64 on and its [`Far`] part.
const NEAR_BYTES: usize = std::mem::offset_of!(Position, board) + NEAR_CELLS;

/// The bytes of a [`Position`] copied by one block copy in [`Clone::clone_from`]: at
/// most this many are copied inline by both targets' code generators (wasm32 turns a
/// longer block copy into `memory.copy`, which V8 runs as a call out of the module).
const COPY_CHUNK: usize = 64;

/// Every field is plain data: a copy is one block copy (the derived `clone_from` would
/// build a clone and then move it, copying the position two or three times).
impl Clone for Position {
    #[inline]
    fn clone(&self) -> Position {
        Position { ..*self }
    }

    /// Copies `source`; between two positions of boards of at most 64 cells, whose
    /// round-board parts are both zero, it copies only the fields before that part.
    #[inline]
    fn clone_from(&mut self, source: &Position) {
        if self.wide || source.wide {
            *self = Position { ..*source };
            return;
        }
        let (from, to) = (
            (source as *const Position).cast::<u8>(),
            (self as *mut Position).cast::<u8>(),
        );
        // SAFETY: both are positions, distinct (one is borrowed mutably); the first
        // `NEAR_BYTES` hold whole fields and the first cells of `board` (`repr(C)`
        // lays the fields out in order, `board` and `far` last), each of them plain
        // bytes, so each field of `self` there becomes a copy of the same field of
        // `source`, a valid value. In chunks of at most `COPY_CHUNK` bytes: each is
        // copied inline, where the whole would be a call to `memcpy` natively and to
        // `memory.copy` in wasm32 (measured: a field-by-field copy and the call are
        // both slower; in node, perft with `memory.copy` about 7% slower).
        unsafe {
            let mut at = 0;
            while at < NEAR_BYTES {
                let chunk = COPY_CHUNK.min(NEAR_BYTES - at);
                std::ptr::copy_nonoverlapping(from.add(at), to.add(at), chunk);
                at += chunk;
            }
        }
    }
}

impl Position {
    /// An empty board of `game` with white to move and no rights.
    pub(crate) fn empty(game: GameId) -> Position {
        Position {
            game,
            wide: game.topology().len() > NEAR_CELLS,
            near_words: [0; SETS],
            board: [0; BOARD_CELLS],
            far: Far {
                words: [[0; SETS]; 2],
            },
            turn: Color::White,
            castling: 0,
            ep: None,
            halfmoves: 0,
            fullmoves: 1,
            out: 0,
            bridged: 0,
            out_reasons: [None; 3],
            placement_key: 0,
        }
    }

    /// The start position of `game`.
    pub fn start(game: GameId) -> Position {
        // Every start FEN is read in the tests. Not `expect`: that would bring
        // the error's Debug text (and its formatting code) into the browser build.
        match Position::from_fen(game, game.rules().start_fen) {
            Ok(position) => position,
            Err(_) => unreachable!("start positions are valid"),
        }
    }

    /// The set in `slot`.
    #[inline]
    fn set(&self, slot: usize) -> CellSet {
        CellSet::from_words([
            self.near_words[slot],
            self.far.words[0][slot],
            self.far.words[1][slot],
        ])
    }

    /// The word of every set slot that holds `cell`, and `cell`'s bit in it. Without
    /// `WIDE` the board has at most 64 cells: the word is the near one, with no choice.
    #[inline]
    fn word_mut<const WIDE: bool>(&mut self, cell: Cell) -> (&mut [u64; SETS], u64) {
        let i = cell.index();
        let bit = 1 << (i & 63);
        match i >> 6 {
            w if w == 0 || !WIDE => (&mut self.near_words, bit),
            w => (&mut self.far.words[w - 1], bit),
        }
    }

    /// Whether `cell` is in the set in `slot` (one word read).
    #[inline]
    fn in_set(&self, slot: usize, cell: Cell) -> bool {
        let i = cell.index();
        let word = match i >> 6 {
            0 => self.near_words[slot],
            w => self.far.words.get(w - 1).map_or(0, |words| words[slot]),
        };
        word >> (i & 63) & 1 != 0
    }

    /// The code of what stands on `cell`.
    #[inline]
    fn code(&self, cell: Cell) -> CellCode {
        self.board[cell.index()]
    }

    /// The code of what stands on `cell`, to change.
    #[inline]
    fn code_mut(&mut self, cell: Cell) -> &mut CellCode {
        &mut self.board[cell.index()]
    }

    /// Marks the pawn on `cell` as having crossed the round board's centre.
    #[inline]
    pub(crate) fn mark_crossed(&mut self, cell: Cell) {
        let (word, bit) = self.word_mut::<true>(cell);
        word[CROSSED] |= bit;
    }

    /// Which game this position belongs to.
    #[inline]
    pub fn game(&self) -> GameId {
        self.game
    }

    /// The game's board.
    #[inline]
    pub fn topology(&self) -> &'static Topology {
        self.game.topology()
    }

    /// The game's rule switches.
    #[inline]
    pub fn rules(&self) -> &'static Rules {
        self.game.rules()
    }

    /// The piece on `cell`, if any.
    #[inline]
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        DECODE[self.code(cell) as usize]
    }

    /// Whose turn it is.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The cells holding pieces of `color`.
    #[inline]
    pub fn color_cells(&self, color: Color) -> CellSet {
        self.set(color_slot(color))
    }

    /// The cells holding pieces of `kind`, of any colour.
    #[inline]
    pub fn kind_cells(&self, kind: Kind) -> CellSet {
        self.set(kind_slot(kind))
    }

    /// The cells holding `piece`.
    #[inline]
    pub fn piece_cells(&self, piece: Piece) -> CellSet {
        self.color_cells(piece.color) & self.kind_cells(piece.kind)
    }

    /// Every occupied cell.
    #[inline]
    pub fn occupied(&self) -> CellSet {
        self.set(0) | self.set(1) | self.set(2)
    }

    /// The king of `color`, if it has one.
    pub fn king(&self, color: Color) -> Option<Cell> {
        self.piece_cells(Piece {
            color,
            kind: Kind::King,
        })
        .first()
    }

    /// Castling rights: bit `i` for [`Topology::castles`]`[i]`.
    #[inline]
    pub fn castling_rights(&self) -> u8 {
        self.castling
    }

    /// The en-passant possibility left by the last move, if any.
    #[inline]
    pub fn en_passant(&self) -> Option<EnPassant> {
        self.ep
    }

    /// Half-moves since the last move that resets the clock.
    #[inline]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The move number, starting at 1 and rising after the last player in turn order moves.
    #[inline]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// Pawns that have crossed the round board's centre (always empty elsewhere).
    #[inline]
    pub fn crossed_pawns(&self) -> CellSet {
        self.set(CROSSED)
    }

    /// Whether `color` is still in the game.
    #[inline]
    pub fn is_in_game(&self, color: Color) -> bool {
        self.out & (1 << color.index()) == 0
    }

    /// Why `color` is out of the game, or `None` while they are in it.
    #[inline]
    pub fn elimination(&self, color: Color) -> Option<EliminationReason> {
        self.out_reasons[color.index()]
    }

    /// The players still in the game, in turn order.
    pub fn players_in_game(&self) -> impl Iterator<Item = Color> + '_ {
        self.rules()
            .players
            .iter()
            .copied()
            .filter(|c| self.is_in_game(*c))
    }

    /// Moat lines bridged for good (bit `i` for line `i`; round board only).
    #[inline]
    pub fn bridged_moats(&self) -> u8 {
        self.bridged
    }

    /// Pieces of players still in the game other than `color`: those that can attack it.
    #[inline]
    pub(crate) fn live_enemies(&self, color: Color) -> CellSet {
        let mut s = self.occupied() - self.color_cells(color);
        // Only the pieces of players put out (three-player chess) are not enemies.
        if self.out != 0 {
            for c in Color::ALL {
                if !self.is_in_game(c) {
                    s = s - self.color_cells(c);
                }
            }
        }
        s
    }

    /// Pawns moving in pawn direction `dir`.
    #[inline]
    pub(crate) fn pawns_of_dir(&self, dir: u8) -> CellSet {
        let pawns = self.kind_cells(Kind::Pawn);
        let topo = self.topology();
        match topo.pawn_dir_mode {
            crate::topology::PawnDirMode::ByColor => {
                let white = pawns & self.color_cells(Color::White);
                if dir == 0 {
                    white
                } else {
                    pawns - white
                }
            }
            crate::topology::PawnDirMode::ByCrossing => {
                if dir == 0 {
                    pawns - self.crossed_pawns()
                } else {
                    pawns & self.crossed_pawns()
                }
            }
        }
    }

    /// Puts `piece` on an empty `cell`.
    #[inline]
    pub(crate) fn put(&mut self, cell: Cell, piece: Piece) {
        self.put_keyed::<true>(cell, piece, &KEYS);
    }

    /// [`Position::put`] with the Zobrist keys at hand (one look-up of the lazily drawn
    /// keys per move made, not one per piece moved); `WIDE` as for
    /// [`Position::word_mut`].
    #[inline]
    fn put_keyed<const WIDE: bool>(&mut self, cell: Cell, piece: Piece, keys: &Keys) {
        debug_assert!(self.code(cell) == 0);
        *self.code_mut(cell) = encode(piece);
        let (word, bit) = self.word_mut::<WIDE>(cell);
        word[color_slot(piece.color)] |= bit;
        word[kind_slot(piece.kind)] |= bit;
        self.placement_key ^= keys.piece(piece, cell);
    }

    /// Lifts whatever stands on `cell` (`keys`: the Zobrist keys). `WIDE` as for
    /// [`Position::word_mut`]; without it there are no crossed pawns to forget either
    /// (only the round board has them).
    #[cfg_attr(feature = "narrow", inline(always))]
    fn take<const WIDE: bool>(&mut self, cell: Cell, keys: &Keys) -> Option<Piece> {
        let code = self.code_mut(cell);
        let piece = DECODE[*code as usize]?;
        *code = 0;
        let (word, bit) = self.word_mut::<WIDE>(cell);
        word[color_slot(piece.color)] &= !bit;
        word[kind_slot(piece.kind)] &= !bit;
        if WIDE {
            word[CROSSED] &= !bit;
        }
        self.placement_key ^= keys.piece(piece, cell);
        Some(piece)
    }

    /// The next player in turn order after `color` who is still in the game.
    pub(crate) fn next_player(&self, color: Color) -> Color {
        self.next_in_turn(color).0
    }

    /// [`Position::next_player`] after `color`, and whether passing the turn to them
    /// completes a round of turns ([`Position::wraps_round`]), in one pass.
    #[inline]
    fn next_in_turn(&self, color: Color) -> (Color, bool) {
        // Every game but three-player chess: white, then black, a round complete when
        // black has moved (a fast path for the engine's build that reads no list; the
        // games' player lists are checked in `games`' tests).
        #[cfg(feature = "narrow")]
        if self.game != GameId::ThreePlayer && self.out == 0 {
            return match color {
                Color::White => (Color::Black, false),
                _ => (Color::White, true),
            };
        }
        let players = self.rules().players;
        let at = players.iter().position(|c| *c == color);
        #[cfg(feature = "narrow")]
        if let (0, Some(at)) = (self.out, at) {
            // Everybody is in: the next in the list, round to the first (a fast path
            // for the engine's build).
            let next = if at + 1 < players.len() { at + 1 } else { 0 };
            return (players[next], next == 0);
        }
        let start = at.map_or(0, |i| i + 1);
        // Those after `color` in turn order, then those before it and `color` itself.
        for k in 0..players.len() {
            let i = if start + k >= players.len() {
                start + k - players.len()
            } else {
                start + k
            };
            let c = players[i];
            if self.is_in_game(c) {
                return (c, at.is_some_and(|at| i <= at));
            }
        }
        (color, true)
    }

    /// The player still in the game who moves just before the player to move.
    pub(crate) fn previous_player(&self) -> Color {
        let players = self.rules().players;
        let at = players.iter().position(|c| *c == self.turn).unwrap_or(0);
        (1..=players.len())
            .map(|k| players[(at + players.len() - k) % players.len()])
            .find(|c| self.is_in_game(*c))
            .unwrap_or(self.turn)
    }

    /// Whether passing the turn from `from` to `to` completes a round of turns.
    pub(crate) fn wraps_round(&self, from: Color, to: Color) -> bool {
        let players = self.rules().players;
        let at = |c: Color| players.iter().position(|p| *p == c);
        at(to) <= at(from)
    }

    /// Whether each player still in the game has made `moves` moves since the last
    /// move that reset the clock (50 moves each: 100 half-moves with two players in,
    /// 150 with three).
    #[inline]
    pub fn clock_reached(&self, moves: u32) -> bool {
        // With nobody out (every move of a two-player game) the count is the list's.
        let players = if self.out == 0 {
            self.rules().players.len()
        } else {
            self.players_in_game().count()
        };
        self.halfmoves >= moves * players as u32
    }

    /// Whether `mv` captures something (en passant included).
    #[inline]
    pub fn is_capture(&self, mv: &Move) -> bool {
        matches!(mv.special, Special::EnPassant { .. })
            || (self.code(mv.to) != 0 && !matches!(mv.special, Special::Castle { .. }))
    }

    /// Plays `mv` in place without checking it: the cheap way for a search to make a
    /// move (copy the position with `clone_from`, then play). `mv` must be one of this
    /// position's moves ([`Position::legal_moves_into`]); another leaves a position
    /// that means nothing. Unlike [`crate::Game::play`] it applies no rule that acts
    /// before the next player moves: see [`Position::settled`].
    // Inlined into its callers in the engine's wasm32 build, where V8 surrounds each
    // call with spills (a board of more than 64 cells takes a call, `play_wide`).
    #[cfg_attr(all(feature = "narrow", target_arch = "wasm32"), inline(always))]
    pub fn play_unchecked(&mut self, mv: &Move) {
        // A board of at most 64 cells has its own copy of the code (the engine's
        // build): its cells' bits are in the near words, and it has no crossed pawns.
        #[cfg(feature = "narrow")]
        if !self.wide {
            return self.play::<false>(mv);
        }
        self.play_wide(mv);
    }

    /// [`Position::play_unchecked`] on a board of any size.
    #[inline(never)]
    fn play_wide(&mut self, mv: &Move) {
        self.play::<true>(mv);
    }

    /// [`Position::play_unchecked`]; without `WIDE` the board has at most 64 cells.
    #[inline(always)]
    fn play<const WIDE: bool>(&mut self, mv: &Move) {
        let topo = self.topology();
        let rules = self.rules();
        let mover = self.turn;
        if mv.is_pass() || mv.special == Special::Resign {
            if mv.special == Special::Resign {
                self.leave_game(mover, crate::EliminationReason::Resigned);
            }
            self.ep = None;
            self.end_turn(mover);
            return;
        }
        let keys = &*KEYS;
        let was_crossed = WIDE && self.in_set(CROSSED, mv.from);
        let Some(piece) = self.take::<WIDE>(mv.from, keys) else {
            return;
        };
        let mut captured = false;
        let mut victim = None;
        match mv.special {
            Special::Castle { index } => {
                let Some(spec) = topo.castles.get(index as usize) else {
                    return;
                };
                let rook = self.take::<WIDE>(spec.rook_from, keys);
                self.put_keyed::<WIDE>(spec.king_to, piece, keys);
                if let Some(rook) = rook {
                    self.put_keyed::<WIDE>(spec.rook_to, rook, keys);
                }
            }
            _ => {
                if let Special::EnPassant { victim } = mv.special {
                    self.take::<WIDE>(victim, keys);
                    captured = true;
                }
                victim = self.take::<WIDE>(mv.to, keys);
                captured |= victim.is_some();
                let placed = Piece {
                    color: piece.color,
                    kind: mv.promotion.unwrap_or(piece.kind),
                };
                self.put_keyed::<WIDE>(mv.to, placed, keys);
                if WIDE
                    && placed.kind == Kind::Pawn
                    && (was_crossed || mv.special == Special::CrossesCentre)
                {
                    self.mark_crossed(mv.to);
                }
            }
        }
        self.castling &= !(topo.castle_mask(mv.from) | topo.castle_mask(mv.to));
        self.ep = match mv.special {
            Special::DoubleStep { via } => Some(EnPassant {
                target: via,
                victim: mv.to,
            }),
            _ => None,
        };
        if piece.kind == Kind::Pawn || (captured && rules.capture_resets_clock) {
            self.halfmoves = 0;
        } else {
            self.halfmoves += 1;
        }
        self.after_move(victim);
        self.end_turn(mover);
    }

    /// Hands the turn on after `mover`'s move (or pass), counting full moves.
    #[cfg_attr(feature = "narrow", inline(always))]
    fn end_turn(&mut self, mover: Color) {
        let (next, wraps) = self.next_in_turn(mover);
        if wraps {
            self.fullmoves += 1;
        }
        self.turn = next;
    }

    /// The position after `mv` (which must come from the move generator).
    pub fn after(&self, mv: &Move) -> Position {
        let mut p = self.clone();
        p.play_unchecked(mv);
        p
    }
}

#[cfg(test)]
mod tests {
    use crate::{GameId, Position};

    /// A position reached by a few moves of `game` (the round board's moves fill its
    /// upper words and cells).
    fn played(game: GameId) -> Position {
        let mut pos = Position::start(game);
        for ply in 0..7 {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            pos = pos.after(&legal[(ply * 5 + 3) % legal.len()]).settled();
        }
        pos
    }

    /// Only boards of more than 64 cells have crossed pawns, which making a move on a
    /// smaller board leaves out ([`Position::play_unchecked`]).
    #[test]
    fn only_wide_boards_have_crossed_pawns() {
        for game in GameId::ALL {
            let topo = game.topology();
            if matches!(topo.pawn_dir_mode, crate::topology::PawnDirMode::ByCrossing) {
                assert!(topo.len() > super::NEAR_CELLS, "{game:?}");
                assert!(Position::start(game).wide, "{game:?}");
            }
        }
    }

    /// Whatever a position is copied into (a position of any game, the round board's
    /// included), the copy equals the original and a fresh parse of its FEN: same
    /// fields, same hash, same Debug text.
    #[test]
    fn a_copy_into_any_position_equals_a_fresh_parse() {
        for game in GameId::ALL {
            let source = played(game);
            let fresh = Position::from_fen(game, &source.to_fen()).unwrap();
            assert_eq!(source, fresh, "{game:?}");
            for other in GameId::ALL {
                let mut copy = played(other);
                copy.clone_from(&source);
                assert_eq!(copy, fresh, "{other:?} into {game:?}");
                assert_eq!(copy.hash(), fresh.hash(), "{other:?} into {game:?}");
                assert_eq!(format!("{copy:?}"), format!("{fresh:?}"));
                assert_eq!(copy.to_fen(), fresh.to_fen());
            }
        }
    }
}

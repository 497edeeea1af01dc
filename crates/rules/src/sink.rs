//! Where the move generator writes ([`Sink`]): the end of a `Vec<Move>`
//! ([`MoveSink`]); with the `narrow` feature also only the captures, where there is
//! one ([`CapturesIfAny`], for games where capturing is compulsory), or, for perft's
//! bulk count, a tally of captures and other moves ([`Counter`]). A [`MoveSink`] holds
//! the list's length while it writes, and with `narrow` makes room once, for as many
//! moves as the generator can make in the position (without it the list grows as moves
//! come: less code). `Vec::push` loads and stores the length around every move (a move
//! written through the list's pointer could, for all the compiler knows, change the
//! list) and checks the capacity in memory; here the length stays in a register,
//! nothing is checked per move, and the list learns its length at the end.

use crate::bits::Bits;
#[cfg(feature = "narrow")]
use crate::Special;
use crate::{Cell, Move};

/// Takes the moves the generator makes.
pub(crate) trait Sink<S: Bits> {
    /// Adds `mv`.
    fn push(&mut self, mv: Move);
    /// Adds `make(to)` for each cell `to` of `targets`, lowest first; `from()` gives
    /// the cells these moves leave.
    fn extend(&mut self, targets: S, from: impl FnOnce() -> S, make: impl FnMut(Cell) -> Move);
}

/// Appends moves to a list (see the module's note). The list's length is set when the
/// sink is dropped.
pub(crate) struct MoveSink<'a> {
    list: &'a mut Vec<Move>,
    /// The list's length with the moves written here: those past `list.len()` are
    /// written but not yet counted by the list.
    len: usize,
    /// The most moves that may still be written (checked in debug builds only).
    #[cfg(all(feature = "narrow", debug_assertions))]
    room: usize,
}

impl<'a> MoveSink<'a> {
    /// A sink appending to `list`. With the `narrow` feature (the engine's speed-first
    /// build) it makes room for `room` moves here, once, and the caller must not give
    /// it more; without it (the app's size-first build, where `room` is 0) the list
    /// grows as the moves come.
    #[inline]
    pub(crate) fn new(list: &'a mut Vec<Move>, room: usize) -> MoveSink<'a> {
        list.reserve(room);
        let len = list.len();
        MoveSink {
            list,
            len,
            #[cfg(all(feature = "narrow", debug_assertions))]
            room,
        }
    }

    /// Makes sure there is room for `n` more moves: with `narrow` it was made in
    /// [`MoveSink::new`] (checked in debug builds); without it the list grows here.
    #[cfg_attr(feature = "narrow", inline(always))]
    fn use_room(&mut self, n: usize) {
        #[cfg(all(feature = "narrow", debug_assertions))]
        {
            assert!(n <= self.room, "the move list's room is used up");
            self.room -= n;
        }
        #[cfg(not(feature = "narrow"))]
        if self.list.capacity() - self.len < n {
            // SAFETY: the moves up to `len` are written, within the capacity.
            unsafe { self.list.set_len(self.len) };
            self.list.reserve(n);
        }
        let _ = n;
    }
}

impl<S: Bits> Sink<S> for MoveSink<'_> {
    fn push(&mut self, mv: Move) {
        self.use_room(1);
        // SAFETY: `use_room` made room for this move.
        unsafe { self.list.as_mut_ptr().add(self.len).write(mv) };
        self.len += 1;
    }

    #[cfg_attr(feature = "narrow", inline(always))]
    fn extend(&mut self, targets: S, _: impl FnOnce() -> S, mut make: impl FnMut(Cell) -> Move) {
        self.use_room(targets.size());
        let base = self.list.as_mut_ptr();
        let mut len = self.len;
        let mut rest = targets;
        while !rest.none() {
            // SAFETY: `use_room` made room for this move.
            unsafe { base.add(len).write(make(rest.take_first())) };
            len += 1;
        }
        self.len = len;
    }
}

impl Drop for MoveSink<'_> {
    #[inline]
    fn drop(&mut self) {
        // SAFETY: every move up to `len` is written, within the capacity.
        unsafe { self.list.set_len(self.len) };
    }
}

/// Appends moves to a list as [`MoveSink`] does until the first capture (en passant
/// included); from then on only captures, and the moves written before it are taken
/// back: the moves of a game where capturing is compulsory, in the generator's order.
#[cfg(feature = "narrow")]
pub(crate) struct CapturesIfAny<'a, S> {
    sink: MoveSink<'a>,
    /// The cells a move captures on (every piece but the mover's).
    enemies: S,
    /// The list's length before the first move.
    start: usize,
    /// Whether a capture has come.
    capturing: bool,
}

#[cfg(feature = "narrow")]
impl<'a, S: Bits> CapturesIfAny<'a, S> {
    /// A sink appending at most `room` moves to `list`; a move to a cell of `enemies`
    /// captures.
    #[inline]
    pub(crate) fn new(list: &'a mut Vec<Move>, room: usize, enemies: S) -> CapturesIfAny<'a, S> {
        let sink = MoveSink::new(list, room);
        let start = sink.len;
        CapturesIfAny {
            sink,
            enemies,
            start,
            capturing: false,
        }
    }

    /// Notes that a capture has come: the moves written so far are taken back.
    #[inline(always)]
    fn first_capture(&mut self) {
        if !self.capturing {
            self.capturing = true;
            self.sink.len = self.start;
        }
    }
}

#[cfg(feature = "narrow")]
impl<S: Bits> Sink<S> for CapturesIfAny<'_, S> {
    fn push(&mut self, mv: Move) {
        let capture = match mv.special {
            Special::EnPassant { .. } => true,
            Special::Castle { .. } => false,
            _ => self.enemies.has(mv.to),
        };
        if capture {
            self.first_capture();
        } else if self.capturing {
            return;
        }
        Sink::<S>::push(&mut self.sink, mv);
    }

    #[inline(always)]
    fn extend(&mut self, targets: S, from: impl FnOnce() -> S, make: impl FnMut(Cell) -> Move) {
        let captures = targets & self.enemies;
        if !captures.none() {
            self.first_capture();
        }
        let targets = if self.capturing { captures } else { targets };
        self.sink.extend(targets, from, make);
    }
}

/// Counts moves instead of making them: captures (en passant included) apart from the
/// rest, which is what the legal moves of a game with forced captures and the rules
/// that end a game need ([`crate::variant::Counted`]). Moves from the cells in `free`
/// count as they come, in bulk; any other move (and any en passant, castling or move
/// over a moat) counts only if `keep` says so, one by one.
#[cfg(feature = "narrow")]
pub(crate) struct Counter<S, K> {
    /// The cells a move captures on (the opponents' pieces).
    enemies: S,
    /// The cells whose plain moves count without a test.
    free: S,
    /// Whether a move that is tested counts.
    keep: K,
    /// Captures counted.
    pub(crate) captures: u32,
    /// Other moves counted.
    pub(crate) quiets: u32,
}

#[cfg(feature = "narrow")]
impl<S: Bits, K: Fn(&Move) -> bool> Counter<S, K> {
    /// Nothing counted yet; a move to a cell of `enemies` captures.
    pub(crate) fn new(enemies: S, free: S, keep: K) -> Counter<S, K> {
        Counter {
            enemies,
            free,
            keep,
            captures: 0,
            quiets: 0,
        }
    }

    /// Whether a move doing `special` is tested wherever it starts.
    #[inline(always)]
    fn tested(special: Special) -> bool {
        matches!(
            special,
            Special::EnPassant { .. } | Special::Castle { .. } | Special::CrossesMoat
        )
    }
}

#[cfg(feature = "narrow")]
impl<S: Bits, K: Fn(&Move) -> bool> Sink<S> for Counter<S, K> {
    #[inline(always)]
    fn push(&mut self, mv: Move) {
        let counts = (self.free.has(mv.from) && !Self::tested(mv.special)) || (self.keep)(&mv);
        if !counts {
            return;
        }
        let capture = match mv.special {
            Special::EnPassant { .. } => true,
            Special::Castle { .. } => false,
            _ => self.enemies.has(mv.to),
        };
        if capture {
            self.captures += 1;
        } else {
            self.quiets += 1;
        }
    }

    #[inline(always)]
    fn extend(&mut self, targets: S, from: impl FnOnce() -> S, mut make: impl FnMut(Cell) -> Move) {
        let Some(first) = targets.first() else {
            return;
        };
        if from().minus(self.free).none() && !Self::tested(make(first).special) {
            self.captures += (targets & self.enemies).size() as u32;
            self.quiets += targets.minus(self.enemies).size() as u32;
        } else {
            for to in targets.cells() {
                self.push(make(to));
            }
        }
    }
}

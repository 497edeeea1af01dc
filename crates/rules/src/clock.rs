//! Chess clocks with a Fischer increment, as pure arithmetic: the caller passes
//! the time in (milliseconds on any clock that only goes forward, such as
//! `Date.now()`), so the crate keeps no time of its own.
//!
//! One clock per player; the clock of the player to move runs. When a turn
//! passes (a move, in dice chess also a pass) the mover's clock stops and
//! gains the increment, unless it has run out; the next player's starts. A
//! clock that reaches zero has *fallen* ([`Clock::flag`]): the player loses on
//! time ([`crate::Game::time_out`] says what that means in each game).
//!
//! ```
//! use sjakkboks_rules::clock::{Clock, TimeControl};
//! use sjakkboks_rules::Color;
//! let control: TimeControl = "3+2".parse().unwrap();
//! let mut clock = Clock::new(control);
//! clock.start(Color::White, 0);
//! assert_eq!(clock.left(Color::White, 10_000), 170_000);
//! clock.turn_passed(Color::White, Some(Color::Black), 10_000);
//! assert_eq!(clock.left(Color::White, 99_000), 172_000);
//! assert_eq!(clock.flag(190_000), Some(Color::Black));
//! ```

use crate::Color;
use std::fmt;
use std::str::FromStr;

/// The most minutes a clock may start with.
const MAX_MINUTES: u64 = 600;
/// The largest increment, in seconds.
const MAX_INCREMENT: u64 = 600;

/// A time control: the time each player starts with and the increment a move
/// adds (Fischer), both in milliseconds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TimeControl {
    /// The time each player starts with.
    pub base_ms: u32,
    /// The time a move adds to the mover's clock.
    pub increment_ms: u32,
}

/// Why a time control could not be read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ClockError {
    /// Not `<minutes>+<seconds>` with decimal numbers (at most three decimals).
    Format,
    /// The minutes are not more than 0 and at most 600.
    Minutes,
    /// The increment is more than 600 seconds.
    Increment,
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ClockError::Format => "a clock is written <minutes>+<seconds>, for example 5+3",
            ClockError::Minutes => "a clock's minutes must be more than 0 and at most 600",
            ClockError::Increment => "a clock's increment must be at most 600 seconds",
        })
    }
}

impl std::error::Error for ClockError {}

impl TimeControl {
    /// The time controls the new-game dialog offers: 3+2, 5+3, 10+5 and 15+10.
    pub const PRESETS: [TimeControl; 4] = [
        TimeControl::minutes(3, 2),
        TimeControl::minutes(5, 3),
        TimeControl::minutes(10, 5),
        TimeControl::minutes(15, 10),
    ];

    /// `minutes` plus `increment` seconds a move.
    pub const fn minutes(minutes: u32, increment: u32) -> TimeControl {
        TimeControl {
            base_ms: minutes * 60_000,
            increment_ms: increment * 1000,
        }
    }

    /// Whether the times are within what [`FromStr`] accepts.
    pub fn is_valid(self) -> bool {
        let base = u64::from(self.base_ms);
        base > 0
            && base <= MAX_MINUTES * 60_000
            && u64::from(self.increment_ms) <= MAX_INCREMENT * 1000
    }
}

impl FromStr for TimeControl {
    type Err = ClockError;

    /// Reads `<minutes>+<seconds>`: `5+3`, or with decimals, `0.05+0` (3 s) or
    /// `1+0.5`.
    fn from_str(text: &str) -> Result<TimeControl, ClockError> {
        let (minutes, increment) = text.trim().split_once('+').ok_or(ClockError::Format)?;
        let minutes = thousandths(minutes).ok_or(ClockError::Format)?;
        let increment = thousandths(increment).ok_or(ClockError::Format)?;
        if minutes == 0 || minutes > MAX_MINUTES * 1000 {
            return Err(ClockError::Minutes);
        }
        if increment > MAX_INCREMENT * 1000 {
            return Err(ClockError::Increment);
        }
        // Both fit in u32 after the checks above.
        Ok(TimeControl {
            base_ms: (minutes * 60) as u32,
            increment_ms: increment as u32,
        })
    }
}

impl fmt::Display for TimeControl {
    /// `5+3`; whole minutes and seconds where they are, else up to three decimals.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let minutes = u64::from(self.base_ms).div_ceil(60);
        write_thousandths(f, minutes)?;
        f.write_str("+")?;
        write_thousandths(f, u64::from(self.increment_ms))
    }
}

/// A decimal number with at most six digits and three decimals, in thousandths.
fn thousandths(text: &str) -> Option<u64> {
    let (whole, part) = text.split_once('.').unwrap_or((text, ""));
    if whole.is_empty() || whole.len() > 6 || part.len() > 3 || text.ends_with('.') {
        return None;
    }
    let mut n = 0;
    for b in whole.bytes().chain(part.bytes()) {
        n = n * 10 + u64::from(char::from(b).to_digit(10)?);
    }
    Some(n * 10u64.pow(3 - part.len() as u32))
}

fn write_thousandths(f: &mut fmt::Formatter<'_>, n: u64) -> fmt::Result {
    write!(f, "{}", n / 1000)?;
    let mut part = n % 1000;
    if part != 0 {
        f.write_str(".")?;
        while part != 0 {
            write!(f, "{}", part / 100)?;
            part = part % 100 * 10;
        }
    }
    Ok(())
}

/// How a clock stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Running {
    /// No clock runs (the game is over, or has not gone on since it was stopped).
    Stopped,
    /// Paused by a person: it goes on when they say so.
    Paused,
    /// `color`'s clock runs, since the caller's time `since`.
    Since {
        /// Whose clock runs.
        color: Color,
        /// The time the clock's [`Clock::left`] was last brought up to date.
        since: u64,
    },
}

/// The clocks of one game: the time each player has left, which one runs, and
/// the times before each turn passed, for undo.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Clock {
    control: TimeControl,
    /// Milliseconds left, by colour index.
    left: [u32; 3],
    running: Running,
    /// `left` as it stood when each turn passed (before the increment), oldest
    /// first: undo goes back to them.
    before: Vec<[u32; 3]>,
}

impl Clock {
    /// Clocks with `control`'s time for every player, stopped.
    pub fn new(control: TimeControl) -> Clock {
        Clock::from_parts(control, [control.base_ms; 3], Running::Stopped)
    }

    /// Clocks as they were saved: the time left by colour index, and how they stood.
    pub fn from_parts(control: TimeControl, left: [u32; 3], running: Running) -> Clock {
        Clock {
            control,
            left,
            running,
            before: Vec::new(),
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// How the clocks stand.
    pub fn running(&self) -> Running {
        self.running
    }

    /// Whether a person paused the clocks.
    pub fn is_paused(&self) -> bool {
        self.running == Running::Paused
    }

    /// The time `color` has left at the caller's time `now`, in milliseconds.
    pub fn left(&self, color: Color, now: u64) -> u32 {
        let stored = self.left[color.index()];
        match self.running {
            Running::Since { color: c, since } if c == color => {
                let spent = now.saturating_sub(since).min(u64::from(u32::MAX)) as u32;
                stored.saturating_sub(spent)
            }
            _ => stored,
        }
    }

    /// The time `color` had left when their clock was last brought up to date:
    /// for a running clock, at its [`Running::Since`] time.
    pub fn banked(&self, color: Color) -> u32 {
        self.left[color.index()]
    }

    /// The player whose running clock has reached zero at `now`, if any.
    pub fn flag(&self, now: u64) -> Option<Color> {
        match self.running {
            Running::Since { color, .. } if self.left(color, now) == 0 => Some(color),
            _ => None,
        }
    }

    /// Brings the running clock's time up to `now` and stops it.
    fn bank(&mut self, now: u64) {
        if let Running::Since { color, .. } = self.running {
            self.left[color.index()] = self.left(color, now);
            self.running = Running::Stopped;
        }
    }

    /// Starts `color`'s clock at `now` (any other stops); a paused clock stays
    /// paused.
    pub fn start(&mut self, color: Color, now: u64) {
        if self.is_paused() {
            return;
        }
        self.bank(now);
        self.running = Running::Since { color, since: now };
    }

    /// Stops the clocks at `now` (the game is over).
    pub fn stop(&mut self, now: u64) {
        self.bank(now);
        self.running = Running::Stopped;
    }

    /// Pauses the clocks at `now`.
    pub fn pause(&mut self, now: u64) {
        self.bank(now);
        self.running = Running::Paused;
    }

    /// Ends a pause: `to_move`'s clock runs from `now` (none when the game is over).
    pub fn resume(&mut self, to_move: Option<Color>, now: u64) {
        self.running = Running::Stopped;
        if let Some(color) = to_move {
            self.start(color, now);
        }
    }

    /// `mover`'s turn has passed at `now`: their clock stops and gains the
    /// increment (not once it has run out); `next`'s clock runs (none when the
    /// game is over).
    pub fn turn_passed(&mut self, mover: Color, next: Option<Color>, now: u64) {
        self.bank(now);
        self.before.push(self.left);
        let left = &mut self.left[mover.index()];
        if *left > 0 {
            *left = left.saturating_add(self.control.increment_ms);
        }
        match next {
            Some(color) => self.start(color, now),
            None => self.stop(now),
        }
    }

    /// `turns` turns were taken back at `now`: the times go back to those when
    /// the earliest of them passed (as far as this clock remembers: a clock read
    /// from a save remembers none, and keeps its times), and `to_move`'s clock runs.
    pub fn take_back(&mut self, turns: usize, to_move: Option<Color>, now: u64) {
        self.bank(now);
        let keep = self.before.len().saturating_sub(turns);
        if let Some(&left) = self.before.get(keep) {
            self.left = left;
        }
        self.before.truncate(keep);
        match to_move {
            Some(color) => self.start(color, now),
            None => self.stop(now),
        }
    }

    /// `color`'s clock has fallen: it shows zero and stops.
    pub fn fall(&mut self, color: Color, now: u64) {
        self.bank(now);
        self.left[color.index()] = 0;
    }

    /// The clocks as a share link carries them: brought up to `now`, and paused
    /// if one ran, so that the game goes on when its new players say so.
    pub fn shared(&self, now: u64) -> Clock {
        let mut clock = self.clone();
        if let Running::Since { .. } = clock.running {
            clock.pause(now);
        }
        clock.before.clear();
        clock
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, Grey, White};

    #[test]
    fn time_controls_read_and_write() {
        let c: TimeControl = "5+3".parse().unwrap();
        assert_eq!((c.base_ms, c.increment_ms), (300_000, 3000));
        assert_eq!(c.to_string(), "5+3");
        let c: TimeControl = "0.05+0".parse().unwrap();
        assert_eq!((c.base_ms, c.increment_ms), (3000, 0));
        assert_eq!(c.to_string(), "0.05+0");
        let c: TimeControl = " 1+0.5 ".parse().unwrap();
        assert_eq!((c.base_ms, c.increment_ms), (60_000, 500));
        assert_eq!(c.to_string(), "1+0.5");
        for bad in [
            "", "5", "5+", "+3", "5+3+1", "a+1", "1.+1", "1.0001+0", "-1+0", "1e3+0",
        ] {
            assert_eq!(bad.parse::<TimeControl>(), Err(ClockError::Format), "{bad}");
        }
        assert_eq!("0+1".parse::<TimeControl>(), Err(ClockError::Minutes));
        assert_eq!("601+0".parse::<TimeControl>(), Err(ClockError::Minutes));
        assert_eq!("1+601".parse::<TimeControl>(), Err(ClockError::Increment));
        assert!(TimeControl::PRESETS.iter().all(|c| c.is_valid()));
        assert_eq!(TimeControl::PRESETS[3].to_string(), "15+10");
    }

    #[test]
    fn the_running_clock_counts_down_and_a_move_adds_the_increment() {
        let mut clock = Clock::new(TimeControl::minutes(1, 2));
        clock.start(White, 1000);
        assert_eq!(clock.left(White, 6000), 55_000);
        assert_eq!(
            clock.left(Black, 6000),
            60_000,
            "only the mover's clock runs"
        );
        clock.turn_passed(White, Some(Black), 6000);
        assert_eq!(clock.left(White, 50_000), 57_000);
        assert_eq!(clock.left(Black, 16_000), 50_000);
        assert_eq!(clock.flag(16_000), None);
        assert_eq!(clock.flag(66_000), Some(Black));
        assert_eq!(clock.left(Black, 99_000), 0, "never below zero");
        // A clock that has run out gains no increment.
        clock.fall(Black, 66_000);
        clock.turn_passed(Black, None, 66_000);
        assert_eq!(clock.left(Black, 70_000), 0);
        assert_eq!(clock.running(), Running::Stopped);
    }

    #[test]
    fn pause_stops_the_time_and_resume_goes_on() {
        let mut clock = Clock::new(TimeControl::minutes(1, 0));
        clock.start(White, 0);
        clock.pause(10_000);
        assert!(clock.is_paused());
        assert_eq!(clock.left(White, 500_000), 50_000);
        assert_eq!(clock.flag(500_000), None);
        // A turn passing while paused leaves the clocks paused.
        clock.turn_passed(White, Some(Black), 500_000);
        assert!(clock.is_paused());
        clock.resume(Some(Black), 600_000);
        assert_eq!(clock.left(Black, 601_000), 59_000);
    }

    #[test]
    fn undo_goes_back_to_the_times_before_the_move() {
        let mut clock = Clock::new(TimeControl::minutes(1, 5));
        clock.start(White, 0);
        clock.turn_passed(White, Some(Black), 10_000); // white 50 s (+5)
        clock.turn_passed(Black, Some(White), 30_000); // black 40 s (+5)
        clock.take_back(1, Some(Black), 40_000);
        assert_eq!(clock.left(White, 40_000), 55_000);
        assert_eq!(
            clock.left(Black, 40_000),
            40_000,
            "black's time as they moved"
        );
        clock.take_back(1, Some(White), 41_000);
        assert_eq!(clock.left(White, 41_000), 50_000);
        assert_eq!(clock.left(Black, 41_000), 60_000);
        // Nothing remembered: the times stay.
        clock.take_back(1, Some(White), 42_000);
        assert_eq!(clock.left(White, 42_000), 49_000);
    }

    #[test]
    fn three_clocks_in_turn_and_a_share_pauses() {
        let mut clock = Clock::new(TimeControl::minutes(1, 0));
        clock.start(White, 0);
        clock.turn_passed(White, Some(Grey), 1000);
        clock.turn_passed(Grey, Some(Black), 3000);
        assert_eq!(
            [White, Grey, Black].map(|c| clock.left(c, 6000)),
            [59_000, 58_000, 57_000]
        );
        let shared = clock.shared(6000);
        assert!(shared.is_paused());
        assert_eq!(shared.left(Black, 99_000), 57_000);
    }
}

//! What a generator run did: why candidates were turned down, and where the time went
//! (screening every position, the pre-check, the judging search, the rating), printed
//! at the end of a run so that a slow game can be looked into.

use std::fmt;
use std::time::{Duration, Instant};

/// Why a candidate did not become a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reject {
    /// The pre-check's small search saw no only first move.
    Precheck,
    /// The judging search saw no only first move (or two mating moves).
    FirstNotOnly,
    /// A win was looked for and the line did not end in one.
    NotWon,
    /// A gain was looked for and the line did not end decisive.
    NotDecisive,
    /// An opponent had no move to reply with.
    NoReply,
    /// A puzzle from this position was found before.
    SamePosition,
    /// A one-move gain that is not very easy.
    OneMoveHard,
    /// One more one-move gain would be more than their share.
    OneMoveShare,
    /// Over their share, and the line looked like a one-move gain at the pre-check's
    /// search, so it was not judged.
    OneMoveAhead,
}

impl Reject {
    /// Every reason, in the order they are printed.
    const ALL: [Reject; 9] = [
        Reject::Precheck,
        Reject::FirstNotOnly,
        Reject::NotWon,
        Reject::NotDecisive,
        Reject::NoReply,
        Reject::SamePosition,
        Reject::OneMoveHard,
        Reject::OneMoveShare,
        Reject::OneMoveAhead,
    ];

    /// The reason's name in the summary.
    fn name(self) -> &'static str {
        match self {
            Reject::Precheck => "pre-check",
            Reject::FirstNotOnly => "first move not only",
            Reject::NotWon => "not won",
            Reject::NotDecisive => "not decisive",
            Reject::NoReply => "no reply",
            Reject::SamePosition => "same position",
            Reject::OneMoveHard => "one-move gain not easy",
            Reject::OneMoveShare => "one-move gains' share",
            Reject::OneMoveAhead => "one-move gain seen ahead",
        }
    }
}

/// The stages a position goes through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The screening search of every position.
    Screen,
    /// The pre-check of a candidate's first move (the later moves' pre-checks count
    /// as judging).
    Precheck,
    /// Playing the line out at the judging search.
    Judge,
    /// Finding the rating of a puzzle.
    Rate,
}

impl Stage {
    /// Every stage, in the order they are printed.
    const ALL: [Stage; 4] = [Stage::Screen, Stage::Precheck, Stage::Judge, Stage::Rate];

    /// The stage's name in the summary.
    fn name(self) -> &'static str {
        match self {
            Stage::Screen => "screen",
            Stage::Precheck => "pre-check",
            Stage::Judge => "judge",
            Stage::Rate => "rate",
        }
    }
}

/// The counts and times of a run.
#[derive(Default)]
pub struct Tally {
    rejects: [usize; Reject::ALL.len()],
    times: [Duration; Stage::ALL.len()],
}

impl Tally {
    /// Counts a candidate turned down for `reason`.
    pub fn reject(&mut self, reason: Reject) {
        self.rejects[reason as usize] += 1;
    }

    /// Adds the time from `since` to now to `stage`.
    pub fn spent(&mut self, stage: Stage, since: Instant) {
        self.times[stage as usize] += since.elapsed();
    }
}

impl fmt::Display for Tally {
    /// `turned down: pre-check 12, ...; time: screen 20 s, ...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rejects: Vec<String> = Reject::ALL
            .iter()
            .map(|&r| format!("{} {}", r.name(), self.rejects[r as usize]))
            .collect();
        let times: Vec<String> = Stage::ALL
            .iter()
            .map(|&s| format!("{} {:.0} s", s.name(), self.times[s as usize].as_secs_f64()))
            .collect();
        write!(
            f,
            "turned down: {}; time: {}",
            rejects.join(", "),
            times.join(", ")
        )
    }
}

//! The clocks' words in nb and en, and the digits they show.

use sjakkboks_rules::clock::ClockError;
use sjakkboks_rules::Color;

use crate::i18n::{capitalise, color_name, Lang};

/// The fixed words about clocks in one language.
pub struct ClockWords {
    /// The new-game dialog's question: which clock?
    pub clock: &'static str,
    /// No clock.
    pub none: &'static str,
    /// A clock of one's own choosing.
    pub custom: &'static str,
    /// The minutes each player starts with.
    pub minutes: &'static str,
    /// The seconds a move adds.
    pub increment: &'static str,
    /// Pause the clocks.
    pub pause: &'static str,
    /// Go on after a pause.
    pub resume: &'static str,
    /// Said while the clocks are paused.
    pub paused: &'static str,
}

static NB: ClockWords = ClockWords {
    clock: "Sjakkur",
    none: "Uten klokke",
    custom: "Egen tid",
    minutes: "Minutter hver",
    increment: "Sekunder per trekk",
    pause: "Pause",
    resume: "Fortsett",
    paused: "Klokkene står.",
};

static EN: ClockWords = ClockWords {
    clock: "Chess clock",
    none: "No clock",
    custom: "Custom",
    minutes: "Minutes each",
    increment: "Seconds per move",
    pause: "Pause",
    resume: "Go on",
    paused: "The clocks are paused.",
};

/// The clocks' words in `lang`.
pub fn words(lang: Lang) -> &'static ClockWords {
    match lang {
        Lang::Nb => &NB,
        Lang::En => &EN,
    }
}

/// Below this many milliseconds a clock shows tenths and turns red.
pub const LOW_MS: u32 = 10_000;

/// The step of time a clock shows at `ms` milliseconds left: two times show
/// the same [`digits`] exactly when their steps are equal (tenths under ten
/// seconds, else whole seconds).
pub fn shown_step(ms: u32) -> u32 {
    if ms < LOW_MS {
        ms / 100
    } else {
        LOW_MS + ms / 1000
    }
}

/// The time a clock shows: `m:ss`, or seconds and tenths (`s.t`) under ten
/// seconds, always rounded down.
pub fn digits(ms: u32) -> String {
    if ms < LOW_MS {
        return format!("{}.{}", ms / 1000, ms / 100 % 10);
    }
    let seconds = ms / 1000;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// The result when `loser`'s time ran out: "White's time ran out — Black
/// wins", or a draw when `other` could never have won.
pub fn time_out_result(lang: Lang, loser: Color, winner: Option<Color>, other: Color) -> String {
    let name = |c| color_name(lang, c);
    match (lang, winner) {
        (Lang::Nb, Some(w)) => format!("Tiden gikk ut for {}: {} vinner", name(loser), name(w)),
        (Lang::Nb, None) => format!(
            "Tiden gikk ut for {}: remis, fordi {} ikke kunne vinne",
            name(loser),
            name(other)
        ),
        (Lang::En, Some(w)) => format!(
            "{}'s time ran out — {} wins",
            capitalise(name(loser)),
            capitalise(name(w))
        ),
        (Lang::En, None) => format!(
            "{}'s time ran out — a draw, as {} could not have won",
            capitalise(name(loser)),
            name(other)
        ),
    }
}

/// A player of three out on time: "White is out: time ran out".
pub fn out_of_time(lang: Lang, color: Color) -> String {
    let who = capitalise(color_name(lang, color));
    match lang {
        Lang::Nb => format!("{who} er ute: tiden gikk ut"),
        Lang::En => format!("{who} is out: time ran out"),
    }
}

/// Why a custom clock cannot be used.
pub fn clock_error(lang: Lang, error: ClockError) -> &'static str {
    match (lang, error) {
        (Lang::Nb, ClockError::Format) => "Skriv minutter og sekunder som tall.",
        (Lang::Nb, ClockError::Minutes) => "Minuttene må være mer enn 0 og høyst 600.",
        (Lang::Nb, ClockError::Increment) => "Høyst 600 sekunder per trekk.",
        (Lang::En, ClockError::Format) => "Write the minutes and seconds as numbers.",
        (Lang::En, ClockError::Minutes) => "The minutes must be more than 0 and at most 600.",
        (Lang::En, ClockError::Increment) => "At most 600 seconds per move.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shown_step_changes_exactly_when_the_digits_do() {
        for ms in (0..700_000).step_by(7) {
            let next = ms + 7;
            assert_eq!(
                shown_step(ms) == shown_step(next),
                digits(ms) == digits(next),
                "{ms} and {next}"
            );
        }
    }

    #[test]
    fn digits_show_minutes_or_tenths() {
        assert_eq!(digits(300_000), "5:00");
        assert_eq!(digits(61_999), "1:01");
        assert_eq!(digits(10_000), "0:10");
        assert_eq!(digits(9_999), "9.9");
        assert_eq!(digits(450), "0.4");
        assert_eq!(digits(0), "0.0");
        assert_eq!(digits(36_000_000), "600:00");
    }

    #[test]
    fn the_result_names_who_ran_out() {
        assert_eq!(
            time_out_result(Lang::En, Color::White, Some(Color::Black), Color::Black),
            "White's time ran out — Black wins"
        );
        assert_eq!(
            time_out_result(Lang::Nb, Color::Black, Some(Color::White), Color::White),
            "Tiden gikk ut for svart: hvit vinner"
        );
    }
}

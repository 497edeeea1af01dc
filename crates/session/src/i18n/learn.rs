//! The words of Learn, the lessons, in Norwegian (bokmål) and English: the
//! pages' fixed words and what a failed level says. Each level's goal line
//! is in its course file (`web/learn/<game>.txt`).

use crate::i18n::Lang;
use crate::learn::run::Failure;

/// The fixed words of one language.
pub struct LearnWords {
    /// The button and page title: Learn.
    pub learn: &'static str,
    /// Under the title of the page of courses.
    pub courses_help: &'static str,
    /// A stage's number, before its name ("Del 2").
    pub stage: &'static str,
    /// A level's number, before it ("Nivå 3").
    pub level: &'static str,
    /// Go on where the learner left off.
    pub go_on: &'static str,
    /// Play the level again.
    pub retry: &'static str,
    /// The next level.
    pub next: &'static str,
    /// Back to the game's course.
    pub back_to_course: &'static str,
    /// While a course is fetched.
    pub loading: &'static str,
    /// A course could not be fetched.
    pub failed: &'static str,
    /// Said when a level is reached, by its stars (1, 2, 3).
    pub praise: [&'static str; 3],
    /// The last level of the course is reached.
    pub course_done: &'static str,
    /// Before the moves made so far.
    pub moves: &'static str,
    /// Before the moves that earn three stars.
    pub for_three: &'static str,
    /// Before the face the die shows (dice chess).
    pub die_shows: &'static str,
    /// A resignation refused in dice chess.
    pub resign_on_one: &'static str,
}

static NB: LearnWords = LearnWords {
    learn: "Lær",
    courses_help: "Lær spillene trinn for trinn: flytt brikkene mot målet og samle stjerner.",
    stage: "Del",
    level: "Nivå",
    go_on: "Fortsett",
    retry: "Prøv igjen",
    next: "Neste",
    back_to_course: "Til kurset",
    loading: "Henter leksjonene …",
    failed: "Leksjonene kunne ikke hentes. Sjekk nettforbindelsen og prøv igjen.",
    praise: ["Klart!", "Bra!", "Supert!"],
    course_done: "Du har klart hele kurset!",
    moves: "Trekk",
    for_three: "Tre stjerner på",
    die_shows: "Terningen viser",
    resign_on_one: "Du kan bare gi opp i en tur der du kastet en ener.",
};

static EN: LearnWords = LearnWords {
    learn: "Learn",
    courses_help: "Learn the games step by step: move the pieces to the goal and collect stars.",
    stage: "Stage",
    level: "Level",
    go_on: "Continue",
    retry: "Try again",
    next: "Next",
    back_to_course: "To the course",
    loading: "Loading the lessons …",
    failed: "The lessons could not be loaded. Check the connection and try again.",
    praise: ["Done!", "Good!", "Great!"],
    course_done: "You have finished the whole course!",
    moves: "Moves",
    for_three: "Three stars in",
    die_shows: "The die shows",
    resign_on_one: "You may resign only on a turn when you rolled a one.",
};

/// The fixed words of `lang`.
pub fn words(lang: Lang) -> &'static LearnWords {
    match lang {
        Lang::Nb => &NB,
        Lang::En => &EN,
    }
}

/// What a failed level says.
pub fn failure(lang: Lang, failure: &Failure) -> &'static str {
    match (lang, failure) {
        (Lang::Nb, Failure::CanBeTaken(_)) => "Pass på! Den brikken kan bli slått.",
        (Lang::En, Failure::CanBeTaken(_)) => "Careful! That piece can be taken.",
        (Lang::Nb, Failure::Taken(_)) => "Brikken din ble slått.",
        (Lang::En, Failure::Taken(_)) => "Your piece was taken.",
        (Lang::Nb, Failure::NotIt) => "Det var ikke det trekket.",
        (Lang::En, Failure::NotIt) => "That was not the move.",
        (Lang::Nb, Failure::Ended) => "Partiet sluttet, men ikke slik målet sier.",
        (Lang::En, Failure::Ended) => "The game ended, but not the way the goal says.",
        (Lang::Nb, Failure::ChecksWatcher) => "Det er sjakk! Her skal kongen bare se på.",
        (Lang::En, Failure::ChecksWatcher) => "That is check! Here the king only watches.",
        (Lang::Nb, Failure::OutOfRolls) => "Terningen har ikke flere kast.",
        (Lang::En, Failure::OutOfRolls) => "The die has no more rolls.",
    }
}

/// "3 of 72 stars".
pub fn stars_of(lang: Lang, stars: usize, of: usize) -> String {
    match lang {
        Lang::Nb => format!("{stars} av {of} stjerner"),
        Lang::En => format!("{stars} of {of} stars"),
    }
}

//! The words of the puzzle trainer in Norwegian (bokmål) and English: the page's
//! fixed words and the names of the puzzles' themes.

use crate::i18n::Lang;

/// The fixed words of one language.
pub struct PuzzleWords {
    /// Said while the solver is to find a move.
    pub find: &'static str,
    /// Said after a right move, with more to come.
    pub right: &'static str,
    /// Said after a wrong move.
    pub wrong: &'static str,
    /// Said once solved.
    pub solved: &'static str,
    /// The hint button.
    pub hint: &'static str,
    /// The solution button.
    pub solution: &'static str,
    /// The next puzzle.
    pub next: &'static str,
    /// Before the solver's rating.
    pub rating: &'static str,
    /// Before the streak.
    pub streak: &'static str,
    /// The puzzle of the day.
    pub daily: &'static str,
    /// Every theme (the theme filter's first choice).
    pub all_themes: &'static str,
    /// The theme filter's label.
    pub theme: &'static str,
    /// While the puzzles are fetched.
    pub loading: &'static str,
    /// The puzzles could not be fetched.
    pub failed: &'static str,
    /// Every puzzle of the choice is solved.
    pub none_left: &'static str,
    /// Before the solver's colour.
    pub you_play: &'static str,
}

static NB: PuzzleWords = PuzzleWords {
    find: "Finn det beste trekket!",
    right: "Riktig! Finn neste trekk.",
    wrong: "Ikke det trekket. Prøv igjen!",
    solved: "Løst! Godt jobbet!",
    hint: "Tips",
    solution: "Løsning",
    next: "Neste oppgave",
    rating: "Poengtall",
    streak: "På rad",
    daily: "Dagens oppgave",
    all_themes: "Alle temaer",
    theme: "Tema",
    loading: "Henter oppgavene …",
    failed: "Oppgavene kunne ikke hentes. Sjekk nettforbindelsen og prøv igjen.",
    none_left: "Du har løst alle oppgavene her!",
    you_play: "Du spiller",
};

static EN: PuzzleWords = PuzzleWords {
    find: "Find the best move!",
    right: "Right! Find the next move.",
    wrong: "Not that move. Try again!",
    solved: "Solved! Well done!",
    hint: "Hint",
    solution: "Solution",
    next: "Next puzzle",
    rating: "Rating",
    streak: "In a row",
    daily: "Puzzle of the day",
    all_themes: "All themes",
    theme: "Theme",
    loading: "Loading the puzzles …",
    failed: "The puzzles could not be loaded. Check the connection and try again.",
    none_left: "You have solved every puzzle here!",
    you_play: "You play",
};

/// The button and page title, Puzzles: apart from [`PuzzleWords`], as the first
/// module shows it (its link and title) and keeps a static struct of words whole.
pub fn puzzles_name(lang: Lang) -> &'static str {
    match lang {
        Lang::Nb => "Oppgaver",
        Lang::En => "Puzzles",
    }
}

/// The fixed words of `lang`.
pub fn words(lang: Lang) -> &'static PuzzleWords {
    match lang {
        Lang::Nb => &NB,
        Lang::En => &EN,
    }
}

/// The themes the generator tags, each with its names in Norwegian and English.
pub const THEMES: [(&str, &str, &str); 15] = [
    ("advantage", "Fordel", "Advantage"),
    ("crushing", "Stor fordel", "Crushing"),
    ("oneMove", "Ett trekk", "One move"),
    ("short", "Kort", "Short"),
    ("long", "Lang", "Long"),
    ("veryLong", "Veldig lang", "Very long"),
    ("promotion", "Forvandling", "Promotion"),
    ("hangingPiece", "Ubeskyttet brikke", "Hanging piece"),
    ("fork", "Gaffel", "Fork"),
    ("forcedCaptures", "Tvungne slag", "Forced captures"),
    ("giveAway", "Gi bort alt", "Give everything away"),
    ("breakthrough", "Gjennombrudd", "Breakthrough"),
    ("countingTempi", "Tell trekkene", "Counting tempi"),
    ("outsidePawn", "Bonden på kanten", "The outside pawn"),
    (
        "mostOfRoll",
        "Få mest ut av kastet",
        "Make the most of the roll",
    ),
];

/// The name of a theme in `lang` (`mateIn2`: "Matt i 2"); an unknown theme keeps its
/// tag.
pub fn theme_name(lang: Lang, theme: &str) -> String {
    let in_moves = |prefix: &str| {
        theme
            .strip_prefix(prefix)
            .filter(|n| n.parse::<u8>().is_ok())
    };
    if let Some(n) = in_moves("mateIn") {
        return match lang {
            Lang::Nb => format!("Matt i {n}"),
            Lang::En => format!("Mate in {n}"),
        };
    }
    if let Some(n) = in_moves("winIn") {
        return match lang {
            Lang::Nb => format!("Vinn i {n}"),
            Lang::En => format!("Win in {n}"),
        };
    }
    THEMES.iter().find(|(tag, ..)| *tag == theme).map_or_else(
        || theme.to_string(),
        |(_, nb, en)| match lang {
            Lang::Nb => nb.to_string(),
            Lang::En => en.to_string(),
        },
    )
}

/// "You play white"-like line: the solver's colour after [`PuzzleWords::you_play`].
pub fn you_play(lang: Lang, color: sjakkboks_rules::Color) -> String {
    format!(
        "{} {}",
        words(lang).you_play,
        crate::i18n::color_name(lang, color)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn themes_have_names_in_both_languages() {
        assert_eq!(theme_name(Lang::Nb, "mateIn2"), "Matt i 2");
        assert_eq!(theme_name(Lang::En, "winIn3"), "Win in 3");
        assert_eq!(theme_name(Lang::Nb, "fork"), "Gaffel");
        assert_eq!(theme_name(Lang::En, "mateInX"), "mateInX");
        assert_eq!(theme_name(Lang::En, "unknown"), "unknown");
    }
}

//! One set of Norwegian words: for each thing the texts name, the word they
//! use and the forms they must not use, with why. Write new texts (words,
//! rules pages, lessons) with these; the tests below read every Norwegian text
//! of the app, the words of [`crate::i18n`] rendered over all their inputs and
//! the rules pages in `web/rules/nb/` and the lessons in `web/learn/`, and
//! fail on a form to avoid.
//!
//! The chess words follow the federation's sheets: bonde, springer, løper,
//! tårn, dronning, konge; rokade, en passant, patt, sjakkmatt, remis.

/// A thing the texts name, the word for it, and the forms to avoid.
pub struct Term {
    /// The word the texts use.
    pub word: &'static str,
    /// What it names.
    pub meaning: &'static str,
    /// Forms that must not appear, each with why.
    pub avoid: &'static [Avoid],
}

/// A form the Norwegian texts must not use: one or more whole words, in any
/// case.
pub struct Avoid {
    /// The words, lower case.
    pub form: &'static str,
    /// Why not.
    pub why: &'static str,
}

/// What every rules page says once, as the federation's sheets say
/// "uavgjort/remis": a child who meets "remis" first learns what it is.
pub const DRAW_EXPLAINED: &str = "uavgjort (remis)";

/// The words of the Norwegian texts.
pub static GLOSSARY: &[Term] = &[
    Term {
        word: "parti",
        meaning: "one game, from the start to its end",
        avoid: &[
            Avoid {
                form: "spillet",
                why: "a spill is a kind of game (Alle spill); one game is a parti",
            },
            Avoid {
                form: "spillets",
                why: "a spill is a kind of game; one game is a parti",
            },
            Avoid {
                form: "nytt spill",
                why: "a new game is a new parti (Nytt parti)",
            },
        ],
    },
    Term {
        word: "kaste",
        meaning: "to throw the die (kast, kastet, kastene)",
        avoid: &[
            Avoid {
                form: "slo",
                why: "in chess slå means to capture: the die is kastet",
            },
            Avoid {
                form: "slå terningen",
                why: "in chess slå means to capture: kast terningen",
            },
            Avoid {
                form: "slår terningen",
                why: "in chess slå means to capture: kaster terningen",
            },
            Avoid {
                form: "terningslag",
                why: "in chess slag is a capture: a throw is a kast",
            },
        ],
    },
    Term {
        word: "motstanderen",
        meaning: "the player one plays against",
        avoid: &[
            Avoid {
                form: "motspilleren",
                why: "one word for the opponent: motstanderen",
            },
            Avoid {
                form: "motspillerens",
                why: "one word for the opponent: motstanderens",
            },
            Avoid {
                form: "motspiller",
                why: "one word for the opponent: motstander",
            },
        ],
    },
    Term {
        word: "del",
        meaning: "a player's third of the round board (8 letters of cells)",
        avoid: &[
            Avoid {
                form: "sektor",
                why: "the round board has parts (del) and cells named by letter and ring",
            },
            Avoid {
                form: "sektoren",
                why: "the round board has parts (del) and cells named by letter and ring",
            },
            Avoid {
                form: "sektorer",
                why: "the round board has parts (del) and cells named by letter and ring",
            },
        ],
    },
    Term {
        word: "tiden gikk ut",
        meaning: "a clock ran out (går tiden din ut, taper du)",
        avoid: &[Avoid {
            form: "tiden er ute",
            why: "one wording for running out of time: tiden går ut, tiden gikk ut",
        }],
    },
    Term {
        word: "sjakkvariant",
        meaning: "a kind of chess a PGN names (Variant tag), never variant alone",
        avoid: &[],
    },
    Term {
        word: "variant",
        meaning: "a line of play in a PGN, in parentheses",
        avoid: &[],
    },
    Term {
        word: "tur",
        meaning: "a player's turn",
        avoid: &[Avoid {
            form: "i sin tur",
            why: "reads as in turn (in consequence): say når det er din tur",
        }],
    },
    Term {
        word: "springer",
        meaning: "the knight",
        avoid: &[Avoid {
            form: "hest",
            why: "the federation's word is springer",
        }],
    },
    Term {
        word: "dronning",
        meaning: "the queen",
        avoid: &[Avoid {
            form: "dame",
            why: "the federation's word is dronning",
        }],
    },
    Term {
        word: "forvandling",
        meaning: "a pawn that reaches the last rank becoming another piece",
        avoid: &[
            Avoid {
                form: "promotering",
                why: "the federation's word is forvandling",
            },
            Avoid {
                form: "promosjon",
                why: "the federation's word is forvandling",
            },
        ],
    },
];

/// The forms to avoid that `text` uses, as whole words in any case, each
/// with its term.
pub fn forbidden_in(text: &str) -> Vec<(&'static Term, &'static Avoid)> {
    let words = words(text);
    GLOSSARY
        .iter()
        .flat_map(|term| term.avoid.iter().map(move |avoid| (term, avoid)))
        .filter(|(_, avoid)| {
            let form: Vec<&str> = avoid.form.split(' ').collect();
            words.windows(form.len()).any(|w| w == form.as_slice())
        })
        .collect()
}

/// The words of `text`, lower case: runs of letters and digits.
fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{corpus, Lang};
    use std::path::PathBuf;

    /// Every Norwegian rules page: its file name and text.
    fn rules_pages() -> Vec<(String, String)> {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../web/rules/nb");
        let mut pages: Vec<(String, String)> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|entry| {
                let path = entry.unwrap().path();
                let text = std::fs::read_to_string(&path).unwrap();
                (
                    path.file_name().unwrap().to_string_lossy().into_owned(),
                    text,
                )
            })
            .collect();
        pages.sort();
        assert_eq!(pages.len(), 6, "one page per game");
        pages
    }

    /// Each text with a form to avoid, named by where it stands.
    fn offences<'a>(texts: impl Iterator<Item = (String, &'a str)>) -> Vec<String> {
        texts
            .flat_map(|(place, text)| {
                forbidden_in(text).into_iter().map(move |(term, avoid)| {
                    format!(
                        "{place}: «{}» ({}; say {})",
                        avoid.form, avoid.why, term.word
                    )
                })
            })
            .collect()
    }

    #[test]
    fn the_forms_are_found_as_whole_words() {
        let found = |t: &str| {
            forbidden_in(t)
                .iter()
                .map(|(_, a)| a.form)
                .collect::<Vec<_>>()
        };
        assert_eq!(found("Svart slo 5 (tårn)."), ["slo"]);
        assert_eq!(found("Tilbake til Spillet"), ["spillet"]);
        assert_eq!(found("Vil motspilleren ta imot?"), ["motspilleren"]);
        assert_eq!(found("x er en sektor"), ["sektor"]);
        assert_eq!(found("Taper du i sin tur?"), ["i sin tur"]);
        assert!(found("Slottet, sjakkspillet, slått, kastet, sjakkvariant").is_empty());
        assert!(found("Alle spill. Spill igjen. i sin egen tur").is_empty());
    }

    #[test]
    fn no_norwegian_word_of_the_app_is_one_to_avoid() {
        let texts = corpus::all(Lang::Nb);
        let found = offences(texts.iter().map(|t| (t.clone(), t.as_str())));
        assert!(found.is_empty(), "{found:#?}");
    }

    #[test]
    fn no_norwegian_rules_page_uses_a_word_to_avoid() {
        let pages = rules_pages();
        let lines = pages.iter().flat_map(|(name, text)| {
            text.lines()
                .enumerate()
                .map(move |(i, line)| (format!("web/rules/nb/{name}:{}", i + 1), line))
        });
        let found = offences(lines);
        assert!(found.is_empty(), "{found:#?}");
    }

    #[test]
    fn no_norwegian_lesson_uses_a_word_to_avoid() {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../web/learn");
        let mut checked = 0;
        let mut found = Vec::new();
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path).unwrap();
            let lines = text.lines().enumerate().filter_map(|(i, line)| {
                let nb = line
                    .strip_prefix("say.nb ")
                    .or(line.strip_prefix("title.nb "))?;
                Some((format!("web/learn/{name}:{}", i + 1), nb))
            });
            let lines: Vec<(String, &str)> = lines.collect();
            checked += lines.len();
            found.extend(offences(lines.into_iter()));
        }
        assert!(
            checked > 100,
            "the lessons' Norwegian lines are read ({checked})"
        );
        assert!(found.is_empty(), "{found:#?}");
    }

    #[test]
    fn every_norwegian_rules_page_explains_remis() {
        for (name, text) in rules_pages() {
            assert!(
                text.to_lowercase().contains(DRAW_EXPLAINED),
                "web/rules/nb/{name} never says {DRAW_EXPLAINED}"
            );
        }
    }

    #[test]
    fn the_rules_pages_name_the_buttons_as_the_app_does() {
        let new_game = Lang::Nb.text().new_game;
        for (name, text) in rules_pages() {
            if text.contains("sjakkur (velg det under") {
                assert!(
                    text.contains(&format!("velg det under {new_game})")),
                    "web/rules/nb/{name}: the button is {new_game}"
                );
            }
        }
    }
}

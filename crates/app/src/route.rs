//! The page shown, read from and written to the address: `?game=<id>` opens a
//! game, `?game=<id>&page=rules` its rules, `?page=learn[&game=<id>[&stage=<n>&level=<k>]]`
//! the lessons ([`LearnAt`]), `?page=puzzles&game=<id>[&daily=1|&id=<PuzzleId>]` the
//! puzzles ([`PuzzleAt`]), `?lang=nb|en` sets the language and
//! `?seed=<n>` makes the die deterministic (for tests; never shown).
//! `?embed=1` shows only the board, its essential buttons and the status (for
//! club websites, in an `<iframe>`); `?flip=1` shows the board from black's
//! side and keeps it still. `?ai=<colour>[,<colour>]&level=<n>` puts the
//! computer in those seats; it is read once, remembered with the game and
//! taken out of the address ([`forget_read_once`]). `?clock=<minutes>+<seconds>`
//! (`5+3`, or with decimals, `0.05+0` for three seconds) starts a new game on
//! that clock; it too is read once.

use sjakkboks_rules::clock::TimeControl;
use sjakkboks_rules::GameId;

use sjakkboks_session::i18n::Lang;
use sjakkboks_session::opponents::Opponents;

mod puzzles;
pub use puzzles::PuzzleAt;
#[cfg(feature = "full")]
pub use puzzles::PuzzleKey;

/// Which page is shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Route {
    /// The list of games.
    Home,
    /// A game being played.
    Play(GameId),
    /// A game's rules.
    Rules(GameId),
    /// Learn: the courses, a game's course, or one of its levels.
    Learn(LearnAt),
    /// A game's puzzles.
    Puzzles(GameId, PuzzleAt),
}

/// Where in Learn (`?page=learn`): the courses, a game's course
/// (`&game=<id>`), or a level (`&stage=<n>&level=<k>`, both 1-based).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LearnAt {
    /// Every game's course.
    Courses,
    /// One game's course.
    Course(GameId),
    /// A level of a game's course: stage and level, 1-based.
    Level(GameId, usize, usize),
}

/// What the address says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Query {
    /// The page.
    pub route: Route,
    /// `?lang=`, if given and known.
    pub lang: Option<Lang>,
    /// `?seed=`, if given: the seed of the die's numbers.
    pub seed: Option<u64>,
    /// `?embed=1`: the page is embedded in another site.
    pub embed: bool,
    /// `?flip=1`: the board from black's side, kept still.
    pub flip: bool,
    /// `?ai=...&level=...`: the computer's seats and level, if given.
    pub ai: Option<Opponents>,
    /// `?clock=<minutes>+<seconds>`: a new game on this clock, if given and valid.
    pub clock: Option<TimeControl>,
}

impl Query {
    /// Reads a query string such as `?game=standard&lang=nb`.
    pub fn parse(search: &str) -> Query {
        let mut game = None;
        let mut page = "";
        let (mut stage, mut level_number) = (None, None);
        let mut lang = None;
        let mut seed = None;
        let (mut embed, mut flip) = (false, false);
        let (mut ai, mut level, mut clock) = (None, None, None);
        let (mut puzzle, mut daily) = (None, false);
        for pair in search.trim_start_matches('?').split('&') {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match key {
                "game" => game = GameId::from_id(value),
                "page" => page = value,
                "stage" => stage = value.parse().ok().filter(|&n| n > 0),
                "lang" => lang = Lang::from_code(value),
                "seed" => seed = value.parse().ok(),
                "embed" => embed = value != "0",
                "flip" => flip = value != "0",
                "ai" => ai = Some(value),
                "level" => {
                    level = Some(value);
                    level_number = value.parse().ok().filter(|&n| n > 0);
                }
                "clock" => clock = value.parse().ok(),
                "id" => puzzle = Some(value),
                "daily" => daily = value != "0",
                _ => {}
            }
        }
        let route = match (page, game, stage.zip(level_number)) {
            ("learn", None, _) => Route::Learn(LearnAt::Courses),
            ("learn", Some(g), None) => Route::Learn(LearnAt::Course(g)),
            ("learn", Some(g), Some((s, l))) => Route::Learn(LearnAt::Level(g, s, l)),
            ("puzzles", Some(g), _) => Route::Puzzles(g, PuzzleAt::parse(puzzle, daily)),
            (_, None, _) => Route::Home,
            ("rules", Some(g), _) => Route::Rules(g),
            (_, Some(g), _) => Route::Play(g),
        };
        Query {
            route,
            lang,
            seed,
            embed,
            flip,
            ai: ai.map(|ai| Opponents::parse(ai, level)),
            clock,
        }
    }

    /// The address of `route` for a link from this page: its language and
    /// seed kept, as [`push`] would write it.
    pub fn link(self, route: Route) -> String {
        let query = Query {
            route,
            ai: None,
            clock: None,
            ..self
        };
        match query.to_search() {
            search if search.is_empty() => "?".to_owned(),
            search => search,
        }
    }

    /// The query string for this page, keeping `lang` and `seed` where given
    /// (never `ai`, which is read once and then kept with the game).
    pub fn to_search(self) -> String {
        let mut parts = Vec::new();
        match self.route {
            Route::Home => {}
            Route::Play(g) => parts.push(format!("game={}", g.as_str())),
            Route::Rules(g) => parts.push(format!("game={}&page=rules", g.as_str())),
            Route::Learn(LearnAt::Courses) => parts.push("page=learn".into()),
            Route::Learn(LearnAt::Course(g)) => {
                parts.push(format!("page=learn&game={}", g.as_str()))
            }
            Route::Learn(LearnAt::Level(g, s, l)) => parts.push(format!(
                "page=learn&game={}&stage={s}&level={l}",
                g.as_str()
            )),
            Route::Puzzles(g, _at) => {
                parts.push(format!("page=puzzles&game={}", g.as_str()));
                // The first module keeps no puzzle of its own (PuzzleAt::Near).
                #[cfg(feature = "full")]
                parts.extend(_at.search_part());
            }
        }
        if let Some(lang) = self.lang {
            parts.push(format!("lang={}", lang.code()));
        }
        if let Some(seed) = self.seed {
            parts.push(format!("seed={seed}"));
        }
        if self.embed {
            parts.push("embed=1".into());
        }
        if self.flip {
            parts.push("flip=1".into());
        }
        if parts.is_empty() {
            String::new()
        } else {
            format!("?{}", parts.join("&"))
        }
    }
}

/// The query of the page's current address.
pub fn current() -> Query {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    Query::parse(&search)
}

/// The address of `route` for a link: the current address's language and
/// seed kept, as [`push`] would write it.
pub fn href(route: Route) -> String {
    current().link(route)
}

/// Takes `?ai=`, `?level=` and `?clock=` out of the address (keeping the rest
/// and the fragment), once the page has taken them over: a reload then goes on
/// with the game, players and clocks remembered, whatever was chosen since.
pub fn forget_read_once() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let search = location.search().unwrap_or_default();
    let query = Query::parse(&search);
    if query.ai.is_none() && query.clock.is_none() {
        return;
    }
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!(
                "{path}{}{hash}",
                Query::parse(&search).to_search()
            )),
        );
    }
}

/// Puts `query` in the address bar as a new history entry.
pub fn push(query: Query) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    if let Ok(history) = window.history() {
        // A refused history entry only costs the back button this step.
        let _ = history.push_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{}", query.to_search())),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_game_lang_and_seed() {
        let q = Query::parse("?game=standard&lang=nb&seed=7");
        assert_eq!(q.route, Route::Play(GameId::Standard));
        assert_eq!(q.lang, Some(Lang::Nb));
        assert_eq!(q.seed, Some(7));
        assert_eq!(q.to_search(), "?game=standard&lang=nb&seed=7");
    }

    #[test]
    fn embed_and_flip_are_kept() {
        let q = Query::parse("?game=antichess&embed=1&lang=en&flip=1");
        assert!(q.embed && q.flip);
        assert_eq!(q.to_search(), "?game=antichess&lang=en&embed=1&flip=1");
        assert!(!Query::parse("?game=standard&embed=0").embed);
    }

    #[test]
    fn the_computer_is_read_but_not_written_back() {
        use sjakkboks_rules::Color;
        let q = Query::parse("?game=standard&ai=black&level=1");
        let ai = q.ai.expect("opponents");
        assert!(ai.plays(Color::Black) && !ai.plays(Color::White));
        assert_eq!(ai.level, 1);
        assert_eq!(q.to_search(), "?game=standard");
        assert_eq!(Query::parse("?game=standard").ai, None);
    }

    #[test]
    fn unknown_games_go_home() {
        assert_eq!(Query::parse("?game=go").route, Route::Home);
        assert_eq!(Query::parse("").route, Route::Home);
        assert_eq!(Query::parse("").to_search(), "");
    }

    #[test]
    fn learn_has_its_addresses() {
        for (search, at) in [
            ("?page=learn", LearnAt::Courses),
            ("?page=learn&game=dice", LearnAt::Course(GameId::Dice)),
            (
                "?page=learn&game=three-player&stage=2&level=4",
                LearnAt::Level(GameId::ThreePlayer, 2, 4),
            ),
        ] {
            let q = Query::parse(search);
            assert_eq!(q.route, Route::Learn(at));
            assert_eq!(q.to_search(), search);
            assert_eq!(q.ai, None, "`level` is a lesson's here, not the computer's");
        }
        let q = Query::parse("?page=learn&game=standard&stage=0&level=1");
        assert_eq!(q.route, Route::Learn(LearnAt::Course(GameId::Standard)));
    }

    #[test]
    fn a_link_keeps_the_language_and_seed_but_not_the_computer() {
        let here = Query::parse("?game=dice&lang=nb&seed=3&ai=black&clock=5+3");
        let course = Route::Learn(LearnAt::Course(GameId::Dice));
        assert_eq!(here.link(course), "?page=learn&game=dice&lang=nb&seed=3");
        assert_eq!(Query::parse("?game=dice").link(Route::Home), "?");
    }

    #[test]
    fn puzzles_have_their_addresses() {
        for search in [
            "?page=puzzles&game=dice",
            "?page=puzzles&game=standard&daily=1",
            "?page=puzzles&game=antichess&id=q7Qep&lang=nb",
        ] {
            let q = Query::parse(search);
            assert!(matches!(q.route, Route::Puzzles(..)), "{search}");
            // The first module keeps only the page; the full module, the puzzle.
            #[cfg(feature = "full")]
            assert_eq!(q.to_search(), search);
        }
        assert_eq!(Query::parse("?page=puzzles").route, Route::Home);
    }

    #[test]
    fn rules_pages_have_their_own_address() {
        let q = Query::parse("?game=standard&page=rules");
        assert_eq!(q.route, Route::Rules(GameId::Standard));
        assert_eq!(q.to_search(), "?game=standard&page=rules");
    }
}

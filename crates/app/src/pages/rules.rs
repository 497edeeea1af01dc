//! The rules of each game in plain words, Norwegian and English, written from
//! the project's rule book (docs/RULES.md): every decision made there is here too.
//!
//! The texts are not in the wasm: they are the files `web/rules/<lang>/<game>.txt`
//! (format in [`sjakkboks_session::rules_text`]), copied by Trunk to `dist/rules/` and
//! precached by the service worker. The page fetches its file when it opens,
//! says so while it loads, and offers to try again if the fetch fails (the
//! reason, a [`LoadError`], is in the message's `data-error`).

use std::cell::Cell;
use std::fmt;
use std::rc::Rc;

use sjakkboks_rules::GameId;
use yew::prelude::*;

use crate::components::board::board_picture;
use crate::services::fetch_text::{fetch_text, FetchError};
use sjakkboks_session::i18n::records::dialog_words;
use sjakkboks_session::i18n::{game_name, Lang};
use sjakkboks_session::rules_text::{self, RulesTextError, Section};

/// The address of a game's rules text, relative to the page.
fn url(lang: Lang, game: GameId) -> String {
    format!("rules/{}/{}.txt", lang.code(), game.as_str())
}

/// Why a rules text could not be loaded.
#[derive(Debug)]
enum LoadError {
    /// It could not be fetched.
    Fetch(FetchError),
    /// The answer was not a rules text.
    Text(RulesTextError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Fetch(error) => error.fmt(f),
            LoadError::Text(error) => write!(f, "bad rules text: {error}"),
        }
    }
}

impl std::error::Error for LoadError {}

/// Fetches and reads the rules text at `url`.
async fn load(url: &str) -> Result<Vec<Section>, LoadError> {
    let text = fetch_text(url).await.map_err(LoadError::Fetch)?;
    rules_text::parse(&text).map_err(LoadError::Text)
}

/// Where a rules page's text is.
enum Load {
    /// Being fetched.
    Loading,
    /// Fetched and read.
    Loaded(Vec<Section>),
    /// Could not be loaded.
    Failed(LoadError),
}

/// Properties of [`RulesPage`].
#[derive(Properties, PartialEq, Clone)]
pub struct RulesPageProps {
    /// The game.
    pub game: GameId,
    /// The language.
    pub lang: Lang,
    /// Back to the game.
    pub on_play: Callback<()>,
}

/// A game's rules with a diagram of its start position.
#[function_component(RulesPage)]
pub fn rules_page(props: &RulesPageProps) -> Html {
    let text = props.lang.text();
    let words = dialog_words(props.lang);
    let load = use_state(|| Load::Loading);
    // Bumped by "try again", which fetches the same file anew.
    let attempt = use_state(|| 0u32);
    {
        let load = load.clone();
        use_effect_with(
            (props.lang, props.game, *attempt),
            move |&(lang, game, _)| {
                load.set(Load::Loading);
                // A language switch or a new game while a fetch is under way:
                // the older answer is dropped.
                let current = Rc::new(Cell::new(true));
                let still_current = current.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let result = load_page(lang, game).await;
                    if still_current.get() {
                        load.set(result);
                    }
                });
                move || current.set(false)
            },
        );
    }
    let body = match &*load {
        Load::Loading => {
            html! { <p class="rules-status" role="status">{ words.rules_loading }</p> }
        }
        Load::Loaded(sections) => html! {
            for sections.iter().map(|section| html! {
                <section>
                    <h2>{ &section.heading }</h2>
                    <ul>{ for section.points.iter().map(|p| html! { <li>{ p }</li> }) }</ul>
                </section>
            })
        },
        Load::Failed(error) => {
            let attempt = attempt.clone();
            html! {
                <div class="rules-status" role="alert" data-error={error.to_string()}>
                    <p>{ words.rules_failed }</p>
                    <button type="button" class="button" data-action="retry-rules"
                        onclick={move |_| attempt.set(attempt.wrapping_add(1))}>
                        { text.try_again }
                    </button>
                </div>
            }
        }
    };
    let on_play = props.on_play.clone();
    html! {
        <article class="rules">
            <h1>{ format!("{}: {}", text.rules, game_name(props.lang, props.game)) }</h1>
            <figure class="diagram">
                { board_picture(props.game, true) }
                <figcaption>{ text.start_position }</figcaption>
            </figure>
            { body }
            <button type="button" class="button primary" onclick={move |_| on_play.emit(())}>
                { text.back_to_game }
            </button>
        </article>
    }
}

/// Loads a game's rules in a language, as the page's next state.
async fn load_page(lang: Lang, game: GameId) -> Load {
    match load(&url(lang, game)).await {
        Ok(sections) => Load::Loaded(sections),
        Err(error) => Load::Failed(error),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game's rules file, read from `web/rules/` as the page would fetch it.
    fn page(lang: Lang, game: GameId) -> Vec<Section> {
        let path = format!(
            "{}/../../web/{}",
            env!("CARGO_MANIFEST_DIR"),
            url(lang, game)
        );
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        rules_text::parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    #[test]
    fn every_game_has_rules_in_both_languages() {
        for game in GameId::ALL {
            let nb = page(Lang::Nb, game);
            let en = page(Lang::En, game);
            assert!(!nb.is_empty());
            assert_eq!(nb.len(), en.len(), "{game:?}: same sections in nb and en");
            for (a, b) in nb.iter().zip(&en) {
                assert_eq!(
                    a.points.len(),
                    b.points.len(),
                    "{game:?}: same points in nb and en"
                );
            }
        }
    }

    /// The whole page as one text.
    fn text(lang: Lang, game: GameId) -> String {
        page(lang, game)
            .iter()
            .flat_map(|s| {
                std::iter::once(s.heading.as_str()).chain(s.points.iter().map(String::as_str))
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
    #[test]
    fn dice_and_three_player_pages_name_their_decisions() {
        let needs: [(GameId, Lang, &[&str]); 4] = [
            (
                GameId::Dice,
                Lang::Nb,
                &[
                    "75",
                    "fem ganger",
                    "første kastet",
                    "ikke et trekk",
                    "kryptografiske",
                    "samme øynene",
                ],
            ),
            (
                GameId::Dice,
                Lang::En,
                &[
                    "75",
                    "five times",
                    "first roll",
                    "not a move",
                    "cryptographic",
                    "same faces",
                ],
            ),
            (
                GameId::ThreePlayer,
                Lang::Nb,
                &[
                    "fem ganger",
                    "tellingen på nytt",
                    "springer mot konge",
                    "frosne",
                    "Ka2:x2",
                    "enige om remis",
                ],
            ),
            (
                GameId::ThreePlayer,
                Lang::En,
                &[
                    "five times",
                    "count starts again",
                    "knight against king",
                    "frozen",
                    "Ka2:x2",
                    "agree a draw",
                ],
            ),
        ];
        for (game, lang, words) in needs {
            let page = text(lang, game);
            for w in words {
                assert!(page.contains(w), "{game:?} {lang:?}: {w}");
            }
        }
    }

    #[test]
    fn the_norwegian_pieces_go_back_as_well_as_forward() {
        let page = text(Lang::Nb, GameId::Standard);
        for words in [
            "fram, bakover, til siden og på skrå",
            "fram, bakover og til siden",
            "to felt i én retning og så ett til siden",
            "der den kan bli slått",
        ] {
            assert!(page.contains(words), "{words}");
        }
        assert!(!page.contains("rett fram"), "rett fram means forwards only");
    }
}

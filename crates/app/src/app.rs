//! The root component: the header with the language switch, and the page the
//! address asks for (home, a game, a game's rules, Learn, or a game's puzzles).

use gloo_events::EventListener;
use yew::prelude::*;

use crate::pages::home::home_page;
use crate::pages::learn::learn_page;
use crate::pages::play_slot::PlaySlot;
use crate::pages::puzzles::puzzles_page;
#[cfg(feature = "full")]
use crate::pages::rules::RulesPage;
use crate::route::{self, LearnAt, Query, Route};
use crate::services::persist;
use crate::settings::Settings;
use sjakkboks_rules::GameId;
use sjakkboks_session::i18n::learn::words as learn_words;
use sjakkboks_session::i18n::puzzles::puzzles_name;
use sjakkboks_session::i18n::{game_name, Lang};

/// The whole page.
#[function_component(App)]
pub fn app() -> Html {
    let query = use_state(|| {
        let mut query = route::current();
        // A valid share link opens its own game, whatever `?game=` says.
        if let Some(game) = persist::share::linked_game() {
            query.route = Route::Play(game);
        }
        query
    });
    let settings = use_state(|| {
        let settings = Settings::load(query.lang, query.embed);
        crate::services::sound::set_on(settings.sound);
        settings
    });
    let lang = settings.lang;
    let text = lang.text();

    // The back button: read the address again.
    {
        let query = query.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window()
                .map(|w| EventListener::new(&w, "popstate", move |_| query.set(route::current())));
            // A share link pasted into the address of an open page changes only
            // the fragment: open the page again to read it.
            let hash = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| persist::share::reload_for_link())
            });
            move || drop((listener, hash))
        });
    }
    {
        // The page's language (for screen readers and hyphenation) and title.
        let title = match query.route {
            Route::Home => "Sjakkboks".to_owned(),
            Route::Play(game) => format!("{} – Sjakkboks", game_name(lang, game)),
            Route::Learn(LearnAt::Courses) => format!("{} – Sjakkboks", learn_words(lang).learn),
            Route::Rules(game)
            | Route::Learn(LearnAt::Course(game) | LearnAt::Level(game, ..))
            | Route::Puzzles(game, _) => format!(
                "{}: {} – Sjakkboks",
                section_name(query.route, lang),
                game_name(lang, game)
            ),
        };
        use_effect_with((lang.code(), title), move |(code, title)| {
            if let Some(document) = web_sys::window().and_then(|w| w.document()) {
                document.set_title(title);
                if let Some(root) = document.document_element() {
                    let _ = root.set_attribute("lang", code);
                }
            }
        });
    }

    let navigate = {
        let query = query.clone();
        Callback::from(move |route: Route| {
            // `?ai=` and `?clock=` were taken over by the page they opened.
            let next = Query {
                route,
                ai: None,
                clock: None,
                ..*query
            };
            route::push(next);
            query.set(next);
            if let Some(w) = web_sys::window() {
                w.scroll_to_with_x_and_y(0.0, 0.0);
            }
        })
    };
    let on_settings = {
        let settings = settings.clone();
        let query = query.clone();
        Callback::from(move |s: Settings| {
            s.save(query.embed);
            crate::services::sound::set_on(s.sound);
            if query.lang.is_some_and(|l| l != s.lang) {
                // Keep the address honest about the language shown.
                let next = Query {
                    lang: Some(s.lang),
                    ..*query
                };
                route::push(next);
                query.set(next);
            }
            settings.set(s);
        })
    };
    let switch_lang = {
        let on_settings = on_settings.clone();
        let settings = *settings;
        move |_| {
            on_settings.emit(Settings {
                lang: settings.lang.other(),
                ..settings
            })
        }
    };
    let go_home = {
        let navigate = navigate.clone();
        move |_| navigate.emit(Route::Home)
    };

    let nav_button = |name: &'static str, label: &'static str, route: Route| {
        let navigate = navigate.clone();
        html! {
            <button type="button" class="button small" data-nav={name}
                onclick={move |_| navigate.emit(route)}>{ label }</button>
        }
    };
    let learn = learn_words(lang).learn;
    let (title, nav) = match query.route {
        Route::Home => (
            html! { <h1>{ "Sjakkboks" }</h1> },
            nav_button("learn", learn, Route::Learn(LearnAt::Courses)),
        ),
        Route::Play(game) => (
            html! { <h1>{ game_name(lang, game) }</h1> },
            nav_button("rules", text.rules, Route::Rules(game)),
        ),
        Route::Learn(LearnAt::Courses) => (html! { <h1>{ learn }</h1> }, Html::default()),
        Route::Learn(LearnAt::Course(game) | LearnAt::Level(game, ..))
        | Route::Puzzles(game, _) => (
            html! { <h1>{ format!("{}: {}", section_name(query.route, lang), game_name(lang, game)) }</h1> },
            if matches!(query.route, Route::Puzzles(..)) {
                nav_button("learn", learn, Route::Learn(LearnAt::Course(game)))
            } else {
                html! { <>
                    { nav_button("puzzles", puzzles_name(lang),
                        Route::Puzzles(game, crate::route::PuzzleAt::Near)) }
                    { nav_button("play", text.play, Route::Play(game)) }
                </> }
            },
        ),
        Route::Rules(game) => (html! { <h1>{ game_name(lang, game) }</h1> }, {
            let navigate = navigate.clone();
            html! {
                <button type="button" class="button small" data-nav="play"
                    onclick={move |_| navigate.emit(Route::Play(game))}>{ text.play }</button>
            }
        }),
    };
    let page = match query.route {
        Route::Home => home_page(lang, &navigate),
        Route::Play(game) => html! {
            <PlaySlot key={game.as_str()} {game} settings={*settings} {on_settings}
                embed={query.embed} flip={query.flip} seed={query.seed} ai={query.ai} clock={query.clock}
                navigate={navigate.clone()} />
        },
        Route::Rules(game) => rules_page(game, lang, &navigate),
        Route::Learn(at) => learn_page(at, lang, &navigate),
        Route::Puzzles(game, at) => puzzles_page(game, at, lang, &navigate),
    };
    if query.embed {
        // Embedded in another site: the board, its buttons and the status only.
        return html! { <main class="app embed">{ page }</main> };
    }
    html! {
        <>
            <header class="app-header">
                if query.route != Route::Home {
                    <button type="button" class="button small home-button" data-nav="home"
                        onclick={go_home} aria-label={text.home}>
                        { "←" }<span class="wide-only">{ " " }{ text.home }</span>
                    </button>
                }
                { title }
                <div class="header-tools">
                    { nav }
                    <button type="button" class="button small" data-action="lang"
                        lang={lang.other().code()} onclick={switch_lang}
                        title={lang.other().text().language_name}>
                        <span class="wide-only">{ lang.other().text().language_name }</span>
                        <span class="narrow-only">{ lang.other().code().to_ascii_uppercase() }</span>
                    </button>
                </div>
            </header>
            <main class="app">{ page }</main>
        </>
    }
}

/// The name of the part of the app a game's page belongs to (its rules,
/// Learn, its puzzles), for the page's title and heading.
fn section_name(route: Route, lang: Lang) -> &'static str {
    match route {
        Route::Rules(_) => lang.text().rules,
        Route::Puzzles(..) => puzzles_name(lang),
        _ => learn_words(lang).learn,
    }
}

/// The rules of `game`.
#[cfg(feature = "full")]
fn rules_page(game: GameId, lang: Lang, navigate: &Callback<Route>) -> Html {
    let navigate = navigate.clone();
    html! { <RulesPage {game} {lang} on_play={move |_| navigate.emit(Route::Play(game))} /> }
}

/// In the first module: the full module is fetched, and draws the rules.
#[cfg(not(feature = "full"))]
fn rules_page(_game: GameId, lang: Lang, _navigate: &Callback<Route>) -> Html {
    html! { <crate::services::handover::HandOver {lang} /> }
}

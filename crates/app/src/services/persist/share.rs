//! Share links and embed snippets in the page's address: reading a link from
//! the fragment (`#g=...`, the rules crate's [`sjakkboks_rules::share`]
//! codec), building the link of a game, and the `<iframe>` snippet.

use sjakkboks_rules::clock::Clock;
use sjakkboks_rules::share::{self, Decoded, ShareError, FRAGMENT_KEY};
use sjakkboks_rules::{Game, GameId};

use sjakkboks_session::i18n::Lang;
use sjakkboks_session::opponents::Opponents;

/// The address's fragment without the `#`, if it holds a share link.
fn link_fragment() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let hash = hash.trim_start_matches('#');
    hash.split('&')
        .any(|part| part.starts_with(&format!("{FRAGMENT_KEY}=")))
        .then(|| hash.to_owned())
}

/// The share link in the address, opened: `None` when there is none.
pub fn link_in_address() -> Option<Result<Decoded, ShareError>> {
    link_fragment().map(|fragment| share::decode(&fragment))
}

/// The game id of a valid share link in the address, so that the link opens
/// its own game whatever `?game=` says.
pub fn linked_game() -> Option<GameId> {
    match link_in_address()? {
        Ok(decoded) => Some(decoded.game.id()),
        Err(_) => None,
    }
}

/// Loads the page again when its address holds a share link (after only the
/// fragment changed), so that the link is opened like a fresh one.
pub fn reload_for_link() {
    if link_fragment().is_some() {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    }
}

/// Takes the share link out of the address (keeping the rest, with `?game=`
/// set to `game` when given), so that a reload resumes the saved game instead
/// of opening the link again.
pub fn forget_link(game: Option<GameId>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let path = location.pathname().unwrap_or_default();
    let mut search = location.search().unwrap_or_default();
    if let Some(game) = game {
        let mut query = crate::route::Query::parse(&search);
        query.route = crate::route::Route::Play(game);
        search = query.to_search();
    }
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{search}")),
        );
    }
}

/// The page's address without query and fragment: `https://host/path/`.
fn base_url() -> String {
    let Some(window) = web_sys::window() else {
        return String::new();
    };
    let location = window.location();
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_default();
    format!("{origin}{path}")
}

/// The share link of `game`: this page's address with `?game=<id>`, the
/// computer's seats and level when it plays (`&ai=black&level=3`), and the
/// whole game in the fragment, with the clocks' times (paused) if it has them.
pub fn link_of(game: &Game, clock: Option<&Clock>, opponents: Opponents) -> String {
    let players = opponents.query();
    let players = if players.is_empty() {
        players
    } else {
        format!("&{players}")
    };
    format!(
        "{}?game={}{players}{}",
        base_url(),
        game.id().as_str(),
        share::fragment_with_clock(
            game,
            clock
                .map(|c| c.shared(crate::services::wall_clock::now()))
                .as_ref()
        )
    )
}

/// The address of the embedded board of game `id` in `lang`.
pub fn embed_url(id: GameId, lang: Lang) -> String {
    format!(
        "{}?game={}&embed=1&lang={}",
        base_url(),
        id.as_str(),
        lang.code()
    )
}

/// The `<iframe>` snippet that puts game `id` on another web page. Dice chess
/// (the die) and three-player chess (the players) need a taller frame.
pub fn iframe_snippet(id: GameId, lang: Lang) -> String {
    let taller = id.rules().dice || id.rules().players.len() > 2;
    let ratio = if taller { "4/7" } else { "2/3" };
    format!(
        "<iframe src=\"{}\" title=\"Sjakkboks\" loading=\"lazy\" \
         style=\"width:100%;max-width:480px;aspect-ratio:{ratio};border:0\"></iframe>",
        embed_url(id, lang)
    )
}

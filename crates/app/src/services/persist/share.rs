//! Share links and embed snippets in the page's address: reading a link from
//! the fragment (`#g=...`, the rules crate's [`sjakkboks_rules::share`]
//! codec), building the link of a game, and the `<iframe>` snippet.

use sjakkboks_rules::share::{self, Decoded, ShareError, FRAGMENT_KEY};
use sjakkboks_rules::GameId;

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

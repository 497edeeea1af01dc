//! The links the share and embed dialogs give (the full module's): a game's
//! share link and the `<iframe>` snippet for a club's website. Reading a
//! share link is `super::share`.

use sjakkboks_rules::clock::Clock;
use sjakkboks_rules::share;
use sjakkboks_rules::{Game, GameId};

use sjakkboks_session::i18n::Lang;
use sjakkboks_session::opponents::Opponents;

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

//! The share, embed and PGN buttons under the board, and the dialog the
//! pressed one opens.
//!
//! - `data-action="share"` opens the game's link and its QR code;
//! - `data-action="embed"` the `<iframe>` snippet for a club's website;
//! - `data-action="pgn"` (two-player games) the game as PGN, and an import;
//! - `data-action="review"` (first module only) hands over to the full module,
//!   whose review panel has the same button.
//!
//! The dialogs are in the full module (`crate::components::dialogs`): the
//! first module shows [`HandOver`] instead, which fetches it and has it
//! press the same button.

use sjakkboks_rules::clock::Clock;
use sjakkboks_rules::{pgn, Game};
use yew::prelude::*;

use crate::class_names::class_names;
#[cfg(feature = "full")]
use crate::components::dialogs::{embed_dialog, pgn_dialog, share_dialog};
use crate::same_rc::SameRc;
use crate::services::persist::Source;
use sjakkboks_session::i18n::records::words;
use sjakkboks_session::i18n::Lang;
use sjakkboks_session::opponents::Opponents;

/// Which dialog is open.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Open {
    /// The share link and its QR code.
    Share,
    /// The embed snippet.
    Embed,
    /// The game as PGN, and an import.
    Pgn,
    /// The game review: the first module hands the page over to the full
    /// module, whose review panel (`crate::components::review`) has the button.
    #[cfg(not(feature = "full"))]
    Review,
}

impl Open {
    /// The `data-action` of the button that opens this dialog.
    fn action(self) -> &'static str {
        match self {
            Open::Share => "share",
            Open::Embed => "embed",
            Open::Pgn => "pgn",
            #[cfg(not(feature = "full"))]
            Open::Review => "review",
        }
    }
}

/// Properties of [`Tools`].
#[derive(Properties, PartialEq, Clone)]
pub struct ToolsProps {
    /// The game on screen.
    pub game: SameRc<Game>,
    /// Its clocks, if it is played on the clock (a share link carries their times).
    pub clock: Option<Clock>,
    /// Who plays it (a share link keeps the computer's seats).
    pub opponents: Opponents,
    /// The language.
    pub lang: Lang,
    /// Whether the page is embedded: then none of these buttons is shown (the
    /// board and its essential buttons are all there is).
    pub embed: bool,
    /// Puts a game (from PGN) in place of the current one.
    pub on_load: Callback<(Game, Source)>,
}

/// The share, embed and PGN buttons, and the open dialog.
#[function_component(Tools)]
pub fn tools(props: &ToolsProps) -> Html {
    let open = use_state(|| None::<Open>);
    if props.embed {
        return Html::default();
    }
    let w = words(props.lang);
    let button = |label: &'static str, which: Open| {
        let open = open.clone();
        let name = which.action();
        html! {
            <button type="button" class={class_names(&["button", name])} data-action={name}
                onclick={move |_| open.set(Some(which))}>{ label }</button>
        }
    };
    let close = {
        let open = open.clone();
        // The focus goes back to the button that opened the dialog (FocusTrap).
        Callback::from(move |_: ()| open.set(None))
    };
    #[cfg(not(feature = "full"))]
    let review = if props.game.moves().is_empty() {
        Html::default()
    } else {
        button(
            sjakkboks_session::i18n::review::button(props.lang),
            Open::Review,
        )
    };
    #[cfg(feature = "full")]
    let review = Html::default();
    let dialog = match *open {
        None => Html::default(),
        Some(which) => dialog(which, props, close),
    };
    html! {
        <div class="persist-tools">
            <div class="buttons">
                { button(w.share, Open::Share) }
                if pgn::supports(props.game.id()) {
                    { button(w.pgn, Open::Pgn) }
                }
                { button(w.embed, Open::Embed) }
                { review }
            </div>
            { dialog }
        </div>
    }
}

/// The dialog `which` opens.
#[cfg(feature = "full")]
fn dialog(which: Open, props: &ToolsProps, close: Callback<()>) -> Html {
    match which {
        Open::Share => share_dialog(
            &props.game,
            props.clock.as_ref(),
            props.opponents,
            props.lang,
            close,
        ),
        Open::Embed => embed_dialog(props.game.id(), props.lang, close),
        Open::Pgn => pgn_dialog(
            props.game.0.clone(),
            props.lang,
            close,
            props.on_load.clone(),
        ),
    }
}

/// In the first module: the full module is fetched, and presses the button again.
#[cfg(not(feature = "full"))]
fn dialog(which: Open, props: &ToolsProps, _close: Callback<()>) -> Html {
    use crate::services::handover::HandOver;
    html! { <HandOver lang={props.lang} action={which.action()} /> }
}

//! Never lose a game: autosave ([`storage`]), share links read ([`share`])
//! and given with the embed snippet (`links`, in the full module), PGN, and the notices that say what happened to a game
//! on opening it.
//!
//! [`open`] decides which game a page opens with; the play page's slot
//! (`crate::pages::play_slot`) swaps in a game from PGN, a backup or another tab.
//!
//! # Which game a page opens with
//!
//! 1. A valid share link in the address (`#g=...`) wins: its game becomes the
//!    current game of its id and is saved. The game saved there before is not
//!    lost: unless it was empty or an earlier point of the same game, it is
//!    copied to a backup key, and a notice offers to bring it back. The link is
//!    then taken out of the address, so a reload resumes the saved game. A link
//!    with an illegal move opens the game up to it and says where it stopped.
//! 2. A broken, cut or tampered link gives a message saying what is wrong; the
//!    saved game is left alone and opens as usual.
//! 3. Otherwise the saved game of that id, if it reads; if it does not, its
//!    text is copied to a backup key, a notice says so and a fresh game starts.
//!
//! While a page is open, a save of the same slot by another tab or window
//! (the browser's `storage` event) replaces the game on screen, with a
//! notice: both then show the game as it stands, and a move made in the
//! tab that was behind cannot overwrite the other's moves.

#[cfg(feature = "full")]
pub mod links;
#[cfg(feature = "full")]
pub mod reviews;
pub mod share;
pub mod storage;

use std::cell::RefCell;

use sjakkboks_rules::clock::Clock;
use sjakkboks_rules::saved::SavedGameError;
use sjakkboks_rules::share::{ShareError, StopInfo};
use sjakkboks_rules::{Game, GameId};

use storage::Loaded;

/// Where a game put in place of the current one came from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Source {
    /// A share link.
    Link,
    /// A PGN import (the full module's PGN dialog is the only one to make it).
    #[cfg_attr(not(feature = "full"), allow(dead_code))]
    Pgn,
}

/// Something the player should know about the game on screen.
#[derive(Clone, PartialEq, Debug)]
pub enum GameNotice {
    /// The saved game could not be read; a fresh game started.
    UnreadableSave {
        /// Why.
        error: SavedGameError,
        /// Where its text was kept.
        backup: Option<String>,
    },
    /// The share link in the address could not be opened.
    BadLink(ShareError),
    /// A game from a link or PGN became the current game.
    Opened {
        /// From where.
        source: Source,
        /// Where a link's replay stopped, if it did.
        stopped: Option<StopInfo>,
        /// Where the game played before was kept, if it was.
        backup: Option<String>,
    },
    /// The previous game was brought back.
    Restored,
    /// The browser refused to save the game (its storage is full).
    NotSaved,
    /// Another tab or window saved this game further on: it is shown now.
    ChangedElsewhere,
}

thread_local! {
    /// Notices for the next page, when a loaded game opens another game's page.
    static PENDING: RefCell<Vec<GameNotice>> = const { RefCell::new(Vec::new()) };
}

/// The game a page of `id` opens with, its clocks if it has them, and what to
/// tell the player about it.
pub fn open(id: GameId, embed: bool) -> (Game, Option<Clock>, Vec<GameNotice>) {
    let mut notices = PENDING.with(|p| p.take());
    match share::link_in_address() {
        Some(Ok(decoded)) if decoded.game.id() == id => {
            let backup = storage::adopt(&decoded.game, decoded.clock.as_ref(), embed);
            share::forget_link(Some(id));
            notices.push(GameNotice::Opened {
                source: Source::Link,
                stopped: decoded.stopped,
                backup,
            });
            return (decoded.game, decoded.clock, notices);
        }
        Some(Ok(_)) => {}
        Some(Err(error)) => {
            share::forget_link(None);
            notices.push(GameNotice::BadLink(error));
        }
        None => {}
    }
    let (game, clock) = match storage::load(id, embed) {
        Loaded::Empty => (Game::new(id), None),
        Loaded::Game(game, clock) => (game, clock),
        Loaded::Unreadable { error, backup } => {
            notices.push(GameNotice::UnreadableSave { error, backup });
            (Game::new(id), None)
        }
    };
    (game, clock, notices)
}

/// Keeps `notice` for the next page that opens (a loaded game of another id
/// opens that game's page).
pub fn defer_notice(notice: GameNotice) {
    PENDING.with(|p| p.borrow_mut().push(notice));
}

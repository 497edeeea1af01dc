//! Autosave: one slot per game id in the browser's local storage.
//!
//! Every change of a game is written to `sjakkboks.game.<id>` (in embed mode
//! `sjakkboks.embed.<id>`, so that a game on a club's page never overwrites
//! the one played in the app) as the rules crate's saved-game text. Reading a
//! slot that cannot be read (damaged, or from a newer version) copies its text
//! to `sjakkboks.backup.<id>.<time>` and starts a fresh game.
//!
//! Local storage can be missing or throw (private windows, sandboxed or
//! third-party frames): every access is guarded, and the game then simply
//! lasts for the visit.

use sjakkboks_rules::clock::Clock;
use sjakkboks_rules::saved::{self, SavedGameError};
use sjakkboks_rules::{Game, GameId};

use sjakkboks_session::opponents::Opponents;

/// The prefix of every backup key.
pub const BACKUP_PREFIX: &str = "sjakkboks.backup.";

/// The browser's local storage, if there is one and the page may use it.
pub fn local_storage() -> Option<web_sys::Storage> {
    // `localStorage` itself throws in some sandboxed and third-party frames:
    // web-sys turns that into an `Err`.
    web_sys::window()?.local_storage().ok().flatten()
}

/// The text kept under `key`, if storage is on and holds one.
pub fn read_item(key: &str) -> Option<String> {
    local_storage()?.get_item(key).ok().flatten()
}

/// Keeps `value` under `key`; whether it was kept (not where storage is off
/// or full).
pub fn write_item(key: &str, value: &str) -> bool {
    local_storage().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// The slot of game `id`.
pub fn slot_key(id: GameId, embed: bool) -> String {
    if embed {
        format!("sjakkboks.embed.{}", id.as_str())
    } else {
        format!("sjakkboks.game.{}", id.as_str())
    }
}

/// What a slot held.
#[derive(Debug)]
pub enum Loaded {
    /// Nothing (or storage is off): a fresh game.
    Empty,
    /// The saved game, replayed, and its clocks if it has them.
    Game(Game, Option<Clock>),
    /// The slot could not be read; its text now lies under `backup` (`None`
    /// when even the backup could not be written).
    Unreadable {
        /// Why it could not be read.
        error: SavedGameError,
        /// The key the text was copied to.
        backup: Option<String>,
    },
}

/// Reads the slot of game `id`.
pub fn load(id: GameId, embed: bool) -> Loaded {
    let Some(storage) = local_storage() else {
        return Loaded::Empty;
    };
    let key = slot_key(id, embed);
    let Some(text) = storage.get_item(&key).ok().flatten() else {
        return Loaded::Empty;
    };
    let error = match saved::decode_with_clock(&text) {
        Ok((game, clock)) if game.id() == id => return Loaded::Game(game, clock),
        // A game of another id in this slot is a damaged slot too.
        Ok((game, _)) => SavedGameError::OtherGame(game.id()),
        Err(error) => error,
    };
    let backup = back_up(&storage, id, &text);
    // The next save would overwrite it anyway; the backup holds the text.
    let _ = storage.remove_item(&key);
    Loaded::Unreadable { error, backup }
}

/// Saves `game` and its clocks in its slot. Returns `false` when the storage
/// refused it (full); where there is no storage at all, games last for the
/// visit and that is no failure.
pub fn save(game: &Game, clock: Option<&Clock>, embed: bool) -> bool {
    match local_storage() {
        Some(storage) => storage
            .set_item(
                &slot_key(game.id(), embed),
                &saved::encode_with_clock(game, clock),
            )
            .is_ok(),
        None => true,
    }
}

/// Makes `game` (with its clocks) the saved game of its id. The game saved
/// there before, when it has moves and is not the same game or an earlier
/// point of it, is first copied to a backup key, which is returned.
pub fn adopt(game: &Game, clock: Option<&Clock>, embed: bool) -> Option<String> {
    let storage = local_storage()?;
    let key = slot_key(game.id(), embed);
    let before = storage.get_item(&key).ok().flatten();
    let backup = before.and_then(|text| match saved::decode(&text) {
        Ok(old) if old.moves().is_empty() || is_prefix(&old, game) => None,
        _ => back_up(&storage, game.id(), &text),
    });
    let _ = storage.set_item(&key, &saved::encode_with_clock(game, clock));
    backup
}

/// Reads a backup back (to undo [`adopt`]), with its clocks.
pub fn read_backup(key: &str) -> Option<(Game, Option<Clock>)> {
    let text = read_item(key)?;
    saved::decode_with_clock(&text).ok()
}

/// Whether `old` is `new` or an earlier point of it (same start, its moves
/// the first moves of `new`), so that replacing it loses nothing.
fn is_prefix(old: &Game, new: &Game) -> bool {
    let (a, b) = (old.record(), new.record());
    a.game == b.game
        && a.start == b.start
        && a.declared.is_none()
        && b.moves.starts_with(&a.moves)
        && b.rolls.starts_with(&a.rolls)
}

/// Copies `text` to a new backup key of game `id` and returns the key.
fn back_up(storage: &web_sys::Storage, id: GameId, text: &str) -> Option<String> {
    let time = js_sys::Date::now() as u64;
    let key = format!("{BACKUP_PREFIX}{}.{time}", id.as_str());
    storage.set_item(&key, text).ok().map(|()| key)
}

/// The storage key of the opponents of game `id`'s slot.
fn opponents_key(id: GameId, embed: bool) -> String {
    let place = if embed { "embed" } else { "game" };
    format!("sjakkboks.opponents.{place}.{}", id.as_str())
}

/// The remembered opponents of game `id` (people only when none are).
pub fn load_opponents(id: GameId, embed: bool) -> Opponents {
    read_item(&opponents_key(id, embed))
        .map_or_else(Opponents::people, |text| Opponents::from_query(&text))
        .for_game(id)
}

/// Remembers the opponents of game `id` (for this visit only where storage is off).
pub fn save_opponents(id: GameId, embed: bool, opponents: Opponents) {
    write_item(&opponents_key(id, embed), &opponents.query());
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(moves: &[&str]) -> Game {
        let mut game = Game::new(GameId::Standard);
        for m in moves {
            game.play_uci(m).unwrap();
        }
        game
    }

    #[test]
    fn an_earlier_point_of_the_same_game_is_a_prefix() {
        let later = game(&["e2e4", "e7e5", "g1f3"]);
        assert!(is_prefix(&game(&[]), &later));
        assert!(is_prefix(&game(&["e2e4", "e7e5"]), &later));
        assert!(is_prefix(&later, &later));
        assert!(!is_prefix(&game(&["d2d4"]), &later));
        assert!(!is_prefix(&later, &game(&["e2e4"])));
    }

    #[test]
    fn slots_are_per_game_and_apart_for_embeds() {
        assert_eq!(slot_key(GameId::Dice, false), "sjakkboks.game.dice");
        assert_eq!(slot_key(GameId::Dice, true), "sjakkboks.embed.dice");
    }
}

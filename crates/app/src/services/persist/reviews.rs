//! A game's review kept beside its autosave slot (full module): the key
//! `<slot>.review` holds the saved-game text of the game reviewed, a line
//! break, and the review's text. A second look at the same game is then
//! instant, and works offline; a review of another game is not shown.

use sjakkboks_rules::{saved, Game};
use sjakkboks_session::review::Review;

use super::storage::{read_item, slot_key, write_item};

/// The key of the review of the game in the slot of `game`'s id.
fn key(game: &Game, embed: bool) -> String {
    format!("{}.review", slot_key(game.id(), embed))
}

/// Keeps `review` of `game`; `false` when the storage refused it.
pub fn save(game: &Game, review: &Review, embed: bool) -> bool {
    let text = format!("{}\n{}", saved::encode(game), review.to_text());
    write_item(&key(game, embed), &text)
}

/// The review kept for `game`, if there is one of this very game.
pub fn load(game: &Game, embed: bool) -> Option<Review> {
    let text = read_item(&key(game, embed))?;
    let (game_text, review) = text.split_once('\n')?;
    if game_text != saved::encode(game) {
        return None;
    }
    Review::from_text(review).ok()
}

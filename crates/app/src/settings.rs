//! The player's settings, remembered in the browser's local storage.

use crate::services::persist::storage::local_storage;
use sjakkboks_session::i18n::Lang;

/// Storage key of the language.
const LANG_KEY: &str = "sjakkboks.lang";
/// Storage key of "turn the board towards the player to move".
const TURN_KEY: &str = "sjakkboks.turn-board";
/// Storage key of "roll the die by itself".
const AUTO_ROLL_KEY: &str = "sjakkboks.auto-roll";
/// Storage key of "show the hint button" (games against the computer).
const HINTS_KEY: &str = "sjakkboks.hints";
/// Storage key of "sound on"; embedded boards keep their own
/// ([`EMBED_SOUND_KEY`]), off until turned on there.
const SOUND_KEY: &str = "sjakkboks.sound";
/// Storage key of "sound on" in embedded boards.
const EMBED_SOUND_KEY: &str = "sjakkboks.sound.embed";

/// What the player has chosen, with the defaults for a first visit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Settings {
    /// The language of the app.
    pub lang: Lang,
    /// Whether the board turns so that the player to move sits at the bottom.
    pub turn_board: bool,
    /// Whether the die rolls by itself at the start of a turn (dice chess).
    pub auto_roll: bool,
    /// Whether games against the computer show the hint button.
    pub hints: bool,
    /// Whether the game makes sounds (on by default, off in an embed).
    pub sound: bool,
}

impl Settings {
    /// The remembered settings; a language given in the address (`?lang=`)
    /// wins over the remembered one, which wins over the browser's. An
    /// embedded board (`embed`) remembers its sound setting apart.
    pub fn load(url_lang: Option<Lang>, embed: bool) -> Settings {
        let stored = |key| local_storage().and_then(|s| s.get_item(key).ok().flatten());
        let lang = url_lang
            .or_else(|| stored(LANG_KEY).and_then(|code| Lang::from_code(&code)))
            .unwrap_or_else(browser_lang);
        Settings {
            lang,
            turn_board: stored(TURN_KEY).is_none_or(|v| v != "off"),
            auto_roll: stored(AUTO_ROLL_KEY).is_some_and(|v| v == "on"),
            hints: stored(HINTS_KEY).is_none_or(|v| v != "off"),
            sound: match stored(sound_key(embed)) {
                Some(v) => v == "on",
                None => !embed,
            },
        }
    }

    /// Remembers these settings (quietly doing nothing where storage is off);
    /// `embed` as for [`Settings::load`].
    pub fn save(&self, embed: bool) {
        let Some(storage) = local_storage() else {
            return;
        };
        let on_off = |on: bool| if on { "on" } else { "off" };
        // Storage can be full or forbidden; the settings then last for this visit only.
        let _ = storage.set_item(LANG_KEY, self.lang.code());
        let _ = storage.set_item(TURN_KEY, on_off(self.turn_board));
        let _ = storage.set_item(AUTO_ROLL_KEY, on_off(self.auto_roll));
        let _ = storage.set_item(HINTS_KEY, on_off(self.hints));
        let _ = storage.set_item(sound_key(embed), on_off(self.sound));
    }
}

/// The storage key of the sound setting.
fn sound_key(embed: bool) -> &'static str {
    if embed {
        EMBED_SOUND_KEY
    } else {
        SOUND_KEY
    }
}

/// The language the browser prefers.
fn browser_lang() -> Lang {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return Lang::En;
    };
    let languages: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    if languages.is_empty() {
        let single = navigator.language().unwrap_or_default();
        Lang::from_browser([single.as_str()])
    } else {
        Lang::from_browser(languages.iter().map(String::as_str))
    }
}

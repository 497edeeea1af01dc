//! The words of saving, sharing, PGN and embedding, in Norwegian (bokmål) and
//! English, beside [`crate::i18n`] so that the two grow without treading on
//! each other. Error messages of the rules crate's codecs are put in words
//! here, per language.

use sjakkboks_rules::saved::SavedGameError;
use sjakkboks_rules::share::{ShareError, StopInfo};

use crate::i18n::{self, errors, Lang};

/// The fixed words of one language that the first module shows: the
/// buttons and the notices about saved and shared games.
pub struct PersistText {
    /// Share button.
    pub share: &'static str,
    /// Embed button.
    pub embed: &'static str,
    /// PGN button.
    pub pgn: &'static str,
    /// Dismiss a notice.
    pub dismiss: &'static str,
    /// The saved game could not be read: the start of the notice.
    pub unreadable_save: &'static str,
    /// Said when the unreadable save was kept under a backup key.
    pub kept_as: &'static str,
    /// Said when even the backup could not be written.
    pub not_kept: &'static str,
    /// A fresh game starts.
    pub fresh_game: &'static str,
    /// The link could not be opened: the start of the message.
    pub bad_link: &'static str,
    /// Your stored game is untouched.
    pub stored_untouched: &'static str,
    /// A game was opened from a link.
    pub opened_link: &'static str,
    /// A game was imported from PGN.
    pub imported: &'static str,
    /// The game played before was kept.
    pub previous_kept: &'static str,
    /// Button that brings the previous game back.
    pub restore_previous: &'static str,
    /// The previous game is back.
    pub restored: &'static str,
    /// The browser refused to save the game.
    pub not_saved: &'static str,
    /// The game was played on in another tab and is shown as it is now.
    pub changed_elsewhere: &'static str,
}

/// The words of the full module's pages: the share, embed, PGN and new-game
/// dialogs, the rules pages and the computer, apart from [`PersistText`] and
/// [`crate::i18n::Text`] so that the first module carries none of them.
pub struct DialogText {
    /// Heading of the share dialog.
    pub share_title: &'static str,
    /// What the share link does.
    pub share_help: &'static str,
    /// Copy button.
    pub copy: &'static str,
    /// Shown after a copy.
    pub copied: &'static str,
    /// Shown when the browser refused to copy: the text is selected instead.
    pub copy_by_hand: &'static str,
    /// Shown after the system share sheet shared the link.
    pub shared: &'static str,
    /// Shown when the share sheet was closed without sharing.
    pub not_shared: &'static str,
    /// Under the QR code of the link.
    pub qr_caption: &'static str,
    /// Close button.
    pub close: &'static str,
    /// Heading of the embed dialog.
    pub embed_title: &'static str,
    /// What the embed snippet is for.
    pub embed_help: &'static str,
    /// Heading of the PGN dialog.
    pub pgn_title: &'static str,
    /// Over the exported PGN.
    pub pgn_export: &'static str,
    /// Download button.
    pub download: &'static str,
    /// Over the import field.
    pub pgn_import: &'static str,
    /// Placeholder of the import field.
    pub pgn_paste: &'static str,
    /// Label of the file picker.
    pub pgn_file: &'static str,
    /// Import button.
    pub import: &'static str,
    /// The start of a PGN import error.
    pub import_failed: &'static str,
    /// The player's "is not a PGN game" error.
    pub pgn_three_player: &'static str,
    /// While the worker writes the PGN.
    pub pgn_writing: &'static str,
    /// The file could not be read.
    pub file_unreadable: &'static str,
    /// Starting a new game ends the one under way (in the new-game dialog).
    pub ends_game: &'static str,
    /// The new-game dialog's question: who plays?
    pub who_plays: &'static str,
    /// Against the computer.
    pub against_computer: &'static str,
    /// "You play" (choosing a colour).
    pub you_play: &'static str,
    /// A colour chosen by chance.
    pub random: &'static str,
    /// "The computer plays" (how many seats, three players).
    pub computer_seats: &'static str,
    /// The computer could not move.
    pub computer_failed: &'static str,
    /// A rules page while its text is fetched.
    pub rules_loading: &'static str,
    /// A rules page whose text could not be fetched.
    pub rules_failed: &'static str,
    /// People only, at this device.
    pub people: &'static str,
    /// "Level".
    pub level: &'static str,
    /// Each level's friendly name, 1 to 8.
    pub levels: [&'static str; 8],
    /// Start (the new game).
    pub start: &'static str,
}

static NB: PersistText = PersistText {
    share: "Del",
    embed: "Bygg inn",
    pgn: "PGN",
    dismiss: "Lukk",
    unreadable_save: "Det lagrede partiet kunne ikke leses",
    kept_as: "Det er tatt vare på som sikkerhetskopi under nøkkelen",
    not_kept: "Det kunne ikke tas vare på.",
    fresh_game: "Et nytt parti begynner.",
    bad_link: "Lenken kan ikke åpnes",
    stored_untouched: "Det lagrede partiet ditt er ikke endret.",
    opened_link: "Partiet fra lenken er åpnet.",
    imported: "Partiet er hentet inn.",
    previous_kept: "Partiet du spilte før, er tatt vare på.",
    restore_previous: "Hent tilbake forrige parti",
    restored: "Det forrige partiet er hentet tilbake.",
    not_saved:
        "Nettleseren har ikke plass til å lagre partiet. Del det med en lenke for å ta vare på det.",
    changed_elsewhere:
        "Partiet ble spilt videre i en annen fane eller et annet vindu. Her vises det slik det står nå.",
};

static DIALOG_NB: DialogText = DialogText {
    share_title: "Del partiet",
    share_help:
        "Lenken inneholder hele partiet. Den som åpner den, ser stillingen og kan spille videre.",
    copy: "Kopier",
    copied: "Kopiert!",
    copy_by_hand: "Kunne ikke kopiere. Teksten er merket: kopier den selv (Ctrl+C eller hold fingeren på den).",
    shared: "Delt!",
    not_shared: "Ikke delt. Du kan kopiere lenken i stedet.",
    qr_caption: "Skann koden med et nettbrett eller en mobil for å åpne partiet.",
    close: "Lukk",
    embed_title: "Bygg inn på klubbens nettside",
    embed_help: "Lim inn denne koden på nettsiden. Brettet tilpasser seg bredden, fra 280 piksler.",
    pgn_title: "PGN",
    pgn_export: "Partiet som PGN",
    download: "Last ned",
    pgn_import: "Hent inn et parti",
    pgn_paste: "Lim inn PGN her",
    pgn_file: "Eller velg en fil:",
    import: "Hent inn",
    import_failed: "Kunne ikke hente inn",
    pgn_three_player: "Sjakk for tre kan ikke skrives som PGN. Bruk en delingslenke.",
    pgn_writing: "Skriver partiet som PGN …",
    file_unreadable: "Filen kunne ikke leses.",
    ends_game: "Partiet som pågår, avsluttes.",
    who_plays: "Hvem spiller?",
    against_computer: "Mot datamaskinen",
    you_play: "Du spiller",
    random: "Tilfeldig",
    computer_seats: "Datamaskinen spiller",
    computer_failed: "Datamaskinen fikk ikke flyttet",
    rules_loading: "Henter reglene …",
    rules_failed: "Reglene kunne ikke hentes. Sjekk nettforbindelsen og prøv igjen.",
    people: "Vi spiller på denne skjermen",
    level: "Nivå",
    levels: [
        "Nybegynner",
        "Lærling",
        "Skolens mester",
        "Klubbspiller",
        "Sterk klubbspiller",
        "Ekspert",
        "Mester",
        "Stormester",
    ],
    start: "Start",
};

static EN: PersistText = PersistText {
    share: "Share",
    embed: "Embed",
    pgn: "PGN",
    dismiss: "Close",
    unreadable_save: "The saved game could not be read",
    kept_as: "It has been kept as a backup under the key",
    not_kept: "It could not be kept.",
    fresh_game: "A fresh game starts.",
    bad_link: "The link cannot be opened",
    stored_untouched: "Your saved game has not been changed.",
    opened_link: "The game from the link is open.",
    imported: "The game has been imported.",
    previous_kept: "The game you played before has been kept.",
    restore_previous: "Bring back the previous game",
    restored: "The previous game is back.",
    not_saved: "The browser has no room to save the game. Share it with a link to keep it.",
    changed_elsewhere:
        "The game was played on in another tab or window. It is shown here as it stands now.",
};

static DIALOG_EN: DialogText = DialogText {
    share_title: "Share the game",
    share_help:
        "The link holds the whole game. Whoever opens it sees the position and can play on.",
    copy: "Copy",
    copied: "Copied!",
    copy_by_hand:
        "Could not copy. The text is selected: copy it yourself (Ctrl+C, or press and hold).",
    shared: "Shared!",
    not_shared: "Not shared. You can copy the link instead.",
    qr_caption: "Scan the code with a tablet or phone to open the game.",
    close: "Close",
    embed_title: "Embed on your club's website",
    embed_help: "Paste this code into the web page. The board fits the width, from 280 pixels.",
    pgn_title: "PGN",
    pgn_export: "The game as PGN",
    download: "Download",
    pgn_import: "Import a game",
    pgn_paste: "Paste PGN here",
    pgn_file: "Or choose a file:",
    import: "Import",
    import_failed: "Could not import",
    pgn_three_player: "Three-player chess cannot be written as PGN. Use a share link.",
    pgn_writing: "Writing the game as PGN …",
    file_unreadable: "The file could not be read.",
    ends_game: "The game under way ends.",
    who_plays: "Who plays?",
    against_computer: "Against the computer",
    you_play: "You play",
    random: "Random",
    computer_seats: "The computer plays",
    computer_failed: "The computer could not move",
    rules_loading: "Loading the rules …",
    rules_failed: "The rules could not be loaded. Check the connection and try again.",
    people: "We play on this screen",
    level: "Level",
    levels: [
        "Beginner",
        "Learner",
        "School champion",
        "Club player",
        "Strong club player",
        "Expert",
        "Master",
        "Grandmaster",
    ],
    start: "Start",
};

/// The words of the share, embed and PGN dialogs in `lang`.
pub fn dialog_words(lang: Lang) -> &'static DialogText {
    match lang {
        Lang::Nb => &DIALOG_NB,
        Lang::En => &DIALOG_EN,
    }
}

/// The fixed words of saving and sharing in `lang` that the first module shows.
pub fn words(lang: Lang) -> &'static PersistText {
    match lang {
        Lang::Nb => &NB,
        Lang::En => &EN,
    }
}

/// Why a saved game could not be read, in `lang`. A damaged save is called
/// damaged, whatever the damage: the notice keeps its text as a backup.
pub fn saved_error(lang: Lang, error: &SavedGameError) -> String {
    match (lang, error) {
        (Lang::Nb, SavedGameError::Corrupt(_) | SavedGameError::OtherGame(_)) => {
            "det er skadet".into()
        }
        (Lang::En, SavedGameError::Corrupt(_) | SavedGameError::OtherGame(_)) => {
            "it is damaged".into()
        }
        (Lang::Nb, SavedGameError::NewerVersion { version, .. }) => format!(
            "det ble lagret av en nyere versjon av Sjakkboks (lagringsformat {version}); \
             last inn siden på nytt for å oppdatere"
        ),
        (Lang::En, SavedGameError::NewerVersion { version, .. }) => format!(
            "it was saved by a newer version of Sjakkboks (save format {version}); \
             reload the page to update"
        ),
        (Lang::Nb, SavedGameError::DoesNotReplay(stop)) => format!(
            "trekkene kan ikke spilles om igjen fra trekk {} ({})",
            stop.fullmove,
            errors::stop_problem(lang, &stop.problem)
        ),
        (Lang::En, SavedGameError::DoesNotReplay(stop)) => format!(
            "it cannot be replayed at move {} ({})",
            stop.fullmove,
            errors::stop_problem(lang, &stop.problem)
        ),
    }
}

/// Why a share link could not be opened, in `lang`. A start position that is
/// not valid is only called so: what is wrong with it would cost the first
/// load a set of words for a link the app never writes.
pub fn share_error(lang: Lang, error: &ShareError) -> String {
    let nb = lang == Lang::Nb;
    let text = match error {
        ShareError::NewerVersion(v) if nb => {
            return format!(
                "lenken er laget av en nyere versjon av Sjakkboks (lenkeformat {v}); \
                 last inn siden på nytt for å oppdatere"
            )
        }
        ShareError::NewerVersion(v) => {
            return format!(
                "the link was made by a newer version of Sjakkboks (link format {v}); \
                 reload the page to update"
            )
        }
        ShareError::UnknownGame(code) if nb => {
            return format!("lenken gjelder et spill denne versjonen ikke kjenner (kode {code})")
        }
        ShareError::UnknownGame(code) => {
            return format!("the link is for a game this version does not know (code {code})")
        }
        ShareError::BadStart(_) if nb => "startstillingen i lenken er ugyldig",
        ShareError::BadStart(_) => "the link's start position is invalid",
        ShareError::Empty if nb => "lenken inneholder ikke noe parti",
        ShareError::Empty => "the link holds no game",
        ShareError::NotOurFormat if nb => "dette er ikke en Sjakkboks-lenke",
        ShareError::NotOurFormat => "this is not a Sjakkboks link",
        ShareError::Truncated if nb => "lenken er kuttet av: kopier hele lenken og prøv igjen",
        ShareError::Truncated => "the link is cut short: copy the whole link and try again",
        ShareError::Tampered if nb => "lenken er endret eller skadet (kontrollsummen stemmer ikke)",
        ShareError::Tampered => {
            "the link has been changed or damaged (its checksum does not match)"
        }
        ShareError::Malformed if nb => "innholdet i lenken er ugyldig",
        ShareError::Malformed => "the link's contents are malformed",
        ShareError::BadClock if nb => "sjakkurets tider i lenken er ugyldige",
        ShareError::BadClock => "the link's clock times are invalid",
    };
    text.to_owned()
}

/// Where and why a link's replay stopped, in `lang`.
pub fn stop_info(lang: Lang, stop: &StopInfo) -> String {
    let problem = errors::stop_problem(lang, &stop.problem);
    let who = i18n::color_name(lang, stop.player);
    match lang {
        Lang::Nb => format!(
            "Lenken stopper ved trekk {} ({who} i trekket): {problem}. \
             Partiet vises fram til dette trekket.",
            stop.fullmove
        ),
        Lang::En => format!(
            "The link stops at move {} ({who} to play): {problem}. \
             The game is shown up to that move.",
            stop.fullmove
        ),
    }
}

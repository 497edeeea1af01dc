//! Every word the app shows, and every error of the worker's, in Norwegian
//! (bokmål) and English, in this module tree: the game's words here, the
//! clocks' in [`clocks`], move text in [`notation`], saving and sharing in
//! [`records`], the game review in [`review`], the rules crate's refusals in [`errors`], the worker's errors
//! in [`jobs`]. The Norwegian words follow one [`glossary`], whose tests read
//! them all.
//!
//! Fixed words live in one [`Text`] per language; words that depend on the game
//! (colours, pieces, results, reasons) are small functions beside them. The
//! rules pages' longer texts are files under `web/rules/`, fetched by
//! the app's rules page; their format is [`crate::rules_text`].

pub mod cells;
pub mod clocks;
#[cfg(test)]
mod corpus;
pub mod errors;
pub mod glossary;
pub mod jobs;
pub mod learn;
pub mod notation;
pub mod puzzles;
pub mod records;
pub mod review;

use sjakkboks_rules::{Color, EliminationReason, EndReason, GameId, Kind, Outcome};

use crate::state::Refusal;

/// A language of the app.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lang {
    /// Norwegian bokmål.
    Nb,
    /// English.
    En,
}

impl Lang {
    /// The code used in `?lang=` and in storage: `nb` or `en`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Nb => "nb",
            Lang::En => "en",
        }
    }

    /// The language with the given code (`nb` or `en`).
    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "nb" => Some(Lang::Nb),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// Norwegian when the first preferred browser language is Norwegian
    /// (`nb`, `nn` or `no`, any region), English otherwise.
    pub fn from_browser<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        let first = preferred.into_iter().next().unwrap_or("en");
        let base = first
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        if matches!(base.as_str(), "nb" | "nn" | "no") {
            Lang::Nb
        } else {
            Lang::En
        }
    }

    /// The other language, for the switch.
    pub fn other(self) -> Lang {
        match self {
            Lang::Nb => Lang::En,
            Lang::En => Lang::Nb,
        }
    }

    /// The fixed words of this language.
    pub fn text(self) -> &'static Text {
        match self {
            Lang::Nb => &NB,
            Lang::En => &EN,
        }
    }
}

/// The fixed words of one language.
pub struct Text {
    /// One line under the title on the home page.
    pub tagline: &'static str,
    /// The name of this language, shown on the switch that selects it.
    pub language_name: &'static str,
    /// "Play" on a game's card.
    pub play: &'static str,
    /// "Rules" link.
    pub rules: &'static str,
    /// Back to the list of games.
    pub home: &'static str,
    /// Back from the rules to the game.
    pub back_to_game: &'static str,
    /// Undo button.
    pub undo: &'static str,
    /// New game button.
    pub new_game: &'static str,
    /// Resign button.
    pub resign: &'static str,
    /// Offer draw button.
    pub offer_draw: &'static str,
    /// Claim draw button.
    pub claim_draw: &'static str,
    /// The setting that turns the board towards the player to move.
    pub turn_board: &'static str,
    /// Accept (a draw).
    pub accept: &'static str,
    /// Decline (a draw).
    pub decline: &'static str,
    /// Yes.
    pub yes: &'static str,
    /// No / cancel.
    pub cancel: &'static str,
    /// Heading of the move list.
    pub moves: &'static str,
    /// No moves yet.
    pub no_moves: &'static str,
    /// Heading of the promotion picker.
    pub promote_to: &'static str,
    /// Accessible name of the board.
    pub board: &'static str,
    /// An empty cell, for screen readers.
    pub empty: &'static str,
    /// Draw (the result).
    pub draw: &'static str,
    /// "to", between two cells in spoken moves.
    pub to: &'static str,
    /// "takes", in spoken moves.
    pub takes: &'static str,
    /// "check", in spoken moves.
    pub check: &'static str,
    /// The computer at work.
    pub thinking: &'static str,
    /// Ask again (the computer, or the server for a rules text).
    pub try_again: &'static str,
    /// The hint button.
    pub hint_button: &'static str,
    /// The setting that shows the hint button.
    pub show_hint: &'static str,
    /// Help line under the board.
    pub hint: &'static str,
    /// Heading of the start-position diagram on a rules page.
    pub start_position: &'static str,
    /// While the rest of the app (dialogs, rules, the computer) is fetched.
    pub opening: &'static str,
    /// The rest of the app could not be fetched; the game is saved.
    pub opening_failed: &'static str,
    /// Loads the page again.
    pub reload: &'static str,
    /// Heading of the settings.
    pub settings: &'static str,
    /// Button on the die.
    pub roll: &'static str,
    /// The die while it tumbles.
    pub rolling: &'static str,
    /// "Die", before its face.
    pub die: &'static str,
    /// The setting that rolls the die by itself.
    pub auto_roll: &'static str,
    /// The setting that turns the game's sounds on and off.
    pub sound: &'static str,
    /// Going on after a passed turn.
    pub go_on: &'static str,
    /// Heading of this turn's rolls.
    pub rolls: &'static str,
    /// A resignation in the move list (three players play on without the one who resigns).
    pub resigns: &'static str,
    /// The buttons that go to the start, one move back, one forward and to the present.
    pub browse: [&'static str; 4],
    /// Before the number of the move whose position is shown instead of the present.
    pub viewing: &'static str,
    /// The same game again with colours swapped.
    pub rematch: &'static str,
    /// After a player's name, before the pieces they captured (for screen readers).
    pub has_taken: &'static str,
    /// After the number of pieces a player still has in losing chess.
    pub left_to_lose: &'static str,
}

static NB: Text = Text {
    tagline: "Seks sjakkspill for to (og tre) ved samme skjerm.",
    language_name: "Norsk",
    play: "Spill",
    rules: "Regler",
    home: "Alle spill",
    back_to_game: "Tilbake til partiet",
    undo: "Angre",
    new_game: "Nytt parti",
    resign: "Gi opp",
    offer_draw: "Tilby remis",
    claim_draw: "Krev remis",
    turn_board: "Snu brettet",
    accept: "Ja, remis",
    decline: "Nei, spill videre",
    yes: "Ja",
    cancel: "Avbryt",
    moves: "Trekk",
    no_moves: "Ingen trekk ennå.",
    promote_to: "Bonden blir til",
    board: "Brett",
    empty: "tomt",
    draw: "Remis",
    to: "til",
    takes: "slår",
    check: "sjakk",
    thinking: " · Datamaskinen tenker …",
    try_again: "Prøv igjen",
    hint_button: "Tips",
    show_hint: "Vis tipsknappen",
    hint: "Trykk på en brikke og så på et felt, eller dra brikken.",
    start_position: "Slik står brikkene ved start",
    opening: "Åpner …",
    opening_failed: "Dette kunne ikke åpnes. Sjekk nettforbindelsen og last inn siden på nytt: partiet er lagret.",
    reload: "Last inn på nytt",
    settings: "Innstillinger",
    roll: "Kast terningen",
    rolling: "Terningen ruller …",
    die: "Terning",
    auto_roll: "Kast terningen automatisk",
    sound: "Lyd",
    go_on: "Videre",
    rolls: "Kastene denne turen",
    resigns: "gir opp",
    browse: [
        "Til start",
        "Ett trekk tilbake",
        "Ett trekk fram",
        "Til siste trekk",
    ],
    viewing: "Du ser på trekk ",
    rematch: "Spill igjen",
    has_taken: " har slått:",
    left_to_lose: " igjen å miste",
};

static EN: Text = Text {
    tagline: "Six chess games for two (and three) at one screen.",
    language_name: "English",
    play: "Play",
    rules: "Rules",
    home: "All games",
    back_to_game: "Back to the game",
    undo: "Undo",
    new_game: "New game",
    resign: "Resign",
    offer_draw: "Offer draw",
    claim_draw: "Claim draw",
    turn_board: "Turn the board",
    accept: "Yes, draw",
    decline: "No, play on",
    yes: "Yes",
    cancel: "Cancel",
    moves: "Moves",
    no_moves: "No moves yet.",
    promote_to: "The pawn becomes",
    board: "Board",
    empty: "empty",
    draw: "Draw",
    to: "to",
    takes: "takes",
    check: "check",
    thinking: " · The computer is thinking …",
    try_again: "Try again",
    hint_button: "Hint",
    show_hint: "Show the hint button",
    hint: "Tap a piece and then a square, or drag the piece.",
    start_position: "The start position",
    opening: "Opening …",
    opening_failed:
        "This could not be opened. Check the connection and reload the page: the game is saved.",
    reload: "Reload",
    settings: "Settings",
    roll: "Roll the die",
    rolling: "The die is rolling …",
    die: "Die",
    auto_roll: "Roll by itself",
    sound: "Sound",
    go_on: "Go on",
    rolls: "Rolls this turn",
    resigns: "resigns",
    browse: [
        "To the start",
        "One move back",
        "One move forward",
        "To the present",
    ],
    viewing: "Viewing move ",
    rematch: "Play again",
    has_taken: " has taken:",
    left_to_lose: " left to lose",
};

/// A game's name, as in the table at the top of docs/RULES.md.
pub fn game_name(lang: Lang, game: GameId) -> &'static str {
    match (game.as_str(), lang) {
        ("standard", Lang::Nb) => "Sjakk",
        ("pawn-race", Lang::Nb) => "Førstemann over",
        ("pawn-race", Lang::En) => "First One Over",
        ("antichess", Lang::Nb) => "Må slå-sjakk",
        ("antichess", Lang::En) => "Must Capture",
        ("chess-attack", _) => "Chess Attack",
        ("dice", Lang::Nb) => "Terningsjakk",
        ("dice", Lang::En) => "Dice Chess",
        ("three-player", Lang::Nb) => "Sjakk for tre",
        ("three-player", Lang::En) => "Three-Player Chess",
        _ => "Chess",
    }
}

/// One line about a game, for its card on the home page.
pub fn game_blurb(lang: Lang, game: GameId) -> &'static str {
    match (game.as_str(), lang) {
        ("pawn-race", Lang::Nb) => "Bare bønder. Første bonde over brettet vinner.",
        ("pawn-race", Lang::En) => "Pawns only. The first pawn across wins.",
        ("antichess", Lang::Nb) => "Du må slå når du kan. Bli kvitt alle brikkene!",
        ("antichess", Lang::En) => "You must capture when you can. Lose all your pieces!",
        ("chess-attack", Lang::Nb) => "Rask sjakk på et lite brett med 5 x 6 felt.",
        ("chess-attack", Lang::En) => "Quick chess on a small board of 5 x 6 squares.",
        ("dice", Lang::Nb) => "Terningen bestemmer hva slags brikke som skal flytte.",
        ("dice", Lang::En) => "The die decides which kind of piece must move.",
        ("three-player", Lang::Nb) => "Tre hærer på et rundt brett. Den som er sist igjen, vinner.",
        ("three-player", Lang::En) => "Three armies on a round board. Last one in wins.",
        (_, Lang::Nb) => "Vanlig sjakk: sett kongen matt.",
        (_, Lang::En) => "Ordinary chess: checkmate the king.",
    }
}

/// A colour's name, lower case ("hvit", "white").
pub fn color_name(lang: Lang, color: Color) -> &'static str {
    match (lang, color) {
        (Lang::Nb, Color::White) => "hvit",
        (Lang::Nb, Color::Grey) => "grå",
        (Lang::Nb, Color::Black) => "svart",
        (Lang::En, Color::White) => "white",
        (Lang::En, Color::Grey) => "grey",
        (Lang::En, Color::Black) => "black",
    }
}

/// A piece kind's name, lower case.
pub fn kind_name(lang: Lang, kind: Kind) -> &'static str {
    match (lang, kind) {
        (Lang::Nb, Kind::King) => "konge",
        (Lang::Nb, Kind::Queen) => "dronning",
        (Lang::Nb, Kind::Rook) => "tårn",
        (Lang::Nb, Kind::Bishop) => "løper",
        (Lang::Nb, Kind::Knight) => "springer",
        (Lang::Nb, Kind::Pawn) => "bonde",
        (Lang::En, k) => k.name(),
    }
}

/// The first letter in upper case.
pub fn capitalise(text: &str) -> String {
    with_first(text, |c| match c {
        'æ' => 'Æ',
        'ø' => 'Ø',
        'å' => 'Å',
        c => c.to_ascii_uppercase(),
    })
}

/// `text` with its first letter small ("Kast terningen" to "kast terningen").
fn lowercase_first(text: &str) -> String {
    with_first(text, |c| match c {
        'Æ' => 'æ',
        'Ø' => 'ø',
        'Å' => 'å',
        c => c.to_ascii_lowercase(),
    })
}

/// `text` with `change` applied to its first letter. Our texts are English and
/// Norwegian, so ASCII and æ, ø, å are all the case mapping they need (and the
/// app carries no Unicode case tables).
fn with_first(text: &str, change: impl Fn(char) -> char) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| std::iter::once(change(c)).chain(chars).collect())
        .unwrap_or_default()
}

/// "Hvit i trekket" / "White to move".
pub fn to_move(lang: Lang, color: Color) -> String {
    match lang {
        Lang::Nb => format!("{} i trekket", capitalise(color_name(lang, color))),
        Lang::En => format!("{} to move", capitalise(color_name(lang, color))),
    }
}

/// ", sjakk!" / ", check!" after whose move it is, when in check.
pub fn in_check(lang: Lang) -> &'static str {
    match lang {
        Lang::Nb => " – sjakk!",
        Lang::En => " – check!",
    }
}

/// The result in words: "Hvit vinner: sjakkmatt", "Remis: patt".
/// `far_rank` is the rank number the winner's pawns were heading for.
pub fn result(lang: Lang, outcome: Outcome, far_rank: u8) -> String {
    let reason = reason(lang, outcome, far_rank);
    match outcome.winner {
        Some(color) => match lang {
            Lang::Nb => format!("{} vinner: {reason}", capitalise(color_name(lang, color))),
            Lang::En => format!("{} wins: {reason}", capitalise(color_name(lang, color))),
        },
        None => format!("{}: {reason}", lang.text().draw),
    }
}

/// Why the game ended, in words.
fn reason(lang: Lang, outcome: Outcome, far_rank: u8) -> String {
    let nb = lang == Lang::Nb;
    let text = match outcome.reason {
        EndReason::FarRankReached if nb => return format!("en bonde nådde {far_rank}. rad"),
        EndReason::FarRankReached => return format!("a pawn reached rank {far_rank}"),
        EndReason::Checkmate if nb => "sjakkmatt",
        EndReason::Checkmate => "checkmate",
        EndReason::Stalemate if nb => "patt (ingen lovlige trekk, men ikke sjakk)",
        EndReason::Stalemate => "stalemate (no legal move, but not in check)",
        EndReason::DeadPosition if nb => "ingen kan sette matt lenger",
        EndReason::DeadPosition => "nobody can checkmate any more",
        EndReason::SeventyFiveMoves if nb => "75 trekk uten bondetrekk eller slag",
        EndReason::SeventyFiveMoves => "75 moves without a pawn move or capture",
        EndReason::FivefoldRepetition if nb => "samme stilling for femte gang",
        EndReason::FivefoldRepetition => "the same position for the fifth time",
        EndReason::ThreefoldRepetition if nb => "samme stilling for tredje gang",
        EndReason::ThreefoldRepetition => "the same position for the third time",
        EndReason::FiftyMoves if nb => "50 trekk uten bondetrekk eller slag",
        EndReason::FiftyMoves => "50 moves without a pawn move or capture",
        EndReason::Agreement if nb => "spillerne ble enige",
        EndReason::Agreement => "the players agreed",
        EndReason::Resignation if nb => "motstanderen ga opp",
        EndReason::Resignation => "the opponent resigned",
        EndReason::LastPlayerStanding if nb => "de andre er ute",
        EndReason::LastPlayerStanding => "the others are out",
        EndReason::DoubleMate if nb => "matt mot begge de andre med ett trekk",
        EndReason::DoubleMate => "checkmate to both others with one move",
        EndReason::PawnCount if nb => "spilleren i trekket kunne ikke flytte, så bøndene ble talt",
        EndReason::PawnCount => "no legal move, so the pawns were counted",
        EndReason::NoMovesLeft if nb => "ingen lovlige trekk igjen",
        EndReason::NoMovesLeft => "no legal move left",
        EndReason::FiftyMovesWithoutPawnMove if nb => "50 trekk uten bondetrekk",
        EndReason::FiftyMovesWithoutPawnMove => "50 moves without a pawn move",
        EndReason::NoCapturePossible if nb => "ingen kan slå noe mer",
        EndReason::NoCapturePossible => "nobody can capture any more",
        EndReason::FewerThanThreePieces if nb => "motstanderen har færre enn tre brikker",
        EndReason::FewerThanThreePieces => "the opponent has fewer than three pieces",
        EndReason::TimeForfeit if nb => "motstanderens tid gikk ut",
        EndReason::TimeForfeit => "the opponent's time ran out",
        EndReason::TimeoutNoWinPossible if nb => "tiden gikk ut, men motstanderen kunne ikke vinne",
        EndReason::TimeoutNoWinPossible => "time ran out, but the opponent could not have won",
    };
    text.to_owned()
}

/// "Hvit: kast terningen" / "White: roll the die".
pub fn must_roll(lang: Lang, color: Color) -> String {
    format!(
        "{}: {}",
        capitalise(color_name(lang, color)),
        lowercase_first(lang.text().roll)
    )
}

/// "Hvit: flytt en springer" / "White: move a knight".
pub fn must_move(lang: Lang, color: Color, kind: Kind) -> String {
    format!(
        "{}: {}",
        capitalise(color_name(lang, color)),
        move_a(lang, kind)
    )
}

/// "flytt en springer" / "move a knight".
fn move_a(lang: Lang, kind: Kind) -> String {
    let what = kind_name(lang, kind);
    match (lang, kind) {
        (Lang::Nb, Kind::Rook) => format!("flytt et {what}"),
        (Lang::Nb, _) => format!("flytt en {what}"),
        (Lang::En, _) => format!("move a {what}"),
    }
}

/// Why a tapped piece may not move, in a few plain words: "Du må slå" /
/// "You must capture", "Flytt en springer" / "Move a knight".
pub fn refusal(lang: Lang, refusal: Refusal) -> String {
    let text = match (lang, refusal) {
        (_, Refusal::MoveKind(kind)) => return capitalise(&move_a(lang, kind)),
        (Lang::Nb, Refusal::RollFirst) => "Kast terningen først",
        (Lang::En, Refusal::RollFirst) => "Roll the die first",
        (Lang::Nb, Refusal::InCheck) => "Du står i sjakk",
        (Lang::En, Refusal::InCheck) => "You are in check",
        (Lang::Nb, Refusal::MustCapture) => "Du må slå",
        (Lang::En, Refusal::MustCapture) => "You must capture",
        (Lang::Nb, Refusal::Stuck) => "Den brikken kan ikke flytte nå",
        (Lang::En, Refusal::Stuck) => "That piece cannot move now",
        (Lang::Nb, Refusal::IntoCheck { .. }) => "Der ville kongen din stått i sjakk",
        (Lang::En, Refusal::IntoCheck { .. }) => "Your king would be in check there",
    };
    text.to_owned()
}

/// The message when a roll has no move: "Svart kastet 5 (tårn), men ingen tårn kan flytte. Turen går videre."
pub fn passed(lang: Lang, color: Color, face: u8, kind: Kind) -> String {
    let who = capitalise(color_name(lang, color));
    let what = kind_name(lang, kind);
    match lang {
        Lang::Nb => {
            format!("{who} kastet {face} ({what}), men ingen {what} kan flytte: turen går videre.")
        }
        Lang::En => {
            format!("{who} rolled {face} ({what}), but no {what} can move: the turn passes.")
        }
    }
}

/// The message in check when a roll does not help: "4 (springer) redder ikke kongen. Kast igjen!"
pub fn roll_again(lang: Lang, face: u8, kind: Kind) -> String {
    let what = kind_name(lang, kind);
    match lang {
        Lang::Nb => format!("Sjakk! {face} ({what}) redder ikke kongen. Kast igjen!"),
        Lang::En => format!("Check! {face} ({what}) cannot save the king. Roll again!"),
    }
}

/// Why a player is out: "Svart er ute: sjakkmatt".
pub fn eliminated(lang: Lang, color: Color, reason: EliminationReason) -> String {
    let who = capitalise(color_name(lang, color));
    let why = match (lang, reason) {
        (Lang::Nb, EliminationReason::Checkmated) => "sjakkmatt",
        (Lang::Nb, EliminationReason::NoLegalMove) => "ingen lovlige trekk",
        (Lang::Nb, EliminationReason::KingCaptured) => "kongen ble slått",
        (Lang::Nb, EliminationReason::Resigned) => "ga opp",
        (Lang::En, EliminationReason::Checkmated) => "checkmated",
        (Lang::En, EliminationReason::NoLegalMove) => "no legal move",
        (Lang::En, EliminationReason::KingCaptured) => "the king was captured",
        (Lang::En, EliminationReason::Resigned) => "resigned",
    };
    match lang {
        Lang::Nb => format!("{who} er ute: {why}"),
        Lang::En => format!("{who} is out: {why}"),
    }
}

/// The question to the other player: "Hvit tilbyr remis. Tar du imot?"
/// `others` is how many players answer.
pub fn draw_offer(lang: Lang, by: Color, others: usize) -> String {
    let who = capitalise(color_name(lang, by));
    match (lang, others > 1) {
        (Lang::Nb, false) => format!("{who} tilbyr remis. Vil motstanderen ta imot?"),
        (Lang::Nb, true) => format!("{who} tilbyr remis. Vil de andre ta imot?"),
        (Lang::En, false) => format!("{who} offers a draw. Does the opponent accept?"),
        (Lang::En, true) => format!("{who} offers a draw. Do the others accept?"),
    }
}

/// The question before resigning: "Vil hvit gi opp?"
pub fn confirm_resign(lang: Lang, color: Color) -> String {
    match lang {
        Lang::Nb => format!("Vil {} gi opp?", color_name(lang, color)),
        Lang::En => format!("Does {} really resign?", color_name(lang, color)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn norwegian_browsers_get_norwegian() {
        assert_eq!(Lang::from_browser(["nb-NO", "en"]), Lang::Nb);
        assert_eq!(Lang::from_browser(["nn"]), Lang::Nb);
        assert_eq!(Lang::from_browser(["no"]), Lang::Nb);
        assert_eq!(Lang::from_browser(["en-GB", "nb"]), Lang::En);
        assert_eq!(Lang::from_browser([]), Lang::En);
    }

    #[test]
    fn first_letters_change_case_in_both_languages() {
        assert_eq!(capitalise("grå"), "Grå");
        assert_eq!(capitalise("øst"), "Øst");
        assert_eq!(capitalise(""), "");
        assert_eq!(must_roll(Lang::Nb, Color::Grey), "Grå: kast terningen");
        assert_eq!(must_roll(Lang::En, Color::White), "White: roll the die");
    }

    #[test]
    fn codes_round_trip() {
        for lang in [Lang::Nb, Lang::En] {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
            assert_ne!(lang.other(), lang);
        }
        assert_eq!(Lang::from_code("de"), None);
    }

    #[test]
    fn results_read_as_sentences() {
        let mate = Outcome::win(Color::Black, EndReason::Checkmate);
        assert_eq!(result(Lang::Nb, mate, 1), "Svart vinner: sjakkmatt");
        assert_eq!(result(Lang::En, mate, 1), "Black wins: checkmate");
        let over = Outcome::win(Color::White, EndReason::FarRankReached);
        assert_eq!(
            result(Lang::Nb, over, 8),
            "Hvit vinner: en bonde nådde 8. rad"
        );
        let draw = Outcome::draw(EndReason::Agreement);
        assert_eq!(result(Lang::En, draw, 8), "Draw: the players agreed");
    }

    #[test]
    fn every_game_has_names_in_both_languages() {
        for game in GameId::ALL {
            for lang in [Lang::Nb, Lang::En] {
                assert!(!game_name(lang, game).is_empty());
                assert!(!game_blurb(lang, game).is_empty());
            }
        }
    }
}

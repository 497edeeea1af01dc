//! Moves in words and letters: the move list's text and what the live region
//! says to screen readers.

use sjakkboks_rules::{Move, Position, Special};

use crate::i18n::{capitalise, color_name, kind_name, Lang};

/// The move as the move list writes it: SAN (`Nf3`, `exd5`, `O-O`), on the
/// round board from cell to cell (`Nb1-c3`, `Ka2:x2`, see the rules crate); a
/// dash for a turn passed (dice chess), words for a resignation the game goes
/// on after.
pub fn move_text(lang: Lang, before: &Position, mv: &Move) -> String {
    match mv.special {
        Special::Pass => "–".to_owned(),
        Special::Resign => lang.text().resigns.to_owned(),
        _ => before.san(mv),
    }
}

/// The move in words: "Hvit springer g1 til f3", "White pawn e5 takes d6, check".
pub fn spoken(lang: Lang, before: &Position, mv: &Move, after: &Position) -> String {
    let text = lang.text();
    let topology = before.topology();
    match mv.special {
        Special::Pass => return String::new(),
        Special::Resign => {
            let who = capitalise(color_name(lang, before.turn()));
            return format!("{who} {}", text.resigns);
        }
        _ => {}
    }
    let Some(piece) = before.piece_at(mv.from) else {
        return String::new();
    };
    let verb = if before.is_capture(mv) {
        text.takes
    } else {
        text.to
    };
    let mut words = format!(
        "{} {} {} {verb} {}",
        capitalise(color_name(lang, piece.color)),
        kind_name(lang, piece.kind),
        topology.label(mv.from),
        topology.label(mv.to)
    );
    if let Some(kind) = mv.promotion {
        words.push_str(&format!(", {}", kind_name(lang, kind)));
    }
    if after.is_check() {
        words.push_str(&format!(", {}", text.check));
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use sjakkboks_rules::{Game, GameId};

    #[test]
    fn moves_read_in_both_languages() {
        let mut game = Game::new(GameId::Standard);
        let mv = game.play_uci("g1f3").unwrap();
        let [before, after] = game.positions() else {
            panic!("two positions")
        };
        assert_eq!(move_text(Lang::En, before, &mv), "Nf3");
        assert_eq!(
            spoken(Lang::Nb, before, &mv, after),
            "Hvit springer g1 til f3"
        );
        assert_eq!(
            spoken(Lang::En, before, &mv, after),
            "White knight g1 to f3"
        );
    }
}

//! Moves in words and letters: the move list's text and what the live region
//! says to screen readers.

use sjakkboks_rules::{Kind, Move, Position, Special};

use crate::i18n::cells::color_before;
use crate::i18n::{capitalise, color_name, kind_name, Lang};

/// The move as the move list writes it: SAN (`Nf3`, `exd5`, `O-O`), on the
/// round board from cell to cell (`Nb1-c3`, `Ka2:x2`, see the rules crate),
/// with the piece letters of `lang` ([`piece_letter`]: `Sf3` in Norwegian); a
/// dash for a turn passed (dice chess), words for a resignation the game goes
/// on after. PGN keeps the English letters: it is written by the rules crate.
pub fn move_text(lang: Lang, before: &Position, mv: &Move) -> String {
    match mv.special {
        Special::Pass => "–".to_owned(),
        Special::Resign => lang.text().resigns.to_owned(),
        _ => before
            .san(mv)
            .chars()
            .map(|c| match Kind::from_letter(c) {
                Some(kind) if c.is_ascii_uppercase() => piece_letter(lang, kind),
                _ => c,
            })
            .collect(),
    }
}

/// A piece's letter as a trainer of `lang` teaches it: K D T L S (konge,
/// dronning, tårn, løper, springer) in Norwegian, K Q R B N in English; a
/// pawn's `P` is never written in a move.
pub fn piece_letter(lang: Lang, kind: Kind) -> char {
    match (lang, kind) {
        (Lang::Nb, Kind::Queen) => 'D',
        (Lang::Nb, Kind::Rook) => 'T',
        (Lang::Nb, Kind::Bishop) => 'L',
        (Lang::Nb, Kind::Knight) => 'S',
        (_, kind) => kind.letter().to_ascii_uppercase(),
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
        capitalise(color_before(lang, piece.color, piece.kind)),
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
        assert_eq!(move_text(Lang::Nb, before, &mv), "Sf3");
        assert_eq!(
            spoken(Lang::Nb, before, &mv, after),
            "Hvit springer g1 til f3"
        );
        assert_eq!(
            spoken(Lang::En, before, &mv, after),
            "White knight g1 to f3"
        );
    }

    #[test]
    fn a_spoken_rook_agrees_with_its_colour_in_norwegian() {
        let mut game = Game::new(GameId::Standard);
        for m in ["a2a4", "h7h5"] {
            game.play_uci(m).unwrap();
        }
        let mv = game.play_uci("a1a3").unwrap();
        let n = game.positions().len();
        let (before, after) = (&game.positions()[n - 2], &game.positions()[n - 1]);
        assert_eq!(spoken(Lang::Nb, before, &mv, after), "Hvitt tårn a1 til a3");
        assert_eq!(spoken(Lang::En, before, &mv, after), "White rook a1 to a3");
    }

    /// The move list's text of every move of `uci`, played from `start`, and the game.
    fn listed(lang: Lang, start: Position, uci: &[&str]) -> (Vec<String>, Game) {
        let mut game = Game::from_position(start);
        for m in uci {
            game.play_uci(m).unwrap();
        }
        let texts = game
            .moves()
            .iter()
            .zip(game.positions())
            .map(|(mv, before)| move_text(lang, before, mv))
            .collect();
        (texts, game)
    }

    #[test]
    fn norwegian_lists_norwegian_piece_letters_and_pgn_keeps_english() {
        let uci = [
            "g1f3", "b8c6", "e2e4", "d7d5", "f1c4", "c8g4", "e1g1", "d8d6", "f1e1", "e8c8",
        ];
        let start = || Position::start(GameId::Standard);
        let (nb, _) = listed(Lang::Nb, start(), &uci);
        assert_eq!(nb.join(" "), "Sf3 Sc6 e4 d5 Lc4 Lg4 O-O Dd6 Te1 O-O-O");
        let (en, game) = listed(Lang::En, start(), &uci);
        assert_eq!(en.join(" "), "Nf3 Nc6 e4 d5 Bc4 Bg4 O-O Qd6 Re1 O-O-O");
        let pgn = sjakkboks_rules::pgn::export(&game, &Default::default()).unwrap();
        assert!(
            pgn.contains("1. Nf3 Nc6 2. e4 d5 3. Bc4 Bg4 4. O-O Qd6 5. Re1 O-O-O"),
            "{pgn}"
        );
        let promote = || Position::from_fen(GameId::Standard, "8/P7/8/8/8/1k6/8/7K w - - 0 1");
        let (nb, _) = listed(Lang::Nb, promote().unwrap(), &["a7a8q"]);
        assert_eq!(nb, ["a8=D"]);
        let (en, _) = listed(Lang::En, promote().unwrap(), &["a7a8n"]);
        assert_eq!(en, ["a8=N"]);
    }

    #[test]
    fn the_round_board_lists_norwegian_letters_too() {
        let start = Position::start(GameId::ThreePlayer);
        assert_eq!(listed(Lang::Nb, start.clone(), &["b1c3"]).0, ["Sb1-c3"]);
        assert_eq!(listed(Lang::En, start, &["b1c3"]).0, ["Nb1-c3"]);
    }
}

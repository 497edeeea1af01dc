//! The names a screen reader gives the board's cells: "e4, white knight",
//! "a1, hvitt tårn", "e4, tomt". In Norwegian the colour agrees with the
//! piece's gender: "tårn" is neuter (et tårn), the other pieces are masculine.

use sjakkboks_rules::{Color, Kind, Piece};

use crate::i18n::{color_name, kind_name, Lang};

/// A cell's name: its label, then its piece with the piece's colour, or
/// "empty" ("e4, white knight", "a1, hvitt tårn", "e4, tomt").
pub fn cell_name(lang: Lang, label: &str, piece: Option<Piece>) -> String {
    match piece {
        Some(p) => format!(
            "{label}, {} {}",
            color_before(lang, p.color, p.kind),
            kind_name(lang, p.kind)
        ),
        None => format!("{label}, {}", lang.text().empty),
    }
}

/// A colour's name as it stands before a piece of `kind`: in Norwegian the
/// neuter form before a neuter noun ("hvitt tårn", "grått tårn"; "svart"
/// stays "svart"). Cell names and spoken moves use it.
pub(crate) fn color_before(lang: Lang, color: Color, kind: Kind) -> &'static str {
    match (lang, kind, color) {
        (Lang::Nb, Kind::Rook, Color::White) => "hvitt",
        (Lang::Nb, Kind::Rook, Color::Grey) => "grått",
        _ => color_name(lang, color),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every piece of every colour, as a screen reader names it on e4.
    fn names(lang: Lang) -> Vec<String> {
        [Color::White, Color::Grey, Color::Black]
            .into_iter()
            .flat_map(|color| Kind::ALL.map(|kind| Piece { color, kind }))
            .map(|piece| cell_name(lang, "e4", Some(piece)))
            .collect()
    }

    #[test]
    fn norwegian_colours_agree_with_the_pieces_gender() {
        let expected = [
            "e4, hvit bonde",
            "e4, hvit springer",
            "e4, hvit løper",
            "e4, hvitt tårn",
            "e4, hvit dronning",
            "e4, hvit konge",
            "e4, grå bonde",
            "e4, grå springer",
            "e4, grå løper",
            "e4, grått tårn",
            "e4, grå dronning",
            "e4, grå konge",
            "e4, svart bonde",
            "e4, svart springer",
            "e4, svart løper",
            "e4, svart tårn",
            "e4, svart dronning",
            "e4, svart konge",
        ];
        assert_eq!(names(Lang::Nb), expected);
        assert_eq!(cell_name(Lang::Nb, "a1", None), "a1, tomt");
    }

    #[test]
    fn english_names_colour_then_piece() {
        let expected = [
            "e4, white pawn",
            "e4, white knight",
            "e4, white bishop",
            "e4, white rook",
            "e4, white queen",
            "e4, white king",
            "e4, grey pawn",
            "e4, grey knight",
            "e4, grey bishop",
            "e4, grey rook",
            "e4, grey queen",
            "e4, grey king",
            "e4, black pawn",
            "e4, black knight",
            "e4, black bishop",
            "e4, black rook",
            "e4, black queen",
            "e4, black king",
        ];
        assert_eq!(names(Lang::En), expected);
        assert_eq!(cell_name(Lang::En, "a1", None), "a1, empty");
    }
}

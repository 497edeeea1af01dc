//! Where in a game's puzzles (`?page=puzzles&game=<id>`): a puzzle near the solver's
//! rating, the puzzle of the day (`&daily=1`), or one puzzle (`&id=<PuzzleId>`).

/// Which puzzle the trainer opens.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PuzzleAt {
    /// One near the solver's rating.
    Near,
    /// The puzzle of the day.
    Daily,
    /// The puzzle with this id.
    Id(PuzzleKey),
}

impl PuzzleAt {
    /// Reads `&id=` and `&daily=` (an id that is no puzzle id is left out).
    pub fn parse(id: Option<&str>, daily: bool) -> PuzzleAt {
        match (id.and_then(PuzzleKey::parse), daily) {
            (Some(key), _) => PuzzleAt::Id(key),
            (None, true) => PuzzleAt::Daily,
            (None, false) => PuzzleAt::Near,
        }
    }

    /// The address's part after the game (`&daily=1`, `&id=...`, or nothing).
    pub fn to_search(self) -> String {
        match self {
            PuzzleAt::Near => String::new(),
            PuzzleAt::Daily => "&daily=1".to_owned(),
            PuzzleAt::Id(key) => format!("&id={}", key.as_str()),
        }
    }
}

/// A puzzle's id as the address gives it: up to [`PuzzleKey::MAX`] letters and
/// digits, kept by value so that a route stays `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PuzzleKey {
    bytes: [u8; PuzzleKey::MAX],
    len: u8,
}

impl PuzzleKey {
    /// The longest id.
    pub const MAX: usize = 12;

    /// The id in `text`, if it is one.
    pub fn parse(text: &str) -> Option<PuzzleKey> {
        let ok = !text.is_empty()
            && text.len() <= Self::MAX
            && text.bytes().all(|b| b.is_ascii_alphanumeric());
        ok.then(|| {
            let mut bytes = [0; Self::MAX];
            bytes[..text.len()].copy_from_slice(text.as_bytes());
            PuzzleKey {
                bytes,
                len: text.len() as u8,
            }
        })
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_letters_and_digits() {
        assert_eq!(
            PuzzleKey::parse("q7Qep").map(|k| k.as_str().to_owned()),
            Some("q7Qep".into())
        );
        assert_eq!(PuzzleKey::parse(""), None);
        assert_eq!(PuzzleKey::parse("a<b"), None);
        assert_eq!(PuzzleKey::parse("abcdefghijklm"), None);
        assert_eq!(PuzzleAt::parse(Some("x"), true).to_search(), "&id=x");
        assert_eq!(PuzzleAt::parse(None, true), PuzzleAt::Daily);
        assert_eq!(PuzzleAt::parse(Some("!"), false), PuzzleAt::Near);
    }
}

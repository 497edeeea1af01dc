//! Where in a game's puzzles (`?page=puzzles&game=<id>`): a puzzle near the solver's
//! rating, the puzzle of the day (`&daily=1`), or one puzzle (`&id=<PuzzleId>`).

/// Which puzzle the trainer opens (in the first module, which only hands the
/// page over, always [`PuzzleAt::Near`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PuzzleAt {
    /// One near the solver's rating.
    Near,
    /// The puzzle of the day.
    #[cfg(feature = "full")]
    Daily,
    /// The puzzle with this id.
    #[cfg(feature = "full")]
    Id(PuzzleKey),
}

impl PuzzleAt {
    /// Reads `&id=` and `&daily=` (an id that is no puzzle id is left out).
    #[cfg(feature = "full")]
    pub fn parse(id: Option<&str>, daily: bool) -> PuzzleAt {
        match (id.and_then(PuzzleKey::parse), daily) {
            (Some(key), _) => PuzzleAt::Id(key),
            (None, true) => PuzzleAt::Daily,
            (None, false) => PuzzleAt::Near,
        }
    }

    /// In the first module, which only hands the trainer's page over: any
    /// puzzle (the full module reads `&id=` and `&daily=` from the address
    /// again, which the first module leaves as it is).
    #[cfg(not(feature = "full"))]
    pub fn parse(_id: Option<&str>, _daily: bool) -> PuzzleAt {
        PuzzleAt::Near
    }

    /// The address's part after the game, if any (`daily=1` or `id=...`).
    #[cfg(feature = "full")]
    pub fn search_part(self) -> Option<String> {
        match self {
            PuzzleAt::Near => None,
            PuzzleAt::Daily => Some("daily=1".to_owned()),
            PuzzleAt::Id(key) => Some(format!("id={}", key.text())),
        }
    }
}

/// A puzzle's id as the address gives it: up to [`PuzzleKey::MAX`] letters and
/// digits, kept by value so that a route stays `Copy`.
#[cfg(feature = "full")]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PuzzleKey {
    bytes: [u8; PuzzleKey::MAX],
    len: u8,
}

#[cfg(feature = "full")]
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

    /// The id as text (its bytes are ASCII letters and digits: no UTF-8
    /// check, whose code the first module would otherwise carry).
    pub fn text(&self) -> String {
        self.bytes[..usize::from(self.len)]
            .iter()
            .map(|&b| char::from(b))
            .collect()
    }
}

#[cfg(all(test, feature = "full"))]
mod tests {
    use super::*;

    #[test]
    fn ids_are_letters_and_digits() {
        assert_eq!(
            PuzzleKey::parse("q7Qep").map(|k| k.text()),
            Some("q7Qep".into())
        );
        assert_eq!(PuzzleKey::parse(""), None);
        assert_eq!(PuzzleKey::parse("a<b"), None);
        assert_eq!(PuzzleKey::parse("abcdefghijklm"), None);
        assert_eq!(
            PuzzleAt::parse(Some("x"), true).search_part().as_deref(),
            Some("id=x")
        );
        assert_eq!(PuzzleAt::parse(None, true), PuzzleAt::Daily);
        assert_eq!(PuzzleAt::parse(Some("!"), false), PuzzleAt::Near);
    }
}

//! What the browser keeps of one game's puzzles, as text: the solver's rating, the
//! streak (puzzles solved in a row, and the best), and the puzzles solved, e.g.
//! `r:1012.5 rd:290.1 v:0.06 streak:3 best:5 done:6OweQ q7Qep`.

use super::glicko::Rating;

/// One game's puzzle record.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The solver's rating in this game.
    pub rating: Rating,
    /// Puzzles solved in a row, without a wrong move.
    pub streak: u32,
    /// The longest streak so far.
    pub best: u32,
    /// The ids of the puzzles solved, oldest first.
    pub done: Vec<String>,
}

impl Default for Record {
    fn default() -> Record {
        Record {
            rating: Rating::NEW,
            streak: 0,
            best: 0,
            done: Vec::new(),
        }
    }
}

impl Record {
    /// Reads the kept text; what cannot be read keeps its default (a damaged entry
    /// costs that entry only).
    pub fn parse(text: &str) -> Record {
        let mut record = Record::default();
        let mut in_done = false;
        for word in text.split_whitespace() {
            let (key, value) = word.split_once(':').unwrap_or(("", word));
            in_done = key == "done" || (key.is_empty() && in_done);
            let number = value
                .parse::<f64>()
                .ok()
                .filter(|n| n.is_finite() && *n >= 0.0);
            match (key, number) {
                ("r", Some(n)) => record.rating.rating = n,
                ("rd", Some(n)) if n > 0.0 => record.rating.deviation = n,
                ("v", Some(n)) if n > 0.0 => record.rating.volatility = n,
                ("streak", Some(n)) => record.streak = n as u32,
                ("best", Some(n)) => record.best = n as u32,
                _ if in_done && !value.is_empty() => record.done.push(value.to_string()),
                _ => {}
            }
        }
        record
    }

    /// The text to keep.
    pub fn to_text(&self) -> String {
        let r = &self.rating;
        let mut text = format!(
            "r:{:.1} rd:{:.1} v:{:.5} streak:{} best:{}",
            r.rating, r.deviation, r.volatility, self.streak, self.best
        );
        if !self.done.is_empty() {
            text.push_str(" done:");
            text.push_str(&self.done.join(" "));
        }
        text
    }

    /// The solver's rating, rounded, as the page shows it.
    pub fn shown_rating(&self) -> u32 {
        self.rating.rating.max(0.0).round() as u32
    }

    /// Records a puzzle rated `rating` with id `id`: `solved` without a wrong move, or
    /// not. Rates it once: a puzzle already done changes nothing. Whether it changed.
    pub fn finish(&mut self, id: &str, rating: u32, solved: bool) -> bool {
        if self.done.iter().any(|d| d == id) {
            return false;
        }
        self.rating = self.rating.after_puzzle(rating, solved);
        self.streak = if solved { self.streak + 1 } else { 0 };
        self.best = self.best.max(self.streak);
        self.done.push(id.to_string());
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_keeps_rating_streak_and_done_through_its_text() {
        let mut r = Record::default();
        assert!(r.finish("aaaaa", 1000, true));
        assert!(r.finish("bbbbb", 1100, true));
        assert!(!r.finish("aaaaa", 1000, false), "rated once");
        assert_eq!((r.streak, r.best), (2, 2));
        assert!(r.shown_rating() > 1000);
        r.finish("ccccc", 900, false);
        assert_eq!((r.streak, r.best), (0, 2));
        let back = Record::parse(&r.to_text());
        assert_eq!(back.done, ["aaaaa", "bbbbb", "ccccc"]);
        assert_eq!((back.streak, back.best), (0, 2));
        assert!((back.rating.rating - r.rating.rating).abs() < 0.1);
    }

    #[test]
    fn damaged_text_keeps_the_rest() {
        let r = Record::parse("r:abc rd:-5 streak:4 done:x1 y2");
        assert_eq!(r.rating, Rating::NEW);
        assert_eq!(r.streak, 4);
        assert_eq!(r.done, ["x1", "y2"]);
        assert_eq!(Record::parse(""), Record::default());
    }
}

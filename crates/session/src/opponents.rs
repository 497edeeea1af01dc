//! Who plays a game: people at this device, or the computer in some seats at a
//! level. Read from the address (`?ai=black&level=3`; three players:
//! `?ai=grey,black`), remembered per game slot beside the saved game, and
//! written into share links, so that a reload or a shared link goes on with the
//! computer in its seats.

use sjakkboks_rules::{Color, GameId};

/// The weakest and the strongest level (the engine's levels; the app talks to
/// the engine only through its worker's messages).
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=8;

/// The level a game against the computer starts at, unless chosen.
pub const DEFAULT_LEVEL: u8 = 2;

/// The computer's seats and level; no seats: people only (pass-and-play).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Opponents {
    /// One bit per colour index: the seats the computer plays.
    seats: u8,
    /// The computer's level, 1 to 8.
    pub level: u8,
}

impl Default for Opponents {
    fn default() -> Opponents {
        Opponents::people()
    }
}

impl Opponents {
    /// People in every seat.
    pub fn people() -> Opponents {
        Opponents {
            seats: 0,
            level: DEFAULT_LEVEL,
        }
    }

    /// The computer in `seats` at `level` (clamped to 1..=8).
    pub fn computer(seats: &[Color], level: u8) -> Opponents {
        Opponents {
            seats: seats.iter().fold(0, |bits, c| bits | 1 << c.index()),
            level: level.clamp(*LEVELS.start(), *LEVELS.end()),
        }
    }

    /// Whether the computer plays `color`.
    pub fn plays(self, color: Color) -> bool {
        self.seats & (1 << color.index()) != 0
    }

    /// Whether the computer plays any seat.
    pub fn any(self) -> bool {
        self.seats != 0
    }

    /// The computer's seats among `players`, in turn order.
    pub fn seats(self, players: &[Color]) -> Vec<Color> {
        players.iter().copied().filter(|&c| self.plays(c)).collect()
    }

    /// Keeps only seats of `id`'s players and never all of them, so that a
    /// person always plays (a link naming every seat is read as people only).
    pub fn for_game(self, id: GameId) -> Opponents {
        let players = id.rules().players;
        let seats = self.seats(players);
        if seats.len() >= players.len() {
            return Opponents::people();
        }
        Opponents::computer(&seats, self.level)
    }

    /// The computer's seats moved on to the next player each (a rematch), at
    /// the same level.
    pub fn next_seats(self, players: &[Color]) -> Opponents {
        let seats: Vec<Color> = self
            .seats(players)
            .into_iter()
            .map(|c| next_seat(players, c))
            .collect();
        Opponents::computer(&seats, self.level)
    }

    /// Reads the values of `ai` (colour names joined by commas) and `level`.
    pub fn parse(ai: &str, level: Option<&str>) -> Opponents {
        let seats: Vec<Color> = ai
            .split(',')
            .filter_map(|name| Color::ALL.into_iter().find(|c| c.name() == name))
            .collect();
        let level = level.and_then(|l| l.parse().ok()).unwrap_or(DEFAULT_LEVEL);
        if seats.is_empty() {
            Opponents::people()
        } else {
            Opponents::computer(&seats, level)
        }
    }

    /// The query text of these opponents (`ai=black&level=3`), empty for people only.
    pub fn query(self) -> String {
        if !self.any() {
            return String::new();
        }
        let names: Vec<&str> = Color::ALL
            .into_iter()
            .filter(|&c| self.plays(c))
            .map(Color::name)
            .collect();
        format!("ai={}&level={}", names.join(","), self.level)
    }

    /// Reads a query text written by [`Opponents::query`].
    pub fn from_query(text: &str) -> Opponents {
        let mut ai = "";
        let mut level = None;
        for pair in text.split('&') {
            match pair.split_once('=') {
                Some(("ai", v)) => ai = v,
                Some(("level", v)) => level = Some(v),
                _ => {}
            }
        }
        Opponents::parse(ai, level)
    }
}

/// The player after `color` among `players` in turn order (the first after the last).
pub fn next_seat(players: &[Color], color: Color) -> Color {
    let at = players
        .iter()
        .position(|&c| c == color)
        .map_or(0, |i| i + 1);
    players
        .get(at)
        .or(players.first())
        .copied()
        .unwrap_or(color)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_query_round_trips() {
        let o = Opponents::computer(&[Color::Grey, Color::Black], 7);
        assert_eq!(o.query(), "ai=grey,black&level=7");
        assert_eq!(Opponents::from_query(&o.query()), o);
        assert_eq!(Opponents::people().query(), "");
        assert_eq!(Opponents::from_query(""), Opponents::people());
    }

    #[test]
    fn bad_values_fall_back_safely() {
        assert_eq!(Opponents::parse("purple", Some("3")), Opponents::people());
        assert_eq!(Opponents::parse("black", Some("99")).level, 8);
        assert_eq!(Opponents::parse("black", Some("x")).level, DEFAULT_LEVEL);
        assert_eq!(Opponents::parse("black", None).level, DEFAULT_LEVEL);
    }

    #[test]
    fn seats_move_on_to_the_next_player() {
        let two = GameId::Standard.rules().players;
        assert_eq!(next_seat(two, Color::White), Color::Black);
        assert_eq!(next_seat(two, Color::Black), Color::White);
        let o = Opponents::computer(&[Color::Black], 5).next_seats(two);
        assert_eq!(o, Opponents::computer(&[Color::White], 5));
        let three = GameId::ThreePlayer.rules().players;
        let o = Opponents::computer(&[Color::Grey, Color::Black], 4).next_seats(three);
        assert_eq!(o.seats(three), vec![Color::White, Color::Black]);
        assert!(!Opponents::people().next_seats(three).any());
    }

    #[test]
    fn a_person_always_plays_and_seats_fit_the_game() {
        let all = Opponents::computer(&[Color::White, Color::Black], 3);
        assert!(!all.for_game(GameId::Standard).any());
        let grey = Opponents::computer(&[Color::Grey], 3);
        assert!(!grey.for_game(GameId::Standard).any(), "no grey in chess");
        assert!(grey.for_game(GameId::ThreePlayer).plays(Color::Grey));
        let two = Opponents::computer(&[Color::Grey, Color::Black], 3);
        assert_eq!(
            two.for_game(GameId::ThreePlayer)
                .seats(GameId::ThreePlayer.rules().players),
            vec![Color::Grey, Color::Black]
        );
    }
}

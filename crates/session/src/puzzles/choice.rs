//! Which puzzle comes next: one not solved yet near the solver's rating (the window
//! widens until one is found), of a theme if the solver chose one; and the puzzle of
//! the day, the same for everyone on a date.

use super::file::Puzzle;

/// Half the first rating window round the solver's rating; it doubles until a puzzle
/// fits.
const WINDOW: u32 = 100;

/// The index of the next puzzle among `puzzles` for a solver rated `rating`: one not
/// in `done`, of `theme` if given, as near the rating as the widening window allows;
/// `seed` picks among those in the window. `None` when none is left.
pub fn next(
    puzzles: &[Puzzle],
    rating: f64,
    done: &[String],
    theme: Option<&str>,
    seed: u64,
) -> Option<usize> {
    let open: Vec<usize> = (0..puzzles.len())
        .filter(|&i| !done.contains(&puzzles[i].id))
        .filter(|&i| theme.is_none_or(|t| puzzles[i].has_theme(t)))
        .collect();
    let rating = rating.max(0.0).round() as u32;
    let mut window = WINDOW;
    loop {
        let near: Vec<usize> = open
            .iter()
            .copied()
            .filter(|&i| puzzles[i].rating.abs_diff(rating) <= window)
            .collect();
        if !near.is_empty() {
            return Some(near[(seed % near.len() as u64) as usize]);
        }
        if open.is_empty() {
            return None;
        }
        window *= 2;
    }
}

/// The day number of a date (days since 1970-01-01; proleptic Gregorian calendar).
pub fn day_number(year: i32, month: u32, day: u32) -> i64 {
    // Count from 1 March, so that the leap day ends the year.
    let (y, m) = if month <= 2 {
        (i64::from(year) - 1, i64::from(month) + 9)
    } else {
        (i64::from(year), i64::from(month) - 3)
    };
    let era = y.div_euclid(400);
    let year_of_era = y - era * 400;
    let day_of_year = (153 * m + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The index of the puzzle of the day `day` ([`day_number`]) among `game`'s
/// `puzzles`: a hash of the game and the day, so every child with the same file gets
/// the same puzzle on the same date, and the next day another.
pub fn daily(puzzles: &[Puzzle], game: &str, day: i64) -> Option<usize> {
    if puzzles.is_empty() {
        return None;
    }
    // FNV-1a over the game's id and the day.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in game.bytes().chain(day.to_le_bytes()) {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    Some((h % puzzles.len() as u64) as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(id: &str, rating: u32, theme: &str) -> Puzzle {
        Puzzle {
            id: id.into(),
            fen: String::new(),
            moves: vec!["e2e4".into(), "e7e5".into()],
            rating,
            themes: vec![theme.into()],
            rolls: Vec::new(),
        }
    }

    #[test]
    fn the_next_puzzle_is_near_the_rating_unsolved_and_of_the_theme() {
        let all = [
            puzzle("a", 600, "fork"),
            puzzle("b", 1000, "mateIn1"),
            puzzle("c", 1050, "fork"),
            puzzle("d", 1800, "fork"),
        ];
        for seed in 0..4 {
            let i = next(&all, 1010.0, &[], None, seed).unwrap();
            assert!(["b", "c"].contains(&all[i].id.as_str()), "{seed}");
        }
        assert_eq!(next(&all, 1010.0, &[], Some("fork"), 0), Some(2));
        let done = ["b".to_string(), "c".to_string()];
        // The window widens to the nearest left: 600 (410 away) before 1800 (790).
        assert_eq!(next(&all, 1010.0, &done, None, 0), Some(0));
        let everything: Vec<String> = all.iter().map(|p| p.id.clone()).collect();
        assert_eq!(next(&all, 1010.0, &everything, None, 0), None);
    }

    #[test]
    fn day_numbers_count_from_1970() {
        assert_eq!(day_number(1970, 1, 1), 0);
        assert_eq!(day_number(2000, 3, 1), 11_017);
        assert_eq!(day_number(2026, 11, 28) - day_number(2026, 11, 27), 1);
        assert_eq!(day_number(2024, 3, 1) - day_number(2024, 2, 28), 2);
    }

    #[test]
    fn the_puzzle_of_the_day_depends_on_the_day_and_the_game_only() {
        let all: Vec<Puzzle> = (0..50).map(|i| puzzle(&i.to_string(), 1000, "x")).collect();
        let today = day_number(2026, 11, 28);
        assert_eq!(
            daily(&all, "standard", today),
            daily(&all, "standard", today)
        );
        let week: Vec<usize> = (0..7)
            .filter_map(|d| daily(&all, "standard", today + d))
            .collect();
        assert!(week.iter().any(|&i| i != week[0]), "{week:?}");
        let games: Vec<Option<usize>> = ["standard", "dice", "antichess", "pawn-race"]
            .iter()
            .map(|g| daily(&all, g, today))
            .collect();
        assert!(games.iter().any(|&i| i != games[0]), "{games:?}");
        assert_eq!(daily(&[], "standard", today), None);
    }
}

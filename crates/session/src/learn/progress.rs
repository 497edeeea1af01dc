//! The stars a learner has earned in one game's course, kept by the page as
//! text (`of:24 1-1:3 1-2:2`: the course's levels when last opened, then
//! stage and level, 1-based, and the best stars), so that the home page can
//! say "5 of 72 stars" without fetching the course.

use super::course::Course;

/// A level's place in its course: stage and level, both 1-based.
pub type LevelKey = (usize, usize);

/// The best stars per level of one course.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Progress {
    /// The best stars per level, in the order of the levels (no map: a
    /// map's code would weigh on the page's first load).
    stars: Vec<(LevelKey, u8)>,
    /// The course's levels when it was last opened (0 if never).
    pub levels: usize,
}

impl Progress {
    /// Reads the kept text; what cannot be read is left out (a damaged entry
    /// costs that level's stars, never the rest).
    pub fn parse(text: &str) -> Progress {
        let levels = text
            .split_whitespace()
            .find_map(|entry| entry.strip_prefix("of:")?.parse().ok())
            .unwrap_or(0);
        let mut progress = Progress {
            stars: Vec::new(),
            levels,
        };
        let entries = text.split_whitespace().filter_map(|entry| {
            let (at, stars) = entry.split_once(':')?;
            let (stage, level) = at.split_once('-')?;
            let stars: u8 = stars.parse().ok().filter(|s| (1..=3).contains(s))?;
            Some(((stage.parse().ok()?, level.parse().ok()?), stars))
        });
        for (at, stars) in entries {
            progress.record(at, stars);
        }
        progress
    }

    /// The text to keep.
    pub fn to_text(&self) -> String {
        let levels = format!("of:{}", self.levels);
        let entries = self
            .stars
            .iter()
            .map(|((stage, level), stars)| format!("{stage}-{level}:{stars}"));
        std::iter::once(levels)
            .chain(entries)
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The best stars of a level (0 if not reached yet).
    pub fn stars(&self, at: LevelKey) -> u8 {
        match self.stars.binary_search_by_key(&at, |&(key, _)| key) {
            Ok(i) => self.stars[i].1,
            Err(_) => 0,
        }
    }

    /// Records a level reached with `stars`; keeps the best. Whether it changed.
    pub fn record(&mut self, at: LevelKey, stars: u8) -> bool {
        match self.stars.binary_search_by_key(&at, |&(key, _)| key) {
            Ok(i) if stars > self.stars[i].1 => self.stars[i].1 = stars,
            Err(i) => self.stars.insert(i, (at, stars)),
            Ok(_) => return false,
        }
        true
    }

    /// The stars of every level of `course` together (levels it no longer has do not count).
    pub fn total(&self, course: &Course) -> usize {
        levels(course).map(|at| self.stars(at) as usize).sum()
    }

    /// Every star earned, whatever the course holds now (for the home page,
    /// which does not fetch it).
    pub fn earned(&self) -> usize {
        self.stars.iter().map(|&(_, s)| s as usize).sum()
    }

    /// Where to go on: the first level of `course` not reached yet, else the first.
    pub fn next(&self, course: &Course) -> LevelKey {
        levels(course)
            .find(|&at| self.stars(at) == 0)
            .unwrap_or((1, 1))
    }
}

/// Every level of `course`, in order.
pub fn levels(course: &Course) -> impl Iterator<Item = LevelKey> + '_ {
    course
        .stages
        .iter()
        .enumerate()
        .flat_map(|(s, stage)| (1..=stage.levels.len()).map(move |l| (s + 1, l)))
}

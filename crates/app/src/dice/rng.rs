//! Where the die's faces come from: the browser's random numbers in play, or a
//! small seeded generator (SplitMix64) under `?seed=<n>`, so that tests and
//! replays roll the same faces every time.

/// A source of die faces.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DiceRng {
    /// `Math.random()` in the browser.
    Random,
    /// SplitMix64 with this state.
    Seeded(u64),
}

impl DiceRng {
    /// Seeded when `seed` is given, random otherwise.
    pub fn new(seed: Option<u64>) -> DiceRng {
        seed.map_or(DiceRng::Random, DiceRng::Seeded)
    }

    /// The next face, 1 to 6.
    pub fn next_face(&mut self) -> u8 {
        match self {
            DiceRng::Random => (js_sys::Math::random() * 6.0).floor().clamp(0.0, 5.0) as u8 + 1,
            DiceRng::Seeded(state) => {
                *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let mut z = *state;
                z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                z ^= z >> 31;
                (z % 6) as u8 + 1
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_same_faces_every_time() {
        let faces = |seed| {
            let mut rng = DiceRng::new(Some(seed));
            (0..12).map(|_| rng.next_face()).collect::<Vec<_>>()
        };
        assert_eq!(faces(7), faces(7));
        assert_ne!(faces(7), faces(8));
        assert!(faces(7).iter().all(|f| (1..=6).contains(f)));
    }
}

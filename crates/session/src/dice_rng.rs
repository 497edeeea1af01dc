//! Where the die's faces come from: the browser's cryptographic random source
//! (`crypto.getRandomValues`, through the `getrandom` crate and its `wasm_js`
//! feature) in play, so that
//! nobody can foresee a face, or a small seeded generator (SplitMix64) under
//! `?seed=<n>`, so that tests and replays roll the same faces every time.
//! Either way a face that undo took back comes again ([`DiceRng::face_for`]).

use sjakkboks_rules::Game;

/// A source of die faces.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DiceRng {
    /// The browser's cryptographic random numbers.
    Random,
    /// SplitMix64 with this state.
    Seeded(u64),
}

impl DiceRng {
    /// Seeded when `seed` is given, random otherwise.
    pub fn new(seed: Option<u64>) -> DiceRng {
        seed.map_or(DiceRng::Random, DiceRng::Seeded)
    }

    /// The face of the next roll in `game`: the face rolled before, when undo
    /// took that roll back (the rules crate keeps it), else a new one. Every
    /// roll, a player's or the computer's, draws its face here.
    pub fn face_for(&mut self, game: &Game) -> u8 {
        game.next_roll().unwrap_or_else(|| self.next_face())
    }

    /// A new face, 1 to 6, each equally likely.
    pub fn next_face(&mut self) -> u8 {
        match self {
            DiceRng::Random => crypto_face(),
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

/// A face from the cryptographic source: a random byte, drawn again when it is
/// 252 or more, so that the six faces share the 252 bytes left evenly. Every
/// browser that runs WebAssembly has `crypto.getRandomValues`; were it missing,
/// the byte would stay 0 and the die show a one rather than stop the game.
fn crypto_face() -> u8 {
    loop {
        let mut byte = [0u8];
        let _ = getrandom::fill(&mut byte);
        if byte[0] < 252 {
            return byte[0] % 6 + 1;
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

    #[test]
    fn a_face_taken_back_comes_again() {
        let mut game = Game::new(sjakkboks_rules::GameId::Dice);
        let mut rng = DiceRng::new(Some(3));
        game.roll(4).unwrap();
        game.play_uci("g1f3").unwrap();
        game.undo();
        assert_eq!(rng.face_for(&game), 4);
        assert_eq!(rng, DiceRng::new(Some(3)), "the generator was not used");
    }
}

//! The browser's services behind the app: the engine's Web Worker, saving and
//! sharing games (local storage, the address), sounds, the screen wake lock,
//! the service worker for offline play, our scripts loaded after the first
//! draw, the wall clock, texts fetched from the build (`fetch_text`), the
//! lessons' courses and stars (`lessons`), the puzzle files and the solver's records
//! (`puzzles`, full module only), and the page's move from the first module to the
//! full one (`handover`). The engine's worker is the full module's only.

pub mod fetch_text;
pub mod handover;
pub mod lessons;
#[cfg(not(feature = "full"))]
pub mod offline;
pub mod persist;
#[cfg(feature = "full")]
pub mod puzzles;
pub mod scripts;
pub mod sound;
pub mod wake_lock;
pub mod wall_clock;
#[cfg(feature = "full")]
pub mod worker;

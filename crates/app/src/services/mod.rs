//! The browser's services behind the app: the engine's Web Worker, saving and
//! sharing games (local storage, the address), sounds, the screen wake lock,
//! the service worker for offline play, our scripts loaded after the first
//! draw, and the wall clock.

pub mod offline;
pub mod persist;
pub mod scripts;
pub mod sound;
pub mod wake_lock;
pub mod wall_clock;
pub mod worker;

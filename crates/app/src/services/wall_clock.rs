//! The time for the game clocks: milliseconds since 1970 (`Date.now()`), so that
//! a saved running clock also counts the time the page was closed. The
//! session's reducer takes the time as an argument; this is where the page
//! reads it.

/// The time now, in milliseconds since 1970.
pub fn now() -> u64 {
    js_sys::Date::now() as u64
}

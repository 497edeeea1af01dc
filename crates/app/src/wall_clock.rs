//! The time for the game clocks: milliseconds since 1970 (`Date.now()`), so that
//! a saved running clock also counts the time the page was closed. Unit tests,
//! which run outside a browser, set the time by hand.

/// The time now, in milliseconds since 1970.
#[cfg(not(test))]
pub fn now() -> u64 {
    js_sys::Date::now() as u64
}

#[cfg(test)]
thread_local! {
    static NOW: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The time set by [`set`] (tests).
#[cfg(test)]
pub fn now() -> u64 {
    NOW.with(std::cell::Cell::get)
}

/// Sets the time that [`now`] tells (tests).
#[cfg(test)]
pub fn set(ms: u64) {
    NOW.with(|now| now.set(ms));
}

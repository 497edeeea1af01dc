//! The examples' command lines: `--flag value` pairs.

/// Calls `set(flag, value)` for each pair on the command line, in order; a flag
/// without a value, or an error from `set`, stops with that error.
pub fn each_flag(mut set: impl FnMut(&str, &str) -> Result<(), String>) -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let [flag, value] = pair else {
            return Err(format!("{} needs a value", pair[0]));
        };
        set(flag, value)?;
    }
    Ok(())
}

/// `value` read as a number, or an error naming `flag`.
pub fn number(flag: &str, value: &str) -> Result<u64, String> {
    value.parse().map_err(|_| format!("{flag}: not a number"))
}

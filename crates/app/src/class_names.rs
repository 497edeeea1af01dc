//! `class` attributes as plain strings. Yew's `classes!` builds an ordered set
//! for every attribute, and its code weighs on the first load; the classes
//! here never repeat, so a joined string says the same.

/// The `class` attribute of `names`, in order; empty names are left out
/// (write `when(flag, "name")` for a class that may
/// be absent).
pub fn class_names(names: &[&str]) -> String {
    let mut out = String::new();
    for name in names.iter().filter(|n| !n.is_empty()) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(name);
    }
    out
}

/// `name` if `on`, else nothing: a class that comes and goes.
pub fn when(on: bool, name: &str) -> &str {
    if on {
        name
    } else {
        ""
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_joined_by_spaces_and_empty_ones_left_out() {
        assert_eq!(
            class_names(&["piece", "", "white", "raised"]),
            "piece white raised"
        );
        assert_eq!(class_names(&["", ""]), "");
        assert_eq!(class_names(&["die", when(false, "tumbling")]), "die");
        assert_eq!(
            class_names(&["die", when(true, "tumbling")]),
            "die tumbling"
        );
    }
}

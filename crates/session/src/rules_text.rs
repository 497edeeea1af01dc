//! The line format of the rules texts in `web/rules/<lang>/<game>.txt`.
//!
//! A line starting with `# ` is a section's heading; every other non-empty
//! line is one point of the section above it. Empty lines are ignored, and
//! surrounding white space is trimmed. A text has at least one section, and
//! every section at least one point.
//!
//! ```text
//! # The goal
//! Checkmate the other king.
//! White starts.
//!
//! # Resigning
//! You may always resign.
//! ```

use std::fmt;

/// One part of a rules page: a heading and the points under it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// The heading.
    pub heading: String,
    /// The points, one short paragraph each.
    pub points: Vec<String>,
}

/// Why a rules text could not be read; lines are numbered from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesTextError {
    /// The text has no section at all.
    Empty,
    /// A point comes before the first heading.
    PointBeforeHeading {
        /// The point's line.
        line: usize,
    },
    /// A heading has no text after the `#`.
    EmptyHeading {
        /// The heading's line.
        line: usize,
    },
    /// A section has no points.
    EmptySection {
        /// The heading's line.
        line: usize,
    },
}

impl fmt::Display for RulesTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesTextError::Empty => write!(f, "the rules text has no sections"),
            RulesTextError::PointBeforeHeading { line } => {
                write!(f, "line {line}: a point before the first heading")
            }
            RulesTextError::EmptyHeading { line } => write!(f, "line {line}: an empty heading"),
            RulesTextError::EmptySection { line } => {
                write!(f, "line {line}: a heading with no points under it")
            }
        }
    }
}

impl std::error::Error for RulesTextError {}

/// Reads a rules text in the format described in the module documentation.
pub fn parse(text: &str) -> Result<Vec<Section>, RulesTextError> {
    let mut sections: Vec<(usize, Section)> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let content = raw.trim();
        if content.is_empty() {
            continue;
        }
        if let Some(heading) = content.strip_prefix('#') {
            let heading = heading.trim();
            if heading.is_empty() {
                return Err(RulesTextError::EmptyHeading { line });
            }
            sections.push((
                line,
                Section {
                    heading: heading.to_owned(),
                    points: Vec::new(),
                },
            ));
        } else {
            match sections.last_mut() {
                Some((_, section)) => section.points.push(content.to_owned()),
                None => return Err(RulesTextError::PointBeforeHeading { line }),
            }
        }
    }
    if sections.is_empty() {
        return Err(RulesTextError::Empty);
    }
    if let Some((line, _)) = sections.iter().find(|(_, s)| s.points.is_empty()) {
        return Err(RulesTextError::EmptySection { line: *line });
    }
    Ok(sections.into_iter().map(|(_, s)| s).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_headings_and_points() {
        let text = "# The goal\r\n  Checkmate.  \nWhite starts.\n\n\n#Resigning\nAny time.\n";
        assert_eq!(
            parse(text),
            Ok(vec![
                Section {
                    heading: "The goal".into(),
                    points: vec!["Checkmate.".into(), "White starts.".into()],
                },
                Section {
                    heading: "Resigning".into(),
                    points: vec!["Any time.".into()],
                },
            ])
        );
    }

    #[test]
    fn malformed_texts_are_errors() {
        assert_eq!(parse(""), Err(RulesTextError::Empty));
        assert_eq!(parse("\n  \n"), Err(RulesTextError::Empty));
        assert_eq!(
            parse("\nA point\n# H\nP"),
            Err(RulesTextError::PointBeforeHeading { line: 2 })
        );
        assert_eq!(
            parse("# H\nP\n#  \nQ"),
            Err(RulesTextError::EmptyHeading { line: 3 })
        );
        assert_eq!(
            parse("# H\nP\n# Empty\n# I\nQ"),
            Err(RulesTextError::EmptySection { line: 3 })
        );
        assert_eq!(parse("# H"), Err(RulesTextError::EmptySection { line: 1 }));
        assert_eq!(
            RulesTextError::EmptySection { line: 3 }.to_string(),
            "line 3: a heading with no points under it"
        );
    }

    #[test]
    fn odd_bytes_never_panic() {
        for text in [
            "#",
            "# é\u{0}\u{feff}",
            "\u{feff}# H\nP",
            "<html>\n</html>",
            "\r\r\n#\u{2028}",
        ] {
            let _ = parse(text);
        }
    }
}

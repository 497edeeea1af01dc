//! The fields of a puzzle file's line: lichess's CSV, where a field with a comma in it
//! (the round board's position text lists players out and bridged moats with commas)
//! stands in double quotes, as in RFC 4180.

/// `text` as a field of a line: in double quotes if it holds a comma.
pub fn field(text: &str) -> String {
    if text.contains(',') {
        format!("\"{text}\"")
    } else {
        text.to_string()
    }
}

/// The fields of `line` (written with [`field`]): split at the commas outside quotes.
pub fn fields(line: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for (i, piece) in line.split('"').enumerate() {
        let mut parts = piece.split(',');
        // The pieces between quotes (every second piece) keep their commas.
        let whole = (i % 2 == 1).then_some(piece).or_else(|| parts.next());
        if let (Some(last), Some(start)) = (out.last_mut(), whole) {
            last.push_str(start);
        }
        if i % 2 == 0 {
            out.extend(parts.map(str::to_string));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_field_with_commas_is_quoted_and_read_back_whole() {
        let fen = "3wK20/24/24/24/24/24 b - - 1 57 - xa,pq";
        let line = format!("id,{},g5k1 v2k2,600,mateIn1", field(fen));
        assert_eq!(fields(&line), ["id", fen, "g5k1 v2k2", "600", "mateIn1"]);
        assert_eq!(field("8/8 w"), "8/8 w");
        assert_eq!(fields("a,,b"), ["a", "", "b"]);
    }
}

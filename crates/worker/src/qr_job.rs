//! QR codes for the page's share dialog, made in the worker so that the QR
//! encoder stays out of the app's first load: a text in, an SVG picture of its
//! QR code out.

use std::fmt::Write;

use qrcode::{Color, EcLevel, QrCode};
use sjakkboks_session::protocol::JobError;

/// The light margin round the code, in modules (the standard asks for four).
const QUIET: usize = 4;

/// The QR code of `text` as an SVG element: one unit per module, dark squares
/// on white, `data-qr-modules` giving the code's width in modules. Medium error
/// correction, low where the text is too long for medium; an error for a text
/// too long for any QR code.
pub fn svg(text: &str) -> Result<String, JobError> {
    let code = QrCode::with_error_correction_level(text, EcLevel::M)
        .or_else(|_| QrCode::with_error_correction_level(text, EcLevel::L))
        .map_err(|_| JobError::QrTooLong)?;
    let width = code.width();
    let size = width + 2 * QUIET;
    let mut path = String::new();
    for (i, color) in code.to_colors().into_iter().enumerate() {
        if color == Color::Dark {
            let (x, y) = (i % width + QUIET, i / width + QUIET);
            // Writing to a String cannot fail.
            let _ = write!(path, "M{x} {y}h1v1h-1z");
        }
    }
    Ok(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qr\" viewBox=\"0 0 {size} {size}\" \
         shape-rendering=\"crispEdges\" data-qr-modules=\"{width}\" aria-hidden=\"true\">\
         <rect width=\"{size}\" height=\"{size}\" fill=\"#fff\"/>\
         <path d=\"{path}\" fill=\"#000\"/></svg>"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The dark modules an SVG of [`svg`] draws, read back from its path.
    fn dark_modules(svg: &str) -> Vec<(usize, usize)> {
        let d = svg
            .split(" d=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        d.split('M')
            .filter(|s| !s.is_empty())
            .map(|square| {
                let corner = square.trim_end_matches("h1v1h-1z");
                let (x, y) = corner.split_once(' ').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect()
    }

    #[test]
    fn the_picture_draws_every_dark_module_of_the_code_and_nothing_else() {
        let link = "https://example.org/sjakkboks/?game=standard#g=abc";
        let picture = svg(link).unwrap();
        let code = QrCode::with_error_correction_level(link, EcLevel::M).unwrap();
        let width = code.width();
        assert!(picture.contains(&format!("data-qr-modules=\"{width}\"")));
        let size = width + 2 * QUIET;
        assert!(picture.contains(&format!("viewBox=\"0 0 {size} {size}\"")));
        let mut drawn = vec![Color::Light; width * width];
        for (x, y) in dark_modules(&picture) {
            drawn[(y - QUIET) * width + (x - QUIET)] = Color::Dark;
        }
        assert_eq!(drawn, code.to_colors());
    }

    #[test]
    fn a_long_link_still_fits_and_a_huge_text_is_an_error() {
        // Longer than medium correction holds at the largest version (2331 bytes).
        let long = "a".repeat(2500);
        assert!(svg(&long).is_ok());
        assert!(svg(&"a".repeat(5000)).is_err());
    }
}

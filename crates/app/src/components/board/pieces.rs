//! The pieces on a board: each a `<use>` of its kind's drawing. The six drawings
//! are Sjakkboks's own, in `web/pieces.svg`, which the build pastes into the page
//! (index.html): each lives in a 100 x 100 box centred on the origin, and the same
//! shapes serve the white, grey and black armies, whose colours come from the
//! stylesheet (the `piece <colour>` classes set the drawing's `--body`, `--line` and
//! `--rim` properties).

use sjakkboks_rules::{Color, Kind};
use yew::prelude::*;

use crate::class_names::class_names;

/// Side of the square box every drawing fits in, in drawing units.
pub const DRAWING_SIZE: f32 = 100.0;

/// A piece in the 100-unit box of its drawing, centred on the origin.
pub fn piece_use(color: Color, kind: Kind) -> Html {
    html! { <use class={class_names(&["piece", color.name()])} href={drawing_href(kind)} /> }
}

/// The reference (`#d-<kind>`) of a kind's drawing in `web/pieces.svg`.
pub fn drawing_href(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "#d-king",
        Kind::Queen => "#d-queen",
        Kind::Rook => "#d-rook",
        Kind::Bishop => "#d-bishop",
        Kind::Knight => "#d-knight",
        Kind::Pawn => "#d-pawn",
    }
}

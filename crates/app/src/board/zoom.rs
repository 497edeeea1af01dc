//! Zooming in for fingers. Where a board's cells are drawn smaller than a
//! fingertip can hit (the round board on a phone, any board in a small
//! embedded frame), a tap by touch does not act at once: the board zooms in
//! round the tapped point until the cells there are big enough, and the next
//! tap acts on the cell it hits and zooms out again.

/// The smallest touch target, in CSS pixels: a cell drawn smaller than this is
/// zoomed before a tap acts on it.
pub const MIN_TARGET_PX: f32 = 40.0;

/// How wide a zoomed cell is drawn, in CSS pixels (a little over the minimum).
const ZOOMED_CELL_PX: f32 = 48.0;

/// The least and the most the board is magnified.
const SCALE_RANGE: (f32, f32) = (1.5, 4.0);

/// A zoomed-in view of the board.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Zoom {
    /// The point shown in the middle, in the board's drawing units.
    center: (f32, f32),
    /// How many times larger than the whole board's view.
    scale: f32,
}

impl Zoom {
    /// The zoom round `center` (drawing units) that draws a cell now
    /// `cell_px` CSS pixels wide about 48 pixels wide.
    pub fn around(center: (f32, f32), cell_px: f32) -> Zoom {
        let (least, most) = SCALE_RANGE;
        // `max` and `min` rather than `clamp`, whose panic message would bring
        // float formatting into the app.
        let scale = (ZOOMED_CELL_PX / cell_px.max(1.0)).max(least).min(most);
        Zoom { center, scale }
    }

    /// The part of the whole view `full` (x, y, width, height) that the zoom
    /// shows: the same shape, centred on the zoom's point but kept inside
    /// the whole view.
    pub fn region(self, full: [f32; 4]) -> [f32; 4] {
        let [x, y, width, height] = full;
        let (w, h) = (width / self.scale, height / self.scale);
        let left = (self.center.0 - w / 2.0).min(x + width - w).max(x);
        let top = (self.center.1 - h / 2.0).min(y + height - h).max(y);
        [left, top, w, h]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_cells_are_drawn_finger_sized() {
        // The inner ring of the round board on a phone: about 12 px.
        let zoom = Zoom::around((8.0, 8.0), 12.0);
        assert_eq!(zoom.scale, 4.0);
        let zoom = Zoom::around((8.0, 8.0), 24.0);
        assert_eq!(zoom.scale, 2.0);
        assert!(24.0 * zoom.scale >= MIN_TARGET_PX);
        // Cells just under the minimum still get a clear zoom.
        assert_eq!(Zoom::around((0.0, 0.0), 39.0).scale, 1.5);
    }

    #[test]
    fn the_region_keeps_its_shape_and_stays_on_the_board() {
        let full = [-1.0, -1.0, 18.0, 18.0];
        let zoom = Zoom::around((8.0, 8.0), 24.0);
        assert_eq!(zoom.region(full), [3.5, 3.5, 9.0, 9.0]);
        // Near a corner the region slides back inside the view.
        let corner = Zoom::around((-0.5, 16.5), 24.0);
        assert_eq!(corner.region(full), [-1.0, 8.0, 9.0, 9.0]);
    }
}

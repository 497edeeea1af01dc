//! Sine and cosine for drawing coordinates, without libm: `f32::sin_cos` brings
//! libm's argument reduction for huge angles into the browser build (about 6 KB
//! of wasm), while drawing only needs angles of a few turns to a few millionths.

use std::f32::consts::FRAC_PI_2;

/// The sine and cosine of `angle` (radians): within 2e-7 for angles up to a
/// quarter turn, 2e-6 up to about three turns (the rounding of the quarter
/// turns taken off), and exact for whole quarter turns, which rectangular
/// boards use.
///
/// ```
/// use sjakkboks_rules::topology::sin_cos;
/// let (s, c) = sin_cos(std::f32::consts::FRAC_PI_6);
/// assert!((s - 0.5).abs() < 1e-6 && (c - 0.866_025_4).abs() < 1e-6);
/// assert_eq!(sin_cos(-std::f32::consts::PI), (0.0, -1.0));
/// ```
pub fn sin_cos(angle: f32) -> (f32, f32) {
    // Whole quarter turns off, leaving [-π/4, π/4] for the series.
    let quarters = (angle / FRAC_PI_2 + 0.5).floor();
    let x = angle - quarters * FRAC_PI_2;
    let x2 = x * x;
    // Taylor series to x¹¹ and x¹⁰, in Horner form.
    let s = x
        * (1.0
            - x2 / 6.0
                * (1.0 - x2 / 20.0 * (1.0 - x2 / 42.0 * (1.0 - x2 / 72.0 * (1.0 - x2 / 110.0)))));
    let c = 1.0
        - x2 / 2.0 * (1.0 - x2 / 12.0 * (1.0 - x2 / 30.0 * (1.0 - x2 / 56.0 * (1.0 - x2 / 90.0))));
    match (quarters as i64).rem_euclid(4) {
        0 => (s, c),
        1 => (c, -s),
        2 => (-s, -c),
        _ => (-c, s),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_the_standard_library_over_several_turns() {
        let mut worst = 0.0f32;
        for i in -4000..=4000 {
            let a = i as f32 * 0.005;
            let (s, c) = sin_cos(a);
            let (es, ec) = (f64::from(a).sin() as f32, f64::from(a).cos() as f32);
            worst = worst.max((s - es).abs()).max((c - ec).abs());
        }
        assert!(worst < 2e-6, "worst error {worst}");
    }
}

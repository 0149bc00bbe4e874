//! The perspective map between the unit square and the grid's quadrilateral, and the warp of
//! the grid to a square image.

use super::image::RgbImage;

/// A point in image pixels.
pub type Point = (f32, f32);

/// A projective map from the unit square (u, v in 0..1, u to the right, v down) onto a
/// quadrilateral: `x = (a u + b v + c) / (g u + h v + 1)`, `y = (d u + e v + f) / (same)`.
#[derive(Clone, Copy, Debug)]
pub struct Homography([f64; 8]);

impl Homography {
    /// The map that sends the square's corners (0,0), (1,0), (1,1), (0,1) to `corners` (top-left,
    /// top-right, bottom-right, bottom-left); `None` when three of them are in a line.
    pub fn square_to(corners: &[Point; 4]) -> Option<Homography> {
        // The closed form for the square (Heckbert, "Fundamentals of Texture Mapping", 1989).
        let [(x0, y0), (x1, y1), (x2, y2), (x3, y3)] = corners.map(|(x, y)| (x as f64, y as f64));
        let (sx, sy) = (x0 - x1 + x2 - x3, y0 - y1 + y2 - y3);
        let (dx1, dx2, dy1, dy2) = (x1 - x2, x3 - x2, y1 - y2, y3 - y2);
        let det = dx1 * dy2 - dx2 * dy1;
        if det.abs() < 1e-9 {
            return None;
        }
        let g = (sx * dy2 - dx2 * sy) / det;
        let h = (dx1 * sy - sx * dy1) / det;
        Some(Homography([
            x1 - x0 + g * x1,
            x3 - x0 + h * x3,
            x0,
            y1 - y0 + g * y1,
            y3 - y0 + h * y3,
            y0,
            g,
            h,
        ]))
    }

    /// The image point of square point (u, v).
    pub fn map(&self, u: f32, v: f32) -> Point {
        let [a, b, c, d, e, f, g, h] = self.0;
        let (u, v) = (u as f64, v as f64);
        let w = g * u + h * v + 1.0;
        (
            ((a * u + b * v + c) / w) as f32,
            ((d * u + e * v + f) / w) as f32,
        )
    }
}

/// The quadrilateral under `map` warped to a `side` x `side` RGB image: each pixel the mean of
/// `samples` x `samples` bilinear samples spread over it (more than one when the quadrilateral
/// is larger than the square, so that thin strokes are not skipped); points outside the image
/// take the nearest edge pixel.
pub fn warp(image: &RgbImage, map: &Homography, side: usize, samples: usize) -> RgbImage {
    let mut pixels = Vec::with_capacity(side * side * 3);
    let step = 1.0 / (side * samples) as f32;
    let count = (samples * samples) as u32;
    for row in 0..side {
        for col in 0..side {
            let mut sum = [0u32; 3];
            for sub_row in 0..samples {
                for sub_col in 0..samples {
                    let u = ((col * samples + sub_col) as f32 + 0.5) * step;
                    let v = ((row * samples + sub_row) as f32 + 0.5) * step;
                    let (x, y) = map.map(u, v);
                    let rgb = sample(image, x - 0.5, y - 0.5);
                    for c in 0..3 {
                        sum[c] += rgb[c] as u32;
                    }
                }
            }
            pixels.extend(sum.map(|s| ((s + count / 2) / count) as u8));
        }
    }
    RgbImage {
        width: side,
        height: side,
        pixels,
    }
}

/// The bilinear interpolation of the image at (x, y), pixel centres at whole coordinates.
fn sample(image: &RgbImage, x: f32, y: f32) -> [u8; 3] {
    let max_x = (image.width - 1) as f32;
    let max_y = (image.height - 1) as f32;
    let (x, y) = (x.clamp(0.0, max_x), y.clamp(0.0, max_y));
    let (x0, y0) = (x.floor() as usize, y.floor() as usize);
    let (x1, y1) = (
        (x0 + 1).min(image.width - 1),
        (y0 + 1).min(image.height - 1),
    );
    let (fx, fy) = (x - x0 as f32, y - y0 as f32);
    let at = |x: usize, y: usize, c: usize| image.pixels[(y * image.width + x) * 3 + c] as f32;
    let mut out = [0u8; 3];
    for (c, value) in out.iter_mut().enumerate() {
        let top = at(x0, y0, c) * (1.0 - fx) + at(x1, y0, c) * fx;
        let bottom = at(x0, y1, c) * (1.0 - fx) + at(x1, y1, c) * fx;
        *value = (top * (1.0 - fy) + bottom * fy + 0.5) as u8;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_square_corners_go_to_the_quadrilateral_corners() {
        let corners = [(10.0, 20.0), (300.0, 5.0), (320.0, 280.0), (0.0, 260.0)];
        let map = Homography::square_to(&corners).unwrap();
        for ((u, v), (x, y)) in [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)]
            .into_iter()
            .zip(corners)
        {
            let (mx, my) = map.map(u, v);
            assert!(
                (mx - x).abs() < 1e-3 && (my - y).abs() < 1e-3,
                "{u},{v} -> {mx},{my}"
            );
        }
        assert!(Homography::square_to(&[(0.0, 0.0), (1.0, 1.0), (2.0, 2.0), (3.0, 3.0)]).is_none());
    }

    #[test]
    fn warping_an_axis_aligned_square_copies_it() {
        let (w, h) = (8, 8);
        let pixels = (0..w * h).flat_map(|i| [(i * 3) as u8; 3]).collect();
        let image = RgbImage {
            width: w,
            height: h,
            pixels,
        };
        let map = Homography::square_to(&[(0.0, 0.0), (8.0, 0.0), (8.0, 8.0), (0.0, 8.0)]).unwrap();
        let warped = warp(&image, &map, 8, 1);
        assert_eq!(warped.pixels, image.pixels);
    }
}

//! Adaptive threshold: ink is a pixel clearly darker than its neighbourhood, which survives
//! shadows and uneven light that defeat any single grey level.

use super::image::GreyImage;

/// The ink mask of `grey`: 1 where a pixel is more than `offset` grey levels darker than the
/// mean of the square of side `2 * radius + 1` around it (clipped at the borders), else 0.
pub fn ink_mask(grey: &GreyImage, radius: usize, offset: u8) -> Vec<u8> {
    let (w, h) = (grey.width, grey.height);
    // Summed-area table with a zero row and column in front: sum of a box in four reads.
    let stride = w + 1;
    let mut sums = vec![0u32; stride * (h + 1)];
    for y in 0..h {
        let mut row_sum = 0u32;
        for x in 0..w {
            row_sum += grey.pixels[y * w + x] as u32;
            sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row_sum;
        }
    }
    let mut mask = vec![0u8; w * h];
    for y in 0..h {
        let (top, bottom) = (y.saturating_sub(radius), (y + radius + 1).min(h));
        for x in 0..w {
            let (left, right) = (x.saturating_sub(radius), (x + radius + 1).min(w));
            let area = ((bottom - top) * (right - left)) as u32;
            let sum = sums[bottom * stride + right] + sums[top * stride + left]
                - sums[top * stride + right]
                - sums[bottom * stride + left];
            let pixel = grey.pixels[y * w + x] as u32;
            mask[y * w + x] = ((pixel + offset as u32) * area < sum) as u8;
        }
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dark_line_is_ink_under_a_shadow_and_in_light() {
        // Left half in shadow (grey 60), right half lit (grey 220), a darker vertical line in each.
        // Within the radius of the shadow's edge its dark side counts as ink too (x 16-19).
        let (w, h) = (40, 10);
        let pixels = (0..w * h)
            .map(|i| match i % w {
                5 => 20,
                30 => 150,
                x if x < 20 => 60,
                _ => 220,
            })
            .collect();
        let mask = ink_mask(
            &GreyImage {
                width: w,
                height: h,
                pixels,
            },
            4,
            10,
        );
        for y in 0..h {
            let ink: Vec<usize> = (0..w).filter(|&x| mask[y * w + x] == 1).collect();
            assert!(ink.contains(&5) && ink.contains(&30), "row {y}: {ink:?}");
            assert!(
                ink.iter()
                    .all(|&x| x == 5 || x == 30 || (16..20).contains(&x)),
                "{ink:?}"
            );
        }
    }
}

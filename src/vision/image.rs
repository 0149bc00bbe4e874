//! Images in memory: RGB pixels, the bounded working copy, and grey levels.

/// An RGB image, 3 bytes a pixel, rows top to bottom.
#[derive(Clone, Debug)]
pub struct RgbImage {
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// `width * height * 3` bytes: R, G, B of each pixel in row-major order.
    pub pixels: Vec<u8>,
}

/// A one-channel image (grey levels, or a 0/1 mask), rows top to bottom.
#[derive(Clone, Debug)]
pub struct GreyImage {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<u8>,
}

/// The longest side of the working copy: a grid filling it has cells of about 100 pixels, more
/// than the digits need, and every later step's time and memory are bounded by it.
pub const WORK_SIDE: usize = 1000;

impl GreyImage {
    /// The grey level at (x, y), which must be inside the image.
    pub fn at(&self, x: usize, y: usize) -> u8 {
        self.pixels[y * self.width + x]
    }
}

impl RgbImage {
    /// The photographic negative: light ink on dark paper becomes dark ink on light paper.
    pub fn negative(&self) -> RgbImage {
        let pixels = self.pixels.iter().map(|&v| 255 - v).collect();
        RgbImage {
            width: self.width,
            height: self.height,
            pixels,
        }
    }

    /// Grey levels (Rec. 601 luma) of every pixel.
    pub fn grey(&self) -> GreyImage {
        let pixels = self
            .pixels
            .chunks_exact(3)
            .map(|rgb| luma(rgb[0], rgb[1], rgb[2]))
            .collect();
        GreyImage {
            width: self.width,
            height: self.height,
            pixels,
        }
    }
}
/// Rec. 601 luma of an RGB pixel, in integer arithmetic.
pub fn luma(r: u8, g: u8, b: u8) -> u8 {
    ((299 * r as u32 + 587 * g as u32 + 114 * b as u32 + 500) / 1000) as u8
}

/// Shrinks `channels`-byte pixels by `factor` in both directions (block means; the last row and
/// column of blocks may be partial), into RGB (grey input is repeated in the three channels).
pub fn shrink(
    pixels: &[u8],
    width: usize,
    height: usize,
    channels: usize,
    factor: usize,
) -> RgbImage {
    let (new_width, new_height) = (width.div_ceil(factor), height.div_ceil(factor));
    let mut sums = vec![0u32; new_width * 3];
    let mut counts = vec![0u32; new_width];
    let mut out = Vec::with_capacity(new_width * new_height * 3);
    for block_row in 0..new_height {
        sums.fill(0);
        counts.fill(0);
        for y in block_row * factor..((block_row + 1) * factor).min(height) {
            let row = &pixels[y * width * channels..(y + 1) * width * channels];
            for (x, pixel) in row.chunks_exact(channels).enumerate() {
                let block = x / factor;
                for c in 0..3 {
                    sums[block * 3 + c] += pixel[c.min(channels - 1)] as u32;
                }
                counts[block] += 1;
            }
        }
        for (block, &count) in counts.iter().enumerate() {
            for c in 0..3 {
                out.push(((sums[block * 3 + c] + count / 2) / count) as u8);
            }
        }
    }
    RgbImage {
        width: new_width,
        height: new_height,
        pixels: out,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shrink_averages_blocks_and_keeps_partial_ones() {
        let (width, height) = (7, 4);
        let pixels: Vec<u8> = (0..width * height)
            .map(|i| (i % width % 2 * 200) as u8)
            .collect();
        let image = shrink(&pixels, width, height, 1, 3);
        assert_eq!((image.width, image.height), (3, 2));
        // The first 3x3 block over alternating 0/200 columns: 3 of its 9 pixels at 200 (0, 200, 0).
        assert_eq!(&image.pixels[..3], &[67, 67, 67]);
        // The last column alone (x = 6: 0) and the last row of blocks (one row).
        assert_eq!(image.pixels[2 * 3], 0);
    }
}

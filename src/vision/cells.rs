//! Cutting the warped grid into 81 cells: in each, the digit's ink (the shape nearest the
//! centre, large enough to be a printed digit) cut out and normalized for the model, or nothing.

use super::image::{GreyImage, RgbImage};
use super::threshold::ink_mask;

/// Pixels per cell side in the warped grid.
pub const CELL: usize = 48;

/// Side of a normalized digit image: the digit's box scaled to 20 pixels on its
/// longer side and centred.
pub const DIGIT_SIDE: usize = 24;

/// The longer side of the digit's box inside the normalized image.
const DIGIT_BOX: f32 = 20.0;

/// What a cell holds.
#[derive(Clone, Debug)]
pub struct CellCut {
    /// The digit's normalized image ([`DIGIT_SIDE`] squared, row-major, 0 = paper, 255 = ink),
    /// `None` when the cell holds no shape that could be a digit.
    pub digit: Option<Box<[u8; DIGIT_SIDE * DIGIT_SIDE]>>,
    /// The shape's height as a fraction of the cell's.
    pub height: f32,
    /// The ink's colour relative to the cell's paper, in OKLab (L, a, b): the shape's most
    /// contrasted pixels divided by the paper's colour channel by channel (in linear light; a
    /// highlight's deep tint only in part, see `TINT_FLOOR`), so
    /// black ink is near (0, 0, 0) on white, grey or tinted cells, in shadow or under a colour
    /// cast alike, and a coloured or grey ink keeps its hue and lightness against its paper. In a
    /// grid of thin strokes the hue is the ink's at full strength (see `full_strength`).
    pub ink: [f32; 3],
}

/// One shape of ink inside a cell's window: its pixel count and box (window coordinates).
#[derive(Clone, Copy, Debug)]
struct Blob {
    pixels: usize,
    left: usize,
    top: usize,
    right: usize,
    bottom: usize,
    /// Whether the shape touches the window's border or a line erased from the window
    /// ([`without_lines`]).
    touches_line: bool,
}

/// The 81 cells of `square` (the grid warped to 9 [`CELL`]s a side), row-major.
pub fn cut(square: &RgbImage) -> Vec<CellCut> {
    let grey = square.grey();
    let mask = ink_mask(&grey, CELL / 3, 12);
    let lines = Lines::locate(&mask, square.width);
    let cuts: Vec<(CellCut, Option<DigitInk>)> = (0..81)
        .map(|cell| cut_cell(square, &grey, &mask, &lines, cell / 9, cell % 9))
        .collect();
    // One typeface's strokes: their thickness is the grid's median, not each digit's own (a
    // faint photo's digits would otherwise be treated unevenly).
    let mut thicknesses: Vec<f32> = cuts
        .iter()
        .filter_map(|(_, ink)| ink.map(|ink| ink.thickness))
        .collect();
    thicknesses.sort_by(f32::total_cmp);
    let thickness = thicknesses.get(thicknesses.len() / 2).copied();
    cuts.into_iter()
        .map(|(mut cut, ink)| {
            if let (Some(ink), Some(thickness)) = (ink, thickness) {
                cut.ink = ink_colour(ink.relative, thickness);
            }
            cut
        })
        .collect()
}

/// What [`cut_cell`] measures of a digit's ink: its colour relative to the cell's paper in linear
/// light (`ink / paper` per channel: the digit's darkest eighth of ink pixels, its strokes'
/// cores, over the window's lightest quarter), and its strokes' thickness (ink pixels per pixel
/// on the digit's outline).
#[derive(Clone, Copy, Debug)]
struct DigitInk {
    relative: [f32; 3],
    thickness: f32,
}

/// Where the grid's lines really are in the warped square, cell by cell: curved paper and a
/// slightly wrong corner leave them off their places `k * CELL`.
struct Lines {
    /// `vertical[row][k]`: the x of vertical line `k` (0-9) across cell row `row`.
    vertical: [[usize; 10]; 9],
    /// `horizontal[col][k]`: the y of horizontal line `k` across cell column `col`.
    horizontal: [[usize; 10]; 9],
}

impl Lines {
    fn locate(mask: &[u8], side: usize) -> Lines {
        let ink = |x: usize, y: usize| mask[y * side + x] as usize;
        // Ink at a pixel or its two neighbours across the line: a slightly slanted line counts.
        let ink_across_x = |x: usize, y: usize| {
            ink(x, y) | ink(x.saturating_sub(1), y) | ink((x + 1).min(side - 1), y)
        };
        let ink_across_y = |x: usize, y: usize| {
            ink(x, y) | ink(x, y.saturating_sub(1)) | ink(x, (y + 1).min(side - 1))
        };
        let find =
            |band: usize, k: usize, count: &dyn Fn(usize, usize) -> usize| {
                // The position within a third of a cell of the expected one holding the most ink
                // along the band, if ink runs along nearly all of it (a digit's stroke runs along
                // two thirds at most); else the expected position.
                let expected = (k * CELL).min(side - 1);
                let low = expected.saturating_sub(CELL / 3);
                let high = (expected + CELL / 3).min(side - 1);
                let (best, most) = (low..=high).map(|at| (at, count(band, at))).fold(
                    (expected, 0),
                    |best, next| if next.1 > best.1 { next } else { best },
                );
                if most * 5 >= CELL * 4 {
                    best
                } else {
                    expected
                }
            };
        let column_ink = |row: usize, x: usize| {
            (row * CELL..(row + 1) * CELL)
                .map(|y| ink_across_x(x, y))
                .sum()
        };
        let row_ink = |col: usize, y: usize| {
            (col * CELL..(col + 1) * CELL)
                .map(|x| ink_across_y(x, y))
                .sum()
        };
        let mut lines = Lines {
            vertical: [[0; 10]; 9],
            horizontal: [[0; 10]; 9],
        };
        for band in 0..9 {
            for k in 0..10 {
                lines.vertical[band][k] = find(band, k, &column_ink);
                lines.horizontal[band][k] = find(band, k, &row_ink);
            }
        }
        lines
    }
}

fn cut_cell(
    square: &RgbImage,
    grey: &GreyImage,
    mask: &[u8],
    lines: &Lines,
    row: usize,
    col: usize,
) -> (CellCut, Option<DigitInk>) {
    // A window inside the cell's lines, clear of their thickness.
    let margin = CELL / 12;
    let (mut x0, mut x1) = (
        lines.vertical[row][col] + margin,
        lines.vertical[row][col + 1],
    );
    let (mut y0, mut y1) = (
        lines.horizontal[col][row] + margin,
        lines.horizontal[col][row + 1],
    );
    x1 = x1.saturating_sub(margin);
    y1 = y1.saturating_sub(margin);
    // Lines found too close together (one of them a digit's stroke): the expected window.
    if x1 < x0 + CELL / 2 || x1 > x0 + CELL * 5 / 4 {
        (x0, x1) = (col * CELL + margin, (col + 1) * CELL - margin);
    }
    if y1 < y0 + CELL / 2 || y1 > y0 + CELL * 5 / 4 {
        (y0, y1) = (row * CELL + margin, (row + 1) * CELL - margin);
    }
    let (width, height) = (x1 - x0, y1 - y0);
    let (window_ink, erased) = without_lines(mask, square.width, (x0, y0, width, height));
    let ink = |x: usize, y: usize| window_ink[y * width + x];
    let at_line = |x: usize, y: usize| {
        x == 0
            || y == 0
            || x == width - 1
            || y == height - 1
            || (y - 1..=y + 1).any(|ny| (x - 1..=x + 1).any(|nx| erased[ny * width + nx]))
    };
    let blobs = blobs(width, height, &ink, &at_line);
    let is_digit = |b: &Blob| {
        let (w, h) = (b.right - b.left + 1, b.bottom - b.top + 1);
        let (cx, cy) = (
            (b.left + b.right) as f32 / 2.0,
            (b.top + b.bottom) as f32 / 2.0,
        );
        // Pieces of the cell's lines that the window caught: long and thin, or sparse corners.
        let line_like =
            b.touches_line && (w <= width / 6 || h <= height / 6 || b.pixels * 6 < w * h);
        h as f32 >= 0.3 * CELL as f32
            && w <= width * 9 / 10
            && !line_like
            && (cx - width as f32 / 2.0).abs() < width as f32 * 0.25
            && (cy - height as f32 / 2.0).abs() < height as f32 * 0.25
    };
    let empty = CellCut {
        digit: None,
        height: 0.0,
        ink: [0.0; 3],
    };
    let Some(main) = blobs
        .iter()
        .filter(|b| is_digit(b))
        .max_by_key(|b| b.pixels)
    else {
        return (empty, None);
    };
    // Pieces of a broken digit: shapes clear of the window's border within the main one's
    // columns.
    let mut digit = *main;
    for b in blobs.iter().filter(|b| {
        !b.touches_line && b.left + 1 >= main.left && b.right <= main.right + 1 && b.pixels > 2
    }) {
        digit.top = digit.top.min(b.top);
        digit.bottom = digit.bottom.max(b.bottom);
    }
    let (left, top) = (x0 + digit.left, y0 + digit.top);
    let (w, h) = (digit.right - digit.left + 1, digit.bottom - digit.top + 1);
    // Paper and ink levels: the window's lightest and darkest tenths.
    let mut levels: Vec<u8> = (0..height)
        .flat_map(|y| (0..width).map(move |x| (x, y)))
        .map(|(x, y)| grey.at(x0 + x, y0 + y))
        .collect();
    levels.sort_unstable();
    let dark = levels[levels.len() / 40] as f32;
    let paper = levels[levels.len() * 3 / 4] as f32;
    let contrast = (paper - dark).max(16.0);
    let ink = digit_ink(
        square,
        grey,
        mask,
        (x0, y0, width, height),
        (left, top, w, h),
    );
    // Scale the box to DIGIT_BOX on its longer side, centred; two by two samples a pixel.
    let scale = w.max(h) as f32 / DIGIT_BOX;
    let (cx, cy) = (left as f32 + w as f32 / 2.0, top as f32 + h as f32 / 2.0);
    let half = DIGIT_SIDE as f32 / 2.0;
    let mut image = Box::new([0u8; DIGIT_SIDE * DIGIT_SIDE]);
    for (i, value) in image.iter_mut().enumerate() {
        let (px, py) = ((i % DIGIT_SIDE) as f32, (i / DIGIT_SIDE) as f32);
        let mut sum = 0.0;
        for (dx, dy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
            let x = cx + (px + dx - half) * scale;
            let y = cy + (py + dy - half) * scale;
            let inside = x >= left as f32
                && y >= top as f32
                && x < (left + w) as f32
                && y < (top + h) as f32;
            if inside {
                let level = bilinear(grey, x - 0.5, y - 0.5);
                sum += ((paper - level) / contrast).clamp(0.0, 1.0);
            }
        }
        *value = (sum / 4.0 * 255.0 + 0.5) as u8;
    }
    let cut = CellCut {
        digit: Some(image),
        height: h as f32 / CELL as f32,
        // Set by `cut` once the grid's stroke thickness is known.
        ink: [0.0; 3],
    };
    (cut, Some(ink))
}

/// A window or box in the warped square: left, top, width, height.
type Rect = (usize, usize, usize, usize);

/// The shortest run of ink along a row of a cell's window, as a fraction of the window's width,
/// that is a line crossing the cell rather than a digit's stroke: a digit's widest bar spans
/// about half the window.
const LINE_RUN: f32 = 0.6;

/// The ink of `mask` in a cell's `window` without the lines that cross it, and the mask of what
/// was erased (both row-major, the window's width a row). A line is a run of ink along a row of
/// at least [`LINE_RUN`] of the window's width (a remnant of a grid line found off its place, a
/// crease in the paper, the edge of a shadow) with the runs of half that length beside it (its
/// fringe, two rows deep); where a stroke crosses it (ink just above and just below within a
/// column) its pixels are kept, so a digit a crease runs through stays whole and apart from it.
fn without_lines(
    mask: &[u8],
    side: usize,
    (x0, y0, width, height): Rect,
) -> (Vec<bool>, Vec<bool>) {
    let long = (width as f32 * LINE_RUN) as usize;
    let mut ink: Vec<bool> = (0..height)
        .flat_map(|y| (0..width).map(move |x| mask[(y0 + y) * side + x0 + x] == 1))
        .collect();
    let mut erased = vec![false; width * height];
    // Runs of ink in row `y`: (start, end).
    let runs = |ink: &[bool], y: usize| {
        let row = &ink[y * width..(y + 1) * width];
        let mut found = Vec::new();
        let mut start = 0;
        while start < width {
            if !row[start] {
                start += 1;
                continue;
            }
            let end = (start..width).find(|&x| !row[x]).unwrap_or(width);
            found.push((start, end));
            start = end;
        }
        found
    };
    for y in 0..height {
        for (start, end) in runs(&ink, y) {
            if end - start >= long {
                for at in y * width + start..y * width + end {
                    (ink[at], erased[at]) = (false, true);
                }
            }
        }
    }
    // The line's fringe: half-long runs beside erased ink, two rows deep.
    for _ in 0..2 {
        let mut more = Vec::new();
        for y in 0..height {
            for (start, end) in runs(&ink, y) {
                let beside = |ny: usize| (start..end).any(|x| erased[ny * width + x]);
                if end - start >= long / 2
                    && ((y > 0 && beside(y - 1)) || (y + 1 < height && beside(y + 1)))
                {
                    more.extend(y * width + start..y * width + end);
                }
            }
        }
        for at in more {
            (ink[at], erased[at]) = (false, true);
        }
    }
    // A stroke crossing the erased line: ink just above and just below it, a column either side.
    let mut restore = Vec::new();
    for x in 0..width {
        let mut y = 0;
        while y < height {
            if !erased[y * width + x] {
                y += 1;
                continue;
            }
            let end = (y..height)
                .find(|&e| !erased[e * width + x])
                .unwrap_or(height);
            let near = |row: usize| {
                (x.saturating_sub(1)..(x + 2).min(width)).any(|nx| ink[row * width + nx])
            };
            if y > 0 && end < height && near(y - 1) && near(end) {
                restore.extend((y..end).map(|r| r * width + x));
            }
            y = end;
        }
    }
    for at in restore {
        (ink[at], erased[at]) = (true, false);
    }
    (ink, erased)
}

/// The least a channel of a cell's paper counts for, as a fraction of its strongest channel, when
/// an ink is measured against it. Light (shade, a warm lamp, a colour cast) dims the paper's
/// channels together, and dividing by the paper takes it away; a saturated highlight (an app's
/// orange or yellow cell, its blue channel under 0.1 of its red in linear light) is a paint the
/// ink is drawn over, and dividing a dark ink by its weakest channel turns the ink's noise and
/// the JPEG's colour bleed into a strong false hue (a black given measured blue on orange). Any
/// value from 0.2 to 0.35 leaves every newspaper photo's reading as it is without a floor, and
/// 0.3 reads the renders' highlighted givens right; 0.4 already misreads a warm photo.
const TINT_FLOOR: f32 = 0.3;

/// The ink of the digit in `digit` relative to the paper of `window` ([`DigitInk`]).
fn digit_ink(
    square: &RgbImage,
    grey: &GreyImage,
    mask: &[u8],
    (x0, y0, width, height): Rect,
    (left, top, w, h): Rect,
) -> DigitInk {
    let mean_linear = |pixels: &[(usize, usize)]| {
        let mut sum = [0f32; 3];
        for &(x, y) in pixels {
            let at = (y * square.width + x) * 3;
            for (c, total) in sum.iter_mut().enumerate() {
                *total += to_linear(square.pixels[at + c]);
            }
        }
        sum.map(|total| total / pixels.len().max(1) as f32)
    };
    let extreme_part = |mut pixels: Vec<(usize, usize)>, part: usize, darkest: bool| {
        pixels.sort_by_key(|&(x, y)| grey.at(x, y));
        if !darkest {
            pixels.reverse();
        }
        pixels.truncate(pixels.len().div_ceil(part));
        pixels
    };
    let window: Vec<(usize, usize)> = (y0..y0 + height)
        .flat_map(|y| (x0..x0 + width).map(move |x| (x, y)))
        .collect();
    let paper = mean_linear(&extreme_part(window, 4, false));
    let strokes: Vec<(usize, usize)> = (top..top + h)
        .flat_map(|y| (left..left + w).map(move |x| (x, y)))
        .filter(|&(x, y)| mask[y * square.width + x] == 1)
        .collect();
    let in_digit = |x: usize, y: usize| {
        (left..left + w).contains(&x)
            && (top..top + h).contains(&y)
            && mask[y * square.width + x] == 1
    };
    let edge = strokes
        .iter()
        .filter(|&&(x, y)| {
            x == 0
                || y == 0
                || !in_digit(x - 1, y)
                || !in_digit(x + 1, y)
                || !in_digit(x, y - 1)
                || !in_digit(x, y + 1)
        })
        .count();
    let thickness = strokes.len() as f32 / edge.max(1) as f32;
    let ink = mean_linear(&extreme_part(strokes, 8, true));
    // A channel of the paper far below its strongest is a highlight's tint, not the light's: the
    // ink is measured against at least TINT_FLOOR of the strongest there.
    let floor = paper.into_iter().fold(0.0, f32::max) * TINT_FLOOR;
    let relative: [f32; 3] =
        std::array::from_fn(|c| (ink[c] / paper[c].max(floor).max(1e-3)).clamp(0.0, 1.0));
    DigitInk {
        relative,
        thickness,
    }
}

/// A digit's ink as [`CellCut::ink`] has it, from its `relative` colour, in a grid whose strokes
/// have `thickness`: the lightness as measured, the hue at [`full_strength`].
fn ink_colour(relative: [f32; 3], thickness: f32) -> [f32; 3] {
    let [lightness, ..] = oklab(relative);
    let [_, a, b] = oklab(full_strength(relative, thickness));
    [lightness, a, b]
}

/// The absorption of an ink's most absorbed channel at full strength: a dark ink's.
const FULL_ABSORPTION: f32 = 0.9;

/// The most a blended ink's absorption is scaled up by [`full_strength`].
const MAX_GAIN: f32 = 2.0;

/// A grid's stroke thickness (the median over its digits of ink pixels per pixel on the digit's
/// outline, in the warped square) below which its strokes count as thin enough to blend with the
/// paper, and above which not: between, [`full_strength`]'s gain tapers from [`MAX_GAIN`] to
/// none. Light screen fonts measure 1.8-2.0 and blend (their entries' hue fades into their
/// givens'); most newspaper photos measure 2.1-4.5, a few thin prints down to 1.8. Set on the
/// training photos and on renders of other seeds than the committed screenshots'.
const THIN_STROKES: (f32, f32) = (2.0, 2.1);

/// A relative ink colour (`ink / paper` per channel) as it would be at full strength, for
/// strokes of `thickness` (see [`THIN_STROKES`]). Thin strokes blend with the paper, so even their
/// darkest pixels are `alpha * ink + (1 - alpha) * paper`, which shrinks each channel's
/// absorption (`1 - relative`) by the same factor and fades the hue: scaling the absorption up
/// until its strongest channel absorbs [`FULL_ABSORPTION`] gives back most of the ink's own hue.
/// Thick strokes keep their measured colour: there the scaling would only amplify the colour
/// noise of a faint photo.
fn full_strength(relative: [f32; 3], thickness: f32) -> [f32; 3] {
    let (thin, thick) = THIN_STROKES;
    let thinness = ((thick - thickness) / (thick - thin)).clamp(0.0, 1.0);
    let absorption = relative.map(|r| 1.0 - r);
    let strongest = absorption.into_iter().fold(0.0, f32::max);
    let gain =
        (FULL_ABSORPTION / strongest.max(1e-3)).clamp(1.0, 1.0 + (MAX_GAIN - 1.0) * thinness);
    absorption.map(|a| (1.0 - a * gain).clamp(0.0, 1.0))
}

/// An sRGB channel level in linear light, 0 to 1.
pub(super) fn to_linear(level: u8) -> f32 {
    let v = level as f32 / 255.0;
    if v <= 0.04045 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    }
}

/// Linear-light RGB (0 to 1) in OKLab: lightness L from 0 (black) to 1 (white), and the
/// green-red (a) and blue-yellow (b) axes; distances in it follow how different colours look.
pub(super) fn oklab([r, g, b]: [f32; 3]) -> [f32; 3] {
    let l = (0.412_221_46 * r + 0.536_332_55 * g + 0.051_445_995 * b).cbrt();
    let m = (0.211_903_5 * r + 0.680_699_5 * g + 0.107_396_96 * b).cbrt();
    let s = (0.088_302_46 * r + 0.281_718_85 * g + 0.629_978_7 * b).cbrt();
    [
        0.210_454_26 * l + 0.793_617_8 * m - 0.004_072_047 * s,
        1.977_998_5 * l - 2.428_592_2 * m + 0.450_593_7 * s,
        0.025_904_037 * l + 0.782_771_77 * m - 0.808_675_77 * s,
    ]
}

/// The grey level at (x, y) by bilinear interpolation, clamped to the image.
fn bilinear(grey: &GreyImage, x: f32, y: f32) -> f32 {
    let x = x.clamp(0.0, (grey.width - 1) as f32);
    let y = y.clamp(0.0, (grey.height - 1) as f32);
    let (x0, y0) = (x as usize, y as usize);
    let (x1, y1) = ((x0 + 1).min(grey.width - 1), (y0 + 1).min(grey.height - 1));
    let (fx, fy) = (x - x0 as f32, y - y0 as f32);
    let at = |x, y| grey.at(x, y) as f32;
    (at(x0, y0) * (1.0 - fx) + at(x1, y0) * fx) * (1.0 - fy)
        + (at(x0, y1) * (1.0 - fx) + at(x1, y1) * fx) * fy
}

/// The 8-connected shapes of ink in a `width` x `height` window (flood fill).
fn blobs(
    width: usize,
    height: usize,
    ink: &dyn Fn(usize, usize) -> bool,
    at_line: &dyn Fn(usize, usize) -> bool,
) -> Vec<Blob> {
    let mut seen = vec![false; width * height];
    let mut stack = Vec::new();
    let mut found = Vec::new();
    for start in 0..width * height {
        if seen[start] || !ink(start % width, start / width) {
            continue;
        }
        seen[start] = true;
        stack.push(start);
        let (x, y) = (start % width, start / width);
        let mut blob = Blob {
            pixels: 0,
            left: x,
            top: y,
            right: x,
            bottom: y,
            touches_line: false,
        };
        while let Some(at) = stack.pop() {
            let (x, y) = (at % width, at / width);
            blob.pixels += 1;
            blob.touches_line |= at_line(x, y);
            blob.left = blob.left.min(x);
            blob.right = blob.right.max(x);
            blob.top = blob.top.min(y);
            blob.bottom = blob.bottom.max(y);
            for ny in y.saturating_sub(1)..=(y + 1).min(height - 1) {
                for nx in x.saturating_sub(1)..=(x + 1).min(width - 1) {
                    let next = ny * width + nx;
                    if !seen[next] && ink(nx, ny) {
                        seen[next] = true;
                        stack.push(next);
                    }
                }
            }
        }
        found.push(blob);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cell window of paper `paper` with a block of ink `ink` in its middle, and its mask.
    fn cell(paper: [u8; 3], ink: [u8; 3]) -> (RgbImage, Vec<u8>) {
        let mut pixels = Vec::new();
        let mut mask = Vec::new();
        for y in 0..CELL {
            for x in 0..CELL {
                let inside = (16..32).contains(&x) && (12..36).contains(&y);
                pixels.extend_from_slice(if inside { &ink } else { &paper });
                mask.push(inside as u8);
            }
        }
        let image = RgbImage {
            width: CELL,
            height: CELL,
            pixels,
        };
        (image, mask)
    }

    /// A warped grid of white paper and black lines, with the pixels of `marks` (rectangles:
    /// left, top, width, height; grey level) painted over it in order.
    fn grid(marks: &[(Rect, u8)]) -> RgbImage {
        let side = 9 * CELL;
        let mut levels = vec![235u8; side * side];
        for (at, level) in levels.iter_mut().enumerate() {
            let (x, y) = (at % side, at / side);
            if x % CELL < 2 || y % CELL < 2 || x >= side - 2 || y >= side - 2 {
                *level = 30;
            }
        }
        for &((left, top, w, h), level) in marks {
            for y in top..top + h {
                levels[y * side + left..y * side + left + w].fill(level);
            }
        }
        RgbImage {
            width: side,
            height: side,
            pixels: levels.iter().flat_map(|&l| [l; 3]).collect(),
        }
    }

    #[test]
    fn a_crease_across_a_row_is_not_a_digit_and_does_not_hide_the_digits_it_crosses() {
        let (row, col) = (8 * CELL, 6 * CELL);
        // A "7" in cell r9c7 (bar and stem, 30 pixels tall), a crease (a darker band four
        // pixels deep) across the whole bottom row through the lower part of the stem.
        let seven = [
            ((col + 14, row + 10, 18, 4), 25),
            ((col + 26, row + 10, 5, 30), 25),
        ];
        let crease = ((0, row + 26, 9 * CELL, 4), 150);
        let cuts = cut(&grid(&[seven[0], seven[1], crease]));
        let digit = &cuts[8 * 9 + 6];
        assert!(digit.digit.is_some());
        assert!(
            (digit.height - 30.0 / CELL as f32).abs() < 0.05,
            "{}",
            digit.height
        );
        // The crease's other cells hold nothing; so does the rest of the grid.
        for (cell, cut) in cuts.iter().enumerate() {
            assert_eq!(cut.digit.is_some(), cell == 8 * 9 + 6, "cell {cell}");
        }
        // The digit's strokes darker than the crease where they cross it: the same.
        let cuts = cut(&grid(&[crease, seven[0], seven[1]]));
        assert!(cuts[8 * 9 + 6].digit.is_some());
        assert!((cuts[8 * 9 + 6].height - digit.height).abs() < 0.03);
    }

    fn ink_of(paper: [u8; 3], ink: [u8; 3]) -> [f32; 3] {
        let (image, mask) = cell(paper, ink);
        let grey = image.grey();
        let ink = digit_ink(&image, &grey, &mask, (0, 0, CELL, CELL), (16, 12, 16, 24));
        ink_colour(ink.relative, ink.thickness)
    }

    #[test]
    fn ink_is_measured_against_its_own_paper() {
        // Black on white and black on a grey given-cell: the same ink.
        let on_white = ink_of([255; 3], [0; 3]);
        let on_grey = ink_of([227; 3], [0; 3]);
        assert!(on_white[0] < 0.05 && on_grey[0] < 0.05);
        // Grey ink on white is lighter than black ink on grey paper.
        let grey_ink = ink_of([255; 3], [138; 3]);
        assert!(grey_ink[0] > on_grey[0] + 0.4, "{grey_ink:?} {on_grey:?}");
        // Black print in shadow (dim paper, dim ink in proportion): still black and neutral.
        let shadow = ink_of([128; 3], [10; 3]);
        assert!(
            shadow[0] < 0.35 && shadow[1].hypot(shadow[2]) < 0.02,
            "{shadow:?}"
        );
        // Blue ink keeps its hue: b (blue-yellow) well below zero.
        let blue = ink_of([255; 3], [40, 90, 210]);
        assert!(blue[2] < -0.1, "{blue:?}");
        // On an app's orange highlight: a dark brown given (its strokes' pixels tinted by the
        // JPEG's colour bleed) stays near the same ink on cream paper, far from blue; a blue
        // entry stays blue.
        let on_cream = ink_of([255, 243, 231], [57, 37, 30]);
        let on_orange = ink_of([255, 182, 77], [74, 36, 22]);
        let hue = |[_, a, b]: [f32; 3]| (a, b);
        let (a, b) = (hue(on_cream), hue(on_orange));
        assert!(
            (a.0 - b.0).hypot(a.1 - b.1) < 0.05,
            "{on_cream:?} {on_orange:?}"
        );
        let blue_on_orange = ink_of([255, 182, 77], [40, 90, 210]);
        assert!(blue_on_orange[2] < -0.1, "{blue_on_orange:?}");
    }

    #[test]
    fn thin_strokes_blended_with_the_paper_keep_their_inks_hue_but_thick_ones_are_as_measured() {
        let (thin, thick) = THIN_STROKES;
        let blue = [40, 90, 210].map(to_linear);
        // A thin stroke's core: 40% blue ink, 60% white paper.
        let blended = blue.map(|c| 0.4 * c + 0.6);
        let hue = |[_, a, b]: [f32; 3]| (a, b);
        let (full, faded) = (hue(oklab(blue)), hue(oklab(blended)));
        let (a, b) = hue(ink_colour(blended, thin));
        // The blue's hue angle, and most of its chroma back (the faded one has under half).
        assert!(
            (b.atan2(a) - full.1.atan2(full.0)).abs() < 0.25,
            "{a} {b} {full:?}"
        );
        assert!(
            a.hypot(b) > 1.5 * faded.0.hypot(faded.1),
            "{a} {b} {faded:?}"
        );
        // Its lightness stays as measured: light, not the full ink's.
        assert_eq!(ink_colour(blended, thin)[0], oklab(blended)[0]);
        // Thick strokes (a photo's print): the colour as measured, noise not amplified.
        assert_eq!(ink_colour(blended, thick), oklab(blended));
        // A blended grey or black stays neutral.
        let [_, a, b] = ink_colour([0.55; 3], thin);
        assert!(a.hypot(b) < 1e-3, "{a} {b}");
    }
}

//! The whole reading: find the grid, cut and classify its cells, keep printed givens only, and
//! check the result with the solver.

use super::cells::{cut, CellCut, CELL};
use super::decode::{decode, shrink_factor};
use super::image::{shrink, RgbImage};
use super::model::{classify, CLASSES};
use super::quad::find_grid;
use super::threshold::ink_mask;
use super::warp::{warp, Homography, Point};
use super::{VisionError, MAX_PIXELS, MIN_SIDE};
use crate::{count_solutions, Grid, CELLS};

/// A puzzle read from an image.
#[derive(Clone, Debug)]
pub struct Reading {
    /// The givens: 0 for an empty cell, else the digit, row-major.
    pub cells: [u8; CELLS],
    /// How sure the reading is of each cell, from 0 to 1.
    pub confidence: [f32; CELLS],
    /// The grid's corners in the image's pixels: top-left, top-right, bottom-right, bottom-left.
    pub corners: [Point; 4],
    /// Whether the givens read have exactly one solution (the solver's check).
    pub unique: bool,
}

impl Reading {
    /// The givens as puzzle text: 81 characters, `1`-`9` or `.`.
    pub fn text(&self) -> String {
        self.cells
            .iter()
            .map(|&d| if d == 0 { '.' } else { (b'0' + d) as char })
            .collect()
    }
}

/// Reads a puzzle from a JPEG or PNG file.
pub fn read_bytes(bytes: &[u8]) -> Result<Reading, VisionError> {
    let decoded = decode(bytes)?;
    read(&decoded.image, decoded.scale)
}

/// Reads a puzzle from RGBA pixels (`width * height * 4` bytes, row-major), e.g. a canvas's
/// `ImageData`.
pub fn read_rgba(rgba: &[u8], width: usize, height: usize) -> Result<Reading, VisionError> {
    if width < MIN_SIDE || height < MIN_SIDE {
        return Err(VisionError::TooSmall { width, height });
    }
    if width.saturating_mul(height) > MAX_PIXELS {
        return Err(VisionError::TooLarge { width, height });
    }
    let expected = width * height * 4;
    if rgba.len() != expected {
        return Err(VisionError::BadPixels {
            found: rgba.len(),
            expected,
        });
    }
    let scale = shrink_factor(width, height);
    read(&shrink(rgba, width, height, 4, scale), scale)
}

/// Threshold settings tried in turn to find the grid: (neighbourhood radius as a fraction of
/// the image's shorter side, grey levels darker than the neighbourhood).
const THRESHOLDS: [(f32, u8); 3] = [(1.0 / 40.0, 10), (1.0 / 20.0, 6), (1.0 / 80.0, 16)];

/// The grid's corners in `image` (working pixels), or `NoGrid`.
fn locate(image: &RgbImage) -> Result<[Point; 4], VisionError> {
    let grey = image.grey();
    THRESHOLDS
        .iter()
        .find_map(|&(radius, offset)| {
            let radius = ((image.width.min(image.height) as f32 * radius) as usize).max(3);
            find_grid(&ink_mask(&grey, radius, offset), image.width, image.height)
        })
        .ok_or(VisionError::NoGrid)
}

/// The grid in `image` warped to a square of 9 [`CELL`]s a side, cut into its 81 cells; with
/// the grid's corners in working pixels. A mostly dark image (a dark theme: light ink on dark
/// paper) is read in the negative first, then as it is; a light one the other way round.
fn cells_of(image: &RgbImage) -> Result<([Point; 4], Vec<CellCut>), VisionError> {
    let negative = image.negative();
    let (first, second) = if is_dark(image) {
        (&negative, image)
    } else {
        (image, &negative)
    };
    let (image, corners) = match locate(first) {
        Ok(corners) => (first, corners),
        Err(_) => (second, locate(second)?),
    };
    let map = Homography::square_to(&corners).ok_or(VisionError::NoGrid)?;
    let side = 9 * CELL;
    let span = (0..4)
        .map(|i| {
            let ((x0, y0), (x1, y1)) = (corners[i], corners[(i + 1) % 4]);
            (x1 - x0).hypot(y1 - y0)
        })
        .fold(0.0, f32::max);
    let samples = ((span / side as f32).ceil() as usize).clamp(1, 3);
    Ok((corners, cut(&warp(image, &map, side, samples))))
}

/// Whether most of the image is dark (its median grey level below the middle).
fn is_dark(image: &RgbImage) -> bool {
    let mut histogram = [0usize; 256];
    for &level in &image.grey().pixels {
        histogram[level as usize] += 1;
    }
    histogram[..128].iter().sum::<usize>() * 2 > image.width * image.height
}

/// The grid's corners (in the image's pixels) and its cells in a JPEG or PNG file, as the model
/// sees them: what tools/train-digits/ trains on.
pub fn cut_cells(bytes: &[u8]) -> Result<([Point; 4], Vec<CellCut>), VisionError> {
    let decoded = decode(bytes)?;
    let (corners, cuts) = cells_of(&decoded.image)?;
    Ok((corners.map(|p| to_image(p, decoded.scale)), cuts))
}

/// A working-copy point in the original image's pixels.
fn to_image((x, y): Point, scale: usize) -> Point {
    (x * scale as f32, y * scale as f32)
}

/// The most solver checks made to mend a reading that has no solution or several.
const MAX_TRIES: usize = 400;

/// Reads the puzzle in `image`, a working copy shrunk by `scale` from the original.
pub fn read(image: &RgbImage, scale: usize) -> Result<Reading, VisionError> {
    let (corners, cuts) = cells_of(image)?;
    let printed = printed_givens(&cuts);
    // Per cell, the choices in order of probability: (digit or 0, probability).
    let choices: Vec<Vec<(u8, f32)>> = cuts
        .iter()
        .zip(&printed)
        .map(|(cut, &printed)| match (&cut.digit, printed) {
            (Some(image), true) => {
                let p = classify(image);
                let mut ranked: Vec<(u8, f32)> = (0..CLASSES).map(|c| (c as u8, p[c])).collect();
                ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
                ranked
            }
            _ => vec![(0, 1.0)],
        })
        .collect();
    let mut cells = [0u8; CELLS];
    let mut confidence = [0f32; CELLS];
    for (cell, ranked) in choices.iter().enumerate() {
        (cells[cell], confidence[cell]) = ranked[0];
    }
    let unique = match mend(&cells, &choices) {
        Some(mended) => {
            for cell in 0..CELLS {
                if mended[cell] != cells[cell] {
                    let p = choices[cell]
                        .iter()
                        .find(|c| c.0 == mended[cell])
                        .map_or(0.0, |c| c.1);
                    confidence[cell] = p.min(0.5);
                }
            }
            cells = mended;
            true
        }
        None => {
            // No reading near the model's has one solution: nothing is sure.
            confidence.iter_mut().for_each(|c| *c *= 0.5);
            false
        }
    };
    Ok(Reading {
        cells,
        confidence,
        corners: corners.map(|p| to_image(p, scale)),
        unique,
    })
}

/// The reading itself when it has exactly one solution, else the likeliest reading within a few
/// changes of the least sure cells (each to its next choices) that has, or `None`.
fn mend(cells: &[u8; CELLS], choices: &[Vec<(u8, f32)>]) -> Option<[u8; CELLS]> {
    let solutions =
        |cells: &[u8; CELLS]| Grid::from_cells(*cells).map_or(0, |grid| count_solutions(&grid, 2));
    if solutions(cells) == 1 {
        return Some(*cells);
    }
    // Single changes: (cell, choice, how much less likely the reading becomes), likeliest first.
    let mut changes: Vec<(usize, u8, f32)> = choices
        .iter()
        .enumerate()
        .filter(|(_, ranked)| ranked.len() > 1)
        .flat_map(|(cell, ranked)| {
            let best = ranked[0].1.max(1e-6).ln();
            ranked[1..4]
                .iter()
                .map(move |&(d, p)| (cell, d, best - p.max(1e-6).ln()))
        })
        .collect();
    changes.sort_by(|a, b| a.2.total_cmp(&b.2));
    changes.truncate(24);
    let mut tries = Vec::new();
    for (i, &(cell, digit, cost)) in changes.iter().enumerate() {
        tries.push((cost, vec![(cell, digit)]));
        for &(other, other_digit, other_cost) in &changes[i + 1..] {
            if other != cell {
                tries.push((cost + other_cost, vec![(cell, digit), (other, other_digit)]));
            }
        }
    }
    tries.sort_by(|a, b| a.0.total_cmp(&b.0));
    tries.into_iter().take(MAX_TRIES).find_map(|(_, edits)| {
        let mut mended = *cells;
        for (cell, digit) in edits {
            mended[cell] = digit;
        }
        (solutions(&mended) == 1).then_some(mended)
    })
}

/// Which cells hold a printed given: a digit-like shape whose height agrees with most digits'
/// and whose ink is the givens'. The digits' inks are grouped ([`ink_groups`]); the givens' group
/// is the darkest and most neutral (least chroma) of the groups of at least [`min_group`]
/// digits. Digits of another ink (a player's or an app's entries: another hue, or grey against
/// black) and smaller shapes (pencil marks) are not givens. A grid printed all in one ink, red or
/// black, has all its digits as givens.
fn printed_givens(cuts: &[CellCut]) -> Vec<bool> {
    let digits: Vec<&CellCut> = cuts.iter().filter(|c| c.digit.is_some()).collect();
    if digits.len() < 8 {
        return cuts.iter().map(|c| c.digit.is_some()).collect();
    }
    let mut heights: Vec<f32> = digits.iter().map(|c| c.height).collect();
    heights.sort_by(f32::total_cmp);
    let median_height = heights[heights.len() / 2];
    let full_size = |c: &CellCut| c.digit.is_some() && c.height > 0.7 * median_height;
    let inks: Vec<[f32; 3]> = cuts
        .iter()
        .filter(|c| full_size(c))
        .map(|c| c.ink)
        .collect();
    let (centres, group_of) = ink_groups(&inks);
    let mut sizes = vec![0; centres.len()];
    group_of.iter().for_each(|&g| sizes[g] += 1);
    let look = |c: &[f32; 3]| c[0] + 1.5 * c[1].hypot(c[2]);
    let givens = (0..centres.len())
        .filter(|&g| sizes[g] >= min_group(inks.len()))
        .min_by(|&a, &b| look(&centres[a]).total_cmp(&look(&centres[b])));
    // Groups of the givens' hue and nearly their lightness are givens too: one ink split by
    // stroke weight or blur, not entries in grey.
    let given_group: Vec<bool> = centres
        .iter()
        .map(|&centre| {
            givens.is_some_and(|g| {
                let given = centres[g];
                (centre[1] - given[1]).hypot(centre[2] - given[2]) < SAME_INK
                    && (centre[0] - given[0]).abs() < LIGHTNESS_GAP
            })
        })
        .collect();
    let mut next = group_of.into_iter();
    cuts.iter()
        .map(|c| full_size(c) && next.next().is_some_and(|g| given_group[g]))
        .collect()
}

/// The lightness difference (OKLab) below which two groups of one hue are one ink: grey entries
/// lie further from black givens.
const LIGHTNESS_GAP: f32 = 0.2;

/// The distance in OKLab below which two groups of inks count as one.
const SAME_INK: f32 = 0.05;

/// The fewest digits in the givens' group among `digits` full-size digits: a puzzle has at
/// least 17 givens, but some may be missed and entries may outnumber them.
fn min_group(digits: usize) -> usize {
    (digits / 4).clamp(3, 8)
}

/// Groups of inks (k-means, at most three groups: givens, entries and wrong entries), groups whose
/// centres lie within [`SAME_INK`] merged: the groups' centres, and each ink's group.
fn ink_groups(inks: &[[f32; 3]]) -> (Vec<[f32; 3]>, Vec<usize>) {
    if inks.is_empty() {
        return (Vec::new(), Vec::new());
    }
    // Start from the darkest ink, then each time the ink farthest from the centres so far.
    let darkest = inks.iter().copied().min_by(|a, b| a[0].total_cmp(&b[0]));
    let mut centres: Vec<[f32; 3]> = darkest.into_iter().collect();
    while centres.len() < 3 {
        let farthest = inks
            .iter()
            .map(|&ink| (ink, nearest(&centres, ink).1))
            .max_by(|a, b| a.1.total_cmp(&b.1));
        match farthest {
            Some((ink, distance)) if distance >= SAME_INK => centres.push(ink),
            _ => break,
        }
    }
    let mut group_of = vec![0; inks.len()];
    for _ in 0..12 {
        for (g, &ink) in group_of.iter_mut().zip(inks) {
            *g = nearest(&centres, ink).0;
        }
        centres = mean_per_group(inks, &group_of, centres.len(), &centres);
        // Merge the two closest groups while they look alike.
        let closest = (0..centres.len())
            .flat_map(|a| (a + 1..centres.len()).map(move |b| (a, b)))
            .map(|(a, b)| (a, b, ink_distance(centres[a], centres[b])))
            .min_by(|x, y| x.2.total_cmp(&y.2));
        if let Some((a, b, _)) = closest.filter(|c| c.2 < SAME_INK) {
            group_of.iter_mut().for_each(|g| {
                if *g == b {
                    *g = a;
                } else if *g > b {
                    *g -= 1;
                }
            });
            let mut kept = centres.clone();
            kept.remove(b);
            centres = mean_per_group(inks, &group_of, kept.len(), &kept);
        }
    }
    for (g, &ink) in group_of.iter_mut().zip(inks) {
        *g = nearest(&centres, ink).0;
    }
    (centres, group_of)
}

/// The mean ink of each of `count` groups (a group left empty keeps its old centre).
fn mean_per_group(
    inks: &[[f32; 3]],
    group_of: &[usize],
    count: usize,
    old: &[[f32; 3]],
) -> Vec<[f32; 3]> {
    (0..count)
        .map(|g| {
            let members: Vec<&[f32; 3]> = inks
                .iter()
                .zip(group_of)
                .filter(|(_, &of)| of == g)
                .map(|(ink, _)| ink)
                .collect();
            if members.is_empty() {
                old[g]
            } else {
                std::array::from_fn(|c| {
                    members.iter().map(|ink| ink[c]).sum::<f32>() / members.len() as f32
                })
            }
        })
        .collect()
}

/// The index of the centre nearest `ink`, and its distance.
fn nearest(centres: &[[f32; 3]], ink: [f32; 3]) -> (usize, f32) {
    centres
        .iter()
        .map(|&c| ink_distance(c, ink))
        .enumerate()
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap_or((0, f32::INFINITY))
}

/// The distance between two inks in OKLab, lightness counting half: one ink's lightness varies
/// more from digit to digit (stroke weight, blur, JPEG) than its hue does.
fn ink_distance(a: [f32; 3], b: [f32; 3]) -> f32 {
    ((a[0] - b[0]) * 0.5).hypot(a[1] - b[1]).hypot(a[2] - b[2])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vision::cells::{oklab, to_linear};
    use crate::vision::DIGIT_SIDE;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// The model's choices for a reading of `cells`: each digit sure, each empty cell empty.
    fn sure_choices(cells: &[u8; CELLS]) -> Vec<Vec<(u8, f32)>> {
        cells
            .iter()
            .map(|&d| {
                if d == 0 {
                    vec![(0, 1.0)]
                } else {
                    let mut ranked = vec![(d, 0.97)];
                    ranked.extend((0..10).filter(|&c| c != d).map(|c| (c, 0.003)));
                    ranked
                }
            })
            .collect()
    }

    #[test]
    fn a_misread_digit_is_mended_to_its_next_choice_with_one_solution() {
        let truth = *Grid::parse(PUZZLE).unwrap().cells();
        let mut choices = sure_choices(&truth);
        // Cell 0 (a 5) read as 3 (a clash with the 3 beside it), the 5 second; cell 1 unsure.
        choices[0] = vec![(3, 0.6), (5, 0.3), (8, 0.05), (9, 0.05)];
        let mut misread = truth;
        misread[0] = 3;
        assert_eq!(count_solutions(&Grid::from_cells(misread).unwrap(), 2), 0);
        assert_eq!(mend(&misread, &choices), Some(truth));
        // A reading with one solution is kept as it is.
        assert_eq!(mend(&truth, &sure_choices(&truth)), Some(truth));
        // The first three rows' givens missed, no other choice anywhere: several solutions,
        // nothing to mend.
        let mut missing = truth;
        missing[..27].fill(0);
        assert!(count_solutions(&Grid::from_cells(missing).unwrap(), 2) > 1);
        let missing_choices: Vec<Vec<(u8, f32)>> =
            missing.iter().map(|&d| vec![(d, 1.0)]).collect();
        assert_eq!(mend(&missing, &missing_choices), None);
    }

    /// A digit cell of `height` whose ink, against its paper, looks like the sRGB `colour` on
    /// white.
    fn cut(height: f32, [r, g, b]: [u8; 3]) -> CellCut {
        CellCut {
            digit: Some(Box::new([0; DIGIT_SIDE * DIGIT_SIDE])),
            height,
            ink: oklab([to_linear(r), to_linear(g), to_linear(b)]),
        }
    }

    fn no_digit() -> CellCut {
        CellCut {
            digit: None,
            height: 0.0,
            ink: [0.0; 3],
        }
    }

    #[test]
    fn entries_of_another_hue_are_not_givens_even_when_more_numerous() {
        // 20 black givens, 30 blue entries, a red wrong entry, a pencil mark, an empty cell.
        let mut cuts: Vec<CellCut> = (0..20).map(|_| cut(0.6, [30, 30, 35])).collect();
        cuts.extend((0..30).map(|_| cut(0.6, [50, 90, 175])));
        cuts.push(cut(0.6, [200, 0, 0]));
        cuts.push(cut(0.35, [30, 30, 35]));
        cuts.push(no_digit());
        let printed = printed_givens(&cuts);
        assert!(printed[..20].iter().all(|&p| p));
        assert!(printed[20..].iter().all(|&p| !p));
        // Slate givens with bluer entries of nearly the same lightness (a modern app's look).
        let mut cuts: Vec<CellCut> = (0..25).map(|_| cut(0.6, [52, 72, 97])).collect();
        cuts.extend((0..25).map(|_| cut(0.6, [50, 90, 175])));
        let printed = printed_givens(&cuts);
        assert!(printed[..25].iter().all(|&p| p));
        assert!(printed[25..].iter().all(|&p| !p));
    }

    #[test]
    fn grey_entries_are_not_givens_but_one_ink_of_varying_weight_is() {
        // Black givens drawn from black to dark grey (thin and thick strokes), grey entries.
        let mut cuts: Vec<CellCut> = (0..24).map(|i| cut(0.6, [(i * 2) as u8; 3])).collect();
        cuts.extend((0..26).map(|_| cut(0.6, [138; 3])));
        let printed = printed_givens(&cuts);
        assert!(printed[..24].iter().all(|&p| p), "{printed:?}");
        assert!(printed[24..].iter().all(|&p| !p));
    }

    #[test]
    fn a_grid_printed_in_one_ink_has_all_its_digits_as_givens() {
        // A grid printed in red: the red digits are the givens, a black one is not.
        let mut red: Vec<CellCut> = (0..20).map(|i| cut(0.6, [180 + i as u8, 40, 40])).collect();
        red.push(cut(0.6, [30, 30, 30]));
        let printed = printed_givens(&red);
        assert!(printed[..20].iter().all(|&p| p));
        assert!(!printed[20]);
        // A photo's black print, lighter in one corner: all givens.
        let black: Vec<CellCut> = (0..30)
            .map(|i| cut(0.6, [20 + i as u8, 20 + i as u8, 25 + i as u8]))
            .collect();
        assert!(printed_givens(&black).iter().all(|&p| p));
    }
}

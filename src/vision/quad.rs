//! Finding the grid: the connected shapes of ink (or, when the grid's ink runs into other print
//! or is broken, the groups of its cells, shapes of paper side by side), and among them the
//! largest whose corners span a quadrilateral crossed by the lines of a 9x9 grid and by no line
//! halfway between them.

use super::warp::{Homography, Point};

/// One 8-connected shape of ink: its size and its extreme pixels, from which its corners come.
#[derive(Clone, Copy, Debug)]
struct Shape {
    pixels: u32,
    min_x: u32,
    max_x: u32,
    min_y: u32,
    max_y: u32,
    /// The pixels with the least and greatest x + y (top-left, bottom-right corners) and the
    /// greatest and least x - y (top-right, bottom-left corners), with those sums.
    top_left: (i32, u32, u32),
    bottom_right: (i32, u32, u32),
    top_right: (i32, u32, u32),
    bottom_left: (i32, u32, u32),
}

impl Shape {
    fn new(x: u32, y: u32) -> Shape {
        let (sum, diff) = ((x + y) as i32, x as i32 - y as i32);
        Shape {
            pixels: 1,
            min_x: x,
            max_x: x,
            min_y: y,
            max_y: y,
            top_left: (sum, x, y),
            bottom_right: (sum, x, y),
            top_right: (diff, x, y),
            bottom_left: (diff, x, y),
        }
    }

    fn add(&mut self, other: &Shape) {
        self.pixels += other.pixels;
        self.min_x = self.min_x.min(other.min_x);
        self.max_x = self.max_x.max(other.max_x);
        self.min_y = self.min_y.min(other.min_y);
        self.max_y = self.max_y.max(other.max_y);
        if other.top_left.0 < self.top_left.0 {
            self.top_left = other.top_left;
        }
        if other.bottom_right.0 > self.bottom_right.0 {
            self.bottom_right = other.bottom_right;
        }
        if other.top_right.0 > self.top_right.0 {
            self.top_right = other.top_right;
        }
        if other.bottom_left.0 < self.bottom_left.0 {
            self.bottom_left = other.bottom_left;
        }
    }

    /// Corners: top-left, top-right, bottom-right, bottom-left (outer edges of the pixels).
    fn corners(&self) -> [Point; 4] {
        let at = |(_, x, y): (i32, u32, u32), dx: f32, dy: f32| (x as f32 + dx, y as f32 + dy);
        [
            at(self.top_left, 0.0, 0.0),
            at(self.top_right, 1.0, 0.0),
            at(self.bottom_right, 1.0, 1.0),
            at(self.bottom_left, 0.0, 1.0),
        ]
    }
}

/// Labels the shapes of pixels equal to `value` in `mask` (1 = ink, 0 = paper) with a union-find
/// over one pass of the rows, and returns each shape's summary. Pixels touching only at a corner
/// join when `diagonal` (ink: a slanted line's steps) and not otherwise (paper: it would leak
/// through those steps).
fn shapes(mask: &[u8], width: usize, height: usize, value: u8, diagonal: bool) -> Vec<Shape> {
    let mut labels = vec![u32::MAX; width * height];
    let mut parent: Vec<u32> = Vec::new();
    fn root(parent: &mut [u32], mut label: u32) -> u32 {
        while parent[label as usize] != label {
            let up = parent[parent[label as usize] as usize];
            parent[label as usize] = up;
            label = up;
        }
        label
    }
    for y in 0..height {
        for x in 0..width {
            let at = y * width + x;
            if mask[at] != value {
                continue;
            }
            let mut label = u32::MAX;
            let mut neighbours = [u32::MAX; 4];
            if x > 0 {
                neighbours[0] = labels[at - 1];
            }
            if y > 0 {
                let up = at - width;
                neighbours[1] = labels[up];
                if diagonal && x > 0 {
                    neighbours[2] = labels[up - 1];
                }
                if diagonal && x + 1 < width {
                    neighbours[3] = labels[up + 1];
                }
            }
            for neighbour in neighbours.into_iter().filter(|&l| l != u32::MAX) {
                let neighbour = root(&mut parent, neighbour);
                if label == u32::MAX {
                    label = neighbour;
                } else if neighbour != label {
                    let (keep, join) = (label.min(neighbour), label.max(neighbour));
                    parent[join as usize] = keep;
                    label = keep;
                }
            }
            if label == u32::MAX {
                label = parent.len() as u32;
                parent.push(label);
            }
            labels[at] = label;
        }
    }
    let mut summaries: Vec<Option<Shape>> = vec![None; parent.len()];
    for y in 0..height {
        for x in 0..width {
            let label = labels[y * width + x];
            if label == u32::MAX {
                continue;
            }
            let label = root(&mut parent, label) as usize;
            let pixel = Shape::new(x as u32, y as u32);
            match &mut summaries[label] {
                Some(shape) => shape.add(&pixel),
                slot => *slot = Some(pixel),
            }
        }
    }
    summaries.into_iter().flatten().collect()
}

/// How much of each of a 9x9 grid's lines, spanning `corners`, lies on ink: for both directions
/// and each position `k / 18` across the grid (even `k`: the ten lines, odd `k`: halfway between
/// them, through the cells), the fraction of points along it that have ink within `reach` (a
/// fraction of the grid) across it, from 0 to 1. `[direction][k]`: direction 0 runs the lines
/// across (horizontal ones), 1 down.
fn line_profile(
    mask: &[u8],
    width: usize,
    height: usize,
    corners: &[Point; 4],
    reach: f32,
) -> Option<[[f32; 19]; 2]> {
    let map = Homography::square_to(corners)?;
    const SAMPLES: usize = 45;
    let span = (0..4)
        .map(|i| {
            let ((x0, y0), (x1, y1)) = (corners[i], corners[(i + 1) % 4]);
            (x1 - x0).hypot(y1 - y0)
        })
        .fold(0.0, f32::max);
    // Looked for half a pixel apart.
    let steps = ((2.0 * reach * span).ceil() as usize).clamp(1, 40);
    let is_ink = |(x, y): Point| {
        (x >= 0.0 && y >= 0.0 && (x as usize) < width && (y as usize) < height)
            && mask[y as usize * width + x as usize] == 1
    };
    let near = |point: &dyn Fn(f32) -> Point| {
        (0..=2 * steps).any(|k| {
            let offset = (k as f32 - steps as f32) / steps as f32 * reach;
            is_ink(point(offset))
        })
    };
    let fraction = |on_line: &dyn Fn(f32, f32) -> Point, k: usize| {
        let along = k as f32 / 18.0;
        let hits = (0..SAMPLES)
            .filter(|&s| {
                let across = (s as f32 + 0.5) / SAMPLES as f32;
                near(&|d| on_line(across, (along + d).clamp(0.0, 1.0)))
            })
            .count();
        hits as f32 / SAMPLES as f32
    };
    Some([
        std::array::from_fn(|k| fraction(&|across, along| map.map(across, along), k)),
        std::array::from_fn(|k| fraction(&|across, along| map.map(along, across), k)),
    ])
}

/// Ink looked for within this fraction of the grid across the box lines (curved paper bends the
/// lines off their place).
const BOX_REACH: f32 = 0.02;

/// Ink looked for within this fraction of the grid across every line and halfway line when
/// testing that the lines are where a 9x9 grid has them and nowhere between.
const LINE_REACH: f32 = 0.01;

/// Whether the lines of `mask` in `corners` are a 9x9 grid's: most points of its box lines (the
/// outer border and the lines between the 3x3 boxes, printed thicker than the cell lines and so
/// the surest) are ink, and no line runs halfway between two of its lines (which a part of a
/// grid, a grid of other cells or a block of print has).
pub fn is_grid(mask: &[u8], width: usize, height: usize, corners: &[Point; 4]) -> bool {
    let (Some(wide), Some(narrow)) = (
        line_profile(mask, width, height, corners, BOX_REACH),
        line_profile(mask, width, height, corners, LINE_REACH),
    ) else {
        return false;
    };
    let box_lines = wide
        .iter()
        .flat_map(|direction| [0, 6, 12, 18].map(|k| direction[k]))
        .sum::<f32>()
        / 8.0;
    let between = narrow.iter().flat_map(|d| d.iter().skip(1).step_by(2));
    let between_max = between.copied().fold(0.0, f32::max);
    box_lines >= MIN_LINE_SCORE && between_max < MAX_BETWEEN
}

/// The area of a quadrilateral (shoelace formula), positive when its corners run clockwise on
/// screen (y down).
pub fn area(corners: &[Point; 4]) -> f32 {
    (0..4)
        .map(|i| {
            let ((x0, y0), (x1, y1)) = (corners[i], corners[(i + 1) % 4]);
            x0 * y1 - x1 * y0
        })
        .sum::<f32>()
        / 2.0
}

/// Whether a quadrilateral could be a photographed square: convex, corners clockwise, each side
/// at least half its opposite and half its neighbours (the photos' grids: four fifths at least;
/// a strip of a grid's rows is not one).
fn plausible(corners: &[Point; 4]) -> bool {
    let side = |i: usize| {
        let ((x0, y0), (x1, y1)) = (corners[i], corners[(i + 1) % 4]);
        (x1 - x0).hypot(y1 - y0)
    };
    let sides = [side(0), side(1), side(2), side(3)];
    let convex = (0..4).all(|i| {
        let (a, b, c) = (corners[i], corners[(i + 1) % 4], corners[(i + 2) % 4]);
        (b.0 - a.0) * (c.1 - b.1) - (b.1 - a.1) * (c.0 - b.0) > 0.0
    });
    convex
        && (0..4)
            .all(|i| sides[i] >= 0.5 * sides[(i + 2) % 4] && sides[i] >= 0.5 * sides[(i + 1) % 4])
}

/// The least grid-line score of a grid: most points of its box lines are ink (a frame alone
/// scores about a half).
const MIN_LINE_SCORE: f32 = 0.7;

/// The most of the points along a line halfway between two of a grid's lines that may have ink
/// near them: digits cross it, but no line runs along it.
const MAX_BETWEEN: f32 = 0.72;

/// The most of its quadrilateral a grid's ink may cover: more is a picture or a block of print.
const MAX_FILL: f32 = 0.4;

/// The fewest cells of one grid found as shapes of paper: more than half of its 81 (some merge
/// through a broken line or are split by a digit touching their lines).
const MIN_CELLS: usize = 40;

/// Quadrilaterals spanned by grids' cells: the shapes of paper that look like cells (squarish,
/// mostly paper, of a size a cell of a plausible grid has), joined when two of about the same
/// size lie side by side, each group of at least [`MIN_CELLS`] widened by its lines' thickness.
/// This finds a grid whose lines run into other print (so that its ink's outline is not the
/// grid's) or are broken (so that its ink is several shapes).
fn cell_groups(mask: &[u8], width: usize, height: usize) -> Vec<[Point; 4]> {
    let shorter = width.min(height) as u32;
    let (min_cell, max_cell) = ((shorter / 60).max(4), shorter / 7);
    let cells: Vec<Shape> = shapes(mask, width, height, 0, false)
        .into_iter()
        .filter(|s| {
            let (w, h) = (s.max_x - s.min_x + 1, s.max_y - s.min_y + 1);
            (min_cell..=max_cell).contains(&w.min(h))
                && w <= 2 * h
                && h <= 2 * w
                && s.pixels as f32 >= 0.45 * (w * h) as f32
        })
        .collect();
    let centre = |s: &Shape| {
        (
            (s.min_x + s.max_x) as f32 / 2.0,
            (s.min_y + s.max_y) as f32 / 2.0,
        )
    };
    let side = |s: &Shape| ((s.max_x - s.min_x + 1) as f32 * (s.max_y - s.min_y + 1) as f32).sqrt();
    let mut group: Vec<usize> = (0..cells.len()).collect();
    fn root(group: &mut [usize], mut at: usize) -> usize {
        while group[at] != at {
            group[at] = group[group[at]];
            at = group[at];
        }
        at
    }
    for (a, cell) in cells.iter().enumerate() {
        let ((xa, ya), sa) = (centre(cell), side(cell));
        for (b, other) in cells.iter().enumerate().skip(a + 1) {
            let ((xb, yb), sb) = (centre(other), side(other));
            let reach = 1.6 * sa.max(sb);
            if sa.max(sb) <= 1.5 * sa.min(sb)
                && (xa - xb).abs() <= reach
                && (ya - yb).abs() <= reach
            {
                let (ra, rb) = (root(&mut group, a), root(&mut group, b));
                group[ra.max(rb)] = ra.min(rb);
            }
        }
    }
    let mut members: Vec<Vec<usize>> = vec![Vec::new(); cells.len()];
    for cell in 0..cells.len() {
        members[root(&mut group, cell)].push(cell);
    }
    members
        .into_iter()
        .filter(|m| m.len() >= MIN_CELLS)
        .map(|m| {
            let mut outline = cells[m[0]];
            m[1..].iter().for_each(|&c| outline.add(&cells[c]));
            let corners = outline.corners();
            // The cells' outline runs inside the grid's lines: widen it by one line's
            // thickness, the pitch of the cells less their mean side.
            let mean_side = m.iter().map(|&c| side(&cells[c])).sum::<f32>() / m.len() as f32;
            let span = (outline.max_x - outline.min_x + 1).max(outline.max_y - outline.min_y + 1);
            let pitch = (span as f32 - mean_side) / 8.0;
            let line = (pitch - mean_side).max(0.0);
            let (cx, cy) = (
                corners.iter().map(|p| p.0).sum::<f32>() / 4.0,
                corners.iter().map(|p| p.1).sum::<f32>() / 4.0,
            );
            let grow = 1.0 + 2.0 * line / span as f32;
            corners.map(|(x, y)| (cx + (x - cx) * grow, cy + (y - cy) * grow))
        })
        .collect()
}

/// The grid's corners in `mask` (top-left, top-right, bottom-right, bottom-left), or `None`: the
/// largest plausible quadrilateral spanned by one shape of ink whose lines are a grid's
/// ([`is_grid`]), else the largest spanned by a group of cells ([`cell_groups`]) whose lines are.
/// A shape's outline is the surer when it is a grid: a group may take in a cell-like neighbour.
pub fn find_grid(mask: &[u8], width: usize, height: usize) -> Option<[Point; 4]> {
    let min_side = (width.min(height) as u32 / 6).max(30);
    let largest_first = |mut candidates: Vec<[Point; 4]>| {
        candidates.sort_by(|a, b| area(b).total_cmp(&area(a)));
        candidates.into_iter().take(8)
    };
    let outlines: Vec<[Point; 4]> = shapes(mask, width, height, 1, true)
        .into_iter()
        .filter(|s| s.max_x - s.min_x >= min_side && s.max_y - s.min_y >= min_side)
        .map(|s| (s.pixels, s.corners()))
        .filter(|(pixels, corners)| {
            plausible(corners) && *pixels as f32 <= MAX_FILL * area(corners)
        })
        .map(|(_, corners)| corners)
        .collect();
    largest_first(outlines)
        .find(|corners| is_grid(mask, width, height, corners))
        .or_else(|| {
            let groups = cell_groups(mask, width, height)
                .into_iter()
                .filter(plausible)
                .collect();
            largest_first(groups).find(|corners| is_grid(mask, width, height, corners))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A mask of a 9x9 grid drawn with one-pixel lines, `cell` pixels apart, from `origin`.
    fn grid_mask(width: usize, height: usize, origin: usize, cell: usize) -> Vec<u8> {
        let mut mask = vec![0u8; width * height];
        let end = origin + 9 * cell;
        for y in origin..=end {
            for x in origin..=end {
                if (x - origin).is_multiple_of(cell) || (y - origin).is_multiple_of(cell) {
                    mask[y * width + x] = 1;
                }
            }
        }
        mask
    }

    #[test]
    fn finds_a_drawn_grid_and_ignores_a_box_without_lines() {
        let (w, h) = (200, 200);
        let mut mask = grid_mask(w, h, 20, 15);
        let corners = find_grid(&mask, w, h).expect("a grid");
        assert_eq!(
            corners,
            [(20.0, 20.0), (156.0, 20.0), (156.0, 156.0), (20.0, 156.0)]
        );
        // A larger empty frame around it is not a grid.
        for i in 5..195 {
            for (x, y) in [(i, 5), (i, 194), (5, i), (194, i)] {
                mask[y * w + x] = 1;
            }
        }
        assert_eq!(find_grid(&mask, w, h), Some(corners));
        assert_eq!(find_grid(&vec![0; w * h], w, h), None);
    }

    /// The corners found in `mask` lie within `tolerance` pixels of `expected`.
    fn assert_near(found: Option<[Point; 4]>, expected: [Point; 4], tolerance: f32) {
        let found = found.expect("a grid");
        for (f, e) in found.iter().zip(&expected) {
            assert!(
                (f.0 - e.0).abs() <= tolerance && (f.1 - e.1).abs() <= tolerance,
                "{found:?} is not {expected:?}"
            );
        }
    }

    const DRAWN: [Point; 4] = [(20.0, 20.0), (156.0, 20.0), (156.0, 156.0), (20.0, 156.0)];

    #[test]
    fn a_grid_whose_lines_run_into_other_print_is_found_by_its_cells() {
        // A page's rules touch the grid: its ink's outline spans the page, not the grid.
        let (w, h) = (200, 200);
        let mut mask = grid_mask(w, h, 20, 15);
        for i in 0..200 {
            mask[i * w + 185] = 1;
            mask[5 * w + i] = 1;
        }
        (156..185).for_each(|x| mask[80 * w + x] = 1);
        (5..20).for_each(|y| mask[y * w + 20] = 1);
        assert_near(find_grid(&mask, w, h), DRAWN, 2.0);
    }

    #[test]
    fn a_grid_split_by_a_broken_line_is_found_whole_and_its_part_is_no_grid() {
        // The box line below the sixth row printed double, the grid's other lines broken
        // between its two strokes: the grid's ink is two shapes, its cells are whole.
        let (w, h) = (200, 200);
        let mut mask = grid_mask(w, h, 20, 15);
        mask[109 * w + 20..109 * w + 156].fill(1);
        mask[110 * w..111 * w].fill(0);
        mask[111 * w + 20..111 * w + 156].fill(1);
        // The upper part alone has lines halfway between a 9x9 grid's.
        let upper = [(20.0, 20.0), (156.0, 20.0), (156.0, 110.0), (20.0, 110.0)];
        assert!(!is_grid(&mask, w, h, &upper));
        assert!(is_grid(&mask, w, h, &DRAWN));
        assert_near(find_grid(&mask, w, h), DRAWN, 2.0);
    }

    #[test]
    fn shapes_joined_only_diagonally_are_one_shape() {
        let mask = [1, 0, 0, 0, 1, 0, 0, 0, 1];
        let found = shapes(&mask, 3, 3, 1, true);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].pixels, 3);
        let mask = [1, 0, 1, 1, 0, 1, 1, 1, 1]; // a U: two arms joined at the bottom
        assert_eq!(shapes(&mask, 3, 3, 1, true).len(), 1);
    }
}

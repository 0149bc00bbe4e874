//! Finding the grid: the connected shapes of ink, and among them the largest whose corners
//! span a quadrilateral crossed by the ten lines of a 9x9 grid.

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

/// Labels the 8-connected shapes of `mask` (1 = ink) with a union-find over one pass of the
/// rows, and returns each shape's summary.
fn shapes(mask: &[u8], width: usize, height: usize) -> Vec<Shape> {
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
            if mask[at] == 0 {
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
                if x > 0 {
                    neighbours[2] = labels[up - 1];
                }
                if x + 1 < width {
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

/// The fraction of points on the box lines (the outer border and the lines between the 3x3
/// boxes, printed thicker than the cell lines and so the surest) of a 9x9 grid spanning `corners`
/// that fall on ink, from 0 to 1.
pub fn grid_line_score(mask: &[u8], width: usize, height: usize, corners: &[Point; 4]) -> f32 {
    let Some(map) = Homography::square_to(corners) else {
        return 0.0;
    };
    const SAMPLES: usize = 45;
    // Points count when ink lies within a fiftieth of the grid across the line (curved paper
    // bends the lines off their place), looked for one pixel apart.
    const REACH: f32 = 0.02;
    let span = (0..4)
        .map(|i| {
            let ((x0, y0), (x1, y1)) = (corners[i], corners[(i + 1) % 4]);
            (x1 - x0).hypot(y1 - y0)
        })
        .fold(0.0, f32::max);
    let steps = ((REACH * span) as usize).clamp(1, 20);
    let is_ink = |(x, y): Point| {
        (x >= 0.0 && y >= 0.0 && (x as usize) < width && (y as usize) < height)
            && mask[y as usize * width + x as usize] == 1
    };
    let near = |point: &dyn Fn(f32) -> Point| {
        (0..=2 * steps).any(|k| {
            let offset = (k as f32 - steps as f32) / steps as f32 * REACH;
            is_ink(point(offset))
        })
    };
    let mut hits = 0;
    for line in [0, 3, 6, 9] {
        let along = line as f32 / 9.0;
        for k in 0..SAMPLES {
            let across = (k as f32 + 0.5) / SAMPLES as f32;
            hits += near(&|d| map.map(across, (along + d).clamp(0.0, 1.0))) as u32;
            hits += near(&|d| map.map((along + d).clamp(0.0, 1.0), across)) as u32;
        }
    }
    hits as f32 / (8 * SAMPLES) as f32
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
/// at least half its opposite and a third of its neighbours.
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
            .all(|i| sides[i] >= 0.5 * sides[(i + 2) % 4] && sides[i] >= 0.33 * sides[(i + 1) % 4])
}

/// The least grid-line score of a grid: most points of its box lines are ink (a frame alone
/// scores about a half).
const MIN_LINE_SCORE: f32 = 0.7;

/// The most of its quadrilateral a grid's ink may cover: more is a picture or a block of print.
const MAX_FILL: f32 = 0.4;

/// The grid's corners in `mask` (top-left, top-right, bottom-right, bottom-left), or `None`: the
/// largest plausible quadrilateral spanned by one shape of ink whose lines are mostly ink.
pub fn find_grid(mask: &[u8], width: usize, height: usize) -> Option<[Point; 4]> {
    let min_side = (width.min(height) as u32 / 6).max(30);
    let mut candidates: Vec<(f32, [Point; 4])> = shapes(mask, width, height)
        .into_iter()
        .filter(|s| s.max_x - s.min_x >= min_side && s.max_y - s.min_y >= min_side)
        .map(|s| (s.pixels, s.corners()))
        .filter(|(_, corners)| plausible(corners))
        .map(|(pixels, corners)| (pixels, area(&corners), corners))
        .filter(|&(pixels, area, _)| pixels as f32 <= MAX_FILL * area)
        .map(|(_, area, corners)| (area, corners))
        .collect();
    candidates.sort_by(|a, b| b.0.total_cmp(&a.0));
    candidates
        .into_iter()
        .take(8)
        .map(|(_, corners)| corners)
        .find(|corners| grid_line_score(mask, width, height, corners) >= MIN_LINE_SCORE)
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

    #[test]
    fn shapes_joined_only_diagonally_are_one_shape() {
        let mask = [1, 0, 0, 0, 1, 0, 0, 0, 1];
        let found = shapes(&mask, 3, 3);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].pixels, 3);
        let mask = [1, 0, 1, 1, 0, 1, 1, 1, 1]; // a U: two arms joined at the bottom
        assert_eq!(shapes(&mask, 3, 3).len(), 1);
    }
}

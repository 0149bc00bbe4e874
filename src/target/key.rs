//! The score of a valid grid depends on 17 cells only.
//!
//! A ring weight is `6 + [inside the 7x7 square] + [inside the 5x5] + [inside the 3x3] +
//! [centre]`. Every row, column and box of a valid grid holds 1..=9, which sums to 45, so:
//! the 3x3 square (the centre box) sums to 45; the outer ring sums to `180 - corners` (its rows
//! 0 and 8 make 90, and columns 0 and 8 make 90 less the four corners, counted in the rows); and
//! the next ring sums to `180 -` (the eight cells beside the corners on the border) `-` (the
//! four cells diagonally inside them). Put together, every valid grid scores
//!
//! `2745 + 2 x corners + the 12 other cells of rows and columns 0, 1, 7, 8 crossed + centre`.
//!
//! So once those 17 key cells are placed, every completion scores the same, and all that is
//! left is whether one exists. The search branches on key cells only and hands such nodes to
//! the solver: no tree below them.

use super::cands::Cands;

/// The score every valid grid has on top of its key cells' part.
const BASE: u32 = 2745;

/// The key cells and their coefficients: the four corners count twice, the other 12 cells where
/// rows 0, 1, 7, 8 cross columns 0, 1, 7, 8 once, and the centre once.
pub(crate) const KEY_CELLS: [(u8, u32); 17] = [
    (0, 2),
    (8, 2),
    (72, 2),
    (80, 2),
    (1, 1),
    (7, 1),
    (9, 1),
    (10, 1),
    (16, 1),
    (17, 1),
    (63, 1),
    (64, 1),
    (70, 1),
    (71, 1),
    (73, 1),
    (79, 1),
    (40, 1),
];

/// The score of every completion of `cands` once all key cells are placed, else `None`.
pub(crate) fn settled_score(cands: &Cands) -> Option<u32> {
    KEY_CELLS
        .iter()
        .try_fold(BASE, |sum, &(cell, coefficient)| {
            let cell = usize::from(cell);
            cands
                .is_placed(cell)
                .then(|| sum + coefficient * (cands.mask(cell).trailing_zeros() + 1))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Grid, CELLS};
    use crate::target::{score, weight};

    #[test]
    fn key_cells_are_where_rows_and_columns_0_1_7_8_cross_and_the_centre() {
        let lines = [0, 1, 7, 8];
        for cell in 0..CELLS {
            let (row, col) = (cell / 9, cell % 9);
            let expected = match (lines.contains(&row), lines.contains(&col)) {
                _ if cell == 40 => 1,
                (true, true) if row % 8 == 0 && col % 8 == 0 => 2,
                (true, true) => 1,
                _ => 0,
            };
            let got = KEY_CELLS
                .iter()
                .find(|&&(c, _)| usize::from(c) == cell)
                .map_or(0, |&(_, coefficient)| coefficient);
            assert_eq!(got, expected, "cell {cell} (weight {})", weight(cell));
        }
    }

    #[test]
    fn every_valid_grid_scores_by_its_key_cells() {
        let solved = crate::solve_first(&Grid::EMPTY).unwrap();
        let mut seed = 7u64;
        let mut next = |n: u64| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
            ((seed >> 33) % n) as usize
        };
        for _ in 0..200 {
            // Digits relabelled, rows swapped within bands, rows and columns exchanged: still
            // a valid grid, with another score.
            let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
            (1..9)
                .rev()
                .for_each(|i| digits.swap(i, next(i as u64 + 1)));
            let (band, i, j) = (next(3) * 3, next(3), next(3));
            let transpose = next(2) == 1;
            let mut grid = Grid::EMPTY;
            for cell in 0..CELLS {
                let (mut row, col) = (cell / 9, cell % 9);
                if row == band + i || row == band + j {
                    row = 2 * band + i + j - row;
                }
                let from = if transpose {
                    col * 9 + row
                } else {
                    row * 9 + col
                };
                grid.set(cell, digits[usize::from(solved.get(from)) - 1]);
            }
            assert!(grid.is_solved());
            let cands = Cands::from_grid(&grid).unwrap();
            assert_eq!(settled_score(&cands), Some(score(&grid)));
        }
        let open = Cands::from_grid(&Grid::EMPTY).unwrap();
        assert_eq!(settled_score(&open), None);
    }
}

//! Local improvement of a completed grid: swaps of rows (columns) within a band (stack), of
//! whole bands (stacks), and Kempe-chain swaps of two digits, all of which keep a grid valid.
//!
//! For two digits `a` and `b`, the 18 cells holding either split into chains: cells linked when
//! they share a unit (then one holds `a`, the other `b`). Swapping `a` and `b` along a whole
//! chain keeps every unit valid, and changes the score by `(b - a)` times the weight of the
//! chain's `a` cells minus that of its `b` cells.

use super::WEIGHTS;
use crate::grid::{are_peers, Grid, CELLS};

/// Applies improving swaps that touch no cell of `fixed` (bit `i` = cell `i`, the givens) until
/// none is left. `grid` must be complete and valid; it stays so.
pub(crate) fn improve(grid: &mut Grid, fixed: u128) {
    loop {
        let mut improved = swap_lines(grid, fixed, false) | swap_lines(grid, fixed, true);
        for a in 1..=9u8 {
            for b in a + 1..=9 {
                improved |= swap_chains(grid, fixed, a, b);
            }
        }
        if !improved {
            return;
        }
    }
}

/// Swaps improving pairs of free rows within a band and of free bands (with `transposed`, the
/// same for columns and stacks); whether any was swapped.
fn swap_lines(grid: &mut Grid, fixed: u128, transposed: bool) -> bool {
    let at = |line: usize, i: usize| {
        if transposed {
            i * 9 + line
        } else {
            line * 9 + i
        }
    };
    let free = |line: usize| (0..9).all(|i| fixed >> at(line, i) & 1 == 0);
    // Exchanging lines `x` and `y` (index lists of equal length) changes the score by this.
    let gain = |grid: &Grid, x: &[usize], y: &[usize]| -> i64 {
        let mut gain = 0;
        for (&p, &q) in x.iter().zip(y) {
            for i in 0..9 {
                let (a, b) = (at(p, i), at(q, i));
                let dw = i64::from(WEIGHTS[a]) - i64::from(WEIGHTS[b]);
                gain += dw * (i64::from(grid.get(b)) - i64::from(grid.get(a)));
            }
        }
        gain
    };
    let mut swapped = false;
    let mut exchange = |grid: &mut Grid, x: &[usize], y: &[usize]| {
        if x.iter().chain(y).all(|&line| free(line)) && gain(grid, x, y) > 0 {
            for (&p, &q) in x.iter().zip(y) {
                for i in 0..9 {
                    let (a, b) = (at(p, i), at(q, i));
                    let (va, vb) = (grid.get(a), grid.get(b));
                    grid.set(a, vb);
                    grid.set(b, va);
                }
            }
            swapped = true;
        }
    };
    for band in 0..3 {
        for (i, j) in [(0, 1), (0, 2), (1, 2)] {
            exchange(grid, &[band * 3 + i], &[band * 3 + j]);
        }
    }
    for (i, j) in [(0, 1), (0, 2), (1, 2)] {
        exchange(
            grid,
            &[i * 3, i * 3 + 1, i * 3 + 2],
            &[j * 3, j * 3 + 1, j * 3 + 2],
        );
    }
    swapped
}

/// Swaps every improving free chain of digits `a < b`; whether any was swapped.
fn swap_chains(grid: &mut Grid, fixed: u128, a: u8, b: u8) -> bool {
    let mut cells = [0usize; 18];
    let mut n = 0;
    for cell in 0..CELLS {
        let value = grid.get(cell);
        if value == a || value == b {
            cells[n] = cell;
            n += 1;
        }
    }
    let mut seen = 0u32;
    let mut swapped = false;
    for start in 0..n {
        if seen >> start & 1 != 0 {
            continue;
        }
        // Collect the chain of `cells[start]` (indices into `cells`) breadth-first.
        let (mut chain, mut len) = ([0usize; 18], 1);
        chain[0] = start;
        seen |= 1 << start;
        let mut next = 0;
        while next < len {
            let here = cells[chain[next]];
            next += 1;
            for (other, &cell) in cells.iter().enumerate().take(n) {
                if seen >> other & 1 == 0 && are_peers(here, cell) {
                    seen |= 1 << other;
                    chain[len] = other;
                    len += 1;
                }
            }
        }
        let members = chain[..len].iter().map(|&i| cells[i]);
        if members.clone().any(|cell| fixed >> cell & 1 != 0) {
            continue;
        }
        let balance: i64 = members
            .clone()
            .map(|cell| {
                let w = i64::from(WEIGHTS[cell]);
                if grid.get(cell) == a {
                    w
                } else {
                    -w
                }
            })
            .sum();
        if balance > 0 {
            for cell in members {
                grid.set(cell, if grid.get(cell) == a { b } else { a });
            }
            swapped = true;
        }
    }
    swapped
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::score;

    #[test]
    fn swaps_keep_grids_valid_and_never_lower_the_score() {
        let solved = crate::solve_first(&Grid::EMPTY).unwrap();
        for fixed in [0u128, 0b1011 << 30, (1 << 81) - 1] {
            let mut grid = solved;
            improve(&mut grid, fixed);
            assert!(grid.is_solved());
            assert!(score(&grid) >= score(&solved));
            for cell in (0..CELLS).filter(|&c| fixed >> c & 1 != 0) {
                assert_eq!(grid.get(cell), solved.get(cell));
            }
        }
        let mut free = solved;
        improve(&mut free, 0);
        assert!(score(&free) > score(&solved));
    }
}

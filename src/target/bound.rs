//! The Lagrangian upper bound on the best target score below a search node.
//!
//! The 0/1 model has a variable per (cell, digit); every cell takes one digit and every row,
//! column and box holds each digit once. Moving the column and box constraints into the
//! objective with multipliers `λ[col][d]` and `μ[box][d]` leaves nine independent row
//! assignment problems (cells to digits, profit `weight * digit - λ - μ`), each solved exactly
//! by [`assignment::solve`]. For any multipliers the result is an upper bound; subgradient steps
//! lower it towards the LP bound, which is almost exact for this problem. Everything is in
//! integers scaled by [`SCALE`], so the bound is exact arithmetic on every platform.

use super::assignment::{self, FORBIDDEN};
use super::cands::Cands;
use super::WEIGHTS;
use crate::grid::{box_of, Grid, CELLS};

/// Fixed-point scale of profits, multipliers and bound values.
pub(crate) const SCALE: i64 = 1024;

/// Multipliers of the relaxed column and box constraints, `[unit][digit index]`, scaled.
#[derive(Clone, Copy, Default)]
pub(crate) struct Multipliers {
    col: [[i32; 9]; 9],
    boxes: [[i32; 9]; 9],
}

/// One evaluation of the relaxation at some multipliers.
#[derive(Clone, Copy)]
pub(crate) struct Relaxation {
    /// The bound, scaled by [`SCALE`].
    pub(crate) value: i64,
    /// The digit index each cell takes in the relaxed solution (placed cells: their digit).
    digit_of: [u8; CELLS],
    /// Dual potential of each open cell in its row's assignment problem.
    cell_dual: [i32; CELLS],
    /// Dual potential of each missing digit in each row's assignment problem, `[row][digit]`.
    digit_dual: [[i32; 9]; 9],
    /// Digits not yet placed in each column and box (their constraints are the relaxed ones).
    col_open: [u16; 9],
    box_open: [u16; 9],
}

/// What the subgradient optimisation concluded about a node.
pub(crate) enum Outcome {
    /// Some row has no assignment of its missing digits: no completion below this node.
    Infeasible,
    /// The bound fell below `incumbent + 1`: nothing better below this node.
    Pruned,
    /// The relaxed solution is a valid grid, so it is the best completion below this node.
    Solved(Grid),
    /// The best bound found, with the multipliers left at the ones that gave it.
    Open(Relaxation),
}

/// Scaled profit of `digit` (index) in `cell` under `mult`.
fn profit(mult: &Multipliers, cell: usize, digit: usize) -> i32 {
    (WEIGHTS[cell] * (digit as u32 + 1)) as i32 * SCALE as i32
        - mult.col[cell % 9][digit]
        - mult.boxes[box_of(cell)][digit]
}

/// Evaluates the relaxation of `cands` at `mult`; `None` when some row cannot be completed.
pub(crate) fn evaluate(cands: &Cands, mult: &Multipliers) -> Option<Relaxation> {
    let mut relax = Relaxation {
        value: 0,
        digit_of: [0; CELLS],
        cell_dual: [0; CELLS],
        digit_dual: [[0; 9]; 9],
        col_open: [0x1ff; 9],
        box_open: [0x1ff; 9],
    };
    for cell in 0..CELLS {
        if cands.is_placed(cell) {
            let digit = cands.mask(cell).trailing_zeros() as usize;
            relax.digit_of[cell] = digit as u8;
            relax.value += i64::from(WEIGHTS[cell] * (digit as u32 + 1)) * SCALE;
            relax.col_open[cell % 9] &= !(1 << digit);
            relax.box_open[box_of(cell)] &= !(1 << digit);
        }
    }
    for unit in 0..9 {
        for digit in 0..9 {
            if relax.col_open[unit] >> digit & 1 != 0 {
                relax.value += i64::from(mult.col[unit][digit]);
            }
            if relax.box_open[unit] >> digit & 1 != 0 {
                relax.value += i64::from(mult.boxes[unit][digit]);
            }
        }
    }
    let mut cost = [[FORBIDDEN; 9]; 9];
    for row in 0..9 {
        let (mut cells, mut n) = ([0usize; 9], 0);
        let mut missing = 0x1ffu16;
        for cell in row * 9..row * 9 + 9 {
            if cands.is_placed(cell) {
                missing &= !cands.mask(cell);
            } else {
                cells[n] = cell;
                n += 1;
            }
        }
        if n == 0 {
            continue;
        }
        let mut digits = [0usize; 9];
        let mut rest = missing;
        for slot in digits.iter_mut().take(n) {
            *slot = rest.trailing_zeros() as usize;
            rest &= rest - 1;
        }
        for i in 0..n {
            let mask = cands.mask(cells[i]);
            for j in 0..n {
                cost[i][j] = if mask >> digits[j] & 1 != 0 {
                    -profit(mult, cells[i], digits[j])
                } else {
                    FORBIDDEN
                };
            }
        }
        let solution = assignment::solve(n, &cost)?;
        relax.value -= solution.total;
        for i in 0..n {
            relax.digit_of[cells[i]] = digits[usize::from(solution.col_of[i])] as u8;
            relax.cell_dual[cells[i]] = solution.row_dual[i];
            relax.digit_dual[row][digits[i]] = solution.col_dual[i];
        }
    }
    Some(relax)
}

impl Relaxation {
    /// How much the bound drops at least when `digit` (index, a candidate) is forced into the
    /// open `cell`: the reduced cost of that pair in its row's assignment problem.
    pub(crate) fn reduced_cost(&self, mult: &Multipliers, cell: usize, digit: usize) -> i64 {
        i64::from(-profit(mult, cell, digit))
            - i64::from(self.cell_dual[cell])
            - i64::from(self.digit_dual[cell / 9][digit])
    }

    /// The digit index the relaxed solution puts in `cell`.
    pub(crate) fn digit_of(&self, cell: usize) -> usize {
        usize::from(self.digit_of[cell])
    }

    /// The subgradient `1 - (times digit d is used in the unit)` of every relaxed constraint,
    /// `[unit][digit]` for columns and boxes, and its squared norm.
    fn subgradient(&self) -> ([[i32; 9]; 9], [[i32; 9]; 9], i64) {
        let (mut col, mut boxes) = ([[0i32; 9]; 9], [[0i32; 9]; 9]);
        for unit in 0..9 {
            for digit in 0..9 {
                col[unit][digit] = i32::from(self.col_open[unit] >> digit & 1);
                boxes[unit][digit] = i32::from(self.box_open[unit] >> digit & 1);
            }
        }
        for cell in 0..CELLS {
            let digit = usize::from(self.digit_of[cell]);
            if self.col_open[cell % 9] >> digit & 1 != 0 {
                col[cell % 9][digit] -= 1;
            }
            if self.box_open[box_of(cell)] >> digit & 1 != 0 {
                boxes[box_of(cell)][digit] -= 1;
            }
        }
        let norm = col
            .iter()
            .chain(&boxes)
            .flatten()
            .map(|&g| i64::from(g * g))
            .sum();
        (col, boxes, norm)
    }

    /// The relaxed solution as a grid (valid only when the subgradient is zero).
    fn to_grid(&self) -> Grid {
        let mut cells = [0u8; CELLS];
        for (value, &digit) in cells.iter_mut().zip(&self.digit_of) {
            *value = digit + 1;
        }
        Grid::from_cells(cells).expect("digits are 1..=9")
    }
}

/// Lowers the bound of the node `cands` by up to `iterations` subgradient steps from `mult`
/// (left at the best multipliers found), with step scale `theta` (halved when the bound stalls).
/// `incumbent` is the best score known; the bound only needs to fall below `incumbent + 1`.
pub(crate) fn optimise(
    cands: &Cands,
    mult: &mut Multipliers,
    theta: &mut f64,
    iterations: u32,
    incumbent: Option<u32>,
) -> Outcome {
    let prune_below = incumbent.map(|best| (i64::from(best) + 1) * SCALE);
    let mut best: Option<Relaxation> = None;
    let mut best_mult = *mult;
    let mut stall = 0;
    for _ in 0..iterations.max(1) {
        let Some(relax) = evaluate(cands, mult) else {
            return Outcome::Infeasible;
        };
        if best.map_or(true, |b| relax.value < b.value) {
            best = Some(relax);
            best_mult = *mult;
            stall = 0;
        } else {
            stall += 1;
            if stall >= 20 {
                *theta *= 0.5;
                stall = 0;
            }
        }
        let best_value = best.map_or(i64::MAX, |b| b.value);
        if prune_below.is_some_and(|limit| best_value < limit) {
            return Outcome::Pruned;
        }
        let (g_col, g_box, norm) = relax.subgradient();
        if norm == 0 {
            // The relaxed solution satisfies every constraint, so no completion beats it.
            return Outcome::Solved(relax.to_grid());
        }
        if *theta < 1e-3 {
            break;
        }
        // Polyak step towards the score we need to prove unreachable (or, with no incumbent
        // yet, a little below the best bound so far).
        let target = prune_below.map_or(best_value - best_value / 256, |limit| limit - SCALE / 2);
        let gap = (relax.value - target).max(SCALE / 16) as f64;
        let step = *theta * gap / norm as f64;
        for unit in 0..9 {
            for digit in 0..9 {
                mult.col[unit][digit] -= (step * f64::from(g_col[unit][digit])).round() as i32;
                mult.boxes[unit][digit] -= (step * f64::from(g_box[unit][digit])).round() as i32;
            }
        }
    }
    *mult = best_mult;
    Outcome::Open(best.expect("at least one evaluation"))
}

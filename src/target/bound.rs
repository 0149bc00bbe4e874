//! The Lagrangian upper bound on the best target score below a search node.
//!
//! The 0/1 model has a variable per (cell, digit); every cell takes one digit and every row,
//! column and box holds each digit once. Moving the column and box constraints into the
//! objective with multipliers `λ[col][d]` and `μ[box][d]` leaves nine independent row
//! assignment problems (cells to digits, profit `weight * digit - λ - μ`), each solved exactly
//! by [`assignment::solve`]. For any multipliers the result is an upper bound; subgradient steps
//! lower it towards the LP bound, which is almost exact for this problem. Everything is in
//! integers scaled by [`SCALE`], so the bound is exact arithmetic on every platform.
//!
//! The same holds with the columns (or the boxes) kept and the other two unit kinds priced; the
//! tests check the columns' version by bounding the transposed puzzle, as the ring weights are
//! symmetric.

use super::assignment::{self, FORBIDDEN};
use super::cands::Cands;
use super::WEIGHTS;
use crate::grid::{box_of, Grid, CELLS};

/// Fixed-point scale of profits, multipliers and bound values.
pub(crate) const SCALE: i64 = 1024;
/// The step scale below which the optimisation stops.
const MIN_THETA: f64 = 1e-3;

/// Each cell's box, the priced unit kind that is not its column.
const BOX_OF: [u8; CELLS] = {
    let mut boxes = [0; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        boxes[cell] = box_of(cell) as u8;
        cell += 1;
    }
    boxes
};

/// Multipliers of the column and box constraints, `[unit][digit index]`, scaled.
#[derive(Clone, Copy, Default)]
struct Multipliers {
    col: [[i32; 9]; 9],
    boxes: [[i32; 9]; 9],
}

/// Where the subgradient optimisation stands; a child node starts from its parent's.
#[derive(Clone, Copy)]
pub(crate) struct Pricing {
    mult: Multipliers,
    /// Digit duals of the last evaluation, `[row][digit]`, to warm-start the assignments.
    warm: [[i32; 9]; 9],
    /// Step scale of the Polyak rule.
    theta: f64,
}

impl Pricing {
    /// Zero multipliers and the initial step scale.
    pub(crate) fn new() -> Pricing {
        Pricing {
            mult: Multipliers::default(),
            warm: [[0; 9]; 9],
            theta: 1.0,
        }
    }
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
    /// Each row's open columns (bit `i`) and the cost of its assignment.
    row_open: [u16; 9],
    row_cost: [i64; 9],
}

/// What the subgradient optimisation concluded about a node.
#[allow(clippy::large_enum_variant)] // returned once per node and unpacked at once: no boxing
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
#[inline]
fn profit(mult: &Multipliers, cell: usize, digit: usize) -> i32 {
    (WEIGHTS[cell] * (digit as u32 + 1)) as i32 * SCALE as i32
        - mult.col[cell % 9][digit]
        - mult.boxes[usize::from(BOX_OF[cell])][digit]
}

/// Evaluates the relaxation of `cands` at `mult`; `None` when some row cannot be completed.
/// `warm`: digit duals of a similar evaluation, `[row][digit]`, to start the assignments from.
/// `reuse`: an evaluation at the same `mult` of an ancestor node, whose unchanged rows it keeps.
fn evaluate(
    cands: &Cands,
    mult: &Multipliers,
    warm: &[[i32; 9]; 9],
    reuse: Option<&Relaxation>,
) -> Option<Relaxation> {
    let mut relax = Relaxation::of_placed_cells(cands, mult);
    let mut cost = [[FORBIDDEN; 9]; 9];
    for (row, warm) in warm.iter().enumerate() {
        let open = OpenRow::of(cands, row);
        if open.len == 0 {
            continue;
        }
        relax.row_open[row] = open.columns;
        if !reuse.is_some_and(|old| relax.keep_row(old, cands, &open)) {
            relax.solve_row(cands, mult, &open, warm, &mut cost)?;
        }
    }
    Some(relax)
}

/// A row's open cells and the digits they must take (as many: placed digits are distinct).
struct OpenRow {
    row: usize,
    /// The open cells, then unused slots.
    cells: [usize; 9],
    /// The digits (indices) no placed cell of the row holds, increasing, then unused slots.
    digits: [usize; 9],
    len: usize,
    /// The open cells' columns (bit `i`: column `i`).
    columns: u16,
}

impl OpenRow {
    fn of(cands: &Cands, row: usize) -> OpenRow {
        let mut open = OpenRow {
            row,
            cells: [0; 9],
            digits: [0; 9],
            len: 0,
            columns: 0,
        };
        let mut missing = 0x1ffu16;
        for cell in row * 9..row * 9 + 9 {
            if cands.is_placed(cell) {
                missing &= !cands.mask(cell);
            } else {
                open.cells[open.len] = cell;
                open.len += 1;
                open.columns |= 1 << (cell % 9);
            }
        }
        for digit in &mut open.digits[..open.len] {
            *digit = missing.trailing_zeros() as usize;
            missing &= missing - 1;
        }
        open
    }

    fn cells(&self) -> &[usize] {
        &self.cells[..self.len]
    }

    fn digits(&self) -> &[usize] {
        &self.digits[..self.len]
    }
}

impl Relaxation {
    /// The relaxation's constant part: the placed cells' scores, and the multipliers of every
    /// column and box constraint whose digit is still open; the rows' assignments come next.
    fn of_placed_cells(cands: &Cands, mult: &Multipliers) -> Relaxation {
        let mut relax = Relaxation {
            value: 0,
            digit_of: [0; CELLS],
            cell_dual: [0; CELLS],
            digit_dual: [[0; 9]; 9],
            col_open: [0x1ff; 9],
            box_open: [0x1ff; 9],
            row_open: [0; 9],
            row_cost: [0; 9],
        };
        for (cell, &weight) in WEIGHTS.iter().enumerate() {
            if cands.is_placed(cell) {
                let digit = cands.mask(cell).trailing_zeros() as usize;
                relax.digit_of[cell] = digit as u8;
                relax.value += i64::from(weight * (digit as u32 + 1)) * SCALE;
                relax.col_open[cell % 9] &= !(1 << digit);
                relax.box_open[usize::from(BOX_OF[cell])] &= !(1 << digit);
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
        relax
    }

    /// Takes `open`'s row assignment from `old` (an ancestor's evaluation at the same
    /// multipliers) if the row's open cells are the same and every cell still allows its digit:
    /// the assignment is then still optimal, with the same duals, as the row only lost pairs it
    /// did not use. False when it cannot.
    fn keep_row(&mut self, old: &Relaxation, cands: &Cands, open: &OpenRow) -> bool {
        let cells = open.cells();
        let unchanged = old.row_open[open.row] == open.columns
            && cells
                .iter()
                .all(|&cell| cands.mask(cell) >> old.digit_of[cell] & 1 != 0);
        if unchanged {
            for &cell in cells {
                self.digit_of[cell] = old.digit_of[cell];
                self.cell_dual[cell] = old.cell_dual[cell];
            }
            self.digit_dual[open.row] = old.digit_dual[open.row];
            self.row_cost[open.row] = old.row_cost[open.row];
            self.value -= old.row_cost[open.row];
        }
        unchanged
    }

    /// Solves `open`'s row assignment (cells to missing digits at their profits under `mult`)
    /// from the digit duals `warm`; `None` when the row has none. `cost` is scratch space.
    fn solve_row(
        &mut self,
        cands: &Cands,
        mult: &Multipliers,
        open: &OpenRow,
        warm: &[i32; 9],
        cost: &mut [[i32; 9]; 9],
    ) -> Option<()> {
        let (cells, digits) = (open.cells(), open.digits());
        let n = cells.len();
        let mut start = [0i32; 9];
        for (dual, &digit) in start.iter_mut().zip(digits) {
            *dual = warm[digit];
        }
        for (costs, &cell) in cost.iter_mut().zip(cells) {
            let mask = cands.mask(cell);
            for (entry, &digit) in costs.iter_mut().zip(digits) {
                *entry = if mask >> digit & 1 != 0 {
                    -profit(mult, cell, digit)
                } else {
                    FORBIDDEN
                };
            }
        }
        let solution = assignment::solve(n, cost, &start)?;
        self.row_cost[open.row] = solution.total;
        self.value -= solution.total;
        for i in 0..n {
            self.digit_of[cells[i]] = digits[usize::from(solution.col_of[i])] as u8;
            self.cell_dual[cells[i]] = solution.row_dual[i];
            self.digit_dual[open.row][digits[i]] = solution.col_dual[i];
        }
        Some(())
    }

    /// How much the bound drops at least when `digit` (index, a candidate) is forced into the
    /// open `cell`: the reduced cost of that pair in its row's assignment problem.
    /// `pricing` must be the one [`optimise`] returned this relaxation with.
    #[inline]
    pub(crate) fn reduced_cost(&self, pricing: &Pricing, cell: usize, digit: usize) -> i64 {
        i64::from(-profit(&pricing.mult, cell, digit))
            - i64::from(self.cell_dual[cell])
            - i64::from(self.digit_dual[cell / 9][digit])
    }

    /// The bound on the best score with `digit` (index, a candidate) in the open `cell`.
    #[inline]
    pub(crate) fn bound_with(&self, pricing: &Pricing, cell: usize, digit: usize) -> i64 {
        self.value - self.reduced_cost(pricing, cell, digit)
    }

    /// The digit index the relaxed solution puts in `cell`.
    pub(crate) fn digit_of(&self, cell: usize) -> usize {
        usize::from(self.digit_of[cell])
    }

    /// The subgradient `1 - (times digit d is used in the unit)` of every relaxed constraint,
    /// `[unit][digit]` for the columns and the boxes, and its squared norm.
    fn subgradient(&self) -> ([[i32; 9]; 9], [[i32; 9]; 9], i64) {
        let (mut col, mut boxes) = ([[0i32; 9]; 9], [[0i32; 9]; 9]);
        for unit in 0..9 {
            for digit in 0..9 {
                col[unit][digit] = i32::from(self.col_open[unit] >> digit & 1);
                boxes[unit][digit] = i32::from(self.box_open[unit] >> digit & 1);
            }
        }
        for (cell, (&digit, &bx)) in self.digit_of.iter().zip(&BOX_OF).enumerate() {
            let (digit, c, b) = (usize::from(digit), cell % 9, usize::from(bx));
            if self.col_open[c] >> digit & 1 != 0 {
                col[c][digit] -= 1;
            }
            if self.box_open[b] >> digit & 1 != 0 {
                boxes[b][digit] -= 1;
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
    fn grid(&self) -> Grid {
        let mut cells = [0u8; CELLS];
        for (value, &digit) in cells.iter_mut().zip(&self.digit_of) {
            *value = digit + 1;
        }
        Grid::from_cells(cells).expect("digits are 1..=9")
    }
}

/// Lowers the bound of the node `cands` by up to `iterations` subgradient steps from `pricing`
/// (`reuse`: the relaxation `pricing` gave for an ancestor, to share unchanged units with)
/// (left at the best multipliers found; the step scale is halved after `stall_limit` steps
/// without a better bound).
/// `incumbent` is the best score known; the bound only needs to fall below `incumbent + 1`.
pub(crate) fn optimise(
    cands: &Cands,
    pricing: &mut Pricing,
    mut reuse: Option<&Relaxation>,
    iterations: u32,
    incumbent: Option<u32>,
    stall_limit: u32,
) -> Outcome {
    let prune_below = incumbent.map(|best| (i64::from(best) + 1) * SCALE);
    let mut best: Option<Relaxation> = None;
    let mut best_mult = pricing.mult;
    let mut stall = 0;
    for _ in 0..iterations.max(1) {
        let Some(relax) = evaluate(cands, &pricing.mult, &pricing.warm, reuse.take()) else {
            return Outcome::Infeasible;
        };
        pricing.warm = relax.digit_dual;
        if best.is_none_or(|b| relax.value < b.value) {
            best = Some(relax);
            best_mult = pricing.mult;
            stall = 0;
        } else {
            stall += 1;
            if stall >= stall_limit {
                pricing.theta *= 0.5;
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
            return Outcome::Solved(relax.grid());
        }
        if pricing.theta < MIN_THETA {
            break;
        }
        // Polyak step towards the score we need to prove unreachable (or, with no incumbent
        // yet, a little below the best bound so far).
        let target = prune_below.map_or(best_value - best_value / 256, |limit| limit - SCALE / 2);
        let gap = (relax.value - target).max(SCALE / 16) as f64;
        let step = pricing.theta * gap / norm as f64;
        let mult = &mut pricing.mult;
        for unit in 0..9 {
            for digit in 0..9 {
                mult.col[unit][digit] -= (step * f64::from(g_col[unit][digit])).round() as i32;
                mult.boxes[unit][digit] -= (step * f64::from(g_box[unit][digit])).round() as i32;
            }
        }
    }
    pricing.mult = best_mult;
    Outcome::Open(best.expect("at least one evaluation"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::score;

    /// The best score over every completion of `cands`, by enumeration (few open cells only).
    fn brute_force(cands: &Cands) -> Option<u32> {
        let Some(cell) = (0..CELLS).find(|&c| !cands.is_placed(c)) else {
            return Some(score(&cands.grid()));
        };
        let mut mask = cands.mask(cell);
        let mut best = None;
        while mask != 0 {
            let digit = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let mut child = *cands;
            if child.place(cell, digit) {
                best = best.max(brute_force(&child));
            }
        }
        best
    }

    /// Small puzzles: a solved grid with a band of cells emptied, shifted around the grid.
    fn small_cases() -> Vec<Grid> {
        let solved = crate::solve_first(&Grid::EMPTY).unwrap();
        (0..12)
            .map(|k| {
                let mut puzzle = solved;
                for i in 0..14 {
                    puzzle.set((k * 7 + i * 5 + i * i) % CELLS, 0);
                }
                puzzle
            })
            .collect()
    }

    /// `grid` mirrored in its main diagonal: rows become columns.
    fn transposed(grid: &Grid) -> Grid {
        let mut cells = [0; CELLS];
        for (cell, value) in cells.iter_mut().enumerate() {
            *value = grid.get(cell % 9 * 9 + cell / 9);
        }
        Grid::from_cells(cells).unwrap()
    }

    #[test]
    fn transposing_keeps_the_weights_and_the_optimum() {
        for cell in 0..CELLS {
            assert_eq!(WEIGHTS[cell], WEIGHTS[cell % 9 * 9 + cell / 9]);
        }
        for puzzle in small_cases() {
            let cands = |grid| Cands::from_grid(grid).unwrap();
            assert_eq!(
                brute_force(&cands(&puzzle)),
                brute_force(&cands(&transposed(&puzzle)))
            );
        }
    }

    /// Checks the bound on every small case with the rows kept and, through the transpose, with
    /// the columns kept.
    #[test]
    fn the_bound_is_never_below_the_optimum() {
        for puzzle in small_cases()
            .into_iter()
            .flat_map(|puzzle| [puzzle, transposed(&puzzle)])
        {
            let cands = Cands::from_grid(&puzzle).unwrap();
            let optimum = brute_force(&cands).expect("a solved grid's blanks refill");
            let mut pricing = Pricing::new();
            let at_zero = evaluate(&cands, &pricing.mult, &pricing.warm, None).unwrap();
            assert!(at_zero.value >= i64::from(optimum) * SCALE);
            match optimise(&cands, &mut pricing, None, 100, None, 10) {
                Outcome::Open(relax) => {
                    assert!(relax.value >= i64::from(optimum) * SCALE);
                    // Forcing a digit costs at least its reduced cost.
                    for cell in (0..CELLS).filter(|&c| !cands.is_placed(c)) {
                        for digit in (0..9).filter(|&d| cands.mask(cell) >> d & 1 != 0) {
                            let mut forced = cands;
                            if let Some(best) = forced
                                .place(cell, digit)
                                .then(|| brute_force(&forced))
                                .flatten()
                            {
                                let bound = relax.value - relax.reduced_cost(&pricing, cell, digit);
                                assert!(bound >= i64::from(best) * SCALE);
                            }
                        }
                    }
                }
                Outcome::Solved(grid) => assert_eq!(score(&grid), optimum),
                Outcome::Infeasible | Outcome::Pruned => panic!("a completion exists"),
            }
            // A node whose optimum beats the incumbent is never pruned.
            let mut pricing = Pricing::new();
            let outcome = optimise(&cands, &mut pricing, None, 100, Some(optimum - 1), 10);
            assert!(!matches!(outcome, Outcome::Pruned | Outcome::Infeasible));
        }
    }
}

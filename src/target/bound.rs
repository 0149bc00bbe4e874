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
//! The same holds with the columns (or the boxes) kept as the assignment problems and the other
//! two unit kinds priced: a [`Layout`] names which. All three reach the LP bound at the root;
//! the search keeps rows, and the tests check the bound with every layout.

use super::assignment::{self, FORBIDDEN};
use super::cands::{Cands, UNIT_CELLS};
use super::WEIGHTS;
use crate::grid::{box_of, Grid, CELLS};

/// Fixed-point scale of profits, multipliers and bound values.
pub(crate) const SCALE: i64 = 1024;
/// The step scale below which the optimisation stops.
const MIN_THETA: f64 = 1e-3;

/// Which unit kind a relaxation keeps as its assignment problems, and the two it prices.
pub(crate) struct Layout {
    /// Each cell's kept unit, and its position (0..9) in that unit's cell list.
    kept: [u8; CELLS],
    pos: [u8; CELLS],
    /// Each cell's units of the two priced kinds.
    a: [u8; CELLS],
    b: [u8; CELLS],
    /// The kept units' index offset in [`UNIT_CELLS`] (rows 0, columns 9, boxes 18).
    offset: usize,
}

/// The layout keeping rows (`kind` 0), columns (1) or boxes (2).
const fn layout(kind: usize) -> Layout {
    let mut layout = Layout {
        kept: [0; CELLS],
        pos: [0; CELLS],
        a: [0; CELLS],
        b: [0; CELLS],
        offset: kind * 9,
    };
    let mut cell = 0;
    while cell < CELLS {
        let (row, col, bx) = (cell / 9, cell % 9, box_of(cell));
        let (kept, pos, a, b) = match kind {
            0 => (row, col, col, bx),
            1 => (col, row, row, bx),
            _ => (bx, row % 3 * 3 + col % 3, row, col),
        };
        layout.kept[cell] = kept as u8;
        layout.pos[cell] = pos as u8;
        layout.a[cell] = a as u8;
        layout.b[cell] = b as u8;
        cell += 1;
    }
    layout
}

/// Rows kept, columns and boxes priced.
pub(crate) static ROWS: Layout = layout(0);
/// Columns kept, rows and boxes priced (the transpose of [`ROWS`]; only the tests use it).
#[cfg(test)]
pub(crate) static COLS: Layout = layout(1);
/// Boxes kept, rows and columns priced (only the tests use it).
#[cfg(test)]
pub(crate) static BOXES: Layout = layout(2);

/// Multipliers of the two priced unit kinds' constraints, `[unit][digit index]`, scaled.
#[derive(Clone, Copy, Default)]
struct Multipliers {
    a: [[i32; 9]; 9],
    b: [[i32; 9]; 9],
}

/// Where the subgradient optimisation stands; a child node starts from its parent's.
#[derive(Clone, Copy)]
pub(crate) struct Pricing {
    layout: &'static Layout,
    mult: Multipliers,
    /// Digit duals of the last evaluation, `[row][digit]`, to warm-start the assignments.
    warm: [[i32; 9]; 9],
    /// Step scale of the Polyak rule.
    theta: f64,
}

impl Pricing {
    /// Zero multipliers and the initial step scale, for a relaxation keeping `layout`'s units.
    pub(crate) fn new(layout: &'static Layout) -> Pricing {
        Pricing {
            layout,
            mult: Multipliers::default(),
            warm: [[0; 9]; 9],
            theta: 1.0,
        }
    }
}

/// One evaluation of the relaxation at some multipliers.
#[derive(Clone, Copy)]
pub(crate) struct Relaxation {
    layout: &'static Layout,
    /// The bound, scaled by [`SCALE`].
    pub(crate) value: i64,
    /// The digit index each cell takes in the relaxed solution (placed cells: their digit).
    digit_of: [u8; CELLS],
    /// Dual potential of each open cell in its row's assignment problem.
    cell_dual: [i32; CELLS],
    /// Dual potential of each missing digit in each kept unit's assignment problem,
    /// `[unit][digit]`.
    digit_dual: [[i32; 9]; 9],
    /// Digits not yet placed in each priced unit (their constraints are the relaxed ones).
    a_open: [u16; 9],
    b_open: [u16; 9],
    /// Each kept unit's open positions (bit `i`) and the cost of its assignment.
    kept_open: [u16; 9],
    kept_cost: [i64; 9],
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
fn profit(layout: &Layout, mult: &Multipliers, cell: usize, digit: usize) -> i32 {
    (WEIGHTS[cell] * (digit as u32 + 1)) as i32 * SCALE as i32
        - mult.a[usize::from(layout.a[cell])][digit]
        - mult.b[usize::from(layout.b[cell])][digit]
}

/// Evaluates the relaxation of `cands` at `mult`, keeping `layout`'s units; `None` when some
/// kept unit cannot be completed.
/// `warm`: digit duals of a similar evaluation, `[unit][digit]`, to start the assignments from.
/// `reuse`: an evaluation at the same `mult` of an ancestor node; a unit whose open cells are
/// the same and whose assignment is still allowed keeps it (it is still optimal, with the same
/// duals, as the unit only lost pairs it did not use).
fn evaluate(
    cands: &Cands,
    layout: &'static Layout,
    mult: &Multipliers,
    warm: &[[i32; 9]; 9],
    reuse: Option<&Relaxation>,
) -> Option<Relaxation> {
    let mut relax = Relaxation {
        layout,
        value: 0,
        digit_of: [0; CELLS],
        cell_dual: [0; CELLS],
        digit_dual: [[0; 9]; 9],
        a_open: [0x1ff; 9],
        b_open: [0x1ff; 9],
        kept_open: [0; 9],
        kept_cost: [0; 9],
    };
    for (cell, &weight) in WEIGHTS.iter().enumerate() {
        if cands.is_placed(cell) {
            let digit = cands.mask(cell).trailing_zeros() as usize;
            relax.digit_of[cell] = digit as u8;
            relax.value += i64::from(weight * (digit as u32 + 1)) * SCALE;
            relax.a_open[usize::from(layout.a[cell])] &= !(1 << digit);
            relax.b_open[usize::from(layout.b[cell])] &= !(1 << digit);
        }
    }
    for unit in 0..9 {
        for digit in 0..9 {
            if relax.a_open[unit] >> digit & 1 != 0 {
                relax.value += i64::from(mult.a[unit][digit]);
            }
            if relax.b_open[unit] >> digit & 1 != 0 {
                relax.value += i64::from(mult.b[unit][digit]);
            }
        }
    }
    let mut cost = [[FORBIDDEN; 9]; 9];
    for (unit, warm) in warm.iter().enumerate() {
        let (mut cells, mut n) = ([0usize; 9], 0);
        let mut missing = 0x1ffu16;
        for &cell in &UNIT_CELLS[layout.offset + unit] {
            let cell = usize::from(cell);
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
        let open = cells[..n]
            .iter()
            .fold(0u16, |set, &cell| set | 1 << layout.pos[cell]);
        relax.kept_open[unit] = open;
        if let Some(old) = reuse.filter(|old| {
            old.kept_open[unit] == open
                && cells[..n]
                    .iter()
                    .all(|&cell| cands.mask(cell) >> old.digit_of[cell] & 1 != 0)
        }) {
            for &cell in &cells[..n] {
                relax.digit_of[cell] = old.digit_of[cell];
                relax.cell_dual[cell] = old.cell_dual[cell];
            }
            relax.digit_dual[unit] = old.digit_dual[unit];
            relax.kept_cost[unit] = old.kept_cost[unit];
            relax.value -= old.kept_cost[unit];
            continue;
        }
        let (mut digits, mut start) = ([0usize; 9], [0i32; 9]);
        let mut rest = missing;
        for (slot, dual) in digits.iter_mut().zip(&mut start).take(n) {
            *slot = rest.trailing_zeros() as usize;
            *dual = warm[*slot];
            rest &= rest - 1;
        }
        for i in 0..n {
            let mask = cands.mask(cells[i]);
            for j in 0..n {
                cost[i][j] = if mask >> digits[j] & 1 != 0 {
                    -profit(layout, mult, cells[i], digits[j])
                } else {
                    FORBIDDEN
                };
            }
        }
        let solution = assignment::solve(n, &cost, &start)?;
        relax.kept_cost[unit] = solution.total;
        relax.value -= solution.total;
        for i in 0..n {
            relax.digit_of[cells[i]] = digits[usize::from(solution.col_of[i])] as u8;
            relax.cell_dual[cells[i]] = solution.row_dual[i];
            relax.digit_dual[unit][digits[i]] = solution.col_dual[i];
        }
    }
    Some(relax)
}

impl Relaxation {
    /// How much the bound drops at least when `digit` (index, a candidate) is forced into the
    /// open `cell`: the reduced cost of that pair in its kept unit's assignment problem.
    /// `pricing` must be the one [`optimise`] returned this relaxation with.
    #[inline]
    pub(crate) fn reduced_cost(&self, pricing: &Pricing, cell: usize, digit: usize) -> i64 {
        let layout = self.layout;
        i64::from(-profit(layout, &pricing.mult, cell, digit))
            - i64::from(self.cell_dual[cell])
            - i64::from(self.digit_dual[usize::from(layout.kept[cell])][digit])
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
    /// `[unit][digit]` for both priced unit kinds, and its squared norm.
    fn subgradient(&self) -> ([[i32; 9]; 9], [[i32; 9]; 9], i64) {
        let (mut col, mut boxes) = ([[0i32; 9]; 9], [[0i32; 9]; 9]);
        for unit in 0..9 {
            for digit in 0..9 {
                col[unit][digit] = i32::from(self.a_open[unit] >> digit & 1);
                boxes[unit][digit] = i32::from(self.b_open[unit] >> digit & 1);
            }
        }
        for cell in 0..CELLS {
            let digit = usize::from(self.digit_of[cell]);
            let (a, b) = (
                usize::from(self.layout.a[cell]),
                usize::from(self.layout.b[cell]),
            );
            if self.a_open[a] >> digit & 1 != 0 {
                col[a][digit] -= 1;
            }
            if self.b_open[b] >> digit & 1 != 0 {
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
        let layout = pricing.layout;
        let Some(relax) = evaluate(cands, layout, &pricing.mult, &pricing.warm, reuse.take())
        else {
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
                mult.a[unit][digit] -= (step * f64::from(g_col[unit][digit])).round() as i32;
                mult.b[unit][digit] -= (step * f64::from(g_box[unit][digit])).round() as i32;
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
    fn small_cases() -> Vec<Cands> {
        let solved = crate::solve_first(&Grid::EMPTY).unwrap();
        (0..12)
            .map(|k| {
                let mut puzzle = solved;
                for i in 0..14 {
                    puzzle.set((k * 7 + i * 5 + i * i) % CELLS, 0);
                }
                Cands::from_grid(&puzzle).unwrap()
            })
            .collect()
    }

    #[test]
    fn the_bound_is_never_below_the_optimum() {
        for (cands, layout) in small_cases()
            .into_iter()
            .flat_map(|cands| [&ROWS, &COLS, &BOXES].map(|layout| (cands, layout)))
        {
            let optimum = brute_force(&cands).expect("a solved grid's blanks refill");
            let mut pricing = Pricing::new(layout);
            let at_zero = evaluate(&cands, layout, &pricing.mult, &pricing.warm, None).unwrap();
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
            let mut pricing = Pricing::new(layout);
            let outcome = optimise(&cands, &mut pricing, None, 100, Some(optimum - 1), 10);
            assert!(!matches!(outcome, Outcome::Pruned | Outcome::Infeasible));
        }
    }
}

//! The target score (靶形数独, NOIP 2009): ring weights and the exact maximum over all completions.
//!
//! [`TargetSearch`] is a depth-first branch-and-bound with an explicit stack, so it runs in
//! slices and reports its progress:
//!
//! 1. The bitboard solver settles puzzles with no completion or exactly one, however hard.
//! 2. The root is bounded by a Lagrangian relaxation (`bound.rs`: column and box constraints
//!    priced by multipliers, leaving nine exact row assignment problems), lowered by subgradient
//!    steps to about the LP bound, which is exact or within a point or two on these problems.
//!    A greedy dive guided by the relaxation, polished by local swaps (`improve.rs`), gives the
//!    first grid.
//! 3. Passes look for a grid scoring at least `goal`, from the root bound down (see
//!    [`TargetSearch`]). Every node propagates naked and hidden singles and re-solves the rows
//!    that changed at the root's multipliers; it is dropped when its bound is below the goal, as
//!    is every candidate whose reduced cost shows it cannot reach it.
//! 4. Every valid grid scores a constant plus a weighted sum of 17 key cells (`key.rs`), so a
//!    node branches on key cells only: on the open one with the fewest candidates, best child
//!    bound first. Once a node's key cells are all placed, every completion scores the same and
//!    the solver says whether there is one, so the tree is at most 17 levels deep. (Branching on
//!    any cell, the near-empty grids whose LP bound is a point or two above the optimum took
//!    thousands of nodes per pass, refuting near-optimal placements of cells that do not change
//!    the score.)

mod assignment;
mod bound;
mod cands;
mod improve;
mod key;

use crate::grid::{Grid, CELLS};
use crate::solver::{self, Solution};
use bound::{Outcome, Pricing, Relaxation, ROWS, SCALE};
use cands::Cands;
use key::KEY_CELLS;

/// The ring weight of a cell: 10 at the centre, then 9, 8, 7 and 6 on the outer ring.
pub const fn weight(cell: usize) -> u32 {
    let (r, c) = ((cell / 9) as i32, (cell % 9) as i32);
    let (dr, dc) = ((r - 4).abs(), (c - 4).abs());
    10 - if dr > dc { dr } else { dc } as u32
}

/// Every cell's ring weight.
const WEIGHTS: [u32; CELLS] = {
    let mut weights = [0; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        weights[cell] = weight(cell);
        cell += 1;
    }
    weights
};

/// The target score of a grid: the sum over filled cells of weight x digit.
pub fn score(grid: &Grid) -> u32 {
    (0..CELLS)
        .map(|cell| weight(cell) * u32::from(grid.get(cell)))
        .sum()
}

/// Subgradient steps at the root before the first greedy dive.
const WARM_UP_ITERATIONS: u32 = 30;
/// Subgradient steps at the root, where the multipliers start from zero.
const ROOT_ITERATIONS: u32 = 3000;
/// Steps without a better bound before the step scale is halved.
const STALL: u32 = 5;

/// Subgradient steps at other nodes, from the parent's multipliers: one, so every node is
/// priced at the root's multipliers. (More would be no-ops: the root leaves the step scale below
/// the stopping threshold. With the scale reset, more steps saved few nodes and cost 1.5-2x.)
const NODE_ITERATIONS: u32 = 1;
/// Nodes the greedy dive from the root may visit before it gives up.
const DIVE_NODES: u32 = 2_000;

/// A snapshot of a running target search, for progress reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TargetProgress {
    /// Search nodes visited so far.
    pub nodes: u64,
    /// The best score found so far with a grid that reaches it.
    pub best: Option<(u32, Grid)>,
    /// An upper bound on the optimum, when known.
    pub upper_bound: Option<u32>,
    /// Whether the search is over (then `best` is the proved optimum, or `None` when the puzzle
    /// has no completion).
    pub finished: bool,
}

/// A node that was bounded but not closed: its untried children, best bound last.
struct Frame {
    cands: Cands,
    pricing: Pricing,
    relax: Relaxation,
    /// `(cell, digit index, upper bound on the best score with that digit in that cell)`.
    children: [(u8, u8, u32); 9],
    untried: usize,
}

/// A resumable maximum-target-score search that runs in slices of nodes.
///
/// The search runs in passes. The root bound is almost always exact or within a point or two,
/// so each pass looks only for a grid scoring at least `goal`, starting from the root bound:
/// that prunes and fixes far harder than the best grid found would. A pass that finds such a
/// grid proves it optimal; one that does not proves the optimum below `goal`, and the next pass
/// looks for `goal - 1`, until the goal reaches the best grid found.
pub struct TargetSearch {
    puzzle: Grid,
    /// The givens, bit `i` = cell `i`.
    givens: u128,
    started: bool,
    /// The propagated root and its optimised multipliers, to start each pass from.
    root: Option<(Cands, Pricing, Relaxation)>,
    /// The score the current pass looks for; no completion scores more.
    goal: u32,
    /// The depth-first stack of the current pass.
    stack: Vec<Frame>,
    nodes: u64,
    best: Option<(u32, Grid)>,
    finished: bool,
}

impl TargetSearch {
    /// Starts a search over the completions of `puzzle`.
    pub fn new(puzzle: &Grid) -> TargetSearch {
        TargetSearch {
            puzzle: *puzzle,
            givens: (0..CELLS)
                .filter(|&cell| puzzle.get(cell) != 0)
                .fold(0, |set, cell| set | 1 << cell),
            started: false,
            root: None,
            goal: 0,
            stack: Vec::with_capacity(KEY_CELLS.len()),
            nodes: 0,
            best: None,
            finished: false,
        }
    }

    /// Runs up to `node_budget` more nodes (at least one); true when the search is finished.
    pub fn run(&mut self, node_budget: u64) -> bool {
        let stop = self.nodes.saturating_add(node_budget.max(1));
        if !self.started {
            self.started = true;
            self.nodes = 1;
            // The fast solver settles puzzles with no or one completion, however hard, and
            // gives a first grid otherwise.
            match solver::solve(&self.puzzle) {
                Solution::None => self.finished = true,
                Solution::Unique(grid) => {
                    self.best = Some((score(&grid), grid));
                    self.finished = true;
                }
                Solution::Multiple(grid) => {
                    self.offer(grid);
                    let root = Cands::from_grid(&self.puzzle).expect("a solvable puzzle");
                    self.start(root);
                }
            }
        }
        while self.nodes < stop && !self.finished {
            if self.best_score() >= Some(self.goal) && self.root.is_some() {
                self.finished = true; // no completion scores more than the goal
                break;
            }
            let floor = self.floor();
            let Some(frame) = self.stack.last_mut() else {
                self.next_pass();
                continue;
            };
            let mut next = None;
            while frame.untried > 0 {
                frame.untried -= 1;
                let (cell, digit, bound) = frame.children[frame.untried];
                if bound > floor {
                    next = Some((usize::from(cell), usize::from(digit)));
                    break;
                }
            }
            match next {
                None => {
                    self.stack.pop();
                }
                Some((cell, digit)) => {
                    let (mut child, pricing, relax) = (frame.cands, frame.pricing, frame.relax);
                    self.nodes += 1;
                    if child.place(cell, digit) {
                        self.expand(child, pricing, Some(&relax));
                    }
                }
            }
        }
        self.finished
    }

    /// Runs the search to its end; returns the final progress (`best` is the optimum).
    pub fn finish(mut self) -> TargetProgress {
        while !self.run(u64::MAX) {}
        self.progress()
    }

    /// Where the search stands.
    pub fn progress(&self) -> TargetProgress {
        let upper_bound = match (self.finished, self.root) {
            (true, _) => self.best_score(),
            (false, Some(_)) => Some(self.goal),
            (false, None) => None,
        };
        TargetProgress {
            nodes: self.nodes,
            best: self.best,
            upper_bound,
            finished: self.finished,
        }
    }

    fn best_score(&self) -> Option<u32> {
        self.best.map(|(score, _)| score)
    }

    /// The score a node must be able to beat to be explored in this pass.
    fn floor(&self) -> u32 {
        self.best_score()
            .unwrap_or(0)
            .max(self.goal.saturating_sub(1))
    }

    /// Records a completed grid, locally improved, if it beats the best one.
    fn offer(&mut self, mut grid: Grid) {
        improve::improve(&mut grid, self.givens);
        let value = score(&grid);
        if self.best_score().is_none_or(|best| value > best) {
            self.best = Some((value, grid));
        }
    }

    /// Bounds the root: a few subgradient steps, a greedy dive guided by them for a good first
    /// grid, then the long optimisation of the root's bound; then starts the first pass.
    fn start(&mut self, mut root: Cands) {
        if !root.propagate() {
            self.finished = true;
            return;
        }
        let mut pricing = Pricing::new(&ROWS);
        if !root.is_complete() {
            if let Outcome::Open(relax) =
                bound::optimise(&root, &mut pricing, None, WARM_UP_ITERATIONS, None, STALL)
            {
                let mut budget = DIVE_NODES;
                if let Some(grid) = dive(root, &relax, &pricing, &mut budget) {
                    self.offer(grid);
                }
            }
        }
        let outcome = match root.is_complete() {
            true => Outcome::Solved(root.grid()),
            false => bound::optimise(
                &root,
                &mut pricing,
                None,
                ROOT_ITERATIONS,
                self.best_score(),
                STALL,
            ),
        };
        match outcome {
            Outcome::Infeasible | Outcome::Pruned => self.finished = true,
            Outcome::Solved(grid) => {
                self.offer(grid);
                self.finished = true;
            }
            Outcome::Open(relax) => {
                self.goal = relax.value.div_euclid(SCALE) as u32;
                self.root = Some((root, pricing, relax));
                self.expand(root, pricing, Some(&relax));
            }
        }
    }

    /// Starts the next pass from the root.
    fn restart_pass(&mut self) {
        let Some((root, pricing, relax)) = self.root else {
            return;
        };
        self.stack.clear();
        self.nodes += 1;
        self.expand(root, pricing, Some(&relax));
    }

    /// Ends a pass: either the best grid reached the goal (or the goal came down to it), which
    /// proves it optimal, or the next pass looks for one point less.
    fn next_pass(&mut self) {
        let best = self.best_score().unwrap_or(0);
        if self.root.is_some() && self.goal > best + 1 {
            self.goal -= 1;
            self.restart_pass();
        } else {
            self.finished = true;
        }
    }

    /// Visits one node: propagates, bounds, fixes, and either closes it or pushes its frame.
    /// `reuse`: the relaxation `pricing` gave for the parent.
    fn expand(&mut self, mut cands: Cands, mut pricing: Pricing, reuse: Option<&Relaxation>) {
        if !cands.propagate() {
            return;
        }
        if let Some(value) = key::settled_score(&cands) {
            // Every completion scores `value`: only whether there is one is left.
            if value > self.floor() {
                if let Some(grid) = solver::solve_first(&cands.grid()) {
                    self.offer(grid);
                }
            }
            return;
        }
        let floor = Some(self.floor());
        let relax =
            match bound::optimise(&cands, &mut pricing, reuse, NODE_ITERATIONS, floor, STALL) {
                Outcome::Infeasible | Outcome::Pruned => return,
                Outcome::Solved(grid) => {
                    self.offer(grid);
                    return;
                }
                Outcome::Open(relax) => relax,
            };
        // Drop every candidate that cannot lead past the floor.
        let limit = (i64::from(self.floor()) + 1) * SCALE;
        let mut removed = false;
        for cell in 0..CELLS {
            let mut mask = if cands.is_placed(cell) {
                0
            } else {
                cands.mask(cell)
            };
            while mask != 0 {
                let digit = mask.trailing_zeros() as usize;
                mask &= mask - 1;
                if relax.bound_with(&pricing, cell, digit) < limit {
                    if !cands.remove(cell, digit) {
                        return;
                    }
                    removed = true;
                }
            }
        }
        if removed && !cands.propagate() {
            return;
        }
        let Some(cell) = branch_cell(&cands) else {
            // Fixing placed the last key cells.
            return self.expand(cands, pricing, Some(&relax));
        };
        let mut children = [(0u8, 0u8, 0u32); 9];
        let mut untried = 0;
        let mut mask = cands.mask(cell);
        while mask != 0 {
            let digit = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let bound = relax
                .bound_with(&pricing, cell, digit)
                .max(0)
                .div_euclid(SCALE) as u32;
            children[untried] = (cell as u8, digit as u8, bound);
            untried += 1;
        }
        // Best bound last, so it is tried first; ties favour the relaxed solution's placement.
        children[..untried].sort_by_key(|&(cell, digit, bound)| {
            (
                bound,
                relax.digit_of(usize::from(cell)) == usize::from(digit),
            )
        });
        self.stack.push(Frame {
            cands,
            pricing,
            relax,
            children,
            untried,
        });
    }
}

/// The open key cell to branch on: the fewest candidates, ties to the higher coefficient, then
/// the first; `None` when every key cell is placed.
fn branch_cell(cands: &Cands) -> Option<usize> {
    KEY_CELLS
        .iter()
        .filter(|&&(cell, _)| !cands.is_placed(usize::from(cell)))
        .min_by_key(|&&(cell, coefficient)| {
            (
                cands.mask(usize::from(cell)).count_ones(),
                u32::MAX - coefficient,
            )
        })
        .map(|&(cell, _)| usize::from(cell))
}

/// A completion found depth-first, each cell's digits tried in the order of their reduced
/// costs in `relax` (a relaxation of an ancestor of `cands`); `None` after `budget` nodes.
fn dive(mut cands: Cands, relax: &Relaxation, pricing: &Pricing, budget: &mut u32) -> Option<Grid> {
    if *budget == 0 || !cands.propagate() {
        return None;
    }
    *budget -= 1;
    let Some(cell) = cands.branch_cell(&WEIGHTS) else {
        return Some(cands.grid());
    };
    let mut digits = [(0i64, 0usize); 9];
    let mut n = 0;
    let mut mask = cands.mask(cell);
    while mask != 0 {
        let digit = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        digits[n] = (relax.reduced_cost(pricing, cell, digit), digit);
        n += 1;
    }
    digits[..n].sort_unstable();
    for &(_, digit) in &digits[..n] {
        let mut child = cands;
        if child.place(cell, digit) {
            if let Some(grid) = dive(child, relax, pricing, budget) {
                return Some(grid);
            }
        }
    }
    None
}

/// The maximum target score over every completion of `puzzle` with a grid that reaches it, or
/// `None` when the puzzle has no completion.
pub fn max_target_score(puzzle: &Grid) -> Option<(u32, Grid)> {
    TargetSearch::new(puzzle).finish().best
}

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
use bound::{Outcome, Pricing, Relaxation, SCALE};
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

impl Frame {
    /// Takes the next untried child whose bound is above `floor`, as `(cell, digit index)`;
    /// `None` when no child is left that could beat it.
    fn next_child(&mut self, floor: u32) -> Option<(usize, usize)> {
        while self.untried > 0 {
            self.untried -= 1;
            let (cell, digit, bound) = self.children[self.untried];
            if bound > floor {
                return Some((usize::from(cell), usize::from(digit)));
            }
        }
        None
    }
}

/// The propagated root, with the multipliers its long optimisation left and their relaxation:
/// every pass starts from it.
struct Root {
    cands: Cands,
    pricing: Pricing,
    relax: Relaxation,
}

/// Where a [`TargetSearch`] is.
enum Stage {
    /// Nothing run yet.
    Unstarted,
    /// The root is bounded and passes are running.
    Searching(Box<Root>),
    /// `best` is the optimum (or `None`: no completion).
    Finished,
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
    stage: Stage,
    /// The score the current pass looks for; no completion scores more.
    goal: u32,
    /// The depth-first stack of the current pass.
    stack: Vec<Frame>,
    nodes: u64,
    best: Option<(u32, Grid)>,
}

impl TargetSearch {
    /// Starts a search over the completions of `puzzle`.
    pub fn new(puzzle: &Grid) -> TargetSearch {
        TargetSearch {
            puzzle: *puzzle,
            givens: (0..CELLS)
                .filter(|&cell| puzzle.get(cell) != 0)
                .fold(0, |set, cell| set | 1 << cell),
            stage: Stage::Unstarted,
            goal: 0,
            stack: Vec::with_capacity(KEY_CELLS.len()),
            nodes: 0,
            best: None,
        }
    }

    /// Runs up to `node_budget` more nodes (at least one); true when the search is finished.
    pub fn run(&mut self, node_budget: u64) -> bool {
        let stop = self.nodes.saturating_add(node_budget.max(1));
        if matches!(self.stage, Stage::Unstarted) {
            self.nodes = 1;
            self.start();
        }
        while self.nodes < stop && !self.is_finished() {
            if self.best_score() >= Some(self.goal) {
                self.stage = Stage::Finished; // no completion scores more than the goal
                break;
            }
            let floor = self.floor();
            let Some(frame) = self.stack.last_mut() else {
                self.next_pass();
                continue;
            };
            match frame.next_child(floor) {
                None => {
                    self.stack.pop();
                }
                Some((cell, digit)) => {
                    let (mut child, pricing, relax) = (frame.cands, frame.pricing, frame.relax);
                    self.nodes += 1;
                    if child.place(cell, digit) {
                        self.expand(child, pricing, &relax);
                    }
                }
            }
        }
        self.is_finished()
    }

    /// Runs the search to its end; returns the final progress (`best` is the optimum).
    pub fn finish(mut self) -> TargetProgress {
        while !self.run(u64::MAX) {}
        self.progress()
    }

    /// Where the search stands.
    pub fn progress(&self) -> TargetProgress {
        let upper_bound = match self.stage {
            Stage::Unstarted => None,
            Stage::Searching(_) => Some(self.goal),
            Stage::Finished => self.best_score(),
        };
        TargetProgress {
            nodes: self.nodes,
            best: self.best,
            upper_bound,
            finished: self.is_finished(),
        }
    }

    fn is_finished(&self) -> bool {
        matches!(self.stage, Stage::Finished)
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

    /// The first node: the fast solver settles puzzles with no or one completion, however hard,
    /// and gives a first grid otherwise; then the root is bounded and the first pass starts. The
    /// band engine, as in [`TargetSearch::complete_settled`], for the same grids on every CPU.
    fn start(&mut self) {
        self.stage = Stage::Finished;
        match solver::Engine::Bitboard.solve_with_stats(&self.puzzle).0 {
            Solution::None => {}
            Solution::Unique(grid) => self.best = Some((score(&grid), grid)),
            Solution::Multiple(grid) => {
                self.offer(grid);
                let root = Cands::from_grid(&self.puzzle).expect("a solvable puzzle");
                self.bound_root(root);
            }
        }
    }

    /// Bounds the root: a few subgradient steps, a greedy dive guided by them for a good first
    /// grid, then the long optimisation of the root's bound; then starts the first pass (or
    /// leaves the search finished when the root settles it).
    fn bound_root(&mut self, mut root: Cands) {
        if !root.propagate() {
            return;
        }
        if root.is_complete() {
            return self.offer(root.grid());
        }
        let mut pricing = Pricing::new();
        if let Outcome::Open(relax) =
            bound::optimise(&root, &mut pricing, None, WARM_UP_ITERATIONS, None, STALL)
        {
            let mut budget = DIVE_NODES;
            if let Some(grid) = dive(root, &relax, &pricing, &mut budget) {
                self.offer(grid);
            }
        }
        let incumbent = self.best_score();
        match bound::optimise(&root, &mut pricing, None, ROOT_ITERATIONS, incumbent, STALL) {
            Outcome::Infeasible | Outcome::Pruned => {}
            Outcome::Solved(grid) => self.offer(grid),
            Outcome::Open(relax) => {
                self.goal = relax.value.div_euclid(SCALE) as u32;
                self.stage = Stage::Searching(Box::new(Root {
                    cands: root,
                    pricing,
                    relax,
                }));
                self.start_pass();
            }
        }
    }

    /// Starts a pass from the root, with an empty stack.
    fn start_pass(&mut self) {
        let Stage::Searching(root) = &self.stage else {
            return;
        };
        let (cands, pricing, relax) = (root.cands, root.pricing, root.relax);
        self.stack.clear();
        self.expand(cands, pricing, &relax);
    }

    /// Ends a pass: either the best grid reached the goal (or the goal came down to it), which
    /// proves it optimal, or the next pass looks for one point less.
    fn next_pass(&mut self) {
        let best = self.best_score().unwrap_or(0);
        if self.goal > best + 1 {
            self.goal -= 1;
            self.nodes += 1;
            self.start_pass();
        } else {
            self.stage = Stage::Finished;
        }
    }

    /// Visits one node: propagates, bounds, fixes, and either closes it or pushes its frame.
    /// `parent`: the relaxation `pricing` gave for the parent (or, at the root, the node itself).
    fn expand(&mut self, mut cands: Cands, mut pricing: Pricing, parent: &Relaxation) {
        if !cands.propagate() {
            return;
        }
        if let Some(value) = key::settled_score(&cands) {
            return self.complete_settled(&cands, value);
        }
        let floor = self.floor();
        let relax = match bound::optimise(
            &cands,
            &mut pricing,
            Some(parent),
            NODE_ITERATIONS,
            Some(floor),
            STALL,
        ) {
            Outcome::Infeasible | Outcome::Pruned => return,
            Outcome::Solved(grid) => return self.offer(grid),
            Outcome::Open(relax) => relax,
        };
        if !drop_hopeless_candidates(&mut cands, &relax, &pricing, floor) {
            return;
        }
        let Some(cell) = branch_cell(&cands) else {
            // Fixing placed the last key cells.
            let value = key::settled_score(&cands).expect("every key cell is placed");
            return self.complete_settled(&cands, value);
        };
        let (children, untried) = children(&cands, cell, &relax, &pricing);
        self.stack.push(Frame {
            cands,
            pricing,
            relax,
            children,
            untried,
        });
    }

    /// A node whose key cells are all placed: every completion scores `value`, so only whether
    /// there is one is left to ask, when it would beat the floor.
    fn complete_settled(&mut self, cands: &Cands, value: u32) {
        if value > self.floor() {
            // The band engine on every machine, so that the grid reported among equally good
            // ones does not depend on the CPU (the triad engine runs only with AVX2).
            if let Some(grid) = solver::Engine::Bitboard
                .solve_first_with_stats(&cands.grid())
                .0
            {
                self.offer(grid);
            }
        }
    }
}

/// Removes from `cands` every candidate whose bound in `relax` (at `pricing`) shows it cannot
/// lead past `floor`, then propagates if anything went; false on a contradiction (no
/// completion below the node beats the floor).
fn drop_hopeless_candidates(
    cands: &mut Cands,
    relax: &Relaxation,
    pricing: &Pricing,
    floor: u32,
) -> bool {
    let limit = (i64::from(floor) + 1) * SCALE;
    let mut removed = false;
    for cell in 0..CELLS {
        if cands.is_placed(cell) {
            continue;
        }
        let mut mask = cands.mask(cell);
        while mask != 0 {
            let digit = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            if relax.bound_with(pricing, cell, digit) < limit {
                if !cands.remove(cell, digit) {
                    return false;
                }
                removed = true;
            }
        }
    }
    !removed || cands.propagate()
}

/// The children of branching on `cell`: `(cell, digit index, bound)` for each candidate, sorted
/// best bound last so it is tried first (ties favour the relaxed solution's digit), and their
/// count.
fn children(
    cands: &Cands,
    cell: usize,
    relax: &Relaxation,
    pricing: &Pricing,
) -> ([(u8, u8, u32); 9], usize) {
    let mut children = [(0u8, 0u8, 0u32); 9];
    let mut count = 0;
    let mut mask = cands.mask(cell);
    while mask != 0 {
        let digit = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        let bound = relax
            .bound_with(pricing, cell, digit)
            .max(0)
            .div_euclid(SCALE) as u32;
        children[count] = (cell as u8, digit as u8, bound);
        count += 1;
    }
    children[..count].sort_by_key(|&(cell, digit, bound)| {
        (
            bound,
            relax.digit_of(usize::from(cell)) == usize::from(digit),
        )
    });
    (children, count)
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

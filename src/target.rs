//! The target score (靶形数独, NOIP 2009): ring weights and the exact maximum over all completions.
//!
//! [`TargetSearch`] is a depth-first branch-and-bound. At every node it propagates naked and
//! hidden singles, then bounds the best score below the node with a Lagrangian relaxation
//! ([`bound`]: column and box constraints priced by multipliers, nine exact row assignment
//! problems), improved by a few subgradient steps warm-started from the parent's multipliers.
//! A node whose bound cannot beat the best grid found is dropped; so is every candidate whose
//! reduced cost shows it cannot beat it. Otherwise the search branches on the open cell with the
//! fewest candidates, the relaxed solution's digit first, so the first dive is a good greedy
//! completion. The stack is explicit, so the search runs in slices and reports its progress.

mod assignment;
mod bound;
mod cands;

use crate::grid::{Grid, CELLS};
use bound::{Multipliers, Outcome, SCALE};
use cands::Cands;

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
    (0..CELLS).map(|cell| weight(cell) * u32::from(grid.get(cell))).sum()
}

/// Subgradient steps at the root, where the multipliers start from zero.
const ROOT_ITERATIONS: u32 = 3000;
/// Subgradient steps at other nodes, warm-started from the parent's multipliers.
const NODE_ITERATIONS: u32 = 10;
/// Rounds of reduced-cost fixing and re-bounding at one node.
const FIXING_ROUNDS: u32 = 2;

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
    mult: Multipliers,
    theta: f64,
    cell: usize,
    /// `(digit index, upper bound on the best score with that digit in `cell`)`.
    children: [(u8, u32); 9],
    untried: usize,
}

/// A resumable maximum-target-score search that runs in slices of nodes.
pub struct TargetSearch {
    /// The root's candidates until the root is expanded (`None`: clashing givens).
    root: Option<Cands>,
    started: bool,
    stack: Vec<Frame>,
    nodes: u64,
    best: Option<(u32, Grid)>,
    finished: bool,
}

impl TargetSearch {
    /// Starts a search over the completions of `puzzle`.
    pub fn new(puzzle: &Grid) -> TargetSearch {
        TargetSearch {
            root: Cands::from_grid(puzzle),
            started: false,
            stack: Vec::with_capacity(CELLS),
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
            if let Some(root) = self.root {
                self.expand(root, Multipliers::default(), 1.0, ROOT_ITERATIONS);
            }
        }
        while self.nodes < stop {
            let best = self.best_score();
            let Some(frame) = self.stack.last_mut() else {
                break;
            };
            let mut next = None;
            while frame.untried > 0 {
                frame.untried -= 1;
                let (digit, bound) = frame.children[frame.untried];
                if best.map_or(true, |best| bound > best) {
                    next = Some(usize::from(digit));
                    break;
                }
            }
            match next {
                None => {
                    self.stack.pop();
                }
                Some(digit) => {
                    let (mut child, mult) = (frame.cands, frame.mult);
                    let theta = frame.theta.max(0.05);
                    if child.place(frame.cell, digit) {
                        self.expand(child, mult, theta, NODE_ITERATIONS);
                    } else {
                        self.nodes += 1;
                    }
                }
            }
        }
        self.finished = self.stack.is_empty();
        self.finished
    }

    /// Where the search stands.
    pub fn progress(&self) -> TargetProgress {
        let best_score = self.best_score();
        let open = self
            .stack
            .iter()
            .flat_map(|frame| frame.children[..frame.untried].iter().map(|&(_, b)| b))
            .max();
        let upper_bound = if !self.started || (!self.finished && open.is_none()) {
            None
        } else {
            best_score.max(open)
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

    /// Records a completed grid if it beats the best one.
    fn offer(&mut self, grid: Grid) {
        let value = score(&grid);
        if self.best_score().map_or(true, |best| value > best) {
            self.best = Some((value, grid));
        }
    }

    /// Visits one node: propagates, bounds, fixes, and either closes it or pushes its frame.
    fn expand(&mut self, mut cands: Cands, mut mult: Multipliers, mut theta: f64, iterations: u32) {
        self.nodes += 1;
        if !cands.propagate() {
            return;
        }
        let mut round = 0;
        loop {
            if cands.is_complete() {
                self.offer(cands.to_grid());
                return;
            }
            let relax =
                match bound::optimise(&cands, &mut mult, &mut theta, iterations, self.best_score())
                {
                    Outcome::Infeasible | Outcome::Pruned => return,
                    Outcome::Solved(grid) => {
                        self.offer(grid);
                        return;
                    }
                    Outcome::Open(relax) => relax,
                };
            if let Some(best) = self.best_score() {
                // Drop every candidate that cannot lead past the best grid.
                let limit = (i64::from(best) + 1) * SCALE;
                let mut removed = false;
                for cell in 0..CELLS {
                    if cands.is_placed(cell) {
                        continue;
                    }
                    let mut mask = cands.mask(cell);
                    while mask != 0 {
                        let digit = mask.trailing_zeros() as usize;
                        mask &= mask - 1;
                        if relax.value - relax.reduced_cost(&mult, cell, digit) < limit {
                            if !cands.remove(cell, digit) {
                                return;
                            }
                            removed = true;
                        }
                    }
                }
                if removed {
                    if !cands.propagate() {
                        return;
                    }
                    if round < FIXING_ROUNDS {
                        round += 1;
                        continue;
                    }
                    if cands.is_complete() {
                        self.offer(cands.to_grid());
                        return;
                    }
                }
            }
            let cell = cands.branch_cell(&WEIGHTS).expect("an open cell");
            let mut children = [(0u8, 0u32); 9];
            let mut untried = 0;
            let mut mask = cands.mask(cell);
            while mask != 0 {
                let digit = mask.trailing_zeros() as usize;
                mask &= mask - 1;
                let bound = relax.value - relax.reduced_cost(&mult, cell, digit);
                children[untried] = (digit as u8, bound.div_euclid(SCALE) as u32);
                untried += 1;
            }
            // Best bound last, so it is tried first; ties favour the relaxed solution's digit.
            let chosen = relax.digit_of(cell) as u8;
            children[..untried].sort_by_key(|&(digit, bound)| (bound, digit == chosen));
            self.stack.push(Frame {
                cands,
                mult,
                theta,
                cell,
                children,
                untried,
            });
            return;
        }
    }
}

/// The maximum target score over every completion of `puzzle` with a grid that reaches it, or
/// `None` when the puzzle has no completion.
pub fn max_target_score(puzzle: &Grid) -> Option<(u32, Grid)> {
    let mut search = TargetSearch::new(puzzle);
    while !search.run(1 << 20) {}
    search.progress().best
}

//! The target score (靶形数独, NOIP 2009): ring weights and the exact maximum over all completions.
//!
//! PLACEHOLDER being replaced this session by the branch-and-bound; API fixed.

use crate::grid::{Grid, CELLS};
use crate::solver::State;

/// The ring weight of a cell: 10 at the centre, then 9, 8, 7 and 6 on the outer ring.
pub const fn weight(cell: usize) -> u32 {
    let (r, c) = ((cell / 9) as i32, (cell % 9) as i32);
    let (dr, dc) = ((r - 4).abs(), (c - 4).abs());
    10 - if dr > dc { dr } else { dc } as u32
}

/// The target score of a grid: the sum over filled cells of weight x digit.
pub fn score(grid: &Grid) -> u32 {
    (0..CELLS).map(|cell| weight(cell) * u32::from(grid.get(cell))).sum()
}

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

/// A resumable maximum-target-score search that runs in slices of nodes.
pub struct TargetSearch {
    puzzle: Grid,
    progress: TargetProgress,
}

impl TargetSearch {
    /// Starts a search over the completions of `puzzle`.
    pub fn new(puzzle: &Grid) -> TargetSearch {
        TargetSearch {
            puzzle: *puzzle,
            progress: TargetProgress { nodes: 0, best: None, upper_bound: None, finished: false },
        }
    }

    /// Runs up to `node_budget` more nodes; true when the search is finished.
    pub fn run(&mut self, _node_budget: u64) -> bool {
        if !self.progress.finished {
            let _ = State::from_grid(&self.puzzle);
            self.progress.finished = true;
        }
        true
    }

    /// Where the search stands.
    pub fn progress(&self) -> TargetProgress {
        self.progress
    }
}

/// The maximum target score over every completion of `puzzle` with a grid that reaches it, or
/// `None` when the puzzle has no completion.
pub fn max_target_score(puzzle: &Grid) -> Option<(u32, Grid)> {
    let mut search = TargetSearch::new(puzzle);
    while !search.run(1 << 20) {}
    search.progress().best
}

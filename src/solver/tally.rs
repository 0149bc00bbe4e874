//! A depth-first search's tally, shared by the band and triad engines: how many solutions it
//! has found, the first one, and the work it did.

use super::SearchStats;
use crate::grid::Grid;

/// A search's tally (`S` the engine's state): it stops after `limit` solutions and keeps the
/// first one's state, made a grid only at the end (counting never needs it).
pub(super) struct Search<S> {
    /// The search stops once it has counted this many solutions.
    pub(super) limit: u64,
    /// The solutions found so far.
    pub(super) count: u64,
    /// The first solution found.
    pub(super) first: Option<S>,
    /// Nodes and guesses so far.
    pub(super) stats: SearchStats,
}

/// What an engine's state offers the shared entry points.
pub(super) trait Solved: Copy {
    /// The completed grid of a solved state.
    fn to_grid(self) -> Grid;
}

impl<S: Solved> Search<S> {
    /// A tally with nothing found yet.
    pub(super) fn new(limit: u64) -> Search<S> {
        Search {
            limit,
            count: 0,
            first: None,
            stats: SearchStats::default(),
        }
    }

    /// Counts a solution, keeping the first.
    pub(super) fn solution(&mut self, state: &S) {
        self.count += 1;
        if self.first.is_none() {
            self.first = Some(*state);
        }
    }

    /// The tally with the first solution made a grid.
    pub(super) fn finish(self) -> Search<Grid> {
        Search {
            limit: self.limit,
            count: self.count,
            first: self.first.map(S::to_grid),
            stats: self.stats,
        }
    }
}

//! Solving by search: the public entry points ([`solve`], [`count_solutions`], [`solve_first`]),
//! and the choice between the two search engines that run them ([`Engine`]).
//!
//! - The band engine ([`Engine::Bitboard`], `solver/bands.rs`): per digit and band a 27-bit
//!   word of the cells where the digit may lie, propagated by table lookups, branching on the
//!   matchings of a digit's rows to boxes in the least free band or stack.
//! - The triad engine ([`Engine::Triads`], `solver/triads.rs`, after tdoku's design): each box a
//!   vector of sixteen 16-bit lanes (its cells and its minirows' and minicolumns' negative
//!   triads), each band and stack the configurations still open to each digit, propagated by
//!   whole-box vector operations.
//!
//! Where the CPU has AVX2 the triad engine is 1.2-1.7x as fast as the band engine on every
//! benchmark set, so [`solve`], [`count_solutions`] and [`solve_first`] use it there
//! ([`Engine::here`]). Without AVX2 its portable form is slower than the band engine, and so is
//! any form of it in WebAssembly (128-bit vectors only), where the band engine runs. Verdicts
//! and counts are the same; which solution of several comes first is not, so the generator and
//! the target search, whose output must not depend on the machine, name the band engine
//! themselves. docs/solver.md describes both engines and how they are measured.

mod bands;
mod tally;
mod triads;

use crate::grid::Grid;
use tally::Search;

/// The outcome of solving a puzzle, with uniqueness proved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Solution {
    /// Exactly one completion exists.
    Unique(Grid),
    /// Two or more completions exist; this is one of them.
    Multiple(Grid),
    /// No completion exists (this includes clashing givens).
    None,
}

impl Solution {
    /// The completed grid, unless there is none.
    pub fn grid(&self) -> Option<&Grid> {
        match self {
            Solution::Unique(grid) | Solution::Multiple(grid) => Some(grid),
            Solution::None => None,
        }
    }
}

/// How much work a search did: for benchmarks and the UI.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Search nodes: states propagated, the root included.
    pub nodes: u64,
    /// Branches tried: a digit's placements in a band or stack (the band engine's matchings,
    /// the triad engine's configurations) asserted where it had more than one left.
    pub guesses: u64,
}

/// Solves `puzzle` and proves whether its solution is unique (the search stops at the second
/// solution).
pub fn solve(puzzle: &Grid) -> Solution {
    solve_with_stats(puzzle).0
}

/// Like [`solve`], also returning the work the search did.
pub fn solve_with_stats(puzzle: &Grid) -> (Solution, SearchStats) {
    Engine::here().solve_with_stats(puzzle)
}

/// The first solution found, without proving uniqueness: the fastest way to get an answer.
pub fn solve_first(puzzle: &Grid) -> Option<Grid> {
    solve_first_with_stats(puzzle).0
}

/// Like [`solve_first`], also returning the work the search did.
pub fn solve_first_with_stats(puzzle: &Grid) -> (Option<Grid>, SearchStats) {
    Engine::here().solve_first_with_stats(puzzle)
}

/// Counts the solutions of `puzzle`, stopping at `limit`: a limit of 2 proves uniqueness.
pub fn count_solutions(puzzle: &Grid, limit: u64) -> u64 {
    Engine::here().count_solutions(puzzle, limit)
}

/// The two search engines (see the module docs). The free functions use [`Engine::here`];
/// naming one gives the same answers on every machine, and lets tests and benchmarks compare
/// them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Engine {
    /// The band-bitboard engine: what WebAssembly and CPUs without AVX2 use.
    Bitboard,
    /// The triad engine: AVX2 where the CPU has it, else its portable (slower) form.
    Triads,
}

impl Engine {
    /// The faster engine on this CPU: the triad engine where it has AVX2.
    pub fn here() -> Engine {
        if triads::is_fast_here() {
            Engine::Triads
        } else {
            Engine::Bitboard
        }
    }

    /// [`solve_with_stats`] by this engine.
    pub fn solve_with_stats(self, puzzle: &Grid) -> (Solution, SearchStats) {
        let search = self.search(puzzle, 2);
        let solution = match (search.count, search.first) {
            (0, _) | (_, None) => Solution::None,
            (1, Some(grid)) => Solution::Unique(grid),
            (_, Some(grid)) => Solution::Multiple(grid),
        };
        (solution, search.stats)
    }

    /// [`solve_first_with_stats`] by this engine.
    pub fn solve_first_with_stats(self, puzzle: &Grid) -> (Option<Grid>, SearchStats) {
        let search = self.search(puzzle, 1);
        (search.first, search.stats)
    }

    /// [`count_solutions`] by this engine (no grid made of the first solution).
    pub fn count_solutions(self, puzzle: &Grid, limit: u64) -> u64 {
        match self {
            Engine::Bitboard => Search::<bands::State>::run(puzzle, limit).count,
            Engine::Triads => Search::<triads::State>::run(puzzle, limit).count,
        }
    }

    /// A search of `puzzle` up to `limit` solutions, the first one made a grid.
    fn search(self, puzzle: &Grid, limit: u64) -> Search<Grid> {
        match self {
            Engine::Bitboard => Search::<bands::State>::run(puzzle, limit).finish(),
            Engine::Triads => Search::<triads::State>::run(puzzle, limit).finish(),
        }
    }
}

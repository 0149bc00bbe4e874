//! A fast Sudoku engine: solve a 9x9 puzzle, prove it unique, count its solutions, and find the
//! maximum "target score" over all of its completions.
//!
//! The engine is pure Rust with no I/O, so it runs the same natively (the `sudoku` CLI) and in
//! WebAssembly (the browser app, through the thin bindings in `wasm.rs`). The logical solver
//! (`logic`) and the generator (`generate`) come with the default `logic` feature; without it
//! the crate is the solver and the target search alone, which the page loads first.
//!
//! ```
//! use sudoku_engine::{solve, Grid, Solution};
//!
//! let puzzle = Grid::parse(
//!     "7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6.8.4.8.5.4.12",
//! ).unwrap();
//! match solve(&puzzle) {
//!     Solution::Unique(grid) | Solution::Multiple(grid) => assert!(grid.is_solution_of(&puzzle)),
//!     Solution::None => unreachable!("this puzzle has solutions"),
//! }
//! ```
#![warn(missing_docs)]

#[cfg(feature = "logic")]
pub mod generate;
pub mod grid;
#[cfg(feature = "logic")]
pub mod logic;
pub mod solver;
pub mod target;
#[cfg(feature = "vision")]
pub mod vision;

// Public (hidden) only so that tests/wasm.rs can call the bindings' Rust signatures.
#[cfg(target_arch = "wasm32")]
#[doc(hidden)]
pub mod wasm;

pub use grid::{Clash, Grid, ParseError, PuzzleText, CELLS, MAX_TEXT_LENGTH};
pub use solver::{
    count_solutions, solve, solve_first, solve_first_with_stats, solve_with_stats, SearchStats,
    Solution,
};
pub use target::max_target_score;

//! Parses arbitrary bytes as puzzle text and solves what parses; every solution must keep the
//! givens and the rules, and the verdicts of `solve` and `count_solutions` must agree.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_engine::{count_solutions, solve, Grid, Solution};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(puzzle) = Grid::parse(text) else {
        return;
    };
    let solution = solve(&puzzle);
    if let Some(grid) = solution.grid() {
        assert!(grid.is_solution_of(&puzzle), "{grid} does not solve {puzzle}");
    }
    let expected = match solution {
        Solution::None => 0,
        Solution::Unique(_) => 1,
        Solution::Multiple(_) => 2,
    };
    assert_eq!(count_solutions(&puzzle, 2), expected, "{puzzle}");
    if !puzzle.clashes().is_empty() {
        assert_eq!(solution, Solution::None, "{puzzle} has clashing givens");
    }
});

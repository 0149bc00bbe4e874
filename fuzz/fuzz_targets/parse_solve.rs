//! Parses arbitrary bytes as puzzle text, and also reads them as 81 cell values, then solves:
//! every solution must keep the givens and the rules, and the verdicts of `solve` and
//! `count_solutions` must agree.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_engine::{count_solutions, solve, Grid, Solution};

fn check(puzzle: &Grid) {
    let solution = solve(puzzle);
    if let Some(grid) = solution.grid() {
        assert!(grid.is_solution_of(puzzle), "{grid} does not solve {puzzle}");
    }
    let expected = match solution {
        Solution::None => 0,
        Solution::Unique(_) => 1,
        Solution::Multiple(_) => 2,
    };
    assert_eq!(count_solutions(puzzle, 2), expected, "{puzzle}");
    if !puzzle.clashes().is_empty() {
        assert_eq!(solution, Solution::None, "{puzzle} has clashing givens");
    }
}

fuzz_target!(|data: &[u8]| {
    if let Ok(puzzle) = std::str::from_utf8(data).map(Grid::parse) {
        if let Ok(puzzle) = puzzle {
            check(&puzzle);
        }
    }
    if data.len() >= 81 {
        // Mostly empty cells, so that most inputs are solvable and the search runs deep.
        let cells = std::array::from_fn(|i| if data[i] % 4 == 0 { data[i] / 4 % 10 } else { 0 });
        check(&Grid::from_cells(cells).expect("cells are 0..=9"));
    }
});

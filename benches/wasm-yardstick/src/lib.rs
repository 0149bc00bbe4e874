//! The crates.io `sudoku` crate's solver behind two wasm exports that loop over a batch of
//! puzzles inside wasm, so that a benchmark measures the solver and not the JS boundary.
//!
//! Both take puzzles as text, one 81-character line each (`1`-`9` givens, `.` or `0` empty),
//! separated by newlines, and parse each puzzle in the loop, as the engine's `solve()` does.

use sudoku::Sudoku;
use wasm_bindgen::prelude::*;

fn puzzles(lines: &str) -> impl Iterator<Item = Result<Sudoku, JsError>> + '_ {
    lines
        .lines()
        .filter(|line| !line.is_empty())
        .map(|line| Sudoku::from_str_line(line).map_err(|e| JsError::new(&format!("{line}: {e}"))))
}

/// Counts the solutions of every puzzle up to 2 (which proves uniqueness) and returns how many
/// puzzles have exactly one; throws on a line the crate cannot read.
#[wasm_bindgen(js_name = countUnique)]
pub fn count_unique(lines: &str) -> Result<u32, JsError> {
    let mut unique = 0;
    for puzzle in puzzles(lines) {
        unique += u32::from(puzzle?.solutions_count_up_to(2) == 1);
    }
    Ok(unique)
}

/// Finds one solution of every puzzle, without proving it unique, and returns how many puzzles
/// have one; throws on a line the crate cannot read.
#[wasm_bindgen(js_name = countSolvable)]
pub fn count_solvable(lines: &str) -> Result<u32, JsError> {
    let mut solvable = 0;
    for puzzle in puzzles(lines) {
        solvable += u32::from(puzzle?.some_solution().is_some());
    }
    Ok(solvable)
}

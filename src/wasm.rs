//! WebAssembly bindings for the browser app and Node.js: convert types, nothing else.
//!
//! Every export takes puzzle text, parses it with [`Grid::parse`] and returns a plain JS object
//! built by `serde-wasm-bindgen` (`null` for a missing grid, numbers for counters). Bad puzzle
//! text throws a JS `Error` whose message is the parser's `Display` text and which also carries
//! the error kind and position as properties (`kind`, `row`, `col`, `ch`, `found`), so a UI can
//! translate the message and point at the cell instead of parsing English.
//!
//! Compiled only for `wasm32` (see the `mod wasm` line in `lib.rs`).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::target::{TargetProgress, TargetSearch};
use crate::{solve_with_stats, Clash, Grid, ParseError, Solution};

/// Runs once when the module is instantiated. A wasm panic is otherwise an opaque
/// "unreachable executed" trap; the hook puts the panic message on the console, which is worth
/// its few kilobytes when a user reports a bug.
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// Result of [`solve`] as seen from JS.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SolveResult {
    /// `"unique"`, `"multiple"` or `"none"`.
    status: &'static str,
    /// 81 digits, or `null` when there is no solution.
    solution: Option<String>,
    /// Pairs of cell indices (0..81) holding the same given in one row, column or box.
    clashes: Vec<[usize; 2]>,
    /// Search nodes visited and guesses made (JS numbers).
    nodes: f64,
    guesses: f64,
}

/// Result of [`max_target_score`] as seen from JS.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TargetResult {
    /// The maximum target score, or -1 when the puzzle has no completion.
    score: i64,
    /// The completion reaching `score`, or `null`.
    solution: Option<String>,
    clashes: Vec<[usize; 2]>,
    nodes: f64,
}

/// Snapshot of a running [`JsTargetSearch`].
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ProgressResult {
    nodes: f64,
    /// Best score found so far, -1 while none.
    best_score: i64,
    best_solution: Option<String>,
    /// Proven upper bound on the score, `null` when unknown.
    upper_bound: Option<u32>,
    finished: bool,
}

fn to_js<T: Serialize>(value: &T) -> JsValue {
    // json_compatible: `None` becomes `null` (not `undefined`), maps become plain objects.
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .expect("result types serialize to JS")
}

fn set(target: &JsValue, key: &str, value: JsValue) {
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(target, &JsValue::from_str(key), &value);
}

/// The parser's message as a JS `Error`, with the kind and position as properties.
fn parse_error(err: ParseError) -> js_sys::Error {
    let error = js_sys::Error::new(&err.to_string());
    error.set_name("ParseError");
    match err {
        ParseError::InvalidCharacter { ch, row, col } => {
            set(&error, "kind", "invalidCharacter".into());
            set(&error, "ch", ch.to_string().into());
            set(&error, "row", (row as u32).into());
            set(&error, "col", (col as u32).into());
        }
        ParseError::WrongCellCount { found } => {
            set(&error, "kind", "wrongCellCount".into());
            set(&error, "found", (found as f64).into());
        }
    }
    error
}

fn parse(puzzle: &str) -> Result<Grid, js_sys::Error> {
    Grid::parse(puzzle).map_err(parse_error)
}

fn clash_pairs(grid: &Grid) -> Vec<[usize; 2]> {
    grid.clashes()
        .iter()
        .map(|&Clash { first, second, .. }| [first, second])
        .collect()
}

fn progress_result(progress: &TargetProgress) -> ProgressResult {
    ProgressResult {
        nodes: progress.nodes as f64,
        best_score: progress
            .best
            .as_ref()
            .map_or(-1, |(score, _)| i64::from(*score)),
        best_solution: progress.best.as_ref().map(|(_, grid)| grid.to_string()),
        upper_bound: progress.upper_bound,
        finished: progress.finished,
    }
}

/// Solves `puzzle` and proves whether the solution is unique.
///
/// Returns `{status, solution, clashes, nodes, guesses}`; throws on malformed text.
#[wasm_bindgen]
pub fn solve(puzzle: &str) -> Result<JsValue, js_sys::Error> {
    let grid = parse(puzzle)?;
    let (solution, stats) = solve_with_stats(&grid);
    let (status, solution, clashes) = match solution {
        Solution::Unique(g) => ("unique", Some(g.to_string()), Vec::new()),
        Solution::Multiple(g) => ("multiple", Some(g.to_string()), Vec::new()),
        // Clashing givens leave no solution, so only then are they worth looking for.
        Solution::None => ("none", None, clash_pairs(&grid)),
    };
    Ok(to_js(&SolveResult {
        status,
        solution,
        clashes,
        nodes: stats.nodes as f64,
        guesses: stats.guesses as f64,
    }))
}

/// The maximum target score over all completions of `puzzle`, in one call.
///
/// Returns `{score, solution, clashes, nodes}` (`score` -1 and `solution` null when
/// there is no completion); throws on malformed text. Use [`JsTargetSearch`] to show progress.
#[wasm_bindgen(js_name = maxTargetScore)]
pub fn max_target_score(puzzle: &str) -> Result<JsValue, js_sys::Error> {
    let grid = parse(puzzle)?;
    let mut search = TargetSearch::new(&grid);
    while !search.run(u64::MAX) {}
    let progress = search.progress();
    Ok(to_js(&TargetResult {
        score: progress
            .best
            .as_ref()
            .map_or(-1, |(score, _)| i64::from(*score)),
        solution: progress.best.as_ref().map(|(_, g)| g.to_string()),
        // As in `solve`: clashing givens leave no completion.
        clashes: match progress.best {
            Some(_) => Vec::new(),
            None => clash_pairs(&grid),
        },
        nodes: progress.nodes as f64,
    }))
}

/// A maximum-target-score search that JS drives in slices, so a worker can post progress
/// between slices and be cancelled (terminated) at any time.
///
/// ```js
/// const search = new TargetSearch(puzzle);   // throws on malformed text
/// while (!search.run(200000)) postMessage(search.progress());
/// search.progress(); // {nodes, bestScore, bestSolution, upperBound, finished}
/// search.free();
/// ```
#[wasm_bindgen(js_name = TargetSearch)]
pub struct JsTargetSearch {
    inner: TargetSearch,
}

#[wasm_bindgen(js_class = TargetSearch)]
impl JsTargetSearch {
    /// Starts a search over the completions of `puzzle`; throws on malformed text.
    #[wasm_bindgen(constructor)]
    pub fn new(puzzle: &str) -> Result<JsTargetSearch, js_sys::Error> {
        Ok(JsTargetSearch {
            inner: TargetSearch::new(&parse(puzzle)?),
        })
    }

    /// Visits up to `node_budget` more search nodes; returns `true` once the search is finished.
    pub fn run(&mut self, node_budget: f64) -> bool {
        // JS numbers: clamp negatives and NaN to 0, huge values saturate.
        self.inner.run(node_budget.max(0.0) as u64)
    }

    /// `{nodes, bestScore, bestSolution, upperBound, finished}` (bestScore -1 while none found).
    pub fn progress(&self) -> JsValue {
        to_js(&progress_result(&self.inner.progress()))
    }
}

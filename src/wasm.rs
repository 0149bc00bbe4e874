//! WebAssembly bindings for the browser app and Node.js: convert types, nothing else.
//!
//! Every export takes puzzle text, parses it with [`Grid::parse`] and returns a plain JS object
//! (`null` for a missing grid, numbers for counters). The objects are made by the small JS
//! constructors below, called once per result with numbers and the solution's text: one
//! crossing of the boundary instead of one per property (0.5-0.9 us less per `solve()` call,
//! up to a sixth of an easy puzzle's time). Bad puzzle text throws a JS `Error` whose message is the
//! parser's `Display` text and which also carries the error kind and position as properties
//! (`kind`, `row`, `col`, `ch`, `found`), so a UI can translate the message and point at the
//! cell instead of parsing English.
//!
//! Compiled only for `wasm32` (see the `mod wasm` line in `lib.rs`).

use wasm_bindgen::prelude::*;

use crate::grid::CELLS;
use crate::logic;
use crate::target::{TargetProgress, TargetSearch};
use crate::{
    solve_first_with_stats, solve_with_stats, Clash, Grid, ParseError, SearchStats, Solution,
};

/// Runs once when the module is instantiated. A wasm panic is otherwise an opaque
/// "unreachable executed" trap; the hook puts the panic message on the console, which is worth
/// its few kilobytes when a user reports a bug.
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

// The result objects, built on the JS side. `clashes` arrives as a flat view of cell index
// pairs and is copied into `[[first, second], ...]`, or as `undefined` when there is a solution
// (then there are none; a view costs a tenth of a microsecond); a missing grid or bound arrives
// as `undefined` and leaves as `null`.
#[wasm_bindgen(inline_js = r#"
const STATUS = ['none', 'unique', 'multiple', 'solved'];
const pairs = (flat) => flat === undefined || flat.length === 0 ? [] : Array.from({ length: flat.length >> 1 }, (_, i) => [flat[2 * i], flat[2 * i + 1]]);
export function solveResult(status, solution, clashes, nodes, guesses) {
  return { status: STATUS[status], solution: solution ?? null, clashes: pairs(clashes), nodes, guesses };
}
export function targetResult(score, solution, clashes, nodes) {
  return { score, solution: solution ?? null, clashes: pairs(clashes), nodes };
}
export function progressResult(nodes, bestScore, bestSolution, upperBound, finished) {
  return { nodes, bestScore, bestSolution: bestSolution ?? null, upperBound: upperBound ?? null, finished };
}
"#)]
extern "C" {
    /// `{status, solution, clashes, nodes, guesses}`; `status` indexes
    /// none/unique/multiple/solved.
    #[wasm_bindgen(js_name = solveResult)]
    fn solve_result(
        status: u32,
        solution: Option<&str>,
        clashes: Option<&[u32]>,
        nodes: f64,
        guesses: f64,
    ) -> JsValue;

    /// `{score, solution, clashes, nodes}`.
    #[wasm_bindgen(js_name = targetResult)]
    fn target_result(
        score: i32,
        solution: Option<&str>,
        clashes: Option<&[u32]>,
        nodes: f64,
    ) -> JsValue;

    /// `{nodes, bestScore, bestSolution, upperBound, finished}`.
    #[wasm_bindgen(js_name = progressResult)]
    fn progress_result(
        nodes: f64,
        best_score: i32,
        best_solution: Option<&str>,
        upper_bound: Option<u32>,
        finished: bool,
    ) -> JsValue;
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

/// The clashing givens as a flat list of cell index pairs.
fn clash_pairs(grid: &Grid) -> Vec<u32> {
    grid.clashes()
        .iter()
        .flat_map(|&Clash { first, second, .. }| [first as u32, second as u32])
        .collect()
}

/// A grid's text from [`Grid::to_ascii`], kept on the stack: no allocation per call.
fn as_text(ascii: &[u8; CELLS]) -> &str {
    std::str::from_utf8(ascii).expect("grids are ASCII")
}

/// The best score and grid found so far, -1 and `None` while there is none.
fn best(progress: &TargetProgress) -> (i32, Option<[u8; CELLS]>) {
    progress.best.as_ref().map_or((-1, None), |(score, grid)| {
        (
            i32::try_from(*score).expect("scores are below 3000"),
            Some(grid.to_ascii()),
        )
    })
}

#[wasm_bindgen]
extern "C" {
    /// `solve()`'s options: `{unique?: boolean}`. `unique: false` asks for the first solution
    /// found, without proving uniqueness.
    #[wasm_bindgen(typescript_type = "{ unique?: boolean }")]
    pub type SolveOptions;

    #[wasm_bindgen(method, getter)]
    fn unique(this: &SolveOptions) -> Option<bool>;
}

/// Solves `puzzle` and proves whether the solution is unique, or with `{unique: false}` stops
/// at the first solution found.
///
/// Returns `{status, solution, clashes, nodes, guesses}`: `status` is "unique", "multiple" or
/// "none", or with `{unique: false}` "solved" or "none". Throws on malformed text.
#[wasm_bindgen]
pub fn solve(puzzle: &str, options: Option<SolveOptions>) -> Result<JsValue, js_sys::Error> {
    let grid = parse(puzzle)?;
    // Absent options cross as nothing at all: the common call pays no property read.
    if options.is_some_and(|options| options.unique() == Some(false)) {
        return Ok(first_solution(&grid));
    }
    let (solution, stats) = solve_with_stats(&grid);
    let (status, solution) = match solution {
        Solution::Unique(g) => (1, Some(g)),
        Solution::Multiple(g) => (2, Some(g)),
        Solution::None => (0, None),
    };
    Ok(solve_object(&grid, status, solution, stats))
}

/// `solve(puzzle, {unique: false})`: the first solution found, status "solved" or "none".
fn first_solution(grid: &Grid) -> JsValue {
    let (solution, stats) = solve_first_with_stats(grid);
    solve_object(
        grid,
        if solution.is_some() { 3 } else { 0 },
        solution,
        stats,
    )
}

/// `solve()`'s object for `status` (an index of `STATUS`) and `solution`.
fn solve_object(grid: &Grid, status: u32, solution: Option<Grid>, stats: SearchStats) -> JsValue {
    let solution = solution.map(|grid| grid.to_ascii());
    // Clashing givens leave no solution, so only then are they worth looking for.
    let clashes = solution.is_none().then(|| clash_pairs(grid));
    solve_result(
        status,
        solution.as_ref().map(as_text),
        clashes.as_deref(),
        stats.nodes as f64,
        stats.guesses as f64,
    )
}

/// The maximum target score over all completions of `puzzle`, in one call.
///
/// Returns `{score, solution, clashes, nodes}` (`score` -1 and `solution` null when
/// there is no completion); throws on malformed text. Use [`JsTargetSearch`] to show progress.
#[wasm_bindgen(js_name = maxTargetScore)]
pub fn max_target_score(puzzle: &str) -> Result<JsValue, js_sys::Error> {
    let grid = parse(puzzle)?;
    let progress = TargetSearch::new(&grid).finish();
    let (score, solution) = best(&progress);
    // As in `solve`: clashing givens leave no completion.
    let clashes = progress.best.is_none().then(|| clash_pairs(&grid));
    Ok(target_result(
        score,
        solution.as_ref().map(as_text),
        clashes.as_deref(),
        progress.nodes as f64,
    ))
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
        let progress = self.inner.progress();
        let (best_score, best_solution) = best(&progress);
        progress_result(
            progress.nodes as f64,
            best_score,
            best_solution.as_ref().map(as_text),
            progress.upper_bound,
            progress.finished,
        )
    }
}

/// A logical result as a plain JS object: `null` for `None`, arrays for lists, numbers for
/// ratings.
fn to_js(value: &impl serde::Serialize) -> JsValue {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .expect("logical results serialize to JS")
}

/// The whole logical solution of `puzzle`: `{status, rating, level, solved, steps}`, each step
/// `{technique, rating, placements, eliminations, cells, candidates, units, links, text}`.
/// Throws on malformed text.
#[wasm_bindgen]
pub fn explain(puzzle: &str) -> Result<JsValue, js_sys::Error> {
    Ok(to_js(&logic::explain(&parse(puzzle)?)))
}

/// The puzzle's rating: `{status, rating, level, technique, solved}`. Throws on malformed text.
#[wasm_bindgen]
pub fn rate(puzzle: &str) -> Result<JsValue, js_sys::Error> {
    Ok(to_js(&logic::rate(&parse(puzzle)?)))
}

/// The next step for a partly solved grid, or `null` when it is full or no technique applies.
/// `candidates`, if given, holds 81 masks (bit d-1 set: digit d still possible) so that the
/// hint starts from the candidates a person has kept. A grid with no solution, or candidates
/// that lost the solution's digit, give `{technique: "Mistake", placements: [], eliminations:
/// [], cells, text}`. Throws on malformed text or a candidates list that is not 81 numbers.
#[wasm_bindgen]
pub fn hint(puzzle: &str, candidates: Option<Vec<u16>>) -> Result<JsValue, js_sys::Error> {
    let grid = parse(puzzle)?;
    let masks: Option<[u16; CELLS]> = match candidates {
        None => None,
        Some(list) => Some(list.try_into().map_err(|list: Vec<u16>| {
            js_sys::Error::new(&format!(
                "candidates must be 81 numbers, found {}",
                list.len()
            ))
        })?),
    };
    Ok(to_js(&logic::hint(&grid, masks.as_ref())))
}

/// `options[key]`, `undefined` when `options` is not an object.
fn option(options: &JsValue, key: &str) -> JsValue {
    if options.is_object() {
        js_sys::Reflect::get(options, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    } else {
        JsValue::UNDEFINED
    }
}

/// A new puzzle: `generate({level, seed, symmetric, minimal})` returns `{puzzle, solution,
/// rating, level}` (`puzzle` with `.` for empty cells). `level` is easy, medium (the default),
/// hard, expert or extreme; the same `seed` (a whole number) gives the same puzzle, and without
/// one a random seed is drawn. Throws on an unknown level or a seed that is not a whole number.
#[wasm_bindgen]
pub fn generate(options: JsValue) -> Result<JsValue, js_sys::Error> {
    let level = match option(&options, "level") {
        name if name.is_undefined() || name.is_null() => logic::Level::Medium,
        name => {
            let name = name.as_string().unwrap_or_default();
            logic::Level::parse(&name).ok_or_else(|| {
                js_sys::Error::new(&format!(
                    "unknown level {name:?}: use easy, medium, hard, expert or extreme"
                ))
            })?
        }
    };
    let seed = match option(&options, "seed") {
        seed if seed.is_undefined() || seed.is_null() => {
            (js_sys::Math::random() * 2f64.powi(53)) as u64
        }
        seed => match seed.as_f64() {
            Some(n) if n >= 0.0 && n.fract() == 0.0 && n < 2f64.powi(64) => n as u64,
            _ => {
                return Err(js_sys::Error::new(
                    "seed must be a whole number of at least 0",
                ))
            }
        },
    };
    let generated = crate::generate::generate(&crate::generate::Options {
        level,
        seed,
        symmetric: option(&options, "symmetric").is_truthy(),
        minimal: option(&options, "minimal").is_truthy(),
    });
    #[derive(serde::Serialize)]
    struct Generated {
        puzzle: String,
        solution: String,
        rating: logic::Rating,
        level: logic::Level,
    }
    Ok(to_js(&Generated {
        puzzle: generated.puzzle.to_string().replace('0', "."),
        solution: generated.solution.to_string(),
        rating: generated.rating,
        level: generated.level,
    }))
}

/// Every empty cell's candidates, for the page's "Candidates" switch: 81 masks in cell order,
/// bit d-1 set when digit d appears in none of the cell's peers (0 for filled cells): what the
/// grid allows, before any technique (the logical solver's starting board). Throws on malformed
/// text.
#[wasm_bindgen]
pub fn candidates(puzzle: &str) -> Result<Vec<u16>, js_sys::Error> {
    Ok(logic::Board::new(&parse(puzzle)?)
        .candidate_masks()
        .to_vec())
}

//! WebAssembly bindings for the browser app and Node.js: convert types, nothing else.
//!
//! Every export takes puzzle text (a JS string, copied into wasm by the JS snippet below),
//! parses it with [`Grid::parse`] and returns a plain JS object (`null` for a missing grid,
//! numbers for counters). The objects are made by the small JS constructors below, called once
//! per result with numbers and the solution's text: one crossing of the boundary instead of one
//! per property (0.5-0.9 us less per `solve()` call, up to a sixth of an easy puzzle's time). Bad
//! puzzle text throws a JS `Error` whose message is the parser's `Display` text and which also
//! carries the error kind and position as properties (`kind`, `row`, `col`, `ch`, `found`), so a
//! UI can translate the message and point at the cell instead of parsing English.
//!
//! Compiled only for `wasm32` (see the `mod wasm` line in `lib.rs`).

use std::sync::Once;

use js_sys::JsString;
use wasm_bindgen::prelude::*;

use crate::grid::{PuzzleText, CELLS, MAX_TEXT_LENGTH};
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

// Text crosses the boundary through views of wasm memory that are made again only when the
// memory grows or the address changes (it is the same stack slot call after call). Puzzle text
// goes in by `TextEncoder.encodeInto`, straight into a buffer on the wasm stack: 0.12 us a call
// less than wasm-bindgen's `&str` (a wasm malloc, a JS loop over the characters, a free), a
// twenty-fifth of an easy puzzle's `solve()`. `encodeText` returns the bytes written, -1 when
// the text does not fit, -2 when it is not a string. A grid comes out as the 81 ASCII bytes at
// an address (0 for none), decoded from its own view: 35 ns less than a fresh subarray. The
// decoder is renewed every 2 GB, as wasm-bindgen's own is (Safari's fails beyond that).
//
// The result objects are built on the JS side. `clashes` arrives as a flat view of cell index
// pairs and is copied into `[[first, second], ...]`, or as `undefined` when there is a solution
// (then there are none; a view costs a tenth of a microsecond); a missing bound arrives as
// `undefined` and leaves as `null`.
#[wasm_bindgen(inline_js = r#"
let memory;
let maxLength;
let thrown;
let textView = new Uint8Array(0);
let gridView = new Uint8Array(0);
const encoder = new TextEncoder();
let decoder;
let decoded = Infinity;
export function shareMemory(wasmMemory, maxTextLength) { memory = wasmMemory; maxLength = maxTextLength; }
export function textLength(text) { return text.length; }
// The first lone surrogate of a text, if TextEncoder turned it into the first U+FFFD it wrote
// (else 0): so an error names it instead of the U+FFFD that replaced it.
export function loneSurrogate(text) {
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text);
  const replacement = text.indexOf('\uFFFD');
  return lone && (replacement < 0 || lone.index < replacement) ? text.charCodeAt(lone.index) : 0;
}
// Copies 81 candidate masks (whole numbers 0-511) from an array or typed array into wasm memory
// at `at`. Returns 81, the length found (-1: not a list), -2 for an element that is not such a
// number (never coerced: an object's valueOf is not called), or -3 when reading the list threw
// (a getter): the exception is kept for takeThrown, so that no JS exception unwinds through wasm
// (that would skip its clean-up and leak a reference slot or stack).
export function readMasks(list, at) {
  try {
    if (list === null || typeof list !== 'object' || typeof list.length !== 'number') return -1;
    if (list.length !== 81) return Math.max(0, Math.min(list.length, 2 ** 31 - 1)) | 0;
    const view = new Uint16Array(memory.buffer, at, 81);
    for (let i = 0; i < 81; i++) {
      const mask = list[i];
      if (typeof mask !== 'number' || !(mask >= 0 && mask <= 511) || mask % 1 !== 0) return -2;
      view[i] = mask;
    }
    return 81;
  } catch (error) {
    thrown = error;
    return -3;
  }
}
export function takeThrown() { const error = thrown; thrown = undefined; return error; }
export function encodeText(text, at, room) {
  if (typeof text !== 'string') return -2;
  if (text.length > room && text.length > maxLength) return -3;
  if (textView.buffer !== memory.buffer || textView.byteOffset !== at) textView = new Uint8Array(memory.buffer, at, room);
  const { read, written } = encoder.encodeInto(text, textView);
  return read === text.length ? written : -1;
}
function gridText(at) {
  if (at === 0) return null;
  if (gridView.buffer !== memory.buffer || gridView.byteOffset !== at) gridView = new Uint8Array(memory.buffer, at, 81);
  if (decoded > 2 ** 31 - 2 ** 20) { decoder = new TextDecoder(); decoded = 0; }
  decoded += 81;
  return decoder.decode(gridView);
}
const STATUS = ['none', 'unique', 'multiple', 'solved'];
const pairs = (flat) => flat === undefined || flat.length === 0 ? [] : Array.from({ length: flat.length >> 1 }, (_, i) => [flat[2 * i], flat[2 * i + 1]]);
export function solveResult(status, solution, clashes, nodes, guesses) {
  return { status: STATUS[status], solution: gridText(solution), clashes: pairs(clashes), nodes, guesses };
}
export function targetResult(score, solution, clashes, nodes) {
  return { score, solution: gridText(solution), clashes: pairs(clashes), nodes };
}
export function progressResult(nodes, bestScore, bestSolution, upperBound, finished) {
  return { nodes, bestScore, bestSolution: gridText(bestSolution), upperBound: upperBound ?? null, finished };
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = shareMemory)]
    fn share_memory(memory: JsValue, max_text_length: u32);

    #[wasm_bindgen(js_name = textLength)]
    fn text_length(text: &JsString) -> u32;

    #[wasm_bindgen(js_name = loneSurrogate)]
    fn lone_surrogate(text: &JsString) -> u32;

    /// See `readMasks` above: 81, the length found, -1, -2 or -3.
    #[wasm_bindgen(js_name = readMasks)]
    pub(crate) fn read_masks(list: &JsValue, at: *mut u16) -> i32;

    /// The exception that `readMasks` caught, to throw it again from a clean return.
    #[wasm_bindgen(js_name = takeThrown)]
    pub(crate) fn take_thrown() -> JsValue;

    #[wasm_bindgen(js_name = encodeText)]
    fn encode_text(text: &JsString, at: *mut u8, room: usize) -> i32;

    /// `{status, solution, clashes, nodes, guesses}`; `status` indexes
    /// none/unique/multiple/solved, `solution` is a grid's text (see [`text_at`]).
    #[wasm_bindgen(js_name = solveResult)]
    fn solve_result(
        status: u32,
        solution: *const u8,
        clashes: Option<&[u32]>,
        nodes: f64,
        guesses: f64,
    ) -> JsValue;

    /// `{score, solution, clashes, nodes}`.
    #[wasm_bindgen(js_name = targetResult)]
    fn target_result(
        score: i32,
        solution: *const u8,
        clashes: Option<&[u32]>,
        nodes: f64,
    ) -> JsValue;

    /// `{nodes, bestScore, bestSolution, upperBound, finished}`.
    #[wasm_bindgen(js_name = progressResult)]
    fn progress_result(
        nodes: f64,
        best_score: i32,
        best_solution: *const u8,
        upper_bound: Option<u32>,
        finished: bool,
    ) -> JsValue;
}

/// Where the JS side finds a grid's text (see [`Grid::to_ascii`]), or 0 for none: the bytes stay
/// on the wasm stack, read during the call that passes the address.
fn text_at(ascii: Option<&[u8; CELLS]>) -> *const u8 {
    ascii.map_or(std::ptr::null(), |ascii| ascii.as_ptr())
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
        ParseError::TooLong { length } => {
            set(&error, "kind", "tooLong".into());
            set(&error, "length", (length as f64).into());
        }
    }
    error
}

/// [`parse_error`], except that an invalid U+FFFD that stands for a lone surrogate of the JS
/// text (TextEncoder writes U+FFFD for one) is named as that surrogate, "lone surrogate U+D83D
/// (half of a character)", with `ch` the surrogate itself: not a U+FFFD the person never typed.
fn text_error(err: ParseError, text: &JsString) -> js_sys::Error {
    let ParseError::InvalidCharacter {
        ch: '\u{FFFD}',
        row,
        col,
    } = err
    else {
        return parse_error(err);
    };
    let unit = lone_surrogate(text);
    if unit == 0 {
        return parse_error(err);
    }
    let error = js_sys::Error::new(&format!(
        "invalid character: lone surrogate U+{unit:04X} (half of a character, e.g. an emoji cut \
         in two) at row {row}, column {col} (use 1-9 for givens, 0 or . for empty cells)"
    ));
    error.set_name("ParseError");
    set(&error, "kind", "invalidCharacter".into());
    set(&error, "ch", JsString::from_char_code1(unit).into());
    set(&error, "row", (row as u32).into());
    set(&error, "col", (col as u32).into());
    error
}

/// Room for a puzzle on one line or in nine lines of numbers and spaces; longer text (a grid
/// drawn with borders) crosses as a JS string copied out whole.
const TEXT_ROOM: usize = 256;

/// Reads and parses puzzle text; a value that is not a string is a `TypeError`, text longer than
/// [`MAX_TEXT_LENGTH`] a `tooLong` ParseError before it is copied.
fn parse(puzzle: &JsString) -> Result<Grid, js_sys::Error> {
    read(puzzle).map(|text| text.grid)
}

/// [`parse`], with a pencil-mark grid's candidates and a list's count.
#[cfg_attr(not(feature = "logic"), allow(dead_code))]
fn read(puzzle: &JsString) -> Result<PuzzleText, js_sys::Error> {
    static SHARED: Once = Once::new();
    SHARED.call_once(|| share_memory(wasm_bindgen::memory(), MAX_TEXT_LENGTH as u32));
    let mut room = [0u8; TEXT_ROOM];
    let parsed = match encode_text(puzzle, room.as_mut_ptr(), TEXT_ROOM) {
        -2 => return Err(js_sys::TypeError::new("puzzle text must be a string").into()),
        -3 => Err(ParseError::TooLong {
            length: text_length(puzzle) as usize,
        }),
        -1 => PuzzleText::parse(&String::from(puzzle)),
        written => PuzzleText::parse(
            std::str::from_utf8(&room[..written as usize]).expect("TextEncoder writes UTF-8"),
        ),
    };
    parsed.map_err(|error| text_error(error, puzzle))
}

/// The clashing givens as a flat list of cell index pairs.
fn clash_pairs(grid: &Grid) -> Vec<u32> {
    grid.clashes()
        .iter()
        .flat_map(|&Clash { first, second, .. }| [first as u32, second as u32])
        .collect()
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

    /// `catch`: what a getter throws comes back as an `Err`, so the exception never unwinds
    /// through wasm (which would leak the options' reference slot).
    #[wasm_bindgen(method, getter, catch)]
    fn unique(this: &SolveOptions) -> Result<Option<bool>, JsValue>;
}

/// Solves `puzzle` and proves whether the solution is unique, or with `{unique: false}` stops
/// at the first solution found.
///
/// Returns `{status, solution, clashes, nodes, guesses}`: `status` is "unique", "multiple" or
/// "none", or with `{unique: false}` "solved" or "none". Throws on malformed text, and what the
/// options' `unique` getter throws.
#[wasm_bindgen]
pub fn solve(puzzle: &JsString, options: Option<SolveOptions>) -> Result<JsValue, JsValue> {
    let grid = parse(puzzle)?;
    // Absent options cross as nothing at all: the common call pays no property read.
    if let Some(options) = options {
        if options.unique()? == Some(false) {
            return Ok(first_solution(&grid));
        }
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
        text_at(solution.as_ref()),
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
pub fn max_target_score(puzzle: &JsString) -> Result<JsValue, js_sys::Error> {
    let grid = parse(puzzle)?;
    let progress = TargetSearch::new(&grid).finish();
    let (score, solution) = best(&progress);
    // As in `solve`: clashing givens leave no completion.
    let clashes = progress.best.is_none().then(|| clash_pairs(&grid));
    Ok(target_result(
        score,
        text_at(solution.as_ref()),
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
    /// The search; `None` once `free()` has released it.
    inner: Option<Box<TargetSearch>>,
}

#[wasm_bindgen(js_class = TargetSearch)]
impl JsTargetSearch {
    /// Starts a search over the completions of `puzzle`; throws on malformed text.
    #[wasm_bindgen(constructor)]
    pub fn new(puzzle: &JsString) -> Result<JsTargetSearch, js_sys::Error> {
        Ok(JsTargetSearch {
            inner: Some(Box::new(TargetSearch::new(&parse(puzzle)?))),
        })
    }

    /// Releases the search's memory at once; `run` and `progress` then throw a clear Error. This
    /// method replaces the one wasm-bindgen writes (a later method of the same name wins in a
    /// JS class), whose release left a null pointer that failed with "null pointer passed to
    /// rust"; the small object left is reclaimed with its JS object.
    pub fn free(&mut self) {
        self.inner = None;
    }

    /// The search, or the Error that says it was freed.
    fn search(&mut self) -> Result<&mut TargetSearch, js_sys::Error> {
        self.inner
            .as_deref_mut()
            .ok_or_else(|| js_sys::Error::new("this TargetSearch was freed: start a new one"))
    }

    /// Visits up to `node_budget` more search nodes; returns `true` once the search is finished.
    pub fn run(&mut self, node_budget: f64) -> Result<bool, js_sys::Error> {
        // JS numbers: clamp negatives and NaN to 0, huge values saturate.
        Ok(self.search()?.run(node_budget.max(0.0) as u64))
    }

    /// `{nodes, bestScore, bestSolution, upperBound, finished}` (bestScore -1 while none found).
    pub fn progress(&mut self) -> Result<JsValue, js_sys::Error> {
        let progress = self.search()?.progress();
        let (best_score, best_solution) = best(&progress);
        Ok(progress_result(
            progress.nodes as f64,
            best_score,
            text_at(best_solution.as_ref()),
            progress.upper_bound,
            progress.finished,
        ))
    }
}

// The logical solver and the generator: only in builds with the `logic` feature (the page's
// first load uses a build without them).
#[cfg(feature = "logic")]
mod logic;
#[cfg(feature = "logic")]
pub use logic::{candidates, explain, generate, hint, hint_report, rate};

// Reading a puzzle from a photo: only in builds with the `vision` feature.
#[cfg(feature = "vision")]
mod vision;
#[cfg(feature = "vision")]
pub use vision::read_photo;

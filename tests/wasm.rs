//! The wasm exports (`src/wasm.rs`) called through their JS-facing Rust signatures, inside
//! wasm: the objects they return, the errors they throw and the step-wise target search.
//!
//! `cargo test --profile ci --target wasm32-unknown-unknown --test wasm` runs these in Node with
//! `wasm-bindgen-test-runner` (see `.cargo/config.toml`); `make test-wasm` does the same.
#![cfg(target_arch = "wasm32")]

use js_sys::JsString;
use serde::Deserialize;
use sudoku_engine::wasm::{
    explain, hint, max_target_score, rate, solve, JsTargetSearch, SolveOptions,
};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EASY_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
/// The CONTRACT example (NOIP 2009 sample 1) in the contest's nine-line format.
const SAMPLE: &str = "7 0 0 9 0 0 0 0 1
1 0 0 0 0 5 9 0 0
0 0 0 2 0 0 0 8 0
0 0 5 0 2 0 0 0 3
0 0 0 0 0 0 6 4 8
4 1 3 0 0 0 0 0 0
0 0 7 0 0 2 0 9 0
2 0 1 0 6 0 8 0 4
0 8 0 5 0 4 0 1 2
";
const EMPTY: &str =
    ".................................................................................";
/// Two 5s in row 1: no completion, but not a parse error.
const CLASH: &str =
    "55...............................................................................";

/// `solve()`'s object.
#[derive(Deserialize)]
struct Solved {
    status: String,
    solution: Option<String>,
    clashes: Vec<[usize; 2]>,
    nodes: f64,
}

/// `maxTargetScore()`'s object.
#[derive(Deserialize)]
struct Target {
    score: i64,
    solution: Option<String>,
}

/// `TargetSearch.progress()`'s object.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Progress {
    nodes: f64,
    best_score: i64,
    best_solution: Option<String>,
    upper_bound: Option<u32>,
    finished: bool,
}

fn decode<T: for<'de> Deserialize<'de>>(value: JsValue) -> T {
    serde_wasm_bindgen::from_value(value).expect("the export's object has the documented shape")
}

/// The 81 cells of puzzle text, 0 for empty (white space skipped, `.` and `0` empty).
fn cells(text: &str) -> Vec<u32> {
    let cells: Vec<u32> = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_digit(10).unwrap_or(0))
        .collect();
    assert_eq!(cells.len(), 81, "{text:?}");
    cells
}

/// Checks, independently of the engine, that `solution` is a completed grid that keeps the
/// givens of `puzzle`.
fn assert_completes(puzzle: &str, solution: &str) {
    let grid = cells(solution);
    for (cell, (&given, &digit)) in cells(puzzle).iter().zip(&grid).enumerate() {
        assert!(
            (1..=9).contains(&digit),
            "cell {cell} of {solution} is not 1-9"
        );
        assert!(
            given == 0 || given == digit,
            "cell {cell}: given {given} became {digit}"
        );
    }
    for unit in 0..9 {
        let (mut row, mut col, mut boxed) = (0u16, 0u16, 0u16);
        for i in 0..9 {
            row |= 1 << grid[unit * 9 + i];
            col |= 1 << grid[i * 9 + unit];
            boxed |= 1 << grid[(unit / 3 * 3 + i / 3) * 9 + unit % 3 * 3 + i % 3];
        }
        assert_eq!(
            [row, col, boxed],
            [0x3fe; 3],
            "unit {unit} of {solution} repeats a digit"
        );
    }
}

/// The CONTRACT's target score: the sum of weight x digit, weight 10 at the centre, 6 outside.
fn target_score(solution: &str) -> i64 {
    cells(solution)
        .iter()
        .enumerate()
        .map(|(cell, &digit)| {
            let (r, c) = ((cell / 9) as i64, (cell % 9) as i64);
            (10 - (r - 4).abs().max((c - 4).abs())) * i64::from(digit)
        })
        .sum()
}

/// The error a call threw, with its message.
fn thrown(result: Result<impl Sized, impl Into<JsValue>>) -> (js_sys::Error, String) {
    let value: JsValue = result.err().expect("malformed text throws").into();
    assert!(value.is_instance_of::<js_sys::Error>());
    let error: js_sys::Error = value.unchecked_into();
    let message = String::from(error.message());
    (error, message)
}

/// Candidate masks as `hint()` takes them: a JS array of numbers.
fn masks(list: &[u16]) -> JsValue {
    list.iter()
        .map(|&mask| JsValue::from(mask))
        .collect::<js_sys::Array>()
        .into()
}

/// Puzzle text as the exports take it: a JS string.
fn text(puzzle: impl AsRef<str>) -> JsString {
    puzzle.as_ref().into()
}

fn property(error: &js_sys::Error, key: &str) -> JsValue {
    js_sys::Reflect::get(error, &key.into()).expect("an Error has properties")
}

#[wasm_bindgen_test]
fn solve_proves_a_unique_solution_that_keeps_the_givens() {
    let solved: Solved = decode(solve(&text(EASY), None).unwrap());
    assert_eq!(solved.status, "unique");
    let solution = solved.solution.unwrap();
    assert_completes(EASY, &solution);
    assert_eq!(solution, EASY_SOLUTION);
    assert!(solved.clashes.is_empty());
    assert!(solved.nodes >= 1.0);
}

#[wasm_bindgen_test]
fn solve_reads_the_nine_line_format() {
    let solved: Solved = decode(solve(&text(SAMPLE), None).unwrap());
    assert_completes(SAMPLE, solved.solution.as_deref().unwrap());
}

#[wasm_bindgen_test]
fn solve_reports_multiple_solutions_with_one_of_them() {
    let solved: Solved = decode(solve(&text(EMPTY), None).unwrap());
    assert_eq!(solved.status, "multiple");
    assert_completes(EMPTY, &solved.solution.unwrap());
}

#[wasm_bindgen_test]
fn solve_reports_no_solution_as_null_with_the_clashing_cells() {
    let raw = solve(&text(CLASH), None).unwrap();
    let solution = js_sys::Reflect::get(&raw, &"solution".into()).unwrap();
    assert!(solution.is_null(), "solution is null, not undefined");
    let solved: Solved = decode(raw);
    assert_eq!(solved.status, "none");
    assert_eq!(solved.clashes, [[0, 1]]);
}

/// `{unique}` as the JS object `solve()` takes, or `{}` for `None`.
fn options(unique: Option<bool>) -> Option<SolveOptions> {
    let object = js_sys::Object::new();
    if let Some(unique) = unique {
        js_sys::Reflect::set(&object, &"unique".into(), &unique.into()).unwrap();
    }
    Some(object.unchecked_into())
}

/// A puzzle that needs guesses: forum_hardest_1106's first.
const HARD: &str =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

#[wasm_bindgen_test]
fn solve_with_unique_false_returns_the_first_solution_as_solved() {
    for puzzle in [EASY, SAMPLE, EMPTY, HARD] {
        let solved: Solved = decode(solve(&text(puzzle), options(Some(false))).unwrap());
        assert_eq!(solved.status, "solved", "{puzzle}");
        assert_completes(puzzle, &solved.solution.unwrap());
        assert!(solved.clashes.is_empty());
        assert!(solved.nodes >= 1.0);
    }
    let raw = solve(&text(CLASH), options(Some(false))).unwrap();
    assert!(js_sys::Reflect::get(&raw, &"solution".into())
        .unwrap()
        .is_null());
    let solved: Solved = decode(raw);
    assert_eq!(solved.status, "none");
    assert_eq!(solved.clashes, [[0, 1]]);
}

#[wasm_bindgen_test]
fn solve_with_unique_true_or_no_unique_field_proves_uniqueness() {
    for unique in [Some(true), None] {
        let solved: Solved = decode(solve(&text(EASY), options(unique)).unwrap());
        assert_eq!(solved.status, "unique");
        assert_eq!(solved.solution.as_deref(), Some(EASY_SOLUTION));
        let solved: Solved = decode(solve(&text(EMPTY), options(unique)).unwrap());
        assert_eq!(solved.status, "multiple");
    }
}

#[wasm_bindgen_test]
fn max_target_score_of_the_contract_example_is_2829() {
    let target: Target = decode(max_target_score(&text(SAMPLE)).unwrap());
    assert_eq!(target.score, 2829);
    let solution = target.solution.unwrap();
    assert_completes(SAMPLE, &solution);
    assert_eq!(target_score(&solution), 2829);
}

#[wasm_bindgen_test]
fn max_target_score_without_a_completion_is_minus_one_and_null() {
    let target: Target = decode(max_target_score(&text(CLASH)).unwrap());
    assert_eq!(target.score, -1);
    assert_eq!(target.solution, None);
}

#[wasm_bindgen_test]
fn malformed_text_throws_an_error_that_names_the_row_and_column() {
    let (error, message) = thrown(solve(&text(EASY.replacen('7', "x", 1)), None));
    assert!(message.contains("'x' at row 1, column 5"), "{message}");
    assert_eq!(property(&error, "kind"), "invalidCharacter");
    assert_eq!(property(&error, "row"), 1);
    assert_eq!(property(&error, "col"), 5);

    // Positions count cells, not characters, in the nine-line format.
    let (error, message) = thrown(max_target_score(&text(SAMPLE.replacen('2', "?", 1))));
    assert!(message.contains("'?' at row 3, column 4"), "{message}");
    assert_eq!(property(&error, "row"), 3);
    assert_eq!(property(&error, "col"), 4);

    let (error, message) = thrown(solve(&text(&EASY[1..]), None));
    assert!(message.contains("expected 81 cells, found 80"), "{message}");
    assert_eq!(property(&error, "found"), 80);

    let (_, message) = thrown(JsTargetSearch::new(&text("x")));
    assert!(message.contains("row 1, column 1"), "{message}");
}

#[wasm_bindgen_test]
fn text_of_any_length_reads_as_the_parser_reads_it() {
    // The exports copy text of up to 256 bytes into wasm one way and longer text another: both
    // sides of that edge, and box-drawing borders (three bytes each in UTF-8) on both sides.
    let drawn = |border: &str| {
        EASY.as_bytes()
            .chunks(9)
            .map(|row| format!("{border}{}{border}", std::str::from_utf8(row).unwrap()))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut texts: Vec<String> = [0, 174, 175, 176, 1000]
        .iter()
        .map(|&pad| format!("{EASY}{}", " ".repeat(pad)))
        .collect();
    texts.extend([
        drawn("|"),
        drawn("\u{2502}"),
        drawn("\u{2502}\u{2502}\u{2502}\u{2502}"),
    ]);
    for puzzle in &texts {
        let solved: Solved = decode(solve(&text(puzzle), None).unwrap());
        assert_eq!(solved.status, "unique", "{} bytes", puzzle.len());
        assert_eq!(solved.solution.as_deref(), Some(EASY_SOLUTION));
        // A bad character after as much white space is still named at its cell.
        let bad = format!(
            "{}{}",
            " ".repeat(puzzle.len()),
            EASY.replacen('7', "\u{e9}", 1)
        );
        let (error, message) = thrown(solve(&text(&bad), None));
        assert!(message.contains("at row 1, column 5"), "{message}");
        assert_eq!(property(&error, "ch"), "\u{e9}");
    }
    let number: JsString = JsValue::from(5).unchecked_into();
    let (error, _) = thrown(solve(&number, None));
    assert!(error.is_instance_of::<js_sys::TypeError>());
}

#[wasm_bindgen_test]
fn target_search_reports_monotone_progress_and_finishes() {
    let mut search = JsTargetSearch::new(&text(EMPTY)).unwrap();
    let mut last: Progress = decode(search.progress().unwrap());
    assert_eq!(
        (last.nodes, last.best_score, last.finished),
        (0.0, -1, false)
    );
    assert_eq!(last.best_solution, None);
    let mut slices = 0;
    while !search.run(1.0).unwrap() {
        let now: Progress = decode(search.progress().unwrap());
        assert!(
            now.nodes > last.nodes && now.nodes <= last.nodes + 2.0,
            "nodes grow by the budget"
        );
        assert!(
            now.best_score >= last.best_score,
            "the best score never drops"
        );
        if let Some(bound) = now.upper_bound {
            assert!(
                now.best_score <= i64::from(bound),
                "best {} > bound {bound}",
                now.best_score
            );
        }
        if let Some(solution) = &now.best_solution {
            assert_completes(EMPTY, solution);
            assert_eq!(target_score(solution), now.best_score);
        }
        assert!(!now.finished);
        last = now;
        slices += 1;
    }
    let done: Progress = decode(search.progress().unwrap());
    assert!(
        slices > 1,
        "the empty grid takes more than one slice of one node"
    );
    assert!(done.finished && done.nodes >= last.nodes);
    assert_eq!(done.best_score, 2906);
    assert_eq!(target_score(&done.best_solution.unwrap()), 2906);
    let one_call: Target = decode(max_target_score(&text(EMPTY)).unwrap());
    assert_eq!(one_call.score, 2906);
}

#[wasm_bindgen_test]
fn target_search_of_the_contract_example_finishes_at_2829() {
    let mut search = JsTargetSearch::new(&text(SAMPLE)).unwrap();
    while !search.run(1000.0).unwrap() {}
    let done: Progress = decode(search.progress().unwrap());
    assert!(done.finished);
    assert_eq!(done.best_score, 2829);
}

/// A step as `explain()` and `hint()` return it (the fields the tests read).
#[derive(Deserialize)]
struct StepObject {
    technique: String,
    /// A "Mistake" has no rating.
    #[serde(default)]
    rating: f64,
    placements: Vec<[u32; 2]>,
    eliminations: Vec<[u32; 2]>,
    cells: Vec<u32>,
    text: String,
}

/// `explain()`'s object.
#[derive(Deserialize)]
struct Explained {
    status: String,
    rating: f64,
    level: String,
    solved: bool,
    steps: Vec<StepObject>,
}

/// `rate()`'s object.
#[derive(Deserialize)]
struct Rated {
    status: String,
    rating: f64,
    level: String,
    technique: Option<String>,
}

#[wasm_bindgen_test]
fn explain_solves_step_by_step_and_every_placement_is_the_solution() {
    let explained: Explained = decode(explain(&text(EASY), JsValue::UNDEFINED).unwrap());
    assert_eq!(
        (explained.status.as_str(), explained.solved),
        ("unique", true)
    );
    let solution = cells(EASY_SOLUTION);
    let mut placed = cells(EASY);
    for step in &explained.steps {
        assert!(
            !step.text.is_empty() && !step.cells.is_empty(),
            "{}",
            step.technique
        );
        assert!(step.rating <= explained.rating);
        for &[cell, digit] in &step.placements {
            assert_eq!(
                solution[cell as usize], digit,
                "{}: {}",
                step.technique, step.text
            );
            placed[cell as usize] = digit;
        }
        for &[cell, digit] in &step.eliminations {
            assert_ne!(
                solution[cell as usize], digit,
                "{}: {}",
                step.technique, step.text
            );
        }
    }
    assert_eq!(placed, solution, "the placements fill the grid");
    let rated: Rated = decode(rate(&text(EASY), JsValue::UNDEFINED).unwrap());
    assert_eq!(rated.status, "unique");
    assert_eq!(
        (rated.rating, rated.level.as_str()),
        (explained.rating, explained.level.as_str())
    );
    assert!(rated.technique.is_some());
}

#[wasm_bindgen_test]
fn hint_takes_candidates_and_reports_mistakes() {
    let first: StepObject =
        decode(hint(&text(EASY), &JsValue::UNDEFINED, &JsValue::UNDEFINED).unwrap());
    assert!(first.placements.len() + first.eliminations.len() > 0);
    // With every candidate allowed, the hint is the same as without candidates.
    let same: StepObject =
        decode(hint(&text(EASY), &masks(&[0x1FF; 81]), &JsValue::UNDEFINED).unwrap());
    assert_eq!(
        (same.technique, same.placements),
        (first.technique, first.placements)
    );
    let mistake: StepObject =
        decode(hint(&text(CLASH), &JsValue::UNDEFINED, &JsValue::UNDEFINED).unwrap());
    assert_eq!(mistake.technique, "Mistake");
    assert_eq!(mistake.cells, [0, 1]);
    assert!(
        hint(
            &text(EASY_SOLUTION),
            &JsValue::UNDEFINED,
            &JsValue::UNDEFINED
        )
        .unwrap()
        .is_null(),
        "a full grid has no hint"
    );
    let (_, message) = thrown(hint(&text(EASY), &masks(&[0x1FF; 80]), &JsValue::UNDEFINED));
    assert!(message.contains("81 numbers, found 80"), "{message}");
    let (_, message) = thrown(explain(&text("12x"), JsValue::UNDEFINED));
    assert!(message.contains("'x'"), "{message}");
}

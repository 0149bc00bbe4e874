//! The logical solver's and the generator's bindings: nested results (steps with links) become
//! plain JS objects through serde-wasm-bindgen.

use js_sys::JsString;
use wasm_bindgen::prelude::*;

use super::parse;
use crate::grid::CELLS;
use crate::logic;

/// A logical result as a plain JS object: `null` for `None`, arrays for lists, numbers for
/// ratings.
fn to_js(value: &impl serde::Serialize) -> JsValue {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .expect("logical results serialize to JS")
}

/// The whole logical solution of `puzzle`: `{status, rating, level, technique, solved, steps}`
/// (`technique`: the one the rating comes from, as `rate` names it), each step
/// `{technique, rating, placements, eliminations, cells, candidates, units, links, text}`, a
/// nested forcing chain also `nested: [{candidate, step}]` (the inner chain behind each
/// candidate it removes). `options.budgetMs`, if given, limits the search to that many
/// milliseconds (default: no limit): past it the steps stop there with `solved: false` and
/// `reason: "budget"`. Throws on malformed text or a budget that is not a number of at least 0.
#[wasm_bindgen]
pub fn explain(puzzle: &JsString, options: JsValue) -> Result<JsValue, js_sys::Error> {
    let budget = budget(&options)?;
    Ok(to_js(&logic::explain_within(&parse(puzzle)?, &budget)))
}

/// The puzzle's rating: `{status, rating, level, technique, solved}`. `options.budgetMs` as for
/// `explain` (past it: `solved: false`, `reason: "budget"`). Throws on malformed text.
#[wasm_bindgen]
pub fn rate(puzzle: &JsString, options: JsValue) -> Result<JsValue, js_sys::Error> {
    let budget = budget(&options)?;
    Ok(to_js(&logic::rate_within(&parse(puzzle)?, &budget)))
}

/// The budget `options.budgetMs` asks for, timed with JavaScript's `Date.now()` (WebAssembly
/// has no clock of its own): unlimited when absent.
fn budget(options: &JsValue) -> Result<logic::Budget, js_sys::Error> {
    match option(options, "budgetMs") {
        ms if ms.is_undefined() || ms.is_null() => Ok(logic::Budget::unlimited()),
        ms => match ms.as_f64() {
            Some(ms) if ms >= 0.0 => {
                let deadline = js_sys::Date::now() + ms;
                Ok(logic::Budget::new(move || js_sys::Date::now() >= deadline))
            }
            _ => Err(js_sys::Error::new(
                "budgetMs must be a number of at least 0",
            )),
        },
    }
}

/// The next step for a partly solved grid, or `null` when it is full or no technique applies.
/// `candidates`, if given, holds 81 masks (bit d-1 set: digit d still possible) so that the
/// hint starts from the candidates a person has kept. A grid with no solution, or candidates
/// that lost the solution's digit, give `{technique: "Mistake", placements: [], eliminations:
/// [], cells, text}`. Throws on malformed text or a candidates list that is not 81 numbers.
#[wasm_bindgen]
pub fn hint(puzzle: &JsString, candidates: Option<Vec<u16>>) -> Result<JsValue, js_sys::Error> {
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
pub fn candidates(puzzle: &JsString) -> Result<Vec<u16>, js_sys::Error> {
    Ok(logic::Board::new(&parse(puzzle)?)
        .candidate_masks()
        .to_vec())
}

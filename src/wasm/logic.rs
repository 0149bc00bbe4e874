//! The logical solver's and the generator's bindings: nested results (steps with links) become
//! plain JS objects through serde-wasm-bindgen.

use js_sys::JsString;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::{parse, read, read_masks, take_thrown};
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
    budget_of(options, "budgetMs", None)
}

/// How long [`hint_report`] (a page's Hint) searches for its step by default, in milliseconds:
/// the next step of most positions takes a few, but one that needs nested forcing chains can
/// take seconds, which a page's Hint must not wait for (it may search longer in a worker with
/// `searchMs`). [`hint`], the contract's question "the next step", searches as long as it takes
/// unless told otherwise.
const HINT_REPORT_SEARCH_MS: f64 = 80.0;

/// The budget of a hint's search for its step: `options.searchMs`, else `default` (`None`: no
/// limit), counted from the search's first look at the clock, as it starts (a rating asked in
/// the same call does not eat into it).
fn search_budget(options: &JsValue, default: Option<f64>) -> Result<logic::Budget, js_sys::Error> {
    Ok(match ms_of(options, "searchMs", default)? {
        Some(ms) => {
            let deadline = std::cell::OnceCell::new();
            logic::Budget::new(move || {
                let now = js_sys::Date::now();
                now >= *deadline.get_or_init(|| now + ms)
            })
        }
        None => logic::Budget::unlimited(),
    })
}

/// The budget `options[key]` asks for, from now (see [`ms_of`]).
fn budget_of(
    options: &JsValue,
    key: &str,
    default: Option<f64>,
) -> Result<logic::Budget, js_sys::Error> {
    Ok(match ms_of(options, key, default)? {
        Some(ms) => {
            let deadline = js_sys::Date::now() + ms;
            logic::Budget::new(move || js_sys::Date::now() >= deadline)
        }
        None => logic::Budget::unlimited(),
    })
}

/// The milliseconds `options[key]` asks for, else `default`; `None`: no limit (`Infinity`).
/// Throws on a value that is not a number of at least 0.
fn ms_of(options: &JsValue, key: &str, default: Option<f64>) -> Result<Option<f64>, js_sys::Error> {
    let ms = match option(options, key) {
        ms if ms.is_undefined() || ms.is_null() => default,
        ms => match ms.as_f64() {
            Some(ms) if ms >= 0.0 => Some(ms),
            _ => {
                return Err(js_sys::Error::new(&format!(
                    "{key} must be a number of at least 0"
                )))
            }
        },
    };
    Ok(ms.filter(|ms| ms.is_finite()))
}

/// The next step for a partly solved grid, or `null` when it is full or no technique applies.
/// `candidates`, if given, holds 81 masks (bit d-1 set: digit d still possible) so that the
/// hint starts from the candidates a person has kept; without it, a pencil-mark grid's own
/// candidates are used. A grid with no solution, or candidates that lost the solution's digit,
/// give `{technique: "Mistake", placements: [], eliminations: [], cells, text}`. Throws on
/// malformed text or a candidates list that is not 81 whole numbers from 0 to 511.
///
/// `hint({givens, entries, candidates?})` asks the same the way a page knows it: `givens` the
/// puzzle and `entries` the person's digits (each puzzle text of 81 cells), `candidates` as
/// above. It returns the next step, or a "Mistake" whose `cells` are the wrong entries (never a
/// given, even an entry that clashes with nothing), or `null` when no step exists; [`hint_report`]
/// also says why. Throws on malformed text (the error says which field) or an entry on a given.
///
/// The search for the step takes as long as the step needs (seconds for nested forcing chains);
/// `options.searchMs`, or the object's `searchMs`, bounds it, and a step beyond that bound comes
/// back as `null` ([`hint_report`], a page's Hint, is bounded by default and tells it apart).
/// A grid with several solutions gets only the techniques before any chain.
#[wasm_bindgen]
pub fn hint(
    #[wasm_bindgen(
        unchecked_param_type = "string | { givens: string, entries: string, candidates?: ArrayLike<number>, searchMs?: number }"
    )]
    puzzle: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "ArrayLike<number> | undefined")] candidates: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "{ searchMs?: number } | undefined")] options: &JsValue,
) -> Result<JsValue, JsValue> {
    if !puzzle.is_string() && puzzle.is_object() {
        let report = game_hint(puzzle, None)?;
        return Ok(to_js(&report.step));
    }
    let text = read(puzzle.unchecked_ref())?;
    let masks = if candidates.is_undefined() || candidates.is_null() {
        text.candidates
    } else {
        Some(masks_of(candidates)?)
    };
    let search = search_budget(options, None)?;
    Ok(to_js(&logic::hint_within(
        &text.grid,
        masks.as_ref(),
        &search,
    )))
}

/// `hintReport({givens, entries, candidates?, rate?, searchMs?})`: a page's Hint in one call.
/// Returns `{status, step, stuck, reason, candidates, rating}`: the givens' `status`; the next
/// `step` as [`hint`] gives it for the object form, or `null` and then `stuck`, why there is no
/// step (`"full"`, `"multiple"`, `"none"` or `"beyond"`), and with `"beyond"` a `reason`:
/// `"budget"` when the search for the step ran out of its time (80 ms unless `searchMs` says
/// otherwise; the next step needs nested forcing chains: search longer, e.g. in a worker), else
/// `null`; the 81 masks the step starts from; and the givens' `{status, rating, level,
/// technique, solved}` when `rate` and they have one solution, else `null`. `budgetMs`, if
/// given, bounds that rating: one it cuts short is `null`, so the step never waits long for it.
/// Throws as [`hint`] does.
#[wasm_bindgen(js_name = hintReport)]
pub fn hint_report(
    #[wasm_bindgen(
        unchecked_param_type = "{ givens: string, entries: string, candidates?: ArrayLike<number>, rate?: boolean, budgetMs?: number, searchMs?: number }"
    )]
    game: &JsValue,
) -> Result<JsValue, JsValue> {
    Ok(to_js(&game_hint(game, Some(HINT_REPORT_SEARCH_MS))?))
}

/// 81 candidate masks from a JS array or typed array, read on the JS side without calling any
/// element's `valueOf` (see `readMasks` in `super`): a throwing getter comes back as its
/// exception, from a clean return.
fn masks_of(list: &JsValue) -> Result<[u16; CELLS], JsValue> {
    let mut masks = [0u16; CELLS];
    let message = match read_masks(list, masks.as_mut_ptr()) {
        81 => return Ok(masks),
        -3 => return Err(take_thrown()),
        -2 => "candidates must be 81 whole numbers from 0 to 511 (bit d-1 set: digit d)".into(),
        -1 => "candidates must be an array of 81 numbers".into(),
        found => format!("candidates must be 81 numbers, found {found}"),
    };
    Err(js_sys::Error::new(&message).into())
}

/// The engine's answer to `{givens, entries, candidates?, rate?, searchMs?}`: see
/// [`hint_report`]; `search_ms`: the search's limit when `searchMs` is absent (`None`: none).
fn game_hint(game: &JsValue, search_ms: Option<f64>) -> Result<logic::GameHint, JsValue> {
    if !game.is_object() {
        return Err(js_sys::TypeError::new("expected {givens, entries, candidates?}").into());
    }
    let field = |key: &str| option(game, key);
    let grid = |key: &str| -> Result<crate::grid::Grid, JsValue> {
        let text = field(key);
        if !text.is_string() {
            return Err(js_sys::TypeError::new(&format!("{key} must be puzzle text")).into());
        }
        parse(text.unchecked_ref()).map_err(|error| {
            error.set_message(&format!("{key}: {}", String::from(error.message())));
            error.into()
        })
    };
    let givens = grid("givens")?;
    let entries = grid("entries")?;
    let kept = field("candidates");
    let kept = if kept.is_undefined() || kept.is_null() {
        None
    } else {
        Some(masks_of(&kept)?)
    };
    let rate_budget = field("rate")
        .is_truthy()
        .then(|| budget(game))
        .transpose()?;
    let search = search_budget(game, search_ms)?;
    logic::game_hint(
        &givens,
        &entries,
        kept.as_ref(),
        rate_budget.as_ref(),
        &search,
    )
    .map_err(|error| js_sys::Error::new(&error.to_string()).into())
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
            let known = name.as_string().and_then(|text| logic::Level::parse(&text));
            known.ok_or_else(|| {
                // Never String(value): a hostile object's toString could throw.
                let given = name.as_string().map_or_else(
                    || {
                        let kind = name.js_typeof().as_string().unwrap_or_default();
                        format!("of type {kind} (a level is a name)")
                    },
                    |text| format!("{text:?}"),
                );
                js_sys::Error::new(&format!(
                    "unknown level {given}: use easy, medium, hard, expert or extreme"
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

/// The technique table, in Sudoku Explainer's order: `[{name, family, rating, lowest, help}]`
/// (`rating`: SE's base rating of the usual form, `lowest`: of its simplest form, both in tenths;
/// `help`: the slug of its help section), so that the page's texts and tests can be checked
/// against the engine's list.
#[wasm_bindgen]
pub fn techniques() -> JsValue {
    to_js(&logic::technique::TABLE)
}

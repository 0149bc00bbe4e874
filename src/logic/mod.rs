//! The logical solver: solves a puzzle the way a person does, one named technique at a time,
//! and rates it on the Sudoku Explainer (SE) scale.
//!
//! A [`Board`] holds each cell's digit or candidates. Each technique family lives in its own
//! module and offers finders: from a board (and for some, the digits or cells to search, see
//! `finder`), the first instance of the technique on it (or, for chains, the simplest).
//! Each module lists its finders with their place (see `finder`), and the solver tries them
//! simplest first, as Sudoku Explainer tries its rules, in the order the technique table's
//! ratings and families give ([`technique`]); a solution always applies the first step found, so
//! the puzzle's rating is the hardest step of that path, as SE rates.
//!
//! Every step is a proof: its placements are the solution's digits and its eliminations never
//! remove one (the tests check every step of thousands of puzzles against the solution).

mod aic;
mod als;
pub mod board;
mod chains;
mod exclusion;
mod finder;
mod fish;
mod game;
mod intersections;
mod mistake;
mod patterns;
pub mod roles;
mod singles;
pub mod step;
mod subsets;
pub mod technique;
#[cfg(test)]
mod test_support;
mod uniqueness;
mod wings;

use serde::Serialize;

use crate::grid::{Grid, CELLS};
use crate::solver::{count_solutions, solve, Solution};
pub use board::{Board, CellSet, Digits};
use finder::{Assumes, Listed, Memo, Order};
pub use game::{game_hint, EntryOnGiven, GameHint, Stuck};
pub use mistake::MistakeStep;
pub use step::{BranchLink, Candidate, Link, Rating, Step, Technique};

/// Every technique module's finders ([`Order`] sorts them into the order a solution tries).
const FINDERS: &[&[Listed]] = &[
    singles::FINDERS,
    intersections::FINDERS,
    subsets::FINDERS,
    fish::FINDERS,
    patterns::FINDERS,
    wings::FINDERS,
    uniqueness::FINDERS,
    exclusion::FINDERS,
    chains::FINDERS,
    aic::FINDERS,
    als::FINDERS,
];

/// The finders in the order a solution tries them, sorted once.
fn order() -> &'static Order {
    static ORDER: std::sync::OnceLock<Order> = std::sync::OnceLock::new();
    ORDER.get_or_init(|| Order::of(FINDERS))
}

/// A limit on how long a logical solution may search: a check, asked between steps and inside
/// the longest searches (the nested forcing chains), of whether the time is up. The engine has
/// no clock of its own (WebAssembly has none that works): the caller gives the check, e.g. a
/// deadline on `std::time::Instant` natively or on JavaScript's `Date.now()` in the browser.
/// Once the check has said yes the budget stays spent.
#[derive(Clone, Default)]
pub struct Budget {
    check: Option<std::rc::Rc<dyn Fn() -> bool>>,
    spent: std::rc::Rc<std::cell::Cell<bool>>,
}

impl Budget {
    /// No limit: the solution searches as long as it needs.
    pub fn unlimited() -> Budget {
        Budget::default()
    }

    /// A budget that is spent once `time_is_up` returns true.
    pub fn new(time_is_up: impl Fn() -> bool + 'static) -> Budget {
        Budget {
            check: Some(std::rc::Rc::new(time_is_up)),
            spent: Default::default(),
        }
    }

    /// Whether the time is up (asking the check unless it already said so).
    pub fn spent(&self) -> bool {
        if !self.spent.get() && self.check.as_ref().is_some_and(|check| check()) {
            self.spent.set(true);
        }
        self.spent.get()
    }
}

/// Why a solution stopped before the grid was full, when it is not that no technique applies.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Reason {
    /// The time budget ran out.
    Budget,
}

/// Whether a puzzle has no, one or several solutions.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// No solution.
    None,
    /// Exactly one.
    Unique,
    /// Several.
    Multiple,
}

/// A puzzle's level, from its rating (see [`Level::of`]).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Serialize, Hash)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Up to 1.5: hidden singles in boxes and full houses.
    Easy,
    /// 1.6 - 2.5: singles, direct intersections and hidden pairs.
    Medium,
    /// 2.6 - 4.4: intersections, subsets, basic fish and wings.
    Hard,
    /// 4.5 - 6.9: uniqueness, quads, jellyfish, exclusion, X-cycles.
    Expert,
    /// 7.0 and above: forcing chains and nets.
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ];

    /// The level of a rating (the contract's table).
    pub fn of(rating: Rating) -> Level {
        match rating.0 {
            0..=15 => Level::Easy,
            16..=25 => Level::Medium,
            26..=44 => Level::Hard,
            45..=69 => Level::Expert,
            _ => Level::Extreme,
        }
    }

    /// The level's name: `easy` ... `extreme`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
        }
    }

    /// The level named `name`, if any.
    pub fn parse(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.name() == name)
    }

    /// The lowest and highest rating of the level.
    pub fn bounds(self) -> (Rating, Rating) {
        match self {
            Level::Easy => (Rating(0), Rating(15)),
            Level::Medium => (Rating(16), Rating(25)),
            Level::Hard => (Rating(26), Rating(44)),
            Level::Expert => (Rating(45), Rating(69)),
            Level::Extreme => (Rating(70), Rating(u16::MAX)),
        }
    }
}

/// The whole logical solution of a puzzle.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Explanation {
    /// How many solutions the puzzle has.
    pub status: Status,
    /// The hardest step's rating (0.0 when there is no step, [`Rating::UNSOLVED`] when the
    /// techniques stop short of a unique solution).
    pub rating: Rating,
    /// The rating's level.
    pub level: Level,
    /// The technique the rating comes from, as [`rate`] names it (the steps may show a named
    /// technique in its place, carrying its rating), if any step was taken; "Unsolved" with
    /// [`Rating::UNSOLVED`].
    pub technique: Option<&'static str>,
    /// Whether the steps fill the grid (false when no technique applies before the end, or
    /// the puzzle has no solution).
    pub solved: bool,
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// Why the steps stop short when it is not that no technique applies (absent from the JSON
    /// otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<Reason>,
}

/// A puzzle's rating in short: what `sudoku rate` prints.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct RatingSummary {
    /// How many solutions the puzzle has.
    pub status: Status,
    /// The hardest step's rating ([`Rating::UNSOLVED`] when the techniques stop short of a
    /// unique solution).
    pub rating: Rating,
    /// The rating's level.
    pub level: Level,
    /// The hardest step's technique name, if any step was taken; "Unsolved" with
    /// [`Rating::UNSOLVED`].
    pub technique: Option<&'static str>,
    /// Whether the techniques solved the whole puzzle.
    pub solved: bool,
    /// Why the techniques stopped short when it is not that none applies (absent from the JSON
    /// otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<Reason>,
}

fn status_of(puzzle: &Grid) -> Status {
    match count_solutions(puzzle, 2) {
        0 => Status::None,
        1 => Status::Unique,
        _ => Status::Multiple,
    }
}

/// Which techniques a solution may show.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Techniques {
    /// Sudoku Explainer's rules only: the path that rates a puzzle.
    Rating,
    /// Also the named techniques SE lacks (`Place::Named`), where SE would need a chain: the
    /// path shown to people.
    Named,
    /// The techniques before any chain: what a board with several solutions is
    /// explained with, since no proof there can finish it and chains on a sparse board take
    /// seconds.
    Basic,
}

/// The first step that applies to `board`, trying the techniques simplest first.
/// `uniqueness` allows the techniques that assume a single solution.
pub fn next_step(board: &Board, uniqueness: bool, techniques: Techniques) -> Option<Step> {
    next_step_within(board, uniqueness, techniques, &Budget::unlimited())
}

/// [`next_step`] within a time budget: `None` when it is spent before a chaining rule finds
/// the step.
pub fn next_step_within(
    board: &Board,
    uniqueness: bool,
    techniques: Techniques,
    budget: &Budget,
) -> Option<Step> {
    // A budget whose clock starts at its first check (the JS API's hint search) starts here.
    budget.spent();
    find_step(board, uniqueness, techniques, &mut new_memo(budget)).map(|(step, _)| step)
}

/// A memo for the finders, numbered in their [`order`], that knows nothing yet; the chaining
/// rules stop once `budget` is spent.
fn new_memo(budget: &Budget) -> Memo {
    Memo::new(order().finders.len(), budget)
}

/// Where a step of a solution comes from.
#[derive(Clone, PartialEq, Debug)]
enum Source {
    /// Sudoku Explainer's rules (or the techniques before any chain).
    Se,
    /// A named technique shown in place of SE's step, which this holds (`None`: SE's rules
    /// found none there): the rating path takes it.
    Named(Option<Box<Step>>),
}

/// [`next_step`], and where it comes from. `memo` carries what the finders found nothing in
/// from one step of a solution to the next.
fn find_step(
    board: &Board,
    uniqueness: bool,
    techniques: Techniques,
    memo: &mut Memo,
) -> Option<(Step, Source)> {
    let Order {
        finders,
        basic,
        se: rules,
    } = order();
    let allowed = |listed: &Listed| uniqueness || listed.assumes == Assumes::Nothing;
    let simple = finders[..*basic]
        .iter()
        .enumerate()
        .filter(|(_, listed)| allowed(listed))
        .find_map(|(slot, listed)| memo.find(slot, listed, board));
    if let Some(step) = simple {
        return Some((step, Source::Se));
    }
    if techniques == Techniques::Basic {
        return None;
    }
    let se = (*basic..)
        .zip(&finders[*basic..*rules])
        .filter(|(_, listed)| allowed(listed))
        .find_map(|(slot, listed)| memo.find(slot, listed, board));
    if se.is_none() && memo.spent() {
        // The chains stopped short: a step found past them may not be the simplest.
        return None;
    }
    if techniques == Techniques::Rating {
        return se.map(|step| (step, Source::Se));
    }
    let named = (*rules..)
        .zip(&finders[*rules..])
        .filter(|(_, listed)| allowed(listed))
        .filter_map(|(slot, listed)| memo.find(slot, listed, board))
        .min_by_key(|step| step.rating);
    match (se, named) {
        (Some(se), Some(named)) if named.rating <= se.rating => Some((
            Step {
                rating: se.rating,
                ..named
            },
            Source::Named(Some(Box::new(se))),
        )),
        (Some(se), _) => Some((se, Source::Se)),
        (None, named) => named.map(|step| (step, Source::Named(None))),
    }
}

/// A logical solution: the steps and where each comes from, whether they fill the grid, and why
/// it stopped short if the budget ran out.
struct Path {
    steps: Vec<Step>,
    sources: Vec<Source>,
    solved: bool,
    reason: Option<Reason>,
}

impl Path {
    fn new() -> Path {
        Path {
            steps: Vec::new(),
            sources: Vec::new(),
            solved: false,
            reason: None,
        }
    }

    /// Whether a step is a named technique shown in place of SE's: then the path differs from
    /// the rating path.
    fn named(&self) -> bool {
        self.sources.iter().any(|s| matches!(s, Source::Named(_)))
    }
}

/// Solves `board` step by step until it is full, no technique applies or `budget` is spent.
fn solve_logically(
    mut board: Board,
    uniqueness: bool,
    techniques: Techniques,
    budget: &Budget,
) -> Path {
    let mut path = Path::new();
    let mut memo = new_memo(budget);
    while !board.is_solved() {
        let found = find_step(&board, uniqueness, techniques, &mut memo);
        if budget.spent() {
            path.reason = Some(Reason::Budget);
            return path;
        }
        let Some((step, source)) = found else {
            return path;
        };
        debug_assert!(step.makes_progress(&board), "{step:?} changes nothing");
        step.apply(&mut board);
        path.steps.push(step);
        path.sources.push(source);
    }
    path.solved = true;
    path
}

/// SE's path for `puzzle`, whose shown path (`shown`, [`Techniques::Named`]) showed named
/// techniques: the same steps as [`solve_logically`] with [`Techniques::Rating`] gives, but
/// searched for only where the two paths stand on different boards. Where they stand on the
/// same board, SE's step there is known already: the shown path found it (its own step, or the
/// one a named technique was shown in place of). So the paths are searched twice only between
/// where they part and where (if ever) they meet again.
fn rating_path(puzzle: &Grid, shown: &Path, uniqueness: bool, budget: &Budget) -> Path {
    let mut boards = Vec::with_capacity(shown.steps.len());
    let mut board = Board::new(puzzle);
    for step in &shown.steps {
        boards.push(board.clone());
        step.apply(&mut board);
    }
    let mut path = Path::new();
    let mut board = Board::new(puzzle);
    // One memo for the searches: the rating path's boards only ever lose candidates.
    let mut memo = None;
    while !board.is_solved() {
        let step = match boards.iter().position(|shown_board| *shown_board == board) {
            Some(at) => match &shown.sources[at] {
                Source::Se => Some(shown.steps[at].clone()),
                Source::Named(se) => se.as_deref().cloned(),
            },
            None => {
                let memo = memo.get_or_insert_with(|| new_memo(budget));
                let found = find_step(&board, uniqueness, Techniques::Rating, memo);
                if budget.spent() {
                    path.reason = Some(Reason::Budget);
                    return path;
                }
                found.map(|(step, _)| step)
            }
        };
        let Some(step) = step else {
            return path;
        };
        debug_assert!(step.makes_progress(&board), "{step:?} changes nothing");
        step.apply(&mut board);
        path.steps.push(step);
        path.sources.push(Source::Se);
    }
    path.solved = true;
    path
}

/// The hardest step of a path (the first of the hardest).
/// A path's rating, level and technique: its hardest step's, except that a puzzle with one
/// solution which the techniques do not finish is rated as Sudoku Explainer rates it, 20.0
/// ("Unsolved"): a partial path's hardest step would call it easy.
fn rating_of(
    status: Status,
    solved: bool,
    hardest: Option<(Rating, &'static str)>,
) -> (Rating, Level, Option<&'static str>) {
    let (rating, technique) = match hardest {
        _ if status == Status::Unique && !solved => (Rating::UNSOLVED, Some("Unsolved")),
        Some((rating, technique)) => (rating, Some(technique)),
        None => (Rating(0), None),
    };
    (rating, Level::of(rating), technique)
}

fn hardest(steps: &[Step]) -> Option<&Step> {
    steps
        .iter()
        .fold(None, |hardest: Option<&Step>, step| match hardest {
            Some(h) if h.rating >= step.rating => Some(h),
            _ => Some(step),
        })
}

/// The whole logical solution of a puzzle, with its rating and level.
///
/// The steps may show named techniques that Sudoku Explainer lacks (finned fish, X-chains,
/// ALS, ...) where SE would take a chain; the rating is always SE's path's, as [`rate`] gives
/// it. A puzzle with no solution gets no steps. One with several is solved without the
/// techniques that assume uniqueness or chains ([`Techniques::Basic`]: the steps stop early,
/// at once).
pub fn explain(puzzle: &Grid) -> Explanation {
    explain_within(puzzle, &Budget::unlimited())
}

/// [`explain`] within a time budget: once it is spent, the steps stop there, unsolved, with
/// the reason [`Reason::Budget`] (the rating is then [`Rating::UNSOLVED`]).
pub fn explain_within(puzzle: &Grid, budget: &Budget) -> Explanation {
    let status = status_of(puzzle);
    if status == Status::None {
        return Explanation {
            status,
            rating: Rating(0),
            level: Level::Easy,
            technique: None,
            solved: false,
            steps: Vec::new(),
            reason: None,
        };
    }
    let uniqueness = status == Status::Unique;
    let techniques = if uniqueness {
        Techniques::Named
    } else {
        Techniques::Basic
    };
    let shown = solve_logically(Board::new(puzzle), uniqueness, techniques, budget);
    let rated_by = |steps: &[Step]| hardest(steps).map(|s| (s.rating, s.technique.name()));
    let (rated, rated_solved, reason) = if uniqueness && !shown.solved {
        (None, false, shown.reason) // SE's rules alone stop short too
    } else if shown.named() {
        let path = rating_path(puzzle, &shown, uniqueness, budget);
        (rated_by(&path.steps), path.solved, path.reason)
    } else {
        (rated_by(&shown.steps), shown.solved, None)
    };
    let (rating, level, technique) = rating_of(status, rated_solved, rated);
    Explanation {
        status,
        rating,
        level,
        technique,
        solved: shown.solved,
        steps: shown.steps,
        reason,
    }
}

/// The puzzle's rating, level and hardest technique: the hardest step of Sudoku Explainer's
/// path (its rules only, the simplest that applies always taken). A puzzle with no solution or
/// several is not rated (rating 0): answered at once, from the count of solutions.
pub fn rate(puzzle: &Grid) -> RatingSummary {
    rate_within(puzzle, &Budget::unlimited())
}

/// [`rate`] within a time budget: once it is spent, the puzzle is left unsolved with the
/// reason [`Reason::Budget`] (the rating is then [`Rating::UNSOLVED`]).
pub fn rate_within(puzzle: &Grid, budget: &Budget) -> RatingSummary {
    let status = status_of(puzzle);
    let path = match status {
        Status::None | Status::Multiple => Path::new(),
        Status::Unique => solve_logically(Board::new(puzzle), true, Techniques::Rating, budget),
    };
    let hardest = hardest(&path.steps).map(|s| (s.rating, s.technique.name()));
    let (rating, level, technique) = rating_of(status, path.solved, hardest);
    RatingSummary {
        status,
        rating,
        level,
        technique,
        solved: path.solved,
        reason: path.reason,
    }
}

/// The rating of a puzzle with one solution if the logical solver solves it without a step
/// rated above `cap`; `None` as soon as the first step it would take is harder (or none
/// applies). Cheaper than [`rate`] for the generator: it stops at the first step above `cap`.
pub fn rating_within(puzzle: &Grid, cap: Rating) -> Option<Rating> {
    let mut board = Board::new(puzzle);
    let mut hardest = Rating(0);
    let mut memo = new_memo(&Budget::unlimited());
    while !board.is_solved() {
        let (step, _) = find_step(&board, true, Techniques::Rating, &mut memo)
            .filter(|(step, _)| step.rating <= cap)?;
        hardest = hardest.max(step.rating);
        step.apply(&mut board);
    }
    Some(hardest)
}

/// The next step for a partly solved grid, from the candidates a person has kept (`None`: every
/// candidate the grid allows). `None` when the grid is full or no technique applies.
///
/// A grid or candidates that contradict the solution come back as a [`Step`] named "Mistake"
/// ([`hint`] never builds a proof on a wrong position): a digit that breaks the rules, a grid
/// with no solution, or a removed candidate that is the solution's digit.
///
/// A grid with several solutions gets only the techniques before any chain, as [`explain`]
/// gives it ([`Techniques::Basic`]): no proof can finish it.
pub fn hint(puzzle: &Grid, candidates: Option<&[Digits; CELLS]>) -> Option<Hint> {
    hint_within(puzzle, candidates, &Budget::unlimited())
}

/// [`hint`] within a time budget: `None` also when the budget is spent before a step is found
/// (the next step needs a longer search, such as nested forcing chains).
pub fn hint_within(
    puzzle: &Grid,
    candidates: Option<&[Digits; CELLS]>,
    budget: &Budget,
) -> Option<Hint> {
    let solution = match solve(puzzle) {
        Solution::Unique(grid) => Some(grid),
        Solution::Multiple(_) => None,
        Solution::None => return Some(Hint::Mistake(MistakeStep::without_solution(puzzle))),
    };
    let board = match candidates {
        Some(masks) => Board::with_candidates(puzzle, masks),
        None => Board::new(puzzle),
    };
    if board.is_solved() {
        return None;
    }
    if let Some(mistake) = solution
        .as_ref()
        .and_then(|s| MistakeStep::lost_candidate(&board, s))
    {
        return Some(Hint::Mistake(mistake));
    }
    let techniques = match solution {
        Some(_) => Techniques::Named,
        None => Techniques::Basic,
    };
    next_step_within(&board, solution.is_some(), techniques, budget).map(Hint::Step)
}

/// What [`hint`] returns: the next step, or the mistake that stops the solver. Both serialize
/// as a step (a mistake as `{"technique": "Mistake", "placements": [], "eliminations": [],
/// "cells", "text"}`).
#[derive(Clone, PartialEq, Debug, Serialize)]
#[serde(untagged)]
pub enum Hint {
    /// The next logical step.
    Step(Step),
    /// The grid or its candidates contradict the solution.
    Mistake(MistakeStep),
}

/// The committed SE-rated sample's puzzles rated `at_least` (tests/fixtures/rated), in file
/// order: what the logical solver's tests run whole solutions on.
#[cfg(test)]
pub(crate) fn rated_samples(at_least: f64) -> impl Iterator<Item = Grid> {
    include_str!("../../tests/fixtures/rated/se_rated_sample.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(move |line| {
            let (puzzle, rating) = line.split_once(' ')?;
            (rating.parse::<f64>().ok()? >= at_least).then(|| Grid::parse(puzzle).expect("puzzle"))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rating path taken from the shown path where they stand on the same board is, step for
    /// step, the rating path searched from scratch: on chain-rated samples whose shown path
    /// shows named techniques (so the paths part, and many meet again).
    #[test]
    fn the_rating_path_reusing_the_shown_one_is_the_rating_path_searched() {
        let unlimited = Budget::unlimited();
        let mut compared = 0;
        for puzzle in rated_samples(7.0).step_by(2) {
            let shown = solve_logically(Board::new(&puzzle), true, Techniques::Named, &unlimited);
            if !shown.named() {
                continue;
            }
            let searched =
                solve_logically(Board::new(&puzzle), true, Techniques::Rating, &unlimited);
            let reused = rating_path(&puzzle, &shown, true, &unlimited);
            assert_eq!(reused.steps, searched.steps, "{puzzle}");
            assert_eq!(reused.solved, searched.solved, "{puzzle}");
            compared += 1;
        }
        assert!(compared >= 20, "only {compared} puzzles with named steps");
    }
}

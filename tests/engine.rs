//! Behaviour of the solver on public data sets, on puzzles derived from them, and against the
//! crates.io `sudoku` crate (a dev-dependency used as an independent oracle).

mod common;

use common::{assert_solves, fixture_path, fixture_set, givens, shared_sample, Rng, SETS};
use sudoku_engine::{count_solutions, solve, solve_first, solve_with_stats, Grid, Solution};

/// Checks one puzzle whose solution count (capped at 2) is known.
fn check(puzzle: &Grid, expected_count: u64) {
    let (solution, stats) = solve_with_stats(puzzle);
    match (solution, expected_count) {
        (Solution::Unique(grid), 1) | (Solution::Multiple(grid), 2) => assert_solves(puzzle, &grid),
        (Solution::None, 0) => {}
        (other, _) => panic!("{puzzle}: expected {expected_count} solution(s), got {other:?}"),
    }
    assert!(
        stats.nodes >= 1 || expected_count == 0,
        "{puzzle}: no search node counted"
    );
    assert_eq!(count_solutions(puzzle, 2), expected_count, "{puzzle}");
    match solve_first(puzzle) {
        Some(grid) => assert_solves(puzzle, &grid),
        None => assert_eq!(expected_count, 0, "{puzzle}: solve_first found nothing"),
    }
}

#[test]
fn committed_samples_of_every_set_are_solved_with_the_right_verdict() {
    for (name, unique) in SETS {
        let puzzles = fixture_set(name);
        assert!(
            puzzles.len() > 150,
            "{name}: only {} puzzles",
            puzzles.len()
        );
        for puzzle in &puzzles {
            check(puzzle, if unique { 1 } else { 2 });
        }
    }
}

#[test]
fn samples_of_the_full_shared_sets_are_solved_with_the_right_verdict() {
    for (name, unique) in SETS {
        let Some(puzzles) = shared_sample(name, 1000) else {
            return;
        };
        for puzzle in &puzzles {
            check(puzzle, if unique { 1 } else { 2 });
        }
    }
}

#[test]
fn tdoku_test_suite_counts_and_solutions_match() {
    let path = fixture_path("peer/tdoku_test_puzzles");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut checked = 0;
    for line in text
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split(':').collect();
        let puzzle = Grid::parse(fields[0]).unwrap();
        let count: u64 = fields[1].parse().unwrap();
        assert_eq!(count_solutions(&puzzle, 10_000), count, "{line}");
        match solve(&puzzle) {
            Solution::None => assert_eq!(count, 0, "{line}"),
            Solution::Unique(grid) => {
                assert_eq!(count, 1, "{line}");
                assert_solves(&puzzle, &grid);
                if let Some(expected) = fields.get(2) {
                    assert_eq!(grid, Grid::parse(expected).unwrap(), "{line}");
                }
            }
            Solution::Multiple(grid) => {
                assert!(count >= 2, "{line}");
                assert_solves(&puzzle, &grid);
            }
        }
        checked += 1;
    }
    assert!(checked >= 40, "only {checked} tdoku cases");
}

/// The oracle's solution count, capped at `limit`.
fn oracle_count(puzzle: &Grid, limit: usize) -> u64 {
    let line = puzzle.to_string();
    let theirs = sudoku::Sudoku::from_str_line(&line).expect("the oracle reads our format");
    theirs.solutions_count_up_to(limit) as u64
}

/// Puzzles with one, several and no solutions, made from unique ones by adding givens from the
/// solution, removing givens, and changing a given to another digit.
fn derived_puzzles(rng: &mut Rng, per_source: usize) -> Vec<Grid> {
    let mut derived = Vec::new();
    for (name, _) in SETS.into_iter().filter(|(_, unique)| *unique) {
        for source in fixture_set(name).into_iter().take(per_source) {
            let cells = givens(&source);
            let solution = sudoku::Sudoku::from_str_line(&source.to_string())
                .unwrap()
                .solution()
                .expect("the source puzzles are unique");
            let mut more = source;
            for _ in 0..1 + rng.below(10) {
                let cell = rng.below(81);
                more.set(cell, solution.to_bytes()[cell]);
            }
            derived.push(more);
            let mut fewer = source;
            for _ in 0..1 + rng.below(4) {
                fewer.set(cells[rng.below(cells.len())], 0);
            }
            derived.push(fewer);
            let mut altered = source;
            let cell = cells[rng.below(cells.len())];
            altered.set(cell, (altered.get(cell) + rng.below(8) as u8) % 9 + 1);
            derived.push(altered);
        }
    }
    derived
}

#[test]
fn verdicts_agree_with_the_oracle_on_thousands_of_derived_puzzles() {
    let mut rng = Rng::new(2026);
    let puzzles = derived_puzzles(&mut rng, 150);
    let mut verdicts = [0usize; 3];
    for puzzle in &puzzles {
        let expected = oracle_count(puzzle, 2);
        check(puzzle, expected);
        verdicts[expected as usize] += 1;
    }
    assert!(puzzles.len() >= 1000, "only {} puzzles", puzzles.len());
    assert!(
        verdicts.iter().all(|&n| n >= 100),
        "each verdict should be well represented: none/unique/multiple = {verdicts:?}"
    );
}

#[test]
fn exact_counts_agree_with_the_oracle_on_puzzles_with_many_solutions() {
    let mut rng = Rng::new(7);
    for source in fixture_set("puzzles3_magictour_top1465")
        .into_iter()
        .take(60)
    {
        let mut puzzle = source;
        let cells = givens(&puzzle);
        for _ in 0..3 + rng.below(5) {
            puzzle.set(cells[rng.below(cells.len())], 0);
        }
        let expected = oracle_count(&puzzle, 5000);
        assert_eq!(count_solutions(&puzzle, 5000), expected, "{puzzle}");
    }
}

#[test]
fn sparse_and_degenerate_grids() {
    check(&Grid::EMPTY, 2);
    let mut one_given = Grid::EMPTY;
    one_given.set(40, 5);
    check(&one_given, 2);
    let full = solve_first(&Grid::EMPTY).unwrap();
    check(&full, 1);
    let mut broken = full;
    broken.set(0, broken.get(1)); // a full grid with a repeated digit
    assert!(!broken.clashes().is_empty());
    check(&broken, 0);
}

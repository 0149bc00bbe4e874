//! The triad engine (`Engine::Triads`) against the band engine (`Engine::Bitboard`): the same verdict on every puzzle, solutions checked against the rules
//! and the givens, and no explosion of nodes on sparse grids.

mod common;

use common::{assert_solves, fixture_set, givens, shared_data, shared_sample, Rng, SETS};
use sudoku_engine::solver::Engine::{Bitboard, Triads};
use sudoku_engine::{Grid, Solution};

/// Asserts that both solvers agree on `puzzle` (uniqueness, first solution, counts up to 3) and
/// that every grid the triad engine returns solves it; returns its nodes for a proof
/// of uniqueness.
fn assert_agrees(puzzle: &Grid) -> u64 {
    let (expected, _) = Bitboard.solve_with_stats(puzzle);
    let (actual, stats) = Triads.solve_with_stats(puzzle);
    match (expected, actual) {
        (Solution::None, Solution::None) => {}
        (Solution::Unique(a), Solution::Unique(b)) => assert_eq!(a, b, "{puzzle}"),
        (Solution::Multiple(_), Solution::Multiple(b)) => assert_solves(puzzle, &b),
        (a, b) => panic!("{puzzle}: band engine {a:?}, triads {b:?}"),
    }
    let (first, _) = Triads.solve_first_with_stats(puzzle);
    match (first, expected.grid()) {
        (Some(grid), Some(_)) => assert_solves(puzzle, &grid),
        (None, None) => {}
        (a, b) => panic!("{puzzle}: first solution {a:?}, band engine {b:?}"),
    }
    assert_eq!(
        Triads.count_solutions(puzzle, 3),
        Bitboard.count_solutions(puzzle, 3),
        "{puzzle}"
    );
    stats.nodes
}

#[test]
fn agrees_on_the_committed_samples() {
    for (name, _) in SETS {
        for puzzle in fixture_set(name) {
            assert_agrees(&puzzle);
        }
    }
}

#[test]
fn agrees_on_the_shared_sets_and_the_rated_puzzles() {
    for (name, _) in SETS {
        let Some(puzzles) = shared_sample(name, 1000) else {
            return;
        };
        for puzzle in puzzles {
            assert_agrees(&puzzle);
        }
    }
    let Some(dir) = shared_data("the rated puzzles") else {
        return;
    };
    let text = std::fs::read_to_string(dir.join("rated/se_rated_dev.txt")).unwrap();
    let rated: Vec<Grid> = text
        .lines()
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .map(|l| Grid::parse(&l[..81]).unwrap())
        .collect();
    assert!(rated.len() > 3000, "{} rated puzzles", rated.len());
    for puzzle in rated {
        assert_agrees(&puzzle);
    }
}

/// Random subsets of the givens of solved grids, from 0 to 44 cells: many solutions, few, one
/// or (after a random digit is changed) none.
#[test]
fn agrees_on_random_sparse_grids_in_few_nodes() {
    let solutions: Vec<Grid> = fixture_set("puzzles3_magictour_top1465")
        .iter()
        .take(40)
        .map(|puzzle| Bitboard.solve_with_stats(puzzle).0.grid().copied().unwrap())
        .collect();
    let mut rng = Rng::new(18);
    let mut worst = 0;
    for round in 0..4000 {
        let solution = &solutions[round % solutions.len()];
        let mut cells = givens(solution);
        rng.shuffle(&mut cells);
        let mut puzzle = Grid::EMPTY;
        for &cell in &cells[..rng.below(45)] {
            puzzle.set(cell, solution.get(cell));
        }
        if round % 4 == 3 {
            puzzle.set(rng.below(81), 1 + rng.below(9) as u8);
        }
        worst = worst.max(assert_agrees(&puzzle));
    }
    assert!(worst < 300, "worst {worst} nodes");
}

/// Random givens anywhere, clashes allowed: nearly empty grids are what a user starts from.
#[test]
fn agrees_on_random_givens_and_clashes() {
    let mut rng = Rng::new(1905);
    for _ in 0..3000 {
        let mut puzzle = Grid::EMPTY;
        for _ in 0..rng.below(20) {
            puzzle.set(rng.below(81), 1 + rng.below(9) as u8);
        }
        let nodes = assert_agrees(&puzzle);
        assert!(nodes < 300, "{puzzle}: {nodes} nodes");
    }
}

#[test]
fn sparse_puzzles_take_few_nodes() {
    for text in [
        ".............................................................4.............1.....",
        "..2...........1........5...6...........3.........................................",
        "2.............................................2..................................",
        ".................................................................................",
    ] {
        let puzzle = Grid::parse(text).unwrap();
        assert!(assert_agrees(&puzzle) < 200, "{text}");
    }
}

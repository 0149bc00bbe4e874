//! The generator: every puzzle has one solution (checked by the solver), a rating inside its
//! level's band (checked by rating it again), the same seed repeats, and `symmetric` and
//! `minimal` hold (every given's removal checked).

use std::collections::HashSet;

use sudoku_engine::generate::{generate, is_minimal, Options};
use sudoku_engine::logic::{self, Level};
use sudoku_engine::{count_solutions, Grid};

fn options(level: Level, seed: u64) -> Options {
    Options {
        level,
        seed,
        symmetric: false,
        minimal: false,
    }
}

/// Checks one generated puzzle against its options.
fn check(options: &Options) -> Grid {
    let made = generate(options);
    assert_eq!(count_solutions(&made.puzzle, 2), 1, "{}", made.puzzle);
    assert!(made.solution.is_solution_of(&made.puzzle));
    let summary = logic::rate(&made.puzzle);
    assert!(summary.solved, "{}", made.puzzle);
    assert_eq!(summary.rating, made.rating, "{}", made.puzzle);
    assert_eq!(
        summary.level, options.level,
        "{} rated {}",
        made.puzzle, made.rating
    );
    let (low, high) = options.level.bounds();
    assert!(low <= made.rating && made.rating <= high);
    if options.symmetric {
        assert!(
            (0..81).all(|c| (made.puzzle.get(c) == 0) == (made.puzzle.get(80 - c) == 0)),
            "{}",
            made.puzzle
        );
    }
    if options.minimal {
        for cell in (0..81).filter(|&c| made.puzzle.get(c) != 0) {
            let mut fewer = made.puzzle;
            fewer.set(cell, 0);
            assert!(
                count_solutions(&fewer, 2) > 1,
                "{}: given {cell} is not needed",
                made.puzzle
            );
        }
    }
    made.puzzle
}

#[test]
fn every_level_gets_distinct_unique_puzzles_in_its_band() {
    for level in Level::ALL {
        let count = if level == Level::Extreme { 2 } else { 4 };
        let puzzles: HashSet<String> = (0..count)
            .map(|seed| check(&options(level, seed)).to_string())
            .collect();
        assert_eq!(puzzles.len(), count as usize, "{level:?}: puzzles repeat");
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzle() {
    for level in [Level::Easy, Level::Hard] {
        assert_eq!(generate(&options(level, 42)), generate(&options(level, 42)));
    }
}

#[test]
fn symmetric_and_minimal_hold() {
    for (level, seed) in [(Level::Medium, 1), (Level::Hard, 2), (Level::Expert, 3)] {
        check(&Options {
            level,
            seed,
            symmetric: true,
            minimal: false,
        });
        check(&Options {
            level,
            seed,
            symmetric: false,
            minimal: true,
        });
        let made = generate(&Options {
            level,
            seed,
            symmetric: false,
            minimal: true,
        });
        assert!(is_minimal(&made.puzzle));
    }
    check(&Options {
        level: Level::Hard,
        seed: 4,
        symmetric: true,
        minimal: true,
    });
}

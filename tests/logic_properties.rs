//! Property tests of the logical solver: hints from whatever candidates a person has kept.
//! The page sends the person's notes as candidates, so a hint must stay a proof for any notes
//! that keep the solution, and must not panic or hang on notes that do not, or on puzzles with
//! several solutions.

mod common;

use common::fixture_path;
use proptest::prelude::*;
use sudoku_engine::logic::{self, Board, Hint, Rating};
use sudoku_engine::{solve, Grid, Solution};

/// The committed 300 puzzles rated 6.5 and up (hard enough to reach chains and uniqueness
/// techniques), with their solutions.
fn hard_puzzles() -> Vec<(Grid, Grid)> {
    let text = std::fs::read_to_string(fixture_path("logic/se_rated_300.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let puzzle = Grid::parse(line.split(' ').next().unwrap()).unwrap();
            match solve(&puzzle) {
                Solution::Unique(solution) => (puzzle, solution),
                other => panic!("{puzzle} should have one solution, not {other:?}"),
            }
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// The board before one of a hard puzzle's harder steps (rated 3.0 and up), with notes that
    /// also drop a few other digits but never the solution's: the hint is a proof (it places the
    /// solution's digit, never removes it) that changes the board.
    #[test]
    fn a_hint_from_notes_that_keep_the_solution_is_a_proof(
        pick in 0..300usize,
        which in any::<prop::sample::Index>(),
        dropped in prop::collection::vec((0..81usize, 1..=9u8), 0..6),
    ) {
        let (puzzle, solution) = hard_puzzles()[pick];
        let steps = logic::explain(&puzzle).steps;
        let harder: Vec<usize> = (0..steps.len()).filter(|&i| steps[i].rating >= Rating(30)).collect();
        let mut board = Board::new(&puzzle);
        for step in &steps[..harder[which.index(harder.len())]] {
            step.apply(&mut board);
        }
        let mut notes = *board.candidate_masks();
        for (cell, digit) in dropped {
            if solution.get(cell) != digit {
                notes[cell] &= !(1 << (digit - 1));
            }
        }
        let grid = board.grid();
        let board = Board::with_candidates(&grid, &notes);
        match logic::hint(&grid, Some(&notes)) {
            Some(Hint::Step(step)) => {
                prop_assert!(step.makes_progress(&board), "{}: {} changes nothing", grid, step.text);
                for &[cell, digit] in &step.placements {
                    prop_assert_eq!(solution.get(usize::from(cell)), digit, "{}: {}", grid, step.text);
                }
                for &[cell, digit] in &step.eliminations {
                    prop_assert_ne!(solution.get(usize::from(cell)), digit, "{}: {}", grid, step.text);
                }
            }
            other => prop_assert!(false, "{}: expected a step, got {:?}", grid, other),
        }
    }

    /// Any notes at all, on the hard puzzles or on sparse grids with many solutions: an answer
    /// (a step, a mistake or nothing), never a panic.
    #[test]
    fn a_hint_from_any_notes_never_panics(
        pick in 0..300usize,
        sparse in prop::collection::vec((0..81usize, 1..=9u8), 0..24),
        notes in prop::collection::vec(0u16..512, 81),
    ) {
        let notes: [u16; 81] = notes.try_into().unwrap();
        let (hard, _) = hard_puzzles()[pick];
        let mut few = Grid::EMPTY;
        for (cell, digit) in sparse {
            few.set(cell, digit);
        }
        for puzzle in [hard, few] {
            if let Some(Hint::Step(step)) = logic::hint(&puzzle, Some(&notes)) {
                prop_assert!(step.makes_progress(&Board::with_candidates(&puzzle, &notes)));
            }
        }
    }
}

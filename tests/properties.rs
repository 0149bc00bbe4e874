//! Property tests: random grids, random holes, random text.

mod common;

use common::assert_solves;
use proptest::prelude::*;
use sudoku_engine::{count_solutions, solve, solve_first, Grid, ParseError, Solution};

/// A random valid completed grid: a fixed solution relabelled and shuffled by moves that keep
/// the rules (digit permutation, rows within a band, bands, and transposition).
fn solved_grid() -> impl Strategy<Value = Grid> {
    (
        Just((1..=9u8).collect::<Vec<_>>()).prop_shuffle(),
        prop::array::uniform3(Just(vec![0usize, 1, 2]).prop_shuffle()),
        Just(vec![0usize, 1, 2]).prop_shuffle(),
        any::<bool>(),
    )
        .prop_map(|(digits, rows_in_band, bands, transpose)| {
            let base = solve_first(&Grid::EMPTY).expect("the empty grid has solutions");
            let mut cells = [0u8; 81];
            for r in 0..9 {
                let source_row = bands[r / 3] * 3 + rows_in_band[r / 3][r % 3];
                for c in 0..9 {
                    cells[r * 9 + c] = digits[usize::from(base.get(source_row * 9 + c)) - 1];
                }
            }
            let grid = Grid::from_cells(cells).unwrap();
            if transpose {
                Grid::from_cells(std::array::from_fn(|i| grid.get((i % 9) * 9 + i / 9))).unwrap()
            } else {
                grid
            }
        })
}

/// A solved grid with `holes` random cells emptied.
fn puzzle_with_holes(holes: std::ops::Range<usize>) -> impl Strategy<Value = Grid> {
    (solved_grid(), prop::collection::vec(0..81usize, holes)).prop_map(|(mut grid, holes)| {
        for cell in holes {
            grid.set(cell, 0);
        }
        grid
    })
}

/// Counts completions by trying every digit in every empty cell: slow, obviously right.
fn brute_force_count(grid: &mut Grid, limit: u64) -> u64 {
    let Some(cell) = (0..81).find(|&c| grid.get(c) == 0) else {
        return u64::from(grid.is_solved());
    };
    let mut count = 0;
    for digit in 1..=9 {
        grid.set(cell, digit);
        let fits = (0..81).all(|other| {
            other == cell
                || grid.get(other) != digit
                || !sudoku_engine::grid::are_peers(cell, other)
        });
        if fits {
            count += brute_force_count(grid, limit - count);
            if count >= limit {
                break;
            }
        }
    }
    grid.set(cell, 0);
    count
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn solutions_keep_the_givens_and_the_rules(puzzle in puzzle_with_holes(0..70)) {
        match solve(&puzzle) {
            Solution::Unique(grid) | Solution::Multiple(grid) => assert_solves(&puzzle, &grid),
            Solution::None => prop_assert!(false, "holes in a solved grid always leave a solution"),
        }
    }

    #[test]
    fn counts_match_brute_force_on_few_holes(puzzle in puzzle_with_holes(0..16)) {
        let expected = brute_force_count(&mut puzzle.clone(), 1000);
        prop_assert_eq!(count_solutions(&puzzle, 1000), expected);
        let verdict = match expected { 0 => "none", 1 => "unique", _ => "multiple" };
        let got = match solve(&puzzle) {
            Solution::None => "none",
            Solution::Unique(_) => "unique",
            Solution::Multiple(_) => "multiple",
        };
        prop_assert_eq!(got, verdict);
    }

    #[test]
    fn counts_match_brute_force_with_an_altered_given(
        puzzle in puzzle_with_holes(4..14),
        pick in 0..81usize,
        shift in 1..9u8,
    ) {
        let mut altered = puzzle;
        let cell = (pick..pick + 81).map(|c| c % 81).find(|&c| altered.get(c) != 0).unwrap();
        altered.set(cell, (altered.get(cell) - 1 + shift) % 9 + 1);
        let expected = brute_force_count(&mut altered.clone(), 1000);
        prop_assert_eq!(count_solutions(&altered, 1000), expected);
        if let Some(grid) = solve(&altered).grid() {
            assert_solves(&altered, grid);
        }
    }

    #[test]
    fn random_givens_never_panic_and_clashes_mean_none(
        givens in prop::collection::vec((0..81usize, 1..=9u8), 0..30),
    ) {
        let mut puzzle = Grid::EMPTY;
        for (cell, digit) in givens {
            puzzle.set(cell, digit);
        }
        let solution = solve(&puzzle);
        if let Some(grid) = solution.grid() {
            assert_solves(&puzzle, grid);
        }
        if !puzzle.clashes().is_empty() {
            prop_assert_eq!(solution, Solution::None);
            prop_assert_eq!(count_solutions(&puzzle, 2), 0);
        }
    }

    #[test]
    fn parsing_any_text_never_panics(text in ".{0,200}") {
        match Grid::parse(&text) {
            Ok(grid) => prop_assert_eq!(Grid::parse(&grid.to_string()), Ok(grid)),
            Err(ParseError::InvalidCharacter { ch, row, col }) => {
                prop_assert!(!ch.is_whitespace() && !ch.is_ascii_digit() && ch != '.');
                prop_assert!((1..=9).contains(&row) && (1..=9).contains(&col));
            }
            Err(ParseError::WrongCellCount { found }) => prop_assert_ne!(found, 81),
            Err(error @ ParseError::TooLong { .. }) => {
                prop_assert!(false, "200 characters at most: {}", error)
            }
        }
    }

    #[test]
    fn white_space_between_cells_never_matters(
        puzzle in puzzle_with_holes(0..81),
        spaces in prop::collection::vec(prop::sample::select(vec!["", " ", "\t", "\n", "\r\n", "  "]), 81),
    ) {
        let text: String = puzzle
            .to_string()
            .chars()
            .zip(spaces)
            .map(|(ch, space)| format!("{space}{ch}"))
            .collect();
        prop_assert_eq!(Grid::parse(&text), Ok(puzzle));
    }

    #[test]
    fn a_one_line_puzzle_reads_as_the_same_cells_spaced_out(
        cells in prop::collection::vec(prop::sample::select(b"..123456789.0/:*-x ".to_vec()), 81),
    ) {
        // 81 characters with nothing between them take the parser's fast path; a space after
        // the first takes the general one: both must agree, errors and their positions included.
        let line = String::from_utf8(cells).unwrap();
        let spaced = format!("{} {}", &line[..1], &line[1..]);
        prop_assert_eq!(Grid::parse(&line), Grid::parse(&spaced));
    }
}

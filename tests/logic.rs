//! The logical solver (`sudoku_engine::logic`): every step of every puzzle checked as a proof
//! against the brute-force solution, ratings and levels, hints from partial positions and
//! mistakes.

mod common;

use common::{fixture_path, fixture_set, shared_data};
use sudoku_engine::logic::{self, Board, Hint, Level, Rating, Status, Step, Technique, Techniques};
use sudoku_engine::{solve, Grid, Solution};

/// `<81 digits> <rating>` lines: the committed sample of the SE-rated set.
fn rated_fixture() -> Vec<(Grid, Rating)> {
    let text = std::fs::read_to_string(fixture_path("rated/se_rated_sample.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let (puzzle, rating) = line.split_once(' ').unwrap();
            let tenths = (rating.parse::<f64>().unwrap() * 10.0).round() as u16;
            (Grid::parse(puzzle).unwrap(), Rating(tenths))
        })
        .collect()
}

fn unique_solution(puzzle: &Grid) -> Grid {
    match solve(puzzle) {
        Solution::Unique(grid) => grid,
        other => panic!("{puzzle} should have one solution, not {other:?}"),
    }
}

/// Replays `steps` from the puzzle's givens, checking that each is a proof: every placement
/// is the solution's digit on an empty cell, no elimination removes the solution's digit, each
/// step changes the board and is rated no lower than its technique's table entry allows. Returns the board after the last step.
fn check_proofs(puzzle: &Grid, solution: &Grid, steps: &[Step]) -> Board {
    let mut board = Board::new(puzzle);
    for (i, step) in steps.iter().enumerate() {
        let context = || {
            format!(
                "{puzzle}: step {} ({}: {})",
                i + 1,
                step.technique.name(),
                step.text
            )
        };
        assert!(step.makes_progress(&board), "{} changes nothing", context());
        assert!(
            step.rating.0 >= step.technique.lowest_rating(),
            "{} is rated below its technique's lowest rating in the table",
            context()
        );
        for &[cell, digit] in &step.placements {
            let cell = usize::from(cell);
            assert_eq!(
                board.value(cell),
                0,
                "{} places on a filled cell",
                context()
            );
            assert_eq!(
                solution.get(cell),
                digit,
                "{} places a wrong digit in cell {cell}",
                context()
            );
        }
        for &[cell, digit] in &step.eliminations {
            assert_ne!(
                solution.get(usize::from(cell)),
                digit,
                "{} removes the solution's digit",
                context()
            );
        }
        assert!(
            !step.text.is_empty() && !step.cells.is_empty(),
            "{} has no text or pattern",
            context()
        );
        step.apply(&mut board);
    }
    board
}

/// Explains each puzzle and checks the whole solution; returns how many were solved.
fn check_explanations(puzzles: &[Grid]) -> usize {
    let mut solved = 0;
    for puzzle in puzzles {
        let solution = unique_solution(puzzle);
        let explanation = logic::explain(puzzle);
        assert_eq!(explanation.status, Status::Unique);
        let board = check_proofs(puzzle, &solution, &explanation.steps);
        assert_eq!(
            explanation.solved,
            board.is_solved(),
            "{puzzle}: `solved` disagrees with the board"
        );
        if explanation.solved {
            assert_eq!(board.grid(), solution);
            solved += 1;
        }
        // The rating is SE's path's (the steps may show named techniques instead of SE's chains).
        let summary = logic::rate(puzzle);
        assert_eq!(
            (explanation.rating, explanation.level, explanation.technique),
            (summary.rating, summary.level, summary.technique),
            "{puzzle}"
        );
        assert_eq!(explanation.level, Level::of(explanation.rating));
    }
    solved
}

#[test]
fn every_step_on_the_rated_sample_is_a_proof_and_every_puzzle_is_solved() {
    let puzzles: Vec<Grid> = rated_fixture().into_iter().map(|(p, _)| p).collect();
    let solved = check_explanations(&puzzles);
    assert_eq!(
        solved,
        puzzles.len(),
        "every rated puzzle is solved without guessing"
    );
}

#[test]
fn every_step_on_the_classic_samples_is_a_proof() {
    // The forum's hardest puzzles (SE 10 and up) are past the nested chains that SE itself
    // uses up to 9.x: their steps must be proofs, but they may stop early. The benchmark
    // (`cargo bench --bench logic -- --proofs`) replays every puzzle of the full sets.
    for (name, must_solve, count) in [
        ("puzzles2_17_clue", true, 40),
        ("puzzles3_magictour_top1465", false, 20),
        ("puzzles5_forum_hardest_1905_11+", false, 4),
        ("puzzles6_forum_hardest_1106", false, 4),
    ] {
        let puzzles: Vec<Grid> = fixture_set(name)
            .into_iter()
            .step_by(7)
            .take(count)
            .collect();
        let solved = check_explanations(&puzzles);
        if must_solve {
            assert_eq!(solved, puzzles.len(), "{name}: every puzzle solved");
        }
    }
}

#[test]
fn the_rated_sets_full_copy_is_checked_when_present() {
    let Some(dir) = shared_data("the full rated set") else {
        return;
    };
    let text = std::fs::read_to_string(dir.join("rated/se_rated_dev.txt")).unwrap();
    let puzzles: Vec<Grid> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .step_by(5)
        .map(|l| Grid::parse(l.split(' ').next().unwrap()).unwrap())
        .collect();
    assert_eq!(check_explanations(&puzzles), puzzles.len());
}

#[test]
fn ratings_follow_sudoku_explainers_scale() {
    // Agreement is measured over the whole set in the benchmark; here, the simple end must be
    // exact: up to 3.8 (singles, intersections, subsets, X-Wing, Swordfish) SE and we take the
    // same path.
    for (puzzle, se) in rated_fixture().into_iter().filter(|(_, se)| se.0 <= 38) {
        let summary = logic::rate(&puzzle);
        assert_eq!(
            summary.rating, se,
            "{puzzle}: ours {} vs SE {se}",
            summary.rating
        );
        assert_eq!(summary.level, Level::of(se));
        assert!(summary.solved);
    }
}

#[test]
fn levels_follow_the_contract_table() {
    let cases = [
        (10, "easy"),
        (15, "easy"),
        (16, "medium"),
        (25, "medium"),
        (26, "hard"),
        (44, "hard"),
    ];
    let more = [
        (45, "expert"),
        (69, "expert"),
        (70, "extreme"),
        (95, "extreme"),
    ];
    for (tenths, name) in cases.into_iter().chain(more) {
        assert_eq!(Level::of(Rating(tenths)).name(), name, "{tenths}");
        assert_eq!(Level::parse(name).map(|l| l.name()), Some(name));
        let (low, high) = Level::parse(name).unwrap().bounds();
        assert!(low <= Rating(tenths) && Rating(tenths) <= high);
    }
}

#[test]
fn a_hint_from_any_point_of_a_solution_is_that_solutions_next_step() {
    for (puzzle, _) in rated_fixture().into_iter().step_by(10) {
        let steps = logic::explain(&puzzle).steps;
        let mut board = Board::new(&puzzle);
        for (i, step) in steps.iter().enumerate() {
            if i % 3 == 0 {
                let hint = logic::hint(&board.grid(), Some(board.candidate_masks()));
                assert_eq!(
                    hint,
                    Some(Hint::Step(step.clone())),
                    "{puzzle}: step {}",
                    i + 1
                );
            }
            step.apply(&mut board);
        }
    }
}

#[test]
fn hints_report_mistakes_and_full_grids() {
    let (puzzle, _) = rated_fixture()[0];
    let solution = unique_solution(&puzzle);
    assert_eq!(
        logic::hint(&solution, None),
        None,
        "a full grid has no next step"
    );

    // A wrong digit in an empty cell: the grid has no solution any more.
    let empty = (0..81).find(|&c| puzzle.get(c) == 0).unwrap();
    let mut wrong = puzzle;
    wrong.set(empty, solution.get(empty) % 9 + 1);
    match logic::hint(&wrong, None) {
        Some(Hint::Mistake(mistake)) => assert!(!mistake.text.is_empty()),
        other => panic!("expected a mistake, got {other:?}"),
    }

    // A removed candidate that is the solution's digit.
    let mut masks = *Board::new(&puzzle).candidate_masks();
    masks[empty] &= !(1 << (solution.get(empty) - 1));
    match logic::hint(&puzzle, Some(&masks)) {
        Some(Hint::Mistake(mistake)) => assert_eq!(mistake.cells, vec![empty as u8]),
        other => panic!("expected a mistake, got {other:?}"),
    }
}

#[test]
fn puzzles_without_one_solution_are_reported() {
    let none = Grid::parse(&format!("55{}", ".".repeat(79))).unwrap();
    let explanation = logic::explain(&none);
    assert_eq!(explanation.status, Status::None);
    assert!(explanation.steps.is_empty() && !explanation.solved);

    // Several solutions: the steps are taken without uniqueness techniques and never lose every
    // solution.
    let several = Grid::parse(&format!("{}{}", "123456789", ".".repeat(72))).unwrap();
    let explanation = logic::explain(&several);
    assert_eq!(explanation.status, Status::Multiple);
    let mut board = Board::new(&several);
    for step in &explanation.steps {
        step.apply(&mut board);
        assert!(!board.is_broken());
        assert!(solve(&board.grid()) != Solution::None);
    }
}

/// Most of forum_hardest_1106 needs nested forcing chains (SE 9.5 and up): `explain` finishes
/// each puzzle, every step a proof, `rate` agrees, and each nested step shows, for every
/// candidate its chains turn off by an inner chain, that inner chain (which removes it).
#[test]
fn the_hardest_puzzles_are_solved_with_nested_forcing_chains() {
    let mut nested_steps = 0;
    for puzzle in fixture_set("puzzles6_forum_hardest_1106").iter().take(2) {
        let summary = logic::rate(puzzle);
        let explanation = logic::explain(puzzle);
        assert_eq!(summary.status, Status::Unique);
        assert!(explanation.solved && summary.solved, "{puzzle}");
        assert_eq!(explanation.reason, None, "{puzzle}");
        assert_eq!(
            (explanation.rating, explanation.level, explanation.technique),
            (summary.rating, summary.level, summary.technique),
            "{puzzle}"
        );
        assert!(summary.rating >= Rating(95) && summary.rating < Rating::UNSOLVED);
        let solution = unique_solution(puzzle);
        let board = check_proofs(puzzle, &solution, &explanation.steps);
        assert_eq!(board.grid(), solution, "{puzzle}");
        for step in &explanation.steps {
            if step.technique != Technique::NestedForcingChain {
                assert!(step.nested.is_empty(), "{puzzle}: {}", step.text);
                continue;
            }
            nested_steps += 1;
            assert!(step.rating >= Rating(95), "{puzzle}: {}", step.text);
            assert!(!step.nested.is_empty(), "{puzzle}: {}", step.text);
            for inner in &step.nested {
                assert!(
                    inner.step.eliminations.contains(&inner.candidate),
                    "{puzzle}: the inner chain of {:?} does not remove it",
                    inner.candidate
                );
                assert!(!inner.step.text.is_empty() && !inner.step.links.is_empty());
                assert!(inner.step.rating < step.rating);
            }
        }
    }
    assert!(nested_steps >= 2, "{nested_steps} nested steps");
}

/// A spent time budget stops the solution where it is: unsolved, with the reason, every step
/// taken so far a proof, rated as SE rates what it cannot finish. A budget spent after a
/// number of checks stops later but the same way.
#[test]
fn a_spent_budget_stops_the_solution_with_its_reason() {
    let puzzle = fixture_set("puzzles6_forum_hardest_1106")[0];
    let solution = unique_solution(&puzzle);
    for checks in [0, 50] {
        let budget = || {
            let asked = std::cell::Cell::new(0);
            logic::Budget::new(move || {
                asked.set(asked.get() + 1);
                asked.get() > checks
            })
        };
        let explanation = logic::explain_within(&puzzle, &budget());
        assert!(!explanation.solved);
        assert_eq!(explanation.reason, Some(logic::Reason::Budget));
        assert_eq!(explanation.rating, Rating::UNSOLVED);
        check_proofs(&puzzle, &solution, &explanation.steps);
        let summary = logic::rate_within(&puzzle, &budget());
        assert!(!summary.solved);
        assert_eq!(summary.reason, Some(logic::Reason::Budget));
        let json = serde_json::to_value(&explanation).unwrap();
        assert_eq!(json["reason"], "budget");
    }
    let unlimited = logic::explain_within(&puzzle, &logic::Budget::unlimited());
    assert!(unlimited.solved && unlimited.reason.is_none());
    let json = serde_json::to_value(&unlimited).unwrap();
    assert!(json.get("reason").is_none());
}

/// A uniqueness technique shown only by `explain` and `hint` (SE lacks it) is still held back
/// for a puzzle that may have several solutions: at the position before the first hidden unique
/// rectangle of its fixture puzzle, the next step without uniqueness is another technique.
#[test]
fn the_hidden_unique_rectangle_assumes_one_solution() {
    let text = std::fs::read_to_string(fixture_path("logic/techniques.txt")).unwrap();
    let puzzle = text
        .lines()
        .find_map(|l| l.strip_prefix("Hidden Unique Rectangle|"))
        .map(|p| Grid::parse(p).unwrap())
        .expect("a fixture puzzle for the hidden unique rectangle");
    let solution = unique_solution(&puzzle);
    let steps = logic::explain(&puzzle).steps;
    let at = steps
        .iter()
        .position(|s| s.technique == Technique::HiddenUniqueRectangle)
        .expect("the fixture's solution shows one");
    let board = check_proofs(&puzzle, &solution, &steps[..at]);
    let next = |uniqueness| logic::next_step(&board, uniqueness, Techniques::Named).unwrap();
    assert_eq!(next(true).technique, Technique::HiddenUniqueRectangle);
    assert_ne!(next(false).technique, Technique::HiddenUniqueRectangle);
}

#[test]
fn steps_serialize_with_the_contract_fields() {
    let (puzzle, _) = rated_fixture()[0];
    let json: serde_json::Value = serde_json::to_value(logic::explain(&puzzle)).unwrap();
    for key in ["status", "rating", "level", "solved", "steps"] {
        assert!(json.get(key).is_some(), "missing {key}");
    }
    let step = &json["steps"][0];
    for key in [
        "technique",
        "rating",
        "placements",
        "eliminations",
        "text",
        "cells",
        "candidates",
        "units",
        "links",
    ] {
        assert!(step.get(key).is_some(), "step missing {key}");
    }
    assert!(step["rating"].is_number() && step["technique"].is_string());
}

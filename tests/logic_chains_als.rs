//! Soundness of the logical solver on puzzles that need chains: every step of `explain` is
//! checked against the solution (placements are its digits, eliminations never remove one), and
//! the chain and ALS techniques are seen to take part.

use std::collections::HashMap;

use sudoku_engine::logic::explain;
use sudoku_engine::{solve, Grid, Solution};

#[test]
fn every_step_on_300_hard_puzzles_keeps_the_solution() {
    let text = include_str!("fixtures/logic/se_rated_300.txt");
    let mut uses: HashMap<&str, usize> = HashMap::new();
    let mut puzzles = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let puzzle = Grid::parse(line.split(' ').next().unwrap()).unwrap();
        let Solution::Unique(solution) = solve(&puzzle) else {
            panic!("{line}: not unique")
        };
        for step in explain(&puzzle).steps {
            for &[cell, digit] in &step.placements {
                assert_eq!(
                    solution.get(usize::from(cell)),
                    digit,
                    "{line}: {}",
                    step.text
                );
            }
            for &[cell, digit] in &step.eliminations {
                assert_ne!(
                    solution.get(usize::from(cell)),
                    digit,
                    "{line}: {}",
                    step.text
                );
            }
            *uses.entry(step.technique.name()).or_default() += 1;
        }
        puzzles += 1;
    }
    assert_eq!(puzzles, 300);
    // The chain and ALS techniques take part (how often depends on the techniques before them).
    let chains_and_als = [
        "X-Chain",
        "X-Cycle",
        "XY-Chain",
        "Continuous Nice Loop",
        "Alternating Inference Chain",
        "Grouped Alternating Inference Chain",
        "ALS-XZ",
        "ALS-XY-Wing",
        "Sue de Coq",
    ];
    let used: usize = chains_and_als
        .iter()
        .map(|t| uses.get(t).copied().unwrap_or(0))
        .sum();
    assert!(used >= 100, "chain and ALS steps: {used} ({uses:?})");
}

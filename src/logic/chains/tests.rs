//! Data-driven tests: exact steps on committed candidate grids, and soundness of every step on
//! a sample of SE-rated puzzles.

use super::*;
use crate::grid::Grid;
use crate::logic::board::Digits;

/// Parses `cell:digit cell:digit ...`.
fn candidates(text: &str) -> Vec<[u8; 2]> {
    text.split_whitespace()
        .map(|pair| {
            let (cell, digit) = pair.split_once(':').expect("cell:digit");
            [cell.parse().expect("cell"), digit.parse().expect("digit")]
        })
        .collect()
}

/// The board of a fixture line: `=d` for a solved cell, else the cell's candidates.
fn board(cells: &str) -> Board {
    let mut values = [0u8; 81];
    let mut masks = [0 as Digits; 81];
    for (cell, token) in cells.split(',').enumerate() {
        match token.strip_prefix('=') {
            Some(digit) => values[cell] = digit.parse().expect("digit"),
            None => masks[cell] = token.bytes().fold(0, |m, b| m | 1 << (b - b'1')),
        }
    }
    Board::with_candidates(&Grid::from_cells(values).expect("digits"), &masks)
}

fn finder(technique: &str) -> fn(&Board) -> Option<Step> {
    match technique {
        "X-Cycle" | "Forcing X-Chain" | "Bidirectional Cycle" | "Forcing Chain" => {
            |board| forcing_chains_and_cycles(board, crate::logic::board::ALL_DIGITS)
        }
        "Nishio Forcing Chain" => |board| nishio(board, crate::logic::board::ALL_DIGITS),
        "Cell Forcing Chain" | "Region Forcing Chain" => multiple_forcing_chains,
        "Dynamic Forcing Chain" => dynamic_forcing_chains,
        "Dynamic Forcing Chain (+)" => dynamic_forcing_chains_plus,
        other => panic!("no finder for {other}"),
    }
}

#[test]
fn each_rule_finds_the_expected_step() {
    let fixtures = include_str!("../../../tests/fixtures/logic/chains.txt");
    let mut checked = 0;
    for line in fixtures.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('|').collect();
        let [technique, rating, puzzle, cells, placements, eliminations] = fields[..] else {
            panic!("bad fixture line {line}");
        };
        let step = finder(technique)(&board(cells))
            .unwrap_or_else(|| panic!("{technique} not found in {puzzle}"));
        assert_eq!(step.technique.name(), technique, "{puzzle}");
        assert_eq!(step.rating.to_string(), rating, "{puzzle}");
        assert_eq!(step.placements, candidates(placements), "{puzzle}");
        assert_eq!(step.eliminations, candidates(eliminations), "{puzzle}");
        assert!(!step.text.is_empty() && !step.links.is_empty(), "{puzzle}");
        checked += 1;
    }
    assert!(checked >= 15);
}

#[test]
fn every_step_of_sampled_puzzles_keeps_the_solution() {
    let fixtures = include_str!("../../../tests/fixtures/logic/chains_soundness.txt");
    let mut chain_steps = 0;
    for line in fixtures.lines().filter(|l| !l.starts_with('#')) {
        let puzzle = Grid::parse(line.split_whitespace().next().expect("puzzle")).expect("puzzle");
        let crate::solver::Solution::Unique(solution) = crate::solver::solve(&puzzle) else {
            panic!("{puzzle} has one solution");
        };
        let explanation = crate::logic::explain(&puzzle);
        assert!(explanation.solved, "{puzzle} not solved");
        for step in &explanation.steps {
            for &[cell, digit] in &step.placements {
                assert_eq!(
                    solution.get(usize::from(cell)),
                    digit,
                    "{puzzle}: {}",
                    step.text
                );
            }
            for &[cell, digit] in &step.eliminations {
                assert_ne!(
                    solution.get(usize::from(cell)),
                    digit,
                    "{puzzle}: {}",
                    step.text
                );
            }
            chain_steps += usize::from(step.rating.0 >= 65);
        }
    }
    assert!(chain_steps > 100, "{chain_steps} chain steps");
}

#[test]
fn level_one_rules_see_removals_only() {
    // An empty grid has no removals: the advanced rules give nothing, so dynamic forcing chains
    // (+) find nothing that dynamic forcing chains do not.
    let board = Board::new(&Grid::EMPTY);
    assert!(dynamic_forcing_chains_plus(&board).is_none());
}

#[test]
fn nested_forcing_chains_are_not_searched() {
    assert!(nested_forcing_chains(&Board::new(&Grid::EMPTY)).is_none());
}

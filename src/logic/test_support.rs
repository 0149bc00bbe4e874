//! Data-driven cases shared by the technique modules' tests: positions from the rated set
//! (the candidates just before SE's path takes the step), the finder, and what it must find.

use super::board::{bit, Board, Digits};
use super::step::{Step, Technique};
use crate::Grid;

/// A position where `finder` must find `technique` at `rating` with exactly `eliminations`.
pub struct Case {
    pub finder: fn(&Board) -> Option<Step>,
    pub technique: Technique,
    pub rating: u16,
    pub position: &'static str,
    pub eliminations: &'static [[u8; 2]],
}

/// A board from 81 white-space separated cells: `=5` for a solved cell, else its candidates.
pub fn position(text: &str) -> Board {
    let cells: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(cells.len(), 81, "a position has 81 cells");
    let mut grid = Grid::EMPTY;
    let mut masks: [Digits; 81] = [0; 81];
    for (cell, token) in cells.iter().enumerate() {
        if let Some(digit) = token.strip_prefix('=') {
            grid.set(cell, digit.parse().expect("a digit"));
        } else {
            masks[cell] = token.bytes().fold(0, |m, b| m | bit(b - b'0'));
        }
    }
    Board::with_candidates(&grid, &masks)
}

/// Checks every case: the technique, rating and eliminations found.
pub fn check(cases: &[Case]) {
    for case in cases {
        let board = position(case.position);
        let step =
            (case.finder)(&board).unwrap_or_else(|| panic!("{:?} not found", case.technique));
        assert_eq!(
            (step.technique, step.rating.0, step.eliminations.as_slice()),
            (case.technique, case.rating, case.eliminations),
            "{}",
            step.text
        );
        assert!(step.text.contains("r") && step.makes_progress(&board));
    }
}

//! Singles: the last empty cell of a unit (Full House), the only place for a digit in a unit
//! (Hidden Single), the only digit left in a cell (Naked Single).

use super::board::{bit, digits, Board, UNIT_CELLS};
use super::finder::{Assumes, Finder, Listed, Place};
use super::step::{Roles, Step, Technique};

/// SE ratings (the technique table's): the last value of a unit 1.0; a hidden single in a box
/// 1.2 (its lowest), in a row or column 1.5; a naked single 2.3.
const FULL_HOUSE: u16 = Technique::FullHouse.rating();
const HIDDEN_SINGLE_BOX: u16 = Technique::HiddenSingle.lowest_rating();
const HIDDEN_SINGLE_LINE: u16 = Technique::HiddenSingle.rating();
const NAKED_SINGLE: u16 = Technique::NakedSingle.rating();

/// Units in the order Sudoku Explainer looks for hidden singles: boxes, rows, columns.
pub(super) const BOXES_ROWS_COLUMNS: [usize; 27] = {
    let mut order = [0; 27];
    let mut i = 0;
    while i < 27 {
        order[i] = (i + 18) % 27;
        i += 1;
    }
    order
};

/// The singles' finders (see [`Listed`]).
pub(super) const FINDERS: &[Listed] = &[
    Listed {
        find: Finder::Board(hidden_single),
        place: Place::Se(Technique::FullHouse.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::FullHouse, Technique::HiddenSingle],
    },
    Listed {
        find: Finder::Board(naked_single),
        place: Place::Se(Technique::NakedSingle.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::NakedSingle],
    },
];

/// A Full House anywhere, else the first Hidden Single in a box, then a row, then a column.
pub fn hidden_single(board: &Board) -> Option<Step> {
    full_house(board).or_else(|| {
        BOXES_ROWS_COLUMNS.iter().find_map(|&unit| {
            (1..=9).find_map(|digit| {
                let cells = board.unit_digit_cells(unit, digit);
                (cells.len() == 1).then(|| {
                    let cell = cells.first().expect("one cell");
                    let rating = if unit >= 18 {
                        HIDDEN_SINGLE_BOX
                    } else {
                        HIDDEN_SINGLE_LINE
                    };
                    placement(Technique::HiddenSingle, rating, cell, digit, unit)
                })
            })
        })
    })
}

/// A step that places `digit` in `cell`, the only place the pattern in `unit` leaves.
fn placement(technique: Technique, rating: u16, cell: usize, digit: u8, unit: usize) -> Step {
    let mut step = Step::new(technique, rating);
    step.placements.push([cell as u8, digit]);
    step.cells.push(cell as u8);
    step.units.push(unit as u8);
    step.with_roles(Roles::Single {
        cell: cell as u8,
        digit,
        unit: Some(unit as u8),
    })
}

/// The last empty cell of a unit takes the one digit the unit lacks.
fn full_house(board: &Board) -> Option<Step> {
    BOXES_ROWS_COLUMNS.iter().find_map(|&unit| {
        let mut empty = UNIT_CELLS[unit]
            .iter()
            .map(|&c| usize::from(c))
            .filter(|&c| board.value(c) == 0);
        let cell = empty.next()?;
        if empty.next().is_some() {
            return None;
        }
        let candidates = board.candidates(cell);
        let digit = digits(candidates).next()?;
        (candidates == bit(digit))
            .then(|| placement(Technique::FullHouse, FULL_HOUSE, cell, digit, unit))
    })
}

/// The first cell with a single candidate.
pub fn naked_single(board: &Board) -> Option<Step> {
    (0..81).find_map(|cell| {
        let candidates = board.candidates(cell);
        (candidates.count_ones() == 1).then(|| {
            let digit = digits(candidates).next().expect("one digit");
            let mut step = Step::new(Technique::NakedSingle, NAKED_SINGLE);
            step.placements.push([cell as u8, digit]);
            step.cells.push(cell as u8);
            step.candidates.push([cell as u8, digit]);
            step.with_roles(Roles::Single {
                cell: cell as u8,
                digit,
                unit: None,
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    #[test]
    fn finds_a_full_house_first() {
        // Row 1 lacks only its last digit.
        let grid = Grid::parse(&format!("12345678.{}", ".".repeat(72))).unwrap();
        let step = hidden_single(&Board::new(&grid)).unwrap();
        assert_eq!(step.technique, Technique::FullHouse);
        assert_eq!(step.placements, vec![[8, 9]]);
    }

    #[test]
    fn naked_single_needs_one_candidate() {
        let grid = Grid::parse(&format!("1234.678.{}", ".".repeat(72))).unwrap();
        let mut board = Board::new(&grid);
        assert_eq!(naked_single(&board), None);
        board.eliminate(4, 9);
        let step = naked_single(&board).unwrap();
        assert_eq!(step.placements, vec![[4, 5]]);
    }
}

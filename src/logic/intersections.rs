//! Intersections: a digit confined to the cells a box shares with a row or column.
//!
//! Pointing: within a box, the digit lies in one row (or column), so the rest of that line
//! loses it. Claiming (box/line reduction): within a row or column, the digit lies in one box,
//! so the rest of the box loses it. The "direct" forms place the digit that the eliminations
//! leave as a hidden single, rated lower as Sudoku Explainer does.

use super::board::{digits, Board, CellSet, Digits, UNIT_SETS};
use super::finder::{Assumes, Finder, Listed, Place};
use super::step::{Roles, Step, Technique};

/// SE ratings (the technique table's): the direct forms, which place a digit, are the lowest.
const POINTING: u16 = Technique::Pointing.rating();
const CLAIMING: u16 = Technique::Claiming.rating();
const DIRECT_POINTING: u16 = Technique::Pointing.lowest_rating();
const DIRECT_CLAIMING: u16 = Technique::Claiming.lowest_rating();

/// One intersection: `digit` confined to `base ∩ cover` within `base`, removed from the rest
/// of `cover`.
struct Locking {
    digit: u8,
    base: usize,
    cover: usize,
    pattern: CellSet,
    /// The cells of `cover` outside the base that lose the digit.
    removed: CellSet,
}

/// The first unit of each kind: rows 0, columns 9, boxes 18.
const ROWS: usize = 0;
const COLUMNS: usize = 9;
const BOXES: usize = 18;

/// Every intersection of the digits in `searched`, removing something or not, in Sudoku
/// Explainer's order: the kinds of (base, cover) pairs (box, column), (box, row), (column, box),
/// (row, box); within a kind, digit by digit, base by base, cover by cover.
fn intersections(board: &Board, searched: Digits) -> impl Iterator<Item = Locking> + '_ {
    [
        (BOXES, COLUMNS),
        (BOXES, ROWS),
        (COLUMNS, BOXES),
        (ROWS, BOXES),
    ]
    .into_iter()
    .flat_map(move |(bases, covers)| {
        digits(searched).flat_map(move |digit| {
            (bases..bases + 9).flat_map(move |base| {
                let in_base = board.unit_digit_cells(base, digit);
                (covers..covers + 9).filter_map(move |cover| {
                    let shared = UNIT_SETS[base].and(UNIT_SETS[cover]);
                    (in_base.len() >= 2 && !shared.is_empty() && in_base.minus(shared).is_empty())
                        .then(|| Locking {
                            digit,
                            base,
                            cover,
                            pattern: in_base,
                            removed: board.digit_cells_in(UNIT_SETS[cover].minus(shared), digit),
                        })
                })
            })
        })
    })
}

/// Every intersection of the digits in `searched` that removes something.
fn lockings(board: &Board, searched: Digits) -> impl Iterator<Item = Locking> + '_ {
    intersections(board, searched).filter(|locking| !locking.removed.is_empty())
}

fn locking_step(locking: &Locking, technique: Technique, rating: u16) -> Step {
    let mut step = Step::new(technique, rating).with_cells(locking.pattern);
    step.candidates = locking
        .pattern
        .iter()
        .map(|c| [c as u8, locking.digit])
        .collect();
    step.units = vec![locking.base as u8, locking.cover as u8];
    step
}

/// The roles of an intersection; `single`: the unit of the direct form's placement.
fn roles(locking: &Locking, single: Option<usize>) -> Roles {
    Roles::Intersection {
        digit: locking.digit,
        base: locking.base as u8,
        cover: locking.cover as u8,
        cells: locking.pattern.iter().map(|c| c as u8).collect(),
        single: single.map(|unit| unit as u8),
    }
}

fn is_pointing(locking: &Locking) -> bool {
    locking.base >= 18
}

/// The first pointing or claiming of the digits in `searched`.
pub fn locking(board: &Board, searched: Digits) -> Option<Step> {
    let locking = lockings(board, searched).next()?;
    let (technique, rating) = if is_pointing(&locking) {
        (Technique::Pointing, POINTING)
    } else {
        (Technique::Claiming, CLAIMING)
    };
    let mut step = locking_step(&locking, technique, rating);
    step.eliminations = locking
        .removed
        .iter()
        .map(|cell| [cell as u8, locking.digit])
        .collect();
    Some(step.with_roles(roles(&locking, None)))
}

/// The first intersection whose eliminations leave the digit a single place in another unit
/// of the base's kind that crosses the cover (another box along the line for pointing, another
/// line through the box for claiming): that placement is the step. Only the digits in
/// `searched` are tried.
pub fn direct_locking(board: &Board, searched: Digits) -> Option<Step> {
    lockings(board, searched).find_map(|locking| {
        let kind = locking.base / 9 * 9;
        let cover = UNIT_SETS[locking.cover];
        let (unit, cell) = (kind..kind + 9)
            .filter(|&u| u != locking.base)
            .find_map(|unit| {
                let positions = board.unit_digit_cells(unit, locking.digit);
                let left = positions.minus(cover);
                (!positions.and(cover).is_empty() && positions.len() > 1 && left.len() == 1)
                    .then(|| (unit, left.first().expect("one cell")))
            })?;
        let (technique, rating) = if is_pointing(&locking) {
            (Technique::Pointing, DIRECT_POINTING)
        } else {
            (Technique::Claiming, DIRECT_CLAIMING)
        };
        let mut step = locking_step(&locking, technique, rating);
        step.units.push(unit as u8);
        step.placements.push([cell as u8, locking.digit]);
        Some(step.with_roles(roles(&locking, Some(unit))))
    })
}

/// The intersections' finders: the direct forms (a placement follows) at their own, lower rating.
pub(super) const FINDERS: &[Listed] = &[
    Listed {
        find: Finder::Digits(direct_locking),
        place: Place::Se(Technique::Pointing.lowest_rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::Pointing, Technique::Claiming],
    },
    Listed {
        find: Finder::Digits(locking),
        place: Place::Se(Technique::Pointing.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::Pointing, Technique::Claiming],
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    #[test]
    fn pointing_removes_the_digit_from_the_line() {
        let mut board = Board::new(&Grid::EMPTY);
        // Box 1 keeps its 1s in row 1 only.
        for cell in [9, 10, 11, 18, 19, 20] {
            board.eliminate(cell, 1);
        }
        let step = locking(&board, crate::logic::board::ALL_DIGITS).unwrap();
        assert_eq!(step.technique, Technique::Pointing);
        assert!(step
            .eliminations
            .iter()
            .all(|&[c, d]| d == 1 && (3..9).contains(&c)));
        assert_eq!(step.eliminations.len(), 6);
    }
}

//! Intersections: a digit confined to the cells a box shares with a row or column.
//!
//! Pointing: within a box, the digit lies in one row (or column), so the rest of that line
//! loses it. Claiming (box/line reduction): within a row or column, the digit lies in one box,
//! so the rest of the box loses it. The "direct" forms place the digit that the eliminations
//! leave as a hidden single, rated lower as Sudoku Explainer does.

use super::board::{cell_name, unit_name, Board, CellSet, CELL_UNITS, UNIT_SETS};
use super::step::{eliminations_text, Eliminations, Step, Technique};

const POINTING: u16 = 26;
const CLAIMING: u16 = 28;
const DIRECT_POINTING: u16 = 17;
const DIRECT_CLAIMING: u16 = 19;

/// One intersection: `digit` confined to `base ∩ cover` within `base`, removed from the rest
/// of `cover`.
struct Locking {
    digit: u8,
    base: usize,
    cover: usize,
    pattern: CellSet,
    eliminations: Vec<[u8; 2]>,
}

/// Every intersection that removes something: pointing (boxes first), then claiming.
fn lockings(board: &Board) -> impl Iterator<Item = Locking> + '_ {
    let pointing = (18..27).flat_map(|b| (0..18).map(move |line| (b, line)));
    let claiming = (0..18).flat_map(|line| (18..27).map(move |b| (line, b)));
    pointing.chain(claiming).flat_map(move |(base, cover)| {
        let shared = UNIT_SETS[base].and(UNIT_SETS[cover]);
        (!shared.is_empty()).then_some(()).into_iter().flat_map(move |()| {
            (1..=9).filter_map(move |digit| {
                let in_base = board.unit_digit_cells(base, digit);
                if in_base.len() < 2 || !in_base.minus(shared).is_empty() {
                    return None;
                }
                let mut eliminations = Eliminations::default();
                eliminations.add_cells(board, UNIT_SETS[cover].minus(shared), digit);
                (!eliminations.is_empty()).then(|| Locking {
                    digit,
                    base,
                    cover,
                    pattern: in_base,
                    eliminations: eliminations.into_sorted(),
                })
            })
        })
    })
}

fn locking_step(locking: &Locking, technique: Technique, rating: u16) -> Step {
    let mut step = Step::new(technique, rating).with_cells(locking.pattern);
    step.candidates = locking.pattern.iter().map(|c| [c as u8, locking.digit]).collect();
    step.units = vec![locking.base as u8, locking.cover as u8];
    step
}

fn is_pointing(locking: &Locking) -> bool {
    locking.base >= 18
}

/// The first pointing or claiming.
pub fn locking(board: &Board) -> Option<Step> {
    let locking = lockings(board).next()?;
    let (technique, rating) =
        if is_pointing(&locking) { (Technique::Pointing, POINTING) } else { (Technique::Claiming, CLAIMING) };
    let mut step = locking_step(&locking, technique, rating);
    step.text = format!(
        "In {}, {} lies only in {}, so it leaves the rest of {}: {}.",
        unit_name(locking.base),
        locking.digit,
        unit_name(locking.cover),
        unit_name(locking.cover),
        eliminations_text(&locking.eliminations)
    );
    step.eliminations = locking.eliminations;
    Some(step)
}

/// The first intersection whose eliminations leave the digit a single place in a unit of an
/// eliminated cell: that placement is the step.
pub fn direct_locking(board: &Board) -> Option<Step> {
    lockings(board).find_map(|locking| {
        let removed: CellSet = locking.eliminations.iter().fold(CellSet::EMPTY, |mut set, &[c, _]| {
            set.insert(usize::from(c));
            set
        });
        let (cell, unit) = removed.iter().find_map(|cell| {
            CELL_UNITS[cell].iter().find_map(|&unit| {
                let left = board.unit_digit_cells(usize::from(unit), locking.digit).minus(removed);
                (left.len() == 1).then(|| (left.first().expect("one cell"), usize::from(unit)))
            })
        })?;
        let (technique, rating) = if is_pointing(&locking) {
            (Technique::Pointing, DIRECT_POINTING)
        } else {
            (Technique::Claiming, DIRECT_CLAIMING)
        };
        let mut step = locking_step(&locking, technique, rating);
        step.units.push(unit as u8);
        step.placements.push([cell as u8, locking.digit]);
        step.text = format!(
            "In {}, {} lies only in {}, so it leaves the rest of {}; then in {} it can only go in {}.",
            unit_name(locking.base),
            locking.digit,
            unit_name(locking.cover),
            unit_name(locking.cover),
            unit_name(unit),
            cell_name(cell)
        );
        Some(step)
    })
}

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
        let step = locking(&board).unwrap();
        assert_eq!(step.technique, Technique::Pointing);
        assert!(step.eliminations.iter().all(|&[c, d]| d == 1 && (3..9).contains(&c)));
        assert_eq!(step.eliminations.len(), 6);
    }
}

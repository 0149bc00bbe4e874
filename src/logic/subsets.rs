//! Subsets: n cells of a unit that hold only n digits between them (naked pair, triple, quad),
//! or n digits of a unit that fit only n cells (hidden pair, triple, quad).
//!
//! Within a unit, a subset is a 9-bit mask of the unit's positions (bit i = the unit's i-th cell).

use super::board::{
    bit, combinations, u8_list, unit_positions, Board, CellSet, Digits, UNIT_CELLS, UNIT_SETS,
};
use super::finder::{Assumes, Finder, Listed, Place};
use super::step::{Eliminations, Roles, Step, Technique};

/// Units in the order Sudoku Explainer looks for subsets: boxes, columns, rows.
const BOXES_COLUMNS_ROWS: [usize; 27] = {
    let mut order = [0; 27];
    let mut i = 0;
    while i < 9 {
        order[i] = 18 + i;
        order[9 + i] = 9 + i;
        order[18 + i] = i;
        i += 1;
    }
    order
};

fn unit_cells(unit: usize, positions: u16) -> impl Iterator<Item = usize> {
    (0..9)
        .filter(move |i| positions >> i & 1 != 0)
        .map(move |i| usize::from(UNIT_CELLS[unit][i]))
}

/// Positions (bits 0..9) of the unit's empty cells.
fn empty_positions(board: &Board, unit: usize) -> u16 {
    (0..9)
        .filter(|&i| board.value(usize::from(UNIT_CELLS[unit][i])) == 0)
        .fold(0, |m, i| m | 1 << i)
}

const NAKED: [Technique; 3] = [
    Technique::NakedPair,
    Technique::NakedTriple,
    Technique::NakedQuad,
];
const HIDDEN: [Technique; 3] = [
    Technique::HiddenPair,
    Technique::HiddenTriple,
    Technique::HiddenQuad,
];

/// The units to search, in SE's order: those holding a cell of `changed` (a unit's subsets depend
/// on its own cells' candidates alone).
fn units_with(changed: CellSet) -> impl Iterator<Item = usize> {
    BOXES_COLUMNS_ROWS
        .into_iter()
        .filter(move |&unit| !UNIT_SETS[unit].and(changed).is_empty())
}

/// The first naked set of `size` cells that removes something, in the units holding a cell of
/// `changed`.
fn naked_set(board: &Board, size: u32, changed: CellSet) -> Option<Step> {
    let technique = NAKED[size as usize - 2];
    let rating = technique.rating();
    units_with(changed).find_map(|unit| {
        let empty = empty_positions(board, unit);
        if empty.count_ones() <= size {
            return None;
        }
        // A cell with more candidates than the set's size cannot be in it.
        let small = (0..9)
            .filter(|&i| {
                board
                    .candidates(usize::from(UNIT_CELLS[unit][i]))
                    .count_ones()
                    <= size
            })
            .fold(0u16, |m, i| m | 1 << i);
        combinations(size, empty & small).find_map(|set| {
            let union: Digits = unit_cells(unit, set).fold(0, |m, c| m | board.candidates(c));
            if union.count_ones() != size {
                return None;
            }
            let mut eliminations = Eliminations::default();
            for cell in unit_cells(unit, empty & !set) {
                eliminations.add_digits(board, cell, union);
            }
            if eliminations.is_empty() {
                return None;
            }
            let cells: Vec<usize> = unit_cells(unit, set).collect();
            let mut step = Step::new(technique, rating);
            step.cells = u8_list(&cells);
            step.candidates = cells
                .iter()
                .flat_map(|&c| super::board::digits(board.candidates(c)).map(move |d| [c as u8, d]))
                .collect();
            step.units.push(unit as u8);
            step.eliminations = eliminations.into_sorted();
            Some(step.with_roles(Roles::Subset {
                unit: unit as u8,
                cells: u8_list(&cells),
                digits: super::board::digits(union).collect(),
            }))
        })
    })
}

/// A hidden set: `set` digits confined to `cells` positions of `unit`.
struct HiddenSet {
    unit: usize,
    set: Digits,
    cells: u16,
}

/// Every hidden set of `size` digits in the units holding a cell of `changed`, in SE's order. SE
/// looks at a unit only when it has more than `2 * size` empty cells (fewer, and the naked set of
/// the other cells is as small), or for the direct form, more than `size`.
fn hidden_sets(
    board: &Board,
    size: u32,
    direct: bool,
    changed: CellSet,
) -> impl Iterator<Item = HiddenSet> + '_ {
    units_with(changed).flat_map(move |unit| {
        let empty = empty_positions(board, unit);
        let big_enough = empty.count_ones() > if direct { size } else { 2 * size };
        let positions: [u16; 9] =
            std::array::from_fn(|i| unit_positions(board.candidate_masks(), unit, i as u8 + 1));
        // A digit of the set has between one and `size` places in the unit.
        let fitting = (0..9)
            .filter(|&i| big_enough && (1..=size).contains(&positions[i].count_ones()))
            .fold(0u16, |m, i| m | 1 << i);
        combinations(size, fitting).filter_map(move |set| {
            let cells = (0..9)
                .filter(|i| set >> i & 1 != 0)
                .fold(0u16, |m, i| m | positions[i]);
            let every_digit_placed = (0..9)
                .filter(|i| set >> i & 1 != 0)
                .all(|i| positions[i] != 0);
            (cells.count_ones() == size && every_digit_placed).then_some(HiddenSet {
                unit,
                set,
                cells,
            })
        })
    })
}

fn hidden_step(board: &Board, hidden: &HiddenSet, technique: Technique, rating: u16) -> Step {
    let cells: Vec<usize> = unit_cells(hidden.unit, hidden.cells).collect();
    let mut step = Step::new(technique, rating);
    step.cells = u8_list(&cells);
    step.candidates = cells
        .iter()
        .flat_map(|&c| {
            super::board::digits(board.candidates(c) & hidden.set).map(move |d| [c as u8, d])
        })
        .collect();
    step.units.push(hidden.unit as u8);
    step
}

fn hidden_roles(hidden: &HiddenSet) -> Roles {
    Roles::Subset {
        unit: hidden.unit as u8,
        cells: unit_cells(hidden.unit, hidden.cells)
            .map(|c| c as u8)
            .collect(),
        digits: super::board::digits(hidden.set).collect(),
    }
}

fn hidden_eliminations(board: &Board, hidden: &HiddenSet) -> Vec<[u8; 2]> {
    let mut eliminations = Eliminations::default();
    for cell in unit_cells(hidden.unit, hidden.cells) {
        eliminations.add_digits(board, cell, !hidden.set);
    }
    eliminations.into_sorted()
}

fn hidden_set(board: &Board, size: u32, changed: CellSet) -> Option<Step> {
    let technique = HIDDEN[size as usize - 2];
    let rating = technique.rating();
    hidden_sets(board, size, false, changed).find_map(|hidden| {
        let eliminations = hidden_eliminations(board, &hidden);
        (!eliminations.is_empty()).then(|| {
            let mut step = hidden_step(board, &hidden, technique, rating);
            step.eliminations = eliminations;
            step.with_roles(hidden_roles(&hidden))
        })
    })
}

/// A hidden set whose cells, once cleared of other digits, leave another digit a single place
/// in the unit: that placement is the step.
fn direct_hidden_set(board: &Board, size: u32, changed: CellSet) -> Option<Step> {
    // The direct forms are the techniques' lowest ratings (the technique table's).
    let technique = HIDDEN[size as usize - 2];
    let rating = technique.lowest_rating();
    hidden_sets(board, size, true, changed).find_map(|hidden| {
        if hidden_eliminations(board, &hidden).is_empty() {
            return None;
        }
        (1..=9u8)
            .filter(|&d| hidden.set & bit(d) == 0)
            .find_map(|digit| {
                let positions = unit_positions(board.candidate_masks(), hidden.unit, digit);
                let left = positions & !hidden.cells;
                (positions.count_ones() > 1 && left.count_ones() == 1).then(|| {
                    let cell = unit_cells(hidden.unit, left).next().expect("one cell");
                    let mut step = hidden_step(board, &hidden, technique, rating);
                    step.placements.push([cell as u8, digit]);
                    step.with_roles(hidden_roles(&hidden))
                })
            })
    })
}

/// The first naked pair in the units holding a cell of `changed`.
pub fn naked_pair(board: &Board, changed: CellSet) -> Option<Step> {
    naked_set(board, 2, changed)
}

/// The first naked triple in the units holding a cell of `changed`.
pub fn naked_triple(board: &Board, changed: CellSet) -> Option<Step> {
    naked_set(board, 3, changed)
}

/// The first naked quad in the units holding a cell of `changed`.
pub fn naked_quad(board: &Board, changed: CellSet) -> Option<Step> {
    naked_set(board, 4, changed)
}

/// The first hidden pair in the units holding a cell of `changed`.
pub fn hidden_pair(board: &Board, changed: CellSet) -> Option<Step> {
    hidden_set(board, 2, changed)
}

/// The first hidden triple in the units holding a cell of `changed`.
pub fn hidden_triple(board: &Board, changed: CellSet) -> Option<Step> {
    hidden_set(board, 3, changed)
}

/// The first hidden quad in the units holding a cell of `changed`.
pub fn hidden_quad(board: &Board, changed: CellSet) -> Option<Step> {
    hidden_set(board, 4, changed)
}

/// The first hidden pair that leaves a hidden single in the units holding a cell of `changed`.
pub fn direct_hidden_pair(board: &Board, changed: CellSet) -> Option<Step> {
    direct_hidden_set(board, 2, changed)
}

/// The first hidden triple that leaves a hidden single in the units holding a cell of `changed`.
pub fn direct_hidden_triple(board: &Board, changed: CellSet) -> Option<Step> {
    direct_hidden_set(board, 3, changed)
}

/// The subsets' finders: the direct hidden pair and triple (a placement follows) at their own, lower rating.
pub(super) const FINDERS: &[Listed] = &[
    Listed {
        find: Finder::Cells(direct_hidden_pair),
        place: Place::Se(Technique::HiddenPair.lowest_rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::HiddenPair],
    },
    Listed {
        find: Finder::Cells(direct_hidden_triple),
        place: Place::Se(Technique::HiddenTriple.lowest_rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::HiddenTriple],
    },
    Listed {
        find: Finder::Cells(naked_pair),
        place: Place::Se(Technique::NakedPair.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::NakedPair],
    },
    Listed {
        find: Finder::Cells(hidden_pair),
        place: Place::Se(Technique::HiddenPair.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::HiddenPair],
    },
    Listed {
        find: Finder::Cells(naked_triple),
        place: Place::Se(Technique::NakedTriple.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::NakedTriple],
    },
    Listed {
        find: Finder::Cells(hidden_triple),
        place: Place::Se(Technique::HiddenTriple.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::HiddenTriple],
    },
    Listed {
        find: Finder::Cells(naked_quad),
        place: Place::Se(Technique::NakedQuad.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::NakedQuad],
    },
    Listed {
        find: Finder::Cells(hidden_quad),
        place: Place::Se(Technique::HiddenQuad.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::HiddenQuad],
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::board::ALL_CELLS;
    use crate::Grid;

    #[test]
    fn naked_pair_clears_the_unit() {
        let mut board = Board::new(&Grid::EMPTY);
        for cell in [0, 1] {
            for digit in 3..=9 {
                board.eliminate(cell, digit);
            }
        }
        let step = naked_pair(&board, ALL_CELLS).unwrap();
        assert_eq!(step.technique, Technique::NakedPair);
        // Box 1 first: 1 and 2 leave the box's seven other cells.
        assert_eq!(step.units, vec![18]);
        assert_eq!(step.eliminations.len(), 14);
        assert!(step
            .eliminations
            .iter()
            .all(|&[c, d]| d <= 2 && c != 0 && c != 1));
    }

    #[test]
    fn hidden_pair_clears_its_cells() {
        let mut board = Board::new(&Grid::EMPTY);
        // In row 1, 1 and 2 fit only r1c1 and r1c2 (box 1 still has them elsewhere).
        for cell in 2..9 {
            board.eliminate(cell, 1);
            board.eliminate(cell, 2);
        }
        let step = hidden_pair(&board, ALL_CELLS).unwrap();
        assert_eq!(step.technique, Technique::HiddenPair);
        assert_eq!(step.cells, vec![0, 1]);
        assert_eq!(step.eliminations.len(), 14);
    }
}

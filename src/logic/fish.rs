//! Fish: a digit whose places in n rows (the base) lie in n columns (the cover), so the
//! cover's other cells lose it (X-Wing n = 2, Swordfish 3, Jellyfish 4); or the same with
//! columns as the base. Within a line, positions are a 9-bit mask (bit i = the i-th cell).

use super::board::{unit_name, Board, UNIT_CELLS};
use super::step::{eliminations_text, Eliminations, Step, Technique};

const BASIC: [(Technique, u16); 3] =
    [(Technique::XWing, 32), (Technique::Swordfish, 38), (Technique::Jellyfish, 52)];

/// Positions of `digit` in each line of `lines` (rows 0..9 or columns 9..18).
pub(super) fn line_positions(board: &Board, lines: usize, digit: u8) -> [u16; 9] {
    std::array::from_fn(|i| {
        (0..9)
            .filter(|&j| board.has(usize::from(UNIT_CELLS[lines + i][j]), digit))
            .fold(0, |m, j| m | 1 << j)
    })
}

/// The first basic fish of `size`: rows as the base first, then columns, digits 1 to 9.
fn fish(board: &Board, size: u32) -> Option<Step> {
    let (technique, rating) = BASIC[size as usize - 2];
    [0usize, 9].into_iter().find_map(|base_lines| {
        let cover_lines = 9 - base_lines;
        (1..=9u8).find_map(|digit| {
            let positions = line_positions(board, base_lines, digit);
            let usable: u16 = (0..9)
                .filter(|&i| (2..=size).contains(&positions[i].count_ones()))
                .fold(0, |m, i| m | 1 << i);
            if usable.count_ones() < size {
                return None;
            }
            (0u16..512).filter(|&b| b.count_ones() == size && b & !usable == 0).find_map(|base| {
                let cover = (0..9).filter(|i| base >> i & 1 != 0).fold(0u16, |m, i| m | positions[i]);
                if cover.count_ones() != size {
                    return None;
                }
                let lines: Vec<usize> = (0..9).filter(|&i| base >> i & 1 != 0).collect();
                let mut eliminations = Eliminations::default();
                for j in (0..9).filter(|j| cover >> j & 1 != 0) {
                    for i in (0..9).filter(|i| base >> i & 1 == 0) {
                        eliminations.add(board, usize::from(UNIT_CELLS[base_lines + i][j]), digit);
                    }
                }
                if eliminations.is_empty() {
                    return None;
                }
                let mut step = Step::new(technique, rating);
                for &i in &lines {
                    for j in (0..9).filter(|j| positions[i] >> j & 1 != 0) {
                        let cell = UNIT_CELLS[base_lines + i][j];
                        step.cells.push(cell);
                        step.candidates.push([cell, digit]);
                    }
                }
                step.cells.sort_unstable();
                step.candidates.sort_unstable();
                let base_units: Vec<usize> = lines.iter().map(|&i| base_lines + i).collect();
                let cover_units: Vec<usize> = (0..9).filter(|j| cover >> j & 1 != 0).map(|j| cover_lines + j).collect();
                step.units = base_units.iter().chain(&cover_units).map(|&u| u as u8).collect();
                step.eliminations = eliminations.into_sorted();
                let names = |units: &[usize]| units.iter().map(|&u| unit_name(u)).collect::<Vec<_>>().join(", ");
                step.text = format!(
                    "In {}, {digit} lies only in {}, so the rest of those lose it: {}.",
                    names(&base_units),
                    names(&cover_units),
                    eliminations_text(&step.eliminations)
                );
                Some(step)
            })
        })
    })
}

/// The first X-Wing.
pub fn x_wing(board: &Board) -> Option<Step> {
    fish(board, 2)
}

/// The first Swordfish.
pub fn swordfish(board: &Board) -> Option<Step> {
    fish(board, 3)
}

/// The first Jellyfish.
pub fn jellyfish(board: &Board) -> Option<Step> {
    fish(board, 4)
}

/// Not written yet: finds nothing.
pub fn finned_fish(_board: &Board) -> Option<Step> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    #[test]
    fn x_wing_in_rows_clears_its_columns() {
        let mut board = Board::new(&Grid::EMPTY);
        // Rows 1 and 5 keep 1 only in columns 2 and 8.
        for row in [0, 4] {
            for col in (0..9).filter(|c| *c != 1 && *c != 7) {
                board.eliminate(row * 9 + col, 1);
            }
        }
        let step = x_wing(&board).unwrap();
        assert_eq!(step.cells, vec![1, 7, 37, 43]);
        assert_eq!(step.eliminations.len(), 14);
        assert!(step.eliminations.iter().all(|&[c, d]| d == 1 && (c % 9 == 1 || c % 9 == 7)));
    }
}

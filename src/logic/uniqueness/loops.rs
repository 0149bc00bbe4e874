//! The unique loops SE looks for: closed paths of cells holding the same two digits, each unit
//! they visit holding two of their cells, with few cells holding other digits.

use super::super::board::{se_unit, Board, CellSet, Digits, CELL_UNITS, UNIT_CELLS};
use super::super::step::Technique;

/// Finds every closed loop through `start` (SE's depth-first search): each step moves to a cell
/// of another unit kind than the last step, holding both `v1` and `v2`; at most two cells may
/// hold extra digits, more only while all the extra digits are one digit.
pub(super) struct LoopSearch<'a> {
    pub(super) board: &'a Board,
    pub(super) pair: Digits,
    pub(super) path: Vec<usize>,
    pub(super) on_path: CellSet,
    pub(super) loops: Vec<Vec<usize>>,
}

impl LoopSearch<'_> {
    pub(super) fn extend(
        &mut self,
        cell: usize,
        allowed_extra: u32,
        mut extra: Digits,
        last_kind: Option<usize>,
    ) {
        self.path.push(cell);
        self.on_path.insert(cell);
        for kind in (0..3).filter(|&k| Some(k) != last_kind) {
            for &next in &UNIT_CELLS[se_unit(cell, kind)] {
                let next = usize::from(next);
                if next == self.path[0] && self.path.len() >= 4 {
                    self.loops.push(self.path.clone());
                } else if !self.on_path.contains(next) {
                    let candidates = self.board.candidates(next);
                    if candidates & self.pair != self.pair {
                        continue;
                    }
                    // As SE does, the extra digits gather over the siblings tried so far.
                    extra |= candidates & !self.pair;
                    let size = candidates.count_ones();
                    if size == 2 || extra.count_ones() == 1 || allowed_extra > 0 {
                        let allowed = if size > 2 {
                            allowed_extra.saturating_sub(1)
                        } else {
                            allowed_extra
                        };
                        self.extend(next, allowed, extra, Some(kind));
                    }
                }
            }
        }
        self.path.pop();
        self.on_path.remove(cell);
    }
}

/// Whether each unit the loop visits holds exactly two of its cells, one at an even and one at
/// an odd position.
pub(super) fn is_valid_loop(path: &[usize]) -> bool {
    let (mut even, mut odd) = (0u32, 0u32);
    for (i, &cell) in path.iter().enumerate() {
        let visited = if i % 2 == 0 { &mut even } else { &mut odd };
        for &unit in &CELL_UNITS[cell] {
            if *visited >> unit & 1 != 0 {
                return false;
            }
            *visited |= 1 << unit;
        }
    }
    even == odd
}

/// SE's rating of a loop by its length: 4.5 for a rectangle, +0.1 for 6 cells, +0.2 for 8,
/// +0.5 for 10 or more.
pub(super) fn loop_rating(len: usize) -> u16 {
    Technique::UniqueRectangle1.rating()
        + match len {
            0..=5 => 0,
            6 | 7 => 1,
            8 | 9 => 2,
            _ => 5,
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loop_ratings_follow_the_length() {
        assert_eq!([4, 6, 8, 10, 12].map(loop_rating), [45, 46, 47, 50, 50]);
    }
}

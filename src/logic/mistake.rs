//! A person's grid that contradicts the rules or the solution: which cells are at fault and the
//! one English sentence for each kind of fault. [`hint`](super::hint) and
//! [`game_hint`](super::game_hint) both report faults through these, so each sentence is written
//! once.

use serde::Serialize;

use super::board::{cell_name, Board};
use crate::grid::{Grid, CELLS};

/// A contradiction in a person's grid: the cells to mark and a sentence.
#[derive(Clone, PartialEq, Debug)]
pub struct MistakeStep {
    /// The cells at fault (the clashing cells, the wrong entries, or the cell that lost its digit).
    pub cells: Vec<u8>,
    /// One English sentence.
    pub text: String,
}

impl Serialize for MistakeStep {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut step = serializer.serialize_struct("Step", 5)?;
        step.serialize_field("technique", "Mistake")?;
        step.serialize_field("placements", &[0u8; 0])?;
        step.serialize_field("eliminations", &[0u8; 0])?;
        step.serialize_field("cells", &self.cells)?;
        step.serialize_field("text", &self.text)?;
        step.end()
    }
}

impl MistakeStep {
    /// The fault of a grid with no solution: its first clash (two equal digits in a unit, every
    /// clashing cell marked), or, when nothing clashes, the grid as a whole.
    pub fn without_solution(puzzle: &Grid) -> MistakeStep {
        let clashes = puzzle.clashes();
        let Some(clash) = clashes.first() else {
            return MistakeStep {
                cells: Vec::new(),
                text: "The digits on the board leave no solution.".to_string(),
            };
        };
        let mut cells: Vec<u8> = clashes
            .iter()
            .flat_map(|c| [c.first as u8, c.second as u8])
            .collect();
        cells.sort_unstable();
        cells.dedup();
        MistakeStep {
            cells,
            text: format!(
                "{} and {} both hold {}.",
                cell_name(clash.first),
                cell_name(clash.second),
                clash.digit
            ),
        }
    }

    /// The person's entries (cells, in order) that differ from the solution.
    pub fn wrong_entries(cells: Vec<usize>) -> MistakeStep {
        MistakeStep {
            text: format!(
                "{}: the entry contradicts the solution.",
                cells
                    .iter()
                    .map(|&cell| cell_name(cell))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            cells: cells.into_iter().map(|cell| cell as u8).collect(),
        }
    }

    /// The first empty cell of `board` whose candidates lack its digit in `solution`: a note
    /// removed that belonged there, which no logical step can build on.
    pub fn lost_candidate(board: &Board, solution: &Grid) -> Option<MistakeStep> {
        let cell = (0..CELLS).find(|&c| board.value(c) == 0 && !board.has(c, solution.get(c)))?;
        Some(MistakeStep {
            cells: vec![cell as u8],
            text: format!(
                "{} has lost its candidate {}, the digit that belongs there.",
                cell_name(cell),
                solution.get(cell)
            ),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{solve, Solution};

    #[test]
    fn a_clash_marks_every_clashing_cell_and_names_the_first() {
        // Three 5s in box 1: r1c1, r1c2 and r2c1 each clash with the other two.
        let grid = Grid::parse(&format!("55.......5{}", ".".repeat(71))).unwrap();
        let mistake = MistakeStep::without_solution(&grid);
        assert_eq!(mistake.cells, vec![0, 1, 9]);
        assert_eq!(mistake.text, "r1c1 and r1c2 both hold 5.");
    }

    #[test]
    fn a_grid_without_a_solution_or_a_clash_marks_no_cell() {
        // r1c9 can hold nothing: 1-8 in its row, 9 in its column.
        let grid = Grid::parse(&format!("12345678.{}9{}", ".".repeat(17), ".".repeat(54))).unwrap();
        assert!(grid.clashes().is_empty());
        assert_eq!(solve(&grid), Solution::None);
        let mistake = MistakeStep::without_solution(&grid);
        assert!(mistake.cells.is_empty());
        assert_eq!(mistake.text, "The digits on the board leave no solution.");
    }

    #[test]
    fn wrong_entries_are_named_in_order() {
        let mistake = MistakeStep::wrong_entries(vec![3, 80]);
        assert_eq!(mistake.cells, vec![3, 80]);
        assert_eq!(
            mistake.text,
            "r1c4, r9c9: the entry contradicts the solution."
        );
    }

    #[test]
    fn a_lost_candidate_is_the_first_cell_missing_its_digit() {
        let puzzle = crate::logic::rated_samples(0.0).next().unwrap();
        let Solution::Unique(solution) = solve(&puzzle) else {
            panic!("unique")
        };
        let board = Board::new(&puzzle);
        assert_eq!(MistakeStep::lost_candidate(&board, &solution), None);
        let empty: Vec<usize> = (0..CELLS).filter(|&c| puzzle.get(c) == 0).collect();
        let mut lost = board.clone();
        for &cell in empty.iter().rev().take(2) {
            lost.eliminate(cell, solution.get(cell));
        }
        let first = empty[empty.len() - 2];
        let mistake = MistakeStep::lost_candidate(&lost, &solution).expect("a mistake");
        assert_eq!(mistake.cells, vec![first as u8]);
        assert_eq!(
            mistake.text,
            format!(
                "{} has lost its candidate {}, the digit that belongs there.",
                cell_name(first),
                solution.get(first)
            )
        );
    }
}

//! The search: per-digit candidate boards, constraint propagation (naked and hidden singles),
//! and depth-first guessing on the most constrained cell.
//!
//! The state keeps, for each digit, the board of cells where that digit is still possible (or
//! placed). Placing a digit clears the cell from the other eight boards and the cell's peers from
//! its own board, so a solved state is a valid grid by construction.

use crate::bitboard::{cells_of, Board, ALL, PEERS, UNITS};
use crate::grid::{Grid, CELLS};

/// The outcome of solving a puzzle, with uniqueness proved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Solution {
    /// Exactly one completion exists.
    Unique(Grid),
    /// Two or more completions exist; this is one of them.
    Multiple(Grid),
    /// No completion exists (this includes clashing givens).
    None,
}

impl Solution {
    /// The completed grid, unless there is none.
    pub fn grid(&self) -> Option<&Grid> {
        match self {
            Solution::Unique(grid) | Solution::Multiple(grid) => Some(grid),
            Solution::None => None,
        }
    }
}

/// How much work a search did: for benchmarks and the UI.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Search nodes: states propagated, the root included.
    pub nodes: u64,
    /// Digits tried in a cell that had more than one candidate.
    pub guesses: u64,
}

/// Solves `puzzle` and proves whether its solution is unique (the search stops at the second
/// solution).
pub fn solve(puzzle: &Grid) -> Solution {
    solve_with_stats(puzzle).0
}

/// Like [`solve`], also returning the work the search did.
pub fn solve_with_stats(puzzle: &Grid) -> (Solution, SearchStats) {
    let mut search = Search::new(2);
    search.run(puzzle);
    let solution = match (search.count, search.first) {
        (0, _) | (_, None) => Solution::None,
        (1, Some(grid)) => Solution::Unique(grid),
        (_, Some(grid)) => Solution::Multiple(grid),
    };
    (solution, search.stats)
}

/// The first solution found, without proving uniqueness: the fastest way to get an answer.
pub fn solve_first(puzzle: &Grid) -> Option<Grid> {
    let mut search = Search::new(1);
    search.run(puzzle);
    search.first
}

/// Counts the solutions of `puzzle`, stopping at `limit`: a limit of 2 proves uniqueness.
pub fn count_solutions(puzzle: &Grid, limit: u64) -> u64 {
    let mut search = Search::new(limit);
    search.run(puzzle);
    search.count
}

/// Candidate boards of a partly solved grid. `Copy`, so a guess is a copy plus a placement.
#[derive(Clone, Copy)]
pub(crate) struct State {
    /// `digits[d]`: cells where digit `d + 1` is possible or placed.
    digits: [Board; 9],
    /// Cells that hold a digit.
    solved: Board,
}

impl State {
    /// The state of a puzzle's givens, or `None` when the givens clash.
    pub(crate) fn from_grid(puzzle: &Grid) -> Option<State> {
        let mut state = State {
            digits: [ALL; 9],
            solved: 0,
        };
        for (cell, &value) in puzzle.cells().iter().enumerate() {
            if value != 0 && !state.place(cell, usize::from(value - 1)) {
                return None;
            }
        }
        Some(state)
    }

    /// Puts digit index `digit` (0..9) in `cell`; false if it is no longer possible there.
    fn place(&mut self, cell: usize, digit: usize) -> bool {
        let bit: Board = 1 << cell;
        if self.digits[digit] & bit == 0 {
            return false;
        }
        for board in &mut self.digits {
            *board &= !bit;
        }
        self.digits[digit] |= bit;
        self.digits[digit] &= !PEERS[cell];
        self.solved |= bit;
        true
    }

    /// Places naked and hidden singles until none is left; false on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            let unsolved = ALL & !self.solved;
            let (mut once, mut twice) = (0, 0);
            for &board in &self.digits {
                let open = board & unsolved;
                twice |= once & open;
                once |= open;
            }
            if once != unsolved {
                return false; // an empty cell has no candidate left
            }
            let naked = once & !twice;
            if naked != 0 {
                for cell in cells_of(naked) {
                    let bit: Board = 1 << cell;
                    match self.digits.iter().position(|&b| b & bit != 0) {
                        Some(digit) => {
                            if !self.place(cell, digit) {
                                return false;
                            }
                        }
                        None => return false, // an earlier single took its last candidate
                    }
                }
                continue;
            }
            let mut placed = false;
            for digit in 0..9 {
                for unit in UNITS {
                    let places = self.digits[digit] & unit;
                    if places == 0 {
                        return false; // the digit has no place left in this unit
                    }
                    if places & (places - 1) == 0 && places & self.solved == 0 {
                        self.place(places.trailing_zeros() as usize, digit);
                        placed = true;
                    }
                }
            }
            if !placed {
                return true;
            }
        }
    }

    /// An unsolved cell with the fewest candidates.
    fn most_constrained_cell(&self) -> usize {
        // at_least[k]: unsolved cells with at least k + 1 candidates.
        let unsolved = ALL & !self.solved;
        let mut at_least = [0 as Board; 9];
        for &board in &self.digits {
            let open = board & unsolved;
            for k in (1..9).rev() {
                at_least[k] |= at_least[k - 1] & open;
            }
            at_least[0] |= open;
        }
        (1..9)
            .map(|k| at_least[k] & !at_least.get(k + 1).copied().unwrap_or(0))
            .find(|&exactly| exactly != 0)
            .map_or(unsolved.trailing_zeros() as usize, |b| {
                b.trailing_zeros() as usize
            })
    }

    /// The completed grid; only meaningful once every cell is solved.
    pub(crate) fn to_grid(self) -> Grid {
        let mut cells = [0u8; CELLS];
        for (digit, &board) in self.digits.iter().enumerate() {
            for cell in cells_of(board) {
                cells[cell] = digit as u8 + 1;
            }
        }
        Grid::from_cells(cells).expect("digits are 1..=9")
    }
}

/// A depth-first search that stops after `limit` solutions.
struct Search {
    limit: u64,
    count: u64,
    first: Option<Grid>,
    stats: SearchStats,
}

impl Search {
    fn new(limit: u64) -> Search {
        Search {
            limit,
            count: 0,
            first: None,
            stats: SearchStats::default(),
        }
    }

    fn run(&mut self, puzzle: &Grid) {
        if self.limit == 0 {
            return;
        }
        if let Some(state) = State::from_grid(puzzle) {
            self.explore(state);
        }
    }

    fn explore(&mut self, mut state: State) {
        self.stats.nodes += 1;
        if !state.propagate() {
            return;
        }
        if state.solved == ALL {
            self.count += 1;
            if self.first.is_none() {
                self.first = Some(state.to_grid());
            }
            return;
        }
        let cell = state.most_constrained_cell();
        let bit: Board = 1 << cell;
        for digit in 0..9 {
            if state.digits[digit] & bit == 0 {
                continue;
            }
            self.stats.guesses += 1;
            let mut child = state;
            child.place(cell, digit);
            self.explore(child);
            if self.count >= self.limit {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6.8.4.8.5.4.12";
    const HARD: &str =
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

    #[test]
    fn hard_puzzle_is_unique() {
        let puzzle = Grid::parse(HARD).unwrap();
        let (solution, stats) = solve_with_stats(&puzzle);
        match solution {
            Solution::Unique(grid) => assert!(grid.is_solution_of(&puzzle)),
            other => panic!("expected a unique solution, got {other:?}"),
        }
        assert!(stats.guesses > 0 && stats.nodes > stats.guesses / 9);
        assert_eq!(solve_first(&puzzle), solution.grid().copied());
    }

    #[test]
    fn contest_sample_has_many_solutions() {
        let puzzle = Grid::parse(PUZZLE).unwrap();
        match solve(&puzzle) {
            Solution::Multiple(grid) => assert!(grid.is_solution_of(&puzzle)),
            other => panic!("expected multiple solutions, got {other:?}"),
        }
        assert_eq!(count_solutions(&puzzle, 2), 2);
        assert_eq!(count_solutions(&puzzle, 0), 0);
    }

    #[test]
    fn empty_grid_is_solvable_and_clashes_are_not() {
        let grid = solve_first(&Grid::EMPTY).unwrap();
        assert!(grid.is_solved());
        let mut clash = Grid::EMPTY;
        clash.set(0, 3);
        clash.set(80, 3);
        assert_eq!(
            count_solutions(&clash, 2),
            2,
            "two far-apart 3s leave many solutions"
        );
        clash.set(4, 3); // row 1 already has a 3
        assert_eq!(solve(&clash), Solution::None);
        assert_eq!(count_solutions(&clash, 5), 0);
    }

    #[test]
    fn a_full_valid_grid_is_its_own_unique_solution() {
        let full = solve_first(&Grid::parse(HARD).unwrap()).unwrap();
        assert_eq!(solve(&full), Solution::Unique(full));
    }
}

//! The search: per-digit candidate words by band, constraint propagation, and depth-first
//! guessing on the most constrained cell.
//!
//! For each digit and band a 27-bit word holds the cells where the digit is still possible (or
//! placed). Placing a digit clears the cell from the other digits' words, and the cell's row,
//! box and column from its own digit. Propagation applies the band rule (a digit lies once in
//! each row and box of a band, see [`crate::bands::LOCKED`]: locked candidates and hidden
//! singles in rows and boxes) and naked singles. A solved state is a valid grid by construction.

use crate::bands::{columns_of, minirows, row_cells, BAND, BAND_PEERS, COLUMN, LOCKED, POINTING};
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

/// Candidates of a partly solved grid, one 27-bit band word per digit and band (see
/// [`crate::bands`]). `Copy`, so a guess is a copy plus a placement.
#[derive(Clone, Copy)]
pub(crate) struct State {
    /// `candidates[3 * digit + band]`: cells of the band where digit index `digit` (0..9) is
    /// still possible or placed.
    candidates: [u32; 27],
    /// Per band, the cells with no digit placed yet.
    unsolved: [u32; 3],
    /// Bit `3 * digit + band` is set when that word changed since the band rules last saw it.
    dirty: u32,
}

impl State {
    /// The state of a puzzle's givens, or `None` when the givens clash.
    pub(crate) fn from_grid(puzzle: &Grid) -> Option<State> {
        let mut state = State {
            candidates: [BAND; 27],
            unsolved: [BAND; 3],
            dirty: (1 << 27) - 1,
        };
        for (cell, &value) in puzzle.cells().iter().enumerate() {
            if value != 0 && !state.place(cell / 27, cell % 27, usize::from(value - 1)) {
                return None;
            }
        }
        Some(state)
    }

    /// Whether every cell holds a digit.
    fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// Puts digit index `digit` in cell `p` of `band`; false if it is no longer possible there.
    #[inline]
    fn place(&mut self, band: usize, p: usize, digit: usize) -> bool {
        let bit = 1 << p;
        let own = 3 * digit + band;
        if self.candidates[own] & bit == 0 {
            return false;
        }
        for word in (band..27).step_by(3) {
            self.dirty |= ((self.candidates[word] >> p) & 1) << word;
            self.candidates[word] &= !bit;
        }
        self.candidates[own] = (self.candidates[own] & !BAND_PEERS[p]) | bit;
        let column = COLUMN[p % 9];
        for other in [(band + 1) % 3, (band + 2) % 3] {
            let word = 3 * digit + other;
            if self.candidates[word] & column != 0 {
                self.candidates[word] &= !column;
                self.dirty |= 1 << word;
            }
        }
        self.unsolved[band] &= !bit;
        true
    }

    /// Applies the band rules and places singles until nothing changes; false on a
    /// contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            while self.dirty != 0 {
                let word = self.dirty.trailing_zeros() as usize;
                self.dirty &= self.dirty - 1;
                let (digit, band) = (word / 3, word % 3);
                let cells = self.candidates[word] & LOCKED[minirows(self.candidates[word])];
                if cells == 0 {
                    return false; // no way to put the digit once in each row and box of the band
                }
                self.candidates[word] = cells;
                let keep = POINTING[columns_of(cells)];
                for other in [3 * digit + (band + 1) % 3, 3 * digit + (band + 2) % 3] {
                    if self.candidates[other] & !keep != 0 {
                        self.candidates[other] &= keep;
                        self.dirty |= 1 << other;
                    }
                }
                for r in 0..3 {
                    let row = cells & row_cells(r);
                    if row & (row - 1) == 0 && row & self.unsolved[band] != 0 {
                        self.place(band, row.trailing_zeros() as usize, digit);
                    }
                }
            }
            if !self.place_naked_singles() {
                return false;
            }
            if self.dirty == 0 {
                return true;
            }
        }
    }

    /// Places every cell that has one candidate left; false if a cell has none.
    fn place_naked_singles(&mut self) -> bool {
        for band in 0..3 {
            let unsolved = self.unsolved[band];
            let (mut once, mut twice) = (0, 0);
            for digit in 0..9 {
                let open = self.candidates[3 * digit + band] & unsolved;
                twice |= once & open;
                once |= open;
            }
            if once != unsolved {
                return false;
            }
            let mut singles = once & !twice;
            while singles != 0 {
                let p = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                let bit = 1 << p;
                // An earlier single may have taken this cell's last candidate.
                let Some(digit) = (0..9).find(|d| self.candidates[3 * d + band] & bit != 0) else {
                    return false;
                };
                self.place(band, p, digit);
            }
        }
        true
    }

    /// An unsolved cell with the fewest candidates, as (band, cell of the band): the first cell
    /// with two candidates when there is one (nearly always, after propagation).
    fn most_constrained_cell(&self) -> (usize, usize) {
        let mut best = (u32::MAX, 0, 0);
        for band in 0..3 {
            let unsolved = self.unsolved[band];
            let (mut once, mut twice, mut thrice) = (0, 0, 0);
            for digit in 0..9 {
                let open = self.candidates[3 * digit + band] & unsolved;
                thrice |= twice & open;
                twice |= once & open;
                once |= open;
            }
            let pairs = twice & !thrice;
            if pairs != 0 {
                return (band, pairs.trailing_zeros() as usize);
            }
            let mut cells = unsolved;
            while cells != 0 {
                let p = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let count = (0..9)
                    .filter(|d| self.candidates[3 * d + band] & (1 << p) != 0)
                    .count() as u32;
                if count < best.0 {
                    best = (count, band, p);
                }
            }
        }
        (best.1, best.2)
    }

    /// The completed grid; only meaningful once every cell is solved.
    pub(crate) fn to_grid(self) -> Grid {
        let mut cells = [0u8; CELLS];
        for (word, &bits) in self.candidates.iter().enumerate() {
            let (digit, band) = (word / 3, word % 3);
            let mut bits = bits;
            while bits != 0 {
                cells[27 * band + bits.trailing_zeros() as usize] = digit as u8 + 1;
                bits &= bits - 1;
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
        if state.is_solved() {
            self.count += 1;
            if self.first.is_none() {
                self.first = Some(state.to_grid());
            }
            return;
        }
        let (band, p) = state.most_constrained_cell();
        for digit in 0..9 {
            if state.candidates[3 * digit + band] & (1 << p) == 0 {
                continue;
            }
            self.stats.guesses += 1;
            let mut child = state;
            child.place(band, p, digit);
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

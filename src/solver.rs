//! The search: per-digit candidate words by band, constraint propagation, and depth-first
//! guessing on the most constrained cell.
//!
//! For each digit and band a 27-bit word holds the cells where the digit is still possible (or
//! placed). Propagation sweeps the words that changed and applies the band rule (a digit lies
//! once in each row and box of a band, see `bands::LOCKED`: locked candidates and
//! hidden singles in rows and boxes), pointing into the other bands (which also keeps a digit
//! once per column), then naked singles, the minirow pigeonhole rule and, in a long search, the
//! band rule turned to stacks. The search guesses on a cell with two candidates: in grid order
//! at first, then (in a long search, see `LONG_SEARCH`) one digit at a time in an order fixed
//! once. A solved state is a valid grid by construction.

use crate::bands::{
    columns_of, minirows, BAND, BAND_PEERS, COLUMN_CELLS, CONFINED, LOCKED, LONE_COLUMN,
    MINIROW_CELLS, POINTING, STACK_LOCKED,
};
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
struct State {
    /// `candidates[3 * digit + band]`: cells of the band where digit index `digit` (0..9) is
    /// still possible or placed. Five spare words let any 5-bit index go unchecked.
    candidates: [u32; 32],
    /// Per band, the cells with no digit placed yet.
    unsolved: [u32; 3],
    /// Each word as the band rules last left it: a word that differs has changed since.
    seen: [u32; 27],
    /// Per digit, the minirows that a row confines the digit to, as the band rules last found
    /// them: nine bits per band, band 0 lowest.
    confined: [u32; 9],
}

impl State {
    /// The state of a puzzle's givens, or `None` when the givens clash.
    fn from_grid(puzzle: &Grid) -> Option<State> {
        let mut state = State {
            candidates: std::array::from_fn(|word| if word < 27 { BAND } else { 0 }),
            unsolved: [BAND; 3],
            seen: [0; 27],
            confined: [0; 9],
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

    /// Leaves digit index `digit` as the only candidate of cell `p` of `band`, and takes it from
    /// the cell's row and box; false if it is no longer possible there. Propagation then marks
    /// the cell solved and takes the digit from its column.
    #[inline]
    fn place(&mut self, band: usize, p: usize, digit: usize) -> bool {
        let bit = 1 << p;
        let own = 3 * digit + band;
        if self.candidates[own] & bit == 0 {
            return false;
        }
        self.clear_band_cells(band, bit);
        self.candidates[own] = (self.candidates[own] & !BAND_PEERS[p]) | bit;
        self.seen[own] = u32::MAX; // the band rules must see it to mark the cell solved
        true
    }

    /// Takes `cells` of `band` from every digit's word.
    #[inline(always)]
    fn clear_band_cells(&mut self, band: usize, cells: u32) {
        for digit in 0..9 {
            self.candidates[3 * digit + band] &= !cells;
        }
    }

    /// Applies the band rules and places singles until nothing changes, and the stack rules too
    /// when `long_search` (see [`LONG_SEARCH`]). Returns the cells with two candidates left, per
    /// band (the best cells to guess on), or `None` on a contradiction.
    fn propagate(&mut self, long_search: bool) -> Option<[u32; 3]> {
        loop {
            let mut changed = false;
            // Unrolled, so that each word's digit and band are constants.
            macro_rules! sweep {
                ($($word:literal)*) => {$(
                    if self.candidates[$word] != self.seen[$word] {
                        changed = true;
                        if !self.apply_band_rules::<$word>() {
                            return None;
                        }
                    }
                )*};
            }
            sweep!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26);
            if changed {
                continue;
            }
            let (pairs, placed) = self.place_naked_singles()?;
            let removed =
                placed || self.fill_minirows()? || (long_search && self.apply_stack_rules()?);
            if !removed {
                return Some(pairs);
            }
        }
    }

    /// Applies the band rules to one digit's word: locked candidates within the band, pointing
    /// into the other bands, and solving the rows where one cell is left; false when the digit
    /// cannot go once in each row and box of the band.
    ///
    /// One copy per word, so that its digit and band are constants. Natively the 27 copies are
    /// inlined into the sweep (3-4% faster than calls); in wasm each is a function of its own:
    /// V8 compiles the sweep with 27 inlined copies poorly, and calls are 13-18% faster there
    /// (BENCHMARKS.md).
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn apply_band_rules<const WORD: usize>(&mut self) -> bool {
        let (digit, band) = (WORD / 3, WORD % 3);
        let present = minirows(self.candidates[WORD]) & 0x1FF;
        let cells = self.candidates[WORD] & LOCKED[present];
        if cells == 0 {
            return false;
        }
        let confined = CONFINED[present];
        self.confined[digit] =
            (self.confined[digit] & !(0x1FF << (9 * band))) | u32::from(confined) << (9 * band);
        let columns = columns_of(cells);
        let keep = POINTING[columns];
        self.candidates[3 * digit + (band + 1) % 3] &= keep;
        self.candidates[3 * digit + (band + 2) % 3] &= keep;
        // A row confined to a minirow whose box has the digit in one column is down to one
        // cell, so solved; the band rules above already took the digit from that cell's box
        // and column, so only the other digits must leave the cell.
        let solved = MINIROW_CELLS[usize::from(confined & LONE_COLUMN[columns])]
            & cells
            & self.unsolved[band];
        self.unsolved[band] &= !solved;
        self.clear_band_cells(band, solved);
        self.candidates[WORD] = cells;
        self.seen[WORD] = cells;
        true
    }

    /// Minirow pigeonhole: the digits whose row of a band is confined to one minirow must all go
    /// in its three cells, so more than three is a contradiction (`None`), and exactly three
    /// take those cells from every other digit. Returns whether it removed any candidate.
    fn fill_minirows(&mut self) -> Option<bool> {
        // Bit-sliced counts, per minirow of the grid, of the digits confined to it.
        let (mut once, mut twice, mut thrice, mut more) = (0, 0, 0, 0);
        for &minirows in &self.confined {
            more |= thrice & minirows;
            thrice |= twice & minirows;
            twice |= once & minirows;
            once |= minirows;
        }
        if more != 0 {
            return None;
        }
        if thrice == 0 {
            return Some(false);
        }
        let mut changed = false;
        for band in 0..3 {
            // Full minirows with an empty cell left; solved ones have nothing to take.
            let full = (thrice >> (9 * band)) as usize & minirows(self.unsolved[band]);
            if full != 0 {
                for digit in 0..9 {
                    let others = full & !(self.confined[digit] >> (9 * band)) as usize;
                    let cells = MINIROW_CELLS[others & 0x1FF];
                    let word = 3 * digit + band;
                    changed |= self.candidates[word] & cells != 0;
                    self.candidates[word] &= !cells;
                }
            }
        }
        Some(changed)
    }

    /// The band rule turned to stacks ([`STACK_LOCKED`]): in each stack a digit lies once in
    /// each column and once in each band, so it keeps only the minicolumns of such a matching
    /// (claiming, and what pointing alone misses). Returns whether it removed any candidate, or
    /// `None` when a digit has no such matching.
    ///
    /// Run only once the rest of the propagation has stopped, for all nine digits (about 60
    /// operations each): in a long search that pays (forum_hardest_1905_11+: 19% fewer nodes,
    /// about 6% faster), on puzzles done in a few nodes it does not (BENCHMARKS.md).
    fn apply_stack_rules(&mut self) -> Option<bool> {
        let mut changed = false;
        for digit in 0..9 {
            let words: [u32; 3] = std::array::from_fn(|band| self.candidates[3 * digit + band]);
            // The digit's columns in each band: band `b` in bits `9 * b..9 * b + 9`.
            let columns = words.iter().enumerate().fold(0, |all, (band, &word)| {
                all | (columns_of(word) as u32) << (9 * band)
            });
            let mut keep = 0;
            for stack in 0..3 {
                // The stack's minicolumns, three bits per band, as one 9-bit index.
                let own = (columns >> (3 * stack)) & 0o7_007_007;
                let kept = STACK_LOCKED[((own | own >> 6 | own >> 12) & 0x1FF) as usize];
                if kept == 0 {
                    return None;
                }
                keep |= kept << (3 * stack);
            }
            if keep != columns {
                for (band, &word) in words.iter().enumerate() {
                    let kept = word & COLUMN_CELLS[((keep >> (9 * band)) & 0x1FF) as usize];
                    changed |= kept != word;
                    self.candidates[3 * digit + band] = kept;
                }
            }
        }
        Some(changed)
    }

    /// Places every cell that has one candidate left, and returns the cells that had two, per
    /// band, and whether it placed any; `None` if a cell has no candidate left.
    fn place_naked_singles(&mut self) -> Option<([u32; 3], bool)> {
        let mut placed = false;
        let mut pairs = [0; 3];
        for (band, band_pairs) in pairs.iter_mut().enumerate() {
            // A solved cell keeps its digit as its only candidate, so it counts once.
            let (mut once, mut twice, mut thrice) = (0, 0, 0);
            for digit in 0..9 {
                let cells = self.candidates[3 * digit + band];
                thrice |= twice & cells;
                twice |= once & cells;
                once |= cells;
            }
            if once != BAND {
                return None;
            }
            *band_pairs = twice & !thrice;
            let mut singles = once & !twice & self.unsolved[band];
            while singles != 0 {
                let p = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                let bit = 1 << p;
                // An earlier single may have taken this cell's last candidate.
                let digit = (0..9).find(|d| self.candidates[3 * d + band] & bit != 0)?;
                let own = 3 * digit + band;
                self.candidates[own] &= !BAND_PEERS[p];
                self.seen[own] = u32::MAX; // the band rules must see it to mark the cell solved
                placed = true;
            }
        }
        Some((pairs, placed))
    }

    /// The digits, those with the most freedom first: open cells, plus four for each cell
    /// with two candidates that holds the digit (`pairs`, from [`State::propagate`]).
    ///
    /// Once ranked, the search guesses on a two-candidate cell of the first digit in this order
    /// that has one, so it settles one digit's places before it moves to the next. That visits
    /// about 25% fewer nodes on the hard benchmark sets than the first two-candidate cell in
    /// grid order does, and about 10% fewer than digits in numeric order (fsss2's rule),
    /// measured on randomly relabelled and permuted puzzles. Freest first beats most
    /// constrained first by far; the order must also stay fixed: re-ranking at every node loses
    /// most of the gain (every 32 nodes gains 2%, not worth the ranking's cost).
    fn digits_by_freedom(&self, pairs: &[u32; 3]) -> [u8; 9] {
        let freedom: [u32; 9] = std::array::from_fn(|digit| {
            (0..3)
                .map(|band| {
                    let word = self.candidates[3 * digit + band];
                    (word & self.unsolved[band]).count_ones()
                        + 4 * (word & pairs[band]).count_ones()
                })
                .sum()
        });
        let mut digits: [u8; 9] = std::array::from_fn(|digit| digit as u8);
        digits.sort_by_key(|&digit| std::cmp::Reverse(freedom[usize::from(digit)]));
        digits
    }

    /// The unsolved cell with the fewest candidates, as (band, cell of the band), when no cell
    /// has two (rare after propagation).
    fn most_constrained_cell(&self) -> (usize, usize) {
        let mut best = (usize::MAX, 0, 0);
        for band in 0..3 {
            let mut cells = self.unsolved[band];
            while cells != 0 {
                let p = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let count = (0..9)
                    .filter(|d| self.candidates[3 * d + band] & (1 << p) != 0)
                    .count();
                if count < best.0 {
                    best = (count, band, p);
                }
            }
        }
        (best.1, best.2)
    }

    /// The completed grid; only meaningful once every cell is solved.
    fn to_grid(self) -> Grid {
        let mut cells = [0u8; CELLS];
        for (word, &bits) in self.candidates[..27].iter().enumerate() {
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

/// Nodes after which a search counts as long. Easy puzzles are done within a few nodes; a
/// longer search then changes its ways:
/// - It ranks the digits and guesses one digit at a time (see [`State::digits_by_freedom`])
///   instead of on the first two-candidate cell in grid order. Grid order does best on easy
///   puzzles; the ranking, with more of the puzzle settled, on hard ones. First 20,000 puzzles
///   of each benchmark set, relabelled and permuted at random, nodes per puzzle, ranking after
///   1 / 16 nodes / never: 17-clue 3.89 / 3.31 / 3.72, serg 9.49 / 9.38 / 9.38, top1465
///   33.6 / 31.5 / 36.9, forum_hardest_1905_11+ 258 / 253 / 348, forum_hardest_1106
///   455 / 436 / 735.
/// - It applies the stack rules ([`State::apply_stack_rules`]), which cost the many-solution
///   serg puzzles 13% of their speed when applied from the root, for no fewer nodes.
const LONG_SEARCH: u64 = 16;

/// A depth-first search that stops after `limit` solutions.
struct Search {
    limit: u64,
    count: u64,
    first: Option<Grid>,
    stats: SearchStats,
    /// The order in which guesses take digits, fixed once the search has run for
    /// [`LONG_SEARCH`] nodes (see [`State::digits_by_freedom`]).
    digit_order: Option<[u8; 9]>,
}

impl Search {
    fn new(limit: u64) -> Search {
        Search {
            limit,
            count: 0,
            first: None,
            stats: SearchStats::default(),
            digit_order: None,
        }
    }

    fn run(&mut self, puzzle: &Grid) {
        if self.limit == 0 {
            return;
        }
        if let Some(mut state) = State::from_grid(puzzle) {
            self.explore(&mut state);
        }
    }

    /// Propagates `state` and guesses on, counting the solutions; the last guess at each cell
    /// reuses `state` instead of a copy.
    fn explore(&mut self, state: &mut State) {
        self.stats.nodes += 1;
        let long_search = self.stats.nodes >= LONG_SEARCH;
        let Some(pairs) = state.propagate(long_search) else {
            return;
        };
        if state.is_solved() {
            self.count += 1;
            if self.first.is_none() {
                self.first = Some(state.to_grid());
            }
            return;
        }
        let pair_cell = if !long_search {
            pairs
                .iter()
                .position(|&cells| cells != 0)
                .map(|band| (band, pairs[band].trailing_zeros() as usize))
        } else {
            let order = *self
                .digit_order
                .get_or_insert_with(|| state.digits_by_freedom(&pairs));
            order.iter().find_map(|&digit| {
                (0..3).find_map(|band| {
                    let cells = pairs[band] & state.candidates[3 * usize::from(digit) + band];
                    (cells != 0).then(|| (band, cells.trailing_zeros() as usize))
                })
            })
        };
        let (band, p) = pair_cell.unwrap_or_else(|| state.most_constrained_cell());
        let mut digits: u32 = (0..9)
            .map(|d| ((state.candidates[3 * d + band] >> p) & 1) << d)
            .sum();
        while digits != 0 {
            let digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            self.stats.guesses += 1;
            if digits == 0 {
                state.place(band, p, digit);
                return self.explore(state);
            }
            let mut child = *state;
            child.place(band, p, digit);
            self.explore(&mut child);
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
    fn an_overfull_minirow_is_a_contradiction_at_the_root() {
        // Found by fuzzing: rows 4 and 5 force 1, 4, 5 and 6 into the three cells of row 6 in
        // box 6, which singles and locked candidates do not see (it took 14 million guesses).
        let puzzle = Grid::parse(
            ".0000000.0004.00036100.00004615.0000005641.0000.00.0000.000000.00002000.0.00.003.",
        )
        .unwrap();
        let (solution, stats) = solve_with_stats(&puzzle);
        assert_eq!(solution, Solution::None);
        assert_eq!(stats.nodes, 1);
    }

    #[test]
    fn a_full_valid_grid_is_its_own_unique_solution() {
        let full = solve_first(&Grid::parse(HARD).unwrap()).unwrap();
        assert_eq!(solve(&full), Solution::Unique(full));
    }
}

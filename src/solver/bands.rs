//! The band engine ([`Engine::Bitboard`](super::Engine::Bitboard)): per-digit candidate words
//! by band, constraint propagation, and depth-first branching on where a digit lies in the most
//! constrained band or stack. What WebAssembly and CPUs without AVX2 search with, and what the
//! generator and the target search name, whose output must not depend on the machine.
//!
//! For each digit and band a 27-bit word holds the cells where the digit is still possible (or
//! placed; the layout is drawn in [`tables`]). Propagation sweeps the words that changed and
//! applies the band rule (a digit lies once in each row and box of a band, see
//! [`LOCKED`]: locked candidates and hidden singles in rows and boxes), pointing into the other
//! bands (which also keeps a digit once per column), then naked singles, the minirow
//! pigeonhole rule, and the band rule turned to stacks with the minicolumn pigeonhole rule (the
//! last three from the ninth node on, or where the grid is sparse: see
//! [`EVERY_RULE_FROM_NODE`]). In a band a digit takes one of six matchings of rows to boxes (in
//! a stack, of bands to columns); the search branches on the matchings of one digit, in the
//! band or stack with the least freedom left (see [`State::branch_point`]). A solved state is a
//! valid grid by construction.

pub(super) mod tables;

use super::tally::{Search, Solved};
use crate::grid::{Grid, CELLS};
use tables::{
    columns_of, lone_minicolumns, minirows, stack_minicolumns, BAND, BAND_PEERS, COLUMN_CELLS,
    CONFINED, FREEDOM, LOCKED, LONE_COLUMN, MATCHINGS, MATCHINGS_OF, MINIROW_CELLS, POINTING,
    STACK_LOCKED,
};

/// Candidates of a partly solved grid, one 27-bit band word per digit and band (see
/// [`tables`]). `Copy`, so a guess is a copy plus a placement.
#[derive(Clone, Copy)]
pub(super) struct State {
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
    /// `freedom[9 * unit + digit]`: how free the digit is in band `unit` (0..3) or stack
    /// `unit - 3`, as the band and stack rules last found it (see [`FREEDOM`]).
    freedom: [u8; 54],
    /// Per digit, its minicolumns alone in their box (see [`lone_minicolumns`]), as the stack
    /// rules last found them.
    lone: [u32; 9],
    /// Per digit, its columns as the stack rules last left them (see [`State::columns`]): while
    /// they stay the same, the stack rules have nothing new to say about the digit.
    stack_columns: [u32; 9],
    /// The digits (one bit each) whose words the band rules have seen change since the stack
    /// rules last looked at them.
    stack_pending: u32,
}

impl State {
    /// The state of a puzzle's givens, or `None` when two givens of a digit share a row or box
    /// (clashes in a column are left to propagation).
    fn from_grid(puzzle: &Grid) -> Option<State> {
        // `cells[value][band]`: the cells of the band that hold `value`, 0 for empty.
        let mut cells = [[0u32; 3]; 10];
        let values = puzzle.cells();
        // The three bands in step: three independent chains of updates through memory (most
        // cells are empty, so most updates are to the same word of a band).
        for p in 0..27 {
            for (band, cells_of_band) in [0, 1, 2].into_iter().zip([p, 27 + p, 54 + p]) {
                cells[usize::from(values[cells_of_band])][band] |= 1 << p;
            }
        }
        // A given is its cell's only candidate and takes its digit from its row and box.
        let mut candidates = [0; 32];
        for digit in 0..9 {
            for band in 0..3 {
                let own = cells[digit + 1][band];
                let mut word = cells[0][band] | own;
                let mut placed = own;
                while placed != 0 {
                    word &= !BAND_PEERS[placed.trailing_zeros() as usize];
                    placed &= placed - 1;
                }
                if word & own != own {
                    return None;
                }
                candidates[3 * digit + band] = word;
            }
        }
        Some(State {
            candidates,
            unsolved: [BAND; 3],
            // Unlike any word, so the band rules see every word (and mark the givens solved).
            seen: [u32::MAX; 27],
            confined: [0; 9],
            freedom: [0; 54],
            lone: [0; 9],
            stack_columns: [0; 9],
            stack_pending: 0,
        })
    }

    /// How many cells hold no digit yet.
    fn open_cells(&self) -> u32 {
        self.unsolved.iter().map(|cells| cells.count_ones()).sum()
    }

    /// Whether every cell holds a digit.
    fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// Takes `cells` of `band` from every digit's word.
    #[inline(always)]
    fn clear_band_cells(&mut self, band: usize, cells: u32) {
        for digit in 0..9 {
            self.candidates[3 * digit + band] &= !cells;
        }
    }

    /// Applies the band rules and places singles, then (if `every_rule`) the minirow
    /// pigeonhole rule and the stack rules, until nothing changes; `None` on a contradiction.
    fn propagate(&mut self, every_rule: bool) -> Option<()> {
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
            let removed = self.place_naked_singles()?
                || (every_rule && (self.fill_minirows()? || self.apply_stack_rules()?));
            if !removed {
                return Some(());
            }
        }
    }

    /// Applies the band rules to one digit's word: locked candidates within the band, pointing
    /// into the other bands, and solving the rows where one cell is left; false when the digit
    /// cannot go once in each row and box of the band. Also records the digit's freedom in the
    /// band and marks it for the stack rules.
    ///
    /// One copy per word, so that its digit and band are constants. Natively the 27 copies are
    /// inlined into the sweep (3-4% faster than calls). For wasm LLVM keeps each a function of
    /// its own and `wasm-opt -O3` inlines them afterwards: what V8 runs then is 12-14% faster
    /// than LLVM's own inlining, and than calls.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn apply_band_rules<const WORD: usize>(&mut self) -> bool {
        let (digit, band) = (WORD / 3, WORD % 3);
        let present = minirows(self.candidates[WORD]) & 0x1FF;
        let cells = self.candidates[WORD] & LOCKED[present];
        if cells == 0 {
            return false;
        }
        self.freedom[9 * band + digit] = FREEDOM[present];
        self.stack_pending |= 1 << digit;
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

    /// The minirow pigeonhole rule ([`State::fill_groups`] for minirows): the digits whose row
    /// of a band is confined to one minirow must all go in its three cells.
    fn fill_minirows(&mut self) -> Option<bool> {
        self.fill_groups(self.confined, &MINIROW_CELLS, minirows)
    }

    /// The pigeonhole rule for minirows or minicolumns (the three cells where a row or column
    /// meets a box), given per digit the groups it is confined to (`confined`: 27 bits, nine
    /// groups per band, band 0 lowest): more than three digits confined to one group is a
    /// contradiction (`None`), and exactly three take its cells from every other digit. `cells`
    /// gives the cells of a set of a band's groups, `open` a band's groups with an empty cell.
    /// Returns whether it removed any candidate.
    #[inline(always)]
    fn fill_groups(
        &mut self,
        confined: [u32; 9],
        cells: &[u32; 512],
        open: fn(u32) -> usize,
    ) -> Option<bool> {
        // Bit-sliced counts, per group of the grid, of the digits confined to it.
        let (mut once, mut twice, mut thrice, mut more) = (0, 0, 0, 0);
        for groups in confined {
            more |= thrice & groups;
            thrice |= twice & groups;
            twice |= once & groups;
            once |= groups;
        }
        if more != 0 {
            return None;
        }
        if thrice == 0 {
            return Some(false);
        }
        let mut changed = false;
        for band in 0..3 {
            // Full groups with an empty cell left; solved ones have nothing to take.
            let full = (thrice >> (9 * band)) as usize & open(self.unsolved[band]);
            if full != 0 {
                for (digit, groups) in confined.iter().enumerate() {
                    let others = full & !(groups >> (9 * band)) as usize;
                    let taken = cells[others & 0x1FF];
                    let word = 3 * digit + band;
                    changed |= self.candidates[word] & taken != 0;
                    self.candidates[word] &= !taken;
                }
            }
        }
        Some(changed)
    }

    /// The band rule turned to stacks ([`STACK_LOCKED`]): in each stack a digit lies once in
    /// each column and once in each band, so it keeps only the minicolumns of such a matching
    /// (claiming, and what pointing alone misses). Also the minicolumn pigeonhole rule: more
    /// than three digits confined to one minicolumn of a box is a contradiction, and exactly
    /// three take its cells from every other digit. Returns whether it removed any candidate,
    /// or `None` on a contradiction.
    ///
    /// Run only once the rest of the propagation has stopped, and only for the digits whose
    /// words the band rules changed since (`stack_pending`; about 70 operations each). It also
    /// records each digit's freedom in each stack for [`State::branch_point`].
    fn apply_stack_rules(&mut self) -> Option<bool> {
        let mut changed = false;
        let mut lone_changed = false;
        let mut pending = std::mem::take(&mut self.stack_pending);
        while pending != 0 {
            let digit = pending.trailing_zeros() as usize;
            pending &= pending - 1;
            let columns = self.columns(digit);
            if columns == self.stack_columns[digit] {
                continue;
            }
            let mut keep = 0;
            for stack in 0..3 {
                let present = stack_minicolumns(columns, stack);
                self.freedom[9 * (3 + stack) + digit] = FREEDOM[present];
                let kept = STACK_LOCKED[present];
                if kept == 0 {
                    return None;
                }
                keep |= kept << (3 * stack);
            }
            self.stack_columns[digit] = keep;
            let lone = lone_minicolumns(keep);
            lone_changed |= lone != self.lone[digit];
            self.lone[digit] = lone;
            if keep != columns {
                for band in 0..3 {
                    let word = self.candidates[3 * digit + band];
                    let kept = word & COLUMN_CELLS[((keep >> (9 * band)) & 0x1FF) as usize];
                    changed |= kept != word;
                    self.candidates[3 * digit + band] = kept;
                }
            }
        }
        if !lone_changed {
            return Some(changed);
        }
        let filled = self.fill_groups(self.lone, &COLUMN_CELLS, columns_of)?;
        Some(changed || filled)
    }

    /// Places every cell that has one candidate left, and returns whether it placed any; `None`
    /// if a cell has no candidate left.
    fn place_naked_singles(&mut self) -> Option<bool> {
        let mut placed = false;
        for band in 0..3 {
            // A solved cell keeps its digit as its only candidate, so it counts once.
            let (mut once, mut twice) = (0, 0);
            for digit in 0..9 {
                let cells = self.candidates[3 * digit + band];
                twice |= once & cells;
                once |= cells;
            }
            if once != BAND {
                return None;
            }
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
        Some(placed)
    }

    /// Where to branch: the band or stack with the least freedom left (the sum of its digits'
    /// [`FREEDOM`], as a product of their numbers of matchings would rank it), and in it the
    /// digit with the fewest matchings left (two or more), as `(unit, digit)`: `unit` 0..3 is a
    /// band, 3..6 a stack; only bands unless `stacks` (the stack rules ran last, so that the
    /// stacks' freedom is up to date). `None` when every digit is down to one matching in every unit
    /// looked at, which after a propagation with the stack rules means the grid is solved.
    ///
    /// This is tdoku's choice (github t-dillon/tdoku), which branches on a band's matchings
    /// instead of a cell's candidates. A matching settles three minirows (or minicolumns) at
    /// once, and the least free band or stack is where they settle the most: on the hard
    /// benchmark sets, relabelled and permuted at random, about 40% fewer nodes than guessing
    /// on cells with two candidates.
    fn branch_point(&self, stacks: bool) -> Option<(usize, usize)> {
        // Minimums of keys `(value - 1) << 4 | index`, without branches: a value of 0 wraps to
        // the largest keys, and ties go to the first index.
        let key = |value: u32, index: usize| value.wrapping_sub(1) << 4 | index as u32;
        let units = if stacks { 6 } else { 3 };
        let best = self
            .freedom
            .chunks_exact(9)
            .take(units)
            .enumerate()
            .map(|(unit, freedom)| {
                // The sum of nine bytes of at most 26: eight summed by one multiplication.
                let eight = u64::from_le_bytes(freedom[..8].try_into().expect("eight bytes"));
                let total = (eight.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
                    + u32::from(freedom[8]);
                key(total, unit)
            })
            .fold(u32::MAX, u32::min);
        let unit = (best & 0xF) as usize;
        let freedom = &self.freedom[9 * unit..9 * unit + 9];
        let lowest = (0..9)
            .map(|digit| key(u32::from(freedom[digit]), digit))
            .fold(u32::MAX, u32::min);
        let digit = (lowest & 0xF) as usize;
        (freedom[digit] != 0).then_some((unit, digit))
    }

    /// The matchings (6 bits, see [`MATCHINGS`]) left to `digit` in band or stack `unit`.
    fn matchings(&self, unit: usize, digit: usize) -> u32 {
        let present = match unit {
            0..3 => minirows(self.candidates[3 * digit + unit]),
            _ => stack_minicolumns(self.columns(digit), unit - 3),
        };
        u32::from(MATCHINGS_OF[present])
    }

    /// Keeps to `digit` only the cells of matching `m` in band or stack `unit`.
    fn assert_matching(&mut self, unit: usize, digit: usize, m: usize) {
        let minirows = MATCHINGS[m];
        if unit < 3 {
            self.candidates[3 * digit + unit] &= MINIROW_CELLS[minirows];
        } else {
            // Bit `3 * band + column` of a stack matching: the column (0..3) of each band.
            let stack = unit - 3;
            for band in 0..3 {
                let own = (minirows >> (3 * band)) & 0b111;
                let others = (0b111 & !own) << (3 * stack);
                self.candidates[3 * digit + band] &= !COLUMN_CELLS[others];
            }
        }
    }

    /// The columns (9 bits per band, band 0 lowest) where `digit` can lie.
    fn columns(&self, digit: usize) -> u32 {
        (0..3).fold(0, |all, band| {
            all | (columns_of(self.candidates[3 * digit + band]) as u32) << (9 * band)
        })
    }
}

impl Solved for State {
    fn to_grid(self) -> Grid {
        // Room for any bit of a band's word after the band's first cell: no bounds check per
        // cell (a solved state's words hold only the band's 27 cells).
        let mut values = [0u8; 2 * 27 + 32];
        for band in 0..3 {
            for digit in 0..9 {
                let mut bits = self.candidates[3 * digit + band];
                while bits != 0 {
                    values[27 * band + (bits.trailing_zeros() as usize & 31)] = digit as u8 + 1;
                    bits &= bits - 1;
                }
            }
        }
        let cells = values[..CELLS].try_into().expect("81 cells");
        Grid::from_cells(cells).expect("digits are 1..=9")
    }
}

/// The pigeonhole rules and the stack rules (see [`State::propagate`]) run at every node after
/// this many, and before that only where the grid, once the band rules and singles have run,
/// has more than [`SPARSE_ABOVE_OPEN_CELLS`] cells open. A search that ends within a few nodes
/// (a puzzle with many givens and many solutions) does not earn them back; sparse grids need
/// the minicolumn pigeonhole rule (see the `sparse_puzzles_take_few_nodes` test), and at the
/// root of a hard puzzle the stacks' freedom picks a better branch.
const EVERY_RULE_FROM_NODE: u64 = 8;

/// See [`EVERY_RULE_FROM_NODE`].
const SPARSE_ABOVE_OPEN_CELLS: u32 = 45;

impl Search<State> {
    /// The band engine's search of `puzzle` up to `limit` solutions.
    pub(super) fn run(puzzle: &Grid, limit: u64) -> Search<State> {
        let mut search = Search::new(limit);
        if limit > 0 {
            if let Some(mut state) = State::from_grid(puzzle) {
                search.explore(&mut state);
            }
        }
        search
    }

    /// Propagates `state` and branches on, counting the solutions; the last branch at each
    /// choice point reuses `state` instead of a copy.
    fn explore(&mut self, state: &mut State) {
        self.stats.nodes += 1;
        let mut every_rule = self.stats.nodes > EVERY_RULE_FROM_NODE;
        let (unit, digit) = loop {
            if state.propagate(every_rule).is_none() {
                return;
            }
            if state.is_solved() {
                self.solution(state);
                return;
            }
            if !every_rule && state.open_cells() > SPARSE_ABOVE_OPEN_CELLS {
                every_rule = true;
                continue;
            }
            // Without the stack rules the stacks' freedom is stale: branch on a band.
            if let Some(point) = state.branch_point(every_rule) {
                break point;
            }
            assert!(
                !every_rule,
                "an unsolved grid has a digit with two matchings left somewhere"
            );
            every_rule = true;
        };
        let mut matchings = state.matchings(unit, digit);
        while matchings != 0 {
            let m = matchings.trailing_zeros() as usize;
            matchings &= matchings - 1;
            self.stats.guesses += 1;
            if matchings == 0 {
                state.assert_matching(unit, digit, m);
                return self.explore(state);
            }
            let mut child = *state;
            child.assert_matching(unit, digit, m);
            self.explore(&mut child);
            if self.count >= self.limit {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::grid::Grid;
    use crate::solver::{Engine, Solution};

    // The band engine's own tests (the triad engine's: tests/triads.rs, against this one).
    const BANDS: Engine = Engine::Bitboard;

    const PUZZLE: &str =
        "7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6.8.4.8.5.4.12";
    const HARD: &str =
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

    #[test]
    fn hard_puzzle_is_unique() {
        let puzzle = Grid::parse(HARD).unwrap();
        let (solution, stats) = BANDS.solve_with_stats(&puzzle);
        match solution {
            Solution::Unique(grid) => assert!(grid.is_solution_of(&puzzle)),
            other => panic!("expected a unique solution, got {other:?}"),
        }
        assert!(stats.guesses > 0 && stats.nodes > stats.guesses / 9);
        assert_eq!(
            BANDS.solve_first_with_stats(&puzzle).0,
            solution.grid().copied()
        );
    }

    #[test]
    fn contest_sample_has_many_solutions() {
        let puzzle = Grid::parse(PUZZLE).unwrap();
        match BANDS.solve_with_stats(&puzzle).0 {
            Solution::Multiple(grid) => assert!(grid.is_solution_of(&puzzle)),
            other => panic!("expected multiple solutions, got {other:?}"),
        }
        assert_eq!(BANDS.count_solutions(&puzzle, 2), 2);
        assert_eq!(BANDS.count_solutions(&puzzle, 0), 0);
    }

    #[test]
    fn empty_grid_is_solvable_and_clashes_are_not() {
        let grid = BANDS.solve_first_with_stats(&Grid::EMPTY).0.unwrap();
        assert!(grid.is_solved());
        let mut clash = Grid::EMPTY;
        clash.set(0, 3);
        clash.set(80, 3);
        assert_eq!(
            BANDS.count_solutions(&clash, 2),
            2,
            "two far-apart 3s leave many solutions"
        );
        clash.set(4, 3); // row 1 already has a 3
        assert_eq!(BANDS.solve_with_stats(&clash).0, Solution::None);
        assert_eq!(BANDS.count_solutions(&clash, 5), 0);
    }

    #[test]
    fn an_overfull_minirow_is_a_contradiction_at_the_root() {
        // Found by fuzzing: rows 4 and 5 force 1, 4, 5 and 6 into the three cells of row 6 in
        // box 6, which singles and locked candidates do not see (it took 14 million guesses).
        let puzzle = Grid::parse(
            ".0000000.0004.00036100.00004615.0000005641.0000.00.0000.000000.00002000.0.00.003.",
        )
        .unwrap();
        let (solution, stats) = BANDS.solve_with_stats(&puzzle);
        assert_eq!(solution, Solution::None);
        assert_eq!(stats.nodes, 1);
    }

    #[test]
    fn sparse_puzzles_take_few_nodes() {
        // Found by random givens: branching on matchings kept proving the subtrees of a stack
        // with an impossible minicolumn (millions of nodes) until the minicolumn pigeonhole
        // rule saw it. Nearly empty grids are what a user starts from.
        for text in [
            ".............................................................4.............1.....",
            "..2...........1........5...6...........3.........................................",
            "2.............................................2..................................",
            ".................................................................................",
        ] {
            let puzzle = Grid::parse(text).unwrap();
            let (solution, stats) = BANDS.solve_with_stats(&puzzle);
            match solution {
                Solution::Multiple(grid) => assert!(grid.is_solution_of(&puzzle)),
                other => panic!("{text}: expected many solutions, got {other:?}"),
            }
            assert!(stats.nodes < 200, "{text}: {} nodes", stats.nodes);
        }
    }

    #[test]
    fn a_full_valid_grid_is_its_own_unique_solution() {
        let full = BANDS
            .solve_first_with_stats(&Grid::parse(HARD).unwrap())
            .0
            .unwrap();
        assert_eq!(BANDS.solve_with_stats(&full).0, Solution::Unique(full));
    }
}

//! The logical solver's state: each cell's digit or its candidates, and the geometry that the
//! techniques share (units, peers, cell sets).
//!
//! Digits are 1..=9. A candidate set is a 9-bit mask, bit `d - 1` for digit `d`:
//!
//! ```text
//!   bit:   8 7 6 5 4 3 2 1 0
//!   digit: 9 8 7 6 5 4 3 2 1
//! ```
//!
//! Units are numbered 0..27: rows 0..9, columns 9..18, boxes 18..27 (boxes row-major).

use crate::grid::{Grid, CELLS};

/// A 9-bit candidate mask: bit `d - 1` set when digit `d` is possible.
pub type Digits = u16;

/// All nine digits.
pub const ALL_DIGITS: Digits = 0x1FF;

/// The mask of one digit (1..=9).
pub const fn bit(digit: u8) -> Digits {
    1 << (digit - 1)
}

/// The digits of a mask, lowest first.
pub fn digits(mask: Digits) -> impl Iterator<Item = u8> {
    let mut bits = mask & ALL_DIGITS;
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let digit = bits.trailing_zeros() as u8 + 1;
            bits &= bits - 1;
            digit
        })
    })
}

/// Whether exactly two bits of `bits` are set: `count_ones() == 2` in three instructions, for
/// inner loops (plain x86-64 has no popcount instruction).
pub const fn exactly_two(bits: u128) -> bool {
    let rest = bits & bits.wrapping_sub(1);
    rest != 0 && rest & rest.wrapping_sub(1) == 0
}

/// Whether at least two bits of `bits` are set (`count_ones() >= 2`, see [`exactly_two`]).
pub const fn at_least_two(bits: u128) -> bool {
    bits & bits.wrapping_sub(1) != 0
}

/// A set of cells: bit `cell` of an 81-bit word.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct CellSet(pub u128);

impl CellSet {
    /// No cell.
    pub const EMPTY: CellSet = CellSet(0);

    /// The set holding one cell.
    pub const fn single(cell: usize) -> CellSet {
        CellSet(1 << cell)
    }

    /// Whether the set holds `cell`.
    pub const fn contains(self, cell: usize) -> bool {
        self.0 >> cell & 1 != 0
    }

    /// Adds `cell`.
    pub fn insert(&mut self, cell: usize) {
        self.0 |= 1 << cell;
    }

    /// Removes `cell`.
    pub fn remove(&mut self, cell: usize) {
        self.0 &= !(1 << cell);
    }

    /// How many cells the set holds.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest cell, if any.
    pub fn first(self) -> Option<usize> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as usize)
    }

    /// Cells in both sets.
    pub const fn and(self, other: CellSet) -> CellSet {
        CellSet(self.0 & other.0)
    }

    /// Cells in either set.
    pub const fn or(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }

    /// Cells of `self` not in `other`.
    pub const fn minus(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }

    /// The cells of the set numbered above `cell`.
    pub const fn after(self, cell: usize) -> CellSet {
        CellSet(self.0 & !((2 << cell) - 1))
    }

    /// The cells, lowest first.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let cell = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                cell
            })
        })
    }
}

/// The set of the cells collected.
impl FromIterator<usize> for CellSet {
    fn from_iter<I: IntoIterator<Item = usize>>(cells: I) -> CellSet {
        cells
            .into_iter()
            .fold(CellSet::EMPTY, |set, cell| set.or(CellSet::single(cell)))
    }
}

/// The union of the sets collected.
impl FromIterator<CellSet> for CellSet {
    fn from_iter<I: IntoIterator<Item = CellSet>>(sets: I) -> CellSet {
        sets.into_iter().fold(CellSet::EMPTY, CellSet::or)
    }
}

pub use crate::grid::UNIT_CELLS;

/// Each unit's cells as a set.
pub const UNIT_SETS: [CellSet; 27] = {
    let mut sets = [CellSet(0); 27];
    let mut u = 0;
    while u < 27 {
        let mut j = 0;
        while j < 9 {
            sets[u].0 |= 1 << UNIT_CELLS[u][j];
            j += 1;
        }
        u += 1;
    }
    sets
};

/// The row, column and box unit of each cell.
pub const CELL_UNITS: [[u8; 3]; 81] = {
    let mut units = [[0u8; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        units[cell] = [
            (cell / 9) as u8,
            (9 + cell % 9) as u8,
            (18 + crate::grid::box_of(cell)) as u8,
        ];
        cell += 1;
    }
    units
};

/// Each cell's 20 peers (cells sharing a unit with it, itself excluded).
pub const PEERS: [CellSet; 81] = {
    let mut peers = [CellSet(0); 81];
    let mut cell = 0;
    while cell < 81 {
        let units = CELL_UNITS[cell];
        peers[cell].0 = (UNIT_SETS[units[0] as usize].0
            | UNIT_SETS[units[1] as usize].0
            | UNIT_SETS[units[2] as usize].0)
            & !(1 << cell);
        cell += 1;
    }
    peers
};

/// Every cell.
pub const ALL_CELLS: CellSet = CellSet((1 << 81) - 1);

/// Row of a cell (0..9).
pub const fn row(cell: usize) -> usize {
    cell / 9
}

/// Column of a cell (0..9).
pub const fn col(cell: usize) -> usize {
    cell % 9
}

/// Box of a cell (0..9).
pub const fn box_index(cell: usize) -> usize {
    crate::grid::box_of(cell)
}

/// The rows and columns crossing box `b` (0..9), as unit indices: its three rows (0..9), then
/// its three columns (9..18).
pub fn lines_through_box(b: usize) -> impl Iterator<Item = usize> {
    (0..3)
        .map(move |i| b / 3 * 3 + i)
        .chain((0..3).map(move |i| 9 + b % 3 * 3 + i))
}

/// The first unit of each of Sudoku Explainer's region kinds, in its numbering and order: 0 =
/// boxes, 1 = rows, 2 = columns (the finders that follow SE's search order count kinds so).
pub const SE_KIND_START: [usize; 3] = [18, 0, 9];

/// The unit of SE's region kind `kind` (see [`SE_KIND_START`]) that holds `cell`.
pub fn se_unit(cell: usize, kind: usize) -> usize {
    usize::from(CELL_UNITS[cell][[2, 0, 1][kind]])
}

/// The units holding both cells, in SE's kind order: box, row, column.
pub fn se_common_units(a: usize, b: usize) -> impl Iterator<Item = usize> {
    (0..3)
        .map(move |kind| (se_unit(a, kind), se_unit(b, kind)))
        .filter(|(x, y)| x == y)
        .map(|(x, _)| x)
}

/// How many 9-bit masks have `n` bits set: C(9, n).
const COMBINATION_COUNTS: [usize; 10] = [1, 9, 36, 84, 126, 126, 84, 36, 9, 1];

/// The 9-bit masks with `n` bits set (n = 0..=9), each list in increasing order: row `n`
/// holds [`COMBINATION_COUNTS`]`[n]` masks, then zeros.
const COMBINATIONS: [[u16; 126]; 10] = {
    let mut table = [[0u16; 126]; 10];
    let mut count = [0usize; 10];
    let mut mask = 0u16;
    while mask < 512 {
        let n = mask.count_ones() as usize;
        table[n][count[n]] = mask;
        count[n] += 1;
        mask += 1;
    }
    table
};

/// The 9-bit masks with `n` bits set (n = 0..=9) that lie within `within`, in increasing
/// order: the subsets of `n` digits, or of `n` places in a unit (of the first `k` cells of a
/// list: `within` = `(1 << k) - 1`).
pub fn combinations(n: u32, within: u16) -> impl Iterator<Item = u16> {
    COMBINATIONS[n as usize][..COMBINATION_COUNTS[n as usize]]
        .iter()
        .copied()
        .filter(move |&set| set & within == set)
}

/// Cell or unit numbers as a step and its roles hold them, one byte each.
pub fn u8_list<'a>(numbers: impl IntoIterator<Item = &'a usize>) -> Vec<u8> {
    numbers.into_iter().map(|&n| n as u8).collect()
}

/// A cell as a person reads it: `r1c1`..`r9c9`.
pub fn cell_name(cell: usize) -> String {
    format!("r{}c{}", row(cell) + 1, col(cell) + 1)
}

/// A unit as a person reads it: `row 1`, `column 3`, `box 5`.
pub fn unit_name(unit: usize) -> String {
    match unit {
        0..=8 => format!("row {}", unit + 1),
        9..=17 => format!("column {}", unit - 8),
        _ => format!("box {}", unit - 17),
    }
}

/// Cells named as a person reads them, e.g. `r1c1, r1c5`.
pub fn cells_name(cells: impl IntoIterator<Item = usize>) -> String {
    cells
        .into_iter()
        .map(cell_name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Digits of a mask written together, e.g. `37`.
pub fn digits_name(mask: Digits) -> String {
    digits(mask).map(|d| char::from(b'0' + d)).collect()
}

/// Where `digit` is a candidate in `unit`, as a 9-bit mask of the unit's positions (bit `i` =
/// the unit's `i`-th cell in [`UNIT_CELLS`]), from 81 candidate masks.
pub fn unit_positions(masks: &[Digits; CELLS], unit: usize, digit: u8) -> u16 {
    (0..9)
        .filter(|&i| masks[usize::from(UNIT_CELLS[unit][i])] & bit(digit) != 0)
        .fold(0, |m, i| m | 1 << i)
}

/// The grid as the logical solver sees it: solved cells and the candidates of the others.
///
/// Invariant kept by [`Board::place`]: a solved cell has no candidates and its digit is no
/// candidate of its peers. Eliminations alone can leave a cell with no candidate (a
/// contradiction), which [`Board::is_broken`] reports.
///
/// The candidates are kept twice, by cell (`candidates`) and by digit (`digit_cells`: the cells
/// where each digit is still possible), so that "where can 5 go in box 3" is one AND.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    values: [u8; CELLS],
    candidates: [Digits; CELLS],
    digit_cells: [CellSet; 9],
}

impl Board {
    /// The puzzle's givens with every candidate their peers allow.
    pub fn new(puzzle: &Grid) -> Board {
        let mut board = Board {
            values: [0; CELLS],
            candidates: [ALL_DIGITS; CELLS],
            digit_cells: [ALL_CELLS; 9],
        };
        for cell in 0..CELLS {
            let digit = puzzle.get(cell);
            if digit != 0 {
                board.place(cell, digit);
            }
        }
        board
    }

    /// The puzzle's givens with the candidates a person has kept: `candidates[cell]` is a mask
    /// (ignored for filled cells), intersected with what the peers allow.
    pub fn with_candidates(puzzle: &Grid, candidates: &[Digits; CELLS]) -> Board {
        let mut board = Board::new(puzzle);
        for (cell, &kept) in candidates.iter().enumerate() {
            for digit in digits(board.candidates[cell] & !kept) {
                board.eliminate(cell, digit);
            }
        }
        board
    }

    /// The digit in `cell`, 0 when empty.
    pub fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    /// The candidates of `cell` (0 for a solved cell).
    pub fn candidates(&self, cell: usize) -> Digits {
        self.candidates[cell]
    }

    /// All 81 candidate masks.
    pub fn candidate_masks(&self) -> &[Digits; CELLS] {
        &self.candidates
    }

    /// Whether `digit` is a candidate of `cell`.
    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.candidates[cell] & bit(digit) != 0
    }

    /// The cells where `digit` is a candidate.
    pub fn digit_cells(&self, digit: u8) -> CellSet {
        self.digit_cells[usize::from(digit - 1)]
    }

    /// The empty cells.
    pub fn empty_cells(&self) -> CellSet {
        let mut set = CellSet::EMPTY;
        for cell in 0..CELLS {
            if self.values[cell] == 0 {
                set.insert(cell);
            }
        }
        set
    }

    /// Puts `digit` in `cell` and removes it from the peers' candidates.
    pub fn place(&mut self, cell: usize, digit: u8) {
        self.values[cell] = digit;
        for other in digits(self.candidates[cell]) {
            self.digit_cells[usize::from(other - 1)].remove(cell);
        }
        self.candidates[cell] = 0;
        for peer in PEERS[cell].and(self.digit_cells(digit)).iter() {
            self.candidates[peer] &= !bit(digit);
        }
        let cells = &mut self.digit_cells[usize::from(digit - 1)];
        *cells = cells.minus(PEERS[cell]);
    }

    /// Removes `digit` from the candidates of `cell`.
    pub fn eliminate(&mut self, cell: usize, digit: u8) {
        self.candidates[cell] &= !bit(digit);
        self.digit_cells[usize::from(digit - 1)].remove(cell);
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Whether some empty cell has no candidate left, or some unit has lost every place for a
    /// digit it still needs: the position has no solution.
    pub fn is_broken(&self) -> bool {
        if (0..CELLS).any(|c| self.values[c] == 0 && self.candidates[c] == 0) {
            return true;
        }
        UNIT_CELLS.iter().any(|unit| {
            let (mut placed, mut possible) = (0, 0);
            for &c in unit {
                placed |= if self.values[c as usize] != 0 {
                    bit(self.values[c as usize])
                } else {
                    0
                };
                possible |= self.candidates[c as usize];
            }
            placed | possible != ALL_DIGITS
        })
    }

    /// The board's digits as a grid (empty cells 0).
    pub fn grid(&self) -> Grid {
        Grid::from_cells(self.values).expect("board digits are 0..=9")
    }

    /// The cells of `unit` where `digit` is a candidate.
    pub fn unit_digit_cells(&self, unit: usize, digit: u8) -> CellSet {
        self.digit_cells_in(UNIT_SETS[unit], digit)
    }

    /// The cells of `within` where `digit` is a candidate.
    pub fn digit_cells_in(&self, within: CellSet, digit: u8) -> CellSet {
        self.digit_cells(digit).and(within)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry_tables_agree() {
        for cell in 0..81 {
            assert_eq!(PEERS[cell].len(), 20);
            for &u in &CELL_UNITS[cell] {
                assert!(UNIT_SETS[u as usize].contains(cell));
            }
            for peer in PEERS[cell].iter() {
                assert!(crate::grid::are_peers(cell, peer));
            }
        }
        for set in UNIT_SETS {
            assert_eq!(set.len(), 9);
        }
    }

    #[test]
    fn combinations_are_every_subset_of_n_in_increasing_order() {
        for n in 0..=9 {
            for within in [0x1FF, 0x0FF, 0x07, 0x155, 0] {
                let expected: Vec<u16> = (0..512u16)
                    .filter(|&m| m.count_ones() == n && m & within == m)
                    .collect();
                assert_eq!(combinations(n, within).collect::<Vec<_>>(), expected);
            }
        }
    }

    #[test]
    fn after_keeps_the_higher_cells() {
        let set: CellSet = [3, 10, 40, 80].into_iter().collect();
        assert_eq!(set.after(10).iter().collect::<Vec<_>>(), [40, 80]);
        assert_eq!(set.after(0), set);
        assert!(set.after(80).is_empty());
        assert_eq!(ALL_CELLS.after(79), CellSet::single(80));
    }

    #[test]
    fn se_kinds_name_the_box_row_and_column() {
        // r5c8: row 4, column 9 + 7, box 18 + 5.
        let cell = 4 * 9 + 7;
        let units: Vec<usize> = (0..3).map(|kind| se_unit(cell, kind)).collect();
        assert_eq!(units, [23, 4, 16]);
        for (kind, &unit) in units.iter().enumerate() {
            assert!((SE_KIND_START[kind]..SE_KIND_START[kind] + 9).contains(&unit));
        }
        // r5c9 shares the box and the row; r1c8 the column; r1c1 nothing.
        assert_eq!(se_common_units(cell, cell + 1).collect::<Vec<_>>(), [23, 4]);
        assert_eq!(se_common_units(cell, 7).collect::<Vec<_>>(), [16]);
        assert_eq!(se_common_units(cell, 0).count(), 0);
    }

    #[test]
    fn both_views_of_the_candidates_agree() {
        let grid = Grid::parse(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let mut board = Board::new(&grid);
        board.eliminate(2, 4);
        board.place(3, 6);
        for digit in 1..=9 {
            for cell in 0..81 {
                assert_eq!(
                    board.digit_cells(digit).contains(cell),
                    board.has(cell, digit)
                );
            }
        }
    }

    #[test]
    fn new_board_removes_peers_digits() {
        let grid = Grid::parse(&format!("5{}", ".".repeat(80))).unwrap();
        let board = Board::new(&grid);
        assert_eq!(board.value(0), 5);
        assert_eq!(board.candidates(0), 0);
        assert!(!board.has(1, 5) && !board.has(9, 5) && !board.has(10, 5));
        assert!(board.has(40, 5));
    }
}

//! Potentials: a candidate assumed true ("on") or false ("off"), numbered
//!
//! ```text
//!   index = (cell * 9 + digit - 1) * 2 + on      (0..1458; bit 0 = on/off)
//! ```
//!
//! so that a potential and its negation differ in bit 0 only. A [`PotentialSet`] is a bitset
//! over those 1458 indices (23 u64 words), so the "on" and "off" consequences of an assumption
//! live in one set and two outcomes intersect with one AND per word. Also the grid facts every
//! link follows: each digit's cells, and what a potential on turns off.

use super::super::board::{CellSet, Digits, CELL_UNITS, UNIT_SETS};

/// A candidate that is assumed on or off (see the module docs for the numbering).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Potential(u16);

/// How many potentials there are: 81 cells x 9 digits x on/off.
pub const POTENTIALS: usize = 81 * 9 * 2;

impl Potential {
    /// `digit` (1..=9) of `cell` (0..81), on or off.
    pub fn new(cell: usize, digit: u8, on: bool) -> Potential {
        Potential(((cell * 9 + usize::from(digit) - 1) * 2 + usize::from(on)) as u16)
    }

    /// The cell, 0..81.
    pub fn cell(self) -> usize {
        usize::from(self.0) / 18
    }

    /// The digit, 1..=9.
    pub fn digit(self) -> u8 {
        (usize::from(self.0) / 2 % 9) as u8 + 1
    }

    /// Whether the candidate is assumed true.
    pub fn is_on(self) -> bool {
        self.0 & 1 == 1
    }

    /// The same candidate with the opposite assumption.
    pub fn negated(self) -> Potential {
        Potential(self.0 ^ 1)
    }

    /// The index, 0..1458.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The candidate as `[cell, digit]`.
    pub fn candidate(self) -> [u8; 2] {
        [self.cell() as u8, self.digit()]
    }
}

/// A set of potentials: bit `index` of 23 u64 words.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PotentialSet(pub(super) [u64; 23]);

impl PotentialSet {
    /// Whether the set holds `p`.
    pub fn contains(&self, p: Potential) -> bool {
        self.0[p.index() / 64] >> (p.index() % 64) & 1 != 0
    }

    /// Adds `p`.
    pub fn insert(&mut self, p: Potential) {
        self.0[p.index() / 64] |= 1 << (p.index() % 64);
    }

    /// Keeps only the potentials also in `other`.
    pub fn retain(&mut self, other: &PotentialSet) {
        for (word, o) in self.0.iter_mut().zip(other.0) {
            *word &= o;
        }
    }

    /// Whether the sets have no potential in common.
    pub fn is_disjoint(&self, other: &PotentialSet) -> bool {
        self.0.iter().zip(other.0).all(|(a, b)| a & b == 0)
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
}

/// Each digit's cells among `masks` (bit = cell).
pub fn digit_cells(masks: &[Digits; 81]) -> [u128; 9] {
    let mut cells = [0u128; 9];
    for (cell, &mask) in masks.iter().enumerate() {
        for d in super::super::board::digits(mask) {
            cells[usize::from(d - 1)] |= 1 << cell;
        }
    }
    cells
}

/// What `p` on turns off, given the masks and each digit's cells: the cell's other digits
/// (with cell links), then the digit's other places in the box, the row (outside the box) and
/// the column (outside the box), each lowest cell first, as SE orders them.
pub fn on_to_off_cells(
    masks: &[Digits; 81],
    cells: &[u128; 9],
    y_links: bool,
    p: Potential,
    mut emit: impl FnMut(Potential),
) {
    let cell = p.cell();
    let digit = p.digit();
    if y_links {
        for d in super::super::board::digits(masks[cell] & !(1 << (digit - 1))) {
            emit(Potential::new(cell, d, false));
        }
    }
    let others = cells[usize::from(digit - 1)] & !(1u128 << cell);
    let [row, col, box_unit] = CELL_UNITS[cell].map(|u| UNIT_SETS[usize::from(u)].0);
    for c in CellSet(others & box_unit)
        .iter()
        .chain(CellSet(others & row & !box_unit).iter())
        .chain(CellSet(others & col & !box_unit).iter())
    {
        emit(Potential::new(c, digit, false));
    }
}

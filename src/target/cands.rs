//! Candidate digits per cell, with naked- and hidden-single propagation.
//!
//! The target search keeps a cell-major view (a 9-bit mask per cell: bit `d` is digit `d + 1`),
//! because its bound prices each cell's candidates row by row.

use crate::grid::{box_of, Grid, CELLS};

/// All nine digits as a mask.
pub(crate) const ALL_DIGITS: u16 = 0x1ff;

pub(crate) use crate::grid::UNIT_CELLS;

/// For each cell, its 20 peers.
const PEER_CELLS: [[u8; 20]; CELLS] = peer_cells();

const fn peer_cells() -> [[u8; 20]; CELLS] {
    let mut peers = [[0u8; 20]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut n = 0;
        let mut other = 0;
        while other < CELLS {
            let same_row = other / 9 == cell / 9;
            let same_col = other % 9 == cell % 9;
            if other != cell && (same_row || same_col || box_of(other) == box_of(cell)) {
                peers[cell][n] = other as u8;
                n += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    peers
}

/// The candidates of a partly filled grid. A placed cell keeps its digit as its only candidate.
#[derive(Clone, Copy)]
pub(crate) struct Cands {
    masks: [u16; CELLS],
    /// Bit `i`: cell `i` is placed (its peers no longer have its digit).
    solved: u128,
}

const ALL_CELLS: u128 = (1 << CELLS) - 1;

impl Cands {
    /// The candidates left by the givens of `puzzle`, or `None` when two givens clash.
    pub(crate) fn from_grid(puzzle: &Grid) -> Option<Cands> {
        let mut cands = Cands {
            masks: [ALL_DIGITS; CELLS],
            solved: 0,
        };
        for (cell, &value) in puzzle.cells().iter().enumerate() {
            if value != 0 && !cands.place(cell, usize::from(value - 1)) {
                return None;
            }
        }
        Some(cands)
    }

    /// The candidate mask of `cell` (bit `d` = digit `d + 1`).
    pub(crate) fn mask(&self, cell: usize) -> u16 {
        self.masks[cell]
    }

    /// Whether `cell` holds a placed digit.
    pub(crate) fn is_placed(&self, cell: usize) -> bool {
        self.solved >> cell & 1 != 0
    }

    /// Whether every cell is placed.
    pub(crate) fn is_complete(&self) -> bool {
        self.solved == ALL_CELLS
    }

    /// Puts digit index `digit` (0..9) in `cell` and removes it from the peers; false on a
    /// contradiction (the digit is not a candidate, or a peer loses its last candidate).
    pub(crate) fn place(&mut self, cell: usize, digit: usize) -> bool {
        let bit = 1u16 << digit;
        if self.masks[cell] & bit == 0 {
            return false;
        }
        self.masks[cell] = bit;
        self.solved |= 1 << cell;
        for &peer in &PEER_CELLS[cell] {
            let mask = &mut self.masks[usize::from(peer)];
            if *mask & bit != 0 {
                *mask &= !bit;
                if *mask == 0 {
                    return false;
                }
            }
        }
        true
    }

    /// Removes digit index `digit` from an unplaced `cell`; false if no candidate is left.
    pub(crate) fn remove(&mut self, cell: usize, digit: usize) -> bool {
        self.masks[cell] &= !(1 << digit);
        self.masks[cell] != 0
    }

    /// Places naked and hidden singles until none is left; false on a contradiction.
    pub(crate) fn propagate(&mut self) -> bool {
        loop {
            let mut placed = false;
            let mut open = ALL_CELLS & !self.solved;
            while open != 0 {
                let cell = open.trailing_zeros() as usize;
                open &= open - 1;
                let mask = self.masks[cell];
                if mask & mask.wrapping_sub(1) == 0 {
                    if mask == 0 || !self.place(cell, mask.trailing_zeros() as usize) {
                        return false;
                    }
                    placed = true;
                }
            }
            for unit in &UNIT_CELLS {
                let (mut once, mut twice) = (0u16, 0u16);
                for &cell in unit {
                    let mask = self.masks[usize::from(cell)];
                    twice |= once & mask;
                    once |= mask;
                }
                if once != ALL_DIGITS {
                    return false; // a digit has no place left in this unit
                }
                let mut hidden = once & !twice;
                while hidden != 0 {
                    let digit = hidden.trailing_zeros() as usize;
                    hidden &= hidden - 1;
                    // An earlier single in this unit may have taken the digit's only cell.
                    let Some(&cell) = unit
                        .iter()
                        .find(|&&c| self.masks[usize::from(c)] & (1 << digit) != 0)
                    else {
                        return false;
                    };
                    let cell = usize::from(cell);
                    if !self.is_placed(cell) {
                        if !self.place(cell, digit) {
                            return false;
                        }
                        placed = true;
                    }
                }
            }
            if !placed {
                return true;
            }
        }
    }

    /// An unplaced cell with the fewest candidates (ties: the highest ring weight, then the
    /// lowest index), or `None` when every cell is placed.
    pub(crate) fn branch_cell(&self, weights: &[u32; CELLS]) -> Option<usize> {
        let mut open = ALL_CELLS & !self.solved;
        let mut best: Option<(u32, u32, usize)> = None;
        while open != 0 {
            let cell = open.trailing_zeros() as usize;
            open &= open - 1;
            let key = (self.masks[cell].count_ones(), 10 - weights[cell], cell);
            if best.is_none_or(|b| key < b) {
                best = Some(key);
            }
        }
        best.map(|(_, _, cell)| cell)
    }

    /// The grid of placed cells (0 for the others).
    pub(crate) fn grid(&self) -> Grid {
        let mut cells = [0u8; CELLS];
        for (cell, value) in cells.iter_mut().enumerate() {
            if self.is_placed(cell) {
                *value = self.masks[cell].trailing_zeros() as u8 + 1;
            }
        }
        Grid::from_cells(cells).expect("digits are 1..=9")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_and_peers_match_the_grid_geometry() {
        for unit in &UNIT_CELLS {
            for &a in unit {
                for &b in unit {
                    assert!(a == b || crate::grid::are_peers(usize::from(a), usize::from(b)));
                }
            }
        }
        for (cell, peers) in PEER_CELLS.iter().enumerate() {
            assert!(peers
                .iter()
                .all(|&p| crate::grid::are_peers(cell, usize::from(p))));
        }
    }

    #[test]
    fn propagation_solves_a_puzzle_with_one_blank_and_rejects_clashes() {
        let solved = crate::solve_first(&Grid::EMPTY).unwrap();
        let mut puzzle = solved;
        puzzle.set(40, 0);
        let mut cands = Cands::from_grid(&puzzle).unwrap();
        assert!(cands.propagate() && cands.is_complete());
        assert_eq!(cands.grid(), solved);
        let mut clash = Grid::EMPTY;
        clash.set(0, 1);
        clash.set(1, 1);
        assert!(Cands::from_grid(&clash).is_none());
    }
}

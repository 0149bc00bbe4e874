//! Sets of cells as 81-bit boards (bit `i` of a `u128` is cell `i`, row-major), and the fixed
//! boards of the grid's geometry.
//!
//! ```text
//! bit:  0  1  2 |  3  4  5 |  6  7  8      row 0
//!       9 10 11 | 12 13 14 | 15 16 17      row 1
//!      ...                                  ...
//!      72 73 74 | 75 76 77 | 78 79 80      row 8
//! ```

use crate::grid::box_of;

/// A set of cells: bit `i` is cell `i`. Bits 81..128 are always clear.
pub(crate) type Board = u128;

/// Every cell.
pub(crate) const ALL: Board = (1 << 81) - 1;

/// The 27 units: rows 0..9, columns 9..18, boxes 18..27.
pub(crate) const UNITS: [Board; 27] = units();

/// For each cell, the 20 other cells that share its row, column or box.
pub(crate) const PEERS: [Board; 81] = peers();

const fn units() -> [Board; 27] {
    let mut units = [0; 27];
    let mut cell = 0;
    while cell < 81 {
        let bit = 1u128 << cell;
        units[cell / 9] |= bit;
        units[9 + cell % 9] |= bit;
        units[18 + box_of(cell)] |= bit;
        cell += 1;
    }
    units
}

const fn peers() -> [Board; 81] {
    let units = units();
    let mut peers = [0; 81];
    let mut cell = 0;
    while cell < 81 {
        let around = units[cell / 9] | units[9 + cell % 9] | units[18 + box_of(cell)];
        peers[cell] = around & !(1u128 << cell);
        cell += 1;
    }
    peers
}

/// The cells of a board, lowest first.
pub(crate) fn cells_of(mut board: Board) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if board == 0 {
            return None;
        }
        let cell = board.trailing_zeros() as usize;
        board &= board - 1;
        Some(cell)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_has_twenty_peers_and_three_units() {
        for cell in 0..81 {
            assert_eq!(PEERS[cell].count_ones(), 20);
            assert_eq!(PEERS[cell] & (1 << cell), 0);
            let units = UNITS.iter().filter(|&&u| u & (1 << cell) != 0).count();
            assert_eq!(units, 3);
        }
        assert!(UNITS.iter().all(|u| u.count_ones() == 9));
        assert_eq!(UNITS.iter().fold(0, |acc, u| acc | u), ALL);
    }

    #[test]
    fn cells_of_lists_set_bits_in_order() {
        let cells: Vec<usize> = cells_of((1 << 80) | (1 << 3) | 1).collect();
        assert_eq!(cells, vec![0, 3, 80]);
    }
}

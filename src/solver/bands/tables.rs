//! Band geometry: the grid as three bands of three rows, each band one 27-bit word per digit.
//!
//! ```text
//! band word bit:   0  1  2 |  3  4  5 |  6  7  8    row 0 of the band
//!                  9 10 11 | 12 13 14 | 15 16 17    row 1
//!                 18 19 20 | 21 22 23 | 24 25 26    row 2
//!                  box 0   |  box 1   |  box 2
//! ```
//!
//! A "minirow" is the three cells where one row of a band meets one box: the nine minirows of a
//! band are numbered `3 * row + box`.

/// The 27 bits of a band word.
pub(crate) const BAND: u32 = (1 << 27) - 1;

/// The nine cells of box 0 of a band (bits 0-2, 9-11, 18-20); box `b` is this shifted by `3 * b`.
const BOX_0_CELLS: u32 = 0b111 | 0b111 << 9 | 0b111 << 18;

/// The nine cells of row `r` (0..3) of a band.
pub(crate) const fn row_cells(r: usize) -> u32 {
    0x1FF << (9 * r)
}

/// For each cell of a band, the cells of the same band that share its row or box.
pub(crate) const BAND_PEERS: [u32; 27] = band_peers();

/// For each column (0..9), its three cells in a band.
pub(crate) const COLUMN: [u32; 9] = columns();

/// For each set of non-empty minirows of one digit in a band (9 bits), the cells that can still
/// hold the digit: a digit takes one minirow per row and one per box, so only minirows that
/// belong to such a matching of rows to boxes remain.
pub(crate) static LOCKED: [u32; 512] = locked();

/// For each set of columns (9 bits) where a digit can lie in one band, the cells the digit keeps
/// in the other two bands: a box whose digit is confined to one column takes that column from
/// the boxes above and below (pointing), which also keeps a placed digit out of its column.
pub(crate) static POINTING: [u32; 512] = pointing();

/// For each set of columns (9 bits) where a digit lies in one band, the minirows (9 bits) of the
/// boxes where it lies in a single column. A minirow that its row is confined to (see
/// [`CONFINED`]) and that lies in such a box is down to one cell: that row is solved.
pub(crate) static LONE_COLUMN: [u16; 512] = lone_column();

/// For each set of non-empty minirows of one digit in a band (9 bits), the minirows (9 bits)
/// that some row of the band is confined to once [`LOCKED`] has applied.
pub(crate) static CONFINED: [u16; 512] = confined();

/// For each set of minirows (9 bits), their cells (27 bits).
pub(crate) static MINIROW_CELLS: [u32; 512] = minirow_cells();

/// Which of the three boxes a 9-bit row has cells in (3 bits).
pub(crate) static ROW_BOXES: [u8; 512] = row_boxes();

/// The band rule of [`LOCKED`] turned to a stack (three columns): a digit lies once in each
/// column and once in each band of a stack, so only the minicolumns (a column's three cells in
/// one band) of such a matching of columns to bands remain. Index: the digit's non-empty
/// minicolumns in the stack, bit `3 * band + column` (column 0..3 within the stack); value: the
/// minicolumns that remain, bit `9 * band + column`, the layout of a digit's columns in all three
/// bands (band 0 lowest) shifted to the stack's first column.
pub(crate) static STACK_LOCKED: [u32; 512] = stack_locked();

/// For each set of columns (9 bits), their cells in a band.
pub(crate) static COLUMN_CELLS: [u32; 512] = unions(COLUMN);

const fn stack_locked() -> [u32; 512] {
    // A stack matches columns to bands as a band matches rows to boxes: with bands as rows and
    // columns as boxes, `locked()` keeps minirow `(band, column)` when bit `9 * band + 3 * column`
    // is set; it moves to bit `9 * band + column`.
    let locked = locked();
    let mut table = [0; 512];
    let mut present = 0;
    while present < 512 {
        let mut band = 0;
        while band < 3 {
            let mut column = 0;
            while column < 3 {
                if locked[present] & (1 << (9 * band + 3 * column)) != 0 {
                    table[present] |= 1 << (9 * band + column);
                }
                column += 1;
            }
            band += 1;
        }
        present += 1;
    }
    table
}

/// For each set (9 bits) of nine groups of cells, the union of the groups in it.
const fn unions(groups: [u32; 9]) -> [u32; 512] {
    let mut table = [0; 512];
    let mut set = 0;
    while set < 512 {
        let mut g = 0;
        while g < 9 {
            if set & (1 << g) != 0 {
                table[set] |= groups[g];
            }
            g += 1;
        }
        set += 1;
    }
    table
}

const fn band_peers() -> [u32; 27] {
    let mut peers = [0; 27];
    let mut p = 0;
    while p < 27 {
        let (row, box_) = (p / 9, (p % 9) / 3);
        peers[p] = (row_cells(row) | (BOX_0_CELLS << (3 * box_))) & !(1 << p);
        p += 1;
    }
    peers
}

const fn columns() -> [u32; 9] {
    let mut columns = [0; 9];
    let mut c = 0;
    while c < 9 {
        columns[c] = (1 << c) | (1 << (c + 9)) | (1 << (c + 18));
        c += 1;
    }
    columns
}

const fn pointing() -> [u32; 512] {
    let mut table = [0; 512];
    let mut columns: u32 = 0;
    while columns < 512 {
        let mut keep = BAND;
        let mut box_ = 0;
        while box_ < 3 {
            let in_box = (columns >> (3 * box_)) & 0b111;
            if in_box.count_ones() == 1 {
                keep &= !COLUMN[3 * box_ + in_box.trailing_zeros() as usize];
            }
            box_ += 1;
        }
        table[columns as usize] = keep;
        columns += 1;
    }
    table
}

const fn lone_column() -> [u16; 512] {
    let mut table = [0; 512];
    let mut columns: usize = 0;
    while columns < 512 {
        let mut box_ = 0;
        while box_ < 3 {
            if ((columns >> (3 * box_)) & 0b111).count_ones() == 1 {
                table[columns] |= 0b001_001_001 << box_;
            }
            box_ += 1;
        }
        columns += 1;
    }
    table
}

/// The columns (9 bits) where a band word has cells.
#[inline]
pub(crate) fn columns_of(word: u32) -> usize {
    ((word | word >> 9 | word >> 18) & 0x1FF) as usize
}

const fn confined() -> [u16; 512] {
    let locked = locked();
    let boxes = row_boxes();
    let mut table = [0; 512];
    let mut present = 0;
    while present < 512 {
        let cells = locked[present];
        let mut r = 0;
        while r < 3 {
            let row_boxes = boxes[((cells >> (9 * r)) & 0x1FF) as usize];
            if row_boxes.count_ones() == 1 {
                table[present] |= (row_boxes as u16) << (3 * r);
            }
            r += 1;
        }
        present += 1;
    }
    table
}

const fn minirow_cells() -> [u32; 512] {
    let mut groups = [0; 9];
    let mut m = 0;
    while m < 9 {
        groups[m] = 0b111 << (9 * (m / 3) + 3 * (m % 3));
        m += 1;
    }
    unions(groups)
}

const fn row_boxes() -> [u8; 512] {
    let mut table = [0; 512];
    let mut row = 0;
    while row < 512 {
        table[row] = ((row & 0o7 != 0) as u8)
            | (((row & 0o70 != 0) as u8) << 1)
            | (((row & 0o700 != 0) as u8) << 2);
        row += 1;
    }
    table
}

const fn locked() -> [u32; 512] {
    // The cells of the matchings that fit.
    let matchings = matchings();
    let matchings_of = matchings_of();
    let minirow_cells = minirow_cells();
    let mut table = [0; 512];
    let mut present = 0;
    while present < 512 {
        let mut m = 0;
        while m < 6 {
            if matchings_of[present] & (1 << m) != 0 {
                table[present] |= minirow_cells[matchings[m]];
            }
            m += 1;
        }
        present += 1;
    }
    table
}

/// The nine-bit set of non-empty minicolumns of one digit in `stack`, bit `3 * band + column`
/// (the index of [`STACK_LOCKED`]), from the digit's `columns` in all bands (9 bits per band,
/// band 0 lowest).
#[inline]
pub(crate) fn stack_minicolumns(columns: u32, stack: usize) -> usize {
    let own = (columns >> (3 * stack)) & 0o7_007_007;
    ((own | own >> 6 | own >> 12) & 0x1FF) as usize
}

/// Of a digit's minicolumns (9 bits per band, band 0 lowest, as [`columns_of`] gives them),
/// those alone in their box: where the digit is confined to one column of the box.
#[inline]
pub(crate) fn lone_minicolumns(minicolumns: u32) -> u32 {
    const FIRSTS: u32 = 0o111_111_111; // the first column of each box
    let (first, second, third) = (
        minicolumns & FIRSTS,
        (minicolumns >> 1) & FIRSTS,
        (minicolumns >> 2) & FIRSTS,
    );
    let alone = (first | second | third) & !((first & second) | (first & third) | (second & third));
    minicolumns & (alone * 0b111)
}

/// The nine-bit set of non-empty minirows of a band word.
#[inline]
pub(crate) fn minirows(word: u32) -> usize {
    usize::from(ROW_BOXES[(word & 0x1FF) as usize])
        | usize::from(ROW_BOXES[((word >> 9) & 0x1FF) as usize]) << 3
        | usize::from(ROW_BOXES[((word >> 18) & 0x1FF) as usize]) << 6
}

/// The six matchings of a band's rows to its boxes, each as its three minirows (9 bits).
pub(crate) static MATCHINGS: [usize; 6] = matchings();

/// For each set of non-empty minirows of one digit in a band (9 bits), the matchings (6 bits,
/// see [`MATCHINGS`]) whose three minirows are all in it: where the digit can still lie.
pub(crate) static MATCHINGS_OF: [u8; 512] = matchings_of();

/// For each set of non-empty minirows of one digit in a band (9 bits), how free the digit still
/// is: 0 when one matching is left (or none), else about ten times the base-2 logarithm of
/// the number of matchings (2: 10, 3: 16, 4: 20, 5: 23, 6: 26), so that a sum over the digits
/// of a band measures the band's freedom as a product would.
pub(crate) static FREEDOM: [u8; 512] = freedom();

/// The six permutations of 0, 1, 2 in a fixed order: a matching's box for each row of a band
/// (here), a configuration's minirow in each box of a band (the triad engine's `PLACEMENTS`).
pub(in crate::solver) const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

const fn matchings() -> [usize; 6] {
    let mut table = [0; 6];
    let mut m = 0;
    while m < 6 {
        let boxes = PERMUTATIONS[m]; // the box of each row
        table[m] = (1 << boxes[0]) | (1 << (3 + boxes[1])) | (1 << (6 + boxes[2]));
        m += 1;
    }
    table
}

const fn matchings_of() -> [u8; 512] {
    let matchings = matchings();
    let mut table = [0; 512];
    let mut present = 0;
    while present < 512 {
        let mut m = 0;
        while m < 6 {
            if present & matchings[m] == matchings[m] {
                table[present] |= 1 << m;
            }
            m += 1;
        }
        present += 1;
    }
    table
}

const fn freedom() -> [u8; 512] {
    const BY_COUNT: [u8; 7] = [0, 0, 10, 16, 20, 23, 26];
    let matchings_of = matchings_of();
    let mut table = [0; 512];
    let mut present = 0;
    while present < 512 {
        table[present] = BY_COUNT[matchings_of[present].count_ones() as usize];
        present += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A minirow's cells, counted cell by cell: row `r`, box `b` of a band.
    fn minirow(r: usize, b: usize) -> u32 {
        (0..3).map(|k| 1u32 << (9 * r + 3 * b + k)).sum()
    }

    /// A column's three cells in a band, cell by cell.
    fn column(c: usize) -> u32 {
        (0..3).map(|r| 1u32 << (9 * r + c)).sum()
    }

    #[test]
    fn every_entry_of_the_minirow_and_column_tables_matches_a_direct_enumeration() {
        for set in 0..512usize {
            let minirows = (0..9)
                .filter(|m| set >> m & 1 != 0)
                .map(|m| minirow(m / 3, m % 3))
                .sum::<u32>();
            assert_eq!(MINIROW_CELLS[set], minirows, "{set:09b}");
            let columns = (0..9)
                .filter(|c| set >> c & 1 != 0)
                .map(column)
                .sum::<u32>();
            assert_eq!(COLUMN_CELLS[set], columns, "{set:09b}");
            let boxes = (0..3)
                .filter(|b| set >> (3 * b) & 0b111 != 0)
                .map(|b| 1u8 << b)
                .sum::<u8>();
            assert_eq!(ROW_BOXES[set], boxes, "{set:09b}");
        }
    }

    #[test]
    fn every_entry_of_the_matching_tables_matches_a_direct_enumeration() {
        for present in 0..512usize {
            let has = |r: usize, b: usize| present >> (3 * r + b) & 1 != 0;
            let fitting: Vec<&[usize; 3]> = PERMUTATIONS
                .iter()
                .filter(|p| (0..3).all(|r| has(r, p[r])))
                .collect();
            // LOCKED: the cells of the minirows that some matching uses.
            let kept: u32 = (0..9)
                .filter(|&m| fitting.iter().any(|p| p[m / 3] == m % 3))
                .map(|m| minirow(m / 3, m % 3))
                .sum();
            assert_eq!(LOCKED[present], kept, "{present:09b}");
            // CONFINED: the minirows a row is left with alone.
            let confined = (0..3)
                .filter_map(|r| {
                    let left: Vec<usize> = (0..3)
                        .filter(|&b| fitting.iter().any(|p| p[r] == b))
                        .collect();
                    (left.len() == 1).then(|| 1u16 << (3 * r + left[0]))
                })
                .sum::<u16>();
            assert_eq!(CONFINED[present], confined, "{present:09b}");
            // STACK_LOCKED: the same with bands as rows and columns as boxes, bit 9 * band + column.
            let stack: u32 = (0..9)
                .filter(|&m| fitting.iter().any(|p| p[m / 3] == m % 3))
                .map(|m| 1u32 << (9 * (m / 3) + m % 3))
                .sum();
            assert_eq!(STACK_LOCKED[present], stack, "{present:09b}");
        }
    }

    #[test]
    fn every_entry_of_the_pointing_tables_matches_a_direct_enumeration() {
        for columns in 0..512usize {
            let lone: Vec<usize> = (0..3)
                .filter(|b| (columns >> (3 * b) & 0b111).count_ones() == 1)
                .map(|b| 3 * b + (columns >> (3 * b) & 0b111).trailing_zeros() as usize)
                .collect();
            let keep = lone.iter().fold(BAND, |keep, &c| keep & !column(c));
            assert_eq!(POINTING[columns], keep, "{columns:09b}");
            let minirows = lone
                .iter()
                .map(|c| (0..3).map(|r| 1u16 << (3 * r + c / 3)).sum::<u16>())
                .sum::<u16>();
            assert_eq!(LONE_COLUMN[columns], minirows, "{columns:09b}");
        }
    }

    #[test]
    fn every_band_cell_has_eight_row_peers_and_six_more_box_peers() {
        for (p, peers) in BAND_PEERS.iter().enumerate() {
            assert_eq!(peers.count_ones(), 14, "cell {p}");
            assert_eq!(peers & (1 << p), 0);
        }
        assert_eq!(COLUMN.iter().fold(0, |a, c| a | c), BAND);
    }

    #[test]
    fn locked_keeps_everything_when_all_minirows_are_open() {
        assert_eq!(LOCKED[0x1FF], BAND);
        assert_eq!(LOCKED[0], 0);
        // Row 0 only in box 0, so rows 1 and 2 lose box 0.
        let present = 0b111_111_001;
        assert_eq!(LOCKED[present], 0o7 | (0o770 << 9) | (0o770 << 18));
        // Boxes 0 and 1 can only take rows 0 and 1 between them: row 2 must use box 2.
        let present = 0b100_011_011;
        assert_eq!(LOCKED[present] >> 18, 0o700);
    }

    #[test]
    fn pointing_takes_a_lone_column_of_a_box_from_the_other_bands() {
        assert_eq!(POINTING[0x1FF], BAND);
        assert_eq!(POINTING[0b011_010_111], BAND & !COLUMN[4]);
        assert_eq!(POINTING[0b100_000_001], BAND & !COLUMN[0] & !COLUMN[8]);
        assert_eq!(columns_of(1 << 13 | 1 << 22), 0b10000);
    }

    #[test]
    fn confined_names_the_rows_left_with_one_minirow() {
        assert_eq!(CONFINED[0x1FF], 0);
        // Row 0 only in box 0: rows 1 and 2 keep boxes 1 and 2 (two minirows each).
        assert_eq!(CONFINED[0b111_111_001], 0b001);
        assert_eq!(CONFINED[0b100_010_001], 0b100_010_001);
        assert_eq!(MINIROW_CELLS[0b000_010_000], 0o70 << 9);
    }

    #[test]
    fn stack_locked_keeps_the_minicolumns_of_a_matching_of_columns_to_bands() {
        assert_eq!(STACK_LOCKED[0x1FF], 0o7_007_007);
        assert_eq!(STACK_LOCKED[0], 0);
        // Column 0 only in band 0 (claiming): columns 1 and 2 lose band 0.
        let present = 0b110_110_111;
        assert_eq!(STACK_LOCKED[present], 0o1 | 0o6_006_000);
        // Bands 0 and 1 both only in column 0: no matching.
        assert_eq!(STACK_LOCKED[0b111_001_001], 0);
        assert_eq!(COLUMN_CELLS[0b1_0000_0001], COLUMN[0] | COLUMN[8]);
    }

    #[test]
    fn matchings_and_freedom_count_the_ways_a_digit_can_still_lie() {
        assert_eq!(MATCHINGS_OF[0x1FF], 0b111_111);
        assert_eq!(MATCHINGS_OF[0], 0);
        // Row 0 only in box 0: rows 1 and 2 share boxes 1 and 2 two ways.
        let present = 0b111_111_001;
        assert_eq!(MATCHINGS_OF[present].count_ones(), 2);
        for (m, &minirows) in MATCHINGS.iter().enumerate() {
            assert_eq!(
                MATCHINGS_OF[minirows],
                1 << m,
                "a matching holds only itself"
            );
            assert_eq!(LOCKED[minirows], MINIROW_CELLS[minirows]);
            assert_eq!(FREEDOM[minirows], 0);
        }
        assert_eq!((FREEDOM[present], FREEDOM[0x1FF]), (10, 26));
    }

    #[test]
    fn lone_minicolumns_are_alone_in_their_box() {
        // Band 0: box 0 in columns 0 and 1, box 1 in column 4 alone; band 2: column 8 alone.
        let minicolumns = 0b011 | 0b010_000 | 0b100_000_000 << 18;
        assert_eq!(
            lone_minicolumns(minicolumns),
            0b010_000 | 0b100_000_000 << 18
        );
        // Stack 1 of columns in band 0 (3, 4), band 1 (5) and band 2 (none).
        let columns = 0b011_000 | 0b100_000 << 9;
        assert_eq!(stack_minicolumns(columns, 1), 0b100_011);
    }

    #[test]
    fn minirows_sees_each_row_and_box() {
        assert_eq!(minirows(1 << 13), 1 << 4); // row 1, column 4: box 1
        assert_eq!(minirows(1 << 26), 1 << 8);
        assert_eq!(minirows(BAND), 0x1FF);
    }
}

//! The 9x9 grid: cells, parsing puzzle text, formatting, and rule checks.
//!
//! Cells are numbered 0..81 in row-major order; a cell holds 0 when empty or a digit 1..=9.

use std::fmt;

mod text;
pub use text::{is_border_line, is_pencil_mark_grid, puzzle_end, PuzzleText};

/// Number of cells in a grid.
pub const CELLS: usize = 81;

/// A 9x9 Sudoku grid: givens (or a full solution) with 0 for empty cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; CELLS],
}

/// The first 80 of 81 bytes (cells, or a puzzle line's characters) as ten u64 words, eight
/// each (byte `8 * i + k` in byte `k` of word `i`), and the last byte: whole-grid byte work
/// eight bytes a step, which wasm without simd128 runs as plain 64-bit operations (a loop byte
/// by byte is vectorized natively, not there: 2-3% of `solve()` on the easy sets in wasm).
fn eight_cells(cells: &[u8; CELLS]) -> (impl Iterator<Item = u64> + '_, u8) {
    let words = cells
        .chunks_exact(8)
        .map(|eight| u64::from_le_bytes(eight.try_into().expect("eight bytes")));
    (words, cells[CELLS - 1])
}

/// Why puzzle text could not be read as a grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParseError {
    /// A character that is neither a digit, `.`, white space nor a border character (see
    /// [`is_ignored`]). `row` and `col` (1-based) are the grid position the character would have
    /// filled.
    InvalidCharacter {
        /// The offending character.
        ch: char,
        /// 1-based grid row of the cell it would have filled.
        row: usize,
        /// 1-based grid column of the cell it would have filled.
        col: usize,
    },
    /// The text held a number of cells other than 81 (`found` counts every cell seen).
    WrongCellCount {
        /// How many cells the text held.
        found: usize,
    },
    /// The text is longer than [`MAX_TEXT_LENGTH`]: refused before it is read.
    TooLong {
        /// The text's length in UTF-16 code units (as JS counts a string's length).
        length: usize,
    },
}

/// The longest puzzle text read, in UTF-16 code units (a JS string's length, which the page and
/// the wasm API check at once, before copying a long paste): no puzzle is nearly that long, and
/// reading megabytes would only hold up the page. Longer text is [`ParseError::TooLong`].
pub const MAX_TEXT_LENGTH: usize = 65_536;

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ParseError::InvalidCharacter { ch, row, col } => write!(
                f,
                "invalid character {ch:?} at row {row}, column {col} (use 1-9 for givens, 0 or . for empty cells)"
            ),
            ParseError::WrongCellCount { found } => {
                write!(f, "expected 81 cells, found {found}")
            }
            ParseError::TooLong { length } => write!(
                f,
                "puzzle text too long: {length} characters (at most {MAX_TEXT_LENGTH})"
            ),
        }
    }
}

impl std::error::Error for ParseError {}

/// Two cells that hold the same given digit in one row, column or box.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clash {
    /// The first cell (0..81), the smaller index.
    pub first: usize,
    /// The second cell (0..81).
    pub second: usize,
    /// The digit both cells hold.
    pub digit: u8,
}

impl fmt::Display for Clash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (r1, c1) = (self.first / 9 + 1, self.first % 9 + 1);
        let (r2, c2) = (self.second / 9 + 1, self.second % 9 + 1);
        write!(
            f,
            "{} at row {r1}, column {c1} clashes with row {r2}, column {c2}",
            self.digit
        )
    }
}

/// The cells of the 27 units: rows 0..9, then columns 9..18, then boxes 18..27 (row-major).
pub const UNIT_CELLS: [[u8; 9]; 27] = {
    let mut units = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            units[i][j] = (i * 9 + j) as u8;
            units[9 + i][j] = (j * 9 + i) as u8;
            units[18 + i][j] = ((i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3) as u8;
            j += 1;
        }
        i += 1;
    }
    units
};

/// The box (0..9, row-major) that a cell lies in.
pub const fn box_of(cell: usize) -> usize {
    (cell / 27) * 3 + (cell % 9) / 3
}

/// The cells of `text` when it is exactly 81 cells with nothing between them, the common
/// one-line form, read without [`Grid::parse`]'s per-character checks; else `None`.
fn plain_line(text: &[u8]) -> Option<[u8; CELLS]> {
    const TOP: u64 = 0x8080_8080_8080_8080;
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let text: &[u8; CELLS] = text.try_into().ok()?;
    let mut cells = [0u8; CELLS];
    let (chunks, last) = eight_cells(text);
    let mut invalid = 0;
    // Eight characters a step (see `eight_cells`), each byte's top bit a flag. On the low seven
    // bits (a byte with the top bit set is no digit) adding 0x50 flags 0x30 ('0') and above,
    // adding 0x46 flags 0x3A (past '9') and above, and no byte carries into the next; a byte is
    // '.' when its XOR with '.' is zero.
    for (out, eight) in cells.chunks_exact_mut(8).zip(chunks) {
        let low = eight & LOW7;
        let from_zero = low.wrapping_add(0x5050_5050_5050_5050);
        let past_nine = low.wrapping_add(0x4646_4646_4646_4646);
        let digit = from_zero & !past_nine & !eight & TOP;
        let dot_xor = eight ^ 0x2E2E_2E2E_2E2E_2E2E;
        let dot = !((dot_xor & LOW7).wrapping_add(LOW7) | dot_xor) & TOP;
        invalid |= !(digit | dot) & TOP;
        // A digit's value is its low four bits; a '.' is 0.
        let values = eight & 0x0F0F_0F0F_0F0F_0F0F & ((digit >> 7) * 0xFF);
        out.copy_from_slice(&values.to_le_bytes());
    }
    let value = last.wrapping_sub(b'0');
    cells[CELLS - 1] = if value <= 9 { value } else { 0 };
    (invalid == 0 && (value <= 9 || last == b'.')).then_some(cells)
}

/// Whether puzzle text may hold `ch` between cells without it counting as a cell: white space
/// (Unicode's White_Space, as [`char::is_whitespace`]) and the border characters of
/// pretty-printed grids: `|`, `+`, `-`, `=`, `*` (HoDoKu's and Simple Sudoku's `*-----*`) and
/// the box-drawing block U+2500-U+257F. A grid copied from a forum or another app therefore
/// reads as it is.
pub fn is_ignored(ch: char) -> bool {
    match u8::try_from(ch) {
        Ok(byte) if byte.is_ascii() => is_ignored_byte(byte),
        _ => ch.is_whitespace() || matches!(ch, '\u{2500}'..='\u{257F}'),
    }
}

/// [`is_ignored`] for an ASCII byte (tab, line feed, vertical tab, form feed, carriage return,
/// space, `|`, `+`, `-`, `=`, `*`), without branches, so a count over a line's bytes vectorizes.
pub fn is_ignored_byte(byte: u8) -> bool {
    (byte == b' ')
        | (byte.wrapping_sub(b'\t') <= b'\r' - b'\t')
        | (byte == b'|')
        | (byte == b'+')
        | (byte == b'-')
        | (byte == b'=')
        | (byte == b'*')
}

/// Whether two distinct cells share a row, column or box.
pub const fn are_peers(a: usize, b: usize) -> bool {
    a != b && (a / 9 == b / 9 || a % 9 == b % 9 || box_of(a) == box_of(b))
}

impl Grid {
    /// The grid with every cell empty.
    pub const EMPTY: Grid = Grid { cells: [0; CELLS] };

    /// Builds a grid from 81 cell values (0 = empty, 1..=9 = digit).
    ///
    /// Returns `None` if any value is above 9.
    pub fn from_cells(cells: [u8; CELLS]) -> Option<Grid> {
        // Eight cells a step as one u64 (see `eight_cells`): a byte above 9 has its top bit set,
        // or sets it once 0x76 is added. A carry out of a byte needs a byte above 0x89, which
        // is caught already, so it does no harm.
        let (chunks, last) = eight_cells(&cells);
        let too_big = chunks.fold(u64::from(last > 9), |any, eight| {
            any | ((eight | eight.wrapping_add(0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080)
        });
        (too_big == 0).then_some(Grid { cells })
    }

    /// Parses puzzle text: 81 cells of `1`-`9` (given) or `0`/`.` (empty), in row-major order,
    /// with white space and border characters between them ignored ([`is_ignored`]): one line
    /// (perhaps followed by white space and a comment), the nine-line contest format, or a grid
    /// drawn with `|`, `+`, `-`, `=`, `*` or box-drawing lines. A pencil-mark grid gives its
    /// givens, a list of puzzles its first: [`PuzzleText::parse`] also returns the candidates
    /// and the count.
    pub fn parse(text: &str) -> Result<Grid, ParseError> {
        if let Some(cells) = plain_line(text.as_bytes()) {
            return Ok(Grid { cells });
        }
        PuzzleText::parse(text).map(|read| read.grid)
    }

    /// The grid as the 81 ASCII characters that `Display` writes (`1`-`9`, `.` for empty),
    /// without allocating: `solve()` in wasm hands a solution to JS on every call.
    pub fn to_ascii(&self) -> [u8; CELLS] {
        let mut ascii = [0u8; CELLS];
        let (chunks, last) = eight_cells(&self.cells);
        for (out, eight) in ascii.chunks_exact_mut(8).zip(chunks) {
            // A digit (at most 9) has its top bit set by adding 0x7F, an empty cell not.
            let digits =
                ((eight.wrapping_add(0x7F7F_7F7F_7F7F_7F7F) & 0x8080_8080_8080_8080) >> 7) * 0xFF;
            let text = (eight | 0x3030_3030_3030_3030) & digits | 0x2E2E_2E2E_2E2E_2E2E & !digits;
            out.copy_from_slice(&text.to_le_bytes());
        }
        ascii[CELLS - 1] = if last == 0 { b'.' } else { b'0' + last };
        ascii
    }

    /// The 81 cell values, 0 for empty.
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The value of one cell (0 = empty).
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// Sets one cell (0 = empty).
    ///
    /// # Panics
    /// If `cell >= 81` or `value > 9`.
    pub fn set(&mut self, cell: usize, value: u8) {
        assert!(value <= 9, "cell value {value} out of range");
        self.cells[cell] = value;
    }

    /// How many cells hold a digit.
    pub fn given_count(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// Every pair of givens with the same digit in one row, column or box, in cell order.
    /// A puzzle with any clash has no solution.
    pub fn clashes(&self) -> Vec<Clash> {
        let mut clashes = Vec::new();
        if !self.has_clash() {
            return clashes; // the common case, found in one pass
        }
        for a in 0..CELLS {
            let digit = self.cells[a];
            if digit == 0 {
                continue;
            }
            for b in a + 1..CELLS {
                if self.cells[b] == digit && are_peers(a, b) {
                    clashes.push(Clash {
                        first: a,
                        second: b,
                        digit,
                    });
                }
            }
        }
        clashes
    }

    /// Whether any two givens with the same digit share a row, column or box.
    fn has_clash(&self) -> bool {
        let mut seen = [0u16; 27]; // digits seen per row, column and box
        for (cell, &digit) in self.cells.iter().enumerate() {
            if digit == 0 {
                continue;
            }
            let bit = 1 << digit;
            for unit in [cell / 9, 9 + cell % 9, 18 + box_of(cell)] {
                if seen[unit] & bit != 0 {
                    return true;
                }
                seen[unit] |= bit;
            }
        }
        false
    }

    /// Whether every cell is filled and every row, column and box holds 1..=9 once each.
    pub fn is_solved(&self) -> bool {
        self.cells.iter().all(|&v| v != 0) && self.clashes().is_empty()
    }

    /// Whether this grid is a valid completed grid that keeps every given of `puzzle`.
    pub fn is_solution_of(&self, puzzle: &Grid) -> bool {
        self.is_solved()
            && puzzle
                .cells
                .iter()
                .zip(&self.cells)
                .all(|(&given, &value)| given == 0 || given == value)
    }
}

/// Formats as 81 characters, digits for filled cells and `.` for empty ones.
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(std::str::from_utf8(&self.to_ascii()).expect("ASCII"))
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({self})")
    }
}

impl std::str::FromStr for Grid {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Grid, ParseError> {
        Grid::parse(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6.8.4.8.5.4.12";

    /// Byte positions where the eight-byte steps meet their edges: the first and last of a
    /// word, inside one, and the lone last cell.
    const EDGES: [usize; 7] = [0, 7, 8, 13, 72, 79, 80];

    #[test]
    fn a_plain_line_reads_every_byte_as_one_at_a_time_would() {
        for position in EDGES {
            for byte in 0..=255u8 {
                let mut line = [b'.'; CELLS];
                line[4] = b'7';
                line[position] = byte;
                let expected = line
                    .iter()
                    .map(|&b| match b {
                        b'0'..=b'9' => Some(b - b'0'),
                        b'.' => Some(0),
                        _ => None,
                    })
                    .collect::<Option<Vec<u8>>>();
                let read = plain_line(&line).map(|cells| cells.to_vec());
                assert_eq!(read, expected, "byte {byte:#04x} at {position}");
            }
        }
        assert_eq!(plain_line(&[b'1'; 80]), None);
    }

    #[test]
    fn from_cells_refuses_any_value_above_nine_anywhere() {
        for position in EDGES {
            for value in 0..=255u8 {
                let mut cells = [9u8; CELLS];
                cells[position] = value;
                let grid = Grid::from_cells(cells);
                assert_eq!(grid.is_some(), value <= 9, "{value} at {position}");
            }
        }
    }

    #[test]
    fn to_ascii_writes_each_cell_as_a_digit_or_a_dot() {
        for position in EDGES {
            for value in 0..=9u8 {
                let mut cells = [0u8; CELLS];
                for (cell, v) in cells.iter_mut().enumerate() {
                    *v = (cell * 7 % 10) as u8;
                }
                cells[position] = value;
                let grid = Grid::from_cells(cells).unwrap();
                let ascii = grid.to_ascii();
                let one_by_one = cells.map(|v| if v == 0 { b'.' } else { b'0' + v });
                assert_eq!(ascii, one_by_one, "{value} at {position}");
                assert_eq!(Grid::parse(std::str::from_utf8(&ascii).unwrap()), Ok(grid));
            }
        }
    }

    #[test]
    fn one_line_and_nine_lines_are_the_same_puzzle() {
        let nine = "7 0 0 9 0 0 0 0 1\n1 0 0 0 0 5 9 0 0\n0 0 0 2 0 0 0 8 0\n0 0 5 0 2 0 0 0 3\n\
                    0 0 0 0 0 0 6 4 8\n4 1 3 0 0 0 0 0 0\n0 0 7 0 0 2 0 9 0\n2 0 1 0 6 0 8 0 4\n\
                    0 8 0 5 0 4 0 1 2\n";
        assert_eq!(Grid::parse(LINE).unwrap(), Grid::parse(nine).unwrap());
        assert_eq!(Grid::parse(LINE).unwrap().to_string(), LINE);
    }

    #[test]
    fn crlf_tabs_and_trailing_spaces_are_ignored() {
        let mut text = String::new();
        for row in LINE.as_bytes().chunks(9) {
            let row: Vec<String> = row.iter().map(|&b| (b as char).to_string()).collect();
            text.push_str(&row.join("\t"));
            text.push_str("  \r\n");
        }
        assert_eq!(Grid::parse(&text).unwrap(), Grid::parse(LINE).unwrap());
    }

    #[test]
    fn zero_and_dot_both_mean_empty() {
        let zeros = LINE.replace('.', "0");
        assert_eq!(Grid::parse(&zeros).unwrap(), Grid::parse(LINE).unwrap());
        assert_eq!(Grid::parse(LINE).unwrap().given_count(), 30);
    }

    #[test]
    fn invalid_character_names_its_row_and_column() {
        let mut text = LINE.to_string();
        text.replace_range(12..13, "x"); // cell 12: row 2, column 4
        assert_eq!(
            Grid::parse(&text),
            Err(ParseError::InvalidCharacter {
                ch: 'x',
                row: 2,
                col: 4
            })
        );
        let message = Grid::parse(&text).unwrap_err().to_string();
        assert!(
            message.contains("'x'") && message.contains("row 2, column 4"),
            "{message}"
        );
    }

    #[test]
    fn invalid_character_after_81_cells_points_at_the_last_cell() {
        let text = format!("{LINE}?");
        assert_eq!(
            Grid::parse(&text),
            Err(ParseError::InvalidCharacter {
                ch: '?',
                row: 9,
                col: 9
            })
        );
    }

    #[test]
    fn wrong_cell_counts_say_how_many_were_found() {
        assert_eq!(
            Grid::parse(&LINE[..80]),
            Err(ParseError::WrongCellCount { found: 80 })
        );
        assert_eq!(
            Grid::parse(&format!("{LINE}1")),
            Err(ParseError::WrongCellCount { found: 82 })
        );
        assert_eq!(
            Grid::parse(""),
            Err(ParseError::WrongCellCount { found: 0 })
        );
        assert_eq!(
            Grid::parse("  \n\t ").unwrap_err().to_string(),
            "expected 81 cells, found 0"
        );
    }

    #[test]
    fn clashes_are_found_in_rows_columns_and_boxes() {
        let mut grid = Grid::EMPTY;
        grid.set(0, 5);
        grid.set(8, 5); // same row
        grid.set(72, 5); // same column as cell 0
        grid.set(20, 5); // same box as cell 0
        let pairs: Vec<(usize, usize)> =
            grid.clashes().iter().map(|c| (c.first, c.second)).collect();
        assert_eq!(pairs, vec![(0, 8), (0, 20), (0, 72)]);
        assert_eq!(
            grid.clashes()[0].to_string(),
            "5 at row 1, column 1 clashes with row 1, column 9"
        );
        assert!(Grid::parse(LINE).unwrap().clashes().is_empty());
    }

    #[test]
    fn grids_drawn_with_borders_read_as_they_are() {
        let mut ascii = String::from("+-------+-------+-------+\n");
        let mut boxed = String::from("╔═══╤═══╤═══╗\n");
        for (r, row) in LINE.as_bytes().chunks(9).enumerate() {
            let part = |k: usize| -> String {
                row[k * 3..k * 3 + 3]
                    .iter()
                    .map(|&b| format!(" {}", b as char))
                    .collect()
            };
            ascii.push_str(&format!("|{} |{} |{} |\n", part(0), part(1), part(2)));
            boxed.push_str(&format!("║{}│{}│{}║\n", part(0), part(1), part(2)));
            if r % 3 == 2 {
                ascii.push_str("+=======+=======+=======+\n");
                boxed.push_str("╟───┼───┼───╢\n");
            }
        }
        let expected = Grid::parse(LINE).unwrap();
        assert_eq!(Grid::parse(&ascii).unwrap(), expected, "{ascii}");
        assert_eq!(Grid::parse(&boxed).unwrap(), expected, "{boxed}");
    }

    #[test]
    fn ascii_ignored_bytes_are_white_space_and_the_five_borders() {
        for byte in 0..=127u8 {
            let ch = char::from(byte);
            let expected = ch.is_whitespace() || "|+-=*".contains(ch);
            assert_eq!(is_ignored_byte(byte), expected, "{byte}");
            assert_eq!(is_ignored(ch), expected, "{byte}");
        }
        for ch in ['\u{85}', '\u{A0}', '\u{3000}', '\u{2028}'] {
            assert!(is_ignored(ch), "Unicode white space {ch:?}");
        }
    }

    #[test]
    fn border_characters_are_the_only_ignored_symbols() {
        for ch in [
            '|', '+', '-', '=', '*', '\u{2500}', '│', '┼', '═', '╬', '\u{257F}',
        ] {
            assert!(is_ignored(ch), "{ch:?}");
        }
        for ch in [
            'x', '#', '_', '/', '\u{24FF}', '\u{2580}', '\u{FEFF}', '\u{200B}',
        ] {
            assert!(!is_ignored(ch), "{ch:?}");
        }
        let text = format!("{}/{}", &LINE[..40], &LINE[41..]);
        assert_eq!(
            Grid::parse(&text),
            Err(ParseError::InvalidCharacter {
                ch: '/',
                row: 5,
                col: 5
            })
        );
    }

    #[test]
    fn box_of_numbers_boxes_row_major() {
        assert_eq!(box_of(0), 0);
        assert_eq!(box_of(8), 2);
        assert_eq!(box_of(40), 4);
        assert_eq!(box_of(80), 8);
        assert_eq!(box_of(30), 4);
    }
}

//! Reading puzzle text as people paste it (the forms README "CLI" lists): one puzzle (81 cells on
//! a line, perhaps followed by a comment, nine lines, a grid drawn with borders), a pencil-mark
//! grid, or a list of puzzles one per line. The page's parser (`www/model/puzzle-text.js`) follows
//! the same rules; `tests/fixtures/parse-cases.json` holds the cases both must read alike.

use super::{is_ignored, Grid, ParseError, CELLS, MAX_TEXT_LENGTH};

/// What a piece of puzzle text holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleText {
    /// The puzzle: its givens (the first puzzle of a list).
    pub grid: Grid,
    /// For a pencil-mark grid, each empty cell's candidates (bit d-1 set: digit d is possible;
    /// 0 for a given), so a hint can start from them; `None` for any other text.
    pub candidates: Option<[u16; CELLS]>,
    /// How many puzzles the text holds as a list of one puzzle per line (1 for one puzzle).
    pub puzzle_count: usize,
}

impl PuzzleText {
    /// Reads puzzle text, in this order:
    /// - a **pencil-mark grid**: 81 groups of digits between white space and borders, one per
    ///   cell, at least one of two or more digits (none holding `0` or `.`): a one-digit group
    ///   is a given, a longer one an empty cell's candidates;
    /// - a **list**: two or more lines that each hold 81 cells by themselves; the first is read;
    /// - otherwise **one puzzle**: 81 cells (see [`Grid::parse`]).
    ///
    /// On every line, a line holding 81 cells by itself ends at the white space after them (a
    /// rating, a name or a comment may follow: see [`puzzle_end`]), and a border line (see
    /// [`is_border_line`]) holds no cells.
    ///
    /// Text longer than [`MAX_TEXT_LENGTH`] is refused before it is read.
    pub fn parse(text: &str) -> Result<PuzzleText, ParseError> {
        // UTF-8 takes at least as many bytes as UTF-16 takes code units: count only past that.
        if text.len() > MAX_TEXT_LENGTH {
            let length = text.encode_utf16().count();
            if length > MAX_TEXT_LENGTH {
                return Err(ParseError::TooLong { length });
            }
        }
        let groups = Groups::of(text);
        if groups.is_pencil_grid() {
            return read_pencil_marks(text);
        }
        let lines = text
            .split('\n')
            .filter(|line| !is_border_line(line))
            .map(|line| &line[..puzzle_end(line)]);
        let cell_lines = lines.clone().filter(|line| cell_count(line) > 0);
        let puzzle_count = list_length(cell_lines.clone());
        let grid = if puzzle_count > 1 {
            let first = cell_lines.clone().next().unwrap_or_default();
            read_cells(first.chars())
        } else {
            read_cells(lines.flat_map(str::chars))
        };
        match grid {
            // Shaped like a pencil-mark grid but not 81 groups: say how many groups, when
            // that is nearer 81 than the count of digits.
            Err(ParseError::WrongCellCount { found })
                if groups.all_digits
                    && groups.long > 0
                    && groups.count.abs_diff(CELLS) < found.abs_diff(CELLS) =>
            {
                Err(ParseError::WrongCellCount {
                    found: groups.count,
                })
            }
            grid => Ok(PuzzleText {
                grid: grid?,
                candidates: None,
                puzzle_count: puzzle_count.max(1),
            }),
        }
    }
}

/// Whether `text` is a pencil-mark grid (see [`PuzzleText::parse`]): 81 groups of at most nine
/// characters between white space and borders, one of them two or more long, none holding `0`
/// or `.`. A line reader asks it before cutting a line at its 81st cell ([`puzzle_end`]): a
/// pencil-mark grid on one line holds more than 81 digits.
pub fn is_pencil_mark_grid(text: &str) -> bool {
    Groups::of(text).is_pencil_grid()
}

/// HoDoKu draws a pencil-mark grid's corners with these (`.---.`, `:---+---:`, `'---'`).
const CORNERS: [char; 3] = ['.', ':', '\''];

/// Whether `line` is a border line of a drawn grid and holds no cells: only border characters,
/// white space and HoDoKu's corners `.` `:` `'`, with at least one horizontal rule character
/// (`-`, `=`, box drawing). A row of empty cells (`. . . | . . .`) has no rule and is not one.
pub fn is_border_line(line: &str) -> bool {
    line.chars()
        .all(|ch| is_ignored(ch) || CORNERS.contains(&ch))
        && line
            .chars()
            .any(|ch| matches!(ch, '-' | '=' | '\u{2500}'..='\u{257F}'))
}

/// The byte length of the puzzle part of `line`: all of it, except when the line holds 81 cells
/// by itself followed by white space and anything else (`<81 cells> 7.2 Forcing Chain`,
/// `<81 cells> # from the paper`): then the line ends after the 81st cell. Text right after the
/// 81st cell, with no white space between, stays: it is an error (an 82nd cell, or an invalid
/// character).
pub fn puzzle_end(line: &str) -> usize {
    let Some((at, last)) = line
        .char_indices()
        .filter(|&(_, ch)| !is_ignored(ch))
        .nth(CELLS - 1)
    else {
        return line.len();
    };
    let end = at + last.len_utf8();
    let rest = &line[end..];
    match rest.find(|ch: char| !is_ignored(ch)) {
        Some(next) if rest[..next].contains(char::is_whitespace) => end,
        _ => line.len(),
    }
}

/// How many cells a line holds: its characters that are not white space or borders.
fn cell_count(line: &str) -> usize {
    line.chars().filter(|&ch| !is_ignored(ch)).count()
}

/// The number of puzzles in `lines` read as a list: how many lines hold cells, if there are two
/// or more and each holds exactly 81; else 0.
fn list_length<'a>(lines: impl Iterator<Item = &'a str>) -> usize {
    let mut count = 0;
    for line in lines {
        if cell_count(line) != CELLS {
            return 0;
        }
        count += 1;
    }
    if count > 1 {
        count
    } else {
        0
    }
}

/// Reads 81 cells from characters: `1`-`9` a given, `0` or `.` empty, white space and borders
/// ignored, anything else an error at the cell it would have filled.
fn read_cells(chars: impl Iterator<Item = char>) -> Result<Grid, ParseError> {
    let mut cells = [0u8; CELLS];
    let mut found = 0usize;
    for ch in chars {
        let value = match ch {
            '1'..='9' => ch as u8 - b'0',
            '0' | '.' => 0,
            c if is_ignored(c) => continue,
            c => {
                return Err(ParseError::InvalidCharacter {
                    ch: c,
                    row: found.min(CELLS - 1) / 9 + 1,
                    col: found.min(CELLS - 1) % 9 + 1,
                })
            }
        };
        if found < CELLS {
            cells[found] = value;
        }
        found += 1;
    }
    if found != CELLS {
        return Err(ParseError::WrongCellCount { found });
    }
    Ok(Grid { cells })
}

/// The groups of a text (runs of characters between white space and borders, border lines
/// left out), summed up to tell a pencil-mark grid.
struct Groups {
    /// How many groups.
    count: usize,
    /// How many hold two or more characters.
    long: usize,
    /// Whether none holds more than nine characters, `0` or `.` (a plain grid's empty cells).
    pencil_shaped: bool,
    /// Whether every group is made of the digits 1-9 only.
    all_digits: bool,
}

impl Groups {
    fn of(text: &str) -> Groups {
        let mut groups = Groups {
            count: 0,
            long: 0,
            pencil_shaped: true,
            all_digits: true,
        };
        for group in pencil_groups(text) {
            let length = group.chars().count();
            groups.count += 1;
            groups.long += usize::from(length >= 2);
            groups.pencil_shaped &= length <= 9 && !group.contains(['0', '.']);
            groups.all_digits &= length <= 9 && group.bytes().all(|b| matches!(b, b'1'..=b'9'));
        }
        groups
    }

    /// 81 groups, one of them at least two long, none with a plain grid's empty cell.
    fn is_pencil_grid(&self) -> bool {
        self.count == CELLS && self.long > 0 && self.pencil_shaped
    }
}

/// The groups of a text read as a pencil-mark grid, in order.
fn pencil_groups(text: &str) -> impl Iterator<Item = &str> {
    text.split('\n')
        .filter(|line| !is_border_line(line))
        .flat_map(|line| line.split(is_ignored).filter(|group| !group.is_empty()))
}

/// Reads a pencil-mark grid (see [`Groups::is_pencil_grid`]): group i is cell i.
fn read_pencil_marks(text: &str) -> Result<PuzzleText, ParseError> {
    let mut cells = [0u8; CELLS];
    let mut candidates = [0u16; CELLS];
    for (cell, group) in pencil_groups(text).enumerate() {
        let mut mask = 0u16;
        for ch in group.chars() {
            match ch {
                '1'..='9' => mask |= 1 << (ch as u8 - b'1'),
                _ => {
                    return Err(ParseError::InvalidCharacter {
                        ch,
                        row: cell / 9 + 1,
                        col: cell % 9 + 1,
                    })
                }
            }
        }
        if group.len() == 1 {
            cells[cell] = group.as_bytes()[0] - b'0';
        } else {
            candidates[cell] = mask;
        }
    }
    Ok(PuzzleText {
        grid: Grid { cells },
        candidates: Some(candidates),
        puzzle_count: 1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6.8.4.8.5.4.12";

    #[test]
    fn a_line_of_81_cells_ends_at_the_white_space_after_them() {
        for rest in [
            " 7.2 Forcing Chain",
            "\t# from the paper",
            " 1",
            " |x",
            "| note",
        ] {
            let line = format!("{LINE}{rest}");
            assert_eq!(puzzle_end(&line), LINE.len(), "{line:?}");
        }
        // Nothing to cut: only borders or white space, or text right after the 81st cell.
        for rest in ["", "  ", " | ", "?", "1", "|#", "#x y"] {
            let line = format!("{LINE}{rest}");
            assert_eq!(puzzle_end(&line), line.len(), "{line:?}");
        }
        // A line of fewer cells is all puzzle, whatever follows.
        assert_eq!(puzzle_end("1 2 3 # note"), "1 2 3 # note".len());
        // Multi-byte characters before the cut.
        let boxed = format!("│{LINE}│ 评级 7.2");
        assert_eq!(&boxed[..puzzle_end(&boxed)], format!("│{LINE}"));
    }

    #[test]
    fn border_lines_need_a_rule_and_may_have_hodoku_corners() {
        for line in [
            ".-------.-------.-------.",
            ":-------+-------+-------:",
            "'-------'-------'-------'",
            "*-----------*",
            "  ╟───┼───╢ ",
            "+===+===+",
        ] {
            assert!(is_border_line(line), "{line:?}");
        }
        for line in [
            "",
            "   ",
            ". . . | . . . | . . .",
            "...|...|...",
            "1--",
            ": :",
        ] {
            assert!(!is_border_line(line), "{line:?}");
        }
    }

    #[test]
    fn a_list_is_read_as_its_first_puzzle_and_counted() {
        let other = LINE.replace('7', "0");
        let text = format!("{LINE} 7.2\n\n{other}\r\n{LINE} # third\n");
        let read = PuzzleText::parse(&text).unwrap();
        assert_eq!(read.grid, Grid::parse(LINE).unwrap());
        assert_eq!((read.puzzle_count, read.candidates), (3, None));
        // One short line among them: not a list, one puzzle of too many cells.
        let text = format!("{LINE}\n1 2 3\n");
        assert_eq!(
            PuzzleText::parse(&text),
            Err(ParseError::WrongCellCount { found: 84 })
        );
        assert_eq!(PuzzleText::parse(LINE).unwrap().puzzle_count, 1);
    }

    #[test]
    fn a_pencil_mark_grid_gives_givens_and_candidates() {
        // Givens on the diagonal's first cells, candidate pairs elsewhere; `odd` in cell 13.
        let grid_text = |odd: &str| -> String {
            let mut text = String::new();
            for cell in 0..CELLS {
                match cell {
                    13 => text.push_str(odd),
                    _ if cell % 10 == 0 => text.push_str(&(cell / 10 + 1).to_string()),
                    _ => text.push_str("45"),
                }
                text.push(if cell % 9 == 8 { '\n' } else { ' ' });
            }
            text
        };
        let text = grid_text("45");
        let read = PuzzleText::parse(&text).unwrap();
        let candidates = read.candidates.unwrap();
        for (cell, &candidate) in candidates.iter().enumerate() {
            let (value, mask) = if cell % 10 == 0 {
                ((cell / 10 + 1) as u8, 0)
            } else {
                (0, 0b1_1000)
            };
            assert_eq!((read.grid.get(cell), candidate), (value, mask));
        }
        // A letter in a group names that group's cell.
        assert_eq!(
            PuzzleText::parse(&grid_text("4x")),
            Err(ParseError::InvalidCharacter {
                ch: 'x',
                row: 2,
                col: 5
            })
        );
        // A group missing: the count of groups, not of digits.
        assert_eq!(
            PuzzleText::parse(&grid_text("")),
            Err(ParseError::WrongCellCount { found: 80 })
        );
    }
}

//! Splits puzzle text into puzzles, line by line, as the README ("CLI") describes: a line of 81 cells is
//! a puzzle; shorter lines accumulate until they hold 81 cells (the nine-line format); `#` lines
//! are comments; a line `end` ends the input. A `#` after a line's cells is not a comment: it
//! ends the puzzle it falls in as malformed, reported at that line and column.

use std::collections::VecDeque;
use std::io::{self, BufRead};

use sudoku_engine::grid::{is_ignored, is_ignored_byte};

/// One puzzle's text and where it came from, before parsing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// Line number (1-based) of the puzzle's first line.
    pub first_line: usize,
    /// The puzzle's lines joined with `\n`.
    pub text: String,
    /// Why the lines do not make one puzzle, if they do not (a short or overlong group).
    pub framing_error: Option<String>,
}

/// Counts a line's cells: every character that is neither white space nor a border character
/// of a drawn grid (see [`is_ignored`]). Byte by byte when the line is ASCII, as puzzle files
/// nearly always are: the per-line cost of a batch is mostly this count.
fn cell_count(line: &str) -> usize {
    if line.is_ascii() {
        // Counted in byte-wide lanes (255 bytes at most per chunk): usize lanes vectorize poorly.
        let ignored: usize = line
            .as_bytes()
            .chunks(255)
            .map(|chunk| {
                let count = chunk
                    .iter()
                    .fold(0u8, |n, &b| n + u8::from(is_ignored_byte(b)));
                usize::from(count)
            })
            .sum();
        line.len() - ignored
    } else {
        line.chars().filter(|&c| !is_ignored(c)).count()
    }
}

/// Reads records from buffered text, one at a time.
pub struct Records<R> {
    reader: R,
    line_number: usize,
    /// The short lines read so far of a nine-line puzzle, with their cell count and last line.
    group: Option<(Record, usize, usize)>,
    ready: VecDeque<Record>,
    ended: bool,
    bytes: Vec<u8>,
}

impl<R: BufRead> Records<R> {
    /// Reads puzzles from `reader`.
    pub fn new(reader: R) -> Records<R> {
        Records {
            reader,
            line_number: 0,
            group: None,
            ready: VecDeque::new(),
            ended: false,
            bytes: Vec::new(),
        }
    }

    /// The reader, to ask how much input it already holds in memory.
    pub fn reader(&self) -> &R {
        &self.reader
    }

    /// Reads one line and queues the records it completes.
    fn read_line(&mut self) -> io::Result<()> {
        self.bytes.clear();
        if self.reader.read_until(b'\n', &mut self.bytes)? == 0 {
            self.end_group();
            self.ended = true;
            return Ok(());
        }
        self.line_number += 1;
        let bytes = std::mem::take(&mut self.bytes);
        match std::str::from_utf8(&bytes) {
            Ok(text) => self.take_line(text),
            // Invalid UTF-8 becomes U+FFFD, which the parser reports as an invalid character.
            Err(_) => self.take_line(&String::from_utf8_lossy(&bytes)),
        }
        self.bytes = bytes;
        Ok(())
    }

    /// Files one line of text (its line ending included) into the pending group or the queue.
    fn take_line(&mut self, text: &str) {
        let line = text.trim();
        if line == "end" {
            self.end_group();
            self.ended = true;
            return;
        }
        let cells = cell_count(line);
        // A comment, or a border line of a drawn grid (`+---+---+`): no cells, and unlike a
        // blank line it does not end a nine-line puzzle.
        if line.starts_with('#') || (!line.is_empty() && cells == 0) {
            if let Some((group, _, _)) = &mut self.group {
                // An empty line in its place keeps the group's lines numbered as in the input.
                group.text.push('\n');
            }
            return;
        }
        if let Some(at) = text.find('#') {
            self.end_group_at_trailing_comment(line, text[..at].chars().count() + 1);
            return;
        }
        if cells == 0 || (cells >= 81 && self.group.is_none()) || cells == 81 {
            self.end_group();
            if cells > 0 {
                self.ready.push_back(Record {
                    first_line: self.line_number,
                    text: line.to_string(),
                    framing_error: None,
                });
            }
            return;
        }
        let line_number = self.line_number;
        let (group, found, last_line) = self.group.get_or_insert_with(|| {
            let record = Record {
                first_line: line_number,
                text: String::new(),
                framing_error: None,
            };
            (record, 0, line_number)
        });
        if !group.text.is_empty() {
            group.text.push('\n');
        }
        group.text.push_str(line);
        *found += cells;
        *last_line = line_number;
        if *found >= 81 {
            self.end_group();
        }
    }

    /// Ends the pending group (or starts and ends one) with `line`, whose `#` at `column` follows
    /// its cells: a malformed puzzle reported at the comment, so the comment's letters are
    /// neither counted as cells nor blamed on the grid's last cell.
    fn end_group_at_trailing_comment(&mut self, line: &str, column: usize) {
        let line_number = self.line_number;
        let mut record = match self.group.take() {
            Some((mut group, _, _)) => {
                group.text.push('\n');
                group
            }
            None => Record {
                first_line: line_number,
                text: String::new(),
                framing_error: None,
            },
        };
        record.text.push_str(line);
        record.framing_error = Some(format!(
            "line {line_number}, column {column}: a `#` comment must start its own line"
        ));
        self.ready.push_back(record);
    }

    /// Queues the pending group: a puzzle if it holds exactly 81 cells, else a malformed one.
    fn end_group(&mut self) {
        let Some((mut group, found, last_line)) = self.group.take() else {
            return;
        };
        if found != 81 {
            let lines = if last_line == group.first_line {
                format!("line {last_line}")
            } else {
                format!("lines {}-{last_line}", group.first_line)
            };
            group.framing_error = Some(format!("{lines}: expected 81 cells, found {found}"));
        }
        self.ready.push_back(group);
    }
}

impl<R: BufRead> Iterator for Records<R> {
    type Item = io::Result<Record>;

    fn next(&mut self) -> Option<io::Result<Record>> {
        loop {
            if let Some(record) = self.ready.pop_front() {
                return Some(Ok(record));
            }
            if self.ended {
                return None;
            }
            if let Err(error) = self.read_line() {
                self.ended = true;
                return Some(Err(error));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn records(text: &str) -> Vec<(usize, Option<String>, usize)> {
        Records::new(text.as_bytes())
            .map(|r| r.unwrap())
            .map(|r| (r.first_line, r.framing_error, cell_count(&r.text)))
            .collect()
    }

    const LINE: &str =
        "7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6.8.4.8.5.4.12";

    fn nine_lines() -> String {
        LINE.as_bytes()
            .chunks(9)
            .map(|row| {
                let cells: Vec<String> = row
                    .iter()
                    .map(|&b| {
                        if b == b'.' {
                            "0".into()
                        } else {
                            (b as char).to_string()
                        }
                    })
                    .collect();
                cells.join(" ") + "\n"
            })
            .collect()
    }

    #[test]
    fn one_line_puzzles_and_nine_line_puzzles_mix() {
        let text = format!("# comment\n{LINE}\n{}\n{LINE}\r\n", nine_lines());
        assert_eq!(
            records(&text),
            vec![(2, None, 81), (3, None, 81), (13, None, 81)]
        );
    }

    #[test]
    fn cells_are_counted_alike_in_ascii_and_unicode_lines() {
        let row = "| 1 . 3 | 4 5 6 | . 8 9 |\t";
        assert_eq!(cell_count(row), 9);
        assert_eq!(cell_count(&row.replace('|', "║")), 9);
        // Longer than the 255-byte chunks the ASCII count adds up.
        let long = format!("{}{LINE}{}", " -".repeat(200), "=".repeat(300));
        assert_eq!(cell_count(&long), 81);
        assert_eq!(cell_count(&format!("{long}é\u{3000}")), 82);
    }

    #[test]
    fn a_grid_drawn_with_borders_is_one_puzzle() {
        let rows: Vec<String> = LINE
            .as_bytes()
            .chunks(9)
            .map(|r| {
                let r = std::str::from_utf8(r).unwrap();
                format!("| {} | {} | {} |", &r[..3], &r[3..6], &r[6..])
            })
            .collect();
        let border = "+-----+-----+-----+";
        let mut text = String::new();
        for (i, row) in rows.iter().enumerate() {
            if i % 3 == 0 {
                text += &format!("{border}\n");
            }
            text += &format!("{row}\n");
        }
        text += &format!("{border}\n\n╔═══╗\n{LINE}\n");
        assert_eq!(records(&text), vec![(2, None, 81), (16, None, 81)]);
    }

    #[test]
    fn nine_line_puzzles_need_no_blank_line_between_them() {
        let text = format!("{}{}", nine_lines(), nine_lines());
        assert_eq!(records(&text), vec![(1, None, 81), (10, None, 81)]);
    }

    #[test]
    fn short_group_ended_by_blank_line_is_one_malformed_puzzle() {
        let short: String = nine_lines()
            .lines()
            .take(8)
            .map(|l| format!("{l}\n"))
            .collect();
        let text = format!("{short}\n{LINE}\n");
        let got = records(&text);
        assert_eq!(got.len(), 2);
        assert_eq!(
            got[0].1.as_deref(),
            Some("lines 1-8: expected 81 cells, found 72")
        );
        assert_eq!(got[1], (10, None, 81));
    }

    #[test]
    fn short_group_cut_off_by_a_one_line_puzzle_comes_out_first() {
        let text = format!("1 2 3\n{LINE}\n4 5\n");
        let got = records(&text);
        assert_eq!(got.len(), 3);
        assert_eq!(
            got[0].1.as_deref(),
            Some("line 1: expected 81 cells, found 3")
        );
        assert_eq!(got[1], (2, None, 81));
        assert_eq!(
            got[2].1.as_deref(),
            Some("line 3: expected 81 cells, found 2")
        );
    }

    #[test]
    fn overshooting_group_is_malformed() {
        let rows: Vec<&str> = LINE
            .as_bytes()
            .chunks(9)
            .map(|r| std::str::from_utf8(r).unwrap())
            .collect();
        let text = format!("{}\n{}1\n", rows[..8].join("\n"), rows[8]);
        let got = records(&text);
        assert_eq!(got.len(), 1);
        assert_eq!(
            got[0].1.as_deref(),
            Some("lines 1-9: expected 81 cells, found 82")
        );
    }

    #[test]
    fn long_line_is_its_own_puzzle_left_for_the_parser() {
        let text = format!("{LINE}9\n{LINE}\n");
        assert_eq!(records(&text), vec![(1, None, 82), (2, None, 81)]);
    }

    #[test]
    fn comments_inside_a_nine_line_puzzle_keep_its_line_numbering() {
        let mut lines: Vec<String> = nine_lines().lines().map(String::from).collect();
        lines.insert(3, "# a comment inside the grid".into());
        let text = lines.join("\n") + "\n";
        let record = Records::new(text.as_bytes()).next().unwrap().unwrap();
        assert_eq!(record.first_line, 1);
        assert_eq!(record.text.lines().count(), 10);
        assert_eq!(record.text.lines().nth(4), Some(lines[4].as_str()));
    }

    #[test]
    fn a_trailing_comment_is_reported_where_it_starts() {
        let rows: Vec<String> = nine_lines().lines().map(String::from).collect();
        let short_row = &rows[8][..rows[8].len() - 2]; // eight cells: 80 in the group
        let cases = [
            // Its `#` would have been the 81st cell, which the parser put at row 9, column 9.
            (format!("{}\n{short_row} #\n", rows[..8].join("\n")), 9, 17),
            (
                format!("{}\n{short_row}  # note\n", rows[..8].join("\n")),
                9,
                18,
            ),
            (
                format!("{}\n{} # full\n", rows[..8].join("\n"), rows[8]),
                9,
                19,
            ),
            (format!("{LINE} # one-line puzzle\n"), 1, 83),
            (format!("{LINE}\n  1 2 # short\n"), 2, 7),
        ];
        for (text, line, column) in cases {
            let got = records(&text);
            let expected =
                format!("line {line}, column {column}: a `#` comment must start its own line");
            assert_eq!(
                got.last().unwrap().1.as_deref(),
                Some(expected.as_str()),
                "{text}"
            );
        }
        // The next puzzle starts after the comment's line.
        let text = format!("1 2 3 # note\n{}", nine_lines());
        assert_eq!(records(&text)[1], (2, None, 81));
    }

    #[test]
    fn end_line_stops_reading() {
        let text = format!("{LINE}\nend\n{LINE}\n");
        assert_eq!(records(&text), vec![(1, None, 81)]);
    }

    #[test]
    fn empty_input_has_no_records() {
        assert!(records("").is_empty());
        assert!(records("\n\n# only comments\n").is_empty());
    }
}

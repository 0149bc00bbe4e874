//! Splits puzzle text into puzzles, line by line, as the README ("CLI") describes: a line of 81
//! cells is a puzzle (white space and anything after its cells is a comment); shorter lines
//! accumulate until they hold 81 cells (the nine-line format, a grid drawn with borders) or, for
//! a pencil-mark grid, 81 groups; `#` lines are comments; a line `end` ends the input. A `#`
//! after the cells of a shorter line is not a comment: it ends the puzzle it falls in as
//! malformed, reported at that line and column. Lines are read with a bounded buffer: a line
//! longer than any puzzle is an error for its puzzle, and memory stays flat whatever the input.

use std::collections::VecDeque;
use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;
use std::sync::Arc;

use sudoku_engine::grid::{
    is_border_line, is_ignored, is_ignored_byte, is_pencil_mark_grid, puzzle_end,
};
use sudoku_engine::MAX_TEXT_LENGTH;

/// The longest line read whole, in bytes: a puzzle's line is far shorter; a longer line is an
/// error for its puzzle and the rest of it is skipped unread.
pub const LINE_LIMIT: usize = MAX_TEXT_LENGTH;

/// How far past [`LINE_LIMIT`] a line is skipped looking for its end: input with a longer line
/// (`/dev/zero`, a binary file) is not puzzle text, and the rest of that input is not read.
pub const SKIP_LIMIT: usize = 16 << 20;

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

/// The lines read so far of a puzzle that spans lines.
struct Group {
    record: Record,
    /// Cells counted so far (for a pencil-mark grid: groups of digits).
    found: usize,
    last_line: usize,
    /// Whether this is a pencil-mark grid, counted in groups.
    pencil: bool,
}

/// How many groups of digits a pencil-mark grid's row line holds: 9, when `line` is such a row
/// (nine groups of at most nine digits 1-9, one of them two or more long); else `None`.
fn pencil_row(line: &str) -> Option<usize> {
    let mut groups = 0;
    let mut long = false;
    for group in line.split(is_ignored).filter(|group| !group.is_empty()) {
        if group.len() > 9 || !group.bytes().all(|b| matches!(b, b'1'..=b'9')) {
            return None;
        }
        groups += 1;
        long |= group.len() >= 2;
    }
    (groups == 9 && long).then_some(groups)
}

/// How many groups (runs of cell characters between white space and borders) a line holds.
fn group_count(line: &str) -> usize {
    line.split(is_ignored)
        .filter(|group| !group.is_empty())
        .count()
}

/// Reads records from buffered text, one at a time.
pub struct Records<R> {
    reader: R,
    line_number: usize,
    /// The lines read so far of a puzzle that spans lines.
    group: Option<Group>,
    /// Whether the last line with anything on it was a border line (a pencil-mark grid's row
    /// may follow its top border).
    after_border: bool,
    /// How much of an overlong line has been skipped, while skipping to its end.
    skipping: Option<usize>,
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
            after_border: false,
            skipping: None,
            ready: VecDeque::new(),
            ended: false,
            bytes: Vec::new(),
        }
    }

    /// The reader, to ask how much input it already holds in memory.
    pub fn reader(&self) -> &R {
        &self.reader
    }

    /// Reads one line and queues the records it completes. A line longer than [`LINE_LIMIT`]
    /// queues an error for its puzzle at once; the next calls skip the rest of it.
    fn read_line(&mut self) -> io::Result<()> {
        if let Some(skipped) = self.skipping {
            return self.skip_line(skipped);
        }
        self.bytes.clear();
        let (read, ended) = read_until_newline(&mut self.reader, &mut self.bytes, LINE_LIMIT + 1)?;
        if read == 0 {
            self.end_group();
            self.ended = true;
            return Ok(());
        }
        self.line_number += 1;
        if !ended && self.bytes.len() > LINE_LIMIT {
            self.skipping = Some(self.bytes.len());
            self.end_group();
            let line_number = self.line_number;
            self.ready.push_back(Record {
                first_line: line_number,
                text: String::new(),
                framing_error: Some(format!(
                    "line {line_number}: longer than {LINE_LIMIT} bytes: no puzzle is"
                )),
            });
            return Ok(());
        }
        let bytes = std::mem::take(&mut self.bytes);
        match std::str::from_utf8(&bytes) {
            Ok(text) => self.take_line(text),
            // Invalid UTF-8 becomes U+FFFD, which the parser reports as an invalid character.
            Err(_) => self.take_line(&String::from_utf8_lossy(&bytes)),
        }
        self.bytes = bytes;
        Ok(())
    }

    /// Skips the rest of an overlong line, a buffer at a time (nothing kept): `skipped` bytes of
    /// it are gone already. Past [`SKIP_LIMIT`], the input is not puzzle text: an error.
    fn skip_line(&mut self, mut skipped: usize) -> io::Result<()> {
        loop {
            let available = match self.reader.fill_buf() {
                Ok(available) => available,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(error),
            };
            if available.is_empty() {
                self.skipping = None;
                return Ok(());
            }
            let (used, ended) = match available.iter().position(|&b| b == b'\n') {
                Some(at) => (at + 1, true),
                None => (available.len(), false),
            };
            self.reader.consume(used);
            skipped += used;
            if ended {
                self.skipping = None;
                return Ok(());
            }
            if skipped > SKIP_LIMIT {
                self.ended = true;
                return Err(io::Error::new(
                    io::ErrorKind::InvalidData,
                    format!(
                        "line {} has no end after {} MiB: not puzzle text, the rest is not read",
                        self.line_number,
                        SKIP_LIMIT >> 20
                    ),
                ));
            }
        }
    }

    /// Files one line of text (its line ending included) into the pending group or the queue.
    fn take_line(&mut self, text: &str) {
        // A pencil-mark grid on one line holds more than 81 digits: it is not cut after them.
        let text = if is_pencil_mark_grid(text) {
            text
        } else {
            &text[..puzzle_end(text)]
        };
        let line = text.trim();
        if line == "end" {
            self.end_group();
            self.ended = true;
            return;
        }
        let cells = cell_count(line);
        // A comment, or a border line of a drawn grid (`+---+---+`, HoDoKu's `.---.---.`): no
        // cells, and unlike a blank line it does not end a puzzle that spans lines.
        let border = !line.is_empty() && (cells == 0 || is_border_line(line));
        if line.starts_with('#') || border {
            if let Some(group) = &mut self.group {
                // An empty line in its place keeps the group's lines numbered as in the input.
                group.record.text.push('\n');
            }
            self.after_border = border;
            return;
        }
        let after_border = std::mem::take(&mut self.after_border);
        if let Some(at) = text.find('#') {
            self.end_group_at_trailing_comment(line, text[..at].chars().count() + 1);
            return;
        }
        let pencil_group = self.group.as_ref().is_some_and(|group| group.pencil);
        let pencil_start =
            self.group.is_none() && pencil_row(line).is_some() && (cells != 81 || after_border);
        if pencil_group || pencil_start {
            self.add_to_group(line, group_count(line), true);
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
        self.add_to_group(line, cells, false);
    }

    /// Adds a line holding `found` cells (or groups, for a pencil-mark grid) to the pending
    /// group, starting one if there is none; ends it once it holds 81 or more.
    fn add_to_group(&mut self, line: &str, found: usize, pencil: bool) {
        let line_number = self.line_number;
        let group = self.group.get_or_insert_with(|| Group {
            record: Record {
                first_line: line_number,
                text: String::new(),
                framing_error: None,
            },
            found: 0,
            last_line: line_number,
            pencil,
        });
        if !group.record.text.is_empty() {
            group.record.text.push('\n');
        }
        group.record.text.push_str(line);
        group.found += found;
        group.last_line = line_number;
        if group.found >= 81 {
            self.end_group();
        }
    }

    /// Ends the pending group (or starts and ends one) with `line`, whose `#` at `column` follows
    /// its cells: a malformed puzzle reported at the comment, so the comment's letters are
    /// neither counted as cells nor blamed on the grid's last cell.
    fn end_group_at_trailing_comment(&mut self, line: &str, column: usize) {
        let line_number = self.line_number;
        let mut record = match self.group.take() {
            Some(Group { mut record, .. }) => {
                record.text.push('\n');
                record
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
        let Some(Group {
            mut record,
            found,
            last_line,
            ..
        }) = self.group.take()
        else {
            return;
        };
        if found != 81 {
            let lines = if last_line == record.first_line {
                format!("line {last_line}")
            } else {
                format!("lines {}-{last_line}", record.first_line)
            };
            record.framing_error = Some(format!("{lines}: expected 81 cells, found {found}"));
        }
        self.ready.push_back(record);
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

/// Appends bytes up to and including the next `\n` to `bytes`, keeping at most `limit` of them
/// (the rest of a longer line stays unread). Returns how many bytes were read and whether the
/// line ended (a `\n` or the end of input).
fn read_until_newline(
    reader: &mut impl BufRead,
    bytes: &mut Vec<u8>,
    limit: usize,
) -> io::Result<(usize, bool)> {
    let mut read = 0;
    loop {
        let available = match reader.fill_buf() {
            Ok(available) => available,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if available.is_empty() {
            return Ok((read, true));
        }
        let room = limit - bytes.len();
        let (used, ended) = match available.iter().take(room).position(|&b| b == b'\n') {
            Some(at) => (at + 1, true),
            None => (available.len().min(room), false),
        };
        bytes.extend_from_slice(&available[..used]);
        reader.consume(used);
        read += used;
        if ended || bytes.len() == limit {
            return Ok((read, ended));
        }
    }
}

/// One input, buffered.
type Input = BufReader<Box<dyn Read>>;

/// The puzzles of every input in turn (a file name, or `-` for stdin), each with its input's
/// name for messages. An input that cannot be opened or read to its end is reported on stderr
/// and the next one is read: [`Inputs::failed`] tells at the end.
pub struct Inputs<'a> {
    files: std::slice::Iter<'a, OsString>,
    /// The input being read: its name as messages start (`in.txt: `, empty for stdin) and its
    /// records.
    current: Option<(Arc<str>, Records<Input>)>,
    failed: bool,
}

impl<'a> Inputs<'a> {
    /// Reads `files` in order.
    pub fn new(files: &'a [OsString]) -> Inputs<'a> {
        Inputs {
            files: files.iter(),
            current: None,
            failed: false,
        }
    }

    /// Whether any input could not be opened or read to its end.
    pub fn failed(&self) -> bool {
        self.failed
    }

    /// The next puzzle, with its input's name and whether more input is already in memory.
    pub fn next_record(&mut self) -> Option<((Arc<str>, Record), bool)> {
        loop {
            if let Some((source, records)) = &mut self.current {
                match records.next() {
                    Some(Ok(record)) => {
                        let more_in_memory = !records.reader().buffer().is_empty();
                        return Some(((source.clone(), record), more_in_memory));
                    }
                    Some(Err(error)) => {
                        let name = source.trim_end_matches(": ");
                        let name = if name.is_empty() { "stdin" } else { name };
                        eprintln!("sudoku: {name}: {error}");
                        self.failed = true;
                        self.current = None;
                    }
                    None => self.current = None,
                }
            }
            let file = self.files.next()?;
            match open(file) {
                Ok(reader) => {
                    let source: Arc<str> = if file == "-" {
                        "".into()
                    } else {
                        format!("{}: ", Path::new(file).display()).into()
                    };
                    let records = Records::new(BufReader::with_capacity(1 << 16, reader));
                    self.current = Some((source, records));
                }
                Err(error) => {
                    eprintln!("sudoku: cannot read {}: {error}", Path::new(file).display());
                    self.failed = true;
                }
            }
        }
    }
}

/// Opens an input: stdin for `-`, else the file (a directory is an error here, not at the
/// first read).
fn open(file: &OsString) -> io::Result<Box<dyn Read>> {
    if file == "-" {
        return Ok(Box::new(io::stdin()));
    }
    let opened = File::open(file)?;
    if opened.metadata()?.is_dir() {
        return Err(io::Error::other("it is a directory"));
    }
    Ok(Box::new(opened))
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
    fn text_after_a_line_of_81_cells_is_a_comment() {
        let text = format!("{LINE} # one-line puzzle\n{LINE} 7.2 Forcing Chain\n{LINE}\t1\n");
        assert_eq!(
            records(&text),
            vec![(1, None, 81), (2, None, 81), (3, None, 81)]
        );
        // Right after the cells, with no white space between, it is no comment.
        let error = "line 1, column 82: a `#` comment must start its own line";
        assert_eq!(
            records(&format!("{LINE}#x\n")),
            vec![(1, Some(error.into()), 83)]
        );
    }

    #[test]
    fn grids_drawn_with_stars_and_hodoku_corners_are_one_puzzle() {
        let rows: Vec<&str> = LINE
            .as_bytes()
            .chunks(9)
            .map(|r| std::str::from_utf8(r).unwrap())
            .collect();
        let star = |r: &str| format!("|{}|{}|{}|", &r[..3], &r[3..6], &r[6..]);
        let mut simple = String::from("*-----------*\n");
        let mut hodoku = String::from(".-------.-------.-------.\n");
        for (i, row) in rows.iter().enumerate() {
            simple += &format!("{}\n", star(row));
            let spaced: Vec<String> = row.chars().map(String::from).collect();
            hodoku += &format!(
                "| {} | {} | {} |\n",
                spaced[..3].join(" "),
                spaced[3..6].join(" "),
                spaced[6..].join(" ")
            );
            if i == 2 || i == 5 {
                simple += "|---+---+---|\n";
                hodoku += ":-------+-------+-------:\n";
            }
        }
        simple += "*-----------*\n";
        hodoku += "'-------'-------'-------'\n";
        let text = format!("{simple}{hodoku}");
        assert_eq!(records(&text), vec![(2, None, 81), (15, None, 81)]);
    }

    /// Sudopedia's pencil-mark grid (HoDoKu's layout), a row of which holds 81 digits.
    const PENCIL_MARKS: &str = "\
.------------------.------------------.------------------.
| 19    7     169  | 2     156   3    | 459   8     49   |
| 3     4     5    | 7     9     8    | 1     2     6    |
| 2     169   8    | 16    4     156  | 3579  35    379  |
:------------------+------------------+------------------:
| 4     136   1367 | 5     1367  9    | 8     36    2    |
| 17    5     12367| 8     12367 4    | 367   9     37   |
| 8     369   23679| 36    2367  26   | 34567 3456  1    |
:------------------+------------------+------------------:
| 1579  139   13479| 13469 12356 1256 | 23469 346   8    |
| 159   8     1349 | 13469 12356 1256 | 23469 7     349  |
| 6     2     349  | 349   8     7    | 349   1     5    |
'------------------'------------------'------------------'
";

    #[test]
    fn a_pencil_mark_grid_is_one_puzzle_counted_in_groups() {
        let text = format!("{PENCIL_MARKS}{LINE}\n{PENCIL_MARKS}");
        let got: Vec<Record> = Records::new(text.as_bytes()).map(|r| r.unwrap()).collect();
        let lines: Vec<usize> = got.iter().map(|r| r.first_line).collect();
        assert_eq!(lines, vec![2, 14, 16]);
        for record in [&got[0], &got[2]] {
            assert_eq!(record.framing_error, None);
            let read = sudoku_engine::PuzzleText::parse(&record.text).unwrap();
            assert_eq!(read.candidates.unwrap()[0], 0b1_0000_0001); // 19
        }
        // A first row of nine full groups (81 digits) after the top border is a row too.
        let full_row = PENCIL_MARKS.replacen(
            "| 19    7     169  | 2     156   3    | 459   8     49   |",
            "123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789 123456789",
            1,
        );
        let got: Vec<Record> = Records::new(full_row.as_bytes())
            .map(|r| r.unwrap())
            .collect();
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].framing_error, None);
        // A row missing: the groups are counted.
        let short = PENCIL_MARKS.replacen(
            "| 3     4     5    | 7     9     8    | 1     2     6    |\n",
            "",
            1,
        );
        let got: Vec<Record> = Records::new(short.as_bytes()).map(|r| r.unwrap()).collect();
        assert_eq!(
            got[0].framing_error.as_deref(),
            Some("lines 2-11: expected 81 cells, found 72")
        );
    }

    #[test]
    fn an_overlong_line_is_an_error_and_the_reading_goes_on() {
        let text = format!("{LINE}\n{}\n{LINE}\n", "1".repeat(LINE_LIMIT * 3));
        let got = records(&text);
        assert_eq!(got.len(), 3);
        assert_eq!(got[0], (1, None, 81));
        assert_eq!(
            got[1].1.as_deref(),
            Some("line 2: longer than 65536 bytes: no puzzle is")
        );
        assert_eq!(got[2], (3, None, 81));
        // At the limit (its line ending included) a line is read whole.
        let at_limit = format!("{LINE}{}\n", " ".repeat(LINE_LIMIT - LINE.len() - 1));
        assert_eq!(records(&at_limit), vec![(1, None, 81)]);
    }

    #[test]
    fn a_line_without_end_stops_the_input_with_flat_memory() {
        // An endless line of zeros (as /dev/zero): one error record, then a read error once
        // SKIP_LIMIT bytes are skipped, having kept no more than LINE_LIMIT of them.
        let zeros = io::BufReader::new(io::repeat(0));
        let mut records = Records::new(zeros);
        let first = records.next().unwrap().unwrap();
        assert!(first.framing_error.unwrap().contains("longer than"));
        let error = records.next().unwrap().unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::InvalidData);
        assert!(error.to_string().contains("no end after 16 MiB"), "{error}");
        assert!(records.next().is_none());
        assert!(records.bytes.capacity() <= 2 * LINE_LIMIT + 1);
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

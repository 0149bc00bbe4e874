//! `sudoku read IMAGE...`: the givens of the puzzle in each photo or screenshot.

use std::ffi::{OsStr, OsString};
use std::io::{self, Read, Write};
use std::path::Path;

use sudoku_engine::vision::read_bytes;

/// The largest image file read (a 12000x9000 JPEG is about 30 MB): a bigger file, or a device
/// that never ends, is an error for that file, not a run out of memory.
const MAX_FILE_BYTES: u64 = 128 << 20;

/// `sudoku read --help`.
pub const HELP: &str = "\
sudoku read [--confidence] IMAGE...

Reads the puzzle in each image (JPEG or PNG: a photo of a printed puzzle, or a screenshot) and
prints, one line per image in order, its printed givens as 81 characters (`1`-`9`, `.` empty),
or `error: <file>: <reason>` (not an image, truncated, no grid found, ...). Only printed givens
are read: digits in another colour than most of the grid's digits (a person's or an app's
entries) and small pencil marks are left out. When the digits read have no solution or several,
the least sure cells are changed to their next likeliest digits until exactly one solution is
found. With --confidence, each line is followed by a space and, per cell, how sure the reading
is (0-9, 9 surest). Exit status 1 when any image failed, 2 for a usage error.
";

/// What `sudoku read` was asked: the images, and whether to print the confidences.
pub struct ReadOptions<'a> {
    files: Vec<&'a OsStr>,
    confidence: bool,
}

/// Reads the arguments after `read`: `None` when they ask for help (printed here), an error
/// message for a usage error.
pub fn parse(args: &[OsString]) -> Result<Option<ReadOptions<'_>>, String> {
    let mut options = ReadOptions {
        files: Vec::new(),
        confidence: false,
    };
    for arg in args {
        match arg.to_str().unwrap_or("") {
            "-h" | "--help" => {
                print!("{HELP}");
                return Ok(None);
            }
            "--confidence" => options.confidence = true,
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option `{flag}` for `read`"))
            }
            _ => options.files.push(arg),
        }
    }
    if options.files.is_empty() {
        return Err("`read` needs at least one image file".into());
    }
    Ok(Some(options))
}

/// Prints one line per image, in order; returns how many could not be read, or the error that
/// stopped the output.
pub fn run(options: &ReadOptions) -> io::Result<usize> {
    let mut failed = 0;
    let mut out = io::stdout().lock();
    for &file in &options.files {
        let result = read_file(Path::new(file))
            .and_then(|bytes| read_bytes(&bytes).map_err(|error| error.to_string()));
        match result {
            Ok(reading) if options.confidence => {
                let sureness: String = reading
                    .confidence
                    .iter()
                    .map(|&c| char::from(b'0' + (c * 9.0).round().clamp(0.0, 9.0) as u8))
                    .collect();
                writeln!(out, "{} {sureness}", reading.text())?;
            }
            Ok(reading) => writeln!(out, "{}", reading.text())?,
            Err(reason) => {
                failed += 1;
                writeln!(out, "error: {}: {reason}", Path::new(file).display())?;
            }
        }
        out.flush()?;
    }
    Ok(failed)
}

/// The file's bytes, at most [`MAX_FILE_BYTES`].
fn read_file(path: &Path) -> Result<Vec<u8>, String> {
    let file = std::fs::File::open(path).map_err(|error| error.to_string())?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| error.to_string())?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(format!("larger than {} MB: not read", MAX_FILE_BYTES >> 20));
    }
    Ok(bytes)
}

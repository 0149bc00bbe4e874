//! `sudoku read IMAGE...`: the givens of the puzzle in each photo or screenshot.

use std::ffi::{OsStr, OsString};
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::ExitCode;

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

/// Runs `sudoku read` with the arguments after `read`.
pub fn main(args: &[OsString]) -> ExitCode {
    let mut confidence = false;
    let mut files: Vec<&OsStr> = Vec::new();
    for arg in args {
        match arg.to_str().unwrap_or("") {
            "-h" | "--help" => {
                print!("{HELP}");
                return ExitCode::SUCCESS;
            }
            "--confidence" => confidence = true,
            flag if flag.starts_with("--") => {
                eprintln!("sudoku: unknown option `{flag}` for `read`\nTry `sudoku read --help`.");
                return ExitCode::from(2);
            }
            _ => files.push(arg),
        }
    }
    if files.is_empty() {
        eprintln!("sudoku: `read` needs at least one image file\nTry `sudoku read --help`.");
        return ExitCode::from(2);
    }
    let mut failed = false;
    let mut out = io::stdout().lock();
    for file in files {
        let result = read_file(Path::new(file))
            .and_then(|bytes| read_bytes(&bytes).map_err(|error| error.to_string()));
        let line = match result {
            Ok(reading) if confidence => {
                let sureness: String = reading
                    .confidence
                    .iter()
                    .map(|&c| char::from(b'0' + (c * 9.0).round().clamp(0.0, 9.0) as u8))
                    .collect();
                format!("{} {sureness}", reading.text())
            }
            Ok(reading) => reading.text(),
            Err(reason) => {
                failed = true;
                format!("error: {}: {reason}", Path::new(file).display())
            }
        };
        if let Err(error) = writeln!(out, "{line}").and_then(|()| out.flush()) {
            // As the other commands: a closed output ends the run quietly, as SIGPIPE would.
            if error.kind() == io::ErrorKind::BrokenPipe {
                return ExitCode::from(141);
            }
            eprintln!("sudoku: cannot write the output: {error}");
            return ExitCode::from(2);
        }
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
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

//! `sudoku read IMAGE...`: the givens of the puzzle in each photo or screenshot.

use std::process::ExitCode;

use sudoku_engine::vision::read_bytes;

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
pub fn main(args: &[String]) -> ExitCode {
    let mut confidence = false;
    let mut files = Vec::new();
    for arg in args {
        match arg.as_str() {
            "-h" | "--help" => {
                print!("{HELP}");
                return ExitCode::SUCCESS;
            }
            "--confidence" => confidence = true,
            flag if flag.starts_with("--") => {
                eprintln!("sudoku: unknown option `{flag}` for `read`\nTry `sudoku read --help`.");
                return ExitCode::from(2);
            }
            file => files.push(file),
        }
    }
    if files.is_empty() {
        eprintln!("sudoku: `read` needs at least one image file\nTry `sudoku read --help`.");
        return ExitCode::from(2);
    }
    let mut failed = false;
    for file in files {
        let result = std::fs::read(file)
            .map_err(|error| error.to_string())
            .and_then(|bytes| read_bytes(&bytes).map_err(|error| error.to_string()));
        match result {
            Ok(reading) if confidence => {
                let sureness: String = reading
                    .confidence
                    .iter()
                    .map(|&c| char::from(b'0' + (c * 9.0).round().clamp(0.0, 9.0) as u8))
                    .collect();
                println!("{} {sureness}", reading.text());
            }
            Ok(reading) => println!("{}", reading.text()),
            Err(reason) => {
                println!("error: {file}: {reason}");
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

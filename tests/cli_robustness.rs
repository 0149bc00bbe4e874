//! The CLI under hostile conditions, run as a user runs it: output that closes or fails, absurd
//! `--jobs`, file names that are not UTF-8, endless lines, unreadable files. Each run is bounded
//! in time: a hang fails the test instead of freezing it.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

const LINE: &str =
    "7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6.8.4.8.5.4.12";
const SOLUTION: &str =
    "754938261128645937639217485865429173972351648413876529547182396291763854386594712";

fn sudoku() -> Command {
    Command::new(env!("CARGO_BIN_EXE_sudoku"))
}

/// Waits for `child` at most `limit`; kills it and fails the test if it is still running.
fn wait_bounded(child: &mut Child, limit: Duration, what: &str) -> ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{what}: still running after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Runs `sudoku ARGS` with stdout and stderr captured, bounded in time.
fn run(args: &[&str]) -> (String, String, i32) {
    let mut child = sudoku()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read both pipes on threads so that a full pipe never blocks the child.
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || std::io::read_to_string(&mut stdout).unwrap());
    let err = std::thread::spawn(move || std::io::read_to_string(&mut stderr).unwrap());
    let status = wait_bounded(&mut child, Duration::from_secs(60), &args.join(" "));
    (
        out.join().unwrap(),
        err.join().unwrap(),
        status.code().unwrap(),
    )
}

/// A file of `count` copies of a puzzle in a fresh temporary folder.
fn puzzle_file(name: &str, count: usize) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sudoku-cli-robustness-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, format!("{LINE}\n").repeat(count)).unwrap();
    path
}

#[test]
fn the_cli_ends_quietly_when_its_output_closes_whatever_the_jobs() {
    let many = puzzle_file("many.txt", 100_000);
    let many = many.to_str().unwrap();
    let runs: [&[&str]; 6] = [
        &["solve", many],
        &["solve", "--jobs", "1", many],
        &["solve", "--jobs", "3", many],
        &["count", many],
        &["rate", many],
        &["generate", "--count", "100000", "--seed", "1"],
    ];
    for args in runs {
        let mut child = sudoku()
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // `| head -1`: read one line, then close the pipe.
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(first.ends_with('\n'), "{args:?}: {first:?}");
        let status = wait_bounded(&mut child, Duration::from_secs(30), &args.join(" "));
        assert_eq!(status.code(), Some(141), "{args:?}: ends as SIGPIPE would");
        let stderr = std::io::read_to_string(child.stderr.take().unwrap()).unwrap();
        assert!(
            !stderr.contains("Broken pipe"),
            "{args:?}: quiet, not {stderr:?}"
        );
    }
}

#[test]
fn a_full_disk_is_reported_with_status_2_whatever_the_jobs() {
    if !std::path::Path::new("/dev/full").exists() {
        return;
    }
    let many = puzzle_file("full.txt", 20_000);
    for jobs in ["1", "2", "8"] {
        let mut child = sudoku()
            .args(["solve", "--jobs", jobs, many.to_str().unwrap()])
            .stdout(std::fs::File::create("/dev/full").unwrap())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let status = wait_bounded(&mut child, Duration::from_secs(30), "solve > /dev/full");
        let stderr = std::io::read_to_string(child.stderr.take().unwrap()).unwrap();
        assert_eq!(status.code(), Some(2), "jobs {jobs}");
        assert!(stderr.contains("cannot write the output"), "{stderr}");
    }
}

#[test]
fn absurd_jobs_are_capped_with_a_message() {
    let one = puzzle_file("one.txt", 1);
    let one = one.to_str().unwrap();
    for jobs in ["100000", "4294967296", "18446744073709551615"] {
        let (out, err, code) = run(&["solve", "--jobs", jobs, one]);
        assert_eq!((out.trim(), code), (SOLUTION, 0), "--jobs {jobs}");
        assert!(
            err.contains(&format!(
                "--jobs {jobs} is more than this machine can use; using"
            )),
            "{err}"
        );
    }
    let (_, err, code) = run(&["solve", "--jobs", "18446744073709551616", one]);
    assert_eq!(code, 2);
    assert!(err.contains("--jobs needs a whole number"), "{err}");
}

#[cfg(unix)]
#[test]
fn file_names_that_are_not_utf8_are_read_and_named() {
    use std::os::unix::ffi::OsStrExt;
    let good = puzzle_file("good.txt", 1);
    let dir = good.parent().unwrap();
    let odd = dir.join(std::ffi::OsStr::from_bytes(b"odd\xffname.txt"));
    std::fs::copy(&good, &odd).unwrap();
    let missing = dir.join(std::ffi::OsStr::from_bytes(b"missing\xfe.txt"));
    let mut child = sudoku()
        .arg("solve")
        .arg(&odd)
        .arg(&missing)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let status = wait_bounded(&mut child, Duration::from_secs(30), "odd names");
    let out = std::io::read_to_string(child.stdout.take().unwrap()).unwrap();
    let err = std::io::read_to_string(child.stderr.take().unwrap()).unwrap();
    assert_eq!(out.trim(), SOLUTION);
    assert_eq!(status.code(), Some(2));
    assert!(
        err.contains("cannot read") && err.contains("missing\u{FFFD}.txt"),
        "{err}"
    );
}

#[test]
fn an_unreadable_file_is_reported_and_the_next_files_are_read() {
    let good = puzzle_file("readable.txt", 1);
    let good = good.to_str().unwrap();
    let dir = std::env::temp_dir();
    let (out, err, code) = run(&[
        "solve",
        good,
        "/nonexistent/none.txt",
        dir.to_str().unwrap(),
        good,
    ]);
    assert_eq!(out, format!("{SOLUTION}\n{SOLUTION}\n"));
    assert_eq!(code, 2);
    assert!(err.contains("cannot read /nonexistent/none.txt"), "{err}");
    assert!(err.contains("it is a directory"), "{err}");
}

#[test]
fn an_endless_line_is_an_error_then_the_file_is_left() {
    if !std::path::Path::new("/dev/zero").exists() {
        return;
    }
    let good = puzzle_file("after-zero.txt", 1);
    let (out, err, code) = run(&["solve", "/dev/zero", good.to_str().unwrap()]);
    assert_eq!(
        out,
        format!("error: /dev/zero: line 1: longer than 65536 bytes: no puzzle is\n{SOLUTION}\n")
    );
    assert!(
        err.contains("/dev/zero: line 1 has no end after 16 MiB"),
        "{err}"
    );
    assert_eq!(code, 2);
}

#[test]
fn pasted_forms_are_read_from_files() {
    let text = format!(
        "{LINE} 7.2 Forcing Chain\n{LINE}\t# from the paper\n\
         *-----------*\n|7..|9..|..1|\n|1..|..5|9..|\n|...|2..|.8.|\n|---+---+---|\n\
         |..5|.2.|..3|\n|...|...|648|\n|413|...|...|\n|---+---+---|\n\
         |..7|..2|.9.|\n|2.1|.6.|8.4|\n|.8.|5.4|.12|\n*-----------*\n"
    );
    let path = puzzle_file("forms.txt", 0);
    std::fs::write(&path, text).unwrap();
    let (out, _, code) = run(&["solve", path.to_str().unwrap()]);
    assert_eq!(out, format!("{SOLUTION}\n").repeat(3));
    assert_eq!(code, 0);
}

#[test]
fn hint_on_a_pencil_mark_grid_starts_from_its_candidates() {
    // A puzzle with one solution (hint checks candidates against it), as a pencil-mark grid of
    // every empty cell's candidates, the givens' peers ruled out.
    let puzzle =
        "570060003030005060601007000053000001000080000900000270000800402080100030200040019";
    let (out, _, _) = run(&["solve", "--unique", puzzle_text_file("unique.txt", puzzle)]);
    let solution: Vec<u8> = out
        .strip_suffix(" unique\n")
        .unwrap()
        .bytes()
        .map(|b| b - b'0')
        .collect();
    let givens: Vec<u8> = puzzle.bytes().map(|b| b - b'0').collect();
    let peers = |a: usize, b: usize| {
        a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
    };
    let mut groups: Vec<String> = (0..81)
        .map(|cell| {
            if givens[cell] != 0 {
                return givens[cell].to_string();
            }
            (1..=9u8)
                .filter(|&d| !(0..81).any(|p| peers(cell, p) && givens[p] == d))
                .map(|d| d.to_string())
                .collect()
        })
        .collect();
    let text = |groups: &[String]| -> String {
        groups.chunks(9).map(|row| row.join(" ") + "\n").collect()
    };
    let (out, _, code) = run(&["hint", puzzle_text_file("marks.txt", &text(&groups))]);
    assert_eq!(code, 0);
    let step: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_ne!(step["technique"], "Mistake", "{out}");
    for placement in step["placements"].as_array().unwrap() {
        let cell = placement[0].as_u64().unwrap() as usize;
        assert_eq!(
            placement[1].as_u64().unwrap() as u8,
            solution[cell],
            "{out}"
        );
    }
    // Remove the solution's digit from a cell's group (one left of two digits or more): the
    // hint names that cell a mistake, on nine lines and on one line alike.
    let cell = (0..81)
        .find(|&c| givens[c] == 0 && groups[c].len() >= 3)
        .unwrap();
    groups[cell] = groups[cell].replace(&solution[cell].to_string(), "");
    for written in [text(&groups), groups.join(" ")] {
        let (out, _, _) = run(&["hint", puzzle_text_file("lost.txt", &written)]);
        let step: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(step["technique"], "Mistake", "{out}");
        assert_eq!(step["cells"][0].as_u64(), Some(cell as u64));
    }
}

/// A file holding `text`, in the test's temporary folder; its path as text.
fn puzzle_text_file(name: &str, text: &str) -> &'static str {
    let path = puzzle_file(name, 0);
    std::fs::write(&path, text).unwrap();
    Box::leak(path.to_str().unwrap().to_string().into_boxed_str())
}

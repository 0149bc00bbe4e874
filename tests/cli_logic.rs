//! The CLI's logical commands run as a user runs them: `sudoku rate`, `explain [--json]` and
//! `hint` on files with good and bad puzzles.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `sudoku ARGS` with `input` on stdin; returns stdout and the exit code.
fn run(args: &[&str], input: &str) -> (String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A run that rejects its arguments exits without reading its input: the pipe is then closed.
    let written = child.stdin.take().unwrap().write_all(input.as_bytes());
    if let Err(error) = written {
        assert_eq!(error.kind(), std::io::ErrorKind::BrokenPipe, "{error}");
    }
    let output = child.wait_with_output().unwrap();
    let code = output.status.code().unwrap_or_else(|| {
        let stderr = String::from_utf8_lossy(&output.stderr);
        panic!("sudoku {args:?} ended by {}: {stderr}", output.status)
    });
    (String::from_utf8(output.stdout).unwrap(), code)
}

/// The first puzzle of the rated sample (SE 2.5, a direct hidden triple), a puzzle with
/// several solutions, clashing givens, and a malformed line.
const INPUT: &str = "\
570060003030005060601007000053000001000080000900000270000800402080100030200040019
123456789........................................................................
55...............................................................................
12x4
";

#[test]
fn rate_prints_rating_level_and_technique_per_puzzle() {
    let (out, code) = run(&["rate", "--jobs", "2"], INPUT);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    let fields: Vec<&str> = lines[0].splitn(3, ' ').collect();
    assert_eq!(fields[..2], ["2.5", "medium"], "{out}");
    assert_eq!(fields[2], "Hidden Triple");
    assert_eq!(lines[1], "multiple");
    assert_eq!(lines[2], "none");
    assert!(lines[3].starts_with("error: line 4"), "{out}");
    assert_eq!(code, 1);
}

#[test]
fn explain_json_is_one_object_per_puzzle_and_text_is_numbered() {
    let (out, _) = run(&["explain", "--json"], INPUT);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4);
    let first: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
    assert_eq!(first["status"], "unique");
    assert_eq!(first["solved"], true);
    assert_eq!(first["level"], "medium");
    assert_eq!(first["technique"], "Hidden Triple", "as `rate` names it");
    assert!(first["steps"].as_array().unwrap().len() > 40);
    let none: serde_json::Value = serde_json::from_str(lines[2]).unwrap();
    assert_eq!(none["status"], "none");
    assert!(lines[3].starts_with("error: "));

    let (text, _) = run(&["explain"], INPUT.lines().next().unwrap());
    let mut lines = text.lines();
    assert!(lines
        .next()
        .unwrap()
        .starts_with("rating 2.5 (medium Hidden Triple), one solution"));
    assert!(lines.next().unwrap().trim_start().starts_with("1. "));
}

/// The first puzzle of the committed forum_hardest_1106 sample needs nested forcing chains:
/// `rate` and `explain` finish it, and with a spent time budget they say they stopped.
#[test]
fn a_puzzle_that_needs_nested_chains_is_rated_or_stopped_by_the_budget() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/puzzles/puzzles6_forum_hardest_1106.txt"
    );
    let text = std::fs::read_to_string(fixture).unwrap();
    let puzzle = text.lines().find(|l| !l.starts_with('#')).unwrap();
    let (out, code) = run(&["rate"], puzzle);
    assert_eq!(
        (out.as_str(), code),
        ("10.3 extreme Nested Forcing Chain\n", 0)
    );
    let (out, code) = run(&["rate", "--budget-ms", "0"], puzzle);
    assert_eq!(
        (out.as_str(), code),
        ("20.0 extreme Unsolved (budget)\n", 0)
    );
    let (out, _) = run(&["explain", "--budget-ms=0"], puzzle);
    let heading = out.lines().next().unwrap();
    assert!(
        heading.starts_with("rating 20.0 (extreme Unsolved), one solution, ")
            && heading.ends_with("stopped: the time budget ran out"),
        "{heading}"
    );
    let (out, _) = run(&["explain", "--json", "--budget-ms", "0"], puzzle);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (&json["solved"], &json["reason"]),
        (&false.into(), &"budget".into())
    );
    let (_, code) = run(&["solve", "--budget-ms", "5"], puzzle);
    assert_eq!(code, 2, "--budget-ms goes with rate and explain only");
}

#[test]
fn hint_prints_the_first_step_or_null() {
    let (out, _) = run(&["hint"], INPUT);
    let lines: Vec<&str> = out.lines().collect();
    let step: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
    assert_eq!(step["technique"], "Hidden Single");
    assert_eq!(step["placements"].as_array().unwrap().len(), 1);
    let mistake: serde_json::Value = serde_json::from_str(lines[2]).unwrap();
    assert_eq!(mistake["technique"], "Mistake");
    let solved =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let (out, _) = run(&["hint"], &format!("{solved}\n"));
    assert_eq!(out.trim(), "null");
}

#[test]
fn json_goes_with_explain_only() {
    let (_, code) = run(&["rate", "--json"], "");
    assert_eq!(code, 2);
}

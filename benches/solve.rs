//! Solver throughput on the shared benchmark sets, against the crates.io `sudoku` crate (the
//! yardstick, a dev-dependency only) measured in the same run.
//!
//! `cargo bench --bench solve` runs criterion on the first 1000 puzzles of each set, then prints
//! two tables over the full sets (`cargo bench --bench solve -- nomatch`: the tables only):
//!
//! - the solvers: puzzles per second of CPU time for both solvers, counting up to 2 solutions
//!   and stopping at the first, guesses/puzzle, and the ratios;
//! - the CLI: `sudoku solve --jobs 1 SET` as a whole process (start, read, parse, solve, print)
//!   against the crate doing the same job in this process (read, parse, first solution, format).
//!
//! Every figure is the median over interleaved rounds of CPU time (the thread's, or the child
//! process's), so that other programs on a busy machine slow the figures less than wall time.

use std::hint::black_box;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use criterion::{Criterion, Throughput};
use sudoku_engine::{count_solutions, solve_first, solve_with_stats, Grid};

const SETS: [&str; 5] = [
    "puzzles2_17_clue",
    "puzzles3_magictour_top1465",
    "puzzles5_forum_hardest_1905_11+",
    "puzzles6_forum_hardest_1106",
    "puzzles7_serg_benchmark",
];

fn read_set(dir: &Path, name: &str) -> Vec<String> {
    std::fs::read_to_string(dir.join(name))
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .lines()
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .map(|l| l[..81].to_string())
        .collect()
}

fn ours(puzzles: &[String]) -> Vec<Grid> {
    puzzles.iter().map(|p| Grid::parse(p).unwrap()).collect()
}

fn theirs(puzzles: &[String]) -> Vec<sudoku::Sudoku> {
    puzzles
        .iter()
        .map(|p| sudoku::Sudoku::from_str_line(p).unwrap())
        .collect()
}

/// Interleaved rounds per measurement; the median counts.
const ROUNDS: usize = 5;

/// CPU time of `clock` (`CLOCK_THREAD_CPUTIME_ID` here).
fn cpu_time(clock: libc::clockid_t) -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid timespec for the call to fill.
    let status = unsafe { libc::clock_gettime(clock, &mut now) };
    assert_eq!(status, 0, "clock_gettime");
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

/// The CPU time this thread spends in `job`.
fn thread_cpu(job: impl FnOnce()) -> Duration {
    let start = cpu_time(libc::CLOCK_THREAD_CPUTIME_ID);
    job();
    cpu_time(libc::CLOCK_THREAD_CPUTIME_ID) - start
}

/// The CPU time (user and system) of the child processes waited for so far.
fn children_cpu() -> Duration {
    // SAFETY: an all-zero rusage is valid, and getrusage fills it.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let status = unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) };
    assert_eq!(status, 0, "getrusage");
    let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    time(usage.ru_utime) + time(usage.ru_stime)
}

/// Runs each job `ROUNDS` times, taking turns, and returns each one's median time as measured
/// by `measure`.
fn interleaved<const N: usize>(
    jobs: [&mut dyn FnMut(); N],
    measure: impl Fn(&mut dyn FnMut()) -> Duration,
) -> [Duration; N] {
    let mut times = [(); N].map(|_| Vec::with_capacity(ROUNDS));
    let mut jobs = jobs;
    for _ in 0..ROUNDS {
        for (job, times) in jobs.iter_mut().zip(&mut times) {
            times.push(measure(*job));
        }
    }
    times.map(|mut times| {
        times.sort();
        times[ROUNDS / 2]
    })
}

/// Puzzles per second of `count` puzzles in `time`.
fn rate(count: usize, time: Duration) -> f64 {
    count as f64 / time.as_secs_f64()
}

/// The crate's answer to the CLI's job: the set's file read and parsed, each puzzle's first
/// solution (or `none`) written as a line.
fn crate_solve_file(path: &Path, out: &mut impl Write) {
    let text = std::fs::read_to_string(path).expect("the set is readable");
    for line in text
        .lines()
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
    {
        let puzzle = sudoku::Sudoku::from_str_line(&line[..81]).expect("the crate reads the set");
        match puzzle.some_solution() {
            Some(solution) => writeln!(out, "{}", solution.to_str_line()),
            None => writeln!(out, "none"),
        }
        .expect("the sink takes the line");
    }
}

fn main() {
    let dir: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/puzzles");
    if !dir.is_dir() {
        eprintln!("../shared/data/puzzles is absent: the solver benchmarks need the full sets; nothing measured");
        return;
    }
    let mut criterion = Criterion::default()
        .sample_size(10)
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    for name in SETS {
        let puzzles = read_set(&dir, name);
        let head = &puzzles[..puzzles.len().min(1000)];
        let (grids, yardstick) = (ours(head), theirs(head));
        let mut group = criterion.benchmark_group(name);
        group.throughput(Throughput::Elements(head.len() as u64));
        group.bench_function("ours count<=2", |b| {
            b.iter(|| {
                grids
                    .iter()
                    .for_each(|g| _ = black_box(count_solutions(g, 2)))
            })
        });
        group.bench_function("sudoku crate count<=2", |b| {
            b.iter(|| {
                yardstick
                    .iter()
                    .for_each(|s| _ = black_box(s.solutions_count_up_to(2)))
            })
        });
        group.finish();
    }
    criterion.final_summary();

    println!("\nFull sets, one thread, puzzles per second of CPU time, median of {ROUNDS} interleaved rounds (ratio = ours / sudoku crate):");
    println!("| set | puzzles | ours, count<=2 | µs/puzzle | crate, count<=2 | ratio | ours, first | crate, first | ratio | % solved without guessing | guesses/puzzle |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for name in SETS {
        let puzzles = read_set(&dir, name);
        let (grids, yardstick) = (ours(&puzzles), theirs(&puzzles));
        let times = interleaved(
            [
                &mut || {
                    grids
                        .iter()
                        .for_each(|g| _ = black_box(count_solutions(g, 2)))
                },
                &mut || {
                    yardstick
                        .iter()
                        .for_each(|s| _ = black_box(s.solutions_count_up_to(2)))
                },
                &mut || grids.iter().for_each(|g| _ = black_box(solve_first(g))),
                &mut || {
                    yardstick
                        .iter()
                        .for_each(|s| _ = black_box(s.some_solution()))
                },
            ],
            |job| thread_cpu(job),
        );
        let [ours_unique, crate_unique, ours_first, crate_first] =
            times.map(|time| rate(puzzles.len(), time));
        let guesses: Vec<u64> = grids
            .iter()
            .map(|g| solve_with_stats(g).1.guesses)
            .collect();
        let without_guessing = guesses.iter().filter(|&&n| n == 0).count();
        println!(
            "| {name} | {} | {ours_unique:.0} | {:.2} | {crate_unique:.0} | {:.2} | {ours_first:.0} | {crate_first:.0} | {:.2} | {:.1} | {:.1} |",
            puzzles.len(),
            1e6 / ours_unique,
            ours_unique / crate_unique,
            ours_first / crate_first,
            100.0 * without_guessing as f64 / puzzles.len() as f64,
            guesses.iter().sum::<u64>() as f64 / puzzles.len() as f64,
        );
    }

    println!("\nThe CLI, first solution, a whole process: `sudoku solve --jobs 1 SET` against the crate reading, parsing, solving and formatting the same file in this process; puzzles per second of CPU time, median of {ROUNDS} interleaved rounds. The last ratio leaves out the CLI's process start (the CPU time of a run on an empty file), which the crate, in this process, does not pay:");
    println!("| set | puzzles | `sudoku solve --jobs 1` | crate, same job | ratio | ratio without the start |");
    println!("|---|---:|---:|---:|---:|---:|");
    let empty = std::env::temp_dir().join("sudoku-bench-empty.txt");
    std::fs::write(&empty, "").expect("the temporary directory is writable");
    for name in SETS {
        let path = dir.join(name);
        let count = read_set(&dir, name).len();
        let run_cli = |path: &Path| {
            let status = Command::new(env!("CARGO_BIN_EXE_sudoku"))
                .args(["solve", "--jobs", "1"])
                .arg(path)
                .stdout(Stdio::null())
                .status()
                .expect("the CLI runs");
            assert!(
                status.success(),
                "sudoku solve {}: {status}",
                path.display()
            );
        };
        let [cli, start, yardstick] = interleaved(
            [&mut || run_cli(&path), &mut || run_cli(&empty), &mut || {
                crate_solve_file(&path, &mut std::io::sink())
            }],
            |job| {
                let (children, thread) = (children_cpu(), cpu_time(libc::CLOCK_THREAD_CPUTIME_ID));
                job();
                (children_cpu() - children) + (cpu_time(libc::CLOCK_THREAD_CPUTIME_ID) - thread)
            },
        );
        let (whole, solving, yardstick) = (
            rate(count, cli),
            rate(count, cli.saturating_sub(start)),
            rate(count, yardstick),
        );
        println!(
            "| {name} | {count} | {whole:.0} | {yardstick:.0} | {:.2} | {:.2} |",
            whole / yardstick,
            solving / yardstick
        );
    }
}

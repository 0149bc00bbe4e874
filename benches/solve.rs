//! Solver throughput on the shared benchmark sets, against the crates.io `sudoku` crate (the
//! yardstick, a dev-dependency only) measured in the same run.
//!
//! `cargo bench --bench solve` runs criterion on the first 1000 puzzles of each set, then prints
//! a summary table over the full sets: puzzles/s for both solvers, guesses/puzzle, and the ratio.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

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

/// Puzzles per second of `f` over all `items`, best of a few runs of at least half a second.
fn rate<T>(items: &[T], mut f: impl FnMut(&T)) -> f64 {
    let mut best = Duration::MAX;
    let started = Instant::now();
    for round in 0.. {
        let t = Instant::now();
        items.iter().for_each(&mut f);
        best = best.min(t.elapsed());
        if round >= 2 && started.elapsed() > Duration::from_millis(500) {
            break;
        }
    }
    items.len() as f64 / best.as_secs_f64()
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

    println!("\nFull sets, one thread, puzzles/s (ratio = ours / sudoku crate):");
    println!("| set | puzzles | ours, count<=2 | crate, count<=2 | ratio | ours, first | crate, first | ratio | guesses/puzzle |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for name in SETS {
        let puzzles = read_set(&dir, name);
        let (grids, yardstick) = (ours(&puzzles), theirs(&puzzles));
        let ours_unique = rate(&grids, |g| _ = black_box(count_solutions(g, 2)));
        let crate_unique = rate(&yardstick, |s| _ = black_box(s.solutions_count_up_to(2)));
        let ours_first = rate(&grids, |g| _ = black_box(solve_first(g)));
        let crate_first = rate(&yardstick, |s| _ = black_box(s.some_solution()));
        let guesses: u64 = grids.iter().map(|g| solve_with_stats(g).1.guesses).sum();
        println!(
            "| {name} | {} | {:.0} | {:.0} | {:.2} | {:.0} | {:.0} | {:.2} | {:.1} |",
            puzzles.len(),
            ours_unique,
            crate_unique,
            ours_unique / crate_unique,
            ours_first,
            crate_first,
            ours_first / crate_first,
            guesses as f64 / puzzles.len() as f64,
        );
    }
}

//! A/B of the triad engine against the band engine and the crates.io `sudoku` crate (the
//! yardstick), on the first puzzles of the five shared sets.
//!
//! `cargo run --release --example triads_ab [PUZZLES_PER_SET] [ROUNDS]` (defaults 3000 and 5).
//! Each figure is the median over interleaved rounds of the thread's CPU time, so that other
//! programs on a busy machine slow the figures less than wall time; the ratios compare solvers
//! measured in the same rounds. Before timing, it checks that both of our solvers give every
//! puzzle the same count (up to 2).

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use sudoku_engine::solver::Engine::{self, Bitboard, Triads};
use sudoku_engine::Grid;

const SETS: [&str; 5] = [
    "puzzles2_17_clue",
    "puzzles3_magictour_top1465",
    "puzzles5_forum_hardest_1905_11+",
    "puzzles6_forum_hardest_1106",
    "puzzles7_serg_benchmark",
];

/// The first `limit` puzzles of a set, as text lines of 81 characters.
fn read_set(name: &str, limit: usize) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/data/puzzles")
        .join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path:?}: {e}"))
        .lines()
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .take(limit)
        .map(|l| l[..81].to_string())
        .collect()
}

/// The CPU time this thread spends in `job`.
fn thread_cpu(job: &mut dyn FnMut()) -> Duration {
    let now = || {
        let mut time = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `time` is a valid timespec for the call to fill.
        let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut time) };
        assert_eq!(status, 0, "clock_gettime");
        Duration::new(time.tv_sec as u64, time.tv_nsec as u32)
    };
    let start = now();
    job();
    now() - start
}

/// Runs each job `rounds` times, taking turns, and returns each one's median time.
fn interleaved<const N: usize>(rounds: usize, mut jobs: [&mut dyn FnMut(); N]) -> [Duration; N] {
    let mut times = [(); N].map(|_| Vec::with_capacity(rounds));
    for _ in 0..rounds {
        for (job, times) in jobs.iter_mut().zip(&mut times) {
            times.push(thread_cpu(*job));
        }
    }
    times.map(|mut times| {
        times.sort();
        times[rounds / 2]
    })
}

fn main() {
    let mut args = std::env::args().skip(1);
    let per_set: usize = args
        .next()
        .map_or(3000, |a| a.parse().expect("puzzles per set"));
    let rounds: usize = args.next().map_or(5, |a| a.parse().expect("rounds"));
    println!("first {per_set} puzzles of each set, median of {rounds} interleaved rounds of thread CPU time");
    println!(
        "{:<32} {:>9} {:>9} {:>9} {:>7} {:>7} {:>7} | {:>9} {:>9} {:>9} {:>7} {:>7} | {:>7} {:>7} {:>7}",
        "set (µs/puzzle)",
        "cnt cur",
        "cnt tri",
        "cnt crate",
        "tri/cur",
        "cur/cr",
        "tri/cr",
        "1st cur",
        "1st tri",
        "1st cr",
        "cur/cr",
        "tri/cr",
        "nodes c",
        "nodes t",
        "cnt n t",
    );
    for name in SETS {
        let lines = read_set(name, per_set);
        let grids: Vec<Grid> = lines.iter().map(|l| Grid::parse(l).unwrap()).collect();
        let yardstick: Vec<sudoku::Sudoku> = lines
            .iter()
            .map(|l| sudoku::Sudoku::from_str_line(l).unwrap())
            .collect();
        for grid in &grids {
            assert_eq!(
                Triads.count_solutions(grid, 2),
                Bitboard.count_solutions(grid, 2),
                "{grid}"
            );
        }
        let mean = |total: u64| total as f64 / grids.len() as f64;
        let nodes = |engine: Engine| {
            mean(
                grids
                    .iter()
                    .map(|g| engine.solve_first_with_stats(g).1.nodes)
                    .sum(),
            )
        };
        let (nodes_bands, nodes_triads) = (nodes(Bitboard), nodes(Triads));
        let counting_nodes_triads = mean(
            grids
                .iter()
                .map(|g| Triads.solve_with_stats(g).1.nodes)
                .sum(),
        );
        let [count_bands, count_triads, count_crate, first_bands, first_triads, first_crate] =
            interleaved(
                rounds,
                [
                    &mut || {
                        grids
                            .iter()
                            .for_each(|g| _ = black_box(Bitboard.count_solutions(g, 2)))
                    },
                    &mut || {
                        grids
                            .iter()
                            .for_each(|g| _ = black_box(Triads.count_solutions(g, 2)))
                    },
                    &mut || {
                        yardstick
                            .iter()
                            .for_each(|s| _ = black_box(s.solutions_count_up_to(2)))
                    },
                    &mut || {
                        grids
                            .iter()
                            .for_each(|g| _ = black_box(Bitboard.solve_first_with_stats(g).0))
                    },
                    &mut || {
                        grids
                            .iter()
                            .for_each(|g| _ = black_box(Triads.solve_first_with_stats(g).0))
                    },
                    &mut || {
                        yardstick
                            .iter()
                            .for_each(|s| _ = black_box(s.some_solution()))
                    },
                ],
            );
        let per_puzzle = |time: Duration| time.as_secs_f64() * 1e6 / grids.len() as f64;
        let ratio = |slow: Duration, fast: Duration| slow.as_secs_f64() / fast.as_secs_f64();
        println!(
            "{:<32} {:>9.2} {:>9.2} {:>9.2} {:>7.2} {:>7.2} {:>7.2} | {:>9.2} {:>9.2} {:>9.2} {:>7.2} {:>7.2} | {:>7.1} {:>7.1} {:>7.2}",
            name,
            per_puzzle(count_bands),
            per_puzzle(count_triads),
            per_puzzle(count_crate),
            ratio(count_bands, count_triads),
            ratio(count_crate, count_bands),
            ratio(count_crate, count_triads),
            per_puzzle(first_bands),
            per_puzzle(first_triads),
            per_puzzle(first_crate),
            ratio(first_crate, first_bands),
            ratio(first_crate, first_triads),
            nodes_bands,
            nodes_triads,
            counting_nodes_triads,
        );
    }
    println!("X/Y columns: X's speed over Y's (above 1: X is faster); nodes: mean per puzzle, first solution (c, t), count up to 2 (cnt n t)");
}

//! Maximum target score speed: the contest inputs, the sparse grids, random many-solution
//! puzzles and the hard near-empty grids, compared with a C++ branch-and-bound measured on the
//! same kind of machine (the hard grids were not measured there).
//!
//! `cargo bench --bench target` runs criterion on each group, then prints a per-input table
//! (milliseconds, search nodes) with the worst case of each group.

#[path = "../tests/common/mod.rs"]
mod common;

use std::hint::black_box;
use std::time::{Duration, Instant};

use common::{target_fixtures, Rng};
use criterion::Criterion;
use sudoku_engine::target::TargetSearch;
use sudoku_engine::{max_target_score, solve_first, Grid};

/// `count` puzzles with 30-70 blanks: a solved grid relabelled, its rows and columns shuffled
/// within bands and stacks, bands and stacks shuffled, then cells emptied at random.
fn random_puzzles(count: usize) -> Vec<Grid> {
    let base = solve_first(&Grid::EMPTY).unwrap();
    let mut rng = Rng::new(0x5EED_7A26_E7D0_C0DE);
    let lines = |rng: &mut Rng| {
        let mut bands = [0, 1, 2];
        rng.shuffle(&mut bands);
        let mut order = [0; 9];
        for (b, &band) in bands.iter().enumerate() {
            let mut within = [0, 1, 2];
            rng.shuffle(&mut within);
            for (i, &line) in within.iter().enumerate() {
                order[b * 3 + i] = band * 3 + line;
            }
        }
        order
    };
    (0..count)
        .map(|_| {
            let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
            rng.shuffle(&mut digits);
            let (rows, cols) = (lines(&mut rng), lines(&mut rng));
            let mut grid = Grid::EMPTY;
            for cell in 0..81 {
                let from = rows[cell / 9] * 9 + cols[cell % 9];
                grid.set(cell, digits[usize::from(base.get(from)) - 1]);
            }
            let mut cells: Vec<usize> = (0..81).collect();
            rng.shuffle(&mut cells);
            for &cell in &cells[..30 + rng.below(41)] {
                grid.set(cell, 0);
            }
            grid
        })
        .collect()
}

/// Nodes and milliseconds of one full search.
fn measure(puzzle: &Grid) -> (u64, f64) {
    let start = Instant::now();
    let nodes = TargetSearch::new(puzzle).finish().nodes;
    (nodes, start.elapsed().as_secs_f64() * 1e3)
}

fn main() {
    let cases: Vec<(String, Grid)> = target_fixtures()
        .into_iter()
        .map(|(name, puzzle, _)| (name, puzzle))
        .collect();
    let (hard, cases): (Vec<_>, Vec<_>) = cases
        .into_iter()
        .partition(|(name, _)| name.starts_with("hard"));
    let (official, sparse): (Vec<_>, Vec<_>) = cases
        .into_iter()
        .partition(|(name, _)| name.len() == 2 || name.starts_with("sample"));
    let random = random_puzzles(200);

    let mut criterion = Criterion::default()
        .configure_from_args()
        .sample_size(10)
        .measurement_time(Duration::from_secs(3));
    criterion.bench_function("target/official+samples (22)", |b| {
        b.iter(|| {
            official
                .iter()
                .map(|(_, p)| max_target_score(black_box(p)).map_or(0, |best| best.0))
                .sum::<u32>()
        })
    });
    for (name, puzzle) in &sparse {
        criterion.bench_function(&format!("target/{name}"), |b| {
            b.iter(|| max_target_score(black_box(puzzle)))
        });
    }
    criterion.bench_function("target/hard near-empty (10)", |b| {
        b.iter(|| {
            hard.iter()
                .map(|(_, p)| max_target_score(black_box(p)).map_or(0, |best| best.0))
                .sum::<u32>()
        })
    });
    criterion.bench_function("target/random 30-70 blanks (200)", |b| {
        b.iter(|| {
            random
                .iter()
                .map(|p| max_target_score(black_box(p)).map_or(0, |best| best.0))
                .sum::<u32>()
        })
    });
    criterion.final_summary();

    // One pass over every input, for the table in BENCHMARKS.md.
    println!(
        "\n{:<28} {:>8} {:>10} {:>10}",
        "group", "inputs", "total ms", "worst ms"
    );
    let groups: [(&str, Vec<Grid>, &str); 4] = [
        (
            "official + samples",
            official.iter().map(|c| c.1).collect(),
            "21 / 2.8",
        ),
        (
            "sparse (empty, g5, g10, g17)",
            sparse.iter().map(|c| c.1).collect(),
            "4-13 each",
        ),
        ("random 30-70 blanks", random, "314 / 25"),
        (
            "hard near-empty (hard_*)",
            hard.iter().map(|c| c.1).collect(),
            "not measured",
        ),
    ];
    for (name, puzzles, reference) in groups {
        let runs: Vec<(u64, f64)> = puzzles.iter().map(measure).collect();
        let total: f64 = runs.iter().map(|r| r.1).sum();
        let worst = runs.iter().map(|r| r.1).fold(0.0, f64::max);
        let nodes: u64 = runs.iter().map(|r| r.0).sum();
        println!(
            "{name:<28} {:>8} {total:>10.2} {worst:>10.2}   nodes {nodes:>7}   C++ reference: {reference} ms",
            puzzles.len()
        );
    }
    for (name, puzzle) in sparse.iter().chain(&hard) {
        let (nodes, ms) = measure(puzzle);
        println!("  {name:<26} {ms:>8.2} ms {nodes:>7} nodes");
    }
}

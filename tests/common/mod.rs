//! Helpers shared by the integration tests and benchmarks: fixtures, the shared data sets, a
//! small PRNG.
#![allow(dead_code)] // each test or bench crate uses its own subset

use std::path::{Path, PathBuf};

use sudoku_engine::Grid;

/// The five classic sets: file name and whether every puzzle has exactly one solution.
pub const SETS: [(&str, bool); 5] = [
    ("puzzles2_17_clue", true),
    ("puzzles3_magictour_top1465", true),
    ("puzzles5_forum_hardest_1905_11+", true),
    ("puzzles6_forum_hardest_1106", true),
    ("puzzles7_serg_benchmark", false),
];

/// A path under `tests/fixtures`.
pub fn fixture_path(relative: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(relative)
}

/// The shared data folder beside the repository, if this checkout has it. Without it a test
/// says on stderr that it skipped `what`; under CI (`CI` set) it fails instead, so that a CI
/// run that lost the data cannot pass silently.
pub fn shared_data(what: &str) -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data");
    if dir.is_dir() {
        return Some(dir);
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "CI runs need ../shared/data ({what})"
    );
    eprintln!("../shared/data is absent: skipping {what}");
    None
}

/// One-line puzzles of a file, skipping comments and blank lines.
pub fn read_puzzles(path: &Path) -> Vec<Grid> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| Grid::parse(l).unwrap_or_else(|e| panic!("{path:?}: {l}: {e}")))
        .collect()
}

/// The committed sample of a set.
pub fn fixture_set(name: &str) -> Vec<Grid> {
    read_puzzles(&fixture_path(&format!("puzzles/{name}.txt")))
}

/// Every k-th puzzle of a full shared set, about `count` of them, when the data is present.
pub fn shared_sample(name: &str, count: usize) -> Option<Vec<Grid>> {
    let all = read_puzzles(
        &shared_data(&format!("the full-set sample of {name}"))?
            .join("puzzles")
            .join(name),
    );
    let step = all.len().div_ceil(count).max(1);
    Some(all.into_iter().step_by(step).collect())
}

/// Asserts that `solution` is a valid completed grid that keeps every given of `puzzle`.
pub fn assert_solves(puzzle: &Grid, solution: &Grid) {
    assert!(
        solution.is_solution_of(puzzle),
        "{solution} is not a valid completion of {puzzle}"
    );
}

/// A small deterministic PRNG (xorshift64*), so failures reproduce.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// Puts `items` in a random order (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// Every `.in`/`.ans` pair under `tests/fixtures/target` (see its README for provenance), by
/// name: the puzzle and its maximum target score, `None` for -1 (no completion).
pub fn target_fixtures() -> Vec<(String, Grid, Option<u32>)> {
    let dir = fixture_path("target");
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir:?}: {e}"))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
        .map(|path| {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let puzzle = Grid::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
            let answer: i64 = std::fs::read_to_string(path.with_extension("ans"))
                .unwrap()
                .trim()
                .parse()
                .unwrap();
            (name, puzzle, u32::try_from(answer).ok())
        })
        .collect();
    cases.sort_by(|a, b| a.0.cmp(&b.0));
    cases
}

/// The filled cells of a grid.
pub fn givens(grid: &Grid) -> Vec<usize> {
    (0..81).filter(|&c| grid.get(c) != 0).collect()
}

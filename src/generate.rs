//! The generator: new puzzles with one solution, rated into a chosen level.
//!
//! A puzzle starts from a random full grid: boxes 1, 5 and 9 (which share no unit) filled with
//! random permutations, completed by the solver, then shuffled by a random symmetry of the
//! grid. Givens are then removed in random order (in half-turn pairs with `symmetric`) while
//! the solution stays unique and, unless `minimal` is asked for, while the logical solver still
//! solves the puzzle within the level's highest rating. The result is kept when its rating is
//! inside the level's band; otherwise another grid is tried.
//!
//! Extreme puzzles (7.0 and up) are rare among random ones (about one in 20-50 tries). After a
//! few random tries, an extreme puzzle starts instead from the pattern of a known extreme
//! puzzle (`extreme_seeds.txt`, puzzles Sudoku Explainer rates 7.0-9.3) under a random symmetry
//! of the grid, with a few givens moved to other cells of its solution (kept when the puzzle
//! stays unique), then reduced while it stays unique: a new puzzle that keeps much of what
//! made its seed hard. It is rated like any other and kept only if it is still extreme.
//!
//! Everything is drawn from one seeded PRNG: the same options give the same puzzle on every
//! platform.

use rand_xoshiro::rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::grid::{Grid, CELLS};
use crate::logic::{self, Level, Rating};
use crate::solver::{count_solutions, solve_first, Engine};

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// The level the puzzle's rating must fall in.
    pub level: Level,
    /// The PRNG seed: the same options give the same puzzle.
    pub seed: u64,
    /// Givens symmetric under a half turn (cell `c` and `80 - c`).
    pub symmetric: bool,
    /// Every given necessary: removing any one leaves several solutions.
    pub minimal: bool,
}

/// A generated puzzle with its solution and rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The givens.
    pub puzzle: Grid,
    /// Its one solution.
    pub solution: Grid,
    /// Its rating on the Sudoku Explainer scale.
    pub rating: Rating,
    /// The rating's level (the one asked for).
    pub level: Level,
}

/// Random tries of an extreme puzzle before starting from a known extreme pattern.
const RANDOM_EXTREME_TRIES: u32 = 4;
/// Givens moved to other cells when a puzzle starts from an extreme seed.
const SEED_MOVES: usize = 3;

const EXTREME_SEEDS: &str = include_str!("generate/extreme_seeds.txt");

/// A puzzle of `options.level` with one solution. Deterministic for the options.
pub fn generate(options: &Options) -> Generated {
    let mut rng = Rng(Xoshiro256PlusPlus::seed_from_u64(options.seed));
    let from_seeds = options.level == Level::Extreme && !options.symmetric;
    for attempt in 0.. {
        let candidate = if from_seeds && attempt >= RANDOM_EXTREME_TRIES {
            from_extreme_seed(&mut rng, options.minimal)
        } else {
            random_puzzle(&mut rng, options)
        };
        if let Some(generated) =
            candidate.and_then(|(puzzle, solution)| rated(puzzle, solution, options))
        {
            return generated;
        }
    }
    unreachable!("the attempts never end")
}

/// The puzzle rated, if its rating is in the level's band (and it is minimal when asked).
fn rated(puzzle: Grid, solution: Grid, options: &Options) -> Option<Generated> {
    let (low, high) = options.level.bounds();
    let rating = logic::rating_within(&puzzle, high)?;
    // Reduced without a cap, one pass removes every removable given; only half-turn pairs can
    // leave a given that is not needed on its own.
    if rating < low || (options.minimal && options.symmetric && !is_minimal(&puzzle)) {
        return None;
    }
    Some(Generated {
        puzzle,
        solution,
        rating,
        level: options.level,
    })
}

/// Whether every given is needed for the solution to be unique.
pub fn is_minimal(puzzle: &Grid) -> bool {
    (0..CELLS).filter(|&c| puzzle.get(c) != 0).all(|cell| {
        let mut fewer = *puzzle;
        fewer.set(cell, 0);
        count_solutions(&fewer, 2) > 1
    })
}

/// A random full grid reduced in random order; `None` when no reduction fits the options.
fn random_puzzle(rng: &mut Rng, options: &Options) -> Option<(Grid, Grid)> {
    let solution = random_solution(rng);
    let cap = (!options.minimal).then(|| options.level.bounds().1);
    let puzzle = reduce(solution, rng, options.symmetric, cap);
    Some((puzzle, solution))
}

/// A random valid full grid.
fn random_solution(rng: &mut Rng) -> Grid {
    let mut grid = Grid::EMPTY;
    for first_cell in [0, 30, 60] {
        let mut digits: [u8; 9] = std::array::from_fn(|i| i as u8 + 1);
        rng.shuffle(&mut digits);
        for (i, digit) in digits.into_iter().enumerate() {
            grid.set(first_cell + i / 3 * 9 + i % 3, digit);
        }
    }
    // The band engine on every machine: which completion comes first depends on the engine,
    // and a seed must give the same puzzles everywhere (the triad engine runs only with AVX2).
    let (solution, _) = Engine::Bitboard.solve_first_with_stats(&grid);
    let solution = solution.expect("three independent boxes always complete");
    Symmetry::random(rng).apply(&solution)
}

/// Removes givens of `puzzle` in random order while the solution stays unique and, with a
/// `cap`, while the logical solver solves it within that rating.
fn reduce(mut puzzle: Grid, rng: &mut Rng, symmetric: bool, cap: Option<Rating>) -> Grid {
    let mut cells: Vec<usize> = (0..if symmetric { 41 } else { CELLS }).collect();
    rng.shuffle(&mut cells);
    for cell in cells {
        let pair = [cell, if symmetric { CELLS - 1 - cell } else { cell }];
        let kept = pair.map(|c| puzzle.get(c));
        if kept == [0, 0] {
            continue;
        }
        pair.iter().for_each(|&c| puzzle.set(c, 0));
        let fits = count_solutions(&puzzle, 2) == 1
            && cap.is_none_or(|cap| logic::rating_within(&puzzle, cap).is_some());
        if !fits {
            pair.iter()
                .zip(kept)
                .for_each(|(&c, digit)| puzzle.set(c, digit));
        }
    }
    puzzle
}

/// A new puzzle from a known extreme one: a random symmetry of it, a few givens moved to
/// other cells of the solution, then reduced while unique.
fn from_extreme_seed(rng: &mut Rng, minimal: bool) -> Option<(Grid, Grid)> {
    let seeds: Vec<&str> = EXTREME_SEEDS
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect();
    let seed = Grid::parse(seeds[rng.below(seeds.len())]).expect("seed puzzles parse");
    let mut puzzle = Symmetry::random(rng).apply(&seed);
    let solution = solve_first(&puzzle)?;
    for _ in 0..SEED_MOVES {
        let givens: Vec<usize> = (0..CELLS).filter(|&c| puzzle.get(c) != 0).collect();
        let empty: Vec<usize> = (0..CELLS).filter(|&c| puzzle.get(c) == 0).collect();
        let (from, to) = (
            givens[rng.below(givens.len())],
            empty[rng.below(empty.len())],
        );
        let mut moved = puzzle;
        moved.set(from, 0);
        moved.set(to, solution.get(to));
        if count_solutions(&moved, 2) == 1 {
            puzzle = moved;
        }
    }
    let puzzle = if minimal {
        reduce(puzzle, rng, false, None)
    } else {
        puzzle
    };
    Some((puzzle, solution))
}

/// A symmetry of the grid: digits relabelled, bands and rows within bands permuted, stacks and
/// columns within stacks permuted, maybe transposed. It maps puzzles to puzzles of the same
/// difficulty.
struct Symmetry {
    digits: [u8; 10],
    rows: [usize; 9],
    columns: [usize; 9],
    transpose: bool,
}

impl Symmetry {
    fn random(rng: &mut Rng) -> Symmetry {
        let mut digits: [u8; 10] = std::array::from_fn(|i| i as u8);
        rng.shuffle(&mut digits[1..]);
        Symmetry {
            digits,
            rows: rng.line_order(),
            columns: rng.line_order(),
            transpose: rng.below(2) == 1,
        }
    }

    fn apply(&self, grid: &Grid) -> Grid {
        let mut out = Grid::EMPTY;
        for row in 0..9 {
            for col in 0..9 {
                let (r, c) = (self.rows[row], self.columns[col]);
                let source = if self.transpose { c * 9 + r } else { r * 9 + c };
                out.set(row * 9 + col, self.digits[usize::from(grid.get(source))]);
            }
        }
        out
    }
}

/// The generator's PRNG with the few draws it needs.
struct Rng(Xoshiro256PlusPlus);

impl Rng {
    /// A number in `0..n` (n > 0), without modulo bias worth mentioning for n < 100.
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.0.next_u64()) * n as u128) >> 64) as usize
    }

    /// Fisher-Yates.
    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }

    /// A random order of the nine rows (or columns) that keeps bands together.
    fn line_order(&mut self) -> [usize; 9] {
        let mut bands = [0, 1, 2];
        self.shuffle(&mut bands);
        let mut order = [0; 9];
        for (i, band) in bands.into_iter().enumerate() {
            let mut lines = [0, 1, 2];
            self.shuffle(&mut lines);
            for (j, line) in lines.into_iter().enumerate() {
                order[i * 3 + j] = band * 3 + line;
            }
        }
        order
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetries_map_solutions_to_solutions() {
        let mut rng = Rng(Xoshiro256PlusPlus::seed_from_u64(7));
        for _ in 0..20 {
            let solution = random_solution(&mut rng);
            assert!(solution.is_solved());
        }
    }

    #[test]
    fn seeds_are_extreme_puzzles_with_one_solution() {
        for line in EXTREME_SEEDS.lines().filter(|l| !l.starts_with('#')) {
            let puzzle = Grid::parse(line).unwrap();
            assert_eq!(count_solutions(&puzzle, 2), 1, "{line}");
        }
    }
}

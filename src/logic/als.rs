//! Almost locked sets (ALS): ALS-XZ, ALS-XY-Wing and Sue de Coq (SudokuWiki's and HoDoKu's
//! definitions).
//!
//! An ALS is n cells of one unit holding n + 1 digits between them: take one digit away and the
//! rest are locked in those cells. A digit `x` is a restricted common candidate (RCC) of two ALS
//! that do not overlap when every cell of one holding `x` sees every cell of the other holding
//! it: `x` then sits in at most one of them, so the other is locked.
//!
//! Sudoku Explainer has none of these; it needs forcing chains through the ALS cells, so a step
//! is rated 7.0 plus SE's length addition for a chain of two nodes per ALS cell and the
//! eliminated candidate twice (as an XY-chain through bivalue cells counts them).

use super::board::{
    bit, digits, lines_through_box, Board, CellSet, Digits, ALL_CELLS, CELL_UNITS, PEERS, UNIT_SETS,
};
use super::finder::{Assumes, Finder, Listed, Place};
use super::roles::{AlmostLockedSet, Part};
use super::step::length_bonus;
use super::step::{Candidate, Eliminations, Link, Roles, Step, Technique};

/// SE's base rating for a forcing chain over several digits, in tenths.
const FORCING_CHAIN: u16 = Technique::ForcingChain.rating();

/// The rating of a pattern of `cells` cells (see the module's doc).
fn rating(cells: usize) -> u16 {
    FORCING_CHAIN + length_bonus(2 * cells + 2)
}

/// An almost locked set.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Als {
    /// A unit holding every cell.
    unit: usize,
    cells: CellSet,
    /// The cells' candidates: one more digit than cells.
    digits: Digits,
    /// `holding[d - 1]`: the cells of the ALS where `d` is a candidate.
    holding: [CellSet; 9],
    /// `seen[d - 1]`: the cells that see every cell of `holding[d - 1]` (all cells when none).
    seen: [CellSet; 9],
}

impl Als {
    fn new(board: &Board, unit: usize, cells: CellSet, digits: Digits) -> Als {
        let holding: [CellSet; 9] =
            std::array::from_fn(|d| board.digit_cells_in(cells, d as u8 + 1));
        let seen = holding.map(|h| h.iter().fold(ALL_CELLS, |s, c| s.and(PEERS[c])));
        Als {
            unit,
            cells,
            digits,
            holding,
            seen,
        }
    }

    /// The cells of the ALS where `digit` is a candidate.
    fn cells_of(&self, digit: u8) -> CellSet {
        self.holding[usize::from(digit) - 1]
    }

    /// The cells that see every cell of the ALS holding `digit`.
    fn seen_by_all(&self, digit: u8) -> CellSet {
        self.seen[usize::from(digit) - 1]
    }

    /// The ALS as people write it: `r1c1, r1c5 {127}`.
    fn roles(&self) -> AlmostLockedSet {
        AlmostLockedSet {
            unit: self.unit as u8,
            cells: self.cells.iter().map(|c| c as u8).collect(),
            digits: digits(self.digits).collect(),
        }
    }

    fn candidates(&self, board: &Board) -> Vec<Candidate> {
        self.cells
            .iter()
            .flat_map(|c| digits(board.candidates(c)).map(move |d| [c as u8, d]))
            .collect()
    }
}

/// Every ALS of up to `max_cells` cells, each cell set once (the first unit that holds it),
/// smallest first.
fn almost_locked_sets(board: &Board, max_cells: usize) -> Vec<Als> {
    let mut found: Vec<Als> = Vec::new();
    // Each subset (bit i = the unit's i-th empty cell) with its cells and their candidates,
    // built from the subset without its lowest cell.
    let mut cells_of = [CellSet::EMPTY; 512];
    let mut union_of = [0 as Digits; 512];
    for (unit, unit_cells) in UNIT_SETS.iter().enumerate() {
        let empty: Vec<usize> = unit_cells.iter().filter(|&c| board.value(c) == 0).collect();
        for subset in 1usize..1 << empty.len() {
            let cell = empty[subset.trailing_zeros() as usize];
            let rest = subset & (subset - 1);
            cells_of[subset] = cells_of[rest].or(CellSet::single(cell));
            union_of[subset] = union_of[rest] | board.candidates(cell);
            let size = subset.count_ones() as usize;
            let (cells, union) = (cells_of[subset], union_of[subset]);
            if size <= max_cells
                && union.count_ones() as usize == size + 1
                && !in_an_earlier_unit(cells, unit)
            {
                found.push(Als::new(board, unit, cells, union));
            }
        }
    }
    found.sort_by_key(|a| a.cells.len());
    found
}

/// Whether a unit before `unit` (rows, then columns, then boxes) holds all of `cells`: then the
/// set was already listed there.
fn in_an_earlier_unit(cells: CellSet, unit: usize) -> bool {
    let first = cells.first().expect("a cell");
    CELL_UNITS[first]
        .iter()
        .any(|&u| usize::from(u) < unit && cells.minus(UNIT_SETS[usize::from(u)]).is_empty())
}

/// The restricted common candidates of two ALS that do not overlap.
fn restricted_commons(a: &Als, b: &Als) -> Digits {
    if !a.cells.and(b.cells).is_empty() {
        return 0;
    }
    digits(a.digits & b.digits)
        .filter(|&d| b.cells_of(d).minus(a.seen_by_all(d)).is_empty())
        .fold(0, |m, d| m | bit(d))
}

/// The cells that see every cell of `a` and of `b` holding `digit` lose it.
fn seeing_all(board: &Board, a: &Als, b: &Als, digit: u8, out: &mut Eliminations) {
    let seen = a.seen_by_all(digit).and(b.seen_by_all(digit));
    out.add_cells(board, board.digit_cells_in(seen, digit), digit);
}

/// The link of an RCC `digit` between two ALS, for drawing.
fn rcc_link(a: &Als, b: &Als, digit: u8) -> Link {
    let of = |als: &Als| {
        als.cells_of(digit)
            .iter()
            .map(|c| [c as u8, digit])
            .collect()
    };
    Link {
        from: of(a),
        to: of(b),
        strong: false,
    }
}

fn als_step(
    board: &Board,
    technique: Technique,
    sets: &[&Als],
    eliminations: Eliminations,
) -> Step {
    let cells: CellSet = sets.iter().map(|a| a.cells).collect();
    let mut step = Step::new(technique, rating(cells.len())).with_cells(cells);
    step.candidates = sets.iter().flat_map(|a| a.candidates(board)).collect();
    step.candidates.sort_unstable();
    step.units = sets.iter().map(|a| a.unit as u8).collect();
    step.eliminations = eliminations.into_sorted();
    step
}

/// The ALS of at most this many cells are searched.
const MAX_ALS_CELLS: usize = 5;

/// The smallest ALS-XZ: two ALS A and B with an RCC x; any other common digit z is in A or B,
/// so cells seeing all their z cells lose z. Doubly linked (two RCCs), each ALS is locked
/// without one of them: each keeps its other digits, and both RCCs are in A or B.
pub fn als_xz(board: &Board) -> Option<Step> {
    let sets = almost_locked_sets(board, MAX_ALS_CELLS);
    let mut best: Option<Step> = None;
    // Only a smaller pair replaces the best; the sets come smallest first, so once a size is
    // too big, every later one's is too.
    let too_big =
        |best: &Option<Step>, size: usize| best.as_ref().is_some_and(|s| s.cells.len() <= size);
    for (i, a) in sets.iter().enumerate() {
        if too_big(&best, 2 * a.cells.len()) {
            break;
        }
        for b in &sets[i + 1..] {
            if too_big(&best, a.cells.len() + b.cells.len()) {
                break;
            }
            let rccs = restricted_commons(a, b);
            if rccs == 0 {
                continue;
            }
            let mut eliminations = Eliminations::default();
            for z in digits(a.digits & b.digits & !rccs) {
                seeing_all(board, a, b, z, &mut eliminations);
            }
            let doubly = rccs.count_ones() == 2;
            if doubly {
                for x in digits(rccs) {
                    seeing_all(board, a, b, x, &mut eliminations);
                }
                for als in [a, b] {
                    for w in digits(als.digits & !rccs) {
                        seeing_all(board, als, als, w, &mut eliminations);
                    }
                }
            }
            if eliminations.is_empty() {
                continue;
            }
            let mut step = als_step(board, Technique::AlsXz, &[a, b], eliminations);
            step.links = digits(rccs).map(|x| rcc_link(a, b, x)).collect();
            best = Some(step.with_roles(Roles::AlsXz {
                sets: [a.roles(), b.roles()],
                restricted: digits(rccs).collect(),
            }));
        }
    }
    best
}

/// The smallest ALS-XY-Wing: a pivot ALS C with an RCC x to ALS A and another RCC y to ALS B
/// (the three apart); C holds x or y, so A or B is locked and a digit z common to A and B (not
/// x or y) is in one of them: cells seeing all their z cells lose z.
pub fn als_xy_wing(board: &Board) -> Option<Step> {
    let sets = almost_locked_sets(board, MAX_ALS_CELLS);
    let n = sets.len();
    let rccs: Vec<Vec<Digits>> = (0..n)
        .map(|i| {
            (0..n)
                .map(|j| {
                    if i < j {
                        restricted_commons(&sets[i], &sets[j])
                    } else {
                        0
                    }
                })
                .collect()
        })
        .collect();
    let rcc = |i: usize, j: usize| if i < j { rccs[i][j] } else { rccs[j][i] };
    let mut best: Option<Step> = None;
    // Only a smaller wing replaces the best; the sets come smallest first, so once a size is
    // too big, every later partner's is too.
    let too_big =
        |best: &Option<Step>, size: usize| best.as_ref().is_some_and(|s| s.cells.len() <= size);
    for (c, pivot) in sets.iter().enumerate() {
        let partners: Vec<usize> = (0..n).filter(|&j| j != c && rcc(c, j) != 0).collect();
        for (k, &a) in partners.iter().enumerate() {
            if too_big(&best, pivot.cells.len() + 2 * sets[a].cells.len()) {
                break;
            }
            for &b in &partners[k + 1..] {
                let (wing_a, wing_b) = (&sets[a], &sets[b]);
                let size = pivot.cells.len() + wing_a.cells.len() + wing_b.cells.len();
                if too_big(&best, size) {
                    break;
                }
                if !wing_a.cells.and(wing_b.cells).is_empty() {
                    continue;
                }
                for x in digits(rcc(c, a)) {
                    for y in digits(rcc(c, b) & !bit(x)) {
                        let mut eliminations = Eliminations::default();
                        for z in digits(wing_a.digits & wing_b.digits & !bit(x) & !bit(y)) {
                            seeing_all(board, wing_a, wing_b, z, &mut eliminations);
                        }
                        if eliminations.is_empty() || too_big(&best, size) {
                            continue;
                        }
                        let mut step = als_step(
                            board,
                            Technique::AlsXyWing,
                            &[wing_a, pivot, wing_b],
                            eliminations,
                        );
                        step.links = vec![rcc_link(wing_a, pivot, x), rcc_link(pivot, wing_b, y)];
                        best = Some(step.with_roles(Roles::AlsXyWing {
                            pivot: pivot.roles(),
                            wings: [wing_a.roles(), wing_b.roles()],
                            restricted: [x, y],
                        }));
                    }
                }
            }
        }
    }
    best
}

/// The smallest Sue de Coq: in the intersection of a box and a line, 2-3 cells C holding at
/// least two more digits than cells; line cells L (outside the box) and box cells B (outside the
/// line) with no digit in common, such that C, L and B together hold as many digits as cells.
/// Each digit then sits once in them: L's digits and C's digits that B lacks leave the rest of
/// the line, B's digits and C's digits that L lacks leave the rest of the box.
pub fn sue_de_coq(board: &Board) -> Option<Step> {
    let mut best: Option<Step> = None;
    for b in 0..9 {
        let box_cells = UNIT_SETS[18 + b];
        for line in lines_through_box(b) {
            let line_cells = UNIT_SETS[line];
            let empty = |set: CellSet| -> Vec<usize> {
                set.iter().filter(|&c| board.value(c) == 0).collect()
            };
            let middle = empty(box_cells.and(line_cells));
            let line_rest = empty(line_cells.minus(box_cells));
            let box_rest = empty(box_cells.minus(line_cells));
            for core in subsets(board, &middle).filter(|s| s.cells.len() >= 2) {
                if (core.digits.count_ones() as usize) < core.cells.len() + 2 {
                    continue;
                }
                let useful = |s: &Subset| s.digits & core.digits != 0;
                let line_sets: Vec<Subset> = subsets(board, &line_rest).filter(useful).collect();
                let box_sets: Vec<Subset> = subsets(board, &box_rest).filter(useful).collect();
                for l in &line_sets {
                    for x in &box_sets {
                        let size = core.cells.len() + l.cells.len() + x.cells.len();
                        let all = core.digits | l.digits | x.digits;
                        if l.digits & x.digits != 0
                            || all.count_ones() as usize != size
                            || best.as_ref().is_some_and(|s| s.cells.len() <= size)
                        {
                            continue;
                        }
                        let used = core.cells.or(l.cells).or(x.cells);
                        let mut eliminations = Eliminations::default();
                        for d in digits(l.digits | (core.digits & !x.digits)) {
                            eliminations.add_cells(board, line_cells.minus(used), d);
                        }
                        for d in digits(x.digits | (core.digits & !l.digits)) {
                            eliminations.add_cells(board, box_cells.minus(used), d);
                        }
                        if eliminations.is_empty() {
                            continue;
                        }
                        let mut step =
                            Step::new(Technique::SueDeCoq, rating(size)).with_cells(used);
                        step.candidates = used
                            .iter()
                            .flat_map(|c| digits(board.candidates(c)).map(move |d| [c as u8, d]))
                            .collect();
                        step.units = vec![(18 + b) as u8, line as u8];
                        step.eliminations = eliminations.into_sorted();
                        best = Some(step.with_roles(Roles::SueDeCoq {
                            box_: (18 + b) as u8,
                            line: line as u8,
                            core: core.roles(),
                            line_part: l.roles(),
                            box_part: x.roles(),
                        }));
                    }
                }
            }
        }
    }
    best.map(|mut step| {
        step.cells.sort_unstable();
        step
    })
}

/// Some cells and their candidates.
struct Subset {
    cells: CellSet,
    digits: Digits,
}

impl Subset {
    fn roles(&self) -> Part {
        Part {
            cells: self.cells.iter().map(|c| c as u8).collect(),
            digits: digits(self.digits).collect(),
        }
    }
}

/// The non-empty subsets of `cells` (at most 6 cells), with their candidates.
fn subsets<'a>(board: &'a Board, cells: &'a [usize]) -> impl Iterator<Item = Subset> + 'a {
    (1u32..1 << cells.len()).map(move |m| {
        let chosen = || {
            cells
                .iter()
                .enumerate()
                .filter(move |(i, _)| m >> i & 1 != 0)
                .map(|(_, &c)| c)
        };
        Subset {
            cells: chosen().collect(),
            digits: chosen().fold(0, |d, c| d | board.candidates(c)),
        }
    })
}

/// The almost-locked-set finders (see [`Listed`]).
pub(super) const FINDERS: &[Listed] = &[
    Listed {
        find: Finder::Board(als_xz),
        place: Place::Named,
        assumes: Assumes::Nothing,
        finds: &[Technique::AlsXz],
    },
    Listed {
        find: Finder::Board(als_xy_wing),
        place: Place::Named,
        assumes: Assumes::Nothing,
        finds: &[Technique::AlsXyWing],
    },
    Listed {
        find: Finder::Board(sue_de_coq),
        place: Place::Named,
        assumes: Assumes::Nothing,
        finds: &[Technique::SueDeCoq],
    },
];

#[cfg(test)]
mod tests {
    use super::super::finder::{Finder, Place};
    use super::super::order;
    use super::super::technique::Family;
    use super::*;
    use crate::grid::{Grid, CELLS};
    use crate::solver::{solve, Solution};

    /// A finder and the names of the techniques it finds.
    type Named = (fn(&Board) -> Option<Step>, Vec<&'static str>);

    /// The named chains' and this module's finders, in the order the solver tries them.
    fn finders() -> Vec<Named> {
        order()
            .finders
            .iter()
            .filter(|listed| listed.place == Place::Named)
            .filter(|listed| matches!(listed.family(), Family::Chains | Family::Als))
            .map(|listed| match listed.find {
                Finder::Board(find) => (find, listed.finds.iter().map(|t| t.name()).collect()),
                _ => panic!("{:?} reads the whole board", listed.finds),
            })
            .collect()
    }

    /// One line of tests/fixtures/logic/chains_als.txt: the technique, its rating, the board
    /// and the eliminations.
    fn fixture_positions() -> Vec<(String, String, Board, Vec<Candidate>)> {
        let text = include_str!("../../tests/fixtures/logic/chains_als.txt");
        text.lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|line| {
                let fields: Vec<&str> = line.split(" | ").collect();
                let grid = Grid::parse(fields[2]).unwrap();
                let mut masks = [0; CELLS];
                for (mask, digits) in masks.iter_mut().zip(fields[3].split(',')) {
                    *mask = digits.bytes().fold(0, |m, d| m | bit(d - b'0'));
                }
                let eliminations = fields[4]
                    .split(' ')
                    .map(|e| {
                        let (cell, digit) = e.split_once(':').unwrap();
                        [cell.parse().unwrap(), digit.parse().unwrap()]
                    })
                    .collect();
                (
                    fields[0].to_string(),
                    fields[1].to_string(),
                    Board::with_candidates(&grid, &masks),
                    eliminations,
                )
            })
            .collect()
    }

    #[test]
    fn every_fixture_position_gives_its_step_and_no_simpler_one() {
        let positions = fixture_positions();
        let finders = finders();
        for (_, names) in &finders {
            for name in names {
                assert!(
                    positions.iter().any(|(t, ..)| t == name),
                    "no fixture for {name}"
                );
            }
        }
        for (technique, rating, board, eliminations) in positions {
            let Solution::Unique(solution) = solve(&board.grid()) else {
                panic!("{technique}: not unique")
            };
            let at = finders
                .iter()
                .position(|(_, names)| names.contains(&technique.as_str()))
                .unwrap();
            for (finder, names) in &finders[..at] {
                assert_eq!(
                    finder(&board),
                    None,
                    "{names:?} applies where {technique} is the step"
                );
            }
            let step = finders[at].0(&board).unwrap_or_else(|| panic!("{technique} not found"));
            assert_eq!(step.technique.name(), technique);
            assert_eq!(step.rating.to_string(), rating, "{}", step.text);
            assert_eq!(step.eliminations, eliminations, "{}", step.text);
            for &[cell, digit] in &step.eliminations {
                assert_ne!(solution.get(usize::from(cell)), digit, "{}", step.text);
            }
            assert!(
                !step.cells.is_empty() && !step.candidates.is_empty() && step.text.ends_with('.')
            );
        }
    }

    #[test]
    fn nothing_applies_to_an_empty_or_full_grid() {
        let empty = Board::new(&Grid::EMPTY);
        let full = Board::new(solve(&Grid::EMPTY).grid().unwrap());
        for (finder, names) in finders() {
            assert_eq!(finder(&empty), None, "{names:?}");
            assert_eq!(finder(&full), None, "{names:?}");
        }
    }

    #[test]
    fn als_are_n_cells_of_a_unit_with_n_plus_one_digits() {
        let mut board = Board::new(&Grid::EMPTY);
        // r1c1 {12}, r1c2 {13}: each is an ALS, and so are both together ({123}).
        for digit in 3..=9 {
            board.eliminate(0, digit);
        }
        for digit in (2..=9).filter(|&d| d != 3) {
            board.eliminate(1, digit);
        }
        let sets = almost_locked_sets(&board, 4);
        let cells: Vec<Vec<usize>> = sets.iter().map(|a| a.cells.iter().collect()).collect();
        assert_eq!(cells, vec![vec![0], vec![1], vec![0, 1]]);
        assert_eq!(sets[0].digits, 0b11);
        assert_eq!(restricted_commons(&sets[0], &sets[1]), 0b1);
    }
}

//! Techniques that rely on the puzzle having one solution: unique rectangles and loops (types
//! 1-4), and the bivalue universal grave (BUG), found and rated as Sudoku Explainer does.
//!
//! A unique loop is a closed path of cells holding the same two digits `v1`, `v2`, each unit it
//! visits holding exactly two of its cells: if only those digits were left, they could swap and
//! the puzzle would have two solutions. So the loop's extra digits cannot all vanish.
//!
//! Also the hidden unique rectangle (HoDoKu's "Hidden Rectangle"), which SE lacks: shown by
//! `explain` and `hint` only (see `NAMED_CHAINS` in the parent module).

use super::board::{
    bit, cell_name, cells_name, digits, digits_name, unit_name, Board, CellSet, Digits, CELL_UNITS,
    PEERS, UNIT_CELLS, UNIT_SETS,
};
use super::board::{col, row};
use super::step::{eliminations_text, Eliminations, Link, Step, Technique};

/// SE's unit kinds in its order: box, row, column (index into [`CELL_UNITS`]: 2, 0, 1).
const KINDS: [usize; 3] = [2, 0, 1];

/// The unit of `kind` (SE's order: 0 box, 1 row, 2 column) holding `cell`.
fn unit_of(cell: usize, kind: usize) -> usize {
    usize::from(CELL_UNITS[cell][KINDS[kind]])
}

/// Finds every closed loop through `start` (SE's depth-first search): each step moves to a cell
/// of another unit kind than the last step, holding both `v1` and `v2`; at most two cells may
/// hold extra digits, more only while all the extra digits are one digit.
struct LoopSearch<'a> {
    board: &'a Board,
    pair: Digits,
    path: Vec<usize>,
    on_path: CellSet,
    loops: Vec<Vec<usize>>,
}

impl LoopSearch<'_> {
    fn extend(
        &mut self,
        cell: usize,
        allowed_extra: u32,
        mut extra: Digits,
        last_kind: Option<usize>,
    ) {
        self.path.push(cell);
        self.on_path.insert(cell);
        for kind in (0..3).filter(|&k| Some(k) != last_kind) {
            for &next in &UNIT_CELLS[unit_of(cell, kind)] {
                let next = usize::from(next);
                if next == self.path[0] && self.path.len() >= 4 {
                    self.loops.push(self.path.clone());
                } else if !self.on_path.contains(next) {
                    let candidates = self.board.candidates(next);
                    if candidates & self.pair != self.pair {
                        continue;
                    }
                    // As SE does, the extra digits gather over the siblings tried so far.
                    extra |= candidates & !self.pair;
                    let size = candidates.count_ones();
                    if size == 2 || extra.count_ones() == 1 || allowed_extra > 0 {
                        let allowed = if size > 2 {
                            allowed_extra.saturating_sub(1)
                        } else {
                            allowed_extra
                        };
                        self.extend(next, allowed, extra, Some(kind));
                    }
                }
            }
        }
        self.path.pop();
        self.on_path.remove(cell);
    }
}

/// Whether each unit the loop visits holds exactly two of its cells, one at an even and one at
/// an odd position.
fn is_valid_loop(path: &[usize]) -> bool {
    let (mut even, mut odd) = (0u32, 0u32);
    for (i, &cell) in path.iter().enumerate() {
        let visited = if i % 2 == 0 { &mut even } else { &mut odd };
        for &unit in &CELL_UNITS[cell] {
            if *visited >> unit & 1 != 0 {
                return false;
            }
            *visited |= 1 << unit;
        }
    }
    even == odd
}

/// One unique rectangle or loop deduction.
struct LoopHint {
    kind: u8,
    rating: u16,
    path: Vec<usize>,
    pair: Digits,
    eliminations: Vec<[u8; 2]>,
    /// What the extra cells prove, for the text.
    reason: String,
    units: Vec<u8>,
}

/// SE's rating of a loop by its length: 4.5 for a rectangle, +0.1 for 6 cells, +0.2 for 8,
/// +0.5 for 10 or more.
fn loop_rating(len: usize) -> u16 {
    Technique::UniqueRectangle1.rating()
        + match len {
            0..=5 => 0,
            6 | 7 => 1,
            8 | 9 => 2,
            _ => 5,
        }
}

fn cell_set(cells: &[usize]) -> CellSet {
    cells
        .iter()
        .fold(CellSet::EMPTY, |s, &c| s.or(CellSet::single(c)))
}

/// The units (SE's order: box, row, column) that hold both cells.
fn common_units(a: usize, b: usize) -> impl Iterator<Item = usize> {
    (0..3)
        .map(move |k| (unit_of(a, k), unit_of(b, k)))
        .filter(|(x, y)| x == y)
        .map(|(x, _)| x)
}

/// Masks with `n` of the low `width` bits set, in increasing order.
fn combinations(n: u32, width: u32) -> impl Iterator<Item = u16> {
    (0u16..1 << width).filter(move |m| m.count_ones() == n)
}

fn loop_hints(board: &Board, path: &[usize], pair: Digits, hints: &mut Vec<LoopHint>) {
    let extra_cells: Vec<usize> = path
        .iter()
        .copied()
        .filter(|&c| board.candidates(c).count_ones() > 2)
        .collect();
    let base = loop_rating(path.len());
    let mut push =
        |kind: u8, rating: u16, eliminations: Eliminations, reason: String, units: Vec<u8>| {
            if !eliminations.is_empty() {
                hints.push(LoopHint {
                    kind,
                    rating,
                    path: path.to_vec(),
                    pair,
                    eliminations: eliminations.into_sorted(),
                    reason,
                    units,
                });
            }
        };
    let extras: Digits = extra_cells.iter().fold(0, |m, &c| m | board.candidates(c)) & !pair;
    match extra_cells.len() {
        1 => {
            let rescue = extra_cells[0];
            let mut eliminations = Eliminations::default();
            for d in digits(pair) {
                eliminations.add(board, rescue, d);
            }
            push(
                1,
                base,
                eliminations,
                format!("{} must hold one of its other digits", cell_name(rescue)),
                Vec::new(),
            );
        }
        n if n >= 2 => {
            if extras.count_ones() == 1 {
                let digit = digits(extras).next().expect("one digit");
                let seeing = extra_cells
                    .iter()
                    .fold(super::board::ALL_CELLS, |s, &c| s.and(PEERS[c]));
                let mut eliminations = Eliminations::default();
                eliminations.add_cells(board, seeing.minus(cell_set(&extra_cells)), digit);
                push(
                    2,
                    base,
                    eliminations,
                    format!(
                        "one of {} holds {digit}",
                        cells_name(extra_cells.iter().copied())
                    ),
                    Vec::new(),
                );
            } else if n == 2 {
                type3_hints(board, &extra_cells, pair, extras, base, &mut push);
            }
            if n == 2 {
                type4_hint(board, &extra_cells, pair, base, &mut push);
            }
        }
        _ => {}
    }
}

type Push<'a> = dyn FnMut(u8, u16, Eliminations, String, Vec<u8>) + 'a;

/// Type 3: the extra digits of the two extra cells act as one cell that makes a naked set with
/// other cells of a shared unit, or the loop digits and others form a hidden set there.
fn type3_hints(
    board: &Board,
    extra_cells: &[usize],
    pair: Digits,
    extras: Digits,
    base: u16,
    push: &mut Push<'_>,
) {
    let (c1, c2) = (extra_cells[0], extra_cells[1]);
    for degree in extras.count_ones()..=7 {
        for unit in common_units(c1, c2) {
            let cells: Vec<usize> = UNIT_CELLS[unit].iter().map(|&c| usize::from(c)).collect();
            let empty = cells.iter().filter(|&&c| board.value(c) == 0).count() as u32;
            let index1 = cells.iter().position(|&c| c == c1).expect("in unit");
            let index2 = cells.iter().position(|&c| c == c2).expect("in unit");
            if degree * 2 <= empty {
                for set in
                    combinations(degree, 9).filter(|s| s >> index1 & 1 != 0 && s >> index2 & 1 == 0)
                {
                    let others: Vec<usize> = (0..9)
                        .filter(|&i| i != index1 && set >> i & 1 != 0)
                        .map(|i| cells[i])
                        .collect();
                    let others_digits: Digits =
                        others.iter().fold(0, |m, &c| m | board.candidates(c));
                    let shared = extras & board.candidates(c1) & board.candidates(c2);
                    let union = extras | others_digits;
                    if (shared | others_digits).count_ones() != degree
                        || union.count_ones() != degree
                        || others
                            .iter()
                            .any(|&c| board.candidates(c).count_ones() <= 1)
                    {
                        continue;
                    }
                    let mut eliminations = Eliminations::default();
                    for &cell in cells
                        .iter()
                        .filter(|&&c| c != c1 && c != c2 && !others.contains(&c))
                    {
                        for d in digits(board.candidates(cell) & union) {
                            eliminations.add(board, cell, d);
                        }
                    }
                    push(
                        3,
                        base + (degree as u16 - 1),
                        eliminations,
                        format!(
                            "{} or {} holds {}, which with {} makes a naked set of {} in {}",
                            cell_name(c1),
                            cell_name(c2),
                            digits_name(extras),
                            cells_name(others.iter().copied()),
                            digits_name(union),
                            unit_name(unit)
                        ),
                        vec![unit as u8],
                    );
                }
            }
            if degree * 2 < empty && degree >= 2 {
                let rest: Vec<u8> = (1..=9u8)
                    .filter(|&d| (pair | extras) & bit(d) == 0)
                    .collect();
                if degree as usize - 2 > rest.len() {
                    continue;
                }
                for chosen in combinations(degree - 2, rest.len() as u32) {
                    let hidden: Digits = (0..rest.len())
                        .filter(|&i| chosen >> i & 1 != 0)
                        .fold(pair, |m, i| m | bit(rest[i]));
                    let mut union = 0u16;
                    let mut every_digit_placed = true;
                    for d in digits(hidden) {
                        let places = (0..9)
                            .filter(|&i| i != index2 && board.has(cells[i], d))
                            .fold(0u16, |m, i| m | 1 << i);
                        every_digit_placed &= places != 0;
                        union |= places;
                    }
                    if !every_digit_placed || union.count_ones() != degree {
                        continue;
                    }
                    let set_cells: Vec<usize> = (0..9)
                        .filter(|&i| union >> i & 1 != 0 && i != index1)
                        .map(|i| cells[i])
                        .collect();
                    let mut eliminations = Eliminations::default();
                    for &cell in &set_cells {
                        for d in digits(board.candidates(cell) & !hidden) {
                            eliminations.add(board, cell, d);
                        }
                    }
                    push(
                        3,
                        base + (set_cells.len() as u16).saturating_sub(1),
                        eliminations,
                        format!(
                            "{} or {} holds {}, so in {} the digits {} fit only {} and one of them",
                            cell_name(c1),
                            cell_name(c2),
                            digits_name(extras),
                            unit_name(unit),
                            digits_name(hidden),
                            cells_name(set_cells.iter().copied())
                        ),
                        vec![unit as u8],
                    );
                }
            }
        }
    }
}

/// Type 4: one loop digit has no other place in a unit shared by the two extra cells, so it is
/// in one of them, and the other loop digit cannot be in either.
fn type4_hint(board: &Board, extra_cells: &[usize], pair: Digits, base: u16, push: &mut Push<'_>) {
    let (c1, c2) = (extra_cells[0], extra_cells[1]);
    let mut pair_digits = digits(pair);
    let (v1, v2) = (
        pair_digits.next().expect("two"),
        pair_digits.next().expect("two"),
    );
    let (mut locks_v1, mut locks_v2) = (None, None);
    for unit in common_units(c1, c2) {
        let rest = UNIT_SETS[unit]
            .minus(CellSet::single(c1))
            .minus(CellSet::single(c2));
        if board.digit_cells_in(rest, v1).is_empty() {
            locks_v1 = Some(unit);
        }
        if board.digit_cells_in(rest, v2).is_empty() {
            locks_v2 = Some(unit);
        }
    }
    let (unit, locked, removed) = match (locks_v1, locks_v2) {
        (Some(unit), _) => (unit, v1, v2),
        (None, Some(unit)) => (unit, v2, v1),
        (None, None) => return,
    };
    let mut eliminations = Eliminations::default();
    eliminations.add(board, c1, removed);
    eliminations.add(board, c2, removed);
    push(
        4,
        base,
        eliminations,
        format!(
            "in {}, {locked} must be in {} or {}, so neither holds {removed}",
            unit_name(unit),
            cell_name(c1),
            cell_name(c2)
        ),
        vec![unit as u8],
    );
}

/// The unique rectangle or loop SE would take: the lowest rating, then the lowest type, then
/// the first found (loops from each bivalue cell in cell order).
pub fn unique_rectangles(board: &Board) -> Option<Step> {
    let mut hints = Vec::new();
    for start in (0..81).filter(|&c| board.candidates(c).count_ones() == 2) {
        let pair = board.candidates(start);
        // A valid loop leaves `start` through one unit and comes back through another, each
        // holding another cell with both digits.
        let holding = board
            .digit_cells(pair.trailing_zeros() as u8 + 1)
            .and(board.digit_cells(16 - pair.leading_zeros() as u8));
        let exits = CELL_UNITS[start]
            .iter()
            .filter(|&&u| UNIT_SETS[usize::from(u)].and(holding).len() >= 2)
            .count();
        if exits < 2 {
            continue;
        }
        let mut search = LoopSearch {
            board,
            pair,
            path: Vec::new(),
            on_path: CellSet::EMPTY,
            loops: Vec::new(),
        };
        search.extend(start, 2, 0, None);
        for path in search.loops.iter().filter(|p| is_valid_loop(p)) {
            loop_hints(board, path, pair, &mut hints);
        }
    }
    let best = hints
        .iter()
        .enumerate()
        .min_by_key(|(i, h)| (h.rating, h.kind, *i))?
        .1;
    let technique = match (best.path.len(), best.kind) {
        (4, 1) => Technique::UniqueRectangle1,
        (4, 2) => Technique::UniqueRectangle2,
        (4, 3) => Technique::UniqueRectangle3,
        (4, _) => Technique::UniqueRectangle4,
        _ => Technique::UniqueLoop,
    };
    let pattern = cell_set(&best.path);
    let mut step = Step::new(technique, best.rating).with_cells(pattern);
    step.candidates = best
        .path
        .iter()
        .flat_map(|&c| digits(best.pair).map(move |d| [c as u8, d]))
        .collect();
    step.candidates.sort_unstable();
    step.units = best.units.clone();
    step.eliminations = best.eliminations.clone();
    step.text = format!(
        "{} would hold only {} in two ways, so {}: {}.",
        cells_name(best.path.iter().copied()),
        digits_name(best.pair),
        best.reason,
        eliminations_text(&step.eliminations)
    );
    Some(step)
}

/// A hidden unique rectangle's rating where SE's path would take something harder: SE's
/// unique rectangle base (its own rating is then SE's step's, see `NAMED_CHAINS`).
const HIDDEN_RECTANGLE: u16 = Technique::HiddenUniqueRectangle.rating();

/// The first hidden unique rectangle: four cells in two rows, two columns and two boxes, all
/// holding digits `x` and `y`, one corner (`corner`) holding nothing else; if the opposite
/// corner's row and column have `x` only in the rectangle, that corner cannot be `y`. Were it
/// `y`, `x` would fill the two other corners, `corner` would be `y`, and the four cells could
/// swap their digits: two solutions.
pub fn hidden_unique_rectangles(board: &Board) -> Option<Step> {
    (0..81)
        .filter(|&c| board.candidates(c).count_ones() == 2)
        .find_map(|corner| {
            let pair = board.candidates(corner);
            let with_pair = digits(pair).fold(super::board::ALL_CELLS, |cells, d| {
                cells.and(board.digit_cells(d))
            });
            // The opposite corner: another row and column, the rectangle in exactly two boxes.
            let opposites = with_pair.iter().filter(|&far| {
                let same_band = row(far) / 3 == row(corner) / 3;
                let same_stack = col(far) / 3 == col(corner) / 3;
                row(far) != row(corner) && col(far) != col(corner) && same_band != same_stack
            });
            opposites.into_iter().find_map(|far| {
                let in_row = 9 * row(far) + col(corner); // shares the far corner's row
                let in_col = 9 * row(corner) + col(far); // shares the far corner's column
                if !with_pair.contains(in_row) || !with_pair.contains(in_col) {
                    return None;
                }
                let (far_row, far_col) = (row(far), 9 + col(far));
                digits(pair).find_map(|linked| {
                    let only = |unit: usize, other: usize| {
                        board.digit_cells_in(UNIT_SETS[unit], linked)
                            == CellSet::single(far).or(CellSet::single(other))
                    };
                    if !only(far_row, in_row) || !only(far_col, in_col) {
                        return None;
                    }
                    let removed = digits(pair & !bit(linked)).next()?;
                    Some(hidden_rectangle_step(
                        board,
                        [corner, in_col, in_row, far],
                        pair,
                        linked,
                        removed,
                    ))
                })
            })
        })
}

fn hidden_rectangle_step(
    board: &Board,
    rectangle: [usize; 4],
    pair: Digits,
    linked: u8,
    removed: u8,
) -> Step {
    let [corner, in_col, in_row, far] = rectangle;
    let mut step = Step::new(Technique::HiddenUniqueRectangle, HIDDEN_RECTANGLE)
        .with_cells(cell_set(&rectangle));
    step.candidates = rectangle
        .iter()
        .flat_map(|&c| digits(pair).map(move |d| [c as u8, d]))
        .collect();
    step.candidates.sort_unstable();
    step.units = vec![row(far) as u8, 9 + col(far) as u8];
    let node = |cell: usize| vec![[cell as u8, linked]];
    step.links = vec![
        Link {
            from: node(in_row),
            to: node(far),
            strong: true,
        },
        Link {
            from: node(in_col),
            to: node(far),
            strong: true,
        },
    ];
    let mut eliminations = Eliminations::default();
    eliminations.add(board, far, removed);
    step.eliminations = eliminations.into_sorted();
    step.text = format!(
        "{} holds only {}; in {} and {}, {linked} can only go in the rectangle {}, so if {} were \
         {removed}, {linked} would fill {} and {}, {} would be {removed}, and the two digits \
         could swap: {}.",
        cell_name(corner),
        digits_name(pair),
        unit_name(row(far)),
        unit_name(9 + col(far)),
        cells_name(cell_set(&rectangle).iter()),
        cell_name(far),
        cell_name(in_row),
        cell_name(in_col),
        cell_name(corner),
        eliminations_text(&step.eliminations)
    );
    step
}

const BUG_1: u16 = Technique::Bug1.rating();
const BUG_2_OR_4: u16 = Technique::Bug.rating();
const BUG_3_BASE: u16 = Technique::Bug.rating();

/// The cells that break a bivalue universal grave and their extra digits, as SE collects them:
/// a digit with other than 0 or 2 places in a unit whose places include exactly one cell of 3+
/// candidates makes that cell a BUG cell with that extra digit.
struct Grave {
    cells: Vec<usize>,
    extra: [Digits; 81],
    all_extra: Digits,
    /// The cells (not BUG cells) that see every BUG cell.
    seeing: CellSet,
}

fn grave(board: &Board) -> Option<Grave> {
    let mut grave = Grave {
        cells: Vec::new(),
        extra: [0; 81],
        all_extra: 0,
        seeing: super::board::ALL_CELLS,
    };
    let mut rest = *board.candidate_masks();
    for kind in 0..3 {
        for i in 0..9 {
            let unit = [18, 0, 9][kind] + i;
            for digit in 1..=9u8 {
                let places = board.digit_cells_in(UNIT_SETS[unit], digit);
                if places.is_empty() || places.len() == 2 {
                    continue;
                }
                let mut wide = places
                    .iter()
                    .filter(|&c| board.candidates(c).count_ones() >= 3);
                match (wide.next(), wide.next()) {
                    (None, _) => return None,
                    (Some(cell), None) => {
                        if !grave.cells.contains(&cell) {
                            grave.cells.push(cell);
                        }
                        grave.extra[cell] |= bit(digit);
                        grave.all_extra |= bit(digit);
                        rest[cell] &= !bit(digit);
                        grave.seeing = grave.seeing.and(PEERS[cell]).minus(cell_set(&grave.cells));
                        if grave.cells.len() > 1
                            && grave.all_extra.count_ones() > 1
                            && grave.seeing.is_empty()
                        {
                            return None;
                        }
                    }
                    (Some(_), Some(_)) => {}
                }
            }
        }
    }
    if (0..81).any(|c| board.value(c) == 0 && rest[c].count_ones() != 2) {
        return None;
    }
    for unit in &UNIT_CELLS {
        for digit in 1..=9u8 {
            let places = unit
                .iter()
                .filter(|&&c| rest[usize::from(c)] & bit(digit) != 0)
                .count();
            if places != 0 && places != 2 {
                return None;
            }
        }
    }
    Some(grave)
}

fn bug_step(
    grave: &Grave,
    technique: Technique,
    rating: u16,
    eliminations: Eliminations,
    reason: String,
) -> Step {
    let cells = cell_set(&grave.cells);
    let mut step = Step::new(technique, rating).with_cells(cells);
    step.candidates = grave
        .cells
        .iter()
        .flat_map(|&c| digits(grave.extra[c]).map(move |d| [c as u8, d]))
        .collect();
    step.candidates.sort_unstable();
    step.eliminations = eliminations.into_sorted();
    step.text = format!(
        "Without {}, every cell would hold two digits and every digit two places in each unit (two solutions), so {reason}: {}.",
        grave
            .cells
            .iter()
            .map(|&c| format!("{} in {}", digits_name(grave.extra[c]), cell_name(c)))
            .collect::<Vec<_>>()
            .join(" and "),
        eliminations_text(&step.eliminations)
    );
    step
}

/// BUG type 2 or 4 with two BUG cells sharing a unit: their common digit (not an extra one)
/// has only those two places in the unit, so each cell is its extra digit or that digit.
fn bug_type4(board: &Board, grave: &Grave) -> Option<Step> {
    let [c1, c2] = grave.cells[..] else {
        return None;
    };
    let common = board.candidates(c1) & board.candidates(c2) & !grave.all_extra;
    if common.count_ones() != 1 {
        return None;
    }
    let unit = common_units(c1, c2).next()?;
    let value = digits(common).next()?;
    let mut eliminations = Eliminations::default();
    for cell in [c1, c2] {
        for d in digits(board.candidates(cell) & !grave.extra[cell] & !common) {
            eliminations.add(board, cell, d);
        }
    }
    let mut step = bug_step(
        grave,
        Technique::Bug,
        BUG_2_OR_4,
        eliminations,
        format!("one of them holds its extra digit and, {value} having only those places in {}, the other {value}", unit_name(unit)),
    );
    step.units.push(unit as u8);
    Some(step)
}

/// BUG type 3: the extra digits act as one cell that makes a naked set with cells of a unit
/// shared by every BUG cell.
fn bug_type3(board: &Board, grave: &Grave) -> Option<Step> {
    for kind in 0..3 {
        let unit = unit_of(grave.cells[0], kind);
        if grave.cells.iter().any(|&c| unit_of(c, kind) != unit) {
            continue;
        }
        let unit_cells: Vec<usize> = grave.seeing.and(UNIT_SETS[unit]).iter().collect();
        for degree in 2..=6u32 {
            if unit_cells.len() < degree as usize {
                continue;
            }
            for chosen in combinations(degree - 1, unit_cells.len() as u32) {
                let naked: Vec<usize> = (0..unit_cells.len())
                    .filter(|&i| chosen >> i & 1 != 0)
                    .map(|i| unit_cells[i])
                    .collect();
                let others: Digits = naked.iter().fold(0, |m, &c| m | board.candidates(c));
                let union = others | grave.all_extra;
                if others.count_ones() != degree
                    || union.count_ones() != degree
                    || grave.all_extra.count_ones() <= 1
                    || naked.iter().any(|&c| board.candidates(c).count_ones() <= 1)
                {
                    continue;
                }
                let mut eliminations = Eliminations::default();
                for &cell in unit_cells.iter().filter(|c| !naked.contains(c)) {
                    for d in digits(board.candidates(cell) & union) {
                        eliminations.add(board, cell, d);
                    }
                }
                if eliminations.is_empty() {
                    continue;
                }
                let mut step = bug_step(
                    grave,
                    Technique::Bug,
                    BUG_3_BASE + (union.count_ones() as u16 - 1),
                    eliminations,
                    format!(
                        "one of {} holds its extra digit, making a naked set of {} with {} in {}",
                        cells_name(grave.cells.iter().copied()),
                        digits_name(union),
                        cells_name(naked.iter().copied()),
                        unit_name(unit)
                    ),
                );
                step.units.push(unit as u8);
                return Some(step);
            }
        }
    }
    None
}

/// The first bivalue universal grave deduction in SE's order: type 1 (one BUG cell: it holds
/// an extra digit, "BUG+1"), else type 2 (one extra digit: cells seeing every BUG cell lose
/// it), then types 4 and 3.
pub fn bug(board: &Board) -> Option<Step> {
    let grave = grave(board)?;
    if grave.cells.is_empty() {
        return None;
    }
    if let [cell] = grave.cells[..] {
        let mut eliminations = Eliminations::default();
        for d in digits(board.candidates(cell) & !grave.all_extra) {
            eliminations.add(board, cell, d);
        }
        return Some(bug_step(
            &grave,
            Technique::Bug1,
            BUG_1,
            eliminations,
            format!("{} holds {}", cell_name(cell), digits_name(grave.all_extra)),
        ));
    }
    if grave.all_extra.count_ones() == 1 {
        let digit = digits(grave.all_extra).next()?;
        let mut eliminations = Eliminations::default();
        eliminations.add_cells(board, grave.seeing, digit);
        if !eliminations.is_empty() {
            return Some(bug_step(
                &grave,
                Technique::Bug,
                BUG_2_OR_4,
                eliminations,
                format!("one of them holds {digit}"),
            ));
        }
        return bug_type4(board, &grave);
    }
    if grave.seeing.is_empty() {
        return None;
    }
    bug_type4(board, &grave).or_else(|| bug_type3(board, &grave))
}

#[cfg(test)]
mod tests {
    use super::super::patterns::test_support::{check, position, Case};
    use super::*;
    use crate::Grid;

    const CASES: &[Case] = &[
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueRectangle1,
            rating: 45,
            position: "
               37    =8    37    =9    =2    =6    =5    =1    =4
               =5    =4    =9    =1    =3    =8    =7    =6    =2
               12    =6    12    =5    47    47    =8    =9    =3
               =8    25    =6    =7    =1    23  2349  2345    59
              123    =7   123    =4    =5    =9    23    =8    =6
              234    =9  2345    =6    =8    23    =1   235    =7
               =6    =1   247    =8    47   457  2349  2345    59
               47    =3    =8    =2    =9   457    =6    45    =1
               =9    25   245    =3    =6    =1    24    =7    =8
        ",
            eliminations: &[[59, 4], [59, 7]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueRectangle4,
            rating: 45,
            position: "
             2489  2458   278    79    =6    89 23457    =1   345
             1489   248    =3   479  1489    =5    =6    27    24
               14    56    67    =2    14    =3    57    =9    =8
               =6    =7    =4    59   589   289  2358    35    =1
               =5    28    =9    =1    =3    =4   278    27    =6
               28    =3    =1    =6   578   278   258    =4    =9
               =7    =9    26    =8    45    =1  2345   356  2345
              248  2468    =5    =3    79   679    =1    68    27
               =3    =1    68    45    =2    67    =9   568   457
        ",
            eliminations: &[[9, 4], [13, 4]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueRectangle3,
            rating: 46,
            position: "
               =2  3457   356    =1    46    =9    =8    35    47
             3456   345    =1    46    =7    =8    =2    35    =9
               47    =8    =9    =5    =3    =2    =1    =6    47
               =8    =9    35    =2    56   356    =7    =4    =1
              345  1345    =2    =7   145   345    =6    =9    =8
               14    =6    =7    =9    =8    14    =5    =2    =3
              567   157    =4    =3   156    56    =9    =8    =2
              156    =2    =8    46    =9  1456    =3    =7    56
               =9    35   356    =8    =2    =7    =4    =1    56
        ",
            eliminations: &[[9, 4]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueRectangle2,
            rating: 45,
            position: "
               =6    =8    =7   239    =4    59    29   359    =1
               25    =3    =1   269    56    =8    =7   469  4569
               25    =4    =9    =7   356    =1    26    36    =8
               =1    =2    =3    =5    =9    =6    =8    47    47
               =9    =5    =6    =8    =7    =4    =1    =2    =3
               =8    =7    =4    =1    =2    =3    =5    69    69
               37    69    =5   369    =8    =2    =4    =1   679
               37    =1    =2    =4   356    79   369    =8  5679
               =4    69    =8   369    =1    57   369    57    =2
        ",
            eliminations: &[[3, 3], [67, 3]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueRectangle3,
            rating: 45,
            position: "
             4589    =2  4589    16   167    =3   158    18    79
               =6    =7    =1    =9    =8    =5    =4    =3    =2
              589    =3   589    12    =4    27   158    =6    79
               =7    =8    56   156    16    =4    =9    =2    =3
               15    =4    =3    58    =2    =9    =6    =7    18
               12    =9    26    =3    67    78    18    =4    =5
               49    =1    49    28    =3    28    =7    =5    =6
               =3    =5    =7    =4    =9    =6    =2    18    18
               28    =6    28    =7    =5    =1    =3    =9    =4
        ",
            eliminations: &[[8, 7]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueLoop,
            rating: 46,
            position: "
               =1    =3    =7    =4    =5    26    =9    =8    26
               46    28    68    =7    =9    =1    24    35    35
               49    29    =5    =8    23    36    =7   146    14
               =3    67    =4    =1    =8    =9    =5    26   267
               =8    =5    =1    =2    67    =4    =3    =9    67
               =2    67    =9    =3    67    =5    14    14    =8
               79    19    =2    =5    =4    =8    =6   137    13
               67    18    68    =9    23    37   124  1457   145
               =5    =4    =3    =6    =1    27    =8    27    =9
        ",
            eliminations: &[[35, 6], [35, 7]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueRectangle3,
            rating: 47,
            position: "
               68    68    12    =3    27    =9    17    =5    =4
               39    =5    39    =4    =6    17    17    =8    =2
               =4    12    =7   158    25   158    =6    =9    =3
               =2    =3    =5    89    79    78    =4    =1    =6
               19    68    19   256    =4   256    58    =3    =7
               68    =7    =4    56    =1    =3   589    =2    89
              135    =4   123 12569   359  1256    89    =7   189
               =7   129    =6   129    =8    12    =3    =4    =5
               35    19    =8    =7    35    =4    =2    =6    19
        ",
            eliminations: &[[56, 1], [57, 1], [57, 9], [59, 1]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueLoop,
            rating: 47,
            position: "
               17    17    =4    =9    =8    =2    =3    56    56
               =8    =2    =5    36    16    13    =4    =9    =7
               =9    =6    =3    =5    =7    =4    =1    =2    =8
               35    18    28    =4    35    =6    =9    =7    12
               26    35    =9    =1    35    =7    =8    46   246
               16    =4    =7    =2    =9    =8    =5    =3    16
               =4  3578    =1    37    =2    35    =6    58    =9
             2357   357    26    =8    16    =9    27   145   345
             2357    =9   268   367    =4   135    27   158    35
        ",
            eliminations: &[[65, 2]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueLoop,
            rating: 48,
            position: "
               47    =2    89    47    =1    =6   389   389    =5
             5789   157   189  3789    25 23789    =4    =6   189
               =3   145    =6   489    45    89    =2   189    =7
               =6    13  1239   189    =7    =5  1389    =4 12389
               49    57  1239 14689    46   189    57 12389 12389
               57    =8   149    =2    =3   149    57    19    =6
               =2    =9    =7    13    =8    13    =6    =5    =4
               48    34    =5    67   246    27  1389 12389 12389
               =1    =6   348    =5    =9    24    38    =7   238
        ",
            eliminations: &[[19, 1]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueRectangle3,
            rating: 48,
            position: "
              189   129   258   239  2389    =7    =4   159    =6
               =6 12479    23    =5    29    24    37    =8   179
              789   479    35    =1    =6    48    =2    35    79
               =2    =5    =4   379   379    =1   678   679   789
               =3    =8    =7    29    =5    =6    =1    29    =4
               19    19    =6    =4   278    28    =5    27    =3
               =5   237    =1    =6    =4    =9   378    37   278
               78    =6    28    27    =1    =3    =9    =4    =5
               =4   237    =9    =8    27    =5   367  1367   127
        ",
            eliminations: &[[10, 2], [18, 8]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueLoop,
            rating: 50,
            position: "
               =2    =3    =1    79    =5    79    48    =6    48
               =7    46    46    =1    =3    =8    =2    =5    =9
               =9    =5    =8    =6    =4    =2    =7    =1    =3
               =8    =9    =3    =4    =1    =6    =5    =2    =7
               =5    14    =2    =8    79    79    =6    =3    14
               46   167    67    =3    =2    =5    89    49    18
               =1    =8    79    =2    =6    =4    =3    79    =5
               46    67    =5    79    =8    =3    =1   479    =2
               =3    =2   479    =5    79    =1    49    =8    =6
        ",
            eliminations: &[[63, 4], [78, 4]],
        },
        Case {
            finder: bug,
            technique: Technique::Bug1,
            rating: 56,
            position: "
               89    =2    =5    =6    89    =4    =1    =7    =3
               =6    48    =1    =5    =7    =3    =9    48    =2
               =3    =7    49    =2    =1    89    =6    48    =5
               =2    15    =8    =3    59    19    =4    =6    =7
               15    =6    =7    =4    58    18    =2    =3    =9
               =4    =9    =3    =7    =6    =2    =5    =1    =8
               58    48    24    =9    =3    =6    =7    25    =1
              159    15    29    =8    =4    =7    =3    25    =6
               =7    =3    =6    =1    =2    =5    =8    =9    =4
        ",
            eliminations: &[[63, 1], [63, 9]],
        },
        Case {
            finder: bug,
            technique: Technique::Bug,
            rating: 57,
            position: "
               16    =8    =3    69    12    29    =4    =5    =7
               =7    14    =2    56   134    35    =8    =9    16
              146    =5    =9    =7    14    =8    =2    =3    16
               =9    =7    =5    =1    =8    =6    =3    =4    =2
               12    12    =4    =3    =9    =7    =6    =8    =5
               =3    =6    =8    =2    =5    =4    =1    =7    =9
               45    =3    =7    45    =6    =1    =9    =2    =8
               25    =9    =6    =8    23    35    =7    =1    =4
               =8    24    =1    49    =7    29    =5    =6    =3
        ",
            eliminations: &[[10, 1], [22, 1]],
        },
        Case {
            finder: bug,
            technique: Technique::Bug,
            rating: 58,
            position: "
               =9    =1    =8    =2    =5    =7    =6    =3    =4
               =5    =4    =2    =9    =3    =6    18    17    78
               =7    =6    =3    =8    =1    =4    =2    =5    =9
               =4    =3    =7    =1    =9    =2    58    =6    58
               =1    =8    =9    =7    =6    =5    =4    =2    =3
               =6    =2    =5    =3    =4    =8    =7    =9    =1
               =3    =7    16    =4    =2    19   159    =8    56
               28    59    =4    56    78    19    =3    17   267
               28    59    16    56    78    =3    19    =4    27
        ",
            eliminations: &[[78, 1], [80, 7]],
        },
        Case {
            finder: bug,
            technique: Technique::Bug,
            rating: 59,
            position: "
               =5    =7    19    =4    =8    23    13    29    =6
               =4    38   169    =7    19   236    13   289    =5
               16    38    =2    =5    19    36    =7    89    =4
               =9    =6    =8    =3    =5    =1    =2    =4    =7
               =3    =2    =5    =9    =7    =4    =8    =6    =1
               =7    =1    =4    =6    =2    =8    =9    =5    =3
               =2    =4    =3    =8    =6    =7    =5    =1    =9
               16    =5    16    =2    =3    =9    =4    =7    =8
               =8    =9    =7    =1    =4    =5    =6    =3    =2
        ",
            eliminations: &[[10, 3]],
        },
        Case {
            finder: bug,
            technique: Technique::Bug,
            rating: 60,
            position: "
               =1    =9    =5    =3    =4    28    68    26    =7
               =3    =6    =8    79    12    79    15    25    =4
               =2    =4    =7    58    =6   158    18    =3    =9
               =5    =7    =6    =1    =8    =4    =3    =9    =2
               =4    =1    =3    =2    =9    56    =7    56    =8
               =9    =8    =2    56    =7    =3    56    =4    =1
               =7    =5    14    49    =3    19    =2    =8    =6
               =8    =3    14    46    12   126    =9    =7    =5
               =6    =2    =9    78    =5    78    =4    =1    =3
        ",
            eliminations: &[[5, 8]],
        },
        Case {
            finder: bug,
            technique: Technique::Bug,
            rating: 61,
            position: "
               =5    =6    24    14    19    =7    29    =3    =8
               24    =1    =3    48    89    =6    59    27    57
               =8    =9    =7    =5    =2    =3    =6    =4    =1
               =7    =5    49    =2    =3    19    14    =8    =6
               24    =3   469    18  1568   159    14    27    57
               =1    =8    26    =7    56    =4    25    =9    =3
               =6    =2    =1    =9    =7    =8    =3    =5    =4
               =3    =7    =5    =6    =4    =2    =8    =1    =9
               =9    =4    =8    =3    15    15    =7    =6    =2
        ",
            eliminations: &[[39, 1]],
        },
    ];

    /// Before the first hidden unique rectangle of the rated set's lowest-rated puzzle that has
    /// one (SE 5.7, `804000702...`): r3c1 holds only 7 and 9, and in row 5 and column 3 the 7s
    /// are only in the rectangle r3c1, r3c3, r5c1, r5c3, so r5c3 cannot be 9.
    const HIDDEN_RECTANGLE_POSITION: &str = "
               =8    =3    =4    =9    =6    =5    =7    =1    =2
               =6    =1    29    =7    24    =8   459    =3   459
               79    =5   279    24    =3    =1   489    =6    89
               =1    =4    38    =5   278    =9   238    78    =6
              579    =6    79    28    =1    =3  2589    =4   589
               =2    89    35    =6    78    =4    35   789    =1
               =3    =2    =1    48   489    =6   489    =5    =7
              459    89    =6    =3   458    =7    =1    =2    48
               45    =7    58    =1  4589    =2    =6    89    =3
        ";

    #[test]
    fn finds_a_hidden_unique_rectangle() {
        check(&[Case {
            finder: hidden_unique_rectangles,
            technique: Technique::HiddenUniqueRectangle,
            rating: HIDDEN_RECTANGLE,
            position: HIDDEN_RECTANGLE_POSITION,
            eliminations: &[[38, 9]],
        }]);
    }

    /// The same four cells make a second rectangle, from the corner r5c3 (also 7 and 9 only)
    /// to r3c1 (7 only in the rectangle in row 3 and column 1), which removes 9 from r3c1.
    /// Without the strong link in column 3 (r6c3 gains a 7) only that one is left; with r5c3
    /// holding a third digit as well, neither (no other corner is bivalue); and neither when a
    /// corner lacks a digit of the pair.
    #[test]
    fn needs_strong_links_a_bivalue_corner_and_the_pair_in_every_corner() {
        let found = |edits: &[(&str, &str)]| {
            let text = edits
                .iter()
                .fold(HIDDEN_RECTANGLE_POSITION.to_string(), |text, (from, to)| {
                    text.replacen(from, to, 1)
                });
            hidden_unique_rectangles(&position(&text)).map(|step| step.eliminations)
        };
        const NO_LINK_IN_COLUMN_3: (&str, &str) = (" 35 ", " 357 "); // r6c3
        const R5C3_THREE_DIGITS: (&str, &str) = ("=6    79", "=6   579");
        assert_eq!(found(&[NO_LINK_IN_COLUMN_3]), Some(vec![[18, 9]]));
        assert_eq!(found(&[R5C3_THREE_DIGITS]), Some(vec![[38, 9]]));
        // Neither: the rectangle r4c5, r4c8, r6c5, r6c8 (7 and 8) is found instead, from r4c8
        // to r6c5, or from r6c5 to r4c8 when r6c3's 7 breaks the link in row 6.
        assert_eq!(
            found(&[NO_LINK_IN_COLUMN_3, R5C3_THREE_DIGITS]),
            Some(vec![[34, 8]])
        );
        assert_eq!(found(&[(" 279 ", " 27 ")]), Some(vec![[49, 8]])); // r3c3 without 9
        assert_eq!(hidden_unique_rectangles(&Board::new(&Grid::EMPTY)), None);
    }

    #[test]
    fn finds_each_case() {
        check(CASES);
    }

    #[test]
    fn loop_ratings_follow_the_length() {
        assert_eq!([4, 6, 8, 10, 12].map(loop_rating), [45, 46, 47, 50, 50]);
    }

    /// A BUG needs every other cell bivalue: on the positions where SE's path took a unique
    /// rectangle, there is none; and the unique rectangles are gone where BUG was taken.
    #[test]
    fn finds_nothing_where_the_rated_path_goes_further() {
        for case in CASES
            .iter()
            .filter(|c| c.technique == Technique::UniqueRectangle1)
        {
            assert_eq!(bug(&position(case.position)), None);
        }
        for case in CASES
            .iter()
            .filter(|c| matches!(c.technique, Technique::Bug | Technique::Bug1))
        {
            assert_eq!(unique_rectangles(&position(case.position)), None);
        }
        let empty = Board::new(&Grid::EMPTY);
        assert_eq!(unique_rectangles(&empty), None);
        assert_eq!(bug(&empty), None);
    }
}

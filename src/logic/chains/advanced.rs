//! SE's "advanced potentials" for dynamic forcing chains (+) and nested chains: when an
//! assumption's plain implications run dry, simpler rules applied to the reduced (working) grid
//! remove more candidates. Each removal's parents are the earlier removals the rule relied on
//! (a rule that needs none would already apply without the assumption, so it adds nothing).
//!
//! The rules, tried in SE's order until one gives something: pointing and claiming, hidden
//! pairs, naked pairs, X-Wings.

use super::super::board::{digits, unit_positions, CellSet, Digits, UNIT_CELLS, UNIT_SETS};
use super::implications::{Deduction, InnerRules, Propagator};
use super::potential::Potential;

/// The inner rules of dynamic forcing chains (+): the simple rules above.
pub struct SimpleRules;

impl InnerRules for SimpleRules {
    fn deduce(&mut self, propagator: &Propagator) -> Option<Vec<Deduction>> {
        Some(potentials(propagator))
    }
}

/// A removal under the assumption: the candidates and the removed candidates it relies on.
struct Removal {
    eliminations: Vec<(usize, u8)>,
    parents: Vec<(usize, u8)>,
}

/// Both grids a rule compares: the candidates before the assumption and after its removals,
/// each also as each digit's cells (bit = cell).
struct Grids<'a> {
    source: &'a [Digits; 81],
    work: &'a [Digits; 81],
    source_cells: &'a [u128; 9],
    work_cells: &'a [u128; 9],
}

impl Grids<'_> {
    /// Cells of `cells` (bit = cell) holding `digit` in the working grid.
    fn places(&self, cells: u128, digit: u8) -> u128 {
        cells & self.work_cells[usize::from(digit - 1)]
    }

    /// `digit` removed by the assumption from the cells of `cells`.
    fn removed(&self, cells: u128, digit: u8) -> Vec<(usize, u8)> {
        let d = usize::from(digit - 1);
        CellSet(cells & self.source_cells[d] & !self.work_cells[d])
            .iter()
            .map(|c| (c, digit))
            .collect()
    }
}

/// The "off" potentials the first productive rule gives on the propagator's working grid, each
/// with the nodes of the removals it relies on as parents.
pub fn potentials(propagator: &Propagator) -> Vec<Deduction> {
    let (source_cells, work_cells) = propagator.digit_cells();
    let grids = Grids {
        source: propagator.source(),
        work: propagator.work(),
        source_cells,
        work_cells,
    };
    let rules: [fn(&Grids) -> Vec<Removal>; 4] = [locking, hidden_pairs, naked_pairs, x_wings];
    for rule in rules {
        let deductions = rule(&grids);
        if deductions.is_empty() {
            continue;
        }
        let mut result = Vec::new();
        for deduction in deductions {
            let parents: Vec<u32> = deduction
                .parents
                .iter()
                .filter_map(|&(c, d)| propagator.node(Potential::new(c, d, false)))
                .collect();
            for &(cell, digit) in &deduction.eliminations {
                result.push((Potential::new(cell, digit, false), parents.clone(), None));
            }
        }
        return result;
    }
    Vec::new()
}

/// Keeps the removals that remove something and rely on a removal.
fn push(removals: &mut Vec<Removal>, eliminations: Vec<(usize, u8)>, parents: Vec<(usize, u8)>) {
    if !eliminations.is_empty() && !parents.is_empty() {
        removals.push(Removal {
            eliminations,
            parents,
        });
    }
}

/// Pointing (box base, line cover), then claiming (line base, box cover).
fn locking(grids: &Grids) -> Vec<Removal> {
    let mut deductions = Vec::new();
    let pointing = (18..27).flat_map(|b| (0..18).map(move |line| (b, line)));
    let claiming = (0..18).flat_map(|line| (18..27).map(move |b| (line, b)));
    for (base, cover) in pointing.chain(claiming) {
        let shared = UNIT_SETS[base].0 & UNIT_SETS[cover].0;
        if shared == 0 {
            continue;
        }
        for digit in 1..=9 {
            let places = grids.places(UNIT_SETS[base].0, digit);
            if places.count_ones() < 2 || places & !shared != 0 {
                continue;
            }
            let eliminations = CellSet(grids.places(UNIT_SETS[cover].0 & !shared, digit))
                .iter()
                .map(|c| (c, digit))
                .collect();
            push(
                &mut deductions,
                eliminations,
                grids.removed(UNIT_SETS[base].0 & !shared, digit),
            );
        }
    }
    deductions
}

/// Units in SE's order for subsets: boxes, columns, rows.
fn subset_units() -> impl Iterator<Item = usize> {
    (18..27).chain(9..18).chain(0..9)
}

/// Two digits of a unit confined to two cells lose the cells' other digits.
fn hidden_pairs(grids: &Grids) -> Vec<Removal> {
    let mut deductions = Vec::new();
    for unit in subset_units() {
        let cells = UNIT_SETS[unit].0;
        for d1 in 1..=9u8 {
            for d2 in d1 + 1..=9 {
                let (p1, p2) = (grids.places(cells, d1), grids.places(cells, d2));
                if p1 == 0 || p2 == 0 || (p1 | p2).count_ones() != 2 {
                    continue;
                }
                let pair: Digits = 1 << (d1 - 1) | 1 << (d2 - 1);
                let eliminations = CellSet(p1 | p2)
                    .iter()
                    .flat_map(|c| digits(grids.work[c] & !pair).map(move |d| (c, d)))
                    .collect();
                let mut parents = grids.removed(cells, d1);
                parents.extend(grids.removed(cells, d2));
                push(&mut deductions, eliminations, parents);
            }
        }
    }
    deductions
}

/// Two cells of a unit holding the same two digits only take them from the unit's other cells.
fn naked_pairs(grids: &Grids) -> Vec<Removal> {
    let mut deductions = Vec::new();
    for unit in subset_units() {
        for i in 0..9 {
            let a = usize::from(UNIT_CELLS[unit][i]);
            if grids.work[a].count_ones() != 2 {
                continue;
            }
            for &b in &UNIT_CELLS[unit][i + 1..] {
                let b = usize::from(b);
                if grids.work[b] != grids.work[a] {
                    continue;
                }
                let pair = grids.work[a];
                let eliminations = CellSet(UNIT_SETS[unit].0 & !(1 << a | 1 << b))
                    .iter()
                    .flat_map(|c| digits(grids.work[c] & pair).map(move |d| (c, d)))
                    .collect();
                let parents = [a, b]
                    .into_iter()
                    .flat_map(|c| digits(grids.source[c] & !grids.work[c]).map(move |d| (c, d)))
                    .collect();
                push(&mut deductions, eliminations, parents);
            }
        }
    }
    deductions
}

/// A digit in two rows (columns) confined to the same two columns (rows) leaves the rest of them.
fn x_wings(grids: &Grids) -> Vec<Removal> {
    let mut deductions = Vec::new();
    for (bases, covers) in [(0usize, 9usize), (9, 0)] {
        for digit in 1..=9u8 {
            let positions: Vec<u16> = (0..9)
                .map(|i| unit_positions(grids.work, bases + i, digit))
                .collect();
            for i in 0..9 {
                for k in i + 1..9 {
                    if positions[i].count_ones() != 2 || positions[i] != positions[k] {
                        continue;
                    }
                    let cover_cells = (0..9)
                        .filter(|j| positions[i] >> j & 1 != 0)
                        .fold(0u128, |m, j| m | UNIT_SETS[covers + j].0);
                    let base_cells = UNIT_SETS[bases + i].0 | UNIT_SETS[bases + k].0;
                    let eliminations = CellSet(grids.places(cover_cells & !base_cells, digit))
                        .iter()
                        .map(|c| (c, digit))
                        .collect();
                    push(
                        &mut deductions,
                        eliminations,
                        grids.removed(base_cells & !cover_cells, digit),
                    );
                }
            }
        }
    }
    deductions
}

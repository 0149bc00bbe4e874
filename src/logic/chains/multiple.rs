//! Chains that follow every implication of an assumption (SE's "doChaining") and combine
//! several of them: Nishio and dynamic contradictions (an assumption implies some potential both
//! on and off), double forcing chains (a candidate on and off imply the same), cell forcing
//! chains (every digit of a cell implies the same) and region forcing chains (every place of a
//! digit in a unit implies the same).

use super::super::board::{digits, Digits, ALL_DIGITS, CELL_UNITS, UNIT_CELLS};
use super::super::step::{Candidate, Step, Technique};
use super::implications::{positions, Chain, Contradiction, Mode, Potential, Propagator, Ranks};
use super::Found;
use crate::logic::step::length_bonus;

/// One of SE's multiple-chaining rules.
#[derive(Clone, Copy)]
pub struct Rule {
    /// The implications used.
    pub mode: Mode,
    /// Nishio: contradictions only, X-links only.
    pub nishio: bool,
    /// Cell and region forcing chains with more than two branches.
    pub multiple: bool,
    /// Base rating in tenths (7.5 Nishio, 8.0 multiple, 8.5 dynamic, 9.0 dynamic plus, ...).
    pub base: u16,
    /// The technique the steps are named after.
    pub technique: Technique,
}

/// SE's sort keys: double forcing 1, cell 5, region 6, contradiction 7.
const DOUBLE: u8 = 1;
const CELL: u8 = 5;
const REGION: u8 = 6;
const CONTRADICTION: u8 = 7;

/// The on-chain of each candidate, computed once per search (a region forcing chain needs the
/// chains of every place of the digit in the unit).
struct OnChains<'p, 'a> {
    propagator: &'p mut Propagator<'a>,
    /// Where each candidate's chain sits in `chains` (`NOT_YET` until computed), by
    /// `cell * 9 + digit - 1`.
    slot: [u16; 729],
    chains: Vec<(Chain, Option<Contradiction>)>,
}

/// Marks a candidate whose on-chain is not computed yet.
const NOT_YET: u16 = u16::MAX;

impl OnChains<'_, '_> {
    fn index(cell: usize, digit: u8) -> usize {
        cell * 9 + usize::from(digit) - 1
    }

    /// Computes the chain of `digit` on in `cell` unless already known.
    fn ensure(&mut self, cell: usize, digit: u8) {
        let index = Self::index(cell, digit);
        if self.slot[index] == NOT_YET {
            self.slot[index] = self.chains.len() as u16;
            let chain = self
                .propagator
                .implications(Potential::new(cell, digit, true));
            self.chains.push(chain);
        }
    }

    /// The chain of `digit` on in `cell` (see [`OnChains::ensure`]) and the contradiction that
    /// ended it, if any.
    fn get(&self, cell: usize, digit: u8) -> &(Chain, Option<Contradiction>) {
        let slot = self.slot[Self::index(cell, digit)];
        debug_assert!(slot != NOT_YET, "computed by ensure");
        &self.chains[usize::from(slot)]
    }
}

/// Every hint of `rule` on `masks` that assumes a digit in `searched`, offered to `found` in SE's
/// order (cells row by row; for each digit its contradictions, double forcing chains and region
/// chains; then the cell's). Only Nishio, whose chains stay within the assumed digit, may
/// leave digits out: a cell forcing chain needs all its cell's digits.
pub fn search(masks: &[Digits; 81], rule: Rule, searched: Digits, found: &mut Found) {
    debug_assert!(rule.nishio || searched == ALL_DIGITS);
    let mut propagator = Propagator::new(masks, rule.mode);
    let mut on_chains = OnChains {
        propagator: &mut propagator,
        slot: [NOT_YET; 729],
        chains: Vec::new(),
    };
    for cell in 0..81 {
        let count = masks[cell].count_ones();
        if !(count > 2 || (count > 1 && rule.mode.dynamic)) {
            continue;
        }
        on_chains.propagator.set_limit(found.complexity_limit());
        search_cell(masks, rule, cell, searched, &mut on_chains, found);
    }
}

fn search_cell(
    masks: &[Digits; 81],
    rule: Rule,
    cell: usize,
    searched: Digits,
    on_chains: &mut OnChains,
    found: &mut Found,
) {
    let count = masks[cell].count_ones();
    let contradictions = rule.mode.dynamic || rule.nishio;
    let doubles = count >= 3 && !rule.nishio && rule.mode.dynamic;
    let mut off_chain = Chain::default();
    for digit in digits(masks[cell] & searched) {
        let on = Potential::new(cell, digit, true);
        on_chains.ensure(cell, digit);
        // The "off" chain only serves contradictions and double forcing chains.
        off_chain.restart(on.negated());
        let off_contradiction = if contradictions || doubles {
            on_chains.propagator.complete(&mut off_chain)
        } else {
            None
        };
        let (on_chain, on_contradiction) = on_chains.get(cell, digit);
        if contradictions {
            if let Some(ends) = *on_contradiction {
                offer_binary(masks, rule, on_chain, ends, on.negated(), found);
            }
            if let Some(ends) = off_contradiction {
                offer_binary(masks, rule, &off_chain, ends, on, found);
            }
        }
        if doubles {
            offer_common(
                masks,
                rule,
                &[(on, on_chain), (on, &off_chain)],
                Shape::Double,
                found,
            );
        }
        if !rule.nishio {
            region_chains(masks, rule, cell, digit, on_chains, found);
        }
    }
    if !rule.nishio && (count == 2 || rule.multiple) {
        let branches: Vec<(Potential, &Chain)> = digits(masks[cell])
            .map(|d| (Potential::new(cell, d, true), &on_chains.get(cell, d).0))
            .collect();
        offer_common(masks, rule, &branches, Shape::Cell, found);
    }
}

/// Region forcing chains of `digit` in the units of `cell`, searched from the unit's first place.
fn region_chains(
    masks: &[Digits; 81],
    rule: Rule,
    cell: usize,
    digit: u8,
    on_chains: &mut OnChains,
    found: &mut Found,
) {
    for unit in [
        CELL_UNITS[cell][2],
        CELL_UNITS[cell][0],
        CELL_UNITS[cell][1],
    ] {
        let unit = usize::from(unit);
        let places = positions(masks, unit, digit);
        let count = places.count_ones();
        if !(count == 2 || (rule.multiple && count > 2)) {
            continue;
        }
        if usize::from(UNIT_CELLS[unit][places.trailing_zeros() as usize]) != cell {
            continue;
        }
        let cells: Vec<usize> = (0..9)
            .filter(|&i| places >> i & 1 != 0)
            .map(|i| usize::from(UNIT_CELLS[unit][i]))
            .collect();
        for &c in &cells {
            on_chains.ensure(c, digit);
        }
        let branches: Vec<(Potential, &Chain)> = cells
            .iter()
            .map(|&c| (Potential::new(c, digit, true), &on_chains.get(c, digit).0))
            .collect();
        offer_common(masks, rule, &branches, Shape::Region(unit), found);
    }
}

/// The eliminations and placement of a conclusion: an "on" potential places its digit (and
/// removes the cell's others), an "off" one removes its candidate. `None` when nothing changes.
fn conclusion(masks: &[Digits; 81], target: Potential) -> Option<(Vec<Candidate>, Vec<Candidate>)> {
    let cell = target.cell();
    let bit = 1 << (target.digit() - 1);
    if target.is_on() {
        let others = masks[cell] & !bit;
        (others != 0).then(|| {
            (
                vec![target.candidate()],
                digits(others).map(|d| [cell as u8, d]).collect(),
            )
        })
    } else {
        Some((Vec::new(), vec![target.candidate()]))
    }
}

fn rated(rule: Rule, complexity: usize) -> u16 {
    rule.base + length_bonus(complexity)
}

fn new_step(rule: Rule, rating: u16, target: Potential, masks: &[Digits; 81]) -> Option<Step> {
    let (placements, eliminations) = conclusion(masks, target)?;
    let mut step = Step::new(rule.technique, rating);
    step.placements = placements;
    step.eliminations = eliminations;
    Some(step)
}

/// A contradiction: `assumption` negated implies a potential both on and off, so `result` holds.
fn offer_binary(
    masks: &[Digits; 81],
    rule: Rule,
    chain: &Chain,
    (on_node, off_node): (u32, u32),
    result: Potential,
    found: &mut Found,
) {
    let at_least = chain.min_ancestors(on_node) + chain.min_ancestors(off_node);
    if !found.beats(rated(rule, at_least), at_least, CONTRADICTION) {
        return;
    }
    let complexity = chain.ancestor_count(on_node) + chain.ancestor_count(off_node);
    let rating = rated(rule, complexity);
    if !found.beats(rating, complexity, CONTRADICTION) {
        return;
    }
    let Some(mut step) = new_step(rule, rating, result, masks) else {
        return;
    };
    let middle = chain.potential(on_node);
    super::draw(&mut step, &[(chain, on_node), (chain, off_node)]);
    step.cells = vec![result.cell() as u8, middle.cell() as u8];
    step.text = format!(
        "If {}, then {} would be both {} and not {}, so {}.",
        result.negated().sentence(),
        super::super::board::cell_name(middle.cell()),
        middle.digit(),
        middle.digit(),
        result.sentence()
    );
    found.offer(rating, complexity, CONTRADICTION, step);
}

/// What the branches of [`offer_common`] assume.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// A candidate on, then off (double forcing chains).
    Double,
    /// Each digit of a cell.
    Cell,
    /// Each place of a digit in a unit.
    Region(usize),
}

/// Double (`branches` a candidate on and off), cell or region forcing chains: every branch
/// implies the potentials common to all of them, tried in the first branch's order ("on"s
/// first).
fn offer_common(
    masks: &[Digits; 81],
    rule: Rule,
    branches: &[(Potential, &Chain)],
    shape: Shape,
    found: &mut Found,
) {
    let mut common = *branches[0].1.set();
    for (_, chain) in &branches[1..] {
        common.retain(chain.set());
    }
    if common.is_empty() {
        return;
    }
    let sort_key = match shape {
        Shape::Double => DOUBLE,
        Shape::Cell => CELL,
        Shape::Region(_) => REGION,
    };
    // Each branch's node of each common potential, by the potential's rank in `common`.
    let ranks = Ranks::new(&common);
    let branch_nodes: Vec<Vec<u32>> = branches.iter().map(|(_, c)| ranks.nodes_in(c)).collect();
    // The common potentials in the first branch's order, "on"s first.
    let (first, first_nodes) = (branches[0].1, &branch_nodes[0]);
    let mut order: Vec<usize> = (0..ranks.len()).collect();
    order.sort_unstable_by_key(|&rank| {
        let node = first_nodes[rank];
        (!first.potential(node).is_on(), node)
    });
    for rank in order {
        let target = first.potential(first_nodes[rank]);
        // Each branch's chain with its node of the target.
        let ends = || {
            branches
                .iter()
                .zip(&branch_nodes)
                .map(move |((_, chain), nodes)| (*chain, nodes[rank]))
        };
        let at_least: usize = ends().map(|(c, n)| c.min_ancestors(n)).sum();
        if !found.beats(rated(rule, at_least), at_least, sort_key) {
            continue;
        }
        let complexity: usize = ends().map(|(c, n)| c.ancestor_count(n)).sum();
        let rating = rated(rule, complexity);
        if !found.beats(rating, complexity, sort_key) {
            continue;
        }
        let Some(mut step) = new_step(rule, rating, target, masks) else {
            continue;
        };
        if let (Shape::Region(unit), Technique::CellForcingChain) = (shape, rule.technique) {
            step.technique = Technique::RegionForcingChain;
            step.units.push(unit as u8);
        }
        let drawn: Vec<(&Chain, u32)> = ends().collect();
        super::draw(&mut step, &drawn);
        step.text = match shape {
            Shape::Double => {
                let assumption = branches[0].0;
                step.cells = vec![assumption.cell() as u8, target.cell() as u8];
                format!(
                    "Whether {} or not, {}.",
                    assumption.sentence(),
                    target.sentence()
                )
            }
            Shape::Cell => {
                let cell = branches[0].0.cell();
                step.cells.insert(0, cell as u8);
                format!(
                    "Every candidate of {} implies that {}, so {}.",
                    super::super::board::cell_name(cell),
                    target.sentence(),
                    target.sentence()
                )
            }
            Shape::Region(unit) => {
                step.units = vec![unit as u8];
                format!(
                    "Every place for {} in {} implies that {}, so {}.",
                    branches[0].0.digit(),
                    super::super::board::unit_name(unit),
                    target.sentence(),
                    target.sentence()
                )
            }
        };
        found.offer(rating, complexity, sort_key, step);
    }
}

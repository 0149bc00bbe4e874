//! Chains that follow every implication of an assumption (SE's "doChaining") and combine
//! several of them: Nishio and dynamic contradictions (an assumption implies some potential both
//! on and off), double forcing chains (a candidate on and off imply the same), cell forcing
//! chains (every digit of a cell implies the same) and region forcing chains (every place of a
//! digit in a unit implies the same).

use super::super::board::{digits, unit_positions, Digits, ALL_DIGITS, CELL_UNITS, UNIT_CELLS};
use super::super::step::{Candidate, Step, Technique};
use super::chain::{state, Cells, Chain, Contradiction, Drawing, Nested, Ranks};
use super::found::{cause, Cause, Found};
use super::graph::Graph;
use super::implications::{InnerRules, Mode, Propagator};
use super::kept::KeptChains;
use super::potential::Potential;
use super::reach::Reach;
use crate::logic::roles::Roles;
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

/// The chains of a search: built by its propagator, or kept from the rule's last search.
struct Chains<'p, 'a> {
    propagator: Propagator<'a>,
    kept: &'p mut KeptChains,
    /// In static mode, what each potential implies in the graph.
    reach: Option<Reach<'a>>,
}

impl Chains<'_, '_> {
    /// Whether the branches `assumptions` may all imply a potential that would be a conclusion
    /// on `masks`. Always in dynamic mode; in static mode, a chain holds only what its
    /// assumption implies in the graph, so a potential all the chains hold lies in the
    /// intersection of what each assumption reaches there.
    fn may_conclude(&self, masks: &[Digits; 81], assumptions: &[Potential]) -> bool {
        let Some(reach) = &self.reach else {
            return true;
        };
        let mut common = [u64::MAX; 23];
        let words = reach.reached_by(assumptions[0]).len();
        for &assumption in assumptions {
            for (word, reached) in common.iter_mut().zip(reach.reached_by(assumption)) {
                *word &= reached;
            }
        }
        let graph = reach.graph();
        common[..words].iter().enumerate().any(|(w, &word)| {
            let mut bits = word;
            while bits != 0 {
                let target = graph.potential(w * 64 + bits.trailing_zeros() as usize);
                if concludes(masks, target) {
                    return true;
                }
                bits &= bits - 1;
            }
            false
        })
    }

    /// Makes sure the chain of `assumption` is known (see [`KeptChains::ensure`]).
    fn ensure(&mut self, assumption: Potential) {
        self.kept.ensure(&mut self.propagator, assumption);
    }

    /// The chain of `assumption` (see [`Chains::ensure`]) and the contradiction that ended it,
    /// if any.
    fn get(&self, assumption: Potential) -> &(Chain, Option<Contradiction>) {
        self.kept.get(assumption)
    }
}

/// Every hint of `rule` on `masks` that assumes a digit in `searched`, offered to `found` in SE's
/// order (cells row by row; for each digit its contradictions, double forcing chains and region
/// chains; then the cell's). Only Nishio, whose chains stay within the assumed digit, may
/// leave digits out: a cell forcing chain needs all its cell's digits. `inside`: the rules the
/// propagation applies once its plain implications run dry, if any (dynamic rules only).
/// `kept` holds the rule's chains from its last search (of the same solution) and takes this
/// search's.
pub fn search(
    masks: &[Digits; 81],
    rule: Rule,
    searched: Digits,
    inside: Option<Box<dyn InnerRules>>,
    kept: &mut KeptChains,
    found: &mut Found,
) {
    debug_assert!(rule.nishio || searched == ALL_DIGITS);
    kept.start(masks);
    let graph = (!rule.mode.dynamic).then(|| Graph::new(masks, rule.mode.links()));
    let budget = kept.budget().clone();
    let mut chains = Chains {
        propagator: Propagator::new(masks, rule.mode, graph.as_ref(), inside),
        kept,
        reach: graph.as_ref().map(|graph| Reach::new(graph, true)),
    };
    for cell in 0..81 {
        let count = masks[cell].count_ones();
        if !(count > 2 || (count > 1 && rule.mode.dynamic)) {
            continue;
        }
        if budget.spent() {
            return;
        }
        chains.propagator.set_limit(found.complexity_limit());
        search_cell(masks, rule, cell, searched, &mut chains, found);
    }
}

fn search_cell(
    masks: &[Digits; 81],
    rule: Rule,
    cell: usize,
    searched: Digits,
    chains: &mut Chains,
    found: &mut Found,
) {
    let count = masks[cell].count_ones();
    let contradictions = rule.mode.dynamic || rule.nishio;
    let doubles = count >= 3 && !rule.nishio && rule.mode.dynamic;
    for digit in digits(masks[cell] & searched) {
        let on = Potential::new(cell, digit, true);
        if contradictions || doubles {
            // The chains of contradictions and double forcing chains (the others make sure of
            // their own).
            chains.ensure(on);
            chains.ensure(on.negated());
        }
        if contradictions {
            let (on_chain, on_contradiction) = chains.get(on);
            if let Some(ends) = *on_contradiction {
                offer_binary(masks, rule, on_chain, ends, on.negated(), found);
            }
            let (off_chain, off_contradiction) = chains.get(on.negated());
            if let Some(ends) = *off_contradiction {
                offer_binary(masks, rule, off_chain, ends, on, found);
            }
        }
        if doubles {
            let (on_chain, _) = chains.get(on);
            let (off_chain, _) = chains.get(on.negated());
            offer_common(
                masks,
                rule,
                &[(on, on_chain), (on, off_chain)],
                Shape::Double,
                found,
            );
        }
        if !rule.nishio {
            region_chains(masks, rule, cell, digit, chains, found);
        }
    }
    if !rule.nishio && (count == 2 || rule.multiple) {
        let assumptions: Vec<Potential> = digits(masks[cell])
            .map(|d| Potential::new(cell, d, true))
            .collect();
        offer_branches(masks, rule, &assumptions, Shape::Cell, chains, found);
    }
}

/// Region forcing chains of `digit` in the units of `cell`, searched from the unit's first place.
fn region_chains(
    masks: &[Digits; 81],
    rule: Rule,
    cell: usize,
    digit: u8,
    chains: &mut Chains,
    found: &mut Found,
) {
    for unit in [
        CELL_UNITS[cell][2],
        CELL_UNITS[cell][0],
        CELL_UNITS[cell][1],
    ] {
        let unit = usize::from(unit);
        let places = unit_positions(masks, unit, digit);
        let count = places.count_ones();
        if !(count == 2 || (rule.multiple && count > 2)) {
            continue;
        }
        if usize::from(UNIT_CELLS[unit][places.trailing_zeros() as usize]) != cell {
            continue;
        }
        let assumptions: Vec<Potential> = (0..9)
            .filter(|&i| places >> i & 1 != 0)
            .map(|i| Potential::new(usize::from(UNIT_CELLS[unit][i]), digit, true))
            .collect();
        offer_branches(
            masks,
            rule,
            &assumptions,
            Shape::Region(unit),
            chains,
            found,
        );
    }
}

/// Cell or region forcing chains from `assumptions`: their chains (unless they cannot share a
/// conclusion) offered to [`offer_common`].
fn offer_branches(
    masks: &[Digits; 81],
    rule: Rule,
    assumptions: &[Potential],
    shape: Shape,
    chains: &mut Chains,
    found: &mut Found,
) {
    if !chains.may_conclude(masks, assumptions) {
        return;
    }
    for &on in assumptions {
        chains.ensure(on);
    }
    let branches: Vec<(Potential, &Chain)> = assumptions
        .iter()
        .map(|&on| (on, &chains.get(on).0))
        .collect();
    offer_common(masks, rule, &branches, shape, found);
}

/// The eliminations and placement of a conclusion: an "on" potential places its digit (and
/// removes the cell's others), an "off" one removes its candidate. `None` when nothing changes.
fn conclusion(masks: &[Digits; 81], target: Potential) -> Option<(Vec<Candidate>, Vec<Candidate>)> {
    if !concludes(masks, target) {
        return None;
    }
    let cell = target.cell();
    Some(if target.is_on() {
        let others = masks[cell] & !(1 << (target.digit() - 1));
        (
            vec![target.candidate()],
            digits(others).map(|d| [cell as u8, d]).collect(),
        )
    } else {
        (Vec::new(), vec![target.candidate()])
    })
}

/// Whether `target` would change something (see [`conclusion`]): an "off" always, an "on" when
/// its cell has other candidates.
fn concludes(masks: &[Digits; 81], target: Potential) -> bool {
    !target.is_on() || masks[target.cell()] & !(1 << (target.digit() - 1)) != 0
}

fn rated(rule: Rule, complexity: usize) -> u16 {
    rule.base + length_bonus(complexity)
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
    let Some((placements, eliminations)) = conclusion(masks, result) else {
        return;
    };
    // The complexity takes longest: first whether even the least it can be would do.
    if !found.admits(
        rated(rule, at_least),
        at_least,
        CONTRADICTION,
        &eliminations,
    ) {
        return;
    }
    let ends = [(chain, on_node), (chain, off_node)];
    let complexity = complexity(&ends);
    let rating = rated(rule, complexity);
    if !found.admits(rating, complexity, CONTRADICTION, &eliminations) {
        return;
    }
    let step = || {
        let mut step = Step::new(rule.technique, rating);
        step.placements = placements;
        step.eliminations = eliminations;
        let middle = chain.potential(on_node);
        let step = step.with_roles(Roles::Contradiction {
            premise: state(result.negated()),
            clash: middle.candidate(),
            conclusion: state(result),
        });
        let cells = Cells::Fixed(vec![result.cell() as u8, middle.cell() as u8]);
        Drawing::of(step, &ends, cells).closing(middle.candidate(), result)
    };
    found.offer_with(rating, complexity, CONTRADICTION, step, || {
        causes(masks, &ends, None)
    });
}

/// SE's complexity of a conclusion that `ends` (each branch's chain and node) imply: the
/// distinct potentials each node descends from, plus the complexity of each distinct inner
/// chain (nested rules) they rest on.
fn complexity(ends: &[(&Chain, u32)]) -> usize {
    let flat: usize = ends.iter().map(|&(c, n)| c.ancestor_count(n)).sum();
    let mut inner: Vec<&Nested> = Vec::new();
    for &(chain, node) in ends {
        for (_, nested) in chain.nested_above(node) {
            if !inner.iter().any(|&known| known == &**nested) {
                inner.push(nested);
            }
        }
    }
    flat + inner.iter().map(|n| n.complexity).sum::<usize>()
}

/// Why each "on" the branches `ends` rest on holds (see [`Cause`]); the assumptions of
/// a cell or region forcing chain hold because of their cell or region.
fn causes(masks: &[Digits; 81], ends: &[(&Chain, u32)], shape: Option<Shape>) -> Vec<Cause> {
    let mut causes = Vec::new();
    for &(chain, node) in ends {
        for n in chain.ancestry(node) {
            let p = chain.potential(n);
            if !p.is_on() {
                continue;
            }
            let cause = match (chain.parents(n).first(), shape) {
                (Some(&parent), _) => Some(cause(masks, chain.potential(parent), p)),
                (None, Some(Shape::Cell)) => Some(Cause::Cell(p.cell())),
                (None, Some(Shape::Region(unit))) => Some(Cause::Unit(unit, p.digit())),
                (None, _) => None,
            };
            if let Some(cause) = cause.filter(|c| !causes.contains(c)) {
                causes.push(cause);
            }
        }
    }
    causes
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
        let Some((placements, eliminations)) = conclusion(masks, target) else {
            continue;
        };
        // The complexity takes longest: first whether even the least it can be would do.
        if !found.admits(rated(rule, at_least), at_least, sort_key, &eliminations) {
            continue;
        }
        let drawn: Vec<(&Chain, u32)> = ends().collect();
        let complexity = complexity(&drawn);
        let rating = rated(rule, complexity);
        if !found.admits(rating, complexity, sort_key, &eliminations) {
            continue;
        }
        let step = || {
            let mut step = Step::new(rule.technique, rating);
            step.placements = placements;
            step.eliminations = eliminations;
            if let (Shape::Region(_), Technique::CellForcingChain) = (shape, rule.technique) {
                step.technique = Technique::RegionForcingChain;
            }
            let conclusion = state(target);
            let (roles, cells) = match shape {
                Shape::Double => {
                    let assumption = branches[0].0;
                    let roles = Roles::DoubleForcing {
                        candidate: assumption.candidate(),
                        conclusion,
                    };
                    let cells = vec![assumption.cell() as u8, target.cell() as u8];
                    (roles, Cells::Fixed(cells))
                }
                Shape::Cell => {
                    let cell = branches[0].0.cell();
                    let roles = Roles::CellForcing {
                        cell: cell as u8,
                        digits: branches.iter().map(|(p, _)| p.digit()).collect(),
                        conclusion,
                    };
                    (roles, Cells::First(cell as u8))
                }
                Shape::Region(unit) => {
                    step.units = vec![unit as u8];
                    let roles = Roles::RegionForcing {
                        unit: unit as u8,
                        digit: branches[0].0.digit(),
                        cells: branches.iter().map(|(p, _)| p.cell() as u8).collect(),
                        conclusion,
                    };
                    (roles, Cells::Drawn)
                }
            };
            let step = step.with_roles(roles);
            Drawing::of(step, &drawn, cells)
        };
        let causes_shape = match shape {
            Shape::Double => None,
            shape => Some(shape),
        };
        found.offer_with(rating, complexity, sort_key, step, || {
            causes(masks, &drawn, causes_shape)
        });
    }
}

//! Nested forcing chains (SE 9.5 and up): inside the implications of a dynamic chain, when the
//! plain implications and the simple rules ([`advanced`]) run dry, whole
//! chaining rules run on the grid the assumption has reduced, and every candidate one of their
//! hints removes becomes an "off" of the outer chain.
//!
//! As Sudoku Explainer does, the inner rule collects all its hints (see [`found`](super::found)),
//! sorted by (rating, complexity, kind); each removal takes the first hint that gives it, with
//! the candidates the outer chain removed that the inner hint relies on as its parents. The
//! inner hint's complexity adds to the outer hint's (once per distinct inner hint).
//!
//! The finders plug these rules into the propagation ([`rules_inside`]): the propagator knows
//! only the [`InnerRules`] they implement.
//!
//! | level | SE base | inner rules, the first productive one used |
//! |------:|--------:|--------------------------------------------|
//! | 2 | 9.5  | forcing chains and cycles |
//! | 3 | 10.0 | forcing chains and cycles, then cell and region forcing chains |
//! | 4 | 10.5 | dynamic forcing chains |
//! | 5 | 11.0 | dynamic forcing chains, then the level 2 rule |

use std::rc::Rc;

use super::super::board::{digits, CellSet, Digits, ALL_DIGITS, UNIT_SETS};
use super::super::step::{Candidate, Technique};
use super::advanced::{self, SimpleRules};
use super::chain::Nested;
use super::found::{removals, Cause, Collect, Found};
use super::graph::Links;
use super::implications::{Deduction, InnerRules, Mode, Propagator};
use super::kept::KeptChains;
use super::potential::Potential;
use super::{multiple, unary};
use crate::logic::Budget;

/// The rules a dynamic rule of nesting `level` (0 dynamic, 1 plus, 2-5 nested) applies inside
/// its implications: none, the simple rules, or the simple rules then the nested ones.
pub fn rules_inside(level: u8, budget: &Budget) -> Option<Box<dyn InnerRules>> {
    match level {
        0 => None,
        1 => Some(Box::new(SimpleRules)),
        _ => Some(Box::new(NestedRules {
            level,
            kept: Vec::new(),
            budget: budget.clone(),
        })),
    }
}

/// The rules inside nested forcing chains of a level (2..=5): the simple rules, then, where they
/// give nothing, the level's chaining rules (see the module docs); the searches stop once the
/// budget is spent.
struct NestedRules {
    level: u8,
    /// Per chaining rule, its chains from its last run (see [`inner_hints`]).
    kept: Vec<KeptChains>,
    budget: Budget,
}

impl InnerRules for NestedRules {
    fn deduce(&mut self, propagator: &Propagator) -> Option<Vec<Deduction>> {
        if self.budget.spent() {
            return None;
        }
        let simple = advanced::potentials(propagator);
        if !simple.is_empty() {
            return Some(simple);
        }
        let (source, work) = (propagator.source(), propagator.work());
        let hints = inner_hints(source, work, self.level, &mut self.kept, &self.budget);
        Some(potentials(propagator, &hints))
    }
}

/// A chaining rule inside nested forcing chains.
#[derive(Clone, Copy)]
enum Inner {
    /// Forcing chains and cycles (static, one assumption).
    Unary,
    /// A multiple-chaining rule, at its nesting level.
    Multiple(multiple::Rule, u8),
}

/// The chaining rules inside nested forcing chains of `level` (2..=5), in SE's order.
fn inner_rules(level: u8) -> Vec<Inner> {
    let multiple = |dynamic: bool, level: u8| {
        let rule = multiple::Rule {
            mode: Mode {
                y_links: true,
                dynamic,
            },
            nishio: false,
            multiple: true,
            base: base(level, dynamic),
            technique: technique(level, dynamic),
        };
        Inner::Multiple(rule, level)
    };
    match level {
        2 => vec![Inner::Unary],
        3 => vec![Inner::Unary, multiple(false, 0)],
        4 => vec![multiple(true, 0)],
        _ => vec![multiple(true, 0), multiple(true, 2)],
    }
}

/// SE's base rating, in tenths, of a multiple-chaining rule at nesting `level`: its technique's
/// in the table, and 0.5 more for each level past the first nested one.
pub fn base(level: u8, dynamic: bool) -> u16 {
    technique(level, dynamic).rating() + 5 * u16::from(level.saturating_sub(2))
}

/// The technique a multiple-chaining rule at nesting `level` names its steps after (SE names
/// every nested level "Nested Forcing Chains"; the rating tells them apart).
pub fn technique(level: u8, dynamic: bool) -> Technique {
    match level {
        0 if dynamic => Technique::DynamicForcingChain,
        0 => Technique::CellForcingChain,
        1 => Technique::DynamicForcingChainPlus,
        _ => Technique::NestedForcingChain,
    }
}

/// A hint of the first productive inner rule on a working grid: why its "on"s hold, the
/// candidates it removes, and the hint. What it gives an outer chain depends on the grid alone
/// (its parents there are the chain's nodes of the removed candidates the causes name).
struct InnerHint {
    pub causes: Vec<Cause>,
    pub removals: Vec<Candidate>,
    pub nested: Rc<Nested>,
}

/// The hints of the first productive inner rule of `level` on the working grid `work` (the
/// outer chain reduced `source` to it), in SE's order. `kept`: per inner rule, its chains from
/// its last run (reused where the grid only lost candidates since, as along one outer chain).
fn inner_hints(
    source: &[Digits; 81],
    work: &[Digits; 81],
    level: u8,
    kept: &mut Vec<KeptChains>,
    budget: &Budget,
) -> Vec<InnerHint> {
    let mut result = Vec::new();
    for (index, inner) in inner_rules(level).into_iter().enumerate() {
        let mut found = Found::collecting(source, work);
        match inner {
            Inner::Unary => {
                let within = found
                    .collector()
                    .map_or(ALL_DIGITS, Collect::removed_digits);
                for (x, y, digits) in [
                    (true, false, within),
                    (false, true, ALL_DIGITS),
                    (true, true, ALL_DIGITS),
                ] {
                    unary::search(work, Links { x, y }, digits, &mut found);
                }
            }
            Inner::Multiple(rule, level) => {
                while kept.len() <= index {
                    kept.push(KeptChains::within(budget.clone()));
                }
                let inside = rules_inside(level, budget);
                multiple::search(work, rule, ALL_DIGITS, inside, &mut kept[index], &mut found);
            }
        }
        // Every hint kept relies on a candidate the outer chain removed, so it has parents.
        let mut hints = found.into_hints();
        hints.sort_by_key(|hint| hint.key);
        result.extend(hints.into_iter().map(|hint| InnerHint {
            causes: hint.causes,
            removals: removals(&hint.step.step, work),
            nested: Rc::new(Nested::new(hint.key.1, hint.step)),
        }));
        if !result.is_empty() {
            break;
        }
    }
    result
}

/// The "off"s that `hints` (see [`inner_hints`]) give the chain the propagator is building,
/// each with the nodes of its parents and the inner hint, in SE's order.
fn potentials(propagator: &Propagator, hints: &[InnerHint]) -> Vec<Deduction> {
    let (source, work) = (propagator.source(), propagator.work());
    let mut result = Vec::new();
    for hint in hints {
        let parents = rule_parents(source, work, &hint.causes, propagator);
        debug_assert!(!parents.is_empty(), "an inner hint relies on a removal");
        if parents.is_empty() {
            continue;
        }
        for &[cell, digit] in &hint.removals {
            let off = Potential::new(usize::from(cell), digit, false);
            result.push((off, parents.clone(), Some(hint.nested.clone())));
        }
    }
    result
}

/// The nodes of the candidates removed from `source` in `work` where `causes` look.
fn rule_parents(
    source: &[Digits; 81],
    work: &[Digits; 81],
    causes: &[Cause],
    propagator: &Propagator,
) -> Vec<u32> {
    let mut parents = Vec::new();
    let mut add = |cell: usize, digit: u8| {
        if let Some(node) = propagator.node(Potential::new(cell, digit, false)) {
            if !parents.contains(&node) {
                parents.push(node);
            }
        }
    };
    for &cause in causes {
        match cause {
            Cause::Cell(cell) => {
                for digit in digits(source[cell] & !work[cell]) {
                    add(cell, digit);
                }
            }
            Cause::Unit(unit, digit) => {
                let bit = 1 << (digit - 1);
                for cell in CellSet(UNIT_SETS[unit].0).iter() {
                    if source[cell] & bit != 0 && work[cell] & bit == 0 {
                        add(cell, digit);
                    }
                }
            }
        }
    }
    parents
}

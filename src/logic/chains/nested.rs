//! Nested forcing chains (SE 9.5 and up): inside the implications of a dynamic chain, when the
//! plain implications and the simple rules ([`advanced`](super::advanced)) run dry, whole
//! chaining rules run on the grid the assumption has reduced, and every candidate one of their
//! hints removes becomes an "off" of the outer chain.
//!
//! As Sudoku Explainer does, the inner rule collects all its hints, sorted by (rating,
//! complexity, kind); each removal takes the first hint that gives it. Its parents in the outer
//! chain are the candidates the outer chain removed that the inner hint relies on: for each
//! "on" of the inner chains, the removed candidates of its cell (a cell with one digit left) or
//! of its digit in its unit (a digit with one place left). A hint relying on none would hold
//! without the assumption, so it adds nothing. The inner hint's complexity adds to the outer
//! hint's (once per distinct inner hint).
//!
//! | level | SE base | inner rules, the first productive one used |
//! |------:|--------:|--------------------------------------------|
//! | 2 | 9.5  | forcing chains and cycles |
//! | 3 | 10.0 | forcing chains and cycles, then cell and region forcing chains |
//! | 4 | 10.5 | dynamic forcing chains |
//! | 5 | 11.0 | dynamic forcing chains, then the level 2 rule |

use std::cell::{OnceCell, RefCell};
use std::rc::Rc;

use super::super::board::{digits, CellSet, Digits, ALL_DIGITS, CELL_UNITS, UNIT_SETS};
use super::super::step::{Candidate, Step, Technique};
use super::graph::Links;
use super::implications::{Mode, Potential, Propagator};
use super::kept::KeptChains;
use super::{multiple, unary, Drawing, Found};

/// Why an inner chain's "on" holds: its cell has one digit left, or its digit one place left in
/// a unit. The candidates the outer chain removed there are what the inner chain relies on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cause {
    /// The cell (0..81) has one candidate left.
    Cell(usize),
    /// The digit has one place left in the unit (0..27).
    Unit(usize, u8),
}

/// How `on` follows from its first parent `off` on `masks`: the cell when both are in one cell,
/// else the first unit (box, row, column) holding both where the digit has two places (the
/// first holding both if none has).
pub fn cause(masks: &[Digits; 81], off: Potential, on: Potential) -> Cause {
    if off.cell() == on.cell() {
        return Cause::Cell(on.cell());
    }
    let digit = on.digit();
    let both = (1u128 << off.cell()) | (1u128 << on.cell());
    let units = [
        CELL_UNITS[on.cell()][2],
        CELL_UNITS[on.cell()][0],
        CELL_UNITS[on.cell()][1],
    ]
    .map(usize::from);
    let holding = units.iter().filter(|&&u| UNIT_SETS[u].0 & both == both);
    let two_places = |u: usize| {
        CellSet(UNIT_SETS[u].0)
            .iter()
            .filter(|&c| masks[c] & (1 << (digit - 1)) != 0)
            .count()
            == 2
    };
    let unit = holding
        .clone()
        .find(|&&u| two_places(u))
        .or_else(|| holding.clone().next())
        .copied()
        .unwrap_or(units[0]);
    Cause::Unit(unit, digit)
}

/// A hint of an inner rule: its sort key (rating, complexity, kind), the causes of the "on"s it
/// rests on, and the step (drawn when shown).
pub struct Hint {
    pub key: (u16, usize, u8),
    pub causes: Vec<Cause>,
    pub step: Drawing,
}

/// The candidates a step removes: its eliminations and, for each placement, the cell's other
/// digits on `masks`.
fn removals(step: &Step, masks: &[Digits; 81]) -> Vec<Candidate> {
    let mut removals = step.eliminations.clone();
    for &[cell, digit] in &step.placements {
        for other in digits(masks[usize::from(cell)] & !(1 << (digit - 1))) {
            if !removals.contains(&[cell, other]) {
                removals.push([cell, other]);
            }
        }
    }
    removals
}

/// A hint's sort key (rating, complexity, kind) as one word in the same order (a complexity
/// is far below 2^40).
fn packed((rating, complexity, kind): (u16, usize, u8)) -> u64 {
    debug_assert!(complexity < 1 << 40);
    u64::from(rating) << 48 | (complexity as u64) << 8 | u64::from(kind)
}

/// The hints of an inner rule that may matter to the outer chain, which reduced `source` to
/// `work`: SE sorts them all and takes each removal from the first that gives it, so a hint
/// matters only if it is the first so far (in that order) to remove one of its candidates, and
/// if it relies on a candidate the outer chain removed.
pub struct Collect {
    pub hints: Vec<Hint>,
    /// Per candidate (`cell * 9 + digit - 1`), the key of the first hint kept that removes it
    /// ([`packed`]; `u64::MAX` for none).
    first: [u64; 729],
    work: [Digits; 81],
    /// The candidates the outer chain removed, per cell.
    removed: [Digits; 81],
    /// Per digit, the cells where an "on" of it may rely on a removed candidate: a cell that
    /// lost a candidate, or one of whose units lost the digit (see [`Collect::may_rely`]).
    near_removals: [u128; 9],
}

impl Collect {
    /// A collector for an outer chain that reduced `source` to `work`.
    pub fn new(source: &[Digits; 81], work: &[Digits; 81]) -> Collect {
        let removed: [Digits; 81] = std::array::from_fn(|c| source[c] & !work[c]);
        let lost_any = (0..81)
            .filter(|&c| removed[c] != 0)
            .fold(0u128, |cells, c| cells | 1 << c);
        let near_removals = std::array::from_fn(|d| {
            let lost = (0..81)
                .filter(|&c| removed[c] >> d & 1 != 0)
                .fold(0u128, |cells, c| cells | 1 << c);
            UNIT_SETS
                .iter()
                .filter(|unit| unit.0 & lost != 0)
                .fold(lost_any, |cells, unit| cells | unit.0)
        });
        Collect {
            hints: Vec::new(),
            first: [u64::MAX; 729],
            work: *work,
            removed,
            near_removals,
        }
    }

    /// The digits the outer chain removed somewhere: a chain within one digit (X-links only)
    /// relies on a removed candidate only if its digit lost one.
    pub fn removed_digits(&self) -> Digits {
        self.removed.iter().fold(0, |digits, &mask| digits | mask)
    }

    /// Whether an inner chain through the "on" `on` may rely on a candidate the outer chain
    /// removed there (see [`Collect::keep`]): only if its cell lost a candidate or one of its
    /// units lost its digit. A chain with no such "on" is not kept, whatever it concludes.
    pub fn may_rely(&self, on: Potential) -> bool {
        self.near_removals[usize::from(on.digit() - 1)] >> on.cell() & 1 != 0
    }

    /// Whether a hint with `key` that removes `removals` would be the first to remove one.
    pub fn admits(&self, key: (u16, usize, u8), removals: &[Candidate]) -> bool {
        removals
            .iter()
            .any(|&[c, d]| packed(key) < self.first[usize::from(c) * 9 + usize::from(d - 1)])
    }

    /// Keeps a hint that relies on a candidate the outer chain removed (see [`Collect`]):
    /// `causes` gives why its "on"s hold, `step` the hint itself.
    pub fn keep(
        &mut self,
        key: (u16, usize, u8),
        step: impl FnOnce() -> Drawing,
        causes: impl FnOnce() -> Vec<Cause>,
    ) {
        let causes = causes();
        let relies = causes.iter().any(|&cause| match cause {
            Cause::Cell(cell) => self.removed[cell] != 0,
            Cause::Unit(unit, digit) => CellSet(UNIT_SETS[unit].0)
                .iter()
                .any(|c| self.removed[c] & (1 << (digit - 1)) != 0),
        });
        if !relies {
            return;
        }
        let step = step();
        for [c, d] in removals(&step.step, &self.work) {
            let first = &mut self.first[usize::from(c) * 9 + usize::from(d - 1)];
            *first = (*first).min(packed(key));
        }
        self.hints.push(Hint { key, causes, step });
    }
}

/// An inner hint as an outer chain keeps it: its complexity (added to the outer hint's) and its
/// step (shown with the outer one), drawn the first time it is asked for: most inner hints never
/// are.
pub struct Nested {
    pub complexity: usize,
    drawing: RefCell<Option<Drawing>>,
    step: OnceCell<Step>,
}

impl Nested {
    fn new(complexity: usize, drawing: Drawing) -> Nested {
        Nested {
            complexity,
            drawing: RefCell::new(Some(drawing)),
            step: OnceCell::new(),
        }
    }

    /// The inner hint's step.
    pub fn step(&self) -> &Step {
        self.step.get_or_init(|| {
            let drawing = self.drawing.borrow_mut().take();
            drawing.expect("a step is drawn once").finish()
        })
    }

    /// Calls `f` with the step as far as it is known: drawn, or all but what its chains draw.
    fn with_undrawn<R>(&self, f: impl FnOnce(&Step) -> R) -> R {
        match self.step.get() {
            Some(step) => f(step),
            None => f(&self.drawing.borrow().as_ref().expect("drawn or not").step),
        }
    }

    /// Whether the steps agree in all that is known before drawing them: technique, rating,
    /// placements, eliminations, units and sentence.
    fn alike(&self, other: &Nested) -> bool {
        self.with_undrawn(|a| {
            other.with_undrawn(|b| {
                (
                    a.technique,
                    a.rating,
                    &a.placements,
                    &a.eliminations,
                    &a.units,
                    &a.text,
                ) == (
                    b.technique,
                    b.rating,
                    &b.placements,
                    &b.eliminations,
                    &b.units,
                    &b.text,
                )
            })
        })
    }
}

/// Two inner hints are the same when their steps are: the parts known before drawing are
/// compared first, and only hints alike there are drawn to compare the rest.
impl PartialEq for Nested {
    fn eq(&self, other: &Nested) -> bool {
        std::ptr::eq(self, other)
            || (self.complexity == other.complexity
                && self.alike(other)
                && self.step() == other.step())
    }
}

impl Eq for Nested {}

impl std::fmt::Debug for Nested {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Nested")
            .field("complexity", &self.complexity)
            .field("step", self.step())
            .finish()
    }
}

/// The inner rules of nesting `level` (2..=5), in SE's order.
#[derive(Clone, Copy)]
enum Inner {
    /// Forcing chains and cycles (static, one assumption).
    Unary,
    /// A multiple-chaining rule.
    Multiple(multiple::Rule),
}

fn inner_rules(level: u8) -> Vec<Inner> {
    let multiple = |dynamic: bool, level: u8| {
        Inner::Multiple(multiple::Rule {
            mode: Mode {
                y_links: true,
                dynamic,
                level,
            },
            nishio: false,
            multiple: true,
            base: base(level, dynamic),
            technique: technique(level, dynamic),
        })
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
pub struct InnerHint {
    pub causes: Vec<Cause>,
    pub removals: Vec<Candidate>,
    pub nested: Rc<Nested>,
}

/// The hints of the first productive inner rule of `level` on the working grid `work` (the
/// outer chain reduced `source` to it), in SE's order. `kept`: per inner rule, its chains from
/// its last run (reused where the grid only lost candidates since, as along one outer chain).
pub fn inner_hints(
    source: &[Digits; 81],
    work: &[Digits; 81],
    level: u8,
    kept: &mut Vec<KeptChains>,
    budget: &crate::logic::Budget,
) -> Vec<InnerHint> {
    let mut result = Vec::new();
    for (index, inner) in inner_rules(level).into_iter().enumerate() {
        let mut found = Found::collecting(source, work);
        match inner {
            Inner::Unary => {
                let within = found
                    .all
                    .as_ref()
                    .map_or(ALL_DIGITS, Collect::removed_digits);
                for (x, y, digits) in [
                    (true, false, within),
                    (false, true, ALL_DIGITS),
                    (true, true, ALL_DIGITS),
                ] {
                    unary::search(work, Links { x, y }, digits, &mut found);
                }
            }
            Inner::Multiple(rule) => {
                while kept.len() <= index {
                    kept.push(KeptChains::within(budget.clone()));
                }
                multiple::search(work, rule, ALL_DIGITS, &mut kept[index], &mut found);
            }
        }
        // Every hint kept relies on a candidate the outer chain removed, so it has parents.
        let mut hints = found.all.map(|all| all.hints).unwrap_or_default();
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
pub fn potentials(propagator: &Propagator, hints: &[InnerHint]) -> Vec<Deduction> {
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
            result.push((off, parents.clone(), hint.nested.clone()));
        }
    }
    result
}

/// An "off" the inner rules give, with the nodes of its parents and the inner hint.
pub type Deduction = (Potential, Vec<u32>, Rc<Nested>);

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

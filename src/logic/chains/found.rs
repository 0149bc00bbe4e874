//! The hints a rule collects: the best so far ([`Found`]), or, for a rule nested in a chain,
//! every hint that may matter to the outer chain with why its "on"s hold ([`Collect`],
//! [`Cause`]).
//!
//! As Sudoku Explainer does, an inner rule collects all its hints, sorted by (rating,
//! complexity, kind); each removal takes the first hint that gives it. Its parents in the outer
//! chain are the candidates the outer chain removed that the inner hint relies on: for each
//! "on" of the inner chains, the removed candidates of its cell (a cell with one digit left) or
//! of its digit in its unit (a digit with one place left). A hint relying on none would hold
//! without the assumption, so it adds nothing.

use super::super::board::{digits, CellSet, Digits, CELL_UNITS, UNIT_SETS};
use super::super::step::{Candidate, Step};
use super::chain::Drawing;
use super::potential::Potential;

/// The best hint of a rule so far: the lowest (rating, complexity, kind), first found on ties.
/// Or, for a rule nested in a chain ([`Found::collecting`]), every hint with what it rests on.
#[derive(Default)]
pub struct Found {
    best: Option<((u16, usize, u8), Drawing)>,
    all: Option<Collect>,
}

impl Found {
    /// A collector of every hint that may matter to a nested chain whose outer chain reduced
    /// `source` to `work` (see [`Collect`]).
    pub fn collecting(source: &[Digits; 81], work: &[Digits; 81]) -> Found {
        Found {
            best: None,
            all: Some(Collect::new(source, work)),
        }
    }

    /// Whether a hint so rated would replace the best so far (always, when collecting).
    pub fn beats(&self, rating: u16, complexity: usize, kind: u8) -> bool {
        self.all.is_some()
            || self
                .best
                .as_ref()
                .is_none_or(|(key, _)| (rating, complexity, kind) < *key)
    }

    /// Whether a hint so rated that removes `eliminations` (and places what else it places)
    /// would be kept: when collecting, whether it would be the first to remove one of them.
    pub fn admits(
        &self,
        rating: u16,
        complexity: usize,
        kind: u8,
        eliminations: &[[u8; 2]],
    ) -> bool {
        match &self.all {
            Some(all) => all.admits((rating, complexity, kind), eliminations),
            None => self.beats(rating, complexity, kind),
        }
    }

    /// Keeps a hint (`step`, which builds its [`Drawing`]) if it beats the best so far, or with
    /// the causes of its "on"s (which `causes` gives) when collecting.
    pub fn offer_with(
        &mut self,
        rating: u16,
        complexity: usize,
        kind: u8,
        step: impl FnOnce() -> Drawing,
        causes: impl FnOnce() -> Vec<Cause>,
    ) {
        if let Some(all) = &mut self.all {
            all.keep((rating, complexity, kind), step, causes);
        } else if self.beats(rating, complexity, kind) {
            self.best = Some(((rating, complexity, kind), step()));
        }
    }

    /// The highest complexity a hint of the same base rating may have to beat the best so far.
    pub fn complexity_limit(&self) -> usize {
        match (&self.all, &self.best) {
            (None, Some(((_, complexity, _), _))) => *complexity,
            _ => usize::MAX,
        }
    }

    /// The best hint's step, drawn.
    pub fn into_step(self) -> Option<Step> {
        self.best.map(|(_, drawing)| drawing.finish())
    }

    /// The collector, when collecting for a nested chain.
    pub fn collector(&self) -> Option<&Collect> {
        self.all.as_ref()
    }

    /// The hints collected (none unless collecting).
    pub fn into_hints(self) -> Vec<Hint> {
        self.all.map(|all| all.hints).unwrap_or_default()
    }
}

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
pub fn removals(step: &Step, masks: &[Digits; 81]) -> Vec<Candidate> {
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

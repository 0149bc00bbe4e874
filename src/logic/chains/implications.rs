//! The implication engine shared by every chaining rule: Sudoku Explainer's propagation
//! ("doChaining"), which completes a [`Chain`] from its assumption.
//!
//! Dynamic forcing chains (+) and the nested ones also apply rules to the grid an assumption has
//! reduced once its plain implications run dry (SE's "advanced potentials"). The propagator
//! takes those rules as an [`InnerRules`] object from the finder that sets up the search, so the
//! engine itself knows none of them.

use std::rc::Rc;

use super::super::board::{digits, exactly_two, CellSet, Digits, CELL_UNITS, UNIT_SETS};
use super::chain::{Chain, Contradiction, Nested};
use super::footprint::Footprint;
use super::graph::{Graph, Links};
use super::potential::{digit_cells, on_to_off_cells, Potential, POTENTIALS};

/// Which implications a propagation may use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mode {
    /// Cell links: one digit on turns the cell's others off; a bivalue cell's other digit turns
    /// on. (Nishio and X-chains go without.)
    pub y_links: bool,
    /// Dynamic: every "off" is removed from a working copy of the grid, so later implications
    /// see the reduced candidates (and carry the removals that made them as extra parents).
    pub dynamic: bool,
}

impl Mode {
    /// The links the implications follow: X-links always, Y-links if the mode has them.
    pub fn links(self) -> Links {
        Links {
            x: true,
            y: self.y_links,
        }
    }
}

/// Marks a potential without a node in [`Propagator`]'s lookup table.
const NONE: u32 = u32::MAX;

/// A first-in first-out queue of pending nodes (each with whether it is useful), emptied once
/// per chain: a vector read from `head`, cheaper than a ring buffer.
#[derive(Default)]
struct Queue {
    items: Vec<(u32, bool)>,
    head: usize,
}

impl Queue {
    fn push(&mut self, item: (u32, bool)) {
        self.items.push(item);
    }

    fn pop(&mut self) -> Option<(u32, bool)> {
        let item = self.items.get(self.head).copied();
        self.head += usize::from(item.is_some());
        item
    }

    fn is_empty(&self) -> bool {
        self.head == self.items.len()
    }

    fn clear(&mut self) {
        self.items.clear();
        self.head = 0;
    }
}

/// Rules that give a dynamic propagation more "off"s once its plain implications run dry (SE's
/// "advanced potentials"): the simple rules of dynamic forcing chains (+), and the whole
/// chaining rules of the nested ones, applied to the propagator's working grid.
pub trait InnerRules {
    /// The "off"s the rules give on `propagator`'s working grid (see [`Propagator::work`]), in
    /// SE's order, each with the nodes of the removals it relies on (see [`Propagator::node`])
    /// and the inner hint it comes from, if any; `None` once the time budget is spent, which
    /// stops the chain where it is.
    fn deduce(&mut self, propagator: &Propagator) -> Option<Vec<Deduction>>;
}

/// An "off" that inner rules give: the potential, the nodes of its parents, and the inner hint
/// it comes from (nested rules).
pub type Deduction = (Potential, Vec<u32>, Option<Rc<Nested>>);

/// The propagation of assumptions over one grid, with reusable buffers.
///
/// Besides the candidate masks, it keeps each digit's cells as an 81-bit set (bit = cell) for
/// the source grid and the working grid, so "the places of 5 in row 3" is one AND:
///
/// ```text
///   places(unit, d) = UNIT_SETS[unit] & digit_cells[d - 1]     (u128, bits 0..81)
/// ```
pub struct Propagator<'a> {
    source: &'a [Digits; 81],
    /// The source's implications, precomputed when they never change (static mode).
    graph: Option<&'a Graph<'a>>,
    source_cells: [u128; 9],
    work: [Digits; 81],
    work_cells: [u128; 9],
    mode: Mode,
    /// Node of each registered potential in the chain being built (NONE otherwise).
    lookup: Vec<u32>,
    /// The pending nodes, each with whether it is useful (see `useful_pending`).
    pending_on: Queue,
    pending_off: Queue,
    /// The implications of the potential being processed, with their parents in `parents`.
    implied: Vec<(Potential, u32, u32)>,
    parents: Vec<u32>,
    /// How many pending nodes could still lead to a conclusion within the limit: those of a
    /// generation up to `limit - 4` (see [`Propagator::beyond_limit`]).
    useful_pending: usize,
    /// The highest complexity a conclusion may still have to matter (see [`Propagator::complete`]).
    limit: usize,
    /// What the chain being built has read of the grid.
    footprint: Footprint,
    /// Whether the limit stopped the chain being built with nodes still pending.
    cut_short: bool,
    /// The rules applied once the plain implications run dry (dynamic mode only), if any.
    inner: Option<Box<dyn InnerRules>>,
}

impl<'a> Propagator<'a> {
    /// A propagator over the candidates `source`; in static mode, `graph` must be their graph
    /// under the mode's links (see [`Mode::links`]). `inner`: the rules applied once the plain
    /// implications run dry (dynamic mode only).
    pub fn new(
        source: &'a [Digits; 81],
        mode: Mode,
        graph: Option<&'a Graph<'a>>,
        inner: Option<Box<dyn InnerRules>>,
    ) -> Propagator<'a> {
        debug_assert_eq!(graph.is_some(), !mode.dynamic);
        debug_assert!(inner.is_none() || mode.dynamic);
        let source_cells = digit_cells(source);
        Propagator {
            source,
            graph,
            source_cells,
            work: *source,
            work_cells: source_cells,
            mode,
            lookup: vec![NONE; POTENTIALS],
            pending_on: Default::default(),
            pending_off: Default::default(),
            implied: Vec::new(),
            parents: Vec::new(),
            useful_pending: 0,
            limit: usize::MAX,
            footprint: Footprint::default(),
            cut_short: false,
            inner,
        }
    }

    /// The candidates the propagation starts from.
    pub fn source(&self) -> &[Digits; 81] {
        self.source
    }

    /// The working grid (the source less the "off"s so far, in dynamic mode).
    pub fn work(&self) -> &[Digits; 81] {
        &self.work
    }

    /// Each digit's cells (bit = cell) in the source grid and in the working grid.
    pub fn digit_cells(&self) -> (&[u128; 9], &[u128; 9]) {
        (&self.source_cells, &self.work_cells)
    }

    /// The node of a registered potential of the chain being built.
    pub fn node(&self, p: Potential) -> Option<u32> {
        let n = self.lookup[p.index()];
        (n != NONE).then_some(n)
    }

    /// Only conclusions of complexity up to `limit` matter from now on (a better hint is known).
    pub fn set_limit(&mut self, limit: usize) {
        self.limit = limit;
    }

    /// The limit set by [`Propagator::set_limit`].
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// What the last chain completed read of the grid.
    pub fn footprint(&self) -> &Footprint {
        &self.footprint
    }

    /// Whether the limit stopped the last chain completed with nodes still pending.
    pub fn cut_short(&self) -> bool {
        self.cut_short
    }

    /// Completes `chain` with every potential its nodes imply (SE's doChaining: one pending
    /// "on" at a time before any pending "off", first come first served); returns the first
    /// contradiction, if any, which ends the search.
    ///
    /// Under a limit, the search also ends once every node still to come would have more
    /// ancestors than the limit allows (a node has more ancestors than any of its parents, and
    /// a hint adds at least one more potential): the chain then holds exactly SE's nodes that a
    /// hint within the limit can use.
    pub fn complete(&mut self, chain: &mut Chain) -> Option<Contradiction> {
        self.work = *self.source;
        self.work_cells = self.source_cells;
        self.useful_pending = 0;
        self.footprint = Footprint::default();
        self.cut_short = false;
        for (id, p) in chain.registered() {
            self.lookup[p.index()] = id;
            self.enqueue(chain, id);
        }
        let result = self.propagate(chain);
        self.footprint.finish(&self.work_cells);
        for (_, p) in chain.registered() {
            self.lookup[p.index()] = NONE;
        }
        self.pending_on.clear();
        self.pending_off.clear();
        result
    }

    fn enqueue(&mut self, chain: &Chain, node: u32) {
        let useful = self.useful(chain.generation(node));
        self.useful_pending += usize::from(useful);
        if chain.potential(node).is_on() {
            self.pending_on.push((node, useful));
        } else {
            self.pending_off.push((node, useful));
        }
    }

    /// Takes the next pending node: an "on" first.
    fn dequeue(&mut self) -> Option<u32> {
        let (node, useful) = self.pending_on.pop().or_else(|| self.pending_off.pop())?;
        self.useful_pending -= usize::from(useful);
        Some(node)
    }

    /// Whether no node still to come can be part of a hint that beats the best one, whose
    /// complexity is the limit: a child of a pending node of generation `g` has at least `g + 2`
    /// ancestors. A hint from several branches adds at least 2 per other branch (its node there
    /// is not that branch's assumption), so it needs `g + 4 <= limit`; a contradiction adds the
    /// other end (at least 1) and, sorting last among the hints of equal complexity, must stay
    /// under the limit: again `g + 4 <= limit`. (Not with inner rules: those add nodes only once
    /// nothing is pending, whatever their generation.)
    fn beyond_limit(&self) -> bool {
        self.limit != usize::MAX && self.inner.is_none() && self.useful_pending == 0
    }

    /// Whether a node of `generation` may still have descendants in a hint that beats the best:
    /// `generation + 4 <= limit` (see [`Propagator::beyond_limit`]).
    fn useful(&self, generation: u16) -> bool {
        usize::from(generation).saturating_add(4) <= self.limit
    }

    fn propagate(&mut self, chain: &mut Chain) -> Option<Contradiction> {
        loop {
            if self.beyond_limit() {
                self.cut_short = !(self.pending_on.is_empty() && self.pending_off.is_empty());
                return None;
            }
            let id = self.dequeue()?;
            let p = chain.potential(id);
            if p.is_on() {
                // At most 8 other digits and 20 peers.
                let mut offs = [p; 28];
                let mut count = 0;
                let emit = |off| {
                    offs[count] = off;
                    count += 1;
                };
                match &self.graph {
                    Some(graph) => graph.implied(p).iter().copied().for_each(emit),
                    None => {
                        on_to_off_cells(&self.work, &self.work_cells, self.mode.y_links, p, emit)
                    }
                }
                for &off in &offs[..count] {
                    let conjugate = self.lookup[off.negated().index()];
                    if conjugate != NONE {
                        let far = chain.push(off, &[id], false);
                        return Some((conjugate, far));
                    }
                    if self.lookup[off.index()] == NONE {
                        let node = chain.push(off, &[id], true);
                        self.lookup[off.index()] = node;
                        // A static "off" that implies nothing would change nothing when taken.
                        let barren = self.graph.is_some_and(|g| {
                            self.footprint.read(off);
                            g.implied(off).is_empty()
                        });
                        if !barren {
                            self.enqueue(chain, node);
                        }
                    }
                }
            } else {
                self.implied.clear();
                self.parents.clear();
                self.footprint.read(p);
                self.off_to_on(p, id);
                if self.mode.dynamic {
                    self.work[p.cell()] &= !(1 << (p.digit() - 1));
                    self.work_cells[usize::from(p.digit() - 1)] &= !(1u128 << p.cell());
                }
                for i in 0..self.implied.len() {
                    let (on, start, len) = self.implied[i];
                    let parents = &self.parents[start as usize..(start + len) as usize];
                    let conjugate = self.lookup[on.negated().index()];
                    if conjugate != NONE {
                        let far = chain.push(on, parents, false);
                        return Some((far, conjugate));
                    }
                    if self.lookup[on.index()] == NONE {
                        let node = chain.push(on, parents, true);
                        self.lookup[on.index()] = node;
                        self.enqueue(chain, node);
                    }
                }
            }
            if self.pending_on.is_empty()
                && self.pending_off.is_empty()
                && !self.apply_inner_rules(chain)
            {
                return None;
            }
        }
    }

    /// Once nothing is pending, adds the "off"s the inner rules give (if any) to `chain` and
    /// queues them; false when the budget is spent and the chain stops where it is.
    fn apply_inner_rules(&mut self, chain: &mut Chain) -> bool {
        // Taken out while the rules read the propagator.
        let Some(mut inner) = self.inner.take() else {
            return true;
        };
        let deductions = inner.deduce(self);
        self.inner = Some(inner);
        let Some(deductions) = deductions else {
            return false;
        };
        self.footprint.read_everything();
        for (off, parents, nested) in deductions {
            if self.lookup[off.index()] == NONE {
                let node = chain.push(off, &parents, true);
                if let Some(nested) = nested {
                    chain.push_nested(node, nested);
                }
                self.lookup[off.index()] = node;
                self.enqueue(chain, node);
            }
        }
        true
    }

    /// What `p` off turns on: the other digit of a bivalue cell (with cell links), then the other
    /// place of the digit in a box, row or column where it has two; each with `p` and the
    /// removals that made the cell or unit so small as parents.
    fn off_to_on(&mut self, p: Potential, id: u32) {
        if let Some(graph) = self.graph {
            // Static: nothing was removed, so `p` is each implication's only parent.
            for &on in graph.implied(p) {
                self.implied.push((on, self.parents.len() as u32, 1));
                self.parents.push(id);
            }
            return;
        }
        let cell = p.cell();
        let digit = p.digit();
        let bit = 1 << (digit - 1);
        if self.mode.y_links {
            let mask = self.work[cell];
            if exactly_two(mask.into()) {
                let other = (mask & !bit).trailing_zeros() as u8 + 1;
                let start = self.parents.len() as u32;
                self.parents.push(id);
                for d in digits(self.source[cell] & !mask) {
                    self.parents
                        .push(self.lookup[Potential::new(cell, d, false).index()]);
                }
                let len = self.parents.len() as u32 - start;
                self.implied
                    .push((Potential::new(cell, other, true), start, len));
            }
        }
        let d = usize::from(digit - 1);
        for unit in [
            CELL_UNITS[cell][2],
            CELL_UNITS[cell][0],
            CELL_UNITS[cell][1],
        ] {
            let unit_cells = UNIT_SETS[usize::from(unit)].0;
            let places = unit_cells & self.work_cells[d];
            if exactly_two(places) && places >> cell & 1 != 0 {
                let other = (places & !(1u128 << cell)).trailing_zeros() as usize;
                let start = self.parents.len() as u32;
                self.parents.push(id);
                for c in CellSet(unit_cells & self.source_cells[d] & !places).iter() {
                    self.parents
                        .push(self.lookup[Potential::new(c, digit, false).index()]);
                }
                let len = self.parents.len() as u32 - start;
                self.implied
                    .push((Potential::new(other, digit, true), start, len));
            }
        }
    }
}

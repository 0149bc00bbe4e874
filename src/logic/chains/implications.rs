//! The implication engine shared by every chaining rule: chains of potentials (candidates
//! assumed on or off, see [`potential`](super::potential)) with their parents, and Sudoku
//! Explainer's propagation ("doChaining").
//!
//! A [`Chain`] records every potential an assumption implies, in the order SE discovers them,
//! each with the node(s) it was deduced from (its parents); the parents make the chain that
//! explains a conclusion, and their number (the ancestor count) is SE's measure of complexity.

use super::super::board::{exactly_two, CellSet, Digits, CELL_UNITS, UNIT_SETS};
use super::advanced;
use super::graph::{Graph, Links};
use super::kept::{Footprint, KeptChains};
use super::nested::{self, Nested};
use super::potential::on_to_off_cells;
pub use super::potential::{digit_cells, Potential, PotentialSet, POTENTIALS};
use crate::logic::Budget;
use std::rc::Rc;

/// The members of a [`PotentialSet`] numbered densely: each member's rank is how many members
/// have a lower index, so per-member data fits in a vector of [`Ranks::len`] entries.
pub struct Ranks {
    set: PotentialSet,
    /// How many members the words before each word hold.
    before: [u16; 23],
}

impl Ranks {
    /// The ranks of the members of `set`.
    pub fn new(set: &PotentialSet) -> Ranks {
        let mut before = [0u16; 23];
        let mut count = 0;
        for (b, word) in before.iter_mut().zip(set.0) {
            *b = count;
            count += word.count_ones() as u16;
        }
        Ranks { set: *set, before }
    }

    /// How many members the set has.
    pub fn len(&self) -> usize {
        usize::from(self.before[22]) + self.set.0[22].count_ones() as usize
    }

    /// The rank of `p`, if it is a member.
    pub fn rank(&self, p: Potential) -> Option<usize> {
        let (word, bit) = (p.index() / 64, p.index() % 64);
        let bits = self.set.0[word];
        (bits >> bit & 1 != 0).then(|| {
            usize::from(self.before[word]) + (bits & ((1u64 << bit) - 1)).count_ones() as usize
        })
    }

    /// The node of each member in `chain`, by rank (every member must be registered there);
    /// the chain is read only up to the last member's node.
    pub fn nodes_in(&self, chain: &Chain) -> Vec<u32> {
        let mut nodes = vec![NONE; self.len()];
        let mut missing = self.len();
        for (id, node) in chain.nodes.iter().enumerate().filter(|(_, n)| n.registered) {
            if missing == 0 {
                break;
            }
            if let Some(rank) = self.rank(node.potential) {
                nodes[rank] = id as u32;
                missing -= 1;
            }
        }
        nodes
    }
}

/// Marks a potential without a node in [`Propagator`]'s lookup table.
const NONE: u32 = u32::MAX;

/// One implied potential and its parents.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Node {
    potential: Potential,
    /// The parent itself when the node has one (most have), else where its parents start in
    /// [`Chain::parents`].
    parent: u32,
    parent_count: u16,
    /// The longest line of parents above the node: its ancestor count is at least this + 1.
    generation: u16,
    /// Whether this is the potential's own node (a contradiction's far end may not be).
    registered: bool,
}

/// The potentials an assumption implies, in discovery order, each with its parents.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Chain {
    nodes: Vec<Node>,
    parents: Vec<u32>,
    /// The registered potentials (one node each); contradiction ends may add extra nodes.
    set: PotentialSet,
    /// The nodes that an inner chain turned off (nested rules), with that inner chain.
    nested: Vec<(u32, Rc<Nested>)>,
}

impl Chain {
    /// The potentials implied so far (the assumption included).
    pub fn set(&self) -> &PotentialSet {
        &self.set
    }

    /// A lower bound of a node's ancestor count: its longest line of parents, plus itself.
    pub fn min_ancestors(&self, node: u32) -> usize {
        usize::from(self.nodes[node as usize].generation) + 1
    }

    /// The potential of a node.
    pub fn potential(&self, node: u32) -> Potential {
        self.nodes[node as usize].potential
    }

    /// The parents of a node.
    pub fn parents(&self, node: u32) -> &[u32] {
        let n = &self.nodes[node as usize];
        match n.parent_count {
            1 => std::slice::from_ref(&n.parent),
            count => &self.parents[n.parent as usize..][..usize::from(count)],
        }
    }

    /// Adds a node with `parents`; `register` makes it the potential's node.
    fn push(&mut self, p: Potential, parents: &[u32], register: bool) -> u32 {
        let id = self.nodes.len() as u32;
        let generation = parents
            .iter()
            .map(|&n| self.nodes[n as usize].generation + 1)
            .max()
            .unwrap_or(0);
        let parent = match parents {
            [parent] => *parent,
            _ => {
                self.parents.extend_from_slice(parents);
                (self.parents.len() - parents.len()) as u32
            }
        };
        self.nodes.push(Node {
            potential: p,
            parent,
            parent_count: parents.len() as u16,
            generation,
            registered: register,
        });
        if register {
            self.set.insert(p);
        }
        id
    }

    /// Empties the chain and starts it again from one assumption (keeping its buffers).
    pub fn restart(&mut self, p: Potential) {
        self.nodes.clear();
        self.nodes.reserve(64);
        self.parents.clear();
        self.nested.clear();
        self.set = PotentialSet::default();
        self.push(p, &[], true);
    }

    /// SE's complexity of a conclusion: how many distinct potentials it descends from, itself
    /// included (parents followed breadth first; a potential met twice is followed once).
    ///
    /// Only a conclusion's own node may share its potential with another node (a contradiction's
    /// far end), so each potential is marked when first queued: the queue then holds each
    /// counted potential once and its length is the count.
    pub fn ancestor_count(&self, node: u32) -> usize {
        let mut seen = PotentialSet::default();
        seen.insert(self.potential(node));
        let mut queue = Vec::with_capacity(64);
        queue.push(node);
        let mut head = 0;
        while let Some(&n) = queue.get(head) {
            head += 1;
            for &parent in self.parents(n) {
                let p = self.potential(parent);
                if !seen.contains(p) {
                    seen.insert(p);
                    queue.push(parent);
                }
            }
        }
        queue.len()
    }

    /// The inner chains of the nodes `node` descends from (itself included), each with the
    /// potential it turned off, in the order of the chain.
    pub fn nested_above(&self, node: u32) -> Vec<(Potential, &Rc<Nested>)> {
        if self.nested.is_empty() {
            return Vec::new();
        }
        let mut seen = PotentialSet::default();
        let mut todo = vec![node];
        while let Some(n) = todo.pop() {
            let p = self.potential(n);
            if !seen.contains(p) {
                seen.insert(p);
                todo.extend_from_slice(self.parents(n));
            }
        }
        self.nested
            .iter()
            .filter(|(n, _)| seen.contains(self.potential(*n)))
            .map(|(n, nested)| (self.potential(*n), nested))
            .collect()
    }

    /// The part of the chain that the nodes `ends` descend from (themselves included), as a
    /// chain of its own with the nodes renumbered in their order, and the ends' new numbers:
    /// what drawing a conclusion reads, kept once the chain itself is rebuilt.
    pub fn extract(&self, ends: &[u32]) -> (Chain, Vec<u32>) {
        const OUT: u32 = u32::MAX;
        let mut number = vec![OUT; self.nodes.len()];
        let mut todo = ends.to_vec();
        while let Some(n) = todo.pop() {
            if number[n as usize] == OUT {
                number[n as usize] = 0;
                todo.extend_from_slice(self.parents(n));
            }
        }
        // Sized once: the part's nodes, and the parents of those with several.
        let (mut nodes, mut shared_parents) = (0, 0);
        for (id, node) in self.nodes.iter().enumerate() {
            if number[id] != OUT {
                nodes += 1;
                if node.parent_count != 1 {
                    shared_parents += usize::from(node.parent_count);
                }
            }
        }
        let mut part = Chain {
            nodes: Vec::with_capacity(nodes),
            parents: Vec::with_capacity(shared_parents),
            ..Chain::default()
        };
        let mut parents = Vec::new();
        for (id, node) in self.nodes.iter().enumerate() {
            if number[id] == OUT {
                continue;
            }
            number[id] = part.nodes.len() as u32;
            parents.clear();
            parents.extend(self.parents(id as u32).iter().map(|&p| number[p as usize]));
            let new = part.push(node.potential, &parents, node.registered);
            debug_assert_eq!(part.nodes[new as usize].generation, node.generation);
        }
        part.nested = self
            .nested
            .iter()
            .filter(|(n, _)| number[*n as usize] != OUT)
            .map(|(n, nested)| (number[*n as usize], nested.clone()))
            .collect();
        let ends = ends.iter().map(|&n| number[n as usize]).collect();
        (part, ends)
    }

    /// Every node that `node` descends from (itself included), for drawing, parents first.
    pub fn ancestry(&self, node: u32) -> Vec<u32> {
        let mut seen = PotentialSet::default();
        let mut order = Vec::with_capacity(64);
        let mut todo = Vec::with_capacity(64);
        todo.push(node);
        while let Some(n) = todo.pop() {
            let p = self.potential(n);
            if !seen.contains(p) {
                seen.insert(p);
                order.push(n);
                todo.extend_from_slice(self.parents(n));
            }
        }
        order.reverse();
        order
    }
}

/// Which implications a propagation may use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mode {
    /// Cell links: one digit on turns the cell's others off; a bivalue cell's other digit turns
    /// on. (Nishio and X-chains go without.)
    pub y_links: bool,
    /// Dynamic: every "off" is removed from a working copy of the grid, so later implications
    /// see the reduced candidates (and carry the removals that made them as extra parents).
    pub dynamic: bool,
    /// Nesting level: at 1 and above, when plain implications run dry, simpler rules applied to
    /// the reduced grid give more "off"s (SE's "advanced potentials").
    pub level: u8,
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

/// A contradiction: the assumption implies a potential both on (first node) and off (second).
pub type Contradiction = (u32, u32);

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
    /// The time budget: once spent, chains stop where they are (nested rules, which take long).
    budget: Budget,
    /// Nested rules: each inner rule's chains from its last run (see [`nested::inner_hints`]).
    inner_kept: Vec<KeptChains>,
}

pub use super::super::board::unit_positions as positions;

impl<'a> Propagator<'a> {
    /// A propagator over the candidates `source`; in static mode, `graph` must be their graph
    /// under the mode's links (see [`Mode::links`]).
    pub fn new(
        source: &'a [Digits; 81],
        mode: Mode,
        graph: Option<&'a Graph<'a>>,
        budget: Budget,
    ) -> Propagator<'a> {
        debug_assert_eq!(graph.is_some(), !mode.dynamic);
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
            budget,
            inner_kept: Vec::new(),
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
        for (id, node) in chain.nodes.iter().enumerate().filter(|(_, n)| n.registered) {
            self.lookup[node.potential.index()] = id as u32;
            self.enqueue(chain, id as u32);
        }
        let result = self.propagate(chain);
        self.footprint.finish(&self.work_cells);
        for node in chain.nodes.iter().filter(|n| n.registered) {
            self.lookup[node.potential.index()] = NONE;
        }
        self.pending_on.clear();
        self.pending_off.clear();
        result
    }

    fn enqueue(&mut self, chain: &Chain, node: u32) {
        let n = &chain.nodes[node as usize];
        let useful = self.useful(n.generation);
        self.useful_pending += usize::from(useful);
        if n.potential.is_on() {
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
    /// under the limit: again `g + 4 <= limit`. (Not with nested rules: those add nodes only once
    /// nothing is pending, whatever their generation.)
    fn beyond_limit(&self) -> bool {
        self.limit != usize::MAX && self.mode.level == 0 && self.useful_pending == 0
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
            if self.pending_on.is_empty() && self.pending_off.is_empty() && self.mode.level > 0 {
                if self.mode.level >= 2 && self.budget.spent() {
                    return None;
                }
                self.footprint.read_everything();
                let simple = advanced::potentials(self);
                let found_simple = !simple.is_empty();
                for (off, parents) in simple {
                    if self.lookup[off.index()] == NONE {
                        let node = chain.push(off, &parents, true);
                        self.lookup[off.index()] = node;
                        self.enqueue(chain, node);
                    }
                }
                if !found_simple && self.mode.level >= 2 {
                    let hints = nested::inner_hints(
                        self.source,
                        &self.work,
                        self.mode.level,
                        &mut self.inner_kept,
                        &self.budget,
                    );
                    let deductions = nested::potentials(self, &hints);
                    for (off, parents, inner) in deductions {
                        if self.lookup[off.index()] == NONE {
                            let node = chain.push(off, &parents, true);
                            chain.nested.push((node, inner));
                            self.lookup[off.index()] = node;
                            self.enqueue(chain, node);
                        }
                    }
                }
            }
        }
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
                for d in super::super::board::digits(self.source[cell] & !mask) {
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

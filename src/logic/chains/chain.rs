//! Chains of potentials and the hints drawn from them: a [`Chain`] records every potential an
//! assumption implies, in the order Sudoku Explainer discovers them, each with the node(s) it
//! was deduced from (its parents); the parents make the chain that explains a conclusion, and
//! their number (the ancestor count) is SE's measure of complexity. A node that an inner rule
//! turned off (nested chains) also keeps that inner hint ([`Nested`]).
//!
//! A hint's [`Drawing`] waits until the hint is shown, then draws its chains as the step's links,
//! candidates, branches and inner steps.

use std::cell::{OnceCell, RefCell};
use std::rc::Rc;

use super::super::roles::CandidateState;
use super::super::step::{BranchLink, Candidate, Link, NestedChain, Step};
use super::potential::{Potential, PotentialSet};

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

/// Marks a member without a node (see [`Ranks::nodes_in`]).
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

    /// The registered nodes (each potential's own), in order, with their potentials.
    pub fn registered(&self) -> impl Iterator<Item = (u32, Potential)> + '_ {
        self.nodes
            .iter()
            .enumerate()
            .filter(|(_, n)| n.registered)
            .map(|(id, n)| (id as u32, n.potential))
    }

    /// The longest line of parents above a node.
    pub fn generation(&self, node: u32) -> u16 {
        self.nodes[node as usize].generation
    }

    /// Adds a node with `parents`; `register` makes it the potential's node.
    pub fn push(&mut self, p: Potential, parents: &[u32], register: bool) -> u32 {
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

    /// Records that an inner chain turned `node` off (nested rules), with that inner chain.
    pub fn push_nested(&mut self, node: u32, inner: Rc<Nested>) {
        self.nested.push((node, inner));
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

/// A contradiction: the assumption implies a potential both on (first node) and off (second).
pub type Contradiction = (u32, u32);

/// An inner hint as an outer chain keeps it: its complexity (added to the outer hint's) and its
/// step (shown with the outer one), drawn the first time it is asked for: most inner hints never
/// are.
pub struct Nested {
    pub complexity: usize,
    drawing: RefCell<Option<Drawing>>,
    step: OnceCell<Step>,
}

impl Nested {
    /// An inner hint of `complexity`, to be drawn from `drawing` when shown.
    pub fn new(complexity: usize, drawing: Drawing) -> Nested {
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

/// A hint whose drawing waits until it is shown: most hints are beaten by a better one, or,
/// inside a nested chain, never become part of the step finally taken. The step holds all but
/// what the chains draw (links, candidates, cells, inner chains); `branches` holds the parts of
/// the chains the conclusion rests on, each with the node of its end.
pub struct Drawing {
    /// The step, all but what its chains draw.
    pub step: Step,
    branches: Vec<(Chain, u32)>,
    cells: Cells,
    /// A contradiction's candidate made both on and off, and its conclusion: each branch ends
    /// with a link between them (see [`close_contradiction`]).
    contradiction: Option<(Candidate, Potential)>,
}

/// A step's cells once its chains are drawn.
pub enum Cells {
    /// The cells of the branches' ends, as drawn.
    Drawn,
    /// These cells, whatever is drawn.
    Fixed(Vec<u8>),
    /// This cell, then the cells of the branches' ends.
    First(u8),
}

impl Drawing {
    /// A step complete already: nothing left to draw.
    pub fn done(step: Step) -> Drawing {
        Drawing {
            step,
            branches: Vec::new(),
            cells: Cells::Drawn,
            contradiction: None,
        }
    }

    /// A step that will draw the branches `ends` (each a chain and the node of its end).
    pub fn of(step: Step, ends: &[(&Chain, u32)], cells: Cells) -> Drawing {
        let branches = ends
            .iter()
            .map(|&(chain, node)| {
                let (part, nodes) = chain.extract(&[node]);
                (part, nodes[0])
            })
            .collect();
        Drawing {
            step,
            branches,
            cells,
            contradiction: None,
        }
    }

    /// The same drawing of a contradiction: `middle` made both on and off, so `result`.
    pub fn closing(self, middle: Candidate, result: Potential) -> Drawing {
        Drawing {
            contradiction: Some((middle, result)),
            ..self
        }
    }

    /// The step with its chains drawn.
    pub fn finish(mut self) -> Step {
        if !self.branches.is_empty() {
            let ends: Vec<(&Chain, u32)> = self.branches.iter().map(|(c, n)| (c, *n)).collect();
            draw(&mut self.step, &ends);
            if let Some((middle, result)) = self.contradiction {
                close_contradiction(&mut self.step, middle, result);
            }
            match self.cells {
                Cells::Drawn => {}
                Cells::Fixed(cells) => self.step.cells = cells,
                Cells::First(cell) => self.step.cells.insert(0, cell),
            }
        }
        self.step
    }
}

/// A potential as a step's roles name it.
pub fn state(p: Potential) -> CandidateState {
    CandidateState {
        candidate: p.candidate(),
        on: p.is_on(),
    }
}

/// Links between consecutive potentials of a linear chain.
pub fn linear_links(chain: &[Potential]) -> Vec<Link> {
    chain
        .windows(2)
        .map(|w| Link {
            from: vec![w[0].candidate()],
            to: vec![w[1].candidate()],
            strong: w[1].is_on(),
        })
        .collect()
}

/// The links of one branch: every deduction `target` rests on, drawn from its parents (strong
/// into an "on", weak into an "off"), in the order the chain found them, so each link comes after
/// the links into its start.
fn branch_links(chain: &Chain, target: u32) -> Vec<BranchLink> {
    let mut nodes = chain.ancestry(target);
    // A node is numbered after its parents.
    nodes.sort_unstable();
    let mut links = Vec::with_capacity(nodes.len());
    for node in nodes {
        let to = chain.potential(node);
        for &parent in chain.parents(node) {
            links.push(BranchLink::from(Link {
                from: vec![chain.potential(parent).candidate()],
                to: vec![to.candidate()],
                strong: to.is_on(),
            }));
        }
    }
    links
}

/// Fills a step's links and candidates with the branches that end at the given nodes: every
/// deduction drawn as links from its parents (strong into an "on", weak into an "off"); and its
/// `branches` with each branch's own links.
fn draw(step: &mut Step, branches: &[(&Chain, u32)]) {
    step.branches = branches
        .iter()
        .map(|&(chain, target)| branch_links(chain, target))
        .collect();
    // What is drawn already, for lookups in constant time (a net can have hundreds of links).
    let index = |[cell, digit]: [u8; 2]| usize::from(cell) * 9 + usize::from(digit - 1);
    let mut candidates = [0u64; 12];
    let mut drawn = |c: [u8; 2]| {
        let (word, bit) = (index(c) / 64, index(c) % 64);
        let new = candidates[word] >> bit & 1 == 0;
        candidates[word] |= 1 << bit;
        new
    };
    let key =
        |link: &Link| (index(link.from[0]) * 729 + index(link.to[0])) * 2 + link.strong as usize;
    for &c in &step.candidates {
        drawn(c);
    }
    let mut links: std::collections::HashSet<usize> = step
        .links
        .iter()
        .filter(|l| l.from.len() == 1 && l.to.len() == 1)
        .map(key)
        .collect();
    for &(chain, target) in branches {
        for node in chain.ancestry(target) {
            let p = chain.potential(node);
            if drawn(p.candidate()) {
                step.candidates.push(p.candidate());
            }
            for &parent in chain.parents(node) {
                let from = chain.potential(parent).candidate();
                let link_key = (index(from) * 729 + index(p.candidate())) * 2 + p.is_on() as usize;
                if links.insert(link_key) {
                    step.links.push(Link {
                        from: vec![from],
                        to: vec![p.candidate()],
                        strong: p.is_on(),
                    });
                }
            }
        }
    }
    for &(chain, target) in branches {
        for (off, inner) in chain.nested_above(target) {
            if !step.nested.iter().any(|n| n.candidate == off.candidate()) {
                step.nested.push(NestedChain {
                    candidate: off.candidate(),
                    step: inner.step().clone(),
                });
            }
        }
    }
    for &(chain, target) in branches {
        let cell = chain.potential(target).cell() as u8;
        if !step.cells.contains(&cell) {
            step.cells.push(cell);
        }
    }
}

/// Ends a contradiction's two branches (drawn by [`draw`], one reaching `middle` on, the other
/// off) at its conclusion `result`: a last link from `middle` to `result`, marked as the
/// contradiction, so each branch reads "if not `result`, then ... `middle` is true (or false),
/// so `result`".
fn close_contradiction(step: &mut Step, middle: Candidate, result: Potential) {
    for branch in &mut step.branches {
        branch.push(BranchLink {
            link: Link {
                from: vec![middle],
                to: vec![result.candidate()],
                strong: result.is_on(),
            },
            contradiction: true,
        });
    }
}

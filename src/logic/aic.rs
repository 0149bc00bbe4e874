//! Alternating inference chains: X-Chain, XY-Chain, X-Cycle, Continuous Nice Loop, AIC and
//! Grouped AIC (SudokuWiki's and HoDoKu's definitions).
//!
//! A chain alternates strong links ("if one end is false the other is true") and weak links
//! ("they are not both true") between nodes: a digit in one cell, or for grouped chains the
//! digit in 2-3 cells of a box-line intersection (true when one of them holds it). A chain
//! `a = b - c = d` that starts and ends with a strong link proves that `a` or `d` is true, so any
//! candidate weakly linked to both ends goes. A continuous loop (alternating all the way round)
//! makes every one of its links strong both ways, so any candidate weakly linked to both ends of
//! one of its links goes.
//!
//! The search is a breadth-first walk over implications from each candidate, which finds the
//! shortest chain (or loop) first; chains are bounded to [`MAX_NODES`] nodes.
//!
//! Ratings are what Sudoku Explainer (SE) gives the same deduction as a chain: an X-cycle 6.5
//! and a forcing X-chain 6.6 (one digit), a cycle or forcing chain over several digits 7.0, plus
//! SE's length addition ([`length_bonus`]). SE counts a forcing chain's nodes as the chain's
//! plus the eliminated candidate twice (assumed true, then false), and a cycle's as its own. SE
//! has no groups: a group counts as one node per cell.
//!
//! This is one of two chain engines, with jobs that do not overlap:
//!
//! - this module finds the named chains of the path shown to people (its finders are
//!   [`Place::Named`], run for [`Techniques::Named`](super::Techniques::Named) only): X-Chain,
//!   XY-Chain, X-Cycle, Continuous Nice Loop, AIC and Grouped AIC. Its graph's nodes are
//!   candidates and box-line groups, joined by strong and weak links, and its walks find the
//!   shortest chain or loop first, as a person would look for one;
//! - [`chains`](super::chains) follows Sudoku Explainer's chains and nets, which rate every
//!   puzzle: X-Cycle, Bidirectional Cycle, Forcing X-Chain and Forcing Chain over its static
//!   implication graph (potentials, a candidate on or off, no groups, linked in SE's exact
//!   order of discovery, since a rating rests on the exact chain SE builds), then Nishio, the
//!   cell, region, dynamic and nested forcing chains. Both paths take its steps.
//!
//! They meet in one place, where a step of the shown path is chosen (`find_step`): a named
//! chain from here whose rating is at most that of SE's step is shown in its place, with SE's
//! rating, and the rating path keeps SE's step; the ratings here only decide that choice (they
//! use SE's base ratings and [`length_bonus`] so that it is fair), and are a step's own only
//! where SE's rules find no step at all.

use super::board::{
    bit, digits, lines_through_box, Board, CellSet, Digits, ALL_DIGITS, PEERS, UNIT_SETS,
};
use super::finder::{Assumes, Finder, Listed, Place};
use super::roles::{LoopRemoval, Roles};
use super::step::length_bonus;
use super::step::{Candidate, Eliminations, Link, Step, Technique};

/// The longest chain or loop searched, in nodes.
const MAX_NODES: usize = 16;

/// SE's base ratings, in tenths.
const X_CYCLE: u16 = Technique::XCycle.rating();
const FORCING_X_CHAIN: u16 = Technique::ForcingXChain.rating();
const FORCING_CHAIN: u16 = Technique::ForcingChain.rating();

/// The 3 units holding a cell, as a mask of the 27 units (bit `unit`):
///
/// ```text
///   bit:   26 ... 18 | 17 ... 9  | 8 ... 0
///   unit:  box 9..1  | col 9..1  | row 9..1
/// ```
fn unit_mask(cell: usize) -> u32 {
    super::board::CELL_UNITS[cell]
        .iter()
        .fold(0, |m, &u| m | 1 << u)
}

/// A chain node: `digit` in one of `cells` (one cell, or 2-3 cells of a box-line intersection).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Node {
    digit: u8,
    cells: CellSet,
    /// The units holding every cell of the node (bits as in [`unit_mask`]).
    units: u32,
}

impl Node {
    fn candidate(cell: usize, digit: u8) -> Node {
        Node {
            digit,
            cells: CellSet::single(cell),
            units: unit_mask(cell),
        }
    }

    fn is_group(&self) -> bool {
        self.cells.len() > 1
    }

    /// Whether `digit` in `cell` cannot be true together with this node.
    fn excludes(&self, cell: usize, digit: u8) -> bool {
        if self.cells.contains(cell) {
            !self.is_group() && digit != self.digit
        } else {
            digit == self.digit && self.cells.minus(PEERS[cell]).is_empty()
        }
    }

    /// The node's candidates.
    fn candidates(&self) -> Vec<Candidate> {
        self.cells.iter().map(|c| [c as u8, self.digit]).collect()
    }
}

/// The links a technique may use.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Rules {
    /// The digits whose candidates are nodes.
    digits: Digits,
    /// Strong links between a digit's only two places (or groups of places) in a unit.
    unit_strong: bool,
    /// Strong links between the two digits of a bivalue cell.
    cell_strong: bool,
    /// Weak links between one digit's nodes that share a unit.
    unit_weak: bool,
    /// Weak links between two digits of one cell.
    cell_weak: bool,
    /// Whether box-line groups are nodes.
    groups: bool,
}

impl Rules {
    /// X-chains and X-cycles: one digit, links within units only.
    fn single_digit(digit: u8) -> Rules {
        Rules {
            digits: bit(digit),
            unit_strong: true,
            cell_strong: false,
            unit_weak: true,
            cell_weak: false,
            groups: false,
        }
    }

    /// XY-chains: strong links in bivalue cells, weak links between cells.
    const XY: Rules = Rules {
        digits: ALL_DIGITS,
        unit_strong: false,
        cell_strong: true,
        unit_weak: true,
        cell_weak: false,
        groups: false,
    };

    /// AICs and nice loops: every link between candidates.
    const ALL: Rules = Rules {
        digits: ALL_DIGITS,
        unit_strong: true,
        cell_strong: true,
        unit_weak: true,
        cell_weak: true,
        groups: false,
    };

    /// Grouped AICs: every link, with box-line groups.
    const GROUPED: Rules = Rules {
        groups: true,
        ..Rules::ALL
    };
}

/// Links as (from, to) pairs of nodes.
type Pairs = Vec<(u16, u16)>;

/// Each node's linked nodes, stored together: the links of node `n` are
/// `to[start[n]..start[n + 1]]`.
struct Links {
    start: Vec<u32>,
    to: Vec<u16>,
}

impl Links {
    /// The links of `nodes` nodes from (from, to) pairs; a pair given twice is kept once.
    fn new(nodes: usize, mut pairs: Pairs) -> Links {
        pairs.sort_unstable();
        pairs.dedup();
        let mut start = vec![0u32; nodes + 1];
        for &(from, _) in &pairs {
            start[usize::from(from) + 1] += 1;
        }
        for n in 0..nodes {
            start[n + 1] += start[n];
        }
        Links {
            start,
            to: pairs.into_iter().map(|(_, to)| to).collect(),
        }
    }
}

impl std::ops::Index<usize> for Links {
    type Output = [u16];

    fn index(&self, node: usize) -> &[u16] {
        &self.to[self.start[node] as usize..self.start[node + 1] as usize]
    }
}

/// The nodes and links a technique may use on a board.
struct Graph {
    nodes: Vec<Node>,
    strong: Links,
    weak: Links,
    /// How many of the first nodes are single candidates (the groups follow).
    candidates: usize,
}

impl Graph {
    /// The nodes a chain goes on to from `node`: an "on" node (true) continues by a weak link
    /// (its neighbours turn off), an "off" node by a strong one (they turn on).
    fn links_from(&self, node: usize, on: bool) -> &[u16] {
        if on {
            &self.weak[node]
        } else {
            &self.strong[node]
        }
    }

    fn new(board: &Board, rules: Rules) -> Graph {
        let places: [CellSet; 9] = std::array::from_fn(|d| board.digit_cells(d as u8 + 1));
        let mut nodes = Vec::new();
        // index[cell * 9 + digit - 1]: the candidate's node, NONE_NODE when it is none.
        let mut index = [NONE_NODE; 729];
        for digit in digits(rules.digits) {
            for cell in places[usize::from(digit) - 1].iter() {
                index[cell * 9 + usize::from(digit) - 1] = nodes.len() as u16;
                nodes.push(Node::candidate(cell, digit));
            }
        }
        let candidates = nodes.len();
        if rules.groups {
            for digit in digits(rules.digits) {
                for b in 0..9 {
                    let box_cells = UNIT_SETS[18 + b];
                    for line in lines_through_box(b) {
                        let cells = box_cells
                            .and(UNIT_SETS[line])
                            .and(places[usize::from(digit) - 1]);
                        if cells.len() > 1 {
                            let units = cells.iter().fold(u32::MAX, |m, c| m & unit_mask(c));
                            nodes.push(Node {
                                digit,
                                cells,
                                units,
                            });
                        }
                    }
                }
            }
        }
        let n = nodes.len();
        // Links as (from, to) pairs, both ways.
        let (mut strong, mut weak): (Pairs, Pairs) = (Vec::new(), Vec::new());
        for (a, &Node { digit, cells, .. }) in nodes.iter().enumerate().take(candidates) {
            let a = a as u16;
            let cell = cells.first().expect("one cell");
            if rules.unit_weak {
                for peer in PEERS[cell].and(places[usize::from(digit) - 1]).iter() {
                    let b = index[peer * 9 + usize::from(digit) - 1];
                    weak.push((a, b));
                }
            }
            let others = board.candidates(cell) & !bit(digit) & rules.digits;
            if rules.cell_weak {
                weak.extend(digits(others).map(|d| (a, index[cell * 9 + usize::from(d) - 1])));
            }
            if rules.cell_strong && board.candidates(cell).count_ones() == 2 && others != 0 {
                strong.push((a, index[cell * 9 + others.trailing_zeros() as usize]));
            }
        }
        if rules.unit_strong {
            for digit in digits(rules.digits) {
                for (unit, &unit_cells) in UNIT_SETS.iter().enumerate() {
                    let positions = unit_cells.and(places[usize::from(digit) - 1]);
                    if positions.len() == 2 {
                        let mut pair = positions
                            .iter()
                            .map(|c| index[c * 9 + usize::from(digit) - 1]);
                        let (a, b) = (pair.next().expect("two"), pair.next().expect("two"));
                        strong.extend([(a, b), (b, a)]);
                    }
                    // A group and what else holds the digit in a unit it lies in.
                    for g in candidates..n {
                        let group = nodes[g];
                        if group.digit != digit || group.units >> unit & 1 == 0 {
                            continue;
                        }
                        let rest = positions.minus(group.cells);
                        let other = if rest.len() == 1 {
                            Some(index[rest.first().expect("one") * 9 + usize::from(digit) - 1])
                        } else {
                            (candidates..n)
                                .find(|&h| nodes[h].digit == digit && nodes[h].cells == rest)
                                .map(|h| h as u16)
                        };
                        if let Some(other) = other {
                            strong.extend([(g as u16, other), (other, g as u16)]);
                        }
                    }
                }
            }
        }
        if rules.groups {
            // Weak links of groups: to the nodes of their digit that share a unit and no cell.
            for g in candidates..n {
                for other in 0..n {
                    let (p, q) = (nodes[g], nodes[other]);
                    let apart = p.cells.and(q.cells).is_empty();
                    if other != g && p.digit == q.digit && apart && p.units & q.units != 0 {
                        weak.push((g as u16, other as u16));
                        if other < candidates {
                            weak.push((other as u16, g as u16));
                        }
                    }
                }
            }
        }
        Graph {
            strong: Links::new(n, strong),
            weak: Links::new(n, weak),
            nodes,
            candidates,
        }
    }

    /// The candidates (not in `path`) that cannot be true with `a` nor with `b`.
    fn excluded_by_both(
        &self,
        board: &Board,
        a: u16,
        b: u16,
        path: &[u16],
        out: &mut Eliminations,
    ) {
        let (p, q) = (self.nodes[usize::from(a)], self.nodes[usize::from(b)]);
        let near = p
            .cells
            .or(q.cells)
            .iter()
            .fold(CellSet::EMPTY, |s, c| s.or(PEERS[c]).or(CellSet::single(c)));
        for cell in near.iter() {
            for digit in digits(board.candidates(cell)) {
                let in_path = path.iter().any(|&n| {
                    let node = self.nodes[usize::from(n)];
                    node.digit == digit && node.cells.contains(cell)
                });
                if !in_path && p.excludes(cell, digit) && q.excludes(cell, digit) {
                    out.add(board, cell, digit);
                }
            }
        }
    }
}

/// A breadth-first walk over implications. A state is a node and a truth value in one number:
///
/// ```text
///   state:  node * 2 + on       (on = 1: assumed true, 0: false)
/// ```
///
/// `parent[state]` is the state it was reached from (`NONE` for the start); `seen[state]` equals
/// `stamp` when the current walk has reached it (so walks share the arrays without clearing).
struct Walk {
    parent: Vec<u32>,
    seen: Vec<u32>,
    stamp: u32,
}

const NONE: u32 = u32::MAX;

/// No node.
const NONE_NODE: u16 = u16::MAX;

impl Walk {
    fn new(graph: &Graph) -> Walk {
        Walk {
            parent: vec![NONE; graph.nodes.len() * 2],
            seen: vec![0; graph.nodes.len() * 2],
            stamp: 0,
        }
    }

    /// The nodes from the start's successor to `state`, or `None` when a node repeats.
    fn path(&self, mut state: u32) -> Option<Vec<u16>> {
        let mut path = Vec::new();
        while self.parent[state as usize] != NONE {
            path.push((state / 2) as u16);
            state = self.parent[state as usize];
        }
        path.reverse();
        let mut sorted = path.clone();
        sorted.sort_unstable();
        sorted.dedup();
        (sorted.len() == path.len() && !path.contains(&((state / 2) as u16))).then_some(path)
    }

    /// Walks the implications of `start` being true, level by level (a true node makes its weak
    /// neighbours false, a false one its strong neighbours true), for at most `max_levels`
    /// levels; `visit(walk, state, level)` is asked of each state reached and says what to do.
    fn run<T>(
        &mut self,
        graph: &Graph,
        start: u16,
        max_levels: usize,
        mut visit: impl FnMut(&Walk, u32, usize) -> Visit<T>,
    ) -> Option<T> {
        self.stamp += 1;
        let first = u32::from(start) * 2 + 1;
        self.seen[first as usize] = self.stamp;
        self.parent[first as usize] = NONE;
        let (mut level, mut next) = (vec![first], Vec::new());
        for depth in 1..=max_levels {
            next.clear();
            for &state in &level {
                let node = (state / 2) as usize;
                let on = state & 1 == 1;
                for &to in graph.links_from(node, on) {
                    let to_state = u32::from(to) * 2 + u32::from(!on);
                    if self.seen[to_state as usize] == self.stamp {
                        continue;
                    }
                    self.parent[to_state as usize] = state;
                    match visit(self, to_state, depth) {
                        Visit::Found(found) => return Some(found),
                        Visit::Skip => continue,
                        Visit::Go => {}
                    }
                    self.seen[to_state as usize] = self.stamp;
                    next.push(to_state);
                }
            }
            std::mem::swap(&mut level, &mut next);
        }
        None
    }
}

/// What a walk does with a state it reaches.
enum Visit<T> {
    /// Stop with this answer.
    Found(T),
    /// Leave the state unvisited (it may be reached again later, by a longer path).
    Skip,
    /// Walk on from it.
    Go,
}

/// A chain or loop found on a board, ready to become a step.
struct Found {
    /// The nodes in order; a loop's last node links back to its first.
    nodes: Vec<u16>,
    /// Whether the first link is strong (chains) or weak (loops, which start from an assumed
    /// true node).
    strong_first: bool,
    is_loop: bool,
    eliminations: Vec<Candidate>,
}

/// The shortest chain `a = ... = y` (at least 4 nodes, at most `max_nodes`) whose ends both
/// exclude some candidate `t`: the walk from "`t` is true" reaches a true node weakly linked to
/// `t` ("`t` is true" then makes `t` false). The walks of all targets go level by level together,
/// as bits (one per target) on each state:
///
/// ```text
///   reached[state * words + w], bit b:  target w * 64 + b has reached `state`
/// ```
///
/// At the first level where some target's walk closes, the first such target's walk is redone
/// alone to draw its chain (the shortest one, and the first found for the first target, as a
/// walk per target in turn would find).
fn shortest_chain(board: &Board, graph: &Graph, max_nodes: usize) -> Option<Found> {
    // A chain's two ends are weak neighbours of the target with strong links.
    let targets: Vec<u16> = (0..graph.candidates as u16)
        .filter(|&t| {
            graph.weak[usize::from(t)]
                .iter()
                .filter(|&&n| !graph.strong[usize::from(n)].is_empty())
                .nth(1)
                .is_some()
        })
        .collect();
    let words = targets.len().div_ceil(64);
    let states = graph.nodes.len() * 2;
    let (mut seen, mut frontier, mut next) = (
        vec![0u64; states * words],
        vec![0u64; states * words],
        vec![0u64; states * words],
    );
    // near[node * words + w]: the targets weakly linked to the node.
    let mut near = vec![0u64; graph.nodes.len() * words];
    for (k, &t) in targets.iter().enumerate() {
        let (word, bit) = (k / 64, 1u64 << (k % 64));
        let start = (usize::from(t) * 2 + 1) * words + word;
        seen[start] |= bit;
        frontier[start] |= bit;
        for &n in &graph.weak[usize::from(t)] {
            near[usize::from(n) * words + word] |= bit;
        }
    }
    let mut walk = Walk::new(graph);
    let mut hits = vec![0u64; words];
    for level in 1..=max_nodes {
        next.fill(0);
        for state in 0..states {
            let from = &frontier[state * words..(state + 1) * words];
            if from.iter().all(|&w| w == 0) {
                continue;
            }
            let (node, on) = (state / 2, state & 1 == 1);
            for &to in graph.links_from(node, on) {
                let to_state = usize::from(to) * 2 + usize::from(!on);
                for (reach, &f) in next[to_state * words..(to_state + 1) * words]
                    .iter_mut()
                    .zip(from)
                {
                    *reach |= f;
                }
            }
        }
        let mut moved = false;
        for (reach, old) in next.iter_mut().zip(seen.iter_mut()) {
            *reach &= !*old;
            *old |= *reach;
            moved |= *reach != 0;
        }
        if !moved {
            return None;
        }
        if level >= 4 && level % 2 == 0 {
            hits.fill(0);
            for node in 0..graph.nodes.len() {
                let on = &next[(node * 2 + 1) * words..(node * 2 + 2) * words];
                for ((hit, &reach), &close) in hits
                    .iter_mut()
                    .zip(on)
                    .zip(&near[node * words..(node + 1) * words])
                {
                    *hit |= reach & close;
                }
            }
            let closing = (0..targets.len()).filter(|k| hits[k / 64] >> (k % 64) & 1 != 0);
            // A chain that removes nothing (its target is one of its own nodes' exclusions only)
            // is no step: the next target is tried.
            let found = closing.into_iter().find_map(|k| {
                let nodes = chain_to(&mut walk, graph, targets[k], level)?;
                let mut eliminations = Eliminations::default();
                graph.excluded_by_both(
                    board,
                    nodes[0],
                    nodes[nodes.len() - 1],
                    &nodes,
                    &mut eliminations,
                );
                (!eliminations.is_empty()).then(|| Found {
                    nodes,
                    strong_first: true,
                    is_loop: false,
                    eliminations: eliminations.into_sorted(),
                })
            });
            if found.is_some() {
                return found;
            }
        }
        std::mem::swap(&mut frontier, &mut next);
    }
    None
}

/// The first chain (at least 4 nodes, at most `max_nodes`, no node twice) found by the walk from
/// "`target` is true" to a true node weakly linked to `target`.
fn chain_to(walk: &mut Walk, graph: &Graph, target: u16, max_nodes: usize) -> Option<Vec<u16>> {
    let near = &graph.weak[usize::from(target)];
    walk.run(graph, target, max_nodes, |walk, state, level| {
        let on = state & 1 == 1;
        let closes = on && level >= 4 && near.contains(&((state / 2) as u16));
        match closes.then(|| walk.path(state)).flatten() {
            Some(path) => Visit::Found(path),
            None => Visit::Go,
        }
    })
}

/// The shortest continuous loop (4 to `max_nodes` nodes) that removes something: from each
/// candidate `s` assumed true, the walk stops at a false node strongly linked back to `s`.
fn shortest_loop(board: &Board, graph: &Graph, max_nodes: usize) -> Option<Found> {
    let mut walk = Walk::new(graph);
    let mut best: Option<Found> = None;
    for start in 0..graph.candidates as u16 {
        let limit = best.as_ref().map_or(max_nodes, |b| b.nodes.len() - 1) - 1;
        if limit < 3 {
            break;
        }
        if graph.strong[usize::from(start)].is_empty() {
            continue;
        }
        let found = walk.run(graph, start, limit, |walk, state, level| {
            let node = (state / 2) as u16;
            if state & 1 == 1 || !graph.strong[usize::from(node)].contains(&start) {
                return Visit::Go;
            }
            // The start's strong partners close loops only after at least 3 links.
            if level < 3 {
                return Visit::Skip;
            }
            let Some(path) = walk.path(state) else {
                return Visit::Go;
            };
            let mut nodes = vec![start];
            nodes.extend(path);
            let mut eliminations = Eliminations::default();
            for i in 0..nodes.len() {
                graph.excluded_by_both(
                    board,
                    nodes[i],
                    nodes[(i + 1) % nodes.len()],
                    &nodes,
                    &mut eliminations,
                );
            }
            if eliminations.is_empty() {
                return Visit::Go;
            }
            Visit::Found(Found {
                nodes,
                strong_first: false,
                is_loop: true,
                eliminations: eliminations.into_sorted(),
            })
        });
        if found.is_some() {
            best = found;
        }
    }
    best
}

impl Found {
    /// The technique's name and SE rating (see the module's doc), from what the chain uses.
    fn technique(&self, graph: &Graph) -> (Technique, u16) {
        let nodes: Vec<Node> = self
            .nodes
            .iter()
            .map(|&n| graph.nodes[usize::from(n)])
            .collect();
        let one_digit = nodes.iter().all(|n| n.digit == nodes[0].digit);
        let grouped = nodes.iter().any(Node::is_group);
        // SE has no groups: a group counts as one node per cell.
        let count: usize = nodes.iter().map(|n| n.cells.len()).sum();
        let (technique, base, complexity) = if self.is_loop {
            let technique = if one_digit {
                Technique::XCycle
            } else {
                Technique::ContinuousNiceLoop
            };
            (
                technique,
                if one_digit { X_CYCLE } else { FORCING_CHAIN },
                count,
            )
        } else {
            let xy = (0..nodes.len() - 1)
                .all(|i| (i % 2 == 0) == (nodes[i].cells == nodes[i + 1].cells));
            let technique = match () {
                _ if grouped => Technique::GroupedAic,
                _ if one_digit => Technique::XChain,
                _ if xy => Technique::XYChain,
                _ => Technique::Aic,
            };
            (
                technique,
                if one_digit {
                    FORCING_X_CHAIN
                } else {
                    FORCING_CHAIN
                },
                count + 2,
            )
        };
        (technique, base + length_bonus(complexity))
    }

    fn into_step(self, graph: &Graph) -> Step {
        let (technique, rating) = self.technique(graph);
        let nodes: Vec<Node> = self
            .nodes
            .iter()
            .map(|&n| graph.nodes[usize::from(n)])
            .collect();
        let one_digit = nodes.iter().all(|n| n.digit == nodes[0].digit);
        let mut step = Step::new(technique, rating);
        let count = if self.is_loop {
            nodes.len()
        } else {
            nodes.len() - 1
        };
        for i in 0..count {
            let (from, to) = (nodes[i], nodes[(i + 1) % nodes.len()]);
            step.links.push(Link {
                from: from.candidates(),
                to: to.candidates(),
                strong: (i % 2 == 0) == self.strong_first,
            });
        }
        let cells = nodes.iter().fold(CellSet::EMPTY, |s, n| s.or(n.cells));
        step = step.with_cells(cells);
        step.candidates = nodes.iter().flat_map(Node::candidates).collect();
        step.candidates.sort_unstable();
        step.candidates.dedup();
        step.eliminations = self.eliminations;
        let digit = one_digit.then_some(nodes[0].digit);
        let roles = if self.is_loop {
            let n = nodes.len();
            let removals = step
                .eliminations
                .iter()
                .map(|&[cell, d]| {
                    // The link whose two ends both exclude it (as the search found it).
                    let excludes = |node: &Node| node.excludes(usize::from(cell), d);
                    let i = (0..n)
                        .find(|&i| excludes(&nodes[i]) && excludes(&nodes[(i + 1) % n]))
                        .expect("a loop's removal conflicts with both ends of a link");
                    let (even, odd) = if i % 2 == 0 {
                        (nodes[i], nodes[i + 1])
                    } else {
                        (nodes[(i + 1) % n], nodes[i])
                    };
                    LoopRemoval {
                        candidate: [cell, d],
                        conflicts: [even.candidates(), odd.candidates()],
                    }
                })
                .collect();
            Roles::Loop {
                digit,
                nodes: nodes.iter().map(Node::candidates).collect(),
                links: None,
                removals,
            }
        } else {
            let last = nodes.len() - 1;
            Roles::Chain {
                digit,
                start: nodes[0].candidates(),
                inner: nodes[1..last].iter().map(Node::candidates).collect(),
                end: nodes[last].candidates(),
                cells: if technique == Technique::XYChain {
                    nodes
                        .iter()
                        .step_by(2)
                        .map(|n| n.cells.first().expect("a cell") as u8)
                        .collect()
                } else {
                    Vec::new()
                },
            }
        };
        step.with_roles(roles)
    }
}

/// A search for chains or loops of at most so many nodes on a graph.
type Search = fn(&Board, &Graph, usize) -> Option<Found>;

/// The most nodes (up to [`MAX_NODES`]) that a chain or loop may have so that its SE rating,
/// `base` plus the length addition for `nodes + extra` nodes, stays below `bound`.
fn max_nodes_below(bound: u16, base: u16, extra: usize) -> usize {
    (0..=MAX_NODES)
        .take_while(|&n| base + length_bonus(n + extra) < bound)
        .last()
        .unwrap_or(0)
}

/// The shortest of `search` (at most `max` nodes) over `graphs`, with the graph it is on.
fn shortest_on<'g>(
    board: &Board,
    graphs: &'g [Graph],
    search: Search,
    max: usize,
) -> Option<(Found, &'g Graph)> {
    let mut best: Option<(Found, &Graph)> = None;
    for graph in graphs {
        let max = best.as_ref().map_or(max, |(f, _)| f.nodes.len() - 1);
        if max < 4 {
            break;
        }
        if let Some(found) = search(board, graph, max) {
            best = Some((found, graph));
        }
    }
    best
}

/// The X-Cycle (a continuous loop on one digit that removes something) or X-Chain (a chain on
/// one digit, links within units) rated below 7.0, the shortest of each, whichever has the
/// lower SE rating (the cycle on a tie), as SE picks among its X-cycles and forcing X-chains.
/// Longer X-chains are left to [`chains_and_loops`].
pub fn x_cycles_and_chains(board: &Board) -> Option<Step> {
    let graphs: Vec<Graph> = (1..=9)
        .map(|d| Graph::new(board, Rules::single_digit(d)))
        .collect();
    let step = |(found, graph): (Found, &Graph)| found.into_step(graph);
    let cycle = shortest_on(board, &graphs, shortest_loop, MAX_NODES).map(step);
    let chain_nodes = max_nodes_below(FORCING_CHAIN, FORCING_X_CHAIN, 2);
    let chain = shortest_on(board, &graphs, shortest_chain, chain_nodes).map(step);
    match (cycle, chain) {
        (Some(cycle), Some(chain)) => Some(if chain.rating < cycle.rating {
            chain
        } else {
            cycle
        }),
        (cycle, chain) => cycle.or(chain),
    }
}

/// The lowest rated (then simplest) of the shortest XY-Chain (bivalue cells, each linked to the
/// next by a shared digit), Continuous Nice Loop, Alternating Inference Chain and Grouped AIC
/// (nodes may be box-line groups), as SE picks its cheapest forcing chain or cycle. Each search
/// only looks for what would be rated lower than the best so far.
pub fn chains_and_loops(board: &Board) -> Option<Step> {
    const SEARCHES: [(Rules, Search, usize); 4] = [
        (Rules::XY, shortest_chain, 2),
        (Rules::ALL, shortest_loop, 0),
        (Rules::ALL, shortest_chain, 2),
        (Rules::GROUPED, shortest_chain, 2),
    ];
    let mut best: Option<Step> = None;
    let mut graph: Option<(Rules, Graph)> = None;
    for (rules, search, extra) in SEARCHES {
        let max = max_nodes_below(
            best.as_ref().map_or(u16::MAX, |s| s.rating.0),
            FORCING_CHAIN,
            extra,
        );
        if max < 4 {
            continue;
        }
        if graph.as_ref().is_none_or(|(r, _)| *r != rules) {
            graph = Some((rules, Graph::new(board, rules)));
        }
        let (_, graph) = graph.as_ref().expect("built");
        if let Some(found) = search(board, graph, max) {
            let step = found.into_step(graph);
            if best.as_ref().is_none_or(|b| step.rating < b.rating) {
                best = Some(step);
            }
        }
    }
    best
}

/// The named chains' finders (see [`Listed`]).
pub(super) const FINDERS: &[Listed] = &[
    Listed {
        find: Finder::Board(x_cycles_and_chains),
        place: Place::Named,
        assumes: Assumes::Nothing,
        finds: &[Technique::XCycle, Technique::XChain],
    },
    Listed {
        find: Finder::Board(chains_and_loops),
        place: Place::Named,
        assumes: Assumes::Nothing,
        finds: &[
            Technique::XYChain,
            Technique::ContinuousNiceLoop,
            Technique::Aic,
            Technique::GroupedAic,
            Technique::XCycle,
            Technique::XChain,
        ],
    },
];

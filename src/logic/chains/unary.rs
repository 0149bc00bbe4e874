//! Forcing chains and cycles from one assumption (SE's "Forcing Chains & Cycles"): static
//! chains that follow X-links (a digit's two places in a unit), Y-links (a bivalue cell's two
//! digits) or both.
//!
//! A bidirectional cycle is a loop of alternating links back to its start: every candidate that
//! sees both ends of one of its weak links goes. A forcing chain shows an assumption implies its
//! own negation, so the opposite holds.
//!
//! Unlike the other rules, the cycle search follows every path to an "off" (not only the first),
//! skipping a path only when it comes back to one of its own ancestors, as SE does; so each node
//! here keeps a single parent and paths are explored as a tree (pruned to the paths that can
//! still close a loop, see [`cycles`]).

use super::super::board::{exactly_two, CellSet, Digits, ALL_DIGITS, CELL_UNITS, PEERS, UNIT_SETS};
use super::chain::{linear_links, state, Drawing};
use super::found::{cause, Cause, Found};
use super::graph::{Graph, Links};
use super::potential::{digit_cells, Potential, PotentialSet};
use super::reach::Reach;
use crate::logic::roles::{LinkKinds, LoopRemoval, Roles};
use crate::logic::step::{length_bonus, BranchLink, Technique};

/// A node of the search tree: a potential and its parent (`u32::MAX` for the assumption).
#[derive(Clone, Copy)]
struct TreeNode {
    potential: Potential,
    parent: u32,
}

/// The buffers of the searches from each assumption, kept from one to the next.
#[derive(Default)]
struct Buffers {
    /// The search tree.
    tree: Vec<TreeNode>,
    /// The pending "on" and "off" nodes of a layer.
    pending_on: Vec<u32>,
    pending_off: Vec<u32>,
    /// Each tree node's depth (forcing chains).
    depths: Vec<usize>,
    /// The nodes where cycles close.
    closing: Vec<u32>,
}

impl Buffers {
    /// Empties the buffers and roots the tree at the assumption `start`.
    fn start(&mut self, start: Potential) {
        self.tree.clear();
        self.tree.push(TreeNode {
            potential: start,
            parent: ROOT,
        });
        self.pending_on.clear();
        self.pending_off.clear();
        self.depths.clear();
        self.closing.clear();
    }
}

const ROOT: u32 = u32::MAX;

/// The potentials a tree node descends from, itself first, up to the root.
fn path(tree: &[TreeNode], mut node: u32) -> Vec<Potential> {
    let mut result = Vec::new();
    while node != ROOT {
        result.push(tree[node as usize].potential);
        node = tree[node as usize].parent;
    }
    result
}

/// Whether `p` is a strict ancestor of `node`.
fn has_ancestor(tree: &[TreeNode], node: u32, p: Potential) -> bool {
    let mut n = tree[node as usize].parent;
    while n != ROOT {
        if tree[n as usize].potential == p {
            return true;
        }
        n = tree[n as usize].parent;
    }
    false
}

/// Every cycle through `start` (an "on" potential) that could still beat `found`: the tree and
/// the nodes where the loop closes, left in `buffers` (SE's doCycles: breadth first, by
/// alternating on/off layers; a loop closing at depth d has complexity d).
fn cycles(
    graph: &Graph,
    reach: &Reach,
    links: Links,
    start: Potential,
    found: &Found,
    buffers: &mut Buffers,
) {
    buffers.start(start);
    let Buffers {
        tree,
        pending_on,
        pending_off,
        closing,
        ..
    } = buffers;
    let mut on_seen = PotentialSet::default();
    on_seen.insert(start);
    // The pending layers, each refilled from the other.
    pending_on.push(0);
    let (base, kind) = (cycle_base(links), sort_key(links));
    // SE follows every path to an "off", but a repeated "off" only turns on what its first
    // node did, so only the "off"s that imply `start` (where loops close) are kept repeatedly.
    let mut off_seen = PotentialSet::default();
    let closing_offs = closing_offs(graph, links, start);
    let closes_on = |off: Potential| closing_offs.contains(&off);
    let mut depth = 0;
    while !pending_on.is_empty() {
        let closing_depth = depth + 2;
        if closing_depth >= 4
            && !found.beats(base + length_bonus(closing_depth), closing_depth, kind)
        {
            break;
        }
        pending_off.clear();
        for &id in pending_on.iter() {
            let p = tree[id as usize].potential;
            for &off in graph.implied(p) {
                if !reach.in_one_component(off, start) {
                    continue;
                }
                let fresh = !off_seen.contains(off);
                if fresh || (closes_on(off) && !has_ancestor(tree, id, off)) {
                    off_seen.insert(off);
                    tree.push(TreeNode {
                        potential: off,
                        parent: id,
                    });
                    pending_off.push(tree.len() as u32 - 1);
                }
            }
        }
        pending_on.clear();
        for &id in pending_off.iter() {
            let p = tree[id as usize].potential;
            for &on in graph.implied(p) {
                if !reach.in_one_component(on, start) {
                    continue;
                }
                let closes = closing_depth >= 4 && on == start;
                if closes || !on_seen.contains(on) {
                    tree.push(TreeNode {
                        potential: on,
                        parent: id,
                    });
                    let node = tree.len() as u32 - 1;
                    if closes {
                        closing.push(node);
                    } else {
                        on_seen.insert(on);
                        pending_on.push(node);
                    }
                }
            }
        }
        depth = closing_depth;
    }
}

/// The "off"s that turn `start` on: the other digit of its cell if bivalue (Y-links), the other
/// place of its digit in each unit where it has two (X-links). At most four; the slots left over
/// hold `start` itself, an "on", which no "off" equals.
fn closing_offs(graph: &Graph, links: Links, start: Potential) -> [Potential; 4] {
    let (cell, digit) = (start.cell(), start.digit());
    let mut offs = [start; 4];
    let mut count = 0;
    let mut push = |off| {
        offs[count] = off;
        count += 1;
    };
    let mask = graph.masks[cell];
    if links.y && exactly_two(mask.into()) {
        push(Potential::new(
            cell,
            (mask & !(1 << (digit - 1))).trailing_zeros() as u8 + 1,
            false,
        ));
    }
    if links.x {
        for unit in CELL_UNITS[cell] {
            let places = UNIT_SETS[usize::from(unit)].0 & graph.cells[usize::from(digit - 1)];
            if exactly_two(places) {
                push(Potential::new(
                    (places & !(1u128 << cell)).trailing_zeros() as usize,
                    digit,
                    false,
                ));
            }
        }
    }
    offs
}

/// The first chain from `start` (on or off) to its own negation that could still beat `found`
/// (SE's doForcingChains: breadth first, all pending "on"s then all pending "off"s; a chain
/// ending at depth d has complexity d + 1).
fn forcing_chain(
    graph: &Graph,
    reach: &Reach,
    links: Links,
    start: Potential,
    found: &Found,
    buffers: &mut Buffers,
) -> Option<u32> {
    buffers.start(start);
    let Buffers {
        tree,
        pending_on,
        pending_off,
        depths,
        ..
    } = buffers;
    depths.push(0);
    let mut seen = PotentialSet::default();
    seen.insert(start);
    if start.is_on() {
        pending_on.push(0);
    } else {
        pending_off.push(0);
    }
    let (base, kind) = (chain_base(links), sort_key(links));
    let hopeless = |depth: usize| !found.beats(base + length_bonus(depth + 2), depth + 2, kind);
    while !pending_on.is_empty() || !pending_off.is_empty() {
        for phase_on in [true, false] {
            // Each phase's implications are the other phase's pending nodes.
            let (pending, next) = if phase_on {
                (&mut *pending_on, &mut *pending_off)
            } else {
                (&mut *pending_off, &mut *pending_on)
            };
            for &id in pending.iter() {
                let depth = depths[id as usize];
                if hopeless(depth) {
                    return None;
                }
                let p = tree[id as usize].potential;
                for &q in graph.implied(p) {
                    if !reach.reaches(q, start.negated()) {
                        continue;
                    }
                    if q == start.negated() {
                        tree.push(TreeNode {
                            potential: q,
                            parent: id,
                        });
                        let target = tree.len() as u32 - 1;
                        return Some(target);
                    }
                    if !seen.contains(q) {
                        seen.insert(q);
                        tree.push(TreeNode {
                            potential: q,
                            parent: id,
                        });
                        depths.push(depth + 1);
                        next.push(tree.len() as u32 - 1);
                    }
                }
            }
            pending.clear();
        }
    }
    None
}

/// How many distinct potentials a path holds (its start counted once when the path loops).
fn distinct(path: &[Potential]) -> usize {
    let mut seen = PotentialSet::default();
    path.iter()
        .filter(|&&p| {
            let new = !seen.contains(p);
            seen.insert(p);
            new
        })
        .count()
}

/// Searches the cycles and forcing chains of one link kind from every candidate, offering
/// each hint to `found`.
///
/// With X-links only, the chains stay within a digit, so only the digits in `searched` are
/// followed (the others' candidates left out of the graph); with Y-links `searched` must hold
/// every digit.
pub fn search(masks: &[Digits; 81], links: Links, searched: Digits, found: &mut Found) {
    debug_assert!(!links.y || searched == ALL_DIGITS);
    // The simplest hints this search could find: a cycle of 4 potentials, a forcing chain of 2.
    let kind = sort_key(links);
    let may_beat = found.beats(cycle_base(links) + length_bonus(4), 4, kind)
        || (links.x && found.beats(chain_base(links) + length_bonus(2), 2, kind));
    if !may_beat {
        return;
    }
    // Without X-links only cycles are searched, and a Y-cycle stays on bivalue cells (only there
    // does an "off" turn an "on"), so the graph needs only their candidates.
    let followed = masks.map(|mask| match links.x {
        true => mask & searched,
        false if mask.count_ones() == 2 => mask,
        false => 0,
    });
    let graph = Graph::new(&followed, links);
    let cells = digit_cells(masks);
    // Forcing chains need X-links (a Y-chain cannot end on its own negation): without them,
    // only the cycles' components matter.
    let reach = Reach::new(&graph, links.x);
    // Collecting for a nested chain: the graph's "on"s where a chain may rely on a candidate
    // the outer chain removed (dense numbers). A chain stays among what its start reaches (a
    // cycle within its start's component, which it reaches), so a start that reaches none of
    // them gives only hints the collector drops, and is skipped.
    let near_removals = found.collector().map(|all| {
        let mut near = vec![0u64; graph.potentials().div_ceil(64)];
        for (cell, &mask) in followed.iter().enumerate() {
            for digit in super::super::board::digits(mask) {
                let on = Potential::new(cell, digit, true);
                if all.may_rely(on) {
                    let dense = graph.dense(on);
                    near[dense / 64] |= 1 << (dense % 64);
                }
            }
        }
        near
    });
    let may_matter = |start: Potential| {
        near_removals.as_ref().is_none_or(|near| {
            near.iter()
                .zip(reach.reached_by(start))
                .any(|(a, b)| a & b != 0)
        })
    };
    let mut buffers = Buffers::default();
    for (cell, &mask) in masks.iter().enumerate() {
        let count = mask.count_ones();
        if count < 2 || (count > 2 && !links.x) {
            continue;
        }
        for digit in super::super::board::digits(mask & searched) {
            let start = Potential::new(cell, digit, true);
            if reach.on_a_cycle(start) && may_matter(start) {
                cycles(&graph, &reach, links, start, found, &mut buffers);
                for &node in &buffers.closing {
                    offer_cycle(&cells, links, &path(&buffers.tree, node), found);
                }
            }
            for assumption in [start, start.negated()] {
                if !links.x
                    || !reach.reaches(assumption, assumption.negated())
                    || !may_matter(assumption)
                {
                    continue;
                }
                if let Some(node) =
                    forcing_chain(&graph, &reach, links, assumption, found, &mut buffers)
                {
                    offer_forcing_chain(masks, links, &path(&buffers.tree, node), found);
                }
            }
        }
    }
}

/// Base ratings in tenths: cycles 6.5 (7.0 with both link kinds), forcing chains 6.6 (7.0).
fn cycle_base(links: Links) -> u16 {
    if links.x && links.y {
        Technique::BidirectionalCycle.rating()
    } else {
        Technique::XCycle.rating()
    }
}

fn chain_base(links: Links) -> u16 {
    if links.y {
        Technique::ForcingChain.rating()
    } else {
        Technique::ForcingXChain.rating()
    }
}

/// SE's sort key among the hints of this rule: X-only 2, Y-only 3, both 4.
fn sort_key(links: Links) -> u8 {
    match (links.x, links.y) {
        (true, false) => 2,
        (false, true) => 3,
        _ => 4,
    }
}

/// A cycle: `path` runs from the closing node back to the start (equal potentials at both ends).
fn offer_cycle(cells: &[u128; 9], links: Links, path: &[Potential], found: &mut Found) {
    let loop_nodes = &path[..path.len() - 1];
    let complexity = distinct(path);
    let rating = cycle_base(links) + length_bonus(complexity);
    if !found.beats(rating, complexity, sort_key(links)) {
        return;
    }
    let chain_cells = loop_nodes.iter().fold(CellSet::EMPTY, |mut s, p| {
        s.insert(p.cell());
        s
    });
    let mut seen_on = [CellSet::EMPTY; 9];
    let mut seen_off = [CellSet::EMPTY; 9];
    for p in loop_nodes {
        let d = usize::from(p.digit() - 1);
        let peers = PEERS[p.cell()];
        if p.is_on() {
            seen_on[d] = seen_on[d].or(peers);
        } else {
            seen_off[d] = seen_off[d].or(peers);
        }
    }
    // Each digit's candidates outside the loop that see both an "on" and an "off" of it.
    let removed: [CellSet; 9] = std::array::from_fn(|d| {
        CellSet(cells[d])
            .and(seen_on[d])
            .and(seen_off[d])
            .minus(chain_cells)
    });
    let removed_cells = removed.iter().fold(CellSet::EMPTY, |s, &r| s.or(r));
    if removed_cells.is_empty() {
        return;
    }
    let eliminations: Vec<[u8; 2]> = removed_cells
        .iter()
        .flat_map(|cell| {
            (1..=9u8)
                .filter(move |&d| removed[usize::from(d - 1)].contains(cell))
                .map(move |d| [cell as u8, d])
        })
        .collect();
    if !found.admits(rating, complexity, sort_key(links), &eliminations) {
        return;
    }
    let technique = if links.y {
        super::super::step::Technique::BidirectionalCycle
    } else {
        super::super::step::Technique::XCycle
    };
    let mut step = super::super::step::Step::new(technique, rating);
    let ordered: Vec<Potential> = path.iter().rev().copied().collect();
    step.links = linear_links(&ordered);
    step.cells = chain_cells.iter().map(|c| c as u8).collect();
    let nodes = &ordered[..ordered.len() - 1];
    step.candidates = nodes.iter().map(|p| p.candidate()).collect();
    step.eliminations = eliminations;
    let roles = cycle_roles(nodes, links, &step.eliminations);
    let step = step.with_roles(roles);
    found.offer_with(
        rating,
        complexity,
        sort_key(links),
        || Drawing::done(step),
        || path_causes(cells, path),
    );
}

/// Why each "on" of a path (each potential followed by its parent) holds, on the grid whose
/// digits' cells are `cells` (see [`Cause`]).
fn path_causes(cells: &[u128; 9], path: &[Potential]) -> Vec<Cause> {
    let mut masks = [0 as Digits; 81];
    for (d, &digit_cells) in cells.iter().enumerate() {
        for cell in CellSet(digit_cells).iter() {
            masks[cell] |= 1 << d;
        }
    }
    let mut causes = Vec::new();
    for pair in path.windows(2) {
        let (child, parent) = (pair[0], pair[1]);
        if child.is_on() {
            let cause = cause(&masks, parent, child);
            if !causes.contains(&cause) {
                causes.push(cause);
            }
        }
    }
    causes
}

/// A forcing chain: `path` runs from the negated start back to the assumption.
fn offer_forcing_chain(masks: &[Digits; 81], links: Links, path: &[Potential], found: &mut Found) {
    let complexity = distinct(path);
    let rating = chain_base(links) + length_bonus(complexity);
    if !found.beats(rating, complexity, sort_key(links)) {
        return;
    }
    let target = path[0];
    let technique = if links.y {
        super::super::step::Technique::ForcingChain
    } else {
        super::super::step::Technique::ForcingXChain
    };
    let mut step = super::super::step::Step::new(technique, rating);
    let cell = target.cell();
    if target.is_on() {
        let others = masks[cell] & !(1 << (target.digit() - 1));
        if others == 0 {
            return;
        }
        step.placements.push(target.candidate());
        // What the placement removes, for a nested chain that collects the removals.
        let removals: Vec<[u8; 2]> = super::super::board::digits(others)
            .map(|d| [cell as u8, d])
            .collect();
        if !found.admits(rating, complexity, sort_key(links), &removals) {
            return;
        }
    } else {
        step.eliminations.push(target.candidate());
        if !found.admits(rating, complexity, sort_key(links), &step.eliminations) {
            return;
        }
    }
    let ordered: Vec<Potential> = path.iter().rev().copied().collect();
    step.links = linear_links(&ordered);
    // One branch: the assumption's negation leads back to it.
    step.branches = vec![step.links.iter().cloned().map(BranchLink::from).collect()];
    step.cells = vec![cell as u8];
    step.candidates = ordered.iter().map(|p| p.candidate()).collect();
    let step = step.with_roles(Roles::ForcingChain {
        premise: state(ordered[0]),
        conclusion: state(target),
    });
    found.offer_with(
        rating,
        complexity,
        sort_key(links),
        || Drawing::done(step),
        || path_causes(&digit_cells(masks), path),
    );
}

/// The roles of a cycle whose `nodes` alternate "on" (even places) and "off": each removal with
/// an "on" and an "off" of its digit that it sees, the two ends of one link where there is one.
fn cycle_roles(nodes: &[Potential], links: Links, eliminations: &[[u8; 2]]) -> Roles {
    let n = nodes.len();
    let sees = |p: Potential, [cell, digit]: [u8; 2]| {
        p.digit() == digit && PEERS[p.cell()].contains(usize::from(cell))
    };
    let removals = eliminations
        .iter()
        .map(|&removed| {
            let link =
                (0..n).find(|&i| sees(nodes[i], removed) && sees(nodes[(i + 1) % n], removed));
            let (on, off) = match link {
                Some(i) if i % 2 == 0 => (nodes[i], nodes[i + 1]),
                Some(i) => (nodes[(i + 1) % n], nodes[i]),
                None => {
                    let first = |on: bool| {
                        *nodes
                            .iter()
                            .find(|p| p.is_on() == on && sees(**p, removed))
                            .expect("a cycle's removal sees an on and an off")
                    };
                    (first(true), first(false))
                }
            };
            LoopRemoval {
                candidate: removed,
                conflicts: [vec![on.candidate()], vec![off.candidate()]],
            }
        })
        .collect();
    let one_digit = nodes.iter().all(|p| p.digit() == nodes[0].digit());
    Roles::Loop {
        digit: one_digit.then(|| nodes[0].digit()),
        nodes: nodes.iter().map(|p| vec![p.candidate()]).collect(),
        links: Some(match (links.x, links.y) {
            (true, false) => LinkKinds::X,
            (false, true) => LinkKinds::Y,
            _ => LinkKinds::Xy,
        }),
        removals,
    }
}

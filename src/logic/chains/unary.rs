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
//! here keeps a single parent and paths are explored as a tree.

use super::super::board::{Digits, PEERS};
use super::implications::{on_to_off, positions, Potential};
use super::Found;
use super::super::board::{CELL_UNITS, UNIT_CELLS};

/// A node of the search tree: a potential and its parent (`u32::MAX` for the assumption).
#[derive(Clone, Copy)]
struct TreeNode {
    potential: Potential,
    parent: u32,
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

/// What `p` off turns on in the static grid: a bivalue cell's other digit (with Y-links), then
/// the other place of the digit in its box, row and column when the unit has two (X-links).
fn off_to_on(masks: &[Digits; 81], y_links: bool, x_links: bool, p: Potential, mut emit: impl FnMut(Potential)) {
    let cell = p.cell();
    let bit = 1 << (p.digit() - 1);
    if y_links && masks[cell].count_ones() == 2 {
        let other = (masks[cell] & !bit).trailing_zeros() as u8 + 1;
        emit(Potential::new(cell, other, true));
    }
    if x_links {
        for unit in [CELL_UNITS[cell][2], CELL_UNITS[cell][0], CELL_UNITS[cell][1]] {
            let unit = usize::from(unit);
            let places = positions(masks, unit, p.digit());
            if places.count_ones() == 2 {
                if let Some(other) = (0..9)
                    .filter(|&i| places >> i & 1 != 0)
                    .map(|i| usize::from(UNIT_CELLS[unit][i]))
                    .find(|&c| c != cell)
                {
                    emit(Potential::new(other, p.digit(), true));
                }
            }
        }
    }
}

/// The link kinds of one search: X-links only, Y-links only, or both.
#[derive(Clone, Copy)]
pub struct Links {
    pub y: bool,
    pub x: bool,
}

/// Every cycle through `start` (an "on" potential): the tree and the nodes where the loop
/// closes (SE's doCycles: breadth first, by alternating on/off layers).
fn cycles(masks: &[Digits; 81], links: Links, start: Potential) -> (Vec<TreeNode>, Vec<u32>) {
    let mut tree = vec![TreeNode { potential: start, parent: ROOT }];
    let mut on_seen = super::implications::PotentialSet::default();
    on_seen.insert(start);
    let mut pending_on = vec![0u32];
    let mut pending_off = Vec::new();
    let mut closing = Vec::new();
    let mut length = 0;
    while !pending_on.is_empty() || !pending_off.is_empty() {
        length += 1;
        for id in std::mem::take(&mut pending_on) {
            let p = tree[id as usize].potential;
            let mut offs = Vec::new();
            on_to_off(masks, links.y, p, |off| offs.push(off));
            for off in offs {
                if !has_ancestor(&tree, id, off) && tree[id as usize].potential != off {
                    tree.push(TreeNode { potential: off, parent: id });
                    pending_off.push(tree.len() as u32 - 1);
                }
            }
        }
        length += 1;
        for id in std::mem::take(&mut pending_off) {
            let p = tree[id as usize].potential;
            let mut ons = Vec::new();
            off_to_on(masks, links.y, links.x, p, |on| ons.push(on));
            for on in ons {
                let closes = length >= 4 && on == start;
                if closes || !on_seen.contains(on) {
                    tree.push(TreeNode { potential: on, parent: id });
                    let node = tree.len() as u32 - 1;
                    if closes {
                        closing.push(node);
                    }
                    if !on_seen.contains(on) {
                        on_seen.insert(on);
                        pending_on.push(node);
                    }
                }
            }
        }
    }
    (tree, closing)
}

/// The first chain from `start` (on or off) to its own negation, if any (SE's doForcingChains).
fn forcing_chain(masks: &[Digits; 81], y_links: bool, start: Potential) -> Option<(Vec<TreeNode>, u32)> {
    let mut tree = vec![TreeNode { potential: start, parent: ROOT }];
    let mut seen = super::implications::PotentialSet::default();
    seen.insert(start);
    let (mut pending_on, mut pending_off) = if start.is_on() { (vec![0u32], vec![]) } else { (vec![], vec![0u32]) };
    while !pending_on.is_empty() || !pending_off.is_empty() {
        for id in std::mem::take(&mut pending_on) {
            let mut offs = Vec::new();
            on_to_off(masks, y_links, tree[id as usize].potential, |off| offs.push(off));
            for off in offs {
                if off == start.negated() {
                    tree.push(TreeNode { potential: off, parent: id });
                    return Some((tree.clone(), tree.len() as u32 - 1));
                }
                if !seen.contains(off) {
                    seen.insert(off);
                    tree.push(TreeNode { potential: off, parent: id });
                    pending_off.push(tree.len() as u32 - 1);
                }
            }
        }
        for id in std::mem::take(&mut pending_off) {
            let mut ons = Vec::new();
            off_to_on(masks, y_links, true, tree[id as usize].potential, |on| ons.push(on));
            for on in ons {
                if on == start.negated() {
                    tree.push(TreeNode { potential: on, parent: id });
                    return Some((tree.clone(), tree.len() as u32 - 1));
                }
                if !seen.contains(on) {
                    seen.insert(on);
                    tree.push(TreeNode { potential: on, parent: id });
                    pending_on.push(tree.len() as u32 - 1);
                }
            }
        }
    }
    None
}

/// How many distinct potentials a path holds (its start counted once when the path loops).
fn distinct(path: &[Potential]) -> usize {
    let mut seen = super::implications::PotentialSet::default();
    path.iter().filter(|&&p| {
        let new = !seen.contains(p);
        seen.insert(p);
        new
    }).count()
}

/// Searches the cycles and forcing chains of one link kind from every candidate, offering
/// each hint to `found`.
pub fn search(masks: &[Digits; 81], links: Links, found: &mut Found) {
    for cell in 0..81 {
        let count = masks[cell].count_ones();
        if count < 2 || (count > 2 && !links.x) {
            continue;
        }
        for digit in super::super::board::digits(masks[cell]) {
            let start = Potential::new(cell, digit, true);
            let (tree, closing) = cycles(masks, links, start);
            let mut chains = Vec::new();
            if links.x {
                chains.extend(forcing_chain(masks, links.y, start));
                chains.extend(forcing_chain(masks, links.y, start.negated()));
            }
            for node in closing {
                offer_cycle(masks, links, &path(&tree, node), found);
            }
            for (tree, node) in chains {
                offer_forcing_chain(masks, links, &path(&tree, node), found);
            }
        }
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
fn offer_cycle(masks: &[Digits; 81], links: Links, path: &[Potential], found: &mut Found) {
    let loop_nodes = &path[..path.len() - 1];
    let complexity = distinct(path);
    let base = if links.x && links.y { 70 } else { 65 };
    let rating = base + super::length_tenths(complexity);
    if !found.beats(rating, complexity, sort_key(links)) {
        return;
    }
    let chain_cells = loop_nodes.iter().fold(super::super::board::CellSet::EMPTY, |mut s, p| {
        s.insert(p.cell());
        s
    });
    let mut seen_on = [super::super::board::CellSet::EMPTY; 9];
    let mut seen_off = [super::super::board::CellSet::EMPTY; 9];
    for p in loop_nodes {
        let d = usize::from(p.digit() - 1);
        let peers = PEERS[p.cell()];
        if p.is_on() {
            seen_on[d] = seen_on[d].or(peers);
        } else {
            seen_off[d] = seen_off[d].or(peers);
        }
    }
    let mut eliminations = Vec::new();
    for cell in 0..81 {
        for digit in super::super::board::digits(masks[cell]) {
            let d = usize::from(digit - 1);
            if !chain_cells.contains(cell) && seen_on[d].contains(cell) && seen_off[d].contains(cell) {
                eliminations.push([cell as u8, digit]);
            }
        }
    }
    if eliminations.is_empty() {
        return;
    }
    let technique = if links.y { super::super::step::Technique::BidirectionalCycle } else { super::super::step::Technique::XCycle };
    let mut step = super::super::step::Step::new(technique, rating);
    let ordered: Vec<Potential> = path.iter().rev().copied().collect();
    step.links = super::linear_links(&ordered);
    step.cells = chain_cells.iter().map(|c| c as u8).collect();
    step.candidates = ordered[..ordered.len() - 1].iter().map(|p| p.candidate()).collect();
    step.eliminations = eliminations;
    let kind = match (links.x, links.y) {
        (true, false) => "X-cycle",
        (false, true) => "Y-cycle",
        _ => "XY-cycle",
    };
    step.text = format!(
        "The {kind} through {} alternates strong and weak links, so every candidate that sees both ends of a weak link goes: {}.",
        super::super::board::cells_name(chain_cells.iter()),
        super::super::step::eliminations_text(&step.eliminations)
    );
    found.offer(rating, complexity, sort_key(links), step);
}

/// A forcing chain: `path` runs from the negated start back to the assumption.
fn offer_forcing_chain(masks: &[Digits; 81], links: Links, path: &[Potential], found: &mut Found) {
    let complexity = distinct(path);
    let base = if links.y { 70 } else { 66 };
    let rating = base + super::length_tenths(complexity);
    if !found.beats(rating, complexity, sort_key(links)) {
        return;
    }
    let target = path[0];
    let technique = if links.y { super::super::step::Technique::ForcingChain } else { super::super::step::Technique::ForcingXChain };
    let mut step = super::super::step::Step::new(technique, rating);
    let cell = target.cell();
    if target.is_on() {
        if masks[cell] & !(1 << (target.digit() - 1)) == 0 {
            return;
        }
        step.placements.push(target.candidate());
    } else {
        step.eliminations.push(target.candidate());
    }
    let ordered: Vec<Potential> = path.iter().rev().copied().collect();
    step.links = super::linear_links(&ordered);
    step.cells = vec![cell as u8];
    step.candidates = ordered.iter().map(|p| p.candidate()).collect();
    step.text = format!(
        "If {}, then a chain of {} links leads to {}, so {}.",
        ordered[0].sentence(),
        ordered.len() - 1,
        target.sentence(),
        target.sentence()
    );
    found.offer(rating, complexity, sort_key(links), step);
}

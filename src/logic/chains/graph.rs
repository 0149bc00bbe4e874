//! The static implication graph of a graph: for every candidate, what it turns off when on and
//! what it turns on when off, under one kind of links. The static chains (cycles and forcing
//! chains, cell and region forcing chains) follow it instead of working the implications out
//! again at every node.

use super::super::board::{exactly_two, Digits, CELL_UNITS, UNIT_SETS};
use super::implications::{digit_cells, on_to_off_cells, Potential};

/// The static implications of a graph under one kind of links: the candidate masks, each digit's
/// cells (bit = cell), and the implications precomputed for every candidate
/// `i = cell * 9 + digit - 1`:
/// what it turns off when on (`offs[off_start[i]..off_start[i + 1]]`, in SE's order) and what it
/// turns on when off (`ons[on_start[i]..on_start[i + 1]]`).
///
/// The graph's own potentials are also numbered densely, for per-potential tables:
///
/// ```text
///   dense(p) = 2 * rank + on      rank = how many candidates come before p's (0..count)
/// ```
pub struct Graph<'a> {
    /// The candidates.
    pub masks: &'a [Digits; 81],
    /// Each digit's cells.
    pub cells: [u128; 9],
    off_start: Vec<u32>,
    offs: Vec<Potential>,
    on_start: Vec<u32>,
    ons: Vec<Potential>,
    /// Each candidate's rank among the graph's candidates (by candidate index; absent ones 0).
    rank: [u16; 729],
    /// The candidate index of each rank.
    candidates: Vec<u16>,
}

impl<'a> Graph<'a> {
    /// The implications of `links` among the candidates `masks`.
    pub fn new(masks: &'a [Digits; 81], links: Links) -> Graph<'a> {
        let mut graph = Graph {
            masks,
            cells: digit_cells(masks),
            off_start: Vec::with_capacity(730),
            offs: Vec::with_capacity(4096),
            on_start: Vec::with_capacity(730),
            ons: Vec::with_capacity(1024),
            rank: [0; 729],
            candidates: Vec::with_capacity(729),
        };
        for i in 0..729 {
            graph.off_start.push(graph.offs.len() as u32);
            graph.on_start.push(graph.ons.len() as u32);
            let (cell, digit) = (i / 9, (i % 9) as u8 + 1);
            if masks[cell] & 1 << (digit - 1) == 0 {
                continue;
            }
            graph.rank[i] = graph.candidates.len() as u16;
            graph.candidates.push(i as u16);
            let cells = graph.cells;
            on_to_off_cells(
                masks,
                &cells,
                links.y,
                Potential::new(cell, digit, true),
                |off| graph.offs.push(off),
            );
            let mut ons = std::mem::take(&mut graph.ons);
            off_to_on(&graph, links, Potential::new(cell, digit, false), |on| {
                ons.push(on)
            });
            graph.ons = ons;
        }
        graph.off_start.push(graph.offs.len() as u32);
        graph.on_start.push(graph.ons.len() as u32);
        graph
    }

    /// How many potentials the graph has (two per candidate).
    pub fn potentials(&self) -> usize {
        2 * self.candidates.len()
    }

    /// The dense number of one of the graph's potentials (see [`Graph`]).
    pub fn dense(&self, p: Potential) -> usize {
        2 * usize::from(self.rank[p.index() / 2]) + p.index() % 2
    }

    /// The potential of a dense number.
    pub fn potential(&self, dense: usize) -> Potential {
        Potential::from_index(2 * usize::from(self.candidates[dense / 2]) + dense % 2)
    }

    /// What `p` (on) turns off.
    pub fn turned_off(&self, p: Potential) -> &[Potential] {
        let i = p.index() / 2;
        &self.offs[self.off_start[i] as usize..self.off_start[i + 1] as usize]
    }

    /// What `p` (off) turns on.
    pub fn turned_on(&self, p: Potential) -> &[Potential] {
        let i = p.index() / 2;
        &self.ons[self.on_start[i] as usize..self.on_start[i + 1] as usize]
    }

    /// What `p` implies directly, whether on or off.
    pub fn implied(&self, p: Potential) -> &[Potential] {
        if p.is_on() {
            self.turned_off(p)
        } else {
            self.turned_on(p)
        }
    }
}

/// What `p` off turns on in the static graph: a bivalue cell's other digit (with Y-links), then
/// the other place of the digit in its box, row and column when the unit has two (X-links).
fn off_to_on(graph: &Graph, links: Links, p: Potential, mut emit: impl FnMut(Potential)) {
    let cell = p.cell();
    let mask = graph.masks[cell];
    if links.y && exactly_two(mask.into()) {
        let other = (mask & !(1 << (p.digit() - 1))).trailing_zeros() as u8 + 1;
        emit(Potential::new(cell, other, true));
    }
    if links.x {
        let digit_cells = graph.cells[usize::from(p.digit() - 1)];
        for unit in [
            CELL_UNITS[cell][2],
            CELL_UNITS[cell][0],
            CELL_UNITS[cell][1],
        ] {
            let places = UNIT_SETS[usize::from(unit)].0 & digit_cells;
            if exactly_two(places) {
                let other = (places & !(1u128 << cell)).trailing_zeros() as usize;
                emit(Potential::new(other, p.digit(), true));
            }
        }
    }
}

/// The link kinds of one search: X-links only, Y-links only, or both.
#[derive(Clone, Copy)]
pub struct Links {
    /// Y-links: a bivalue cell's two digits, and a digit on turning its cell's others off.
    pub y: bool,
    /// X-links: a digit's two places in a unit.
    pub x: bool,
}

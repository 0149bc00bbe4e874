//! The static implication graph of a grid: for every candidate, what it turns off when on and
//! what it turns on when off, under one kind of links. The static chains (cycles and forcing
//! chains, cell and region forcing chains) follow it instead of working the implications out
//! again at every node; the dynamic ones work them out on their reduced grid
//! ([`implications`](super::implications)).
//!
//! Its job is Sudoku Explainer's chains, the rating path's and every SE step the shown path
//! takes, so it follows SE exactly: potentials (a candidate on or off) without groups, each
//! one's implications in SE's order (the cell's other digits, then the box, the row, the
//! column), so the searches meet the chains SE meets first, whose complexity is the rating.
//! The named chains of the shown path (X-Chain, XY-Chain, AIC, Grouped AIC, ...) have a graph
//! of their own in `aic.rs`, with box-line groups and shortest chains first; the two meet only
//! where the shown path chooses between a named step and SE's (see `aic.rs`).

use super::super::board::{digits, exactly_two, Digits, CELL_UNITS, UNIT_SETS};
use super::potential::{digit_cells, on_to_off_cells, Potential};

/// The static implications of a grid under one kind of links: the candidate masks, each digit's
/// cells (bit = cell), and what each potential implies, precomputed in SE's order.
///
/// The grid's own potentials are numbered densely, and the implications stored by that number
/// (`implied[start[n]..start[n + 1]]` for potential number `n`):
///
/// ```text
///   dense(p) = 2 * rank + on      rank = how many candidates come before p's (0..count)
/// ```
pub struct Graph<'a> {
    /// The candidates.
    pub masks: &'a [Digits; 81],
    /// Each digit's cells.
    pub cells: [u128; 9],
    start: Vec<u32>,
    implied: Vec<Potential>,
    /// Each candidate's rank among the grid's candidates (by candidate index; absent ones 0).
    rank: [u16; 729],
    /// The "off" potential of each rank.
    offs: Vec<Potential>,
    /// How many candidates the grid has.
    count: usize,
}

impl<'a> Graph<'a> {
    /// The implications of `links` among the candidates `masks`.
    pub fn new(masks: &'a [Digits; 81], links: Links) -> Graph<'a> {
        let cells = digit_cells(masks);
        let mut start = Vec::with_capacity(2 * 729 + 1);
        let mut implied = Vec::with_capacity(4096);
        let mut rank = [0; 729];
        let mut offs = Vec::with_capacity(729);
        let mut count = 0;
        for (cell, &mask) in masks.iter().enumerate() {
            for digit in digits(mask) {
                let off = Potential::new(cell, digit, false);
                rank[off.index() / 2] = count as u16;
                offs.push(off);
                count += 1;
                start.push(implied.len() as u32);
                off_to_on(masks, &cells, links, off, |on| implied.push(on));
                start.push(implied.len() as u32);
                on_to_off_cells(masks, &cells, links.y, off.negated(), |off| {
                    implied.push(off)
                });
            }
        }
        start.push(implied.len() as u32);
        Graph {
            masks,
            cells,
            start,
            implied,
            rank,
            offs,
            count,
        }
    }

    /// How many potentials the graph has (two per candidate).
    pub fn potentials(&self) -> usize {
        2 * self.count
    }

    /// The dense number of one of the graph's potentials (see [`Graph`]).
    pub fn dense(&self, p: Potential) -> usize {
        2 * usize::from(self.rank[p.index() / 2]) + p.index() % 2
    }

    /// The potential numbered `dense` (see [`Graph`]).
    pub fn potential(&self, dense: usize) -> Potential {
        let off = self.offs[dense / 2];
        if dense % 2 == 1 {
            off.negated()
        } else {
            off
        }
    }

    /// What the potential numbered `dense` implies directly: what it turns off when on, what
    /// it turns on when off.
    pub fn implied_by(&self, dense: usize) -> &[Potential] {
        &self.implied[self.start[dense] as usize..self.start[dense + 1] as usize]
    }

    /// What `p` implies directly (see [`Graph::implied_by`]).
    pub fn implied(&self, p: Potential) -> &[Potential] {
        self.implied_by(self.dense(p))
    }
}

/// What `p` off turns on in the static graph: a bivalue cell's other digit (with Y-links), then
/// the other place of the digit in its box, row and column when the unit has two (X-links).
fn off_to_on(
    masks: &[Digits; 81],
    cells: &[u128; 9],
    links: Links,
    p: Potential,
    mut emit: impl FnMut(Potential),
) {
    let cell = p.cell();
    let mask = masks[cell];
    if links.y && exactly_two(mask.into()) {
        let other = (mask & !(1 << (p.digit() - 1))).trailing_zeros() as u8 + 1;
        emit(Potential::new(cell, other, true));
    }
    if links.x {
        let digit_cells = cells[usize::from(p.digit() - 1)];
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

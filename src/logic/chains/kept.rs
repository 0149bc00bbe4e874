//! The chains of a multiple-chaining rule, kept from one search to the next along a solution.
//!
//! Each step of a solution starts again from the simplest rule, so a hard puzzle runs the same
//! multiple-chaining rules on boards a few candidates apart, and most of their time goes to
//! following every assumption's implications again. A chain is kept while the candidates
//! removed since it was built cannot change it. Candidates only shrink along a solution, and a
//! propagation rebuilt on the smaller board (by induction over the nodes it takes, in order)
//! sees a removed candidate only
//!
//! - where a node turns candidates off (an "on", or a static "off"'s emptiness test): each
//!   candidate it reaches becomes a node or already is one, so the removal of a candidate none
//!   of the chain's potentials is on changes nothing there;
//! - where an "off" looks for a bivalue cell or a unit with two places of its digit: what the
//!   removal changes is a count, which matters only if it was or becomes exactly two. The
//!   count when the "off" was taken lies between the count on the board and the count once
//!   every "off" of the chain is removed (the [`Footprint`] keeps those removals).

use super::super::board::{digits, CellSet, Digits, CELL_UNITS, UNIT_SETS};
use super::implications::{Chain, Contradiction, Potential, PotentialSet, Propagator, POTENTIALS};
use crate::logic::Budget;

/// Where a propagation looked for what an "off" turns on (the cells, and per digit the cells
/// around which it counted the digit's places), and each digit's cells once all its "off"s
/// were taken.
#[derive(Clone, Copy, Default)]
pub struct Footprint {
    cells: u128,
    around: [u128; 9],
    remaining: [u128; 9],
    everything: bool,
}

impl Footprint {
    /// Records that the propagation looked for what `p` off turns on.
    pub fn read(&mut self, p: Potential) {
        self.cells |= 1 << p.cell();
        self.around[usize::from(p.digit() - 1)] |= 1 << p.cell();
    }

    /// Records that the propagation read the whole grid.
    pub fn read_everything(&mut self) {
        self.everything = true;
    }

    /// Records each digit's cells (bit = cell) once the propagation is over.
    pub fn finish(&mut self, remaining: &[u128; 9]) {
        self.remaining = *remaining;
    }

    /// Whether `changes` leave the propagation of a chain of `potentials` with this footprint
    /// as it was.
    fn unchanged_by(&self, potentials: &PotentialSet, changes: &Changes) -> bool {
        if self.everything || changes.added || !potentials.is_disjoint(&changes.removed) {
            return false;
        }
        // Every removal below is outside the chain, so it was still there when counted.
        let cells_unchanged = CellSet(self.cells & changes.cells).iter().all(|cell| {
            let (mut at_end, mut on_board) = (0, 0);
            for d in 0..9 {
                let here = changes.old_cells[d] >> cell & 1;
                on_board += here;
                at_end += here & (self.remaining[d] >> cell);
            }
            let removed = (changes.old[cell] & !changes.new[cell]).count_ones();
            !may_reach_two(at_end as u32, on_board as u32, removed)
        });
        cells_unchanged
            && (0..9).all(|d| {
                CellSet(changes.removed_cells[d]).iter().all(|cell| {
                    CELL_UNITS[cell].iter().all(|&unit| {
                        let unit = UNIT_SETS[usize::from(unit)].0;
                        unit & self.around[d] == 0 || {
                            let on_board = unit & changes.old_cells[d];
                            !may_reach_two(
                                (on_board & self.remaining[d]).count_ones(),
                                on_board.count_ones(),
                                (unit & changes.removed_cells[d]).count_ones(),
                            )
                        }
                    })
                })
            })
    }
}

/// Whether a count between `low` and `high`, less `removed`, may have been or become exactly
/// two (so what a bivalue cell or a unit's two places imply may differ).
fn may_reach_two(low: u32, high: u32, removed: u32) -> bool {
    (low..=high).contains(&2) || (low..=high).contains(&(2 + removed))
}

/// How a board differs from the one before: the candidates removed (both potentials of each,
/// and per digit the cells), the cells that lost any, the boards themselves, and whether any
/// candidate came back (then no chain is kept).
struct Changes {
    removed: PotentialSet,
    removed_cells: [u128; 9],
    cells: u128,
    old: [Digits; 81],
    old_cells: [u128; 9],
    new: [Digits; 81],
    added: bool,
}

impl Changes {
    fn between(old: &[Digits; 81], new: &[Digits; 81]) -> Changes {
        let mut changes = Changes {
            removed: PotentialSet::default(),
            removed_cells: [0; 9],
            cells: 0,
            old: *old,
            old_cells: [0; 9],
            new: *new,
            added: false,
        };
        for (cell, (&a, &b)) in old.iter().zip(new).enumerate() {
            for digit in digits(a) {
                changes.old_cells[usize::from(digit - 1)] |= 1 << cell;
            }
            changes.added |= b & !a != 0;
            let removed = a & !b;
            if removed == 0 {
                continue;
            }
            changes.cells |= 1 << cell;
            for digit in digits(removed) {
                for on in [false, true] {
                    changes.removed.insert(Potential::new(cell, digit, on));
                }
                changes.removed_cells[usize::from(digit - 1)] |= 1 << cell;
            }
        }
        changes
    }
}

/// One kept chain and what it can be reused for.
struct Kept {
    /// The chain and the contradiction that ended it, if any.
    outcome: (Chain, Option<Contradiction>),
    footprint: Footprint,
    /// The complexity limit it was built under, and whether that limit stopped it with nodes
    /// still pending: then it serves only searches under the same limit or a lower one, whose
    /// chains are a prefix of it (see [`Propagator::complete`]); a longer chain only adds
    /// conclusions beyond their limit.
    limit: usize,
    cut_short: bool,
    /// Whether it is still the chain of the current board.
    current: bool,
}

/// Marks a potential without a kept chain.
const NONE: u16 = u16::MAX;

/// The chains of one rule's last searches, by assumption, and the board they were built on;
/// and the time budget the rule's searches stop at.
#[derive(Default)]
pub struct KeptChains {
    board: Option<[Digits; 81]>,
    /// Where each potential's chain sits in `kept` (`NONE` when there is none), by index.
    slot: Vec<u16>,
    kept: Vec<Kept>,
    budget: Budget,
}

impl KeptChains {
    /// No chains yet, for searches that stop once `budget` is spent.
    pub fn within(budget: Budget) -> KeptChains {
        KeptChains {
            budget,
            ..KeptChains::default()
        }
    }

    /// The budget the searches stop at.
    pub fn budget(&self) -> &Budget {
        &self.budget
    }

    /// Moves to a search on `board`: the chains whose footprint holds a changed candidate no
    /// longer count.
    pub fn start(&mut self, board: &[Digits; 81]) {
        if let Some(old) = &self.board {
            let changes = Changes::between(old, board);
            for kept in &mut self.kept {
                kept.current =
                    kept.current && kept.footprint.unchanged_by(kept.outcome.0.set(), &changes);
            }
        } else {
            self.slot = vec![NONE; POTENTIALS];
        }
        self.board = Some(*board);
    }

    /// Makes sure the chain of `assumption` on the current board, as `propagator` (over that
    /// board, under its limit) would build it, is kept: builds it unless a kept one serves.
    pub fn ensure(&mut self, propagator: &mut Propagator, assumption: Potential) {
        let slot = &mut self.slot[assumption.index()];
        if *slot == NONE {
            *slot = self.kept.len() as u16;
            self.kept.push(Kept {
                outcome: Default::default(),
                footprint: Footprint::default(),
                limit: 0,
                cut_short: false,
                current: false,
            });
        }
        let kept = &mut self.kept[usize::from(*slot)];
        let limit = propagator.limit();
        if kept.current && (!kept.cut_short || limit <= kept.limit) {
            return;
        }
        let (chain, contradiction) = &mut kept.outcome;
        chain.restart(assumption);
        *contradiction = propagator.complete(chain);
        kept.footprint = *propagator.footprint();
        kept.limit = limit;
        kept.cut_short = propagator.cut_short();
        kept.current = true;
    }

    /// The chain of `assumption` (made sure of by [`KeptChains::ensure`]) and the
    /// contradiction that ended it, if any.
    pub fn get(&self, assumption: Potential) -> &(Chain, Option<Contradiction>) {
        let slot = self.slot[assumption.index()];
        debug_assert!(slot != NONE, "made sure of by ensure");
        &self.kept[usize::from(slot)].outcome
    }
}

#[cfg(test)]
mod tests {
    use super::super::graph::Graph;
    use super::super::implications::Mode;
    use super::*;
    use crate::logic::{next_step, rated_samples, Board, Techniques};

    /// Along the solutions of chain-rated puzzles, every chain kept as current (static and
    /// dynamic) is the chain built afresh on the board where it is reused.
    #[test]
    fn kept_chains_are_the_chains_built_afresh() {
        let hardest = rated_samples(8.5);
        let mut compared = 0;
        for puzzle in hardest.step_by(8) {
            for dynamic in [false, true] {
                let mode = Mode {
                    y_links: true,
                    dynamic,
                    level: 0,
                };
                let mut kept = KeptChains::default();
                let mut board = Board::new(&puzzle);
                while let Some(step) = next_step(&board, true, Techniques::Rating) {
                    let masks = board.candidate_masks();
                    let graph = (!dynamic).then(|| Graph::new(masks, mode.links()));
                    let mut propagator =
                        Propagator::new(masks, mode, graph.as_ref(), Budget::unlimited());
                    kept.start(masks);
                    for (cell, &mask) in masks.iter().enumerate() {
                        for digit in digits(mask) {
                            for on in [true, false] {
                                let assumption = Potential::new(cell, digit, on);
                                let slot = kept.slot[assumption.index()];
                                let current = slot != NONE && kept.kept[usize::from(slot)].current;
                                kept.ensure(&mut propagator, assumption);
                                if current {
                                    let mut fresh = Chain::default();
                                    fresh.restart(assumption);
                                    let contradiction = propagator.complete(&mut fresh);
                                    assert!(
                                        kept.get(assumption) == &(fresh, contradiction),
                                        "{puzzle}: {assumption:?}"
                                    );
                                    compared += 1;
                                }
                            }
                        }
                    }
                    step.apply(&mut board);
                }
            }
        }
        assert!(compared > 1000, "only {compared} kept chains compared");
    }
}

//! The chains of a multiple-chaining rule, kept from one search to the next along a solution.
//!
//! Each step of a solution starts again from the simplest rule, so a hard puzzle runs the same
//! multiple-chaining rules on boards a few candidates apart, and most of their time goes to
//! following every assumption's implications again. A chain is kept while the candidates
//! removed since it was built cannot change it (see [`footprint`](super::footprint)).

use super::super::board::Digits;
use super::chain::{Chain, Contradiction};
use super::footprint::{Changes, Footprint};
use super::implications::Propagator;
use super::potential::{Potential, POTENTIALS};
use crate::logic::Budget;

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
    use crate::logic::board::digits;
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
                };
                let mut kept = KeptChains::default();
                let mut board = Board::new(&puzzle);
                while let Some(step) = next_step(&board, true, Techniques::Rating) {
                    let masks = board.candidate_masks();
                    let graph = (!dynamic).then(|| Graph::new(masks, mode.links()));
                    let mut propagator = Propagator::new(masks, mode, graph.as_ref(), None);
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

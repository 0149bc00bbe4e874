//! How the solver calls its finders, and what it remembers between steps so that it does not
//! search again where nothing can have changed.
//!
//! Many finders look at a small part of the board at a time. A single-digit finder (fish,
//! intersections, turbot fish, Nishio, ...) finds in each digit what that digit's candidates
//! allow, whatever the other digits hold; a local finder (subsets, aligned exclusion) decides each
//! of its patterns from the candidates of a few cells (a unit, or the pattern's cells and their
//! peers). Once such a finder has found nothing at all, it cannot find anything where those
//! candidates are still the same: [`Memo`] keeps, per finder, the candidates as they were when it
//! last found nothing, and the next call searches only the digits that have changed since, or
//! the patterns whose cells may have.
//! Skipping is exact: what is skipped would have found nothing, so the step found (the first,
//! or the best) is the same.

use super::board::{Board, CellSet, Digits, ALL_CELLS, ALL_DIGITS};
use super::chains::KeptChains;
use super::step::Step;
use super::Budget;

/// A finder: the first (or best) instance of a technique on the board, if any.
#[derive(Clone, Copy)]
pub enum Finder {
    /// Reads the whole board.
    Board(fn(&Board) -> Option<Step>),
    /// Finds each digit's instances from that digit's candidates alone; searches only the
    /// digits in the mask it is given.
    Digits(fn(&Board, Digits) -> Option<Step>),
    /// Decides each instance from the candidates of a few cells; given the cells whose
    /// candidates changed, searches only the instances that may depend on one of them.
    Cells(fn(&Board, CellSet) -> Option<Step>),
    /// Reads the whole board, but has a single-digit part as [`Finder::Digits`] does, which
    /// searches only the digits in the mask it is given; the rest runs in full every time.
    Mixed(fn(&Board, Digits) -> Option<Step>),
    /// A multiple-chaining rule: reads the whole board, and keeps its chains for its next call,
    /// which rebuilds only those that read a changed candidate (see [`KeptChains`]).
    Chains(fn(&Board, &mut KeptChains) -> Option<Step>),
}

/// Per finder, the candidates when it last found nothing (`None`: not known yet), and the
/// chains of the multiple-chaining rules.
///
/// One memo serves the boards of one solution, each reached from the one before by steps, which
/// only ever remove candidates (a finder may rely on a cell's candidates having been a superset).
pub struct Memo {
    fruitless: Vec<Option<[Digits; 81]>>,
    kept: Vec<KeptChains>,
    budget: Budget,
}

impl Memo {
    /// A memo for `finders` finders, numbered from 0, that knows nothing yet; the chaining
    /// rules stop once `budget` is spent.
    pub fn new(finders: usize, budget: &Budget) -> Memo {
        Memo {
            fruitless: vec![None; finders],
            kept: (0..finders)
                .map(|_| KeptChains::within(budget.clone()))
                .collect(),
            budget: budget.clone(),
        }
    }

    /// Whether the chaining rules' budget is spent (their searches then find nothing).
    pub fn spent(&self) -> bool {
        self.budget.spent()
    }

    /// Runs finder number `slot` on `board`, skipping the digits or cells where it is known to
    /// find nothing.
    pub fn find(&mut self, slot: usize, finder: Finder, board: &Board) -> Option<Step> {
        let masks = board.candidate_masks();
        let known = &mut self.fruitless[slot];
        let step = match finder {
            Finder::Board(find) => return find(board),
            Finder::Chains(find) => return find(board, &mut self.kept[slot]),
            Finder::Digits(find) | Finder::Mixed(find) => {
                let changed = known.as_ref().map_or(ALL_DIGITS, |old| {
                    old.iter()
                        .zip(masks)
                        .fold(0, |changed, (a, b)| changed | (a ^ b))
                });
                if changed == 0 && matches!(finder, Finder::Digits(_)) {
                    return None;
                }
                find(board, changed)
            }
            Finder::Cells(find) => {
                let changed = known.as_ref().map_or(ALL_CELLS, |old| {
                    (0..81)
                        .filter(|&c| old[c] != masks[c])
                        .fold(CellSet::EMPTY, |changed, c| changed.or(CellSet::single(c)))
                });
                if changed.is_empty() {
                    return None;
                }
                find(board, changed)
            }
        };
        if step.is_none() {
            *known = Some(*masks);
        }
        step
    }
}

#[cfg(test)]
mod tests {
    use super::super::{find_step, new_memo, rated_samples, Board, Budget, Techniques};

    /// Every step of a solution that carries the memo is the step found from scratch at that
    /// position, on the rating path and on the shown one: chain-rated puzzles, whose solutions
    /// run the finders again and again on boards a few candidates apart (and the multiple-
    /// chaining rules on the chains they kept).
    #[test]
    fn steps_with_the_memo_are_the_steps_found_from_scratch() {
        let chain_rated = rated_samples(7.0);
        let mut steps = 0;
        for puzzle in chain_rated.step_by(4) {
            for techniques in [Techniques::Rating, Techniques::Named] {
                let mut board = Board::new(&puzzle);
                let mut memo = new_memo(&Budget::unlimited());
                while let Some((step, source)) = find_step(&board, true, techniques, &mut memo) {
                    let fresh = find_step(
                        &board,
                        true,
                        techniques,
                        &mut new_memo(&Budget::unlimited()),
                    );
                    assert_eq!(
                        fresh,
                        Some((step.clone(), source)),
                        "{puzzle}, step {steps}"
                    );
                    step.apply(&mut board);
                    steps += 1;
                }
            }
        }
        assert!(steps > 2000, "only {steps} steps checked");
    }
}

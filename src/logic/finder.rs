//! How the solver calls its finders, in which order, and what it remembers between steps so
//! that it does not search again where nothing can have changed.
//!
//! Each technique module lists its finders once ([`Listed`]: the function, its place, what it
//! assumes, the techniques its steps name); [`Order`] sorts them into the order a solution tries
//! them, from the technique table's ratings and family order.
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
use super::technique::{Family, Technique, TABLE};
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

/// Whether a finder relies on the puzzle having one solution (uniqueness techniques), or is
/// worth running only then, so it is skipped for puzzles with several.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Assumes {
    /// Sound on any grid.
    Nothing,
    /// Sound only on a grid with one solution.
    Uniqueness,
    /// The nested forcing chains: sound on any grid, but on a grid with several solutions (which
    /// no technique can finish) they search long in vain.
    OneSolution,
}

/// Where a finder runs in a solution.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Place {
    /// One of Sudoku Explainer's rules, tried simplest first: at this rating (in tenths), SE's
    /// rating of the simplest form the finder finds (a technique's base or lowest rating in the
    /// table). Finders at the same rating run in the table's order of their families.
    Se(u16),
    /// A named technique SE lacks, shown in place of SE's step when it is no harder (see
    /// `find_step`); among equally rated steps, the family first in the table wins.
    Named,
}

/// A finder as its technique module lists it.
#[derive(Clone, Copy)]
pub struct Listed {
    /// How to call it.
    pub find: Finder,
    /// Where it runs.
    pub place: Place,
    /// What it assumes of the puzzle.
    pub assumes: Assumes,
    /// The techniques its steps name (all of one family).
    pub finds: &'static [Technique],
}

impl Listed {
    /// The family of the techniques it finds.
    pub fn family(&self) -> Family {
        self.finds[0].family()
    }

    /// Whether it finds chains or nets: the finders from the first of these on are not
    /// [`super::Techniques::Basic`].
    fn chains(&self) -> bool {
        matches!(self.family(), Family::Chains | Family::ForcingChains)
    }
}

/// Every listed finder in the order a solution tries them, numbered by their index (the memo's
/// slots): Sudoku Explainer's rules by [`Place::Se`] rating, the basic ones (before the first
/// chain) first, then the named techniques.
pub struct Order {
    /// The finders in order.
    pub finders: Vec<Listed>,
    /// How many come before the first chain (the basic techniques).
    pub basic: usize,
    /// How many are SE's rules (the named techniques follow).
    pub se: usize,
}

impl Order {
    /// The order of `modules`' finders. Ties keep the order of `modules` and of each list.
    pub fn of(modules: &[&[Listed]]) -> Order {
        let family_place = |family: Family| TABLE.iter().position(|entry| entry.family == family);
        let mut finders: Vec<Listed> = modules
            .iter()
            .flat_map(|list| list.iter().copied())
            .collect();
        finders.sort_by_key(|listed| match listed.place {
            Place::Se(rating) => (0, rating, family_place(listed.family())),
            Place::Named => (1, 0, family_place(listed.family())),
        });
        let se = finders
            .iter()
            .take_while(|listed| matches!(listed.place, Place::Se(_)))
            .count();
        let basic = finders[..se]
            .iter()
            .take_while(|listed| !listed.chains())
            .count();
        Order { finders, basic, se }
    }
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

    /// Runs `listed`, finder number `slot`, on `board`, skipping the digits or cells where it is
    /// known to find nothing.
    pub fn find(&mut self, slot: usize, listed: &Listed, board: &Board) -> Option<Step> {
        let step = self.run(slot, listed.find, board);
        debug_assert!(
            step.as_ref()
                .is_none_or(|step| listed.finds.contains(&step.technique)),
            "{step:?} is not listed for its finder"
        );
        step
    }

    fn run(&mut self, slot: usize, finder: Finder, board: &Board) -> Option<Step> {
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
                    (0..81).filter(|&c| old[c] != masks[c]).collect()
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
    use super::super::{
        find_step, new_memo, next_step, order, rated_samples, Board, Budget, Techniques,
    };
    use super::{Finder, Listed, Place, ALL_CELLS, ALL_DIGITS, TABLE};
    use crate::{solve, Grid, Solution};

    /// Every finder but SE's chaining rules (whose searches assume the simpler rules found
    /// nothing), the named chains included, tried in full at every position of the logical
    /// solution of fixture puzzles, keeps the solution's digits and names a technique listed
    /// for it.
    #[test]
    fn every_finder_keeps_the_solution_and_names_its_techniques() {
        let seventeen = include_str!("../../tests/fixtures/puzzles/puzzles2_17_clue.txt")
            .lines()
            .take(150);
        let hardest = include_str!("../../tests/fixtures/puzzles/puzzles3_magictour_top1465.txt")
            .lines()
            .take(60);
        let mut checked = 0;
        for line in seventeen.chain(hardest) {
            let grid = Grid::parse(line).expect("a puzzle");
            let Solution::Unique(solution) = solve(&grid) else {
                panic!("fixtures have one solution")
            };
            let mut board = Board::new(&grid);
            while let Some(step) = next_step(&board, true, Techniques::Named) {
                let tried = |listed: &&Listed| !matches!(listed.find, Finder::Chains(_));
                for listed in order().finders.iter().filter(tried) {
                    let found = match listed.find {
                        Finder::Board(find) => find(&board),
                        Finder::Digits(find) | Finder::Mixed(find) => find(&board, ALL_DIGITS),
                        Finder::Cells(find) => find(&board, ALL_CELLS),
                        Finder::Chains(_) => continue,
                    };
                    let Some(found) = found else { continue };
                    checked += 1;
                    assert!(
                        listed.finds.contains(&found.technique),
                        "{line}: {:?} not listed for its finder",
                        found.technique
                    );
                    for &[cell, digit] in &found.eliminations {
                        let text = &found.text;
                        assert_ne!(solution.get(usize::from(cell)), digit, "{line}: {text}");
                    }
                    for &[cell, digit] in &found.placements {
                        let text = &found.text;
                        assert_eq!(solution.get(usize::from(cell)), digit, "{line}: {text}");
                    }
                }
                step.apply(&mut board);
            }
        }
        assert!(checked > 1000, "only {checked} steps checked");
    }

    /// Every technique of the table has a listed finder; a finder's techniques are of one
    /// family, and its place is the base or lowest rating of one of them; the order runs SE's
    /// rules simplest first, the basic ones (no chain among them) before the first chain.
    #[test]
    fn every_technique_has_a_finder_placed_at_its_rating() {
        let order = order();
        for entry in TABLE {
            assert!(
                order
                    .finders
                    .iter()
                    .any(|listed| listed.finds.contains(&entry.technique)),
                "{} has no finder",
                entry.name
            );
        }
        for listed in &order.finders {
            let family = listed.family();
            assert!(
                listed.finds.iter().all(|t| t.family() == family),
                "{:?}",
                listed.finds
            );
            if let Place::Se(rating) = listed.place {
                assert!(
                    listed
                        .finds
                        .iter()
                        .any(|t| rating == t.rating() || rating == t.lowest_rating()),
                    "{:?} placed at {rating}",
                    listed.finds
                );
            }
        }
        let places: Vec<Place> = order.finders.iter().map(|listed| listed.place).collect();
        assert!(places[..order.se].is_sorted_by_key(|place| match place {
            Place::Se(rating) => *rating,
            Place::Named => u16::MAX,
        }));
        assert!(places[order.se..]
            .iter()
            .all(|&place| place == Place::Named));
        assert!(order.finders[..order.basic].iter().all(|l| !l.chains()));
        assert!(order.finders[order.basic].chains());
    }

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

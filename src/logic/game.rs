//! A person's game asked about in one call: from the givens, the person's entries and the
//! candidates they kept, the next step, the wrong entries, or why no step exists, and the
//! givens' rating when asked. What a page needs for one press of "Hint", so that it never
//! composes several engine calls (and never finds wrong entries itself).

use serde::Serialize;

use super::board::cell_name;
use super::{
    next_step_within, rate_within, Board, Budget, Digits, Hint, MistakeStep, RatingSummary, Reason,
    Status, Techniques,
};
use crate::grid::{Grid, CELLS};
use crate::solver::{solve, Solution};

/// Why [`game_hint`] gives no step.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Stuck {
    /// Every cell holds a digit, and every entry is right.
    Full,
    /// The givens have several solutions: a step would be a guess.
    Multiple,
    /// The givens have no solution (they clash, or leave no completion).
    None,
    /// The givens have one solution, but no technique applies within the search the hint was
    /// given: with `reason: "budget"`, the next step needs a longer search (nested forcing
    /// chains take seconds), else no technique the solver knows applies (nested forcing chains
    /// finish every such puzzle we know of, so that is not expected).
    Beyond,
}

/// The answer to one "Hint" press: exactly one of `step` and `stuck` is set.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct GameHint {
    /// How many solutions the givens have.
    pub status: Status,
    /// The next step, or a mistake: wrong entries (never a given), or a cell whose kept
    /// candidates lack its digit.
    pub step: Option<Hint>,
    /// Why there is no step.
    pub stuck: Option<Stuck>,
    /// With [`Stuck::Beyond`], [`Reason::Budget`] when the search for the step ran out of its
    /// budget: a longer one (in a worker) may find it.
    pub reason: Option<Reason>,
    /// The 81 candidate masks the step starts from (bit d-1 set = digit d): what the rules allow
    /// on the givens and entries, within the kept candidates; 0 for filled cells.
    pub candidates: Vec<Digits>,
    /// The givens' rating, when asked for and they have one solution.
    pub rating: Option<RatingSummary>,
}

/// An entry in a cell that holds a given: not a game a person can have.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct EntryOnGiven {
    /// The cell (0-80).
    pub cell: usize,
}

impl std::fmt::Display for EntryOnGiven {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "entries: {} holds a given", cell_name(self.cell))
    }
}

impl std::error::Error for EntryOnGiven {}

/// The next step for a person's game: `givens` the puzzle, `entries` the person's digits (0
/// where none), `kept` the candidates they kept (`None`: all the rules allow). `rate_givens`: also
/// rate the givens within that budget (a whole logical solution: asked once per puzzle); a
/// rating the budget cuts short is left out (`rating: None`), so a hint never waits long for it.
/// `search`: the budget of the search for the step; once it is spent the answer is
/// [`Stuck::Beyond`] with [`Reason::Budget`].
///
/// Givens with several solutions are answered at once ([`Stuck::Multiple`]): any step would
/// rest on a guess. Entries that differ from the givens' solution come first, as a mistake
/// naming every wrong entry's cell, whether or not it clashes with a digit on the board.
pub fn game_hint(
    givens: &Grid,
    entries: &Grid,
    kept: Option<&[Digits; CELLS]>,
    rate_givens: Option<&Budget>,
    search: &Budget,
) -> Result<GameHint, EntryOnGiven> {
    let mut position = *givens;
    for cell in 0..CELLS {
        match (givens.get(cell), entries.get(cell)) {
            (_, 0) => {}
            (0, entry) => position.set(cell, entry),
            _ => return Err(EntryOnGiven { cell }),
        }
    }
    let board = match kept {
        Some(masks) => Board::with_candidates(&position, masks),
        None => Board::new(&position),
    };
    let mut answer = GameHint {
        status: Status::None,
        step: None,
        stuck: None,
        reason: None,
        candidates: board.candidate_masks().to_vec(),
        rating: None,
    };
    let solution = match solve(givens) {
        Solution::Unique(solution) => solution,
        Solution::Multiple(_) => {
            answer.status = Status::Multiple;
            answer.stuck = Some(Stuck::Multiple);
            return Ok(answer);
        }
        Solution::None => {
            answer.stuck = Some(Stuck::None);
            return Ok(answer);
        }
    };
    answer.status = Status::Unique;
    if let Some(budget) = rate_givens {
        let rating = rate_within(givens, budget);
        answer.rating = rating.reason.is_none().then_some(rating);
    }
    let wrong: Vec<usize> = (0..CELLS)
        .filter(|&cell| entries.get(cell) != 0 && entries.get(cell) != solution.get(cell))
        .collect();
    if !wrong.is_empty() {
        answer.step = Some(Hint::Mistake(MistakeStep::wrong_entries(wrong)));
        return Ok(answer);
    }
    if board.is_solved() {
        answer.stuck = Some(Stuck::Full);
        return Ok(answer);
    }
    if let Some(mistake) = MistakeStep::lost_candidate(&board, &solution) {
        answer.step = Some(Hint::Mistake(mistake));
        return Ok(answer);
    }
    match next_step_within(&board, true, Techniques::Named, search) {
        Some(step) => answer.step = Some(Hint::Step(step)),
        None => {
            answer.stuck = Some(Stuck::Beyond);
            answer.reason = search.spent().then_some(Reason::Budget);
        }
    }
    Ok(answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    /// One solution, and no technique short of nested forcing chains applies at the start.
    const BEYOND: &str =
        "........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4";

    fn grid(text: &str) -> Grid {
        Grid::parse(text).expect("puzzle")
    }

    fn solution_of(puzzle: &Grid) -> Grid {
        match solve(puzzle) {
            Solution::Unique(solution) => solution,
            _ => panic!("one solution expected"),
        }
    }

    fn mistake_cells(answer: &GameHint) -> Vec<u8> {
        match &answer.step {
            Some(Hint::Mistake(m)) => m.cells.clone(),
            other => panic!("a mistake expected, got {other:?}"),
        }
    }

    #[test]
    fn a_wrong_entry_that_clashes_with_nothing_is_named_and_no_given_is() {
        let givens = grid(PUZZLE);
        let solution = solution_of(&givens);
        let empty = (0..CELLS).find(|&c| givens.get(c) == 0).unwrap();
        // A digit that breaks no rule on the board (one of the cell's candidates) but is wrong.
        let board = Board::new(&givens);
        let wrong = super::super::board::digits(board.candidates(empty))
            .find(|&d| d != solution.get(empty))
            .expect("a cell with two candidates");
        let mut entries = Grid::EMPTY;
        entries.set(empty, wrong);
        let mut with_entry = givens;
        with_entry.set(empty, wrong);
        assert!(
            with_entry.clashes().is_empty(),
            "the entry clashes with nothing"
        );
        let answer = game_hint(&givens, &entries, None, None, &Budget::unlimited()).unwrap();
        assert_eq!(mistake_cells(&answer), vec![empty as u8]);
        assert_eq!(answer.status, Status::Unique);
        assert_eq!(answer.stuck, None);
    }

    #[test]
    fn an_entry_clashing_with_a_given_blames_the_entry() {
        let givens = grid(PUZZLE);
        // r1c3 is empty; r1c1 holds the given 5: an entry 5 at r1c3 clashes with it.
        let mut entries = Grid::EMPTY;
        entries.set(2, 5);
        let answer = game_hint(&givens, &entries, None, None, &Budget::unlimited()).unwrap();
        assert_eq!(mistake_cells(&answer), vec![2]);
    }

    #[test]
    fn right_entries_lead_to_a_step_that_is_a_proof() {
        let givens = grid(PUZZLE);
        let solution = solution_of(&givens);
        let mut entries = Grid::EMPTY;
        for cell in (0..CELLS).filter(|&c| givens.get(c) == 0).take(10) {
            entries.set(cell, solution.get(cell));
        }
        let answer = game_hint(
            &givens,
            &entries,
            None,
            Some(&Budget::unlimited()),
            &Budget::unlimited(),
        )
        .unwrap();
        let Some(Hint::Step(step)) = &answer.step else {
            panic!("a step expected, got {:?}", answer.step)
        };
        for &[cell, digit] in &step.placements {
            assert_eq!(solution.get(cell as usize), digit);
        }
        for &[cell, digit] in &step.eliminations {
            assert_ne!(solution.get(cell as usize), digit);
        }
        let rating = answer.rating.expect("rated when asked");
        assert_eq!(
            rating,
            super::super::rate(&givens),
            "the givens' rating, not the position's"
        );
    }

    #[test]
    fn a_full_right_board_is_full_and_a_lost_candidate_is_a_mistake() {
        let givens = grid(PUZZLE);
        let solution = solution_of(&givens);
        let mut entries = Grid::EMPTY;
        for cell in (0..CELLS).filter(|&c| givens.get(c) == 0) {
            entries.set(cell, solution.get(cell));
        }
        let full = game_hint(&givens, &entries, None, None, &Budget::unlimited()).unwrap();
        assert_eq!((full.step, full.stuck), (None, Some(Stuck::Full)));

        let empty = (0..CELLS).find(|&c| givens.get(c) == 0).unwrap();
        let mut kept = [0x1FF; CELLS];
        kept[empty] &= !(1 << (solution.get(empty) - 1));
        let lost = game_hint(
            &givens,
            &Grid::EMPTY,
            Some(&kept),
            None,
            &Budget::unlimited(),
        )
        .unwrap();
        assert_eq!(mistake_cells(&lost), vec![empty as u8]);
    }

    #[test]
    fn several_none_and_beyond_say_why() {
        let empty = game_hint(
            &Grid::EMPTY,
            &Grid::EMPTY,
            None,
            Some(&Budget::unlimited()),
            &Budget::unlimited(),
        )
        .unwrap();
        assert_eq!(
            (empty.status, empty.stuck, empty.rating),
            (Status::Multiple, Some(Stuck::Multiple), None)
        );
        let mut clash = grid(PUZZLE);
        clash.set(2, 5);
        let none = game_hint(&clash, &Grid::EMPTY, None, None, &Budget::unlimited()).unwrap();
        assert_eq!((none.status, none.stuck), (Status::None, Some(Stuck::None)));
        let beyond = game_hint(
            &grid(BEYOND),
            &Grid::EMPTY,
            None,
            None,
            &Budget::unlimited(),
        )
        .unwrap();
        let Some(Hint::Step(step)) = &beyond.step else {
            panic!("a nested step expected, got {:?}", beyond.step)
        };
        assert_eq!(step.technique.name(), "Nested Forcing Chain");
        let solution = solution_of(&grid(BEYOND));
        for &[cell, digit] in &step.eliminations {
            assert_ne!(solution.get(cell as usize), digit);
        }
        assert!(!step.eliminations.is_empty() || !step.placements.is_empty());
        assert_eq!(beyond.stuck, None);
        // A rating the budget cuts short is left out, not reported as a rating.
        let spent = Budget::new(|| true);
        let unrated = game_hint(
            &grid(BEYOND),
            &Grid::EMPTY,
            None,
            Some(&spent),
            &Budget::unlimited(),
        )
        .unwrap();
        assert_eq!((unrated.rating, unrated.step), (None, beyond.step));
    }

    /// A search for the step that runs out of its budget says so: no step, stuck beyond, the
    /// reason the budget; where a simpler technique applies, the budget does not matter.
    #[test]
    fn a_hint_whose_search_runs_out_says_a_longer_one_is_needed() {
        let spent = Budget::new(|| true);
        let cut = game_hint(&grid(BEYOND), &Grid::EMPTY, None, None, &spent).unwrap();
        assert_eq!(
            (cut.status, cut.step, cut.stuck, cut.reason),
            (
                Status::Unique,
                None,
                Some(Stuck::Beyond),
                Some(Reason::Budget)
            )
        );
        // The budget runs out during the search: after a thousand checks.
        let checks = std::rc::Rc::new(std::cell::Cell::new(0));
        let counted = checks.clone();
        let later = Budget::new(move || {
            counted.set(counted.get() + 1);
            counted.get() > 1000
        });
        let cut = game_hint(&grid(BEYOND), &Grid::EMPTY, None, None, &later).unwrap();
        assert_eq!((cut.step, cut.reason), (None, Some(Reason::Budget)));
        assert!(checks.get() > 1000, "the search checks its budget");
        let easy = game_hint(&grid(PUZZLE), &Grid::EMPTY, None, None, &spent).unwrap();
        assert!(matches!(easy.step, Some(Hint::Step(_))), "{:?}", easy.step);
        assert_eq!((easy.stuck, easy.reason), (None, None));
    }

    #[test]
    fn an_entry_on_a_given_is_an_error() {
        let mut entries = Grid::EMPTY;
        entries.set(0, 5);
        assert_eq!(
            game_hint(&grid(PUZZLE), &entries, None, None, &Budget::unlimited()),
            Err(EntryOnGiven { cell: 0 })
        );
    }
}

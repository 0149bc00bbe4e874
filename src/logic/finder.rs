//! How the solver calls its finders, and what it remembers between steps so that it does not
//! search again where nothing can have changed.
//!
//! A single-digit finder (fish, intersections, turbot fish, Nishio, ...) finds in each digit
//! what that digit's candidates allow, whatever the other digits hold. So once it has found
//! nothing at all, it cannot find anything in a digit whose candidates are still the same:
//! [`Memo`] keeps, per finder, each digit's cells as they were when it last found nothing, and
//! the next call searches only the digits that have changed since. Skipping a digit is exact: it
//! would have found nothing, so the step found (the first, or the best) is the same.

use super::board::{bit, Board, CellSet, Digits};
use super::step::Step;

/// A finder: the first (or best) instance of a technique on the board, if any.
#[derive(Clone, Copy)]
pub enum Finder {
    /// Reads the whole board.
    Board(fn(&Board) -> Option<Step>),
    /// Finds each digit's instances from that digit's candidates alone; searches only the
    /// digits in the mask it is given.
    Digits(fn(&Board, Digits) -> Option<Step>),
}

/// Marks a digit as not known to be fruitless (no board has these cells: bits 81.. are unused).
const UNKNOWN: CellSet = CellSet(u128::MAX);

/// Per finder, each digit's cells when the finder last found nothing in that digit.
pub struct Memo {
    fruitless: Vec<[CellSet; 9]>,
}

impl Memo {
    /// A memo for `finders` finders, numbered from 0, that knows nothing yet.
    pub fn new(finders: usize) -> Memo {
        Memo {
            fruitless: vec![[UNKNOWN; 9]; finders],
        }
    }

    /// Runs finder number `slot` on `board`, skipping the digits where it is known to find
    /// nothing.
    pub fn find(&mut self, slot: usize, finder: Finder, board: &Board) -> Option<Step> {
        match finder {
            Finder::Board(find) => find(board),
            Finder::Digits(find) => {
                let fruitless = &mut self.fruitless[slot];
                let changed = (1..=9u8)
                    .filter(|&d| fruitless[usize::from(d - 1)] != board.digit_cells(d))
                    .fold(0, |mask, d| mask | bit(d));
                if changed == 0 {
                    return None;
                }
                let step = find(board, changed);
                if step.is_none() {
                    for (d, cells) in (1..=9u8).zip(fruitless.iter_mut()) {
                        *cells = board.digit_cells(d);
                    }
                }
                step
            }
        }
    }
}

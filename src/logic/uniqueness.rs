//! Techniques that rely on the puzzle having one solution: unique rectangles and loops, BUG.

use super::board::Board;
use super::step::Step;

/// Not written yet: finds nothing.
pub fn unique_rectangles(_board: &Board) -> Option<Step> {
    None
}

/// Not written yet: finds nothing.
pub fn bug(_board: &Board) -> Option<Step> {
    None
}

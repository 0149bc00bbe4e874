//! Aligned pair and triple exclusion.

use super::board::Board;
use super::step::Step;

/// Not written yet: finds nothing.
pub fn aligned_pair_exclusion(_board: &Board) -> Option<Step> {
    None
}

/// Not written yet: finds nothing.
pub fn aligned_triple_exclusion(_board: &Board) -> Option<Step> {
    None
}

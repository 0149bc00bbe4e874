//! Single-digit patterns: Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle, Simple Colouring.

use super::board::Board;
use super::step::Step;

/// Not written yet: finds nothing.
pub fn turbot_fish(_board: &Board) -> Option<Step> {
    None
}

/// Not written yet: finds nothing.
pub fn simple_colouring(_board: &Board) -> Option<Step> {
    None
}

//! Almost locked sets: ALS-XZ, ALS-XY-Wing, Sue de Coq.

use super::board::Board;
use super::step::Step;

/// Not written yet: finds nothing.
pub fn als_xz(_board: &Board) -> Option<Step> {
    None
}

/// Not written yet: finds nothing.
pub fn als_xy_wing(_board: &Board) -> Option<Step> {
    None
}

/// Not written yet: finds nothing.
pub fn sue_de_coq(_board: &Board) -> Option<Step> {
    None
}

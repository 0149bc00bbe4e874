//! Wings: XY-Wing, XYZ-Wing, WXYZ-Wing, W-Wing.

use super::board::Board;
use super::step::Step;

/// Not written yet: finds nothing.
pub fn xy_wing(_board: &Board) -> Option<Step> {
    None
}

/// Not written yet: finds nothing.
pub fn xyz_wing(_board: &Board) -> Option<Step> {
    None
}

/// Not written yet: finds nothing.
pub fn wxyz_wing(_board: &Board) -> Option<Step> {
    None
}

/// Not written yet: finds nothing.
pub fn w_wing(_board: &Board) -> Option<Step> {
    None
}

//! The intersections' English sentences: Pointing and Claiming, direct or not.

use super::{cell, removed_list, unit, Roles};
use crate::logic::step::Step;

/// An intersection's sentence, from its roles.
pub(super) fn text(step: &Step, roles: &Roles) -> String {
    match roles {
        Roles::Intersection {
            digit,
            base,
            cover,
            single,
            ..
        } => {
            let lead = format!(
                "In {}, {digit} lies only in {}, so it leaves the rest of {}",
                unit(*base),
                unit(*cover),
                unit(*cover)
            );
            match (single, step.placements.first()) {
                (Some(single), Some(&[placed, _])) => format!(
                    "{lead}; then in {} it can only go in {}.",
                    unit(*single),
                    cell(placed)
                ),
                _ => format!("{lead}: {}.", removed_list(step)),
            }
        }
        _ => unreachable!("not an intersection's roles (text sends only its family here)"),
    }
}

//! The fish's English sentences: basic, finned and sashimi X-Wing, Swordfish and Jellyfish.

use super::{cells_text, removed_list, units_text, Roles};
use crate::logic::step::Step;

/// A fish's sentence, from its roles.
pub(super) fn text(step: &Step, roles: &Roles) -> String {
    match roles {
        Roles::Fish {
            digit,
            base,
            cover,
            fins,
        } => {
            if fins.is_empty() {
                format!(
                    "In {}, {digit} lies only in {}, so the rest of those lose it: {}.",
                    units_text(base),
                    units_text(cover),
                    removed_list(step)
                )
            } else {
                format!(
                    "In {}, {digit} lies only in {} apart from the fins {}, so either a fin or the fish holds it and the cells of the fish seeing every fin lose it: {}.",
                    units_text(base),
                    units_text(cover),
                    cells_text(fins),
                    removed_list(step)
                )
            }
        }
        _ => unreachable!("not a fish's roles (text sends only its family here)"),
    }
}

//! The subsets' English sentences: naked and hidden pairs, triples and quads.

use super::{cell, cells_text, digits_text, removed_list, unit, Roles};
use crate::logic::step::{Step, Technique};

/// A subset's sentence, from its roles.
pub(super) fn text(step: &Step, roles: &Roles) -> String {
    match roles {
        Roles::Subset {
            unit: u,
            cells,
            digits,
        } => {
            let hidden = matches!(
                step.technique,
                Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad
            );
            match (hidden, step.placements.first()) {
                (false, _) => format!(
                    "In {}, {} hold only {}, so no other cell of it can: {}.",
                    unit(*u),
                    cells_text(cells),
                    digits_text(digits),
                    removed_list(step)
                ),
                (true, None) => format!(
                    "In {}, {} fit only {}, so those cells hold nothing else: {}.",
                    unit(*u),
                    digits_text(digits),
                    cells_text(cells),
                    removed_list(step)
                ),
                (true, Some(&[placed, digit])) => format!(
                    "In {}, {} fit only {}, so {digit} can only go in {}.",
                    unit(*u),
                    digits_text(digits),
                    cells_text(cells),
                    cell(placed)
                ),
            }
        }
        _ => unreachable!("not a subset's roles (text sends only its family here)"),
    }
}

//! The wings' English sentences: XY- and XYZ-Wing (a pivot and two pincers), WXYZ- and
//! VWXYZ-Wing (an almost locked set and a bivalue cell), W-Wing.

use super::{cell, cells_text, digits_text, removed_list, unit, Roles};
use crate::logic::step::{Step, Technique};

/// A wing's sentence, from its roles.
pub(super) fn text(step: &Step, roles: &Roles) -> String {
    match roles {
        Roles::XyWing {
            pivot,
            pivot_digits,
            pincers,
            digit,
        } => format!(
            "{} holds {}, so {} or {}{} holds {digit}: {}.",
            cell(*pivot),
            digits_text(pivot_digits),
            cell(pincers[0]),
            cell(pincers[1]),
            if step.technique == Technique::XYZWing {
                format!(" or {}", cell(*pivot))
            } else {
                String::new()
            },
            removed_list(step)
        ),
        Roles::AlsWing {
            als,
            als_digits,
            bivalue,
            bivalue_digits,
            restricted,
            digit,
            both,
        } => format!(
            "{} hold only {} and {} holds {}{}: {}.",
            cells_text(als),
            digits_text(als_digits),
            cell(*bivalue),
            digits_text(bivalue_digits),
            if *both {
                format!(", linked by both {restricted} and {digit}, so every digit there is locked")
            } else {
                format!(", and every {restricted} there sees it, so {digit} is in one of them")
            },
            removed_list(step)
        ),
        Roles::WWing {
            cells,
            digits,
            unit: u,
            link,
            linked,
            digit,
        } => format!(
            "{} and {} hold only {}, and in {} {linked} is in {} or {}, which see them, so one of them is {digit}: {}.",
            cell(cells[0]),
            cell(cells[1]),
            digits_text(digits),
            unit(*u),
            cell(link[0]),
            cell(link[1]),
            removed_list(step)
        ),
        _ => unreachable!("not a wing's roles (text sends only its family here)"),
    }
}

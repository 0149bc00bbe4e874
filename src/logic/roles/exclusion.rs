//! The exclusions' English sentences: Aligned Pair and Triple Exclusion.

use super::{cells_text, removed_list, Roles};
use crate::logic::step::Step;

/// An exclusion's sentence, from its roles.
pub(super) fn text(step: &Step, roles: &Roles) -> String {
    match roles {
        Roles::Exclusion { cells, excluders } => format!(
            "No combination of digits for {} that leaves {} a candidate uses these: {}.",
            cells_text(cells),
            cells_text(excluders),
            removed_list(step)
        ),
        _ => unreachable!("not an exclusion's roles (text sends only its family here)"),
    }
}

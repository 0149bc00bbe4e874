//! The singles' English sentences: Full House, Hidden Single, Naked Single.

use super::{cell, unit, Roles};
use crate::logic::step::{Step, Technique};

/// A single's sentence, from its roles.
pub(super) fn text(step: &Step, roles: &Roles) -> String {
    let Roles::Single {
        cell: c,
        digit,
        unit: house,
    } = roles
    else {
        unreachable!("not a single's roles (text sends only its family here)")
    };
    match (step.technique, house) {
        (Technique::FullHouse, Some(house)) => format!(
            "{} is the last empty cell of {}: it takes {digit}.",
            cell(*c),
            unit(*house)
        ),
        (Technique::HiddenSingle, Some(house)) => {
            format!("In {}, {digit} can only go in {}.", unit(*house), cell(*c))
        }
        _ => format!("{digit} is the only candidate left in {}.", cell(*c)),
    }
}

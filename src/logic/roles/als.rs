//! The almost locked sets: their roles' parts (a set, the cells and digits of Sue de Coq's
//! parts) and their English sentences (ALS-XZ, ALS-XY-Wing, Sue de Coq).

use serde::Serialize;

use super::{cells_text, digits_text, removed_clause, unit, Roles};
use crate::logic::step::Step;

/// An almost locked set: cells of one unit holding one digit more than cells.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct AlmostLockedSet {
    /// A unit holding every cell.
    pub unit: u8,
    /// Its cells.
    pub cells: Vec<u8>,
    /// Its digits.
    pub digits: Vec<u8>,
}

/// Some cells and the digits they hold.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Part {
    /// The cells.
    pub cells: Vec<u8>,
    /// Their candidates.
    pub digits: Vec<u8>,
}

/// An almost locked set step's sentence, from its roles.
pub(super) fn text(step: &Step, roles: &Roles) -> String {
    match roles {
        Roles::AlsXz { sets, restricted } => format!(
            "ALS-XZ: {} and {} {}; {}.",
            set_text(&sets[0].cells, &sets[0].digits),
            set_text(&sets[1].cells, &sets[1].digits),
            if restricted.len() == 2 {
                format!(
                    "share the restricted digits {}, so each is locked without one of them",
                    digits_text(restricted)
                )
            } else {
                format!(
                    "share the restricted digit {}, so one of them is locked",
                    digits_text(restricted)
                )
            },
            removed_clause(step)
        ),
        Roles::AlsXyWing {
            pivot,
            wings,
            restricted: [x, y],
        } => format!(
            "ALS-XY-Wing: {} holds {x} or {y}, so {} (restricted {x}) or {} (restricted {y}) is locked; {}.",
            set_text(&pivot.cells, &pivot.digits),
            set_text(&wings[0].cells, &wings[0].digits),
            set_text(&wings[1].cells, &wings[1].digits),
            removed_clause(step)
        ),
        Roles::SueDeCoq {
            box_,
            line,
            core,
            line_part,
            box_part,
        } => format!(
            "Sue de Coq: in {} and {}, {} with {} and {} hold as many digits as cells; {}.",
            unit(*box_),
            unit(*line),
            set_text(&core.cells, &core.digits),
            set_text(&line_part.cells, &line_part.digits),
            set_text(&box_part.cells, &box_part.digits),
            removed_clause(step)
        ),
        _ => unreachable!("not an almost locked set's roles (text sends only its family here)"),
    }
}

/// Cells and their digits as the ALS sentences write them (a set, or a part of Sue de Coq's):
/// `r1c1, r1c2 {123}`.
fn set_text(cells: &[u8], digits: &[u8]) -> String {
    format!("{} {{{}}}", cells_text(cells), digits_text(digits))
}

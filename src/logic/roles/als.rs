//! The almost locked sets: their roles' parts (a set, the cells and digits of Sue de Coq's
//! parts) and their English sentences (ALS-XZ, ALS-XY-Wing, Sue de Coq).

use serde::Serialize;

use super::{cells_text, digits_text, unit, Roles};
use crate::logic::step::{removals_text, Step};

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
            als_text(&sets[0]),
            als_text(&sets[1]),
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
            removals_text(&step.eliminations)
        ),
        Roles::AlsXyWing {
            pivot,
            wings,
            restricted: [x, y],
        } => format!(
            "ALS-XY-Wing: {} holds {x} or {y}, so {} (restricted {x}) or {} (restricted {y}) is locked; {}.",
            als_text(pivot),
            als_text(&wings[0]),
            als_text(&wings[1]),
            removals_text(&step.eliminations)
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
            part_text(core),
            part_text(line_part),
            part_text(box_part),
            removals_text(&step.eliminations)
        ),
        other => unreachable!("not an almost locked set's roles: {other:?}"),
    }
}

/// Cells and their digits as the ALS sentences write them: `r1c1, r1c2 {123}`.
fn part_text(part: &Part) -> String {
    format!(
        "{} {{{}}}",
        cells_text(&part.cells),
        digits_text(&part.digits)
    )
}

fn als_text(als: &AlmostLockedSet) -> String {
    format!(
        "{} {{{}}}",
        cells_text(&als.cells),
        digits_text(&als.digits)
    )
}

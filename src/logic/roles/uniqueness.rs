//! The uniqueness techniques: their roles' parts (what an extra digit proves, a BUG's extra
//! digits) and their English sentences (unique rectangles and loops, the hidden unique rectangle,
//! the bivalue universal grave).

use serde::Serialize;

use super::{cell, cells_text, digits_text, removed_list, unit, Roles};
use crate::logic::step::Step;

/// What the extra digits of a unique loop's roof or a BUG's cells prove, one of them being
/// true (the JSON's `type`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Rescue {
    /// One cell holds extras (unique rectangle type 1, BUG+1): it holds one of them.
    Single,
    /// The extras are one digit (type 2): one of the cells holds it, so a cell seeing them all
    /// cannot.
    ExtraDigit {
        /// The extra digit.
        digit: u8,
    },
    /// Type 3: the cells, as one cell holding the extras, make with `cells` of `unit` a naked
    /// set of `digits`, which the rest of the unit loses.
    NakedSet {
        /// The unit shared by the cells holding extras.
        unit: u8,
        /// The set's other cells.
        cells: Vec<u8>,
        /// The set's digits.
        digits: Vec<u8>,
    },
    /// Unique loop type 3, hidden form: in `unit`, `digits` (the loop's two and others) fit only
    /// `cells` and one roof cell, so `cells` hold nothing else.
    HiddenSet {
        /// The unit shared by the roof.
        unit: u8,
        /// The set's cells besides the roof cell.
        cells: Vec<u8>,
        /// The set's digits.
        digits: Vec<u8>,
    },
    /// Type 4: in `unit`, `digit` lies only in the two cells holding extras. In a unique loop
    /// it is one of the loop's digits, so the other leaves both; in a BUG each cell holds its
    /// extra or `digit`.
    Conjugate {
        /// The unit of the strong link.
        unit: u8,
        /// The digit of the strong link.
        digit: u8,
    },
}

impl Rescue {
    /// The unit the deduction works in (types 3 and 4), drawn with the step.
    pub fn unit(&self) -> Option<u8> {
        match self {
            Rescue::Single | Rescue::ExtraDigit { .. } => None,
            Rescue::NakedSet { unit, .. }
            | Rescue::HiddenSet { unit, .. }
            | Rescue::Conjugate { unit, .. } => Some(*unit),
        }
    }
}

/// A cell and some of its digits.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct CellDigits {
    /// The cell.
    pub cell: u8,
    /// The digits.
    pub digits: Vec<u8>,
}

/// A uniqueness step's sentence, from its roles.
pub(super) fn text(step: &Step, roles: &Roles) -> String {
    match roles {
        Roles::UniqueLoop {
            cells,
            digits,
            roof,
            extras,
            rescue,
            ..
        } => format!(
            "{} would hold only {} in two ways, so {}: {}.",
            cells_text(cells),
            digits_text(digits),
            unique_loop_reason(digits, roof, extras, rescue),
            removed_list(step)
        ),
        Roles::HiddenRectangle {
            corner,
            opposite,
            sides,
            links,
            linked,
            removed: digit,
        } => {
            let mut rectangle = [*corner, *opposite, sides[0], sides[1]];
            rectangle.sort_unstable();
            format!(
                "{} holds only {}; in {} and {}, {linked} can only go in the rectangle {}, so if {} were {digit}, {linked} would fill {} and {}, {} would be {digit}, and the two digits could swap: {}.",
                cell(*corner),
                digits_text(&[*linked.min(digit), *linked.max(digit)]),
                unit(links[0]),
                unit(links[1]),
                cells_text(&rectangle),
                cell(*opposite),
                cell(sides[0]),
                cell(sides[1]),
                cell(*corner),
                removed_list(step)
            )
        }
        Roles::Bug { extras, rescue } => format!(
            "Without {}, every cell would hold two digits and every digit two places in each unit (two solutions), so {}: {}.",
            extras
                .iter()
                .map(|extra| format!("{} in {}", digits_text(&extra.digits), cell(extra.cell)))
                .collect::<Vec<_>>()
                .join(" and "),
            bug_reason(extras, rescue),
            removed_list(step)
        ),
        _ => unreachable!("not a uniqueness technique's roles (text sends only its family here)"),
    }
}

/// What a unique loop's roof proves, as the uniqueness writer words it.
fn unique_loop_reason(digits: &[u8; 2], roof: &[u8], extras: &[u8], rescue: &Rescue) -> String {
    match rescue {
        Rescue::Single => format!("{} must hold one of its other digits", cell(roof[0])),
        Rescue::ExtraDigit { digit } => format!("one of {} holds {digit}", cells_text(roof)),
        Rescue::NakedSet {
            unit: u,
            cells,
            digits: set,
        } => format!(
            "{} or {} holds {}, which with {} makes a naked set of {} in {}",
            cell(roof[0]),
            cell(roof[1]),
            digits_text(extras),
            cells_text(cells),
            digits_text(set),
            unit(*u)
        ),
        Rescue::HiddenSet {
            unit: u,
            cells,
            digits: set,
        } => format!(
            "{} or {} holds {}, so in {} the digits {} fit only {} and one of them",
            cell(roof[0]),
            cell(roof[1]),
            digits_text(extras),
            unit(*u),
            digits_text(set),
            cells_text(cells)
        ),
        Rescue::Conjugate { unit: u, digit } => {
            let other = if *digit == digits[0] {
                digits[1]
            } else {
                digits[0]
            };
            format!(
                "in {}, {digit} must be in {} or {}, so neither holds {other}",
                unit(*u),
                cell(roof[0]),
                cell(roof[1])
            )
        }
    }
}

/// What a BUG's extra digits prove, as the uniqueness writer words it.
fn bug_reason(extras: &[CellDigits], rescue: &Rescue) -> String {
    let cells: Vec<u8> = extras.iter().map(|extra| extra.cell).collect();
    match rescue {
        Rescue::Single => format!(
            "{} holds {}",
            cell(extras[0].cell),
            digits_text(&extras[0].digits)
        ),
        Rescue::ExtraDigit { digit } => format!("one of them holds {digit}"),
        Rescue::Conjugate { unit: u, digit } => format!(
            "one of them holds its extra digit and, {digit} having only those places in {}, the other {digit}",
            unit(*u)
        ),
        // A BUG's extras make no hidden set (its finder gives the naked form only).
        Rescue::NakedSet {
            unit: u,
            cells: set,
            digits,
        } | Rescue::HiddenSet {
            unit: u,
            cells: set,
            digits,
        } => format!(
            "one of {} holds its extra digit, making a naked set of {} with {} in {}",
            cells_text(&cells),
            digits_text(digits),
            cells_text(set),
            unit(*u)
        ),
    }
}

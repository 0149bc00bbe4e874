//! The single-digit patterns' English sentences: one digit's strong links (Skyscraper, 2-String
//! Kite, Turbot Fish, Empty Rectangle, the three-link forms) and Simple Colouring.

use super::{cell, cells_text, removed_list, unit, Roles};
use crate::logic::step::Step;

/// A single-digit pattern's sentence, from its roles.
pub(super) fn text(step: &Step, roles: &Roles) -> String {
    match roles {
        Roles::TwoStrongLinks {
            digit,
            start,
            bridges,
            end,
            links,
            ..
        } => format!(
            "{digit} is in {} or {} ({}), and in {} or {} ({}); {} and {} see each other, so {digit} is in {} or {}: {}.",
            cell(*start),
            cell(bridges[0]),
            unit(links[0]),
            cell(bridges[1]),
            cell(*end),
            unit(links[1]),
            cell(bridges[0]),
            cell(bridges[1]),
            cell(*start),
            cell(*end),
            removed_list(step)
        ),
        Roles::EmptyRectangle {
            digit,
            line,
            start,
            bridge,
            box_,
            heart,
            shared,
        } => format!(
            "In {}, {digit} is in {} or {}; {} sees the empty rectangle of {} through {}, so {digit} is in {} or in {}'s row or column of the box: {}.",
            unit(*line),
            cell(*start),
            cell(*bridge),
            cell(*bridge),
            unit(*box_),
            unit(*shared),
            cell(*start),
            cell(*heart),
            removed_list(step)
        ),
        Roles::ThreeStrongLinks {
            digit,
            chain,
            links,
            ..
        } => format!(
            "Strong links on {digit} in {}, {} and {}, joined where {} sees {} and {} sees {}, put {digit} in {} or {}: {}.",
            unit(links[0]),
            unit(links[1]),
            unit(links[2]),
            cell(chain[1]),
            cell(chain[2]),
            cell(chain[3]),
            cell(chain[4]),
            cell(chain[0]),
            cell(chain[5]),
            removed_list(step)
        ),
        Roles::Colouring { digit, path, wrap } => {
            let (first, last) = (path[0], path[path.len() - 1]);
            if *wrap {
                format!(
                    "Colouring the conjugate pairs of {digit} gives {} and {} the same colour, yet they see each other, so that colour is false: {}.",
                    cell(first),
                    cell(last),
                    removed_list(step)
                )
            } else {
                let cells: Vec<u8> = step.eliminations.iter().map(|&[c, _]| c).collect();
                format!(
                    "Colouring the conjugate pairs of {digit} from {} to {} puts {digit} in one of them, and both see {}: {}.",
                    cell(first),
                    cell(last),
                    cells_text(&cells),
                    removed_list(step)
                )
            }
        }
        _ => unreachable!("not a single-digit pattern's roles (text sends only its family here)"),
    }
}

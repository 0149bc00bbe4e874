//! Chains and nets as Sudoku Explainer builds them: forcing X-chains and cycles, forcing chains, Nishio, cell and region forcing chains, dynamic and nested forcing chains.

use super::board::Board;
use super::step::Step;

/// Not written yet: finds nothing.
pub fn forcing_chains_and_cycles(_board: &Board) -> Option<Step> {
    None
}

/// Not written yet: finds nothing.
pub fn nishio(_board: &Board) -> Option<Step> {
    None
}

/// Not written yet: finds nothing.
pub fn multiple_forcing_chains(_board: &Board) -> Option<Step> {
    None
}

/// Not written yet: finds nothing.
pub fn dynamic_forcing_chains(_board: &Board) -> Option<Step> {
    None
}

/// Not written yet: finds nothing.
pub fn dynamic_forcing_chains_plus(_board: &Board) -> Option<Step> {
    None
}

/// Not written yet: finds nothing.
pub fn nested_forcing_chains(_board: &Board) -> Option<Step> {
    None
}

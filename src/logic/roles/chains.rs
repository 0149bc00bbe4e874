//! The chains and forcing chains: their roles' parts (a candidate's state, a loop's links and
//! removals) and their English sentences (named chains and loops, Sudoku Explainer's forcing
//! chains and cycles, and the nets: Nishio, cell, region, dynamic and nested forcing chains).

use serde::Serialize;

use super::{cell, removed_clause, removed_list, unit, Roles};
use crate::logic::board::{cell_name, cells_name, col, row, CellSet};
use crate::logic::step::{Candidate, Step};

/// A candidate assumed (or proved) true or false.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct CandidateState {
    /// The candidate, `[cell, digit]`.
    pub candidate: Candidate,
    /// True: the cell holds the digit; false: it does not.
    pub on: bool,
}

impl CandidateState {
    /// "r1c2 is 5" / "r1c2 is not 5".
    pub fn sentence(self) -> String {
        let [c, digit] = self.candidate;
        let not = if self.on { "" } else { "not " };
        format!("{} is {not}{digit}", cell(c))
    }

    /// The opposite state of the same candidate.
    pub fn negated(self) -> CandidateState {
        CandidateState {
            on: !self.on,
            ..self
        }
    }
}

/// The links Sudoku Explainer's cycle search follows: X-links (a digit's two places in a unit),
/// Y-links (a bivalue cell's two digits) or both.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LinkKinds {
    /// X-links only: an X-cycle.
    X,
    /// Y-links only: a Y-cycle.
    Y,
    /// Both: an XY-cycle.
    Xy,
}

/// A candidate a loop removes and the two nodes it conflicts with, one true whichever way the
/// loop goes.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct LoopRemoval {
    /// The candidate removed.
    pub candidate: Candidate,
    /// A node at an even place of the loop and one at an odd place (often the two ends of one
    /// of its links).
    pub conflicts: [Vec<Candidate>; 2],
}

/// A chain's or forcing chain's sentence, from its roles.
pub(super) fn text(step: &Step, roles: &Roles) -> String {
    match roles {
        Roles::Chain {
            digit,
            start,
            inner,
            end,
            ..
        } => {
            let nodes: Vec<&[Candidate]> = std::iter::once(start)
                .chain(inner)
                .chain(std::iter::once(end))
                .map(Vec::as_slice)
                .collect();
            named_chain(step, *digit, &nodes, true)
        }
        Roles::Loop {
            digit,
            nodes,
            links: None,
            ..
        } => {
            let mut around: Vec<&[Candidate]> = nodes.iter().map(Vec::as_slice).collect();
            around.push(&nodes[0]);
            named_chain(step, *digit, &around, false)
        }
        Roles::Loop {
            nodes,
            links: Some(kinds),
            ..
        } => {
            let cells: CellSet = nodes
                .iter()
                .flatten()
                .map(|&[c, _]| usize::from(c))
                .collect();
            let kind = match kinds {
                LinkKinds::X => "X-cycle",
                LinkKinds::Y => "Y-cycle",
                LinkKinds::Xy => "XY-cycle",
            };
            format!(
                "The {kind} through {} alternates strong and weak links, so every candidate that sees both ends of a weak link goes: {}.",
                cells_name(cells.iter()),
                removed_list(step)
            )
        }
        Roles::ForcingChain {
            premise,
            conclusion,
        } => format!(
            "If {}, a chain of {} links proves {}.",
            premise.sentence(),
            step.links.len(),
            conclusion_clause(*conclusion)
        ),
        Roles::Contradiction {
            premise,
            clash: [clash, digit],
            conclusion,
        } => format!(
            "If {}, then {} would be both {digit} and not {digit}, so {}.",
            premise.sentence(),
            cell(*clash),
            conclusion.sentence()
        ),
        Roles::DoubleForcing {
            candidate,
            conclusion,
        } => format!(
            "Whether {} or not, {}.",
            CandidateState {
                candidate: *candidate,
                on: true
            }
            .sentence(),
            conclusion.sentence()
        ),
        Roles::CellForcing {
            cell: c,
            conclusion,
            ..
        } => format!(
            "Every candidate of {} implies {}.",
            cell(*c),
            conclusion_clause(*conclusion)
        ),
        Roles::RegionForcing {
            unit: u,
            digit,
            conclusion,
            ..
        } => format!(
            "Every place for {digit} in {} implies {}.",
            unit(*u),
            conclusion_clause(*conclusion)
        ),
        _ => unreachable!("not a chain's roles (text sends only its family here)"),
    }
}

/// A named chain's or loop's sentence: its technique (" on 5" when it keeps to one digit), its
/// nodes in notation, its removals: `X-Chain on 5: r1c1=r1c5-r3c5=r3c2, so r3c1 cannot be 5.`
fn named_chain(
    step: &Step,
    digit: Option<u8>,
    nodes: &[&[Candidate]],
    strong_first: bool,
) -> String {
    let on_digit = digit.map_or(String::new(), |d| format!(" on {d}"));
    format!(
        "{}{on_digit}: {}, so {}.",
        step.technique.name(),
        chain_notation(nodes, digit.is_none(), strong_first),
        removed_clause(step)
    )
}

/// What a forcing chain proves and so the step states: `that r1c2 is 5, so r1c2 is 5`.
fn conclusion_clause(conclusion: CandidateState) -> String {
    let conclusion = conclusion.sentence();
    format!("that {conclusion}, so {conclusion}")
}

/// A chain node as people write it: `r1c5`, or `r1c45` / `r45c1` for a group; with `(7)` before
/// it in chains over several digits.
fn node_name(node: &[Candidate], with_digit: bool) -> String {
    let cells: Vec<usize> = node.iter().map(|&[c, _]| usize::from(c)).collect();
    let place = if cells.len() == 1 {
        cell_name(cells[0])
    } else if cells.iter().all(|&c| row(c) == row(cells[0])) {
        let cols: String = cells
            .iter()
            .map(|&c| char::from(b'1' + col(c) as u8))
            .collect();
        format!("r{}c{cols}", row(cells[0]) + 1)
    } else {
        let rows: String = cells
            .iter()
            .map(|&c| char::from(b'1' + row(c) as u8))
            .collect();
        format!("r{rows}c{}", col(cells[0]) + 1)
    };
    if with_digit {
        format!("({}){place}", node[0][1])
    } else {
        place
    }
}

/// Nodes joined by `=` (strong link) and `-` (weak link), alternating from `strong_first`:
/// `r1c1=r1c5-r3c5=r3c2`.
fn chain_notation(nodes: &[&[Candidate]], with_digit: bool, strong_first: bool) -> String {
    let mut chain = node_name(nodes[0], with_digit);
    for (i, node) in nodes[1..].iter().enumerate() {
        chain.push(if (i % 2 == 0) == strong_first {
            '='
        } else {
            '-'
        });
        chain.push_str(&node_name(node, with_digit));
    }
    chain
}

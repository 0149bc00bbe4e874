//! Chains and nets as Sudoku Explainer builds them: bidirectional cycles and forcing X-chains,
//! forcing chains, Nishio, cell and region forcing chains, dynamic forcing chains (and their
//! "plus" form) and nested forcing chains.
//!
//! Every rule follows implications between *potentials* (a candidate assumed on or off, see
//! [`potential`]) and, like SE, collects all the hints it can find and gives the one with the
//! lowest difficulty: the rule's base rating plus a length bonus that grows with the chain's
//! complexity, SE's count of the distinct potentials the conclusion rests on (ties: the lower
//! complexity, then SE's order of hint kinds, then the first found). Since the rating rests on
//! the exact chains SE would build, the searches follow SE's order of discovery: breadth first,
//! the same order of cells, units and digits, the first parent found kept.
//!
//! | rule (finder)                | SE base | what it finds |
//! |------------------------------|--------:|---------------|
//! | [`forcing_chains_and_cycles`]| 6.5-7.0 | X-cycles, forcing X-chains, Y-cycles, XY cycles and forcing chains ([`unary`]) |
//! | [`nishio`]                   | 7.5 | X-links followed dynamically to a contradiction ([`multiple`]) |
//! | [`multiple_forcing_chains`]  | 8.0 | cell and region forcing chains, static |
//! | [`dynamic_forcing_chains`]   | 8.5 | contradictions, double, cell and region forcing chains, dynamic |
//! | [`dynamic_forcing_chains_plus`] | 9.0 | the same, with simple rules inside the implications ([`advanced`]) |
//! | [`nested_forcing_chains`] and the next three | 9.5-11.0 | the same, with whole chaining rules inside ([`nested`]) |
//!
//! Where this differs from SE: SE gathers the cells of a multiple-chain rule in parallel
//! threads, so among hints of equal difficulty and complexity from different cells its pick
//! depends on thread timing (here: the first cell in row order); inside dynamic chains (+) the
//! removals a simple rule yields are taken cell by cell (SE's order there follows a hash map);
//! and where an inner dynamic chain's "on" could follow from two units, the unit it names (for
//! the candidates the outer chain removed that it relies on) is the first with two places on the
//! grid the inner rule starts from (SE records the unit it met).
//!
//! The nested levels take seconds a step: they run only where every simpler rule found nothing,
//! each inner rule keeps its chains from one run to the next along an outer chain (where the grid
//! only lost candidates, see [`KeptChains`]), an inner hint is kept only if it is the first (in
//! SE's order) to remove one of its candidates and drawn only if it is shown ([`Drawing`]),
//! inner chains start only where they can rely on a candidate the outer chain removed, and the
//! searches stop once the [`Budget`] is spent.
//!
//! The modules, and which of them each uses (besides the board, the step and the roles). Each
//! uses only modules above it, so there is no import cycle, and none uses this module's items
//! (a test checks both against the sources):
//!
//! | module           | job | uses |
//! |------------------|-----|------|
//! | [`potential`]    | potentials, sets of them, each digit's cells, what an "on" turns off | - |
//! | [`graph`]        | the static implication graph of a grid | potential |
//! | [`reach`]        | what each potential reaches in a static graph | graph, potential |
//! | [`footprint`]    | what a propagation read of the grid, and whether removals change it | potential |
//! | [`chain`]        | chains of potentials, the inner hints they rest on, drawing a hint | potential |
//! | [`found`]        | the best hint so far, or every hint an outer chain may use | chain, potential |
//! | [`implications`] | SE's propagation, and the [`InnerRules`] it may apply | chain, footprint, graph, potential |
//! | [`kept`]         | a rule's chains kept from one search to the next | chain, footprint, implications, potential |
//! | [`advanced`]     | the simple rules inside dynamic chains (+) | implications, potential |
//! | [`unary`]        | forcing chains and cycles | chain, found, graph, potential, reach |
//! | [`multiple`]     | Nishio, cell and region forcing chains, the dynamic rules | chain, found, graph, implications, kept, potential, reach |
//! | [`nested`]       | whole rules inside the implications | advanced, chain, found, graph, implications, kept, multiple, potential, unary |
//!
//! The nested rules recurse: a nested chain's propagation runs whole chaining rules, whose own
//! propagations may run nested rules again. The recursion goes through the [`InnerRules`] trait
//! that [`implications`] defines and [`advanced`] and [`nested`] implement: the finders here
//! plug the rules of their level into the search ([`nested::rules_inside`]), so the propagator
//! never names the rules it runs, and a chain's inner hints are [`chain`]'s own type.

mod advanced;
mod chain;
mod footprint;
mod found;
mod graph;
mod implications;
mod kept;
mod multiple;
mod nested;
mod potential;
mod reach;
mod unary;

use super::board::{Board, Digits, ALL_DIGITS};
use super::finder::{Assumes, Finder, Listed, Place};
use super::step::{Step, Technique};
#[cfg(doc)]
use super::Budget;
#[cfg(doc)]
use chain::Drawing;
use found::Found;
use implications::{InnerRules, Mode};
pub use kept::KeptChains;

/// SE's "Forcing Chains & Cycles": X-cycles (6.5+), forcing X-chains (6.6+), Y-cycles (6.5+),
/// then cycles and forcing chains that mix both link kinds (7.0+). The X-cycles and forcing
/// X-chains, which stay within a digit, are searched in the digits in `searched` only.
pub fn forcing_chains_and_cycles(board: &Board, searched: Digits) -> Option<Step> {
    let masks = board.candidate_masks();
    let mut found = Found::default();
    for (links, digits) in [
        (graph::Links { x: true, y: false }, searched),
        (graph::Links { x: false, y: true }, ALL_DIGITS),
        (graph::Links { x: true, y: true }, ALL_DIGITS),
    ] {
        unary::search(masks, links, digits, &mut found);
    }
    found.into_step()
}

/// The step of a multiple-chaining rule, with the rules `inside` its implications, if any.
fn multiple_rule(
    board: &Board,
    rule: multiple::Rule,
    searched: Digits,
    inside: Option<Box<dyn InnerRules>>,
    kept: &mut KeptChains,
) -> Option<Step> {
    let mut found = Found::default();
    let masks = board.candidate_masks();
    multiple::search(masks, rule, searched, inside, kept, &mut found);
    // A search the budget cut short may have missed the step SE takes.
    found.into_step().filter(|_| !kept.budget().spent())
}

/// Nishio forcing chains (7.5+): a candidate whose X-link implications, applied dynamically,
/// reach a contradiction is false (or, assumed false, true). Only the candidates of the digits
/// in `searched` are assumed: X-links stay within a digit, so each digit's chains depend on its
/// own candidates alone.
pub fn nishio(board: &Board, searched: Digits) -> Option<Step> {
    multiple_rule(
        board,
        multiple::Rule {
            mode: Mode {
                y_links: false,
                dynamic: true,
            },
            nishio: true,
            multiple: false,
            base: Technique::Nishio.rating(),
            technique: Technique::Nishio,
        },
        searched,
        None,
        &mut KeptChains::default(),
    )
}

/// Cell and region forcing chains (8.0+): every digit of a cell, or every place of a digit in a
/// unit, implies the same (static chains). `kept`: the chains of the rule's last search.
pub fn multiple_forcing_chains(board: &Board, kept: &mut KeptChains) -> Option<Step> {
    multiple_rule(
        board,
        multiple::Rule {
            mode: Mode {
                y_links: true,
                dynamic: false,
            },
            nishio: false,
            multiple: true,
            base: Technique::CellForcingChain.rating(),
            technique: Technique::CellForcingChain,
        },
        ALL_DIGITS,
        None,
        kept,
    )
}

/// The dynamic rules: contradictions, double, cell and region forcing chains whose implications
/// see the candidates removed so far, at nesting `level` (0 dynamic, 1 plus, 2-5 nested; see
/// [`nested`]). `kept`: the chains of the rule's last search.
fn dynamic_rule(board: &Board, level: u8, kept: &mut KeptChains) -> Option<Step> {
    multiple_rule(
        board,
        multiple::Rule {
            mode: Mode {
                y_links: true,
                dynamic: true,
            },
            nishio: false,
            multiple: true,
            base: nested::base(level, true),
            technique: nested::technique(level, true),
        },
        ALL_DIGITS,
        nested::rules_inside(level, kept.budget()),
        kept,
    )
}

/// Dynamic forcing chains (8.5+).
pub fn dynamic_forcing_chains(board: &Board, kept: &mut KeptChains) -> Option<Step> {
    dynamic_rule(board, 0, kept)
}

/// Dynamic forcing chains (+) (9.0+): the implications also use pointing, claiming, naked and
/// hidden pairs and X-Wings on the reduced grid.
pub fn dynamic_forcing_chains_plus(board: &Board, kept: &mut KeptChains) -> Option<Step> {
    dynamic_rule(board, 1, kept)
}

/// Nested forcing chains (9.5+): dynamic forcing chains (+) whose implications also use forcing
/// chains and cycles on the reduced grid.
pub fn nested_forcing_chains(board: &Board, kept: &mut KeptChains) -> Option<Step> {
    dynamic_rule(board, 2, kept)
}

/// Nested multiple forcing chains (10.0+): the implications also use cell and region forcing
/// chains on the reduced grid.
pub fn nested_multiple_forcing_chains(board: &Board, kept: &mut KeptChains) -> Option<Step> {
    dynamic_rule(board, 3, kept)
}

/// Nested dynamic forcing chains (10.5+): the implications use dynamic forcing chains on the
/// reduced grid.
pub fn nested_dynamic_forcing_chains(board: &Board, kept: &mut KeptChains) -> Option<Step> {
    dynamic_rule(board, 4, kept)
}

/// Nested dynamic forcing chains (+) (11.0+): the implications use dynamic forcing chains, then
/// nested forcing chains, on the reduced grid.
pub fn nested_dynamic_forcing_chains_plus(board: &Board, kept: &mut KeptChains) -> Option<Step> {
    dynamic_rule(board, 5, kept)
}

/// SE's chaining rules (see [`Listed`]); the four nested levels run in this order.
pub(super) const FINDERS: &[Listed] = &[
    Listed {
        find: Finder::Mixed(forcing_chains_and_cycles),
        place: Place::Se(Technique::XCycle.rating()),
        assumes: Assumes::Nothing,
        finds: &[
            Technique::XCycle,
            Technique::BidirectionalCycle,
            Technique::ForcingXChain,
            Technique::ForcingChain,
        ],
    },
    Listed {
        find: Finder::Digits(nishio),
        place: Place::Se(Technique::Nishio.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::Nishio],
    },
    Listed {
        find: Finder::Chains(multiple_forcing_chains),
        place: Place::Se(Technique::CellForcingChain.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::CellForcingChain, Technique::RegionForcingChain],
    },
    Listed {
        find: Finder::Chains(dynamic_forcing_chains),
        place: Place::Se(Technique::DynamicForcingChain.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::DynamicForcingChain],
    },
    Listed {
        find: Finder::Chains(dynamic_forcing_chains_plus),
        place: Place::Se(Technique::DynamicForcingChainPlus.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::DynamicForcingChainPlus],
    },
    Listed {
        find: Finder::Chains(nested_forcing_chains),
        place: Place::Se(Technique::NestedForcingChain.rating()),
        assumes: Assumes::OneSolution,
        finds: &[Technique::NestedForcingChain],
    },
    Listed {
        find: Finder::Chains(nested_multiple_forcing_chains),
        place: Place::Se(Technique::NestedForcingChain.rating()),
        assumes: Assumes::OneSolution,
        finds: &[Technique::NestedForcingChain],
    },
    Listed {
        find: Finder::Chains(nested_dynamic_forcing_chains),
        place: Place::Se(Technique::NestedForcingChain.rating()),
        assumes: Assumes::OneSolution,
        finds: &[Technique::NestedForcingChain],
    },
    Listed {
        find: Finder::Chains(nested_dynamic_forcing_chains_plus),
        place: Place::Se(Technique::NestedForcingChain.rating()),
        assumes: Assumes::OneSolution,
        finds: &[Technique::NestedForcingChain],
    },
];

#[cfg(test)]
mod tests;

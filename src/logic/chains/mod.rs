//! Chains and nets as Sudoku Explainer builds them: bidirectional cycles and forcing X-chains,
//! forcing chains, Nishio, cell and region forcing chains, dynamic forcing chains (and their
//! "plus" form).
//!
//! Every rule follows implications between *potentials* (a candidate assumed on or off, see
//! [`implications`]) and, like SE, collects all the hints it can find and gives the one with the
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
//!
//! Where this differs from SE: SE gathers the cells of a multiple-chain rule in parallel
//! threads, so among hints of equal difficulty and complexity from different cells its pick
//! depends on thread timing (here: the first cell in row order); nested forcing chains (SE 9.5+)
//! are not searched (see [`nested_forcing_chains`]); and inside dynamic chains (+) the removals a
//! simple rule yields are taken cell by cell (SE's order there follows a hash map).

mod advanced;
mod graph;
mod implications;
mod multiple;
mod unary;

use super::board::{Board, Digits, ALL_DIGITS};
use super::step::{Link, Step, Technique};
use implications::{Chain, Mode, Potential};

/// The best hint of a rule so far: the lowest (rating, complexity, kind), first found on ties.
#[derive(Default)]
struct Found {
    best: Option<((u16, usize, u8), Step)>,
}

impl Found {
    /// Whether a hint so rated would replace the best so far.
    fn beats(&self, rating: u16, complexity: usize, kind: u8) -> bool {
        self.best
            .as_ref()
            .is_none_or(|(key, _)| (rating, complexity, kind) < *key)
    }

    /// Keeps `step` if it beats the best so far.
    fn offer(&mut self, rating: u16, complexity: usize, kind: u8, step: Step) {
        if self.beats(rating, complexity, kind) {
            self.best = Some(((rating, complexity, kind), step));
        }
    }

    /// The highest complexity a hint of the same base rating may have to beat the best so far.
    fn complexity_limit(&self) -> usize {
        self.best
            .as_ref()
            .map_or(usize::MAX, |((_, complexity, _), _)| *complexity)
    }

    fn into_step(self) -> Option<Step> {
        self.best.map(|(_, step)| step)
    }
}

/// Links between consecutive potentials of a linear chain.
fn linear_links(chain: &[Potential]) -> Vec<Link> {
    chain
        .windows(2)
        .map(|w| Link {
            from: vec![w[0].candidate()],
            to: vec![w[1].candidate()],
            strong: w[1].is_on(),
        })
        .collect()
}

/// Fills a step's links and candidates with the branches that end at the given nodes: every
/// deduction drawn as links from its parents (strong into an "on", weak into an "off").
fn draw(step: &mut Step, branches: &[(&Chain, u32)]) {
    for &(chain, target) in branches {
        for node in chain.ancestry(target) {
            let p = chain.potential(node);
            if !step.candidates.contains(&p.candidate()) {
                step.candidates.push(p.candidate());
            }
            for &parent in chain.parents(node) {
                let link = Link {
                    from: vec![chain.potential(parent).candidate()],
                    to: vec![p.candidate()],
                    strong: p.is_on(),
                };
                if !step.links.contains(&link) {
                    step.links.push(link);
                }
            }
        }
    }
    for &(chain, target) in branches {
        let cell = chain.potential(target).cell() as u8;
        if !step.cells.contains(&cell) {
            step.cells.push(cell);
        }
    }
}

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

fn multiple_rule(board: &Board, rule: multiple::Rule, searched: Digits) -> Option<Step> {
    let mut found = Found::default();
    multiple::search(board.candidate_masks(), rule, searched, &mut found);
    found.into_step()
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
                level: 0,
            },
            nishio: true,
            multiple: false,
            base: 75,
            technique: Technique::Nishio,
        },
        searched,
    )
}

/// Cell and region forcing chains (8.0+): every digit of a cell, or every place of a digit in a
/// unit, implies the same (static chains).
pub fn multiple_forcing_chains(board: &Board) -> Option<Step> {
    multiple_rule(
        board,
        multiple::Rule {
            mode: Mode {
                y_links: true,
                dynamic: false,
                level: 0,
            },
            nishio: false,
            multiple: true,
            base: 80,
            technique: Technique::CellForcingChain,
        },
        ALL_DIGITS,
    )
}

/// The dynamic rules: contradictions, double, cell and region forcing chains whose implications
/// see the candidates removed so far, at nesting `level` (0 dynamic, 1 plus).
fn dynamic_rule(board: &Board, level: u8, technique: Technique) -> Option<Step> {
    let base = if level == 0 { 85 } else { 90 };
    multiple_rule(
        board,
        multiple::Rule {
            mode: Mode {
                y_links: true,
                dynamic: true,
                level,
            },
            nishio: false,
            multiple: true,
            base,
            technique,
        },
        ALL_DIGITS,
    )
}

/// Dynamic forcing chains (8.5+).
pub fn dynamic_forcing_chains(board: &Board) -> Option<Step> {
    dynamic_rule(board, 0, Technique::DynamicForcingChain)
}

/// Dynamic forcing chains (+) (9.0+): the implications also use pointing, claiming, naked and
/// hidden pairs and X-Wings on the reduced grid.
pub fn dynamic_forcing_chains_plus(board: &Board) -> Option<Step> {
    dynamic_rule(board, 1, Technique::DynamicForcingChainPlus)
}

/// Nested forcing chains (SE 9.5+, whose implications run whole chaining rules on the reduced
/// grid at every step): not searched. Each nested implication would cost a full chain search,
/// seconds per step, so puzzles that need them (SE rates them 9.5 and up) stay unsolved rather
/// than freeze; finds nothing.
pub fn nested_forcing_chains(_board: &Board) -> Option<Step> {
    None
}

#[cfg(test)]
mod tests;

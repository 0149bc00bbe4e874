//! Chains and nets as Sudoku Explainer builds them: bidirectional cycles and forcing X-chains,
//! forcing chains, Nishio, cell and region forcing chains, dynamic forcing chains (and their
//! "plus" form) and nested forcing chains.
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
//! The modules, and which of them each uses (besides the board):
//!
//! | module           | job | uses |
//! |------------------|-----|------|
//! | [`potential`]    | potentials, sets of them, each digit's cells, what an "on" turns off | - |
//! | [`graph`]        | the static implication graph of a grid | potential |
//! | [`reach`]        | what each potential reaches in a static graph | graph, potential |
//! | [`implications`] | chains of potentials and SE's propagation | potential, graph, advanced, kept, nested |
//! | [`advanced`]     | the simple rules inside dynamic chains (+) | implications |
//! | [`kept`]         | a rule's chains kept from one search to the next | implications |
//! | [`unary`]        | forcing chains and cycles | graph, reach, implications, nested |
//! | [`multiple`]     | Nishio, cell and region forcing chains, the dynamic rules | graph, reach, implications, kept, nested |
//! | [`nested`]       | whole rules inside the implications | implications, kept, multiple, unary |
//!
//! Propagation calls the advanced and nested rules and keeps chains, which in turn drive
//! propagators: implications, advanced, kept and nested use each other, and nested runs the
//! rules of unary and multiple, which it serves.

mod advanced;
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
use super::roles::CandidateState;
use super::step::{BranchLink, Candidate, Link, NestedChain, Step, Technique};
#[cfg(doc)]
use super::Budget;
use implications::{Chain, Mode, Potential};
pub use kept::KeptChains;

/// The best hint of a rule so far: the lowest (rating, complexity, kind), first found on ties.
/// Or, for a rule nested in a chain ([`Found::collecting`]), every hint with what it rests on.
#[derive(Default)]
struct Found {
    best: Option<((u16, usize, u8), Drawing)>,
    all: Option<nested::Collect>,
}

/// A hint whose drawing waits until it is shown: most hints are beaten by a better one, or,
/// inside a nested chain, never become part of the step finally taken. The step holds all but
/// what the chains draw (links, candidates, cells, inner chains); `branches` holds the parts of
/// the chains the conclusion rests on, each with the node of its end.
struct Drawing {
    step: Step,
    branches: Vec<(Chain, u32)>,
    cells: Cells,
    /// A contradiction's candidate made both on and off, and its conclusion: each branch ends
    /// with a link between them (see [`close_contradiction`]).
    contradiction: Option<(Candidate, Potential)>,
}

/// A step's cells once its chains are drawn.
enum Cells {
    /// The cells of the branches' ends, as drawn.
    Drawn,
    /// These cells, whatever is drawn.
    Fixed(Vec<u8>),
    /// This cell, then the cells of the branches' ends.
    First(u8),
}

impl Drawing {
    /// A step complete already: nothing left to draw.
    fn done(step: Step) -> Drawing {
        Drawing {
            step,
            branches: Vec::new(),
            cells: Cells::Drawn,
            contradiction: None,
        }
    }

    /// A step that will draw the branches `ends` (each a chain and the node of its end).
    fn of(step: Step, ends: &[(&Chain, u32)], cells: Cells) -> Drawing {
        let branches = ends
            .iter()
            .map(|&(chain, node)| {
                let (part, nodes) = chain.extract(&[node]);
                (part, nodes[0])
            })
            .collect();
        Drawing {
            step,
            branches,
            cells,
            contradiction: None,
        }
    }

    /// The same drawing of a contradiction: `middle` made both on and off, so `result`.
    fn closing(self, middle: Candidate, result: Potential) -> Drawing {
        Drawing {
            contradiction: Some((middle, result)),
            ..self
        }
    }

    /// The step with its chains drawn.
    fn finish(mut self) -> Step {
        if !self.branches.is_empty() {
            let ends: Vec<(&Chain, u32)> = self.branches.iter().map(|(c, n)| (c, *n)).collect();
            draw(&mut self.step, &ends);
            if let Some((middle, result)) = self.contradiction {
                close_contradiction(&mut self.step, middle, result);
            }
            match self.cells {
                Cells::Drawn => {}
                Cells::Fixed(cells) => self.step.cells = cells,
                Cells::First(cell) => self.step.cells.insert(0, cell),
            }
        }
        self.step
    }
}

impl Found {
    /// A collector of every hint that may matter to a nested chain whose outer chain reduced
    /// `source` to `work` (see [`nested::Collect`]).
    fn collecting(source: &[Digits; 81], work: &[Digits; 81]) -> Found {
        Found {
            best: None,
            all: Some(nested::Collect::new(source, work)),
        }
    }

    /// Whether a hint so rated would replace the best so far (always, when collecting).
    fn beats(&self, rating: u16, complexity: usize, kind: u8) -> bool {
        self.all.is_some()
            || self
                .best
                .as_ref()
                .is_none_or(|(key, _)| (rating, complexity, kind) < *key)
    }

    /// Whether a hint so rated that removes `eliminations` (and places what else it places)
    /// would be kept: when collecting, whether it would be the first to remove one of them.
    fn admits(&self, rating: u16, complexity: usize, kind: u8, eliminations: &[[u8; 2]]) -> bool {
        match &self.all {
            Some(all) => all.admits((rating, complexity, kind), eliminations),
            None => self.beats(rating, complexity, kind),
        }
    }

    /// Keeps a hint (`step`, which builds its [`Drawing`]) if it beats the best so far, or with
    /// the causes of its "on"s (which `causes` gives) when collecting.
    fn offer_with(
        &mut self,
        rating: u16,
        complexity: usize,
        kind: u8,
        step: impl FnOnce() -> Drawing,
        causes: impl FnOnce() -> Vec<nested::Cause>,
    ) {
        if let Some(all) = &mut self.all {
            all.keep((rating, complexity, kind), step, causes);
        } else if self.beats(rating, complexity, kind) {
            self.best = Some(((rating, complexity, kind), step()));
        }
    }

    /// The highest complexity a hint of the same base rating may have to beat the best so far.
    fn complexity_limit(&self) -> usize {
        match (&self.all, &self.best) {
            (None, Some(((_, complexity, _), _))) => *complexity,
            _ => usize::MAX,
        }
    }

    fn into_step(self) -> Option<Step> {
        self.best.map(|(_, drawing)| drawing.finish())
    }
}

/// A potential as a step's roles name it.
fn state(p: Potential) -> CandidateState {
    CandidateState {
        candidate: p.candidate(),
        on: p.is_on(),
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

/// The links of one branch: every deduction `target` rests on, drawn from its parents (strong
/// into an "on", weak into an "off"), in the order the chain found them, so each link comes after
/// the links into its start.
fn branch_links(chain: &Chain, target: u32) -> Vec<BranchLink> {
    let mut nodes = chain.ancestry(target);
    // A node is numbered after its parents.
    nodes.sort_unstable();
    let mut links = Vec::with_capacity(nodes.len());
    for node in nodes {
        let to = chain.potential(node);
        for &parent in chain.parents(node) {
            links.push(BranchLink::from(Link {
                from: vec![chain.potential(parent).candidate()],
                to: vec![to.candidate()],
                strong: to.is_on(),
            }));
        }
    }
    links
}

/// Fills a step's links and candidates with the branches that end at the given nodes: every
/// deduction drawn as links from its parents (strong into an "on", weak into an "off"); and its
/// `branches` with each branch's own links.
fn draw(step: &mut Step, branches: &[(&Chain, u32)]) {
    step.branches = branches
        .iter()
        .map(|&(chain, target)| branch_links(chain, target))
        .collect();
    // What is drawn already, for lookups in constant time (a net can have hundreds of links).
    let index = |[cell, digit]: [u8; 2]| usize::from(cell) * 9 + usize::from(digit - 1);
    let mut candidates = [0u64; 12];
    let mut drawn = |c: [u8; 2]| {
        let (word, bit) = (index(c) / 64, index(c) % 64);
        let new = candidates[word] >> bit & 1 == 0;
        candidates[word] |= 1 << bit;
        new
    };
    let key =
        |link: &Link| (index(link.from[0]) * 729 + index(link.to[0])) * 2 + link.strong as usize;
    for &c in &step.candidates {
        drawn(c);
    }
    let mut links: std::collections::HashSet<usize> = step
        .links
        .iter()
        .filter(|l| l.from.len() == 1 && l.to.len() == 1)
        .map(key)
        .collect();
    for &(chain, target) in branches {
        for node in chain.ancestry(target) {
            let p = chain.potential(node);
            if drawn(p.candidate()) {
                step.candidates.push(p.candidate());
            }
            for &parent in chain.parents(node) {
                let from = chain.potential(parent).candidate();
                let link_key = (index(from) * 729 + index(p.candidate())) * 2 + p.is_on() as usize;
                if links.insert(link_key) {
                    step.links.push(Link {
                        from: vec![from],
                        to: vec![p.candidate()],
                        strong: p.is_on(),
                    });
                }
            }
        }
    }
    for &(chain, target) in branches {
        for (off, inner) in chain.nested_above(target) {
            if !step.nested.iter().any(|n| n.candidate == off.candidate()) {
                step.nested.push(NestedChain {
                    candidate: off.candidate(),
                    step: inner.step().clone(),
                });
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

/// Ends a contradiction's two branches (drawn by [`draw`], one reaching `middle` on, the other
/// off) at its conclusion `result`: a last link from `middle` to `result`, marked as the
/// contradiction, so each branch reads "if not `result`, then ... `middle` is true (or false),
/// so `result`".
fn close_contradiction(step: &mut Step, middle: Candidate, result: Potential) {
    for branch in &mut step.branches {
        branch.push(BranchLink {
            link: Link {
                from: vec![middle],
                to: vec![result.candidate()],
                strong: result.is_on(),
            },
            contradiction: true,
        });
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

fn multiple_rule(
    board: &Board,
    rule: multiple::Rule,
    searched: Digits,
    kept: &mut KeptChains,
) -> Option<Step> {
    let mut found = Found::default();
    multiple::search(board.candidate_masks(), rule, searched, kept, &mut found);
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
                level: 0,
            },
            nishio: true,
            multiple: false,
            base: Technique::Nishio.rating(),
            technique: Technique::Nishio,
        },
        searched,
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
                level: 0,
            },
            nishio: false,
            multiple: true,
            base: Technique::CellForcingChain.rating(),
            technique: Technique::CellForcingChain,
        },
        ALL_DIGITS,
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
                level,
            },
            nishio: false,
            multiple: true,
            base: nested::base(level, true),
            technique: nested::technique(level, true),
        },
        ALL_DIGITS,
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

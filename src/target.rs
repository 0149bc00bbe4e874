//! The target score (靶形数独, NOIP 2009): ring weights and the exact maximum over all completions.
//!
//! [`TargetSearch`] is a depth-first branch-and-bound with an explicit stack, so it runs in
//! slices and reports its progress:
//!
//! 1. The bitboard solver settles puzzles with no completion or exactly one, however hard.
//! 2. The root is bounded by a Lagrangian relaxation (`bound.rs`: column and box constraints
//!    priced by multipliers, leaving nine exact row assignment problems), lowered by subgradient
//!    steps to about the LP bound, which is exact or within a point or two on these problems.
//!    A greedy dive guided by the relaxation, polished by local swaps (`improve.rs`), gives the
//!    first grid.
//! 3. Passes look for a grid scoring at least `goal`, from the root bound down (see
//!    [`TargetSearch`]). Every node propagates naked and hidden singles and re-solves the rows
//!    that changed at the root's multipliers; it is dropped when its bound is below the goal, as
//!    is every candidate whose reduced cost shows it cannot reach it. Otherwise it branches,
//!    best bound first, on the open cell with the fewest candidates (see `Strategy`).
//! 4. The root is first optimised with an impatient step rule: most inputs need only a few
//!    nodes. After `REFINE_AFTER` nodes its multipliers are optimised again, patiently, and
//!    the pass restarts. A search still running after `DEEPEN_AFTER` nodes is a hard one (in
//!    practice: a near-empty grid whose LP bound is a point or two above the optimum, so a pass
//!    must refute a huge, nearly symmetric set of near-optimal placements). A second
//!    relaxation keeping the boxes (rows and columns priced) is then optimised, and the pass
//!    restarts with every node bounded by the lower of the two.
//!    From then on two branching strategies explore each pass side by side, in turns of
//!    `SLICE` nodes, and the first to exhaust its tree settles the pass: the size of a pass's
//!    tree swings by orders of magnitude with the branching rule on these inputs, rarely for
//!    both rules at once.

mod assignment;
mod bound;
mod cands;
mod improve;

use crate::grid::{Grid, CELLS};
use crate::solver::{self, Solution};
use bound::{Outcome, Pricing, Relaxation, BOXES, ROWS, SCALE};
use cands::{Cands, UNIT_CELLS};

/// The ring weight of a cell: 10 at the centre, then 9, 8, 7 and 6 on the outer ring.
pub const fn weight(cell: usize) -> u32 {
    let (r, c) = ((cell / 9) as i32, (cell % 9) as i32);
    let (dr, dc) = ((r - 4).abs(), (c - 4).abs());
    10 - if dr > dc { dr } else { dc } as u32
}

/// Every cell's ring weight.
const WEIGHTS: [u32; CELLS] = {
    let mut weights = [0; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        weights[cell] = weight(cell);
        cell += 1;
    }
    weights
};

/// The target score of a grid: the sum over filled cells of weight x digit.
pub fn score(grid: &Grid) -> u32 {
    (0..CELLS)
        .map(|cell| weight(cell) * u32::from(grid.get(cell)))
        .sum()
}

/// Subgradient steps at the root before the first greedy dive.
const WARM_UP_ITERATIONS: u32 = 30;
/// Subgradient steps at the root, where the multipliers start from zero.
const ROOT_ITERATIONS: u32 = 3000;
/// Steps without a better bound before the step scale is halved, at first. Most inputs need
/// only a few nodes, so a quickly converged root is best for them.
const FAST_STALL: u32 = 5;
/// The same once the search has needed more nodes (see [`REFINE_AFTER`]): tighter multipliers
/// bound every node below the root tighter.
const DEEP_STALL: u32 = 10;
/// Nodes after which the root's multipliers are optimised again, patiently, and the pass
/// restarted.
const REFINE_AFTER: u64 = 30;
/// Nodes after which the search is deepened: a second relaxation (boxes kept) added, and the
/// pass restarted with both strategies.
const DEEPEN_AFTER: u64 = 200;
/// Nodes each strategy visits in its turn once the search is deepened.
const SLICE: u32 = 64;

/// Subgradient steps at other nodes, from the parent's multipliers. One is best: the root's
/// multipliers re-priced with each node's own assignments bound as well as more steps do, at
/// a fraction of the cost.
const NODE_ITERATIONS: u32 = 1;
/// Nodes the greedy dive from the root may visit before it gives up.
const DIVE_NODES: u32 = 2_000;

/// How a node chooses what to branch on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Strategy {
    /// The open cell with the fewest candidates (ties: the highest ring weight).
    Cells,
    /// The fewest children among open cells and the places of each digit that the relaxed
    /// solution puts in a column or box other than once (every child then corrects it); ties
    /// go to such a digit, then to the branching whose best child bound is lowest.
    Violations,
}

/// The strategies of a deepened search, each with its own stack.
const STRATEGIES: [Strategy; 2] = [Strategy::Cells, Strategy::Violations];

/// A snapshot of a running target search, for progress reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TargetProgress {
    /// Search nodes visited so far.
    pub nodes: u64,
    /// The best score found so far with a grid that reaches it.
    pub best: Option<(u32, Grid)>,
    /// An upper bound on the optimum, when known.
    pub upper_bound: Option<u32>,
    /// Whether the search is over (then `best` is the proved optimum, or `None` when the puzzle
    /// has no completion).
    pub finished: bool,
}

/// A node that was bounded but not closed: its untried children, best bound last.
struct Frame {
    cands: Cands,
    pricing: Pricing,
    relax: Relaxation,
    /// The boxes-kept relaxation of the node, once the search is deepened.
    boxes: Option<Relaxation>,
    /// `(cell, digit index, upper bound on the best score with that digit in that cell)`.
    children: [(u8, u8, u32); 9],
    untried: usize,
}

/// A resumable maximum-target-score search that runs in slices of nodes.
///
/// The search runs in passes. The root bound is almost always exact or within a point or two,
/// so each pass looks only for a grid scoring at least `goal`, starting from the root bound:
/// that prunes and fixes far harder than the best grid found would. A pass that finds such a
/// grid proves it optimal; one that does not proves the optimum below `goal`, and the next pass
/// looks for `goal - 1`, until the goal reaches the best grid found.
pub struct TargetSearch {
    puzzle: Grid,
    /// The givens, bit `i` = cell `i`.
    givens: u128,
    started: bool,
    /// The propagated root and its optimised multipliers, to start each pass from.
    root: Option<(Cands, Pricing, Relaxation)>,
    /// The score the current pass looks for; no completion scores more.
    goal: u32,
    /// One depth-first stack per strategy (only the first is used before deepening).
    stacks: [Vec<Frame>; 2],
    /// The strategy whose turn it is, and the nodes it has visited in this turn.
    turn: usize,
    slice: u32,
    /// Whether the root's multipliers were refined (see [`REFINE_AFTER`]).
    refined: bool,
    /// Whether the search was deepened (see [`DEEPEN_AFTER`]).
    deepened: bool,
    /// The second relaxation's root multipliers (boxes kept), once deepened.
    boxes: Option<Pricing>,
    nodes: u64,
    best: Option<(u32, Grid)>,
    finished: bool,
}

impl TargetSearch {
    /// Starts a search over the completions of `puzzle`.
    pub fn new(puzzle: &Grid) -> TargetSearch {
        TargetSearch {
            puzzle: *puzzle,
            givens: (0..CELLS)
                .filter(|&cell| puzzle.get(cell) != 0)
                .fold(0, |set, cell| set | 1 << cell),
            started: false,
            root: None,
            goal: 0,
            stacks: [Vec::with_capacity(CELLS), Vec::new()],
            turn: 0,
            slice: 0,
            refined: false,
            deepened: false,
            boxes: None,
            nodes: 0,
            best: None,
            finished: false,
        }
    }

    /// Runs up to `node_budget` more nodes (at least one); true when the search is finished.
    pub fn run(&mut self, node_budget: u64) -> bool {
        let stop = self.nodes.saturating_add(node_budget.max(1));
        if !self.started {
            self.started = true;
            self.nodes = 1;
            // The fast solver settles puzzles with no or one completion, however hard, and
            // gives a first grid otherwise.
            match solver::solve(&self.puzzle) {
                Solution::None => self.finished = true,
                Solution::Unique(grid) => {
                    self.best = Some((score(&grid), grid));
                    self.finished = true;
                }
                Solution::Multiple(grid) => {
                    self.offer(grid);
                    let root = Cands::from_grid(&self.puzzle).expect("a solvable puzzle");
                    self.start(root);
                }
            }
        }
        while self.nodes < stop && !self.finished {
            if self.best_score() >= Some(self.goal) && self.root.is_some() {
                self.finished = true; // no completion scores more than the goal
                break;
            }
            if !self.refined && self.nodes >= REFINE_AFTER {
                self.refine();
                continue;
            }
            if !self.deepened && self.nodes >= DEEPEN_AFTER {
                self.deepen();
                continue;
            }
            let floor = self.floor();
            let turn = self.turn;
            let Some(frame) = self.stacks[turn].last_mut() else {
                self.next_pass();
                continue;
            };
            let mut next = None;
            while frame.untried > 0 {
                frame.untried -= 1;
                let (cell, digit, bound) = frame.children[frame.untried];
                if bound > floor {
                    next = Some((usize::from(cell), usize::from(digit)));
                    break;
                }
            }
            match next {
                None => {
                    self.stacks[turn].pop();
                }
                Some((cell, digit)) => {
                    let (mut child, pricing) = (frame.cands, frame.pricing);
                    let (relax, boxes) = (frame.relax, frame.boxes);
                    self.nodes += 1;
                    if child.place(cell, digit) {
                        self.expand(turn, child, pricing, (Some(&relax), boxes.as_ref()));
                    }
                    self.slice += 1;
                    if self.deepened && self.slice >= SLICE {
                        self.slice = 0;
                        self.turn = (turn + 1) % STRATEGIES.len();
                    }
                }
            }
        }
        self.finished
    }

    /// Where the search stands.
    pub fn progress(&self) -> TargetProgress {
        let upper_bound = match (self.finished, self.root) {
            (true, _) => self.best_score(),
            (false, Some(_)) => Some(self.goal),
            (false, None) => None,
        };
        TargetProgress {
            nodes: self.nodes,
            best: self.best,
            upper_bound,
            finished: self.finished,
        }
    }

    fn best_score(&self) -> Option<u32> {
        self.best.map(|(score, _)| score)
    }

    /// The score a node must be able to beat to be explored in this pass.
    fn floor(&self) -> u32 {
        self.best_score()
            .unwrap_or(0)
            .max(self.goal.saturating_sub(1))
    }

    /// Records a completed grid, locally improved, if it beats the best one.
    fn offer(&mut self, mut grid: Grid) {
        improve::improve(&mut grid, self.givens);
        let value = score(&grid);
        if self.best_score().map_or(true, |best| value > best) {
            self.best = Some((value, grid));
        }
    }

    /// Bounds the root: a few subgradient steps, a greedy dive guided by them for a good first
    /// grid, then the long optimisation of the root's bound; then starts the first pass.
    fn start(&mut self, mut root: Cands) {
        if !root.propagate() {
            self.finished = true;
            return;
        }
        let mut pricing = Pricing::new(&ROWS);
        if !root.is_complete() {
            if let Outcome::Open(relax) = bound::optimise(
                &root,
                &mut pricing,
                None,
                WARM_UP_ITERATIONS,
                None,
                FAST_STALL,
            ) {
                let mut budget = DIVE_NODES;
                if let Some(grid) = dive(root, &relax, &pricing, &mut budget) {
                    self.offer(grid);
                }
            }
        }
        let outcome = match root.is_complete() {
            true => Outcome::Solved(root.grid()),
            false => bound::optimise(
                &root,
                &mut pricing,
                None,
                ROOT_ITERATIONS,
                self.best_score(),
                FAST_STALL,
            ),
        };
        match outcome {
            Outcome::Infeasible | Outcome::Pruned => self.finished = true,
            Outcome::Solved(grid) => {
                self.offer(grid);
                self.finished = true;
            }
            Outcome::Open(relax) => {
                self.goal = relax.value.div_euclid(SCALE) as u32;
                self.root = Some((root, pricing, relax));
                self.expand(0, root, pricing, (Some(&relax), None));
            }
        }
    }

    /// Re-optimises the root's multipliers from zero with the patient step rule, once the
    /// search has visited [`REFINE_AFTER`] nodes, and restarts the pass with them.
    fn refine(&mut self) {
        self.refined = true;
        let Some((root, ..)) = self.root else {
            return;
        };
        let (pricing, outcome) = patient_root_bound(&root, &ROWS, self.best_score());
        let relax = match outcome {
            Outcome::Open(relax) => relax,
            outcome => return self.conclude(outcome),
        };
        // Both bounds are valid at the root; the pass goes on from the lower goal.
        self.goal = self.goal.min(relax.value.div_euclid(SCALE) as u32);
        self.root = Some((root, pricing, relax));
        self.restart_pass();
    }

    /// Makes the search fit for a hard input (see [`DEEPEN_AFTER`]): optimises the boxes-kept
    /// relaxation's multipliers, then restarts the pass from the root with both relaxations
    /// and every strategy.
    fn deepen(&mut self) {
        self.deepened = true;
        let Some((root, ..)) = self.root else {
            return;
        };
        match patient_root_bound(&root, &BOXES, self.best_score()) {
            (boxes, Outcome::Open(_)) => self.boxes = Some(boxes),
            (_, outcome) => return self.conclude(outcome),
        }
        self.restart_pass();
    }

    /// Starts the current pass over from the root, with every strategy in use.
    fn restart_pass(&mut self) {
        let Some((root, pricing, relax)) = self.root else {
            return;
        };
        let strategies = if self.deepened { STRATEGIES.len() } else { 1 };
        self.stacks.iter_mut().for_each(Vec::clear);
        (self.turn, self.slice) = (0, 0);
        for strategy in 0..strategies {
            self.nodes += 1;
            self.expand(strategy, root, pricing, (Some(&relax), None));
        }
    }

    /// Ends the search on a root bound that settled it: its relaxed solution is a grid, or no
    /// completion beats the best grid found.
    fn conclude(&mut self, outcome: Outcome) {
        if let Outcome::Solved(grid) = outcome {
            self.offer(grid);
        }
        self.stacks.iter_mut().for_each(Vec::clear);
        self.finished = true;
    }

    /// Ends a pass: either the best grid reached the goal (or the goal came down to it), which
    /// proves it optimal, or the next pass looks for one point less.
    fn next_pass(&mut self) {
        let best = self.best_score().unwrap_or(0);
        if self.root.is_some() && self.goal > best + 1 {
            self.goal -= 1;
            self.restart_pass();
        } else {
            self.finished = true;
        }
    }

    /// Visits one node: propagates, bounds, fixes, and either closes it or pushes its frame on
    /// the stack of `strategy` (an index into [`STRATEGIES`]).
    /// `reuse`: the relaxations `pricing` and the boxes-kept one gave for the parent.
    fn expand(
        &mut self,
        strategy: usize,
        mut cands: Cands,
        mut pricing: Pricing,
        reuse: (Option<&Relaxation>, Option<&Relaxation>),
    ) {
        if !cands.propagate() {
            return;
        }
        if cands.is_complete() {
            self.offer(cands.grid());
            return;
        }
        let floor = Some(self.floor());
        let relax = match bound::optimise(
            &cands,
            &mut pricing,
            reuse.0,
            NODE_ITERATIONS,
            floor,
            FAST_STALL,
        ) {
            Outcome::Infeasible | Outcome::Pruned => return,
            Outcome::Solved(grid) => {
                self.offer(grid);
                return;
            }
            Outcome::Open(relax) => relax,
        };
        // The boxes-kept relaxation at its root multipliers, once the search is deepened.
        let mut second = None;
        if let Some(mut boxes) = self.boxes {
            match bound::optimise(&cands, &mut boxes, reuse.1, 1, floor, FAST_STALL) {
                Outcome::Infeasible | Outcome::Pruned => return,
                Outcome::Solved(grid) => {
                    self.offer(grid);
                    return;
                }
                Outcome::Open(relax) => second = Some((relax, boxes)),
            }
        }
        // The bound on the best score with `digit` in the open `cell`.
        let bound_with = |cell: usize, digit: usize| {
            let bound = relax.bound_with(&pricing, cell, digit);
            second.as_ref().map_or(bound, |(relax, boxes)| {
                bound.min(relax.bound_with(boxes, cell, digit))
            })
        };
        // Drop every candidate that cannot lead past the floor.
        let limit = (i64::from(self.floor()) + 1) * SCALE;
        let mut removed = false;
        for cell in 0..CELLS {
            let mut mask = if cands.is_placed(cell) {
                0
            } else {
                cands.mask(cell)
            };
            while mask != 0 {
                let digit = mask.trailing_zeros() as usize;
                mask &= mask - 1;
                if bound_with(cell, digit) < limit {
                    if !cands.remove(cell, digit) {
                        return;
                    }
                    removed = true;
                }
            }
        }
        if removed && !cands.propagate() {
            return;
        }
        let Some(branch) = choose_branch(STRATEGIES[strategy], &cands, &relax, &pricing) else {
            self.offer(cands.grid());
            return;
        };
        let mut children = [(0u8, 0u8, 0u32); 9];
        let mut untried = 0;
        let mut add = |cell: usize, digit: usize| {
            let bound = bound_with(cell, digit).max(0).div_euclid(SCALE) as u32;
            children[untried] = (cell as u8, digit as u8, bound);
            untried += 1;
        };
        match branch {
            Branch::Cell(cell) => {
                let mut mask = cands.mask(cell);
                while mask != 0 {
                    add(cell, mask.trailing_zeros() as usize);
                    mask &= mask - 1;
                }
            }
            Branch::Digit(unit, digit) => {
                for &cell in &UNIT_CELLS[unit] {
                    let cell = usize::from(cell);
                    if !cands.is_placed(cell) && cands.mask(cell) >> digit & 1 != 0 {
                        add(cell, digit);
                    }
                }
            }
        }
        // Best bound last, so it is tried first; ties favour the relaxed solution's placement.
        children[..untried].sort_by_key(|&(cell, digit, bound)| {
            (
                bound,
                relax.digit_of(usize::from(cell)) == usize::from(digit),
            )
        });
        self.stacks[strategy].push(Frame {
            cands,
            pricing,
            relax,
            boxes: second.map(|(relax, _)| relax),
            children,
            untried,
        });
    }
}

/// What a node branches on.
enum Branch {
    /// Each candidate of an open cell.
    Cell(usize),
    /// Each open cell of a unit (index into [`UNIT_CELLS`]) that may take a digit (index).
    Digit(usize, usize),
}

/// What a node with candidates `cands` and relaxation `relax` (at `pricing`) branches on by
/// `strategy`, or `None` when every cell is placed.
fn choose_branch(
    strategy: Strategy,
    cands: &Cands,
    relax: &Relaxation,
    pricing: &Pricing,
) -> Option<Branch> {
    let cell = cands.branch_cell(&WEIGHTS)?;
    if strategy == Strategy::Cells {
        return Some(Branch::Cell(cell));
    }
    // Key: (children, not a violated digit, best child bound); the least wins.
    let top = |cell: usize, mut mask: u16| {
        let mut top = i64::MIN;
        while mask != 0 {
            top = top.max(relax.bound_with(pricing, cell, mask.trailing_zeros() as usize));
            mask &= mask - 1;
        }
        top
    };
    let mut best = (Branch::Cell(cell), (u32::MAX, true, i64::MAX));
    for cell in (0..CELLS).filter(|&cell| !cands.is_placed(cell)) {
        let key = (
            cands.mask(cell).count_ones(),
            true,
            top(cell, cands.mask(cell)),
        );
        if key < best.1 {
            best = (Branch::Cell(cell), key);
        }
    }
    for (unit, cells) in UNIT_CELLS.iter().enumerate().skip(9) {
        let (mut placed, mut used) = (0u16, [0u8; 9]);
        for &cell in cells {
            let cell = usize::from(cell);
            if cands.is_placed(cell) {
                placed |= cands.mask(cell);
            } else {
                used[relax.digit_of(cell)] += 1;
            }
        }
        for digit in (0..9).filter(|&d| placed >> d & 1 == 0 && used[d] != 1) {
            let (mut count, mut bound) = (0, i64::MIN);
            for &cell in cells {
                let cell = usize::from(cell);
                if !cands.is_placed(cell) && cands.mask(cell) >> digit & 1 != 0 {
                    count += 1;
                    bound = bound.max(top(cell, 1 << digit));
                }
            }
            if (count, false, bound) < best.1 {
                best = (Branch::Digit(unit, digit), (count, false, bound));
            }
        }
    }
    Some(best.0)
}

/// Optimises the root's multipliers for `layout` from zero with the patient step rule: a short
/// warm-up, then the long run, pruned against the best score found so far.
fn patient_root_bound(
    root: &Cands,
    layout: &'static bound::Layout,
    best: Option<u32>,
) -> (Pricing, Outcome) {
    let mut pricing = Pricing::new(layout);
    bound::optimise(
        root,
        &mut pricing,
        None,
        WARM_UP_ITERATIONS,
        None,
        DEEP_STALL,
    );
    let outcome = bound::optimise(root, &mut pricing, None, ROOT_ITERATIONS, best, DEEP_STALL);
    (pricing, outcome)
}

/// A completion found depth-first, each cell's digits tried in the order of their reduced
/// costs in `relax` (a relaxation of an ancestor of `cands`); `None` after `budget` nodes.
fn dive(mut cands: Cands, relax: &Relaxation, pricing: &Pricing, budget: &mut u32) -> Option<Grid> {
    if *budget == 0 || !cands.propagate() {
        return None;
    }
    *budget -= 1;
    let Some(cell) = cands.branch_cell(&WEIGHTS) else {
        return Some(cands.grid());
    };
    let mut digits = [(0i64, 0usize); 9];
    let mut n = 0;
    let mut mask = cands.mask(cell);
    while mask != 0 {
        let digit = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        digits[n] = (relax.reduced_cost(pricing, cell, digit), digit);
        n += 1;
    }
    digits[..n].sort_unstable();
    for &(_, digit) in &digits[..n] {
        let mut child = cands;
        if child.place(cell, digit) {
            if let Some(grid) = dive(child, relax, pricing, budget) {
                return Some(grid);
            }
        }
    }
    None
}

/// The maximum target score over every completion of `puzzle` with a grid that reaches it, or
/// `None` when the puzzle has no completion.
pub fn max_target_score(puzzle: &Grid) -> Option<(u32, Grid)> {
    let mut search = TargetSearch::new(puzzle);
    while !search.run(1 << 20) {}
    search.progress().best
}

//! The `branches` of forcing chain steps, each checked as a proof on the candidates the step
//! starts from: it starts at its premise, every link follows by the rules (a weak link from an
//! "on" to a candidate it sees, a strong link to the last candidate left in a cell or unit once
//! its parents are removed, or a removal the engine's simple rules make inside a dynamic chain
//! (+)), and it ends at the step's conclusion (a contradiction's two branches through one
//! candidate on and off, then a link from it to the conclusion marked as the contradiction); and the premises together cover every case (each candidate of a cell, each place of a
//! digit in a unit, a candidate on and off, or the conclusion's negation alone).

mod common;

use std::collections::HashMap;

use common::{fixture_path, shared_data};
use sudoku_engine::logic::{self, Board, BranchLink, Budget, Link, Step, Technique};
use sudoku_engine::Grid;

/// A candidate assumed on or off: `(cell, digit, on)`.
type Potential = (usize, u8, bool);

/// The 27 units' cells: rows, columns, boxes.
fn units() -> Vec<Vec<usize>> {
    let rows = (0..9).map(|r| (0..9).map(|c| r * 9 + c).collect());
    let columns = (0..9).map(|c| (0..9).map(|r| r * 9 + c).collect());
    let boxes = (0..9).map(|b| {
        (0..9)
            .map(|i| (b / 3 * 3 + i / 3) * 9 + b % 3 * 3 + i % 3)
            .collect()
    });
    rows.chain(columns).chain(boxes).collect()
}

fn sees(a: usize, b: usize) -> bool {
    a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
}

fn node(candidate: [u8; 2]) -> (usize, u8) {
    (usize::from(candidate[0]), candidate[1])
}

/// The techniques whose steps carry branches.
const FORCING_CHAINS: [Technique; 8] = [
    Technique::ForcingXChain,
    Technique::ForcingChain,
    Technique::Nishio,
    Technique::CellForcingChain,
    Technique::RegionForcingChain,
    Technique::DynamicForcingChain,
    Technique::DynamicForcingChainPlus,
    Technique::NestedForcingChain,
];

/// What the checks met, for the summary line and the assertions that they met something.
#[derive(Default, Debug)]
struct Tally {
    steps: usize,
    branches: usize,
    links: usize,
    /// Removals that the engine's simple rules (pointing, pairs, X-Wing) or inner chains make
    /// inside a dynamic chain (+) or nested chain: checked for their place in the branch only.
    engine_reasons: usize,
    shapes: HashMap<&'static str, usize>,
    techniques: HashMap<&'static str, usize>,
}

/// Whether `(cell, digit)` is the last candidate of its cell, or the last place of its digit in
/// a unit holding every removed candidate, once `removed` (candidates of the board) are gone.
fn forced_on(
    board: &Board,
    units: &[Vec<usize>],
    (cell, digit): (usize, u8),
    removed: &[(usize, u8)],
) -> bool {
    let in_cell = removed.iter().all(|&(c, _)| c == cell)
        && (1..=9)
            .filter(|&d| board.has(cell, d) && !removed.contains(&(cell, d)))
            .eq([digit]);
    let in_unit = removed.iter().all(|&(_, d)| d == digit)
        && units.iter().any(|unit| {
            unit.contains(&cell)
                && removed.iter().all(|(c, _)| unit.contains(c))
                && unit
                    .iter()
                    .copied()
                    .filter(|&c| board.has(c, digit) && !removed.contains(&(c, digit)))
                    .eq([cell])
        });
    board.has(cell, digit) && (in_cell || in_unit)
}

/// Checks one branch from `premise` on `board`; returns the potential it ends at.
fn check_branch(
    board: &Board,
    units: &[Vec<usize>],
    step: &Step,
    premise: Potential,
    links: &[BranchLink],
    tally: &mut Tally,
    context: &str,
) -> Potential {
    assert!(
        links.iter().all(|l| !l.contradiction),
        "{context}: a contradiction link where no contradiction closes"
    );
    let links: Vec<&Link> = links.iter().map(|l| &l.link).collect();
    let mut known: HashMap<(usize, u8), bool> =
        HashMap::from([((premise.0, premise.1), premise.2)]);
    let mut end = premise;
    // Links into one potential come together: one deduction from all its parents.
    let mut i = 0;
    while i < links.len() {
        let to = &links[i].to;
        let group: Vec<&Link> = links[i..]
            .iter()
            .copied()
            .take_while(|l| &l.to == to && l.strong == links[i].strong)
            .collect();
        i += group.len();
        assert!(
            group.iter().all(|l| l.from.len() == 1 && l.to.len() == 1),
            "{context}: a branch link between groups"
        );
        let target = node(to[0]);
        let on = group[0].strong;
        let parents: Vec<((usize, u8), bool)> = group
            .iter()
            .map(|l| {
                let from = node(l.from[0]);
                let state = *known.get(&from).unwrap_or_else(|| {
                    panic!("{context}: link from {from:?} before any link into it")
                });
                (from, state)
            })
            .collect();
        assert!(
            board.has(target.0, target.1),
            "{context}: a link into {target:?}, not a candidate"
        );
        assert!(
            !known.contains_key(&target) || links[i..].is_empty(),
            "{context}: {target:?} deduced twice before the branch ends"
        );
        let valid = match (on, parents.as_slice()) {
            // Weak: an "on" turns off the cell's other digits and the digit's other places.
            (false, [((cell, digit), true)]) => {
                (*cell == target.0 && *digit != target.1)
                    || (*digit == target.1 && sees(*cell, target.0))
            }
            // Strong: the last candidate of a cell or unit once the "off"s are removed.
            (true, _) => {
                parents.iter().all(|&(_, state)| !state)
                    && forced_on(
                        board,
                        units,
                        target,
                        &parents.iter().map(|&(p, _)| p).collect::<Vec<_>>(),
                    )
            }
            // A removal the simple rules or an inner chain make on the reduced grid.
            (false, _) => {
                tally.engine_reasons += 1;
                matches!(
                    step.technique,
                    Technique::DynamicForcingChainPlus | Technique::NestedForcingChain
                ) && parents.iter().all(|&(_, state)| !state)
            }
        };
        assert!(
            valid,
            "{context}: {parents:?} does not imply {target:?} {}",
            if on { "on" } else { "off" }
        );
        tally.links += group.len();
        known.insert(target, on);
        end = (target.0, target.1, on);
    }
    end
}

/// The potential a step concludes: its placement, else its one elimination.
fn conclusion(step: &Step) -> Potential {
    match (step.placements.as_slice(), step.eliminations.as_slice()) {
        ([[cell, digit]], _) => (usize::from(*cell), *digit, true),
        ([], [[cell, digit]]) => (usize::from(*cell), *digit, false),
        _ => panic!("{}: a forcing chain concludes one potential", step.text),
    }
}

/// Checks a forcing chain step's branches on the board it starts from.
fn check_step(board: &Board, units: &[Vec<usize>], step: &Step, tally: &mut Tally, context: &str) {
    let branches = &step.branches;
    let goal = conclusion(step);
    if let [branch] = branches.as_slice() {
        // The conclusion's negation leads back to it.
        let (cell, digit, on) = goal;
        assert_eq!(
            check_branch(
                board,
                units,
                step,
                (cell, digit, !on),
                branch,
                tally,
                context
            ),
            goal,
            "{context}: the branch ends elsewhere"
        );
        *tally.shapes.entry("one").or_default() += 1;
        tally.steps += 1;
        tally.branches += 1;
        return;
    }
    assert!(
        branches.len() >= 2,
        "{context}: {} branches",
        branches.len()
    );
    let premise_of = |links: &[BranchLink]| links.first().map(|l| node(l.link.from[0]));
    let premises: Vec<(usize, u8)> = branches
        .iter()
        .map(|b| premise_of(b).unwrap_or((goal.0, goal.1)))
        .collect();
    let mut check = |i: usize, on: bool| {
        let (cell, digit) = premises[i];
        check_branch(
            board,
            units,
            step,
            (cell, digit, on),
            &branches[i],
            tally,
            context,
        )
    };
    let shape = if premises.len() == 2 && premises[0] == premises[1] {
        // One candidate: a contradiction from the conclusion's negation, or a double forcing
        // chain from the candidate on, then off.
        if branches
            .iter()
            .any(|b| b.last().is_some_and(|l| l.contradiction))
        {
            assert_eq!(
                premises[0],
                (goal.0, goal.1),
                "{context}: a contradiction's premise"
            );
            // Each branch without its last link reaches one candidate, on in the first and off
            // in the second; the last link leads from it to the conclusion.
            let mut ends = Vec::new();
            for (i, branch) in branches.iter().enumerate() {
                let (last, body) = branch.split_last().unwrap();
                assert!(
                    last.contradiction,
                    "{context}: branch {i} does not end at the contradiction"
                );
                let end = check_branch(
                    board,
                    units,
                    step,
                    (goal.0, goal.1, !goal.2),
                    body,
                    tally,
                    context,
                );
                let closing = (&last.link.from[..], &last.link.to[..], last.link.strong);
                let wanted = (
                    &[[end.0 as u8, end.1]][..],
                    &[[goal.0 as u8, goal.1]][..],
                    goal.2,
                );
                assert_eq!(
                    closing, wanted,
                    "{context}: branch {i}'s contradiction link"
                );
                ends.push(end);
            }
            assert!(ends[0].2 && !ends[1].2, "{context}: the ends {ends:?}");
            assert_eq!(
                (ends[0].0, ends[0].1),
                (ends[1].0, ends[1].1),
                "{context}: the ends"
            );
            "contradiction"
        } else {
            for (i, on) in [(0, true), (1, false)] {
                assert_eq!(check(i, on), goal, "{context}: branch {i} ends elsewhere");
            }
            "double"
        }
    } else {
        for i in 0..branches.len() {
            // A premise that is the conclusion itself needs no link.
            assert_eq!(check(i, true), goal, "{context}: branch {i} ends elsewhere");
        }
        let cell = premises[0].0;
        let digit = premises[0].1;
        let mut sorted = premises.clone();
        sorted.sort_unstable();
        let whole_cell: Vec<(usize, u8)> = (1..=9)
            .filter(|&d| board.has(cell, d))
            .map(|d| (cell, d))
            .collect();
        if sorted == whole_cell {
            "cell"
        } else {
            let covers_unit = units.iter().any(|unit| {
                let places: Vec<(usize, u8)> = unit
                    .iter()
                    .filter(|&&c| board.has(c, digit))
                    .map(|&c| (c, digit))
                    .collect();
                places == sorted
            });
            assert!(
                covers_unit,
                "{context}: the premises {premises:?} cover no cell or unit"
            );
            "region"
        }
    };
    *tally.shapes.entry(shape).or_default() += 1;
    tally.steps += 1;
    tally.branches += branches.len();
}

/// The rated set's one puzzle (SE 7.5) whose explanation takes a one-branch Forcing Chain.
const ONE_BRANCH: &str =
    "500000008023000170060040050014000520000601000230000019000305000050010080000706000";

/// How many of the hardest puzzles (sorted by their rating, the lowest first) are explained.
const HARDEST: usize = 8;

/// Every `every`-th puzzle rated `at_least` or more of a file of `<puzzle> <rating> ...` lines,
/// sorted by rating.
fn rated_puzzles(path: &std::path::Path, at_least: f64, every: usize) -> Vec<Grid> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut rated: Vec<(f64, Grid)> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut fields = l.split_whitespace();
            let puzzle = Grid::parse(fields.next().unwrap()).unwrap();
            (fields.next().unwrap().parse::<f64>().unwrap(), puzzle)
        })
        .filter(|&(se, _)| se >= at_least)
        .collect();
    rated.sort_by(|a, b| a.0.total_cmp(&b.0));
    rated.into_iter().step_by(every).map(|(_, p)| p).collect()
}

/// Explains each puzzle (within `budget_ms` each) and checks every forcing chain step.
fn check_puzzles(puzzles: &[Grid], budget_ms: u64, tally: &mut Tally) {
    let units = units();
    for puzzle in puzzles {
        let start = std::time::Instant::now();
        let budget = Budget::new(move || start.elapsed().as_millis() > u128::from(budget_ms));
        let mut board = Board::new(puzzle);
        for (i, step) in logic::explain_within(puzzle, &budget)
            .steps
            .iter()
            .enumerate()
        {
            let context = format!(
                "{puzzle} step {} ({}: {})",
                i + 1,
                step.technique.name(),
                step.text
            );
            if FORCING_CHAINS.contains(&step.technique) {
                *tally.techniques.entry(step.technique.name()).or_default() += 1;
                check_step(&board, &units, step, tally, &context);
            } else {
                assert!(
                    step.branches.is_empty(),
                    "{context}: branches on a step that is no forcing chain"
                );
            }
            step.apply(&mut board);
        }
    }
}

#[test]
fn every_branch_of_the_rated_samples_forcing_chains_is_a_proof() {
    let mut tally = Tally::default();
    let sample = rated_puzzles(&fixture_path("rated/se_rated_sample.txt"), 0.0, 1);
    check_puzzles(&sample, 60_000, &mut tally);
    check_puzzles(&[Grid::parse(ONE_BRANCH).unwrap()], 60_000, &mut tally);
    if let Some(dir) = shared_data("the rated set's and the hardest puzzles' forcing chains") {
        // Every fifth puzzle the full set rates 7.5 or more, and the hardest ones SE rates 10.2 at most.
        let chains = rated_puzzles(&dir.join("rated/se_rated_dev.txt"), 7.5, 5);
        check_puzzles(&chains, 60_000, &mut tally);
        let hardest = rated_puzzles(&dir.join("rated/hardest_er.txt"), 0.0, 1);
        check_puzzles(&hardest[..HARDEST], 20_000, &mut tally);
    }
    eprintln!("{tally:?}");
    assert!(
        tally.engine_reasons < tally.links / 20,
        "mostly rule-checked links: {tally:?}"
    );
    if shared_data("the nested levels' forcing chains").is_some() {
        for technique in FORCING_CHAINS[1..].iter().map(|t| t.name()) {
            assert!(
                tally.techniques.contains_key(technique),
                "no {technique} met: {tally:?}"
            );
        }
    }
    for shape in ["one", "cell", "region", "contradiction", "double"] {
        assert!(
            tally.shapes.get(shape).is_some_and(|&n| n > 0),
            "no {shape} forcing chain met: {tally:?}"
        );
    }
}

#[test]
fn a_branch_with_a_link_that_does_not_follow_fails_the_check() {
    let units = units();
    for puzzle in rated_puzzles(&fixture_path("rated/se_rated_sample.txt"), 8.2, 1) {
        let mut board = Board::new(&puzzle);
        for step in logic::explain(&puzzle).steps {
            if step.technique == Technique::CellForcingChain {
                check_step(&board, &units, &step, &mut Tally::default(), "as found");
                // Each branch's second link starting somewhere else, or turned from weak to
                // strong: no longer a proof.
                let long = (0..step.branches.len()).filter(|&b| step.branches[b].len() > 1);
                assert!(long.clone().count() > 0, "{puzzle}: no branch of two links");
                for branch in long {
                    let mut moved = step.clone();
                    let link = &mut moved.branches[branch][1];
                    link.link.from[0][1] = link.link.from[0][1] % 9 + 1;
                    let mut turned = step.clone();
                    let link = &mut turned.branches[branch][1];
                    link.link.strong = !link.link.strong;
                    for wrong in [moved, turned] {
                        let checked = std::panic::catch_unwind(|| {
                            check_step(&board, &units, &wrong, &mut Tally::default(), "altered")
                        });
                        assert!(
                            checked.is_err(),
                            "{puzzle}: an altered branch {branch} passed"
                        );
                    }
                }
                return;
            }
            step.apply(&mut board);
        }
    }
    panic!("no cell forcing chain in the rated sample");
}

#[test]
fn a_contradiction_whose_last_link_does_not_close_it_fails_the_check() {
    let units = units();
    for puzzle in rated_puzzles(&fixture_path("rated/se_rated_sample.txt"), 7.5, 1) {
        let mut board = Board::new(&puzzle);
        for step in logic::explain(&puzzle).steps {
            let closes = |b: &Vec<BranchLink>| b.last().is_some_and(|l| l.contradiction);
            if step.branches.len() == 2 && step.branches.iter().all(closes) {
                let mut tally = Tally::default();
                check_step(&board, &units, &step, &mut tally, "as found");
                assert_eq!(tally.shapes.get("contradiction"), Some(&1));
                let mut wrongs = Vec::new();
                for branch in 0..2 {
                    let last = step.branches[branch].len() - 1;
                    let with = |change: &dyn Fn(&mut BranchLink)| {
                        let mut wrong = step.clone();
                        change(&mut wrong.branches[branch][last]);
                        wrong
                    };
                    // From another digit of the cell both branches reach, to another candidate
                    // than the premise, the premise's other state, an unmarked link.
                    wrongs.push(with(&|l| l.link.from[0][1] = l.link.from[0][1] % 9 + 1));
                    wrongs.push(with(&|l| l.link.to[0][1] = l.link.to[0][1] % 9 + 1));
                    wrongs.push(with(&|l| l.link.strong = !l.link.strong));
                    wrongs.push(with(&|l| l.contradiction = false));
                    // The link into the candidate both branches reach dropped: the branch no
                    // longer makes it true (or false), so nothing contradicts.
                    let mut cut = step.clone();
                    cut.branches[branch].remove(last - 1);
                    wrongs.push(cut);
                }
                for wrong in wrongs {
                    let checked = std::panic::catch_unwind(|| {
                        check_step(&board, &units, &wrong, &mut Tally::default(), "altered")
                    });
                    assert!(
                        checked.is_err(),
                        "{puzzle}: an altered contradiction passed: {:?}",
                        wrong.branches
                    );
                }
                return;
            }
            step.apply(&mut board);
        }
    }
    panic!("no contradiction in the rated sample");
}

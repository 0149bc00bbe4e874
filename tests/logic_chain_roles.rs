//! The roles of the chains and forcing chains (src/logic/roles/), each checked against the
//! puzzle's solution and the candidates the step starts from: a named chain's strong links hold
//! (one end at least is true) and its weak links too (never both ends), an XY-chain's cells hold
//! its nodes; a loop's nodes are true and false in turn and each removal conflicts with one node
//! of each kind; a forcing chain's conclusion is what the step changes and what the solution
//! holds, its premise the conclusion negated; a cell's or region's premises are every candidate
//! of the cell or every place of the digit in the unit, one of them the solution's. Both the path
//! shown to people (the named chains) and the path that rates (Sudoku Explainer's chains) are
//! walked.

mod common;

use std::collections::BTreeMap;

use common::{assert_solves, fixture_path};
use sudoku_engine::logic::roles::{CandidateState, Roles};
use sudoku_engine::logic::{self, Board, Candidate, Step};
use sudoku_engine::Grid;

/// The solution's digit of each cell.
struct Solution(Grid);

impl Solution {
    /// Whether the candidate is the solution's.
    fn holds(&self, [cell, digit]: Candidate) -> bool {
        self.0.get(usize::from(cell)) == digit
    }

    /// Whether a chain node (a candidate, or a group of one digit's places) is true: one of its
    /// candidates is the solution's.
    fn node_true(&self, node: &[Candidate]) -> bool {
        node.iter().any(|&c| self.holds(c))
    }

    /// Whether a candidate's state agrees with the solution.
    fn agrees(&self, state: CandidateState) -> bool {
        self.holds(state.candidate) == state.on
    }
}

fn sees(a: u8, b: u8) -> bool {
    let (a, b) = (usize::from(a), usize::from(b));
    a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
}

/// Whether `candidate` cannot be true together with the node: another digit of the node's one
/// cell, or the node's digit in a cell that sees all of the node's cells.
fn conflicts(candidate: Candidate, node: &[Candidate]) -> bool {
    let [cell, digit] = candidate;
    match node {
        [[c, d]] if *c == cell => *d != digit,
        _ => node.iter().all(|&[c, d]| d == digit && sees(c, cell)),
    }
}

/// The unit's cells (rows 0-8, columns 9-17, boxes 18-26).
fn unit_cells(unit: u8) -> Vec<u8> {
    let u = usize::from(unit);
    (0..81u8)
        .filter(|&c| {
            let c = usize::from(c);
            match u {
                0..=8 => c / 9 == u,
                9..=17 => c % 9 == u - 9,
                _ => c / 27 * 3 + c % 9 / 3 == u - 18,
            }
        })
        .collect()
}

/// The conclusion is what the step does: an "on" its placement, an "off" its elimination.
fn concludes(step: &Step, conclusion: CandidateState) -> bool {
    if conclusion.on {
        step.placements == [conclusion.candidate]
    } else {
        step.eliminations == [conclusion.candidate]
    }
}

/// Checks one step's chain roles on `board` (the candidates it starts from); returns the kind
/// checked (with `+links` for Sudoku Explainer's cycles), none for other families.
fn check(board: &Board, solution: &Solution, step: &Step, context: &str) -> Option<String> {
    let has = |[c, d]: Candidate| board.has(usize::from(c), d);
    let roles = step.roles.as_deref()?;
    let kind = match roles {
        Roles::Chain {
            digit,
            start,
            inner,
            end,
            cells,
        } => {
            let nodes: Vec<&Vec<Candidate>> = std::iter::once(start)
                .chain(inner)
                .chain(std::iter::once(end))
                .collect();
            assert!(
                nodes.len() >= 4 && nodes.len().is_multiple_of(2),
                "{context}"
            );
            for (i, pair) in nodes.windows(2).enumerate() {
                let (a, b) = (solution.node_true(pair[0]), solution.node_true(pair[1]));
                if i % 2 == 0 {
                    assert!(a || b, "{context}: strong link {i} with both ends false");
                } else {
                    assert!(!(a && b), "{context}: weak link {i} with both ends true");
                }
            }
            for node in &nodes {
                assert!(
                    node.iter().all(|&c| has(c)),
                    "{context}: {node:?} on the board"
                );
                if let Some(digit) = digit {
                    assert!(node.iter().all(|&[_, d]| d == *digit), "{context}");
                }
            }
            for &removed in &step.eliminations {
                assert!(
                    conflicts(removed, start) && conflicts(removed, end),
                    "{context}: {removed:?} conflicts with both ends"
                );
            }
            if !cells.is_empty() {
                assert_eq!(cells.len() * 2, nodes.len(), "{context}");
                for (k, &cell) in cells.iter().enumerate() {
                    for node in &nodes[2 * k..2 * k + 2] {
                        assert_eq!(node[..], [[cell, node[0][1]]], "{context}");
                    }
                    assert_eq!(board.candidates(usize::from(cell)).count_ones(), 2);
                }
            }
            "chain".to_string()
        }
        Roles::Loop {
            digit,
            nodes,
            links,
            removals,
        } => {
            assert!(
                nodes.len() >= 4 && nodes.len().is_multiple_of(2),
                "{context}"
            );
            let even_true = solution.node_true(&nodes[0]);
            for (i, node) in nodes.iter().enumerate() {
                assert_eq!(
                    solution.node_true(node),
                    (i % 2 == 0) == even_true,
                    "{context}: the loop's nodes alternate true and false"
                );
                assert!(node.iter().all(|&c| has(c)), "{context}");
                if let Some(digit) = digit {
                    assert!(node.iter().all(|&[_, d]| d == *digit), "{context}");
                }
            }
            let removed: Vec<Candidate> = removals.iter().map(|r| r.candidate).collect();
            assert_eq!(removed, step.eliminations, "{context}");
            for removal in removals {
                let [a, b] = &removal.conflicts;
                let place = |node: &Vec<Candidate>| nodes.iter().position(|n| n == node);
                let (pa, pb) = (place(a).expect("a node"), place(b).expect("a node"));
                assert!(
                    pa % 2 == 0 && pb % 2 == 1,
                    "{context}: one node of each kind"
                );
                assert!(
                    conflicts(removal.candidate, a) && conflicts(removal.candidate, b),
                    "{context}: {removal:?}"
                );
            }
            match links {
                Some(_) => "loop+links".to_string(),
                None => "loop".to_string(),
            }
        }
        Roles::ForcingChain {
            premise,
            conclusion,
        } => {
            assert_eq!(*premise, conclusion.negated(), "{context}");
            assert!(concludes(step, *conclusion), "{context}");
            assert!(solution.agrees(*conclusion), "{context}");
            "forcing-chain".to_string()
        }
        Roles::Contradiction {
            premise,
            clash,
            conclusion,
        } => {
            assert_eq!(*premise, conclusion.negated(), "{context}");
            assert!(concludes(step, *conclusion), "{context}");
            assert!(solution.agrees(*conclusion), "{context}");
            assert!(!solution.agrees(*premise), "{context}: the premise fails");
            assert!(has(*clash), "{context}: the clash is a candidate");
            "contradiction".to_string()
        }
        Roles::DoubleForcing {
            candidate,
            conclusion,
        } => {
            assert!(has(*candidate), "{context}");
            assert!(concludes(step, *conclusion), "{context}");
            assert!(solution.agrees(*conclusion), "{context}");
            "double-forcing".to_string()
        }
        Roles::CellForcing {
            cell,
            digits,
            conclusion,
        } => {
            let all: Vec<u8> = (1..=9)
                .filter(|&d| board.has(usize::from(*cell), d))
                .collect();
            assert_eq!(*digits, all, "{context}: every candidate of the cell");
            assert!(digits.iter().any(|&d| solution.holds([*cell, d])));
            assert!(concludes(step, *conclusion), "{context}");
            assert!(solution.agrees(*conclusion), "{context}");
            "cell-forcing".to_string()
        }
        Roles::RegionForcing {
            unit,
            digit,
            cells,
            conclusion,
        } => {
            let places: Vec<u8> = unit_cells(*unit)
                .into_iter()
                .filter(|&c| board.has(usize::from(c), *digit))
                .collect();
            assert_eq!(
                *cells, places,
                "{context}: every place of the digit in the unit"
            );
            assert!(cells.iter().any(|&c| solution.holds([c, *digit])));
            assert_eq!(step.units, [*unit], "{context}");
            assert!(concludes(step, *conclusion), "{context}");
            assert!(solution.agrees(*conclusion), "{context}");
            "region-forcing".to_string()
        }
        _ => return None,
    };
    Some(kind)
}

/// The puzzles of the rated sample that SE rates `at_least` or more.
fn rated_sample(at_least: f64) -> Vec<Grid> {
    let text = std::fs::read_to_string(fixture_path("rated/se_rated_sample.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| {
            let mut fields = l.split_whitespace();
            let puzzle = Grid::parse(fields.next()?).ok()?;
            let rating: f64 = fields.next()?.parse().ok()?;
            (rating >= at_least).then_some(puzzle)
        })
        .collect()
}

/// The fixture's one puzzle per technique (tests/fixtures/logic/techniques.txt) of the chain
/// techniques.
fn technique_puzzles() -> Vec<Grid> {
    let text = std::fs::read_to_string(fixture_path("logic/techniques.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once('|'))
        .filter(|(technique, _)| {
            technique.contains("Chain") || technique.contains("Cycle") || technique.contains("Loop")
        })
        .map(|(_, puzzle)| Grid::parse(puzzle.trim()).unwrap())
        .collect()
}

#[test]
fn the_chains_roles_hold_in_the_solution() {
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    let mut puzzles = rated_sample(6.5);
    puzzles.extend(technique_puzzles());
    for puzzle in &puzzles {
        let solution = sudoku_engine::solve_first(puzzle).expect("a solution");
        assert_solves(puzzle, &solution);
        let solution = Solution(solution);
        // The path shown to people: the named chains where SE would need a chain.
        let mut board = Board::new(puzzle);
        for (i, step) in logic::explain(puzzle).steps.iter().enumerate() {
            let context = format!("{puzzle} step {} ({})", i + 1, step.text);
            if let Some(kind) = check(&board, &solution, step, &context) {
                *kinds.entry(kind).or_default() += 1;
                assert_eq!(step.text, logic::roles::text(step), "{context}");
            }
            step.apply(&mut board);
        }
        // The path that rates: Sudoku Explainer's own chains and cycles.
        let mut board = Board::new(puzzle);
        while let Some(step) = logic::next_step(&board, true, logic::Techniques::Rating) {
            let context = format!("{puzzle} (rating path): {}", step.text);
            if let Some(kind) = check(&board, &solution, &step, &context) {
                *kinds.entry(format!("{kind} (rating)")).or_default() += 1;
            }
            step.apply(&mut board);
        }
    }
    eprintln!("{kinds:?}");
    for kind in [
        "chain",
        "loop",
        "contradiction",
        "double-forcing",
        "cell-forcing",
        "region-forcing",
        "forcing-chain (rating)",
        "loop+links (rating)",
    ] {
        assert!(kinds.contains_key(kind), "no {kind} roles met: {kinds:?}");
    }
}

#[test]
fn a_chain_role_that_does_not_hold_fails_the_check() {
    // The first named chain of the sample made of a candidate the solution does not hold (one
    // it removes): its strong links then join two false nodes, which the check must reject.
    for puzzle in rated_sample(7.0) {
        let solution = Solution(sudoku_engine::solve_first(&puzzle).unwrap());
        let mut board = Board::new(&puzzle);
        for step in logic::explain(&puzzle).steps {
            if let Some(Roles::Chain { .. }) = step.roles.as_deref() {
                assert!(check(&board, &solution, &step, "as found").is_some());
                let false_node = vec![step.eliminations[0]];
                let mut broken = step.clone();
                broken.roles = Some(Box::new(Roles::Chain {
                    digit: None,
                    start: false_node.clone(),
                    inner: vec![false_node.clone(), false_node.clone()],
                    end: false_node,
                    cells: Vec::new(),
                }));
                let result =
                    std::panic::catch_unwind(|| check(&board, &solution, &broken, "broken"));
                assert!(result.is_err(), "a chain of false nodes passes the check");
                return;
            }
            step.apply(&mut board);
        }
    }
    panic!("no named chain met");
}

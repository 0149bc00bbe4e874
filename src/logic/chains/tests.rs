//! Data-driven tests: exact steps on committed candidate grids, and soundness of every step on
//! a sample of SE-rated puzzles.

use super::*;
use crate::grid::Grid;
use crate::logic::board::Digits;

/// Parses `cell:digit cell:digit ...`.
fn candidates(text: &str) -> Vec<[u8; 2]> {
    text.split_whitespace()
        .map(|pair| {
            let (cell, digit) = pair.split_once(':').expect("cell:digit");
            [cell.parse().expect("cell"), digit.parse().expect("digit")]
        })
        .collect()
}

/// The board of a fixture line: `=d` for a solved cell, else the cell's candidates.
fn board(cells: &str) -> Board {
    let mut values = [0u8; 81];
    let mut masks = [0 as Digits; 81];
    for (cell, token) in cells.split(',').enumerate() {
        match token.strip_prefix('=') {
            Some(digit) => values[cell] = digit.parse().expect("digit"),
            None => masks[cell] = token.bytes().fold(0, |m, b| m | 1 << (b - b'1')),
        }
    }
    Board::with_candidates(&Grid::from_cells(values).expect("digits"), &masks)
}

fn finder(technique: &str) -> fn(&Board) -> Option<Step> {
    match technique {
        "X-Cycle" | "Forcing X-Chain" | "Bidirectional Cycle" | "Forcing Chain" => {
            |board| forcing_chains_and_cycles(board, crate::logic::board::ALL_DIGITS)
        }
        "Nishio Forcing Chain" => |board| nishio(board, crate::logic::board::ALL_DIGITS),
        "Cell Forcing Chain" | "Region Forcing Chain" => {
            |board| multiple_forcing_chains(board, &mut KeptChains::default())
        }
        "Dynamic Forcing Chain" => {
            |board| dynamic_forcing_chains(board, &mut KeptChains::default())
        }
        "Dynamic Forcing Chain (+)" => {
            |board| dynamic_forcing_chains_plus(board, &mut KeptChains::default())
        }
        other => panic!("no finder for {other}"),
    }
}

#[test]
fn each_rule_finds_the_expected_step() {
    let fixtures = include_str!("../../../tests/fixtures/logic/chains.txt");
    let mut checked = 0;
    for line in fixtures.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('|').collect();
        let [technique, rating, puzzle, cells, placements, eliminations] = fields[..] else {
            panic!("bad fixture line {line}");
        };
        let step = finder(technique)(&board(cells))
            .unwrap_or_else(|| panic!("{technique} not found in {puzzle}"));
        assert_eq!(step.technique.name(), technique, "{puzzle}");
        assert_eq!(step.rating.to_string(), rating, "{puzzle}");
        assert_eq!(step.placements, candidates(placements), "{puzzle}");
        assert_eq!(step.eliminations, candidates(eliminations), "{puzzle}");
        assert!(!step.text.is_empty() && !step.links.is_empty(), "{puzzle}");
        checked += 1;
    }
    assert!(checked >= 15);
}

#[test]
fn every_step_of_sampled_puzzles_keeps_the_solution() {
    let fixtures = include_str!("../../../tests/fixtures/logic/chains_soundness.txt");
    let mut chain_steps = 0;
    for line in fixtures.lines().filter(|l| !l.starts_with('#')) {
        let puzzle = Grid::parse(line.split_whitespace().next().expect("puzzle")).expect("puzzle");
        let crate::solver::Solution::Unique(solution) = crate::solver::solve(&puzzle) else {
            panic!("{puzzle} has one solution");
        };
        let explanation = crate::logic::explain(&puzzle);
        assert!(explanation.solved, "{puzzle} not solved");
        for step in &explanation.steps {
            for &[cell, digit] in &step.placements {
                assert_eq!(
                    solution.get(usize::from(cell)),
                    digit,
                    "{puzzle}: {}",
                    step.text
                );
            }
            for &[cell, digit] in &step.eliminations {
                assert_ne!(
                    solution.get(usize::from(cell)),
                    digit,
                    "{puzzle}: {}",
                    step.text
                );
            }
            chain_steps += usize::from(step.rating.0 >= 65);
        }
    }
    assert!(chain_steps > 100, "{chain_steps} chain steps");
}

#[test]
fn level_one_rules_see_removals_only() {
    // An empty grid has no removals: the advanced rules give nothing, so dynamic forcing chains
    // (+) find nothing that dynamic forcing chains do not.
    let board = Board::new(&Grid::EMPTY);
    assert!(dynamic_forcing_chains_plus(&board, &mut KeptChains::default()).is_none());
}

/// The sources of the modules of `chains`, by name, and this module's own.
const SOURCES: [(&str, &str); 13] = [
    ("advanced", include_str!("advanced.rs")),
    ("chain", include_str!("chain.rs")),
    ("footprint", include_str!("footprint.rs")),
    ("found", include_str!("found.rs")),
    ("graph", include_str!("graph.rs")),
    ("implications", include_str!("implications.rs")),
    ("kept", include_str!("kept.rs")),
    ("multiple", include_str!("multiple.rs")),
    ("nested", include_str!("nested.rs")),
    ("potential", include_str!("potential.rs")),
    ("reach", include_str!("reach.rs")),
    ("unary", include_str!("unary.rs")),
    ("mod", include_str!("mod.rs")),
];

/// What a module's code (not its comments or tests) names through `super::`: sibling modules,
/// or items of `chains` itself. `super::super::` (the board, the step) is left out.
fn names_through_super(source: &str) -> Vec<String> {
    let code = source.split("#[cfg(test)]").next().unwrap_or_default();
    let mut names = Vec::new();
    for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
        for (at, _) in line.match_indices("super::") {
            let rest = &line[at + "super::".len()..];
            if rest.starts_with("super::") || line[..at].ends_with("super::") {
                continue;
            }
            // A group names several; a path names its first segment.
            let names_here: Vec<&str> = match rest.strip_prefix('{') {
                Some(group) => group
                    .split('}')
                    .next()
                    .unwrap_or_default()
                    .split(',')
                    .collect(),
                None => vec![rest],
            };
            for item in names_here {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() && !names.contains(&name) {
                    names.push(name);
                }
            }
        }
    }
    names
}

/// The module table in this module's docs: each row's module and the modules it uses.
fn module_table() -> Vec<(String, Vec<String>)> {
    include_str!("mod.rs")
        .lines()
        .filter_map(|line| line.strip_prefix("//! | [`"))
        .filter_map(|row| {
            let (name, rest) = row.split_once('`')?;
            let uses = rest
                .trim_end()
                .strip_suffix('|')?
                .rsplit('|')
                .next()?
                .trim();
            let uses = match uses {
                "-" => Vec::new(),
                list => list.split(", ").map(str::to_string).collect(),
            };
            Some((name.to_string(), uses))
        })
        .filter(|(name, _)| SOURCES.iter().any(|(module, _)| module == name))
        .collect()
}

#[test]
fn modules_use_only_those_above_them_in_the_table() {
    let table = module_table();
    let declared: Vec<&str> = include_str!("mod.rs")
        .lines()
        .filter_map(|l| l.strip_prefix("mod ")?.strip_suffix(';'))
        .filter(|&m| m != "tests")
        .collect();
    let mut listed: Vec<&str> = table.iter().map(|(name, _)| name.as_str()).collect();
    listed.sort_unstable();
    assert_eq!(listed, declared, "the table lists every module once");
    for (row, (module, uses)) in table.iter().enumerate() {
        let source = SOURCES.iter().find(|(m, _)| m == module).expect("listed").1;
        let mut named = names_through_super(source);
        for name in &named {
            assert!(
                declared.contains(&name.as_str()),
                "{module} uses super::{name}, an item of chains itself (mod.rs uses every module)"
            );
        }
        named.sort_unstable();
        assert_eq!(
            &named, uses,
            "{module}: the table's uses differ from the code's"
        );
        for used in uses {
            let above = table[..row].iter().any(|(name, _)| name == used);
            assert!(
                above,
                "{module} uses {used}, which is not above it: a cycle is possible"
            );
        }
    }
    // The check itself sees what it must: a sibling, a group of them, and an item of chains.
    let sample = "use super::super::board::Digits;\nuse super::{chain, found::Found};\n\
                  // super::kept\nlet x = super::Drawing::done(step);";
    assert_eq!(names_through_super(sample), ["chain", "found", "Drawing"]);
}

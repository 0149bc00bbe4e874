//! The roles of the uniqueness techniques (unique rectangles and loops, the hidden unique
//! rectangle, BUG), each checked on the board the step starts from and as a proof against the
//! solution: the loop is a deadly pattern (every unit it visits holds two of its cells, all
//! holding its two digits), the floor holds nothing else, the strong links and the grave are
//! what the board holds, and the extra digit the step relies on is true in the solution.

mod common;

use std::collections::{BTreeSet, HashSet};

use common::fixture_path;
use sudoku_engine::logic::roles::{CellDigits, Rescue, Roles};
use sudoku_engine::logic::{self, Board, Step};
use sudoku_engine::{solve, Grid, Solution};

/// The 27 units' cells: rows, columns, boxes (units 0-8, 9-17, 18-26).
fn units() -> Vec<Vec<usize>> {
    let rows = (0..9).map(|r| (0..9).map(|c| 9 * r + c).collect());
    let cols = (0..9).map(|c| (0..9).map(|r| 9 * r + c).collect());
    let boxes = (0..9).map(|b| {
        (0..9)
            .map(|i| 9 * (3 * (b / 3) + i / 3) + 3 * (b % 3) + i % 3)
            .collect()
    });
    rows.chain(cols).chain(boxes).collect()
}

fn unit_of(cell: usize, kind: usize) -> usize {
    [cell / 9, 9 + cell % 9, 18 + 3 * (cell / 27) + cell % 9 / 3][kind]
}

fn sees(a: usize, b: usize) -> bool {
    a != b && (0..3).any(|k| unit_of(a, k) == unit_of(b, k))
}

fn candidates(board: &Board, cell: usize) -> BTreeSet<u8> {
    (1..=9).filter(|&d| board.has(cell, d)).collect()
}

fn cells(list: &[u8]) -> Vec<usize> {
    list.iter().map(|&c| usize::from(c)).collect()
}

/// The places of `digit` in `unit` on the board.
fn places(board: &Board, unit: &[usize], digit: u8) -> BTreeSet<usize> {
    unit.iter()
        .copied()
        .filter(|&c| board.has(c, digit))
        .collect()
}

/// The set of eliminations of a step, to compare with what its roles say it removes.
fn removed(step: &Step) -> BTreeSet<(usize, u8)> {
    step.eliminations
        .iter()
        .map(|&[c, d]| (usize::from(c), d))
        .collect()
}

/// Checks a unique rectangle's or loop's roles.
fn check_loop(board: &Board, solution: &Grid, step: &Step, roles: &Roles) {
    let Roles::UniqueLoop {
        cells: path,
        digits: pair,
        floor,
        roof,
        extras,
        rescue,
    } = roles
    else {
        unreachable!()
    };
    let path = cells(path);
    let (floor, roof) = (cells(floor), cells(roof));
    let units = units();
    // The deadly pattern: an even loop, each unit it visits holding one cell at an even and one
    // at an odd place, each step to a cell that shares a unit, every cell holding both digits.
    assert!(path.len() >= 4 && path.len().is_multiple_of(2), "{path:?}");
    assert_eq!(path.iter().collect::<HashSet<_>>().len(), path.len());
    for (i, &cell) in path.iter().enumerate() {
        assert!(sees(cell, path[(i + 1) % path.len()]), "{path:?} is a loop");
        assert!(
            pair.iter().all(|&d| board.has(cell, d)),
            "{cell} holds {pair:?}"
        );
    }
    for unit in &units {
        let on: Vec<usize> = (0..path.len())
            .filter(|&i| unit.contains(&path[i]))
            .collect();
        assert!(
            on.is_empty() || on.len() == 2 && (on[0] + on[1]) % 2 == 1,
            "{path:?} in {unit:?}"
        );
    }
    // Floor and roof split the loop: the floor holds only the two digits.
    let pair_set: BTreeSet<u8> = pair.iter().copied().collect();
    for &cell in &path {
        let holds_only_pair = candidates(board, cell) == pair_set;
        assert_eq!(floor.contains(&cell), holds_only_pair);
        assert_eq!(roof.contains(&cell), !holds_only_pair);
    }
    assert_eq!(floor.len() + roof.len(), path.len());
    let roof_extras: BTreeSet<u8> = roof
        .iter()
        .flat_map(|&c| candidates(board, c))
        .filter(|d| !pair.contains(d))
        .collect();
    assert_eq!(extras.iter().copied().collect::<BTreeSet<_>>(), roof_extras);
    // The uniqueness the step relies on: a roof cell holds one of its extras in the solution.
    let true_extras: Vec<usize> = roof
        .iter()
        .copied()
        .filter(|&c| !pair.contains(&solution.get(c)))
        .collect();
    assert!(
        !true_extras.is_empty(),
        "the solution breaks the deadly pattern"
    );
    match rescue {
        Rescue::Single => {
            assert_eq!(roof.len(), 1);
            let expected = pair.iter().map(|&d| (roof[0], d)).collect::<BTreeSet<_>>();
            assert_eq!(removed(step), expected);
        }
        Rescue::ExtraDigit { digit } => {
            assert_eq!(extras, &[*digit]);
            assert!(roof.iter().any(|&c| solution.get(c) == *digit));
            for (cell, d) in removed(step) {
                assert_eq!(d, *digit);
                assert!(roof.iter().all(|&r| sees(cell, r)), "{cell} sees the roof");
            }
        }
        Rescue::NakedSet {
            unit,
            cells: set,
            digits,
        } => {
            let (unit, set) = (&units[usize::from(*unit)], cells(set));
            assert_eq!(roof.len(), 2);
            assert!(roof.iter().chain(&set).all(|c| unit.contains(c)));
            assert!(set.iter().all(|c| !roof.contains(c)));
            assert_eq!(set.len() + 1, digits.len());
            let held: BTreeSet<u8> = set
                .iter()
                .flat_map(|&c| candidates(board, c))
                .chain(extras.iter().copied())
                .collect();
            assert_eq!(held, digits.iter().copied().collect());
            // In the solution the set's cells and the roof cell holding an extra take its digits.
            let mut taken: Vec<u8> = set.iter().map(|&c| solution.get(c)).collect();
            taken.extend(true_extras.iter().map(|&c| solution.get(c)));
            assert!(taken.iter().all(|d| digits.contains(d)), "{taken:?}");
            for (cell, d) in removed(step) {
                assert!(unit.contains(&cell) && !set.contains(&cell) && !roof.contains(&cell));
                assert!(digits.contains(&d));
            }
        }
        Rescue::HiddenSet {
            unit,
            cells: set,
            digits,
        } => {
            let (unit, set) = (&units[usize::from(*unit)], cells(set));
            assert_eq!(roof.len(), 2);
            assert!(roof.iter().chain(&set).all(|c| unit.contains(c)));
            assert_eq!(set.len() + 1, digits.len());
            assert!(pair.iter().all(|d| digits.contains(d)));
            for &d in digits {
                let outside: Vec<usize> = places(board, unit, d)
                    .into_iter()
                    .filter(|c| !set.contains(c) && !roof.contains(c))
                    .collect();
                assert!(outside.is_empty(), "{d} fits only the set and the roof");
            }
            // In the solution the set's digits lie in its cells and in one roof cell.
            let in_set: BTreeSet<u8> = set.iter().map(|&c| solution.get(c)).collect();
            assert!(in_set.iter().all(|d| digits.contains(d)));
            let in_roof = roof.iter().filter(|&&c| digits.contains(&solution.get(c)));
            assert_eq!(in_roof.count(), 1);
            for (cell, d) in removed(step) {
                assert!(set.contains(&cell) && !digits.contains(&d));
            }
        }
        Rescue::Conjugate { unit, digit } => {
            let unit = &units[usize::from(*unit)];
            assert_eq!(roof.len(), 2);
            assert!(pair.contains(digit));
            assert_eq!(places(board, unit, *digit), roof.iter().copied().collect());
            assert!(roof.iter().any(|&c| solution.get(c) == *digit));
            let other = pair.iter().copied().find(|d| d != digit).unwrap();
            let expected = roof
                .iter()
                .map(|&c| (c, other))
                .filter(|&(c, d)| board.has(c, d))
                .collect::<BTreeSet<_>>();
            assert_eq!(removed(step), expected);
        }
    }
    assert_eq!(step.units, rescue.unit().into_iter().collect::<Vec<_>>());
}

/// Checks a hidden unique rectangle's roles.
fn check_hidden_rectangle(board: &Board, solution: &Grid, step: &Step, roles: &Roles) {
    let &Roles::HiddenRectangle {
        corner,
        opposite,
        sides,
        links,
        linked,
        removed: digit,
    } = roles
    else {
        unreachable!()
    };
    let (corner, opposite) = (usize::from(corner), usize::from(opposite));
    let sides = sides.map(usize::from);
    let units = units();
    // A rectangle in two rows, columns and boxes: the sides share a line with each corner.
    assert_eq!(sides[0], 9 * (opposite / 9) + corner % 9);
    assert_eq!(sides[1], 9 * (corner / 9) + opposite % 9);
    let corners = [corner, opposite, sides[0], sides[1]];
    let boxes: HashSet<usize> = corners.iter().map(|&c| unit_of(c, 2)).collect();
    assert_eq!(boxes.len(), 2);
    assert!(corner / 9 != opposite / 9 && corner % 9 != opposite % 9);
    assert_eq!(
        candidates(board, corner),
        [linked, digit].into_iter().collect()
    );
    assert!(corners
        .iter()
        .all(|&c| board.has(c, linked) && board.has(c, digit)));
    // The strong links on `linked`: the opposite corner's row and column.
    assert_eq!(links, [(opposite / 9) as u8, (9 + opposite % 9) as u8]);
    for (link, side) in links.iter().zip(sides) {
        let places = places(board, &units[usize::from(*link)], linked);
        assert_eq!(places, [opposite, side].into_iter().collect());
    }
    assert_eq!(removed(step), [(opposite, digit)].into_iter().collect());
    // One solution: the four corners do not hold only the two digits.
    assert!(corners
        .iter()
        .any(|&c| ![linked, digit].contains(&solution.get(c))));
}

/// Checks a BUG's roles: without its extras the board is a bivalue universal grave.
fn check_bug(board: &Board, solution: &Grid, step: &Step, roles: &Roles) {
    let Roles::Bug { extras, rescue } = roles else {
        unreachable!()
    };
    let units = units();
    let extra_of = |cell: usize| -> Option<&CellDigits> {
        extras.iter().find(|e| usize::from(e.cell) == cell)
    };
    let grave = |cell: usize| -> BTreeSet<u8> {
        let mut left = candidates(board, cell);
        for d in extra_of(cell).map_or(&[][..], |e| &e.digits) {
            assert!(left.remove(d), "{cell} holds its extra {d}");
        }
        left
    };
    for cell in (0..81).filter(|&c| board.value(c) == 0) {
        assert_eq!(grave(cell).len(), 2, "{cell} holds two digits in the grave");
    }
    for unit in &units {
        for d in 1..=9 {
            let n = unit.iter().filter(|&&c| grave(c).contains(&d)).count();
            assert!(
                n == 0 || n == 2,
                "{d} has two places in {unit:?} in the grave"
            );
        }
    }
    // One solution: an extra is true.
    let cells: Vec<usize> = extras.iter().map(|e| usize::from(e.cell)).collect();
    let true_extra = |c: usize| extra_of(c).unwrap().digits.contains(&solution.get(c));
    assert!(cells.iter().any(|&c| true_extra(c)), "an extra is true");
    match rescue {
        Rescue::Single => {
            assert_eq!(cells.len(), 1);
            assert!(true_extra(cells[0]));
        }
        Rescue::ExtraDigit { digit } => {
            assert!(extras.iter().all(|e| e.digits == [*digit]));
            for (cell, d) in removed(step) {
                assert_eq!(d, *digit);
                assert!(cells.iter().all(|&c| sees(cell, c)));
            }
        }
        Rescue::Conjugate { unit, digit } => {
            let unit = &units[usize::from(*unit)];
            assert_eq!(places(board, unit, *digit), cells.iter().copied().collect());
            for &c in &cells {
                assert!(true_extra(c) || solution.get(c) == *digit);
            }
        }
        Rescue::NakedSet {
            unit,
            cells: set,
            digits,
        }
        | Rescue::HiddenSet {
            unit,
            cells: set,
            digits,
        } => {
            let (unit, set) = (&units[usize::from(*unit)], self::cells(set));
            assert!(cells.iter().chain(&set).all(|c| unit.contains(c)));
            assert_eq!(set.len() + 1, digits.len());
            let held: BTreeSet<u8> = set
                .iter()
                .flat_map(|&c| candidates(board, c))
                .chain(extras.iter().flat_map(|e| e.digits.iter().copied()))
                .collect();
            assert_eq!(held, digits.iter().copied().collect());
            assert!(set.iter().all(|&c| digits.contains(&solution.get(c))));
            for (cell, d) in removed(step) {
                assert!(unit.contains(&cell) && !set.contains(&cell) && digits.contains(&d));
            }
        }
    }
    assert_eq!(step.units, rescue.unit().into_iter().collect::<Vec<_>>());
}

/// The kind of a uniqueness step's roles and, for a loop or a BUG, its rescue's JSON `type`.
fn shape(roles: &Roles) -> Option<String> {
    let json = serde_json::to_value(roles).unwrap();
    let kind = json["kind"].as_str()?.to_string();
    match json["rescue"]["type"].as_str() {
        Some(rescue) => Some(format!("{kind}|{rescue}")),
        None => Some(kind),
    }
}

/// Checks the roles of a uniqueness step on the board it starts from; false for other steps.
fn check_step(board: &Board, solution: &Grid, step: &Step, roles: &Roles) -> bool {
    match roles {
        Roles::UniqueLoop { .. } => check_loop(board, solution, step, roles),
        Roles::HiddenRectangle { .. } => check_hidden_rectangle(board, solution, step, roles),
        Roles::Bug { .. } => check_bug(board, solution, step, roles),
        _ => return false,
    }
    true
}

/// The fixture puzzles: `(technique, rescue, puzzle)`.
fn fixtures() -> Vec<(String, String, Grid)> {
    let text = std::fs::read_to_string(fixture_path("logic/uniqueness.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|line| match line.split('|').collect::<Vec<_>>()[..] {
            [technique, rescue, puzzle] => (
                technique.to_string(),
                rescue.to_string(),
                Grid::parse(puzzle).unwrap(),
            ),
            _ => panic!("{line}: technique|rescue|puzzle"),
        })
        .collect()
}

/// Calls `visit` with the board before each step of the puzzle's solution and the solution.
fn replay(puzzle: &Grid, mut visit: impl FnMut(&Board, &Grid, &Step)) {
    let Solution::Unique(solution) = solve(puzzle) else {
        panic!("{puzzle} has one solution");
    };
    let mut board = Board::new(puzzle);
    for step in logic::explain(puzzle).steps {
        visit(&board, &solution, &step);
        step.apply(&mut board);
    }
}

#[test]
fn every_uniqueness_step_of_the_fixtures_carries_roles_that_hold() {
    let mut shapes = BTreeSet::new();
    for (technique, rescue, puzzle) in fixtures() {
        let mut seen = Vec::new();
        replay(&puzzle, |board, solution, step| {
            let Some(roles) = step.roles.as_deref() else {
                return; // the chains carry no roles yet
            };
            if check_step(board, solution, step, roles) {
                assert_eq!(step.text, logic::roles::text(step));
                seen.push((step.technique.name().to_string(), shape(roles).unwrap()));
            }
        });
        assert!(
            seen.iter()
                .any(|(t, s)| *t == technique && (rescue == "-" || s.ends_with(&rescue))),
            "{puzzle}: the solution shows {technique} ({rescue}); seen {seen:?}"
        );
        shapes.extend(seen);
    }
    // Every technique of the family, with each shape the rated set shows (a BUG type 4, the
    // BUG's `conjugate`, it never shows).
    let shapes: Vec<String> = shapes
        .into_iter()
        .map(|(t, s)| format!("{t}: {s}"))
        .collect();
    assert_eq!(
        shapes,
        [
            "BUG+1: bug|single",
            "Bivalue Universal Grave: bug|extra-digit",
            "Bivalue Universal Grave: bug|naked-set",
            "Hidden Unique Rectangle: hidden-rectangle",
            "Unique Loop: unique-loop|conjugate",
            "Unique Loop: unique-loop|extra-digit",
            "Unique Loop: unique-loop|hidden-set",
            "Unique Loop: unique-loop|naked-set",
            "Unique Loop: unique-loop|single",
            "Unique Rectangle Type 1: unique-loop|single",
            "Unique Rectangle Type 2: unique-loop|extra-digit",
            "Unique Rectangle Type 3: unique-loop|hidden-set",
            "Unique Rectangle Type 3: unique-loop|naked-set",
            "Unique Rectangle Type 4: unique-loop|conjugate",
        ]
    );
}

/// Roles that do not fit the board or the solution fail the checks: a loop whose roof is called
/// floor, a hidden rectangle with its strong links swapped, a BUG without one of its extras or
/// with the extra said to be true in a cell where it is not.
#[test]
fn roles_that_do_not_hold_fail_the_checks() {
    let fails = |board: &Board, solution: &Grid, step: &Step, roles: Roles| {
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            check_step(board, solution, step, &roles)
        }));
        assert!(caught.is_err(), "{roles:?} passes for {}", step.text);
    };
    let mut wrong = 0;
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    for (_, _, puzzle) in fixtures() {
        replay(&puzzle, |board, solution, step| {
            let Some(roles) = step.roles.as_deref().cloned() else {
                return;
            };
            match roles.clone() {
                Roles::UniqueLoop { floor, roof, .. } => {
                    let Roles::UniqueLoop {
                        cells,
                        digits,
                        extras,
                        rescue,
                        ..
                    } = roles
                    else {
                        unreachable!()
                    };
                    let swapped = Roles::UniqueLoop {
                        cells,
                        digits,
                        floor: roof,
                        roof: floor,
                        extras,
                        rescue,
                    };
                    fails(board, solution, step, swapped);
                    wrong += 1;
                }
                Roles::HiddenRectangle {
                    corner,
                    opposite,
                    sides,
                    links,
                    linked,
                    removed,
                } => {
                    let swapped = Roles::HiddenRectangle {
                        corner,
                        opposite,
                        sides: [sides[1], sides[0]],
                        links: [links[1], links[0]],
                        linked,
                        removed,
                    };
                    fails(board, solution, step, swapped);
                    wrong += 1;
                }
                Roles::Bug { mut extras, rescue } => {
                    let mut lost = extras.clone();
                    lost[0].digits.pop();
                    fails(
                        board,
                        solution,
                        step,
                        Roles::Bug {
                            extras: lost,
                            rescue: rescue.clone(),
                        },
                    );
                    if let Rescue::Single = rescue {
                        // BUG+1 with its extra moved to the cell's other digits.
                        let cell = usize::from(extras[0].cell);
                        extras[0].digits = candidates(board, cell)
                            .into_iter()
                            .filter(|d| !extras[0].digits.contains(d))
                            .take(1)
                            .collect();
                        fails(board, solution, step, Roles::Bug { extras, rescue });
                    }
                    wrong += 1;
                }
                _ => {}
            }
        });
    }
    std::panic::set_hook(default_hook);
    assert!(wrong >= 26, "{wrong} wrong roles checked");
}

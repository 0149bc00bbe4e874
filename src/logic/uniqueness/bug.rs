//! The bivalue universal grave (BUG): the cells whose extra digits keep every cell from two
//! candidates and every digit from two places in each unit, and what one of those digits being
//! true proves (types 1-4).

use super::super::board::{
    bit, combinations, digits, se_common_units, se_unit, u8_list, Board, CellSet, Digits,
    ALL_CELLS, PEERS, SE_KIND_START, UNIT_CELLS, UNIT_SETS,
};
use super::super::roles::{CellDigits, Rescue};
use super::super::step::{Eliminations, Roles, Step, Technique};

const BUG_1: u16 = Technique::Bug1.rating();
const BUG_2_OR_4: u16 = Technique::Bug.rating();
const BUG_3_BASE: u16 = Technique::Bug.rating();

/// The cells that break a bivalue universal grave and their extra digits, as SE collects them:
/// a digit with other than 0 or 2 places in a unit whose places include exactly one cell of 3+
/// candidates makes that cell a BUG cell with that extra digit.
struct Grave {
    cells: Vec<usize>,
    extra: [Digits; 81],
    all_extra: Digits,
    /// The cells (not BUG cells) that see every BUG cell.
    seeing: CellSet,
}

fn grave(board: &Board) -> Option<Grave> {
    let mut grave = Grave {
        cells: Vec::new(),
        extra: [0; 81],
        all_extra: 0,
        seeing: ALL_CELLS,
    };
    let mut rest = *board.candidate_masks();
    for start in SE_KIND_START {
        for &unit in &UNIT_SETS[start..start + 9] {
            for digit in 1..=9u8 {
                let places = board.digit_cells_in(unit, digit);
                if places.is_empty() || places.len() == 2 {
                    continue;
                }
                let mut wide = places
                    .iter()
                    .filter(|&c| board.candidates(c).count_ones() >= 3);
                match (wide.next(), wide.next()) {
                    (None, _) => return None,
                    (Some(cell), None) => {
                        if !grave.cells.contains(&cell) {
                            grave.cells.push(cell);
                        }
                        grave.extra[cell] |= bit(digit);
                        grave.all_extra |= bit(digit);
                        rest[cell] &= !bit(digit);
                        grave.seeing = grave
                            .seeing
                            .and(PEERS[cell])
                            .minus(grave.cells.iter().copied().collect::<CellSet>());
                        if grave.cells.len() > 1
                            && grave.all_extra.count_ones() > 1
                            && grave.seeing.is_empty()
                        {
                            return None;
                        }
                    }
                    (Some(_), Some(_)) => {}
                }
            }
        }
    }
    if (0..81).any(|c| board.value(c) == 0 && rest[c].count_ones() != 2) {
        return None;
    }
    for unit in &UNIT_CELLS {
        for digit in 1..=9u8 {
            let places = unit
                .iter()
                .filter(|&&c| rest[usize::from(c)] & bit(digit) != 0)
                .count();
            if places != 0 && places != 2 {
                return None;
            }
        }
    }
    Some(grave)
}

fn bug_step(
    grave: &Grave,
    technique: Technique,
    rating: u16,
    eliminations: Eliminations,
    rescue: Rescue,
) -> Step {
    let cells = grave.cells.iter().copied().collect::<CellSet>();
    let mut step = Step::new(technique, rating).with_cells(cells);
    step.candidates = grave
        .cells
        .iter()
        .flat_map(|&c| digits(grave.extra[c]).map(move |d| [c as u8, d]))
        .collect();
    step.candidates.sort_unstable();
    step.units = rescue.unit().into_iter().collect();
    step.eliminations = eliminations.into_sorted();
    let extras = grave
        .cells
        .iter()
        .map(|&c| CellDigits {
            cell: c as u8,
            digits: digits(grave.extra[c]).collect(),
        })
        .collect();
    step.with_roles(Roles::Bug { extras, rescue })
}

/// BUG type 2 or 4 with two BUG cells sharing a unit: their common digit (not an extra one)
/// has only those two places in the unit, so each cell is its extra digit or that digit.
fn bug_type4(board: &Board, grave: &Grave) -> Option<Step> {
    let [c1, c2] = grave.cells[..] else {
        return None;
    };
    let common = board.candidates(c1) & board.candidates(c2) & !grave.all_extra;
    if common.count_ones() != 1 {
        return None;
    }
    let unit = se_common_units(c1, c2).next()?;
    let value = digits(common).next()?;
    let mut eliminations = Eliminations::default();
    for cell in [c1, c2] {
        eliminations.add_digits(board, cell, !grave.extra[cell] & !common);
    }
    Some(bug_step(
        grave,
        Technique::Bug,
        BUG_2_OR_4,
        eliminations,
        Rescue::Conjugate {
            unit: unit as u8,
            digit: value,
        },
    ))
}

/// BUG type 3: the extra digits act as one cell that makes a naked set with cells of a unit
/// shared by every BUG cell.
fn bug_type3(board: &Board, grave: &Grave) -> Option<Step> {
    for kind in 0..3 {
        let unit = se_unit(grave.cells[0], kind);
        if grave.cells.iter().any(|&c| se_unit(c, kind) != unit) {
            continue;
        }
        let unit_cells: Vec<usize> = grave.seeing.and(UNIT_SETS[unit]).iter().collect();
        for degree in 2..=6u32 {
            if unit_cells.len() < degree as usize {
                continue;
            }
            for chosen in combinations(degree - 1, (1 << unit_cells.len()) - 1) {
                let naked: Vec<usize> = (0..unit_cells.len())
                    .filter(|&i| chosen >> i & 1 != 0)
                    .map(|i| unit_cells[i])
                    .collect();
                let others: Digits = naked.iter().fold(0, |m, &c| m | board.candidates(c));
                let union = others | grave.all_extra;
                if others.count_ones() != degree
                    || union.count_ones() != degree
                    || grave.all_extra.count_ones() <= 1
                    || naked.iter().any(|&c| board.candidates(c).count_ones() <= 1)
                {
                    continue;
                }
                let mut eliminations = Eliminations::default();
                for &cell in unit_cells.iter().filter(|c| !naked.contains(c)) {
                    eliminations.add_digits(board, cell, union);
                }
                if eliminations.is_empty() {
                    continue;
                }
                return Some(bug_step(
                    grave,
                    Technique::Bug,
                    BUG_3_BASE + (union.count_ones() as u16 - 1),
                    eliminations,
                    Rescue::NakedSet {
                        unit: unit as u8,
                        cells: u8_list(&naked),
                        digits: digits(union).collect(),
                    },
                ));
            }
        }
    }
    None
}

/// The first bivalue universal grave deduction in SE's order: type 1 (one BUG cell: it holds
/// an extra digit, "BUG+1"), else type 2 (one extra digit: cells seeing every BUG cell lose
/// it), then types 4 and 3.
pub fn bug(board: &Board) -> Option<Step> {
    let grave = grave(board)?;
    if grave.cells.is_empty() {
        return None;
    }
    if let [cell] = grave.cells[..] {
        let mut eliminations = Eliminations::default();
        eliminations.add_digits(board, cell, !grave.all_extra);
        return Some(bug_step(
            &grave,
            Technique::Bug1,
            BUG_1,
            eliminations,
            Rescue::Single,
        ));
    }
    if grave.all_extra.count_ones() == 1 {
        let digit = digits(grave.all_extra).next()?;
        let mut eliminations = Eliminations::default();
        eliminations.add_cells(board, grave.seeing, digit);
        if !eliminations.is_empty() {
            return Some(bug_step(
                &grave,
                Technique::Bug,
                BUG_2_OR_4,
                eliminations,
                Rescue::ExtraDigit { digit },
            ));
        }
        return bug_type4(board, &grave);
    }
    if grave.seeing.is_empty() {
        return None;
    }
    bug_type4(board, &grave).or_else(|| bug_type3(board, &grave))
}

#[cfg(test)]
mod tests {
    use super::super::super::test_support::{check, position, Case};
    use super::super::rectangles::{tests::CASES as RECTANGLE_CASES, unique_rectangles};
    use super::*;
    use crate::Grid;

    /// Positions where SE's path takes a BUG.
    const CASES: &[Case] = &[
        Case {
            finder: bug,
            technique: Technique::Bug1,
            rating: 56,
            position: "
               89    =2    =5    =6    89    =4    =1    =7    =3
               =6    48    =1    =5    =7    =3    =9    48    =2
               =3    =7    49    =2    =1    89    =6    48    =5
               =2    15    =8    =3    59    19    =4    =6    =7
               15    =6    =7    =4    58    18    =2    =3    =9
               =4    =9    =3    =7    =6    =2    =5    =1    =8
               58    48    24    =9    =3    =6    =7    25    =1
              159    15    29    =8    =4    =7    =3    25    =6
               =7    =3    =6    =1    =2    =5    =8    =9    =4
        ",
            eliminations: &[[63, 1], [63, 9]],
        },
        Case {
            finder: bug,
            technique: Technique::Bug,
            rating: 57,
            position: "
               16    =8    =3    69    12    29    =4    =5    =7
               =7    14    =2    56   134    35    =8    =9    16
              146    =5    =9    =7    14    =8    =2    =3    16
               =9    =7    =5    =1    =8    =6    =3    =4    =2
               12    12    =4    =3    =9    =7    =6    =8    =5
               =3    =6    =8    =2    =5    =4    =1    =7    =9
               45    =3    =7    45    =6    =1    =9    =2    =8
               25    =9    =6    =8    23    35    =7    =1    =4
               =8    24    =1    49    =7    29    =5    =6    =3
        ",
            eliminations: &[[10, 1], [22, 1]],
        },
        Case {
            finder: bug,
            technique: Technique::Bug,
            rating: 58,
            position: "
               =9    =1    =8    =2    =5    =7    =6    =3    =4
               =5    =4    =2    =9    =3    =6    18    17    78
               =7    =6    =3    =8    =1    =4    =2    =5    =9
               =4    =3    =7    =1    =9    =2    58    =6    58
               =1    =8    =9    =7    =6    =5    =4    =2    =3
               =6    =2    =5    =3    =4    =8    =7    =9    =1
               =3    =7    16    =4    =2    19   159    =8    56
               28    59    =4    56    78    19    =3    17   267
               28    59    16    56    78    =3    19    =4    27
        ",
            eliminations: &[[78, 1], [80, 7]],
        },
        Case {
            finder: bug,
            technique: Technique::Bug,
            rating: 59,
            position: "
               =5    =7    19    =4    =8    23    13    29    =6
               =4    38   169    =7    19   236    13   289    =5
               16    38    =2    =5    19    36    =7    89    =4
               =9    =6    =8    =3    =5    =1    =2    =4    =7
               =3    =2    =5    =9    =7    =4    =8    =6    =1
               =7    =1    =4    =6    =2    =8    =9    =5    =3
               =2    =4    =3    =8    =6    =7    =5    =1    =9
               16    =5    16    =2    =3    =9    =4    =7    =8
               =8    =9    =7    =1    =4    =5    =6    =3    =2
        ",
            eliminations: &[[10, 3]],
        },
        Case {
            finder: bug,
            technique: Technique::Bug,
            rating: 60,
            position: "
               =1    =9    =5    =3    =4    28    68    26    =7
               =3    =6    =8    79    12    79    15    25    =4
               =2    =4    =7    58    =6   158    18    =3    =9
               =5    =7    =6    =1    =8    =4    =3    =9    =2
               =4    =1    =3    =2    =9    56    =7    56    =8
               =9    =8    =2    56    =7    =3    56    =4    =1
               =7    =5    14    49    =3    19    =2    =8    =6
               =8    =3    14    46    12   126    =9    =7    =5
               =6    =2    =9    78    =5    78    =4    =1    =3
        ",
            eliminations: &[[5, 8]],
        },
        Case {
            finder: bug,
            technique: Technique::Bug,
            rating: 61,
            position: "
               =5    =6    24    14    19    =7    29    =3    =8
               24    =1    =3    48    89    =6    59    27    57
               =8    =9    =7    =5    =2    =3    =6    =4    =1
               =7    =5    49    =2    =3    19    14    =8    =6
               24    =3   469    18  1568   159    14    27    57
               =1    =8    26    =7    56    =4    25    =9    =3
               =6    =2    =1    =9    =7    =8    =3    =5    =4
               =3    =7    =5    =6    =4    =2    =8    =1    =9
               =9    =4    =8    =3    15    15    =7    =6    =2
        ",
            eliminations: &[[39, 1]],
        },
    ];

    #[test]
    fn finds_each_case() {
        check(CASES);
    }

    /// BUG type 4, which the rated set never shows: each of the two cells holds its extra digit
    /// or the digit their unit has only there, said from the roles.
    #[test]
    fn a_bug_type_4_is_said_from_its_roles() {
        let mut step = Step::new(Technique::Bug, BUG_2_OR_4);
        step.eliminations = vec![[0, 5], [1, 6]];
        let extra = |cell, digit| CellDigits {
            cell,
            digits: vec![digit],
        };
        let step = step.with_roles(Roles::Bug {
            extras: vec![extra(0, 3), extra(1, 4)],
            rescue: Rescue::Conjugate { unit: 0, digit: 7 },
        });
        assert_eq!(
            step.text,
            "Without 3 in r1c1 and 4 in r1c2, every cell would hold two digits and every digit \
             two places in each unit (two solutions), so one of them holds its extra digit and, \
             7 having only those places in row 1, the other 7: r1c1<>5, r1c2<>6."
        );
    }

    /// A BUG needs every other cell bivalue: on the positions where SE's path took a unique
    /// rectangle, there is none; and the unique rectangles are gone where BUG was taken.
    #[test]
    fn finds_nothing_where_the_rated_path_goes_further() {
        for case in RECTANGLE_CASES
            .iter()
            .filter(|c| c.technique == Technique::UniqueRectangle1)
        {
            assert_eq!(bug(&position(case.position)), None);
        }
        for case in CASES
            .iter()
            .filter(|c| matches!(c.technique, Technique::Bug | Technique::Bug1))
        {
            assert_eq!(unique_rectangles(&position(case.position)), None);
        }
        let empty = Board::new(&Grid::EMPTY);
        assert_eq!(unique_rectangles(&empty), None);
        assert_eq!(bug(&empty), None);
    }
}

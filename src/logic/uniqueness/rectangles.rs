//! Unique rectangles and loops, types 1-4: what the cells holding extra digits prove, as SE
//! draws it from each loop that [`super::loops`] finds.

use super::super::board::{
    bit, combinations, digits, se_common_units, u8_list, Board, CellSet, Digits, ALL_CELLS,
    CELL_UNITS, PEERS, UNIT_CELLS, UNIT_SETS,
};
use super::super::roles::Rescue;
use super::super::step::{Eliminations, Roles, Step, Technique};
use super::loops::{is_valid_loop, loop_rating, LoopSearch};

/// One unique rectangle or loop deduction.
struct LoopHint {
    kind: u8,
    rating: u16,
    path: Vec<usize>,
    pair: Digits,
    eliminations: Vec<[u8; 2]>,
    /// The cells holding extra digits, in the loop's order.
    roof: Vec<usize>,
    /// Their extra digits.
    extras: Digits,
    /// What the extra digits prove.
    rescue: Rescue,
}

fn loop_hints(board: &Board, path: &[usize], pair: Digits, hints: &mut Vec<LoopHint>) {
    let extra_cells: Vec<usize> = path
        .iter()
        .copied()
        .filter(|&c| board.candidates(c).count_ones() > 2)
        .collect();
    let base = loop_rating(path.len());
    let extras: Digits = extra_cells.iter().fold(0, |m, &c| m | board.candidates(c)) & !pair;
    let mut push = |kind: u8, rating: u16, eliminations: Eliminations, rescue: Rescue| {
        if !eliminations.is_empty() {
            hints.push(LoopHint {
                kind,
                rating,
                path: path.to_vec(),
                pair,
                eliminations: eliminations.into_sorted(),
                roof: extra_cells.clone(),
                extras,
                rescue,
            });
        }
    };
    match extra_cells.len() {
        1 => {
            let roof_cell = extra_cells[0];
            let mut eliminations = Eliminations::default();
            for d in digits(pair) {
                eliminations.add(board, roof_cell, d);
            }
            push(1, base, eliminations, Rescue::Single);
        }
        n if n >= 2 => {
            if extras.count_ones() == 1 {
                let digit = digits(extras).next().expect("one digit");
                let seeing = extra_cells.iter().fold(ALL_CELLS, |s, &c| s.and(PEERS[c]));
                let mut eliminations = Eliminations::default();
                eliminations.add_cells(
                    board,
                    seeing.minus(extra_cells.iter().copied().collect::<CellSet>()),
                    digit,
                );
                push(2, base, eliminations, Rescue::ExtraDigit { digit });
            } else if n == 2 {
                type3_hints(board, &extra_cells, pair, extras, base, &mut push);
            }
            if n == 2 {
                type4_hint(board, &extra_cells, pair, base, &mut push);
            }
        }
        _ => {}
    }
}

type Push<'a> = dyn FnMut(u8, u16, Eliminations, Rescue) + 'a;

/// Type 3: the extra digits of the two extra cells act as one cell that makes a naked set with
/// other cells of a shared unit, or the loop digits and others form a hidden set there.
fn type3_hints(
    board: &Board,
    extra_cells: &[usize],
    pair: Digits,
    extras: Digits,
    base: u16,
    push: &mut Push<'_>,
) {
    let (c1, c2) = (extra_cells[0], extra_cells[1]);
    for degree in extras.count_ones()..=7 {
        for unit in se_common_units(c1, c2) {
            let cells: Vec<usize> = UNIT_CELLS[unit].iter().map(|&c| usize::from(c)).collect();
            let empty = cells.iter().filter(|&&c| board.value(c) == 0).count() as u32;
            let index1 = cells.iter().position(|&c| c == c1).expect("in unit");
            let index2 = cells.iter().position(|&c| c == c2).expect("in unit");
            if degree * 2 <= empty {
                for set in combinations(degree, 0x1FF)
                    .filter(|s| s >> index1 & 1 != 0 && s >> index2 & 1 == 0)
                {
                    let others: Vec<usize> = (0..9)
                        .filter(|&i| i != index1 && set >> i & 1 != 0)
                        .map(|i| cells[i])
                        .collect();
                    let others_digits: Digits =
                        others.iter().fold(0, |m, &c| m | board.candidates(c));
                    let shared = extras & board.candidates(c1) & board.candidates(c2);
                    let union = extras | others_digits;
                    if (shared | others_digits).count_ones() != degree
                        || union.count_ones() != degree
                        || others
                            .iter()
                            .any(|&c| board.candidates(c).count_ones() <= 1)
                    {
                        continue;
                    }
                    let mut eliminations = Eliminations::default();
                    for &cell in cells
                        .iter()
                        .filter(|&&c| c != c1 && c != c2 && !others.contains(&c))
                    {
                        eliminations.add_digits(board, cell, union);
                    }
                    push(
                        3,
                        base + (degree as u16 - 1),
                        eliminations,
                        Rescue::NakedSet {
                            unit: unit as u8,
                            cells: u8_list(&others),
                            digits: digits(union).collect(),
                        },
                    );
                }
            }
            if degree * 2 < empty && degree >= 2 {
                let rest: Vec<u8> = (1..=9u8)
                    .filter(|&d| (pair | extras) & bit(d) == 0)
                    .collect();
                if degree as usize - 2 > rest.len() {
                    continue;
                }
                for chosen in combinations(degree - 2, (1 << rest.len()) - 1) {
                    let hidden: Digits = (0..rest.len())
                        .filter(|&i| chosen >> i & 1 != 0)
                        .fold(pair, |m, i| m | bit(rest[i]));
                    let mut union = 0u16;
                    let mut every_digit_placed = true;
                    for d in digits(hidden) {
                        let places = (0..9)
                            .filter(|&i| i != index2 && board.has(cells[i], d))
                            .fold(0u16, |m, i| m | 1 << i);
                        every_digit_placed &= places != 0;
                        union |= places;
                    }
                    if !every_digit_placed || union.count_ones() != degree {
                        continue;
                    }
                    let set_cells: Vec<usize> = (0..9)
                        .filter(|&i| union >> i & 1 != 0 && i != index1)
                        .map(|i| cells[i])
                        .collect();
                    let mut eliminations = Eliminations::default();
                    for &cell in &set_cells {
                        eliminations.add_digits(board, cell, !hidden);
                    }
                    push(
                        3,
                        base + (set_cells.len() as u16).saturating_sub(1),
                        eliminations,
                        Rescue::HiddenSet {
                            unit: unit as u8,
                            cells: u8_list(&set_cells),
                            digits: digits(hidden).collect(),
                        },
                    );
                }
            }
        }
    }
}

/// Type 4: one loop digit has no other place in a unit shared by the two extra cells, so it is
/// in one of them, and the other loop digit cannot be in either.
fn type4_hint(board: &Board, extra_cells: &[usize], pair: Digits, base: u16, push: &mut Push<'_>) {
    let (c1, c2) = (extra_cells[0], extra_cells[1]);
    let mut pair_digits = digits(pair);
    let (v1, v2) = (
        pair_digits.next().expect("two"),
        pair_digits.next().expect("two"),
    );
    let (mut locks_v1, mut locks_v2) = (None, None);
    for unit in se_common_units(c1, c2) {
        let rest = UNIT_SETS[unit]
            .minus(CellSet::single(c1))
            .minus(CellSet::single(c2));
        if board.digit_cells_in(rest, v1).is_empty() {
            locks_v1 = Some(unit);
        }
        if board.digit_cells_in(rest, v2).is_empty() {
            locks_v2 = Some(unit);
        }
    }
    let (unit, locked, removed) = match (locks_v1, locks_v2) {
        (Some(unit), _) => (unit, v1, v2),
        (None, Some(unit)) => (unit, v2, v1),
        (None, None) => return,
    };
    let mut eliminations = Eliminations::default();
    eliminations.add(board, c1, removed);
    eliminations.add(board, c2, removed);
    push(
        4,
        base,
        eliminations,
        Rescue::Conjugate {
            unit: unit as u8,
            digit: locked,
        },
    );
}

/// The unique rectangle or loop SE would take: the lowest rating, then the lowest type, then
/// the first found (loops from each bivalue cell in cell order).
pub fn unique_rectangles(board: &Board) -> Option<Step> {
    let mut hints = Vec::new();
    for start in (0..81).filter(|&c| board.candidates(c).count_ones() == 2) {
        let pair = board.candidates(start);
        // A valid loop leaves `start` through one unit and comes back through another, each
        // holding another cell with both digits.
        let holding = board
            .digit_cells(pair.trailing_zeros() as u8 + 1)
            .and(board.digit_cells(16 - pair.leading_zeros() as u8));
        let exits = CELL_UNITS[start]
            .iter()
            .filter(|&&u| UNIT_SETS[usize::from(u)].and(holding).len() >= 2)
            .count();
        if exits < 2 {
            continue;
        }
        let mut search = LoopSearch {
            board,
            pair,
            path: Vec::new(),
            on_path: CellSet::EMPTY,
            loops: Vec::new(),
        };
        search.extend(start, 2, 0, None);
        for path in search.loops.iter().filter(|p| is_valid_loop(p)) {
            loop_hints(board, path, pair, &mut hints);
        }
    }
    let best = hints
        .iter()
        .enumerate()
        .min_by_key(|(i, h)| (h.rating, h.kind, *i))?
        .1;
    let technique = match (best.path.len(), best.kind) {
        (4, 1) => Technique::UniqueRectangle1,
        (4, 2) => Technique::UniqueRectangle2,
        (4, 3) => Technique::UniqueRectangle3,
        (4, _) => Technique::UniqueRectangle4,
        _ => Technique::UniqueLoop,
    };
    let pattern = best.path.iter().copied().collect::<CellSet>();
    let mut step = Step::new(technique, best.rating).with_cells(pattern);
    step.candidates = best
        .path
        .iter()
        .flat_map(|&c| digits(best.pair).map(move |d| [c as u8, d]))
        .collect();
    step.candidates.sort_unstable();
    step.units = best.rescue.unit().into_iter().collect();
    step.eliminations = best.eliminations.clone();
    let mut pair = digits(best.pair);
    let pair = [pair.next()?, pair.next()?];
    let floor = best.path.iter().filter(|c| !best.roof.contains(c));
    Some(step.with_roles(Roles::UniqueLoop {
        cells: u8_list(&best.path),
        digits: pair,
        floor: u8_list(floor),
        roof: u8_list(&best.roof),
        extras: digits(best.extras).collect(),
        rescue: best.rescue.clone(),
    }))
}

#[cfg(test)]
pub(super) mod tests {
    use super::super::super::test_support::{check, Case};
    use super::*;

    /// Positions where SE's path takes a unique rectangle or loop.
    pub(in super::super) const CASES: &[Case] = &[
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueRectangle1,
            rating: 45,
            position: "
               37    =8    37    =9    =2    =6    =5    =1    =4
               =5    =4    =9    =1    =3    =8    =7    =6    =2
               12    =6    12    =5    47    47    =8    =9    =3
               =8    25    =6    =7    =1    23  2349  2345    59
              123    =7   123    =4    =5    =9    23    =8    =6
              234    =9  2345    =6    =8    23    =1   235    =7
               =6    =1   247    =8    47   457  2349  2345    59
               47    =3    =8    =2    =9   457    =6    45    =1
               =9    25   245    =3    =6    =1    24    =7    =8
        ",
            eliminations: &[[59, 4], [59, 7]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueRectangle4,
            rating: 45,
            position: "
             2489  2458   278    79    =6    89 23457    =1   345
             1489   248    =3   479  1489    =5    =6    27    24
               14    56    67    =2    14    =3    57    =9    =8
               =6    =7    =4    59   589   289  2358    35    =1
               =5    28    =9    =1    =3    =4   278    27    =6
               28    =3    =1    =6   578   278   258    =4    =9
               =7    =9    26    =8    45    =1  2345   356  2345
              248  2468    =5    =3    79   679    =1    68    27
               =3    =1    68    45    =2    67    =9   568   457
        ",
            eliminations: &[[9, 4], [13, 4]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueRectangle3,
            rating: 46,
            position: "
               =2  3457   356    =1    46    =9    =8    35    47
             3456   345    =1    46    =7    =8    =2    35    =9
               47    =8    =9    =5    =3    =2    =1    =6    47
               =8    =9    35    =2    56   356    =7    =4    =1
              345  1345    =2    =7   145   345    =6    =9    =8
               14    =6    =7    =9    =8    14    =5    =2    =3
              567   157    =4    =3   156    56    =9    =8    =2
              156    =2    =8    46    =9  1456    =3    =7    56
               =9    35   356    =8    =2    =7    =4    =1    56
        ",
            eliminations: &[[9, 4]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueRectangle2,
            rating: 45,
            position: "
               =6    =8    =7   239    =4    59    29   359    =1
               25    =3    =1   269    56    =8    =7   469  4569
               25    =4    =9    =7   356    =1    26    36    =8
               =1    =2    =3    =5    =9    =6    =8    47    47
               =9    =5    =6    =8    =7    =4    =1    =2    =3
               =8    =7    =4    =1    =2    =3    =5    69    69
               37    69    =5   369    =8    =2    =4    =1   679
               37    =1    =2    =4   356    79   369    =8  5679
               =4    69    =8   369    =1    57   369    57    =2
        ",
            eliminations: &[[3, 3], [67, 3]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueRectangle3,
            rating: 45,
            position: "
             4589    =2  4589    16   167    =3   158    18    79
               =6    =7    =1    =9    =8    =5    =4    =3    =2
              589    =3   589    12    =4    27   158    =6    79
               =7    =8    56   156    16    =4    =9    =2    =3
               15    =4    =3    58    =2    =9    =6    =7    18
               12    =9    26    =3    67    78    18    =4    =5
               49    =1    49    28    =3    28    =7    =5    =6
               =3    =5    =7    =4    =9    =6    =2    18    18
               28    =6    28    =7    =5    =1    =3    =9    =4
        ",
            eliminations: &[[8, 7]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueLoop,
            rating: 46,
            position: "
               =1    =3    =7    =4    =5    26    =9    =8    26
               46    28    68    =7    =9    =1    24    35    35
               49    29    =5    =8    23    36    =7   146    14
               =3    67    =4    =1    =8    =9    =5    26   267
               =8    =5    =1    =2    67    =4    =3    =9    67
               =2    67    =9    =3    67    =5    14    14    =8
               79    19    =2    =5    =4    =8    =6   137    13
               67    18    68    =9    23    37   124  1457   145
               =5    =4    =3    =6    =1    27    =8    27    =9
        ",
            eliminations: &[[35, 6], [35, 7]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueRectangle3,
            rating: 47,
            position: "
               68    68    12    =3    27    =9    17    =5    =4
               39    =5    39    =4    =6    17    17    =8    =2
               =4    12    =7   158    25   158    =6    =9    =3
               =2    =3    =5    89    79    78    =4    =1    =6
               19    68    19   256    =4   256    58    =3    =7
               68    =7    =4    56    =1    =3   589    =2    89
              135    =4   123 12569   359  1256    89    =7   189
               =7   129    =6   129    =8    12    =3    =4    =5
               35    19    =8    =7    35    =4    =2    =6    19
        ",
            eliminations: &[[56, 1], [57, 1], [57, 9], [59, 1]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueLoop,
            rating: 47,
            position: "
               17    17    =4    =9    =8    =2    =3    56    56
               =8    =2    =5    36    16    13    =4    =9    =7
               =9    =6    =3    =5    =7    =4    =1    =2    =8
               35    18    28    =4    35    =6    =9    =7    12
               26    35    =9    =1    35    =7    =8    46   246
               16    =4    =7    =2    =9    =8    =5    =3    16
               =4  3578    =1    37    =2    35    =6    58    =9
             2357   357    26    =8    16    =9    27   145   345
             2357    =9   268   367    =4   135    27   158    35
        ",
            eliminations: &[[65, 2]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueLoop,
            rating: 48,
            position: "
               47    =2    89    47    =1    =6   389   389    =5
             5789   157   189  3789    25 23789    =4    =6   189
               =3   145    =6   489    45    89    =2   189    =7
               =6    13  1239   189    =7    =5  1389    =4 12389
               49    57  1239 14689    46   189    57 12389 12389
               57    =8   149    =2    =3   149    57    19    =6
               =2    =9    =7    13    =8    13    =6    =5    =4
               48    34    =5    67   246    27  1389 12389 12389
               =1    =6   348    =5    =9    24    38    =7   238
        ",
            eliminations: &[[19, 1]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueRectangle3,
            rating: 48,
            position: "
              189   129   258   239  2389    =7    =4   159    =6
               =6 12479    23    =5    29    24    37    =8   179
              789   479    35    =1    =6    48    =2    35    79
               =2    =5    =4   379   379    =1   678   679   789
               =3    =8    =7    29    =5    =6    =1    29    =4
               19    19    =6    =4   278    28    =5    27    =3
               =5   237    =1    =6    =4    =9   378    37   278
               78    =6    28    27    =1    =3    =9    =4    =5
               =4   237    =9    =8    27    =5   367  1367   127
        ",
            eliminations: &[[10, 2], [18, 8]],
        },
        Case {
            finder: unique_rectangles,
            technique: Technique::UniqueLoop,
            rating: 50,
            position: "
               =2    =3    =1    79    =5    79    48    =6    48
               =7    46    46    =1    =3    =8    =2    =5    =9
               =9    =5    =8    =6    =4    =2    =7    =1    =3
               =8    =9    =3    =4    =1    =6    =5    =2    =7
               =5    14    =2    =8    79    79    =6    =3    14
               46   167    67    =3    =2    =5    89    49    18
               =1    =8    79    =2    =6    =4    =3    79    =5
               46    67    =5    79    =8    =3    =1   479    =2
               =3    =2   479    =5    79    =1    49    =8    =6
        ",
            eliminations: &[[63, 4], [78, 4]],
        },
    ];

    #[test]
    fn finds_each_case() {
        check(CASES);
    }
}

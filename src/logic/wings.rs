//! Wings: XY-Wing, XYZ-Wing (Sudoku Explainer), WXYZ-Wing and VWXYZ-Wing (SukakuExplainer's
//! ALS wings), as they find and rate them; and W-Wing, rated as the chain SE would need.

use super::board::{bit, digits, u8_list, Board, CellSet, Digits, ALL_CELLS, PEERS};
use super::finder::{Assumes, Finder, Listed, Place};
use super::step::{length_bonus, se_choice, Eliminations, Link, Roles, Step, Technique};

/// The cells with exactly `n` candidates.
fn cells_with(board: &Board, n: u32) -> CellSet {
    (0..81)
        .filter(|&c| board.candidates(c).count_ones() == n)
        .collect()
}

/// The first XY-Wing (`pivot_size` 2) or XYZ-Wing (3) in SE's order: pivots in cell order, then
/// the pincers among its peers in cell order.
fn wing(board: &Board, pivot_size: u32) -> Option<Step> {
    let bivalue = cells_with(board, 2);
    cells_with(board, pivot_size).iter().find_map(|pivot| {
        let pivot_digits = board.candidates(pivot);
        PEERS[pivot].and(bivalue).iter().find_map(|xz| {
            let xz_digits = board.candidates(xz);
            if (pivot_digits & !xz_digits).count_ones() != 1 {
                return None;
            }
            PEERS[pivot].and(bivalue).iter().find_map(|yz| {
                let yz_digits = board.candidates(yz);
                let union = pivot_digits | xz_digits | yz_digits;
                let common = pivot_digits & xz_digits & yz_digits;
                if union.count_ones() != 3 || common.count_ones() != pivot_size - 2 {
                    return None;
                }
                let z = xz_digits & yz_digits;
                let digit = digits(z).next()?;
                let mut victims = PEERS[xz].and(PEERS[yz]).minus(CellSet::single(pivot));
                if pivot_size == 3 {
                    victims = victims.and(PEERS[pivot]);
                }
                let removed = board.digit_cells_in(victims, digit);
                (!removed.is_empty()).then(|| wing_step(board, pivot, xz, yz, digit, removed))
            })
        })
    })
}

fn wing_step(
    board: &Board,
    pivot: usize,
    xz: usize,
    yz: usize,
    digit: u8,
    removed: CellSet,
) -> Step {
    let xyz = board.candidates(pivot).count_ones() == 3;
    let technique = if xyz {
        Technique::XYZWing
    } else {
        Technique::XYWing
    };
    let rating = technique.rating();
    let cells = CellSet::single(pivot)
        .or(CellSet::single(xz))
        .or(CellSet::single(yz));
    let mut step = Step::new(technique, rating).with_cells(cells);
    step.candidates = cells
        .iter()
        .flat_map(|c| digits(board.candidates(c)).map(move |d| [c as u8, d]))
        .collect();
    for pincer in [xz, yz] {
        let link_digit = digits(board.candidates(pincer) & !bit(digit))
            .next()
            .expect("two digits");
        step.links.push(Link {
            from: vec![[pivot as u8, link_digit]],
            to: vec![[pincer as u8, link_digit]],
            strong: false,
        });
    }
    step.eliminations = removed.iter().map(|c| [c as u8, digit]).collect();
    step.with_roles(Roles::XyWing {
        pivot: pivot as u8,
        pivot_digits: digits(board.candidates(pivot)).collect(),
        pincers: [xz as u8, yz as u8],
        digit,
    })
}

/// The first XY-Wing: a bivalue pivot `xy` seeing bivalue pincers `xz` and `yz`, so `z` leaves
/// the cells that see both pincers.
pub fn xy_wing(board: &Board) -> Option<Step> {
    wing(board, 2)
}

/// The first XYZ-Wing: a pivot `xyz` seeing pincers `xz` and `yz`, so `z` leaves the cells that
/// see all three.
pub fn xyz_wing(board: &Board) -> Option<Step> {
    wing(board, 3)
}

/// A WXYZ-Wing (VWXYZ-Wing) as SukakuExplainer finds it: three (four) cells that see one
/// another and hold four (five) digits between them, an almost locked set (ALS), and a bivalue
/// cell holding two of those digits.
struct AlsWing {
    als: Vec<usize>,
    bivalue: usize,
    /// The restricted common digit (every ALS cell holding it sees the bivalue cell).
    x: u8,
    /// The other digit of the bivalue cell, which leaves the cells seeing all its places.
    z: u8,
    /// Both digits are restricted commons: the whole pattern is locked.
    double_link: bool,
    rating: u16,
    eliminations: Vec<[u8; 2]>,
}

/// Whether every cell of `als` holding `digit` sees `target`.
fn all_see(board: &Board, als: &[usize], digit: u8, target: usize) -> bool {
    als.iter()
        .all(|&c| !board.has(c, digit) || PEERS[target].contains(c))
}

/// The cells outside `cells` that see every cell of `cells` holding `digit`.
fn seeing_all(board: &Board, cells: &[usize], digit: u8) -> CellSet {
    let pattern: CellSet = cells.iter().copied().collect();
    cells
        .iter()
        .filter(|&&c| board.has(c, digit))
        .fold(ALL_CELLS, |s, &c| s.and(PEERS[c]))
        .minus(pattern)
}

/// ALS-XZ with a bivalue cell: `z` is in the ALS or the bivalue cell; with a double link the
/// ALS's other digits are locked in it too, and `x` is in the ALS or the bivalue cell.
fn als_wing_eliminations(
    board: &Board,
    als: &[usize],
    bivalue: usize,
    x: u8,
    z: u8,
    double_link: bool,
) -> Vec<[u8; 2]> {
    let mut all = als.to_vec();
    all.push(bivalue);
    let mut eliminations = Eliminations::default();
    if double_link {
        let union: Digits = als.iter().fold(0, |m, &c| m | board.candidates(c));
        for w in digits(union & !bit(x) & !bit(z)) {
            eliminations.add_cells(board, seeing_all(board, als, w), w);
        }
        eliminations.add_cells(board, seeing_all(board, &all, x), x);
    }
    eliminations.add_cells(board, seeing_all(board, &all, z), z);
    eliminations.into_sorted()
}

/// SukakuExplainer's rating of an ALS wing of `size` cells (WXYZ: base 5.5, VWXYZ: 6.2): a
/// largest ALS cell of middling size is harder than the extremes.
fn als_wing_rating(size: usize, biggest: u32) -> u16 {
    let base = if size == 3 {
        Technique::WXYZWing.rating()
    } else {
        Technique::VWXYZWing.rating()
    };
    let centre = 3i32;
    (i32::from(base) + (size as i32 - 2) - (centre - biggest as i32).abs()) as u16
}

/// The search for the ALS wings of `size` cells with a `changed` cell: the ALS cells chosen so
/// far and the wings found.
struct AlsWingSearch<'a> {
    board: &'a Board,
    size: usize,
    changed: CellSet,
    chosen: Vec<usize>,
    found: Vec<AlsWing>,
}

impl AlsWingSearch<'_> {
    /// Extends the pairwise-visible cells `chosen` (increasing, holding the digits `union`) to
    /// ALS of `size` cells, taking the next cell among `next` and the further ones among the
    /// cells of `pool` after it that see it (`pool` holds the cells with 2 to `size + 1`
    /// digits), and adds their wings.
    fn grow(&mut self, union: Digits, next: CellSet, pool: CellSet) {
        if self.chosen.len() == self.size {
            if union.count_ones() as usize == self.size + 1 {
                add_als_wings(
                    self.board,
                    &self.chosen,
                    union,
                    self.changed,
                    &mut self.found,
                );
            }
            return;
        }
        for cell in next.iter() {
            let grown = union | self.board.candidates(cell);
            if grown.count_ones() as usize > self.size + 1 {
                continue;
            }
            self.chosen.push(cell);
            let later = pool.after(cell).and(PEERS[cell]);
            self.grow(grown, later, later);
            self.chosen.pop();
        }
    }
}

/// The wings of one ALS with a bivalue cell, among those with a `changed` cell.
fn add_als_wings(
    board: &Board,
    als: &[usize],
    union: Digits,
    changed: CellSet,
    found: &mut Vec<AlsWing>,
) {
    let biggest = als
        .iter()
        .map(|&c| board.candidates(c).count_ones())
        .max()
        .unwrap_or(0);
    let rating = als_wing_rating(als.len(), biggest);
    let pattern: CellSet = als.iter().copied().collect();
    let mut reach = als
        .iter()
        .map(|&c| PEERS[c])
        .collect::<CellSet>()
        .minus(pattern);
    if pattern.and(changed).is_empty() {
        reach = reach.and(changed);
    }
    for bivalue in reach.iter() {
        let pair = board.candidates(bivalue);
        if pair.count_ones() != 2 || pair & union != pair {
            continue;
        }
        let mut pair_digits = digits(pair);
        let (low, high) = (
            pair_digits.next().unwrap_or(0),
            pair_digits.next().unwrap_or(0),
        );
        let (x, z, double_link) = match (
            all_see(board, als, low, bivalue),
            all_see(board, als, high, bivalue),
        ) {
            (true, true) => (low, high, true),
            (true, false) => (low, high, false),
            (false, true) => (high, low, false),
            (false, false) => continue,
        };
        let eliminations = als_wing_eliminations(board, als, bivalue, x, z, double_link);
        // SE names a double link only when it removes more than one link would.
        let double_link = double_link
            && eliminations != als_wing_eliminations(board, als, bivalue, x, z, false)
            && eliminations != als_wing_eliminations(board, als, bivalue, z, x, false);
        if !eliminations.is_empty() {
            found.push(AlsWing {
                als: als.to_vec(),
                bivalue,
                x,
                z,
                double_link,
                rating,
                eliminations,
            });
        }
    }
}

/// The ALS wing of `size` cells SukakuExplainer would take: the lowest rating, then the most
/// eliminations, then the first found (ALS cells in cell order).
///
/// Only the wings with a `changed` cell (in the ALS or the bivalue cell) are tried: a wing's
/// eliminations are the candidates of the cells that see its cells, and those cells can only
/// have lost candidates since, so a wing whose own cells did not change still removes nothing.
fn als_wing(board: &Board, size: usize, changed: CellSet) -> Option<Step> {
    let small = (0..81)
        .filter(|&c| (2..=size as u32 + 1).contains(&board.candidates(c).count_ones()))
        .collect::<CellSet>();
    // An ALS to try holds a changed cell or sees a changed bivalue cell; its cells all see the
    // first, so the first lies among or beside those.
    let touching = changed
        .iter()
        .filter(|&c| board.candidates(c).count_ones() == 2)
        .fold(changed, |s, c| s.or(PEERS[c]));
    let firsts = small
        .iter()
        .filter(|&first| {
            !PEERS[first]
                .or(CellSet::single(first))
                .and(touching)
                .is_empty()
        })
        .collect();
    let mut search = AlsWingSearch {
        board,
        size,
        changed,
        chosen: Vec::with_capacity(size),
        found: Vec::new(),
    };
    search.grow(0, firsts, small);
    let best = se_choice(&search.found, |w| (w.rating, w.eliminations.len()))?;
    let technique = if size == 3 {
        Technique::WXYZWing
    } else {
        Technique::VWXYZWing
    };
    let cells = best
        .als
        .iter()
        .fold(CellSet::single(best.bivalue), |s, &c| {
            s.or(CellSet::single(c))
        });
    let mut step = Step::new(technique, best.rating).with_cells(cells);
    step.candidates = cells
        .iter()
        .flat_map(|c| digits(board.candidates(c)).map(move |d| [c as u8, d]))
        .collect();
    step.eliminations = best.eliminations.clone();
    let union: Digits = best.als.iter().fold(0, |m, &c| m | board.candidates(c));
    Some(step.with_roles(Roles::AlsWing {
        als: u8_list(&best.als),
        als_digits: digits(union).collect(),
        bivalue: best.bivalue as u8,
        bivalue_digits: digits(board.candidates(best.bivalue)).collect(),
        restricted: best.x,
        digit: best.z,
        both: best.double_link,
    }))
}

/// The WXYZ-Wing SukakuExplainer would take (rated 5.5, or 5.6 when the largest cell of its
/// three-cell ALS holds three digits), among the wings with a `changed` cell.
pub fn wxyz_wing(board: &Board, changed: CellSet) -> Option<Step> {
    als_wing(board, 3, changed)
}

/// The VWXYZ-Wing SukakuExplainer would take (a four-cell ALS; rated 6.2 to 6.4), among the
/// wings with a `changed` cell.
pub fn vwxyz_wing(board: &Board, changed: CellSet) -> Option<Step> {
    als_wing(board, 4, changed)
}

/// The chain SE would need for a W-Wing, counting the victim at both ends: victim, first
/// cell's two digits, the strong link's two ends, second cell's two digits, victim.
const W_WING_NODES: usize = 8;

/// The first W-Wing: two cells holding the same two digits `a` and `b` that do not see each
/// other, and a unit where `a` has only two places, one seeing each cell. One of the cells is
/// `b`, so cells seeing both lose `b`. Not in SE: rated as the forcing chain SE would use.
pub fn w_wing(board: &Board) -> Option<Step> {
    let bivalue = cells_with(board, 2);
    bivalue.iter().find_map(|first| {
        let pair = board.candidates(first);
        bivalue
            .iter()
            .filter(|&second| {
                second > first && board.candidates(second) == pair && !PEERS[first].contains(second)
            })
            .find_map(|second| {
                digits(pair).find_map(|linked| {
                    let removed_digit = digits(pair & !bit(linked)).next()?;
                    let victims =
                        board.digit_cells_in(PEERS[first].and(PEERS[second]), removed_digit);
                    if victims.is_empty() {
                        return None;
                    }
                    (0..27).find_map(|unit| {
                        let places = board.digit_cells_in(super::board::UNIT_SETS[unit], linked);
                        if places.len() != 2 || places.contains(first) || places.contains(second) {
                            return None;
                        }
                        let mut ends = places.iter();
                        let (p, q) = (ends.next()?, ends.next()?);
                        let (near_first, near_second) =
                            if PEERS[first].contains(p) && PEERS[second].contains(q) {
                                (p, q)
                            } else if PEERS[first].contains(q) && PEERS[second].contains(p) {
                                (q, p)
                            } else {
                                return None;
                            };
                        Some(w_wing_step(
                            board,
                            [first, near_first, near_second, second],
                            unit,
                            linked,
                            removed_digit,
                            victims,
                        ))
                    })
                })
            })
    })
}

fn w_wing_step(
    board: &Board,
    chain: [usize; 4],
    unit: usize,
    linked: u8,
    removed_digit: u8,
    victims: CellSet,
) -> Step {
    let [first, near_first, near_second, second] = chain;
    let rating = Technique::ForcingChain.rating() + length_bonus(W_WING_NODES);
    let cells: CellSet = chain.iter().copied().collect();
    let mut step = Step::new(Technique::WWing, rating).with_cells(cells);
    step.candidates = vec![
        [first as u8, linked],
        [first as u8, removed_digit],
        [near_first as u8, linked],
        [near_second as u8, linked],
        [second as u8, linked],
        [second as u8, removed_digit],
    ];
    step.candidates.sort_unstable();
    let node = |cell: usize, digit: u8| vec![[cell as u8, digit]];
    step.links = vec![
        Link {
            from: node(first, removed_digit),
            to: node(first, linked),
            strong: true,
        },
        Link {
            from: node(first, linked),
            to: node(near_first, linked),
            strong: false,
        },
        Link {
            from: node(near_first, linked),
            to: node(near_second, linked),
            strong: true,
        },
        Link {
            from: node(near_second, linked),
            to: node(second, linked),
            strong: false,
        },
        Link {
            from: node(second, linked),
            to: node(second, removed_digit),
            strong: true,
        },
    ];
    step.units.push(unit as u8);
    step.eliminations = victims.iter().map(|c| [c as u8, removed_digit]).collect();
    let pair: Vec<u8> = digits(board.candidates(first)).collect();
    step.with_roles(Roles::WWing {
        cells: [first as u8, second as u8],
        digits: [pair[0], pair[1]],
        unit: unit as u8,
        link: [near_first as u8, near_second as u8],
        linked,
        digit: removed_digit,
    })
}

/// The wings' finders (see [`Listed`]).
pub(super) const FINDERS: &[Listed] = &[
    Listed {
        find: Finder::Board(xy_wing),
        place: Place::Se(Technique::XYWing.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::XYWing],
    },
    Listed {
        find: Finder::Board(xyz_wing),
        place: Place::Se(Technique::XYZWing.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::XYZWing],
    },
    Listed {
        find: Finder::Cells(wxyz_wing),
        place: Place::Se(Technique::WXYZWing.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::WXYZWing],
    },
    Listed {
        find: Finder::Cells(vwxyz_wing),
        place: Place::Se(Technique::VWXYZWing.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::VWXYZWing],
    },
    Listed {
        find: Finder::Board(w_wing),
        place: Place::Named,
        assumes: Assumes::Nothing,
        finds: &[Technique::WWing],
    },
];

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, position, Case};
    use super::*;
    use crate::Grid;

    const CASES: &[Case] = &[
        Case {
            finder: xy_wing,
            technique: Technique::XYWing,
            rating: 42,
            position: "
               18    =6    28    =7    =5    =4   129    =3    29
               15    =4    25    =3    =9    =6    12    =8    =7
               =3    =9    =7    28    =1    28    =4    =5    =6
               58    =3    =9    =4    =7    =1    25    =6    28
               =6    =1    =4    58    =2   358    =7    =9    38
               =7    =2    58    =9    =6    38    35    =4    =1
               =4    =7    36    25    =8    25   369    =1    39
               =9    =8    36    =1    =4    =7    36    =2    =5
               =2    =5    =1    =6    =3    =9    =8    =7    =4
        ",
            eliminations: &[[27, 5]],
        },
        Case {
            finder: xyz_wing,
            technique: Technique::XYZWing,
            rating: 44,
            position: "
               =9    =3    45    =7    =6    =8    45    =2    =1
               =6    58   457    =3    =2    =1   458    =9  4578
               17    18    =2    =4    =9    =5    =6    =3    78
               17    =9    17    =8    =4    =2    =3    =5    =6
               58    56    =3    69    =1    =7    =2    48   489
               =4    =2    68    69    =5    =3    =1    =7    89
               =2    =4    =9    =5    =8    =6    =7    =1    =3
               58    =7   568    =1    =3    =9   458   468    =2
               =3   156   168    =2    =7    =4    =9    68    58
        ",
            eliminations: &[[17, 5]],
        },
        Case {
            finder: |board| wxyz_wing(board, ALL_CELLS),
            technique: Technique::WXYZWing,
            rating: 55,
            position: "
               =6    17    =2    =9    =4    =3    58    57   158
               =4    19    =3    =8    =5    =7    =2    =6    19
               =5   789    89    =6    =1    =2    =4    79    =3
               =7    89    =6    24    =3    49    =1   259   589
               =2    =5    89    =7    =6    =1    89    =3    =4
               =1    =3    =4    =5    29    =8    =6    29    =7
               39    =2    =7    =1    =8    =6   359    =4    59
               39    =4    =1    23    29    =5    =7    =8    =6
               =8    =6    =5    34    =7    49    39    =1    =2
        ",
            eliminations: &[[34, 9], [52, 9]],
        },
        Case {
            finder: |board| vwxyz_wing(board, ALL_CELLS),
            technique: Technique::VWXYZWing,
            rating: 64,
            position: "
             2489  2458   278    79    =6    89 23457    =1   345
              189   248    =3   479   189    =5    =6    27    24
               14    56    67    =2    14    =3    57    =9    =8
               =6    =7    =4    59   589   289  2358    35    =1
               =5    28    =9    =1    =3    =4   278    27    =6
               28    =3    =1    =6   578   278   258    =4    =9
               =7    =9    26    =8    45    =1  2345   356  2345
              248  2468    =5    =3    79   679    =1    68    27
               =3    =1    68    45    =2    67    =9   568   457
        ",
            eliminations: &[[0, 8], [1, 8], [2, 8], [13, 8]],
        },
        Case {
            finder: w_wing,
            technique: Technique::WWing,
            rating: 71,
            position: "
              249   245    27    79    =6    =8 23457    =1   345
              189   248    =3   479    19    =5    =6    27    24
               14    56    67    =2    14    =3    57    =9    =8
               =6    =7    =4    59   589    29  2358    35    =1
               =5    28    =9    =1    =3    =4   278    27    =6
               28    =3    =1    =6   578    27   258    =4    =9
               =7    =9    26    =8    45    =1  2345   356  2345
               24   246    =5    =3    79   679    =1    =8    27
               =3    =1    =8    45    =2    67    =9    56   457
        ",
            eliminations: &[[6, 2], [10, 2]],
        },
        Case {
            finder: |board| vwxyz_wing(board, ALL_CELLS),
            technique: Technique::VWXYZWing,
            rating: 63,
            position: "
             1789    =6   189    78    =4    59    =2   357    35
               =4    =3    =2    =1    57    =6    =8    57    =9
              789    =5    89   378    27   239    =4    =1    =6
              358    =2   458    =9    =6    =7    13  3458 13458
               =6    19   159    =4    =3    =8    =7    59    =2
              389   489    =7    =2    15    15    =6  3489    38
               58    =7   458    =6    =9    13    13    =2    48
              189  1489    =6    37  1278   123    =5   348  1348
               =2    18    =3    =5    18    =4    =9    =6    =7
        ",
            eliminations: &[[46, 9], [63, 8]],
        },
        Case {
            finder: |board| wxyz_wing(board, ALL_CELLS),
            technique: Technique::WXYZWing,
            rating: 56,
            position: "
              259   589    =4    =1   289    =3    =7    59    =6
              259  1789    18 24789    =6   489    59   134    13
               =3   179    =6   479    79    =5    =8    14    =2
               =1    69    =5    27    27    69    =3    =8    =4
               69    =2    =3   489    89  4689    =1    =7    =5
               =8    =4    =7    =5    =3    =1    =6    =2    =9
               67    13    =2    89    =5    89    =4   136   137
               =4    56    =9    =3    =1    =7    =2    56    =8
               57   138    18    =6    =4    =2    59   359   137
        ",
            eliminations: &[[12, 9]],
        },
        Case {
            finder: |board| vwxyz_wing(board, ALL_CELLS),
            technique: Technique::VWXYZWing,
            rating: 62,
            position: "
               =2  1467   134    36    =5    =9   347  1347    =8
             3579  1457 13459    =8    47    =2    =6  1347    39
             3679    =8   349    =1   467    34  2347    =5   239
               =4    =9   235   235    26    =8    =1   236    =7
              356    15  1235    =4    =9    =7    =8   236   235
               =8    56    =7   236    =1    35   235    =9    =4
              579    =3   459    25    24    =6   457    =8    =1
               57  2457    =6    =9    =8    =1 23457  2347   235
               =1   245    =8    =7    =3    45    =9    24    =6
        ",
            eliminations: &[[60, 4], [64, 5], [64, 7]],
        },
    ];

    #[test]
    fn finds_each_case() {
        check(CASES);
    }

    /// Where SE's path took a later technique, the earlier wings find nothing.
    #[test]
    fn finds_nothing_where_the_rated_path_goes_further() {
        let later = |technique: Technique| {
            CASES
                .iter()
                .filter(move |c| c.technique == technique)
                .map(|c| position(c.position))
        };
        for board in later(Technique::XYZWing)
            .chain(later(Technique::WXYZWing))
            .chain(later(Technique::VWXYZWing))
        {
            assert_eq!(xy_wing(&board), None);
        }
        for board in later(Technique::WXYZWing).chain(later(Technique::VWXYZWing)) {
            assert_eq!(xyz_wing(&board), None);
        }
        for board in later(Technique::VWXYZWing) {
            assert_eq!(wxyz_wing(&board, ALL_CELLS), None);
        }
        let empty = Board::new(&Grid::EMPTY);
        for finder in [xy_wing, xyz_wing, w_wing] {
            assert_eq!(finder(&empty), None);
        }
        assert_eq!(wxyz_wing(&empty, ALL_CELLS), None);
        assert_eq!(vwxyz_wing(&empty, ALL_CELLS), None);
    }

    #[test]
    fn w_wing_needs_something_to_remove() {
        let case = CASES
            .iter()
            .find(|c| c.technique == Technique::WWing)
            .unwrap();
        let mut board = position(case.position);
        let step = w_wing(&board).unwrap();
        step.apply(&mut board);
        assert!(w_wing(&board).is_none_or(|next| next.cells != step.cells));
    }
}

//! Aligned pair and triple exclusion, as Sudoku Explainer finds them: for a set of base cells,
//! every combination of their digits that would empty a cell seeing them all (an "excluder",
//! holding few candidates) or put one digit twice in a unit is impossible; a digit of a base cell
//! that appears in no possible combination is removed.

use super::board::{
    at_least_two, bit, digits, u8_list, Board, CellSet, Digits, ALL_CELLS, ALL_DIGITS, PEERS,
};
use super::finder::{Assumes, Finder, Listed, Place};
use super::step::{Eliminations, Roles, Step, Technique};

const ALIGNED_PAIR: u16 = Technique::AlignedPairExclusion.rating();
const ALIGNED_TRIPLE: u16 = Technique::AlignedTripleExclusion.rating();

/// The base cells SE considers (two or more candidates and at least one excluder among their
/// peers) with their excluders: peers holding 2..=`degree` candidates.
fn bases(board: &Board, degree: u32) -> Vec<(usize, CellSet)> {
    // The cells by candidate count: one, two to `degree`, two or more.
    let (mut single, mut small, mut several) = (CellSet::EMPTY, CellSet::EMPTY, CellSet::EMPTY);
    for cell in 0..81 {
        let count = board.candidates(cell).count_ones();
        if count == 1 {
            single.insert(cell);
        }
        if (2..=degree).contains(&count) {
            small.insert(cell);
        }
        if count >= 2 {
            several.insert(cell);
        }
    }
    several
        .iter()
        .filter(|&cell| PEERS[cell].and(single).is_empty())
        .map(|cell| (cell, PEERS[cell].and(small)))
        .filter(|(_, excluders)| !excluders.is_empty())
        .collect()
}

/// The base cells of an aligned set and what limits their combinations: each base cell's
/// candidates, whether two base cells see each other, and the excluders' candidate masks.
struct AlignedSet {
    options: [Digits; 3],
    sees: [[bool; 3]; 3],
    size: usize,
    /// An excluder sees every base cell: at most the 20 peers of the first.
    excluders: [Digits; 20],
    excluder_count: usize,
}

impl AlignedSet {
    fn new(board: &Board, cells: &[usize], excluders: CellSet) -> AlignedSet {
        let mut set = AlignedSet {
            options: [0; 3],
            sees: [[false; 3]; 3],
            size: cells.len(),
            excluders: [0; 20],
            excluder_count: 0,
        };
        for (i, &cell) in cells.iter().enumerate() {
            set.options[i] = board.candidates(cell);
            for (j, &other) in cells.iter().enumerate() {
                set.sees[i][j] = PEERS[cell].contains(other);
            }
        }
        for cell in excluders.iter() {
            set.excluders[set.excluder_count] = board.candidates(cell);
            set.excluder_count += 1;
        }
        set
    }

    /// The digits the next base cell may not take once the digits `taken` are chosen: each
    /// excluder's last candidate outside `taken` (taking it would empty the excluder); every
    /// digit when an excluder is already empty.
    fn excluded_after(&self, taken: Digits) -> Digits {
        let mut excluded = 0;
        for &mask in &self.excluders[..self.excluder_count] {
            let left = mask & !taken;
            if left == 0 {
                return ALL_DIGITS;
            }
            if left & (left - 1) == 0 {
                excluded |= left;
            }
        }
        excluded
    }

    /// `digits` if base cells `i` and `j` see each other (so cannot share them), else none.
    fn shared(&self, i: usize, j: usize, digits: Digits) -> Digits {
        if self.sees[i][j] {
            digits
        } else {
            0
        }
    }
}

/// The eliminations of one aligned set: the digits of each base cell that no allowed
/// combination uses (a combination is allowed when no two cells that see each other share a
/// digit and every excluder keeps a candidate outside it).
///
/// Rather than list the combinations, the search fixes the digits of all base cells but the
/// last and takes the last one's allowed digits as one mask: a combination `{a, b, c}` empties
/// an excluder exactly when the excluder has at most one candidate outside `{a, b}` and that
/// one is `c`.
fn exclusions(board: &Board, cells: &[usize], excluders: CellSet) -> Eliminations {
    let set = AlignedSet::new(board, cells, excluders);
    let mut used = [0 as Digits; 3];
    for first in digits(set.options[0]) {
        let taken = bit(first);
        let seconds = set.options[1] & !set.shared(0, 1, taken) & !set.excluded_after(taken);
        if set.size == 2 {
            if seconds != 0 {
                used[0] |= taken;
                used[1] |= seconds;
            }
            continue;
        }
        for second in digits(seconds) {
            let taken = taken | bit(second);
            let thirds = set.options[2]
                & !set.shared(0, 2, bit(first))
                & !set.shared(1, 2, bit(second))
                & !set.excluded_after(taken);
            if thirds != 0 {
                used[0] |= bit(first);
                used[1] |= bit(second);
                used[2] |= thirds;
                // Once the other cells' digits are all used, `first` has nothing more to add.
                if used[1] == set.options[1] && used[2] == set.options[2] {
                    break;
                }
            }
        }
    }
    let mut eliminations = Eliminations::default();
    for (i, &cell) in cells.iter().enumerate() {
        eliminations.add_digits(board, cell, !used[i]);
    }
    eliminations
}

fn exclusion_step(
    board: &Board,
    cells: &[usize],
    excluders: CellSet,
    eliminations: Eliminations,
) -> Step {
    let (technique, rating) = if cells.len() == 2 {
        (Technique::AlignedPairExclusion, ALIGNED_PAIR)
    } else {
        (Technique::AlignedTripleExclusion, ALIGNED_TRIPLE)
    };
    let pattern = cells
        .iter()
        .fold(excluders, |s, &c| s.or(CellSet::single(c)));
    let mut step = Step::new(technique, rating).with_cells(pattern);
    step.candidates = pattern
        .iter()
        .flat_map(|c| digits(board.candidates(c)).map(move |d| [c as u8, d]))
        .collect();
    step.eliminations = eliminations.into_sorted();
    step.with_roles(Roles::Exclusion {
        cells: u8_list(cells),
        excluders: excluders.iter().map(|c| c as u8).collect(),
    })
}

/// The first aligned pair exclusion: two base cells (any two, in SE's order) with at least two
/// common bivalue excluders. Only the pairs that the `changed` cells may affect are tried (see
/// [`Changes`]).
pub fn aligned_pair_exclusion(board: &Board, changed: CellSet) -> Option<Step> {
    let changes = Changes::new(board, changed, 2);
    let bases = bases(board, 2);
    (0..bases.len()).find_map(|j| {
        (0..j).find_map(|i| {
            let (a, b) = (bases[i], bases[j]);
            if !changes.affect_pair(a.0, b.0) {
                return None;
            }
            let common = a.1.and(b.1);
            if !at_least_two(common.0) {
                return None;
            }
            let cells = [a.0, b.0];
            let eliminations = exclusions(board, &cells, common);
            (!eliminations.is_empty()).then(|| exclusion_step(board, &cells, common, eliminations))
        })
    })
}

/// The first aligned triple exclusion: two base cells, a third among the base cells that are
/// excluders of either, and at least two excluders (2 or 3 candidates) common to all three.
/// Only the triples that the `changed` cells may affect are tried (see [`Changes`]).
pub fn aligned_triple_exclusion(board: &Board, changed: CellSet) -> Option<Step> {
    let changes = Changes::new(board, changed, 3);
    let bases = bases(board, 3);
    let mut excluders_of = [None; 81];
    for &(cell, excluders) in &bases {
        excluders_of[cell] = Some(excluders);
    }
    let base_set: CellSet = bases.iter().map(|b| b.0).collect();
    (0..bases.len()).find_map(|j| {
        (0..j).find_map(|i| {
            let (a, b) = (bases[i], bases[j]);
            let common_ab = a.1.and(b.1);
            if !at_least_two(common_ab.0) {
                return None;
            }
            let twin_area =
                a.1.or(b.1)
                    .and(base_set)
                    .minus(CellSet::single(a.0))
                    .minus(CellSet::single(b.0));
            let thirds = twin_area.and(changes.thirds_for_pair(a.0, b.0));
            thirds.iter().find_map(|third| {
                let common = common_ab.and(excluders_of[third]?);
                if !at_least_two(common.0) || seen_before(&excluders_of, a.0, b.0, third) {
                    return None;
                }
                let cells = [a.0, b.0, third];
                let eliminations = exclusions(board, &cells, common);
                (!eliminations.is_empty())
                    .then(|| exclusion_step(board, &cells, common, eliminations))
            })
        })
    })
}

/// Which aligned sets (of excluders with up to `degree` candidates) may come out differently
/// once the `changed` cells have lost candidates. A set depends on its own cells' candidates, and
/// on the cells that see all of them only through which hold one candidate (no base cell may
/// see one) or 2 to `degree` (the common excluders), and the excluders' candidates. A changed
/// cell that still holds more than `degree` candidates held more before, so it was and is
/// neither: it matters only to the sets it belongs to. So a set is affected when one of its
/// cells changed or a changed cell with at most `degree` candidates (a "small" one) sees them
/// all.
struct Changes {
    changed: CellSet,
    small: CellSet,
}

impl Changes {
    fn new(board: &Board, changed: CellSet, degree: u32) -> Changes {
        let small = changed
            .iter()
            .filter(|&c| board.candidates(c).count_ones() <= degree)
            .collect();
        Changes { changed, small }
    }

    /// Whether the aligned pair `a`, `b` is affected.
    fn affect_pair(&self, a: usize, b: usize) -> bool {
        self.changed.contains(a)
            || self.changed.contains(b)
            || !self.small.and(PEERS[a]).and(PEERS[b]).is_empty()
    }

    /// The third cells that make an aligned triple with the base cells `a` and `b` affected:
    /// every cell if `a` or `b` changed, else the changed cells and the peers of the small
    /// changed cells that see both.
    fn thirds_for_pair(&self, a: usize, b: usize) -> CellSet {
        if self.changed.contains(a) || self.changed.contains(b) {
            return ALL_CELLS;
        }
        self.small
            .and(PEERS[a])
            .and(PEERS[b])
            .iter()
            .fold(self.changed, |near, c| near.or(PEERS[c]))
    }
}

/// Whether the search has already tried the triple `{first, second, third}` (`first < second`,
/// the pair of the outer loops), whose eliminations do not depend on the order of its cells: the
/// pairs come in order of their second cell, then their first (bases are in cell order), so
/// the triple `p < q < r` comes first as pair `(p, q)` with `r` when `r` is a twin of either,
/// then as `(p, r)` with `q`, then as `(q, r)` with `p`.
fn seen_before(
    excluders_of: &[Option<CellSet>; 81],
    first: usize,
    second: usize,
    third: usize,
) -> bool {
    let twins = |a: usize, b: usize, c: usize| {
        excluders_of[a]
            .into_iter()
            .chain(excluders_of[b])
            .any(|excluders| excluders.contains(c))
    };
    if third > second {
        false
    } else if third > first {
        twins(first, third, second)
    } else {
        twins(third, first, second) || twins(third, second, first)
    }
}

/// The aligned exclusion finders (see [`Listed`]).
pub(super) const FINDERS: &[Listed] = &[
    Listed {
        find: Finder::Cells(aligned_pair_exclusion),
        place: Place::Se(Technique::AlignedPairExclusion.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::AlignedPairExclusion],
    },
    Listed {
        find: Finder::Cells(aligned_triple_exclusion),
        place: Place::Se(Technique::AlignedTripleExclusion.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::AlignedTripleExclusion],
    },
];

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, position, Case};
    use super::*;
    use crate::logic::board::ALL_CELLS;
    use crate::Grid;

    const CASES: &[Case] = &[
        Case {
            finder: |board| aligned_triple_exclusion(board, ALL_CELLS),
            technique: Technique::AlignedTripleExclusion,
            rating: 75,
            position: "
               =5    =8    =9    =7    =4    =2    =6    =1    =3
               47   137    37    =9    56   156    45    =8    =2
               24    12    =6    =3    58   158    =7    =9    45
               27    =6    78   258    =3   589    =1    =4    59
               =3    25    58    =4    =1   689   289    26    =7
               =1    =9    =4  2568    =7   568   258    =3    56
               69    57    =1   568  2589    =3   249   267   469
               =8   357   357    56  2569    =4    29   267    =1
               69    =4    =2    =1    69    =7    =3    =5    =8
        ",
            eliminations: &[[48, 5]],
        },
        Case {
            finder: |board| aligned_pair_exclusion(board, ALL_CELLS),
            technique: Technique::AlignedPairExclusion,
            rating: 62,
            position: "
              457   257    27 12589  1458    =3    =6  1589   159
             3456   356    =1    =7   458    59    =2  3589   359
               =8   235    =9    =6    15    25    =4    =7   135
               =2  1567    38   135    =9    =4    78   136  1367
              679  1679    =4   138  1678    67    =5 12369 123679
             5679 15679    38   135    =2   567   789  1369    =4
               79    =4    27   259    56    =1    =3  2569    =8
               39   239    =6   259    57    =8    =1    =4  2579
               =1    =8    =5    =4    =3  2679    79   269  2679
        ",
            eliminations: &[[4, 5]],
        },
    ];

    #[test]
    fn finds_each_case() {
        check(CASES);
    }

    #[test]
    fn needs_excluders() {
        let empty = Board::new(&Grid::EMPTY);
        assert_eq!(aligned_pair_exclusion(&empty, ALL_CELLS), None);
        assert_eq!(aligned_triple_exclusion(&empty, ALL_CELLS), None);
        // Where SE went on to aligned triple exclusion, no pair exclusion applies.
        let triple = CASES
            .iter()
            .find(|c| c.technique == Technique::AlignedTripleExclusion)
            .unwrap();
        assert_eq!(
            aligned_pair_exclusion(&position(triple.position), ALL_CELLS),
            None
        );
    }
}

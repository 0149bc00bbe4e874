//! Aligned pair and triple exclusion, as Sudoku Explainer finds them: for a set of base cells,
//! every combination of their digits that would empty a cell seeing them all (an "excluder",
//! holding few candidates) or put one digit twice in a unit is impossible; a digit of a base cell
//! that appears in no possible combination is removed.

use super::board::{cells_name, digits, Board, CellSet, PEERS};
use super::step::{eliminations_text, Eliminations, Step, Technique};

const ALIGNED_PAIR: u16 = 62;
const ALIGNED_TRIPLE: u16 = 75;

/// The base cells SE considers (two or more candidates and at least one excluder among their
/// peers) with their excluders: peers holding 2..=`degree` candidates.
fn bases(board: &Board, degree: u32) -> Vec<(usize, CellSet)> {
    (0..81)
        .filter(|&c| board.candidates(c).count_ones() >= 2)
        .filter_map(|cell| {
            let peers = PEERS[cell];
            if peers.iter().any(|p| board.candidates(p).count_ones() == 1) {
                return None;
            }
            let excluders = peers
                .iter()
                .filter(|&p| (2..=degree).contains(&board.candidates(p).count_ones()))
                .fold(CellSet::EMPTY, |s, p| s.or(CellSet::single(p)));
            (!excluders.is_empty()).then_some((cell, excluders))
        })
        .collect()
}

/// The eliminations of one aligned set: the digits of each cell that no allowed combination
/// uses.
fn exclusions(board: &Board, cells: &[usize], excluders: CellSet) -> Eliminations {
    let masks: Vec<u16> = excluders.iter().map(|c| board.candidates(c)).collect();
    let options: Vec<Vec<u8>> = cells
        .iter()
        .map(|&c| digits(board.candidates(c)).collect())
        .collect();
    let mut used = vec![0u16; cells.len()];
    let mut choice = vec![0u8; cells.len()];
    fn walk(
        depth: usize,
        cells: &[usize],
        options: &[Vec<u8>],
        masks: &[u16],
        choice: &mut [u8],
        used: &mut [u16],
    ) {
        if depth == cells.len() {
            let taken = choice.iter().fold(0u16, |m, &d| m | 1 << (d - 1));
            if masks.iter().all(|&m| m & !taken != 0) {
                for (u, &d) in used.iter_mut().zip(choice.iter()) {
                    *u |= 1 << (d - 1);
                }
            }
            return;
        }
        let taken_before = choice[..depth].iter().fold(0u16, |m, &d| m | 1 << (d - 1));
        for &digit in &options[depth] {
            let clashes =
                (0..depth).any(|i| choice[i] == digit && PEERS[cells[i]].contains(cells[depth]));
            let taken = taken_before | 1 << (digit - 1);
            // An excluder emptied by the first choices stays empty whatever comes next.
            if !clashes && masks.iter().all(|&m| m & !taken != 0) {
                choice[depth] = digit;
                walk(depth + 1, cells, options, masks, choice, used);
            }
        }
    }
    walk(0, cells, &options, &masks, &mut choice, &mut used);
    let mut eliminations = Eliminations::default();
    for (i, &cell) in cells.iter().enumerate() {
        for digit in digits(board.candidates(cell) & !used[i]) {
            eliminations.add(board, cell, digit);
        }
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
    step.text = format!(
        "No combination of digits for {} that leaves {} a candidate uses these: {}.",
        cells_name(cells.iter().copied()),
        cells_name(excluders.iter()),
        eliminations_text(&step.eliminations)
    );
    step
}

/// The first aligned pair exclusion: two base cells (any two, in SE's order) with at least two
/// common bivalue excluders.
pub fn aligned_pair_exclusion(board: &Board) -> Option<Step> {
    let bases = bases(board, 2);
    (0..bases.len()).find_map(|j| {
        (0..j).find_map(|i| {
            let (a, b) = (bases[i], bases[j]);
            let common = a.1.and(b.1);
            if common.len() < 2 {
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
pub fn aligned_triple_exclusion(board: &Board) -> Option<Step> {
    let bases = bases(board, 3);
    let mut excluders_of = [None; 81];
    for &(cell, excluders) in &bases {
        excluders_of[cell] = Some(excluders);
    }
    let base_set = bases
        .iter()
        .fold(CellSet::EMPTY, |s, b| s.or(CellSet::single(b.0)));
    (0..bases.len()).find_map(|j| {
        (0..j).find_map(|i| {
            let (a, b) = (bases[i], bases[j]);
            let common_ab = a.1.and(b.1);
            if common_ab.len() < 2 {
                return None;
            }
            let twin_area =
                a.1.or(b.1)
                    .and(base_set)
                    .minus(CellSet::single(a.0))
                    .minus(CellSet::single(b.0));
            twin_area.iter().find_map(|third| {
                let common = common_ab.and(excluders_of[third]?);
                if common.len() < 2 {
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

#[cfg(test)]
mod tests {
    use super::super::patterns::test_support::{check, position, Case};
    use super::*;
    use crate::Grid;

    const CASES: &[Case] = &[
        Case {
            finder: aligned_triple_exclusion,
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
            finder: aligned_pair_exclusion,
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
        assert_eq!(aligned_pair_exclusion(&empty), None);
        assert_eq!(aligned_triple_exclusion(&empty), None);
        // Where SE went on to aligned triple exclusion, no pair exclusion applies.
        let triple = CASES
            .iter()
            .find(|c| c.technique == Technique::AlignedTripleExclusion)
            .unwrap();
        assert_eq!(aligned_pair_exclusion(&position(triple.position)), None);
    }
}

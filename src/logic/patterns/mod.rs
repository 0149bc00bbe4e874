//! Single-digit patterns, one file per job: two strong links joined by a weak one (Skyscraper,
//! 2-String Kite, Turbot Fish, Empty Rectangle, as SukakuExplainer's "Turbot Fish" rule finds
//! them; [`two_links`]), the same with three strong links (its "3 strong-linked fishes";
//! [`three_links`]), and Simple Colouring (not in SE: rated as the forcing X-chain SE would
//! need, [`length_bonus`](super::step::length_bonus) being SE's length rule; [`colouring`]).
//! The region geometry and the chain shape the link patterns share are here.

mod colouring;
mod three_links;
mod two_links;

use super::board::{box_index, col, row, u8_list, Board, CellSet, UNIT_CELLS, UNIT_SETS};
use super::finder::{Assumes, Finder, Listed, Place};
use super::step::{se_choice, Candidate, Link, Step, Technique};
pub use colouring::simple_colouring;
pub use three_links::three_strong_links;
pub use two_links::turbot_fish;

/// The unit two distinct cells share, as SE picks it: the column, else the row, else the box.
fn shared_unit(a: usize, b: usize) -> Option<usize> {
    if col(a) == col(b) {
        Some(9 + col(a))
    } else if row(a) == row(b) {
        Some(row(a))
    } else if box_index(a) == box_index(b) {
        Some(18 + box_index(a))
    } else {
        None
    }
}

/// The heart of an empty rectangle in a box: the first cell (in box order) whose row and column
/// hold every place of the digit in the box.
fn empty_rectangle_heart(box_unit: usize, places: CellSet) -> Option<usize> {
    UNIT_CELLS[box_unit]
        .iter()
        .map(|&c| usize::from(c))
        .find(|&heart| {
            let cross = UNIT_SETS[row(heart)].or(UNIT_SETS[9 + col(heart)]);
            places.minus(cross).is_empty()
        })
}

/// A chain of strong links of one digit joined by weak ones, as the link patterns find it:
/// `chain` runs start, the bridges in pairs, end (its consecutive cells alternate strong and
/// weak links, strong first and last); `units` holds the strong links' units, then the units
/// joining them. The start or the end holds the digit, so `removed`, cells seeing both, lose it.
/// `CELLS` is twice the number of strong links, `UNITS` one less.
struct StrongLinkChain<const CELLS: usize, const UNITS: usize> {
    technique: Technique,
    digit: u8,
    chain: [usize; CELLS],
    units: [usize; UNITS],
    removed: CellSet,
}

impl<const CELLS: usize, const UNITS: usize> StrongLinkChain<CELLS, UNITS> {
    /// The chain SE takes among `found`: the lowest rating, then the most eliminations, then the
    /// first found.
    fn best(found: Vec<Self>) -> Option<Self> {
        se_choice(found, |p| (p.technique.rating(), p.removed.len()))
    }

    /// The chain's digit in each of `cells`.
    fn candidates(&self, cells: CellSet) -> Vec<Candidate> {
        cells.iter().map(|c| [c as u8, self.digit]).collect()
    }

    /// The links along the chain, one per consecutive pair of its cells.
    fn links(&self) -> Vec<Link> {
        self.chain
            .windows(2)
            .enumerate()
            .map(|(k, pair)| Link {
                from: self.candidates(CellSet::single(pair[0])),
                to: self.candidates(CellSet::single(pair[1])),
                strong: k % 2 == 0,
            })
            .collect()
    }

    /// The step of the chain drawn as its cells and [`links`](Self::links) (roles are the
    /// finder's to add).
    fn step(&self, board: &Board) -> Step {
        self.step_drawn(board, self.chain.iter().copied().collect(), self.links())
    }

    /// The step of the chain drawn as the pattern `cells` (with the digit's candidates among
    /// them) and `links`.
    fn step_drawn(&self, board: &Board, cells: CellSet, links: Vec<Link>) -> Step {
        let mut step = Step::new(self.technique, self.technique.rating()).with_cells(cells);
        step.candidates = self.candidates(board.digit_cells_in(cells, self.digit));
        step.links = links;
        step.units = u8_list(&self.units);
        step.eliminations = self.candidates(self.removed);
        step
    }
}

/// The single-digit patterns' finders (see [`Listed`]).
pub(super) const FINDERS: &[Listed] = &[
    Listed {
        find: Finder::Digits(turbot_fish),
        place: Place::Se(Technique::Skyscraper.rating()),
        assumes: Assumes::Nothing,
        finds: &[
            Technique::Skyscraper,
            Technique::TwoStringKite,
            Technique::TurbotFish,
            Technique::EmptyRectangle,
        ],
    },
    Listed {
        find: Finder::Digits(three_strong_links),
        place: Place::Se(Technique::ThreeSkyscrapers.rating()),
        assumes: Assumes::Nothing,
        finds: &[
            Technique::ThreeSkyscrapers,
            Technique::ThreeTurbotFish,
            Technique::ThreeStringKite,
            Technique::ThreeLinkEmptyRectangle,
        ],
    },
    Listed {
        find: Finder::Digits(simple_colouring),
        place: Place::Named,
        assumes: Assumes::Nothing,
        finds: &[Technique::SimpleColouring],
    },
];

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, position, Case};
    use super::*;
    use crate::logic::board::{Board, ALL_DIGITS};
    use crate::Grid;

    const CASES: &[Case] = &[
        Case {
            finder: |board| turbot_fish(board, ALL_DIGITS),
            technique: Technique::Skyscraper,
            rating: 40,
            position: "
              259    =4    27    26   239    36   579    =8    =1
              259    =8    =6    =1    29    =7    59    =3    =4
               39    37    =1    =5    =8    =4    =2    =6    79
               =6    =1    =9    =3    =7    =5    =8    =4    =2
               23   237   237    =8    =4    =1    =6    =9    =5
               =4    =5    =8    =9    =6    =2    =1    =7    =3
               =7    =9    =5    =4    =1    =8    =3    =2    =6
               =1    =6    23    =7    23    =9    =4    =5    =8
               =8    23    =4    26    =5    36    79    =1    79
        ",
            eliminations: &[[2, 2]],
        },
        Case {
            finder: |board| turbot_fish(board, ALL_DIGITS),
            technique: Technique::TwoStringKite,
            rating: 41,
            position: "
               39    =2    =4    =7    38    89    =6    =5    =1
               =1    59    =6    23    =4    59    =8    23    =7
               57   357    =8    =6    =1    25    =9   234    24
               57  1579 13579    23   368    28   145    69    45
               =2    =6    15    =4    =9    =7    15    =8    =3
               =4    =8    39    =5    36    =1    =2    =7    69
               =6  1457   157    =9    =2    =3    45    14    =8
               39   139    =2    =8    =5    =4    =7   169    69
               =8   459    59    =1    =7    =6    =3   249   245
        ",
            eliminations: &[[74, 5]],
        },
        Case {
            finder: |board| turbot_fish(board, ALL_DIGITS),
            technique: Technique::TurbotFish,
            rating: 43,
            position: "
               =4    79    =1    =3    =2    =6    79    =5    =8
               =2    =5   679    =4    79    =8    =3    =1    67
               =3    =8   679    =1    =5    79    =4    29  2679
               =1    29    =8    =5    =4    29    =6    =7    =3
               =5    =3    29    79    =6   279    =8    =4    =1
               =7    =6    =4    =8    =1    =3    =5    29    29
               =6    27    =5   279    =3    =4    =1    =8    79
               =9    =1    =3    27    =8    =5    27    =6    =4
               =8    =4    27    =6    79    =1   279    =3    =5
        ",
            eliminations: &[[78, 7]],
        },
        Case {
            finder: |board| turbot_fish(board, ALL_DIGITS),
            technique: Technique::EmptyRectangle,
            rating: 43,
            position: "
               =8    56    =4   369    =1    69  5679   357    =2
               69    =1    =3    =7    =5    =2   689    =4    89
              569    =2    =7    =8   369    =4   569    35    =1
               17    =8    =9    14    =2    =5    =3    =6    47
              126    =3    26    14    =7    69    59    =8   459
               67    =4    =5   369   369    =8    =2    =1    79
               =4   569    68    =2    69    =1   578    57    =3
              256    =7   268    56    =4    =3    =1    =9    58
               =3    59    =1    59    =8    =7    =4    =2    =6
        ",
            eliminations: &[[58, 6]],
        },
        Case {
            finder: |board| three_strong_links(board, ALL_DIGITS),
            technique: Technique::ThreeTurbotFish,
            rating: 55,
            position: "
               =1    69    28    =3   578   568    27    59    =4
               =3    =7    =5    =9    =2    =4    =6    =8    =1
               69    =4    28    57    =1   568    27    =3    59
               =2    36    13    45  4589   589    58    16    =7
               59    =8    =7    =1    =6    =3    =4    =2    59
              456   569    14    =2    58    =7   589    16    =3
               45    =2    34    =8   359    =1    59    =7    =6
               =8    =1    =6   457  4579    59    =3   459    =2
               =7    35    =9    =6   345    =2    =1    45    =8
        ",
            eliminations: &[[79, 5]],
        },
        Case {
            finder: |board| three_strong_links(board, ALL_DIGITS),
            technique: Technique::ThreeSkyscrapers,
            rating: 54,
            position: "
               78    =3    =1    =4    =2    =5    =9    =6    78
             2578   457  2478    78    =6    =9    =3    =1   278
               =6    =9   278    =3    78    =1    28    =5    =4
               =9    =6   247    17   147    27    =5    =8    =3
              257  1457    =3    =6    48   278   124    =9    12
              128    14   248    =9    =5    =3   124    =7    =6
               =4    17    =5   178    =3    78    =6    =2    =9
               17    =8    =6    =2    =9    =4    17    =3    =5
               =3    =2    =9    =5    17    =6   178    =4    18
        ",
            eliminations: &[[0, 7], [9, 7]],
        },
        Case {
            finder: |board| three_strong_links(board, ALL_DIGITS),
            technique: Technique::ThreeStringKite,
            rating: 56,
            position: "
               =7   146    =9   358    =2    38    16   146    58
               58    =3   458    =9    =1    =6    =2   457   578
               =2  1568   158    58    =4    =7    =9   156    =3
               =1    =7    38    =4    68    =2    =5    36    =9
               =4    =9    =2    =7    36    =5    36    =8    =1
              358    58    =6    =1    =9    38    =7    =2    =4
               =9   158  1358    =6    =7    =4    18   135    =2
               =6    45   457    =2    38    =1    38    =9    57
               38    =2    17    38    =5    =9    =4    17    =6
        ",
            eliminations: &[[11, 8]],
        },
        Case {
            finder: |board| three_strong_links(board, ALL_DIGITS),
            technique: Technique::ThreeLinkEmptyRectangle,
            rating: 57,
            position: "
               28    =5    =3    27    =1    78    =9    =4    =6
               =4  2689  2689   239    68   368    =1    =7    =5
               =1    69    =7   459   456   456    =2    =3    =8
              267  2467    =5    =8    67    =9    =3    12   124
             6789 46789   689    =1    =3    =2    67    =5    49
               =3    29    =1    45  4567   456    67    =8    29
               27    =1    28  3457    =9  3458    48    =6    23
             6789  6789    =4    37    =2   378    =5    19    13
               =5    =3    29    =6    48    =1    48    29    =7
        ",
            eliminations: &[[13, 6]],
        },
        Case {
            finder: |board| simple_colouring(board, ALL_DIGITS),
            technique: Technique::SimpleColouring,
            rating: 68,
            position: "
               15    =8    =3    =7    12    =4    =9    =6    25
               =6    27    =9    18    =5    28  1237    13    =4
             1257  2457  2457    =6    =9    =3  1278    18   257
              259    =1  2458   489    =3   589    28    =7    =6
             3789   347    =6    =2    47    =1    =5    49    38
             2579 23457 24578   489    =6  5789  1238    49   123
             2378    =9    =1    34    47    27    =6    =5   378
              357    =6    57   139    =8    79    =4    =2   137
               =4   237   278    =5    12    =6  1378   138    =9
        ",
            eliminations: &[[24, 1]],
        },
    ];

    #[test]
    fn finds_each_case() {
        check(CASES);
    }

    #[test]
    fn finds_nothing_where_the_rated_path_goes_further() {
        // Where SE's path reached three strong links, no two-link pattern was left.
        let board = position(
            CASES
                .iter()
                .find(|c| c.technique == Technique::Skyscraper)
                .unwrap()
                .position,
        );
        assert!(turbot_fish(&board, ALL_DIGITS).is_some());
        for case in CASES.iter().filter(|c| c.rating >= 54) {
            assert_eq!(
                turbot_fish(&position(case.position), ALL_DIGITS),
                None,
                "{:?}",
                case.technique
            );
        }
        let empty = Board::new(&Grid::EMPTY);
        assert_eq!(three_strong_links(&empty, ALL_DIGITS), None);
        assert_eq!(simple_colouring(&empty, ALL_DIGITS), None);
        assert_eq!(turbot_fish(&empty, ALL_DIGITS), None);
    }
}

//! The hidden unique rectangle (HoDoKu's "Hidden Rectangle"): strong links on one digit of a
//! rectangle with a bivalue corner.

use super::super::board::{bit, digits, Board, CellSet, Digits, ALL_CELLS, UNIT_SETS};
use super::super::board::{col, row};
use super::super::step::{Eliminations, Link, Roles, Step, Technique};

/// A hidden unique rectangle's rating where SE's path would take something harder: SE's
/// unique rectangle base (its own rating is then SE's step's: see `Place::Named` in `finder.rs`).
const HIDDEN_RECTANGLE: u16 = Technique::HiddenUniqueRectangle.rating();

/// The first hidden unique rectangle: four cells in two rows, two columns and two boxes, all
/// holding digits `x` and `y`, one corner (`corner`) holding nothing else; if the opposite
/// corner's row and column have `x` only in the rectangle, that corner cannot be `y`. Were it
/// `y`, `x` would fill the two other corners, `corner` would be `y`, and the four cells could
/// swap their digits: two solutions.
pub fn hidden_unique_rectangles(board: &Board) -> Option<Step> {
    (0..81)
        .filter(|&c| board.candidates(c).count_ones() == 2)
        .find_map(|corner| {
            let pair = board.candidates(corner);
            let with_pair =
                digits(pair).fold(ALL_CELLS, |cells, d| cells.and(board.digit_cells(d)));
            // The opposite corner: another row and column, the rectangle in exactly two boxes.
            let opposites = with_pair.iter().filter(|&far| {
                let same_band = row(far) / 3 == row(corner) / 3;
                let same_stack = col(far) / 3 == col(corner) / 3;
                row(far) != row(corner) && col(far) != col(corner) && same_band != same_stack
            });
            opposites.into_iter().find_map(|far| {
                let in_row = 9 * row(far) + col(corner); // shares the far corner's row
                let in_col = 9 * row(corner) + col(far); // shares the far corner's column
                if !with_pair.contains(in_row) || !with_pair.contains(in_col) {
                    return None;
                }
                let (far_row, far_col) = (row(far), 9 + col(far));
                digits(pair).find_map(|linked| {
                    let only = |unit: usize, other: usize| {
                        board.digit_cells_in(UNIT_SETS[unit], linked)
                            == CellSet::single(far).or(CellSet::single(other))
                    };
                    if !only(far_row, in_row) || !only(far_col, in_col) {
                        return None;
                    }
                    let removed = digits(pair & !bit(linked)).next()?;
                    Some(hidden_rectangle_step(
                        board,
                        [corner, in_col, in_row, far],
                        pair,
                        linked,
                        removed,
                    ))
                })
            })
        })
}

fn hidden_rectangle_step(
    board: &Board,
    rectangle: [usize; 4],
    pair: Digits,
    linked: u8,
    removed: u8,
) -> Step {
    let [corner, in_col, in_row, far] = rectangle;
    let mut step = Step::new(Technique::HiddenUniqueRectangle, HIDDEN_RECTANGLE)
        .with_cells(rectangle.iter().copied().collect::<CellSet>());
    step.candidates = rectangle
        .iter()
        .flat_map(|&c| digits(pair).map(move |d| [c as u8, d]))
        .collect();
    step.candidates.sort_unstable();
    step.units = vec![row(far) as u8, 9 + col(far) as u8];
    let node = |cell: usize| vec![[cell as u8, linked]];
    step.links = vec![
        Link {
            from: node(in_row),
            to: node(far),
            strong: true,
        },
        Link {
            from: node(in_col),
            to: node(far),
            strong: true,
        },
    ];
    let mut eliminations = Eliminations::default();
    eliminations.add(board, far, removed);
    step.eliminations = eliminations.into_sorted();
    step.with_roles(Roles::HiddenRectangle {
        corner: corner as u8,
        opposite: far as u8,
        sides: [in_row as u8, in_col as u8],
        links: [row(far) as u8, 9 + col(far) as u8],
        linked,
        removed,
    })
}

#[cfg(test)]
mod tests {
    use super::super::super::test_support::{check, position, Case};
    use super::*;
    use crate::Grid;

    /// Before the first hidden unique rectangle of the rated set's lowest-rated puzzle that has
    /// one (SE 5.7, `804000702...`): r3c1 holds only 7 and 9, and in row 5 and column 3 the 7s
    /// are only in the rectangle r3c1, r3c3, r5c1, r5c3, so r5c3 cannot be 9.
    const HIDDEN_RECTANGLE_POSITION: &str = "
               =8    =3    =4    =9    =6    =5    =7    =1    =2
               =6    =1    29    =7    24    =8   459    =3   459
               79    =5   279    24    =3    =1   489    =6    89
               =1    =4    38    =5   278    =9   238    78    =6
              579    =6    79    28    =1    =3  2589    =4   589
               =2    89    35    =6    78    =4    35   789    =1
               =3    =2    =1    48   489    =6   489    =5    =7
              459    89    =6    =3   458    =7    =1    =2    48
               45    =7    58    =1  4589    =2    =6    89    =3
        ";

    #[test]
    fn finds_a_hidden_unique_rectangle() {
        check(&[Case {
            finder: hidden_unique_rectangles,
            technique: Technique::HiddenUniqueRectangle,
            rating: HIDDEN_RECTANGLE,
            position: HIDDEN_RECTANGLE_POSITION,
            eliminations: &[[38, 9]],
        }]);
    }

    /// The same four cells make a second rectangle, from the corner r5c3 (also 7 and 9 only)
    /// to r3c1 (7 only in the rectangle in row 3 and column 1), which removes 9 from r3c1.
    /// Without the strong link in column 3 (r6c3 gains a 7) only that one is left; with r5c3
    /// holding a third digit as well, neither (no other corner is bivalue); and neither when a
    /// corner lacks a digit of the pair.
    #[test]
    fn needs_strong_links_a_bivalue_corner_and_the_pair_in_every_corner() {
        let found = |edits: &[(&str, &str)]| {
            let text = edits
                .iter()
                .fold(HIDDEN_RECTANGLE_POSITION.to_string(), |text, (from, to)| {
                    text.replacen(from, to, 1)
                });
            hidden_unique_rectangles(&position(&text)).map(|step| step.eliminations)
        };
        const NO_LINK_IN_COLUMN_3: (&str, &str) = (" 35 ", " 357 "); // r6c3
        const R5C3_THREE_DIGITS: (&str, &str) = ("=6    79", "=6   579");
        assert_eq!(found(&[NO_LINK_IN_COLUMN_3]), Some(vec![[18, 9]]));
        assert_eq!(found(&[R5C3_THREE_DIGITS]), Some(vec![[38, 9]]));
        // Neither: the rectangle r4c5, r4c8, r6c5, r6c8 (7 and 8) is found instead, from r4c8
        // to r6c5, or from r6c5 to r4c8 when r6c3's 7 breaks the link in row 6.
        assert_eq!(
            found(&[NO_LINK_IN_COLUMN_3, R5C3_THREE_DIGITS]),
            Some(vec![[34, 8]])
        );
        assert_eq!(found(&[(" 279 ", " 27 ")]), Some(vec![[49, 8]])); // r3c3 without 9
        assert_eq!(hidden_unique_rectangles(&Board::new(&Grid::EMPTY)), None);
    }
}

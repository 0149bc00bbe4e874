//! Three strong links joined by two weak ones (SukakuExplainer's "3 strong-linked fishes"): 3
//! Skyscrapers, 3-String Kite, 3-Turbot Fish, and the same through an empty rectangle.

use super::super::board::{
    box_index, col, digits, row, Board, CellSet, Digits, PEERS, SE_KIND_START, UNIT_SETS,
};
use super::super::step::{Roles, Step, Technique};
use super::{empty_rectangle_heart, shared_unit, StrongLinkChain};

/// The (kinds) of the three strong links SukakuExplainer tries, in its order (0 box, 1 row,
/// 2 column).
const THREE_LINK_KINDS: [[usize; 3]; 10] = [
    [1, 1, 1],
    [2, 2, 2],
    [0, 0, 0],
    [0, 0, 1],
    [0, 0, 2],
    [0, 1, 1],
    [0, 2, 2],
    [0, 1, 2],
    [1, 1, 2],
    [1, 2, 2],
];

/// One strong link of a unit: a conjugate pair, or the heart of an empty rectangle (a box whose
/// 3 to 5 places lie in one row and one column), which stands for both of its ends.
#[derive(Clone, Copy)]
struct StrongLink {
    unit: usize,
    ends: [usize; 2],
    empty_rectangle: bool,
}

/// The strong link of `digit` in `unit`, as SukakuExplainer takes it for three-link chains (a
/// box's pair in one row or column is left to that line).
fn strong_link(unit: usize, places: CellSet) -> Option<StrongLink> {
    match places.len() {
        2 => {
            let mut cells = places.iter();
            let (a, b) = (cells.next()?, cells.next()?);
            if unit >= 18 && (row(a) == row(b) || col(a) == col(b)) {
                return None;
            }
            Some(StrongLink {
                unit,
                ends: [a, b],
                empty_rectangle: false,
            })
        }
        3..=5 if unit >= 18 => {
            let heart = empty_rectangle_heart(unit, places)?;
            Some(StrongLink {
                unit,
                ends: [heart, heart],
                empty_rectangle: true,
            })
        }
        _ => None,
    }
}

/// A chain of three strong links joined by two weak ones: `start` or `end` holds the digit.
/// Its chain runs start, bridge 1a, bridge 1b, bridge 2a, bridge 2b, end; its units are the
/// three links' units, then the two joins'.
type ThreeLinks = StrongLinkChain<6, 5>;

/// SukakuExplainer's name of a three-link chain from its units' kinds in chain order: three
/// parallel lines make 3 Skyscrapers (5.4), a row and a column a 3-String Kite (5.6), else a
/// 3-Turbot Fish (5.5); any empty rectangle makes 5.7.
fn three_link_kind(links: [&StrongLink; 3]) -> Technique {
    if links.iter().any(|l| l.empty_rectangle) {
        return Technique::ThreeLinkEmptyRectangle;
    }
    let rows = links.iter().filter(|l| l.unit < 9).count();
    let columns = links.iter().filter(|l| (9..18).contains(&l.unit)).count();
    if rows == 3 || columns == 3 {
        Technique::ThreeSkyscrapers
    } else if rows > 0 && columns > 0 {
        Technique::ThreeStringKite
    } else {
        Technique::ThreeTurbotFish
    }
}

/// The chain `first`-`second`-`third` with the given ends taken first, if the bridges see each
/// other through units outside the links.
fn three_link_chain(
    board: &Board,
    digit: u8,
    links: [&StrongLink; 3],
    flips: [usize; 3],
) -> Option<ThreeLinks> {
    let [first, second, third] = links;
    let start = first.ends[flips[0]];
    let bridge11 = first.ends[1 - flips[0]];
    let bridge12 = second.ends[flips[1]];
    let bridge21 = second.ends[1 - flips[1]];
    let bridge22 = third.ends[flips[2]];
    let end = third.ends[1 - flips[2]];
    // What the ends both see, before the units the chain runs through are left out.
    let seen_by_both = board.digit_cells_in(PEERS[start].and(PEERS[end]), digit);
    if seen_by_both
        .minus(CellSet::single(start))
        .minus(CellSet::single(end))
        .is_empty()
    {
        return None;
    }
    let shared1 = shared_unit(bridge11, bridge12)?;
    let shared2 = shared_unit(bridge21, bridge22)?;
    let link_units = [first.unit, second.unit, third.unit];
    if link_units.contains(&shared1) || link_units.contains(&shared2) {
        return None;
    }
    let outside = [first.unit, second.unit, third.unit, shared1, shared2]
        .iter()
        .map(|&u| UNIT_SETS[u])
        .collect::<CellSet>();
    let removed = seen_by_both
        .minus(outside)
        .minus(CellSet::single(start))
        .minus(CellSet::single(end));
    if removed.is_empty() {
        return None;
    }
    Some(ThreeLinks {
        technique: three_link_kind(links),
        digit,
        chain: [start, bridge11, bridge12, bridge21, bridge22, end],
        units: [first.unit, second.unit, third.unit, shared1, shared2],
        removed,
    })
}

/// Every three-link chain in SukakuExplainer's order.
fn three_link_patterns(board: &Board, searched: Digits) -> Vec<ThreeLinks> {
    let mut found = Vec::new();
    for digit in digits(searched) {
        let cells_of_digit = board.digit_cells(digit);
        let links: [Option<StrongLink>; 27] =
            std::array::from_fn(|u| strong_link(u, cells_of_digit.and(UNIT_SETS[u])));
        // The links of a kind's units (index 0..9 within the kind) from index `from` on.
        let links_from = |kind: usize, from: usize| {
            let links = &links;
            (from..9).filter_map(move |i| links[SE_KIND_START[kind] + i].as_ref().map(|l| (i, l)))
        };
        for kinds in THREE_LINK_KINDS {
            for (i1, l1) in links_from(kinds[0], 0) {
                let from2 = if kinds[0] == kinds[1] { i1 + 1 } else { 0 };
                for (i2, l2) in links_from(kinds[1], from2) {
                    let from3 = if kinds[1] == kinds[2] {
                        i2 + 1
                    } else if kinds[0] == kinds[2] {
                        i1 + 1
                    } else {
                        0
                    };
                    for (_, l3) in links_from(kinds[2], from3) {
                        three_links_of(board, digit, [l1, l2, l3], &mut found);
                    }
                }
            }
        }
    }
    found
}

fn three_links_of(board: &Board, digit: u8, links: [&StrongLink; 3], found: &mut Vec<ThreeLinks>) {
    let mut cells = CellSet::EMPTY;
    let mut count = 0;
    for link in links {
        for cell in link
            .ends
            .iter()
            .take(if link.empty_rectangle { 1 } else { 2 })
        {
            cells.insert(*cell);
            count += 1;
        }
    }
    if cells.len() != count {
        return;
    }
    for (i, link) in links.iter().enumerate() {
        let heart_box = box_index(link.ends[0]);
        let others_in_box = links
            .iter()
            .enumerate()
            .any(|(j, other)| j != i && other.ends.iter().any(|&c| box_index(c) == heart_box));
        if link.empty_rectangle && others_in_box {
            return;
        }
    }
    let [l1, l2, l3] = links;
    // The middle link of a chain meets both others: an end of each shares a unit with one of
    // its ends.
    let meet = |a: &StrongLink, b: &StrongLink| {
        a.ends
            .iter()
            .any(|&x| b.ends.iter().any(|&y| x == y || PEERS[x].contains(y)))
    };
    let (meet12, meet13, meet23) = (meet(l1, l2), meet(l1, l3), meet(l2, l3));
    let possible = [meet12 && meet23, meet13 && meet23, meet12 && meet13];
    if possible == [false; 3] {
        return;
    }
    for fi in (0..2).filter(|&f| f == 1 || !l1.empty_rectangle) {
        for fj in (0..2).filter(|&f| f == 1 || !l2.empty_rectangle) {
            for fk in (0..2).filter(|&f| f == 1 || !l3.empty_rectangle) {
                let orders = [
                    ([l1, l2, l3], [1 - fi, fj, fk]),
                    ([l1, l3, l2], [1 - fi, fk, fj]),
                    ([l2, l1, l3], [1 - fj, fi, fk]),
                ];
                for ((order, flips), _) in orders.into_iter().zip(possible).filter(|(_, p)| *p) {
                    found.extend(three_link_chain(board, digit, order, flips));
                }
            }
        }
    }
}

/// The three-strong-link chain (3 Skyscrapers, 3-String Kite, 3-Turbot Fish, or one through an
/// empty rectangle) SukakuExplainer would take among the digits in `searched`: the lowest
/// rating, then the most eliminations.
pub fn three_strong_links(board: &Board, searched: Digits) -> Option<Step> {
    let best = ThreeLinks::best(three_link_patterns(board, searched))?;
    let [link1, link2, link3, join1, join2] = best.units.map(|u| u as u8);
    Some(best.step(board).with_roles(Roles::ThreeStrongLinks {
        digit: best.digit,
        chain: best.chain.map(|c| c as u8),
        links: [link1, link2, link3],
        joins: [join1, join2],
    }))
}

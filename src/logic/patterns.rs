//! Single-digit patterns: Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle (two strong
//! links joined by a weak one, as SukakuExplainer's "Turbot Fish" rule finds them), the same
//! with three strong links (its "3 strong-linked fishes"), and Simple Colouring (not in SE:
//! rated as the forcing X-chain SE would need; [`chain_rating`] is SE's length rule).

use super::board::{digits, Board, CellSet, Digits, PEERS, UNIT_CELLS, UNIT_SETS};
use super::finder::{Assumes, Finder, Listed, Place};
use super::step::length_bonus;
use super::step::{Candidate, Link, Roles, Step, Technique};

/// The first unit of each of SE's region kinds, in SE's numbering: 0 = boxes, 1 = rows,
/// 2 = columns.
const KIND_START: [usize; 3] = [18, 0, 9];

/// The (base, cover) kinds SE tries for two strong links: rows and rows, columns and columns
/// (Skyscraper), columns and rows (2-String Kite), rows or columns with a box (Turbot Fish,
/// Empty Rectangle).
const LINK_KINDS: [(usize, usize); 5] = [(1, 1), (2, 2), (2, 1), (1, 0), (2, 0)];

/// The unit two distinct cells share, as SE picks it: the column, else the row, else the box.
pub(super) fn shared_unit(a: usize, b: usize) -> Option<usize> {
    if a % 9 == b % 9 {
        Some(9 + a % 9)
    } else if a / 9 == b / 9 {
        Some(a / 9)
    } else if crate::grid::box_of(a) == crate::grid::box_of(b) {
        Some(18 + crate::grid::box_of(a))
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
            let cross = UNIT_SETS[heart / 9].or(UNIT_SETS[9 + heart % 9]);
            places.minus(cross).is_empty()
        })
}

/// One instance: `start` or `end` holds the digit (`start`-`bridge1` and `bridge2`-`end` are
/// strong links, `bridge1` and `bridge2` see each other), so cells seeing both lose it.
struct TwoLinks {
    technique: Technique,
    rating: u16,
    digit: u8,
    chain: [usize; 4],
    units: [usize; 3],
    removed: CellSet,
}

/// The two cells of a set of two, lowest first.
fn two_cells(set: CellSet) -> [usize; 2] {
    let low = set.0.trailing_zeros() as usize;
    [
        low,
        set.minus(CellSet::single(low)).0.trailing_zeros() as usize,
    ]
}

/// Every instance in SE's order: link kinds, digits, base units, cover units.
fn two_link_patterns(board: &Board, searched: Digits) -> Vec<TwoLinks> {
    let mut found = Vec::new();
    let digit_cells: [CellSet; 9] = std::array::from_fn(|d| board.digit_cells(d as u8 + 1));
    for (base_kind, cover_kind) in LINK_KINDS {
        for digit in digits(searched) {
            let cells_of_digit = digit_cells[usize::from(digit) - 1];
            for i1 in 0..9 {
                let base = KIND_START[base_kind] + i1;
                let base_places = cells_of_digit.and(UNIT_SETS[base]);
                if base_places.len() != 2 {
                    continue;
                }
                let first_cover = if base_kind == cover_kind { i1 + 1 } else { 0 };
                for i2 in first_cover..9 {
                    let cover = KIND_START[cover_kind] + i2;
                    let cover_places = cells_of_digit.and(UNIT_SETS[cover]);
                    // The cover's two places, or an empty rectangle's heart alone.
                    let (ends, empty_rectangle) = match cover_places.len() {
                        2 => (two_cells(cover_places), false),
                        3..=5 if cover_kind == 0 => {
                            match empty_rectangle_heart(cover, cover_places) {
                                Some(heart) => ([heart, heart], true),
                                None => continue,
                            }
                        }
                        _ => continue,
                    };
                    let ends = &ends[..if empty_rectangle { 1 } else { 2 }];
                    let pair = two_cells(base_places);
                    if ends.iter().any(|e| pair.contains(e)) {
                        continue;
                    }
                    if empty_rectangle && pair.iter().any(|&c| UNIT_SETS[cover].contains(c)) {
                        continue;
                    }
                    for i in 0..2 {
                        let (start, bridge1) = (pair[i], pair[1 - i]);
                        for j in 0..ends.len() {
                            let (bridge2, end) = (ends[j], ends[ends.len() - 1 - j]);
                            let Some(shared) = shared_unit(bridge1, bridge2) else {
                                continue;
                            };
                            if shared == base || shared == cover {
                                continue;
                            }
                            let mut victims = PEERS[start].and(PEERS[end]);
                            if empty_rectangle {
                                victims = victims.minus(UNIT_SETS[cover]).minus(UNIT_SETS[base]);
                            }
                            let removed = victims.and(cells_of_digit);
                            if removed.is_empty() {
                                continue;
                            }
                            let technique = if empty_rectangle {
                                Technique::EmptyRectangle
                            } else if cover_kind == 0 {
                                Technique::TurbotFish
                            } else if base_kind == cover_kind {
                                Technique::Skyscraper
                            } else {
                                Technique::TwoStringKite
                            };
                            found.push(TwoLinks {
                                technique,
                                rating: technique.rating(),
                                digit,
                                chain: [start, bridge1, bridge2, end],
                                units: [base, cover, shared],
                                removed,
                            });
                        }
                    }
                }
            }
        }
    }
    found
}

/// The Skyscraper, 2-String Kite, Turbot Fish or Empty Rectangle SE would take among the digits
/// in `searched`: the lowest rating, then the most eliminations, then the first found.
pub fn turbot_fish(board: &Board, searched: Digits) -> Option<Step> {
    let patterns = two_link_patterns(board, searched);
    let best = patterns
        .iter()
        .enumerate()
        .min_by_key(|(i, p)| (p.rating, usize::MAX - p.removed.len(), *i))?
        .1;
    let digit = best.digit;
    let [start, bridge1, bridge2, end] = best.chain;
    let mut step = Step::new(best.technique, best.rating);
    let node = |cell: usize| -> Vec<Candidate> { vec![[cell as u8, digit]] };
    if best.technique == Technique::EmptyRectangle {
        let box_places = board.digit_cells_in(UNIT_SETS[best.units[1]], digit);
        let pattern = box_places
            .or(CellSet::single(start))
            .or(CellSet::single(bridge1));
        step = step.with_cells(pattern);
        step.candidates = pattern.iter().map(|c| [c as u8, digit]).collect();
        step.links.push(Link {
            from: node(start),
            to: node(bridge1),
            strong: true,
        });
        step.links.push(Link {
            from: node(bridge1),
            to: box_places.iter().map(|c| [c as u8, digit]).collect(),
            strong: false,
        });
    } else {
        let pattern: CellSet = best
            .chain
            .iter()
            .fold(CellSet::EMPTY, |s, &c| s.or(CellSet::single(c)));
        step = step.with_cells(pattern);
        step.candidates = pattern.iter().map(|c| [c as u8, digit]).collect();
        step.links.push(Link {
            from: node(start),
            to: node(bridge1),
            strong: true,
        });
        step.links.push(Link {
            from: node(bridge1),
            to: node(bridge2),
            strong: false,
        });
        step.links.push(Link {
            from: node(bridge2),
            to: node(end),
            strong: true,
        });
    }
    step.units = best.units.iter().map(|&u| u as u8).collect();
    step.eliminations = best.removed.iter().map(|c| [c as u8, digit]).collect();
    let [line, cover, shared] = best.units.map(|u| u as u8);
    let [start, bridge1, bridge2, end] = best.chain.map(|c| c as u8);
    Some(
        step.with_roles(if best.technique == Technique::EmptyRectangle {
            Roles::EmptyRectangle {
                digit,
                line,
                start,
                bridge: bridge1,
                box_: cover,
                heart: end,
                shared,
            }
        } else {
            Roles::TwoStrongLinks {
                digit,
                start,
                bridges: [bridge1, bridge2],
                end,
                links: [line, cover],
                shared,
            }
        }),
    )
}

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
            if unit >= 18 && (a / 9 == b / 9 || a % 9 == b % 9) {
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
struct ThreeLinks {
    technique: Technique,
    rating: u16,
    digit: u8,
    /// start, bridge 1a, bridge 1b, bridge 2a, bridge 2b, end.
    chain: [usize; 6],
    units: [usize; 5],
    removed: CellSet,
}

/// SukakuExplainer's name and rating of a three-link chain from its units' kinds in chain
/// order: three parallel lines make 3 Skyscrapers (5.4), a row and a column a 3-String Kite
/// (5.6), else a 3-Turbot Fish (5.5); any empty rectangle makes 5.7.
fn three_link_kind(links: [&StrongLink; 3]) -> (Technique, u16) {
    if links.iter().any(|l| l.empty_rectangle) {
        return (
            Technique::ThreeLinkEmptyRectangle,
            Technique::ThreeLinkEmptyRectangle.rating(),
        );
    }
    let rows = links.iter().filter(|l| l.unit < 9).count();
    let columns = links.iter().filter(|l| (9..18).contains(&l.unit)).count();
    let technique = if rows == 3 || columns == 3 {
        Technique::ThreeSkyscrapers
    } else if rows > 0 && columns > 0 {
        Technique::ThreeStringKite
    } else {
        Technique::ThreeTurbotFish
    };
    (technique, technique.rating())
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
        .fold(CellSet::EMPTY, |s, &u| s.or(UNIT_SETS[u]));
    let removed = seen_by_both
        .minus(outside)
        .minus(CellSet::single(start))
        .minus(CellSet::single(end));
    if removed.is_empty() {
        return None;
    }
    let (technique, rating) = three_link_kind(links);
    Some(ThreeLinks {
        technique,
        rating,
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
            (from..9).filter_map(move |i| links[KIND_START[kind] + i].as_ref().map(|l| (i, l)))
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
        let heart_box = crate::grid::box_of(link.ends[0]);
        let others_in_box = links.iter().enumerate().any(|(j, other)| {
            j != i
                && other
                    .ends
                    .iter()
                    .any(|&c| crate::grid::box_of(c) == heart_box)
        });
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
    let patterns = three_link_patterns(board, searched);
    let best = patterns
        .iter()
        .enumerate()
        .min_by_key(|(i, p)| (p.rating, usize::MAX - p.removed.len(), *i))?
        .1;
    let digit = best.digit;
    let pattern = best
        .chain
        .iter()
        .fold(CellSet::EMPTY, |s, &c| s.or(CellSet::single(c)));
    let mut step = Step::new(best.technique, best.rating).with_cells(pattern);
    step.candidates = pattern
        .iter()
        .filter(|&c| board.has(c, digit))
        .map(|c| [c as u8, digit])
        .collect();
    let node = |cell: usize| vec![[cell as u8, digit]];
    for (k, pair) in best.chain.windows(2).enumerate() {
        step.links.push(Link {
            from: node(pair[0]),
            to: node(pair[1]),
            strong: k % 2 == 0,
        });
    }
    step.units = best.units.iter().map(|&u| u as u8).collect();
    step.eliminations = best.removed.iter().map(|c| [c as u8, digit]).collect();
    let [link1, link2, link3, join1, join2] = best.units.map(|u| u as u8);
    Some(step.with_roles(Roles::ThreeStrongLinks {
        digit,
        chain: best.chain.map(|c| c as u8),
        links: [link1, link2, link3],
        joins: [join1, join2],
    }))
}

/// SE's base rating of a forcing X-chain (one digit).
const FORCING_X_CHAIN: u16 = Technique::ForcingXChain.rating();

/// One digit's conjugate pairs coloured: each cluster of cells joined by conjugate pairs takes
/// two colours that alternate along the pairs, so one colour holds the digit and the other not.
struct Colouring {
    /// For each cell: its cluster (index into `clusters`) and colour (0 or 1).
    colour: [Option<(usize, u8)>; 81],
    /// Each cluster's cells by colour.
    clusters: Vec<[CellSet; 2]>,
    /// Each cell's conjugate partners.
    partners: [CellSet; 81],
}

fn colouring(board: &Board, digit: u8) -> Colouring {
    let mut partners = [CellSet::EMPTY; 81];
    for unit in UNIT_SETS {
        let places = board.digit_cells_in(unit, digit);
        if places.len() == 2 {
            let mut cells = places.iter();
            let (a, b) = (cells.next().unwrap_or(0), cells.next().unwrap_or(0));
            partners[a].insert(b);
            partners[b].insert(a);
        }
    }
    let mut colour = [None; 81];
    let mut clusters = Vec::new();
    for start in 0..81 {
        if partners[start].is_empty() || colour[start].is_some() {
            continue;
        }
        let cluster = clusters.len();
        let mut sides = [CellSet::EMPTY; 2];
        let mut queue = vec![(start, 0u8)];
        colour[start] = Some((cluster, 0));
        while let Some((cell, side)) = queue.pop() {
            sides[usize::from(side)].insert(cell);
            for next in partners[cell].iter() {
                if colour[next].is_none() {
                    colour[next] = Some((cluster, 1 - side));
                    queue.push((next, 1 - side));
                }
            }
        }
        clusters.push(sides);
    }
    Colouring {
        colour,
        clusters,
        partners,
    }
}

/// The shortest path of conjugate pairs from `from` to `to` (both included).
fn conjugate_path(colouring: &Colouring, from: usize, to: usize) -> Vec<usize> {
    let mut previous = [usize::MAX; 81];
    let mut queue = std::collections::VecDeque::from([from]);
    previous[from] = from;
    while let Some(cell) = queue.pop_front() {
        if cell == to {
            break;
        }
        for next in colouring.partners[cell].iter() {
            if previous[next] == usize::MAX {
                previous[next] = cell;
                queue.push_back(next);
            }
        }
    }
    let mut path = vec![to];
    while let Some(&last) = path.last() {
        if last == from || previous[last] == usize::MAX {
            break;
        }
        path.push(previous[last]);
    }
    path.reverse();
    path
}

/// A simple colouring deduction and the chain that proves it.
struct ColourStep {
    rating: u16,
    digit: u8,
    path: Vec<usize>,
    removed: CellSet,
    wrap: bool,
}

/// The simple colouring SE would rate lowest as a forcing X-chain: a colour trap (a cell seeing
/// both colours of a cluster loses the digit) or a colour wrap (two cells of one colour see each
/// other, so that colour is false everywhere). Rated as the chain through the conjugate pairs.
/// Only the digits in `searched` are coloured.
pub fn simple_colouring(board: &Board, searched: Digits) -> Option<Step> {
    let mut found: Vec<ColourStep> = Vec::new();
    for digit in digits(searched) {
        let colouring = colouring(board, digit);
        let cells_of_digit = board.digit_cells(digit);
        for sides in &colouring.clusters {
            if sides[0].len() + sides[1].len() < 3 {
                continue;
            }
            for &mine in sides {
                if let Some((a, b)) = mine
                    .iter()
                    .find_map(|a| mine.and(PEERS[a]).first().map(|b| (a, b)))
                {
                    let path = conjugate_path(&colouring, a, b);
                    found.push(ColourStep {
                        rating: FORCING_X_CHAIN + length_bonus(path.len() + 1),
                        digit,
                        path,
                        removed: mine,
                        wrap: true,
                    });
                }
            }
            for victim in cells_of_digit
                .iter()
                .filter(|&c| colouring.colour[c].is_none() || !sides[0].or(sides[1]).contains(c))
            {
                let seen = [sides[0].and(PEERS[victim]), sides[1].and(PEERS[victim])];
                if seen[0].is_empty() || seen[1].is_empty() {
                    continue;
                }
                let path = seen[0]
                    .iter()
                    .flat_map(|a| seen[1].iter().map(move |b| (a, b)))
                    .map(|(a, b)| conjugate_path(&colouring, a, b))
                    .min_by_key(Vec::len)
                    .unwrap_or_default();
                found.push(ColourStep {
                    rating: FORCING_X_CHAIN + length_bonus(path.len() + 2),
                    digit,
                    path,
                    removed: CellSet::single(victim),
                    wrap: false,
                });
            }
        }
    }
    let best = found
        .iter()
        .enumerate()
        .min_by_key(|(i, f)| (f.rating, *i))?
        .1;
    let digit = best.digit;
    let mut step = Step::new(Technique::SimpleColouring, best.rating);
    let pattern = best
        .path
        .iter()
        .fold(CellSet::EMPTY, |s, &c| s.or(CellSet::single(c)));
    step = step.with_cells(pattern);
    step.candidates = pattern.iter().map(|c| [c as u8, digit]).collect();
    for pair in best.path.windows(2) {
        step.links.push(Link {
            from: vec![[pair[0] as u8, digit]],
            to: vec![[pair[1] as u8, digit]],
            strong: true,
        });
    }
    step.eliminations = best.removed.iter().map(|c| [c as u8, digit]).collect();
    Some(step.with_roles(Roles::Colouring {
        digit,
        path: best.path.iter().map(|&c| c as u8).collect(),
        wrap: best.wrap,
    }))
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
pub(super) mod test_support {
    //! Data-driven cases shared by the pattern modules' tests: positions from the rated set
    //! (the candidates just before SE's path takes the step), the finder, and what it must find.

    use super::super::board::{bit, Board, Digits};
    use super::super::step::{Step, Technique};
    use crate::Grid;

    /// A position where `finder` must find `technique` at `rating` with exactly `eliminations`.
    pub struct Case {
        pub finder: fn(&Board) -> Option<Step>,
        pub technique: Technique,
        pub rating: u16,
        pub position: &'static str,
        pub eliminations: &'static [[u8; 2]],
    }

    /// A board from 81 white-space separated cells: `=5` for a solved cell, else its candidates.
    pub fn position(text: &str) -> Board {
        let cells: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(cells.len(), 81, "a position has 81 cells");
        let mut grid = Grid::EMPTY;
        let mut masks: [Digits; 81] = [0; 81];
        for (cell, token) in cells.iter().enumerate() {
            if let Some(digit) = token.strip_prefix('=') {
                grid.set(cell, digit.parse().expect("a digit"));
            } else {
                masks[cell] = token.bytes().fold(0, |m, b| m | bit(b - b'0'));
            }
        }
        Board::with_candidates(&grid, &masks)
    }

    /// Checks every case: the technique, rating and eliminations found.
    pub fn check(cases: &[Case]) {
        for case in cases {
            let board = position(case.position);
            let step =
                (case.finder)(&board).unwrap_or_else(|| panic!("{:?} not found", case.technique));
            assert_eq!(
                (step.technique, step.rating.0, step.eliminations.as_slice()),
                (case.technique, case.rating, case.eliminations),
                "{}",
                step.text
            );
            assert!(step.text.contains("r") && step.makes_progress(&board));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{exclusion, fish, uniqueness, wings};
    use super::test_support::{check, position, Case};
    use super::*;
    use crate::logic::board::{ALL_CELLS, ALL_DIGITS};
    use crate::{solve, Grid, Solution};

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

    /// Every step of the finders of this branch, tried at every position of the logical
    /// solution of fixture puzzles, keeps the solution's digits.
    #[test]
    fn every_finder_keeps_the_solution() {
        let finders: [fn(&Board) -> Option<Step>; 14] = [
            |board| turbot_fish(board, ALL_DIGITS),
            |board| three_strong_links(board, ALL_DIGITS),
            |board| simple_colouring(board, ALL_DIGITS),
            wings::xy_wing,
            wings::xyz_wing,
            |board| wings::wxyz_wing(board, ALL_CELLS),
            |board| wings::vwxyz_wing(board, ALL_CELLS),
            wings::w_wing,
            uniqueness::unique_rectangles,
            uniqueness::bug,
            |board| exclusion::aligned_pair_exclusion(board, ALL_CELLS),
            |board| exclusion::aligned_triple_exclusion(board, ALL_CELLS),
            |board| fish::finned_fish(board, ALL_DIGITS),
            |board| super::super::intersections::locking(board, ALL_DIGITS),
        ];
        let seventeen = include_str!("../../tests/fixtures/puzzles/puzzles2_17_clue.txt")
            .lines()
            .take(150);
        let hardest = include_str!("../../tests/fixtures/puzzles/puzzles3_magictour_top1465.txt")
            .lines()
            .take(60);
        let mut checked = 0;
        for line in seventeen.chain(hardest) {
            let grid = Grid::parse(line).expect("a puzzle");
            let Solution::Unique(solution) = solve(&grid) else {
                panic!("fixtures have one solution")
            };
            let mut board = Board::new(&grid);
            while let Some(step) =
                crate::logic::next_step(&board, true, crate::logic::Techniques::Named)
            {
                for finder in finders {
                    if let Some(found) = finder(&board) {
                        checked += 1;
                        for &[cell, digit] in &found.eliminations {
                            assert_ne!(
                                solution.get(usize::from(cell)),
                                digit,
                                "{line}: {}",
                                found.text
                            );
                        }
                        for &[cell, digit] in &found.placements {
                            assert_eq!(
                                solution.get(usize::from(cell)),
                                digit,
                                "{line}: {}",
                                found.text
                            );
                        }
                    }
                }
                step.apply(&mut board);
            }
        }
        assert!(checked > 1000, "only {checked} steps checked");
    }
}

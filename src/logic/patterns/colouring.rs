//! Simple Colouring (not in SE): one digit's conjugate pairs in two colours, rated as the
//! forcing X-chain SE would need.

use super::super::board::{digits, u8_list, Board, CellSet, Digits, PEERS, UNIT_SETS};
use super::super::step::length_bonus;
use super::super::step::{Link, Roles, Step, Technique};

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
    let pattern = best.path.iter().copied().collect::<CellSet>();
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
        path: u8_list(&best.path),
        wrap: best.wrap,
    }))
}

//! Single-digit patterns: Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle (two strong
//! links joined by a weak one, as Sudoku Explainer's "Turbot Fish" rule finds them), and Simple
//! Colouring.

use super::board::{cell_name, unit_name, Board, CellSet, PEERS, UNIT_CELLS, UNIT_SETS};
use super::step::{eliminations_text, Candidate, Link, Step, Technique};

/// The first unit of each of SE's region kinds, in SE's numbering: 0 = boxes, 1 = rows,
/// 2 = columns.
const KIND_START: [usize; 3] = [18, 0, 9];

/// The (base, cover) kinds SE tries for two strong links: rows and rows, columns and columns
/// (Skyscraper), columns and rows (2-String Kite), rows or columns with a box (Turbot Fish,
/// Empty Rectangle).
const LINK_KINDS: [(usize, usize); 5] = [(1, 1), (2, 2), (2, 1), (1, 0), (2, 0)];

/// SE ratings (tenths).
const SKYSCRAPER: u16 = 40;
const TWO_STRING_KITE: u16 = 41;
const TURBOT_FISH: u16 = 43;

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

/// Every instance in SE's order: link kinds, digits, base units, cover units.
fn two_link_patterns(board: &Board) -> Vec<TwoLinks> {
    let mut found = Vec::new();
    let digit_cells: [CellSet; 9] = std::array::from_fn(|d| board.digit_cells(d as u8 + 1));
    for (base_kind, cover_kind) in LINK_KINDS {
        for digit in 1..=9u8 {
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
                    let mut ends: Vec<usize> = cover_places.iter().collect();
                    let empty_rectangle = match cover_places.len() {
                        2 => false,
                        3..=5 if cover_kind == 0 => {
                            match empty_rectangle_heart(cover, cover_places) {
                                Some(heart) => {
                                    ends = vec![heart];
                                    true
                                }
                                None => continue,
                            }
                        }
                        _ => continue,
                    };
                    let pair: Vec<usize> = base_places.iter().collect();
                    if ends.iter().any(|e| pair.contains(e))
                        || (ends.len() == 2 && ends[0] == ends[1])
                    {
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
                            let (technique, rating) = if empty_rectangle {
                                (Technique::EmptyRectangle, TURBOT_FISH)
                            } else if cover_kind == 0 {
                                (Technique::TurbotFish, TURBOT_FISH)
                            } else if base_kind == cover_kind {
                                (Technique::Skyscraper, SKYSCRAPER)
                            } else {
                                (Technique::TwoStringKite, TWO_STRING_KITE)
                            };
                            found.push(TwoLinks {
                                technique,
                                rating,
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

/// The Skyscraper, 2-String Kite, Turbot Fish or Empty Rectangle SE would take: the lowest
/// rating, then the most eliminations, then the first found.
pub fn turbot_fish(board: &Board) -> Option<Step> {
    let patterns = two_link_patterns(board);
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
    step.text = if best.technique == Technique::EmptyRectangle {
        format!(
            "In {}, {digit} is in {} or {}; {} sees the empty rectangle of {} through {}, so {digit} is in {} or in {}'s row or column of the box: {}.",
            unit_name(best.units[0]),
            cell_name(start),
            cell_name(bridge1),
            cell_name(bridge1),
            unit_name(best.units[1]),
            unit_name(best.units[2]),
            cell_name(start),
            cell_name(end),
            eliminations_text(&step.eliminations)
        )
    } else {
        format!(
            "{digit} is in {} or {} ({}), and in {} or {} ({}); {} and {} see each other, so {digit} is in {} or {}: {}.",
            cell_name(start),
            cell_name(bridge1),
            unit_name(best.units[0]),
            cell_name(bridge2),
            cell_name(end),
            unit_name(best.units[1]),
            cell_name(bridge1),
            cell_name(bridge2),
            cell_name(start),
            cell_name(end),
            eliminations_text(&step.eliminations)
        )
    };
    Some(step)
}

/// Not written yet: finds nothing.
pub fn simple_colouring(_board: &Board) -> Option<Step> {
    None
}

//! Two strong links joined by a weak one: Skyscraper, 2-String Kite, Turbot Fish and Empty
//! Rectangle, as SukakuExplainer's "Turbot Fish" rule finds them.

use super::super::board::{digits, Board, CellSet, Digits, PEERS, UNIT_SETS};
use super::super::step::{Candidate, Link, Roles, Step, Technique};
use super::{empty_rectangle_heart, shared_unit, KIND_START};

/// The (base, cover) kinds SE tries for two strong links: rows and rows, columns and columns
/// (Skyscraper), columns and rows (2-String Kite), rows or columns with a box (Turbot Fish,
/// Empty Rectangle).
const LINK_KINDS: [(usize, usize); 5] = [(1, 1), (2, 2), (2, 1), (1, 0), (2, 0)];

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
        let pattern: CellSet = best.chain.iter().copied().collect();
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

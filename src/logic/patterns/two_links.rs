//! Two strong links joined by a weak one: Skyscraper, 2-String Kite, Turbot Fish and Empty
//! Rectangle, as SukakuExplainer's "Turbot Fish" rule finds them.

use super::super::board::{digits, Board, CellSet, Digits, PEERS, SE_KIND_START, UNIT_SETS};
use super::super::step::{Link, Roles, Step, Technique};
use super::{empty_rectangle_heart, shared_unit, StrongLinkChain};

/// The (base, cover) kinds SE tries for two strong links: rows and rows, columns and columns
/// (Skyscraper), columns and rows (2-String Kite), rows or columns with a box (Turbot Fish,
/// Empty Rectangle).
const LINK_KINDS: [(usize, usize); 5] = [(1, 1), (2, 2), (2, 1), (1, 0), (2, 0)];

/// One instance: `start` or `end` holds the digit (`start`-`bridge1` and `bridge2`-`end` are
/// strong links, `bridge1` and `bridge2` see each other), so cells seeing both lose it. Its
/// units are the base, the cover and the unit the bridges share.
type TwoLinks = StrongLinkChain<4, 3>;

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
                let base = SE_KIND_START[base_kind] + i1;
                let base_places = cells_of_digit.and(UNIT_SETS[base]);
                if base_places.len() != 2 {
                    continue;
                }
                let first_cover = if base_kind == cover_kind { i1 + 1 } else { 0 };
                for i2 in first_cover..9 {
                    let cover = SE_KIND_START[cover_kind] + i2;
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
    let best = TwoLinks::best(two_link_patterns(board, searched))?;
    let digit = best.digit;
    let [line, cover, shared] = best.units.map(|u| u as u8);
    let [start, bridge1, bridge2, end] = best.chain.map(|c| c as u8);
    Some(if best.technique == Technique::EmptyRectangle {
        // Drawn as the line's link and a weak link from its bridge to every place in the box.
        let box_places = board.digit_cells_in(UNIT_SETS[best.units[1]], digit);
        let [start_cell, bridge_cell, ..] = best.chain;
        let mut links = best.links();
        links.truncate(1);
        links.push(Link {
            from: best.candidates(CellSet::single(bridge_cell)),
            to: best.candidates(box_places),
            strong: false,
        });
        let pattern = box_places
            .or(CellSet::single(start_cell))
            .or(CellSet::single(bridge_cell));
        best.step_drawn(board, pattern, links)
            .with_roles(Roles::EmptyRectangle {
                digit,
                line,
                start,
                bridge: bridge1,
                box_: cover,
                heart: end,
                shared,
            })
    } else {
        best.step(board).with_roles(Roles::TwoStrongLinks {
            digit,
            start,
            bridges: [bridge1, bridge2],
            end,
            links: [line, cover],
            shared,
        })
    })
}

//! Wings: XY-Wing, XYZ-Wing (Sudoku Explainer), WXYZ-Wing and VWXYZ-Wing (SukakuExplainer's
//! ALS wings), as they find and rate them; and W-Wing, rated as the chain SE would need.

use super::board::{
    bit, cell_name, cells_name, digits, digits_name, Board, CellSet, Digits, ALL_CELLS, PEERS,
};
use super::step::{eliminations_text, Eliminations, Link, Step, Technique};

const XY_WING: u16 = 42;
const XYZ_WING: u16 = 44;

/// The cells with exactly `n` candidates.
fn cells_with(board: &Board, n: u32) -> CellSet {
    (0..81)
        .filter(|&c| board.candidates(c).count_ones() == n)
        .fold(CellSet::EMPTY, |mut s, c| {
            s.insert(c);
            s
        })
}

/// The first XY-Wing (`pivot_size` 2) or XYZ-Wing (3) in SE's order: pivots in cell order, then
/// the pincers among its peers in cell order.
fn wing(board: &Board, pivot_size: u32) -> Option<Step> {
    let bivalue = cells_with(board, 2);
    cells_with(board, pivot_size).iter().find_map(|pivot| {
        let pivot_digits = board.candidates(pivot);
        PEERS[pivot].and(bivalue).iter().find_map(|xz| {
            let xz_digits = board.candidates(xz);
            if (pivot_digits & !xz_digits).count_ones() != 1 {
                return None;
            }
            PEERS[pivot].and(bivalue).iter().find_map(|yz| {
                let yz_digits = board.candidates(yz);
                let union = pivot_digits | xz_digits | yz_digits;
                let common = pivot_digits & xz_digits & yz_digits;
                if union.count_ones() != 3 || common.count_ones() != pivot_size - 2 {
                    return None;
                }
                let z = xz_digits & yz_digits;
                let digit = digits(z).next()?;
                let mut victims = PEERS[xz].and(PEERS[yz]).minus(CellSet::single(pivot));
                if pivot_size == 3 {
                    victims = victims.and(PEERS[pivot]);
                }
                let removed = board.digit_cells_in(victims, digit);
                (!removed.is_empty()).then(|| wing_step(board, pivot, xz, yz, digit, removed))
            })
        })
    })
}

fn wing_step(
    board: &Board,
    pivot: usize,
    xz: usize,
    yz: usize,
    digit: u8,
    removed: CellSet,
) -> Step {
    let xyz = board.candidates(pivot).count_ones() == 3;
    let (technique, rating) = if xyz {
        (Technique::XYZWing, XYZ_WING)
    } else {
        (Technique::XYWing, XY_WING)
    };
    let cells = CellSet::single(pivot)
        .or(CellSet::single(xz))
        .or(CellSet::single(yz));
    let mut step = Step::new(technique, rating).with_cells(cells);
    step.candidates = cells
        .iter()
        .flat_map(|c| digits(board.candidates(c)).map(move |d| [c as u8, d]))
        .collect();
    for pincer in [xz, yz] {
        let link_digit = digits(board.candidates(pincer) & !bit(digit))
            .next()
            .expect("two digits");
        step.links.push(Link {
            from: vec![[pivot as u8, link_digit]],
            to: vec![[pincer as u8, link_digit]],
            strong: false,
        });
    }
    step.eliminations = removed.iter().map(|c| [c as u8, digit]).collect();
    step.text = format!(
        "{} holds {}, so {} or {}{} holds {digit}: {}.",
        cell_name(pivot),
        digits_name(board.candidates(pivot)),
        cell_name(xz),
        cell_name(yz),
        if xyz {
            format!(" or {}", cell_name(pivot))
        } else {
            String::new()
        },
        eliminations_text(&step.eliminations)
    );
    step
}

/// The first XY-Wing: a bivalue pivot `xy` seeing bivalue pincers `xz` and `yz`, so `z` leaves
/// the cells that see both pincers.
pub fn xy_wing(board: &Board) -> Option<Step> {
    wing(board, 2)
}

/// The first XYZ-Wing: a pivot `xyz` seeing pincers `xz` and `yz`, so `z` leaves the cells that
/// see all three.
pub fn xyz_wing(board: &Board) -> Option<Step> {
    wing(board, 3)
}

/// A WXYZ-Wing (VWXYZ-Wing) as SukakuExplainer finds it: three (four) cells that see one
/// another and hold four (five) digits between them, an almost locked set (ALS), and a bivalue
/// cell holding two of those digits.
struct AlsWing {
    als: Vec<usize>,
    bivalue: usize,
    /// The restricted common digit (every ALS cell holding it sees the bivalue cell).
    x: u8,
    /// The other digit of the bivalue cell, which leaves the cells seeing all its places.
    z: u8,
    /// Both digits are restricted commons: the whole pattern is locked.
    double_link: bool,
    rating: u16,
    eliminations: Vec<[u8; 2]>,
}

/// Whether every cell of `als` holding `digit` sees `target`.
fn all_see(board: &Board, als: &[usize], digit: u8, target: usize) -> bool {
    als.iter().all(|&c| !board.has(c, digit) || PEERS[target].contains(c))
}

/// The cells outside `cells` that see every cell of `cells` holding `digit`.
fn seeing_all(board: &Board, cells: &[usize], digit: u8) -> CellSet {
    let pattern = cells.iter().fold(CellSet::EMPTY, |s, &c| s.or(CellSet::single(c)));
    cells
        .iter()
        .filter(|&&c| board.has(c, digit))
        .fold(ALL_CELLS, |s, &c| s.and(PEERS[c]))
        .minus(pattern)
}

/// ALS-XZ with a bivalue cell: `z` is in the ALS or the bivalue cell; with a double link the
/// ALS's other digits are locked in it too, and `x` is in the ALS or the bivalue cell.
fn als_wing_eliminations(
    board: &Board,
    als: &[usize],
    bivalue: usize,
    x: u8,
    z: u8,
    double_link: bool,
) -> Vec<[u8; 2]> {
    let mut all = als.to_vec();
    all.push(bivalue);
    let mut eliminations = Eliminations::default();
    if double_link {
        let union: Digits = als.iter().fold(0, |m, &c| m | board.candidates(c));
        for w in digits(union & !bit(x) & !bit(z)) {
            eliminations.add_cells(board, seeing_all(board, als, w), w);
        }
        eliminations.add_cells(board, seeing_all(board, &all, x), x);
    }
    eliminations.add_cells(board, seeing_all(board, &all, z), z);
    eliminations.into_sorted()
}

/// SukakuExplainer's rating of an ALS wing of `size` cells (WXYZ: base 5.5, VWXYZ: 6.2): a
/// largest ALS cell of middling size is harder than the extremes.
fn als_wing_rating(size: usize, biggest: u32) -> u16 {
    let base = if size == 3 { 55 } else { 62 };
    let centre = 3i32;
    (base + (size as i32 - 2) - (centre - biggest as i32).abs()) as u16
}

/// Extends the pairwise-visible cells `chosen` (increasing) to ALS of `size` cells.
fn grow_als(board: &Board, size: usize, chosen: &mut Vec<usize>, union: Digits, found: &mut Vec<AlsWing>) {
    if chosen.len() == size {
        if union.count_ones() as usize == size + 1 {
            add_als_wings(board, chosen, union, found);
        }
        return;
    }
    let last = *chosen.last().expect("a first cell");
    let common = chosen.iter().fold(ALL_CELLS, |s, &c| s.and(PEERS[c]));
    for next in common.iter().filter(|&c| c > last) {
        let digits_next = board.candidates(next);
        let grown = union | digits_next;
        if digits_next.count_ones() < 2 || grown.count_ones() as usize > size + 1 {
            continue;
        }
        chosen.push(next);
        grow_als(board, size, chosen, grown, found);
        chosen.pop();
    }
}

fn add_als_wings(board: &Board, als: &[usize], union: Digits, found: &mut Vec<AlsWing>) {
    let biggest = als.iter().map(|&c| board.candidates(c).count_ones()).max().unwrap_or(0);
    let rating = als_wing_rating(als.len(), biggest);
    let pattern = als.iter().fold(CellSet::EMPTY, |s, &c| s.or(CellSet::single(c)));
    let reach = als.iter().fold(CellSet::EMPTY, |s, &c| s.or(PEERS[c])).minus(pattern);
    for bivalue in reach.iter() {
        let pair = board.candidates(bivalue);
        if pair.count_ones() != 2 || pair & union != pair {
            continue;
        }
        let mut pair_digits = digits(pair);
        let (low, high) = (pair_digits.next().unwrap_or(0), pair_digits.next().unwrap_or(0));
        let (x, z, double_link) = match (all_see(board, als, low, bivalue), all_see(board, als, high, bivalue)) {
            (true, true) => (low, high, true),
            (true, false) => (low, high, false),
            (false, true) => (high, low, false),
            (false, false) => continue,
        };
        let eliminations = als_wing_eliminations(board, als, bivalue, x, z, double_link);
        // SE names a double link only when it removes more than one link would.
        let double_link = double_link
            && eliminations != als_wing_eliminations(board, als, bivalue, x, z, false)
            && eliminations != als_wing_eliminations(board, als, bivalue, z, x, false);
        if !eliminations.is_empty() {
            found.push(AlsWing { als: als.to_vec(), bivalue, x, z, double_link, rating, eliminations });
        }
    }
}

/// The ALS wing of `size` cells SukakuExplainer would take: the lowest rating, then the most
/// eliminations, then the first found (ALS cells in cell order).
fn als_wing(board: &Board, size: usize) -> Option<Step> {
    let mut wings = Vec::new();
    for first in (0..81).filter(|&c| (2..=size as u32 + 1).contains(&board.candidates(c).count_ones())) {
        grow_als(board, size, &mut vec![first], board.candidates(first), &mut wings);
    }
    let best = wings
        .iter()
        .enumerate()
        .min_by_key(|(i, w)| (w.rating, usize::MAX - w.eliminations.len(), *i))?
        .1;
    let technique = if size == 3 { Technique::WXYZWing } else { Technique::VWXYZWing };
    let cells = best.als.iter().fold(CellSet::single(best.bivalue), |s, &c| s.or(CellSet::single(c)));
    let mut step = Step::new(technique, best.rating).with_cells(cells);
    step.candidates = cells
        .iter()
        .flat_map(|c| digits(board.candidates(c)).map(move |d| [c as u8, d]))
        .collect();
    step.eliminations = best.eliminations.clone();
    let union: Digits = best.als.iter().fold(0, |m, &c| m | board.candidates(c));
    step.text = format!(
        "{} hold only {} and {} holds {}{}: {}.",
        cells_name(best.als.iter().copied()),
        digits_name(union),
        cell_name(best.bivalue),
        digits_name(board.candidates(best.bivalue)),
        if best.double_link {
            format!(", linked by both {} and {}, so every digit there is locked", best.x, best.z)
        } else {
            format!(", and every {} there sees it, so {} is in one of them", best.x, best.z)
        },
        eliminations_text(&step.eliminations)
    );
    Some(step)
}

/// The WXYZ-Wing SukakuExplainer would take (rated 5.5, or 5.6 when the largest cell of its
/// three-cell ALS holds three digits).
pub fn wxyz_wing(board: &Board) -> Option<Step> {
    als_wing(board, 3)
}

/// The VWXYZ-Wing SukakuExplainer would take (a four-cell ALS; rated 6.2 to 6.4).
pub fn vwxyz_wing(board: &Board) -> Option<Step> {
    als_wing(board, 4)
}

/// The chain SE would need for a W-Wing, counting the victim at both ends: victim, first
/// cell's two digits, the strong link's two ends, second cell's two digits, victim.
const W_WING_NODES: usize = 8;

/// The first W-Wing: two cells holding the same two digits `a` and `b` that do not see each
/// other, and a unit where `a` has only two places, one seeing each cell. One of the cells is
/// `b`, so cells seeing both lose `b`. Not in SE: rated as the forcing chain SE would use.
pub fn w_wing(board: &Board) -> Option<Step> {
    let bivalue = cells_with(board, 2);
    bivalue.iter().find_map(|first| {
        let pair = board.candidates(first);
        bivalue.iter().filter(|&second| second > first && board.candidates(second) == pair && !PEERS[first].contains(second)).find_map(|second| {
            digits(pair).find_map(|linked| {
                let removed_digit = digits(pair & !bit(linked)).next()?;
                let victims = board.digit_cells_in(PEERS[first].and(PEERS[second]), removed_digit);
                if victims.is_empty() {
                    return None;
                }
                (0..27).find_map(|unit| {
                    let places = board.digit_cells_in(super::board::UNIT_SETS[unit], linked);
                    if places.len() != 2 || places.contains(first) || places.contains(second) {
                        return None;
                    }
                    let mut ends = places.iter();
                    let (p, q) = (ends.next()?, ends.next()?);
                    let (near_first, near_second) = if PEERS[first].contains(p) && PEERS[second].contains(q) {
                        (p, q)
                    } else if PEERS[first].contains(q) && PEERS[second].contains(p) {
                        (q, p)
                    } else {
                        return None;
                    };
                    Some(w_wing_step(board, [first, near_first, near_second, second], unit, linked, removed_digit, victims))
                })
            })
        })
    })
}

fn w_wing_step(board: &Board, chain: [usize; 4], unit: usize, linked: u8, removed_digit: u8, victims: CellSet) -> Step {
    let [first, near_first, near_second, second] = chain;
    let rating = super::patterns::chain_rating(super::patterns::FORCING_CHAIN, W_WING_NODES);
    let cells = chain.iter().fold(CellSet::EMPTY, |s, &c| s.or(CellSet::single(c)));
    let mut step = Step::new(Technique::WWing, rating).with_cells(cells);
    step.candidates = vec![
        [first as u8, linked],
        [first as u8, removed_digit],
        [near_first as u8, linked],
        [near_second as u8, linked],
        [second as u8, linked],
        [second as u8, removed_digit],
    ];
    step.candidates.sort_unstable();
    let node = |cell: usize, digit: u8| vec![[cell as u8, digit]];
    step.links = vec![
        Link { from: node(first, removed_digit), to: node(first, linked), strong: true },
        Link { from: node(first, linked), to: node(near_first, linked), strong: false },
        Link { from: node(near_first, linked), to: node(near_second, linked), strong: true },
        Link { from: node(near_second, linked), to: node(second, linked), strong: false },
        Link { from: node(second, linked), to: node(second, removed_digit), strong: true },
    ];
    step.units.push(unit as u8);
    step.eliminations = victims.iter().map(|c| [c as u8, removed_digit]).collect();
    step.text = format!(
        "{} and {} hold only {}, and in {} {linked} is in {} or {}, which see them, so one of them is {removed_digit}: {}.",
        cell_name(first),
        cell_name(second),
        digits_name(board.candidates(first)),
        super::board::unit_name(unit),
        cell_name(near_first),
        cell_name(near_second),
        eliminations_text(&step.eliminations)
    );
    step
}

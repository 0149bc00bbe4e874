//! Wings: XY-Wing, XYZ-Wing, WXYZ-Wing (as Sudoku Explainer finds and rates them), W-Wing.

use super::board::{
    bit, cell_name, cells_name, digits, digits_name, Board, CellSet, Digits, PEERS,
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

/// A WXYZ-Wing as SukakuExplainer finds it: three cells that see one another and hold four
/// digits between them (an almost locked set), and a bivalue cell holding two of those digits.
struct WxyzWing {
    als: [usize; 3],
    bivalue: usize,
    /// The restricted common digit (every ALS cell holding it sees the bivalue cell).
    x: u8,
    /// The other digit of the bivalue cell.
    z: u8,
    /// Both digits are restricted commons.
    double_link: bool,
    rating: u16,
    eliminations: Vec<[u8; 2]>,
}

/// Whether every cell of `als` holding `digit` sees `target`.
fn all_see(board: &Board, als: &[usize; 3], digit: u8, target: usize) -> bool {
    als.iter()
        .all(|&c| !board.has(c, digit) || PEERS[target].contains(c))
}

/// The cells that see every cell of `als` and `extra` holding `digit` (outside the pattern).
fn seeing_all(board: &Board, cells: &[usize], digit: u8) -> CellSet {
    cells
        .iter()
        .filter(|&&c| board.has(c, digit))
        .fold(super::board::ALL_CELLS, |s, &c| s.and(PEERS[c]))
        .minus(
            cells
                .iter()
                .fold(CellSet::EMPTY, |s, &c| s.or(CellSet::single(c))),
        )
}

fn wxyz_eliminations(
    board: &Board,
    als: [usize; 3],
    bivalue: usize,
    x: u8,
    z: u8,
    double_link: bool,
) -> Vec<[u8; 2]> {
    let all = [als[0], als[1], als[2], bivalue];
    let mut eliminations = Eliminations::default();
    if double_link {
        let union: Digits = als.iter().fold(0, |m, &c| m | board.candidates(c));
        for w in digits(union & !bit(x) & !bit(z)) {
            eliminations.add_cells(board, seeing_all(board, &als, w), w);
        }
        eliminations.add_cells(board, seeing_all(board, &all, x), x);
    }
    eliminations.add_cells(board, seeing_all(board, &all, z), z);
    eliminations.into_sorted()
}

/// Every WXYZ-Wing in SukakuExplainer's search order.
fn wxyz_wings(board: &Board) -> Vec<WxyzWing> {
    let mut found = Vec::new();
    let forward = |cell: usize| PEERS[cell].iter().filter(move |&p| p > cell);
    for first in (0..81).filter(|&c| (2..=4).contains(&board.candidates(c).count_ones())) {
        let first_digits = board.candidates(first);
        for second in forward(first) {
            let second_digits = board.candidates(second);
            if second_digits.count_ones() < 2 || (first_digits | second_digits).count_ones() > 4 {
                continue;
            }
            for third in PEERS[first]
                .and(PEERS[second])
                .iter()
                .filter(|&c| c > first && c > second)
            {
                let third_digits = board.candidates(third);
                let union = first_digits | second_digits | third_digits;
                if third_digits.count_ones() < 2 || union.count_ones() != 4 {
                    continue;
                }
                let als = [first, second, third];
                let biggest = als
                    .iter()
                    .map(|&c| board.candidates(c).count_ones())
                    .max()
                    .unwrap_or(0);
                let rating = 55 + u16::from(biggest == 3);
                let reach = PEERS[first].or(PEERS[second]).or(PEERS[third]).minus(
                    CellSet::single(first)
                        .or(CellSet::single(second))
                        .or(CellSet::single(third)),
                );
                for bivalue in reach.iter() {
                    let pair = board.candidates(bivalue);
                    if pair.count_ones() != 2 || pair & union != pair {
                        continue;
                    }
                    let mut pair_digits = digits(pair);
                    let (low, high) = (
                        pair_digits.next().unwrap_or(0),
                        pair_digits.next().unwrap_or(0),
                    );
                    let high_linked = all_see(board, &als, high, bivalue);
                    let low_linked = all_see(board, &als, low, bivalue);
                    let (x, z, double_link) = match (low_linked, high_linked) {
                        (true, true) => (low, high, true),
                        (true, false) => (low, high, false),
                        (false, true) => (high, low, false),
                        (false, false) => continue,
                    };
                    let eliminations = wxyz_eliminations(board, als, bivalue, x, z, double_link);
                    // SE names a double link only when it removes more than one link would.
                    let double_link = double_link
                        && eliminations != wxyz_eliminations(board, als, bivalue, x, z, false)
                        && eliminations != wxyz_eliminations(board, als, bivalue, z, x, false);
                    if !eliminations.is_empty() {
                        found.push(WxyzWing {
                            als,
                            bivalue,
                            x,
                            z,
                            double_link,
                            rating,
                            eliminations,
                        });
                    }
                }
            }
        }
    }
    found
}

/// The WXYZ-Wing SukakuExplainer would take: the lowest rating (5.5, or 5.6 when the largest
/// cell of the almost locked set holds three digits), then the most eliminations.
pub fn wxyz_wing(board: &Board) -> Option<Step> {
    let wings = wxyz_wings(board);
    let best = wings
        .iter()
        .enumerate()
        .min_by_key(|(i, w)| (w.rating, usize::MAX - w.eliminations.len(), *i))?
        .1;
    let cells = best
        .als
        .iter()
        .chain([&best.bivalue])
        .fold(CellSet::EMPTY, |s, &c| s.or(CellSet::single(c)));
    let mut step = Step::new(Technique::WXYZWing, best.rating).with_cells(cells);
    step.candidates = cells
        .iter()
        .flat_map(|c| digits(board.candidates(c)).map(move |d| [c as u8, d]))
        .collect();
    step.eliminations = best.eliminations.clone();
    let union: Digits = best.als.iter().fold(0, |m, &c| m | board.candidates(c));
    step.text = format!(
        "{} hold only {} and {} holds {}{}: {}.",
        cells_name(best.als),
        digits_name(union),
        cell_name(best.bivalue),
        digits_name(board.candidates(best.bivalue)),
        if best.double_link {
            format!(
                ", linked by both {} and {}, so those five digits are locked",
                best.x, best.z
            )
        } else {
            format!(
                ", so {} can only be {} there or in the three cells",
                best.z, best.z
            )
        },
        eliminations_text(&step.eliminations)
    );
    Some(step)
}

/// Not written yet: finds nothing.
pub fn w_wing(_board: &Board) -> Option<Step> {
    None
}

//! Fish: a digit whose places in n rows (the base) lie in n columns (the cover), so the
//! cover's other cells lose it (X-Wing n = 2, Swordfish 3, Jellyfish 4); or the same with
//! columns as the base. Within a line, positions are a 9-bit mask (bit i = the i-th cell).

use super::board::{
    box_index, combinations, digits, u8_list, unit_positions, Board, Digits, UNIT_CELLS,
};
use super::finder::{Assumes, Finder, Listed, Place};
use super::step::length_bonus;
use super::step::{Eliminations, Roles, Step, Technique};

const BASIC: [Technique; 3] = [Technique::XWing, Technique::Swordfish, Technique::Jellyfish];

/// Positions of `digit` in each line of `lines` (rows 0..9 or columns 9..18).
pub(super) fn line_positions(board: &Board, lines: usize, digit: u8) -> [u16; 9] {
    std::array::from_fn(|i| unit_positions(board.candidate_masks(), lines + i, digit))
}

/// The first basic fish of `size` among the digits in `searched`: rows as the base first, then
/// columns, digits 1 to 9.
fn fish(board: &Board, size: u32, searched: Digits) -> Option<Step> {
    let technique = BASIC[size as usize - 2];
    let rating = technique.rating();
    [0usize, 9].into_iter().find_map(|base_lines| {
        digits(searched).find_map(|digit| {
            let positions = line_positions(board, base_lines, digit);
            let usable: u16 = (0..9)
                .filter(|&i| (2..=size).contains(&positions[i].count_ones()))
                .fold(0, |m, i| m | 1 << i);
            if usable.count_ones() < size {
                return None;
            }
            combinations(size, usable).find_map(|base| {
                let cover = (0..9)
                    .filter(|i| base >> i & 1 != 0)
                    .fold(0u16, |m, i| m | positions[i]);
                if cover.count_ones() != size {
                    return None;
                }
                let lines: Vec<usize> = (0..9).filter(|&i| base >> i & 1 != 0).collect();
                let mut eliminations = Eliminations::default();
                for j in (0..9).filter(|j| cover >> j & 1 != 0) {
                    for i in (0..9).filter(|i| base >> i & 1 == 0) {
                        eliminations.add(board, usize::from(UNIT_CELLS[base_lines + i][j]), digit);
                    }
                }
                if eliminations.is_empty() {
                    return None;
                }
                let mut step = Step::new(technique, rating);
                for &i in &lines {
                    for j in (0..9).filter(|j| positions[i] >> j & 1 != 0) {
                        let cell = UNIT_CELLS[base_lines + i][j];
                        step.cells.push(cell);
                        step.candidates.push([cell, digit]);
                    }
                }
                step.cells.sort_unstable();
                step.candidates.sort_unstable();
                let (base_units, cover_units) = fish_units(&mut step, base_lines, &lines, cover);
                step.eliminations = eliminations.into_sorted();
                Some(step.with_roles(fish_roles(digit, &base_units, &cover_units, &[])))
            })
        })
    })
}

/// A fish's base units (`lines` of the kind starting at `base_lines`) and cover units (the
/// other kind's lines in the 9-bit `cover`), also stored as the step's units.
fn fish_units(
    step: &mut Step,
    base_lines: usize,
    lines: &[usize],
    cover: u16,
) -> (Vec<usize>, Vec<usize>) {
    let cover_lines = 9 - base_lines;
    let base_units: Vec<usize> = lines.iter().map(|&i| base_lines + i).collect();
    let cover_units: Vec<usize> = (0..9)
        .filter(|j| cover >> j & 1 != 0)
        .map(|j| cover_lines + j)
        .collect();
    step.units = base_units
        .iter()
        .chain(&cover_units)
        .map(|&u| u as u8)
        .collect();
    (base_units, cover_units)
}

/// A fish's roles: its digit, base and cover lines and fins.
fn fish_roles(digit: u8, base: &[usize], cover: &[usize], fins: &[usize]) -> Roles {
    Roles::Fish {
        digit,
        base: u8_list(base),
        cover: u8_list(cover),
        fins: u8_list(fins),
    }
}

/// The first X-Wing of the digits in `searched`.
pub fn x_wing(board: &Board, searched: Digits) -> Option<Step> {
    fish(board, 2, searched)
}

/// The first Swordfish of the digits in `searched`.
pub fn swordfish(board: &Board, searched: Digits) -> Option<Step> {
    fish(board, 3, searched)
}

/// The first Jellyfish of the digits in `searched`.
pub fn jellyfish(board: &Board, searched: Digits) -> Option<Step> {
    fish(board, 4, searched)
}

const FINNED: [Technique; 3] = [
    Technique::FinnedXWing,
    Technique::FinnedSwordfish,
    Technique::FinnedJellyfish,
];
const SASHIMI: [Technique; 3] = [
    Technique::SashimiXWing,
    Technique::SashimiSwordfish,
    Technique::SashimiJellyfish,
];

/// The first finned or sashimi fish, smallest first (X-Wing, Swordfish, Jellyfish), rows as the
/// base first, digits 1 to 9: `size` base lines whose places lie in `size` cover lines except
/// for fins, all in one box. Either a fin holds the digit or the fish does, so cells of the
/// cover lines in the fins' box (outside the base) lose it. Sashimi: a base line has a single
/// place in the cover. Not in SE, which finds this deduction as a forcing X-chain: rated as
/// that chain (6.6 for an X-Wing, plus SE's length addition for the bigger fish). Only the
/// digits in `searched` are tried.
pub fn finned_fish(board: &Board, searched: Digits) -> Option<Step> {
    (2..=4u32).find_map(|size| {
        [0usize, 9].into_iter().find_map(|base_lines| {
            digits(searched).find_map(|digit| {
                let positions = line_positions(board, base_lines, digit);
                combinations(size, 0x1FF).find_map(|base| {
                    finned_fish_at(board, size, base_lines, digit, &positions, base)
                })
            })
        })
    })
}

/// The finned fish on the base lines `base` (a mask of lines): the fins lie in one box, so in
/// one band of three cover lines; the cover is the base's other places plus some of that band.
fn finned_fish_at(
    board: &Board,
    size: u32,
    base_lines: usize,
    digit: u8,
    positions: &[u16; 9],
    base: u16,
) -> Option<Step> {
    let in_base = |i: usize| base >> i & 1 != 0;
    if (0..9).any(|i| in_base(i) && positions[i] == 0) {
        return None;
    }
    let union = (0..9)
        .filter(|&i| in_base(i))
        .fold(0u16, |m, i| m | positions[i]);
    if union.count_ones() <= size || union.count_ones() > size + 3 {
        return None;
    }
    (0..3).find_map(|band| {
        let band_mask = 0b111u16 << (3 * band);
        let core = union & !band_mask;
        let in_band = union & band_mask;
        if core.count_ones() > size {
            return None;
        }
        // Submasks of the band's places that complete the cover.
        let mut choice = in_band;
        std::iter::from_fn(move || {
            let current = choice;
            if current == u16::MAX {
                return None;
            }
            choice = if current == 0 {
                u16::MAX
            } else {
                (current - 1) & in_band
            };
            Some(current)
        })
        .filter(|chosen| (core | chosen).count_ones() == size && *chosen != in_band)
        .find_map(|chosen| {
            finned_cover(
                board,
                size,
                base_lines,
                digit,
                positions,
                base,
                core | chosen,
            )
        })
    })
}

/// The finned fish with the given cover, if its fins share a box and it removes something.
fn finned_cover(
    board: &Board,
    size: u32,
    base_lines: usize,
    digit: u8,
    positions: &[u16; 9],
    base: u16,
    cover: u16,
) -> Option<Step> {
    let lines: Vec<usize> = (0..9).filter(|&i| base >> i & 1 != 0).collect();
    if lines.iter().any(|&i| positions[i] & cover == 0) {
        return None;
    }
    let cell = |line: usize, j: usize| usize::from(UNIT_CELLS[base_lines + line][j]);
    let fins: Vec<usize> = lines
        .iter()
        .flat_map(|&i| {
            (0..9)
                .filter(move |j| (positions[i] & !cover) >> j & 1 != 0)
                .map(move |j| cell(i, j))
        })
        .collect();
    let fin_box = box_index(*fins.first()?);
    if fins.iter().any(|&f| box_index(f) != fin_box) {
        return None;
    }
    let mut eliminations = Eliminations::default();
    for j in (0..9).filter(|j| cover >> j & 1 != 0) {
        for i in (0..9).filter(|i| base >> i & 1 == 0) {
            let target = cell(i, j);
            if box_index(target) == fin_box {
                eliminations.add(board, target, digit);
            }
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    let sashimi = lines
        .iter()
        .any(|&i| (positions[i] & cover).count_ones() == 1);
    let technique = if sashimi { SASHIMI } else { FINNED }[size as usize - 2];
    let rating = Technique::ForcingXChain.rating() + length_bonus(2 * size as usize + 2);
    let mut step = Step::new(technique, rating);
    for &i in &lines {
        for j in (0..9).filter(|j| positions[i] >> j & 1 != 0) {
            let c = cell(i, j);
            step.cells.push(c as u8);
            step.candidates.push([c as u8, digit]);
        }
    }
    step.cells.sort_unstable();
    step.candidates.sort_unstable();
    let (base_units, cover_units) = fish_units(&mut step, base_lines, &lines, cover);
    step.eliminations = eliminations.into_sorted();
    Some(step.with_roles(fish_roles(digit, &base_units, &cover_units, &fins)))
}

/// The fish finders (see [`Listed`]).
pub(super) const FINDERS: &[Listed] = &[
    Listed {
        find: Finder::Digits(x_wing),
        place: Place::Se(Technique::XWing.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::XWing],
    },
    Listed {
        find: Finder::Digits(swordfish),
        place: Place::Se(Technique::Swordfish.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::Swordfish],
    },
    Listed {
        find: Finder::Digits(jellyfish),
        place: Place::Se(Technique::Jellyfish.rating()),
        assumes: Assumes::Nothing,
        finds: &[Technique::Jellyfish],
    },
    Listed {
        find: Finder::Digits(finned_fish),
        place: Place::Named,
        assumes: Assumes::Nothing,
        finds: &[
            Technique::FinnedXWing,
            Technique::FinnedSwordfish,
            Technique::FinnedJellyfish,
            Technique::SashimiXWing,
            Technique::SashimiSwordfish,
            Technique::SashimiJellyfish,
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::board::ALL_DIGITS;
    use crate::Grid;

    /// A board where `digit` stays only in the given columns of the given rows.
    fn rows_keeping(rows: &[(usize, &[usize])], digit: u8) -> Board {
        let mut board = Board::new(&Grid::EMPTY);
        for &(row, keep) in rows {
            for col in (0..9).filter(|c| !keep.contains(c)) {
                board.eliminate(row * 9 + col, digit);
            }
        }
        board
    }

    #[test]
    fn x_wing_in_rows_clears_its_columns() {
        // Rows 1 and 5 keep 1 only in columns 2 and 8.
        let board = rows_keeping(&[(0, &[1, 7]), (4, &[1, 7])], 1);
        let step = x_wing(&board, ALL_DIGITS).unwrap();
        assert_eq!(step.cells, vec![1, 7, 37, 43]);
        assert_eq!(step.eliminations.len(), 14);
        assert!(step
            .eliminations
            .iter()
            .all(|&[c, d]| d == 1 && (c % 9 == 1 || c % 9 == 7)));
    }

    #[test]
    fn finned_x_wing_clears_the_fin_box_of_its_cover() {
        // Rows 1 and 5 keep 1 in columns 2 and 8; row 1 also in c9 (the fin, in box 3).
        let board = rows_keeping(&[(0, &[1, 7, 8]), (4, &[1, 7])], 1);
        let step = finned_fish(&board, ALL_DIGITS).unwrap();
        assert_eq!(
            (step.technique, step.rating.0),
            (Technique::FinnedXWing, 66)
        );
        assert_eq!(step.eliminations, vec![[16, 1], [25, 1]]);
        assert_eq!(step.cells, vec![1, 7, 8, 37, 43]);
    }

    #[test]
    fn sashimi_x_wing_has_a_line_with_one_cover_place() {
        // Row 1 keeps 5 in c4 (cover) and c5, c6 (fins); row 4 in c1 and c4.
        let board = rows_keeping(&[(0, &[3, 4, 5]), (3, &[0, 3])], 5);
        let step = finned_fish(&board, ALL_DIGITS).unwrap();
        assert_eq!(
            (step.technique, step.rating.0),
            (Technique::SashimiXWing, 66)
        );
        assert_eq!(step.eliminations, vec![[12, 5], [21, 5]]);
    }

    #[test]
    fn finned_swordfish_is_rated_as_a_longer_chain() {
        // Rows 1, 4, 7 keep 2 in columns 1, 4, 7; row 7 also in c8 (the fin, box 9).
        let board = rows_keeping(&[(0, &[0, 3]), (3, &[3, 6]), (6, &[0, 6, 7])], 2);
        let step = finned_fish(&board, ALL_DIGITS).unwrap();
        assert_eq!(
            (step.technique, step.rating.0),
            (Technique::FinnedSwordfish, 67)
        );
        assert_eq!(step.eliminations, vec![[69, 2], [78, 2]]);
    }

    #[test]
    fn fins_in_two_boxes_prove_nothing() {
        // Row 1 keeps 1 in c2, c8 and fins in c5 and c9 (boxes 2 and 3).
        let board = rows_keeping(&[(0, &[1, 4, 7, 8]), (4, &[1, 7])], 1);
        assert_eq!(finned_fish(&board, ALL_DIGITS), None);
        assert_eq!(finned_fish(&Board::new(&Grid::EMPTY), ALL_DIGITS), None);
    }
}

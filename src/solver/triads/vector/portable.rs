//! The portable box: four 64-bit words, a row of lanes each, with the lane arithmetic done
//! within the words (SWAR). What every target without AVX2 searches with, WebAssembly
//! included, and what the other forms are tested against.

use super::{BoxVector, DIGIT_OF_VALUE};
use crate::solver::triads::PLACEMENTS;

/// A shuffle index for no configuration (`pshufb` gives zero).
const NO_CONFIGURATION: usize = 0x80;

/// The configurations (up to four, then [`NO_CONFIGURATION`]) whose digits lane `lane` of box
/// `peer` of a band (`horizontal`) or stack keeps; `None` for the lanes of the other
/// orientation's triads, which keep everything.
const fn restriction_configurations(
    lane: usize,
    horizontal: bool,
    peer: usize,
) -> Option<[usize; 4]> {
    let (row, column) = (lane / 4, lane % 4);
    let (element, across) = if horizontal {
        (row, column)
    } else {
        (column, row)
    };
    if element == 3 {
        return None;
    }
    let mut found = [NO_CONFIGURATION; 4];
    let mut count = 0;
    let mut k = 0;
    while k < 6 {
        // Cells keep the digits placed in their element, the negative triad those placed in
        // the other two.
        if (PLACEMENTS[k][peer] == element) == (across != 3) {
            found[count] = k;
            count += 1;
        }
        k += 1;
    }
    Some(found)
}

/// [`restriction_configurations`] for stacks and bands (`[horizontal][peer][lane]`), with
/// [`NO_CONFIGURATION`] throughout for the lanes that keep everything.
const RESTRICTION_SOURCES: [[[[usize; 4]; 16]; 3]; 2] = {
    let mut table = [[[[NO_CONFIGURATION; 4]; 16]; 3]; 2];
    let mut i = 0;
    while i < 2 * 3 * 16 {
        let (horizontal, peer, lane) = (i / 48, i / 16 % 3, i % 16);
        if let Some(ks) = restriction_configurations(lane, horizontal == 1, peer) {
            table[horizontal][peer][lane] = ks;
        }
        i += 1;
    }
    table
};

/// All ones on the lanes of the other orientation's triads and the sentinel, which a
/// restriction leaves alone, for stacks and bands.
const KEEP_ALL: [[u16; 16]; 2] = {
    let mut table = [[0; 16]; 2];
    let mut lane = 0;
    while lane < 16 {
        if restriction_configurations(lane, false, 0).is_none() {
            table[0][lane] = u16::MAX;
        }
        if restriction_configurations(lane, true, 0).is_none() {
            table[1][lane] = u16::MAX;
        }
        lane += 1;
    }
    table
};

/// A box as four 64-bit words, a row of lanes each (lane `c` in bits `16 * c` up): the
/// fallback everywhere, and the wasm build's. Lane-wise arithmetic is done within the words
/// (SWAR), so that a row rotation is one word rotation and a column rotation renames words.
#[derive(Clone, Copy)]
pub(in crate::solver::triads) struct Portable([u64; 4]);

/// One in each lane's lowest bit.
const LOW_BITS: u64 = 0x0001_0001_0001_0001;
/// One in each lane's highest bit.
const HIGH_BITS: u64 = 0x8000_8000_8000_8000;

impl Portable {
    /// A row of lanes as a word.
    #[inline(always)]
    pub(super) fn word(lanes: &[u16]) -> u64 {
        (0..4).fold(0, |word, c| word | u64::from(lanes[c]) << (16 * c))
    }

    /// The lanes, as an array.
    #[inline(always)]
    fn lanes(self) -> [u16; 16] {
        std::array::from_fn(|i| (self.0[i / 4] >> (16 * (i % 4))) as u16)
    }

    #[inline(always)]
    fn zip(self, other: Self, f: impl Fn(u64, u64) -> u64) -> Self {
        Portable(std::array::from_fn(|r| f(self.0[r], other.0[r])))
    }

    #[inline(always)]
    fn map(self, f: impl Fn(u64) -> u64) -> Self {
        Portable(self.0.map(f))
    }
}

/// All ones in the lanes of `word` whose highest bit is set, zero in the others.
#[inline(always)]
fn widen_high_bits(word: u64) -> u64 {
    // A lane at 0x8000 less one is 0x7fff (no borrow from the next lane); ORed, 0xffff.
    let high = word & HIGH_BITS;
    (high - (high >> 15)) | high
}

impl BoxVector for Portable {
    const BOXES_AT_ONCE: u32 = 1;
    #[inline(always)]
    fn load(lanes: &[u16; 16]) -> Self {
        Portable(std::array::from_fn(|r| Portable::word(&lanes[4 * r..])))
    }
    #[inline(always)]
    fn store(self, lanes: &mut [u16; 16]) {
        *lanes = self.lanes();
    }
    #[inline(always)]
    fn and(self, other: Self) -> Self {
        self.zip(other, |a, b| a & b)
    }
    #[inline(always)]
    fn or(self, other: Self) -> Self {
        self.zip(other, |a, b| a | b)
    }
    #[inline(always)]
    fn and_not(self, other: Self) -> Self {
        self.zip(other, |a, b| a & !b)
    }
    #[inline(always)]
    fn count_ones(self) -> Self {
        self.map(|x| {
            let pairs = x - (x >> 1 & 0x5555_5555_5555_5555);
            let nibbles = (pairs & 0x3333_3333_3333_3333) + (pairs >> 2 & 0x3333_3333_3333_3333);
            let bytes = (nibbles + (nibbles >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
            (bytes + (bytes >> 8)) & 0x00ff_00ff_00ff_00ff
        })
    }
    #[inline(always)]
    fn greater(self, other: Self) -> Self {
        // Lanes below 0x8000: `0x8000 + other - self` keeps its high bit unless self > other.
        self.zip(other, |a, b| widen_high_bits(!((b | HIGH_BITS) - a)))
    }
    #[inline(always)]
    fn equal(self, other: Self) -> Self {
        self.zip(other, |a, b| {
            let difference = a ^ b;
            // The high bit of each lane that is not zero.
            let nonzero = (((difference & !HIGH_BITS) + !HIGH_BITS) | difference) & HIGH_BITS;
            widen_high_bits(!nonzero)
        })
    }
    #[inline(always)]
    fn minus_one(self) -> Self {
        // Each lane's high bit set before the subtraction, so that no borrow crosses lanes,
        // then put back as it would be.
        self.map(|x| ((x | HIGH_BITS) - LOW_BITS) ^ ((x ^ !LOW_BITS) & HIGH_BITS))
    }
    #[inline(always)]
    fn nonzero(self) -> Self {
        Portable::load(&[u16::MAX; 16]).and_not(self.equal(Portable::load(&[0; 16])))
    }
    #[inline(always)]
    fn any(self) -> bool {
        self.0.iter().fold(0, |all, &a| all | a) != 0
    }
    #[inline(always)]
    fn along_rows<const BY: usize>(self) -> Self {
        self.map(|row| row.rotate_right(16 * BY as u32))
    }
    #[inline(always)]
    fn along_columns<const BY: usize>(self) -> Self {
        Portable(std::array::from_fn(|r| self.0[(r + BY) & 3]))
    }
    #[inline(always)]
    fn swap_row_pairs(self) -> Self {
        Portable(std::array::from_fn(|r| self.0[r ^ 1]))
    }
    #[inline(always)]
    fn from_rows(rows: [u64; 4]) -> Self {
        Portable(rows)
    }
    #[inline(always)]
    fn digit_of_value(self) -> Self {
        Portable::load(
            &self
                .lanes()
                .map(|value| DIGIT_OF_VALUE[usize::from(value & 15)]),
        )
    }
    #[inline(always)]
    fn spread_configurations(configurations: &[u16; 8]) -> Self {
        let (low, high) = (
            Portable::word(&configurations[..4]),
            Portable::word(&configurations[4..]),
        );
        Portable([low, high, low, high])
    }
    #[inline(always)]
    fn take_digits(configurations: [u16; 8], taken: u128, into: &mut [u16; 8]) -> Self {
        *into = std::array::from_fn(|k| configurations[k] & !((taken >> (16 * k)) as u16));
        Self::spread_configurations(into)
    }
    #[inline(always)]
    fn configuration_fits(
        present: Self,
        present_by_column: Self,
        lanes: Self,
        box_index: usize,
    ) -> Self {
        // Each element's triads and what its cells hold: column 3 of rows 0 to 2 for a band,
        // row 3 for a stack.
        let lane = |words: Self, row: usize, column: usize| (words.0[row] >> (16 * column)) as u16;
        let bands = [0, 1, 2].map(|e| (lane(present, e, 3), lane(lanes, e, 3)));
        let stacks = [0, 1, 2].map(|e| (lane(present_by_column, 3, e), lane(lanes, 3, e)));
        let mut words = [0; 4];
        for (half, (elements, peer)) in [(bands, box_index % 3), (stacks, box_index / 3)]
            .into_iter()
            .enumerate()
        {
            for k in 0..6 {
                let element = PLACEMENTS[k][peer];
                let fit = elements[element].0
                    & elements[(element + 1) % 3].1
                    & elements[(element + 2) % 3].1;
                words[2 * half + k / 4] |= u64::from(fit) << (16 * (k % 4));
            }
        }
        Portable(words)
    }
    #[inline(always)]
    fn narrow_configurations<const HALF: usize>(self, configurations: &mut [u16; 8]) -> bool {
        let before = Portable::spread_configurations(configurations);
        let after = [
            before.0[0] & self.0[2 * HALF],
            before.0[1] & self.0[2 * HALF + 1],
        ];
        for (k, configuration) in configurations.iter_mut().enumerate() {
            *configuration = (after[k / 4] >> (16 * (k % 4))) as u16;
        }
        after != [before.0[0], before.0[1]]
    }
    #[inline(always)]
    fn restriction(configurations: Self, unit: usize, peer: usize) -> Self {
        let horizontal = unit < 3;
        let masks = &RESTRICTION_MASKS[usize::from(horizontal)][peer];
        let mut restriction = Portable::load(&KEEP_ALL[usize::from(horizontal)]);
        for (k, mask) in masks.iter().enumerate() {
            // Configuration `k` in every lane, kept where it counts.
            let configuration = (configurations.0[k / 4] >> (16 * (k % 4))) & 0xffff;
            let spread = configuration * LOW_BITS;
            restriction = restriction.or(Portable(mask.map(|word| word & spread)));
        }
        restriction
    }
}

/// `RESTRICTION_MASKS[horizontal][peer][k]`: all ones in the lanes of box `peer` of a band
/// (`horizontal`) or stack that keep configuration `k`'s digits (see
/// [`restriction_configurations`]), as [`Portable`] words.
const RESTRICTION_MASKS: [[[[u64; 4]; 6]; 3]; 2] = {
    let mut table = [[[[0; 4]; 6]; 3]; 2];
    let mut i = 0;
    while i < 2 * 3 * 16 {
        let (horizontal, peer, lane) = (i / 48, i / 16 % 3, i % 16);
        let sources = RESTRICTION_SOURCES[horizontal][peer][lane];
        let mut nth = 0;
        while nth < 4 {
            let k = sources[nth];
            if k != NO_CONFIGURATION {
                table[horizontal][peer][k][lane / 4] |= 0xffff << (16 * (lane % 4));
            }
            nth += 1;
        }
        i += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::super::tests::sample;
    use super::*;

    #[test]
    fn portable_lane_arithmetic_matches_lane_by_lane() {
        let edges = [0, 1, 2, 0x1ff, 0x7fff, 0x8000, 0x8001, 0xfffe, 0xffff];
        for seed in 0..300u16 {
            let a: [u16; 16] =
                std::array::from_fn(|i| edges[(usize::from(seed) * 7 + i * 5) % edges.len()]);
            let b: [u16; 16] = std::array::from_fn(|i| match seed % 3 {
                0 => a[i],
                1 => edges[(usize::from(seed) + i) % edges.len()],
                _ => sample(seed)[i],
            });
            let (p, q) = (Portable::load(&a), Portable::load(&b));
            let mut out = [0; 16];
            p.count_ones().store(&mut out);
            assert_eq!(out, a.map(|x| x.count_ones() as u16), "{a:?}");
            p.minus_one().store(&mut out);
            assert_eq!(out, a.map(|x| x.wrapping_sub(1)), "{a:?}");
            p.equal(q).store(&mut out);
            let expected: [u16; 16] = std::array::from_fn(|i| if a[i] == b[i] { !0 } else { 0 });
            assert_eq!(out, expected, "{a:?} {b:?}");
            // `greater` is for lanes below 0x8000.
            let (low_a, low_b) = (a.map(|x| x & 0x7fff), b.map(|x| x & 0x7fff));
            Portable::load(&low_a)
                .greater(Portable::load(&low_b))
                .store(&mut out);
            let expected: [u16; 16] =
                std::array::from_fn(|i| if low_a[i] > low_b[i] { !0 } else { 0 });
            assert_eq!(out, expected, "{low_a:?} {low_b:?}");
        }
    }

    #[test]
    fn portable_rotations_move_the_drawn_lanes() {
        let lanes: [u16; 16] = std::array::from_fn(|i| i as u16);
        let mut out = [0; 16];
        Portable::load(&lanes).along_rows::<1>().store(&mut out);
        assert_eq!(out[..8], [1, 2, 3, 0, 5, 6, 7, 4]);
        Portable::load(&lanes).along_columns::<1>().store(&mut out);
        assert_eq!(out[..8], [4, 5, 6, 7, 8, 9, 10, 11]);
        assert_eq!(out[12..], [0, 1, 2, 3]);
        Portable::load(&lanes).swap_row_pairs().store(&mut out);
        assert_eq!(out, [4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15, 8, 9, 10, 11]);
        // Configuration k holds bit k: box 0 of a stack puts configurations 0 and 1 in its
        // minicolumn 0, 2 and 3 in 1, 4 and 5 in 2 (see `PLACEMENTS`).
        let configurations = Portable::spread_configurations(&[1, 2, 4, 8, 16, 32, 0, 0]);
        Portable::restriction(configurations, 3, 0).store(&mut out);
        #[rustfmt::skip]
        assert_eq!(out, [
            3, 12, 48, !0,
            3, 12, 48, !0,
            3, 12, 48, !0,
            60, 51, 15, !0,
        ]);
        // Box 3 (the band's box 0, the stack's box 1): digit 1 may lie only in minirow 0, which
        // may not lack it; digit 2 may lie in every minicolumn, and every minicolumn but 1 may
        // lack it.
        let mut present = [0; 16];
        present[3] = 1;
        let mut present_by_column = [0; 16];
        present_by_column[12..15].copy_from_slice(&[2, 2, 2]);
        let mut lanes = [0; 16];
        lanes[7] = 1;
        lanes[11] = 1;
        lanes[12] = 2;
        lanes[14] = 2;
        let fits = Portable::configuration_fits(
            Portable::load(&present),
            Portable::load(&present_by_column),
            Portable::load(&lanes),
            3,
        );
        fits.store(&mut out);
        // The band's configurations 0 and 1 put digit 1 in minirow 0 of its box 0; the stack's
        // 0 and 5 put digit 2 in minicolumn 1 of its box 1 (see `PLACEMENTS`).
        assert_eq!(out, [1, 1, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 0]);
        let mut configurations = [3; 8];
        assert!(fits.narrow_configurations::<1>(&mut configurations));
        assert_eq!(configurations, [2, 0, 0, 0, 0, 2, 0, 0]);
        assert!(!fits.narrow_configurations::<1>(&mut configurations));
    }
}

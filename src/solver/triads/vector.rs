//! Sixteen 16-bit lanes, a box of the triad solver (see the diagram in [`super`]), as one type
//! per instruction set: [`Portable`] (plain arrays, which compilers may map to whatever vectors
//! the target has, wasm's simd128 included) and, on x86-64, [`Avx2`] (one 256-bit register),
//! chosen at run time.
//!
//! Lane `4 * row + column`; a row of lanes is one 64-bit quarter of the vector, a column of
//! lanes the same lane of each quarter.

use super::PLACEMENTS;

/// The operations the box rules take, lane by lane unless said otherwise.
pub(super) trait BoxVector: Copy {
    /// The lanes of an array.
    fn load(lanes: &[u16; 16]) -> Self;
    /// Writes the lanes to an array.
    fn store(self, lanes: &mut [u16; 16]);
    fn and(self, other: Self) -> Self;
    fn or(self, other: Self) -> Self;
    /// `self & !other`.
    fn and_not(self, other: Self) -> Self;
    fn xor(self, other: Self) -> Self;
    /// Each lane's number of set bits.
    fn count_ones(self) -> Self;
    /// All ones where `self > other` (lanes below `0x8000`), else zero.
    fn greater(self, other: Self) -> Self;
    /// All ones where `self == other`, else zero.
    fn equal(self, other: Self) -> Self;
    /// Each lane minus one, wrapping.
    fn minus_one(self) -> Self;
    /// Whether some lane is not zero.
    fn any(self) -> bool;
    /// Whether every lane equals `other`'s.
    fn same(self, other: Self) -> bool;
    /// Lane (row, column) takes lane (row, column + 1 mod 4): a rotation within rows of lanes.
    fn along_rows<const BY: usize>(self) -> Self;
    /// Lane (row, column) takes lane (row + 1 mod 4, column): a rotation within columns.
    fn along_columns<const BY: usize>(self) -> Self;
    /// A unit's configurations (lanes 0 to 7), in both halves.
    fn spread_configurations(configurations: &[u16; 8]) -> Self;
    /// A settled box's message to its band and stack: lane `k < 6` holds the digits for
    /// which the band's configuration `k` fits box `box_index` (the element it gives the box
    /// may hold the digit, the other two may lack it), lane `8 + k` the same for the stack;
    /// lanes 6, 7, 14 and 15 zero. `present`'s lanes of the horizontal triads (column 3) hold
    /// what their minirows' cells hold, `present_by_column`'s lanes of the vertical triads
    /// (row 3) what their minicolumns' cells hold; `lanes` is the box.
    fn configuration_fits(
        present: Self,
        present_by_column: Self,
        lanes: Self,
        box_index: usize,
    ) -> Self;
    /// ANDs the configurations of half `HALF` (lanes `8 * HALF` to `8 * HALF + 7`, see
    /// [`BoxVector::configuration_fits`]) into a unit's; returns whether that took any.
    fn narrow_configurations<const HALF: usize>(self, configurations: &mut [u16; 8]) -> bool;
    /// The mask a band (`horizontal`) or stack with `configurations` (as spread) puts on its
    /// box `peer`: each element's cells keep the digits some configuration places in the
    /// element, its negative triad those some configuration places elsewhere. From tables, not
    /// branches: the unit changes from call to call.
    fn restriction(configurations: Self, horizontal: bool, peer: usize) -> Self;
}

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

/// A box as a plain array: the fallback everywhere, and the wasm build's.
#[derive(Clone, Copy)]
pub(super) struct Portable([u16; 16]);

impl Portable {
    #[inline(always)]
    fn zip(self, other: Self, f: impl Fn(u16, u16) -> u16) -> Self {
        Portable(std::array::from_fn(|i| f(self.0[i], other.0[i])))
    }

    #[inline(always)]
    fn map(self, f: impl Fn(u16) -> u16) -> Self {
        Portable(self.0.map(f))
    }
}

impl BoxVector for Portable {
    #[inline(always)]
    fn load(lanes: &[u16; 16]) -> Self {
        Portable(*lanes)
    }
    #[inline(always)]
    fn store(self, lanes: &mut [u16; 16]) {
        *lanes = self.0;
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
    fn xor(self, other: Self) -> Self {
        self.zip(other, |a, b| a ^ b)
    }
    #[inline(always)]
    fn count_ones(self) -> Self {
        self.map(|a| a.count_ones() as u16)
    }
    #[inline(always)]
    fn greater(self, other: Self) -> Self {
        self.zip(other, |a, b| if a > b { u16::MAX } else { 0 })
    }
    #[inline(always)]
    fn equal(self, other: Self) -> Self {
        self.zip(other, |a, b| if a == b { u16::MAX } else { 0 })
    }
    #[inline(always)]
    fn minus_one(self) -> Self {
        self.map(|a| a.wrapping_sub(1))
    }
    #[inline(always)]
    fn any(self) -> bool {
        self.0.iter().fold(0, |all, &a| all | a) != 0
    }
    #[inline(always)]
    fn same(self, other: Self) -> bool {
        self.0 == other.0
    }
    #[inline(always)]
    fn along_rows<const BY: usize>(self) -> Self {
        Portable(std::array::from_fn(|i| self.0[i & !3 | (i + BY) & 3]))
    }
    #[inline(always)]
    fn along_columns<const BY: usize>(self) -> Self {
        Portable(std::array::from_fn(|i| self.0[(i + 4 * BY) & 15]))
    }
    #[inline(always)]
    fn spread_configurations(configurations: &[u16; 8]) -> Self {
        Portable(std::array::from_fn(|i| configurations[i % 8]))
    }
    #[inline(always)]
    fn configuration_fits(
        present: Self,
        present_by_column: Self,
        lanes: Self,
        box_index: usize,
    ) -> Self {
        Portable(std::array::from_fn(|i| {
            let k = i % 8;
            if k >= 6 {
                return 0;
            }
            // Each element's triad lane: column 3 of a band's, row 3 of a stack's.
            let (present, peer, triad): (&[u16; 16], usize, fn(usize) -> usize) = if i < 8 {
                (&present.0, box_index % 3, |e| 4 * e + 3)
            } else {
                (&present_by_column.0, box_index / 3, |e| 12 + e)
            };
            let element = PLACEMENTS[k][peer];
            present[triad(element)]
                & lanes.0[triad((element + 1) % 3)]
                & lanes.0[triad((element + 2) % 3)]
        }))
    }
    #[inline(always)]
    fn narrow_configurations<const HALF: usize>(self, configurations: &mut [u16; 8]) -> bool {
        let mut took = false;
        for (configuration, &fit) in configurations.iter_mut().zip(&self.0[8 * HALF..]) {
            took |= *configuration & !fit != 0;
            *configuration &= fit;
        }
        took
    }
    #[inline(always)]
    fn restriction(configurations: Self, horizontal: bool, peer: usize) -> Self {
        let sources = &RESTRICTION_SOURCES[usize::from(horizontal)][peer];
        let keep_all = &KEEP_ALL[usize::from(horizontal)];
        Portable(std::array::from_fn(|lane| {
            sources[lane]
                .iter()
                .filter(|&&k| k != NO_CONFIGURATION)
                .fold(keep_all[lane], |kept, &k| kept | configurations.0[k])
        }))
    }
}

#[cfg(target_arch = "x86_64")]
pub(super) use avx2::Avx2;

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use super::{restriction_configurations, BoxVector, KEEP_ALL, NO_CONFIGURATION};
    use std::arch::x86_64::*;

    /// A box in one AVX2 register. Only for code compiled with AVX2 enabled (a
    /// `#[target_feature(enable = "avx2")]` function the methods inline into), run after
    /// `is_x86_feature_detected!("avx2")`.
    #[derive(Clone, Copy)]
    pub(in crate::solver::triads) struct Avx2(__m256i);

    /// The `pshufb` control that rotates each row of lanes (each 64-bit quarter) by `by`
    /// lanes; `pshufb` indexes bytes within each 128-bit half, which holds two rows.
    const fn row_rotation(by: usize) -> [u8; 32] {
        let mut control = [0u8; 32];
        let mut byte = 0;
        while byte < 32 {
            let lane = (byte % 16) / 2;
            let source = lane & !3 | (lane + by) & 3;
            control[byte] = (2 * source + byte % 2) as u8;
            byte += 1;
        }
        control
    }

    const ROTATE_ROWS: [[u8; 32]; 4] = [
        row_rotation(0),
        row_rotation(1),
        row_rotation(2),
        row_rotation(3),
    ];

    /// The `pshufb` control that takes the `nth` configuration each lane of box `peer` of a
    /// band (`horizontal`) or stack keeps (see [`restriction_configurations`]), zero where none.
    const fn restriction_control(horizontal: bool, peer: usize, nth: usize) -> [u8; 32] {
        let mut control = [0x80u8; 32];
        let mut byte = 0;
        while byte < 32 {
            if let Some(ks) = restriction_configurations(byte / 2, horizontal, peer) {
                if ks[nth] != NO_CONFIGURATION {
                    control[byte] = (2 * ks[nth] + byte % 2) as u8;
                }
            }
            byte += 1;
        }
        control
    }

    /// [`restriction_control`] for stacks and bands (`[horizontal][peer][nth]`).
    const RESTRICTIONS: [[[[u8; 32]; 4]; 3]; 2] = {
        let mut table = [[[[0; 32]; 4]; 3]; 2];
        let mut i = 0;
        while i < 24 {
            let (horizontal, peer, nth) = (i / 12, i / 4 % 3, i % 4);
            table[horizontal][peer][nth] = restriction_control(horizontal == 1, peer, nth);
            i += 1;
        }
        table
    };

    /// The `pshufb` control that gathers a box's triad lanes for [`CONFIGURATION_FITS`]: in
    /// the low half, the horizontal triads of rows 0 and 1 to lanes 0 and 1; in the high half,
    /// row 2's to lane 8 and the vertical triads kept in lanes 12 to 14. A `vpermq` then brings
    /// quarter 2 to quarter 1, so that each half holds one orientation's triads
    /// ([`TRIAD_POSITIONS`]).
    const GATHER_TRIADS: [u8; 32] = {
        let mut control = [0x80u8; 32];
        // (target lane, source lane), both within one half.
        let moves = [(0, 3), (1, 7), (8, 11), (12, 12), (13, 13), (14, 14)];
        let mut i = 0;
        while i < moves.len() {
            let (to, from) = moves[i];
            control[2 * to] = (2 * (from % 8)) as u8;
            control[2 * to + 1] = (2 * (from % 8) + 1) as u8;
            i += 1;
        }
        control
    };

    /// Where element `e`'s triad lies in its half after [`GATHER_TRIADS`] and the `vpermq`:
    /// `[horizontal][e]`.
    const TRIAD_POSITIONS: [[usize; 3]; 2] = [[0, 1, 4], [0, 1, 2]];

    /// Per box, the three `pshufb` controls of [`BoxVector::configuration_fits`]: lane `k` of
    /// each half (band's, then stack's) takes the triad of the element configuration `k` gives
    /// the box (`[box][0]`), of the next element (`[box][1]`), of the one after (`[box][2]`).
    const CONFIGURATION_FITS: [[[u8; 32]; 3]; 9] = {
        let mut table = [[[0x80u8; 32]; 3]; 9];
        let mut i = 0;
        while i < 9 * 3 * 12 {
            let (box_index, shift, lane) = (i / 36, i / 12 % 3, i % 12);
            let (half, k) = (lane / 6, lane % 6);
            let peer = if half == 0 {
                box_index % 3
            } else {
                box_index / 3
            };
            let element = (super::PLACEMENTS[k][peer] + shift) % 3;
            let source = TRIAD_POSITIONS[half][element];
            let byte = 16 * half + 2 * k;
            table[box_index][shift][byte] = (2 * source) as u8;
            table[box_index][shift][byte + 1] = (2 * source + 1) as u8;
            i += 1;
        }
        table
    };

    /// Set bits of each value 0..16, for `pshufb` as a lookup table (once per 128-bit half).
    const NIBBLE_ONES: [u8; 32] = {
        let mut table = [0u8; 32];
        let mut i = 0;
        while i < 32 {
            table[i] = (i % 16).count_ones() as u8;
            i += 1;
        }
        table
    };

    #[inline(always)]
    fn constant(bytes: &[u8; 32]) -> __m256i {
        // SAFETY: an unaligned load of 32 readable bytes.
        unsafe { _mm256_loadu_si256(bytes.as_ptr().cast()) }
    }

    // SAFETY (every method): AVX2 is enabled where these inline (see the type's docs); loads
    // and stores are unaligned ones of 32 bytes a `[u16; 16]` holds.
    impl BoxVector for Avx2 {
        #[inline(always)]
        fn load(lanes: &[u16; 16]) -> Self {
            Avx2(unsafe { _mm256_loadu_si256(lanes.as_ptr().cast()) })
        }
        #[inline(always)]
        fn store(self, lanes: &mut [u16; 16]) {
            unsafe { _mm256_storeu_si256(lanes.as_mut_ptr().cast(), self.0) }
        }
        #[inline(always)]
        fn and(self, other: Self) -> Self {
            Avx2(unsafe { _mm256_and_si256(self.0, other.0) })
        }
        #[inline(always)]
        fn or(self, other: Self) -> Self {
            Avx2(unsafe { _mm256_or_si256(self.0, other.0) })
        }
        #[inline(always)]
        fn and_not(self, other: Self) -> Self {
            Avx2(unsafe { _mm256_andnot_si256(other.0, self.0) })
        }
        #[inline(always)]
        fn xor(self, other: Self) -> Self {
            Avx2(unsafe { _mm256_xor_si256(self.0, other.0) })
        }
        #[inline(always)]
        fn count_ones(self) -> Self {
            unsafe {
                let table = constant(&NIBBLE_ONES);
                let low_nibbles = _mm256_set1_epi8(0x0f);
                let low = _mm256_shuffle_epi8(table, _mm256_and_si256(self.0, low_nibbles));
                let high = _mm256_shuffle_epi8(
                    table,
                    _mm256_and_si256(_mm256_srli_epi16::<4>(self.0), low_nibbles),
                );
                // Per byte, then the two bytes of each lane added (multiplied by one each).
                let bytes = _mm256_add_epi8(low, high);
                Avx2(_mm256_maddubs_epi16(bytes, _mm256_set1_epi8(1)))
            }
        }
        #[inline(always)]
        fn greater(self, other: Self) -> Self {
            Avx2(unsafe { _mm256_cmpgt_epi16(self.0, other.0) })
        }
        #[inline(always)]
        fn equal(self, other: Self) -> Self {
            Avx2(unsafe { _mm256_cmpeq_epi16(self.0, other.0) })
        }
        #[inline(always)]
        fn minus_one(self) -> Self {
            Avx2(unsafe { _mm256_sub_epi16(self.0, _mm256_set1_epi16(1)) })
        }
        #[inline(always)]
        fn any(self) -> bool {
            unsafe { _mm256_testz_si256(self.0, self.0) == 0 }
        }
        #[inline(always)]
        fn same(self, other: Self) -> bool {
            let difference = unsafe { _mm256_xor_si256(self.0, other.0) };
            !Avx2(difference).any()
        }
        #[inline(always)]
        fn along_rows<const BY: usize>(self) -> Self {
            Avx2(unsafe { _mm256_shuffle_epi8(self.0, constant(&ROTATE_ROWS[BY])) })
        }
        #[inline(always)]
        fn along_columns<const BY: usize>(self) -> Self {
            // Quarter j takes quarter j + BY mod 4.
            unsafe {
                Avx2(match BY & 3 {
                    1 => _mm256_permute4x64_epi64::<0x39>(self.0),
                    2 => _mm256_permute4x64_epi64::<0x4e>(self.0),
                    3 => _mm256_permute4x64_epi64::<0x93>(self.0),
                    _ => self.0,
                })
            }
        }
        #[inline(always)]
        fn spread_configurations(configurations: &[u16; 8]) -> Self {
            Avx2(unsafe {
                _mm256_broadcastsi128_si256(_mm_loadu_si128(configurations.as_ptr().cast()))
            })
        }
        #[inline(always)]
        fn configuration_fits(
            present: Self,
            present_by_column: Self,
            lanes: Self,
            box_index: usize,
        ) -> Self {
            unsafe {
                // Lanes 3, 7, 11 (the horizontal triads) from `present`, the rest from the other.
                let present = _mm256_blend_epi16::<0b1000_1000>(present_by_column.0, present.0);
                let gather = |x| {
                    // Quarters 0, 2, 3, 3.
                    _mm256_permute4x64_epi64::<0xf8>(_mm256_shuffle_epi8(
                        x,
                        constant(&GATHER_TRIADS),
                    ))
                };
                let (present, absent) = (gather(present), gather(lanes.0));
                let [element, next, after] = &CONFIGURATION_FITS[box_index];
                Avx2(_mm256_and_si256(
                    _mm256_shuffle_epi8(present, constant(element)),
                    _mm256_and_si256(
                        _mm256_shuffle_epi8(absent, constant(next)),
                        _mm256_shuffle_epi8(absent, constant(after)),
                    ),
                ))
            }
        }
        #[inline(always)]
        fn narrow_configurations<const HALF: usize>(self, configurations: &mut [u16; 8]) -> bool {
            unsafe {
                let fits = if HALF == 0 {
                    _mm256_castsi256_si128(self.0)
                } else {
                    _mm256_extracti128_si256::<1>(self.0)
                };
                let before = _mm_loadu_si128(configurations.as_ptr().cast());
                _mm_storeu_si128(
                    configurations.as_mut_ptr().cast(),
                    _mm_and_si128(before, fits),
                );
                // Whether `before & !fits` is not empty.
                _mm_testc_si128(fits, before) == 0
            }
        }
        #[inline(always)]
        fn restriction(configurations: Self, horizontal: bool, peer: usize) -> Self {
            let controls = &RESTRICTIONS[usize::from(horizontal)][peer];
            let take = |nth: usize| {
                Avx2(unsafe { _mm256_shuffle_epi8(configurations.0, constant(&controls[nth])) })
            };
            let keep_all = Avx2::load(&KEEP_ALL[usize::from(horizontal)]);
            take(0).or(take(1)).or(take(2).or(take(3))).or(keep_all)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lanes that tell every operation's lanes apart.
    fn sample(seed: u16) -> [u16; 16] {
        std::array::from_fn(|i| (seed.wrapping_mul(i as u16 + 7) ^ (i as u16 * 37)) & 0x1ff)
    }

    fn unary<V: BoxVector>(lanes: [u16; 16]) -> Vec<[u16; 16]> {
        let v = V::load(&lanes);
        [
            v.count_ones(),
            v.minus_one(),
            v.along_rows::<1>(),
            v.along_rows::<2>(),
            v.along_rows::<3>(),
            v.along_columns::<1>(),
            v.along_columns::<2>(),
            v.along_columns::<3>(),
        ]
        .into_iter()
        .map(|r| {
            let mut out = [0; 16];
            r.store(&mut out);
            out
        })
        .collect()
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
        // Configuration k holds bit k: box 0 of a stack puts configurations 0 and 1 in its
        // minicolumn 0, 2 and 3 in 1, 4 and 5 in 2 (see `PLACEMENTS`).
        let configurations = Portable::spread_configurations(&[1, 2, 4, 8, 16, 32, 0, 0]);
        Portable::restriction(configurations, false, 0).store(&mut out);
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
            Portable(present),
            Portable(present_by_column),
            Portable(lanes),
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

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn avx2_matches_portable() {
        if !is_x86_feature_detected!("avx2") {
            return;
        }
        /// Runs the comparison with AVX2 enabled.
        #[target_feature(enable = "avx2")]
        unsafe fn compare(seed: u16) {
            let (a, b) = (sample(seed), sample(seed.wrapping_add(3)));
            assert_eq!(unary::<Avx2>(a), unary::<Portable>(a));
            let binary = |x: [u16; 16], y: [u16; 16]| {
                let mut avx = Vec::new();
                let mut portable = Vec::new();
                let (p, q) = (Portable::load(&x), Portable::load(&y));
                let (s, t) = (Avx2::load(&x), Avx2::load(&y));
                for (r, v) in [
                    (p.and(q), s.and(t)),
                    (p.or(q), s.or(t)),
                    (p.and_not(q), s.and_not(t)),
                    (p.xor(q), s.xor(t)),
                    (p.greater(q), s.greater(t)),
                    (p.equal(q), s.equal(t)),
                ] {
                    let (mut one, mut other) = ([0; 16], [0; 16]);
                    r.store(&mut one);
                    v.store(&mut other);
                    portable.push(one);
                    avx.push(other);
                }
                assert_eq!(avx, portable);
                assert_eq!(s.same(t), p.same(q));
                assert_eq!(s.any(), p.any());
            };
            let configurations = [a[0], a[1], a[2], a[3], a[4], a[5], 0, 0];
            let (s, p) = (
                Avx2::spread_configurations(&configurations),
                Portable::spread_configurations(&configurations),
            );
            let mut one = [[0; 16]; 6];
            let mut other = [[0; 16]; 6];
            Avx2::restriction(s, true, 0).store(&mut one[0]);
            Avx2::restriction(s, true, 1).store(&mut one[1]);
            Avx2::restriction(s, true, 2).store(&mut one[2]);
            Avx2::restriction(s, false, 0).store(&mut one[3]);
            Avx2::restriction(s, false, 1).store(&mut one[4]);
            Avx2::restriction(s, false, 2).store(&mut one[5]);
            Portable::restriction(p, true, 0).store(&mut other[0]);
            Portable::restriction(p, true, 1).store(&mut other[1]);
            Portable::restriction(p, true, 2).store(&mut other[2]);
            Portable::restriction(p, false, 0).store(&mut other[3]);
            Portable::restriction(p, false, 1).store(&mut other[4]);
            Portable::restriction(p, false, 2).store(&mut other[5]);
            assert_eq!(one, other);
            for box_index in 0..9 {
                let c = sample(seed.wrapping_add(5));
                let (mut one, mut other) = ([0; 16], [0; 16]);
                let fits = Avx2::configuration_fits(
                    Avx2::load(&a),
                    Avx2::load(&b),
                    Avx2::load(&c),
                    box_index,
                );
                fits.store(&mut one);
                let portable =
                    Portable::configuration_fits(Portable(a), Portable(b), Portable(c), box_index);
                portable.store(&mut other);
                assert_eq!(one, other, "box {box_index}");
                let (mut narrowed, mut expected) = (configurations, configurations);
                assert_eq!(
                    fits.narrow_configurations::<0>(&mut narrowed),
                    portable.narrow_configurations::<0>(&mut expected)
                );
                assert_eq!(
                    fits.narrow_configurations::<1>(&mut narrowed),
                    portable.narrow_configurations::<1>(&mut expected)
                );
                assert_eq!(narrowed, expected);
            }
            binary(a, b);
            binary(a, a);
            binary([0; 16], a);
        }
        for seed in 0..200 {
            // SAFETY: AVX2 was detected above.
            unsafe { compare(seed) };
        }
    }
}

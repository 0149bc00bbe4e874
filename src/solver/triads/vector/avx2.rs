//! The box in one AVX2 register (x86-64), with `std::arch` intrinsics: `pshufb` rotations within
//! rows of lanes and table lookups, `vpermq` across rows, a nibble-table popcount. `Avx2<true>`
//! calls `avx512.rs` for the operations whose AVX-512 forms measured faster.

use super::{avx512, BoxVector, DIGIT_OF_VALUE};
use crate::solver::triads::PLACEMENTS;
use std::arch::x86_64::*;

/// A box in one AVX2 register. Only for code compiled with AVX2 enabled (a
/// `#[target_feature(enable = "avx2")]` function the methods inline into), run after
/// `is_x86_feature_detected!("avx2")`. `Avx2<true>` takes the AVX-512 forms of the
/// operations where they measured faster (`vpopcntw` counts, word permutations for the
/// messages and restrictions, `valignq` rotations within columns, `nonzero` by the negated
/// lane's sign): only where AVX-512 F, VL, BW and BITALG are enabled and detected as well.
#[derive(Clone, Copy)]
pub(in crate::solver::triads) struct Avx2<const AVX512: bool = false>(__m256i);

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

/// The `pshufb` control that gathers a box's triad lanes for [`CONFIGURATION_FITS`]: in
/// the low half, the horizontal triads of rows 0 and 1 to lanes 0 and 1; in the high half,
/// row 2's to lane 8 and the vertical triads kept in lanes 12 to 14. A `vpermq` then brings
/// quarter 2 to quarter 1, so that each half holds one orientation's triads
/// ([`TRIAD_POSITIONS`]).
static GATHER_TRIADS: Control = {
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
    Control(control)
};

/// Where element `e`'s triad lies in its half after [`GATHER_TRIADS`] and the `vpermq`:
/// `[horizontal][e]`.
const TRIAD_POSITIONS: [[usize; 3]; 2] = [[0, 1, 4], [0, 1, 2]];

/// The element of box `box_index` that configuration `k` of its band (`half` 0) or stack
/// (`half` 1) gives it, `shift` elements on: where lane `k` of a message's half takes its
/// triad from ([`CONFIGURATION_FITS`], and the AVX-512 form's `FIT_PERMUTATIONS`).
pub(super) const fn fit_element(box_index: usize, half: usize, k: usize, shift: usize) -> usize {
    let peer = if half == 0 {
        box_index % 3
    } else {
        box_index / 3
    };
    (PLACEMENTS[k][peer] + shift) % 3
}

/// Per box, the three `pshufb` controls of [`BoxVector::configuration_fits`]: lane `k` of
/// each half (band's, then stack's) takes the triad of the element configuration `k` gives
/// the box (`[box][0]`), of the next element (`[box][1]`), of the one after (`[box][2]`).
const CONFIGURATION_FITS: [[[u8; 32]; 3]; 9] = {
    let mut table = [[[0x80u8; 32]; 3]; 9];
    let mut i = 0;
    while i < 9 * 3 * 12 {
        let (box_index, shift, lane) = (i / 36, i / 12 % 3, i % 12);
        let (half, k) = (lane / 6, lane % 6);
        let element = fit_element(box_index, half, k, shift);
        let source = TRIAD_POSITIONS[half][element];
        let byte = 16 * half + 2 * k;
        table[box_index][shift][byte] = (2 * source) as u8;
        table[box_index][shift][byte + 1] = (2 * source + 1) as u8;
        i += 1;
    }
    table
};

/// Where the positive triad of element `element` of box `peer` (the digits some
/// configuration places there) lies in the spread configurations: peers 0 and 1 in the
/// low half, peer 2 in the high half.
const fn triad_lane(peer: usize, element: usize) -> usize {
    if peer < 2 {
        3 * peer + element
    } else {
        element
    }
}

/// The two `pshufb` controls whose results, ORed, make the positive triads (see
/// [`triad_lane`]) from the configurations in both halves: each takes one of the two
/// configurations that place the digit in the triad's element.
static POSITIVE_TRIADS: [Control; 2] = {
    let mut table = [Control([0x80u8; 32]); 2];
    let mut i = 0;
    while i < 9 {
        let (peer, element) = (i / 3, i % 3);
        let byte = 16 * (peer / 2) + 2 * triad_lane(peer, element);
        let mut nth = 0;
        let mut k = 0;
        while k < 6 {
            if PLACEMENTS[k][peer] == element {
                table[nth].0[byte] = (2 * k) as u8;
                table[nth].0[byte + 1] = (2 * k + 1) as u8;
                nth += 1;
            }
            k += 1;
        }
        i += 1;
    }
    table
};

/// The lane of each half of the spread configurations that holds all ones, for the lanes a
/// restriction leaves alone (as the portable form's `KEEP_ALL`).
const KEEP_LANE: usize = 7;

/// All ones in lane [`KEEP_LANE`] of each half, zero elsewhere.
static KEEP: Control = {
    let mut control = [0u8; 32];
    let mut half = 0;
    while half < 2 {
        control[16 * half + 2 * KEEP_LANE] = u8::MAX;
        control[16 * half + 2 * KEEP_LANE + 1] = u8::MAX;
        half += 1;
    }
    Control(control)
};

/// `[unit][peer]`: the two `pshufb` controls, on box `peer`'s positive triads in both
/// halves, whose results ORed restrict the box of band `unit` (0..3) or stack `unit - 3`:
/// a cell takes its element's triad, a negative triad those of the other two elements;
/// the lanes of the other orientation's triads and the sentinel take [`KEEP_LANE`].
/// Indexed by unit, not orientation: one address computation fewer a unit.
pub(super) const TRIAD_RESTRICTIONS: [[[[u8; 32]; 2]; 3]; 6] = {
    let mut table = [[[[0x80u8; 32]; 2]; 3]; 6];
    let mut i = 0;
    while i < 6 * 3 * 32 {
        let (unit, peer, byte) = (i / 96, i / 32 % 3, i % 32);
        let (row, column) = (byte / 2 / 4, byte / 2 % 4);
        let (element, across) = if unit < 3 {
            (row, column)
        } else {
            (column, row)
        };
        let sources = if element == 3 {
            [Some(KEEP_LANE), None]
        } else if across == 3 {
            [
                Some(triad_lane(peer, (element + 1) % 3)),
                Some(triad_lane(peer, (element + 2) % 3)),
            ]
        } else {
            [Some(triad_lane(peer, element)), None]
        };
        let mut nth = 0;
        while nth < 2 {
            if let Some(source) = sources[nth] {
                table[unit][peer][nth][byte] = (2 * source + byte % 2) as u8;
            }
            nth += 1;
        }
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

/// [`DIGIT_OF_VALUE`]'s low bytes (`[0]`) and high bytes (`[1]`), in both 128-bit halves:
/// `pshufb` tables from a value to its digit.
const DIGIT_BYTES: [[u8; 32]; 2] = {
    let mut table = [[0u8; 32]; 2];
    let mut i = 0;
    while i < 32 {
        table[0][i] = DIGIT_OF_VALUE[i % 16] as u8;
        table[1][i] = (DIGIT_OF_VALUE[i % 16] >> 8) as u8;
        i += 1;
    }
    table
};

/// A `pshufb` control, aligned for one 256-bit load.
#[derive(Clone, Copy)]
#[repr(align(32))]
struct Control([u8; 32]);

/// A control read from memory at each use (a volatile load), which LLVM neither hoists
/// into a register held through the box rounds (they need every register) nor rewrites
/// as two narrower shuffles.
#[inline(always)]
fn opaque(control: &'static Control) -> __m256i {
    // SAFETY: a `Control` is 32 readable bytes aligned to 32.
    unsafe {
        (control as *const Control)
            .cast::<__m256i>()
            .read_volatile()
    }
}

#[inline(always)]
fn constant(bytes: &[u8; 32]) -> __m256i {
    // SAFETY: an unaligned load of 32 readable bytes.
    unsafe { _mm256_loadu_si256(bytes.as_ptr().cast()) }
}

/// A unit's configurations as [`BoxVector::spread_configurations`] lays them out for AVX2:
/// the positive triads of its three boxes (see [`triad_lane`]), so that a restriction
/// takes two shuffles, not four.
#[inline(always)]
fn spread<const AVX512: bool>(configurations: __m128i) -> Avx2<AVX512> {
    // SAFETY: AVX2 is enabled where this inlines (see `Avx2`).
    unsafe {
        let configurations = _mm256_broadcastsi128_si256(configurations);
        let take = |nth: usize| _mm256_shuffle_epi8(configurations, opaque(&POSITIVE_TRIADS[nth]));
        let triads = _mm256_or_si256(take(0), take(1));
        Avx2(_mm256_or_si256(triads, opaque(&KEEP)))
    }
}

// SAFETY (every method): AVX2 is enabled where these inline (see the type's docs); loads
// and stores are unaligned ones of 32 bytes a `[u16; 16]` holds.
impl<const AVX512: bool> BoxVector for Avx2<AVX512> {
    const BOXES_AT_ONCE: u32 = 3;
    #[inline(always)]
    fn load(lanes: &[u16; 16]) -> Self {
        Self(unsafe { _mm256_loadu_si256(lanes.as_ptr().cast()) })
    }
    #[inline(always)]
    fn store(self, lanes: &mut [u16; 16]) {
        unsafe { _mm256_storeu_si256(lanes.as_mut_ptr().cast(), self.0) }
    }
    #[inline(always)]
    fn and(self, other: Self) -> Self {
        Self(unsafe { _mm256_and_si256(self.0, other.0) })
    }
    #[inline(always)]
    fn or(self, other: Self) -> Self {
        Self(unsafe { _mm256_or_si256(self.0, other.0) })
    }
    #[inline(always)]
    fn and_not(self, other: Self) -> Self {
        Self(unsafe { _mm256_andnot_si256(other.0, self.0) })
    }
    #[inline(always)]
    fn count_ones(self) -> Self {
        if AVX512 {
            return Self(avx512::count_ones(self.0));
        }
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
            Self(_mm256_maddubs_epi16(bytes, _mm256_set1_epi8(1)))
        }
    }
    #[inline(always)]
    fn greater(self, other: Self) -> Self {
        Self(unsafe { _mm256_cmpgt_epi16(self.0, other.0) })
    }
    #[inline(always)]
    fn equal(self, other: Self) -> Self {
        Self(unsafe { _mm256_cmpeq_epi16(self.0, other.0) })
    }
    #[inline(always)]
    fn minus_one(self) -> Self {
        Self(unsafe { _mm256_sub_epi16(self.0, _mm256_set1_epi16(1)) })
    }
    #[inline(always)]
    fn nonzero(self) -> Self {
        if AVX512 {
            return Self(avx512::nonzero(self.0));
        }
        unsafe {
            let zero = _mm256_setzero_si256();
            Self(_mm256_andnot_si256(
                _mm256_cmpeq_epi16(self.0, zero),
                _mm256_set1_epi16(-1),
            ))
        }
    }
    #[inline(always)]
    fn any(self) -> bool {
        unsafe { _mm256_testz_si256(self.0, self.0) == 0 }
    }
    #[inline(always)]
    fn along_rows<const BY: usize>(self) -> Self {
        Self(unsafe { _mm256_shuffle_epi8(self.0, constant(&ROTATE_ROWS[BY])) })
    }
    #[inline(always)]
    fn along_columns<const BY: usize>(self) -> Self {
        // Quarter j takes quarter j + BY mod 4.
        if AVX512 {
            return Self(avx512::along_columns::<BY>(self.0));
        }
        unsafe {
            Self(match BY & 3 {
                1 => _mm256_permute4x64_epi64::<0x39>(self.0),
                2 => _mm256_permute4x64_epi64::<0x4e>(self.0),
                3 => _mm256_permute4x64_epi64::<0x93>(self.0),
                _ => self.0,
            })
        }
    }
    #[inline(always)]
    fn swap_row_pairs(self) -> Self {
        // The two 64-bit quarters of each 128-bit half swapped.
        Self(unsafe { _mm256_shuffle_epi32::<0x4e>(self.0) })
    }
    /// The positive triads of the unit's three boxes (see [`triad_lane`]), so that a
    /// restriction takes two shuffles, not four.
    #[inline(always)]
    fn from_rows(rows: [u64; 4]) -> Self {
        let [zero, one, two, three] = rows.map(|row| row as i64);
        Self(unsafe { _mm256_set_epi64x(three, two, one, zero) })
    }
    #[inline(always)]
    fn digit_of_value(self) -> Self {
        // A lane's high byte is zero, which both tables map to zero.
        unsafe {
            let low = _mm256_shuffle_epi8(constant(&DIGIT_BYTES[0]), self.0);
            let high = _mm256_shuffle_epi8(constant(&DIGIT_BYTES[1]), self.0);
            Self(_mm256_or_si256(low, _mm256_slli_epi16::<8>(high)))
        }
    }
    #[inline(always)]
    fn spread_configurations(configurations: &[u16; 8]) -> Self {
        spread(unsafe { _mm_loadu_si128(configurations.as_ptr().cast()) })
    }
    #[inline(always)]
    fn take_digits(configurations: [u16; 8], taken: u128, into: &mut [u16; 8]) -> Self {
        unsafe {
            let taken = _mm_set_epi64x((taken >> 64) as i64, taken as i64);
            let kept = _mm_andnot_si128(taken, _mm_loadu_si128(configurations.as_ptr().cast()));
            _mm_storeu_si128(into.as_mut_ptr().cast(), kept);
            spread(kept)
        }
    }
    #[inline(always)]
    fn configuration_fits(
        present: Self,
        present_by_column: Self,
        lanes: Self,
        box_index: usize,
    ) -> Self {
        if AVX512 {
            return Self(avx512::configuration_fits(
                present.0,
                present_by_column.0,
                lanes.0,
                box_index,
            ));
        }
        unsafe {
            // Lanes 3, 7, 11 (the horizontal triads) from `present`, the rest from the other.
            let present = _mm256_blend_epi16::<0b1000_1000>(present_by_column.0, present.0);
            let gather = |x| {
                // Quarters 0, 2, 3, 3.
                _mm256_permute4x64_epi64::<0xf8>(_mm256_shuffle_epi8(x, opaque(&GATHER_TRIADS)))
            };
            let (present, absent) = (gather(present), gather(lanes.0));
            let [element, next, after] = &CONFIGURATION_FITS[box_index];
            Self(_mm256_and_si256(
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
    fn restriction(configurations: Self, unit: usize, peer: usize) -> Self {
        if AVX512 {
            return Self(avx512::restriction(configurations.0, unit, peer));
        }
        unsafe {
            // The peer's half of the positive triads in both halves.
            let triads = if peer < 2 {
                _mm256_permute4x64_epi64::<0x44>(configurations.0)
            } else {
                _mm256_permute4x64_epi64::<0xee>(configurations.0)
            };
            let controls = &TRIAD_RESTRICTIONS[unit][peer];
            let take = |nth: usize| _mm256_shuffle_epi8(triads, constant(&controls[nth]));
            Self(_mm256_or_si256(take(0), take(1)))
        }
    }
}

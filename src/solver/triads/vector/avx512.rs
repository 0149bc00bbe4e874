//! The AVX-512 forms of the box operations that measured faster than their AVX2 forms, for
//! `Avx2<true>`: `vpopcntw` counts, word permutations (`vpermw`, `vpermt2w`) for the messages
//! and restrictions straight from the box's lanes, `valignq` rotations within columns, and
//! `nonzero` by the negated lane's sign. Only inlined into the nodes compiled with AVX-512 F, VL,
//! BW and BITALG enabled, run where they were detected (`super::super::nodes`).

use super::avx2::{fit_element, TRIAD_RESTRICTIONS};
use std::arch::x86_64::*;

/// Per box, the word permutations of [`configuration_fits`] (as the AVX2 form's
/// `CONFIGURATION_FITS`, straight from the box's lanes): lane `k` of each half (band's, then
/// stack's) takes the triad of the element configuration `k` gives the box
/// (`[box][0]`, from `present` in the band's half, from `present_by_column`, indices from
/// 16, in the stack's), of the next element (`[box][1]`), of the one after (`[box][2]`).
const FIT_PERMUTATIONS: [[[u16; 16]; 3]; 9] = {
    let mut table = [[[0u16; 16]; 3]; 9];
    let mut i = 0;
    while i < 9 * 3 * 12 {
        let (box_index, shift, lane) = (i / 36, i / 12 % 3, i % 12);
        let (half, k) = (lane / 6, lane % 6);
        let element = fit_element(box_index, half, k, shift);
        // A horizontal triad is column 3 of its row, a vertical one row 3 of its column.
        let source = if half == 0 {
            4 * element + 3
        } else if shift == 0 {
            16 + 12 + element
        } else {
            12 + element
        };
        table[box_index][shift][8 * half + k] = source as u16;
        i += 1;
    }
    table
};

/// `[unit][peer]`: [`TRIAD_RESTRICTIONS`] as two word permutations of all the spread
/// configurations (box `peer`'s half picked by the index), for AVX-512; a lane with one
/// source takes it in both, which the OR leaves as is.
const RESTRICTION_PERMUTATIONS: [[[[u16; 16]; 2]; 3]; 6] = {
    let mut table = [[[[0u16; 16]; 2]; 3]; 6];
    let mut i = 0;
    while i < 6 * 3 * 16 {
        let (unit, peer, lane) = (i / 48, i / 16 % 3, i % 16);
        let controls = &TRIAD_RESTRICTIONS[unit][peer];
        let first = controls[0][2 * lane] as usize / 2 + 8 * (peer / 2);
        let second = match controls[1][2 * lane] {
            0x80 => first,
            byte => byte as usize / 2 + 8 * (peer / 2),
        };
        table[unit][peer][0][lane] = first as u16;
        table[unit][peer][1][lane] = second as u16;
        i += 1;
    }
    table
};

/// The lanes of a message (see [`configuration_fits`]) that hold configurations.
const MESSAGE_LANES: __mmask16 = 0x3f3f;

/// Sixteen words as a vector (a permutation's indices).
#[inline(always)]
fn words(words: &[u16; 16]) -> __m256i {
    // SAFETY: an unaligned load of 32 readable bytes.
    unsafe { _mm256_loadu_si256(words.as_ptr().cast()) }
}

/// [`along_columns`]'s rotation: `valignq` of the vector with itself, three cycles on Zen 4
/// where `vpermq` takes four, and the rotation is on every box round's critical path. In `asm!`
/// because LLVM turns the intrinsic back into `vpermq`. Only inlined where AVX-512 F and VL are
/// enabled.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
unsafe fn rotate_quarters<const BY: usize>(x: __m256i) -> __m256i {
    let rotated: __m256i;
    // SAFETY: one register-to-register instruction of the enabled features.
    unsafe {
        std::arch::asm!(
            "valignq {rotated}, {x}, {x}, {by}",
            rotated = lateout(ymm_reg) rotated,
            x = in(ymm_reg) x,
            by = const BY,
            options(pure, nomem, nostack, preserves_flags),
        );
    }
    rotated
}

// SAFETY (every function below): AVX2 and AVX-512 F, VL, BW and BITALG are enabled where these
// inline (see the module docs); loads are unaligned ones of 32 bytes a `[u16; 16]` holds.

/// [`BoxVector::count_ones`](super::BoxVector::count_ones): `vpopcntw`.
#[inline(always)]
pub(super) fn count_ones(x: __m256i) -> __m256i {
    unsafe { _mm256_popcnt_epi16(x) }
}

/// [`BoxVector::nonzero`](super::BoxVector::nonzero): the negated lane's sign, two one-cycle
/// operations, where LLVM makes the comparison a mask (`vptestmw`) and back (`vpmovm2w`), five
/// cycles on Zen 4.
#[inline(always)]
pub(super) fn nonzero(x: __m256i) -> __m256i {
    unsafe { _mm256_srai_epi16::<15>(_mm256_sub_epi16(_mm256_setzero_si256(), x)) }
}

/// [`BoxVector::along_columns`](super::BoxVector::along_columns): quarter j takes quarter
/// j + BY mod 4, by [`rotate_quarters`].
#[inline(always)]
pub(super) fn along_columns<const BY: usize>(x: __m256i) -> __m256i {
    unsafe {
        match BY & 3 {
            1 => rotate_quarters::<1>(x),
            2 => rotate_quarters::<2>(x),
            3 => rotate_quarters::<3>(x),
            _ => x,
        }
    }
}

/// [`BoxVector::configuration_fits`](super::BoxVector::configuration_fits) by three word
/// permutations of the box (see [`FIT_PERMUTATIONS`]).
#[inline(always)]
pub(super) fn configuration_fits(
    present: __m256i,
    present_by_column: __m256i,
    lanes: __m256i,
    box_index: usize,
) -> __m256i {
    let [element, next, after] = &FIT_PERMUTATIONS[box_index];
    unsafe {
        let in_element = _mm256_maskz_permutex2var_epi16(
            MESSAGE_LANES,
            present,
            words(element),
            present_by_column,
        );
        let in_next = _mm256_permutexvar_epi16(words(next), lanes);
        let in_after = _mm256_permutexvar_epi16(words(after), lanes);
        _mm256_and_si256(in_element, _mm256_and_si256(in_next, in_after))
    }
}

/// [`BoxVector::restriction`](super::BoxVector::restriction) by two word permutations of the
/// spread configurations (see [`RESTRICTION_PERMUTATIONS`]).
#[inline(always)]
pub(super) fn restriction(configurations: __m256i, unit: usize, peer: usize) -> __m256i {
    let [first, second] = &RESTRICTION_PERMUTATIONS[unit][peer];
    unsafe {
        _mm256_or_si256(
            _mm256_permutexvar_epi16(words(first), configurations),
            _mm256_permutexvar_epi16(words(second), configurations),
        )
    }
}

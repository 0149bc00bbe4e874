//! Sixteen 16-bit lanes, a box of the triad solver (see the diagram in [`super`]), as one type
//! per instruction set: [`Portable`] (four 64-bit words, every target, WebAssembly included)
//! and, on x86-64, [`Avx2`] (one 256-bit register), chosen at run time.
//!
//! Lane `4 * row + column`; a row of lanes is one 64-bit quarter of the vector, a column of
//! lanes the same lane of each quarter.

use super::PLACEMENTS;

/// The operations the box rules take, lane by lane unless said otherwise.
pub(super) trait BoxVector: Copy {
    /// How many boxes the box rules should settle at once (1 to 3, see
    /// `settle_boxes`): three with AVX2, whose rounds are chains of dependent operations that
    /// interleave; one for the portable form, where three at once measured a third slower.
    const BOXES_AT_ONCE: u32;
    /// The lanes of an array.
    fn load(lanes: &[u16; 16]) -> Self;
    /// Writes the lanes to an array.
    fn store(self, lanes: &mut [u16; 16]);
    fn and(self, other: Self) -> Self;
    fn or(self, other: Self) -> Self;
    /// `self & !other`.
    fn and_not(self, other: Self) -> Self;
    /// Each lane's number of set bits.
    fn count_ones(self) -> Self;
    /// All ones where `self > other` (lanes below `0x8000`), else zero.
    fn greater(self, other: Self) -> Self;
    /// All ones where `self == other`, else zero.
    fn equal(self, other: Self) -> Self;
    /// Each lane minus one, wrapping.
    fn minus_one(self) -> Self;
    /// All ones where a lane is not zero, else zero; for lanes below 0x8000 (digits).
    fn nonzero(self) -> Self;
    /// Whether some lane is not zero.
    fn any(self) -> bool;
    /// Lane (row, column) takes lane (row, column + 1 mod 4): a rotation within rows of lanes.
    fn along_rows<const BY: usize>(self) -> Self;
    /// Lane (row, column) takes lane (row + 1 mod 4, column): a rotation within columns.
    fn along_columns<const BY: usize>(self) -> Self;
    /// Rows of lanes 0 and 1 trade places, and rows 2 and 3: with AVX2 a shuffle within
    /// 128-bit halves, cheaper than a rotation within columns (one across them).
    fn swap_row_pairs(self) -> Self;
    /// The lanes of four 64-bit words, a row of lanes each (lane `4 * row + column` in bits
    /// `16 * column` of word `row`).
    fn from_rows(rows: [u64; 4]) -> Self;
    /// Each lane's value (0 to 9, a cell's in a grid) as its digit: bit `value - 1`, none for 0.
    fn digit_of_value(self) -> Self;
    /// A unit's configurations, laid out for [`BoxVector::restriction`] (each implementation
    /// its own way: the configurations in both halves, or what its restriction shuffles).
    fn spread_configurations(configurations: &[u16; 8]) -> Self;
    /// A branch's edit of a unit: `configurations` without the digits of `taken` (lane by
    /// lane: a 16-bit lane a configuration), written to `into` and returned spread (see
    /// [`BoxVector::spread_configurations`]). In one vector where there are vectors: narrow
    /// stores followed by a wide load of the same bytes would wait for the stores to retire.
    fn take_digits(configurations: [u16; 8], taken: u128, into: &mut [u16; 8]) -> Self;
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
    /// The mask band `unit` (0..3) or stack `unit - 3` with `configurations` (as spread) puts
    /// on its box `peer`: each element's cells keep the digits some configuration places in
    /// the element, its negative triad those some configuration places elsewhere. The unit
    /// changes from call to call, so the forms take it from tables indexed by unit, not
    /// branches.
    fn restriction(configurations: Self, unit: usize, peer: usize) -> Self;
}

/// A cell's digit from its value (see [`BoxVector::digit_of_value`]): sixteen entries, none
/// above 9, so that a shuffle's four-bit index (or a value masked to four bits) reads it.
const DIGIT_OF_VALUE: [u16; 16] = [0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 0, 0, 0, 0, 0, 0];

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
pub(super) struct Portable([u64; 4]);

/// One in each lane's lowest bit.
const LOW_BITS: u64 = 0x0001_0001_0001_0001;
/// One in each lane's highest bit.
const HIGH_BITS: u64 = 0x8000_8000_8000_8000;

impl Portable {
    /// A row of lanes as a word.
    #[inline(always)]
    fn word(lanes: &[u16]) -> u64 {
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

#[cfg(target_arch = "x86_64")]
pub(super) use avx2::Avx2;

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use super::{BoxVector, DIGIT_OF_VALUE, PLACEMENTS};
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
    /// triad from ([`CONFIGURATION_FITS`], [`FIT_PERMUTATIONS`]).
    const fn fit_element(box_index: usize, half: usize, k: usize, shift: usize) -> usize {
        let peer = if half == 0 {
            box_index % 3
        } else {
            box_index / 3
        };
        (super::PLACEMENTS[k][peer] + shift) % 3
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
    /// restriction leaves alone (as [`super::KEEP_ALL`]'s).
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
    const TRIAD_RESTRICTIONS: [[[[u8; 32]; 2]; 3]; 6] = {
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

    /// Per box, the word permutations of [`BoxVector::configuration_fits`] with AVX-512 (as
    /// [`CONFIGURATION_FITS`], straight from the box's lanes): lane `k` of each half (band's,
    /// then stack's) takes the triad of the element configuration `k` gives the box
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

    /// The lanes of a message (see [`BoxVector::configuration_fits`]) that hold configurations.
    const MESSAGE_LANES: __mmask16 = 0x3f3f;

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

    #[inline(always)]
    fn words(words: &[u16; 16]) -> __m256i {
        // SAFETY: an unaligned load of 32 readable bytes.
        unsafe { _mm256_loadu_si256(words.as_ptr().cast()) }
    }

    /// [`BoxVector::along_columns`] for AVX-512: `valignq` of the vector with itself, three
    /// cycles on Zen 4 where `vpermq` takes four, and the rotation is on every box round's
    /// critical path (docs/triads.md, session 8). In `asm!` because LLVM turns the intrinsic
    /// back into `vpermq`. Only inlined where AVX-512 F and VL are enabled.
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

    /// A unit's configurations as [`BoxVector::spread_configurations`] lays them out for AVX2:
    /// the positive triads of its three boxes (see [`triad_lane`]), so that a restriction
    /// takes two shuffles, not four.
    #[inline(always)]
    fn spread<const AVX512: bool>(configurations: __m128i) -> Avx2<AVX512> {
        // SAFETY: AVX2 is enabled where this inlines (see `Avx2`).
        unsafe {
            let configurations = _mm256_broadcastsi128_si256(configurations);
            let take =
                |nth: usize| _mm256_shuffle_epi8(configurations, opaque(&POSITIVE_TRIADS[nth]));
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
                return Self(unsafe { _mm256_popcnt_epi16(self.0) });
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
            unsafe {
                let zero = _mm256_setzero_si256();
                if AVX512 {
                    // The negated lane's sign: two one-cycle operations, where LLVM makes the
                    // comparison a mask (`vptestmw`) and back (`vpmovm2w`), five cycles on Zen 4.
                    return Self(_mm256_srai_epi16::<15>(_mm256_sub_epi16(zero, self.0)));
                }
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
                return Self(unsafe {
                    match BY & 3 {
                        1 => rotate_quarters::<1>(self.0),
                        2 => rotate_quarters::<2>(self.0),
                        3 => rotate_quarters::<3>(self.0),
                        _ => self.0,
                    }
                });
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
                let [element, next, after] = &FIT_PERMUTATIONS[box_index];
                return unsafe {
                    let in_element = _mm256_maskz_permutex2var_epi16(
                        MESSAGE_LANES,
                        present.0,
                        words(element),
                        present_by_column.0,
                    );
                    let in_next = _mm256_permutexvar_epi16(words(next), lanes.0);
                    let in_after = _mm256_permutexvar_epi16(words(after), lanes.0);
                    Self(_mm256_and_si256(
                        in_element,
                        _mm256_and_si256(in_next, in_after),
                    ))
                };
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
                let [first, second] = &RESTRICTION_PERMUTATIONS[unit][peer];
                return unsafe {
                    Self(_mm256_or_si256(
                        _mm256_permutexvar_epi16(words(first), configurations.0),
                        _mm256_permutexvar_epi16(words(second), configurations.0),
                    ))
                };
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
            v.swap_row_pairs(),
            V::load(&lanes.map(|lane| lane & 0x7fff)).nonzero(),
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

    /// Asserts that every operation of `V` equals the portable one on lanes from `seed`.
    #[inline(always)]
    fn matches_portable<V: BoxVector>(seed: u16) {
        let (a, b) = (sample(seed), sample(seed.wrapping_add(3)));
        assert_eq!(unary::<V>(a), unary::<Portable>(a));
        let binary = |x: [u16; 16], y: [u16; 16]| {
            let mut tested = Vec::new();
            let mut portable = Vec::new();
            let (p, q) = (Portable::load(&x), Portable::load(&y));
            let (s, t) = (V::load(&x), V::load(&y));
            for (r, v) in [
                (p.and(q), s.and(t)),
                (p.or(q), s.or(t)),
                (p.and_not(q), s.and_not(t)),
                (p.greater(q), s.greater(t)),
                (p.equal(q), s.equal(t)),
            ] {
                let (mut one, mut other) = ([0; 16], [0; 16]);
                r.store(&mut one);
                v.store(&mut other);
                portable.push(one);
                tested.push(other);
            }
            assert_eq!(tested, portable);
            assert_eq!(s.any(), p.any());
        };
        let configurations = [a[0], a[1], a[2], a[3], a[4], a[5], 0, 0];
        let (s, p) = (
            V::spread_configurations(&configurations),
            Portable::spread_configurations(&configurations),
        );
        // Every unit and peer (the x86 tables are indexed by unit).
        let mut one = [[[0; 16]; 3]; 6];
        let mut other = [[[0; 16]; 3]; 6];
        for unit in 0..6 {
            for peer in 0..3 {
                V::restriction(s, unit, peer).store(&mut one[unit][peer]);
                Portable::restriction(p, unit, peer).store(&mut other[unit][peer]);
            }
        }
        assert_eq!(one, other);
        // A box's values (0 to 9) from rows of lanes, then as digits.
        let values: [u16; 16] = std::array::from_fn(|i| a[i] % 10);
        let rows = [0, 1, 2, 3].map(|r| Portable::word(&values[4 * r..4 * r + 4]));
        let (mut tested, mut portable) = ([0; 16], [0; 16]);
        V::from_rows(rows).store(&mut tested);
        assert_eq!(tested, values);
        V::from_rows(rows).digit_of_value().store(&mut tested);
        Portable::from_rows(rows)
            .digit_of_value()
            .store(&mut portable);
        assert_eq!(tested, portable);
        assert_eq!(
            portable,
            values.map(|value| if value == 0 { 0 } else { 1 << (value - 1) })
        );
        // A branch's edit: the same configurations written and spread the same way, and the
        // portable ones the lane-by-lane difference.
        let taken = (0..8).fold(0u128, |word, k| word | u128::from(b[k]) << (16 * k));
        let (mut edited, mut expected) = ([0; 8], [0; 8]);
        let (s, p) = (
            V::take_digits(configurations, taken, &mut edited),
            Portable::take_digits(configurations, taken, &mut expected),
        );
        assert_eq!(edited, expected);
        assert_eq!(expected, std::array::from_fn(|k| configurations[k] & !b[k]));
        for (unit, peer) in [(0, 0), (2, 2), (4, 1)] {
            V::restriction(s, unit, peer).store(&mut one[unit][peer]);
            Portable::restriction(p, unit, peer).store(&mut other[unit][peer]);
            assert_eq!(one[unit][peer], other[unit][peer], "{unit} {peer}");
        }
        for box_index in 0..9 {
            let c = sample(seed.wrapping_add(5));
            let (mut one, mut other) = ([0; 16], [0; 16]);
            let fits = V::configuration_fits(V::load(&a), V::load(&b), V::load(&c), box_index);
            fits.store(&mut one);
            let portable = Portable::configuration_fits(
                Portable::load(&a),
                Portable::load(&b),
                Portable::load(&c),
                box_index,
            );
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

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn avx2_matches_portable() {
        if !is_x86_feature_detected!("avx2") {
            return;
        }
        /// Runs the comparison with AVX2 enabled.
        #[target_feature(enable = "avx2")]
        unsafe fn compare(seed: u16) {
            matches_portable::<Avx2>(seed);
        }
        for seed in 0..200 {
            // SAFETY: AVX2 was detected above.
            unsafe { compare(seed) };
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn avx512_matches_portable() {
        if !super::super::has_avx512() {
            return;
        }
        /// Runs the comparison with what the AVX-512 nodes enable.
        #[target_feature(enable = "avx2,popcnt,avx512f,avx512vl,avx512bw,avx512bitalg")]
        unsafe fn compare(seed: u16) {
            matches_portable::<Avx2<true>>(seed);
        }
        for seed in 0..200 {
            // SAFETY: `has_avx512` detected all of these.
            unsafe { compare(seed) };
        }
    }
}

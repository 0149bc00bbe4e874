//! Sixteen 16-bit lanes, a box of the triad engine (see the diagram in [`super`]): the
//! operations the box rules take ([`BoxVector`]), one type per instruction set, each in a file
//! of its own:
//!
//! - [`Portable`] (`portable.rs`): four 64-bit words with the lane arithmetic done within them;
//!   every target, WebAssembly included.
//! - `Avx2` (`avx2.rs`, x86-64): one 256-bit register. `Avx2<true>` takes the AVX-512 forms of
//!   the operations where they measured faster (`avx512.rs`).
//!
//! `super::nodes` chooses among them at run time. Lane `4 * row + column`; a row of lanes is one
//! 64-bit quarter of the vector, a column of lanes the same lane of each quarter.

#[cfg(target_arch = "x86_64")]
mod avx2;
#[cfg(target_arch = "x86_64")]
mod avx512;
mod portable;

#[cfg(target_arch = "x86_64")]
pub(super) use avx2::Avx2;
pub(super) use portable::Portable;

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

#[cfg(test)]
mod tests {
    use super::*;

    /// Lanes that tell every operation's lanes apart.
    pub(super) fn sample(seed: u16) -> [u16; 16] {
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
        if !crate::solver::triads::nodes::has_avx512() {
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

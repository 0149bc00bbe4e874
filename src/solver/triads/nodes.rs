//! Which instruction set the triad engine's nodes run with: the search is generic over the box
//! operations ([`BoxVector`]), and its recursion goes through [`Explore`], one implementation per
//! instruction set, each compiled with its features enabled so that the box rules inline with
//! them. The widest this CPU has is chosen once per search (std caches the detection):
//!
//! - [`Avx512`]: `Avx2<true>`, whose operations take their AVX-512 forms where those pay; for
//!   CPUs with AVX-512 F, VL, BW and BITALG (Ice Lake, Zen 4 and later).
//! - [`Avx512Bw`]: `Avx2` compiled with AVX-512 F, VL and BW enabled (Skylake-SP, Cascade Lake).
//! - `Avx2`: for CPUs with AVX2, `popcnt`, BMI1, BMI2 and `lzcnt` (Haswell, Excavator and later).
//! - `Portable`: everything else, WebAssembly included.

#[cfg(target_arch = "x86_64")]
use super::vector::Avx2;
use super::vector::{BoxVector, Portable};
use super::State;
use crate::grid::Grid;
use crate::solver::tally::Search;

impl Search<State> {
    /// The triad engine's search of `puzzle` up to `limit` solutions, with the widest vectors
    /// this processor has.
    pub(in crate::solver) fn run(puzzle: &Grid, limit: u64) -> Search<State> {
        let mut search = Search::new(limit);
        #[cfg(target_arch = "x86_64")]
        if has_avx512() {
            search.run_with::<Avx512>(puzzle);
            return search;
        }
        #[cfg(target_arch = "x86_64")]
        if has_avx512_bw() {
            search.run_with::<Avx512Bw>(puzzle);
            return search;
        }
        #[cfg(target_arch = "x86_64")]
        if is_fast_here() {
            search.run_with::<Avx2>(puzzle);
            return search;
        }
        search.run_with::<Portable>(puzzle);
        search
    }
}

/// A search node compiled for one instruction set: the recursion goes through this, so that
/// each node's box rules inline with the set enabled.
pub(super) trait Explore {
    /// The box operations the node uses.
    type Vector: BoxVector;
    fn explore(search: &mut Search<State>, state: &mut State, changed: u16);
    /// The search from `puzzle`'s givens (see [`Search::root`]), compiled for the same
    /// instruction set as the nodes.
    fn root(search: &mut Search<State>, puzzle: &Grid);
}

impl Explore for Portable {
    type Vector = Portable;
    fn explore(search: &mut Search<State>, state: &mut State, changed: u16) {
        search.explore::<Portable>(state, changed);
    }
    fn root(search: &mut Search<State>, puzzle: &Grid) {
        search.root::<Portable>(puzzle);
    }
}

/// Only reached after [`is_fast_here`] (see `Search::<State>::run`).
#[cfg(target_arch = "x86_64")]
impl Explore for Avx2 {
    type Vector = Avx2;
    fn explore(search: &mut Search<State>, state: &mut State, changed: u16) {
        // SAFETY: the search takes this path only where AVX2, `popcnt`, BMI1, BMI2 and `lzcnt`
        // were detected.
        unsafe { explore_avx2(search, state, changed) }
    }
    fn root(search: &mut Search<State>, puzzle: &Grid) {
        // SAFETY: as for `explore`.
        unsafe { root_avx2(search, puzzle) }
    }
}

/// [`Search::explore`] compiled with AVX2 and the bit instructions `popcnt`, BMI1, BMI2 and
/// `lzcnt` (`tzcnt`, `blsr` and the like for the search's scalar part: 2-3% faster).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt,bmi1,bmi2,lzcnt")]
unsafe fn explore_avx2(search: &mut Search<State>, state: &mut State, changed: u16) {
    search.explore::<Avx2>(state, changed);
}

/// [`Search::root`] compiled as [`explore_avx2`].
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt,bmi1,bmi2,lzcnt")]
unsafe fn root_avx2(search: &mut Search<State>, puzzle: &Grid) {
    search.root::<Avx2>(puzzle);
}

/// The AVX2 nodes compiled with AVX-512 (F, VL and BW) as well, for CPUs with those but not
/// BITALG (Skylake-SP, Cascade Lake): the same 256-bit operations, which LLVM then encodes with
/// 32 vector registers instead of 16 (the three-box round no longer spills) and fuses into
/// three-input logic (`vpternlog`): 7-10% faster than the AVX2 nodes on every set.
#[cfg(target_arch = "x86_64")]
pub(super) struct Avx512Bw;

/// Only reached after [`has_avx512_bw`] (see `Search::<State>::run`).
#[cfg(target_arch = "x86_64")]
impl Explore for Avx512Bw {
    type Vector = Avx2;
    fn explore(search: &mut Search<State>, state: &mut State, changed: u16) {
        // SAFETY: the search takes this path only where AVX2, the bit instructions and AVX-512
        // F, VL and BW were detected.
        unsafe { explore_avx512_bw(search, state, changed) }
    }
    fn root(search: &mut Search<State>, puzzle: &Grid) {
        // SAFETY: as for `explore`.
        unsafe { root_avx512_bw(search, puzzle) }
    }
}

/// [`Search::explore`] compiled with AVX2, the bit instructions and AVX-512 F, VL and BW.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt,bmi1,bmi2,lzcnt,avx512f,avx512vl,avx512bw")]
unsafe fn explore_avx512_bw(search: &mut Search<State>, state: &mut State, changed: u16) {
    search.explore::<Avx512Bw>(state, changed);
}

/// [`Search::root`] compiled as [`explore_avx512_bw`].
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt,bmi1,bmi2,lzcnt,avx512f,avx512vl,avx512bw")]
unsafe fn root_avx512_bw(search: &mut Search<State>, puzzle: &Grid) {
    search.root::<Avx512Bw>(puzzle);
}

/// The nodes with AVX-512 F, VL, BW and BITALG (Ice Lake, Zen 4 and later): as [`Avx512Bw`],
/// and the box operations that pay take their AVX-512 forms (`Avx2<true>`: `vpopcntw` counts,
/// word permutations for messages and restrictions): 4-7% faster than [`Avx512Bw`].
#[cfg(target_arch = "x86_64")]
pub(super) struct Avx512;

/// Only reached after [`has_avx512`] (see `Search::<State>::run`).
#[cfg(target_arch = "x86_64")]
impl Explore for Avx512 {
    type Vector = Avx2<true>;
    fn explore(search: &mut Search<State>, state: &mut State, changed: u16) {
        // SAFETY: the search takes this path only where AVX2, the bit instructions and AVX-512
        // F, VL, BW and BITALG were detected.
        unsafe { explore_avx512(search, state, changed) }
    }
    fn root(search: &mut Search<State>, puzzle: &Grid) {
        // SAFETY: as for `explore`.
        unsafe { root_avx512(search, puzzle) }
    }
}

/// [`Search::explore`] compiled with AVX2, the bit instructions and AVX-512 F, VL, BW and
/// BITALG.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt,bmi1,bmi2,lzcnt,avx512f,avx512vl,avx512bw,avx512bitalg")]
unsafe fn explore_avx512(search: &mut Search<State>, state: &mut State, changed: u16) {
    search.explore::<Avx512>(state, changed);
}

/// [`Search::root`] compiled as [`explore_avx512`].
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt,bmi1,bmi2,lzcnt,avx512f,avx512vl,avx512bw,avx512bitalg")]
unsafe fn root_avx512(search: &mut Search<State>, puzzle: &Grid) {
    search.root::<Avx512>(puzzle);
}

/// Whether this CPU has what [`Avx512Bw`] nodes need (std caches the detection).
#[cfg(target_arch = "x86_64")]
pub(super) fn has_avx512_bw() -> bool {
    is_fast_here()
        && is_x86_feature_detected!("avx512f")
        && is_x86_feature_detected!("avx512vl")
        && is_x86_feature_detected!("avx512bw")
}

/// Whether this CPU has what [`Avx512`] nodes need (std caches the detection).
#[cfg(target_arch = "x86_64")]
pub(super) fn has_avx512() -> bool {
    has_avx512_bw() && is_x86_feature_detected!("avx512bitalg")
}

/// Whether this CPU runs the triad engine faster than the band engine: x86-64 with AVX2,
/// `popcnt`, BMI1, BMI2 and `lzcnt` (Haswell, Excavator and later have them all; std caches the
/// detection). Elsewhere the portable form runs at a third to a half of the band engine's
/// speed, natively and in WebAssembly alike.
pub fn is_fast_here() -> bool {
    #[cfg(target_arch = "x86_64")]
    return is_x86_feature_detected!("avx2")
        && is_x86_feature_detected!("popcnt")
        && is_x86_feature_detected!("bmi1")
        && is_x86_feature_detected!("bmi2")
        && is_x86_feature_detected!("lzcnt");
    #[cfg(not(target_arch = "x86_64"))]
    false
}

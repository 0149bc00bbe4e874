//! The triad engine ([`Engine::Triads`](super::Engine::Triads)), after tdoku's design: each box
//! is a vector of sixteen 16-bit lanes holding its nine cells' candidates and its six negative
//! triads, and each band or stack holds, per digit, which of its six configurations are still
//! possible. Constraints propagate as lane-wise operations over a whole box, with messages
//! between boxes and the bands and stacks they lie in. [`crate::solve`] and the other entry
//! points use it where the CPU has AVX2 ([`is_fast_here`]); `vector` holds the box operations
//! for each instruction set, `nodes` the choice among them.
//!
//! A box's lanes, `4 * row + column` (each lane a 9-bit set of digits, bit 0 for digit 1):
//!
//! ```text
//!            column 0   column 1   column 2   column 3
//!           +----------+----------+----------+----------+
//!   row 0   | cell 0,0 | cell 0,1 | cell 0,2 |   H 0    |   H r: digits absent from the
//!           +----------+----------+----------+----------+   box's minirow r (at least six)
//!   row 1   | cell 1,0 | cell 1,1 | cell 1,2 |   H 1    |
//!           +----------+----------+----------+----------+   V c: digits absent from its
//!   row 2   | cell 2,0 | cell 2,1 | cell 2,2 |   H 2    |   minicolumn c (at least six)
//!           +----------+----------+----------+----------+
//!   row 3   |   V 0    |   V 1    |   V 2    | sentinel |   lane 15 holds every digit
//!           +----------+----------+----------+----------+
//! ```
//!
//! For each digit exactly one lane of each of the first three rows holds it (it lies in one cell
//! of the minirow, or the minirow lacks it), and likewise for each of the first three columns.
//! A negative triad holds at least six digits: a minirow has three cells, so it lacks six
//! digits. That a digit lies once in the box follows from its band and stack (below): one
//! minirow and one minicolumn make one cell.
//!
//! In a band a digit takes one minirow in each of its three boxes, in three different rows: one
//! of the six permutations in `PLACEMENTS`, its configurations. A band keeps, per
//! configuration, the digits for which it is still possible; a stack does the same for
//! minicolumns. A configuration survives while each of its minirows may hold the digit and the
//! box's other two minirows may lack it; a box's minirow keeps only the digits some surviving
//! configuration puts there, its negative triad only those some configuration puts elsewhere.

mod nodes;
mod vector;

use super::tally::{Search, Solved};
use crate::grid::{Grid, CELLS};
pub(super) use nodes::is_fast_here;
use nodes::Explore;
use vector::BoxVector;
#[cfg(test)]
use vector::Portable;

/// Every digit, one bit each.
const ALL: u16 = 0x1ff;

/// A box's sixteen lanes (see the module's diagram).
type Lanes = [u16; 16];

/// The lanes of a box with nothing known: every candidate everywhere. Lane 15, the sentinel,
/// keeps every digit for good, so that the row and the column of lanes it ends (the vertical
/// triads, the horizontal ones) never have a digit in one place only: the box rules look for
/// such digits in every row and column of lanes at once, and need no mask for these two.
const OPEN_BOX: Lanes = [ALL; 16];

/// The fewest digits each lane may hold: one per cell, six per negative triad (none at the
/// sentinel, which is never asserted).
const MINIMUM: Lanes = [1, 1, 1, 6, 1, 1, 1, 6, 1, 1, 1, 6, 6, 6, 6, 0];

/// A band's (or stack's) six configurations for a digit: `PLACEMENTS[k][peer]` is the minirow
/// (or minicolumn) that configuration `k` gives the digit in the band's box `peer` (left to
/// right, or top to bottom).
const PLACEMENTS: [[usize; 3]; 6] = super::bands::tables::PERMUTATIONS;

/// Candidates of a partly solved grid. `Copy`, so a guess is a copy plus an assertion.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// The boxes in reading order, each as drawn in the module's diagram.
    boxes: [Lanes; 9],
    /// `configurations[unit][k]`: the digits for which configuration `k` (see [`PLACEMENTS`])
    /// is still possible in band `unit` (0..3) or stack `unit - 3`. Lanes 6 and 7 are unused.
    configurations: [[u16; 8]; 6],
}

/// The box and the lane of a cell.
fn box_and_lane(cell: usize) -> (usize, usize) {
    let (box_index, lane) = BOXES_AND_LANES[cell];
    (box_index as usize, lane as usize)
}

/// [`box_and_lane`] of each cell, computed once.
const BOXES_AND_LANES: [(u8, u8); CELLS] = {
    let mut table = [(0, 0); CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (row, column) = (cell / 9, cell % 9);
        table[cell] = (
            (3 * (row / 3) + column / 3) as u8,
            (4 * (row % 3) + column % 3) as u8,
        );
        cell += 1;
    }
    table
};

/// `BOXES_OF[unit]`: the boxes of band `unit` (0..3) or stack `unit - 3`, in the order of
/// [`PLACEMENTS`].
const BOXES_OF: [[usize; 3]; 6] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
];

/// `UNITS_OF[box]`: the band and the stack (as units: 0..3 and 3..6) box `box` lies in. A
/// table, not a division by three for each settled box.
const UNITS_OF: [(usize, usize); 9] = {
    let mut table = [(0, 0); 9];
    let mut box_index = 0;
    while box_index < 9 {
        table[box_index] = (box_index / 3, 3 + box_index % 3);
        box_index += 1;
    }
    table
};

/// One in each of a unit's six configuration lanes (see [`State::configurations`]): times a
/// digit, the digit in each.
const SIX_LANES: u128 = 0x0001_0001_0001_0001_0001_0001;

/// All ones, as a lane of a mask.
const ON: u16 = u16::MAX;

/// The cells' lanes.
#[rustfmt::skip]
const CELLS_MASK: Lanes = [
    ON, ON, ON, 0,
    ON, ON, ON, 0,
    ON, ON, ON, 0,
    0, 0, 0, 0,
];
/// The lanes of the first three rows: each row a digit's exactly-one rule (its minirow's cells
/// or its negative triad).
#[rustfmt::skip]
const ROW_RULES: Lanes = [
    ON, ON, ON, ON,
    ON, ON, ON, ON,
    ON, ON, ON, ON,
    0, 0, 0, 0,
];
/// The lanes of the first three columns: likewise for minicolumns.
#[rustfmt::skip]
const COLUMN_RULES: Lanes = [
    ON, ON, ON, 0,
    ON, ON, ON, 0,
    ON, ON, ON, 0,
    ON, ON, ON, 0,
];

/// Each lane ORed with the other lanes of its row: a rotation each.
#[inline(always)]
fn others_in_row<V: BoxVector>(x: V) -> V {
    x.along_rows::<1>()
        .or(x.along_rows::<2>())
        .or(x.along_rows::<3>())
}

/// Each lane ORed with the other lanes of its column.
#[inline(always)]
fn others_in_column<V: BoxVector>(x: V) -> V {
    x.along_columns::<1>()
        .or(x.along_columns::<2>())
        .or(x.along_columns::<3>())
}

/// Each lane ORed with every lane of its row: two rotations, doubling.
#[inline(always)]
fn whole_row<V: BoxVector>(x: V) -> V {
    let pairs = x.or(x.along_rows::<1>());
    pairs.or(pairs.along_rows::<2>())
}

/// Each lane ORed with every lane of its column: rows 0 and 1 paired, and rows 2 and 3 (with
/// AVX2 within 128-bit halves), then the pairs across (one rotation across halves, not two).
#[inline(always)]
fn whole_column<V: BoxVector>(x: V) -> V {
    let pairs = x.or(x.swap_row_pairs());
    pairs.or(pairs.along_columns::<2>())
}

/// Propagates the rules inside boxes `indices` until nothing changes: cells with one digit
/// left, negative triads with six, and digits with one place left in a row or column of the
/// lanes are asserted, and each assertion takes its digits from the other lanes of its row and
/// column (a cell keeps only its digit). Returns each box's message to its band and stack (see
/// [`BoxVector::configuration_fits`]); `None` when a lane falls below its minimum or a digit has
/// no place left in a row or column of lanes.
///
/// Two or three boxes at once go faster than one at a time with AVX2: each round is a chain of
/// dependent operations, and the chains interleave (the boxes go round until none changes). The
/// portable form goes faster one at a time (see [`BoxVector::BOXES_AT_ONCE`]).
///
/// A digit once among the nine cells is left to the band and stack: a digit in one minirow and
/// one minicolumn is in one cell. Doing it here too (hidden and naked singles in the box) cost
/// more than the round trips it saved: without it the engine ran 5-18% faster.
#[inline(always)]
fn settle_boxes<V: BoxVector, const N: usize>(
    boxes: &mut [Lanes; 9],
    indices: [usize; N],
) -> Option<[V; N]> {
    // Plain loops, no closures: a closure would not inherit the caller's instruction set.
    let nothing = V::load(&[0; 16]);
    let mut lanes = [nothing; N];
    for k in 0..N {
        lanes[k] = V::load(&boxes[indices[k]]);
    }
    loop {
        let (mut broken, mut took) = (nothing, nothing);
        let mut rounds = [BoxRound {
            next: nothing,
            took: nothing,
            in_row: nothing,
            in_column: nothing,
            broken: nothing,
        }; N];
        for k in 0..N {
            rounds[k] = box_round(lanes[k]);
            broken = broken.or(rounds[k].broken);
            took = took.or(rounds[k].took);
        }
        if broken.any() {
            return None;
        }
        if !took.any() {
            let mut fits = [nothing; N];
            for k in 0..N {
                lanes[k].store(&mut boxes[indices[k]]);
                // A triad's lane in `in_row` or `in_column` is what its element's cells hold.
                fits[k] = V::configuration_fits(
                    rounds[k].in_row,
                    rounds[k].in_column,
                    lanes[k],
                    indices[k],
                );
            }
            return Some(fits);
        }
        for k in 0..N {
            lanes[k] = rounds[k].next;
        }
    }
}

/// One round of the box rules (see [`settle_boxes`]).
#[derive(Clone, Copy)]
struct BoxRound<V> {
    /// The lanes after the round's eliminations.
    next: V,
    /// The digits the round took from each lane (`next` is the lanes without them).
    took: V,
    /// Each lane ORed with the other lanes of its row, before the eliminations.
    in_row: V,
    /// Each lane ORed with the other lanes of its column, before the eliminations.
    in_column: V,
    /// Not zero when a lane fell below its minimum, a digit has no place left in a row or
    /// column of lanes, or a cell was asserted two digits.
    broken: V,
}

/// The assertions of box lanes `x` and the eliminations they make (see [`settle_boxes`]).
#[inline(always)]
fn box_round<V: BoxVector>(x: V) -> BoxRound<V> {
    let minimum = V::load(&MINIMUM);
    let cells = V::load(&CELLS_MASK);
    let row_rules = V::load(&ROW_RULES);
    let column_rules = V::load(&COLUMN_RULES);
    let every_digit = V::load(&[ALL; 16]);
    let counts = x.count_ones();
    let below_minimum = minimum.greater(counts);
    // Digits with one place left in a row or column of lanes (none in row 3 or column 3, with
    // the sentinel; in a valid box none at the sentinel either: the triads of its row, or of
    // its column, lack each digit twice between them).
    let in_row = others_in_row(x);
    let in_column = others_in_column(x);
    let missing = every_digit.and_not(x.or(in_row.and(in_column)));
    let asserted = x
        .and(counts.equal(minimum))
        .or(x.and_not(in_row))
        .or(x.and_not(in_column));
    let cells_asserted = asserted.and(cells);
    // An asserted digit leaves the other lanes of its row and column of lanes, and an asserted
    // cell keeps only its digit.
    let removed = whole_row(asserted)
        .and(row_rules)
        .or(whole_column(asserted).and(column_rules))
        .or(cells_asserted.nonzero())
        .and_not(asserted);
    BoxRound {
        next: x.and_not(removed),
        took: x.and(removed),
        in_row,
        in_column,
        broken: below_minimum
            .or(missing)
            .or(cells_asserted.and(cells_asserted.minus_one())),
    }
}

impl State {
    /// The state of a puzzle's givens, each cell's candidates already without the digits given
    /// in its row, column and box (which the propagation would take anyway, at the cost of a
    /// round trip through every band and stack): not yet propagated. In box vectors, with the
    /// search's instruction set (see [`Explore::root`]).
    #[inline(always)]
    fn from_grid<V: BoxVector>(puzzle: &Grid) -> State {
        let cells = puzzle.cells();
        let nothing = V::load(&[0; 16]);
        // Each box's givens as digits, nothing in the triads' lanes.
        let mut given = [nothing; 9];
        for (box_index, digits) in given.iter_mut().enumerate() {
            let mut rows = [0; 4];
            for (row, word) in rows[..3].iter_mut().enumerate() {
                let first = 27 * (box_index / 3) + 9 * row + 3 * (box_index % 3);
                *word = u64::from(cells[first])
                    | u64::from(cells[first + 1]) << 16
                    | u64::from(cells[first + 2]) << 32;
            }
            *digits = V::from_rows(rows).digit_of_value();
        }
        // Each cell's lane: the digits given in its grid row, then those in its grid column.
        let (mut in_rows, mut in_columns) = ([nothing; 3], [nothing; 3]);
        for (box_index, &digits) in given.iter().enumerate() {
            in_rows[box_index / 3] = in_rows[box_index / 3].or(whole_row(digits));
            in_columns[box_index % 3] = in_columns[box_index % 3].or(whole_column(digits));
        }
        let (cells_mask, every_digit) = (V::load(&CELLS_MASK), V::load(&OPEN_BOX));
        let mut state = State {
            boxes: [OPEN_BOX; 9],
            configurations: [[ALL, ALL, ALL, ALL, ALL, ALL, 0, 0]; 6],
        };
        for (box_index, &digits) in given.iter().enumerate() {
            let in_box = whole_column(whole_row(digits));
            let seen = in_rows[box_index / 3]
                .or(in_columns[box_index % 3])
                .or(in_box)
                .and(cells_mask);
            // A given keeps its digit; an empty cell, a triad or the sentinel every digit
            // not seen.
            let open = every_digit.and(digits.equal(nothing));
            digits
                .or(open.and_not(seen))
                .store(&mut state.boxes[box_index]);
        }
        state
    }

    /// Settles the boxes in `changed` (one bit each) and whatever they change, until nothing
    /// changes; `None` on a contradiction.
    ///
    /// A settled box narrows its band's and stack's configurations at once (tdoku's pending
    /// band eliminations, merged); a unit whose configurations changed then restricts its boxes.
    #[inline(always)]
    fn propagate<V: BoxVector>(&mut self, mut changed: u16) -> Option<()> {
        let mut units_pending = 0u8;
        loop {
            while changed != 0 {
                // Up to three boxes at once where that pays (see `settle_boxes`).
                units_pending |= match changed.count_ones().min(V::BOXES_AT_ONCE) {
                    1 => self.settle_lowest::<V, 1>(&mut changed)?,
                    2 => self.settle_lowest::<V, 2>(&mut changed)?,
                    _ => self.settle_lowest::<V, 3>(&mut changed)?,
                };
            }
            if units_pending == 0 {
                return Some(());
            }
            // Every pending unit before the boxes, so that a box both restrict is settled once. A
            // digit without a configuration is not checked here: its boxes' rows of lanes lose it.
            while units_pending != 0 {
                let unit = units_pending.trailing_zeros() as usize;
                units_pending &= units_pending - 1;
                let configurations = V::spread_configurations(&self.configurations[unit]);
                changed |= self.restrict_boxes::<V>(unit, configurations);
            }
        }
    }

    /// Settles the `N` lowest boxes of `changed` (see [`settle_boxes`]), takes them out of it,
    /// and narrows their units' configurations; returns the units that changed, one bit each.
    #[inline(always)]
    fn settle_lowest<V: BoxVector, const N: usize>(&mut self, changed: &mut u16) -> Option<u8> {
        let mut indices = [0; N];
        for index in &mut indices {
            *index = changed.trailing_zeros() as usize;
            *changed &= *changed - 1;
        }
        let fits = settle_boxes::<V, N>(&mut self.boxes, indices)?;
        let mut units = 0;
        for k in 0..N {
            units |= self.narrow_configurations(indices[k], fits[k]);
        }
        Some(units)
    }

    /// Narrows the configurations of box `box_index`'s band and stack to the box's `fits` (see
    /// [`BoxVector::configuration_fits`]); returns the units that changed, one bit each.
    #[inline(always)]
    fn narrow_configurations<V: BoxVector>(&mut self, box_index: usize, fits: V) -> u8 {
        let (band, stack) = UNITS_OF[box_index];
        u8::from(fits.narrow_configurations::<0>(&mut self.configurations[band])) << band
            | u8::from(fits.narrow_configurations::<1>(&mut self.configurations[stack])) << stack
    }

    /// Narrows the boxes of band `unit` (0..3) or stack `unit - 3` to what its configurations
    /// (`spread`, see [`BoxVector::spread_configurations`]) allow; returns the boxes that
    /// changed.
    #[inline(always)]
    fn restrict_boxes<V: BoxVector>(&mut self, unit: usize, spread: V) -> u16 {
        let mut changed = 0;
        for (peer, &box_index) in BOXES_OF[unit].iter().enumerate() {
            let restriction = V::restriction(spread, unit, peer);
            let lanes = V::load(&self.boxes[box_index]);
            let restricted = lanes.and(restriction);
            // Stored either way: a branch here is mispredicted too often.
            restricted.store(&mut self.boxes[box_index]);
            // Whether it took anything: one `vptest` with AVX2.
            changed |= u16::from(lanes.and_not(restriction).any()) << box_index;
        }
        changed
    }

    /// Where to branch, as tdoku does: in the band or stack with the fewest configurations
    /// left (above nine: one per digit is a settled unit), the digit with the fewest
    /// configurations (two or more); `None` when every unit is settled, which makes the grid
    /// solved (each digit's minirow and minicolumn in each box are known, so its cell is).
    /// Where even that unit has more than [`MANY_CONFIGURATIONS`] left, the unit is chosen
    /// by [`State::fewest_unsettled`] instead.
    #[inline(always)]
    fn branch_point(&self) -> Option<(usize, u16)> {
        let mut best = least_unit(&self.configurations, |_, configurations| configurations);
        if best == u32::MAX {
            return None;
        }
        if best >> 3 > MANY_CONFIGURATIONS {
            best = self.fewest_unsettled();
        }
        let unit = (best & 7) as usize;
        // Each digit's number of configurations, in binary: one bit set per place value.
        let (mut ones, mut twos, mut fours) = (0u16, 0u16, 0u16);
        for &configuration in &self.configurations[unit][..6] {
            let carry = ones & configuration;
            ones ^= configuration;
            fours |= twos & carry;
            twos ^= carry;
        }
        // A unit above nine configurations has a digit with two or more.
        (2..=6).find_map(|count: u16| {
            let bit = |place: u16, set: u16| if count & place != 0 { set } else { !set };
            let digits = bit(1, ones) & bit(2, twos) & bit(4, fours) & ALL;
            (digits != 0).then(|| (unit, digits & digits.wrapping_neg()))
        })
    }

    /// The key of the unit to branch in where every unit has many configurations left
    /// (early in a hard puzzle's search): the fewest `2 × configurations + 3 × unsettled
    /// digits` (those with two or more configurations), the unit in the low three bits, ties
    /// to the first. A unit whose configurations spread over few digits splits the search
    /// better: 5% fewer nodes on 1905_11+, 3-5% on 1106. Its
    /// cost, about 200 instructions, pays only there, hence the threshold (4-9% of the nodes
    /// come here).
    #[inline(always)]
    fn fewest_unsettled(&self) -> u32 {
        // Read again, not kept from `branch_point`'s loads: kept, LLVM spilled them on every
        // node's path for the few nodes that come here (the barrier is only for speed).
        least_unit(
            std::hint::black_box(&self.configurations),
            |word, configurations| 2 * configurations + 3 * unsettled_digits(word).count_ones(),
        )
    }
}

/// The key of the unit with the least `weight` (of the unit's word, see [`unit_word`], and its
/// number of configurations) among those with more than nine configurations left (nine: one
/// per digit, a settled unit): the unit in the low three bits, ties to the first, no branch
/// on each unit; `u32::MAX` when every unit is settled.
#[inline(always)]
fn least_unit(units: &[[u16; 8]; 6], weight: impl Fn(u128, u32) -> u32) -> u32 {
    let mut best = u32::MAX;
    for (unit, configurations) in units.iter().enumerate() {
        // The unit as one word, by its own load (which its last narrowing's store forwards
        // to): two popcounts, not eight.
        let word = unit_word(configurations);
        let total = word.count_ones();
        let key = if total > 9 {
            weight(word, total) << 3 | unit as u32
        } else {
            u32::MAX
        };
        best = best.min(key);
    }
    best
}

/// Above this many configurations left in every unit, the branch's unit is weighed by its
/// unsettled digits too (see [`State::fewest_unsettled`]). Measured: from 15 to 19 about as
/// many nodes fewer on 1905_11+ and 1106; lower, the 17-clue set
/// and top1465 gain nodes; higher, 1905_11+ loses its gain; the fewer nodes take the
/// weighing, the less top1465 and serg pay for it.
const MANY_CONFIGURATIONS: u32 = 19;

/// A unit's configurations (see [`State::configurations`]) as one word, configuration `k`
/// in bits `16 * k` up on a little-endian target: for counts, which do not depend on the
/// lanes' order (`explore`, which needs that order, builds its word by shifts; built so here,
/// serg counted 5-25% slower).
#[inline(always)]
fn unit_word(configurations: &[u16; 8]) -> u128 {
    // SAFETY: any 128 bits are a `u128`.
    unsafe { std::mem::transmute::<[u16; 8], u128>(*configurations) }
}

/// The digits that two or more of a unit's configurations hold (see [`unit_word`]): pairs
/// across the word's halves, then across each half's lanes by two folds (the two spare lanes
/// are empty).
#[inline(always)]
fn unsettled_digits(word: u128) -> u16 {
    let (low, high) = (word as u64, (word >> 64) as u64);
    let (once, twice) = (low | high, low & high);
    let (once, twice) = (once | once >> 32, twice | twice >> 32 | once & once >> 32);
    let twice = twice | twice >> 16 | once & once >> 16;
    twice as u16 & ALL
}

impl Solved for State {
    fn to_grid(self) -> Grid {
        let mut cells = [0u8; CELLS];
        for (cell, value) in cells.iter_mut().enumerate() {
            let (box_index, lane) = box_and_lane(cell);
            *value = self.boxes[box_index][lane].trailing_zeros() as u8 + 1;
        }
        Grid::from_cells(cells).expect("a solved state holds digits 1 to 9")
    }
}

impl Search<State> {
    /// Searches `puzzle` with the nodes of `N`: every box pending at first (the units hear
    /// from them).
    fn run_with<N: Explore>(&mut self, puzzle: &Grid) {
        if self.limit > 0 {
            N::root(self, puzzle);
        }
    }

    /// The root node: the start state built with `N`'s instruction set, then explored.
    #[inline(always)]
    fn root<N: Explore>(&mut self, puzzle: &Grid) {
        let mut state = State::from_grid::<N::Vector>(puzzle);
        N::explore(self, &mut state, 0x1ff);
    }

    /// Propagates the boxes in `changed` (see [`State::propagate`]) and branches on a digit's
    /// configurations in a band or stack (see [`State::branch_point`]): first its first
    /// configuration (in a copy, one level deeper), then the state without it (in this frame,
    /// a loop rather than a call, so that the depth of the recursion is the number of first
    /// branches taken, not of all branches: unoptimised builds have large frames).
    #[inline(always)]
    fn explore<N: Explore>(&mut self, state: &mut State, mut changed: u16) {
        loop {
            self.stats.nodes += 1;
            if state.propagate::<N::Vector>(changed).is_none() {
                return;
            }
            let Some((unit, digit)) = state.branch_point() else {
                self.solution(state);
                return;
            };
            self.stats.guesses += 1;
            let configurations = state.configurations[unit];
            let in_every_configuration = u128::from(digit) * SIX_LANES;
            // The digit in its first configuration: the lowest lane holding it, found without a
            // branch per configuration (a loop's exit here was mispredicted about once a node).
            let holding = configurations
                .iter()
                .rev()
                .fold(0u128, |word, &c| word << 16 | u128::from(c))
                & in_every_configuration;
            debug_assert_ne!(holding, 0, "the branch point's digit has configurations");
            let in_first = holding & holding.wrapping_neg();
            let mut child = *state;
            let spread = N::Vector::take_digits(
                configurations,
                in_every_configuration & !in_first,
                &mut child.configurations[unit],
            );
            let child_changed = child.restrict_boxes::<N::Vector>(unit, spread);
            N::explore(self, &mut child, child_changed);
            if self.count >= self.limit {
                return;
            }
            self.stats.guesses += 1;
            let spread =
                N::Vector::take_digits(configurations, in_first, &mut state.configurations[unit]);
            changed = state.restrict_boxes::<N::Vector>(unit, spread);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::SearchStats;
    #[cfg(target_arch = "x86_64")]
    use nodes::{has_avx512, has_avx512_bw, Avx512, Avx512Bw};
    #[cfg(target_arch = "x86_64")]
    use vector::Avx2;

    /// The committed samples of the five sets (see tests/fixtures/puzzles).
    fn samples() -> Vec<Grid> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/puzzles");
        let mut grids = Vec::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            grids.extend(
                text.lines()
                    .filter(|l| l.len() >= 81 && !l.starts_with('#'))
                    .map(|l| Grid::parse(&l[..81]).unwrap()),
            );
        }
        assert!(grids.len() > 100, "{} samples", grids.len());
        grids
    }

    /// A search's count up to 2, first solution and stats.
    type Outcome = (u64, Option<Grid>, SearchStats);

    /// The search with `N`'s nodes.
    fn search_with<N: Explore>(puzzle: &Grid) -> Outcome {
        let mut search = Search::new(2);
        search.run_with::<N>(puzzle);
        (search.count, search.first.map(State::to_grid), search.stats)
    }

    /// The same from the dispatched search (the widest vectors this CPU has).
    fn dispatched(puzzle: &Grid) -> Outcome {
        let search = Search::<State>::run(puzzle, 2);
        (search.count, search.first.map(State::to_grid), search.stats)
    }

    #[test]
    fn the_portable_path_solves_and_matches_the_dispatched_one() {
        for puzzle in samples() {
            let portable = search_with::<Portable>(&puzzle);
            assert!(portable.0 >= 1, "{puzzle}");
            assert!(portable.1.unwrap().is_solution_of(&puzzle), "{puzzle}");
            assert_eq!(portable, dispatched(&puzzle), "{puzzle}");
        }
    }

    /// Each x86 node this CPU can run, not only the one dispatched: the AVX2 nodes are tested
    /// on AVX-512 machines too.
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn every_x86_path_here_matches_the_portable_one() {
        fn matches_portable<N: Explore>(name: &str, available: bool) {
            if !available {
                eprintln!("{name} is not available on this CPU: its nodes are not tested here");
                return;
            }
            for puzzle in samples() {
                let portable = search_with::<Portable>(&puzzle);
                assert_eq!(search_with::<N>(&puzzle), portable, "{name}: {puzzle}");
            }
        }
        matches_portable::<Avx2>("AVX2", is_fast_here());
        matches_portable::<Avx512Bw>("AVX-512 BW", has_avx512_bw());
        matches_portable::<Avx512>("AVX-512 BITALG", has_avx512());
    }

    /// The start state against a cell-by-cell reading of the rules: a given keeps its digit, an
    /// empty cell every digit not given in its row, column or box; triads and the sentinel
    /// every digit.
    #[test]
    fn the_start_state_has_the_givens_peers_removed() {
        let clashing = Grid::parse(&format!("{:.<81}", "5....5..3.3")).unwrap();
        for puzzle in samples().into_iter().chain([clashing]) {
            let state = State::from_grid::<Portable>(&puzzle);
            let value = |row: usize, column: usize| puzzle.cells()[9 * row + column];
            for cell in 0..CELLS {
                let (row, column) = (cell / 9, cell % 9);
                let mut seen = 0;
                for other in 0..CELLS {
                    let (other_row, other_column) = (other / 9, other % 9);
                    let same_box = (row / 3, column / 3) == (other_row / 3, other_column / 3);
                    let given = value(other_row, other_column);
                    if given != 0 && (other_row == row || other_column == column || same_box) {
                        seen |= 1 << (given - 1);
                    }
                }
                let expected = match value(row, column) {
                    0 => ALL & !seen,
                    given => 1 << (given - 1),
                };
                let (box_index, lane) = box_and_lane(cell);
                assert_eq!(
                    state.boxes[box_index][lane], expected,
                    "{puzzle} cell {cell}"
                );
            }
            for lanes in state.boxes {
                for lane in [3, 7, 11, 12, 13, 14, 15] {
                    assert_eq!(lanes[lane], ALL, "{puzzle}");
                }
            }
        }
    }

    /// `unsettled_digits` against a count per digit, on configurations from a small
    /// generator (every digit in 0 to 6 of them, and the edge cases).
    #[test]
    fn unsettled_digits_are_those_in_two_or_more_configurations() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut cases = vec![
            [0; 8],
            [ALL, 0, 0, 0, 0, 0, 0, 0],
            [ALL, ALL, ALL, ALL, ALL, ALL, 0, 0],
        ];
        cases.extend((0..2000).map(|_| {
            let mut lanes = [0; 8];
            for lane in &mut lanes[..6] {
                *lane = next() as u16 & next() as u16 & ALL;
            }
            lanes
        }));
        for configurations in cases {
            let expected = (0..9).fold(0, |digits, digit| {
                let holding = configurations
                    .iter()
                    .filter(|&&c| c >> digit & 1 != 0)
                    .count();
                digits | u16::from(holding >= 2) << digit
            });
            assert_eq!(
                unsettled_digits(unit_word(&configurations)),
                expected,
                "{configurations:?}"
            );
        }
    }

    #[test]
    fn clashing_givens_have_no_solution_at_the_root() {
        // Two 5s in row 0 (different boxes), then two 5s in box 0.
        for text in ["5....5", "5.........5"] {
            let puzzle = Grid::parse(&format!("{text:.<81}")).unwrap();
            let (count, first, stats) = search_with::<Portable>(&puzzle);
            assert_eq!((count, first, stats.nodes), (0, None, 1), "{text}");
        }
    }
}

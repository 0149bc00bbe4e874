//! What a propagation read of the grid ([`Footprint`]), and whether the candidates removed
//! since leave it as it was ([`Changes`]): the test that lets a rule keep a chain from one
//! search to the next (see [`KeptChains`](super::kept::KeptChains)).
//!
//! Candidates only shrink along a solution, and a propagation rebuilt on the smaller board (by
//! induction over the nodes it takes, in order) sees a removed candidate only
//!
//! - where a node turns candidates off (an "on", or a static "off"'s emptiness test): each
//!   candidate it reaches becomes a node or already is one, so the removal of a candidate none
//!   of the chain's potentials is on changes nothing there;
//! - where an "off" looks for a bivalue cell or a unit with two places of its digit: what the
//!   removal changes is a count, which matters only if it was or becomes exactly two. The
//!   count when the "off" was taken lies between the count on the board and the count once
//!   every "off" of the chain is removed (the [`Footprint`] keeps those removals).

use super::super::board::{digits, CellSet, Digits, CELL_UNITS, UNIT_SETS};
use super::potential::{Potential, PotentialSet};

/// Where a propagation looked for what an "off" turns on (the cells, and per digit the cells
/// around which it counted the digit's places), and each digit's cells once all its "off"s
/// were taken.
#[derive(Clone, Copy, Default)]
pub struct Footprint {
    cells: u128,
    around: [u128; 9],
    remaining: [u128; 9],
    everything: bool,
}

impl Footprint {
    /// Records that the propagation looked for what `p` off turns on.
    pub fn read(&mut self, p: Potential) {
        self.cells |= 1 << p.cell();
        self.around[usize::from(p.digit() - 1)] |= 1 << p.cell();
    }

    /// Records that the propagation read the whole grid.
    pub fn read_everything(&mut self) {
        self.everything = true;
    }

    /// Records each digit's cells (bit = cell) once the propagation is over.
    pub fn finish(&mut self, remaining: &[u128; 9]) {
        self.remaining = *remaining;
    }

    /// Whether `changes` leave the propagation of a chain of `potentials` with this footprint
    /// as it was.
    pub fn unchanged_by(&self, potentials: &PotentialSet, changes: &Changes) -> bool {
        if self.everything || changes.added || !potentials.is_disjoint(&changes.removed) {
            return false;
        }
        // Every removal below is outside the chain, so it was still there when counted.
        let cells_unchanged = CellSet(self.cells & changes.cells).iter().all(|cell| {
            let (mut at_end, mut on_board) = (0, 0);
            for d in 0..9 {
                let here = changes.old_cells[d] >> cell & 1;
                on_board += here;
                at_end += here & (self.remaining[d] >> cell);
            }
            let removed = (changes.old[cell] & !changes.new[cell]).count_ones();
            !may_reach_two(at_end as u32, on_board as u32, removed)
        });
        cells_unchanged
            && (0..9).all(|d| {
                CellSet(changes.removed_cells[d]).iter().all(|cell| {
                    CELL_UNITS[cell].iter().all(|&unit| {
                        let unit = UNIT_SETS[usize::from(unit)].0;
                        unit & self.around[d] == 0 || {
                            let on_board = unit & changes.old_cells[d];
                            !may_reach_two(
                                (on_board & self.remaining[d]).count_ones(),
                                on_board.count_ones(),
                                (unit & changes.removed_cells[d]).count_ones(),
                            )
                        }
                    })
                })
            })
    }
}

/// Whether a count between `low` and `high`, less `removed`, may have been or become exactly
/// two (so what a bivalue cell or a unit's two places imply may differ).
fn may_reach_two(low: u32, high: u32, removed: u32) -> bool {
    (low..=high).contains(&2) || (low..=high).contains(&(2 + removed))
}

/// How a board differs from the one before: the candidates removed (both potentials of each,
/// and per digit the cells), the cells that lost any, the boards themselves, and whether any
/// candidate came back (then no chain is kept).
pub struct Changes {
    removed: PotentialSet,
    removed_cells: [u128; 9],
    cells: u128,
    old: [Digits; 81],
    old_cells: [u128; 9],
    new: [Digits; 81],
    added: bool,
}

impl Changes {
    /// How `new` differs from `old`.
    pub fn between(old: &[Digits; 81], new: &[Digits; 81]) -> Changes {
        let mut changes = Changes {
            removed: PotentialSet::default(),
            removed_cells: [0; 9],
            cells: 0,
            old: *old,
            old_cells: [0; 9],
            new: *new,
            added: false,
        };
        for (cell, (&a, &b)) in old.iter().zip(new).enumerate() {
            for digit in digits(a) {
                changes.old_cells[usize::from(digit - 1)] |= 1 << cell;
            }
            changes.added |= b & !a != 0;
            let removed = a & !b;
            if removed == 0 {
                continue;
            }
            changes.cells |= 1 << cell;
            for digit in digits(removed) {
                for on in [false, true] {
                    changes.removed.insert(Potential::new(cell, digit, on));
                }
                changes.removed_cells[usize::from(digit - 1)] |= 1 << cell;
            }
        }
        changes
    }
}

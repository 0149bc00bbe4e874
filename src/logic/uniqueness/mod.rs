//! Techniques that rely on the puzzle having one solution, found and rated as Sudoku Explainer
//! does: unique rectangles and loops (types 1-4; [`loops`] finds the loops, [`rectangles`]
//! draws the deductions), and the bivalue universal grave ([`bug`]); also the hidden unique
//! rectangle ([`hidden_rectangles`]).
//!
//! A unique loop is a closed path of cells holding the same two digits `v1`, `v2`, each unit it
//! visits holding exactly two of its cells: if only those digits were left, they could swap and
//! the puzzle would have two solutions. So the loop's extra digits cannot all vanish.
//!
//! The hidden unique rectangle (HoDoKu's "Hidden Rectangle") is one SE lacks: shown by `explain`
//! and `hint` only (its place in [`FINDERS`] is `Place::Named`).

mod bug;
mod hidden_rectangles;
mod loops;
mod rectangles;

pub use bug::bug;
pub use hidden_rectangles::hidden_unique_rectangles;
pub use rectangles::unique_rectangles;

use super::finder::{Assumes, Finder, Listed, Place};
use super::step::Technique;

/// The uniqueness family's finders: where each runs in the solver's order (see `finder.rs`).
pub const FINDERS: &[Listed] = &[
    Listed {
        find: Finder::Board(unique_rectangles),
        place: Place::Se(Technique::UniqueRectangle1.rating()),
        assumes: Assumes::Uniqueness,
        finds: &[
            Technique::UniqueRectangle1,
            Technique::UniqueRectangle2,
            Technique::UniqueRectangle3,
            Technique::UniqueRectangle4,
            Technique::UniqueLoop,
        ],
    },
    Listed {
        find: Finder::Board(bug),
        place: Place::Se(Technique::Bug1.rating()),
        assumes: Assumes::Uniqueness,
        finds: &[Technique::Bug1, Technique::Bug],
    },
    Listed {
        find: Finder::Board(hidden_unique_rectangles),
        place: Place::Named,
        assumes: Assumes::Uniqueness,
        finds: &[Technique::HiddenUniqueRectangle],
    },
];

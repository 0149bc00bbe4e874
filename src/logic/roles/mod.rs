//! What the parts of a step's pattern are, by family (an XY-Wing's pivot and pincers, a fish's
//! base and cover units and fins, ...), and the English sentence of each step written from them
//! by its family's writer, one module per family (as the page's `www/text/steps/` is). The step
//! JSON carries the roles as `roles`, `{"kind": ..., ...}` (cells 0-80, units 0-26: rows 0-8,
//! columns 9-17, boxes 18-26), so that a page words the step in its own language from the same
//! parts.

mod als;
mod chains;
mod exclusion;
mod fish;
mod intersections;
mod single_digit;
mod singles;
mod subsets;
mod uniqueness;
mod wings;

use serde::Serialize;

pub use als::{AlmostLockedSet, Part};
pub use chains::{CandidateState, LinkKinds, LoopRemoval};
pub use uniqueness::{CellDigits, Rescue};

use super::board::{cell_name, cells_name, unit_name};
use super::step::{eliminations_text, removals_text, Candidate, Step};

/// The parts of a step's pattern.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Roles {
    /// Full House, Hidden Single, Naked Single: `digit` goes in `cell`; `unit` is the house of a
    /// full house or hidden single (none for a naked single).
    Single {
        /// The cell solved.
        cell: u8,
        /// Its digit.
        digit: u8,
        /// The unit whose last cell, or last place for the digit, it is.
        #[serde(skip_serializing_if = "Option::is_none")]
        unit: Option<u8>,
    },
    /// Pointing and Claiming: in `base`, `digit` lies only in `cells`, where it meets `cover`, so
    /// the rest of `cover` loses it. The direct form then finds `digit` a single place in `single`
    /// (the step's placement).
    Intersection {
        /// The digit.
        digit: u8,
        /// The unit that confines the digit (a box for Pointing, a line for Claiming).
        base: u8,
        /// The unit that loses the digit outside the base.
        cover: u8,
        /// The base's places for the digit.
        cells: Vec<u8>,
        /// The unit where the eliminations leave the placement (direct form only).
        #[serde(skip_serializing_if = "Option::is_none")]
        single: Option<u8>,
    },
    /// Naked and hidden pairs, triples and quads: in `unit`, `cells` hold only `digits` (naked) or
    /// `digits` fit only `cells` (hidden).
    Subset {
        /// The unit.
        unit: u8,
        /// The subset's cells.
        cells: Vec<u8>,
        /// Its digits.
        digits: Vec<u8>,
    },
    /// Basic, finned and sashimi fish: in the `base` lines, `digit` lies only in the `cover`
    /// lines, apart from the `fins` (none for a basic fish).
    Fish {
        /// The digit.
        digit: u8,
        /// The base lines.
        base: Vec<u8>,
        /// The cover lines.
        cover: Vec<u8>,
        /// The fins: the base's places outside the cover, all in one box.
        fins: Vec<u8>,
    },
    /// XY-Wing and XYZ-Wing: the `pivot` (digits `pivot_digits`) sees both `pincers`; whatever it
    /// holds, `digit` is in a pincer (or, for the XYZ-Wing, the pivot).
    XyWing {
        /// The pivot cell.
        pivot: u8,
        /// The pivot's candidates.
        pivot_digits: Vec<u8>,
        /// The two pincer cells.
        pincers: [u8; 2],
        /// The digit removed (Z).
        digit: u8,
    },
    /// WXYZ- and VWXYZ-Wing: an almost locked set (`als`, holding `als_digits`) and a bivalue
    /// cell (`bivalue`, holding `restricted` and `digit`) whose `restricted` digit every copy in
    /// the set sees; `digit` is then in one of them (with `both` restricted, every digit of
    /// the set is locked).
    AlsWing {
        /// The set's cells.
        als: Vec<u8>,
        /// The set's digits.
        als_digits: Vec<u8>,
        /// The bivalue cell.
        bivalue: u8,
        /// The bivalue cell's digits.
        bivalue_digits: Vec<u8>,
        /// The restricted common digit (X).
        restricted: u8,
        /// The digit removed (Z), or the second restricted digit when `both`.
        digit: u8,
        /// Whether both of the bivalue cell's digits are restricted.
        both: bool,
    },
    /// W-Wing: the `cells` both hold only `digits`; in `unit`, `linked` lies only in `link`
    /// (the strong link, each end seeing one of the cells), so one of the cells is `digit`.
    WWing {
        /// The two bivalue cells.
        cells: [u8; 2],
        /// Their two digits.
        digits: [u8; 2],
        /// The unit of the strong link.
        unit: u8,
        /// The strong link's two cells: the one that sees `cells[0]`, then the one that sees
        /// `cells[1]`.
        link: [u8; 2],
        /// The strong link's digit.
        linked: u8,
        /// The digit removed.
        digit: u8,
    },
    /// Skyscraper, 2-String Kite, Turbot Fish: `digit` is in `start` or `bridges[0]` (in the
    /// unit `links[0]`) and in `bridges[1]` or `end` (in `links[1]`); the bridges share `shared`,
    /// so `start` or `end` holds it.
    TwoStrongLinks {
        /// The digit.
        digit: u8,
        /// The chain's first end.
        start: u8,
        /// The bridges: the inner ends of the two strong links.
        bridges: [u8; 2],
        /// The chain's last end.
        end: u8,
        /// The units of the two strong links.
        links: [u8; 2],
        /// The unit the bridges share.
        shared: u8,
    },
    /// Empty Rectangle: in `line`, `digit` is in `start` or `bridge`; in `box`, its places lie
    /// in the row and column of `heart`, and `bridge` sees the box through `shared`.
    EmptyRectangle {
        /// The digit.
        digit: u8,
        /// The strong link's unit.
        line: u8,
        /// The strong link's far end.
        start: u8,
        /// The strong link's end that sees the box.
        bridge: u8,
        /// The box of the empty rectangle.
        #[serde(rename = "box")]
        box_: u8,
        /// The cell whose row and column hold the box's places for the digit.
        heart: u8,
        /// The unit through which `bridge` sees the box.
        shared: u8,
    },
    /// 3 Skyscrapers, 3-String Kite, 3-Turbot Fish, 3 Strong Links with Empty Rectangle: the
    /// chain `chain` on `digit` (its start, the ends of the three strong links in turn, its end:
    /// `chain[0]`-`chain[1]`, `chain[2]`-`chain[3]` and `chain[4]`-`chain[5]` are the strong
    /// links, in the units `links`; `chain[1]` sees `chain[2]` and `chain[3]` sees `chain[4]`,
    /// through the units `joins`), so `chain[0]` or `chain[5]` holds the digit.
    ThreeStrongLinks {
        /// The digit.
        digit: u8,
        /// The chain's six cells.
        chain: [u8; 6],
        /// The units of the three strong links.
        links: [u8; 3],
        /// The units of the two joins.
        joins: [u8; 2],
    },
    /// Simple Colouring: `digit`'s conjugate pairs along `path` colour its cells in turn; with
    /// `wrap`, its ends share a colour and see each other, else they take opposite colours.
    Colouring {
        /// The digit.
        digit: u8,
        /// The coloured cells, each a conjugate pair with the next.
        path: Vec<u8>,
        /// Whether the ends share a colour (the colour is false).
        wrap: bool,
    },
    /// Aligned Pair and Triple Exclusion: the combinations of digits for `cells` that leave one
    /// of `excluders` without a candidate (or repeat a digit in a unit) are impossible.
    Exclusion {
        /// The aligned cells whose combinations are checked.
        cells: Vec<u8>,
        /// The cells that each combination must leave a candidate.
        excluders: Vec<u8>,
    },
    /// ALS-XZ: two almost locked sets whose `restricted` digits (one or two) see each other in
    /// both sets.
    AlsXz {
        /// The two sets.
        sets: [AlmostLockedSet; 2],
        /// The restricted common digits.
        restricted: Vec<u8>,
    },
    /// ALS-XY-Wing: the `pivot` set shares the restricted digit `restricted[0]` with
    /// `wings[0]` and `restricted[1]` with `wings[1]`.
    AlsXyWing {
        /// The pivot set.
        pivot: AlmostLockedSet,
        /// The two wing sets.
        wings: [AlmostLockedSet; 2],
        /// The restricted digits: pivot to the first wing, pivot to the second.
        restricted: [u8; 2],
    },
    /// Sue de Coq: where `box` meets `line`, the `core` cells, with `line_part` in the rest of
    /// the line and `box_part` in the rest of the box, hold as many digits as cells.
    SueDeCoq {
        /// The box.
        #[serde(rename = "box")]
        box_: u8,
        /// The row or column.
        line: u8,
        /// The cells where they meet.
        core: Part,
        /// The cells in the rest of the line.
        line_part: Part,
        /// The cells in the rest of the box.
        box_part: Part,
    },
    // The chains and forcing chains (`Family::Chains`, `Family::ForcingChains`).
    /// X-Chain, XY-Chain, Alternating Inference Chain and Grouped AIC: from `start` through
    /// `inner` to `end`, the links alternate strong and weak, strong first and last, so `start`
    /// or `end` is true and a candidate weakly linked to both goes.
    Chain {
        /// The one digit of a chain on one digit (an X-chain; none when it uses several).
        #[serde(skip_serializing_if = "Option::is_none")]
        digit: Option<u8>,
        /// The first end: a candidate, or a group of one digit's places in a box and a line.
        start: Vec<Candidate>,
        /// The nodes between the ends, in order.
        inner: Vec<Vec<Candidate>>,
        /// The last end.
        end: Vec<Candidate>,
        /// The bivalue cells of an XY-chain in order, each holding two nodes (empty otherwise).
        #[serde(skip_serializing_if = "Vec::is_empty")]
        cells: Vec<u8>,
    },
    /// X-Cycle, Continuous Nice Loop and Bidirectional Cycle: `nodes` make a closed loop of
    /// alternating links (weak from the first node to the second, strong from the last back to
    /// the first), so either every node at an even place is true and every other false, or the
    /// reverse; each of `removals` conflicts with one node of each kind.
    Loop {
        /// The one digit of a loop on one digit (an X-cycle; none when it uses several).
        #[serde(skip_serializing_if = "Option::is_none")]
        digit: Option<u8>,
        /// The loop's nodes, in order.
        nodes: Vec<Vec<Candidate>>,
        /// The links Sudoku Explainer's cycle search followed (absent for the named loops).
        #[serde(skip_serializing_if = "Option::is_none")]
        links: Option<LinkKinds>,
        /// Each candidate removed, with the two nodes it conflicts with.
        removals: Vec<LoopRemoval>,
    },
    /// Forcing X-Chain and Forcing Chain: `premise` implies, through one chain, its own
    /// negation, the `conclusion`.
    ForcingChain {
        /// The candidate assumed true or false.
        premise: CandidateState,
        /// What the chain proves: the premise negated.
        conclusion: CandidateState,
    },
    /// A contradiction (Nishio, dynamic and nested forcing chains): `premise` makes `clash` both
    /// true and false, so the premise is false: `conclusion`.
    Contradiction {
        /// The candidate assumed true or false: the conclusion negated.
        premise: CandidateState,
        /// The candidate the premise makes both true and false.
        clash: Candidate,
        /// What the step proves.
        conclusion: CandidateState,
    },
    /// A double forcing chain (dynamic and nested): `candidate` true and `candidate` false both
    /// imply `conclusion`.
    DoubleForcing {
        /// The candidate assumed true, then false.
        candidate: Candidate,
        /// What both branches imply.
        conclusion: CandidateState,
    },
    /// A cell forcing chain (static, dynamic, nested): each of `digits` in `cell` implies
    /// `conclusion`.
    CellForcing {
        /// The cell whose every candidate is assumed in turn.
        cell: u8,
        /// Its candidates, one branch each.
        digits: Vec<u8>,
        /// What every branch implies.
        conclusion: CandidateState,
    },
    /// A region forcing chain (static, dynamic, nested): `digit` in each of `cells`, its places
    /// in `unit`, implies `conclusion`.
    RegionForcing {
        /// The unit whose every place for the digit is assumed in turn.
        unit: u8,
        /// The digit.
        digit: u8,
        /// Its places in the unit, one branch each.
        cells: Vec<u8>,
        /// What every branch implies.
        conclusion: CandidateState,
    },
    // The uniqueness techniques (`Family::Uniqueness`).
    /// Unique Rectangle types 1-4 and Unique Loop: `cells` (a rectangle, or a longer loop whose
    /// every unit holds two of its cells), in order around the loop, all hold `digits`; the
    /// `floor` cells nothing else, the `roof` cells other digits too (`extras`, all told).
    /// Without the extras the two digits could swap around the loop (a deadly pattern: two
    /// solutions), so an extra is true, and `rescue` says what that proves.
    UniqueLoop {
        /// The loop's cells in order (four for a rectangle).
        cells: Vec<u8>,
        /// The two digits every cell of the loop holds.
        digits: [u8; 2],
        /// The cells holding only those two digits.
        floor: Vec<u8>,
        /// The cells holding other digits too.
        roof: Vec<u8>,
        /// The roof's other digits.
        extras: Vec<u8>,
        /// What an extra being true proves.
        rescue: Rescue,
    },
    /// Hidden Unique Rectangle: four cells in two rows, columns and boxes all hold `linked` and
    /// `removed`, `corner` nothing else; in each unit of `links` (the `opposite` corner's row,
    /// then its column), `linked` lies only in `opposite` and the side corner `sides[i]`. Were
    /// `opposite` to hold `removed`, `linked` would fill both sides, `corner` would be `removed`
    /// and the two digits could swap: so it does not.
    HiddenRectangle {
        /// The corner holding only the two digits.
        corner: u8,
        /// The corner facing it, which loses `removed`.
        opposite: u8,
        /// The two other corners: the one in `opposite`'s row, then the one in its column.
        sides: [u8; 2],
        /// The units of the two strong links on `linked`: `opposite`'s row and column.
        links: [u8; 2],
        /// The digit of the strong links.
        linked: u8,
        /// The digit `opposite` loses.
        removed: u8,
    },
    /// BUG+1 and Bivalue Universal Grave: but for the `extras` (cells and their extra digits),
    /// every unsolved cell would hold two digits and every digit two places in each unit (a
    /// bivalue universal grave: two solutions), so an extra is true, and `rescue` says what that
    /// proves.
    Bug {
        /// The cells outside the grave and their extra digits, as found.
        extras: Vec<CellDigits>,
        /// What an extra being true proves.
        rescue: Rescue,
    },
}

/// Digits written together, e.g. `37`.
fn digits_text(digits: &[u8]) -> String {
    digits.iter().map(|&d| char::from(b'0' + d)).collect()
}

/// Cells listed, e.g. `r1c1, r1c5`.
fn cells_text(cells: &[u8]) -> String {
    cells_name(cells.iter().map(|&c| usize::from(c)))
}

/// Units listed, e.g. `row 1, row 5`.
fn units_text(units: &[u8]) -> String {
    units
        .iter()
        .map(|&u| unit_name(usize::from(u)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A cell's name, e.g. `r1c5`.
fn cell(c: u8) -> String {
    cell_name(usize::from(c))
}

/// A unit's name, e.g. `column 3`.
fn unit(u: u8) -> String {
    unit_name(usize::from(u))
}

/// The step's eliminations listed, as most sentences end: `r1c2<>5, r3c4<>5`.
fn removed_list(step: &Step) -> String {
    eliminations_text(&step.eliminations)
}

/// The step's eliminations as a clause, as the ALS and chain sentences end: `r1c2, r3c4 cannot
/// be 5`.
fn removed_clause(step: &Step) -> String {
    removals_text(&step.eliminations)
}

/// The English sentence of `step`, written from its roles by its family's writer (empty when it
/// has none).
pub fn text(step: &Step) -> String {
    let Some(roles) = step.roles.as_deref() else {
        return String::new();
    };
    let family_writer = match roles {
        Roles::Single { .. } => singles::text,
        Roles::Intersection { .. } => intersections::text,
        Roles::Subset { .. } => subsets::text,
        Roles::Fish { .. } => fish::text,
        Roles::XyWing { .. } | Roles::AlsWing { .. } | Roles::WWing { .. } => wings::text,
        Roles::TwoStrongLinks { .. }
        | Roles::EmptyRectangle { .. }
        | Roles::ThreeStrongLinks { .. }
        | Roles::Colouring { .. } => single_digit::text,
        Roles::Exclusion { .. } => exclusion::text,
        Roles::AlsXz { .. } | Roles::AlsXyWing { .. } | Roles::SueDeCoq { .. } => als::text,
        Roles::Chain { .. }
        | Roles::Loop { .. }
        | Roles::ForcingChain { .. }
        | Roles::Contradiction { .. }
        | Roles::DoubleForcing { .. }
        | Roles::CellForcing { .. }
        | Roles::RegionForcing { .. } => chains::text,
        Roles::UniqueLoop { .. } | Roles::HiddenRectangle { .. } | Roles::Bug { .. } => {
            uniqueness::text
        }
    };
    family_writer(step, roles)
}

impl Step {
    /// Sets the step's roles and writes its sentence from them.
    pub fn with_roles(mut self, roles: Roles) -> Step {
        self.roles = Some(Box::new(roles));
        self.text = text(&self);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_step_carries_roles_and_its_sentence_from_them() {
        let mut seen = std::collections::HashSet::new();
        for puzzle in crate::logic::rated_samples(0.0).take(150) {
            for step in crate::logic::explain(&puzzle).steps {
                let family = step.technique.family();
                assert!(step.roles.is_some(), "{step:?}");
                assert_eq!(step.text, text(&step));
                assert!(!step.text.is_empty());
                seen.insert(family);
            }
        }
        assert!(seen.len() >= 6, "families seen: {seen:?}");
    }
}

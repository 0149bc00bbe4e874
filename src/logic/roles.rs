//! What the parts of a step's pattern are, by family (an XY-Wing's pivot and pincers, a fish's
//! base and cover units and fins, ...), and the English sentence of each family written from
//! them: one writer per family. The step JSON carries the roles as `roles`, `{"kind": ..., ...}`
//! (cells 0-80, units 0-26: rows 0-8, columns 9-17, boxes 18-26), so that a page words the step
//! in its own language from the same parts.

use serde::Serialize;

use super::board::{cell_name, unit_name, CellSet};
use super::step::{eliminations_text, removals_text, Candidate, Step, Technique};

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

/// What the extra digits of a unique loop's roof or a BUG's cells prove, one of them being
/// true (the JSON's `type`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Rescue {
    /// One cell holds extras (unique rectangle type 1, BUG+1): it holds one of them.
    Single,
    /// The extras are one digit (type 2): one of the cells holds it, so a cell seeing them all
    /// cannot.
    ExtraDigit {
        /// The extra digit.
        digit: u8,
    },
    /// Type 3: the cells, as one cell holding the extras, make with `cells` of `unit` a naked
    /// set of `digits`, which the rest of the unit loses.
    NakedSet {
        /// The unit shared by the cells holding extras.
        unit: u8,
        /// The set's other cells.
        cells: Vec<u8>,
        /// The set's digits.
        digits: Vec<u8>,
    },
    /// Unique loop type 3, hidden form: in `unit`, `digits` (the loop's two and others) fit only
    /// `cells` and one roof cell, so `cells` hold nothing else.
    HiddenSet {
        /// The unit shared by the roof.
        unit: u8,
        /// The set's cells besides the roof cell.
        cells: Vec<u8>,
        /// The set's digits.
        digits: Vec<u8>,
    },
    /// Type 4: in `unit`, `digit` lies only in the two cells holding extras. In a unique loop
    /// it is one of the loop's digits, so the other leaves both; in a BUG each cell holds its
    /// extra or `digit`.
    Conjugate {
        /// The unit of the strong link.
        unit: u8,
        /// The digit of the strong link.
        digit: u8,
    },
}

impl Rescue {
    /// The unit the deduction works in (types 3 and 4), drawn with the step.
    pub fn unit(&self) -> Option<u8> {
        match self {
            Rescue::Single | Rescue::ExtraDigit { .. } => None,
            Rescue::NakedSet { unit, .. }
            | Rescue::HiddenSet { unit, .. }
            | Rescue::Conjugate { unit, .. } => Some(*unit),
        }
    }
}

/// A cell and some of its digits.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct CellDigits {
    /// The cell.
    pub cell: u8,
    /// The digits.
    pub digits: Vec<u8>,
}

/// An almost locked set: cells of one unit holding one digit more than cells.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct AlmostLockedSet {
    /// A unit holding every cell.
    pub unit: u8,
    /// Its cells.
    pub cells: Vec<u8>,
    /// Its digits.
    pub digits: Vec<u8>,
}

/// A candidate assumed (or proved) true or false.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct CandidateState {
    /// The candidate, `[cell, digit]`.
    pub candidate: Candidate,
    /// True: the cell holds the digit; false: it does not.
    pub on: bool,
}

impl CandidateState {
    /// "r1c2 is 5" / "r1c2 is not 5".
    pub fn sentence(self) -> String {
        let [c, digit] = self.candidate;
        let not = if self.on { "" } else { "not " };
        format!("{} is {not}{digit}", cell(c))
    }

    /// The opposite state of the same candidate.
    pub fn negated(self) -> CandidateState {
        CandidateState {
            on: !self.on,
            ..self
        }
    }
}

/// The links Sudoku Explainer's cycle search follows: X-links (a digit's two places in a unit),
/// Y-links (a bivalue cell's two digits) or both.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LinkKinds {
    /// X-links only: an X-cycle.
    X,
    /// Y-links only: a Y-cycle.
    Y,
    /// Both: an XY-cycle.
    Xy,
}

/// A candidate a loop removes and the two nodes it conflicts with, one true whichever way the
/// loop goes.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct LoopRemoval {
    /// The candidate removed.
    pub candidate: Candidate,
    /// A node at an even place of the loop and one at an odd place (often the two ends of one
    /// of its links).
    pub conflicts: [Vec<Candidate>; 2],
}

/// Some cells and the digits they hold.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Part {
    /// The cells.
    pub cells: Vec<u8>,
    /// Their candidates.
    pub digits: Vec<u8>,
}

/// Names a list of digits written together, e.g. `37`.
fn digits_text(digits: &[u8]) -> String {
    digits.iter().map(|&d| char::from(b'0' + d)).collect()
}

fn cells_text(cells: &[u8]) -> String {
    super::board::cells_name(cells.iter().map(|&c| usize::from(c)))
}

fn units_text(units: &[u8]) -> String {
    units
        .iter()
        .map(|&u| unit_name(usize::from(u)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn cell(c: u8) -> String {
    cell_name(usize::from(c))
}

fn unit(u: u8) -> String {
    unit_name(usize::from(u))
}

/// The English sentence of `step`, written from its roles by its family's writer (empty when it
/// has none).
pub fn text(step: &Step) -> String {
    let removed = || eliminations_text(&step.eliminations);
    match step.roles.as_deref() {
        None => String::new(),
        Some(Roles::Single {
            cell: c,
            digit,
            unit: house,
        }) => single(step.technique, *c, *digit, *house),
        Some(Roles::Intersection {
            digit,
            base,
            cover,
            single,
            ..
        }) => {
            let lead = format!(
                "In {}, {digit} lies only in {}, so it leaves the rest of {}",
                unit(*base),
                unit(*cover),
                unit(*cover)
            );
            match (single, step.placements.first()) {
                (Some(single), Some(&[placed, _])) => format!(
                    "{lead}; then in {} it can only go in {}.",
                    unit(*single),
                    cell(placed)
                ),
                _ => format!("{lead}: {}.", removed()),
            }
        }
        Some(Roles::Subset {
            unit: u,
            cells,
            digits,
        }) => {
            let hidden = matches!(
                step.technique,
                Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad
            );
            match (hidden, step.placements.first()) {
                (false, _) => format!(
                    "In {}, {} hold only {}, so no other cell of it can: {}.",
                    unit(*u),
                    cells_text(cells),
                    digits_text(digits),
                    removed()
                ),
                (true, None) => format!(
                    "In {}, {} fit only {}, so those cells hold nothing else: {}.",
                    unit(*u),
                    digits_text(digits),
                    cells_text(cells),
                    removed()
                ),
                (true, Some(&[placed, digit])) => format!(
                    "In {}, {} fit only {}, so {digit} can only go in {}.",
                    unit(*u),
                    digits_text(digits),
                    cells_text(cells),
                    cell(placed)
                ),
            }
        }
        Some(Roles::Fish {
            digit,
            base,
            cover,
            fins,
        }) => {
            if fins.is_empty() {
                format!(
                    "In {}, {digit} lies only in {}, so the rest of those lose it: {}.",
                    units_text(base),
                    units_text(cover),
                    removed()
                )
            } else {
                format!(
                    "In {}, {digit} lies only in {} apart from the fins {}, so either a fin or the fish holds it and the cells of the fish seeing every fin lose it: {}.",
                    units_text(base),
                    units_text(cover),
                    cells_text(fins),
                    removed()
                )
            }
        }
        Some(Roles::XyWing {
            pivot,
            pivot_digits,
            pincers,
            digit,
        }) => format!(
            "{} holds {}, so {} or {}{} holds {digit}: {}.",
            cell(*pivot),
            digits_text(pivot_digits),
            cell(pincers[0]),
            cell(pincers[1]),
            if step.technique == Technique::XYZWing {
                format!(" or {}", cell(*pivot))
            } else {
                String::new()
            },
            removed()
        ),
        Some(Roles::AlsWing {
            als,
            als_digits,
            bivalue,
            bivalue_digits,
            restricted,
            digit,
            both,
        }) => format!(
            "{} hold only {} and {} holds {}{}: {}.",
            cells_text(als),
            digits_text(als_digits),
            cell(*bivalue),
            digits_text(bivalue_digits),
            if *both {
                format!(", linked by both {restricted} and {digit}, so every digit there is locked")
            } else {
                format!(", and every {restricted} there sees it, so {digit} is in one of them")
            },
            removed()
        ),
        Some(Roles::WWing {
            cells,
            digits,
            unit: u,
            link,
            linked,
            digit,
        }) => format!(
            "{} and {} hold only {}, and in {} {linked} is in {} or {}, which see them, so one of them is {digit}: {}.",
            cell(cells[0]),
            cell(cells[1]),
            digits_text(digits),
            unit(*u),
            cell(link[0]),
            cell(link[1]),
            removed()
        ),
        Some(Roles::TwoStrongLinks {
            digit,
            start,
            bridges,
            end,
            links,
            ..
        }) => format!(
            "{digit} is in {} or {} ({}), and in {} or {} ({}); {} and {} see each other, so {digit} is in {} or {}: {}.",
            cell(*start),
            cell(bridges[0]),
            unit(links[0]),
            cell(bridges[1]),
            cell(*end),
            unit(links[1]),
            cell(bridges[0]),
            cell(bridges[1]),
            cell(*start),
            cell(*end),
            removed()
        ),
        Some(Roles::EmptyRectangle {
            digit,
            line,
            start,
            bridge,
            box_,
            heart,
            shared,
        }) => format!(
            "In {}, {digit} is in {} or {}; {} sees the empty rectangle of {} through {}, so {digit} is in {} or in {}'s row or column of the box: {}.",
            unit(*line),
            cell(*start),
            cell(*bridge),
            cell(*bridge),
            unit(*box_),
            unit(*shared),
            cell(*start),
            cell(*heart),
            removed()
        ),
        Some(Roles::ThreeStrongLinks {
            digit,
            chain,
            links,
            ..
        }) => format!(
            "Strong links on {digit} in {}, {} and {}, joined where {} sees {} and {} sees {}, put {digit} in {} or {}: {}.",
            unit(links[0]),
            unit(links[1]),
            unit(links[2]),
            cell(chain[1]),
            cell(chain[2]),
            cell(chain[3]),
            cell(chain[4]),
            cell(chain[0]),
            cell(chain[5]),
            removed()
        ),
        Some(Roles::Colouring { digit, path, wrap }) => {
            let (first, last) = (path[0], path[path.len() - 1]);
            if *wrap {
                format!(
                    "Colouring the conjugate pairs of {digit} gives {} and {} the same colour, yet they see each other, so that colour is false: {}.",
                    cell(first),
                    cell(last),
                    removed()
                )
            } else {
                let cells: Vec<u8> = step.eliminations.iter().map(|&[c, _]| c).collect();
                format!(
                    "Colouring the conjugate pairs of {digit} from {} to {} puts {digit} in one of them, and both see {}: {}.",
                    cell(first),
                    cell(last),
                    cells_text(&cells),
                    removed()
                )
            }
        }
        Some(Roles::Exclusion { cells, excluders }) => format!(
            "No combination of digits for {} that leaves {} a candidate uses these: {}.",
            cells_text(cells),
            cells_text(excluders),
            removed()
        ),
        Some(Roles::AlsXz { sets, restricted }) => format!(
            "ALS-XZ: {} and {} {}; {}.",
            als_text(&sets[0]),
            als_text(&sets[1]),
            if restricted.len() == 2 {
                format!(
                    "share the restricted digits {}, so each is locked without one of them",
                    digits_text(restricted)
                )
            } else {
                format!(
                    "share the restricted digit {}, so one of them is locked",
                    digits_text(restricted)
                )
            },
            removals_text(&step.eliminations)
        ),
        Some(Roles::AlsXyWing {
            pivot,
            wings,
            restricted: [x, y],
        }) => format!(
            "ALS-XY-Wing: {} holds {x} or {y}, so {} (restricted {x}) or {} (restricted {y}) is locked; {}.",
            als_text(pivot),
            als_text(&wings[0]),
            als_text(&wings[1]),
            removals_text(&step.eliminations)
        ),
        Some(Roles::SueDeCoq {
            box_,
            line,
            core,
            line_part,
            box_part,
        }) => format!(
            "Sue de Coq: in {} and {}, {} with {} and {} hold as many digits as cells; {}.",
            unit(*box_),
            unit(*line),
            part_text(core),
            part_text(line_part),
            part_text(box_part),
            removals_text(&step.eliminations)
        ),
        Some(Roles::Chain {
            digit,
            start,
            inner,
            end,
            ..
        }) => {
            let nodes: Vec<&[Candidate]> = std::iter::once(start)
                .chain(inner)
                .chain(std::iter::once(end))
                .map(Vec::as_slice)
                .collect();
            format!(
                "{}{}: {}, so {}.",
                step.technique.name(),
                on_digit(*digit),
                chain_notation(&nodes, digit.is_none(), true),
                removals_text(&step.eliminations)
            )
        }
        Some(Roles::Loop {
            digit,
            nodes,
            links: None,
            ..
        }) => {
            let mut around: Vec<&[Candidate]> = nodes.iter().map(Vec::as_slice).collect();
            around.push(&nodes[0]);
            format!(
                "{}{}: {}, so {}.",
                step.technique.name(),
                on_digit(*digit),
                chain_notation(&around, digit.is_none(), false),
                removals_text(&step.eliminations)
            )
        }
        Some(Roles::Loop {
            nodes,
            links: Some(kinds),
            ..
        }) => {
            let cells = nodes.iter().flatten().fold(CellSet::EMPTY, |mut s, &[c, _]| {
                s.insert(usize::from(c));
                s
            });
            let kind = match kinds {
                LinkKinds::X => "X-cycle",
                LinkKinds::Y => "Y-cycle",
                LinkKinds::Xy => "XY-cycle",
            };
            format!(
                "The {kind} through {} alternates strong and weak links, so every candidate that sees both ends of a weak link goes: {}.",
                super::board::cells_name(cells.iter()),
                removed()
            )
        }
        Some(Roles::ForcingChain {
            premise,
            conclusion,
        }) => format!(
            "If {}, a chain of {} links proves that {}, so {}.",
            premise.sentence(),
            step.links.len(),
            conclusion.sentence(),
            conclusion.sentence()
        ),
        Some(Roles::Contradiction {
            premise,
            clash: [clash, digit],
            conclusion,
        }) => format!(
            "If {}, then {} would be both {digit} and not {digit}, so {}.",
            premise.sentence(),
            cell(*clash),
            conclusion.sentence()
        ),
        Some(Roles::DoubleForcing {
            candidate,
            conclusion,
        }) => format!(
            "Whether {} or not, {}.",
            CandidateState {
                candidate: *candidate,
                on: true
            }
            .sentence(),
            conclusion.sentence()
        ),
        Some(Roles::CellForcing {
            cell: c,
            conclusion,
            ..
        }) => format!(
            "Every candidate of {} implies that {}, so {}.",
            cell(*c),
            conclusion.sentence(),
            conclusion.sentence()
        ),
        Some(Roles::RegionForcing {
            unit: u,
            digit,
            conclusion,
            ..
        }) => format!(
            "Every place for {digit} in {} implies that {}, so {}.",
            unit(*u),
            conclusion.sentence(),
            conclusion.sentence()
        ),
        Some(Roles::UniqueLoop {
            cells,
            digits,
            roof,
            extras,
            rescue,
            ..
        }) => format!(
            "{} would hold only {} in two ways, so {}: {}.",
            cells_text(cells),
            digits_text(digits),
            unique_loop_reason(digits, roof, extras, rescue),
            removed()
        ),
        Some(Roles::HiddenRectangle {
            corner,
            opposite,
            sides,
            links,
            linked,
            removed: digit,
        }) => {
            let mut rectangle = [*corner, *opposite, sides[0], sides[1]];
            rectangle.sort_unstable();
            format!(
                "{} holds only {}; in {} and {}, {linked} can only go in the rectangle {}, so if {} were {digit}, {linked} would fill {} and {}, {} would be {digit}, and the two digits could swap: {}.",
                cell(*corner),
                digits_text(&[*linked.min(digit), *linked.max(digit)]),
                unit(links[0]),
                unit(links[1]),
                cells_text(&rectangle),
                cell(*opposite),
                cell(sides[0]),
                cell(sides[1]),
                cell(*corner),
                removed()
            )
        }
        Some(Roles::Bug { extras, rescue }) => format!(
            "Without {}, every cell would hold two digits and every digit two places in each unit (two solutions), so {}: {}.",
            extras
                .iter()
                .map(|extra| format!("{} in {}", digits_text(&extra.digits), cell(extra.cell)))
                .collect::<Vec<_>>()
                .join(" and "),
            bug_reason(extras, rescue),
            removed()
        ),
    }
}

/// What a unique loop's roof proves, as the uniqueness writer words it.
fn unique_loop_reason(digits: &[u8; 2], roof: &[u8], extras: &[u8], rescue: &Rescue) -> String {
    match rescue {
        Rescue::Single => format!("{} must hold one of its other digits", cell(roof[0])),
        Rescue::ExtraDigit { digit } => format!("one of {} holds {digit}", cells_text(roof)),
        Rescue::NakedSet {
            unit: u,
            cells,
            digits: set,
        } => format!(
            "{} or {} holds {}, which with {} makes a naked set of {} in {}",
            cell(roof[0]),
            cell(roof[1]),
            digits_text(extras),
            cells_text(cells),
            digits_text(set),
            unit(*u)
        ),
        Rescue::HiddenSet {
            unit: u,
            cells,
            digits: set,
        } => format!(
            "{} or {} holds {}, so in {} the digits {} fit only {} and one of them",
            cell(roof[0]),
            cell(roof[1]),
            digits_text(extras),
            unit(*u),
            digits_text(set),
            cells_text(cells)
        ),
        Rescue::Conjugate { unit: u, digit } => {
            let other = if *digit == digits[0] {
                digits[1]
            } else {
                digits[0]
            };
            format!(
                "in {}, {digit} must be in {} or {}, so neither holds {other}",
                unit(*u),
                cell(roof[0]),
                cell(roof[1])
            )
        }
    }
}

/// What a BUG's extra digits prove, as the uniqueness writer words it.
fn bug_reason(extras: &[CellDigits], rescue: &Rescue) -> String {
    let cells: Vec<u8> = extras.iter().map(|extra| extra.cell).collect();
    match rescue {
        Rescue::Single => format!(
            "{} holds {}",
            cell(extras[0].cell),
            digits_text(&extras[0].digits)
        ),
        Rescue::ExtraDigit { digit } => format!("one of them holds {digit}"),
        Rescue::Conjugate { unit: u, digit } => format!(
            "one of them holds its extra digit and, {digit} having only those places in {}, the other {digit}",
            unit(*u)
        ),
        // A BUG's extras make no hidden set (its finder gives the naked form only).
        Rescue::NakedSet {
            unit: u,
            cells: set,
            digits,
        } | Rescue::HiddenSet {
            unit: u,
            cells: set,
            digits,
        } => format!(
            "one of {} holds its extra digit, making a naked set of {} with {} in {}",
            cells_text(&cells),
            digits_text(digits),
            cells_text(set),
            unit(*u)
        ),
    }
}

/// " on 5" after a chain's name when it keeps to one digit.
fn on_digit(digit: Option<u8>) -> String {
    digit.map_or(String::new(), |d| format!(" on {d}"))
}

/// A chain node as people write it: `r1c5`, or `r1c45` / `r45c1` for a group; with `(7)` before
/// it in chains over several digits.
fn node_name(node: &[Candidate], with_digit: bool) -> String {
    let cells: Vec<usize> = node.iter().map(|&[c, _]| usize::from(c)).collect();
    let (row, col) = (super::board::row, super::board::col);
    let place = if cells.len() == 1 {
        cell_name(cells[0])
    } else if cells.iter().all(|&c| row(c) == row(cells[0])) {
        let cols: String = cells
            .iter()
            .map(|&c| char::from(b'1' + col(c) as u8))
            .collect();
        format!("r{}c{cols}", row(cells[0]) + 1)
    } else {
        let rows: String = cells
            .iter()
            .map(|&c| char::from(b'1' + row(c) as u8))
            .collect();
        format!("r{rows}c{}", col(cells[0]) + 1)
    };
    if with_digit {
        format!("({}){place}", node[0][1])
    } else {
        place
    }
}

/// Nodes joined by `=` (strong link) and `-` (weak link), alternating from `strong_first`:
/// `r1c1=r1c5-r3c5=r3c2`.
fn chain_notation(nodes: &[&[Candidate]], with_digit: bool, strong_first: bool) -> String {
    let mut chain = node_name(nodes[0], with_digit);
    for (i, node) in nodes[1..].iter().enumerate() {
        chain.push(if (i % 2 == 0) == strong_first {
            '='
        } else {
            '-'
        });
        chain.push_str(&node_name(node, with_digit));
    }
    chain
}

/// Cells and their digits as the ALS sentences write them: `r1c1, r1c2 {123}`.
fn part_text(part: &Part) -> String {
    format!(
        "{} {{{}}}",
        cells_text(&part.cells),
        digits_text(&part.digits)
    )
}

fn als_text(als: &AlmostLockedSet) -> String {
    format!(
        "{} {{{}}}",
        cells_text(&als.cells),
        digits_text(&als.digits)
    )
}

/// The singles' writer.
fn single(technique: Technique, c: u8, digit: u8, house: Option<u8>) -> String {
    match (technique, house) {
        (Technique::FullHouse, Some(house)) => format!(
            "{} is the last empty cell of {}: it takes {digit}.",
            cell(c),
            unit(house)
        ),
        (Technique::HiddenSingle, Some(house)) => {
            format!("In {}, {digit} can only go in {}.", unit(house), cell(c))
        }
        _ => format!("{digit} is the only candidate left in {}.", cell(c)),
    }
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

//! One logical step: the technique, its rating, what it places and removes, the pattern that
//! proves it (for drawing) and a sentence for people.

use serde::Serialize;

use super::board::{Board, CellSet, Digits};
pub use super::roles::Roles;
pub use super::technique::Technique;

/// A difficulty on the Sudoku Explainer scale in tenths: `Rating(23)` is 2.3. Kept as an integer
/// so that comparisons are exact; serialized as the decimal number.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Default, Hash)]
pub struct Rating(pub u16);

impl Rating {
    /// The rating of a puzzle with one solution that the techniques cannot finish: Sudoku
    /// Explainer's 20.0, above every technique (nested forcing chains reach about 12).
    pub const UNSOLVED: Rating = Rating(200);

    /// The rating as the decimal number people read (2.3).
    pub fn value(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

impl std::fmt::Display for Rating {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

impl Serialize for Rating {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(self.value())
    }
}

/// Sudoku Explainer's length bonus for a chain or net, in tenths: +0.1 each time its number of
/// nodes (its complexity, less 2) passes 4, 6, 8, 12, 16, 24, 32, ... (the limit grows by x3/2
/// and x4/3 in turn).
pub fn length_bonus(nodes: usize) -> u16 {
    let length = nodes.saturating_sub(2);
    let (mut limit, mut odd, mut added) = (4, false, 0);
    while length > limit {
        added += 1;
        limit = if odd { limit * 4 / 3 } else { limit * 3 / 2 };
        odd = !odd;
    }
    added
}

/// A candidate: `[cell, digit]` (cell 0..81, digit 1..=9).
pub type Candidate = [u8; 2];

/// One link of a chain, drawn as an arrow from one candidate (or group of candidates) to the
/// next. A strong link says "if `from` is false, `to` is true"; a weak one "if `from` is true,
/// `to` is false".
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Link {
    /// Where the link starts: one candidate, or several of one digit for a grouped node.
    pub from: Vec<Candidate>,
    /// Where it ends.
    pub to: Vec<Candidate>,
    /// Strong (`true`) or weak link.
    pub strong: bool,
}

/// One link of a forcing chain's branch: a [`Link`], or the last link of a contradiction's
/// branch, which closes the contradiction on the branch's premise.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct BranchLink {
    /// The link itself, its fields flat in the JSON like a step's `links`.
    #[serde(flatten)]
    pub link: Link,
    /// Whether the link closes a contradiction: `from` is true in one of the step's two branches
    /// and false in the other, so `to`, the premise both assume, takes the state the step
    /// concludes (absent from the JSON when false).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub contradiction: bool,
}

impl From<Link> for BranchLink {
    fn from(link: Link) -> BranchLink {
        BranchLink {
            link,
            contradiction: false,
        }
    }
}

/// One step of a logical solution: a proof that places digits and/or removes candidates.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Step {
    /// The technique used.
    pub technique: Technique,
    /// Its difficulty on the Sudoku Explainer scale.
    pub rating: Rating,
    /// Cells the step solves, as `[cell, digit]`.
    pub placements: Vec<Candidate>,
    /// Candidates the step removes, as `[cell, digit]`.
    pub eliminations: Vec<Candidate>,
    /// The cells of the pattern (for highlighting).
    pub cells: Vec<u8>,
    /// The candidates that make the pattern (for highlighting).
    pub candidates: Vec<Candidate>,
    /// The units of the pattern: rows 0..9, columns 9..18, boxes 18..27.
    pub units: Vec<u8>,
    /// A chain's links, in order.
    pub links: Vec<Link>,
    /// One English sentence naming cells as r#c#.
    pub text: String,
    /// For a nested forcing chain: each candidate its chains turn off by an inner chain run on
    /// the grid the outer chain has reduced, with that inner chain (absent from the JSON when
    /// empty).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub nested: Vec<NestedChain>,
    /// For a forcing chain (cell, region, dynamic, Nishio, nested, and the one-branch forcing
    /// chains and forcing X-chains): for each premise, the chain from it to the conclusion, each
    /// link after the links into its start. A cell's or unit's branches assume each of its
    /// candidates on; a contradiction's two assume the conclusion's negation, reach one
    /// candidate on, then off, and end with a link from it to the conclusion marked
    /// `contradiction`; a double forcing chain's assume a candidate on, then off; a
    /// one-branch chain assumes the conclusion's negation (absent from the JSON when empty).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub branches: Vec<Vec<BranchLink>>,
    /// What the parts of the pattern are, by family (see [`Roles`]; absent from the JSON for the
    /// families that do not name them yet). Boxed: most steps are singles, kept small.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub roles: Option<Box<Roles>>,
}

/// An inner chain of a nested forcing chain: it proves, on the grid as the outer chain has
/// reduced it, that `candidate` is false; the links into `candidate` rest on it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct NestedChain {
    /// The candidate the inner chain removes, as `[cell, digit]`.
    pub candidate: Candidate,
    /// The inner chain, a step of its own (its rating is the inner rule's).
    pub step: Step,
}

impl Step {
    /// A step with nothing in it yet; the finders fill the fields they need.
    pub fn new(technique: Technique, rating: u16) -> Step {
        Step {
            technique,
            rating: Rating(rating),
            placements: Vec::new(),
            eliminations: Vec::new(),
            cells: Vec::new(),
            candidates: Vec::new(),
            units: Vec::new(),
            links: Vec::new(),
            text: String::new(),
            nested: Vec::new(),
            branches: Vec::new(),
            roles: None,
        }
    }

    /// Sets the pattern's cells.
    pub fn with_cells(mut self, cells: CellSet) -> Step {
        self.cells = cells.iter().map(|c| c as u8).collect();
        self
    }

    /// Applies the step to a board: its placements, then its eliminations.
    pub fn apply(&self, board: &mut Board) {
        for &[cell, digit] in &self.placements {
            board.place(usize::from(cell), digit);
        }
        for &[cell, digit] in &self.eliminations {
            board.eliminate(usize::from(cell), digit);
        }
    }

    /// Whether applying the step changes the board (a step that does not would loop forever).
    pub fn makes_progress(&self, board: &Board) -> bool {
        self.placements
            .iter()
            .any(|&[c, _]| board.value(usize::from(c)) == 0)
            || self
                .eliminations
                .iter()
                .any(|&[c, d]| board.has(usize::from(c), d))
    }
}

/// The instance SE takes among those `found` in its search order: the lowest rating, then the
/// most eliminations, then the first found; `rating_and_removed` gives an instance's rating and
/// how many candidates it removes.
pub fn se_choice<T>(
    found: impl IntoIterator<Item = T>,
    rating_and_removed: impl Fn(&T) -> (u16, usize),
) -> Option<T> {
    // `min_by_key` keeps the first of equal keys.
    found.into_iter().min_by_key(|instance| {
        let (rating, removed) = rating_and_removed(instance);
        (rating, std::cmp::Reverse(removed))
    })
}

/// Collects eliminations: each candidate once, only those still on the board.
#[derive(Default)]
pub struct Eliminations(Vec<Candidate>);

impl Eliminations {
    /// Adds `digit` of `cell` if the board still has it and it is not already there.
    pub fn add(&mut self, board: &Board, cell: usize, digit: u8) {
        let candidate = [cell as u8, digit];
        if board.has(cell, digit) && !self.0.contains(&candidate) {
            self.0.push(candidate);
        }
    }

    /// Adds `digit` of every cell of `cells`.
    pub fn add_cells(&mut self, board: &Board, cells: CellSet, digit: u8) {
        for cell in cells.iter() {
            self.add(board, cell, digit);
        }
    }

    /// Adds each of `digits` of `cell` (those the board still has).
    pub fn add_digits(&mut self, board: &Board, cell: usize, digits: Digits) {
        for digit in super::board::digits(digits) {
            self.add(board, cell, digit);
        }
    }

    /// Whether nothing was added.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The candidates, sorted by cell then digit.
    pub fn into_sorted(mut self) -> Vec<Candidate> {
        self.0.sort_unstable();
        self.0
    }
}

/// The eliminations of a step written for people: `r1c2<>5, r3c4<>5`.
pub fn eliminations_text(eliminations: &[Candidate]) -> String {
    eliminations
        .iter()
        .map(|&[c, d]| format!("{}<>{d}", super::board::cell_name(usize::from(c))))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Eliminations (sorted by cell) as a clause: "r8c1 cannot be 7", "r8c1, r8c2 cannot be 7", or
/// "r8c1 cannot be 7 or 9, r2c2 cannot be 3".
pub fn removals_text(eliminations: &[Candidate]) -> String {
    let digit = eliminations[0][1];
    if eliminations.iter().all(|&[_, d]| d == digit) {
        let cells = super::board::cells_name(eliminations.iter().map(|&[c, _]| usize::from(c)));
        return format!("{cells} cannot be {digit}");
    }
    eliminations
        .chunk_by(|a, b| a[0] == b[0])
        .map(|same_cell| {
            let digits: Vec<String> = same_cell.iter().map(|&[_, d]| d.to_string()).collect();
            format!(
                "{} cannot be {}",
                super::board::cell_name(usize::from(same_cell[0][0])),
                digits.join(" or ")
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_bonus_adds_a_tenth_past_each_of_ses_limits() {
        let nodes = [4, 6, 7, 8, 9, 10, 11, 14, 15, 18, 19, 26, 27, 34, 35];
        assert_eq!(
            nodes.map(length_bonus),
            [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7]
        );
    }

    #[test]
    fn removals_are_written_by_digit_or_by_cell() {
        assert_eq!(removals_text(&[[0, 7], [10, 7]]), "r1c1, r2c2 cannot be 7");
        assert_eq!(
            removals_text(&[[5, 7], [5, 9], [40, 3]]),
            "r1c6 cannot be 7 or 9, r5c5 cannot be 3"
        );
    }
}

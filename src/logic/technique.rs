//! The technique table: every technique the logical solver names, once, with its family, its
//! Sudoku Explainer (SE) ratings and its help key. The [`Technique`] enum, the names, the SE
//! order and the base ratings the finders use are all built from it; the page's names, help and
//! pictures and the test fixtures are checked against it (tests/node/step-text.test.mjs, through
//! the JS API's `techniques()`).

use serde::Serialize;

/// The family a technique belongs to: the module that finds it and the shape of its roles
/// (see [`super::roles`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Family {
    /// Full House, Hidden Single, Naked Single.
    Singles,
    /// Pointing and Claiming.
    Intersections,
    /// Naked and hidden pairs, triples and quads.
    Subsets,
    /// Basic, finned and sashimi fish.
    Fish,
    /// One digit's strong links: Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle, the
    /// three-link forms and Simple Colouring.
    SingleDigit,
    /// XY-, XYZ-, WXYZ-, VWXYZ- and W-Wing.
    Wings,
    /// Unique rectangles and loops, and the bivalue universal grave.
    Uniqueness,
    /// Aligned pair and triple exclusion.
    Exclusion,
    /// Named chains and loops: X- and XY-Chains, X-Cycles, nice loops, AICs, and SE's forcing
    /// chains and bidirectional cycles.
    Chains,
    /// Almost locked sets: ALS-XZ, ALS-XY-Wing, Sue de Coq.
    Als,
    /// Nets of implications: Nishio, cell, region, dynamic and nested forcing chains.
    ForcingChains,
}

/// One row of the technique table.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct Entry {
    /// The technique.
    #[serde(skip)]
    pub technique: Technique,
    /// Its usual English name, as SudokuWiki and HoDoKu name it.
    pub name: &'static str,
    /// Its family.
    pub family: Family,
    /// SE's base rating of its usual form, in tenths (chains and nets add to it by length).
    pub rating: u16,
    /// The lowest rating SE gives it, in tenths: the base, or a simpler form's (a hidden single
    /// in a box, the direct intersections and hidden subsets that place a digit). Its place in
    /// the SE order follows this form.
    pub lowest: u16,
    /// The slug of its help section (an anchor of the page's Techniques help).
    pub help: &'static str,
}

macro_rules! technique_table {
    ($($variant:ident => $name:literal, $family:ident, $rating:literal, $lowest:literal, $help:literal;)*) => {
        /// The named techniques, in the order Sudoku Explainer tries them (the table's order).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum Technique {
            $(
                #[doc = $name]
                $variant,
            )*
        }

        /// Every technique, in SE order: name, family, ratings, help key.
        pub const TABLE: &[Entry] = &[
            $(Entry {
                technique: Technique::$variant,
                name: $name,
                family: Family::$family,
                rating: $rating,
                lowest: $lowest,
                help: $help,
            },)*
        ];

        impl Technique {
            /// Every technique, in SE order.
            pub const ALL: &'static [Technique] = &[$(Technique::$variant,)*];
        }
    };
}

technique_table! {
    FullHouse => "Full House", Singles, 10, 10, "full-house";
    HiddenSingle => "Hidden Single", Singles, 15, 12, "hidden-single";
    Pointing => "Pointing", Intersections, 26, 17, "pointing";
    Claiming => "Claiming", Intersections, 28, 19, "claiming";
    HiddenPair => "Hidden Pair", Subsets, 34, 20, "hidden-pair";
    NakedSingle => "Naked Single", Singles, 23, 23, "naked-single";
    HiddenTriple => "Hidden Triple", Subsets, 40, 25, "hidden-triple";
    NakedPair => "Naked Pair", Subsets, 30, 30, "naked-pair";
    XWing => "X-Wing", Fish, 32, 32, "x-wing";
    NakedTriple => "Naked Triple", Subsets, 36, 36, "naked-triple";
    Swordfish => "Swordfish", Fish, 38, 38, "swordfish";
    Skyscraper => "Skyscraper", SingleDigit, 40, 40, "skyscraper";
    TwoStringKite => "2-String Kite", SingleDigit, 41, 41, "2-string-kite";
    TurbotFish => "Turbot Fish", SingleDigit, 43, 43, "turbot-fish";
    EmptyRectangle => "Empty Rectangle", SingleDigit, 43, 43, "empty-rectangle";
    XYWing => "XY-Wing", Wings, 42, 42, "xy-wing";
    XYZWing => "XYZ-Wing", Wings, 44, 44, "xyz-wing";
    UniqueRectangle1 => "Unique Rectangle Type 1", Uniqueness, 45, 45, "unique-rectangle-type-1";
    UniqueRectangle2 => "Unique Rectangle Type 2", Uniqueness, 45, 45, "unique-rectangle-type-2";
    UniqueRectangle3 => "Unique Rectangle Type 3", Uniqueness, 45, 45, "unique-rectangle-type-3";
    UniqueRectangle4 => "Unique Rectangle Type 4", Uniqueness, 45, 45, "unique-rectangle-type-4";
    HiddenUniqueRectangle => "Hidden Unique Rectangle", Uniqueness, 45, 45, "hidden-unique-rectangle";
    UniqueLoop => "Unique Loop", Uniqueness, 45, 45, "unique-loop";
    NakedQuad => "Naked Quad", Subsets, 50, 50, "naked-quad";
    Jellyfish => "Jellyfish", Fish, 52, 52, "jellyfish";
    HiddenQuad => "Hidden Quad", Subsets, 54, 54, "hidden-quad";
    ThreeSkyscrapers => "3 Skyscrapers", SingleDigit, 54, 54, "3-skyscrapers";
    ThreeTurbotFish => "3-Turbot Fish", SingleDigit, 55, 55, "3-turbot-fish";
    ThreeStringKite => "3-String Kite", SingleDigit, 56, 56, "3-string-kite";
    ThreeLinkEmptyRectangle => "3 Strong Links with Empty Rectangle", SingleDigit, 57, 57,
        "3-strong-links-with-empty-rectangle";
    WXYZWing => "WXYZ-Wing", Wings, 55, 55, "wxyz-wing";
    Bug1 => "BUG+1", Uniqueness, 56, 56, "bug-plus-1";
    Bug => "Bivalue Universal Grave", Uniqueness, 57, 57, "bivalue-universal-grave";
    VWXYZWing => "VWXYZ-Wing", Wings, 62, 62, "vwxyz-wing";
    AlignedPairExclusion => "Aligned Pair Exclusion", Exclusion, 62, 62, "aligned-pair-exclusion";
    XCycle => "X-Cycle", Chains, 65, 65, "x-cycle";
    BidirectionalCycle => "Bidirectional Cycle", Chains, 70, 65, "bidirectional-cycle";
    ForcingXChain => "Forcing X-Chain", Chains, 66, 66, "forcing-x-chain";
    FinnedXWing => "Finned X-Wing", Fish, 66, 66, "finned-x-wing";
    FinnedSwordfish => "Finned Swordfish", Fish, 66, 66, "finned-swordfish";
    FinnedJellyfish => "Finned Jellyfish", Fish, 66, 66, "finned-jellyfish";
    SashimiXWing => "Sashimi X-Wing", Fish, 66, 66, "sashimi-x-wing";
    SashimiSwordfish => "Sashimi Swordfish", Fish, 66, 66, "sashimi-swordfish";
    SashimiJellyfish => "Sashimi Jellyfish", Fish, 66, 66, "sashimi-jellyfish";
    SimpleColouring => "Simple Colouring", SingleDigit, 66, 66, "simple-colouring";
    XChain => "X-Chain", Chains, 66, 66, "x-chain";
    ForcingChain => "Forcing Chain", Chains, 70, 70, "forcing-chain";
    XYChain => "XY-Chain", Chains, 70, 70, "xy-chain";
    ContinuousNiceLoop => "Continuous Nice Loop", Chains, 70, 70, "continuous-nice-loop";
    Aic => "Alternating Inference Chain", Chains, 70, 70, "alternating-inference-chain";
    GroupedAic => "Grouped Alternating Inference Chain", Chains, 70, 70,
        "grouped-alternating-inference-chain";
    WWing => "W-Wing", Wings, 70, 70, "w-wing";
    AlsXz => "ALS-XZ", Als, 70, 70, "als-xz";
    AlsXyWing => "ALS-XY-Wing", Als, 70, 70, "als-xy-wing";
    SueDeCoq => "Sue de Coq", Als, 70, 70, "sue-de-coq";
    AlignedTripleExclusion => "Aligned Triple Exclusion", Exclusion, 75, 75, "aligned-triple-exclusion";
    Nishio => "Nishio Forcing Chain", ForcingChains, 75, 75, "nishio-forcing-chain";
    CellForcingChain => "Cell Forcing Chain", ForcingChains, 80, 80, "cell-forcing-chain";
    RegionForcingChain => "Region Forcing Chain", ForcingChains, 80, 80, "region-forcing-chain";
    DynamicForcingChain => "Dynamic Forcing Chain", ForcingChains, 85, 85, "dynamic-forcing-chain";
    DynamicForcingChainPlus => "Dynamic Forcing Chain (+)", ForcingChains, 90, 90,
        "dynamic-forcing-chain-plus";
    NestedForcingChain => "Nested Forcing Chain", ForcingChains, 95, 95, "nested-forcing-chain";
}

impl Technique {
    /// The technique's row of [`TABLE`] (the enum is declared in the table's order).
    pub const fn entry(self) -> &'static Entry {
        &TABLE[self as usize]
    }

    /// The technique's usual English name, e.g. `"Hidden Single"`.
    pub const fn name(self) -> &'static str {
        self.entry().name
    }

    /// The technique's family.
    pub const fn family(self) -> Family {
        self.entry().family
    }

    /// SE's base rating of the technique's usual form, in tenths.
    pub const fn rating(self) -> u16 {
        self.entry().rating
    }

    /// The lowest rating SE gives the technique (its simplest form), in tenths.
    pub const fn lowest_rating(self) -> u16 {
        self.entry().lowest
    }
}

impl Serialize for Technique {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_holds_each_technique_once_at_its_place() {
        for (place, entry) in TABLE.iter().enumerate() {
            assert_eq!(entry.technique as usize, place, "{}", entry.name);
            assert_eq!(Technique::ALL[place], entry.technique);
            assert!(entry.lowest <= entry.rating, "{}", entry.name);
            let slug = entry.name.to_lowercase().replace('+', " plus ");
            let slug: Vec<&str> = slug
                .split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|part| !part.is_empty())
                .collect();
            assert_eq!(
                entry.help,
                slug.join("-"),
                "{}: help key from its name",
                entry.name
            );
        }
        let mut names: Vec<&str> = TABLE.iter().map(|e| e.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), TABLE.len(), "names are unique");
    }
}

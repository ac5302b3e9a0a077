//! The technique finders: one file per family, one dispatch table here.
//!
//! A finder looks at a candidate grid and returns the first instance of its
//! pattern that concludes something, or `None`. Finders never change the
//! grid; the solver applies the step.

mod aligned_exclusion;
mod als;
pub(crate) mod bit_board;
mod bug;
mod chains;
mod colouring;
pub(crate) mod direct;
mod fish;
mod forcing;
mod intersections;
pub(crate) mod masks;
mod propagation;
pub(crate) mod quick_singles;
mod remote_pairs;
mod se_chaining;
mod single_digit;
mod singles;
mod subsets;
#[cfg(test)]
mod testing;
pub(crate) mod trial;
mod unique_loops;
mod uniqueness;
mod wings;
pub(crate) mod wording;

use super::{Candidates, Step, Technique};
use crate::{CellSet, Digit};

pub(crate) use trial::length_tier_ceiling;
pub(crate) use unique_loops::step_tenths as unique_loop_tenths;

/// Finds one productive instance of `technique` in `candidates`, if any.
pub(crate) fn find(technique: Technique, candidates: &Candidates) -> Option<Step> {
    match technique {
        Technique::FullHouse => singles::full_house(candidates),
        Technique::HiddenSingleBox => singles::hidden_single_box(candidates),
        Technique::HiddenSingleLine => singles::hidden_single_line(candidates),
        Technique::NakedSingle => singles::naked_single(candidates),
        Technique::Pointing => intersections::pointing(candidates),
        Technique::Claiming => intersections::claiming(candidates),
        Technique::NakedPair => subsets::naked_pair(candidates),
        Technique::HiddenPair => subsets::hidden_pair(candidates),
        Technique::NakedTriple => subsets::naked_triple(candidates),
        Technique::HiddenTriple => subsets::hidden_triple(candidates),
        Technique::NakedQuad => subsets::naked_quad(candidates),
        Technique::HiddenQuad => subsets::hidden_quad(candidates),
        Technique::XWing => fish::x_wing(candidates),
        Technique::Swordfish => fish::swordfish(candidates),
        Technique::Jellyfish => fish::jellyfish(candidates),
        Technique::FinnedXWing => fish::finned_x_wing(candidates),
        Technique::SashimiXWing => fish::sashimi_x_wing(candidates),
        Technique::FinnedSwordfish => fish::finned_swordfish(candidates),
        Technique::SashimiSwordfish => fish::sashimi_swordfish(candidates),
        Technique::FinnedJellyfish => fish::finned_jellyfish(candidates),
        Technique::SashimiJellyfish => fish::sashimi_jellyfish(candidates),
        Technique::Skyscraper => single_digit::skyscraper(candidates),
        Technique::TwoStringKite => single_digit::two_string_kite(candidates),
        Technique::EmptyRectangle => single_digit::empty_rectangle(candidates),
        Technique::XYWing => wings::xy_wing(candidates),
        Technique::XYZWing => wings::xyz_wing(candidates),
        Technique::WWing => wings::w_wing(candidates),
        Technique::SimpleColouring => colouring::simple_colouring(candidates),
        Technique::RemotePairs => remote_pairs::remote_pairs(candidates),
        Technique::XChain => chains::x_chain(candidates),
        Technique::XYChain => chains::xy_chain(candidates),
        Technique::UniqueRectangleType1 => uniqueness::unique_rectangle_type1(candidates),
        Technique::UniqueRectangleType2 => uniqueness::unique_rectangle_type2(candidates),
        Technique::UniqueRectangleType3 => uniqueness::unique_rectangle_type3(candidates),
        Technique::UniqueRectangleType3Hidden => {
            uniqueness::unique_rectangle_type3_hidden(candidates)
        }
        Technique::UniqueRectangleType4 => uniqueness::unique_rectangle_type4(candidates),
        Technique::UniqueLoop => unique_loops::unique_loop(candidates),
        Technique::BugPlusOne => uniqueness::bug_plus_one(candidates),
        // One finder gives SE's BUG step of type 2, 3 or 4 (SE applies the
        // first it makes); the other two find nothing by themselves.
        Technique::BugType2 => bug::bug_type_2_to_4(candidates),
        Technique::BugType3 | Technique::BugType4 => None,
        Technique::AlignedPairExclusion => aligned_exclusion::aligned_pair_exclusion(candidates),
        Technique::AlignedTripleExclusion => {
            aligned_exclusion::aligned_triple_exclusion(candidates)
        }
        Technique::AlternatingInferenceChain => chains::alternating_inference_chain(candidates),
        Technique::AlsXz => als::als_xz(candidates),
        Technique::CellForcingChain => forcing::cell_forcing_chain(candidates),
        Technique::UnitForcingChain => forcing::unit_forcing_chain(candidates),
        Technique::XCycle => se_chaining::chains_and_cycles(candidates),
        // Found by the X-cycle finder, SE's whole "forcing chains and cycles" rule.
        Technique::YCycle
        | Technique::ForcingXChain
        | Technique::BidirectionalCycle
        | Technique::ForcingChain => None,
        Technique::NishioForcingChain => se_chaining::nishio(candidates),
        Technique::MultipleForcingChain => se_chaining::multiple(candidates),
        Technique::DynamicForcingChain => se_chaining::dynamic(candidates),
        Technique::Trial => trial::find(candidates, None).map(|f| f.to_step()),
    }
}

/// What a one-digit search found, for [`Memo::first`].
pub(crate) enum Search<T> {
    /// An answer: the search stops here.
    Found(T),
    /// Nothing in this digit: remembered.
    Nothing,
}

/// What a finder found empty in earlier states of the same solve, so that
/// a later search skips what has not changed since, and finds exactly what
/// a full search would. Kept per finder.
///
/// - A finder that searches one digit at a time, digit after digit, and
///   whose answer in a digit depends only on that digit's candidate cells,
///   remembers each digit's cells when it last found nothing there
///   ([`first`](Self::first)).
/// - A finder that searches one unit at a time, whose answer in a unit
///   depends only on its cells' candidates (its signature,
///   [`Places::signature`]), remembers each unit's signature when it last
///   found nothing there ([`known_empty`](Self::known_empty)).
/// - A finder with a rule of its own (the X- and XY-chains) remembers a
///   state where a full search finds nothing
///   ([`remember_empty`](Self::remember_empty)), and skips the search when
///   the state now is within that one (and its own conditions hold), reading
///   it back with [`remembered`](Self::remembered).
/// - ALS-XZ also keeps each unit's almost locked sets with the candidates
///   they were read off ([`als::UnitSets`]), built again only for the units
///   whose cells changed ([`als_sets`](Self::als_sets)).
#[derive(Clone, Debug)]
pub(crate) struct Memo(
    [u128; 27],
    Option<Box<als::UnitSets>>,
    Option<Box<se_chaining::RegionReach>>,
);

impl Memo {
    /// A slot's value before anything is stored (no board or signature
    /// has bits above 80).
    const NOTHING: u128 = u128::MAX;

    /// Nothing known.
    pub(crate) const fn new() -> Memo {
        Memo([Memo::NOTHING; 27], None, None)
    }

    /// ALS-XZ's sets by unit, kept across the solve (empty at first).
    #[inline]
    pub(crate) fn als_sets(&mut self) -> &mut als::UnitSets {
        self.1.get_or_insert_with(|| Box::new(als::UnitSets::new()))
    }

    /// The static chains' reachability bounds with region links only,
    /// kept across the solve ([`se_chaining::RegionReach`]).
    #[inline]
    pub(crate) fn region_reach(&mut self) -> &mut se_chaining::RegionReach {
        self.2.get_or_insert_with(Box::default)
    }

    /// The first digit's answer in digit order, skipping the digits known
    /// to have none in `c`, and remembering the digits found empty.
    #[inline]
    pub(crate) fn first<T>(
        &mut self,
        c: &Candidates,
        mut find: impl FnMut(Digit) -> Search<T>,
    ) -> Option<T> {
        for d in Digit::all() {
            let board = c.cells_with(d).bits();
            if self.0[d.index()] == board {
                continue;
            }
            match find(d) {
                Search::Found(t) => return Some(t),
                Search::Nothing => self.0[d.index()] = board,
            }
        }
        None
    }

    /// [`first`](Self::first) for a finder that returns a step or nothing.
    #[inline]
    pub(crate) fn first_step(
        &mut self,
        c: &Candidates,
        mut find: impl FnMut(Digit) -> Option<Step>,
    ) -> Option<Step> {
        self.first(c, |d| find(d).map_or(Search::Nothing, Search::Found))
    }

    /// What the finder stored in slot `i` (0..27) with
    /// [`remember_empty`](Self::remember_empty); `None` if nothing yet. For
    /// finders with a rule of their own (chains).
    #[inline]
    pub(crate) fn remembered(&self, i: usize) -> Option<u128> {
        let value = self.0[i];
        (value != Memo::NOTHING).then_some(value)
    }

    /// Slot `i`'s value as stored (all ones if nothing was), for a finder
    /// that reads it only after a slot it stores with it matched.
    #[inline]
    pub(crate) fn slot(&self, i: usize) -> u128 {
        self.0[i]
    }

    /// Whether unit `u` (0..27) was found empty with this signature.
    #[inline]
    pub(crate) fn known_empty(&self, u: usize, signature: u128) -> bool {
        self.0[u] == signature
    }

    /// Remembers each digit's cells in `c` in slots 0..9: the state a
    /// finder with a rule of its own last found nothing in (read back with
    /// [`lost_since`](Self::lost_since)).
    #[inline]
    pub(crate) fn remember_digit_cells(&mut self, c: &Candidates) {
        for d in Digit::all() {
            self.0[d.index()] = c.cells_with(d).bits();
        }
    }

    /// The cells that lost a candidate since the digits' cells were
    /// remembered ([`remember_digit_cells`](Self::remember_digit_cells)),
    /// when every digit's cells in `c` lie within those; `None` when a
    /// digit has a cell it did not have then, or nothing is remembered.
    #[inline]
    pub(crate) fn lost_since(&self, c: &Candidates) -> Option<CellSet> {
        let mut lost = 0;
        for d in Digit::all() {
            let then = self.remembered(d.index())?;
            let now = c.cells_with(d).bits();
            if now & !then != 0 {
                return None;
            }
            lost |= then & !now;
        }
        Some(CellSet::from_bits(lost))
    }

    /// Remembers that unit (or slot) `u` has nothing with this signature
    /// (or state).
    #[inline]
    pub(crate) fn remember_empty(&mut self, u: usize, signature: u128) {
        self.0[u] = signature;
    }
}

/// Each unit's signature (its cells' candidates, packed in 81 bits: all
/// that a subset search confined to the unit looks at), computed for every
/// unit at once, and each digit's places in the unit as 9-bit masks,
/// computed on demand.
#[derive(Clone, Debug)]
pub(crate) struct Places {
    /// `sets[u]`: the candidates of the cells of unit `u`, in
    /// [`Unit::cells`](crate::Unit::cells) order.
    sets: [[u16; 9]; 27],
    /// `signatures[u]`: the signature of `sets[u]`.
    signatures: [u128; 27],
    /// `counts[u]`: [`digit_counts`](Self::digit_counts) of `sets[u]`,
    /// valid where `have_counts` has bit `u`.
    counts: [([u16; 5], u32); 27],
    have_counts: u32,
    /// `masks[u][d]`: the positions of digit `d + 1` in unit `u`, valid
    /// where `have_masks` has bit `u`.
    masks: [[u16; 9]; 27],
    have_masks: u32,
}

impl Places {
    /// The tables of `c`: every unit's candidates and signature (the subset
    /// finders read them all unless one finds something early).
    pub(crate) fn new(c: &Candidates) -> Places {
        // Each cell's candidates written into its row, column and box at
        // once, in the order of `Unit::cells` (row r, column k: k-th of
        // row r, r-th of column k, and in box (r / 3) * 3 + k / 3 at
        // (r % 3) * 3 + k % 3).
        let all = c.all_candidates();
        let mut sets = [[0u16; 9]; 27];
        for r in 0..9 {
            for k in 0..9 {
                let m = all[9 * r + k].bits();
                sets[r][k] = m;
                sets[9 + k][r] = m;
                sets[18 + r / 3 * 3 + k / 3][r % 3 * 3 + k % 3] = m;
            }
        }
        let signatures = std::array::from_fn(|u| Places::signature_of(&sets[u]));
        Places {
            sets,
            signatures,
            counts: [([0; 5], 0); 27],
            have_counts: 0,
            masks: [[0; 9]; 27],
            have_masks: 0,
        }
    }

    /// The signature of a unit whose k-th cell has candidates `sets[k]`:
    /// the sets at bits `9 k ..` (the first seven packed in 64-bit
    /// arithmetic, which is cheaper than shifting 128-bit values).
    #[inline]
    pub(crate) fn signature_of(sets: &[u16; 9]) -> u128 {
        let low = sets[..7]
            .iter()
            .enumerate()
            .fold(0u64, |s, (k, &m)| s | u64::from(m) << (9 * k));
        let high = u64::from(sets[7]) | u64::from(sets[8]) << 9;
        u128::from(high) << 63 | u128::from(low)
    }

    /// The candidates of the cells of unit `u` (0..27) of the state these
    /// tables are for, in [`Unit::cells`](crate::Unit::cells) order.
    #[inline]
    pub(crate) fn sets(&self, u: usize) -> [u16; 9] {
        self.sets[u]
    }

    /// The signature of unit `u` (0..27): [`signature_of`](Self::signature_of)
    /// its [`sets`](Self::sets).
    #[inline]
    pub(crate) fn signature(&self, u: usize) -> u128 {
        self.signatures[u]
    }

    /// For each k = 0..5, the digits with more than k places among the
    /// cells whose candidates are `sets` (bit-sliced counts), and the number
    /// of cells with a candidate.
    #[inline]
    pub(crate) fn digit_counts(sets: &[u16; 9]) -> ([u16; 5], u32) {
        let mut more_than = [0u16; 5];
        let mut open = 0;
        for &m in sets {
            for k in (1..5).rev() {
                more_than[k] |= more_than[k - 1] & m;
            }
            more_than[0] |= m;
            open += u32::from(m != 0);
        }
        (more_than, open)
    }

    /// [`digit_counts`](Self::digit_counts) of unit `u` (0..27), computed
    /// once: the hidden subset finders of all sizes read them.
    #[inline]
    pub(crate) fn counts(&mut self, u: usize) -> ([u16; 5], u32) {
        if self.have_counts & (1 << u) == 0 {
            self.counts[u] = Places::digit_counts(&self.sets[u]);
            self.have_counts |= 1 << u;
        }
        self.counts[u]
    }

    /// Each digit's positions in unit `u` of `c` (the state these tables
    /// are for).
    #[inline]
    pub(crate) fn unit(&mut self, c: &Candidates, u: usize) -> [u16; 9] {
        if self.have_masks & (1 << u) == 0 {
            self.masks[u] = std::array::from_fn(|d| {
                masks::unit_mask(
                    c.cells_with(Digit::from_index(d).expect("digit indices are 0..9")),
                    u,
                )
            });
            self.have_masks |= 1 << u;
        }
        self.masks[u]
    }
}

/// Tables of one candidate state that several finders read, computed on
/// first use: a caller trying finders in turn on one state shares them.
pub(crate) struct Tables {
    places: Option<Places>,
    branches: Option<Box<forcing::Branches>>,
    rectangles: Option<uniqueness::Rectangles>,
}

impl Tables {
    /// No table computed yet.
    pub(crate) fn new() -> Tables {
        Tables {
            places: None,
            branches: None,
            rectangles: None,
        }
    }

    /// The unique rectangles' candidate rectangles of `c` (the state these
    /// tables are for), shared by the finders of types 1 to 4.
    #[inline]
    pub(crate) fn rectangles(&mut self, c: &Candidates) -> &uniqueness::Rectangles {
        self.rectangles
            .get_or_insert_with(|| uniqueness::Rectangles::new(c))
    }

    /// The forcing chains' branches of `c` (the state these tables are
    /// for), shared by the cell and unit finders.
    #[inline]
    pub(crate) fn branches(&mut self, c: &Candidates) -> &mut forcing::Branches {
        self.branches
            .get_or_insert_with(|| Box::new(forcing::Branches::new(c)))
    }

    /// The forcing chains' branches, if a forcing-chain finder has followed
    /// any in this state.
    #[inline]
    pub(crate) fn followed(&self) -> Option<&forcing::Branches> {
        self.branches.as_deref()
    }

    /// The [`Places`] of `c`, the state these tables are for.
    #[inline]
    pub(crate) fn places(&mut self, c: &Candidates) -> &mut Places {
        self.places.get_or_insert_with(|| Places::new(c))
    }
}

/// [`find`], using and filling `memo` for the techniques that search one
/// digit at a time (intersections, fish, single-digit patterns, colouring)
/// or one unit at a time (subsets), and `tables` (for `candidates`); the
/// same answer as `find`. `memo` must be kept for this technique only.
pub(crate) fn find_remembering(
    technique: Technique,
    candidates: &Candidates,
    memo: &mut Memo,
    tables: &mut Tables,
) -> Option<Step> {
    let c = candidates;
    match technique {
        Technique::Pointing => memo.first_step(c, |d| intersections::pointing_digit(c, d)),
        Technique::Claiming => memo.first_step(c, |d| intersections::claiming_digit(c, d)),
        Technique::XWing => memo.first_step(c, |d| fish::basic_digit(c, 2, technique, d)),
        Technique::Swordfish => memo.first_step(c, |d| fish::basic_digit(c, 3, technique, d)),
        Technique::Jellyfish => memo.first_step(c, |d| fish::basic_digit(c, 4, technique, d)),
        Technique::Skyscraper => memo.first_step(c, |d| single_digit::skyscraper_digit(c, d)),
        Technique::TwoStringKite => {
            memo.first_step(c, |d| single_digit::two_string_kite_digit(c, d))
        }
        Technique::EmptyRectangle => {
            memo.first_step(c, |d| single_digit::empty_rectangle_digit(c, d))
        }
        Technique::SimpleColouring => {
            memo.first_step(c, |d| colouring::simple_colouring_digit(c, d))
        }
        Technique::XChain => chains::x_chain_remembering(c, memo),
        Technique::AlsXz => als::als_xz_remembering(c, memo),
        Technique::XYChain => chains::xy_chain_remembering(c, memo),
        Technique::UniqueRectangleType1 => {
            uniqueness::unique_rectangle_type1_in(c, tables.rectangles(c))
        }
        Technique::UniqueRectangleType2 => {
            uniqueness::unique_rectangle_type2_in(c, tables.rectangles(c))
        }
        Technique::UniqueRectangleType3 => {
            uniqueness::unique_rectangle_type3_in(c, tables.rectangles(c))
        }
        Technique::UniqueRectangleType3Hidden => {
            uniqueness::unique_rectangle_type3_hidden_in(c, tables.rectangles(c))
        }
        Technique::UniqueRectangleType4 => {
            uniqueness::unique_rectangle_type4_in(c, tables.rectangles(c))
        }
        Technique::CellForcingChain | Technique::UnitForcingChain => {
            let branches = tables.branches(c);
            branches.learn(c, memo);
            let step = if technique == Technique::CellForcingChain {
                forcing::cell_forcing_chain_sharing(branches)
            } else {
                forcing::unit_forcing_chain_sharing(branches)
            };
            branches.teach(c, memo);
            step
        }
        Technique::NakedPair => subsets::naked(c, 2, technique, memo, tables.places(c)),
        Technique::NakedTriple => subsets::naked(c, 3, technique, memo, tables.places(c)),
        Technique::NakedQuad => subsets::naked(c, 4, technique, memo, tables.places(c)),
        Technique::HiddenPair => subsets::hidden(c, 2, technique, memo, tables.places(c)),
        Technique::HiddenTriple => subsets::hidden(c, 3, technique, memo, tables.places(c)),
        Technique::HiddenQuad => subsets::hidden(c, 4, technique, memo, tables.places(c)),
        Technique::XCycle => se_chaining::chains_and_cycles_remembering(c, memo),
        Technique::NishioForcingChain => se_chaining::nishio_remembering(c, memo),
        Technique::UniqueLoop => unique_loops::unique_loop_remembering(c, memo),
        Technique::AlignedPairExclusion => {
            aligned_exclusion::aligned_exclusion_remembering(c, 2, memo)
        }
        Technique::AlignedTripleExclusion => {
            aligned_exclusion::aligned_exclusion_remembering(c, 3, memo)
        }
        _ => find(technique, candidates),
    }
}

/// The answer of a finned-fish search that also answers for the sashimi
/// fish of the same size.
#[derive(Clone, Debug)]
pub(crate) enum FinnedOrSashimi {
    /// The finned fish's step.
    Finned(Step),
    /// No finned fish; the sashimi fish's step, if there is one.
    Sashimi(Option<Step>),
}

/// For a finned-fish technique (finned, not sashimi) of the X-wing,
/// swordfish or jellyfish size: its step in `candidates`, or if it has none,
/// the step of the sashimi technique of the same size, from one
/// search, using and filling `memo` (kept for this technique only). `None`
/// for any other technique. The rater tries the two one after the other;
/// the answers are exactly those of [`find`].
pub(crate) fn find_finned_or_sashimi(
    technique: Technique,
    candidates: &Candidates,
    memo: &mut Memo,
) -> Option<FinnedOrSashimi> {
    let size = match technique {
        Technique::FinnedXWing => 2,
        Technique::FinnedSwordfish => 3,
        Technique::FinnedJellyfish => 4,
        _ => return None,
    };
    Some(fish::finned_or_sashimi_remembering(candidates, size, memo))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::LogicalSolver;
    use crate::{Grid, Unit};

    /// At every state of a few solves, the tables hold each unit's cells'
    /// candidates in `Unit::cells` order, and their signatures.
    #[test]
    fn places_hold_each_units_cells() {
        let mut states = 0;
        for line in [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "2.48....713.6..2...7....9..6.7..9.4.9..23........6.5......18...312.........5.3..6",
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        ] {
            let g: Grid = line.parse().unwrap();
            let mut c = Candidates::from_grid(&g);
            for step in LogicalSolver::new().solve(&g).steps {
                let places = Places::new(&c);
                for unit in Unit::all() {
                    let u = unit.index();
                    let sets = unit.cells().map(|cell| c.candidates(cell).bits());
                    assert_eq!(places.sets(u), sets, "{line} {unit}");
                    assert_eq!(places.signature(u), Places::signature_of(&sets));
                }
                c.apply(&step);
                states += 1;
            }
        }
        assert!(states > 100);
    }
}

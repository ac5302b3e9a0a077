//! The order in which the solver tries its finders: data, so that a new
//! order (or a new set of techniques) needs no new solver.

use super::Technique;

/// One place in an [`Order`]: what the solver tries there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Finder {
    /// The technique's finder (for [`Technique::Trial`], the measured
    /// trial: the easiest contradiction, with its nesting depth).
    Technique(Technique),
    /// Sudoku Explainer's direct form of [`Technique::Pointing`],
    /// [`Technique::Claiming`], [`Technique::HiddenPair`] or
    /// [`Technique::HiddenTriple`]: an instance whose eliminations at once
    /// leave a hidden single. For other techniques it finds nothing.
    Direct(Technique),
}

impl Finder {
    /// The technique of the steps it finds.
    pub fn technique(self) -> Technique {
        match self {
            Finder::Technique(t) | Finder::Direct(t) => t,
        }
    }

    /// Whether it is a direct form.
    pub fn is_direct(self) -> bool {
        matches!(self, Finder::Direct(_))
    }
}

/// The finders a solver tries, each with a rank, lowest rank first: at every
/// step the first finder (in this order) that concludes something gives the
/// step.
///
/// The rank is what the order was sorted by (an SE rating in tenths for the
/// rating order, the position for the simplest-first one); a solve can stop
/// before trying any finder ranked above a cap.
///
/// ```
/// use shudu::logic::{Finder, Order, Technique};
///
/// let order = Order::simplest_first();
/// assert_eq!(order.places()[0], (Finder::Technique(Technique::FullHouse), 0));
/// let ranked = Order::ranked([
///     (Finder::Technique(Technique::NakedSingle), 23),
///     (Finder::Technique(Technique::FullHouse), 10),
/// ]);
/// assert_eq!(ranked.places()[0].0, Finder::Technique(Technique::FullHouse));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Order {
    places: Vec<(Finder, u16)>,
}

impl Order {
    /// Every technique in [`Technique::ALL`] order (simplest first), ranked
    /// by position, but Sudoku Explainer's chaining rules
    /// ([`Technique::is_se_chaining`]).
    pub fn simplest_first() -> Order {
        let techniques: Vec<Technique> = Technique::ALL
            .iter()
            .copied()
            .filter(|t| !t.is_se_chaining())
            .collect();
        Order::of(&techniques)
    }

    /// Only `techniques`, tried in [`Technique::ALL`] order whatever the
    /// order given, ranked by position.
    pub fn of(techniques: &[Technique]) -> Order {
        let mut t = techniques.to_vec();
        t.sort();
        t.dedup();
        Order {
            places: t
                .into_iter()
                .enumerate()
                .map(|(i, t)| (Finder::Technique(t), i as u16))
                .collect(),
        }
    }

    /// The finders sorted by rank; equal ranks keep the order given.
    pub fn ranked(places: impl IntoIterator<Item = (Finder, u16)>) -> Order {
        let mut places: Vec<(Finder, u16)> = places.into_iter().collect();
        places.sort_by_key(|&(_, rank)| rank);
        Order { places }
    }

    /// Every finder with its rank, in the order tried.
    pub fn places(&self) -> &[(Finder, u16)] {
        &self.places
    }

    /// The techniques tried, in order (a technique with a direct form may
    /// appear twice).
    pub fn techniques(&self) -> impl Iterator<Item = Technique> + '_ {
        self.places.iter().map(|(f, _)| f.technique())
    }
}

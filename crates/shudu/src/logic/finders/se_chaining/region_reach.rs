//! [`node_layers::Reach`](super::node_layers::Reach) for the pass with
//! region links only: each digit's potentials lead only to its own, "on"
//! turning off the digit's places it sees and "off" turning on the other
//! place of a region where the digit has two; so each digit's places are a
//! graph of their own, the "on" potentials after a start at the places
//! with a strong link. The same reasoning reads off which starts can have
//! a forcing X-chain, from themselves on or off, or an X-cycle that
//! removes something, at all.

use super::board::{peers, Board};
use super::closure::{close, Scratch};
use super::layers::Links;
use super::node_layers::{each_cell, Possible};

/// What each start may have with region links only, a bit per place of
/// each digit, with the places each digit's bits were read for (a digit's
/// links depend on its places alone, so a solve keeps this across its
/// states and reads again only the digits whose places changed).
#[derive(Clone, Debug)]
pub(crate) struct RegionReach {
    places: [u128; 9],
    forcing_on: [u128; 9],
    forcing_off: [u128; 9],
    cycle: [u128; 9],
}

impl Default for RegionReach {
    /// Nothing read yet (no digit has these places).
    fn default() -> RegionReach {
        RegionReach {
            places: [u128::MAX; 9],
            forcing_on: [0; 9],
            forcing_off: [0; 9],
            cycle: [0; 9],
        }
    }
}

/// The tables [`RegionReach::update`] fills for each digit it reads,
/// kept by the search between calls so that they are not cleared each
/// time: a digit's reading writes every entry it reads (its places'
/// steps, its linked places' closures, its removable places), so what
/// an earlier digit or call left there is never read.
pub(super) struct RegionTables {
    /// The places "c on" reaches on in two links, for each place `c`.
    step: [u128; 81],
    closure: [u128; 81],
    /// For each place x with "x on" forcing "x off": the places "x on"
    /// reaches on, with x, and the places that see x.
    removable: [(u128, u128); 81],
}

impl Default for RegionTables {
    fn default() -> RegionTables {
        RegionTables {
            step: [0; 81],
            closure: [0; 81],
            removable: [(0, 0); 81],
        }
    }
}

impl RegionReach {
    /// Reads what each start of `board` may have with the region links
    /// `links`, for the digits whose places changed (`scratch`: the
    /// closure's scratch space; `tables`: the tables the reading fills).
    pub(super) fn update(
        &mut self,
        board: &Board,
        links: &Links,
        scratch: &mut Scratch,
        tables: &mut RegionTables,
    ) {
        let reach = self;
        let RegionTables {
            step,
            closure,
            removable,
        } = tables;
        for d in 0..9 {
            let places = board.cells[d];
            if reach.places[d] == places {
                continue;
            }
            reach.places[d] = places;
            reach.forcing_on[d] = 0;
            reach.forcing_off[d] = 0;
            reach.cycle[d] = 0;
            let linked = links.linked(d);
            if linked == 0 {
                // No strong link: nothing is forced.
                continue;
            }
            // The places "c on" reaches on in two links: it turns off the
            // places it sees, each turning on its strong partners.
            each_cell(places, |c| {
                let mut out = 0u128;
                each_cell(peers(c) & linked, |b| out |= links.strong(d, b));
                // (Without the step back to itself: a closure holds its
                // place.)
                step[c] = out & !(1u128 << c);
            });
            close(linked, &step[..], &mut closure[..], scratch, |_, _| {});
            let reached = |first: u128| {
                let mut out = 0u128;
                each_cell(first, |m| {
                    if out >> m & 1 == 0 {
                        out |= closure[m];
                    }
                });
                out
            };
            let mut k = 0;
            each_cell(places, |c| {
                let seen = peers(c) & places;
                let on = if linked >> c & 1 == 1 {
                    closure[c]
                } else {
                    reached(step[c]) | 1u128 << c
                };
                if on & seen != 0 {
                    reach.forcing_on[d] |= 1u128 << c;
                    removable[k] = (on, seen);
                    k += 1;
                }
            });
            let removable = &removable[..k];
            each_cell(linked, |c| {
                if reached(links.strong(d, c)) >> c & 1 == 1 {
                    reach.forcing_off[d] |= 1u128 << c;
                }
                let from = closure[c];
                if removable
                    .iter()
                    .any(|&(on, seen)| on >> c & 1 == 1 && from & seen != 0)
                {
                    reach.cycle[d] |= 1u128 << c;
                }
            });
        }
    }

    /// What candidate `start` may have.
    #[inline]
    pub(super) fn of(&self, start: usize) -> Possible {
        let (cell, d) = (start / 9, start % 9);
        Possible {
            forcing_on: self.forcing_on[d] >> cell & 1 == 1,
            forcing_off: self.forcing_off[d] >> cell & 1 == 1,
            cycle: self.cycle[d] >> cell & 1 == 1,
        }
    }
}

//! Fish: basic (X-wing, swordfish, jellyfish) and finned/sashimi forms.
//!
//! Definitions (those of HoDoKu, for rows and columns only):
//!
//! - A basic fish of size N for a digit: N base lines (all rows or all
//!   columns), each holding the digit in 2..=N cells, whose candidates lie in
//!   exactly N cover lines of the other direction. Each base line holds the
//!   digit once, in N distinct cover lines, so every cover line gets its copy
//!   from a base line: the digit is removed from the cover lines outside the
//!   base lines.
//! - A finned fish: the same, except that some base candidates (the fins) lie
//!   outside the N cover lines, all within one box. Either a fin is true, or
//!   the fish is: so a cover-line candidate outside the base lines that sees
//!   every fin (i.e., lies in the fin box) is false. Every cover line must
//!   hold at least one base candidate and every base line at least one
//!   candidate inside the cover.
//! - A sashimi fish: a finned fish in which some base line has only one
//!   candidate left once the fins are removed, so without the fins the fish
//!   would be degenerate. Finned and sashimi are exclusive: each finder
//!   reports only its own kind.
//!
//! Base lines with 2..=N candidates (basic) or 2..=N+3 (finned; the fins of
//! a line lie in one box, at most three cells) are combined with pruning on
//! the union of their positions.

use super::masks::{bits, combinations, line_box, line_cells, line_masks, line_unit, lines_set};
use super::wording;
use crate::logic::{Candidates, Step, Technique};
use crate::{CellSet, Digit, Unit};

/// Basic fish of `size` (2 X-wing, 3 swordfish, 4 jellyfish).
fn basic(c: &Candidates, size: u32, technique: Technique) -> Option<Step> {
    for digit in Digit::all() {
        let all = c.cells_with(digit);
        for by_rows in [true, false] {
            let masks = line_masks(all, by_rows);
            let mut eligible = 0u16;
            for (i, m) in masks.iter().enumerate() {
                if (2..=size).contains(&m.count_ones()) {
                    eligible |= 1 << i;
                }
            }
            if eligible.count_ones() < size {
                continue;
            }
            let found = combinations(&masks, eligible, size, size, &mut |base, cover| {
                if cover.count_ones() != size {
                    return None;
                }
                let targets = (all & lines_set(!by_rows, cover)) - lines_set(by_rows, base);
                (!targets.is_empty()).then_some((base, cover, targets))
            });
            if let Some((base, cover, targets)) = found {
                let base_cells = all & lines_set(by_rows, base);
                let step = Step::new(technique, String::new())
                    .with_cells(base_cells)
                    .with_units(bits(base).map(|i| line_unit(by_rows, i)))
                    .with_units(bits(cover).map(|i| line_unit(!by_rows, i)))
                    .with_digits([digit])
                    .eliminate(wording::eliminations(targets, digit));
                let text = format!(
                    "{}: {digit} in {} lies only in {}, so {}",
                    technique.name(),
                    wording::lines(by_rows, base),
                    wording::lines(!by_rows, cover),
                    wording::removals(&step.eliminations)
                );
                return Some(Step { text, ..step });
            }
        }
    }
    None
}

/// A finned fish found by [`finned`]: base and cover line masks, fin cells,
/// fin box and eliminated cells.
struct FinnedFish {
    by_rows: bool,
    base: u16,
    cover: u16,
    fins: CellSet,
    fin_box: usize,
    targets: CellSet,
}

/// Looks, for base lines `base` whose positions are `masks`, for a cover
/// with fins in one box that eliminates something and is (or is not)
/// sashimi as asked.
fn finned_cover(
    masks: &[u16; 9],
    base: u16,
    size: u32,
    sashimi: bool,
) -> Option<(u16, usize, usize)> {
    for group in 0..3 {
        // Base lines in this band (rows) or stack (columns).
        let group_lines = 0b111u16 << (3 * group);
        let banded = base & group_lines;
        if banded == 0 {
            continue;
        }
        for part in 0..3 {
            let box_positions = 0b111u16 << (3 * part);
            // Positions that must be covered: everything outside the fin box.
            let mut must = 0u16;
            let mut in_box = 0u16;
            for l in bits(base) {
                if banded & (1 << l) != 0 {
                    must |= masks[l] & !box_positions;
                    in_box |= masks[l] & box_positions;
                } else {
                    must |= masks[l];
                }
            }
            if must.count_ones() > size {
                continue;
            }
            let extra = in_box & !must;
            let need = size - must.count_ones();
            // Fins exist only if some in-box position stays uncovered.
            if extra.count_ones() <= need {
                continue;
            }
            // The candidate eliminations: other lines of the band, in the box.
            let others = group_lines & !base;
            // Try each way to complete the cover from the box's positions.
            let mut sub = extra;
            loop {
                if sub.count_ones() == need {
                    let cover = must | sub;
                    let mut ok = true;
                    let mut is_sashimi = false;
                    for l in bits(base) {
                        let inside = (masks[l] & cover).count_ones();
                        ok &= inside >= 1;
                        is_sashimi |= inside == 1;
                    }
                    let hits = bits(others).any(|l| masks[l] & box_positions & cover != 0);
                    if ok && hits && is_sashimi == sashimi {
                        return Some((cover, group, part));
                    }
                }
                if sub == 0 {
                    break;
                }
                sub = (sub - 1) & extra;
            }
        }
    }
    None
}

/// Finned (or sashimi) fish of `size`.
fn finned(c: &Candidates, size: u32, sashimi: bool, technique: Technique) -> Option<Step> {
    for digit in Digit::all() {
        let all = c.cells_with(digit);
        for by_rows in [true, false] {
            let masks = line_masks(all, by_rows);
            let mut eligible = 0u16;
            for (i, m) in masks.iter().enumerate() {
                if (2..=size + 3).contains(&m.count_ones()) {
                    eligible |= 1 << i;
                }
            }
            if eligible.count_ones() < size {
                continue;
            }
            let found = combinations(&masks, eligible, size, size + 3, &mut |base, union| {
                if union.count_ones() <= size {
                    return None;
                }
                finned_cover(&masks, base, size, sashimi).map(|(cover, group, part)| {
                    let box_positions = 0b111u16 << (3 * part);
                    let mut fins = CellSet::EMPTY;
                    let mut targets = CellSet::EMPTY;
                    for l in bits(0b111u16 << (3 * group)) {
                        if base & (1 << l) != 0 {
                            fins |= line_cells(by_rows, l, masks[l] & box_positions & !cover);
                        } else {
                            targets |= line_cells(by_rows, l, masks[l] & box_positions & cover);
                        }
                    }
                    FinnedFish {
                        by_rows,
                        base,
                        cover,
                        fins,
                        fin_box: line_box(by_rows, 3 * group, 3 * part),
                        targets,
                    }
                })
            });
            if let Some(f) = found {
                let base_cells = all & lines_set(f.by_rows, f.base);
                let step = Step::new(technique, String::new())
                    .with_cells(base_cells)
                    .with_units(bits(f.base).map(|i| line_unit(f.by_rows, i)))
                    .with_units(bits(f.cover).map(|i| line_unit(!f.by_rows, i)))
                    .with_units([Unit::boxed(f.fin_box)])
                    .with_digits([digit])
                    .eliminate(wording::eliminations(f.targets, digit));
                let fin_word = if f.fins.len() == 1 { "fin" } else { "fins" };
                let text = format!(
                    "{}: {digit} in {} lies only in {}, except for the {fin_word} {} in {}, so {}",
                    technique.name(),
                    wording::lines(f.by_rows, f.base),
                    wording::lines(!f.by_rows, f.cover),
                    wording::cells(f.fins),
                    Unit::boxed(f.fin_box),
                    wording::removals(&step.eliminations)
                );
                return Some(Step { text, ..step });
            }
        }
    }
    None
}

/// X-wing: two lines, two cover lines.
pub(crate) fn x_wing(c: &Candidates) -> Option<Step> {
    basic(c, 2, Technique::XWing)
}

/// Swordfish: three lines, three cover lines.
pub(crate) fn swordfish(c: &Candidates) -> Option<Step> {
    basic(c, 3, Technique::Swordfish)
}

/// Jellyfish: four lines, four cover lines.
pub(crate) fn jellyfish(c: &Candidates) -> Option<Step> {
    basic(c, 4, Technique::Jellyfish)
}

/// Finned X-wing (not sashimi).
pub(crate) fn finned_x_wing(c: &Candidates) -> Option<Step> {
    finned(c, 2, false, Technique::FinnedXWing)
}

/// Sashimi X-wing.
pub(crate) fn sashimi_x_wing(c: &Candidates) -> Option<Step> {
    finned(c, 2, true, Technique::SashimiXWing)
}

/// Finned swordfish (not sashimi).
pub(crate) fn finned_swordfish(c: &Candidates) -> Option<Step> {
    finned(c, 3, false, Technique::FinnedSwordfish)
}

/// Sashimi swordfish.
pub(crate) fn sashimi_swordfish(c: &Candidates) -> Option<Step> {
    finned(c, 3, true, Technique::SashimiSwordfish)
}

/// Finned jellyfish (not sashimi).
pub(crate) fn finned_jellyfish(c: &Candidates) -> Option<Step> {
    finned(c, 4, false, Technique::FinnedJellyfish)
}

/// Sashimi jellyfish.
pub(crate) fn sashimi_jellyfish(c: &Candidates) -> Option<Step> {
    finned(c, 4, true, Technique::SashimiJellyfish)
}

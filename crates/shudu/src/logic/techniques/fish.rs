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
//! Search: base lines with 2..=N candidates are combined with pruning on the
//! union of their positions (basic fish). For finned fish the search runs
//! once per possible fin box, on the lines with the box's part blanked out,
//! so that the same tight pruning applies; the cover is then completed from
//! the box's positions.

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

/// Which of the three 3-bit parts of a line mask hold a candidate, as 3 bits.
#[inline]
fn part_bits(m: u16) -> u16 {
    u16::from(m & 0o7 != 0) | u16::from(m & 0o70 != 0) << 1 | u16::from(m & 0o700 != 0) << 2
}

/// Completes the cover of a finned fish: `base` lines whose candidates
/// outside the fin box lie in `must` (at most `size` positions). The cover
/// takes `must` plus enough of the box's remaining positions to reach
/// `size`, leaving at least one fin; it must give every base line a
/// candidate, eliminate something in the box, and be sashimi or not as asked.
fn complete_cover(
    masks: &[u16; 9],
    base: u16,
    must: u16,
    size: u32,
    sashimi: bool,
    group_lines: u16,
    box_positions: u16,
) -> Option<u16> {
    let banded = base & group_lines;
    if banded == 0 {
        return None;
    }
    let mut in_box = 0u16;
    for l in bits(banded) {
        in_box |= masks[l] & box_positions;
    }
    let extra = in_box & !must;
    let need = size - must.count_ones();
    // Fins exist only if some in-box position stays uncovered.
    if extra.count_ones() <= need {
        return None;
    }
    let mut target_positions = 0u16;
    for l in bits(group_lines & !base) {
        target_positions |= masks[l] & box_positions;
    }
    if target_positions == 0 {
        return None;
    }
    let mut sub = extra;
    loop {
        if sub.count_ones() == need {
            let cover = must | sub;
            if cover & target_positions != 0 {
                let mut covered = true;
                let mut is_sashimi = false;
                for l in bits(base) {
                    let inside = (masks[l] & cover).count_ones();
                    covered &= inside >= 1;
                    is_sashimi |= inside == 1;
                }
                if covered && is_sashimi == sashimi {
                    return Some(cover);
                }
            }
        }
        if sub == 0 {
            return None;
        }
        sub = (sub - 1) & extra;
    }
}

/// Finned (or sashimi) fish of `size`.
///
/// For each possible fin box, the base candidates outside the box must fit
/// in N cover lines: that is a basic-fish search on the lines with the box's
/// part blanked out, pruned as tightly as a basic fish. The cover is then
/// completed from the box's positions, leaving at least one fin.
fn finned(c: &Candidates, size: u32, sashimi: bool, technique: Technique) -> Option<Step> {
    for digit in Digit::all() {
        let all = c.cells_with(digit);
        for by_rows in [true, false] {
            let masks = line_masks(all, by_rows);
            // Lines that can be base lines without holding a fin.
            let mut plain = 0u16;
            for (l, m) in masks.iter().enumerate() {
                if (2..=size).contains(&m.count_ones()) {
                    plain |= 1 << l;
                }
            }
            for group in 0..3 {
                let group_lines = 0b111u16 << (3 * group);
                // Boxes of this band (stack) with candidates on two of its
                // lines, one bit per box: a majority vote of the lines.
                let [g0, g1, g2] = [0, 1, 2].map(|k| part_bits(masks[3 * group + k]));
                let two_lines = (g0 & g1) | (g0 & g2) | (g1 & g2);
                for part in 0..3 {
                    if two_lines & (1 << part) == 0 {
                        continue;
                    }
                    let box_positions = 0b111u16 << (3 * part);
                    // The fin box needs candidates on two of its lines: one
                    // base line with a fin, one other line to eliminate from.
                    let mut boxed = 0u16;
                    let mut eligible = plain & !group_lines;
                    for (l, &m) in masks.iter().enumerate().skip(3 * group).take(3) {
                        if m & box_positions != 0 {
                            boxed |= 1 << l;
                        }
                        if m.count_ones() >= 2 && (m & !box_positions).count_ones() <= size {
                            eligible |= 1 << l;
                        }
                    }
                    if boxed.count_ones() < 2
                        || eligible & boxed == 0
                        || eligible.count_ones() < size
                    {
                        continue;
                    }
                    let mut outside = masks;
                    for m in outside.iter_mut().skip(3 * group).take(3) {
                        *m &= !box_positions;
                    }
                    let found = combinations(&outside, eligible, size, size, &mut |base, must| {
                        complete_cover(
                            &masks,
                            base,
                            must,
                            size,
                            sashimi,
                            group_lines,
                            box_positions,
                        )
                        .map(|cover| (base, cover))
                    });
                    let Some((base, cover)) = found else {
                        continue;
                    };
                    let mut fins = CellSet::EMPTY;
                    let mut targets = CellSet::EMPTY;
                    for l in bits(group_lines) {
                        if base & (1 << l) != 0 {
                            fins |= line_cells(by_rows, l, masks[l] & box_positions & !cover);
                        } else {
                            targets |= line_cells(by_rows, l, masks[l] & box_positions & cover);
                        }
                    }
                    let f = FinnedFish {
                        by_rows,
                        base,
                        cover,
                        fins,
                        fin_box: line_box(by_rows, 3 * group, 3 * part),
                        targets,
                    };
                    return Some(finned_step(c, technique, digit, f));
                }
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

fn finned_step(c: &Candidates, technique: Technique, digit: Digit, f: FinnedFish) -> Step {
    let base_cells = c.cells_with(digit) & lines_set(f.by_rows, f.base);
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
    Step { text, ..step }
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

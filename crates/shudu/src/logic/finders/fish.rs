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

use super::masks::{
    bits, combinations, combinations_with, count9, line_box, line_cells, line_masks, line_unit,
    lines_set, parts,
};
use super::wording;
use super::{FinnedOrSashimi, Memo};
use crate::logic::{Candidates, Step, Technique};
use crate::{CellSet, Digit, Unit};

/// Basic fish of `size` (2 X-wing, 3 swordfish, 4 jellyfish).
fn basic(c: &Candidates, size: u32, technique: Technique) -> Option<Step> {
    Digit::all().find_map(|digit| basic_digit(c, size, technique, digit))
}

/// [`basic`] for one digit.
pub(crate) fn basic_digit(
    c: &Candidates,
    size: u32,
    technique: Technique,
    digit: Digit,
) -> Option<Step> {
    let all = c.cells_with(digit);
    for by_rows in [true, false] {
        let masks = line_masks(all, by_rows);
        let mut eligible = 0u16;
        for (i, m) in masks.iter().enumerate() {
            if (2..=size).contains(&count9(*m)) {
                eligible |= 1 << i;
            }
        }
        if count9(eligible) < size {
            continue;
        }
        let found = combinations(&masks, eligible, size, size, &mut |base, cover| {
            if count9(cover) != size {
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
            let step = step.describe_with(move |step: &Step| {
                format!(
                    "{}: {digit} in {} lies only in {}, so {}",
                    technique.name(),
                    wording::lines(by_rows, base),
                    wording::lines(!by_rows, cover),
                    wording::removals(&step.eliminations)
                )
            });
            return Some(step);
        }
    }
    None
}

/// Which finned fish a search reports: finned only, sashimi only, or the
/// first finned fish and, failing one, the first sashimi fish (the two
/// finders run one after the other in the rating order and share the
/// search).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Want {
    Finned,
    Sashimi,
    Both,
}

/// Completes the cover of a finned fish: `base` lines whose candidates
/// outside the fin box lie in `must` (at most `size` positions). The cover
/// takes `must` plus enough of the box's remaining positions to reach
/// `size`, leaving at least one fin; it must give every base line a
/// candidate and eliminate something in the box. Returns the first such
/// cover that is finned (not sashimi) if `want_finned`, and the first that
/// is sashimi if `want_sashimi`, in the same order for both.
#[allow(clippy::too_many_arguments)]
#[inline]
fn complete_cover(
    masks: &[u16; 9],
    base: u16,
    must: u16,
    size: u32,
    want_finned: bool,
    want_sashimi: bool,
    group_lines: u16,
    box_positions: u16,
) -> (Option<u16>, Option<u16>) {
    let banded = base & group_lines;
    if banded == 0 {
        return (None, None);
    }
    let mut in_box = 0u16;
    for l in bits(banded) {
        in_box |= masks[l] & box_positions;
    }
    let extra = in_box & !must;
    let need = size - count9(must);
    // Fins exist only if some in-box position stays uncovered.
    if count9(extra) <= need {
        return (None, None);
    }
    let mut target_positions = 0u16;
    for l in bits(group_lines & !base) {
        target_positions |= masks[l] & box_positions;
    }
    if target_positions == 0 {
        return (None, None);
    }
    let (mut finned, mut sashimi) = (None, None);
    let mut sub = extra;
    loop {
        if count9(sub) == need {
            let cover = must | sub;
            if cover & target_positions != 0 {
                let mut covered = true;
                let mut is_sashimi = false;
                for l in bits(base) {
                    let inside = count9(masks[l] & cover);
                    covered &= inside >= 1;
                    is_sashimi |= inside == 1;
                }
                if covered {
                    if is_sashimi {
                        if want_sashimi && sashimi.is_none() {
                            sashimi = Some(cover);
                        }
                    } else if want_finned && finned.is_none() {
                        finned = Some(cover);
                    }
                    // A finned cover ends the search; a sashimi one ends it
                    // when only sashimi is wanted.
                    if finned.is_some() || (!want_finned && sashimi.is_some()) {
                        break;
                    }
                }
            }
        }
        if sub == 0 {
            break;
        }
        sub = (sub - 1) & extra;
    }
    (finned, sashimi)
}

/// Finned (or sashimi) fish of `size`.
fn finned(c: &Candidates, size: u32, sashimi: bool, technique: Technique) -> Option<Step> {
    let want = if sashimi { Want::Sashimi } else { Want::Finned };
    finned_search(c, size, want).map(|(f, _)| finned_step(c, technique, f))
}

/// The finned fish of `size` that the finned finder reports, or if there is
/// none, the sashimi fish that the sashimi finder reports, if any (exactly
/// those finders' steps, from one search), skipping the digits `memo` knows
/// have neither fish: those whose cells are as they were when the search
/// last found nothing on them (`memo`'s slot per digit), and those that only
/// lost cells since, where a search for the fish with a base line that lost
/// a candidate finds nothing (the note below [`lines_touched`]).
pub(crate) fn finned_or_sashimi_remembering(
    c: &Candidates,
    size: u32,
    memo: &mut Memo,
) -> FinnedOrSashimi {
    let (finned_technique, sashimi_technique) = finned_techniques(size);
    let mut first_sashimi: Option<FinnedFish> = None;
    for digit in Digit::all() {
        let board = c.cells_with(digit).bits();
        let then = memo.remembered(digit.index());
        if then == Some(board) {
            continue;
        }
        if let Some(then) = then.filter(|&then| board & !then == 0) {
            // Only the lines that lost a candidate since can be base lines
            // of a fish found now (the note below `lines_touched`).
            let lost = CellSet::from_bits(then & !board);
            let required = [lines_touched(lost, true), lines_touched(lost, false)];
            if finned_search_digit(c, size, Want::Both, digit, required).is_none() {
                memo.remember_empty(digit.index(), board);
                continue;
            }
        }
        match finned_search_digit(c, size, Want::Both, digit, ANY_LINE) {
            Some((f, false)) => {
                return FinnedOrSashimi::Finned(finned_step(c, finned_technique, f));
            }
            Some((f, true)) => {
                first_sashimi.get_or_insert(f);
            }
            None => memo.remember_empty(digit.index(), board),
        }
    }
    FinnedOrSashimi::Sashimi(first_sashimi.map(|f| finned_step(c, sashimi_technique, f)))
}

/// No base line required of [`finned_search_digit`]: every row and column
/// may be one.
const ANY_LINE: [u16; 2] = [0x1FF, 0x1FF];

/// The lines (rows if `by_rows`, else columns) holding a cell of `set`, one
/// bit per line.
#[inline]
fn lines_touched(set: CellSet, by_rows: bool) -> u16 {
    line_masks(set, by_rows)
        .iter()
        .enumerate()
        .fold(0, |acc, (l, &m)| acc | u16::from(m != 0) << l)
}

// Why the remembering search may look only at fish with a base line that
// lost a candidate: say the full search (finned or sashimi, both
// directions) found nothing on a digit's cells `then`, and its cells now
// are within `then`. A fish now (base lines, cover, fin box)
// whose base lines all hold the same cells as then is a fish then: its
// cover, fins, and finned or sashimi kind are read off the base lines
// alone; its targets (in the fin box, on the band's other lines) and every
// test the search prunes with (lines with two candidates or more, boxes
// with candidates on two lines, the fin box's lines) only grow with more
// cells; and the search reaches the same base lines then (same eligible
// lines, same lowest fin line of the base, same union of positions). Then
// the search would have found it. So a fish now has a base line that lost
// a candidate since, and a search that asks for one (and finds nothing)
// proves that the full search finds nothing.

/// The finned and the sashimi technique of a fish size.
fn finned_techniques(size: u32) -> (Technique, Technique) {
    match size {
        2 => (Technique::FinnedXWing, Technique::SashimiXWing),
        3 => (Technique::FinnedSwordfish, Technique::SashimiSwordfish),
        _ => (Technique::FinnedJellyfish, Technique::SashimiJellyfish),
    }
}

/// The search behind the finned and sashimi finders; see [`Want`]. The
/// flag is whether the fish found is sashimi.
///
/// For each possible fin box, the base candidates outside the box must fit
/// in N cover lines: that is a basic-fish search on the lines with the box's
/// part blanked out, pruned as tightly as a basic fish. The cover is then
/// completed from the box's positions, leaving at least one fin.
fn finned_search(c: &Candidates, size: u32, want: Want) -> Option<(FinnedFish, bool)> {
    // The first sashimi fish seen while looking for a finned one (Both).
    let mut first_sashimi: Option<FinnedFish> = None;
    for digit in Digit::all() {
        match finned_search_digit(c, size, want, digit, ANY_LINE) {
            Some((f, false)) => return Some((f, false)),
            Some((f, true)) if want == Want::Sashimi => return Some((f, true)),
            Some((f, true)) => {
                first_sashimi.get_or_insert(f);
            }
            None => {}
        }
    }
    first_sashimi.map(|f| (f, true))
}

/// [`finned_search`] in one digit: with [`Want::Both`], the first finned
/// fish of the digit, or failing one its first sashimi fish. Only fish with
/// a base line among `required` (rows by rows, columns by columns, one bit
/// per line; [`ANY_LINE`] for all fish) are sought; with fewer lines than
/// [`ANY_LINE`], the answer says only whether there is such a fish (the
/// fish named may not be the first in the full search's order).
fn finned_search_digit(
    c: &Candidates,
    size: u32,
    want: Want,
    digit: Digit,
    required: [u16; 2],
) -> Option<(FinnedFish, bool)> {
    let want_finned = want != Want::Sashimi;
    let mut first_sashimi: Option<FinnedFish> = None;
    let all = c.cells_with(digit);
    for (by_rows, required) in [true, false].into_iter().zip(required) {
        if required == 0 {
            continue;
        }
        let masks = line_masks(all, by_rows);
        // Lines that can be base lines without holding a fin, and lines
        // with two candidates or more (every base line has two).
        let mut plain = 0u16;
        let mut two_or_more = 0u16;
        for (l, &m) in masks.iter().enumerate() {
            let n = count9(m);
            if (2..=size).contains(&n) {
                plain |= 1 << l;
            }
            if n >= 2 {
                two_or_more |= 1 << l;
            }
        }
        // A base line has two candidates or more, and one of them is
        // required.
        if count9(two_or_more) < size || two_or_more & required == 0 {
            continue;
        }
        for group in 0..3 {
            let group_lines = 0b111u16 << (3 * group);
            // The base lines of any fin box of this band are among these,
            // and one of them is required.
            let base_lines = (plain & !group_lines) | (two_or_more & group_lines);
            if count9(base_lines) < size || base_lines & required == 0 {
                continue;
            }
            // Boxes of this band (stack) with candidates on two of its
            // lines, one bit per box: a majority vote of the lines.
            let [g0, g1, g2] = [0, 1, 2].map(|k| parts(masks[3 * group + k]));
            let two_lines = (g0 & g1) | (g0 & g2) | (g1 & g2);
            if two_lines == 0 {
                continue;
            }
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
                    if count9(m) >= 2 && count9(m & !box_positions) <= size {
                        eligible |= 1 << l;
                    }
                }
                if count9(boxed) < 2
                    || eligible & boxed == 0
                    || eligible & required == 0
                    || count9(eligible) < size
                {
                    continue;
                }
                let mut outside = masks;
                for m in outside.iter_mut().skip(3 * group).take(3) {
                    *m &= !box_positions;
                }
                // Every fish here has a base line with a fin: choose it
                // first, as the lowest such line, then the others.
                let fin_lines = eligible & boxed & group_lines;
                let mut visit = |base: u16, must: u16| {
                    let want_sashimi = match want {
                        Want::Finned => false,
                        Want::Sashimi => true,
                        Want::Both => first_sashimi.is_none(),
                    };
                    if !want_finned && !want_sashimi {
                        return None;
                    }
                    let (finned, sashimi) = complete_cover(
                        &masks,
                        base,
                        must,
                        size,
                        want_finned,
                        want_sashimi,
                        group_lines,
                        box_positions,
                    );
                    if let Some(cover) = finned {
                        return Some((base, cover, false));
                    }
                    let cover = sashimi?;
                    if want == Want::Sashimi {
                        return Some((base, cover, true));
                    }
                    first_sashimi = Some(FinnedFish::new(
                        by_rows, &masks, base, cover, digit, group, part,
                    ));
                    None
                };
                let found = bits(fin_lines).find_map(|f| {
                    let others = eligible & !(fin_lines & ((2 << f) - 1));
                    if required & 1 << f != 0 {
                        let start = (1 << f, outside[f]);
                        return combinations_with(
                            &outside,
                            others,
                            size - 1,
                            size,
                            start,
                            &mut visit,
                        );
                    }
                    // The fin line is not required: one of the others is,
                    // the first required line of the base taken second.
                    let mut seconds = others & required;
                    while seconds != 0 {
                        let q = seconds.trailing_zeros() as usize;
                        seconds &= seconds - 1;
                        let union = outside[f] | outside[q];
                        if count9(union) > size {
                            continue;
                        }
                        let rest = others & !(required & ((2 << q) - 1));
                        let start = (1 << f | 1 << q, union);
                        let found =
                            combinations_with(&outside, rest, size - 2, size, start, &mut visit);
                        if found.is_some() {
                            return found;
                        }
                    }
                    None
                });
                let Some((base, cover, is_sashimi)) = found else {
                    continue;
                };
                let f = FinnedFish::new(by_rows, &masks, base, cover, digit, group, part);
                return Some((f, is_sashimi));
            }
        }
    }
    first_sashimi.map(|f| (f, true))
}

/// A finned fish found by [`finned`]: base and cover line masks, fin cells,
/// fin box and eliminated cells.
struct FinnedFish {
    digit: Digit,
    by_rows: bool,
    base: u16,
    cover: u16,
    fins: CellSet,
    fin_box: usize,
    targets: CellSet,
}

impl FinnedFish {
    /// The fish with `base` and `cover` lines (by rows or columns), fin box
    /// in band (stack) `group` and position `part` of it, in line `masks`.
    fn new(
        by_rows: bool,
        masks: &[u16; 9],
        base: u16,
        cover: u16,
        digit: Digit,
        group: usize,
        part: usize,
    ) -> FinnedFish {
        let group_lines = 0b111u16 << (3 * group);
        let box_positions = 0b111u16 << (3 * part);
        let mut fins = CellSet::EMPTY;
        let mut targets = CellSet::EMPTY;
        for l in bits(group_lines) {
            if base & (1 << l) != 0 {
                fins |= line_cells(by_rows, l, masks[l] & box_positions & !cover);
            } else {
                targets |= line_cells(by_rows, l, masks[l] & box_positions & cover);
            }
        }
        FinnedFish {
            digit,
            by_rows,
            base,
            cover,
            fins,
            fin_box: line_box(by_rows, 3 * group, 3 * part),
            targets,
        }
    }
}

fn finned_step(c: &Candidates, technique: Technique, f: FinnedFish) -> Step {
    let digit = f.digit;
    let base_cells = c.cells_with(digit) & lines_set(f.by_rows, f.base);
    let step = Step::new(technique, String::new())
        .with_cells(base_cells)
        .with_units(bits(f.base).map(|i| line_unit(f.by_rows, i)))
        .with_units(bits(f.cover).map(|i| line_unit(!f.by_rows, i)))
        .with_units([Unit::boxed(f.fin_box)])
        .with_digits([digit])
        .eliminate(wording::eliminations(f.targets, digit));
    let fin_word = if f.fins.len() == 1 { "fin" } else { "fins" };
    step.describe_with(move |step: &Step| {
        format!(
            "{}: {digit} in {} lies only in {}, except for the {fin_word} {} in {}, so {}",
            technique.name(),
            wording::lines(f.by_rows, f.base),
            wording::lines(!f.by_rows, f.cover),
            wording::cells(f.fins),
            Unit::boxed(f.fin_box),
            wording::removals(&step.eliminations)
        )
    })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::testing::{assert_spent, places, removed, state};

    /// x-wing (puzzle 37, 13 techniques: ..3....59....7..31.8.....2.892.........2..3......4..7.315.294.....1....7..48.....)
    const X_WING: &str = "\
1.........2.4.6.....3.........4.6..........8..2...6.........7......5............9\
.2.456....2.456........6..9...456..9......7...2..56..........8...3......1........\
....5.7.........8.......7.9....5...91..........3...........6....2..........4.....\
.......8.........9.2.........3..........56.........7..1...........4.........56...\
...4567.....456........67...2...............91..........3...........6.8.....56.8.\
....56.....3......1............56......4............8.........9......7...2.......\
..3......1............5..........7...2...............9...4..........6.8......6.8.\
.2...6....2...6..........8.1..........3.........4.........5............9......7..\
........9......7.....4............8.....56.......56....2.......1..........3......";

    /// swordfish (puzzle 31, 14 techniques: ..............31.2.89....43..47...2..9......7..592.3.1..2..85.....26....5..4...6.)
    const SWORDFISH: &str = "\
1.34......2.........3..6...1....6...1..4...........7.9.......8.......7.9....5....\
...4..7......5.........67.......6.8....4..789..3......1..............7.9.2.......\
1.....7.........8.........9....5....1.....7...2............6......4.......3......\
.......8...3.........4...........7......5....1................9.2............6...\
.2...............91..........3....8...3....8......6......4.........5..........7..\
.....67.......67......5............9.2..........4.......3.............8.1........\
.....67.9...4.67...2.......1.3............7.9.......8.....5....1.3.........4....9\
..3.....91..4.......3....8..2............6.......5..........7..1.3.........4...89\
....5....1.....7....3...78....4.....1.3............7.9.2............6..........89";

    /// jellyfish (puzzle 37, 7 techniques: ..3....59....7..31.8.....2.892.........2..3......4..7.315.294.....1....7..48.....)
    const JELLYFISH: &str = "\
1.........2.4.6.....3.........4.6..........8..2...6.........7......5............9\
.2.456....2.456........6..9...456..9......7...2..56..........8...3......1........\
....5.7.........8.......7.9....5...91..........3...........6....2..........4.....\
.......8.........9.2.........3..........56.........7..1...........4.........56...\
...4567.....456........67...2...............91..........3...........6.8.....56.8.\
....56.....3......1............56......4............8.........9......7...2.......\
..3......1............5..........7...2...............9...4..........6.8......6.8.\
.2...6....2...6..........8.1..........3.........4.........5............9......7..\
........9......7.....4............8.....56.......56....2.......1..........3......";

    /// finned-x-wing (puzzle 1, 16 techniques: 12.74.6.94..8......89..3.1....4.2..1..........4.6..9..3...2...62....6.....8...4..)
    const FINNED_X_WING: &str = "\
1.........2.........3............7.....4.........5.........6..........8.........9\
...4.........567......567.........8.1.......91.......9.23.5.7...23.5.7...23.5.7..\
....5.7.........8.........9.2............6.....3..........5.7..1...........4.....\
.......8...3.....9....5.7.....4.......3.5.7.9.2.........3.5.7.......6...1........\
.....6..91.3..6..912...6...1.3.5...91.3.5.7.91.....789.23.5.7.....4......23.5.78.\
....5.7.....4.....12............6...1.3.5.7..1.....78.........9.23.5.7...23.5.78.\
..3......1...5.7.91...5.7..1...5...9.2..........4............8.....5.7.9.....6...\
.2...........5.7.9...4.......3.5...9.......8......6...1..........3.5.7.9..3.5.7..\
.....6..91...56..9.......8.1.3.5...91.3.5.7.91.....7.9...4......23.5...9.23.5....";

    /// sashimi-x-wing (puzzle 9, 17 techniques: ...6..8..45....7.......1..6.1.3..5..5.......88...7.43..4..9..5......69.2..82.....)
    const SASHIMI_X_WING: &str = "\
123...7.9.23...7.9123...7.9.....6....234......234..7.9.......8..2.4....9....5....\
...4.........5.........6..........89.23....8..23....89......7..12......91.3.....9\
.23...7.9.......8..23...7.9...45.7.9.2345....1.........23.......2.4....9.....6...\
.2....7.91.........2.4..7.9..3.......2.4.6.8..2.4...89....5.....2...67.9......7.9\
....5.....23...7.9.234..7.91..4....912.4.6....2.4....912...6...12...67.9.......8.\
.......8......6....2......91...5...9......7...2..5...9...4.......3......1.......9\
123..67.....4.....123...7..1.....78.........9..3...78.1.3..6.......5....1.3...7..\
1.3...7....3...7......5....1..4..7..1.34..........6...........9.......8..2.......\
1.3..67.9..3...7.9.......8..2.......1.3.5......3.5.7..1.3..6...1....67.....4.....";

    /// finned-swordfish (puzzle 28, 18 techniques: ..3.7.948.....9.3......3.25.1.5.......23...7.8.4.2....2.5.6.38167..........8.....)
    const FINNED_SWORDFISH: &str = "\
1...5.....2..56.....3......12...6.........7..12..56...........9...4............8.\
...45.....2.45..8.1....67...2.4........45..8.........91....67....3...........67..\
1..4..7.9...4.6.891....67.91..4.6...1..4...8...3......1....67...2...........5....\
..3...7.91.............67.9....5.......4....9...4.6.8..2.4.6.8......6..9.234.6..9\
....5...9....56..9.2.........3......1..4....91..4.6.8....456.8.......7.....4.6..9\
.......8...3.56..9...4..........67.9.2............67......56...1..........3..6..9\
.2..........4....9....5.......4..7.9.....6......4..7....3.............8.1........\
.....6.........7.........8.12.4....9..3......12.45.....2.4.........5...9.2.4....9\
1.34....9..34....91.......9.......8....45...9.2.45.....2.4.67......56..9.2.4.67.9";

    /// sashimi-swordfish (puzzle 90, 19 techniques: .....6.7.4..8.............5.3.4.5...2.41..8...6.........7..2.1.6.2.1..89..864...3)
    const SASHIMI_SWORDFISH: &str = "\
1...5...912..5...9..3.5...9.23.....9.23.5...9.....6......4...........7.........8.\
...4......2..5.7.9..3.56..9.......8..23.5.7.91.........23.....9.23..6..9.2...6...\
......7.9.......8...3..6..9.23...7.9.23...7.9...4.....1.........23..6..9....5....\
.......8...3......1...........4..........67......5.....2......9.2...6..9.2...67..\
.2...........5.7.9...4.....1..........3..67.9..3...7.9.......8...3.5.........67..\
....5.7.9.....6.......5...9.23...7...23.....9.......8...3.5.......4.....1........\
..3..........5...9......7......5...9.......8..2............6...1...........4.....\
.....6......4......2.........3.5.7..1..........3...7......5.7.........8.........9\
1...5...91...5...9.......8......6......4...........7.9.2..5.7...2..5......3......";

    /// finned-jellyfish (puzzle 1, 20 techniques: 12.74.6.94..8......89..3.1....4.2..1..........4.6..9..3...2...62....6.....8...4..)
    const FINNED_JELLYFISH: &str = "\
1.........2.........3............7.....4.........5.........6..........8.........9\
...4.........567......567.........8.1.......91.......9.23.5.7...23.5.7...23.5.7..\
....5.7.........8.........9.2............6.....3..........5.7..1...........4.....\
.......8...3.....9....5.7.....4.......3.5.7.9.2.........3.5.7.......6...1........\
.....6..91.3..6..912...6...1.3.5....1.3.5.7.91.....789.23.5.7.....4......23.5.78.\
....5.7.....4.....12............6...1.3.5.7..1.....78.........9.23.5.7...23.5.78.\
..3......1...5.7.91...5.7..1...5...9.2..........4............8.....5.7.9.....6...\
.2...........5.7.9...4.......3.5...9.......8......6...1..........3.5.7.9..3.5.7..\
.....6..91...56..9.......8.1.3.5...91.3.5.7..1.....7.....4......23.5...9.23.5....";

    /// sashimi-jellyfish (puzzle 45, 7 techniques: .....4..7.5.....39...36..2.....492...9........742...81....25..49...1....5..483...)
    const SASHIMI_JELLYFISH: &str = "\
1....6.8..2.........3..........5............9...4.....1....6.8.1....6.........7..\
...4.........5....1....6.8.1......8.......7...2.......1....6.8...3..............9\
......7..1......8.........9..3...........6...1......8....4......2...........5....\
1....6.8.1....6.8.....5....1......8....4.............9.2.............7....3......\
.2...............91......8.......7....3......1......8.....5.......4..........6...\
..3............7.....4......2...........5.........6...........9.......8.1........\
1....6.8...3......1....678.........9.2...........5....1....67..1....6......4.....\
........9...4......2............6...1..............7....3..........5...........8.\
....5....1....6...1....67.....4............8...3......1....67..........9.2.......";

    /// The remembering search (one memo per size kept across every state,
    /// skipping the digits unchanged since it found nothing, and looking
    /// only at fish with a base line that lost a candidate since) gives the
    /// full search's answer at every state of the SE solves of calibration
    /// puzzles rated 4.5 to 7.5.
    #[test]
    fn remembering_finds_the_same_finned_fish() {
        fn view(
            f: FinnedOrSashimi,
        ) -> Option<(bool, Technique, Vec<crate::logic::Candidate>, String)> {
            let (finned, step) = match f {
                FinnedOrSashimi::Finned(step) => (true, step),
                FinnedOrSashimi::Sashimi(step) => (false, step?),
            };
            Some((
                finned,
                step.technique,
                step.eliminations.clone(),
                step.text(),
            ))
        }
        let mut memos = [Memo::new(), Memo::new(), Memo::new()];
        let found = crate::logic::finders::testing::agree_on_se_solves(|c| {
            let mut any = false;
            for (size, memo) in (2..=4).zip(memos.iter_mut()) {
                let full = view(finned_or_sashimi_remembering(c, size, &mut Memo::new()));
                assert_eq!(full, view(finned_or_sashimi_remembering(c, size, memo)));
                any |= full.is_some();
            }
            any
        });
        assert!(found > 0, "no state with a finned or sashimi fish");
    }

    fn row(i: usize) -> Unit {
        Unit::row(i - 1)
    }

    fn col(i: usize) -> Unit {
        Unit::column(i - 1)
    }

    #[test]
    fn x_wing_example() {
        let c = state(X_WING);
        // 5 in row 3 only at c1, c4; in row 6 only at c1, c4. Columns 1 and
        // 4 get their 5 from rows 3 and 6, so r2c1, r5c1 (column 1) and
        // r2c4 (column 4) lose it.
        assert_eq!(places(&c, 5, row(3)), "r3c1, r3c4");
        assert_eq!(places(&c, 5, row(6)), "r6c1, r6c4");
        assert_eq!(places(&c, 5, col(1)), "r2c1, r3c1, r5c1, r6c1");
        assert_eq!(places(&c, 5, col(4)), "r2c4, r3c4, r6c4");
        let s = x_wing(&c).unwrap();
        assert_eq!(s.technique, Technique::XWing);
        assert_eq!(removed(&s), "r2c1-5 r2c4-5 r5c1-5");
        assert_eq!(
            s.text(),
            "X-wing: 5 in rows 3 and 6 lies only in columns 1 and 4, so 5 is removed from r2c1, \
             r2c4 and r5c1"
        );
        assert_spent(x_wing, &c, &s);
    }

    #[test]
    fn swordfish_example() {
        let c = state(SWORDFISH);
        // 7 in rows 3, 6, 7: r3c1 r3c5 / r6c1 r6c2 / r7c1 r7c2 r7c5, all in
        // columns 1, 2, 5, whose other 7s are r2c1, r9c2, r2c5.
        assert_eq!(places(&c, 7, row(3)), "r3c1, r3c5");
        assert_eq!(places(&c, 7, row(6)), "r6c1, r6c2");
        assert_eq!(places(&c, 7, row(7)), "r7c1, r7c2, r7c5");
        assert_eq!(places(&c, 7, col(1)), "r2c1, r3c1, r6c1, r7c1");
        assert_eq!(places(&c, 7, col(2)), "r6c2, r7c2, r9c2");
        assert_eq!(places(&c, 7, col(5)), "r2c5, r3c5, r7c5");
        let s = swordfish(&c).unwrap();
        assert_eq!(s.technique, Technique::Swordfish);
        assert_eq!(removed(&s), "r2c1-7 r2c5-7 r9c2-7");
        assert_spent(swordfish, &c, &s);
    }

    #[test]
    fn jellyfish_example() {
        let c = state(JELLYFISH);
        // 5 in columns 2, 5, 6, 9: rows {2,5}, {4,9}, {2,9}, {4,5}, so rows
        // 2, 4, 5, 9 get their 5 there: r2c1, r2c4, r5c1 lose it. (This is
        // the complement of an X-wing in rows 3 and 6, columns 1 and 4.)
        assert_eq!(places(&c, 5, col(2)), "r2c2, r5c2");
        assert_eq!(places(&c, 5, col(5)), "r4c5, r9c5");
        assert_eq!(places(&c, 5, col(6)), "r2c6, r9c6");
        assert_eq!(places(&c, 5, col(9)), "r4c9, r5c9");
        assert_eq!(places(&c, 5, row(2)), "r2c1, r2c2, r2c4, r2c6");
        assert_eq!(places(&c, 5, row(5)), "r5c1, r5c2, r5c9");
        let s = jellyfish(&c).unwrap();
        assert_eq!(s.technique, Technique::Jellyfish);
        assert_eq!(removed(&s), "r2c1-5 r2c4-5 r5c1-5");
        assert_spent(jellyfish, &c, &s);
    }

    #[test]
    fn finned_x_wing_example() {
        let c = state(FINNED_X_WING);
        // 9 in column 1 at r5, r9; in column 4 at r5, r9 plus the fins r7c4,
        // r8c4 (box 8). Either a fin is 9, or rows 5 and 9 get their 9 from
        // columns 1 and 4: both ways r9c5 and r9c6 (row 9, box 8) lose 9.
        // Each column keeps two non-fin cells: finned, not sashimi.
        assert_eq!(places(&c, 9, col(1)), "r5c1, r9c1");
        assert_eq!(places(&c, 9, col(4)), "r5c4, r7c4, r8c4, r9c4");
        assert_eq!(places(&c, 9, row(9)), "r9c1, r9c2, r9c4, r9c5, r9c6, r9c8");
        let s = finned_x_wing(&c).unwrap();
        assert_eq!(s.technique, Technique::FinnedXWing);
        assert_eq!(removed(&s), "r9c5-9 r9c6-9");
        assert_eq!(
            s.text(),
            "Finned X-wing: 9 in columns 1 and 4 lies only in rows 5 and 9, except for the fins \
             r7c4 and r8c4 in box 8, so 9 is removed from r9c5 and r9c6"
        );
        assert_spent(finned_x_wing, &c, &s);
        // The same pattern is not sashimi.
        assert!(sashimi_x_wing(&c).is_none_or(|t| t.cells != s.cells));
    }

    #[test]
    fn sashimi_x_wing_example() {
        let c = state(SASHIMI_X_WING);
        // 2 in column 2 at r1c2 (fin, box 1) and r5c2; in column 7 at r3c7
        // and r5c7. Without the fin column 2 has one cell: sashimi. If the
        // fin is false, r5c2 is 2, so r3c7 is; either way r3c1 and r3c3 (row
        // 3, box 1) lose 2.
        assert_eq!(places(&c, 2, col(2)), "r1c2, r5c2");
        assert_eq!(places(&c, 2, col(7)), "r3c7, r5c7");
        assert_eq!(places(&c, 2, row(3)), "r3c1, r3c3, r3c5, r3c7, r3c8");
        let s = sashimi_x_wing(&c).unwrap();
        assert_eq!(s.technique, Technique::SashimiXWing);
        assert_eq!(removed(&s), "r3c1-2 r3c3-2");
        assert_eq!(
            s.text(),
            "Sashimi X-wing: 2 in columns 2 and 7 lies only in rows 3 and 5, except for the fin \
             r1c2 in box 1, so 2 is removed from r3c1 and r3c3"
        );
        assert_spent(sashimi_x_wing, &c, &s);
    }

    #[test]
    fn finned_swordfish_example() {
        let c = state(FINNED_SWORDFISH);
        // 9 in rows 6, 7, 8: c2 c4 c9 / c2 c4 / c4 c9 plus the fin r8c8 (box
        // 9). Columns 2, 4, 9; r9c9 is in column 9 and box 9.
        assert_eq!(places(&c, 9, row(6)), "r6c2, r6c4, r6c9");
        assert_eq!(places(&c, 9, row(7)), "r7c2, r7c4");
        assert_eq!(places(&c, 9, row(8)), "r8c4, r8c8, r8c9");
        let s = finned_swordfish(&c).unwrap();
        assert_eq!(s.technique, Technique::FinnedSwordfish);
        assert_eq!(removed(&s), "r9c9-9");
        assert_spent(finned_swordfish, &c, &s);
    }

    #[test]
    fn sashimi_swordfish_example() {
        let c = state(SASHIMI_SWORDFISH);
        // 5 in rows 6, 7, 8: c7 plus fins r6c1, r6c3 (box 4) / c2 c4 / c4 c7.
        // Row 6 keeps one non-fin cell: sashimi. Without the fins r6c7,
        // then r8c4, then r7c2 are 5, so r5c2 (column 2, box 4) loses it.
        assert_eq!(places(&c, 5, row(6)), "r6c1, r6c3, r6c7");
        assert_eq!(places(&c, 5, row(7)), "r7c2, r7c4");
        assert_eq!(places(&c, 5, row(8)), "r8c4, r8c7");
        let s = sashimi_swordfish(&c).unwrap();
        assert_eq!(s.technique, Technique::SashimiSwordfish);
        assert_eq!(removed(&s), "r5c2-5");
        assert_eq!(
            s.text(),
            "Sashimi swordfish: 5 in rows 6, 7 and 8 lies only in columns 2, 4 and 7, except for \
             the fins r6c1 and r6c3 in box 4, so 5 is removed from r5c2"
        );
        assert_spent(sashimi_swordfish, &c, &s);
    }

    #[test]
    fn finned_jellyfish_example() {
        let c = state(FINNED_JELLYFISH);
        // 7 in rows 3, 5, 6, 9: c1 c7 / c5 c6 c7 + fin c9 / c1 c5 c6 + fins
        // c8 c9 / c5 c6. Fins r5c9, r6c8, r6c9 all in box 6; the cover
        // columns 1, 5, 6, 7 meet box 6 in column 7: r4c7 loses 7.
        assert_eq!(places(&c, 7, row(3)), "r3c1, r3c7");
        assert_eq!(places(&c, 7, row(5)), "r5c5, r5c6, r5c7, r5c9");
        assert_eq!(places(&c, 7, row(6)), "r6c1, r6c5, r6c6, r6c8, r6c9");
        assert_eq!(places(&c, 7, row(9)), "r9c5, r9c6");
        let s = finned_jellyfish(&c).unwrap();
        assert_eq!(s.technique, Technique::FinnedJellyfish);
        assert_eq!(removed(&s), "r4c7-7");
        assert_spent(finned_jellyfish, &c, &s);
    }

    #[test]
    fn sashimi_jellyfish_example() {
        let c = state(SASHIMI_JELLYFISH);
        // 8 in rows 1, 3, 5, 7: c1 c7 / c6 + fin c2 (box 1) / c3 c6 / c1 c3.
        // Row 3 keeps one non-fin cell: sashimi. Cover columns 1, 3, 6, 7
        // meet box 1 in columns 1 and 3; of those only r2c3 holds 8.
        assert_eq!(places(&c, 8, row(1)), "r1c1, r1c7");
        assert_eq!(places(&c, 8, row(3)), "r3c2, r3c6");
        assert_eq!(places(&c, 8, row(5)), "r5c3, r5c6");
        assert_eq!(places(&c, 8, row(7)), "r7c1, r7c3");
        assert_eq!(places(&c, 8, row(2)), "r2c3, r2c4, r2c7");
        let s = sashimi_jellyfish(&c).unwrap();
        assert_eq!(s.technique, Technique::SashimiJellyfish);
        assert_eq!(removed(&s), "r2c3-8");
        assert_spent(sashimi_jellyfish, &c, &s);
        // Not reported as a plain finned jellyfish.
        assert!(finned_jellyfish(&c).is_none_or(|t| t.cells != s.cells));
    }
}

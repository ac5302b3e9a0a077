//! Random puzzles of a level, in about a millisecond however large the bank.
//!
//! Every stored puzzle has a draw key, a 62-bit number fixed by its canonical form (a hash), and
//! the index `(level, draw_key)` orders each level by it. A draw picks a random number and takes
//! the first puzzle of the level at or after it (wrapping round to the smallest key): one index
//! lookup, whatever the size of the bank. A puzzle's chance is the gap before its key, so the
//! draw is uniform only on average (the keys are hash values, spread evenly); puzzles already
//! chosen in the same draw are skipped, so a draw never hands out one twice. When picks keep repeating (a draw asks
//! for most of a small level), the level is read whole and a random subset taken instead.
//!
//! The draw depends only on the bank's contents and the random generator, so the same seed and
//! the same bank give the same puzzles.

use crate::{Bank, BankError, Entry};
use rand::seq::SliceRandom;
use rand::{Rng, RngCore};
use shudu::rate::Level;
use std::collections::HashSet;

/// The largest draw key plus one.
pub const KEY_RANGE: i64 = 1 << 62;

/// See the [module docs](self).
pub fn draw<B: Bank + ?Sized>(
    bank: &mut B,
    level: Level,
    count: usize,
    rng: &mut dyn RngCore,
) -> Result<Vec<Entry>, BankError> {
    if count == 0 {
        return Ok(Vec::new());
    }
    let mut chosen = Vec::with_capacity(count);
    let mut seen = HashSet::with_capacity(count);
    // No count first (counting a level of a large bank is a scan): when picks keep repeating
    // earlier ones (the level holds few more than `count`), the level is read whole instead.
    // Keys are looked up a round at a time, as many as puzzles are still missing (one round trip
    // for a server); each key would also have been drawn one at a time, so the result is the
    // same as drawing them singly.
    let mut tries = 64 * count + 64;
    let mut first = None; // the level's first puzzle, where a key falls past the last one
    while chosen.len() < count && tries > 0 {
        let round = (count - chosen.len()).min(tries);
        tries -= round;
        let keys: Vec<i64> = (0..round).map(|_| rng.random_range(0..KEY_RANGE)).collect();
        for entry in bank.at_or_after_each(level, &keys)? {
            let entry = match entry {
                Some(e) => e,
                None => {
                    if first.is_none() {
                        first = bank.at_or_after(level, 0)?;
                    }
                    match &first {
                        Some(e) => e.clone(),
                        None => return Ok(Vec::new()), // the level is empty
                    }
                }
            };
            if seen.insert(entry.canonical) {
                chosen.push(entry);
            }
        }
    }
    if chosen.len() < count {
        return whole_level(bank, level, count, rng);
    }
    Ok(chosen)
}

/// Reads the whole level (in draw-key order, so the result depends only on the contents) and
/// takes a random `count` of it in random order.
fn whole_level<B: Bank + ?Sized>(
    bank: &mut B,
    level: Level,
    count: usize,
    rng: &mut dyn RngCore,
) -> Result<Vec<Entry>, BankError> {
    let filter = crate::Filter {
        level: Some(level),
        ..crate::Filter::default()
    };
    let mut all = Vec::new();
    bank.export(&filter, &mut |e| {
        all.push(e);
        true
    })?;
    all.sort_by_key(|e| e.draw_key());
    all.shuffle(rng);
    all.truncate(count);
    Ok(all)
}

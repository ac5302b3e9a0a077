//! Puzzle IDs: a short name shared by all the puzzles equivalent to one
//! another.
//!
//! # The algorithm (fixed for good)
//!
//! 1. Take the puzzle's minlex form ([`canonical_puzzle`]) as its 81-character
//!    line with `0` for empty cells (ASCII bytes `0`..`9`, row by row).
//! 2. Hash those 81 bytes with 64-bit FNV-1a: start from the offset basis
//!    `0xcbf29ce484222325`; for each byte, XOR it in, then multiply by the
//!    prime `0x100000001b3` modulo 2^64.
//! 3. Write the 64-bit value in Crockford's base 32 (digits
//!    `0123456789ABCDEFGHJKMNPQRSTVWXYZ`), most significant first, 13
//!    characters: the first holds the top 4 bits, each other 5 bits.
//!
//! This algorithm and the minlex order are part of the crate's promise:
//! an ID never changes between versions, on any platform. (Tests pin the IDs
//! of known puzzles.) Sixty-four bits make a collision between two different
//! forms unlikely but not impossible (about one chance in 37 million for a
//! million puzzles); a store that must never merge two puzzles compares the
//! forms as well.
//!
//! Parsing accepts lower case and Crockford's aliases (`O` for `0`, `I` and
//! `L` for `1`), and ignores hyphens.
//!
//! ```
//! use shudu::transform::{puzzle_id, PuzzleId, Transformation};
//! use shudu::Grid;
//!
//! let puzzle: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
//!     .parse()?;
//! let id = puzzle_id(&puzzle);
//! assert_eq!(id.to_string().len(), 13);
//! assert_eq!(id.to_string().parse::<PuzzleId>(), Ok(id));
//! assert_eq!(puzzle_id(&Transformation::rotate(1).apply(&puzzle)), id);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use super::canonical_puzzle;
use crate::Grid;
use std::fmt;
use std::str::FromStr;

/// A puzzle's ID: a 64-bit hash of its minlex form, shown as 13 characters
/// of Crockford base 32 (see the [module docs](self)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PuzzleId(u64);

/// The ID of `puzzle`: the same for every puzzle equivalent to it.
pub fn puzzle_id(puzzle: &Grid) -> PuzzleId {
    PuzzleId::of_form(&canonical_puzzle(puzzle).form)
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0100_0000_01b3;
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// The number of characters of an ID.
const LEN: usize = 13;

impl PuzzleId {
    /// The ID of a grid that is already a minlex form (e.g.
    /// [`CanonicalPuzzle::form`](super::CanonicalPuzzle::form)): hashes it
    /// without searching again. Given any other grid it returns that grid's
    /// hash, which is not the ID of its class.
    pub fn of_form(form: &Grid) -> PuzzleId {
        let mut h = FNV_OFFSET;
        for &v in form.values() {
            h ^= u64::from(b'0' + v);
            h = h.wrapping_mul(FNV_PRIME);
        }
        PuzzleId(h)
    }

    /// The 64-bit value.
    pub fn to_u64(self) -> u64 {
        self.0
    }

    /// The ID with this 64-bit value.
    pub fn from_u64(value: u64) -> PuzzleId {
        PuzzleId(value)
    }
}

impl fmt::Display for PuzzleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = [0u8; LEN];
        for (i, ch) in out.iter_mut().enumerate() {
            let shift = 5 * (LEN - 1 - i);
            *ch = ALPHABET[((self.0 >> shift) & 31) as usize];
        }
        f.write_str(std::str::from_utf8(&out).expect("ASCII"))
    }
}

/// Why a string is not a puzzle ID.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePuzzleIdError {
    /// Not 13 characters (hyphens aside); holds the count.
    Length(usize),
    /// A character outside Crockford's base 32, at this character index.
    Character(char, usize),
    /// 13 characters whose value needs more than 64 bits (the first is
    /// above `F`).
    TooLarge,
}

impl fmt::Display for ParsePuzzleIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePuzzleIdError::Length(n) => {
                write!(f, "a puzzle ID has {LEN} characters, this one has {n}")
            }
            ParsePuzzleIdError::Character(c, at) => write!(
                f,
                "character {c:?} at position {} is not Crockford base 32",
                at + 1
            ),
            ParsePuzzleIdError::TooLarge => {
                write!(f, "the first character of a puzzle ID is 0-9 or A-F")
            }
        }
    }
}

impl std::error::Error for ParsePuzzleIdError {}

fn digit_value(c: char) -> Option<u64> {
    let c = match c.to_ascii_uppercase() {
        'O' => '0',
        'I' | 'L' => '1',
        c => c,
    };
    ALPHABET
        .iter()
        .position(|&a| char::from(a) == c)
        .map(|p| p as u64)
}

impl FromStr for PuzzleId {
    type Err = ParsePuzzleIdError;

    fn from_str(s: &str) -> Result<PuzzleId, ParsePuzzleIdError> {
        let count = s.chars().filter(|&c| c != '-').count();
        if count != LEN {
            return Err(ParsePuzzleIdError::Length(count));
        }
        let mut value: u64 = 0;
        for (i, (at, c)) in s.chars().enumerate().filter(|&(_, c)| c != '-').enumerate() {
            let d = digit_value(c).ok_or(ParsePuzzleIdError::Character(c, at))?;
            if i == 0 && d > 15 {
                return Err(ParsePuzzleIdError::TooLarge);
            }
            value = (value << 5) | d;
        }
        Ok(PuzzleId(value))
    }
}

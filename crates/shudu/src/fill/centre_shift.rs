//! Article 004: a random centre box and cyclic shifts of it.
//!
//! The centre box gets a random permutation of 1..9. The boxes to its left
//! and right repeat its rows, cyclically shifted (left: each row moves down
//! one place; right: up one place); the boxes above and below repeat its
//! columns, shifted the same way; the four corner boxes are made from the
//! boxes above and below the centre exactly as the left and right boxes are
//! made from the centre. Every row then holds three different rows of the
//! centre box and every column three different columns, so the grid is
//! always valid.
//!
//! The centre box decides everything: only 9! = 362,880 different grids can
//! come out, all relabellings of one pattern (one class of equivalent grids
//! out of 5,472,730,538). The lab's bias experiment shows it.
//!
//! Deviations: the article's program never seeds its random generator, so it
//! makes the same grid on every run; here the caller's generator decides.
//! The article draws the permutation by drawing digits until an unused one
//! comes up; a shuffle gives the same (uniform) distribution.

use crate::Grid;
use rand::seq::SliceRandom;
use rand::Rng;

/// Row shift of the box in each stack, and column shift of the box in each
/// band (0 for the centre's own stack and band).
const SHIFT: [usize; 3] = [2, 0, 1];

/// A complete grid from a random centre box.
///
/// ```
/// use rand::SeedableRng;
/// let mut rng = shudu::DefaultRng::seed_from_u64(1);
/// assert!(shudu::fill::centre_shift::fill(&mut rng).is_solved());
/// ```
pub fn fill<R: Rng + ?Sized>(rng: &mut R) -> Grid {
    let mut centre = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
    centre.shuffle(rng);
    from_centre(centre).expect("a shuffle of 1..9 is a permutation")
}

/// The grid made from a centre box given in reading order; `None` unless
/// `centre` holds each of 1..=9 once.
///
/// ```
/// let g = shudu::fill::centre_shift::from_centre([1, 2, 3, 4, 5, 6, 7, 8, 9]).unwrap();
/// assert!(g.is_solved());
/// assert_eq!(g.to_string()[30..33], *"123");
/// ```
pub fn from_centre(centre: [u8; 9]) -> Option<Grid> {
    let mut seen = 0u16;
    for &d in &centre {
        if !(1..=9).contains(&d) || seen & (1 << d) != 0 {
            return None;
        }
        seen |= 1 << d;
    }
    let mut values = [0u8; 81];
    for r in 0..9 {
        for c in 0..9 {
            let cr = (r % 3 + SHIFT[c / 3]) % 3;
            let cc = (c % 3 + SHIFT[r / 3]) % 3;
            values[r * 9 + c] = centre[cr * 3 + cc];
        }
    }
    Grid::from_values(values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DefaultRng;
    use rand::SeedableRng;

    #[test]
    fn shifts_follow_the_article() {
        let g = from_centre([1, 2, 3, 4, 5, 6, 7, 8, 9]).unwrap();
        let rows: Vec<String> = (0..9)
            .map(|r| g.to_string()[r * 9..r * 9 + 9].to_string())
            .collect();
        // Centre rows 123/456/789; the left box's rows are the centre's
        // moved down one place, the right box's moved up one place.
        assert_eq!(rows[3], "789123456");
        assert_eq!(rows[4], "123456789");
        assert_eq!(rows[5], "456789123");
        // Above the centre: its columns moved right one place (cols 3..6).
        assert_eq!(&rows[0][3..6], "312");
        assert_eq!(&rows[6][3..6], "231");
    }

    #[test]
    fn thousands_of_grids_are_valid() {
        let mut rng = DefaultRng::seed_from_u64(1);
        for _ in 0..10_000 {
            assert!(fill(&mut rng).is_solved());
        }
    }

    #[test]
    fn centre_box_is_kept_and_decides_the_grid() {
        let mut rng = DefaultRng::seed_from_u64(2);
        for _ in 0..100 {
            let g = fill(&mut rng);
            let v = g.values();
            let centre: Vec<u8> = (3..6)
                .flat_map(|r| (3..6).map(move |c| v[r * 9 + c]))
                .collect();
            assert_eq!(from_centre(centre.try_into().unwrap()), Some(g));
        }
        assert_eq!(from_centre([1, 1, 2, 3, 4, 5, 6, 7, 8]), None);
    }

    #[test]
    fn same_seed_same_grid() {
        let a = fill(&mut DefaultRng::seed_from_u64(3));
        assert_eq!(a, fill(&mut DefaultRng::seed_from_u64(3)));
        assert_ne!(a, fill(&mut DefaultRng::seed_from_u64(4)));
    }
}

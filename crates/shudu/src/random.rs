//! The engine's seedable random-number source.
//!
//! Every random choice in the engine goes through an `R: rand::Rng` that the
//! caller passes in. [`DefaultRng`] is the generator the command line uses: a
//! small, fast PCG whose output is the same on every platform for the same
//! seed. Bulk work derives one independent generator per item with
//! [`rng_for`], so results never depend on thread count or scheduling.

use rand::SeedableRng;

/// The engine's default generator: PCG 64-bit MCG (portable, fast, seedable).
pub type DefaultRng = rand_pcg::Pcg64Mcg;

/// SplitMix64's finalizer: spreads nearby inputs (seed, index) into unrelated
/// 64-bit values.
#[inline]
pub fn mix64(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D1_049B_133D_11EB);
    z ^ (z >> 31)
}

/// The generator for item `index` of a run started with `seed`.
///
/// ```
/// use rand::Rng;
/// let a: u64 = shudu::rng_for(42, 7).random();
/// let b: u64 = shudu::rng_for(42, 7).random();
/// let c: u64 = shudu::rng_for(42, 8).random();
/// assert_eq!(a, b);
/// assert_ne!(a, c);
/// ```
pub fn rng_for(seed: u64, index: u64) -> DefaultRng {
    DefaultRng::seed_from_u64(mix64(seed ^ mix64(index)))
}

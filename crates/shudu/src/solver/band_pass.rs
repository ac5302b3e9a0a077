//! The band step on all 27 subbands at once: for the root of a search,
//! where every subband is pending, the nine digits' lanes go through the
//! step's reasoning side by side, two digits (three bands and a padding
//! lane each) per AVX2 register where a run-time check finds AVX2, one per
//! SSE2 register otherwise, instead of one subband at a time. Other
//! targets run the portable form (the one-subband step's tables, subband
//! by subband); the tests hold both x86-64 forms against it.
//!
//! The band step of one subband reads only that subband and its band's
//! unsolved cells, and writes that subband, its band's lane of the digit's
//! minicolumns and its claims; so running all of them side by side gives
//! what running them one after the other gives, but for one case: two
//! digits claiming the same cell. One after the other, the second finds the
//! cell solved and leaves it; the clearing then takes it from that digit's
//! box, and its next band step finds the box empty. Side by side both claim
//! it: [`band_pass`] reports the contradiction at once.
//!
//! Without the lookup tables of the one-subband step, the minirows, their
//! pairings and the boxes with one row and one column are worked out with
//! shifts and masks on the minirow bits laid out as the cells (bit `9 * r +
//! 3 * k`: row `r`, box `k`): a minirow belongs to a layout when the other
//! two rows pair with the other two boxes, one way or the other.

#[cfg(any(test, not(target_arch = "x86_64")))]
use super::tables::{column_data, BAND_STEP};

/// What [`band_pass`] changed besides the lanes it was given: the digits
/// whose minicolumns changed (bit `d`), for their stack steps.
pub(crate) type ChangedStacks = u32;

/// Runs the band step on every subband (digit `d`, band `b` < 3) of `cand`
/// with the bands' unsolved cells `unsolved`, side by side (see the module
/// docs): `cand` keeps the minirows that pair, cells solved in a box (one
/// row and one column left) leave `unsolved` and join `claims`, each
/// digit's minicolumns (stack-major, see
/// [`STACK_LANES`](super::tables)) replace `present`, and with `CACHES`
/// each subband's minirows before pairing go to `minirows` (the padding
/// lanes' entries are overwritten with 0). `None` on a contradiction: a
/// subband left empty, or a cell claimed by two digits; the lanes are then
/// left half done.
#[inline(always)]
pub(crate) fn band_pass<const CACHES: bool>(
    cand: &mut [[u32; 4]; 9],
    claims: &mut [[u32; 4]; 9],
    unsolved: &mut [u32; 4],
    present: &mut [u32; 9],
    minirows: &mut [u16; 36],
) -> Option<ChangedStacks> {
    #[cfg(target_arch = "x86_64")]
    {
        if super::avx2::available() {
            // SAFETY: the processor has AVX2 (checked just above).
            unsafe { band_pass_avx2::<CACHES>(cand, claims, unsolved, present, minirows) }
        } else {
            band_pass_sse2::<CACHES>(cand, claims, unsolved, present, minirows)
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        band_pass_portable::<CACHES>(cand, claims, unsolved, present, minirows)
    }
}

/// The portable form of [`band_pass`]: the one-subband step's tables,
/// subband by subband, with the claims checked against each other.
#[cfg(any(test, not(target_arch = "x86_64")))]
fn band_pass_portable<const CACHES: bool>(
    cand: &mut [[u32; 4]; 9],
    claims: &mut [[u32; 4]; 9],
    unsolved: &mut [u32; 4],
    present: &mut [u32; 9],
    minirows: &mut [u16; 36],
) -> Option<ChangedStacks> {
    let rows = &BAND_STEP.minirows_of_row;
    let mut claimed = [0u32; 3];
    let mut twice = 0;
    let mut stacks = 0;
    for d in 0..9 {
        let mut now = 0;
        for b in 0..3 {
            let cells = cand[d][b];
            let m = rows[0][(cells & 0x1FF) as usize]
                | rows[1][((cells >> 9) & 0x1FF) as usize]
                | rows[2][((cells >> 18) & 0x1FF) as usize];
            let pairing = BAND_STEP.band_match[m as usize];
            let cells = cells & pairing as u32;
            if cells == 0 {
                return None;
            }
            if CACHES {
                minirows[4 * d + b] = m;
            }
            let columns = (cells | cells >> 9 | cells >> 18) & 0x1FF;
            let data = column_data(columns, b);
            now |= data as u32;
            let single = (pairing >> 32) as u32 & (data >> 32) as u32;
            let newly = cells & single & unsolved[b];
            twice |= claimed[b] & newly;
            claimed[b] |= newly;
            claims[d][b] |= newly;
            cand[d][b] = cells;
        }
        if CACHES {
            minirows[4 * d + 3] = 0;
        }
        stacks |= ((now != present[d]) as u32) << d;
        present[d] = now;
    }
    if twice != 0 {
        return None;
    }
    for b in 0..3 {
        unsolved[b] &= !claimed[b];
    }
    Some(stacks)
}

/// What [`digit_step`] works out for one digit's lanes (each lane a band;
/// or two digits' lanes side by side).
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
struct DigitStep<V> {
    /// Its minirows before pairing, in the cache's layout (bit `3 * r + k`).
    minirows: V,
    /// The cells left.
    cells: V,
    /// Cells solved (alone in their box), if they were unsolved.
    newly: V,
    /// Its columns in the stack-major layout of band 0 (bit `9 * t + j`
    /// for column `3 * t + j`): band `b`'s lane belongs `3 * b` higher.
    columns: V,
}

/// The bitwise operations [`digit_step`] needs, on 128-bit (one digit) or
/// 256-bit (two digits) registers of 32-bit lanes.
#[cfg(target_arch = "x86_64")]
trait Lanes: Copy {
    fn splat(x: i32) -> Self;
    fn and(self, o: Self) -> Self;
    fn or(self, o: Self) -> Self;
    fn xor(self, o: Self) -> Self;
    /// `!self & o`.
    fn andnot(self, o: Self) -> Self;
    fn shr<const N: i32>(self) -> Self;
    fn shl<const N: i32>(self) -> Self;
}

#[cfg(target_arch = "x86_64")]
mod wide {
    use std::arch::x86_64::{
        __m128i, __m256i, _mm256_and_si256, _mm256_andnot_si256, _mm256_or_si256,
        _mm256_set1_epi32, _mm256_slli_epi32, _mm256_srli_epi32, _mm256_xor_si256, _mm_and_si128,
        _mm_andnot_si128, _mm_or_si128, _mm_set1_epi32, _mm_slli_epi32, _mm_srli_epi32,
        _mm_xor_si128,
    };

    /// [`Lanes`](super::Lanes) for register type `$v` through its
    /// intrinsics (set1, and, or, xor, andnot, srli, slli on 32-bit lanes).
    macro_rules! lanes {
        ($v:ty, $set1:ident, $and:ident, $or:ident, $xor:ident, $andnot:ident, $shr:ident, $shl:ident) => {
            impl super::Lanes for $v {
                #[inline(always)]
                fn splat(x: i32) -> Self {
                    unsafe { $set1(x) }
                }
                #[inline(always)]
                fn and(self, o: Self) -> Self {
                    unsafe { $and(self, o) }
                }
                #[inline(always)]
                fn or(self, o: Self) -> Self {
                    unsafe { $or(self, o) }
                }
                #[inline(always)]
                fn xor(self, o: Self) -> Self {
                    unsafe { $xor(self, o) }
                }
                #[inline(always)]
                fn andnot(self, o: Self) -> Self {
                    unsafe { $andnot(self, o) }
                }
                #[inline(always)]
                fn shr<const N: i32>(self) -> Self {
                    unsafe { $shr::<N>(self) }
                }
                #[inline(always)]
                fn shl<const N: i32>(self) -> Self {
                    unsafe { $shl::<N>(self) }
                }
            }
        };
    }

    // SAFETY (every method): SSE2 is always enabled on x86_64, and these
    // intrinsics only compute on values.
    lanes!(
        __m128i,
        _mm_set1_epi32,
        _mm_and_si128,
        _mm_or_si128,
        _mm_xor_si128,
        _mm_andnot_si128,
        _mm_srli_epi32,
        _mm_slli_epi32
    );

    // SAFETY (every method): these run only inlined into
    // `band_pass_avx2`, which is compiled with AVX2 and called only after
    // the run-time check finds it; the intrinsics only compute on values.
    lanes!(
        __m256i,
        _mm256_set1_epi32,
        _mm256_and_si256,
        _mm256_or_si256,
        _mm256_xor_si256,
        _mm256_andnot_si256,
        _mm256_srli_epi32,
        _mm256_slli_epi32
    );
}

/// The band step of one digit's lanes (or two digits'), with shifts and
/// masks (see the module docs); `open`: the bands' unsolved cells.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn digit_step<V: Lanes, const CACHES: bool>(cells: V, open: V) -> DigitStep<V> {
    let v = V::splat;
    // Minirow bits (bit `9 * r + 3 * k`), those of boxes 0 and 1, of box 2.
    const BOX0: i32 = 0x4_0201;
    let (minirow_bits, boxes01, box2) = (v(0x124_9249), v(BOX0 * 9), v(BOX0 << 6));
    let m = cells
        .or(cells.shr::<1>())
        .or(cells.shr::<2>())
        .and(minirow_bits);
    // Row `r` gets row `r + 1` (`r1`) or `r + 2` (`r2`); box `k` gets box
    // `k + 1` (`k1`).
    let r1 = m.shr::<9>().or(m.shl::<18>()).and(minirow_bits);
    let r2 = m.shr::<18>().or(m.shl::<9>()).and(minirow_bits);
    let k1 = |x: V| x.shr::<3>().and(boxes01).or(x.shl::<6>().and(box2));
    // A minirow pairs when the other rows pair with the other boxes, one
    // way or the other: `r + 1` with `k + 1` and `r + 2` with `k + 2`,
    // `k1(r1 & k1(r2))`, or `r + 1` with `k + 2` and `r + 2` with `k + 1`,
    // `k1(k1(r1) & r2)` (`k1` moves bits one for one, so it goes out of
    // the AND).
    let pairing = m.and(k1(r1.and(k1(r2)).or(k1(r1).and(r2))));
    let cells = cells.and(pairing.or(pairing.shl::<1>()).or(pairing.shl::<2>()));
    let columns = cells
        .or(cells.shr::<9>())
        .or(cells.shr::<18>())
        .and(v(0x1FF));
    // Where exactly one of `a`, `b` and `c` has its bit.
    let exactly_one = |a: V, b: V, c: V| a.and(b).and(c).andnot(a.xor(b).xor(c));
    // Boxes (bit `3 * k`) with one row left and one column: one cell.
    let one_row = exactly_one(pairing, pairing.shr::<9>(), pairing.shr::<18>());
    let one_column = exactly_one(columns, columns.shr::<1>(), columns.shr::<2>());
    let single = one_row.and(one_column).and(v(0o111));
    let single = single.or(single.shl::<1>()).or(single.shl::<2>());
    let single = single.or(single.shl::<9>()).or(single.shl::<18>());
    let minirows = if CACHES {
        // Bit `9 * r + 3 * k` to bit `3 * r + k`.
        let z = m
            .and(v(0o001_001_001))
            .or(m.shr::<2>().and(v(0o002_002_002)))
            .or(m.shr::<4>().and(v(0o004_004_004)));
        z.and(v(0o7))
            .or(z.shr::<6>().and(v(0o70)))
            .or(z.shr::<12>().and(v(0o700)))
    } else {
        m
    };
    DigitStep {
        minirows,
        cells,
        newly: cells.and(single).and(open),
        columns: columns
            .and(v(0o7))
            .or(columns.and(v(0o70)).shl::<6>())
            .or(columns.and(v(0o700)).shl::<12>()),
    }
}

/// The claims of a pass so far: cells claimed, cells claimed twice, lanes
/// left empty (a movemask per digit), digits whose minicolumns changed.
#[cfg(target_arch = "x86_64")]
struct Tally<V> {
    claimed: V,
    twice: V,
    empty: i32,
    stacks: ChangedStacks,
}

#[cfg(target_arch = "x86_64")]
impl<V: Lanes> Tally<V> {
    #[inline(always)]
    fn claim(&mut self, newly: V) {
        self.twice = self.twice.or(self.claimed.and(newly));
        self.claimed = self.claimed.or(newly);
    }
}

/// One digit of [`band_pass`] with 128-bit registers: [`digit_step`], then
/// its lanes, claims, minicolumns and (with `CACHES`) minirows stored.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn digit_sse2<const CACHES: bool>(
    d: usize,
    cand: &mut [[u32; 4]; 9],
    claims: &mut [[u32; 4]; 9],
    present: &mut [u32; 9],
    minirows: &mut [u16; 36],
    open: std::arch::x86_64::__m128i,
    tally: &mut Tally<std::arch::x86_64::__m128i>,
) {
    use std::arch::x86_64::{
        __m128i, _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_cvtsi128_si32, _mm_movemask_ps,
        _mm_packs_epi32, _mm_setzero_si128, _mm_shuffle_epi32, _mm_storel_epi64, _mm_storeu_si128,
    };
    // SAFETY: SSE2 is always enabled on x86_64, so the intrinsics can run.
    // The 16-byte stores write one [u32; 4] of `cand` or `claims`, the
    // 8-byte store four `u16`s of `minirows` from `4 * d` (`d` < 9: in
    // bounds), through pointers made from those references (unaligned
    // forms).
    unsafe {
        let step = digit_step::<__m128i, CACHES>(lanes_of(&cand[d]), open);
        let zero = _mm_setzero_si128();
        tally.empty |= _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(step.cells, zero))) & 7;
        _mm_storeu_si128(cand[d].as_mut_ptr() as *mut __m128i, step.cells);
        tally.claim(step.newly);
        let claimed = lanes_of(&claims[d]).or(step.newly);
        _mm_storeu_si128(claims[d].as_mut_ptr() as *mut __m128i, claimed);
        // Band `b`'s lane `3 * b` higher, the three ORed into lane 0.
        let c = step.columns;
        let now = c
            .or(_mm_shuffle_epi32::<1>(c.shl::<3>()))
            .or(_mm_shuffle_epi32::<2>(c.shl::<6>()));
        let now = _mm_cvtsi128_si32(now) as u32;
        tally.stacks |= ((now != present[d]) as u32) << d;
        present[d] = now;
        if CACHES {
            _mm_storel_epi64(
                minirows[4 * d..].as_mut_ptr() as *mut __m128i,
                _mm_packs_epi32(step.minirows, step.minirows),
            );
        }
    }
}

/// A digit's four lanes in a register, built from their values, not loaded
/// whole: they were written lane by lane just before (the load, the givens'
/// singles), and a wide load of narrow stores waits for them to reach the
/// cache. The padding lane is 0.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn lanes_of(l: &[u32; 4]) -> std::arch::x86_64::__m128i {
    // SAFETY: SSE2 is always enabled on x86_64; this only computes on values.
    unsafe { std::arch::x86_64::_mm_setr_epi32(l[0] as i32, l[1] as i32, l[2] as i32, 0) }
}

/// [`band_pass`] with SSE2, one digit's four lanes per register.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn band_pass_sse2<const CACHES: bool>(
    cand: &mut [[u32; 4]; 9],
    claims: &mut [[u32; 4]; 9],
    unsolved: &mut [u32; 4],
    present: &mut [u32; 9],
    minirows: &mut [u16; 36],
) -> Option<ChangedStacks> {
    use std::arch::x86_64::{
        __m128i, _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_movemask_ps, _mm_setzero_si128,
        _mm_storeu_si128,
    };
    let open = lanes_of(unsolved);
    // SAFETY: SSE2 is always enabled on x86_64, so the intrinsics can run;
    // the store writes the 16 bytes of `unsolved` through a pointer made
    // from it (unaligned form).
    unsafe {
        let zero = _mm_setzero_si128();
        let mut tally = Tally {
            claimed: zero,
            twice: zero,
            empty: 0,
            stacks: 0,
        };
        for d in 0..9 {
            digit_sse2::<CACHES>(d, cand, claims, present, minirows, open, &mut tally);
        }
        let twice = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(tally.twice, zero)));
        if tally.empty != 0 || twice != 15 {
            return None;
        }
        _mm_storeu_si128(
            unsolved.as_mut_ptr() as *mut __m128i,
            tally.claimed.andnot(open),
        );
        Some(tally.stacks)
    }
}

/// [`band_pass`] with AVX2: two digits' lanes per 256-bit register (digits
/// 0 to 7), the ninth in a 128-bit one as [`band_pass_sse2`] does.
///
/// # Safety
/// The processor must support AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn band_pass_avx2<const CACHES: bool>(
    cand: &mut [[u32; 4]; 9],
    claims: &mut [[u32; 4]; 9],
    unsolved: &mut [u32; 4],
    present: &mut [u32; 9],
    minirows: &mut [u16; 36],
) -> Option<ChangedStacks> {
    use std::arch::x86_64::{
        __m128i, __m256i, _mm256_castsi256_ps, _mm256_castsi256_si128, _mm256_cmpeq_epi32,
        _mm256_extract_epi32, _mm256_extracti128_si256, _mm256_movemask_ps, _mm256_packs_epi32,
        _mm256_set_m128i, _mm256_setr_epi32, _mm256_setzero_si256, _mm256_shuffle_epi32,
        _mm256_sllv_epi32, _mm256_storeu_si256, _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_movemask_ps,
        _mm_setzero_si128, _mm_storel_epi64, _mm_storeu_si128,
    };
    // Two digits' lanes, built from their values (see `lanes_of`).
    let pair_of = |p: &[[u32; 4]]| {
        let (a, b) = (&p[0], &p[1]);
        let l = |x: u32| x as i32;
        _mm256_setr_epi32(l(a[0]), l(a[1]), l(a[2]), 0, l(b[0]), l(b[1]), l(b[2]), 0)
    };
    let open = lanes_of(unsolved);
    let open2 = _mm256_set_m128i(open, open);
    let zero = _mm256_setzero_si256();
    let mut tally = Tally {
        claimed: zero,
        twice: zero,
        empty: 0,
        stacks: 0,
    };
    // SAFETY: AVX2 (and so SSE2) is enabled in this function. The 32-byte
    // stores write digits `2p` and `2p + 1` (`p` < 4) of `cand` or `claims`
    // (their flat views, 36 `u32`s, from `8p` <= 24: in bounds), the 8-byte
    // stores four `u16`s of `minirows` from `4d` (`d` < 8), through pointers
    // made from those references (unaligned forms).
    unsafe {
        let flat = cand.as_flattened_mut().as_mut_ptr() as *mut __m256i;
        let flat_claims = claims.as_flattened_mut().as_mut_ptr() as *mut __m256i;
        for p in 0..4 {
            let step = digit_step::<__m256i, CACHES>(pair_of(&cand[2 * p..]), open2);
            let empty =
                _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(step.cells, zero)));
            tally.empty |= empty & 0x77;
            _mm256_storeu_si256(flat.add(p), step.cells);
            tally.claim(step.newly);
            let claimed = pair_of(&claims[2 * p..]).or(step.newly);
            _mm256_storeu_si256(flat_claims.add(p), claimed);
            // Band `b`'s lane `3 * b` higher, the three ORed into the
            // first lane of each digit.
            let c = _mm256_sllv_epi32(step.columns, _mm256_setr_epi32(0, 3, 6, 0, 0, 3, 6, 0));
            let c = c.or(_mm256_shuffle_epi32::<0b01_00_11_10>(c));
            let c = c.or(_mm256_shuffle_epi32::<0b10_11_00_01>(c));
            for (k, now) in [_mm256_extract_epi32::<0>(c), _mm256_extract_epi32::<4>(c)]
                .into_iter()
                .enumerate()
            {
                let d = 2 * p + k;
                let now = now as u32;
                tally.stacks |= ((now != present[d]) as u32) << d;
                present[d] = now;
            }
            if CACHES {
                let packed = _mm256_packs_epi32(step.minirows, step.minirows);
                _mm_storel_epi64(
                    minirows[8 * p..].as_mut_ptr() as *mut __m128i,
                    _mm256_castsi256_si128(packed),
                );
                _mm_storel_epi64(
                    minirows[8 * p + 4..].as_mut_ptr() as *mut __m128i,
                    _mm256_extracti128_si256::<1>(packed),
                );
            }
        }
        let zero4 = _mm_setzero_si128();
        let mut last = Tally {
            claimed: _mm256_castsi256_si128(tally.claimed),
            twice: zero4,
            empty: 0,
            stacks: 0,
        };
        // The high digits' claims meet the low digits' in the last one's.
        last.claim(_mm256_extracti128_si256::<1>(tally.claimed));
        digit_sse2::<CACHES>(8, cand, claims, present, minirows, open, &mut last);
        let twice = _mm256_castsi256_si128(tally.twice)
            .or(_mm256_extracti128_si256::<1>(tally.twice))
            .or(last.twice);
        let twice = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(twice, zero4)));
        if tally.empty | last.empty != 0 || twice != 15 {
            return None;
        }
        _mm_storeu_si128(
            unsolved.as_mut_ptr() as *mut __m128i,
            last.claimed.andnot(open),
        );
        Some(tally.stacks | last.stacks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pseudo-random subbands, sparse or dense by seed, so that minirows,
    /// boxes and now and then whole subbands are empty.
    fn lanes(seed: u64) -> ([[u32; 4]; 9], [u32; 4]) {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u32
        };
        let thin = seed % 4;
        let mut cand = [[0u32; 4]; 9];
        for digit in cand.iter_mut() {
            for lane in digit[..3].iter_mut() {
                let mut bits = next() | next();
                for _ in 0..thin {
                    bits &= next();
                }
                *lane = bits & ((1 << 27) - 1);
            }
        }
        let unsolved = [0, 1, 2].map(|_| (next() | next()) & ((1 << 27) - 1));
        (cand, [unsolved[0], unsolved[1], unsolved[2], 0])
    }

    #[test]
    fn every_form_agrees_with_the_portable_pass() {
        let mut found = 0;
        for seed in 0..20_000 {
            let (cand, unsolved) = lanes(seed);
            let claims = [[seed as u32 & 0xF0F0, 0x100, 0, 0]; 9];
            let present = [0o123_456_701; 9];
            let run = |form: usize| {
                let (mut c, mut cl, mut u, mut p) = (cand, claims, unsolved, present);
                let mut m = [0o777u16; 36];
                let r = match form {
                    0 => band_pass_portable::<true>(&mut c, &mut cl, &mut u, &mut p, &mut m),
                    #[cfg(target_arch = "x86_64")]
                    1 => band_pass_sse2::<true>(&mut c, &mut cl, &mut u, &mut p, &mut m),
                    _ => band_pass::<true>(&mut c, &mut cl, &mut u, &mut p, &mut m),
                };
                r.map(|stacks| (stacks, c, cl, u, p, m))
            };
            let portable = run(0);
            found += portable.is_some() as usize;
            assert_eq!(portable, run(1), "seed {seed}");
            assert_eq!(portable, run(2), "seed {seed}");
            // Without the caches, the rest is the same.
            let mut c = cand;
            let (mut cl, mut u, mut p, mut m) = (claims, unsolved, present, [0o777u16; 36]);
            let r = band_pass::<false>(&mut c, &mut cl, &mut u, &mut p, &mut m);
            assert_eq!(
                portable.map(|x| (x.0, x.1, x.2, x.3, x.4)),
                r.map(|s| (s, c, cl, u, p))
            );
        }
        // Most draws hit a contradiction; enough of them do not.
        assert!(found > 100, "{found}");
    }
}

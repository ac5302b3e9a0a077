//! Operations on the lanes of the solver's digit boards (one `u32` per
//! band, and a padding lane): clearing solved cells from all nine digits at
//! once and counting each cell's candidates in all bands at once, with SSE2
//! where that is available, counting each band's unsolved cells, and
//! single-lane updates.
//!
//! SSE2 is part of every x86-64 processor, so no run-time check is needed
//! for it; clearing solved cells uses AVX2 (two digits per register) when a
//! run-time check finds it. The compiler does not turn the portable version
//! into these few instructions by itself (it keeps scalar compares and
//! shifts per lane). Other targets use the portable version, which computes
//! the same result; the tests hold every form the machine runs against it.

/// Clears from each lane of `cells` the bits of `solved` that are not in
/// `keep`; returns the lanes that lost something (bit `l` for lane `l`).
/// The portable form of one digit of [`clear_unkept9`].
#[cfg(any(test, not(target_arch = "x86_64")))]
fn clear_unkept(cells: &mut [u32; 4], solved: [u32; 4], keep: &[u32; 4]) -> u32 {
    let mut lost = 0;
    for lane in 0..4 {
        let gone = solved[lane] & !keep[lane];
        lost |= ((cells[lane] & gone != 0) as u32) << lane;
        cells[lane] &= !gone;
    }
    lost
}

/// Clears from each lane of each digit's cells (`cells[d]`) the bits of
/// `solved` that are not in `keep[d]`; returns the lanes that lost something, four bits per digit
/// (bit `4 * d + l` for lane `l` of digit `d`).
///
/// On x86-64 with AVX2 (checked at run time; the check is one load of a
/// cached flag) two digits go at a time ([`clear_unkept9_avx2`]), else one
/// at a time with SSE2.
#[inline(always)]
pub(crate) fn clear_unkept9(
    cells: &mut [[u32; 4]; 9],
    solved: [u32; 4],
    keep: &[[u32; 4]; 9],
) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        let [s0, s1, s2, s3] = solved;
        if super::avx2::available() {
            // SAFETY: the processor has AVX2 (checked just above).
            unsafe { clear_unkept9_avx2(cells, s0, s1, s2, s3, keep) }
        } else {
            clear_unkept9_sse2(cells, solved, keep)
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        clear_unkept9_portable(cells, solved, keep)
    }
}

/// The portable form of [`clear_unkept9`].
#[cfg(any(test, not(target_arch = "x86_64")))]
fn clear_unkept9_portable(
    cells: &mut [[u32; 4]; 9],
    solved: [u32; 4],
    keep: &[[u32; 4]; 9],
) -> u64 {
    let mut lost = 0;
    for (d, (cells, keep)) in cells.iter_mut().zip(keep).enumerate() {
        lost |= (clear_unkept(cells, solved, keep) as u64) << (4 * d);
    }
    lost
}

/// [`clear_unkept9`] with SSE2, one digit (four lanes) at a time.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn clear_unkept9_sse2(cells: &mut [[u32; 4]; 9], solved: [u32; 4], keep: &[[u32; 4]; 9]) -> u64 {
    use std::arch::x86_64::{
        __m128i, _mm_and_si128, _mm_andnot_si128, _mm_castsi128_ps, _mm_cmpeq_epi32,
        _mm_loadu_si128, _mm_movemask_epi8, _mm_movemask_ps, _mm_packs_epi16, _mm_packs_epi32,
        _mm_setr_epi32, _mm_setzero_si128, _mm_storeu_si128,
    };
    // SAFETY: SSE2 is always enabled on x86_64, so the intrinsics can run.
    // Each pointer comes from a reference to a [u32; 4] (16 bytes, valid
    // for reads, and for writes where stored to), and the unaligned load
    // and store forms are used, so alignment does not matter.
    unsafe {
        // Built from the values, not loaded: they were just written
        // lane by lane, and a wide load of them would stall.
        let [s0, s1, s2, s3] = solved.map(|s| s as i32);
        let solved = _mm_setr_epi32(s0, s1, s2, s3);
        let zero = _mm_setzero_si128();
        // For each digit, all ones in the lanes that lost nothing.
        let untouched = |d: usize, cells: &mut [[u32; 4]; 9]| {
            let lanes = cells[d].as_mut_ptr() as *mut __m128i;
            let keep = _mm_loadu_si128(keep[d].as_ptr() as *const __m128i);
            let gone = _mm_andnot_si128(keep, solved);
            let old = _mm_loadu_si128(lanes);
            _mm_storeu_si128(lanes, _mm_andnot_si128(gone, old));
            _mm_cmpeq_epi32(_mm_and_si128(old, gone), zero)
        };
        // Four digits' 32-bit masks narrowed to bytes: one mask move
        // gives their sixteen lane bits in order.
        let mut quads = [0u64; 2];
        for (q, quad) in quads.iter_mut().enumerate() {
            let a = untouched(4 * q, cells);
            let b = untouched(4 * q + 1, cells);
            let c = untouched(4 * q + 2, cells);
            let d = untouched(4 * q + 3, cells);
            let bytes = _mm_packs_epi16(_mm_packs_epi32(a, b), _mm_packs_epi32(c, d));
            *quad = _mm_movemask_epi8(bytes) as u32 as u64;
        }
        let last = _mm_movemask_ps(_mm_castsi128_ps(untouched(8, cells))) as u64;
        !(quads[0] | quads[1] << 16 | last << 32) & 0xF_FFFF_FFFF
    }
}

/// [`clear_unkept9`] with AVX2: two digits (eight lanes) per 256-bit
/// register, the ninth digit in a 128-bit one. Each register's lane mask
/// (one bit per 32-bit lane) is already in the result's order.
///
/// # Safety
/// The processor must support AVX2.
// The solved lanes come as four plain arguments (in registers): as an
// array they would go through memory, and a wide load of four narrow
// stores waits for them to reach the cache.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn clear_unkept9_avx2(
    cells: &mut [[u32; 4]; 9],
    s0: u32,
    s1: u32,
    s2: u32,
    s3: u32,
    keep: &[[u32; 4]; 9],
) -> u64 {
    use std::arch::x86_64::{
        __m128i, __m256i, _mm256_and_si256, _mm256_andnot_si256, _mm256_castsi256_ps,
        _mm256_cmpeq_epi32, _mm256_loadu_si256, _mm256_movemask_ps, _mm256_setr_epi32,
        _mm256_setzero_si256, _mm256_storeu_si256, _mm_and_si128, _mm_andnot_si128,
        _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_loadu_si128, _mm_movemask_ps, _mm_setr_epi32,
        _mm_setzero_si128, _mm_storeu_si128,
    };
    // Flat views: the nine [u32; 4] are contiguous (36 u32), so digits
    // 2p and 2p + 1 are the eight u32 from 8p on.
    let cells = cells.as_flattened_mut();
    let keep = keep.as_flattened();
    let [s0, s1, s2, s3] = [s0, s1, s2, s3].map(|s| s as i32);
    let mut untouched = 0u64;
    // SAFETY: AVX2 (and so SSE2) is enabled in this function. Every load
    // and store covers 8 (or, for the last digit, 4) u32 of the 36-u32
    // flat slices from offset 8p <= 24 (the last from 32): in bounds. The
    // pointers come from the slices (`as_mut_ptr` for the stores, from the
    // `&mut`, so writing is allowed), and the unaligned forms are used.
    unsafe {
        let solved8 = _mm256_setr_epi32(s0, s1, s2, s3, s0, s1, s2, s3);
        let zero8 = _mm256_setzero_si256();
        for p in 0..4 {
            let lanes = cells.as_mut_ptr().add(8 * p) as *mut __m256i;
            let kept = _mm256_loadu_si256(keep.as_ptr().add(8 * p) as *const __m256i);
            let gone = _mm256_andnot_si256(kept, solved8);
            let old = _mm256_loadu_si256(lanes);
            _mm256_storeu_si256(lanes, _mm256_andnot_si256(gone, old));
            let same = _mm256_cmpeq_epi32(_mm256_and_si256(old, gone), zero8);
            untouched |= (_mm256_movemask_ps(_mm256_castsi256_ps(same)) as u32 as u64) << (8 * p);
        }
        let solved4 = _mm_setr_epi32(s0, s1, s2, s3);
        let lanes = cells.as_mut_ptr().add(32) as *mut __m128i;
        let kept = _mm_loadu_si128(keep.as_ptr().add(32) as *const __m128i);
        let gone = _mm_andnot_si128(kept, solved4);
        let old = _mm_loadu_si128(lanes);
        _mm_storeu_si128(lanes, _mm_andnot_si128(gone, old));
        let same = _mm_cmpeq_epi32(_mm_and_si128(old, gone), _mm_setzero_si128());
        untouched |= (_mm_movemask_ps(_mm_castsi128_ps(same)) as u32 as u64) << 32;
    }
    !untouched & 0xF_FFFF_FFFF
}

/// What naked singles need of each band, counted bit-sliced over the nine
/// digits' lanes (`cand[d]`), one lane per band (the padding lane too,
/// whatever it holds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CellCounts {
    /// `at_least[k]`: the cells with at least `k + 1` candidates.
    pub at_least: [[u32; 4]; 3],
    /// `index_bits[k]`: the cells where some candidate's digit index has
    /// bit `k` set; exact for cells with one candidate.
    pub index_bits: [[u32; 4]; 4],
}

/// [`CellCounts`] of all bands at once.
#[inline(always)]
pub(crate) fn cell_counts(cand: &[[u32; 4]; 9]) -> CellCounts {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            __m128i, _mm_and_si128, _mm_loadu_si128, _mm_or_si128, _mm_setzero_si128,
            _mm_storeu_si128,
        };
        let mut out = CellCounts {
            at_least: [[0; 4]; 3],
            index_bits: [[0; 4]; 4],
        };
        // SAFETY: SSE2 is always enabled on x86_64, so the intrinsics can run.
        // Each load reads one [u32; 4] of `cand` (16 bytes) and each store
        // writes one [u32; 4] of `out`; the unaligned forms are used, so
        // alignment does not matter.
        unsafe {
            let zero = _mm_setzero_si128();
            let (mut one, mut two, mut three) = (zero, zero, zero);
            let mut bits = [zero; 4];
            for (d, digit) in cand.iter().enumerate() {
                let cells = _mm_loadu_si128(digit.as_ptr() as *const __m128i);
                three = _mm_or_si128(three, _mm_and_si128(two, cells));
                two = _mm_or_si128(two, _mm_and_si128(one, cells));
                one = _mm_or_si128(one, cells);
                for (k, plane) in bits.iter_mut().enumerate() {
                    if d & (1 << k) != 0 {
                        *plane = _mm_or_si128(*plane, cells);
                    }
                }
            }
            for (lanes, v) in out.at_least.iter_mut().zip([one, two, three]) {
                _mm_storeu_si128(lanes.as_mut_ptr() as *mut __m128i, v);
            }
            for (lanes, v) in out.index_bits.iter_mut().zip(bits) {
                _mm_storeu_si128(lanes.as_mut_ptr() as *mut __m128i, v);
            }
        }
        out
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        cell_counts_portable(cand)
    }
}

/// [`cell_counts`] with AVX2: two digits' lanes to a 256-bit register (the
/// even digits 0-6 in the low halves, the odd ones in the high halves), the
/// halves' counts then merged, and the ninth digit added in a 128-bit
/// register. The same result as [`cell_counts`], in fewer operations.
///
/// # Safety
/// The processor must support AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) unsafe fn cell_counts_avx2(cand: &[[u32; 4]; 9]) -> CellCounts {
    use std::arch::x86_64::{
        __m128i, __m256i, _mm256_and_si256, _mm256_castsi256_si128, _mm256_extracti128_si256,
        _mm256_loadu_si256, _mm256_or_si256, _mm_and_si128, _mm_loadu_si128, _mm_or_si128,
        _mm_storeu_si128,
    };
    // SAFETY: the caller checked AVX2 (SSE2 comes with x86-64). Each 256-bit
    // load reads digits `2j` and `2j + 1` of `cand` (32 contiguous bytes of
    // the array), the 128-bit one digit 8's [u32; 4]; each store writes one
    // [u32; 4] of `out`; the unaligned forms are used.
    unsafe {
        let pair = |j: usize| _mm256_loadu_si256(cand.as_ptr().add(2 * j) as *const __m256i);
        let (v0, v1, v2, v3) = (pair(0), pair(1), pair(2), pair(3));
        // At least one, two, three candidates among the even digits (low
        // halves) and among the odd ones (high halves).
        let mut one = v0;
        let mut two = _mm256_and_si256(v0, v1);
        one = _mm256_or_si256(one, v1);
        let mut three = _mm256_and_si256(two, v2);
        two = _mm256_or_si256(two, _mm256_and_si256(one, v2));
        one = _mm256_or_si256(one, v2);
        three = _mm256_or_si256(three, _mm256_and_si256(two, v3));
        two = _mm256_or_si256(two, _mm256_and_si256(one, v3));
        one = _mm256_or_si256(one, v3);
        let low = |v: __m256i| _mm256_castsi256_si128(v);
        let high = |v: __m256i| _mm256_extracti128_si256::<1>(v);
        let (a1, a2, a3) = (low(one), low(two), low(three));
        let (b1, b2, b3) = (high(one), high(two), high(three));
        // a + b candidates: at least two if either half has two or both one;
        // at least three if either has three, or two and one.
        let mut one = _mm_or_si128(a1, b1);
        let mut two = _mm_or_si128(_mm_or_si128(a2, b2), _mm_and_si128(a1, b1));
        let mut three = _mm_or_si128(
            _mm_or_si128(a3, b3),
            _mm_or_si128(_mm_and_si128(a2, b1), _mm_and_si128(a1, b2)),
        );
        let v8 = _mm_loadu_si128(cand[8].as_ptr() as *const __m128i);
        three = _mm_or_si128(three, _mm_and_si128(two, v8));
        two = _mm_or_si128(two, _mm_and_si128(one, v8));
        one = _mm_or_si128(one, v8);
        // Index bit 0: the odd digits (the high halves); bit 1: digits 2, 3,
        // 6, 7 (pairs 1 and 3); bit 2: digits 4-7 (pairs 2 and 3); bit 3:
        // digit 8.
        let fold = |v: __m256i| _mm_or_si128(low(v), high(v));
        let bits = [
            b1,
            fold(_mm256_or_si256(v1, v3)),
            fold(_mm256_or_si256(v2, v3)),
            v8,
        ];
        let mut out = CellCounts {
            at_least: [[0; 4]; 3],
            index_bits: [[0; 4]; 4],
        };
        for (lanes, v) in out.at_least.iter_mut().zip([one, two, three]) {
            _mm_storeu_si128(lanes.as_mut_ptr() as *mut __m128i, v);
        }
        for (lanes, v) in out.index_bits.iter_mut().zip(bits) {
            _mm_storeu_si128(lanes.as_mut_ptr() as *mut __m128i, v);
        }
        out
    }
}

/// The portable form of [`cell_counts`].
#[cfg(any(test, not(target_arch = "x86_64")))]
#[inline(always)]
fn cell_counts_portable(cand: &[[u32; 4]; 9]) -> CellCounts {
    let mut out = CellCounts {
        at_least: [[0; 4]; 3],
        index_bits: [[0; 4]; 4],
    };
    for (d, digit) in cand.iter().enumerate() {
        for lane in 0..4 {
            let [one, two, three] = &mut out.at_least;
            three[lane] |= two[lane] & digit[lane];
            two[lane] |= one[lane] & digit[lane];
            one[lane] |= digit[lane];
            for (k, plane) in out.index_bits.iter_mut().enumerate() {
                if d & (1 << k) != 0 {
                    plane[lane] |= digit[lane];
                }
            }
        }
    }
    out
}

/// Each cell's candidate digits (bit `d`: digit index `d`), read off the
/// nine digits' lanes (`cand[d]`) for cell after cell: for listing the
/// unsolved cells of a nearly solved board with their candidates.
///
/// With SSE2 the lanes of digits 0-3 and 4-7 are transposed once into one
/// register per band and four digits, and a cell's bits then come out of
/// them by one shift (the cell's bit to each lane's sign bit) and one mask
/// move each, where the plain form takes a shift, a mask and an OR per
/// digit.
pub(crate) struct CellDigits<'a> {
    cand: &'a [[u32; 4]; 9],
    /// `quads[b][h]`: lane `b` of digits `4h..4h + 4`, one per 32-bit lane.
    #[cfg(target_arch = "x86_64")]
    quads: [[core::arch::x86_64::__m128i; 2]; 3],
}

impl<'a> CellDigits<'a> {
    /// Ready to read the digits of the cells of `cand`.
    #[inline(always)]
    pub fn new(cand: &'a [[u32; 4]; 9]) -> CellDigits<'a> {
        #[cfg(target_arch = "x86_64")]
        {
            use core::arch::x86_64::{
                __m128i, _mm_loadu_si128, _mm_unpackhi_epi32, _mm_unpackhi_epi64,
                _mm_unpacklo_epi32, _mm_unpacklo_epi64,
            };
            // SAFETY: SSE2 is always enabled on x86_64, so the intrinsics can
            // run. Each load reads one [u32; 4] of `cand` (16 bytes); the
            // unaligned form is used, so alignment does not matter.
            let quad = |h: usize| unsafe {
                let row = |d: usize| _mm_loadu_si128(cand[d].as_ptr() as *const __m128i);
                let (r0, r1, r2, r3) = (row(4 * h), row(4 * h + 1), row(4 * h + 2), row(4 * h + 3));
                // Digits 0 and 1 (2 and 3) of bands 0 and 1, then of band 2.
                let (low01, low23) = (_mm_unpacklo_epi32(r0, r1), _mm_unpacklo_epi32(r2, r3));
                let (high01, high23) = (_mm_unpackhi_epi32(r0, r1), _mm_unpackhi_epi32(r2, r3));
                [
                    _mm_unpacklo_epi64(low01, low23),
                    _mm_unpackhi_epi64(low01, low23),
                    _mm_unpacklo_epi64(high01, high23),
                ]
            };
            let (first, second) = (quad(0), quad(1));
            CellDigits {
                cand,
                quads: [0, 1, 2].map(|b| [first[b], second[b]]),
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            CellDigits { cand }
        }
    }

    /// The candidate digits of the cell at bit `pos` of band `band`.
    #[inline(always)]
    pub fn of(&self, band: usize, pos: usize) -> u32 {
        #[cfg(target_arch = "x86_64")]
        {
            use core::arch::x86_64::{
                _mm_castsi128_ps, _mm_cvtsi32_si128, _mm_movemask_ps, _mm_sll_epi32,
            };
            let [low, high] = self.quads[band];
            // SAFETY: SSE2 is always enabled on x86_64, so the intrinsics can
            // run; they only read and write registers.
            let (low, high) = unsafe {
                let to_sign = _mm_cvtsi32_si128(31 - pos as i32);
                (
                    _mm_movemask_ps(_mm_castsi128_ps(_mm_sll_epi32(low, to_sign))) as u32,
                    _mm_movemask_ps(_mm_castsi128_ps(_mm_sll_epi32(high, to_sign))) as u32,
                )
            };
            low | high << 4 | ((self.cand[8][band] >> pos) & 1) << 8
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            self.of_portable(band, pos)
        }
    }

    /// The portable form of [`CellDigits::of`].
    #[cfg(any(test, not(target_arch = "x86_64")))]
    #[inline(always)]
    fn of_portable(&self, band: usize, pos: usize) -> u32 {
        let mut digits = 0;
        for (d, cells) in self.cand.iter().enumerate() {
            digits |= ((cells[band] >> pos) & 1) << d;
        }
        digits
    }
}

/// `*lane &= keep`, as one 4-byte read and one 4-byte write of its own.
///
/// Left to itself, the compiler merges such updates of neighbouring lanes
/// into one wider access; right after narrow stores to the same lanes (the
/// band steps write one lane at a time) the wider read cannot take its data
/// from them and waits until they reach the cache.
#[inline(always)]
pub(crate) fn and_lane(lane: &mut u32, keep: u32) {
    let ptr: *mut u32 = lane;
    // SAFETY: `ptr` comes from a `&mut u32`, so it is valid, aligned and
    // not aliased for the read and the write. Volatile only keeps the
    // compiler from merging the accesses with others.
    unsafe { ptr.write_volatile(ptr.read_volatile() & keep) }
}

/// The bits set in each of the three band lanes of `lanes` (the fourth,
/// padding, is not counted).
///
/// Without the `popcnt` instruction (the baseline x86-64 target the crate
/// is built for) `count_ones` is a run of shifts, masks and adds per lane, and the
/// search counts unsolved cells at every node: here the first two lanes are
/// summed bitwise together in one 64-bit word down to a count per byte, and
/// each lane's four byte counts are added by one multiplication.
#[inline(always)]
pub(crate) fn lane_counts(lanes: &[u32; 4]) -> [u32; 3] {
    #[cfg(target_feature = "popcnt")]
    {
        [
            lanes[0].count_ones(),
            lanes[1].count_ones(),
            lanes[2].count_ones(),
        ]
    }
    #[cfg(not(target_feature = "popcnt"))]
    {
        let pair = byte_counts(lanes[0] as u64 | (lanes[1] as u64) << 32);
        let third = byte_counts(lanes[2] as u64) as u32;
        // The sum of a word's four byte counts lands in its top byte.
        let add = |bytes: u32| bytes.wrapping_mul(0x0101_0101) >> 24;
        [add(pair as u32), add((pair >> 32) as u32), add(third)]
    }
}

/// The bits set in each byte of `x`, in that byte.
#[cfg(any(test, not(target_feature = "popcnt")))]
#[inline(always)]
fn byte_counts(x: u64) -> u64 {
    let x = x - ((x >> 1) & 0x5555_5555_5555_5555);
    let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    (x + (x >> 4)) & 0x0F0F_0F0F_0F0F_0F0F
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lane_counts_are_the_plain_counts() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let lanes = [x as u32, (x >> 32) as u32, (x >> 17) as u32, 0];
            let plain = [0, 1, 2].map(|l| lanes[l].count_ones());
            assert_eq!(lane_counts(&lanes), plain);
            let bytes = byte_counts(x);
            for k in 0..8 {
                assert_eq!(
                    (bytes >> (8 * k)) & 0xFF,
                    ((x >> (8 * k)) & 0xFF).count_ones() as u64
                );
            }
        }
        assert_eq!(lane_counts(&[u32::MAX, 0, 1 << 31, 0]), [32, 0, 1]);
    }

    #[test]
    fn cell_digits_are_the_plain_ones() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..300 {
            let mut cand = [[0u32; 4]; 9];
            for digit in cand.iter_mut() {
                for lane in digit.iter_mut() {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    *lane = x as u32 & 0x7FF_FFFF;
                }
            }
            let digits = CellDigits::new(&cand);
            for band in 0..3 {
                for pos in 0..27 {
                    assert_eq!(digits.of(band, pos), digits.of_portable(band, pos));
                    let plain = cand
                        .iter()
                        .enumerate()
                        .fold(0, |m, (d, lanes)| m | ((lanes[band] >> pos) & 1) << d);
                    assert_eq!(digits.of(band, pos), plain);
                }
            }
        }
    }

    #[test]
    fn and_lane_keeps_only_the_kept_bits() {
        let mut lanes = [0b1111u32, 0b1010, 0, 0];
        and_lane(&mut lanes[1], 0b0110);
        assert_eq!(lanes, [0b1111, 0b0010, 0, 0]);
    }

    #[test]
    fn cell_counts_match_the_portable_count() {
        let mut cand = [[0u32; 4]; 9];
        for (d, lanes) in cand.iter_mut().enumerate() {
            for (l, lane) in lanes.iter_mut().enumerate() {
                *lane = 0x3C5A_96E1_u32.rotate_left((11 * d + 5 * l) as u32)
                    & ((d as u32 * 0x0101_0101) | 0x00FF_FF00);
            }
        }
        let counts = cell_counts(&cand);
        assert_eq!(counts, cell_counts_portable(&cand));
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the processor has AVX2 (checked just above).
            assert_eq!(unsafe { cell_counts_avx2(&cand) }, counts);
        }
        // Against a plain count and a plain digit index per bit.
        let (mut singles, mut several) = (0, 0);
        for l in 0..4 {
            for bit in 0..32 {
                let digits: Vec<usize> = (0..9).filter(|&d| cand[d][l] >> bit & 1 == 1).collect();
                for (k, plane) in counts.at_least.iter().enumerate() {
                    assert_eq!(
                        plane[l] >> bit & 1 == 1,
                        digits.len() > k,
                        "lane {l} bit {bit}"
                    );
                }
                if let [d] = digits[..] {
                    singles += 1;
                    for (k, plane) in counts.index_bits.iter().enumerate() {
                        assert_eq!(
                            plane[l] >> bit & 1,
                            (d as u32 >> k) & 1,
                            "lane {l} bit {bit}"
                        );
                    }
                }
                several += (digits.len() > 1) as usize;
            }
        }
        assert!(singles > 5 && several > 5, "{singles} {several}");
    }

    #[test]
    fn clears_nine_digits_like_one_at_a_time() {
        let mut cells = [[0u32; 4]; 9];
        let mut keep = [[0u32; 4]; 9];
        for d in 0..9 {
            for l in 0..4 {
                cells[d][l] = 0x5A5A_5A5A_u32.rotate_left((7 * d + 3 * l) as u32);
                keep[d][l] = 0x0F0F_3C3C_u32.rotate_left((5 * d + l) as u32);
            }
        }
        let solved = [0x0000_F00F, 0x1248_0000, 0x0300_0030, 0x8000_0001];
        let mut one_by_one = cells;
        let mut expected = 0u64;
        for d in 0..9 {
            expected |= (clear_unkept(&mut one_by_one[d], solved, &keep[d]) as u64) << (4 * d);
        }
        let before = cells;
        let lost = clear_unkept9(&mut cells, solved, &keep);
        assert_eq!(cells, one_by_one);
        assert_eq!(lost, expected);
        assert_ne!(lost, 0);
        let mut portable = before;
        assert_eq!(
            clear_unkept9_portable(&mut portable, solved, &keep),
            expected
        );
        assert_eq!(portable, one_by_one);
        #[cfg(target_arch = "x86_64")]
        {
            let mut sse2 = before;
            assert_eq!(clear_unkept9_sse2(&mut sse2, solved, &keep), expected);
            assert_eq!(sse2, one_by_one);
            if std::arch::is_x86_feature_detected!("avx2") {
                let mut avx2 = before;
                // SAFETY: AVX2 was detected just above.
                let [s0, s1, s2, s3] = solved;
                let lost = unsafe { clear_unkept9_avx2(&mut avx2, s0, s1, s2, s3, &keep) };
                assert_eq!(lost, expected);
                assert_eq!(avx2, one_by_one);
            }
        }
    }

    /// Every form of [`clear_unkept9`] the machine can run agrees with
    /// clearing one digit at a time, on many mixed inputs.
    #[test]
    fn every_form_clears_alike() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u32
        };
        for _ in 0..500 {
            let mut cells = [[0u32; 4]; 9];
            let mut keep = [[0u32; 4]; 9];
            for d in 0..9 {
                for l in 0..4 {
                    cells[d][l] = next();
                    keep[d][l] = next() | next();
                }
            }
            let solved = [
                next() & next(),
                next() & next(),
                next() & next(),
                next() & next(),
            ];
            let mut expected_cells = cells;
            let mut expected = 0u64;
            for d in 0..9 {
                let lost = clear_unkept(&mut expected_cells[d], solved, &keep[d]);
                expected |= (lost as u64) << (4 * d);
            }
            let mut dispatched = cells;
            assert_eq!(clear_unkept9(&mut dispatched, solved, &keep), expected);
            assert_eq!(dispatched, expected_cells);
            let mut portable = cells;
            assert_eq!(
                clear_unkept9_portable(&mut portable, solved, &keep),
                expected
            );
            assert_eq!(portable, expected_cells);
            #[cfg(target_arch = "x86_64")]
            {
                let [s0, s1, s2, s3] = solved;
                let mut sse2 = cells;
                assert_eq!(clear_unkept9_sse2(&mut sse2, solved, &keep), expected);
                assert_eq!(sse2, expected_cells);
                if std::arch::is_x86_feature_detected!("avx2") {
                    let mut avx2 = cells;
                    // SAFETY: AVX2 was detected just above.
                    let lost = unsafe { clear_unkept9_avx2(&mut avx2, s0, s1, s2, s3, &keep) };
                    assert_eq!(lost, expected);
                    assert_eq!(avx2, expected_cells);
                }
            }
        }
    }

    #[test]
    fn clears_only_unkept_solved_bits() {
        let mut cells = [0b1111, 0b1010, 0b0001, 0];
        let solved = [0b0011, 0b0100, 0b0001, 0];
        let keep = [0b0001, 0, 0b0001, 0];
        let lost = clear_unkept(&mut cells, solved, &keep);
        // Lane 0 loses bit 1 (bit 0 is kept); lane 1 had no bit 2; lane 2 keeps its bit.
        assert_eq!(cells, [0b1101, 0b1010, 0b0001, 0]);
        assert_eq!(lost, 0b0001);
        let mut all = [u32::MAX; 4];
        assert_eq!(clear_unkept(&mut all, [1; 4], &[0; 4]), 0b1111);
        assert_eq!(all, [u32::MAX - 1; 4]);
    }
}

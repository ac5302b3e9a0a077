//! Between the grid's 81 value bytes and the solver's bit sets, many cells
//! at a time, written with SSE2 where that is available.
//!
//! Loading the givens and reading the solution are done once per puzzle, so
//! they are a sizeable share of an easy puzzle's time. SSE2 is part of every x86-64 processor, so
//! no run-time check is needed; other targets use the portable version, which
//! computes the same result.

/// The nonempty cells of a grid's values (bit `i`: cell `i`, reading order).
#[inline(always)]
pub(crate) fn nonempty_cells(values: &[u8; 81]) -> u128 {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            __m128i, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_setzero_si128,
        };
        let mut empty = 0u128;
        // SAFETY: SSE2 is always enabled on x86_64, so the intrinsics can run.
        // The unaligned loads read bytes 16 * k .. 16 * k + 16 for k < 5
        // and 65..81, all inside the 81 bytes of `values`.
        unsafe {
            let zero = _mm_setzero_si128();
            let at = |offset: usize| {
                let v = _mm_loadu_si128(values.as_ptr().add(offset) as *const __m128i);
                _mm_movemask_epi8(_mm_cmpeq_epi8(v, zero)) as u32 as u128
            };
            for k in 0..5 {
                empty |= at(16 * k) << (16 * k);
            }
            // The last cell, with the 15 before it (already counted).
            empty |= at(65) << 65;
        }
        !empty & ((1u128 << 81) - 1)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let mut cells = 0u128;
        for (i, &v) in values.iter().enumerate() {
            cells |= ((v != 0) as u128) << i;
        }
        cells
    }
}

/// The value of each cell of a band, from four bit planes: byte `i` of the
/// result has bit `k` set when bit `i` of `planes[k]` is set, then is capped
/// at 9 (a consistent solved board never needs the cap; it keeps the values
/// valid grid values whatever the board). Only the low 27 bits of each plane
/// should be set: bytes 27 to 31 are then 0.
#[inline(always)]
pub(crate) fn band_values(planes: [u32; 4]) -> [u8; 32] {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            __m128i, _mm_add_epi8, _mm_and_si128, _mm_cmpeq_epi8, _mm_cvtsi32_si128, _mm_min_epu8,
            _mm_set1_epi64x, _mm_set1_epi8, _mm_setzero_si128, _mm_storeu_si128, _mm_sub_epi8,
            _mm_unpackhi_epi32, _mm_unpacklo_epi16, _mm_unpacklo_epi32, _mm_unpacklo_epi8,
        };
        let mut out = [0u8; 32];
        // SAFETY: SSE2 is always enabled on x86_64, so the intrinsics can run.
        // The two unaligned stores write bytes 0..16 and 16..32 of `out`,
        // which is 32 bytes long.
        unsafe {
            // Byte `j` of each half tests bit `j % 8` of the byte it holds.
            let bit = _mm_set1_epi64x(0x8040_2010_0804_0201u64 as i64);
            let (mut low, mut high) = (_mm_setzero_si128(), _mm_setzero_si128());
            // Highest plane first: each step doubles what is there and adds
            // the next bit (a set bit is a byte of -1, so it is subtracted).
            for &plane in planes.iter().rev() {
                let v = _mm_cvtsi32_si128(plane as i32);
                // Bytes b0 b1 b2 b3 -> b0 x8, b1 x8 (low) and b2 x8, b3 x8 (high).
                let v = _mm_unpacklo_epi8(v, v);
                let v = _mm_unpacklo_epi16(v, v);
                let (l, h) = (_mm_unpacklo_epi32(v, v), _mm_unpackhi_epi32(v, v));
                let l = _mm_cmpeq_epi8(_mm_and_si128(l, bit), bit);
                let h = _mm_cmpeq_epi8(_mm_and_si128(h, bit), bit);
                low = _mm_sub_epi8(_mm_add_epi8(low, low), l);
                high = _mm_sub_epi8(_mm_add_epi8(high, high), h);
            }
            let nine = _mm_set1_epi8(9);
            let ptr = out.as_mut_ptr() as *mut __m128i;
            _mm_storeu_si128(ptr, _mm_min_epu8(low, nine));
            _mm_storeu_si128(ptr.add(1), _mm_min_epu8(high, nine));
        }
        out
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let mut out = [0u8; 32];
        for (i, byte) in out.iter_mut().enumerate() {
            let mut v = 0u8;
            for (k, &plane) in planes.iter().enumerate() {
                v |= (((plane >> i) & 1) as u8) << k;
            }
            *byte = v.min(9);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonempty_cells_finds_every_value() {
        let mut values = [0u8; 81];
        assert_eq!(nonempty_cells(&values), 0);
        for i in [0, 15, 16, 64, 65, 79, 80] {
            values[i] = (i % 9 + 1) as u8;
        }
        let expected = [0, 15, 16, 64, 65, 79, 80]
            .iter()
            .fold(0u128, |m, &i| m | 1u128 << i);
        assert_eq!(nonempty_cells(&values), expected);
        assert_eq!(nonempty_cells(&[9; 81]), (1u128 << 81) - 1);
    }

    #[test]
    fn band_values_reads_each_cell_from_the_planes() {
        // Cell i holds (i % 9) + 1.
        let mut planes = [0u32; 4];
        for i in 0..27 {
            let v = i % 9 + 1;
            for (k, plane) in planes.iter_mut().enumerate() {
                *plane |= ((v >> k) & 1) << i;
            }
        }
        let out = band_values(planes);
        for (i, &v) in out.iter().enumerate() {
            let expected = if i < 27 { i as u8 % 9 + 1 } else { 0 };
            assert_eq!(v, expected, "cell {i}");
        }
        // Values above 9 are capped; bits past 27 land in bytes 27..32.
        let out = band_values([u32::MAX, u32::MAX, 0, 1 << 5 | 1 << 31]);
        assert_eq!(out[0], 3);
        assert_eq!(out[5], 9);
        assert_eq!(out[31], 9);
    }
}

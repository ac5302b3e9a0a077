//! The layers' cell links over the nine digits' bit boards at once, written
//! with SSE2 where that is available.
//!
//! A digit's board is one `u128`, which the portable code handles as two
//! 64-bit words (and the nine boards of a layer do not fit in the general
//! registers); SSE2 handles each board as one register. SSE2 is part of
//! every x86-64 processor, so no run-time check is needed; other targets
//! (and the tests, against the SSE2 version) use the portable version,
//! which computes the same result.

/// Candidates as one bit board per digit.
pub(super) type Bits = [u128; 9];

/// `out[e] = mask[e] & others(set)[e]` for each digit `e`, where
/// `others(set)[e]` is the cells where `set` holds a digit other than `e`
/// (the union of the other digits' boards): a cell link from every
/// potential of `set` to the cell's other candidates in `mask`. It writes
/// `out` whole and reads nothing of it: a 128-bit load of a board just
/// written as two 64-bit words waits for both stores to finish, so the
/// callers add their digit-by-digit links after this.
#[inline]
pub(super) fn cell_links(set: &Bits, mask: &Bits, out: &mut Bits) {
    #[cfg(target_arch = "x86_64")]
    cell_links_sse2(set, mask, out);
    #[cfg(not(target_arch = "x86_64"))]
    cell_links_portable(set, mask, out);
}

#[cfg(any(test, not(target_arch = "x86_64")))]
#[inline]
fn cell_links_portable(set: &Bits, mask: &Bits, out: &mut Bits) {
    let mut below = [0u128; 9];
    let mut acc = 0u128;
    for e in 0..9 {
        below[e] = acc;
        acc |= set[e];
    }
    let mut above = 0u128;
    for e in (0..9).rev() {
        out[e] = (below[e] | above) & mask[e];
        above |= set[e];
    }
}

#[cfg(target_arch = "x86_64")]
#[inline]
fn cell_links_sse2(set: &Bits, mask: &Bits, out: &mut Bits) {
    use std::arch::x86_64::{__m128i, _mm_and_si128, _mm_or_si128, _mm_setzero_si128};
    // SAFETY: SSE2 is always enabled on x86_64, so the intrinsics can run.
    // `u128` and `__m128i` are both 16 plain bytes, every bit pattern valid
    // in each, and the operations are bitwise, so the order of the two
    // 64-bit halves in a register does not matter.
    unsafe {
        let s = std::mem::transmute::<Bits, [__m128i; 9]>(*set);
        let m = std::mem::transmute::<Bits, [__m128i; 9]>(*mask);
        let mut o = [_mm_setzero_si128(); 9];
        let mut below = [_mm_setzero_si128(); 9];
        let mut acc = _mm_setzero_si128();
        for e in 0..9 {
            below[e] = acc;
            acc = _mm_or_si128(acc, s[e]);
        }
        let mut above = _mm_setzero_si128();
        for e in (0..9).rev() {
            o[e] = _mm_and_si128(_mm_or_si128(below[e], above), m[e]);
            above = _mm_or_si128(above, s[e]);
        }
        *out = std::mem::transmute::<[__m128i; 9], Bits>(o);
    }
}

/// Keeps in `next` only what `all` does not hold yet and adds it to `all`
/// (a breadth-first layer's new potentials); whether `next` still holds
/// anything, and whether it meets `opposite`.
#[inline]
pub(super) fn take_new(next: &mut Bits, all: &mut Bits, opposite: &Bits) -> (bool, bool) {
    #[cfg(target_arch = "x86_64")]
    return take_new_sse2(next, all, opposite);
    #[cfg(not(target_arch = "x86_64"))]
    return take_new_portable(next, all, opposite);
}

#[cfg(any(test, not(target_arch = "x86_64")))]
#[inline]
fn take_new_portable(next: &mut Bits, all: &mut Bits, opposite: &Bits) -> (bool, bool) {
    let (mut any, mut meet) = (0u128, 0u128);
    for e in 0..9 {
        next[e] &= !all[e];
        all[e] |= next[e];
        any |= next[e];
        meet |= next[e] & opposite[e];
    }
    (any != 0, meet != 0)
}

#[cfg(target_arch = "x86_64")]
#[inline]
fn take_new_sse2(next: &mut Bits, all: &mut Bits, opposite: &Bits) -> (bool, bool) {
    use std::arch::x86_64::{
        __m128i, _mm_and_si128, _mm_andnot_si128, _mm_cmpeq_epi8, _mm_movemask_epi8, _mm_or_si128,
        _mm_setzero_si128,
    };
    // SAFETY: as in `cell_links_sse2`.
    unsafe {
        let mut n = std::mem::transmute::<Bits, [__m128i; 9]>(*next);
        let mut a = std::mem::transmute::<Bits, [__m128i; 9]>(*all);
        let o = std::mem::transmute::<Bits, [__m128i; 9]>(*opposite);
        let (mut any, mut meet) = (_mm_setzero_si128(), _mm_setzero_si128());
        for e in 0..9 {
            n[e] = _mm_andnot_si128(a[e], n[e]);
            a[e] = _mm_or_si128(a[e], n[e]);
            any = _mm_or_si128(any, n[e]);
            meet = _mm_or_si128(meet, _mm_and_si128(n[e], o[e]));
        }
        *next = std::mem::transmute::<[__m128i; 9], Bits>(n);
        *all = std::mem::transmute::<[__m128i; 9], Bits>(a);
        let zero = _mm_setzero_si128();
        let empty = |v| _mm_movemask_epi8(_mm_cmpeq_epi8(v, zero)) == 0xffff;
        (!empty(any), !empty(meet))
    }
}

/// [`take_new`] for a search that keeps only what `pass` holds: keeps in
/// `next` what `pass` holds and `all` does not, adds it to `all` and to
/// `gather`; whether `next` still holds anything.
#[inline]
pub(super) fn take_new_kept(
    next: &mut Bits,
    pass: &Bits,
    all: &mut Bits,
    gather: &mut Bits,
) -> bool {
    #[cfg(target_arch = "x86_64")]
    return take_new_kept_sse2(next, pass, all, gather);
    #[cfg(not(target_arch = "x86_64"))]
    return take_new_kept_portable(next, pass, all, gather);
}

#[cfg(any(test, not(target_arch = "x86_64")))]
#[inline]
fn take_new_kept_portable(next: &mut Bits, pass: &Bits, all: &mut Bits, gather: &mut Bits) -> bool {
    let mut any = 0u128;
    for e in 0..9 {
        next[e] &= pass[e] & !all[e];
        all[e] |= next[e];
        gather[e] |= next[e];
        any |= next[e];
    }
    any != 0
}

#[cfg(target_arch = "x86_64")]
#[inline]
fn take_new_kept_sse2(next: &mut Bits, pass: &Bits, all: &mut Bits, gather: &mut Bits) -> bool {
    use std::arch::x86_64::{
        __m128i, _mm_and_si128, _mm_andnot_si128, _mm_cmpeq_epi8, _mm_movemask_epi8, _mm_or_si128,
        _mm_setzero_si128,
    };
    // SAFETY: as in `cell_links_sse2`.
    unsafe {
        let mut n = std::mem::transmute::<Bits, [__m128i; 9]>(*next);
        let p = std::mem::transmute::<Bits, [__m128i; 9]>(*pass);
        let mut a = std::mem::transmute::<Bits, [__m128i; 9]>(*all);
        let mut g = std::mem::transmute::<Bits, [__m128i; 9]>(*gather);
        let mut any = _mm_setzero_si128();
        for e in 0..9 {
            n[e] = _mm_andnot_si128(a[e], _mm_and_si128(n[e], p[e]));
            a[e] = _mm_or_si128(a[e], n[e]);
            g[e] = _mm_or_si128(g[e], n[e]);
            any = _mm_or_si128(any, n[e]);
        }
        *next = std::mem::transmute::<[__m128i; 9], Bits>(n);
        *all = std::mem::transmute::<[__m128i; 9], Bits>(a);
        *gather = std::mem::transmute::<[__m128i; 9], Bits>(g);
        _mm_movemask_epi8(_mm_cmpeq_epi8(any, _mm_setzero_si128())) != 0xffff
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small xorshift generator: boards of every density.
    fn boards(seed: &mut u64, density: u32) -> Bits {
        std::array::from_fn(|_| {
            let mut b = u128::MAX >> 47;
            for _ in 0..density {
                *seed ^= *seed << 13;
                *seed ^= *seed >> 7;
                *seed ^= *seed << 17;
                let lo = *seed;
                *seed ^= *seed << 13;
                *seed ^= *seed >> 7;
                *seed ^= *seed << 17;
                b &= u128::from(lo) | u128::from(*seed) << 64;
            }
            b
        })
    }

    #[test]
    fn cell_links_agree_with_the_portable_version_and_the_definition() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for round in 0..3000 {
            let density = round % 6;
            let set = boards(&mut seed, density as u32 + 1);
            let mask = boards(&mut seed, 1);
            let out = boards(&mut seed, 3);
            let mut want = out;
            for e in 0..9 {
                let other = (0..9).filter(|&f| f != e).fold(0, |a, f| a | set[f]);
                want[e] = other & mask[e];
            }
            let mut portable = out;
            cell_links_portable(&set, &mask, &mut portable);
            assert_eq!(portable, want);
            let mut got = out;
            cell_links(&set, &mask, &mut got);
            assert_eq!(got, want);
        }
    }

    #[test]
    fn new_potentials_agree_with_the_portable_version() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for round in 0..3000 {
            let density = round % 6;
            let next = boards(&mut seed, density as u32 + 1);
            let all = boards(&mut seed, (round % 4) as u32 + 1);
            let opposite = boards(&mut seed, (round % 5) as u32 + 1);
            let (mut n1, mut a1) = (next, all);
            let (mut n2, mut a2) = (next, all);
            let got = take_new(&mut n1, &mut a1, &opposite);
            let want = take_new_portable(&mut n2, &mut a2, &opposite);
            assert_eq!((got, n1, a1), (want, n2, a2));
            let fresh: Bits = std::array::from_fn(|e| next[e] & !all[e]);
            assert_eq!(n1, fresh);
            assert_eq!(got.0, fresh.iter().any(|&b| b != 0));
            assert_eq!(got.1, (0..9).any(|e| fresh[e] & opposite[e] != 0));
        }
    }

    #[test]
    fn kept_new_potentials_agree_with_the_portable_version() {
        let mut seed = 0x5851_f42d_4c95_7f2du64;
        for round in 0..3000 {
            let next = boards(&mut seed, (round % 6) as u32 + 1);
            let pass = boards(&mut seed, (round % 3) as u32 + 1);
            let all = boards(&mut seed, (round % 4) as u32 + 1);
            let gather = boards(&mut seed, (round % 5) as u32 + 1);
            let (mut n1, mut a1, mut g1) = (next, all, gather);
            let (mut n2, mut a2, mut g2) = (next, all, gather);
            let got = take_new_kept(&mut n1, &pass, &mut a1, &mut g1);
            let want = take_new_kept_portable(&mut n2, &pass, &mut a2, &mut g2);
            assert_eq!((got, n1, a1, g1), (want, n2, a2, g2));
            let fresh: Bits = std::array::from_fn(|e| next[e] & pass[e] & !all[e]);
            assert_eq!(n1, fresh);
            assert_eq!(got, fresh.iter().any(|&b| b != 0));
        }
    }
}

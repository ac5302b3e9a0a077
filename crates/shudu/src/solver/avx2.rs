//! Whether the processor runs AVX2, asked once: the solver's wide kernels
//! ([`lanes`](super::lanes), [`band_pass`](super::band_pass)) dispatch on it.
//!
//! The standard library's `is_x86_feature_detected!` fills a cache of every
//! feature it knows at its first use, with seven `cpuid` instructions. In a
//! virtual machine each `cpuid` is a trip to the hypervisor, a cost that
//! shows in a short `shudu solve` (docs/benchmarks.md), so only the two
//! leaves that AVX2 needs are asked here: leaf 1 (the processor has AVX and
//! the system saves its registers: `OSXSAVE`, then `XGETBV` for the XMM and
//! YMM state) and leaf 7 (AVX2). A processor that reports `OSXSAVE` has leaf
//! 7: the system enables `XSAVE` only when the processor enumerates leaf 13,
//! its state components. The tests hold the answer against the standard
//! library's.

use core::sync::atomic::{AtomicU8, Ordering};

/// Not asked yet (0), no AVX2 (1), AVX2 (2).
static STATE: AtomicU8 = AtomicU8::new(0);

/// Whether the processor runs AVX2 (after the first call, one load of a
/// cached flag).
#[inline(always)]
pub(crate) fn available() -> bool {
    match STATE.load(Ordering::Relaxed) {
        0 => detect(),
        state => state == 2,
    }
}

#[cold]
#[inline(never)]
fn detect() -> bool {
    let yes = ask();
    // Any thread that asks as well finds the same answer.
    STATE.store(if yes { 2 } else { 1 }, Ordering::Relaxed);
    yes
}

/// Asks the processor (two `cpuid` leaves and `XGETBV`).
fn ask() -> bool {
    use core::arch::x86_64::__cpuid_count;
    const OSXSAVE: u32 = 1 << 27;
    const AVX: u32 = 1 << 28;
    const AVX2: u32 = 1 << 5;
    // XCR0: the SSE (XMM) and AVX (YMM upper halves) state saved by the system.
    const XMM_YMM: u64 = 0b110;
    let leaf1 = __cpuid_count(1, 0);
    if leaf1.ecx & (OSXSAVE | AVX) != OSXSAVE | AVX {
        return false;
    }
    // SAFETY: `XGETBV` runs where `OSXSAVE` is set (checked just above).
    if unsafe { xcr0() } & XMM_YMM != XMM_YMM {
        return false;
    }
    __cpuid_count(7, 0).ebx & AVX2 != 0
}

/// The extended control register 0 (which register states the system saves).
///
/// # Safety
/// Only where `cpuid` leaf 1 reports `OSXSAVE` (else `XGETBV` faults).
#[target_feature(enable = "xsave")]
unsafe fn xcr0() -> u64 {
    // SAFETY: the caller checked `OSXSAVE`.
    unsafe { core::arch::x86_64::_xgetbv(0) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_the_standard_library() {
        assert_eq!(ask(), std::arch::is_x86_feature_detected!("avx2"));
        assert_eq!(available(), std::arch::is_x86_feature_detected!("avx2"));
        // Cached from now on, the same answer.
        assert_eq!(available(), ask());
    }
}

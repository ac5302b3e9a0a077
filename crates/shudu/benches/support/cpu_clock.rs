//! This thread's CPU time, for the bench binaries and the profiling
//! examples. Each is a crate of its own, so each includes this file with
//! `#[path = ...] mod cpu_clock;` and uses what it needs of it.
//!
//! The machines these run on are shared: wall time would also count the
//! time a thread waits for a core, CPU time counts only the time it runs.
//! Where the platform has no per-thread CPU clock, wall time stands in.

// Every includer uses a part of this file only.
#![allow(dead_code)]

use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// A reading of this thread's CPU-time clock (of wall time where there is
/// none, see [`CpuClock::measures_cpu`]).
#[derive(Clone, Copy, Debug)]
pub struct CpuClock(Duration);

impl CpuClock {
    /// The clock now.
    pub fn now() -> CpuClock {
        CpuClock(thread_cpu_time().unwrap_or_else(wall_since_first_reading))
    }

    /// The time since this reading.
    pub fn elapsed(self) -> Duration {
        CpuClock::now().0.saturating_sub(self.0)
    }

    /// Whether the readings are CPU time (else wall time).
    pub fn measures_cpu() -> bool {
        thread_cpu_time().is_some()
    }
}

fn wall_since_first_reading() -> Duration {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}

/// This thread's CPU time (Linux: `CLOCK_THREAD_CPUTIME_ID`).
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn thread_cpu_time() -> Option<Duration> {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    unsafe extern "C" {
        fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec, laid out as 64-bit Linux
    // lays it out (two 64-bit fields; the cfg above ensures the platform).
    let ok = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
    ok.then(|| Duration::new(ts.sec as u64, ts.nsec as u32))
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn thread_cpu_time() -> Option<Duration> {
    None
}

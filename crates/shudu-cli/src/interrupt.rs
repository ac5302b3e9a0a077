//! Ctrl-C (SIGINT), SIGTERM and SIGHUP: stop at once, but never in the
//! middle of writing output.
//!
//! All output goes through [`write_guard`]: a write of whole lines happens
//! while holding it. The Ctrl-C handler takes the same lock before it ends the
//! process, so an interrupted run leaves only whole lines, and it does not
//! have to wait for the current chunk of work to finish (or for input that
//! may never come). An output file being written under a temporary name
//! (see [`crate::atomic`]) is renamed into place first: it holds whole
//! records only, and they are kept.

use crate::error::exit;
use indicatif::ProgressBar;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock};

static WRITE_LOCK: Mutex<()> = Mutex::new(());
/// Temporary output files and their targets, renamed on interruption.
static REPLACES: Mutex<Vec<(PathBuf, PathBuf)>> = Mutex::new(Vec::new());
static PROGRESS: OnceLock<Mutex<Option<ProgressBar>>> = OnceLock::new();

/// Whether the handler's thread is still to be started (see [`defer`]).
static DEFERRED: AtomicBool = AtomicBool::new(false);
/// A signal caught while the handler's thread was still to be started.
static CAUGHT: AtomicBool = AtomicBool::new(false);

/// The clean stop: once the whole lines being written are out, the progress
/// bar is left as it is, output files are put in place, and the process ends.
fn stop() -> ! {
    let _guard = write_guard();
    if let Some(bar) = progress_slot().lock().ok().and_then(|b| b.clone()) {
        bar.abandon();
    }
    let replaces = REPLACES.lock().map(|r| r.clone()).unwrap_or_default();
    for (temp, target) in replaces {
        let _ = std::fs::rename(temp, target);
    }
    let _ = writeln!(std::io::stderr(), "shudu: interrupted");
    std::process::exit(exit::INTERRUPTED);
}

/// Installs the handler of Ctrl-C, SIGTERM and SIGHUP. Failing to install it only loses the clean
/// stop, so that is reported and the run goes on.
pub fn install() {
    let result = ctrlc::set_handler(|| stop());
    if let Err(e) = result {
        let _ = writeln!(
            std::io::stderr(),
            "shudu: warning: cannot catch Ctrl-C: {e}"
        );
    }
}

/// Like [`install`], but the handler's thread is started only by [`arm`]:
/// until then a signal is only noted, and [`check`] makes the stop. Starting
/// that thread (and ending a process of two threads) is a measurable part of
/// a one-puzzle `shudu solve` (docs/benchmarks.md, the whole-process
/// passes). The caller must call [`check`]
/// between units of work, and [`arm`] before anything that may wait
/// (reading anything but regular files) or run long (see
/// `commands::stream::ARM_AFTER`). Elsewhere than on Unix this is [`install`].
pub fn defer() {
    #[cfg(unix)]
    {
        extern "C" fn caught(_: libc::c_int) {
            // All a signal handler may safely do here: note it.
            CAUGHT.store(true, Ordering::SeqCst);
        }
        DEFERRED.store(true, Ordering::SeqCst);
        for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
            // SAFETY: `sigaction` with a zeroed (then filled) struct is the
            // documented use; the handler only stores to an atomic, which is
            // async-signal-safe, and `SA_RESTART` keeps system calls going
            // as the handler `install` sets up does.
            let failed = unsafe {
                let mut action: libc::sigaction = std::mem::zeroed();
                action.sa_sigaction = caught as extern "C" fn(libc::c_int) as libc::sighandler_t;
                action.sa_flags = libc::SA_RESTART;
                libc::sigemptyset(&mut action.sa_mask);
                libc::sigaction(signal, &action, std::ptr::null_mut()) != 0
            };
            if failed {
                DEFERRED.store(false, Ordering::SeqCst);
                return install();
            }
        }
    }
    #[cfg(not(unix))]
    install();
}

/// Starts the handler's thread if [`defer`] left it to later; a signal
/// caught until then stops the run now.
pub fn arm() {
    if DEFERRED.swap(false, Ordering::SeqCst) {
        install();
        if CAUGHT.load(Ordering::SeqCst) {
            stop();
        }
    }
}

/// Whether the handler's thread is still to be started (see [`defer`]).
#[inline]
pub fn deferred() -> bool {
    DEFERRED.load(Ordering::Relaxed)
}

/// Stops the run if a signal was caught while the handler's thread was still
/// to be started. Call it where no output is being written.
#[inline]
pub fn check() {
    if DEFERRED.load(Ordering::Relaxed) && CAUGHT.load(Ordering::Relaxed) {
        stop();
    }
}

/// Holds off an interruption while whole lines are being written.
pub fn write_guard() -> MutexGuard<'static, ()> {
    // A poisoned lock only means a writer panicked; the lock itself is fine.
    WRITE_LOCK.lock().unwrap_or_else(|p| p.into_inner())
}

fn progress_slot() -> &'static Mutex<Option<ProgressBar>> {
    PROGRESS.get_or_init(|| Mutex::new(None))
}

/// Registers the progress bar so that an interruption can leave it tidy.
pub fn set_progress(bar: Option<ProgressBar>) {
    if let Ok(mut slot) = progress_slot().lock() {
        *slot = bar;
    }
}

/// Registers a temporary output file, to be renamed to `target` if the run
/// is interrupted.
pub fn remember_replace(temp: &Path, target: &Path) {
    if let Ok(mut r) = REPLACES.lock() {
        r.push((temp.to_path_buf(), target.to_path_buf()));
    }
}

/// Unregisters a temporary output file (renamed or removed).
pub fn forget_replace(temp: &Path) {
    if let Ok(mut r) = REPLACES.lock() {
        r.retain(|(t, _)| t != temp);
    }
}

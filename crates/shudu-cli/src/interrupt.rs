//! Ctrl-C: stop at once, but never in the middle of writing output.
//!
//! All output goes through [`write_guard`]: a write of whole lines happens
//! while holding it. The Ctrl-C handler takes the same lock before it ends the
//! process, so an interrupted run leaves only whole lines, and it does not
//! have to wait for the current chunk of work to finish (or for input that
//! may never come).

use crate::error::exit;
use indicatif::ProgressBar;
use std::io::Write;
use std::sync::{Mutex, MutexGuard, OnceLock};

static WRITE_LOCK: Mutex<()> = Mutex::new(());
static PROGRESS: OnceLock<Mutex<Option<ProgressBar>>> = OnceLock::new();

/// Installs the Ctrl-C handler. Failing to install it only loses the clean
/// stop, so that is reported and the run goes on.
pub fn install() {
    let result = ctrlc::set_handler(|| {
        let _guard = write_guard();
        if let Some(bar) = progress_slot().lock().ok().and_then(|b| b.clone()) {
            bar.abandon();
        }
        let _ = writeln!(std::io::stderr(), "shudu: interrupted");
        std::process::exit(exit::INTERRUPTED);
    });
    if let Err(e) = result {
        let _ = writeln!(
            std::io::stderr(),
            "shudu: warning: cannot catch Ctrl-C: {e}"
        );
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

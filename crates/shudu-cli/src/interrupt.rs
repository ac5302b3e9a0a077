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
use std::sync::{Mutex, MutexGuard, OnceLock};

static WRITE_LOCK: Mutex<()> = Mutex::new(());
/// Temporary output files and their targets, renamed on interruption.
static REPLACES: Mutex<Vec<(PathBuf, PathBuf)>> = Mutex::new(Vec::new());
static PROGRESS: OnceLock<Mutex<Option<ProgressBar>>> = OnceLock::new();

/// Installs the handler of Ctrl-C, SIGTERM and SIGHUP. Failing to install it only loses the clean
/// stop, so that is reported and the run goes on.
pub fn install() {
    let result = ctrlc::set_handler(|| {
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

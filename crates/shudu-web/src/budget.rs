//! Heavy work per request (solving, rating, explaining, hints, making a
//! puzzle from a seed) runs on the blocking pool, a bounded number at a
//! time and within a time budget: a request that finds no free slot in
//! time, or whose work overruns the budget, is answered 503 with
//! `Retry-After`, and the runtime's threads stay free for other requests.

use crate::error::ApiError;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// Slots and time for heavy work.
#[derive(Clone)]
pub struct Budget {
    slots: Arc<Semaphore>,
    /// How long a request waits for a free slot.
    wait: Duration,
    /// How long one piece of work may take before the request gives up.
    time: Duration,
}

impl Budget {
    /// `slots` pieces of work at a time, each within `time`.
    pub fn new(slots: usize, wait: Duration, time: Duration) -> Budget {
        Budget {
            slots: Arc::new(Semaphore::new(slots.max(1))),
            wait,
            time,
        }
    }

    /// Runs `work` on the blocking pool within the budget. `what` names the
    /// work in the 503 message.
    pub async fn run<T, F>(&self, what: &str, work: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        self.run_for(what, self.time, work).await
    }

    /// Like [`Budget::run`] with a time of its own (making a puzzle of the
    /// hardest levels takes longer than rating one).
    pub async fn run_for<T, F>(&self, what: &str, time: Duration, work: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let permit =
            match tokio::time::timeout(self.wait, Arc::clone(&self.slots).acquire_owned()).await {
                Ok(Ok(p)) => p,
                _ => {
                    return Err(ApiError::unavailable(
                        format!("the server is busy: no worker free for {what}; try again shortly"),
                        1,
                    ))
                }
            };
        // The permit goes with the work: a slot is free only once the work
        // has really ended, even if the request stopped waiting for it.
        let task = tokio::task::spawn_blocking(move || {
            let out = work();
            drop(permit);
            out
        });
        match tokio::time::timeout(time, task).await {
            Ok(Ok(out)) => Ok(out),
            Ok(Err(e)) => Err(ApiError::internal(format!("{what} failed: {e}"))),
            Err(_) => Err(ApiError::unavailable(
                format!(
                    "{what} takes longer than the server's budget of {} ms",
                    time.as_millis()
                ),
                5,
            )),
        }
    }
}

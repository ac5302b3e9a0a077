//! Puzzles made before they are asked for: one pool per level, kept full
//! by background threads (never the async runtime's), so that a request
//! is a pop.
//!
//! A pool is a queue and a semaphore counting what the queue holds: a
//! request takes a permit (waiting at most a bounded time when the pool is
//! empty) and pops; the fillers push and add a permit. The fillers sleep
//! while every pool is full and wake when a puzzle is taken.

mod source;

pub use source::{make, Generator, PoolPuzzle, PuzzleSource, SEED_MASK};

use shudu::rate::Level;
use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;
use tokio::sync::Semaphore;

/// One level's puzzles.
struct Pool {
    queue: Mutex<VecDeque<PoolPuzzle>>,
    ready: Semaphore,
}

/// What the fillers share with the pools.
struct Shared {
    pools: Vec<Pool>,
    capacity: usize,
    source: Arc<dyn PuzzleSource>,
    /// Set when the pools shut down; guarded with the fillers' wake-up.
    stop: Mutex<bool>,
    wake: Condvar,
    /// Source failures, for the logs and `/metrics`.
    failures: std::sync::atomic::AtomicU64,
}

/// The pools of every level and their filler threads.
pub struct Pools {
    shared: Arc<Shared>,
    fillers: Mutex<Vec<JoinHandle<()>>>,
}

/// Why a pop gave nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PopError {
    /// The pool stayed empty for the whole wait.
    Empty,
}

fn index(level: Level) -> usize {
    Level::ALL.iter().position(|&l| l == level).unwrap_or(0)
}

impl Pools {
    /// Pools of `capacity` puzzles per level, filled from `source` by
    /// `fillers` threads (at least one). Filling starts at once.
    pub fn start(source: Arc<dyn PuzzleSource>, capacity: usize, fillers: usize) -> Pools {
        let shared = Arc::new(Shared {
            pools: Level::ALL
                .iter()
                .map(|_| Pool {
                    queue: Mutex::new(VecDeque::with_capacity(capacity)),
                    ready: Semaphore::new(0),
                })
                .collect(),
            capacity: capacity.max(1),
            source,
            stop: Mutex::new(false),
            wake: Condvar::new(),
            failures: std::sync::atomic::AtomicU64::new(0),
        });
        let handles = (0..fillers.max(1))
            .map(|i| {
                let shared = Arc::clone(&shared);
                std::thread::Builder::new()
                    .name(format!("shudu-pool-{i}"))
                    .spawn(move || fill(&shared))
            })
            .filter_map(Result::ok)
            .collect();
        Pools {
            shared,
            fillers: Mutex::new(handles),
        }
    }

    /// A puzzle of `level`, waiting at most `wait` for one when the pool
    /// is empty.
    pub async fn pop(&self, level: Level, wait: Duration) -> Result<PoolPuzzle, PopError> {
        let pool = &self.shared.pools[index(level)];
        let permit = match pool.ready.try_acquire() {
            Ok(p) => p,
            Err(_) => match tokio::time::timeout(wait, pool.ready.acquire()).await {
                Ok(Ok(p)) => p,
                _ => return Err(PopError::Empty),
            },
        };
        permit.forget();
        let taken = lock(&pool.queue).pop_front();
        // One puzzle taken: one filler is enough to make its successor.
        self.shared.wake.notify_one();
        taken.ok_or(PopError::Empty)
    }

    /// How many puzzles of `level` are ready.
    pub fn len(&self, level: Level) -> usize {
        lock(&self.shared.pools[index(level)].queue).len()
    }

    /// Whether no puzzle of `level` is ready.
    pub fn is_empty(&self, level: Level) -> bool {
        self.len(level) == 0
    }

    /// The most puzzles a pool holds.
    pub fn capacity(&self) -> usize {
        self.shared.capacity
    }

    /// How often the source failed to give a puzzle.
    pub fn failures(&self) -> u64 {
        self.shared
            .failures
            .load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Tells the fillers to stop after the puzzle each is making, without
    /// waiting for them.
    pub fn stop_soon(&self) {
        *lock(&self.shared.stop) = true;
        self.shared.wake.notify_all();
    }

    /// Stops the fillers (each finishes the puzzle it is making) and waits
    /// for them.
    pub fn stop(&self) {
        self.stop_soon();
        let handles: Vec<_> = lock(&self.fillers).drain(..).collect();
        for h in handles {
            let _ = h.join();
        }
    }
}

impl Drop for Pools {
    /// The fillers stop after their current puzzle; dropping does not wait.
    fn drop(&mut self) {
        self.stop_soon();
    }
}

/// Locks a mutex, recovering from a panicked holder (the data stays valid:
/// every critical section is a single push, pop or flag write).
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The level that most needs a puzzle: the emptiest pool below capacity
/// (easier levels first on ties).
fn neediest(shared: &Shared) -> Option<Level> {
    Level::ALL
        .iter()
        .map(|&l| (l, lock(&shared.pools[index(l)].queue).len()))
        .filter(|&(_, n)| n < shared.capacity)
        .min_by_key(|&(_, n)| n)
        .map(|(l, _)| l)
}

/// A filler thread: makes a puzzle for the neediest pool, over and over,
/// sleeping while all are full.
fn fill(shared: &Shared) {
    loop {
        let level = {
            let mut stop = lock(&shared.stop);
            loop {
                if *stop {
                    return;
                }
                if let Some(level) = neediest(shared) {
                    break level;
                }
                stop = shared
                    .wake
                    .wait_timeout(stop, Duration::from_secs(1))
                    .map(|(g, _)| g)
                    .unwrap_or_else(|e| e.into_inner().0);
            }
        };
        match shared.source.next(level) {
            Ok(p) => {
                let pool = &shared.pools[index(level)];
                let mut queue = lock(&pool.queue);
                if queue.len() < shared.capacity {
                    queue.push_back(p);
                    drop(queue);
                    pool.ready.add_permits(1);
                }
            }
            Err(e) => {
                shared
                    .failures
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                tracing::warn!("pool {level}: the puzzle source failed: {e}");
                std::thread::sleep(Duration::from_millis(100));
            }
        }
    }
}

//! Work over many puzzles: every core (or `jobs` threads), with the GIL
//! released, results in input order.

use crate::errors;
use pyo3::prelude::*;
use rayon::prelude::*;

/// `f(i)` for every `i` in `0..n`, in parallel, in order, without the GIL.
pub fn map<U, F>(py: Python<'_>, jobs: Option<usize>, n: usize, f: F) -> PyResult<Vec<U>>
where
    U: Send,
    F: Fn(usize) -> U + Sync + Send,
{
    let run = || (0..n).into_par_iter().map(&f).collect::<Vec<U>>();
    match jobs {
        None => Ok(py.detach(run)),
        Some(0) => Err(errors::argument("jobs= must be at least 1")),
        Some(threads) => {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .map_err(|e| errors::argument(format!("cannot start {threads} threads: {e}")))?;
            Ok(py.detach(|| pool.install(run)))
        }
    }
}

/// A seed nobody chose, for calls without `seed=`: the process's hashing
/// keys mixed with the time (the command line does the same).
pub fn random_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    h.write_u128(nanos);
    h.write_u32(std::process::id());
    h.finish()
}

//! Parallel work in order: items are processed a chunk at a time on a thread
//! pool and come back in their input order, so output never depends on the
//! number of threads, and memory stays bounded by one chunk however long the
//! run.

use crate::error::CliError;
use rayon::prelude::*;

/// Where bulk work runs: a thread pool, or (`--jobs 1`) the calling thread
/// alone, with no pool at all. A pool of one thread still started its worker
/// (a thread, its stack and its heap) only to leave it asleep: a tenth of the
/// start-up of a one-puzzle `shudu solve --jobs 1`.
pub struct Pool(Option<rayon::ThreadPool>);

impl Pool {
    /// How many threads do the work.
    pub fn current_num_threads(&self) -> usize {
        self.0
            .as_ref()
            .map_or(1, rayon::ThreadPool::current_num_threads)
    }
}

/// A thread pool of `jobs` threads (`None` or 0: one per core; 1: the calling thread).
pub fn pool(jobs: Option<usize>) -> Result<Pool, CliError> {
    if jobs == Some(1) {
        return Ok(Pool(None));
    }
    rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.unwrap_or(0))
        .thread_name(|i| format!("shudu-worker-{i}"))
        .build()
        .map(|p| Pool(Some(p)))
        .map_err(|e| CliError::Threads(e.to_string()))
}

/// Whether `pool` has a single thread: then the work runs on the calling
/// thread itself, in order, and a pool's one worker is never woken. Handing
/// each chunk to it and waiting cost two thread switches a chunk, and
/// whatever the work allocated came from the worker's own heap, which the
/// system handed back page by page.
pub fn single(pool: &Pool) -> bool {
    pool.current_num_threads() == 1
}

/// Runs `work` on every item on `pool`; the results are in item order.
pub fn map_ordered<I, T, F>(pool: &Pool, items: &[I], work: F) -> Vec<T>
where
    I: Sync,
    T: Send,
    F: Fn(&I) -> T + Sync + Send,
{
    match &pool.0 {
        Some(threads) if !single(pool) => threads.install(|| items.par_iter().map(&work).collect()),
        _ => items.iter().map(work).collect(),
    }
}

/// [`map_ordered`] into `out` (emptied first), reusing its memory.
pub fn map_ordered_into<I, T, F>(pool: &Pool, items: &[I], out: &mut Vec<T>, work: F)
where
    I: Sync,
    T: Send,
    F: Fn(&I) -> T + Sync + Send,
{
    match &pool.0 {
        Some(threads) if !single(pool) => {
            threads.install(|| items.par_iter().map(&work).collect_into_vec(out))
        }
        _ => {
            out.clear();
            out.extend(items.iter().map(work));
        }
    }
}

/// Chunk sizes that start small (first results appear at once, and an early
/// failure wastes little work) and double up to a ceiling (little overhead
/// per chunk on long runs).
#[derive(Clone, Debug)]
pub struct ChunkSizes {
    next: usize,
    max: usize,
}

impl ChunkSizes {
    /// Starts at `first`, doubling up to `max`.
    pub fn new(first: usize, max: usize) -> ChunkSizes {
        let first = first.max(1);
        ChunkSizes {
            next: first,
            max: max.max(first),
        }
    }

    /// Always one item per chunk (for puzzles typed at a terminal).
    pub fn single() -> ChunkSizes {
        ChunkSizes::new(1, 1)
    }
}

impl Iterator for ChunkSizes {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        let n = self.next;
        self.next = (n * 2).min(self.max);
        Some(n)
    }
}

/// The ranges `[start, start+count)` cut into chunks of growing size.
pub fn index_chunks(
    start: u64,
    count: u64,
    sizes: ChunkSizes,
) -> impl Iterator<Item = std::ops::Range<u64>> {
    let end = start.saturating_add(count);
    let mut at = start;
    sizes
        .map(move |size| {
            let from = at;
            let to = from.saturating_add(size as u64).min(end);
            at = to;
            from..to
        })
        .take_while(|r| !r.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_cover_the_range_in_order() {
        let chunks: Vec<_> = index_chunks(5, 100, ChunkSizes::new(4, 32)).collect();
        assert_eq!(chunks.first(), Some(&(5..9)));
        assert_eq!(chunks[1], 9..17);
        assert_eq!(chunks.last().map(|r| r.end), Some(105));
        assert!(chunks.windows(2).all(|w| w[0].end == w[1].start));
        assert!(chunks.iter().all(|r| r.end - r.start <= 32));
        assert_eq!(index_chunks(0, 0, ChunkSizes::new(4, 8)).count(), 0);
    }

    #[test]
    fn order_does_not_depend_on_threads() {
        let items: Vec<u64> = (0..1000).collect();
        let one = map_ordered(&pool(Some(1)).unwrap(), &items, |&i| i * i);
        let four = map_ordered(&pool(Some(4)).unwrap(), &items, |&i| i * i);
        assert_eq!(one, four);
        assert_eq!(one[999], 999 * 999);
        let mut into = vec![7u64; 3];
        map_ordered_into(&pool(Some(2)).unwrap(), &items, &mut into, |&i| i * i);
        assert_eq!(into, one);
        // One thread: the calling thread does the work, in order, with a
        // pool of one (`--jobs` 0 on one core) and without a pool (`--jobs 1`).
        let mut into = vec![7u64; 3];
        let caller = std::thread::current().id();
        let threads = rayon::ThreadPoolBuilder::new().num_threads(1).build();
        map_ordered_into(&Pool(Some(threads.unwrap())), &items, &mut into, |&i| {
            assert_eq!(std::thread::current().id(), caller);
            i * i
        });
        assert_eq!(into, one);
        assert_eq!(pool(Some(1)).unwrap().current_num_threads(), 1);
        let mut into = vec![7u64; 3];
        map_ordered_into(&pool(Some(1)).unwrap(), &items, &mut into, |&i| {
            assert_eq!(std::thread::current().id(), caller);
            i * i
        });
        assert_eq!(into, one);
    }
}

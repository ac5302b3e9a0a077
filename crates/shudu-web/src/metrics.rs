//! `/metrics` in the Prometheus text format: requests by route and status,
//! request latencies as histograms, and the pools' sizes.

use crate::pool::Pools;
use shudu::rate::Level;
use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::Mutex;
use std::time::Duration;

/// Upper bounds of the latency buckets, in seconds.
const BUCKETS: [f64; 12] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
];

#[derive(Default)]
struct Histogram {
    counts: [u64; BUCKETS.len()],
    count: u64,
    sum: f64,
}

/// Request counts and latencies.
#[derive(Default)]
pub struct Metrics {
    requests: Mutex<BTreeMap<(&'static str, u16), u64>>,
    latency: Mutex<BTreeMap<&'static str, Histogram>>,
}

impl Metrics {
    /// Records one answered request.
    pub fn record(&self, route: &'static str, status: u16, elapsed: Duration) {
        let secs = elapsed.as_secs_f64();
        {
            let mut r = self.requests.lock().unwrap_or_else(|e| e.into_inner());
            *r.entry((route, status)).or_insert(0) += 1;
        }
        let mut l = self.latency.lock().unwrap_or_else(|e| e.into_inner());
        let h = l.entry(route).or_default();
        for (i, &b) in BUCKETS.iter().enumerate() {
            if secs <= b {
                h.counts[i] += 1;
            }
        }
        h.count += 1;
        h.sum += secs;
    }

    /// The text exposition.
    pub fn render(&self, pools: &Pools) -> String {
        let mut s = String::new();
        s.push_str(
            "# HELP shudu_http_requests_total HTTP requests answered, by route and status.\n",
        );
        s.push_str("# TYPE shudu_http_requests_total counter\n");
        for ((route, status), n) in self
            .requests
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
        {
            let _ = writeln!(
                s,
                "shudu_http_requests_total{{route=\"{route}\",status=\"{status}\"}} {n}"
            );
        }
        s.push_str(
            "# HELP shudu_http_request_duration_seconds Time to answer a request, by route.\n",
        );
        s.push_str("# TYPE shudu_http_request_duration_seconds histogram\n");
        for (route, h) in self
            .latency
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
        {
            for (i, &b) in BUCKETS.iter().enumerate() {
                let _ = writeln!(
                    s,
                    "shudu_http_request_duration_seconds_bucket{{route=\"{route}\",le=\"{b}\"}} {}",
                    h.counts[i]
                );
            }
            let _ = writeln!(
                s,
                "shudu_http_request_duration_seconds_bucket{{route=\"{route}\",le=\"+Inf\"}} {}",
                h.count
            );
            let _ = writeln!(
                s,
                "shudu_http_request_duration_seconds_sum{{route=\"{route}\"}} {}",
                h.sum
            );
            let _ = writeln!(
                s,
                "shudu_http_request_duration_seconds_count{{route=\"{route}\"}} {}",
                h.count
            );
        }
        s.push_str("# HELP shudu_pool_puzzles Puzzles ready in the pool, by level.\n");
        s.push_str("# TYPE shudu_pool_puzzles gauge\n");
        for level in Level::ALL {
            let _ = writeln!(
                s,
                "shudu_pool_puzzles{{level=\"{level}\"}} {}",
                pools.len(level)
            );
        }
        s.push_str("# HELP shudu_pool_capacity Most puzzles a pool holds.\n");
        s.push_str("# TYPE shudu_pool_capacity gauge\n");
        let _ = writeln!(s, "shudu_pool_capacity {}", pools.capacity());
        s.push_str(
            "# HELP shudu_pool_source_failures_total Times the puzzle source gave no puzzle.\n",
        );
        s.push_str("# TYPE shudu_pool_source_failures_total counter\n");
        let _ = writeln!(s, "shudu_pool_source_failures_total {}", pools.failures());
        s
    }
}

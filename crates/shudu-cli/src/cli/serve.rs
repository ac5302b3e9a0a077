//! `shudu serve`'s options.

use clap::Args;
use std::net::SocketAddr;

/// Options of `shudu serve`.
#[derive(Debug, Args)]
#[command(
    long_about = "Serve the Sudoku game in the browser and the JSON API (see the README). \
    Listens on loopback (127.0.0.1:8080) unless --addr says otherwise, prints the URL, and \
    stops gracefully on Ctrl-C or SIGTERM. Request logs go to stderr (RUST_LOG filters them)."
)]
pub struct ServeArgs {
    /// Address to listen on, e.g. 127.0.0.1:8080 or 0.0.0.0:80 (port 0: any free port).
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,

    /// Puzzles kept ready per level.
    #[arg(long, value_name = "N", default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub pool: u32,

    /// Serve /api/puzzle from this puzzle bank (a SQLite file or a postgres:// URL, as for
    /// `shudu bank`): each level's pool is refilled with puzzles drawn from it, handed out as
    /// random equivalent copies; several servers may share one PostgreSQL bank.
    #[arg(long, value_name = "FILE|URL")]
    pub bank: Option<String>,

    /// With --bank: while a level holds fewer puzzles than this, its pool's puzzles are
    /// generated and stored in the bank (the bank tops itself up).
    #[arg(long, value_name = "N", default_value_t = 1000, requires = "bank")]
    pub bank_low: u64,

    /// Time budget of a heavy request (solve, rate, explain, hint), in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 5000, value_parser = clap::value_parser!(u64).range(10..=600_000))]
    pub budget: u64,
}

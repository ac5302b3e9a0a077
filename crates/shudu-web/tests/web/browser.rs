//! The page in a real headless Chromium: starts the server on an ephemeral
//! loopback port and runs `node --test` on `tests/browser/*.test.mjs`
//! (Playwright's `playwright-core` drives Debian's `chromium`).
//! `scripts/setup/chromium.sh` installs both. Missing components make the
//! test fail under `SHUDU_REQUIRE_COMPONENTS=1`, and skip loudly otherwise.

use crate::socket::Server;
use crate::support::options;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

fn chromium() -> Option<PathBuf> {
    let from_env = std::env::var_os("SHUDU_CHROMIUM").map(PathBuf::from);
    from_env
        .into_iter()
        .chain([PathBuf::from("/usr/bin/chromium")])
        .find(|p| p.is_file())
}

fn node() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("node"))
        .find(|p| p.is_file())
}

/// What is missing for the browser tests, if anything.
fn missing(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    if chromium().is_none() {
        out.push("chromium (/usr/bin/chromium or $SHUDU_CHROMIUM)".to_string());
    }
    if node().is_none() {
        out.push("node on the PATH".to_string());
    }
    if !dir
        .join("node_modules/playwright-core/package.json")
        .is_file()
    {
        out.push(format!("{}/node_modules/playwright-core", dir.display()));
    }
    out
}

#[test]
fn the_page_in_headless_chromium() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = root.join("tests/browser");
    let lacking = missing(&dir);
    if !lacking.is_empty() {
        let msg = format!(
            "browser tests need {} (run scripts/setup/chromium.sh)",
            lacking.join(", ")
        );
        if std::env::var("SHUDU_REQUIRE_COMPONENTS").as_deref() == Ok("1") {
            panic!("{msg}");
        }
        eprintln!("SKIPPED: {msg}");
        return;
    }
    let server = Server::start(shudu_web::ServeOptions {
        pool_capacity: 8,
        pool_wait: Duration::from_secs(60),
        ..options()
    });
    // Screenshots go to the workspace's target directory.
    let shots = root.join("../../target/screenshots");
    let _ = std::fs::create_dir_all(&shots);
    let mut tests: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.to_string_lossy().ends_with(".test.mjs"))
                .collect()
        })
        .unwrap_or_default();
    tests.sort();
    assert!(!tests.is_empty(), "no browser tests in {}", dir.display());
    let node = node().unwrap_or_else(|| PathBuf::from("node"));
    let out = Command::new(node)
        .arg("--test")
        .args(&tests)
        .current_dir(&dir)
        .env("SHUDU_URL", format!("http://{}", server.addr))
        .env("SHUDU_CHROMIUM", chromium().unwrap_or_default())
        .env("SHUDU_SCREENSHOTS", &shots)
        .output()
        .expect("node runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    println!("{stdout}");
    eprintln!("{stderr}");
    server.stop().expect("a graceful stop");
    assert!(
        out.status.success(),
        "browser tests failed:\n{stdout}\n{stderr}"
    );
    assert!(stdout.contains("# pass"), "no test ran:\n{stdout}");
    assert!(
        stdout.contains("# fail 0"),
        "a browser test failed:\n{stdout}"
    );
}

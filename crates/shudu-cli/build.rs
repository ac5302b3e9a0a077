//! Puts the git commit into `shudu --version` when built from a git
//! checkout (`0.1.0 (commit 1a2b3c4d5e6f)`), else the version alone.

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?.trim().to_string();
    (out.status.success() && !text.is_empty()).then_some(text)
}

fn main() {
    let version = env!("CARGO_PKG_VERSION");
    let full = match git(&["rev-parse", "--short=12", "HEAD"]) {
        Some(commit) => format!("{version} (commit {commit})"),
        None => version.to_string(),
    };
    println!("cargo:rustc-env=SHUDU_VERSION={full}");
    // Built again when the commit changes: HEAD moves, or the branch it names.
    for path in ["HEAD", "packed-refs"] {
        if let Some(p) = git(&["rev-parse", "--git-path", path]) {
            println!("cargo:rerun-if-changed={p}");
        }
    }
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
        if let Some(p) = git(&["rev-parse", "--git-path", &branch]) {
            println!("cargo:rerun-if-changed={p}");
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
}

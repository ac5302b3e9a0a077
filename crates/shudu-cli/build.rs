//! Puts the git commit into `shudu --version` when built from a git
//! checkout (`0.1.0 (commit 1a2b3c4d5e6f)`), else the version alone; and on
//! Linux links the `shudu` binary as a position-dependent executable.

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
    link_position_dependent();
}

/// On Linux the binary is linked at a fixed address (`-no-pie`, after rustc's
/// own `-pie`: the last one wins). A position-independent binary of this size
/// carries some 21,000 relative relocations that the dynamic loader applies
/// at every start: 0.5M instructions and a copy-on-write fault for each of
/// the ~85 pages of `.data.rel.ro`, a fifth of a one-puzzle `shudu solve`.
/// The code is still compiled position-independent (only the link changes),
/// so the libraries, build scripts and proc-macros are untouched, and so is
/// every other target (the WebAssembly and Python packages are other crates).
/// The price: the binary's own code is not placed at a random address (the
/// libraries, stack and heap still are). `SHUDU_PIE=1` at build time keeps it
/// position-independent.
fn link_position_dependent() {
    println!("cargo:rerun-if-env-changed=SHUDU_PIE");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let keep_pie = std::env::var_os("SHUDU_PIE").is_some_and(|v| v == "1");
    if os == "linux" && !keep_pie {
        println!("cargo:rustc-link-arg-bin=shudu=-no-pie");
    }
}

//! Puts the git commit into `shudu --version` when built from a git
//! checkout (`0.1.0 (commit 1a2b3c4d5e6f)`), else the version alone; and on
//! Linux links the `shudu` binary as a position-dependent executable, static
//! where glibc's static library is installed.

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
/// carries tens of thousands of relative relocations that the dynamic loader
/// applies at every start, with a copy-on-write fault for each page of
/// `.data.rel.ro` (figures: docs/benchmarks.md, the whole-process passes).
/// The code is still compiled position-independent (only the link changes),
/// so the libraries, build scripts and proc-macros are untouched, and so is
/// every other target (the WebAssembly and Python packages are other crates).
/// The price: the binary's own code is not placed at a random address (the
/// libraries, stack and heap still are). `SHUDU_PIE=1` at build time keeps it
/// position-independent (and dynamically linked).
fn link_position_dependent() {
    println!("cargo:rerun-if-env-changed=SHUDU_PIE");
    println!("cargo:rerun-if-env-changed=SHUDU_DYNAMIC");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let keep_pie = std::env::var_os("SHUDU_PIE").is_some_and(|v| v == "1");
    if os == "linux" && !keep_pie {
        println!("cargo:rustc-link-arg-bin=shudu=-no-pie");
        let dynamic = std::env::var_os("SHUDU_DYNAMIC").is_some_and(|v| v == "1");
        if !dynamic {
            link_static();
        }
    }
}

/// The C libraries rustc names for a glibc target (`-lgcc_s -lutil -lrt
/// -lpthread -lm -ldl -lc`), each with the static archives that stand in for
/// it in a static link.
const C_LIBRARIES: [(&str, &[&str]); 7] = [
    ("gcc_s", &["libgcc_eh.a", "libgcc.a"]),
    ("util", &["libutil.a"]),
    ("rt", &["librt.a"]),
    ("pthread", &["libpthread.a"]),
    ("m", &["libm.a"]),
    ("dl", &["libdl.a"]),
    ("c", &["libc.a", "libgcc.a", "libgcc_eh.a"]),
];

/// A glibc `shudu` built for the machine it is built on is linked static when
/// the static C library is installed (`libc.a`: Debian's and Ubuntu's
/// `libc6-dev`, Fedora's `glibc-static`). A one-puzzle `shudu solve` then
/// starts in fewer than half the instructions and page faults (figures:
/// docs/benchmarks.md, the whole-process passes): no loader mapping four
/// libraries and binding their symbols before `main`. Otherwise (no `libc.a`, another C library, a cross build, or
/// `SHUDU_DYNAMIC=1` at build time) it stays dynamically linked, as before.
///
/// Only the `shudu` binary changes: `+crt-static` would have to be given to
/// every crate through `RUSTFLAGS`, proc-macros included, which cannot be
/// built that way. So the link alone is made static: `-static` (a driver
/// option: the C runtime's static start files, no dynamic loader), and, since
/// rustc names the C libraries after a `-Bdynamic` that `-static` cannot
/// undo, a folder of one-line linker scripts (`libc.so`: `GROUP(.../libc.a
/// ...)`) searched before the system's, so that each `-l` finds the static
/// archives. `-L` applies to every `-l` wherever it stands.
///
/// The price, glibc's own: host names (a `postgres://` bank's) are looked up
/// by glibc's static resolver, which reads `/etc/nsswitch.conf` as the shared
/// one does (`files` and `dns` are built in); a service beyond those (mDNS,
/// systemd's) is loaded from the system's shared glibc, which must then be
/// the version `shudu` was built with: after an upgrade of glibc, build
/// `shudu` again (or with `SHUDU_DYNAMIC=1`). And the binary carries glibc
/// (LGPL-2.1) inside it: binaries to hand to others are better built with
/// `SHUDU_DYNAMIC=1`.
fn link_static() {
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    if var("CARGO_CFG_TARGET_ENV") != "gnu"
        || var("TARGET") != var("HOST")
        || var("CARGO_CFG_TARGET_FEATURE")
            .split(',')
            .any(|f| f == "crt-static")
    {
        return;
    }
    // The linker rustc uses (a C compiler driver) says where its archives are.
    let linker = std::env::var("RUSTC_LINKER").unwrap_or_else(|_| "cc".to_string());
    let find = |archive: &str| -> Option<std::path::PathBuf> {
        let out = Command::new(&linker)
            .arg(format!("-print-file-name={archive}"))
            .output()
            .ok()?;
        let path = std::path::PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
        (out.status.success() && path.is_absolute() && path.is_file()).then_some(path)
    };
    let mut scripts = Vec::new();
    for (name, archives) in C_LIBRARIES {
        let mut paths = Vec::new();
        for archive in archives {
            let Some(path) = find(archive) else { return };
            println!("cargo:rerun-if-changed={}", path.display());
            paths.push(path.display().to_string());
        }
        scripts.push((
            format!("lib{name}.so"),
            format!("GROUP({})\n", paths.join(" ")),
        ));
    }
    let Some(out) = std::env::var_os("OUT_DIR") else {
        return;
    };
    let dir = std::path::Path::new(&out).join("static-libs");
    let written = std::fs::create_dir_all(&dir).is_ok()
        && scripts
            .iter()
            .all(|(file, text)| std::fs::write(dir.join(file), text).is_ok());
    if written {
        println!("cargo:rustc-link-arg-bin=shudu=-static");
        println!("cargo:rustc-link-arg-bin=shudu=-L{}", dir.display());
        link_hot_text();
    }
}

/// The functions a `shudu solve` over a file runs are placed together at the
/// start of the code (`hot-text.ld`, a script the linker adds to its own:
/// `INSERT BEFORE .text`), with the static link only (GNU `ld` through the C
/// driver). At every start the kernel maps the code 64 KiB at a time, as it
/// is touched: gathered, the start and the solve of one puzzle touch far
/// fewer of those pages (figures: docs/benchmarks.md, "Ninth pass, beside
/// it: whole processes"). Where code lies changes
/// nothing it does; a linker without `INSERT` (gold) would refuse the
/// script: `SHUDU_DYNAMIC=1` builds without it.
fn link_hot_text() {
    let Some(dir) = std::env::var_os("CARGO_MANIFEST_DIR") else {
        return;
    };
    let script = std::path::Path::new(&dir).join("hot-text.ld");
    if script.is_file() {
        println!("cargo:rerun-if-changed={}", script.display());
        println!("cargo:rustc-link-arg-bin=shudu=-Wl,-T,{}", script.display());
    }
}

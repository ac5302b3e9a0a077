//! A full disk, for real: a tiny tmpfs mounted by the test (root only; with
//! SHUDU_REQUIRE_COMPONENTS=1 a test that cannot mount one fails), filled
//! until only a few KiB are left. Every writing command then fails with a
//! clear message and exit code 2, leaves no half-written file (nor its
//! temporary name), keeps an older file of the same name whole, and a bank
//! keeps every committed batch and takes the rest once there is room.

use crate::common::{shudu, shudu_in};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

const P: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// A tmpfs of 1 MiB mounted on a temporary folder, unmounted when dropped.
struct TinyFs {
    dir: tempfile::TempDir,
}

impl TinyFs {
    /// Mounts one, or says why not: `None` (skipped) unless
    /// SHUDU_REQUIRE_COMPONENTS=1, when the test fails instead.
    fn mount(test: &str) -> Option<TinyFs> {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let made = Command::new("mount")
            .args(["-t", "tmpfs", "-o", "size=1m,mode=0755", "tmpfs"])
            .arg(dir.path())
            .output();
        match made {
            Ok(out) if out.status.success() => Some(TinyFs { dir }),
            other => {
                let why = match other {
                    Ok(out) => String::from_utf8_lossy(&out.stderr).trim().to_string(),
                    Err(e) => e.to_string(),
                };
                let msg = format!(
                    "{test}: cannot mount a tiny tmpfs (needs root or CAP_SYS_ADMIN): {why}"
                );
                if std::env::var_os("SHUDU_REQUIRE_COMPONENTS").is_some_and(|v| v == "1") {
                    panic!("{msg}");
                }
                eprintln!("SKIPPED {msg}");
                None
            }
        }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Fills the file system with a ballast file until a write fails, then
    /// frees `free` bytes of it.
    fn fill_leaving(&self, free: u64) {
        let path = self.path("ballast");
        let mut f = File::create(&path).expect("the ballast file");
        let chunk = [0u8; 4096];
        while f.write_all(&chunk).is_ok() {}
        let _ = f.sync_all();
        let len = fs::metadata(&path).unwrap().len();
        assert!(len > free, "the ballast took {len} bytes");
        f.set_len(len - free).expect("ballast shrunk");
    }

    fn free_up(&self) {
        fs::remove_file(self.path("ballast")).expect("ballast removed");
    }

    /// The names in the file system, sorted.
    fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(self.dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    }
}

impl Drop for TinyFs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(self.dir.path()).status();
    }
}

fn arg(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// A file of `n` copies of the puzzle, outside the tiny file system.
fn puzzles_file(dir: &Path, n: usize) -> PathBuf {
    let path = dir.join("in.txt");
    fs::write(&path, format!("{P}\n").repeat(n)).unwrap();
    path
}

/// The run failed as a full disk should be said.
fn assert_disk_full(what: &str, run: &crate::common::Run, target: &Path) {
    assert_eq!(run.code, Some(2), "{what}: {}", run.stderr);
    assert!(
        run.stderr.contains("No space left on device"),
        "{what}: {}",
        run.stderr
    );
    let name = target.file_name().unwrap().to_str().unwrap();
    assert!(
        run.stderr.contains(name),
        "{what} does not name {name}: {}",
        run.stderr
    );
}

#[test]
fn every_writing_command_fails_whole_on_a_full_disk() {
    let Some(fs_) = TinyFs::mount("every_writing_command_fails_whole_on_a_full_disk") else {
        return;
    };
    let outside = tempfile::tempdir().unwrap();
    let input = puzzles_file(outside.path(), 500);
    let input = arg(&input);
    // An older file of one of the names, to be kept whole.
    let kept = fs_.path("kept.txt");
    fs::write(&kept, "the older file\n").unwrap();
    fs_.fill_leaving(8192);

    let runs: Vec<(&str, Vec<String>)> = vec![
        (
            "generate -o",
            vec!["generate", "--solved", "-n", "500", "--seed", "1", "-o"],
        ),
        (
            "generate -o over an older file",
            vec!["generate", "--solved", "-n", "500", "-o"],
        ),
        ("solve -o", vec!["solve", input, "-o"]),
        ("canon -o", vec!["canon", input, "-o"]),
        ("print -o", vec!["print", input, "--per-page", "1", "-o"]),
    ]
    .into_iter()
    .map(|(what, args)| (what, args.into_iter().map(String::from).collect()))
    .collect();
    for (what, mut args) in runs {
        let target = if what.contains("older") {
            kept.clone()
        } else {
            fs_.path(&format!("{}.out", what.split(' ').next().unwrap()))
        };
        args.push(arg(&target).to_string());
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = shudu(&args);
        assert_disk_full(what, &run, &target);
        assert_eq!(
            fs_.names(),
            ["ballast", "kept.txt"],
            "{what} left a file behind"
        );
        assert_eq!(fs::read_to_string(&kept).unwrap(), "the older file\n");
    }

    // With room again, the same commands write their files.
    fs_.free_up();
    let out = fs_.path("solved.txt");
    shudu(&["solve", input, "-o", arg(&out)]).ok();
    assert_eq!(fs::read_to_string(&out).unwrap().lines().count(), 500);
}

#[test]
fn a_bank_on_a_full_disk_keeps_what_it_committed() {
    let outside = tempfile::tempdir().unwrap();
    let set = outside.path().join("set.txt");
    shudu(&["generate", "-n", "300", "--seed", "5", "-o", arg(&set)]).ok();
    let first = outside.path().join("first.txt");
    let text = fs::read_to_string(&set).unwrap();
    fs::write(&first, text.lines().take(3).collect::<Vec<_>>().join("\n")).unwrap();
    // 64 KiB left: the bank opens and a write fails; 8 KiB: SQLite's
    // shared-memory file cannot even grow when the bank is opened.
    for free in [64 * 1024, 8 * 1024] {
        let Some(fs_) = TinyFs::mount("a_bank_on_a_full_disk_keeps_what_it_committed") else {
            return;
        };
        let bank = fs_.path("bank.db");
        let bank = arg(&bank);
        shudu(&["-q", "bank", "--bank", bank, "add", arg(&first)]).ok();
        let stored = || -> Vec<String> {
            let run = shudu(&["bank", "--bank", bank, "export", "-f", "line"]).ok();
            run.stdout.lines().map(String::from).collect()
        };
        assert_eq!(stored().len(), 3);

        fs_.fill_leaving(free);
        let run = shudu(&["-q", "bank", "--bank", bank, "add", arg(&set)]);
        assert_eq!(run.code, Some(2), "{free} bytes free: {}", run.stderr);
        assert!(
            run.stderr.contains("disk is full") || run.stderr.contains("is the disk full?"),
            "{free} bytes free: {}",
            run.stderr
        );
        assert!(run.stderr.contains("bank.db"), "{}", run.stderr);

        // Room again: the bank opens, its count agrees with what it hands
        // out, every stored puzzle is whole (unique, its stored solution
        // right), and it takes the rest.
        fs_.free_up();
        let lines = stored();
        assert!(lines.len() >= 3, "{}", lines.len());
        let stats = shudu(&["bank", "--bank", bank, "stats"]).ok().stdout;
        assert!(
            stats.contains(&format!("puzzles: {} ", lines.len())),
            "{stats}"
        );
        let checked = shudu_in(&["check", "-"], lines.join("\n").as_bytes());
        assert_eq!(checked.code, Some(0), "{}", checked.stderr);
        shudu(&["-q", "bank", "--bank", bank, "add", arg(&set)]).ok();
        assert_eq!(stored().len(), 300);
    }
}

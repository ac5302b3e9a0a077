//! Output files: an output that is also an input is refused (the input is
//! left whole), files are written under a temporary name and renamed at the
//! end, a full disk is said clearly, and SIGTERM stops like Ctrl-C.

use crate::common::{send_signal, shudu, BIN};
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const P: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const S: &str = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn arg(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn an_output_that_is_an_input_is_refused_and_the_input_kept() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("puzzles.txt");
    let text = format!("{P}\n{P}\n");
    fs::write(&input, &text).unwrap();
    let hard = dir.path().join("hard-link.txt");
    fs::hard_link(&input, &hard).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(&input, dir.path().join("sym-link.txt")).unwrap();
    let mut outputs = vec![input.clone(), hard];
    if cfg!(unix) {
        outputs.push(dir.path().join("sym-link.txt"));
    }
    for command in ["solve", "check", "rate", "explain", "canon"] {
        for out in &outputs {
            let run = shudu(&[command, arg(&input), "-o", arg(out)]);
            assert_eq!(run.code, Some(2), "{command} -o {out:?}: {}", run.stderr);
            assert!(
                run.stderr.contains("is also an input"),
                "{command}: {}",
                run.stderr
            );
            assert_eq!(fs::read_to_string(&input).unwrap(), text, "{command}");
        }
    }
    let run = shudu(&["hint", arg(&input), "-o", arg(&input)]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert_eq!(fs::read_to_string(&input).unwrap(), text);
}

#[test]
fn outputs_replace_the_old_file_whole_and_leave_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.txt");
    let output = dir.path().join("out.txt");
    fs::write(&input, format!("{P}\n")).unwrap();
    fs::write(
        &output,
        "old contents that are longer than the new ones\n".repeat(10),
    )
    .unwrap();
    shudu(&["solve", arg(&input), "-o", arg(&output)]).ok();
    assert_eq!(fs::read_to_string(&output).unwrap(), format!("{S}\n"));
    let names: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
}

#[test]
#[cfg(target_os = "linux")]
fn a_full_disk_is_said_with_exit_code_2() {
    for args in [
        vec!["generate", "-n", "2000", "--seed", "1", "-o", "/dev/full"],
        vec!["solve", P, "-o", "/dev/full"],
    ] {
        let run = shudu(&args);
        assert_eq!(run.code, Some(2), "{args:?}: {}", run.stderr);
        assert!(
            run.stderr
                .contains("cannot write /dev/full: No space left on device"),
            "{}",
            run.stderr
        );
    }
    // Standard output on a full disk.
    let out = Command::new("bash")
        .args(["-c", &format!("'{BIN}' solve {P} > /dev/full")])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("cannot write <stdout>: No space left"),
        "{stderr}"
    );
}

#[test]
fn an_output_in_a_missing_folder_is_said_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-folder").join("out.txt");
    let run = shudu(&["solve", P, "-o", arg(&missing)]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(run.stderr.contains("cannot write"), "{}", run.stderr);
    assert!(!missing.exists());
}

#[test]
#[cfg(unix)]
fn sigterm_leaves_whole_lines_and_exit_code_130() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("puzzles.txt");
    let child = Command::new(BIN)
        .args([
            "generate",
            "--count",
            "100000000",
            "--seed",
            "2",
            "--solution",
        ])
        .arg("--output")
        .arg(&path)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The run writes under a temporary name until it ends: wait for it to grow.
    let start = Instant::now();
    let written = || -> u64 {
        fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().metadata().unwrap().len())
            .sum()
    };
    while written() < 50_000 {
        assert!(start.elapsed() < Duration::from_secs(120), "no output");
        std::thread::sleep(Duration::from_millis(20));
    }
    send_signal(&child, "TERM");
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("interrupted"), "{stderr}");
    // The temporary file was renamed into place: one file, whole lines.
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.ends_with('\n'));
    assert!(text.lines().count() > 100);
    assert!(text.lines().all(|l| l.len() == 163), "not whole lines");
}

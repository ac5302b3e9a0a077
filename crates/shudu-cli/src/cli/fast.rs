//! The plainest `shudu solve` lines read without clap.
//!
//! A one-puzzle `shudu solve` spent some 160k instructions and two dozen page
//! faults (a tenth of its start-up) building clap's grammar of `solve` and
//! parsing with it. [`solve`] reads the common lines itself: `solve`, then
//! options each given apart from its value (`--jobs N`, `-j N`, `--quiet`,
//! `-q`, `--count-solutions`, `--limit N`, `--with-puzzle`, `--format F`, `-f
//! F`, `--output FILE`, `-o FILE`), and files or puzzles. Anything else (help,
//! `--color`, `--opt=value`, joined short options, `-` or `--`, an option
//! given twice, a value that is not plain digits or a known format, an
//! option another one excludes or needs) is left to clap: `None`, and `main`
//! parses as before. So whatever this accepts, clap reads the same way (a
//! test compares the two on many lines), and every message, help text and
//! exit code is clap's own.

use super::{Cli, Command, Globals, InputArgs, OutputArgs, SolveArgs, DEFAULT_LIMIT};
use crate::output::Format;
use std::ffi::OsString;
use std::path::PathBuf;

/// `args` (the program's name first) as clap would read them, if they are a
/// plain `shudu solve` line; else `None`.
pub fn solve(args: &[OsString]) -> Option<Cli> {
    let mut words = args.iter().skip(1);
    if words.next()?.to_str()? != "solve" {
        return None;
    }
    let mut jobs = None;
    let mut quiet = false;
    let mut count_solutions = false;
    let mut with_puzzle = false;
    let mut limit = None;
    let mut format = None;
    let mut output = None;
    let mut files = Vec::new();
    while let Some(word) = words.next() {
        let Some(text) = word.to_str() else {
            // A file name that is not UTF-8: clap takes it as it is (unless
            // it looks like an option).
            if word.as_encoded_bytes().first() == Some(&b'-') {
                return None;
            }
            files.push(PathBuf::from(word));
            continue;
        };
        if !text.starts_with('-') {
            if text.is_empty() {
                return None;
            }
            files.push(PathBuf::from(word));
            continue;
        }
        // Every option below is given once: a second is clap's to judge.
        match text {
            "-q" | "--quiet" if !quiet => quiet = true,
            "--count-solutions" if !count_solutions => count_solutions = true,
            "--with-puzzle" if !with_puzzle => with_puzzle = true,
            "-j" | "--jobs" if jobs.is_none() => {
                let n = digits(words.next()?)?;
                (n <= super::MAX_JOBS as u64).then_some(())?;
                jobs = Some(n as usize);
            }
            "--limit" if limit.is_none() => {
                let n = digits(words.next()?)?;
                (n >= 1).then_some(())?;
                limit = Some(usize::try_from(n).ok()?);
            }
            "-f" | "--format" if format.is_none() => {
                let name = words.next()?.to_str()?;
                format = Some(<Format as clap::ValueEnum>::from_str(name, false).ok()?);
            }
            "-o" | "--output" if output.is_none() => {
                let file = words.next()?;
                if file.is_empty() || file.to_str().is_some_and(|f| f.starts_with('-')) {
                    return None;
                }
                output = Some(PathBuf::from(file));
            }
            _ => return None,
        }
    }
    // `--with-puzzle` excludes `--count-solutions`; `--limit` needs it.
    if (with_puzzle && count_solutions) || (limit.is_some() && !count_solutions) {
        return None;
    }
    Some(Cli {
        globals: Globals {
            jobs,
            quiet,
            color: clap::ColorChoice::Auto,
        },
        command: Command::Solve(SolveArgs {
            input: InputArgs { files },
            output: OutputArgs { format, output },
            with_puzzle,
            count_solutions,
            limit: limit.unwrap_or(DEFAULT_LIMIT),
        }),
    })
}

/// A value of ASCII digits alone (at most 18 of them), as a number.
fn digits(word: &OsString) -> Option<u64> {
    let text = word.to_str()?;
    let plain = !text.is_empty() && text.len() <= 18 && text.bytes().all(|b| b.is_ascii_digit());
    plain.then(|| text.parse().ok()).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::FromArgMatches;

    fn words(line: &str) -> Vec<OsString> {
        std::iter::once("shudu")
            .chain(line.split_whitespace())
            .map(OsString::from)
            .collect()
    }

    /// What `main` gets from clap for `args`, or its error's kind.
    fn by_clap(args: &[OsString]) -> Result<String, clap::error::ErrorKind> {
        let matches = super::super::command()
            .try_get_matches_from(args)
            .map_err(|e| e.kind())?;
        let cli = Cli::from_arg_matches(&matches).map_err(|e| e.kind())?;
        Ok(format!("{cli:?}"))
    }

    #[test]
    fn reads_what_clap_reads() {
        let taken = [
            "solve",
            "solve puzzles.txt",
            "solve a.txt b.txt c.txt",
            "solve --jobs 1 a.txt",
            "solve -j 1 a.txt",
            "solve a.txt --jobs 2",
            "solve --jobs 0 a.txt",
            "solve --jobs 256 a.txt",
            "solve --jobs 007 a.txt",
            "solve -q a.txt",
            "solve --quiet --jobs 1 a.txt",
            "solve --count-solutions a.txt",
            "solve --count-solutions --limit 2 --jobs 1 a.txt",
            "solve --limit 1 --count-solutions a.txt",
            "solve --count-solutions --limit 18446744073709 a.txt",
            "solve --with-puzzle a.txt",
            "solve --format line a.txt",
            "solve -f json a.txt",
            "solve --format csv --output out.csv a.txt",
            "solve -o out.txt -f pretty a.txt",
            "solve --format grid a.txt",
            "solve ..3.7..4...6..23.1.89.........1.4..7.....2.84..5..26..3.7.5....4...2.7...8...1.6.",
            "solve --jobs 1 --count-solutions --limit 1000 --format json -q x y",
        ];
        for line in taken {
            let args = words(line);
            let fast = solve(&args).unwrap_or_else(|| panic!("not taken: {line}"));
            assert_eq!(Ok(format!("{fast:?}")), by_clap(&args), "{line}");
        }
    }

    #[test]
    fn leaves_the_rest_to_clap() {
        let left = [
            "",
            "generate",
            "--jobs 1 solve a.txt",
            "solve --help",
            "solve -h",
            "solve --version",
            "solve --color never a.txt",
            "solve --jobs=1 a.txt",
            "solve -j1 a.txt",
            "solve -qj 1 a.txt",
            "solve -",
            "solve -- a.txt",
            "solve --jobs",
            "solve --jobs x a.txt",
            "solve --jobs -1 a.txt",
            "solve --jobs +1 a.txt",
            "solve --jobs 257 a.txt",
            "solve --jobs 1 --jobs 2 a.txt",
            "solve -q -q a.txt",
            "solve --limit 2 a.txt",
            "solve --count-solutions --limit 0 a.txt",
            "solve --count-solutions --with-puzzle a.txt",
            "solve --format Line a.txt",
            "solve --format xml a.txt",
            "solve --format",
            "solve -o",
            "solve -o -q a.txt",
            "solve --output out.txt -o other.txt a.txt",
            "solve --frobnicate a.txt",
            "solve --count a.txt",
        ];
        for line in left {
            assert!(solve(&words(line)).is_none(), "taken: {line}");
        }
        // Not taken by the fast path, and for these clap says no as well.
        for line in [
            "solve --jobs 257 a.txt",
            "solve --count-solutions --limit 0 a.txt",
        ] {
            assert!(by_clap(&words(line)).is_err(), "{line}");
        }
    }

    #[test]
    fn an_empty_argument_is_left_to_clap() {
        let args = vec![OsString::from("shudu"), "solve".into(), "".into()];
        assert!(solve(&args).is_none());
        let args = vec![
            OsString::from("shudu"),
            "solve".into(),
            "-o".into(),
            "".into(),
        ];
        assert!(solve(&args).is_none());
    }

    #[cfg(unix)]
    #[test]
    fn a_file_name_that_is_not_utf8_is_read_as_clap_reads_it() {
        use std::os::unix::ffi::OsStringExt;
        let args = vec![
            OsString::from("shudu"),
            "solve".into(),
            OsString::from_vec(vec![b'a', 0xff, b'.', b't']),
        ];
        let fast = solve(&args).expect("taken");
        assert_eq!(Ok(format!("{fast:?}")), by_clap(&args));
    }
}

//! The flag conventions every command follows, checked by walking the whole
//! command tree: one name, one short letter, one value syntax and one value
//! name per meaning, wherever the option appears; old spellings still parse.

use clap::{Arg, ArgAction, Command};
use shudu::dig::Symmetry;
use shudu::rate::Level;
use std::collections::BTreeMap;

/// (long name, short letter, value names allowed): the shared options.
const SHARED: &[(&str, Option<char>, &[&str])] = &[
    ("output", Some('o'), &["FILE", "PATH"]),
    ("format", Some('f'), &["FORMAT"]),
    ("count", Some('n'), &["N"]),
    ("seed", Some('s'), &["SEED"]),
    ("jobs", Some('j'), &["N"]),
    ("symmetry", None, &["SYMMETRY"]),
    ("difficulty", None, &["LEVEL"]),
    ("rating", None, &["MIN..MAX"]),
    ("attempts", None, &["N"]),
    ("limit", None, &["N"]),
    ("givens", None, &["N", "MIN..MAX"]),
];

/// Options whose name is shared with another meaning, each with its reason.
/// `--level` names a difficulty only as an alias of `--difficulty`.
const OTHER_MEANINGS: &[(&str, &str, &str)] = &[
    (
        "shudu generate",
        "level",
        "article 004's difficulty 1-4 (a number)",
    ),
    ("shudu hint", "level", "how much the hint tells, 1-3"),
    (
        "shudu check",
        "symmetry",
        "a switch: report the clue pattern's symmetry",
    ),
];

/// Every command of the tree with its path (`shudu bank fill`), the root first.
fn commands() -> Vec<(String, Command)> {
    let mut root = super::command();
    root.build();
    let mut out = Vec::new();
    let mut stack = vec![("shudu".to_string(), root)];
    while let Some((path, cmd)) = stack.pop() {
        for sub in cmd.get_subcommands() {
            stack.push((format!("{path} {}", sub.get_name()), sub.clone()));
        }
        out.push((path, cmd));
    }
    out
}

/// Whether the option's value parser takes `value` (tried on a command of
/// that one option, so that the others' requirements do not interfere).
fn accepts(arg: &Arg, value: &str) -> bool {
    let probe = Arg::new("value")
        .long("value")
        .value_parser(arg.get_value_parser().clone());
    Command::new("probe")
        .arg(probe)
        .try_get_matches_from(["probe", &format!("--value={value}")])
        .is_ok()
}

fn takes_value(arg: &Arg) -> bool {
    matches!(arg.get_action(), ArgAction::Set | ArgAction::Append)
}

fn other_meaning(path: &str, long: &str) -> bool {
    OTHER_MEANINGS
        .iter()
        .any(|&(p, l, _)| p == path && l == long)
}

#[test]
fn shared_options_have_one_spelling_everywhere() {
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    for (path, cmd) in commands() {
        for arg in cmd.get_arguments() {
            let Some(long) = arg.get_long() else { continue };
            let Some(&(name, short, value_names)) = SHARED.iter().find(|s| s.0 == long) else {
                continue;
            };
            if other_meaning(&path, long) {
                continue;
            }
            *seen.entry(name).or_default() += 1;
            assert!(takes_value(arg), "{path} --{long} takes no value");
            assert_eq!(arg.get_short(), short, "{path} --{long}: short letter");
            let shown: Vec<String> = arg
                .get_value_names()
                .unwrap_or_default()
                .iter()
                .map(|v| v.to_string())
                .collect();
            assert!(
                shown.len() == 1 && value_names.contains(&shown[0].as_str()),
                "{path} --{long} shows its value as {shown:?}, not one of {value_names:?}"
            );
        }
    }
    // The walk reached the options where they are known to be.
    for (name, at_least) in [
        ("output", 8),
        ("format", 8),
        ("count", 3),
        ("seed", 4),
        ("symmetry", 3),
        ("difficulty", 4),
        ("rating", 3),
    ] {
        assert!(
            seen.get(name).copied().unwrap_or(0) >= at_least,
            "--{name} seen {seen:?}"
        );
    }
}

#[test]
fn shared_options_read_values_the_same_way() {
    for (path, cmd) in commands() {
        for arg in cmd.get_arguments() {
            let Some(long) = arg.get_long() else { continue };
            if other_meaning(&path, long) {
                continue;
            }
            let ok = |v: &str| accepts(arg, v);
            match long {
                "symmetry" => {
                    for s in Symmetry::ALL {
                        assert!(ok(s.name()), "{path} --symmetry {}", s.name());
                    }
                    assert!(!ok("rot45"), "{path} --symmetry rot45");
                }
                "difficulty" => {
                    for l in Level::ALL {
                        assert!(ok(l.name()), "{path} --difficulty {}", l.name());
                    }
                    assert!(ok("Hard"), "{path}: level names ignore case");
                    assert!(!ok("3"), "{path} --difficulty 3");
                }
                "rating" => {
                    for v in ["7.0..8.5", "9.0..", "..2.0", "4.5"] {
                        assert!(ok(v), "{path} --rating {v}");
                    }
                    assert!(!ok("hard"), "{path} --rating hard");
                }
                "seed" => {
                    assert!(ok("0") && ok("18446744073709551615"), "{path} --seed");
                    assert!(!ok("-1") && !ok("x"), "{path} --seed accepts -1 or x");
                }
                "count" | "attempts" | "limit" => {
                    assert!(ok("1") && ok("1000"), "{path} --{long}");
                    assert!(!ok("0") && !ok("-1"), "{path} --{long} accepts 0 or -1");
                }
                "jobs" => {
                    assert!(ok("0") && ok("256") && !ok("257") && !ok("-1"), "{path}");
                }
                _ => {}
            }
            // A difficulty given by name is spelled --difficulty everywhere
            // (an option that takes level names and rejects other words).
            let levels = ok("extreme") && ok("easy") && !ok("no-such-level");
            if long != "difficulty" && takes_value(arg) && levels {
                panic!("{path} --{long} reads a level name: call it --difficulty");
            }
            // Likewise an SE range is spelled --rating.
            let se_range = ok("7.0..8.5") && ok("9.0..") && !ok("hard");
            if long != "rating" && takes_value(arg) && se_range {
                panic!("{path} --{long} reads an SE range: call it --rating");
            }
        }
    }
}

#[test]
fn one_short_letter_one_option() {
    let mut letters: BTreeMap<char, (String, String)> = BTreeMap::new();
    for (path, cmd) in commands() {
        for arg in cmd.get_arguments() {
            let (Some(short), Some(long)) = (arg.get_short(), arg.get_long()) else {
                continue;
            };
            let entry = letters
                .entry(short)
                .or_insert_with(|| (long.to_string(), path.clone()));
            assert_eq!(
                entry.0, long,
                "-{short} is --{} in {} but --{long} in {path}",
                entry.0, entry.1
            );
        }
    }
    assert!(letters.contains_key(&'q') && letters.contains_key(&'j'));
}

#[test]
fn global_switches_are_global() {
    let root = super::command();
    for long in ["jobs", "quiet", "color"] {
        let arg = root
            .get_arguments()
            .find(|a| a.get_long() == Some(long))
            .unwrap_or_else(|| panic!("--{long} at the top"));
        assert!(arg.is_global_set(), "--{long} is not global");
    }
    for args in [
        &["shudu", "solve", "-q", "--color", "never", "-j", "2"][..],
        &["shudu", "bank", "stats", "--quiet", "--jobs", "1"],
        &["shudu", "lab", "--color", "always", "rows"],
    ] {
        let m = super::command().try_get_matches_from(args);
        assert!(m.is_ok(), "{args:?}: {m:?}");
    }
}

#[test]
fn old_spellings_still_parse() {
    for args in [
        &["shudu", "bank", "fill", "--level", "hard", "-n", "2"][..],
        &["shudu", "bank", "draw", "--level", "easy"],
        &[
            "shudu", "bank", "export", "--level", "easy", "--se", "1.0..2.0",
        ],
        &["shudu", "bank", "fill", "--difficulty", "hard", "-n", "2"],
        &[
            "shudu",
            "bank",
            "export",
            "--difficulty",
            "easy",
            "--rating",
            "1.0..2.0",
        ],
    ] {
        let m = super::command().try_get_matches_from(args);
        assert!(m.is_ok(), "{args:?}: {m:?}");
    }
}

#[test]
fn every_shared_option_is_explained_where_it_differs() {
    // The exceptions name options that exist.
    let all = commands();
    for &(path, long, why) in OTHER_MEANINGS {
        let (_, cmd) = all
            .iter()
            .find(|(p, _)| p == path)
            .unwrap_or_else(|| panic!("no command {path}"));
        assert!(
            cmd.get_arguments().any(|a| a.get_long() == Some(long)),
            "{path} has no --{long} ({why})"
        );
    }
}

/// The lean grammar `main` parses with accepts and refuses exactly what the
/// whole command does, and reads the same arguments: only the long help
/// (and the order subcommands are kept in) differs.
#[test]
fn the_lean_grammar_parses_as_the_whole_command() {
    let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    for args in [
        &[
            "shudu",
            "solve",
            "--count-solutions",
            "--limit",
            "3",
            "-j",
            "1",
            "x.txt",
        ][..],
        &["shudu", "solve", p, "--format", "json", "--with-puzzle"],
        &[
            "shudu",
            "generate",
            "-n",
            "5",
            "--seed",
            "7",
            "--symmetry",
            "rot180",
        ],
        &["shudu", "check", "--minimal", "--symmetry", "-"],
        &["shudu", "bank", "fill", "--level", "hard", "-n", "2"],
        &["shudu", "rate", "--color", "never", "-q", "a.txt", "b.txt"],
        &["shudu", "solve", "--limit", "-1"],
        &["shudu", "solve", "--bogus"],
        &["shudu", "nosuch"],
        &["shudu", "solve", "--help"],
        &["shudu", "--version"],
        &["shudu"],
    ] {
        let lean = super::grammar().try_get_matches_from(args);
        let whole = super::command().try_get_matches_from(args);
        let words: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let named = super::grammar_for(&words).try_get_matches_from(args);
        the_same_reading(args, named, super::command().try_get_matches_from(args));
        the_same_reading(args, lean, whole);
    }
}

/// The grammar `main` parses with (only the command named, see
/// `grammar_for`) reads the arguments as the whole command does, or
/// refuses them, and then `main` parses them with the whole command.
#[test]
fn the_named_command_grammar_parses_as_the_whole_command() {
    let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    for args in [
        &["shudu", "-j", "1", "solve", "--count-solutions", p][..],
        &["shudu", "--jobs", "2", "-q", "check", "x.txt"],
        &["shudu", "--color", "never", "rate", "-f", "csv", "a.txt"],
        &["shudu", "--color=never", "-j3", "explain", p],
        &["shudu", "-qj", "1", "solve", p],
        &["shudu", "--jobs", "solve", "check", "x.txt"],
        &["shudu", "--color", "solve", "solve", "x.txt"],
        &["shudu", "--", "solve", "x.txt"],
        &["shudu", "solve", "check", "rate"],
        &["shudu", "bank", "fill", "--level", "hard", "-n", "-2"],
        &["shudu", "bank", "add", "x.txt"],
        &["shudu", "generate", "--count", "-1"],
        &["shudu", "hint", "--level", "3", "--puzzle", p, "g.txt"],
        &["shudu", "print", "-f", "svg", "x.txt", "-o", "pics"],
        &["shudu", "canon", "x.txt"],
        &["shudu", "lab", "--help"],
        &["shudu", "serve", "--port", "0"],
        &["shudu", "completions", "bash"],
        &["shudu", "man", "out"],
        &["shudu", "solve", "--limit"],
        &["shudu", "nosuch", "solve"],
    ] {
        let words: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let named = super::grammar_for(&words).try_get_matches_from(args);
        let whole = super::command().try_get_matches_from(args);
        match (&named, &whole) {
            // Refused by the named command's grammar: `main` parses with the whole one.
            (Err(_), _) => {}
            _ => the_same_reading(args, named, whole),
        }
    }
}

/// Both parses read the arguments the same way, or both refuse them alike.
fn the_same_reading(
    args: &[&str],
    lean: Result<clap::ArgMatches, clap::Error>,
    whole: Result<clap::ArgMatches, clap::Error>,
) {
    match (lean, whole) {
        (Ok(a), Ok(b)) => {
            let read = |m: &clap::ArgMatches| {
                use clap::FromArgMatches;
                format!("{:?}", super::Cli::from_arg_matches(m))
            };
            assert_eq!(read(&a), read(&b), "{args:?}");
            assert!(read(&a).starts_with("Ok("), "{args:?}: {}", read(&a));
        }
        (Err(a), Err(b)) => assert_eq!(a.kind(), b.kind(), "{args:?}"),
        (a, b) => panic!("{args:?}: lean {a:?}, whole {b:?}"),
    }
}

/// Every command has its grammar of its own, with the same arguments (and
/// commands below it) as in the whole grammar.
#[test]
fn every_command_has_the_same_arguments_alone() {
    // `--help` is left out: its text depends on the long help, and asked
    // for, help is written by the whole grammar.
    fn arguments(cmd: &clap::Command) -> Vec<String> {
        let mut all: Vec<String> = cmd
            .get_arguments()
            .filter(|a| a.get_id() != "help")
            .map(|a| format!("{a:?}"))
            .collect();
        for sub in cmd.get_subcommands() {
            all.push(format!("command {}", sub.get_name()));
            all.extend(arguments(sub));
        }
        all
    }
    let mut whole = super::grammar();
    whole.build();
    // `help` is clap's own command (`shudu help solve`): the whole grammar reads it.
    for command in whole.get_subcommands().filter(|c| c.get_name() != "help") {
        let name = command.get_name();
        let mut alone = super::grammar_of(name).unwrap_or_else(|| panic!("no grammar of {name}"));
        alone.build();
        // `--version` is the top level's own: asked for, the whole grammar answers.
        let top = |c: &clap::Command| {
            c.get_arguments()
                .filter(|a| a.get_id() != "version" && a.get_id() != "help")
                .map(|a| format!("{a:?}"))
                .collect::<Vec<_>>()
        };
        assert_eq!(top(&alone), top(&whole), "{name}");
        let own = alone.find_subcommand(name).expect("the command");
        assert_eq!(arguments(own), arguments(command), "{name}");
        assert_eq!(
            own.is_allow_negative_numbers_set(),
            command.is_allow_negative_numbers_set()
        );
    }
}

//! The examples at the end of each command's `--help`, and the long
//! descriptions put back in place.
//!
//! A command's variant in [`super::Command`] has a one-line doc comment (its
//! line in `shudu --help`), which clap's derive turns into `about` and a
//! `long_about` of nothing, hiding the long description the command's own
//! options struct gives. [`complete`] restores each long description and adds
//! the examples before the exit codes.

use super::EXIT_CODES;
use clap::{Args, Command};

const P: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// (command, examples) for `--help`; `{P}` stands for a puzzle.
const EXAMPLES: &[(&str, &str)] = &[
    (
        "generate",
        "shudu generate -n 10 --seed 7                    ten minimal puzzles, reproducible
  shudu generate -n 5 --givens 30 --symmetry rot180  30 givens, half-turn symmetric
  shudu generate --difficulty hard -f json         one hard puzzle as JSON
  shudu generate --pattern \"$(cat pattern.txt)\"   dig to exactly the pattern's givens
  shudu generate -n 1000 --solution -o set.txt     puzzles and solutions to a file",
    ),
    (
        "solve",
        "shudu solve puzzles.txt
  shudu solve {P}
  shudu solve --count-solutions --limit 10 maybe-broken.txt
  cat puzzles.json | shudu solve -f csv -o solved.csv",
    ),
    (
        "check",
        "shudu check puzzles.txt
  shudu check {P}
  shudu generate -n 100 --symmetry rot180 | shudu check --minimal --symmetry
  shudu check puzzles-with-solutions.txt      (the second field is checked too)",
    ),
    (
        "rate",
        "shudu rate puzzles.txt
  shudu rate {P}
  shudu rate -f csv puzzles.txt -o ratings.csv",
    ),
    (
        "explain",
        "shudu explain {P}
  shudu explain -f json puzzles.txt",
    ),
    (
        "hint",
        "shudu hint {P}
  shudu hint --level 3 --puzzle {P} game.txt
  shudu hint - < pencil-marks.txt             (729 characters: 9 per cell, '.' for a removed candidate)",
    ),
    (
        "print",
        "shudu generate -n 12 --difficulty medium | shudu print -o book.pdf --title 'Medium'
  shudu print puzzles.txt --per-page 6 --solutions each-page -o book.pdf
  shudu print -f svg puzzles.txt -o pictures/",
    ),
    (
        "canon",
        "shudu canon --id {P}
  shudu canon --with-puzzle --with-transform puzzles.txt",
    ),
    (
        "serve",
        "shudu serve
  shudu serve --addr 0.0.0.0:8080 --pool 256",
    ),
    (
        "completions",
        "shudu completions bash > ~/.local/share/bash-completion/completions/shudu
  shudu completions zsh > ~/.zfunc/_shudu
  shudu completions fish > ~/.config/fish/completions/shudu.fish
  shudu completions powershell >> $PROFILE",
    ),
    (
        "man",
        "shudu man ~/.local/share/man/man1 && man shudu-generate",
    ),
    ("lab", "shudu lab --help       (each experiment is a command of its own)"),
    (
        "bank",
        "shudu bank --help      (add, fill, draw, export, stats: see each command's --help)",
    ),
];

fn long_about_of<T: Args>() -> Option<clap::builder::StyledStr> {
    T::augment_args(Command::new("shudu"))
        .get_long_about()
        .cloned()
}

/// Puts every command's long description back and appends its examples
/// (and the exit codes) to its `--help`.
pub fn complete(mut cmd: Command) -> Command {
    let long_abouts = [
        ("generate", long_about_of::<super::GenerateArgs>()),
        ("solve", long_about_of::<super::SolveArgs>()),
        ("check", long_about_of::<super::CheckArgs>()),
        ("rate", long_about_of::<super::RateArgs>()),
        ("explain", long_about_of::<super::ExplainArgs>()),
        ("hint", long_about_of::<super::HintArgs>()),
        ("print", long_about_of::<super::PrintArgs>()),
        ("canon", long_about_of::<super::CanonArgs>()),
        ("serve", long_about_of::<super::ServeArgs>()),
        ("completions", long_about_of::<super::CompletionsArgs>()),
        ("man", long_about_of::<super::ManArgs>()),
        ("lab", long_about_of::<shudu_lab::LabArgs>()),
        ("bank", long_about_of::<super::BankArgs>()),
    ];
    for (name, about) in long_abouts {
        if let Some(about) = about {
            cmd = cmd.mut_subcommand(name, |c| c.long_about(about));
        }
    }
    for (name, examples) in EXAMPLES {
        let text = format!(
            "Examples:\n  {}\n\n{EXIT_CODES}",
            examples.replace("{P}", P)
        );
        cmd = cmd.mut_subcommand(name, |c| c.after_long_help(text));
    }
    cmd
}

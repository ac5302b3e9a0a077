//! Talking to the person on standard error: the progress bar (only when
//! standard error is a terminal) and messages about single puzzles.

use crate::interrupt;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};

/// `-q/--quiet`: no progress bar and no notes.
static QUIET: AtomicBool = AtomicBool::new(false);

/// Sets `-q/--quiet` for the whole run.
pub fn set_quiet(quiet: bool) {
    QUIET.store(quiet, Ordering::Relaxed);
}

/// Whether `-q/--quiet` was given.
pub fn is_quiet() -> bool {
    QUIET.load(Ordering::Relaxed)
}

/// Whether a progress bar is shown: standard error is a terminal and
/// `-q/--quiet` was not given.
pub fn bar_shown() -> bool {
    !is_quiet() && std::io::stderr().is_terminal()
}

/// Messages about one input beyond this many are counted, not shown.
const MAX_MESSAGES_PER_INPUT: u64 = 100;

/// Progress and messages on standard error.
pub struct Reporter {
    bar: Option<ProgressBar>,
    /// Messages about each input so far, in the order the inputs came (the
    /// last is almost always the one asked about: found without hashing its
    /// name, as a map did for each message).
    shown: Vec<(String, u64)>,
}

/// What the progress bar counts.
pub enum Progress {
    /// No bar.
    Hidden,
    /// Items out of a known total.
    Items(u64),
    /// Bytes of input out of a known total.
    Bytes(u64),
    /// Items, total unknown.
    Spinner,
}

impl Reporter {
    /// A reporter with a progress bar of the given kind, shown only when
    /// standard error is a terminal.
    pub fn new(progress: Progress) -> Reporter {
        let bar = match progress {
            Progress::Hidden => None,
            _ if !bar_shown() => None,
            Progress::Items(total) => Some(bar_with(
                ProgressBar::new(total),
                "{elapsed_precise} [{bar:40}] {human_pos}/{human_len} ({per_sec}, {eta} left)",
            )),
            Progress::Bytes(total) => Some(bar_with(
                ProgressBar::new(total),
                "{elapsed_precise} [{bar:40}] {bytes}/{total_bytes} ({eta} left)",
            )),
            Progress::Spinner => Some(bar_with(
                ProgressBar::new_spinner(),
                "{elapsed_precise} {spinner} {human_pos} puzzles ({per_sec})",
            )),
        };
        interrupt::set_progress(bar.clone());
        Reporter {
            bar,
            shown: Vec::new(),
        }
    }

    /// Moves the bar to `pos`.
    pub fn set_position(&self, pos: u64) {
        if let Some(b) = &self.bar {
            b.set_position(pos);
        }
    }

    /// A message about the puzzle at `line` of `input` (0: the input as a
    /// whole); after 100 for one
    /// input, further ones are only counted (see [`Reporter::finish`]).
    pub fn puzzle_message(&mut self, input: &str, line: usize, message: &str) {
        // The input's name is copied only for its first message: a file
        // of puzzles with several solutions each has one message a puzzle.
        let known = match self.shown.last_mut() {
            Some((name, count)) if name == input => Some(count),
            _ => self
                .shown
                .iter_mut()
                .find(|(name, _)| name == input)
                .map(|(_, count)| count),
        };
        let count = match known {
            Some(count) => {
                *count += 1;
                *count
            }
            None => {
                self.shown.push((input.to_string(), 1));
                1
            }
        };
        if count <= MAX_MESSAGES_PER_INPUT {
            if line == 0 {
                self.message(&format!("{input}: {message}"));
            } else {
                self.message(&format!("{input}:{line}: {message}"));
            }
        }
    }

    /// A message of its own line, above the bar.
    pub fn message(&self, text: &str) {
        let print = || {
            let _ = writeln!(std::io::stderr(), "{text}");
        };
        match &self.bar {
            Some(b) => b.suspend(print),
            None => print(),
        }
    }

    /// A note that is not a problem (the seed chosen, where input is read
    /// from): left out with `--quiet`.
    pub fn note(&self, text: &str) {
        if !is_quiet() {
            self.message(text);
        }
    }

    /// Removes the bar and says how many messages were left out.
    pub fn finish(&mut self) {
        if let Some(b) = self.bar.take() {
            b.finish_and_clear();
        }
        interrupt::set_progress(None);
        let mut inputs: Vec<_> = self.shown.iter().collect();
        inputs.sort();
        for (input, count) in inputs {
            let count = *count;
            if count > MAX_MESSAGES_PER_INPUT {
                self.message(&format!(
                    "{input}: {} more problems not shown",
                    count - MAX_MESSAGES_PER_INPUT
                ));
            }
        }
        self.shown.clear();
    }
}

impl Drop for Reporter {
    fn drop(&mut self) {
        self.finish();
    }
}

fn bar_with(bar: ProgressBar, template: &str) -> ProgressBar {
    let style = ProgressStyle::with_template(template)
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> ");
    bar.set_style(style);
    bar
}

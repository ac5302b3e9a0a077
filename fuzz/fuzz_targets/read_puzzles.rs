//! Every reader on arbitrary bytes (each input form and any mix of them,
//! invalid UTF-8 included): no panic, reading always moves on, every puzzle
//! read reads back the same from its line, and the result does not depend on
//! how the stream is cut into buffers.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shudu_formats::{PuzzleEntry, PuzzleReader, ReadError};
use std::io::BufReader;

/// What a reader yields, comparable across buffer sizes.
fn outcomes<R: std::io::BufRead>(
    reader: PuzzleReader<R>,
    limit: usize,
) -> Vec<Result<PuzzleEntry, String>> {
    let mut out = Vec::new();
    for item in reader {
        match item {
            Ok(entry) => out.push(Ok(entry)),
            Err(ReadError::Parse(e)) => out.push(Err(e.to_string())),
            Err(ReadError::Io(e)) => panic!("an I/O error from bytes in memory: {e}"),
        }
        assert!(
            out.len() <= limit,
            "more items than lines: the reader does not move on"
        );
    }
    out
}

fuzz_target!(|data: &[u8]| {
    let (flags, text) = match data.split_first() {
        Some((&f, rest)) => (f, rest),
        None => (0, data),
    };
    let check = flags & 1 == 1;
    let attach = flags & 2 == 2;
    let capacity = 1 + usize::from(flags >> 2) * 3;
    let limit = text.len() + 2;

    let whole = outcomes(
        PuzzleReader::new(text)
            .check_conflicts(check)
            .attach_solutions(attach),
        limit,
    );
    for item in &whole {
        if let Ok(entry) = item {
            assert!(entry.line >= 1, "line numbers start at 1");
            if check {
                assert!(
                    entry.puzzle.first_conflict().is_none(),
                    "a clashing puzzle passed the check"
                );
            }
            let line = entry.puzzle.to_line();
            let back: Vec<_> = PuzzleReader::new(line.as_bytes())
                .check_conflicts(false)
                .collect();
            match back.as_slice() {
                [Ok(b)] => assert_eq!(
                    b.puzzle, entry.puzzle,
                    "the line form reads back differently"
                ),
                _ => panic!("the line form of a puzzle read does not read back: {line}"),
            }
        }
    }

    // The same bytes through a small buffer: the same puzzles and errors.
    let small = outcomes(
        PuzzleReader::new(BufReader::with_capacity(capacity, text))
            .check_conflicts(check)
            .attach_solutions(attach),
        limit,
    );
    assert_eq!(
        whole, small,
        "the result depends on the buffer size ({capacity})"
    );

    // The string entry point, where the bytes are text.
    if let Ok(s) = std::str::from_utf8(text) {
        let _ = PuzzleReader::read_all(s);
    }
});

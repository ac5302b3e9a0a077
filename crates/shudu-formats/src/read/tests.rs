//! Tests of the reader: every form, every error with its line, and the
//! defects fixed on the way (a long JSON list on one line, a block after a
//! broken block, a CSV of one column, unbounded lines).

use super::*;
use crate::write::{Fields, OutputForm};
use shudu::Grid;

const P: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const S: &str = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn grid(s: &str) -> Grid {
    Grid::parse(s).unwrap()
}

fn read(text: &str) -> Vec<Result<PuzzleEntry, ParseError>> {
    PuzzleReader::read_all(text)
}

fn ok(found: &[Result<PuzzleEntry, ParseError>]) -> Vec<(usize, Grid, Option<Grid>)> {
    found
        .iter()
        .map(|r| {
            let e = r.as_ref().expect("no error expected");
            (e.line, e.puzzle, e.solution)
        })
        .collect()
}

fn messages(found: &[Result<PuzzleEntry, ParseError>]) -> Vec<String> {
    found
        .iter()
        .map(|r| match r {
            Ok(e) => format!("ok {}", e.line),
            Err(e) => e.to_string(),
        })
        .collect()
}

/// The JSON rows form of a grid: `[[5,3,0,...],...]`.
fn json_rows(g: &Grid) -> String {
    let rows: Vec<Vec<u8>> = g.values().chunks(9).map(<[u8]>::to_vec).collect();
    serde_json::to_string(&rows).unwrap()
}

#[test]
fn lines_with_solutions_comments_and_crlf() {
    let text = format!("# header\r\n{P} {S}\r\n\r\n{P},{S},25\r\n{P};x\r\n\t{P}\r\n");
    let got = ok(&read(&text));
    let (p, s) = (grid(P), grid(S));
    assert_eq!(
        got,
        vec![(2, p, Some(s)), (4, p, Some(s)), (5, p, None), (6, p, None)]
    );
}

#[test]
fn csv_with_header_in_any_column() {
    let text = format!("id,rating,puzzle,solution\n1,2.5,{P},{S}\n2,\"a, b\",{P},\n{P}\n");
    let got = ok(&read(&text));
    let (p, s) = (grid(P), grid(S));
    assert_eq!(got, vec![(2, p, Some(s)), (3, p, None), (4, p, None)]);
    let text = format!("puzzle,solution,givens\n\"{P}\",\"{S}\",30\n");
    assert_eq!(ok(&read(&text)), vec![(2, p, Some(s))]);
    // Solution before the puzzle: the fast path must not take it.
    let text = format!("solution;puzzle\n{S};{P}\n");
    assert_eq!(ok(&read(&text)), vec![(2, p, Some(s))]);
}

#[test]
fn csv_of_the_puzzle_column_alone() {
    // What `shudu generate -f csv | cut -d, -f1` writes.
    let text = format!("puzzle\n{P}\n{P}\n");
    let p = grid(P);
    assert_eq!(ok(&read(&text)), vec![(2, p, None), (3, p, None)]);
    let text = format!("Quizzes\r\n{P}\r\n");
    assert_eq!(ok(&read(&text)), vec![(2, p, None)]);
}

#[test]
fn blocks_plain_bordered_and_with_solution() {
    let (p, s) = (grid(P), grid(S));
    let text = format!(
        "{}\n\n# solution\n{}\n\n{}\n{}\n{}\n",
        p.pretty(),
        s.pretty(),
        p.rows(),
        p.pretty(),
        p.rows()
    );
    let got = ok(&read(&text));
    assert_eq!(
        got,
        vec![(1, p, Some(s)), (30, p, None), (39, p, None), (52, p, None)]
    );
    // Blank lines between blocks are optional, also after a solution.
    let text = format!("{}\n# solution\n{}\n{}\n", p.rows(), s.rows(), p.rows());
    assert_eq!(ok(&read(&text)), vec![(1, p, Some(s)), (20, p, None)]);
}

#[test]
fn a_block_right_after_a_broken_block_is_read() {
    let p = grid(P);
    for broken_row in 0..9 {
        for bad in ["x", "", "12"] {
            let mut rows: Vec<String> = p.rows().to_string().lines().map(String::from).collect();
            match bad {
                "x" => rows[broken_row].replace_range(2..3, "x"),
                "" => {
                    rows[broken_row].pop();
                }
                _ => rows[broken_row].push_str(bad),
            }
            let text = format!("{}\n{}\n", rows.join("\n"), p.rows());
            let got = messages(&read(&text));
            let line = broken_row + 1;
            assert_eq!(got.len(), 2, "row {line} {bad:?}: {got:?}");
            assert!(got[0].starts_with(&format!("line {line}: ")), "{got:?}");
            assert_eq!(got[1], "ok 10", "row {line} {bad:?}");
        }
    }
    // Bordered too.
    let mut block: Vec<String> = p.pretty().to_string().lines().map(String::from).collect();
    block[2] = block[2].replacen('3', "x", 1);
    let text = format!("{}\n{}\n", block.join("\n"), p.pretty());
    assert_eq!(messages(&read(&text))[1..], ["ok 14".to_string()]);
}

#[test]
fn json_in_every_arrangement() {
    let p = grid(P);
    let rows = json_rows(&p);
    let pretty = rows.replace("],[", "],\n [");
    let text = format!(
        "{{\"puzzle\":\"{P}\",\"solution\":\"{S}\"}}\n{rows}\n{pretty}\n[\n  {{\"puzzle\": {rows}}},\n  \"{P}\"\n]\n"
    );
    let got = ok(&read(&text));
    let lines: Vec<usize> = got.iter().map(|g| g.0).collect();
    assert_eq!(lines, vec![1, 2, 3, 13, 14]);
    assert!(got.iter().all(|g| g.1 == p));
    assert_eq!(got[0].2, Some(grid(S)));
    // A list of flat arrays; null is an empty cell.
    let flat = serde_json::to_string(&p.values().to_vec()).unwrap();
    let with_null = flat.replacen(",0,", ",null,", 1);
    let got = ok(&read(&format!("[{flat}, {with_null}]\n{with_null}\n")));
    assert_eq!(got, vec![(1, p, None), (1, p, None), (2, p, None)]);
    assert_eq!(read("[]\n[ ]\n").len(), 0);
}

#[test]
fn a_long_json_list_on_one_line_is_read_in_full() {
    // What Python's json.dump writes: one line, a hundred thousand objects
    // and strings. Read in one pass, one element at a time.
    let n = 120_000;
    let mut text = String::with_capacity(n * 110);
    text.push('[');
    for i in 0..n {
        if i > 0 {
            text.push_str(", ");
        }
        if i % 2 == 0 {
            text.push_str(&format!("{{\"puzzle\": \"{P}\", \"id\": {i}}}"));
        } else {
            text.push_str(&format!("\"{P}\""));
        }
    }
    text.push_str("]\n");
    text.push_str(P);
    text.push('\n');
    let mut reader = PuzzleReader::new(text.as_bytes());
    let mut count = 0;
    for item in reader.by_ref() {
        let e = item.unwrap();
        assert_eq!(e.line, if count < n { 1 } else { 2 });
        count += 1;
    }
    assert_eq!(count, n + 1);
    assert_eq!(reader.bytes_read(), text.len() as u64);
}

#[test]
fn errors_name_line_and_place() {
    let short = &P[..80];
    let long = format!("{P}1");
    let bad = P.replacen('.', "x", 1);
    let clash = P.replacen('.', "5", 1);
    let mut block: Vec<String> = grid(P)
        .rows()
        .to_string()
        .lines()
        .map(String::from)
        .collect();
    block[4].pop();
    let text = format!(
        "{short}\n{long}\n{bad}\n{clash}\n{}\n[1, 2,\n 12]\n{{\"puzzle\": [1,2]}}\n{P}\nhello\n",
        block.join("\n")
    );
    let got = messages(&read(&text));
    assert_eq!(
        got,
        vec![
            "line 1: expected 81 cells, found 80".to_string(),
            "line 2: expected 81 cells, found 82".into(),
            "line 3: character 'x' at column 3 is not a cell (use 1-9 for givens, '.', '0' or '_' for empty cells)".into(),
            "line 4: digit 5 appears twice in row 1: r1c1 and r1c3".into(),
            "line 9: a row of the grid must have 9 cells, found 8".into(),
            "line 14: value 12 for cell r1c3 is not 0-9".into(),
            "line 16: expected 81 cells, found 2".into(),
            "ok 17".into(),
            "line 18: character 'h' at column 1 is not a cell (use 1-9 for givens, '.', '0' or '_' for empty cells)".into(),
        ]
    );
}

#[test]
fn json_errors_say_what_and_where() {
    let cases: &[(&str, &str)] = &[
        ("[1, 2, 12]", "line 1: value 12 for cell r1c3 is not 0-9"),
        ("[1, 2.5]", "line 1: value 2.5 for cell r1c2 is not 0-9"),
        ("[1, \"a\"]", "line 1: value for cell r1c2 is a string, not a number 0-9"),
        ("[1, 2, 3]", "line 1: expected 81 cells, found 3"),
        ("{\"puzle\": []}", "line 1: JSON object has no \"puzzle\" key"),
        ("[1, 2", "line 1: invalid JSON at column 6: expected ',' or ']', found end of input"),
        ("{\"puzzle\" 1}", "line 1: invalid JSON at column 11: expected ':' after key \"puzzle\""),
        ("[\"12x\"]", "line 1: character 'x' at column 5 is not a cell (use 1-9 for givens, '.', '0' or '_' for empty cells)"),
        ("{\"puzzle\": \"12x\"}", "line 1: character 'x' at column 15 is not a cell (use 1-9 for givens, '.', '0' or '_' for empty cells)"),
        ("[true]", "line 1: value for cell r1c1 is a boolean, not a number 0-9"),
        ("[{\"puzzle\": 7}]", "line 1: expected a puzzle (81 numbers, 9 rows of 9, a string or an object), found a number"),
        ("{\"puzzle\": \"abc", "line 1: invalid JSON at column 16: unexpected end of input"),
        ("[1,\n", "line 1: invalid JSON at the end of the line: expected a value, found end of input"),
        ("[[1,2],[3]]", "line 1: expected 9 rows of 9 numbers, found 2 rows"),
    ];
    for (text, want) in cases {
        assert_eq!(messages(&read(text)), [want.to_string()], "input {text:?}");
    }
    assert_eq!(
        messages(&read("[1] x")),
        [
            "line 1: expected 81 cells, found 1",
            "line 1: invalid JSON at column 5: unexpected character 'x' after the end of the JSON value"
        ]
    );
    let clash = format!("\"{}\"", P.replacen('.', "5", 1));
    assert!(messages(&read(&format!("[{clash}]")))[0]
        .contains("line 1: digit 5 appears twice in row 1: r1c1 and r1c3"));
    let deep = format!("{}\n{P}\n", "[".repeat(100_000));
    let got = messages(&read(&deep));
    assert_eq!(got.len(), 2, "{got:?}");
    assert!(got[0].contains("recursion limit"), "{}", got[0]);
    assert_eq!(got[1], "ok 2");
}

#[test]
fn one_bad_element_does_not_hide_the_others() {
    let text = format!("[\n\"{P}\",\n{{\"puzzle\": [1,2]}},\n\"{P}\"\n]\n{P}\n");
    assert_eq!(
        messages(&read(&text)),
        ["ok 2", "line 3: expected 81 cells, found 2", "ok 4", "ok 6"]
    );
}

#[test]
fn incomplete_block_and_unclosed_json() {
    let rows: Vec<&str> = vec!["53..7....", "6..195..."];
    let text = format!("{}\n\n{{\"puzzle\": [1,\n{P}\n[1, 2\n", rows.join("\n"));
    let got = messages(&read(&text));
    assert_eq!(
        got,
        vec![
            "line 1: expected 81 cells, found 18",
            "line 4: JSON value is not closed before line 5",
            "ok 5",
            "line 6: invalid JSON at the end of the line: expected ',' or ']', found end of input",
        ]
    );
    // A malformed value spread over lines is reported once, and reading
    // goes on after its end.
    let text = format!("{{\"puzzle\":\n \"{P}\" \"x\",\n \"a\": [1, 2]}}\n{P}\n");
    assert_eq!(
        messages(&read(&text)),
        [
            "line 2: invalid JSON at column 86: expected ',' or '}'",
            "ok 4"
        ]
    );
}

#[test]
fn blocks_without_waiting_for_a_solution() {
    let p = grid(P);
    let text = p.pretty().to_string();
    let mut r = PuzzleReader::new(text.as_bytes()).attach_solutions(false);
    assert_eq!(r.next().unwrap().unwrap().puzzle, p);
    let text = format!("{}\n# solution\n{}\n", p.pretty(), grid(S).rows());
    let mut r = PuzzleReader::new(text.as_bytes());
    assert_eq!(r.next().unwrap().unwrap().solution, Some(grid(S)));
    assert!(r.next().is_none());
}

#[test]
fn conflicts_can_be_passed_on() {
    let clash = P.replacen('.', "5", 1);
    let mut r = PuzzleReader::new(clash.as_bytes()).check_conflicts(false);
    let e = r.next().unwrap().unwrap();
    assert!(e.puzzle.first_conflict().is_some());
}

#[test]
fn byte_order_mark_and_odd_bytes() {
    let text = format!("\u{FEFF}{P}\n\u{0}\u{FFFD}é\n");
    let got = messages(&read(&text));
    assert_eq!(got[0], "ok 1");
    assert!(
        got[1].starts_with("line 2: character '\\0' at column 1"),
        "{}",
        got[1]
    );
    assert_eq!(got.len(), 2);
    let mut bytes = b"\xEF\xBB\xBF[\"".to_vec();
    bytes.extend_from_slice(P.as_bytes());
    bytes.extend_from_slice(b"\"]\n\xff\xfe\n");
    let got: Vec<String> = PuzzleReader::new(bytes.as_slice())
        .map(|r| r.map_or_else(|e| e.to_string(), |e| format!("ok {}", e.line)))
        .collect();
    assert_eq!(got[0], "ok 1");
    assert!(
        got[1].starts_with("line 2: character '\u{fffd}' at column 1"),
        "{got:?}"
    );
}

#[test]
fn a_byte_order_mark_reads_alike_through_any_buffer() {
    // Fuzzing found a mark that a one-byte buffer did not recognise.
    let mut inputs: Vec<Vec<u8>> = vec![
        format!("\u{FEFF}{P}\n..3\n").into_bytes(),
        format!("\u{FEFF}[\"{P}\"]\n").into_bytes(),
        format!("\u{FEFF}  {P}\n").into_bytes(),
    ];
    for cut in 1..3 {
        let mut broken = b"\xEF\xBB\xBF"[..cut].to_vec();
        broken.extend_from_slice(format!("[\"{P}\"]\n{P}\n").as_bytes());
        inputs.push(broken);
    }
    for bytes in &inputs {
        let whole: Vec<String> = PuzzleReader::new(bytes.as_slice())
            .map(|r| r.map_or_else(|e| e.to_string(), |e| format!("ok {}", e.line)))
            .collect();
        for capacity in 1..5 {
            let small: Vec<String> = PuzzleReader::new(std::io::BufReader::with_capacity(
                capacity,
                bytes.as_slice(),
            ))
            .map(|r| r.map_or_else(|e| e.to_string(), |e| format!("ok {}", e.line)))
            .collect();
            assert_eq!(whole, small, "capacity {capacity}, input {bytes:?}");
        }
    }
    let got: Vec<String> = PuzzleReader::new(inputs[0].as_slice())
        .map(|r| r.map_or_else(|e| e.to_string(), |e| format!("ok {}", e.line)))
        .collect();
    assert_eq!(got[0], "ok 1");
}

#[test]
fn long_lines_are_cut_and_reported() {
    let mut text = "1".repeat(MAX_LINE_BYTES + 10);
    text.push('\n');
    text.push_str(P);
    let got = messages(&read(&text));
    assert_eq!(
        got,
        [
            "line 1: line longer than 1 MiB skipped".to_string(),
            "ok 2".into()
        ]
    );
    // An endless stream of short lines is read lazily: the reader takes
    // only what it needs for the next puzzle.
    let endless = std::io::repeat(b'\n').take(1 << 40);
    let mut r = PuzzleReader::new(std::io::BufReader::new(
        std::io::Cursor::new(format!("{P}\n")).chain(endless),
    ));
    assert_eq!(r.next().unwrap().unwrap().line, 1);
    assert!(r.bytes_read() < 1 << 20);
}

#[test]
fn read_errors_are_reported_after_the_puzzles_read() {
    struct Failing(usize);
    impl std::io::Read for Failing {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            if self.0 == 0 {
                return Err(std::io::Error::other("disk on fire"));
            }
            let line = format!("{P}\n");
            buf[..82].copy_from_slice(line.as_bytes());
            self.0 -= 1;
            Ok(82)
        }
    }
    let got: Vec<_> =
        PuzzleReader::new(std::io::BufReader::with_capacity(100, Failing(2))).collect();
    assert_eq!(got.len(), 3);
    assert!(got[0].is_ok() && got[1].is_ok());
    assert!(matches!(&got[2], Err(ReadError::Io(e)) if e.to_string() == "disk on fire"));
}

use proptest::prelude::*;
use std::io::Read as _;

proptest! {
    #[test]
    fn never_panics_and_lines_are_in_range(
        lines in proptest::collection::vec(
            proptest::prop_oneof![
                proptest::string::string_regex("[0-9._ |+#{}\\[\\],;:\"a-z\t-]{0,100}").unwrap(),
                proptest::collection::vec(proptest::num::u8::ANY, 0..120)
                    .prop_map(|b: Vec<u8>| String::from_utf8_lossy(&b).into_owned()),
                proptest::string::string_regex("[1-9.]{81}( [1-9]{81})?").unwrap(),
            ],
            0..40,
        )
    ) {
        let text = lines.join("\n");
        let count = text.split('\n').count();
        for item in read(&text) {
            let line = match item {
                Ok(e) => Some(e.line),
                Err(e) => e.line,
            };
            prop_assert!(line.is_some_and(|l| l >= 1 && l <= count), "{line:?}");
        }
    }

    #[test]
    fn written_forms_read_back(values in proptest::collection::vec(0u8..=9, 81)) {
        let mut v = [0u8; 81];
        v.copy_from_slice(&values);
        let g = Grid::from_values(v).unwrap();
        let mut obj = String::new();
        let fields = Fields::new().grid("puzzle", g).grid("solution", g).int("givens", g.givens() as i64);
        OutputForm::Json.render(&fields, &[], &mut obj);
        let text = format!(
            "{g}\n{}\n\n{}\n{}\n{}puzzle,solution\n{g},{g}\n",
            g.pretty(), g.rows(), json_rows(&g), obj
        );
        let got: Vec<_> = PuzzleReader::new(text.as_bytes()).check_conflicts(false).collect();
        prop_assert_eq!(got.len(), 6);
        for item in got {
            prop_assert_eq!(item.unwrap().puzzle, g);
        }
    }
}

#[test]
fn puzzles_come_out_as_soon_as_complete() {
    // A reader that hands out one line per read, and fails if asked for
    // more than the test has written so far.
    use std::sync::mpsc;
    struct Lines(mpsc::Receiver<String>, Vec<u8>);
    impl std::io::Read for Lines {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            if self.1.is_empty() {
                match self.0.try_recv() {
                    Ok(line) => self.1 = line.into_bytes(),
                    Err(_) => return Err(std::io::Error::other("read ahead")),
                }
            }
            let n = buf.len().min(self.1.len());
            buf[..n].copy_from_slice(&self.1[..n]);
            self.1.drain(..n);
            Ok(n)
        }
    }
    let (tx, rx) = mpsc::channel();
    let mut r = PuzzleReader::new(std::io::BufReader::new(Lines(rx, Vec::new())));
    tx.send(format!("{P}\n")).unwrap();
    assert_eq!(r.next().unwrap().unwrap().line, 1);
    tx.send(format!("[\"{P}\",\n")).unwrap();
    assert_eq!(r.next().unwrap().unwrap().line, 2);
    tx.send(format!("\"{P}\"]\n")).unwrap();
    assert_eq!(r.next().unwrap().unwrap().line, 3);
    assert_eq!(r.lines_read(), 2);
}

#[test]
fn newline_search_matches_a_plain_search() {
    // Every position of the first `\n` in lines of every length up to 40,
    // with bytes either side of `\n` (0x09, 0x0B, 0x8A) and a second `\n`.
    for len in 0..40 {
        for first in 0..=len {
            let mut bytes: Vec<u8> = (0..len)
                .map(|i| [b'.', 0x09, 0x0B, 0x8A, b'9'][i % 5])
                .collect();
            if first < len {
                bytes[first] = b'\n';
                if first + 3 < len {
                    bytes[first + 3] = b'\n';
                }
            }
            let plain = bytes.iter().position(|&b| b == b'\n');
            assert_eq!(super::find_newline(&bytes), plain, "{bytes:?}");
        }
    }
}

#[test]
fn whole_lines_read_alike_through_any_buffer() {
    // The commonest line (81 cells and its end) is read in place when the
    // buffer holds it whole; cut anywhere by the buffer, or a line of
    // another shape, it takes the general path. Both must agree.
    let text = format!(
        "{P}\n{P}\r\n{P} \n{P}\r\r\n# c\n{P}\n\n  {P}\n{S}\n{P}\n# solution\n{S}\n{P}x\n\
         {p2}\n[\"{P}\"]\n{P}\r\n{P}\n{p2}\n{P}\npuzzle\n{P}\n{P}\n{P}",
        p2 = P.replacen('5', "6", 1)
    );
    let shown = |r: Result<PuzzleEntry, ReadError>| match r {
        Ok(e) => format!("ok {} {} {:?}", e.line, e.puzzle, e.solution),
        Err(e) => e.to_string(),
    };
    let whole: Vec<String> = PuzzleReader::new(text.as_bytes()).map(shown).collect();
    assert_eq!(whole.len(), 19, "{whole:#?}");
    assert!(whole[10].contains("appears twice") && whole[14].contains("appears twice"));
    for capacity in (1..100).chain([160, 165, 170, 250]) {
        let mut reader =
            PuzzleReader::new(std::io::BufReader::with_capacity(capacity, text.as_bytes()));
        let small: Vec<String> = reader.by_ref().map(shown).collect();
        assert_eq!(whole, small, "capacity {capacity}");
        assert_eq!(reader.bytes_read(), text.len() as u64);
        assert_eq!(reader.lines_read(), 23);
    }
}

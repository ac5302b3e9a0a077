//! What an experiment prints: a titled table with notes (as aligned text or
//! Markdown), and the same figures as JSON.

use std::fmt::Write;

/// A table of text cells with a header row.
#[derive(Clone, Debug, Default)]
pub struct Table {
    /// Column headings.
    pub header: Vec<String>,
    /// The rows, each as long as the header.
    pub rows: Vec<Vec<String>>,
}

impl Table {
    /// A table with these headings and no rows.
    pub fn new(header: &[&str]) -> Table {
        Table {
            header: header.iter().map(|s| s.to_string()).collect(),
            rows: Vec::new(),
        }
    }

    /// Appends a row.
    pub fn row(&mut self, cells: Vec<String>) {
        debug_assert_eq!(cells.len(), self.header.len());
        self.rows.push(cells);
    }

    fn widths(&self) -> Vec<usize> {
        let mut w: Vec<usize> = self.header.iter().map(|h| h.chars().count()).collect();
        for row in &self.rows {
            for (i, cell) in row.iter().enumerate() {
                w[i] = w[i].max(cell.chars().count());
            }
        }
        w
    }

    /// Aligned plain text: the first column left-aligned, the others right.
    pub fn text(&self) -> String {
        let widths = self.widths();
        let mut out = String::new();
        let line = |cells: &[String], out: &mut String| {
            for (i, (cell, &w)) in cells.iter().zip(&widths).enumerate() {
                if i > 0 {
                    out.push_str("  ");
                }
                let pad = w - cell.chars().count();
                if i == 0 {
                    out.push_str(cell);
                    out.push_str(&" ".repeat(pad));
                } else {
                    out.push_str(&" ".repeat(pad));
                    out.push_str(cell);
                }
            }
            while out.ends_with(' ') {
                out.pop();
            }
            out.push('\n');
        };
        line(&self.header, &mut out);
        let rule: Vec<String> = widths.iter().map(|&w| "-".repeat(w)).collect();
        line(&rule, &mut out);
        for row in &self.rows {
            line(row, &mut out);
        }
        out
    }

    /// A Markdown table.
    pub fn markdown(&self) -> String {
        let mut out = String::new();
        let esc = |s: &String| s.replace('|', "\\|");
        let cells: Vec<String> = self.header.iter().map(esc).collect();
        let _ = writeln!(out, "| {} |", cells.join(" | "));
        let rule: Vec<&str> = (0..self.header.len())
            .map(|i| if i == 0 { "---" } else { "---:" })
            .collect();
        let _ = writeln!(out, "|{}|", rule.join("|"));
        for row in &self.rows {
            let cells: Vec<String> = row.iter().map(esc).collect();
            let _ = writeln!(out, "| {} |", cells.join(" | "));
        }
        out
    }
}

/// The figures of an experiment as JSON: a `serde_json` value whose objects
/// keep their keys in the order they were made (serde_json's
/// `preserve_order`), written compactly by its `Display`.
pub type Json = serde_json::Value;

/// A JSON object from key/value pairs, in this order.
pub fn obj<const N: usize>(pairs: [(&str, Json); N]) -> Json {
    Json::Object(pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

/// A duration for people: seconds with sensible precision.
pub fn secs(s: f64) -> String {
    if s >= 100.0 {
        format!("{s:.0} s")
    } else if s >= 10.0 {
        format!("{s:.1} s")
    } else if s >= 0.1 {
        format!("{s:.2} s")
    } else if s >= 0.001 {
        format!("{:.1} ms", s * 1e3)
    } else {
        format!("{:.1} µs", s * 1e6)
    }
}

/// A count with thousands separators.
pub fn count(n: impl Into<u64>) -> String {
    let s = n.into().to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_align_and_escape() {
        let mut t = Table::new(&["what", "n"]);
        t.row(vec!["a|b".into(), "12".into()]);
        t.row(vec!["longer".into(), "3".into()]);
        assert_eq!(t.text(), "what     n\n------  --\na|b     12\nlonger   3\n");
        assert!(t.markdown().contains("| a\\|b | 12 |"));
    }

    #[test]
    fn json_keeps_key_order_is_compact_and_escaped() {
        let j = obj([
            ("z", Json::from(3u32)),
            ("b", Json::from(0.5)),
            ("c", Json::from("x\"y\n")),
            ("d", Json::Array(vec![Json::Null, Json::Bool(true)])),
            ("e", Json::from(f64::NAN)),
            ("f", Json::from(None::<f64>)),
        ]);
        assert_eq!(
            j.to_string(),
            r#"{"z":3,"b":0.5,"c":"x\"y\n","d":[null,true],"e":null,"f":null}"#
        );
    }

    #[test]
    fn people_numbers() {
        assert_eq!(count(1234567u64), "1,234,567");
        assert_eq!(count(999u64), "999");
        assert_eq!(secs(0.0123), "12.3 ms");
        assert_eq!(secs(1.5), "1.50 s");
        assert_eq!(secs(65.0), "65.0 s");
    }
}

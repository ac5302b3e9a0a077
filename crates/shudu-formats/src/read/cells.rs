//! Cell characters: what stands for a cell, what draws borders, and the
//! fast path for a line whose first field is a whole puzzle.

/// The value of a cell character: `Some(0)` for empty (`.`, `0`, `_`),
/// `Some(1..=9)` for a digit, `None` if the character is not a cell.
#[inline]
pub fn cell_value(ch: char) -> Option<u8> {
    match ch {
        '1'..='9' => Some(ch as u8 - b'0'),
        '.' | '0' | '_' => Some(0),
        _ => None,
    }
}

/// Characters that draw borders and spacing and carry no cell.
#[inline]
pub fn is_border(ch: char) -> bool {
    matches!(ch, ' ' | '\t' | '\r' | '|' | '+' | '-' | '=' | '*' | ':')
        || ('\u{2500}'..='\u{257F}').contains(&ch)
}

/// Whether a byte ends a field of the line form: white space, `,` or `;`.
#[inline]
pub fn is_separator_byte(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n' | 0x0b | 0x0c | b',' | b';')
}

/// The 81 values of `bytes` if it is exactly 81 cell characters.
#[inline]
pub fn cells81(bytes: &[u8]) -> Option<[u8; 81]> {
    let bytes: &[u8; 81] = bytes.try_into().ok()?;
    let mut out = [0u8; 81];
    let mut bad = 0u8;
    // Without branches, so that the compiler does sixteen bytes at a time:
    // with a `match` a byte it cost some 200 instructions a puzzle read.
    for (o, &b) in out.iter_mut().zip(bytes) {
        let digit = b.wrapping_sub(b'0');
        let is_digit = digit <= 9;
        let is_empty = (b == b'.') | (b == b'_');
        bad |= u8::from(!(is_digit | is_empty));
        *o = if is_digit { digit } else { 0 };
    }
    (bad == 0).then_some(out)
}

/// The fast path for one-puzzle-per-line input: if the line (no line end)
/// starts, after spaces or tabs, with a field of exactly 81 cell characters
/// ended by a separator or the end of the line, its values and the rest of
/// the line after the separator. Allocates nothing.
#[inline]
pub fn line_puzzle(line: &[u8]) -> Option<([u8; 81], &[u8])> {
    let lead = line
        .iter()
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count();
    let rest = &line[lead..];
    let field = rest.get(..81)?;
    match rest.get(81) {
        None => Some((cells81(field)?, &[])),
        Some(&b) if is_separator_byte(b) => Some((cells81(field)?, &rest[82..])),
        Some(_) => None,
    }
}

/// The second field of the line form (after [`line_puzzle`]'s rest): the
/// solution, if the first non-empty field there is 81 cell characters.
#[inline]
pub fn second_puzzle(rest: &[u8]) -> Option<[u8; 81]> {
    let start = rest.iter().position(|&b| !is_separator_byte(b))?;
    let rest = &rest[start..];
    let end = rest
        .iter()
        .position(|&b| is_separator_byte(b))
        .unwrap_or(rest.len());
    cells81(&rest[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fast_path_takes_exactly_81_cells() {
        let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        assert!(line_puzzle(p.as_bytes()).is_some());
        assert!(line_puzzle(format!("  {p},x").as_bytes()).is_some());
        assert!(line_puzzle(format!("{p}1").as_bytes()).is_none());
        assert!(line_puzzle(&p.as_bytes()[..80]).is_none());
        assert!(line_puzzle(p.replacen('.', "x", 1).as_bytes()).is_none());
        let two = format!("{p} ;{p} 3");
        let (_, rest) = line_puzzle(two.as_bytes()).unwrap();
        assert!(second_puzzle(rest).is_some());
        assert!(second_puzzle(b" 12").is_none());
        // Every byte that is not a cell character is refused.
        for b in 0..=255u8 {
            let mut line = p.as_bytes().to_vec();
            line[3] = b;
            let ok = matches!(b, b'0'..=b'9' | b'.' | b'_');
            assert_eq!(cells81(&line).is_some(), ok, "byte {b}");
            if let Some(values) = cells81(&line) {
                assert_eq!(Some(values[3]), cell_value(char::from(b)), "byte {b}");
            }
        }
    }
}

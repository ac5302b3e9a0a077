//! The `shudu` command line.

fn main() {
    let puzzle = shudu::Grid::empty();
    println!(
        "{}",
        puzzle.solve().map(|g| g.to_line()).unwrap_or_default()
    );
}

use shudu::Grid;
fn main() {
    for f in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&f).unwrap();
        let t = std::time::Instant::now();
        let (mut n, mut counts) = (0, [0usize; 3]);
        for l in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            let g = Grid::parse_unchecked(l).unwrap();
            let c = g.count_solutions(2);
            counts[c] += 1;
            if c >= 1 {
                let s = g.solve().unwrap();
                assert!(s.is_solved() && g.is_subset_of(&s));
            }
            n += 1;
        }
        println!(
            "{f}: {n} puzzles {:?} {:.1} us/puzzle",
            counts,
            t.elapsed().as_secs_f64() * 1e6 / n as f64
        );
    }
}

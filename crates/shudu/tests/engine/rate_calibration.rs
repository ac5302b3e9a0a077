//! Ratings of puzzles whose hardest technique is known: each puzzle below
//! (from the unbiased minimal set, puzzles1, or generated) needs exactly the named
//! technique at its hardest step, so its SE-style number is that
//! technique's published Sudoku Explainer rating; every number below is the
//! ER Sudoku Explainer 1.2.1.3 itself prints for the puzzle (see
//! `tests/data/se-calibration`).

use shudu::logic::{Candidates, Technique};
use shudu::rate::{explain, rate, HodokuLevel, Level, QqwingClass};
use shudu::Grid;

struct Case {
    puzzle: &'static str,
    se: f32,
    hardest: Technique,
    direct: bool,
}

const CASES: &[Case] = &[
    Case {
        puzzle: ".....569...6...2...8.3....1..24.6...3......625...3.7...7..1.....1.7.49...3.5....4",
        se: 1.2,
        hardest: Technique::HiddenSingleBox,
        direct: false,
    },
    Case {
        puzzle: ".2.7...8..5..91..77.93.4......5...98..4.1....29.....4...8.6.3.....18...49......7.",
        se: 1.5,
        hardest: Technique::HiddenSingleLine,
        direct: false,
    },
    Case {
        puzzle: "..3...6.7.5.91..32..........9.4...715..1.3...8........2..3.69.5.7.2....89....4...",
        se: 2.0,
        hardest: Technique::HiddenPair,
        direct: true,
    },
    Case {
        puzzle: ".2.....6..56.9..817.9.3..5....2...1.8.5...6...3..68.....1..........56..2.6....59.",
        se: 2.6,
        hardest: Technique::Pointing,
        direct: false,
    },
    Case {
        puzzle: "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....",
        se: 2.6,
        hardest: Technique::Pointing,
        direct: false,
    },
    Case {
        puzzle: "..3....5.45......7...1..4.291.6..7...6..42..........8.....1.6.9..18....5.7...9..1",
        se: 2.3,
        hardest: Technique::NakedSingle,
        direct: false,
    },
    Case {
        puzzle: "12..4.9.5.569............3......1.4.......1.6..8....2..42.7.........2.6.3.5.94.82",
        se: 2.8,
        hardest: Technique::Claiming,
        direct: false,
    },
    Case {
        puzzle: "1.34..9..4...9..2...91.2.......8.16....5.3..8.9..7..4......5....12.....7.7....5.4",
        se: 2.6,
        hardest: Technique::Pointing,
        direct: false,
    },
    Case {
        puzzle: ".236......5.3781.278.......2..8..6.....1.48......5....3......6..4...2..891......7",
        se: 2.8,
        hardest: Technique::Claiming,
        direct: false,
    },
    Case {
        puzzle: "1...6.5....678.3..7.9.2.4.62...4...5.9.....21.....7.3...2...8..64..7....9..4.....",
        se: 3.0,
        hardest: Technique::NakedPair,
        direct: false,
    },
    Case {
        puzzle: "...4.7.9...6....2...9.12....3....6..27.8..954........7..8.76..5.4..85......9...7.",
        se: 3.2,
        hardest: Technique::XWing,
        direct: false,
    },
    Case {
        puzzle: ".23.......5.........9...4536..7...8..97.3........8.6.1...3......6...42.....5.91.8",
        se: 3.4,
        hardest: Technique::HiddenPair,
        direct: false,
    },
    Case {
        puzzle: "..3.56.78.5.1.7......2........4.9...8...1.3.4......65.3.8.....564...1.39......1..",
        se: 3.6,
        hardest: Technique::NakedTriple,
        direct: false,
    },
    Case {
        puzzle: "..............31.2.89....43..47...2..9......7..592.3.1..2..85.....26....5..4...6.",
        se: 3.8,
        hardest: Technique::Swordfish,
        direct: false,
    },
    Case {
        puzzle: ".2.45.9...5...3...7..61....53....7..6.8.9.25.........8..28....5..4.....79......1.",
        se: 4.2,
        hardest: Technique::XYWing,
        direct: false,
    },
    Case {
        puzzle: "1.3..4......8.2..9.8...3.5..47.6....3......25..5.....69...56...57.....41...2.....",
        se: 4.4,
        hardest: Technique::XYZWing,
        direct: false,
    },
    Case {
        puzzle: ".54..72....8.46...32......8.4...................1...398.2..51.......4.....6.7.5.3",
        se: 1.7,
        hardest: Technique::Pointing,
        direct: true,
    },
    Case {
        puzzle: ".9.5..8.1...7..6.2..4..........43....2...5...4..176..3..6.8.9..7.2...........1..5",
        se: 2.5,
        hardest: Technique::HiddenTriple,
        direct: true,
    },
];

#[test]
fn hardest_technique_decides_the_se_number() {
    for c in CASES {
        let g: Grid = c.puzzle.parse().unwrap();
        let e = explain(&g).unwrap();
        let r = &e.rating;
        assert!(r.solved, "{}", c.puzzle);
        assert_eq!(r.se, c.se, "{}: {:?}", c.puzzle, r.hardest);
        assert_eq!(r.hardest, Some(c.hardest), "{}", c.puzzle);
        let hardest = e.steps.iter().max_by_key(|s| s.se_tenths).unwrap();
        assert_eq!(hardest.direct, c.direct, "{}", c.puzzle);
        assert_eq!(r.level, Level::from_se(c.se));
        assert_eq!(r.trial_depth, 0);
    }
}

#[test]
fn every_step_is_sound_and_the_rating_is_its_maximum() {
    for c in CASES {
        let g: Grid = c.puzzle.parse().unwrap();
        let e = explain(&g).unwrap();
        let mut state = Candidates::from_grid(&g);
        for s in &e.steps {
            for p in &s.step.placements {
                assert_eq!(e.solution.get(p.cell), Some(p.digit), "{}", s.step.text());
            }
            for x in &s.step.eliminations {
                assert!(state.has(x.cell, x.digit), "{}", s.step.text());
                assert_ne!(e.solution.get(x.cell), Some(x.digit), "{}", s.step.text());
            }
            state.apply(&s.step);
        }
        assert_eq!(state.grid(), &e.solution);
        let max = e.steps.iter().map(|s| s.se()).fold(0.0f32, f32::max);
        assert_eq!(max, e.rating.se);
    }
}

#[test]
fn levels_follow_the_stated_ranges() {
    let level = |p: &str| rate(&p.parse().unwrap()).unwrap().level;
    assert_eq!(level(CASES[0].puzzle), Level::Easy); // 1.2
    assert_eq!(level(CASES[1].puzzle), Level::Easy); // 1.5
    assert_eq!(level(CASES[2].puzzle), Level::Medium); // 2.0
    assert_eq!(level(CASES[5].puzzle), Level::Medium); // 2.3
    assert_eq!(level(CASES[7].puzzle), Level::Hard); // 2.6
    assert_eq!(level(CASES[10].puzzle), Level::Hard); // 3.2
    assert_eq!(level(CASES[14].puzzle), Level::Expert); // 4.2
}

#[test]
fn qqwing_classes() {
    let class = |p: &str| rate(&p.parse().unwrap()).unwrap().qqwing;
    // Singles with hidden singles: easy; pointing/claiming/pairs: intermediate.
    assert_eq!(class(CASES[0].puzzle), QqwingClass::Easy);
    assert_eq!(class(CASES[7].puzzle), QqwingClass::Intermediate);
    assert_eq!(class(CASES[9].puzzle), QqwingClass::Intermediate);
    // The X-wing puzzle also yields to QQWing's pairs and intersections.
    assert_eq!(class(CASES[10].puzzle), QqwingClass::Intermediate);
    // Triples, fish and wings are beyond QQWing: it would guess.
    assert_eq!(class(CASES[12].puzzle), QqwingClass::Expert);
    assert_eq!(class(CASES[13].puzzle), QqwingClass::Expert);
    assert_eq!(class(CASES[14].puzzle), QqwingClass::Expert);
    // A puzzle one naked single away from done is simple.
    let mut g: Grid = CASES[0].puzzle.parse::<Grid>().unwrap().solve().unwrap();
    g.clear(shudu::Cell::at(4, 4));
    assert_eq!(rate(&g).unwrap().qqwing, QqwingClass::Simple);
}

#[test]
fn hodoku_levels() {
    let r = |p: &str| rate(&p.parse().unwrap()).unwrap();
    let singles = r(CASES[0].puzzle);
    assert_eq!(singles.hodoku_level, HodokuLevel::Easy);
    assert!(singles.hodoku_score <= 800);
    let pair = r(CASES[9].puzzle);
    assert!(pair.hodoku_level >= HodokuLevel::Medium);
    let wing = r(CASES[14].puzzle);
    assert!(wing.hodoku_level >= HodokuLevel::Hard);
}

#[test]
fn hardest_published_puzzles_reach_the_extreme_level() {
    // Easter Monster (SE 11.8) and the first puzzle of the SE 11+ list.
    for p in [
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
        "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
    ] {
        let r = rate(&p.parse().unwrap()).unwrap();
        assert!(r.solved);
        assert!(r.se >= 10.5, "{p}: {}", r.se);
        assert_eq!(r.level, Level::Extreme);
        assert!(r.trial_depth >= 3, "{p}: nested trials needed");
        assert_eq!(r.hodoku_level, HodokuLevel::Extreme);
        assert_eq!(r.qqwing, QqwingClass::Expert);
    }
}

fn data_sample(file: &str, max: usize) -> Vec<Grid> {
    crate::support::data::spread(file, max)
        .iter()
        .map(|l| l.parse().unwrap())
        .collect()
}

#[test]
fn rate_and_explain_give_the_same_ratings() {
    // `rate` finds singles on bit boards without building steps; it must
    // take exactly the path `explain` shows.
    let mut puzzles = data_sample("puzzles1_unbiased_first1000", 300);
    puzzles.extend(data_sample("puzzles3_magictour_top1465", 50));
    for g in &puzzles {
        let quiet = rate(g).unwrap();
        let explained = explain(g).unwrap();
        assert_eq!(quiet, explained.rating, "{g}");
        assert_eq!(quiet.steps, explained.steps.len());
    }
}

//! The pictures and books of `shudu-print`, checked from the outside: SVG
//! parsed as XML, PDFs checked with real PDF tools (qpdf, poppler's
//! pdfinfo, pdffonts, pdftotext and pdftoppm; `scripts/setup/pdf-tools.sh`
//! installs them). Rendered pages are left in `target/print-pages/` to look at.

use shudu::Grid;
use shudu_print::{
    book_pages, picture, to_pdf, to_svg, BookOptions, Drawing, Entry, Layout, Paper,
    PictureOptions, Role, Shape, Solutions,
};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Puzzles kept in the repository (made by `shudu generate --seed 11`).
const SAMPLE: &str = include_str!("data/sample.txt");

fn entries(n: usize) -> Vec<Entry> {
    SAMPLE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .cycle()
        .take(n)
        .enumerate()
        .map(|(i, l)| {
            let puzzle = Grid::parse(l.trim()).expect("sample puzzles parse");
            Entry {
                number: i + 1,
                puzzle,
                solution: puzzle.solve(),
                label: format!("sample {}", i + 1),
            }
        })
        .collect()
}

/// Whether the PDF tools are here; without them a test fails when the
/// components are required (`scripts/test`), else it is skipped, loudly.
fn have_pdf_tools(test: &str) -> bool {
    let missing: Vec<&str> = ["qpdf", "pdfinfo", "pdffonts", "pdftotext", "pdftoppm"]
        .into_iter()
        .filter(|t| Command::new(t).arg("-v").output().is_err())
        .collect();
    if missing.is_empty() {
        return true;
    }
    let msg = format!(
        "{test}: PDF tools missing ({}): run scripts/setup/pdf-tools.sh",
        missing.join(", ")
    );
    if std::env::var_os("SHUDU_REQUIRE_COMPONENTS").is_some_and(|v| v == "1") {
        panic!("{msg}");
    }
    eprintln!("SKIPPED {msg}");
    false
}

fn out_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("print")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("make the test's folder");
    dir
}

/// The folder where rendered pages are kept for people to look at.
fn pages_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("../print-pages");
    std::fs::create_dir_all(&dir).expect("make the pages folder");
    dir
}

fn run(cmd: &str, args: &[&str]) -> String {
    let out = Command::new(cmd)
        .args(args)
        .output()
        .expect("run a PDF tool");
    assert!(
        out.status.success(),
        "{cmd} {args:?} failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn write_book(
    dir: &Path,
    name: &str,
    entries: &[Entry],
    opts: &BookOptions,
) -> (PathBuf, Vec<Drawing>) {
    let pages = book_pages(entries, opts).expect("the book is laid out");
    let pdf = to_pdf(&pages, opts.title.as_deref()).expect("the PDF is made");
    let path = dir.join(name);
    std::fs::write(&path, pdf).expect("write the PDF");
    (path, pages)
}

fn page_count(pdf: &Path) -> usize {
    let info = run("pdfinfo", &[pdf.to_str().unwrap()]);
    info.lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .expect("pdfinfo gives the page count")
}

fn page_size(pdf: &Path) -> (f32, f32) {
    let info = run("pdfinfo", &[pdf.to_str().unwrap()]);
    let line = info
        .lines()
        .find_map(|l| l.strip_prefix("Page size:"))
        .expect("pdfinfo gives the page size");
    let nums: Vec<f32> = line
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    (nums[0], nums[1])
}

#[test]
fn svg_is_xml_with_81_cells_and_the_givens_in_them() {
    let e = &entries(1)[0];
    for solution in [false, true] {
        let d = picture(e, solution, PictureOptions::default()).unwrap();
        let svg = to_svg(&d);
        let doc = roxmltree::Document::parse(&svg).expect("the SVG is well-formed XML");
        let root = doc.root_element();
        assert_eq!(root.tag_name().name(), "svg");
        assert_eq!(
            root.tag_name().namespace(),
            Some("http://www.w3.org/2000/svg")
        );
        let num = |n: roxmltree::Node, a: &str| -> f32 { n.attribute(a).unwrap().parse().unwrap() };
        let cells: Vec<_> = root
            .descendants()
            .filter(|n| n.has_tag_name("rect") && n.attribute("class") == Some("cell"))
            .collect();
        assert_eq!(cells.len(), 81);
        let texts = |class: &str| -> Vec<roxmltree::Node> {
            root.descendants()
                .filter(|n| n.has_tag_name("text") && n.attribute("class") == Some(class))
                .collect()
        };
        let givens = texts("given");
        assert_eq!(givens.len(), e.puzzle.givens());
        assert_eq!(
            texts("answer").len(),
            if solution { 81 - e.puzzle.givens() } else { 0 }
        );
        // Each digit stands in the cell that holds it.
        for t in givens.iter().chain(texts("answer").iter()) {
            let (x, y) = (num(*t, "x"), num(*t, "y"));
            let cell = cells
                .iter()
                .position(|c| {
                    let (cx, cy) = (num(*c, "x"), num(*c, "y"));
                    let (w, h) = (num(*c, "width"), num(*c, "height"));
                    // The baseline sits below the centre, above the bottom.
                    x > cx && x < cx + w && y > cy + h / 2.0 && y < cy + h
                })
                .expect("every digit is in a cell");
            let name = cells[cell].attribute("data-cell").unwrap();
            assert_eq!(name, format!("r{}c{}", cell / 9 + 1, cell % 9 + 1));
            let want = e.solution.unwrap().values()[cell];
            assert_eq!(t.text(), Some(want.to_string().as_str()), "{name}");
            if t.attribute("class") == Some("given") {
                assert_eq!(e.puzzle.values()[cell], want);
                assert_eq!(t.attribute("font-weight"), Some("bold"));
            } else {
                assert_eq!(e.puzzle.values()[cell], 0);
            }
        }
    }
}

#[test]
fn page_counts_and_sizes_for_each_layout_and_paper() {
    if !have_pdf_tools("page_counts_and_sizes_for_each_layout_and_paper") {
        return;
    }
    let dir = out_dir("counts");
    let list = entries(25);
    // (per page, paper, landscape, solutions, expected pages). Solutions at
    // the back are 20 a page (12 on A5).
    let cases = [
        (1, Paper::A4, false, Solutions::Back, 25 + 2),
        (2, Paper::Letter, false, Solutions::Back, 13 + 2),
        (4, Paper::A4, true, Solutions::None, 7),
        (6, Paper::A5, false, Solutions::Back, 5 + 3),
        (9, Paper::Legal, true, Solutions::EachPage, 3),
        (4, Paper::A5, true, Solutions::EachPage, 7),
    ];
    for (i, (per_page, paper, landscape, solutions, expected)) in cases.into_iter().enumerate() {
        let opts = BookOptions {
            paper,
            landscape,
            layout: Layout::for_per_page(per_page, landscape),
            solutions,
            title: Some(format!("Case {i}")),
            ..BookOptions::default()
        };
        let (pdf, pages) = write_book(&dir, &format!("case{i}.pdf"), &list, &opts);
        let p = pdf.to_str().unwrap();
        run("qpdf", &["--check", p]);
        assert_eq!(page_count(&pdf), expected, "case {i}");
        assert_eq!(pages.len(), expected, "case {i}");
        let (w, h) = page_size(&pdf);
        let (pw, ph) = paper.size(landscape);
        assert!(
            (w - pw).abs() < 0.5 && (h - ph).abs() < 0.5,
            "case {i}: {w} x {h}"
        );
        // Page numbers in the footer.
        let text = run("pdftotext", &["-f", "1", "-l", "1", "-layout", p, "-"]);
        assert!(
            text.contains(&format!("Page 1 of {expected}")),
            "case {i}: {text}"
        );
        assert!(text.contains(&format!("Case {i}")), "case {i}");
    }
}

#[test]
fn fonts_are_embedded() {
    if !have_pdf_tools("fonts_are_embedded") {
        return;
    }
    let dir = out_dir("fonts");
    let (pdf, _) = write_book(&dir, "fonts.pdf", &entries(3), &BookOptions::default());
    let listing = run("pdffonts", &[pdf.to_str().unwrap()]);
    let fonts: Vec<&str> = listing.lines().skip(2).collect();
    assert_eq!(fonts.len(), 2, "{listing}");
    let mut names: Vec<&str> = Vec::new();
    for f in &fonts {
        let cols: Vec<&str> = f.split_whitespace().collect();
        // name type encoding emb sub uni object ID
        let emb = cols[cols.len() - 5];
        assert_eq!(emb, "yes", "not embedded: {f}");
        names.push(cols[0]);
    }
    assert!(
        names.iter().any(|n| n.ends_with("+DejaVuSans")),
        "{listing}"
    );
    assert!(
        names.iter().any(|n| n.ends_with("+DejaVuSans-Bold")),
        "{listing}"
    );
}

/// The words of a page from `pdftotext -bbox`: (xmin, ymin, xmax, ymax, text).
fn words(pdf: &Path, page: usize) -> Vec<(f32, f32, f32, f32, String)> {
    let p = page.to_string();
    let html = run(
        "pdftotext",
        &["-bbox", "-f", &p, "-l", &p, pdf.to_str().unwrap(), "-"],
    );
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..roxmltree::ParsingOptions::default()
    };
    let doc = roxmltree::Document::parse_with_options(&html, options)
        .expect("pdftotext -bbox writes XHTML");
    doc.descendants()
        .filter(|n| n.tag_name().name() == "word")
        .map(|n| {
            let a = |k: &str| -> f32 { n.attribute(k).unwrap().parse().unwrap() };
            (
                a("xMin"),
                a("yMin"),
                a("xMax"),
                a("yMax"),
                n.text().unwrap_or("").to_string(),
            )
        })
        .collect()
}

/// The cells of the `k`-th grid on a page: (x, y, side) of each.
fn cells_of(page: &Drawing, k: usize) -> Vec<(f32, f32, f32)> {
    page.shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Rect {
                at,
                size,
                role: Role::Cell { .. },
                ..
            } => Some((at.0, at.1, size.0)),
            _ => None,
        })
        .skip(81 * k)
        .take(81)
        .collect()
}

#[test]
fn the_text_layer_has_the_givens_in_their_cells() {
    if !have_pdf_tools("the_text_layer_has_the_givens_in_their_cells") {
        return;
    }
    let dir = out_dir("text");
    let list = entries(6);
    for (per_page, solutions) in [(1, Solutions::Back), (6, Solutions::EachPage)] {
        let opts = BookOptions {
            layout: Layout::for_per_page(per_page, false),
            solutions,
            ..BookOptions::default()
        };
        let (pdf, pages) = write_book(&dir, &format!("text{per_page}.pdf"), &list, &opts);
        let words = words(&pdf, 1);
        for (k, e) in list.iter().take(per_page).enumerate() {
            let cells = cells_of(&pages[0], k);
            assert_eq!(cells.len(), 81);
            let (x0, y0, _) = cells[0];
            let (x8, y8, s) = cells[80];
            // Single digits whose centre lies in this grid.
            let inside: Vec<_> = words
                .iter()
                .filter(|w| w.4.len() == 1 && w.4.as_bytes()[0].is_ascii_digit())
                .map(|w| ((w.0 + w.2) / 2.0, (w.1 + w.3) / 2.0, w.4.clone()))
                .filter(|(x, y, _)| *x > x0 && *x < x8 + s && *y > y0 && *y < y8 + s)
                .collect();
            assert_eq!(
                inside.len(),
                e.puzzle.givens(),
                "grid {k}: answer space must be clear"
            );
            for (x, y, digit) in inside {
                let cell = cells
                    .iter()
                    .position(|&(cx, cy, cs)| x > cx && x < cx + cs && y > cy && y < cy + cs)
                    .expect("each digit is inside a cell");
                assert_eq!(
                    digit,
                    e.puzzle.values()[cell].to_string(),
                    "grid {k}, r{}c{}",
                    cell / 9 + 1,
                    cell % 9 + 1
                );
            }
        }
    }
}

/// A page rendered to grey levels by `pdftoppm`: width, height, pixels.
fn render_grey(pdf: &Path, page: usize, dpi: u32, dir: &Path) -> (usize, usize, Vec<u8>) {
    let p = page.to_string();
    let stem = dir.join(format!("grey{page}"));
    run(
        "pdftoppm",
        &[
            "-gray",
            "-r",
            &dpi.to_string(),
            "-f",
            &p,
            "-l",
            &p,
            "-singlefile",
            pdf.to_str().unwrap(),
            stem.to_str().unwrap(),
        ],
    );
    let data = std::fs::read(stem.with_extension("pgm")).expect("pdftoppm wrote a PGM");
    // Header: "P5\n<w> <h>\n255\n" (whitespace-separated).
    let mut fields = Vec::new();
    let mut i = 0;
    while fields.len() < 4 {
        while data[i].is_ascii_whitespace() {
            i += 1;
        }
        let start = i;
        while !data[i].is_ascii_whitespace() {
            i += 1;
        }
        fields.push(String::from_utf8_lossy(&data[start..i]).into_owned());
    }
    assert_eq!(fields[0], "P5");
    let (w, h): (usize, usize) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
    (w, h, data[i + 1..].to_vec())
}

#[test]
fn pixels_show_givens_in_their_cells_and_empty_cells_clear() {
    if !have_pdf_tools("pixels_show_givens_in_their_cells_and_empty_cells_clear") {
        return;
    }
    let dir = out_dir("pixels");
    let list = entries(2);
    let opts = BookOptions {
        layout: Layout::for_per_page(1, false),
        ..BookOptions::default()
    };
    let (pdf, pages) = write_book(&dir, "pixels.pdf", &list, &opts);
    let dpi = 40;
    let (w, _h, px) = render_grey(&pdf, 1, dpi, &dir);
    let k = dpi as f32 / 72.0;
    let cells = cells_of(&pages[0], 0);
    for (i, &(x, y, s)) in cells.iter().enumerate() {
        // The inner 60% of the cell: clear of the lines around it.
        let dark = (0..12)
            .flat_map(|a| (0..12).map(move |b| (a, b)))
            .filter(|&(a, b)| {
                let px_x = ((x + s * (0.2 + 0.6 * a as f32 / 11.0)) * k) as usize;
                let px_y = ((y + s * (0.2 + 0.6 * b as f32 / 11.0)) * k) as usize;
                px[px_y * w + px_x] < 128
            })
            .count();
        let given = list[0].puzzle.values()[i] != 0;
        assert_eq!(
            dark > 0,
            given,
            "r{}c{}: {dark} dark probes",
            i / 9 + 1,
            i % 9 + 1
        );
    }
    // The box lines are drawn: probes on the middle of each thick line.
    let (x0, y0, s) = cells[0];
    for j in [0usize, 3, 6, 9] {
        let x = ((x0 + j as f32 * s) * k).round() as usize;
        let y = ((y0 + 4.5 * s) * k) as usize;
        let darkest = (x.saturating_sub(1)..=x + 1)
            .map(|xx| px[y * w + xx])
            .min()
            .unwrap();
        assert!(darkest < 100, "box line {j} not drawn: {darkest}");
    }
}

#[test]
fn each_layout_renders_to_png() {
    if !have_pdf_tools("each_layout_renders_to_png") {
        return;
    }
    let dir = out_dir("png");
    let keep = pages_dir();
    let list = entries(9);
    for per_page in [1, 2, 4, 6, 9] {
        for (tag, solutions) in [
            ("back", Solutions::Back),
            ("each-page", Solutions::EachPage),
        ] {
            let opts = BookOptions {
                layout: Layout::for_per_page(per_page, false),
                solutions,
                title: Some("Sudoku".into()),
                ..BookOptions::default()
            };
            let name = format!("a4-{per_page}-{tag}");
            let (pdf, pages) = write_book(&dir, &format!("{name}.pdf"), &list, &opts);
            let stem = keep.join(&name);
            run(
                "pdftoppm",
                &[
                    "-png",
                    "-r",
                    "60",
                    "-f",
                    "1",
                    "-l",
                    "1",
                    "-singlefile",
                    pdf.to_str().unwrap(),
                    stem.to_str().unwrap(),
                ],
            );
            assert!(stem.with_extension("png").is_file());
            if solutions == Solutions::Back {
                let last = pages.len().to_string();
                let stem = keep.join(format!("{name}-solutions"));
                run(
                    "pdftoppm",
                    &[
                        "-png",
                        "-r",
                        "60",
                        "-f",
                        &last,
                        "-l",
                        &last,
                        "-singlefile",
                        pdf.to_str().unwrap(),
                        stem.to_str().unwrap(),
                    ],
                );
            }
        }
    }
}

#[test]
fn large_print_sizes_the_grids_and_refuses_what_cannot_fit() {
    let list = entries(4);
    let big = BookOptions {
        font_size: Some(28.0),
        solutions: Solutions::None,
        ..BookOptions::default()
    };
    // 28 pt digits need grids of 420 pt: one a page on A4.
    let pages = book_pages(&list, &big).unwrap();
    assert_eq!(pages.len(), 4);
    let digit = pages[0]
        .shapes
        .iter()
        .find_map(|s| match s {
            Shape::Text {
                role: Role::Given,
                size,
                ..
            } => Some(*size),
            _ => None,
        })
        .unwrap();
    assert!((digit - 28.0).abs() < 0.01, "{digit}");
    // Small digits: nine a page.
    let small = BookOptions {
        font_size: Some(8.0),
        ..big.clone()
    };
    assert_eq!(book_pages(&list, &small).unwrap().len(), 1);
    // Too large for the layout asked for: a clear error.
    let refused = BookOptions {
        font_size: Some(28.0),
        layout: Layout::for_per_page(4, false),
        ..big
    };
    let err = book_pages(&list, &refused).unwrap_err().to_string();
    assert!(err.contains("28 pt") && err.contains("2x2"), "{err}");
}

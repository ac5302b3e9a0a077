import random

import pytest
import shudu

from test_dataset import transform

P = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def apply(puzzle, transformation):
    """Applies ``T:ROWS:COLUMNS:DIGITS`` as ``shudu canon --help`` defines it, by hand."""
    t, rows, cols, digits = transformation.split(":")
    grid = [[puzzle[r * 9 + c] for c in range(9)] for r in range(9)]
    if t == "1":
        grid = [list(col) for col in zip(*grid)]
    out = ""
    for r in range(9):
        for c in range(9):
            ch = grid[int(rows[r])][int(cols[c])]
            out += "." if ch == "." else digits[int(ch) - 1]
    return out


def test_equivalent_puzzles_share_form_and_id():
    rng = random.Random(11)
    for p in [P, HARD] + [q.puzzle for q in shudu.generate(5, seed=3)]:
        c = shudu.canonical(p)
        assert c.puzzle == p
        assert apply(p, c.transformation) == c.form
        assert shudu.puzzle_id(p) == c.id and len(c.id) == 13
        for _ in range(3):
            twin = transform(p, rng)
            other = shudu.canonical(twin)
            assert (other.form, other.id) == (c.form, c.id)
            assert other == c and hash(other) == hash(c)
            assert apply(twin, other.transformation) == c.form
        assert shudu.canonical(c.form).form == c.form
    assert shudu.canonical(P) != shudu.canonical(HARD)


def test_the_form_is_the_smallest_of_its_class_among_samples():
    # The minlex form is no larger (reading 0 for empty) than any equivalent puzzle.
    rng = random.Random(2)
    key = lambda s: s.replace(".", "0")
    form = shudu.canonical(HARD).form
    for _ in range(200):
        assert key(form) <= key(transform(HARD, rng))


def test_the_same_records_as_the_command_line(cli):
    puzzles = [P, HARD, shudu.generate(seed=8)[0].puzzle]
    records = cli.json_lines("canon", "--id", "--with-transform", "--format", "json", *puzzles)
    assert [shudu.canonical(p).to_dict() for p in puzzles] == records
    assert [shudu.puzzle_id(p) for p in puzzles] == [r["id"] for r in records]


def test_bad_puzzles_raise():
    with pytest.raises(shudu.InvalidPuzzleError, match=r"^digit 5 appears twice in row 1"):
        shudu.canonical("55" + P[2:])
    with pytest.raises(shudu.PuzzleFormatError, match="expected 81 cells, found 80"):
        shudu.puzzle_id(P[1:])

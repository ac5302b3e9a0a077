import json

import pytest
import shudu

P = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def test_rate_reads_every_scale():
    r = shudu.rate(HARD)
    assert (r.se, r.level, r.hodoku_score, r.hodoku_level, r.qqwing, r.holes) == (
        2.6, "hard", 756, "medium", "intermediate", 64
    )
    assert r.hardest == "pointing"
    assert sum(n for _, n in r.techniques) == r.steps


def test_rate_dicts_equal_the_command_line(cli):
    puzzles = [p.puzzle for p in shudu.generate(4, level="master", seed=11)] + [P, HARD]
    theirs = cli.json_lines("rate", "--format", "json", stdin="\n".join(puzzles) + "\n")
    assert [shudu.rate(p).to_dict() for p in puzzles] == theirs


def test_rate_errors():
    with pytest.raises(shudu.MultipleSolutionsError):
        shudu.rate("." * 81)
    with pytest.raises(shudu.InvalidPuzzleError, match="digit 5 appears twice"):
        shudu.rate("55" + P[2:])


def test_explain_solves_the_puzzle_step_by_step(cli):
    steps = shudu.explain(HARD)
    grid = list(HARD)
    for s in steps:
        for cell, digit in s.placements:
            r, c = int(cell[1]) - 1, int(cell[3]) - 1
            assert grid[r * 9 + c] == "."
            grid[r * 9 + c] = str(digit)
    assert "".join(grid) == shudu.solve(HARD)
    assert max(s.se for s in steps) == shudu.rate(HARD).se
    theirs = cli("explain", "--format", "json", HARD).stdout
    assert [s.to_dict() for s in steps] == json.loads(theirs)


@pytest.mark.parametrize("level", [1, 2, 3])
def test_hint_dicts_equal_the_command_line(cli, level):
    state = "531" + P[3:]  # r1c3 holds a wrong digit
    h = shudu.hint(P, state, level=level)
    assert h.mistakes == ["r1c3 holds 1, but its digit is 4"]
    theirs = cli("hint", "--format", "json", "--level", str(level), "--puzzle", P, state).stdout
    assert h.to_dict() == json.loads(theirs)


def test_hint_reads_pencil_marks_and_finds_the_next_step():
    h = shudu.hint(P, P[:2] + "4" + P[3:], level=3)
    assert h.mistakes == [] and not h.solved
    assert str(h) == (
        "Look for a hidden single of 1 in box 1. Hidden single: 1 can only go in r3c1 "
        "within box 1. Place 1 in r3c1."
    )
    # The same state as 729 pencil marks: a given is a cell with one candidate.
    marks = ""
    for ch in P:
        marks += "123456789" if ch == "." else "".join(d if d == ch else "." for d in "123456789")
    assert shudu.hint(P, marks).technique == shudu.hint(P, P).technique
    assert shudu.hint(None, shudu.solve(P)).solved
    with pytest.raises(ValueError, match="level"):
        shudu.hint(P, P, level=4)

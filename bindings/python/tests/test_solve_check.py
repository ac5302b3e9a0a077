import numpy as np
import pytest
import shudu

from conftest import count_solutions

P = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
S = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"


def cells(p):
    return [0 if ch == "." else int(ch) for ch in p]


def test_every_input_form_reads_the_same_puzzle():
    rows = [cells(P)[r * 9:(r + 1) * 9] for r in range(9)]
    forms = [
        P,
        P.replace(".", "0"),
        "\n".join(P[r * 9:(r + 1) * 9] for r in range(9)),
        cells(P),
        [None if v == 0 else v for v in cells(P)],
        rows,
        tuple(tuple(r) for r in rows),
        np.array(cells(P), dtype=np.uint8),
        np.array(rows, dtype=np.int64),
    ]
    for form in forms:
        assert shudu.solve(form) == S


def test_solve_errors_say_what_and_where():
    clash = "55" + P[2:]
    with pytest.raises(shudu.InvalidPuzzleError, match=r"^digit 5 appears twice in row 1: r1c1 and r1c2$"):
        shudu.solve(clash)
    with pytest.raises(shudu.MultipleSolutionsError, match="more than one solution"):
        shudu.solve("." * 81)
    no_solution = "12345678." + "........9" + "." * 63
    assert count_solutions(no_solution) == 0
    with pytest.raises(shudu.NoSolutionError, match="no solution"):
        shudu.solve(no_solution)
    with pytest.raises(shudu.PuzzleFormatError, match="^line 1: expected 81 cells, found 80$"):
        shudu.solve(P[:-1])
    with pytest.raises(shudu.PuzzleFormatError, match="character 'x' at column 3"):
        shudu.solve(P[:2] + "x" + P[3:])
    with pytest.raises(shudu.PuzzleFormatError, match="^value 12 for cell r1c3 is not 0-9$"):
        shudu.solve(cells(P)[:2] + [12] + cells(P)[3:])
    with pytest.raises(shudu.PuzzleFormatError, match="row of the grid must have 9 cells, found 8"):
        shudu.solve([[0] * 9] * 8 + [[0] * 8])
    with pytest.raises(shudu.PuzzleFormatError, match="not int"):
        shudu.solve(42)
    for error in (shudu.InvalidPuzzleError, shudu.NoSolutionError, shudu.PuzzleFormatError):
        assert issubclass(error, shudu.ShuduError) and issubclass(error, ValueError)


def test_count_solutions_matches_an_independent_counter():
    for p in [P, "." * 81, "1" + "." * 80, P[:30] + "." * 51]:
        for limit in (1, 2, 10):
            assert shudu.count_solutions(p, limit=limit) == count_solutions(p, limit)


def test_check_statuses():
    assert shudu.check(P).status == "unique" and shudu.check(P).solution == S
    assert bool(shudu.check(P)) and not shudu.check("." * 81)
    assert shudu.check("." * 81).status == "multiple"
    c = shudu.check("55" + P[2:])
    assert (c.status, c.detail, c.solution) == (
        "invalid", "digit 5 appears twice in row 1: r1c1 and r1c2", None
    )
    assert shudu.check("12345678." + "........9" + "." * 63).status == "no solution"


def test_check_dicts_equal_the_command_line(cli):
    puzzles = [P, "55" + P[2:], "." * 81, "12345678." + "........9" + "." * 63]
    theirs = cli.json_lines("check", "--format", "json", stdin="\n".join(puzzles) + "\n")
    assert [shudu.check(p).to_dict() for p in puzzles] == theirs

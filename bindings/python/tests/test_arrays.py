import numpy as np
import pytest
import shudu

from conftest import count_solutions


def test_generate_array_equals_generate():
    puzzles, solutions = shudu.generate_array(6, seed=21)
    assert puzzles.shape == solutions.shape == (6, 81)
    assert puzzles.dtype == solutions.dtype == np.uint8
    for row, p in zip(puzzles, shudu.generate(6, seed=21)):
        assert "".join(str(v) if v else "." for v in row) == p.puzzle
    for row in puzzles:
        assert count_solutions("".join(map(str, row))) == 1
    assert ((puzzles == 0) | (puzzles == solutions)).all()
    one, _ = shudu.generate_array(6, seed=21, jobs=1)
    assert (one == puzzles).all()


def test_solve_array_accepts_arrays_of_both_shapes_and_lists():
    puzzles, solutions = shudu.generate_array(5, seed=3)
    assert (shudu.solve_array(puzzles) == solutions).all()
    assert (shudu.solve_array(puzzles.reshape(5, 9, 9).astype(np.int32)) == solutions).all()
    lines = ["".join(str(v) if v else "." for v in row) for row in puzzles]
    assert (shudu.solve_array(lines) == solutions).all()
    assert shudu.solve_array(np.zeros((0, 81), dtype=np.uint8)).shape == (0, 81)


def test_array_errors_name_the_row():
    puzzles, _ = shudu.generate_array(3, seed=3)
    bad = puzzles.copy()
    bad[2] = 0
    with pytest.raises(shudu.MultipleSolutionsError, match="^row 2: puzzle has more than one solution$"):
        shudu.solve_array(bad)
    bad = puzzles.astype(np.int64)
    bad[1, 4] = 11
    with pytest.raises(shudu.PuzzleFormatError, match="row 1: value 11 for cell r1c5"):
        shudu.solve_array(bad)
    with pytest.raises(shudu.PuzzleFormatError, match="shape"):
        shudu.solve_array(np.zeros((3, 80), dtype=np.uint8))
    with pytest.raises(shudu.PuzzleFormatError, match="^row 1: line 1: expected 81 cells, found 3$"):
        shudu.solve_array(["." * 81, "..."])


def test_rate_array_equals_rate():
    puzzles, _ = shudu.generate_array(6, level="expert", seed=9)
    r = shudu.rate_array(puzzles)
    assert r["se"].dtype == np.float32 and r["level"].dtype == np.uint8
    for i, row in enumerate(puzzles):
        one = shudu.rate(row)
        assert r["se"][i] == pytest.approx(one.se)
        assert shudu.LEVELS[r["level"][i]] == one.level == "expert"
        assert r["hodoku_score"][i] == one.hodoku_score


def test_rate_array_se_only_is_the_se_part():
    puzzles, _ = shudu.generate_array(8, level="master", seed=4)
    puzzles = np.concatenate([puzzles, shudu.generate_array(8, level="medium", seed=4)[0]])
    full = shudu.rate_array(puzzles)
    alone = shudu.rate_array(puzzles, se_only=True, jobs=1)
    assert sorted(alone) == ["level", "se"]
    assert alone["se"].dtype == np.float32 and alone["level"].dtype == np.uint8
    assert (alone["se"] == full["se"]).all() and (alone["level"] == full["level"]).all()
    assert (alone["se"][:8] >= 6.5).all()
    with pytest.raises(shudu.MultipleSolutionsError, match="^row 1: "):
        shudu.rate_array([puzzles[0], "." * 81], se_only=True)

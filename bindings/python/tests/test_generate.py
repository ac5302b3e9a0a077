import threading

import pytest
import shudu

from conftest import count_solutions


def test_every_puzzle_has_one_solution_checked_independently():
    for p in shudu.generate(8, seed=2024):
        assert count_solutions(p.puzzle) == 1
        assert p.solution == shudu.solve(p)
        assert all(a in ".0" or a == b for a, b in zip(p.puzzle, p.solution))
        assert p.givens == 81 - p.puzzle.count(".")


def test_same_seed_same_puzzles_for_any_jobs_and_start():
    a = shudu.generate(6, seed=99, jobs=1)
    b = shudu.generate(6, seed=99, jobs=2)
    assert [str(p) for p in a] == [str(p) for p in b]
    assert [p.index for p in a] == list(range(6))
    again = shudu.generate(2, seed=99, start=4)
    assert [str(p) for p in again] == [str(p) for p in a[4:]]
    assert str(shudu.generate(1, seed=100)[0]) != str(a[0])


def test_without_seed_a_seed_is_drawn_and_recorded():
    p = shudu.generate()[0]
    assert shudu.generate(seed=p.seed)[0] == p


def test_same_puzzles_as_the_command_line(cli):
    ours = [p.to_dict() for p in shudu.generate(5, seed=42)]
    theirs = cli.json_lines("generate", "--count", "5", "--seed", "42", "--solution", "--format", "json")
    assert ours == theirs


def test_same_rated_puzzles_as_the_command_line(cli):
    ours = [p.to_dict() for p in shudu.generate(3, level="expert", seed=1)]
    theirs = cli.json_lines(
        "generate", "--difficulty", "expert", "--count", "3", "--seed", "1",
        "--solution", "--format", "json",
    )
    assert ours == theirs
    banded = [p.to_dict() for p in shudu.generate(2, rating="3.0..4.0", symmetry="rot180", seed=5)]
    theirs = cli.json_lines(
        "generate", "--rating", "3.0..4.0", "--symmetry", "rot180", "--count", "2",
        "--seed", "5", "--solution", "--format", "json",
    )
    assert banded == theirs


def test_level_rating_and_givens_are_met():
    for p in shudu.generate(3, level="hard", seed=3):
        assert p.level == "hard" and 2.6 <= p.se <= 4.0
        assert shudu.rate(p).level == "hard"
        assert count_solutions(p.puzzle) == 1
    for band in ["2.0..3.0", (2.0, 3.0)]:
        for p in shudu.generate(2, rating=band, seed=4):
            assert 2.0 <= p.se <= 3.0
    for p in shudu.generate(3, givens=30, seed=6):
        assert p.givens == 30
        assert count_solutions(p.puzzle) == 1
    for p in shudu.generate(3, symmetry="rot180", seed=6):
        cells = p.puzzle
        assert all((cells[i] == ".") == (cells[80 - i] == ".") for i in range(81))
        assert count_solutions(p.puzzle) == 1
    assert shudu.generate(1, seed=1)[0].se is None


def test_pretty_and_str():
    p = shudu.generate(seed=42)[0]
    assert str(p) == p.puzzle
    lines = p.pretty().splitlines()
    assert lines[0] == "+-------+-------+-------+"
    assert len(lines) == 13
    digits = "".join(ch for line in lines for ch in line if ch.isdigit() or ch == ".")
    assert digits == p.puzzle


def test_unreachable_target_raises_the_command_lines_message():
    with pytest.raises(shudu.TargetNotReachedError) as e:
        shudu.generate(2, givens=17, attempts=3, seed=1)
    assert isinstance(e.value, ValueError)
    assert str(e.value) == (
        "puzzle 0 (seed 1): could not reach 17 givens in 3 attempts (fewest reached: 23 givens)"
    )


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"level": "impossible"}, "impossible"),
        ({"symmetry": "spiral"}, "spiral"),
        ({"rating": "abc"}, "abc"),
        ({"level": "hard", "rating": "3.0"}, "not both"),
        ({"level": "hard", "givens": 30}, "givens"),
        ({"givens": 12}, "17-81"),
        ({"jobs": 0}, "jobs"),
    ],
)
def test_bad_options_are_value_errors(kwargs, message):
    with pytest.raises(ValueError) as e:
        shudu.generate(1, seed=1, **kwargs)
    assert message in str(e.value)


def test_generation_releases_the_gil():
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(1)

    t = threading.Thread(target=tick)
    t.start()
    try:
        before = len(ticks)
        shudu.generate_array(300, seed=8, jobs=1)
        during = len(ticks) - before
    finally:
        stop.set()
        t.join()
    # With the GIL held for the whole call the other thread could not run at all.
    assert during > 1000

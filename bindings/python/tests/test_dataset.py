import random

import pytest
import shudu


def transform(puzzle, rng):
    """A random equivalent puzzle: relabelled digits, a transposition, rows moved
    within their bands, bands moved, columns moved within their stacks."""
    labels = list("123456789")
    rng.shuffle(labels)
    grid = [[puzzle[r * 9 + c] for c in range(9)] for r in range(9)]
    if rng.random() < 0.5:
        grid = [list(col) for col in zip(*grid)]
    bands = [0, 1, 2]
    rng.shuffle(bands)
    rows = []
    for b in bands:
        inside = [0, 1, 2]
        rng.shuffle(inside)
        rows += [b * 3 + i for i in inside]
    cols = []
    for s in range(3):
        inside = [0, 1, 2]
        rng.shuffle(inside)
        cols += [s * 3 + i for i in inside]
    out = ""
    for r in rows:
        for c in cols:
            ch = grid[r][c]
            out += "." if ch == "." else labels[int(ch) - 1]
    return out


def test_equivalent_puzzles_always_share_a_part():
    rng = random.Random(5)
    puzzles = [p.puzzle for p in shudu.generate(30, seed=77)]
    twins = [transform(p, rng) for p in puzzles]
    assert all(a != b for a, b in zip(puzzles, twins))
    assert all(shudu.solve(b) for b in twins)
    parts = shudu.split(puzzles + twins, {"train": 0.5, "test": 0.5}, seed=1)
    assert sum(len(v) for v in parts.values()) == 60
    assert parts["train"] and parts["test"]
    where = {p: name for name, items in parts.items() for p in items}
    for a, b in zip(puzzles, twins):
        assert where[a] == where[b]


def test_dataset_is_reproducible_and_split_by_class():
    parts = shudu.dataset(40, levels=["easy", "medium"], split={"train": 0.75, "test": 0.25}, seed=12)
    again = shudu.dataset(40, levels=["easy", "medium"], split={"train": 0.75, "test": 0.25}, seed=12)
    assert {k: [str(p) for p in v] for k, v in parts.items()} == {
        k: [str(p) for p in v] for k, v in again.items()
    }
    everything = [p for v in parts.values() for p in v]
    assert [p.index for p in sorted(everything, key=lambda p: p.index)] == list(range(40))
    for p in everything:
        assert p.level == ("easy", "medium")[p.index % 2]
    assert 15 <= len(parts["train"]) <= 38
    # Each part is what split() makes of the same puzzles.
    again = shudu.split([p.puzzle for p in everything], {"train": 0.75, "test": 0.25}, seed=12)
    assert sorted(again["test"]) == sorted(p.puzzle for p in parts["test"])


def test_dataset_writes_parquet(tmp_path):
    pq = pytest.importorskip("pyarrow.parquet")
    parts = shudu.dataset(12, levels=["hard"], seed=4, path=str(tmp_path))
    for name, puzzles in parts.items():
        table = pq.read_table(tmp_path / f"{name}.parquet").to_pylist()
        assert [row["puzzle"] for row in table] == [p.puzzle for p in puzzles]
        assert all(row["level"] == "hard" and 2.6 <= row["se"] <= 4.0 for row in table)
    assert not list(tmp_path.glob("*.part"))


def test_bad_split_is_a_value_error():
    with pytest.raises(ValueError, match="split"):
        shudu.dataset(2, split={"train": -1.0}, seed=1)
    with pytest.raises(ValueError, match="split"):
        shudu.dataset(2, split={}, seed=1)

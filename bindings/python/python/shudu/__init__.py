"""shudu: a Sudoku engine.

Reproducible generation (every puzzle has exactly one solution; the same seed gives the
same puzzles as ``shudu generate --seed``), solving, checking, human-style explanations,
hints, ratings, canonical forms and puzzle IDs, numpy arrays for bulk work and training
sets split by equivalence class.

>>> import shudu
>>> p = shudu.generate(level="medium", seed=1)[0]
>>> shudu.solve(p) == p.solution
True
>>> shudu.rate(p).level
'medium'
"""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional, Sequence

from ._shudu import (
    LEVELS,
    Canonical,
    Check,
    Hint,
    InvalidPuzzleError,
    MultipleSolutionsError,
    NoSolutionError,
    Puzzle,
    PuzzleFormatError,
    Rating,
    ShuduError,
    Step,
    TargetNotReachedError,
    _dataset,
    _split_parts,
    canonical,
    check,
    count_solutions,
    explain,
    generate,
    generate_array,
    hint,
    puzzle_id,
    rate,
    rate_array,
    solve,
    solve_array,
)

__all__ = [
    "LEVELS",
    "Canonical",
    "Check",
    "Hint",
    "InvalidPuzzleError",
    "MultipleSolutionsError",
    "NoSolutionError",
    "Puzzle",
    "PuzzleFormatError",
    "Rating",
    "ShuduError",
    "Step",
    "TargetNotReachedError",
    "canonical",
    "check",
    "count_solutions",
    "dataset",
    "explain",
    "generate",
    "generate_array",
    "hint",
    "puzzle_id",
    "rate",
    "rate_array",
    "solve",
    "solve_array",
    "split",
    "write_parquet",
]

DEFAULT_LEVELS = ("easy", "medium", "hard", "expert", "master")

PARQUET_COLUMNS = ("puzzle", "solution", "givens", "se", "level", "seed", "index")


def dataset(
    n: int,
    levels: Sequence[str] = DEFAULT_LEVELS,
    split: Optional[Mapping[str, float]] = None,
    seed: Optional[int] = None,
    path: Optional[str] = None,
    jobs: Optional[int] = None,
) -> Dict[str, List[Puzzle]]:
    """A training set of ``n`` rated puzzles, split into parts that never share two
    equivalent puzzles.

    Puzzle ``i`` is made at ``levels[i % len(levels)]`` from ``seed`` and ``i`` (so the
    set is reproducible); ``split`` maps part names to shares (default
    ``{"train": 0.9, "test": 0.1}``). A puzzle's part is drawn from the canonical form of
    its solution grid, so every puzzle equivalent to another (by relabelling, row,
    column, band and stack moves, transposition) lands in the same part; the parts'
    sizes follow the shares on average. With ``path``, each part is also written to
    ``path/<part>.parquet`` (columns: puzzle, solution, givens, se, level, seed, index);
    that needs ``pyarrow`` (``pip install pyarrow``).

    >>> import shudu
    >>> parts = shudu.dataset(20, levels=["easy", "hard"], seed=3)
    >>> sorted(parts), sum(len(p) for p in parts.values())
    (['test', 'train'], 20)
    >>> parts["train"][0].level in ("easy", "hard")
    True
    """
    if split is None:
        split = {"train": 0.9, "test": 0.1}
    if isinstance(levels, str):
        levels = [levels]
    parts = _dataset(n, list(levels), list(split.items()), seed, jobs)
    if path is not None:
        write_parquet(parts, path)
    return parts


def split(
    puzzles: Sequence[Any],
    split: Optional[Mapping[str, float]] = None,
    seed: int = 0,
    jobs: Optional[int] = None,
) -> Dict[str, List[Any]]:
    """Sorts your own puzzles into parts (default ``{"train": 0.9, "test": 0.1}``) so
    that equivalent puzzles always land in the same part, as ``dataset()`` does.

    Each puzzle (in any form ``solve()`` reads) goes to the part drawn, with ``seed``,
    from the canonical form of its solution grid; the items themselves are returned,
    in their order.

    >>> import shudu
    >>> p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    >>> turned = "".join(p[r * 9 + c] for c in range(9) for r in range(9))  # transposed
    >>> parts = shudu.split([p, turned], {"a": 0.5, "b": 0.5})
    >>> [len(v) for v in parts.values()] in ([2, 0], [0, 2])
    True
    """
    if split is None:
        split = {"train": 0.9, "test": 0.1}
    items = list(puzzles)
    names = list(split)
    parts: Dict[str, List[Any]] = {name: [] for name in names}
    for item, part in zip(items, _split_parts(items, list(split.items()), seed, jobs)):
        parts[names[part]].append(item)
    return parts


def write_parquet(parts: Mapping[str, Sequence[Puzzle]], path: str) -> List[str]:
    """Writes each part to ``path/<part>.parquet`` and returns the file names."""
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise ImportError(
            "writing Parquet needs pyarrow: pip install pyarrow (or leave out path=)"
        ) from e
    import os

    os.makedirs(path, exist_ok=True)
    written = []
    for name, puzzles in parts.items():
        columns = {c: [getattr(p, c) for p in puzzles] for c in PARQUET_COLUMNS}
        schema = pa.schema(
            [
                ("puzzle", pa.string()),
                ("solution", pa.string()),
                ("givens", pa.uint8()),
                ("se", pa.float64()),
                ("level", pa.string()),
                ("seed", pa.uint64()),
                ("index", pa.uint64()),
            ]
        )
        table = pa.Table.from_pydict(columns, schema=schema)
        file = os.path.join(path, f"{name}.parquet")
        # Written beside, then renamed: an interrupted run leaves no half file.
        pq.write_table(table, file + ".part")
        os.replace(file + ".part", file)
        written.append(file)
    return written

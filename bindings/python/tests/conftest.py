"""Shared helpers: an independent solution counter and the command line.

The counter shares nothing with the engine: plain backtracking over bit masks, the
cell with the fewest candidates first.
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def count_solutions(puzzle, limit=2):
    """Counts solutions of an 81-character puzzle up to ``limit``."""
    cells = [0 if ch in "._0" else int(ch) for ch in str(puzzle)]
    rows, cols, boxes = [0] * 9, [0] * 9, [0] * 9
    for i, d in enumerate(cells):
        if d:
            bit = 1 << d
            r, c, b = i // 9, i % 9, (i // 27) * 3 + (i % 9) // 3
            if (rows[r] | cols[c] | boxes[b]) & bit:
                return 0
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
    empty = [i for i, d in enumerate(cells) if not d]
    found = 0

    def search():
        nonlocal found
        best, best_free = None, None
        for i in empty:
            if cells[i]:
                continue
            r, c, b = i // 9, i % 9, (i // 27) * 3 + (i % 9) // 3
            free = ~(rows[r] | cols[c] | boxes[b]) & 0x3FE
            if best is None or bin(free).count("1") < bin(best_free).count("1"):
                best, best_free = i, free
                if free == 0:
                    return
        if best is None:
            found += 1
            return
        r, c, b = best // 9, best % 9, (best // 27) * 3 + (best % 9) // 3
        for d in range(1, 10):
            bit = 1 << d
            if best_free & bit:
                cells[best] = d
                rows[r] |= bit
                cols[c] |= bit
                boxes[b] |= bit
                search()
                rows[r] &= ~bit
                cols[c] &= ~bit
                boxes[b] &= ~bit
                cells[best] = 0
                if found >= limit:
                    return

    search()
    return found


def cli_path():
    """The `shudu` command: $SHUDU_BIN, else target/debug/shudu, else the PATH."""
    candidates = [os.environ.get("SHUDU_BIN"), str(ROOT / "target" / "debug" / "shudu")]
    for c in candidates:
        if c and os.access(c, os.X_OK):
            return c
    return shutil.which("shudu")


@pytest.fixture(scope="session")
def cli():
    """Runs the command line and returns its standard output (JSON lines parsed)."""
    path = cli_path()
    if path is None:
        why = "the shudu command is not built (cargo build -p shudu-cli) and SHUDU_BIN is unset"
        if os.environ.get("SHUDU_REQUIRE_COMPONENTS") == "1":
            pytest.fail(why)
        print(f"skipping: {why}", file=sys.stderr)
        pytest.skip(why)

    def run(*args, stdin=None, check=True):
        done = subprocess.run(
            [path, *args], input=stdin, capture_output=True, text=True, timeout=300
        )
        if check and done.returncode != 0:
            raise AssertionError(f"shudu {' '.join(args)} failed: {done.stderr}")
        return done

    def json_lines(*args, stdin=None):
        out = run(*args, stdin=stdin, check=False).stdout
        return [json.loads(line) for line in out.splitlines() if line.strip()]

    run.json_lines = json_lines
    return run

"""Puzzles per CPU-second for generate, solve and rate: shudu beside py-sudoku and hodoku-py.

Run by ``bindings/python/bench/run`` (which makes its own virtual environment with the peers).
Each task runs every library in turn, round after round (alternating), each for a time budget
per round, and counts the puzzles it finished per second of this process's CPU time; shudu runs
on one thread (``jobs=1``) so that the figures compare one core with one core.

    SHUDU_BENCH_ROUNDS (default 3), SHUDU_BENCH_BUDGET seconds per library and round (default 1.0)
"""

import os
import time

import shudu

ROUNDS = int(os.environ.get("SHUDU_BENCH_ROUNDS", "3"))
BUDGET = float(os.environ.get("SHUDU_BENCH_BUDGET", "1.0"))


def measure(tasks):
    """tasks: {name: callable(i) -> None}. Returns {name: (items, cpu_seconds)}."""
    totals = {name: [0, 0.0] for name in tasks}
    for _ in range(ROUNDS):
        for name, work in tasks.items():
            start = time.process_time()
            done = 0
            while time.process_time() - start < BUDGET:
                work(totals[name][0] + done)
                done += 1
            totals[name][0] += done
            totals[name][1] += time.process_time() - start
    return {name: (n, t) for name, (n, t) in totals.items()}


def report(title, results):
    print(f"\n{title}")
    rate = {name: n / t for name, (n, t) in results.items()}
    base = rate["shudu"]
    for name, (n, t) in results.items():
        ratio = "" if name == "shudu" else f"   shudu is {base / rate[name]:,.1f}x"
        print(f"  {name:<28} {rate[name]:>12,.1f}/s  ({n} in {t:.2f} s CPU){ratio}")


def main():
    from hodoku import DifficultyType, Generator, Solver
    from sudoku import Sudoku

    hodoku_solver = Solver()
    hodoku_generator = Generator()
    print(f"rounds: {ROUNDS}, budget per library and round: {BUDGET} s CPU")

    report("generate (shudu: minimal puzzles, one solution; py-sudoku: difficulty 0.5, uniqueness "
           "not ensured; hodoku-py: a medium puzzle)", measure({
        "shudu": lambda i: shudu.generate(1, seed=1, start=i, jobs=1),
        "py-sudoku": lambda i: Sudoku(3, seed=i).difficulty(0.5),
        "hodoku-py": lambda i: hodoku_generator.generate(DifficultyType.MEDIUM),
    }))
    report("generate at a level (shudu: hard; hodoku-py: hard)", measure({
        "shudu": lambda i: shudu.generate(1, level="hard", seed=1, start=i, jobs=1),
        "hodoku-py": lambda i: hodoku_generator.generate(DifficultyType.HARD),
    }))

    puzzles = [p.puzzle for p in shudu.generate(200, seed=2026)]
    boards = [[[int(c) if c != "." else None for c in p[r * 9:r * 9 + 9]] for r in range(9)]
              for p in puzzles]
    report("solve (200 generated minimal puzzles, cycled)", measure({
        "shudu": lambda i: shudu.solve(puzzles[i % 200]),
        "py-sudoku": lambda i: Sudoku(3, 3, board=boards[i % 200]).solve(),
        "hodoku-py": lambda i: hodoku_solver.solve(puzzles[i % 200]),
    }))
    report("rate (the same puzzles; py-sudoku has no rating)", measure({
        "shudu": lambda i: shudu.rate(puzzles[i % 200]),
        "hodoku-py": lambda i: hodoku_solver.rate(puzzles[i % 200]),
    }))

    start = time.perf_counter()
    shudu.generate_array(2000, seed=3)
    wall = time.perf_counter() - start
    print(f"\ngenerate_array(2000) on all {os.cpu_count()} cores: {2000 / wall:,.0f} puzzles/s (wall clock)")


if __name__ == "__main__":
    main()

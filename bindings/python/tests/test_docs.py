"""The examples users read run here: every docstring's examples, and the README's
Python blocks."""

import doctest
import re

import pytest
import shudu
import shudu._shudu

from conftest import ROOT


def documented():
    seen = []
    for module in (shudu, shudu._shudu):
        seen.append((module.__name__, module))
        for name in dir(module):
            obj = getattr(module, name)
            if callable(obj) and getattr(obj, "__doc__", None) and (name, obj) not in seen:
                seen.append((name, obj))
    return [(n, o) for n, o in seen if ">>>" in (o.__doc__ or "")]


@pytest.mark.parametrize("name, obj", documented(), ids=[n for n, _ in documented()])
def test_docstring_examples(name, obj):
    test = doctest.DocTestParser().get_doctest(obj.__doc__, {}, name, None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.tries > 0
    assert runner.failures == 0


def test_the_public_functions_have_examples():
    names = {n for n, _ in documented()}
    for name in ["generate", "solve", "count_solutions", "check", "rate", "explain", "hint",
                 "generate_array", "solve_array", "rate_array", "dataset", "split", "Puzzle", "canonical", "puzzle_id", "Canonical"]:
        assert name in names, name


def readme_blocks():
    text = (ROOT / "README.md").read_text()
    section = text.split("## Python", 1)
    assert len(section) == 2, "the README has a Python section"
    body = section[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", body, re.S)


def test_readme_python_examples_run(tmp_path, monkeypatch):
    blocks = readme_blocks()
    assert blocks
    monkeypatch.chdir(tmp_path)
    namespace = {}
    for block in blocks:
        exec(compile(block, "README.md", "exec"), namespace)

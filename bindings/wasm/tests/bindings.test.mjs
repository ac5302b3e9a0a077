// The same seed gives the same puzzles in the WebAssembly package, the Python package and the
// command line. Needs the Python package installed in target/venv (scripts/suites/python makes
// it) or SHUDU_PYTHON naming a Python that imports shudu.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { test } from "node:test";
import { ROOT, cli, jsonLines, shudu } from "./helpers.mjs";

function python(t) {
  const path = process.env.SHUDU_PYTHON ?? resolve(ROOT, "target/venv/bin/python");
  let why = null;
  if (!existsSync(path)) {
    why = `no Python at ${path} (scripts/suites/python makes target/venv; or set SHUDU_PYTHON)`;
  } else {
    try {
      execFileSync(path, ["-c", "import shudu"], { stdio: "pipe" });
    } catch {
      why = `${path} cannot import shudu (pip install ./bindings/python)`;
    }
  }
  if (why === null) return path;
  if (process.env.SHUDU_REQUIRE_COMPONENTS === "1") throw new Error(why);
  console.error(`skipping: ${why}`);
  t.skip(why);
  return null;
}

const RUNS = [
  { count: 5, seed: 42 },
  { count: 3, seed: 9007199254740991, start: 17 },
  { count: 2, seed: 5, level: "hard", symmetry: "rot180" },
  { count: 2, seed: 8, givens: 30 },
  { count: 2, seed: 11, rating: "2.0..3.0" },
];

test("the same seed gives the same puzzles in JavaScript, Python and the command line", (t) => {
  const py = python(t);
  if (py === null) return;
  const script = `
import json, sys, shudu
for o in json.loads(sys.argv[1]):
    n = o.pop("count")
    print(json.dumps([p.to_dict() for p in shudu.generate(n, **o)]))
`;
  const fromPython = execFileSync(py, ["-c", script, JSON.stringify(RUNS)], { encoding: "utf8" })
    .trim().split("\n").map((l) => JSON.parse(l));
  RUNS.forEach((o, i) => {
    assert.deepEqual(shudu.generate(o), fromPython[i], JSON.stringify(o));
  });
  for (const o of RUNS) {
    const args = ["generate", "--count", String(o.count), "--seed", String(o.seed), "--solution", "--format", "json"];
    if (o.start) args.push("--start", String(o.start));
    if (o.level) args.push("--difficulty", o.level);
    if (o.symmetry) args.push("--symmetry", o.symmetry);
    if (o.givens) args.push("--givens", String(o.givens));
    if (o.rating) args.push("--rating", o.rating);
    const out = cli(t, args);
    if (out === null) return;
    assert.deepEqual(shudu.generate(o), jsonLines(out), args.join(" "));
  }
});

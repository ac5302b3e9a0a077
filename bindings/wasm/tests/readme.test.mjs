// The README's JavaScript examples run against the built package.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import { PKG, ROOT } from "./helpers.mjs";

function blocks(file, heading) {
  const text = readFileSync(file, "utf8");
  const start = text.indexOf(heading);
  assert.ok(start >= 0, `${file} has a section ${heading}`);
  const rest = text.slice(start + heading.length);
  const end = rest.search(/\n## /);
  const body = end < 0 ? rest : rest.slice(0, end);
  return [...body.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
}

for (const [file, heading] of [[resolve(ROOT, "README.md"), "## JavaScript"], [resolve(ROOT, "bindings/wasm/README.md"), "# shudu"]]) {
  test(`the examples of ${file.slice(ROOT.length + 1)} run`, () => {
    const found = blocks(file, heading);
    assert.ok(found.length > 0);
    const dir = mkdtempSync(join(tmpdir(), "shudu-readme-"));
    const url = pathToFileURL(resolve(PKG, "index.js")).href;
    found.forEach((code, i) => {
      const script = join(dir, `example${i}.mjs`);
      writeFileSync(script, code.replaceAll('from "shudu"', `from ${JSON.stringify(url)}`));
      execFileSync(process.execPath, [script], { cwd: dir, encoding: "utf8" });
    });
  });
}

// A chain drawn on the board: a master puzzle is played (through its explained path, with
// auto marks) up to its first chain step, and the third hint stage draws the chain's links.

import { test } from "node:test";
import assert from "node:assert/strict";
import { PEERS, candidates, cellIndex } from "../../assets/js/grid.js";
import { BASE, api, browser, open, shot } from "./support.mjs";

// The chain techniques whose texts carry their chains: the explanation's own and SE's (which the
// SE path shows on hard puzzles).
const CHAINS = new Set([
  "x-chain",
  "xy-chain",
  "aic",
  "x-cycle",
  "y-cycle",
  "forcing-x-chain",
  "bidirectional-cycle",
  "forcing-chain",
  "nishio-forcing-chain",
  "multiple-forcing-chain",
  "dynamic-forcing-chain",
]);

/** A master puzzle whose path uses a chain, and the game state just before that step. */
async function stateBeforeChain() {
  for (let seed = 1; seed <= 40; seed++) {
    const p = await api(`/api/puzzle?level=master&seed=${seed}`);
    const steps = await api("/api/explain", { puzzle: p.puzzle });
    const k = steps.findIndex((s) => CHAINS.has(s.technique));
    if (k < 0) continue;
    const values = [...p.puzzle].map((c) => (c === "." ? 0 : Number(c)));
    const centre = candidates(values);
    for (const s of steps.slice(0, k)) {
      for (const e of s.eliminations) centre[cellIndex(e.cell)] &= ~(1 << (e.digit - 1));
      for (const pl of s.placements) {
        const i = cellIndex(pl.cell);
        values[i] = pl.digit;
        centre[i] = 0;
        for (const j of PEERS[i]) centre[j] &= ~(1 << (pl.digit - 1));
      }
    }
    return { info: p, values, centre, step: steps[k] };
  }
  throw new Error("no master puzzle with a chain among seeds 1-40");
}

test("the third hint stage draws a chain's links", async () => {
  const { info, values, centre, step } = await stateBeforeChain();
  const b = await browser();
  try {
    const { page } = b;
    // Saved progress, written from a page of the same origin that is not the game (leaving
    // the game saves its own state).
    await page.goto(`${BASE}/healthz`);
    const saved = {
      info,
      values,
      centre,
      corner: new Array(81).fill(0),
      auto: true,
      undo: [],
      redo: [],
      elapsed: 754000,
      hintsUsed: 0,
      finished: false,
    };
    await page.evaluate((g) => localStorage.setItem("shudu.game", JSON.stringify(g)), saved);
    await open(page, "/");
    const hint = page.locator('[data-action="hint"]');
    for (let stage = 1; stage <= 3; stage++) {
      const before = await page.locator("[data-hint]").textContent();
      await hint.click();
      await page.waitForFunction((t) => document.querySelector("[data-hint]").textContent !== t, before);
    }
    const text = await page.locator("[data-hint]").textContent();
    assert.ok(text.includes(step.name), `the hint names ${step.name}: ${text}`);
    const links = await page.locator(".overlay path.link").count();
    assert.ok(links >= 3, `a chain of ${links} links drawn for: ${text}`);
    assert.ok((await page.locator(".overlay .link.strong").count()) >= 1);
    assert.ok((await page.locator(".overlay .elim").count()) >= 1, "its eliminations are drawn");
    await page.locator("[data-cell=r9c9]").hover();
    await shot(page, "chain.png");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

// Shared by the browser tests: a fresh headless Chromium per test, the page's hooks.

import { chromium } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const BASE = process.env.SHUDU_URL;
export const SHOTS = process.env.SHUDU_SCREENSHOTS || tmpdir();
if (!BASE) throw new Error("SHUDU_URL is not set: run these tests through `cargo test -p shudu-web`");

export const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
export const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/** A browser with a fresh profile; `close()` removes it. */
export async function browser(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), "shudu-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.SHUDU_CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    viewport: { width: 1280, height: 860 },
    ...options,
  });
  const page = context.pages()[0] || (await context.newPage());
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens a path and waits until a game is on the board. */
export async function open(page, path) {
  await page.goto(BASE + path);
  await page.waitForSelector('[data-board][data-status="playing"], [data-board][data-status="solved"]', { timeout: 60000 });
}

export const cell = (page, name) => page.locator(`[data-cell="${name}"]`);

/** The board's 81 cells as a line ("." for empty). */
export async function boardLine(page) {
  const texts = await page.locator("[data-cell]").allTextContents();
  return texts.map((t) => t.trim() || ".").join("");
}

/** The givens as a line. */
export async function givensLine(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("[data-cell]")].map((c) => (c.hasAttribute("data-given") ? c.textContent : ".")).join(""),
  );
}

/** The pencil marks shown for a cell (centre and corner digits). */
export async function marksOf(page, name) {
  return page.evaluate((n) => {
    const cells = [...document.querySelectorAll("[data-cell]")];
    const i = cells.findIndex((c) => c.dataset.cell === n);
    return document.querySelectorAll(".marks")[i].textContent;
  }, name);
}

export async function api(path, body) {
  const r = await fetch(BASE + path, body ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {});
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return r.json();
}

export async function shot(page, name) {
  await page.screenshot({ path: join(SHOTS, name) });
}

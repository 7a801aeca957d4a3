#!/usr/bin/env node
/**
 * Writes docs/doctor-html.png: `mcp-wire doctor --format html` on the server-everything capture (six hosts), one
 * failing cell opened, in headless Chromium (/usr/bin/chromium, or $CHROMIUM) at 1280×1800. Needs a build (`tsc -b`).
 * Usage: node scripts/doctor-html-screenshot.mjs
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./workspace.mjs";

const { chromium } = createRequire(join(ROOT, "packages", "cli", "package.json"))("playwright-core");
const hosts = ["claude-code", "claude-desktop", "codex", "copilot-cli", "zed", "kilo"].flatMap((host) => ["--host", host]);
const run = spawnSync(process.execPath, [join(ROOT, "packages/cli/dist/bin.js"), "doctor", "--format", "html", ...hosts, "--replay", "fixtures/servers/server-everything.tools.json"], { cwd: ROOT, encoding: "utf8" });
if (run.status !== 0) throw new Error(`doctor exited ${run.status}: ${run.stderr}`);
const dir = mkdtempSync(join(tmpdir(), "doctor-html-shot-"));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium" });
try {
  writeFileSync(join(dir, "report.html"), run.stdout);
  const page = await browser.newPage({ viewport: { width: 1280, height: 1800 }, colorScheme: "light" });
  await page.goto(pathToFileURL(join(dir, "report.html")).href);
  await page.locator('#matrix tbody tr:has(th:text-is("get-resource-links")) td[data-host="codex"] summary').click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(ROOT, "docs", "doctor-html.png") });
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}

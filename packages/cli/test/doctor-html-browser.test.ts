/**
 * `doctor --format html` in a real headless Chromium (Debian's `chromium` at /usr/bin/chromium, or `$CHROMIUM`; .ci/run
 * installs it), driven by playwright-core: the page as a reader sees it — heading, host summary, matrix, a failing
 * cell's issues, a source's link, the filters (with JavaScript) and everything shown without it, hostile names as
 * text — and a screenshot.
 */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DoctorReport } from "../src/index.js";
import { doctorRun } from "./doctor-helpers.js";
import { EVERYTHING_CAPTURE, HOSTILE, hostileCapture, tempDir } from "./doctor-html-helpers.js";

const CHROMIUM = process.env["CHROMIUM"] ?? "/usr/bin/chromium";
/**
 * Whether the browser tests run: always in CI (.ci/run installs Chromium, so a missing one fails the run); elsewhere only
 * with a Chromium, so the README's test command passes on a machine with Node alone, these tests counted as skipped.
 */
const RUN = process.env["CI"] === "true" || existsSync(CHROMIUM);

let browser: Browser;
beforeAll(async () => {
  if (!RUN) return;
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y --no-install-recommends chromium (or set CHROMIUM)`);
  browser = await chromium.launch({ executablePath: CHROMIUM });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** `doctor <args>` written to an .html file; returns its file URL. */
async function page(args: readonly string[]): Promise<string> {
  const run = await doctorRun(["--format", "html", "--report-only", ...args]);
  expect(run.code).toBe(0);
  const file = join(tempDir(), "report.html");
  writeFileSync(file, run.stdout);
  return pathToFileURL(file).href;
}

/** Opens `url` in a fresh context, recording page errors, console messages (a CSP refusal among them) and dialogs. */
async function open(url: string, javaScriptEnabled = true): Promise<{ tab: Page; problems: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1400, height: 1000 } });
  const tab = await context.newPage();
  const problems: string[] = [];
  tab.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  tab.on("console", (message) => problems.push(`console: ${message.text()}`));
  tab.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await tab.goto(url);
  return { tab, problems };
}

const report = JSON.parse((await doctorRun(["--json", "--replay", EVERYTHING_CAPTURE])).stdout) as DoctorReport;
/** Matrix rows (tool schemas) with a failing verdict of any host, on the schema or (first row) on the tool. */
const failingRows = report.tools.flatMap((tool) => tool.schemas.filter((schema, j) => [...schema.hosts, ...(j === 0 ? tool.hosts : [])].some((v) => v.status === "fail"))).length;

describe.runIf(RUN)("doctor --format html in Chromium", () => {
  it("the server-everything capture: heading, one summary row per host, one matrix row per schema, a failing cell's issues, links", async () => {
    const { tab, problems } = await open(await page(["--replay", EVERYTHING_CAPTURE]));
    expect(await tab.locator("h1").textContent()).toBe("mcp-wire doctor: mcp-servers/everything 2.0.0 — ✓ pass at --fail-on tool");
    expect(await tab.title()).toBe("mcp-wire doctor: mcp-servers/everything 2.0.0 — ✓ pass at --fail-on tool");
    expect(report.hosts.length).toBe(14);
    expect(await tab.locator("#hosts tbody tr").count()).toBe(report.hosts.length);
    expect(await tab.locator("#hosts tbody tr th").allTextContents()).toEqual(report.hosts);
    expect(await tab.locator("#matrix tbody tr").count()).toBe(15);
    expect(await tab.locator("#matrix thead th").allTextContents()).toEqual(["tool", "schema", "mcp", ...report.hosts]);
    // echo's input row, kilo's column: a failing cell, closed until clicked
    const echo = tab.locator("#matrix tbody tr").first();
    expect(await echo.locator("th").textContent()).toBe("echo");
    const kilo = echo.locator('td[data-host="kilo"]');
    expect(await kilo.locator("summary").textContent()).toBe("✗ keyword-added");
    const issue = kilo.locator("li").first();
    expect(await issue.isVisible()).toBe(false);
    await kilo.locator("summary").click();
    expect(await issue.isVisible()).toBe(true);
    expect(await issue.locator("b").textContent()).toBe("keyword-added");
    expect(await issue.locator(".layer").textContent()).toBe("host");
    expect(await issue.locator(".blast").textContent()).toBe("misread");
    expect(await issue.locator("code").allTextContents()).toEqual(["the root", "lab:kilo@7.7.7#root-allof"]);
    expect(await kilo.locator(".fix").textContent()).toMatch(/^fix: /);
    // a cited source is a link to its GitHub issue
    const cited = tab.locator('a[href="https://github.com/anthropics/claude-code/issues/88882"]');
    expect(await cited.count()).toBe(1);
    expect(await cited.textContent()).toBe("anthropics/claude-code#88882");
    expect(await tab.locator('a[href^="https://github.com/zed-industries/zed/blob/3b7c7e5a712a3b468e670324a063314699ef710c/"]').count()).toBe(3);
    expect(problems).toEqual([]);
  });

  it("the filters hide a host's column and summary row, and the rows of an unchecked blast", async () => {
    const { tab, problems } = await open(await page(["--replay", EVERYTHING_CAPTURE]));
    expect(await tab.locator("#filters").isVisible()).toBe(true);
    const visibleRows = () => tab.locator("#matrix tbody tr:visible").count();
    expect(await visibleRows()).toBe(15);
    expect(await tab.locator('#matrix th[data-host="kilo"]').isVisible()).toBe(true);
    await tab.locator('input[data-show-host="kilo"]').click();
    expect(await tab.locator('#matrix th[data-host="kilo"]').isVisible()).toBe(false);
    expect(await tab.locator('#matrix td[data-host="kilo"]:visible').count()).toBe(0);
    expect(await tab.locator('#hosts tr[data-host="kilo"]').isVisible()).toBe(false);
    expect(await tab.locator("#matrix thead th:visible").count()).toBe(3 + report.hosts.length - 1);
    await tab.locator('input[data-show-host="kilo"]').click();
    await tab.locator('input[data-show-blast="none"]').click();
    expect(failingRows).toBe(15); // kilo misreads every input schema
    expect(await visibleRows()).toBe(failingRows);
    await tab.locator('input[data-show-host="kilo"]').click();
    // without kilo, only the rows another shown host loses something of
    const others = report.tools.flatMap((tool) => tool.schemas.filter((schema, j) => [...schema.hosts, ...(j === 0 ? tool.hosts : [])].some((v) => v.host !== "kilo" && v.status === "fail"))).length;
    expect(others).toBe(3); // claude-desktop, codex and copilot-cli lose something of 3 schemas between them
    expect(await visibleRows()).toBe(others);
    expect(problems).toEqual([]);
  });

  it("without JavaScript everything is shown and a failing cell still opens", async () => {
    const { tab, problems } = await open(await page(["--replay", EVERYTHING_CAPTURE]), false);
    expect(await tab.locator("#filters").isVisible()).toBe(false);
    expect(await tab.locator("#matrix tbody tr:visible").count()).toBe(15);
    expect(await tab.locator("#matrix thead th:visible").count()).toBe(3 + report.hosts.length);
    const kilo = tab.locator('#matrix tbody tr:first-child td[data-host="kilo"]');
    await kilo.locator("summary").click();
    expect(await kilo.locator("li b").first().textContent()).toBe("keyword-added");
    expect(problems).toEqual([]);
  });

  it("a screenshot of the page is a PNG of the viewport", async () => {
    const { tab } = await open(await page(["--replay", EVERYTHING_CAPTURE]));
    const png = await tab.screenshot();
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: width and height, big-endian, at bytes 16 and 20
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1400, 1000]);
    expect(png.length).toBeGreaterThan(10_000);
  });

  it("hostile tool and server names are text: no element, script or dialog is added", async () => {
    const { tab, problems } = await open(await page(["--host", "kilo", "--replay", hostileCapture()]));
    expect(await tab.locator("script").count()).toBe(1);
    expect(await tab.locator("img").count()).toBe(0);
    expect(await tab.locator("#matrix tbody tr th").evaluateAll((cells) => cells.slice(0, 2).map((th) => [th.textContent, th.childElementCount]))).toEqual([
      [HOSTILE[0], 0],
      [HOSTILE[1], 0],
    ]);
    expect(await tab.locator("h1").textContent()).toBe(`mcp-wire doctor: ${HOSTILE[2]} 2.0.0 — ✓ pass at --fail-on tool`);
    expect(await tab.title()).toBe(`mcp-wire doctor: ${HOSTILE[2]} 2.0.0 — ✓ pass at --fail-on tool`);
    expect(await tab.locator("h1").evaluate((h1) => h1.childElementCount)).toBe(0);
    expect(problems).toEqual([]);
  });
});


/**
 * `doctor --format html` as text: the escaping of server text, the links of sources, the heading's verdict and the
 * page's shape (the browser test, doctor-html-browser.test.ts, reads the same page in Chromium).
 */
import { describe, expect, it } from "vitest";
import { html, htmlText, sourceHref, sourceHtml } from "../src/doctor/html-text.js";
import { HTML_POLICY, HTML_SCRIPT } from "../src/doctor/html-page.js";
import { createHash } from "node:crypto";
import { doctorRun } from "./doctor-helpers.js";
import { cli } from "./helpers.js";
import { EVERYTHING_CAPTURE, hostileCapture } from "./doctor-html-helpers.js";

describe("html text", () => {
  it.each([
    [`<a href="x" title='y'>&amp;</a>`, "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;"],
    ["line\nbreak", "line\nbreak"],
  ])("html(%j) is %j", (text, expected) => {
    expect(html(text)).toBe(expected);
  });

  it.each([
    ["<b>\u001b[2J\u202e</b>", "&lt;b&gt;\\u001b[2J\\u202e&lt;/b&gt;"],
    ["ec\u200bho\n", "ec\\u200bho\\u000a"],
    ["\\u001b", "\\u001b"],
  ])("htmlText(%j) is %j", (text, expected) => {
    expect(htmlText(text)).toBe(expected);
  });

  it.each([
    ["anthropics/claude-code#88882", "https://github.com/anthropics/claude-code/issues/88882"],
    ["zed-industries/zed@3b7c7e5a712a3b468e670324a063314699ef710c:crates/a b/x.rs", "https://github.com/zed-industries/zed/blob/3b7c7e5a712a3b468e670324a063314699ef710c/crates/a%20b/x.rs"],
    ["https://platform.openai.com/docs/guides/function-calling", "https://platform.openai.com/docs/guides/function-calling"],
    ["lab:kilo@7.7.7#root-allof", undefined],
    ["npm:@modelcontextprotocol/client@2.0.0-beta.5", undefined],
    ["javascript:alert(1)", undefined],
    ['a/b#1"><script>', undefined],
  ])("sourceHref(%j) is %j", (source, expected) => {
    expect(sourceHref(source)).toBe(expected);
  });

  it("a source is a link, or escaped text", () => {
    expect(sourceHtml("a/b#1")).toBe('<a href="https://github.com/a/b/issues/1">a/b#1</a>');
    expect(sourceHtml("lab:x@1#<l>")).toBe("<code>lab:x@1#&lt;l&gt;</code>");
  });

  it("the policy lets exactly the page's script run", () => {
    expect(HTML_POLICY).toBe(`default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-${createHash("sha256").update(HTML_SCRIPT).digest("base64")}'`);
  });
});

describe("--format html", () => {
  it("the server-everything capture: the heading's verdict, one summary row per host, one matrix row per schema", async () => {
    const run = await doctorRun(["--format", "html", "--replay", EVERYTHING_CAPTURE]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout.startsWith("<!doctype html>\n")).toBe(true);
    expect(run.stdout.endsWith("</body></html>\n")).toBe(true);
    expect(run.stdout).toContain("<h1>mcp-wire doctor: mcp-servers/everything 2.0.0 — ✓ pass at --fail-on tool</h1>");
    expect(run.stdout.match(/<tr data-host="/g)?.length).toBe(14);
    expect(run.stdout.match(/<tr><th scope="row">/g)?.length).toBe(15);
    expect(run.stdout.match(/<script>/g)?.length).toBe(1);
    // nothing is loaded from anywhere: no src attribute, no link element, every href a GitHub source
    expect(run.stdout).not.toMatch(/\ssrc=|<link|<img|<iframe/);
    expect([...new Set(run.stdout.match(/href="[^"]*"/g)?.map((href) => href.replace(/\/(issues|blob)\/.*/, "/$1/…")))].sort()).toEqual([
      'href="https://github.com/anthropics/claude-code/issues/…',
      'href="https://github.com/bloknayrb/tandem/issues/…',
      'href="https://github.com/nataliapc/mcp-openmsx/issues/…',
      'href="https://github.com/verygoodplugins/mcp-freescout/issues/…',
      'href="https://github.com/zed-industries/zed/blob/…',
    ]);
  });

  it("the heading fails at a lower --fail-on, as the exit code does", async () => {
    const run = await doctorRun(["--format", "html", "--fail-on", "misread", "--replay", EVERYTHING_CAPTURE]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("<h1>mcp-wire doctor: mcp-servers/everything 2.0.0 — ✗ fail</h1>");
  });

  it("hostile tool and server names are text, never markup", async () => {
    const run = await doctorRun(["--format", "html", "--host", "kilo", "--replay", hostileCapture()]);
    expect(run.stdout.match(/<script/g)?.length).toBe(1);
    expect(run.stdout).not.toContain("<img");
    expect(run.stdout).toContain('<tr><th scope="row">&lt;script&gt;alert(1)&lt;/script&gt;</th>');
    expect(run.stdout).toContain('<tr><th scope="row">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</th>');
    expect(run.stdout).toContain("<title>mcp-wire doctor: &lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt;&#39; 2.0.0 — ✓ pass at --fail-on tool</title>");
  });

  it("check and diff keep their three formats", async () => {
    const run = await cli(["check", "--format", "html", "x.json"]);
    expect([run.code, run.stderr]).toEqual([2, "mcp-wire: option '--format <format>' argument 'html' is invalid. Allowed choices are human, json, markdown.\n"]);
  });
});

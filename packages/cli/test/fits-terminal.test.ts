/**
 * Human output fits the terminal: never wider than the stream's `columns`, else `COLUMNS`, else 100; the
 * table switches to short host headers with a legend, cuts tool names, then splits its host columns; every
 * other line is wrapped. Colours only on a terminal, never with NO_COLOR or a machine format.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runCli } from "../src/index.js";
import { terminalWidth, wrapLine } from "../src/layout.js";
import { COLOUR, PLAIN } from "../src/style.js";
import type { DoctorReport } from "../src/index.js";
import { revisionLines } from "../src/doctor/report-revisions.js";
import { check, PACKAGE_DIR } from "./helpers.js";
import { doctorRun, EVERYTHING } from "./doctor-helpers.js";

const DEMO = ["--report-only", "--call", "trigger-elicitation-request", "--", ...EVERYTHING];
const widths = (text: string) => text.split("\n").map((line) => [...line.replace(/\u001b\[[0-9;]*m/g, "")].length);

describe("terminalWidth", () => {
  it.each([
    [120, {}, 120],
    [80, { COLUMNS: "200" }, 80],
    [undefined, { COLUMNS: "132" }, 132],
    [undefined, { COLUMNS: "wide" }, 100],
    [undefined, {}, 100],
    [0, { COLUMNS: "-5" }, 100],
    [10, {}, 40],
  ])("columns %j, env %j: %i", (columns, env, expected) => {
    expect(terminalWidth(columns, env)).toBe(expected);
  });
});

describe("wrapLine", () => {
  it("breaks at spaces, continuation lines indented two more", () => {
    expect(wrapLine("  alpha beta gamma delta", 14)).toEqual(["  alpha beta", "    gamma", "    delta"]);
  });
  it("keeps a line that fits, double spaces included", () => {
    expect(wrapLine("a  b   c", 8)).toEqual(["a  b   c"]);
  });
  it("cuts a word longer than the width", () => {
    expect(wrapLine("x".repeat(25), 10)).toEqual(["x".repeat(10), `  ${"x".repeat(8)}`, `  ${"x".repeat(7)}`]);
  });
  it("cuts a slash-joined word after its last slash that fits, when that keeps half the room", () => {
    expect(wrapLine("see type/enum/items/minItems/properties/required", 20)).toEqual(["see", "  type/enum/items/", "  minItems/", "  properties/", "  required"]);
    expect(wrapLine("a/bcdefghijklmnopqrstuvwxyz", 10)).toEqual(["a/bcdefghi", "  jklmnopq", "  rstuvwxy", "  z"]);
  });
  it("cuts a 2,000,000-character slash list in one pass: every piece ends at a slash", () => {
    const lines = wrapLine("ab/".repeat(666_667), 100);
    // 33 pieces on the first line (99 columns), 32 on each continuation (2 + 96): 1 + ceil((666,667 - 33) / 32)
    expect(lines.length).toBe(20_834);
    expect(lines.every((line) => line.endsWith("/"))).toBe(true);
    expect(lines.join("").replace(/ /g, "")).toBe("ab/".repeat(666_667));
  });
  it("does not count colour codes", () => {
    const red = COLOUR.red("abc");
    expect(wrapLine(`${red} def`, 7)).toEqual([`${red} def`]);
  });
});

describe("the revisions section", () => {
  // The error of a stateful Streamable HTTP server (SDK 2.4.0's, as conformance-server-v2 serves) to server/discover
  // without a session, as the 2026-07-28 lane reports it.
  const error =
    'server/discover failed: Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Server not initialized"},"id":null}';
  const report = {
    revisions: [
      { revision: "2026-07-28", spoken: false, via: "server/discover", answered: [], tools: null, listLoads: null, clients: { "mcp-sdk-v1-client": null, "mcp-sdk-v2-client": null }, findings: [], error },
    ],
  } as Pick<DoctorReport, "revisions"> as DoctorReport;

  it("a not-spoken row wraps under its verdict with the whole server error, at 100 and at 200 columns", () => {
    expect(revisionLines(report, PLAIN, 100)).toEqual([
      "revisions",
      "  2026-07-28  server/discover  not spoken (server/discover failed: Streamable HTTP error: Error",
      "                               POSTing to endpoint:",
      '                               {"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request:',
      '                               Server not initialized"},"id":null})',
    ]);
    expect(revisionLines(report, PLAIN, 200)).toEqual([
      "revisions",
      '  2026-07-28  server/discover  not spoken (server/discover failed: Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Server not',
      '                               initialized"},"id":null})',
    ]);
  });
});

describe("the README demo (pnpm start) fits 100 columns", () => {
  it("short host headers, a legend, every line at most 100 columns", async () => {
    const run = await doctorRun(DEMO, { env: { COLUMNS: "" } });
    expect(run.code).toBe(0);
    expect(Math.max(...widths(run.stdout))).toBeLessThanOrEqual(100);
    const lines = run.stdout.split("\n");
    // The default hosts are the products.
    expect(lines).toContain("tool               io   mcp  cc  cd  cur  vsc  wind  zed  cdx  gem  qwen  cop  cont  kilo  gpt  kimi");
    expect(lines).toContain("echo               in   ✓    ✓   ✓   ✓    ✓    ✓     ✓    ✓    ✓    ✓     ✓    ✓     ✗     ✓    ✓");
    expect(lines.filter((l) => l.startsWith("mcp="))).toEqual([
      "mcp=the MCP Tool type at 2025-11-25; hosts: cc=claude-code, cd=claude-desktop, cur=cursor,",
    ]);
  }, 30_000);

  it("the README's block of the demo's first lines is the real output of `pnpm start`, at most 100 columns", async () => {
    const root = new URL("../../../", import.meta.url);
    const start = (JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { scripts: { start: string } }).scripts.start;
    const argv = start.slice(start.indexOf("bin/mcp-wire.js doctor ") + "bin/mcp-wire.js ".length).split(" ");
    expect(argv[0]).toBe("doctor");
    let stdout = "";
    const code = await runCli(argv, {
      stdout: { write: (t: string) => (stdout += t), isTTY: false },
      stderr: { write: () => true },
      env: { PATH: process.env["PATH"] ?? "" },
      cwd: root.pathname,
    });
    expect(code).toBe(0);
    const readme = readFileSync(new URL("README.md", root), "utf8");
    const open = readme.indexOf("```text\n", readme.indexOf("npx -y pnpm@10.34.8 start")) + "```text\n".length;
    const block = readme.slice(open, readme.indexOf("\n```", open));
    // the server header, a blank line, then the first screen: the report's own first lines
    expect(block.split("\n")[0]).toBe("mcp-servers/everything 2.0.0 over stdio (node");
    expect(block).toContain("\n\nclaude-code  keeps 15 of 15 tools\n");
    expect(Math.max(...widths(block))).toBeLessThanOrEqual(100);
    expect(stdout.startsWith(`${block}\n\n`)).toBe(true);
  }, 30_000);

  it("COLUMNS=60: the host columns split in three tables, tool names cut, nothing wider", async () => {
    const run = await doctorRun(DEMO, { env: { COLUMNS: "60" } });
    expect(Math.max(...widths(run.stdout))).toBeLessThanOrEqual(60);
    const headers = run.stdout.split("\n").filter((l) => l.startsWith("tool "));
    expect(headers).toEqual([
      "tool                  io   mcp  cc  cd  cur  vsc  wind  zed",
      "tool                  io   mcp  cdx  gem  qwen  cop  cont",
      "tool                  io   mcp  kilo  gpt  kimi",
    ]);
    expect(run.stdout).toContain("\ntrigger-long-runnin…  in   ✓    ✓   ✓   ✓    ✓    ✓     ✓\n");
  }, 30_000);

  it("the stream's columns win over COLUMNS; a wide terminal gets the full table", async () => {
    let stdout = "";
    const code = await runCli(["doctor", ...DEMO], {
      stdout: { write: (t: string) => (stdout += t), isTTY: false, columns: 300 },
      stderr: { write: () => true },
      env: { PATH: process.env["PATH"] ?? "", COLUMNS: "50" },
      cwd: PACKAGE_DIR,
    });
    expect(code).toBe(0);
    expect(stdout.split("\n").find((line) => line.startsWith("tool "))).toMatch(/^tool +schema +mcp +claude-code +claude-desktop +cursor +vscode/);
    expect(Math.max(...widths(stdout))).toBeLessThanOrEqual(300);
  }, 30_000);
});

describe("check fits too", () => {
  it("COLUMNS=60: every line of the human report at most 60 columns, the issue line wrapped", async () => {
    const run = await check(["test/fixtures/hostile-names.json"], { env: { COLUMNS: "60" } });
    expect(Math.max(...widths(run.stdout))).toBeLessThanOrEqual(60);
    // the escaped name is cut in the middle to 48 columns (its last token `/type` after `…`), so the spoofed summary
    // inside it is not shown
    expect(run.stdout.split("\n").slice(2, 6)).toEqual([
      "  /properties/\\u001b[2J\\u202eevil\\u061c\\u000…/type",
      "    nested-object  nested objects are not on the wire;",
      "    flatten the form",
      "",
    ]);
  });
});

describe("error lines fit too", () => {
  it("COLUMNS=60: a usage or load error wraps at spaces, continuation lines indented, exit 2", async () => {
    const run = await check([`test/fixtures/${"a".repeat(120)}.json`], { env: { COLUMNS: "60" } });
    expect(run).toEqual({
      code: 2,
      // the report's entry for the file wraps too: its heading, then its message indented two and continued at four
      stdout: [
        `test/fixtures/${"a".repeat(46)}`,
        `  ${"a".repeat(58)}`,
        `  ${"a".repeat(16)}.json: not checked, file-not-found`,
        "  cannot read",
        `    test/fixtures/${"a".repeat(42)}`,
        `    ${"a".repeat(56)}`,
        `    ${"a".repeat(22)}.json: no such file`,
        "",
        "checked 0: 0 accepted, 0 rejected; 1 file not checked",
        "",
      ].join("\n"),
      stderr: ["mcp-wire: cannot read", `  test/fixtures/${"a".repeat(44)}`, `  ${"a".repeat(58)}`, `  ${"a".repeat(18)}.json: no such file`, ""].join("\n"),
    });
    const wide = await check([`test/fixtures/${"a".repeat(120)}.json`]);
    expect(wide.stderr).toBe(`mcp-wire: cannot read test/fixtures/${"a".repeat(120)}.json: no such file\n`);
  });

  it("the stream's columns win: stderr's own width when it is a terminal", async () => {
    let stderr = "";
    const code = await runCli(["doctor", "--fail-on", "sometimes", "--", "node"], {
      stdout: { write: () => true },
      stderr: { write: (t: string) => (stderr += t), columns: 50 },
      env: { COLUMNS: "1000" },
      cwd: PACKAGE_DIR,
    });
    expect(code).toBe(2);
    expect(stderr).toBe(
      [
        "mcp-wire: option '--fail-on <blast>' argument",
        "  'sometimes' is invalid. Allowed choices are",
        "  none, misread, result, tool, list, requests.",
        "",
      ].join("\n"),
    );
  });
});

describe("markdown fits too", () => {
  it("check --format markdown at COLUMNS=60: the details wrap, table rows do not", async () => {
    const run = await check(["test/fixtures/hostile-names.json", "--format", "markdown"], { env: { COLUMNS: "60" } });
    const lines = run.stdout.split("\n");
    expect(lines.filter((line) => !line.startsWith("|") && [...line].length > 60)).toEqual([]);
    expect(lines.slice(lines.indexOf("```text") + 1, lines.lastIndexOf("```"))).toEqual([
      "test/fixtures/hostile-names.json [requestedSchema] @",
      "  2025-11-25: rejected, 1 issue",
      "  /properties/\\u001b[2J\\u202eevil\\u061c\\u000…/type",
      "    nested-object  nested objects are not on the wire;",
      "    flatten the form",
    ]);
  });
});

describe("colours", () => {
  const ESC = "\u001b[";
  it("on a terminal; not with NO_COLOR; never in --json", async () => {
    const tty = await doctorRun(["--host", "vscode", "--", ...EVERYTHING], { isTTY: true });
    expect(tty.stdout).toContain(ESC);
    const noColor = await doctorRun(["--host", "vscode", "--", ...EVERYTHING], { isTTY: true, env: { NO_COLOR: "1" } });
    expect(noColor.stdout).not.toContain(ESC);
    const json = await doctorRun(["--json", "--host", "vscode", "--", ...EVERYTHING], { isTTY: true });
    expect(json.stdout).not.toContain(ESC);
  }, 30_000);
});

describe("doctor's progress line fits too", () => {
  it("cut to the terminal's width (a wrapped line would stay behind), its text escaped", async () => {
    const { Progress } = await import("../src/doctor/progress.js");
    let written = "";
    const progress = new Progress({ write: (t: string) => (written += t), isTTY: true, columns: 40 }, { COLUMNS: "1000" });
    progress.update(`starting node ${"s".repeat(60)}.mjs`);
    expect(written).toBe(`\r\u001b[2K⋯ starting node ${"s".repeat(23)}…`);
    expect([...written.slice("\r\u001b[2K".length)].length).toBe(40);
    written = "";
    progress.update("calling \u001b[2Jx");
    expect(written).toBe("\r\u001b[2K⋯ calling \\u001b[2Jx…");
    progress.done();
    expect(written.endsWith("\r\u001b[2K")).toBe(true);
  });
});

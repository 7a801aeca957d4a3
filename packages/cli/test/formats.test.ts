/**
 * doctor's formats and offline runs: `--format markdown` (a GitHub Actions job summary), the JSON report
 * against its published JSON Schema (which is not vacuous), `--save` then `--replay` giving the same verdicts,
 * every capture of fixtures/servers replaying, and the exit-2 errors of both.
 */
import { fileURLToPath } from "node:url";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type DoctorReport } from "../src/index.js";
import { markdownText } from "../src/doctor/report-markdown.js";
import { doctorRun, KNOWN_FAILURES } from "./doctor-helpers.js";
import { assertReport, checked } from "./report-schema.js";

const RESULTS = ["node", "test/fixtures/doctor/results-server.mjs"];
const FIXTURES = "../../fixtures/servers";
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "doctor-capture-"));
  dirs.push(dir);
  return dir;
};
/** A report without the server line (it names the transport and target, which differ between a run and its replay). */
const verdicts = (report: DoctorReport) => ({ ...report, server: { ...report.server, transport: null, target: null } });

describe("--format markdown", () => {
  it("a tool-wide verdict shows in the tool's row, as in the human table (Cursor 0.45 to 0.48 drops a hyphenated name)", async () => {
    const capture = fileURLToPath(new URL("../../../fixtures/servers/server-everything.tools.json", import.meta.url));
    const run = await doctorRun(["--format", "markdown", "--host", "cursor@0.48.0", "--replay", capture]);
    const rows = run.stdout.split("\n").filter((line) => line.startsWith("| echo |") || line.startsWith("| get-env |"));
    expect(rows).toEqual(["| echo | input | ✓ | ✓ |", "| get-env | input | ✓ | ✗ tool-name |"]);
  });

  it("the heading's verdict is the exit code's: a loss below --fail-on passes, at it fails", async () => {
    const capture = fileURLToPath(new URL("../../../fixtures/servers/server-everything.tools.json", import.meta.url));
    const heading = async (...args: string[]) => {
      const run = await doctorRun(["--format", "markdown", "--host", "claude-desktop", "--replay", capture, ...args]);
      return [run.code, run.stdout.split("\n")[0]];
    };
    // Claude Desktop rejects the results of get-structured-content (blast result): below the default threshold, tool
    expect(await heading()).toEqual([0, "### mcp-wire doctor: mcp-servers/everything 2.0.0 — ✓ pass at --fail-on tool"]);
    expect(await heading("--fail-on", "result")).toEqual([1, "### mcp-wire doctor: mcp-servers/everything 2.0.0 — ✗ fail"]);
    expect(await heading("--fail-on", "none")).toEqual([0, "### mcp-wire doctor: mcp-servers/everything 2.0.0 — ✓ pass at --fail-on none"]);
  });

  it("a heading with the verdict, the summary, the host summary, the table, the details folded", async () => {
    const run = await doctorRun(["--format", "markdown", "--host", "vscode", "--host", "mcp-sdk-v1-client", "--call", "points", "--", ...RESULTS]);
    expect(run.code).toBe(1);
    const lines = run.stdout.split("\n");
    expect(lines.slice(0, 12)).toEqual([
      "### mcp-wire doctor: results 1.0.0 — ✗ fail",
      "",
      "7 tools × 2 hosts: 6 pass on every host, 1 fail on some (mcp-sdk-v1-client 1); every host keeps every tool (the fails are misreads); 1 call (0 failed, 1 result refused), 0 elicitations (0 invalid at 2025-11-25). Protocol 2025-11-25, over stdio (node test/fixtures/doctor/results-server.mjs). Judged at vscode@1.131.0.",
      "",
      "| host | tools kept | lost | list lost | next step |",
      "|---|---:|---|---|---|",
      "| vscode | 7 of 7 | — | no | — |",
      '| mcp-sdk-v1-client | 7 of 7 | misreads 1 ("points") | no | mcp-wire proxy --host mcp-sdk-v1-client -- node test/fixtures/doctor/results-server.mjs |',
      "",
      "| tool | schema | mcp | vscode | mcp-sdk-v1-client |",
      "|---|---|---|---|---|",
      "| points | input | ✓ | ✓ | ✓ |",
    ]);
    // VS Code compiles no output schema (no public source says it does); SDK 1.x reads the 2020-12 tuple as draft-07.
    expect(lines[12]).toBe("| points | output | ✓ | ✓ | ✗ read-as-draft-07 +1 |");
    expect(lines.slice(lines.indexOf("<details><summary>Failures and calls</summary>"), lines.indexOf("<details><summary>Failures and calls</summary>") + 4)).toEqual([
      "<details><summary>Failures and calls</summary>",
      "",
      "```text",
      "failures",
    ]);
    expect(lines.slice(-4)).toEqual(["```", "", "</details>", ""]);
    expect(run.stdout).toContain("    /structuredContent/points/0/0  structured-content-invalid  data/points/0/0 boolean schema is false\n");
  });

  it.each([
    ["a|b", "a\\|b"],
    ["<script>&", "&lt;script&gt;&amp;"],
    ["`x` *y* _z_ [l](u) ~s~", "\\`x\\` \\*y\\* \\_z\\_ \\[l\\](u) \\~s\\~"],
    ["\u001b[2J\u202e", "\\\\u001b\\[2J\\\\u202e"],
  ])("markdownText(%j) is %j", (text, expected) => {
    expect(markdownText(text)).toBe(expected);
  });
});

describe("the JSON report's published schema", () => {
  it("rejects a report that lacks a field or has an unknown one", async () => {
    const report = JSON.parse((await doctorRun(["--json", "--host", "vscode", "--", ...KNOWN_FAILURES])).stdout) as Record<string, unknown>;
    const { skippedStdout: _, ...missing } = report;
    expect(() => assertReport(missing)).toThrow("the report does not match docs/doctor-report.schema.json: data must have required property 'skippedStdout'");
    expect(() => assertReport({ ...report, extra: 1 })).toThrow("data must NOT have additional properties");
    expect(() => assertReport({ ...report, status: "ok" })).toThrow("data/status must be equal to one of the allowed values");
    expect([report["hostVersions"], report["evidence"]]).toEqual([{ vscode: "1.131.0" }, "reported"]);
    expect(() => assertReport({ ...report, evidence: "confirmed" })).toThrow("data/evidence must be equal to one of the allowed values");
    expect(() => assertReport({ ...report, hostVersions: { vscode: "*" } })).not.toThrow();
    expect(() => assertReport({ ...report, hostVersions: { vscode: "1.x" } })).toThrow("data/hostVersions/vscode must match pattern");
  });
});

describe("--save and --replay", () => {
  it("a saved capture replays to the same verdicts, without starting anything", async () => {
    const file = join(tempDir(), "capture.json");
    const live = await doctorRun(["--json", "--save", file, "--", ...KNOWN_FAILURES]);
    const capture = JSON.parse(readFileSync(file, "utf8")) as { captureVersion: number; pages: unknown[]; tools: unknown[]; initialize: Record<string, unknown>; lanes?: Record<string, unknown[]> };
    expect([capture.captureVersion, capture.pages.length, capture.tools.length, capture.initialize["protocolVersion"]]).toEqual([1, 3, 9, "2025-11-25"]);
    // the 2025-06-18 lane Codex and Gemini CLI are judged on (the server does not speak 2026-07-28)
    expect(Object.entries(capture.lanes ?? {}).map(([revision, pages]) => [revision, pages.length])).toEqual([["2025-06-18", 3]]);
    const replayed = await doctorRun(["--json", "--replay", file]);
    expect(replayed.code).toBe(live.code);
    const [a, b] = [JSON.parse(live.stdout) as DoctorReport, JSON.parse(replayed.stdout) as DoctorReport];
    expect(b.server).toMatchObject({ transport: "replay", target: file, name: "known-failures" });
    expect(verdicts(b)).toEqual(verdicts(a));
    expect([b.hostRevisions?.codex, b.hostRevisions?.gemini, b.hostRevisions?.["claude-code"]]).toEqual(["2025-06-18", "2025-06-18", "2025-11-25"]);
  });

  it("every capture of fixtures/servers replays (exit 0 or 1, a valid report)", async () => {
    const files = readdirSync(new URL(`../${FIXTURES}/`, import.meta.url)).filter((f) => f.endsWith(".tools.json"));
    expect(files.length).toBeGreaterThanOrEqual(40);
    for (const file of files) {
      const run = await doctorRun(["--json", "--replay", `${FIXTURES}/${file}`]);
      expect({ file, code: run.code === 2 ? run.stderr : "ok" }).toEqual({ file, code: "ok" });
    }
  }, 120_000);

  it("a --call on a replay says the capture holds no answer to it, not that the listed tool is missing", async () => {
    const run = await doctorRun(["--replay", `${FIXTURES}/server-memory.tools.json`, "--host", "zed", "--call", "read_graph"]);
    expect([run.code, run.stdout.split("\n").filter((line) => line.startsWith("read_graph {}"))]).toEqual([
      1,
      ['read_graph {}: error: MCP error -32602: the recording holds no answer to a tools/call of "read_graph" (captures hold no calls: call it on the live server)'],
    ]);
  });

  it.each([
    [["--replay", "no-such-capture.json"], "mcp-wire: cannot read --replay no-such-capture.json: no such file\n"],
    [["--replay", "test"], "mcp-wire: cannot read --replay test: it is a directory\n"],
    [["--replay", `${FIXTURES}/mongodb-mcp-server.elicitation.json`], `mcp-wire: --replay ${FIXTURES}/mongodb-mcp-server.elicitation.json is not a capture: it holds elicitation requests, not tools (mcp-wire check reads it)\n`],
    [["--replay", "package.json"], "mcp-wire: --replay package.json is not a capture: /protocolVersion must be a string (got nothing)\n"],
    [["--replay", "test/fixtures/doctor-report.json"], "mcp-wire: --replay test/fixtures/doctor-report.json is not a capture: it is a doctor report (doctor --json; --save <file> writes a capture): compare two with mcp-wire diff <earlier report>\n"],
    [["--replay", "test/fixtures/broken.json"], "mcp-wire: --replay test/fixtures/broken.json is not JSON: Expected property name or '}' in JSON at position 37\n"],
    [["--replay", `${FIXTURES}/server-memory.tools.json`, "--fix-out", ""], "mcp-wire: option '--fix-out <dir>' argument '' is invalid. an empty path: give a file or directory (an unset shell variable?)\n"],
    [["--replay", `${FIXTURES}/server-memory.tools.json`, "--save", ""], "mcp-wire: option '--save <file>' argument '' is invalid. an empty path: give a file or directory (an unset shell variable?)\n"],
    [["--replay", ""], "mcp-wire: option '--replay <file>' argument '' is invalid. an empty path: give a file or directory (an unset shell variable?)\n"],
    [["--replay", `${FIXTURES}/server-memory.tools.json`, "--save", "/no-such-dir/capture.json"], "mcp-wire: cannot write --save /no-such-dir/capture.json: no such file\n"],
    [["--replay", `${FIXTURES}/server-memory.tools.json`, "--fix-out", "package.json/fixes"], "mcp-wire: cannot write --fix-out package.json/fixes: a part of the path is not a directory\n"],
    // a directory that exists but where nothing can be made (Node 20's recursive mkdir loops here)
    ...(process.platform === "linux" ? [[["--replay", `${FIXTURES}/server-memory.tools.json`, "--fix-out", "/proc/nope"], "mcp-wire: cannot write --fix-out /proc/nope: no such file\n"] as [string[], string]] : []),
  ])("%j: exit 2", async (args, stderr) => {
    expect(await doctorRun(args)).toEqual({ code: 2, stdout: "", stderr });
  });
});

describe("--replay of captures of the wrong shape", () => {
  const memory = JSON.parse(readFileSync(new URL(`../${FIXTURES}/server-memory.tools.json`, import.meta.url), "utf8")) as Record<string, unknown>;
  /** A `--save` capture of the server-memory tools (one page), with `change` applied. */
  const saved = (change: Record<string, unknown>) => ({
    captureVersion: 1,
    protocolVersion: "2025-06-18",
    serverInfo: memory["serverInfo"],
    tools: memory["tools"],
    initialize: { protocolVersion: "2025-06-18", capabilities: { tools: {} }, serverInfo: memory["serverInfo"] },
    pages: [{ tools: memory["tools"] }],
    ...change,
  });
  const init = (change: Record<string, unknown>) => ({ protocolVersion: "2025-06-18", capabilities: { tools: {} }, serverInfo: memory["serverInfo"], ...change });

  it.each<[string, unknown, string]>([
    ["captureVersion 99", saved({ captureVersion: 99 }), "/captureVersion must be 1 (the capture version this mcp-wire reads; got 99)"],
    ['captureVersion "banana"', saved({ captureVersion: "banana" }), '/captureVersion must be 1 (the capture version this mcp-wire reads; got "banana")'],
    ["captureVersion null", saved({ captureVersion: null }), "/captureVersion must be 1 (the capture version this mcp-wire reads; got null)"],
    ["an initialize that is an array", saved({ initialize: [] }), "/initialize must be an object (got an array)"],
    ["a serverInfo name that is a number", saved({ initialize: init({ serverInfo: { name: 5, version: "1" } }) }), "/initialize/serverInfo/name must be a string (got a number)"],
    ["no capabilities", saved({ initialize: { protocolVersion: "2025-06-18", serverInfo: memory["serverInfo"] } }), "/initialize/capabilities must be an object (got nothing)"],
    ["instructions that are not text", saved({ initialize: init({ instructions: ["x"] }) }), "/initialize/instructions must be a string (got an array)"],
    ["a page that is null", saved({ pages: [{ tools: [] }, null] }), "/pages/1 must be an object (got null)"],
    ["a tools capture whose serverInfo has no version", { ...memory, serverInfo: { name: "memory" } }, "/serverInfo/version must be a string (got nothing)"],
    ["a version 1 capture without initialize, whose serverInfo has no version", saved({ initialize: undefined, serverInfo: { name: "memory" } }), "/serverInfo/version must be a string (got nothing)"],
    ["the root an array", [], "the root must be an object (got an array)"],
    ["a page whose tools is not an array", saved({ pages: [{ tools: "nope" }] }), "/pages/0/tools must be an array (got a string)"],
    ["a 2026-07-28 lane page without tools", saved({ lanes: { "2026-07-28": [{ tools: [] }, {}] } }), "/lanes/2026-07-28/1/tools must be an array (got nothing)"],
    ["a tools capture at a protocol version the client does not speak", { ...memory, protocolVersion: "1999-01-01" }, '/protocolVersion must be a protocol version the MCP client speaks (2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05, 2024-10-07; got "1999-01-01")'],
    ["an initialize at a protocol version the client does not speak", saved({ initialize: init({ protocolVersion: "2099-01-01" }) }), '/initialize/protocolVersion must be a protocol version the MCP client speaks (2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05, 2024-10-07; got "2099-01-01")'],
  ])("%s: exit 2 naming the JSON Pointer", async (_, capture, problem) => {
    const file = join(tempDir(), "capture.json");
    writeFileSync(file, JSON.stringify(capture));
    const run = await doctorRun(["--replay", file, "--host", "zed"], { env: { COLUMNS: "1000" } });
    expect(run).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: --replay ${file} is not a capture: ${problem}\n` });
  });

  it("a capture without captureVersion is the older tools format (docs/doctor.md, \"Offline\"): replayed, as is a --save capture of version 1", async () => {
    for (const capture of [memory, saved({})]) {
      const file = join(tempDir(), "capture.json");
      writeFileSync(file, JSON.stringify(capture));
      const run = await doctorRun(["--json", "--replay", file, "--host", "zed"]);
      expect([run.code, run.stderr, (JSON.parse(run.stdout) as DoctorReport).summary.hosts.zed?.toolsKept]).toEqual([0, "", 9]);
    }
  });
});

afterAll(() => {
  // Every JSON report above went through the schema (the helper checks each --json run).
  expect(checked.reports).toBeGreaterThanOrEqual(44);
});

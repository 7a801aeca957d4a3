/**
 * doctor's human and markdown reports on very long pointers and tool names (replayed captures): pointers cut in the
 * middle to 48 columns (their last tokens kept after `…`) and names to 40 code points ending in `…`, in every human place; issue rows wrapped with their
 * continuation lines aligned; the JSON report keeps everything whole; a replay is named `replay`; the first screen
 * names every tool that costs a host its list; a tool nested past what mcp-wire reads (3,000 levels) is said to count
 * as lost for a host not judged on it, never to be dropped by it.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { DoctorReport } from "../src/index.js";
import { pad } from "../src/doctor/columns.js";
import { PLAIN } from "../src/style.js";
import { doctorHumanReport } from "../src/doctor/report-human.js";
import { doctorMarkdownReport } from "../src/doctor/report-markdown.js";
import { doctorRun } from "./doctor-helpers.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-wire-bounds-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a capture (`{ protocolVersion, serverInfo, tools }`, as in fixtures/servers) and returns its path. */
function capture(name: string, tools: unknown[]): string {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ protocolVersion: "2025-11-25", serverInfo: { name, version: "1" }, tools }));
  return file;
}

/** An outputSchema nested `depth` levels by `properties/n`, a boolean sub-schema at the bottom. */
function nested(depth: number): unknown {
  let schema: unknown = true;
  for (let i = 0; i < depth; i++) schema = { type: "object", properties: { n: schema } };
  return schema;
}

const deep = capture("deep", [{ name: "deep", inputSchema: { type: "object" }, outputSchema: nested(600) }]);
const longName = "x".repeat(10_000);
const named = capture("named", [{ name: longName, inputSchema: { type: "object", properties: { a: true } } }]);
const CUT_NAME = `${"x".repeat(40)}…`;
// 48 columns: the start, `…`, then the last tokens that fit in 36 columns
const CUT_POINTER = `/properties/n/prope…${"/n/properties".repeat(2)}/n`;

describe("a 600-level pointer", () => {
  it("human, COLUMNS=80: cut to 48 columns in the failures; continuation lines aligned; the JSON keeps it whole", async () => {
    const run = await doctorRun(["--replay", deep, "--host", "claude-desktop"], { env: { COLUMNS: "80" } });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        `deep 1 over replay (${deep}), protocol 2025-11-25;`,
        "  judged at claude-desktop@2.2553.1",
        "",
        'claude-desktop  keeps 0 of 1 tool; loses the whole list because of tool "deep"',
        "  (parse-overflow)",
        '  next: change tool "deep" outputSchema at the root: the outputSchema nests 1200',
        "    JSON levels deep, past the 1000 that the tools/list parser of 2020-12-only",
        "    takes: it overflows its stack",
        "",
        "tool  schema  mcp  claude-desktop",
        "deep  input   ✓    ✓",
        "deep  output  ✓    ✗ parse-overflow +2",
        "",
        "mcp=the MCP Tool type at 2025-11-25",
        "",
        "failures",
        "",
        "deep outputSchema",
        "  claude-desktop loses the whole tool list",
        "    the root                                          parse-overflow",
        "      the outputSchema nests 1200 JSON levels deep, past the 1000 that the",
        "      tools/list parser of 2020-12-only takes: it overflows its stack",
        `    ${CUT_POINTER}  invalid-keyword-value`,
        "      nested deeper than 256 subschemas",
        "    the root                                          compile-failed",
        "      client-2.0-beta-ajv: Maximum call stack size exceeded (RangeError):",
        "      subschemas nest 600 deep, past the 400 Ajv compiles on Node's default",
        "      stack",
        "    fix: change the schema (no projection for claude-desktop is kept:",
        "      parse-overflow, invalid-keyword-value, compile-failed)",
        "",
        "1 tool × 1 host: 0 pass, 1 fail (claude-desktop 1); claude-desktop loses the",
        "  whole tool list (because of 1 tool)",
        "",
      ].join("\n"),
    );
    const json = await doctorRun(["--replay", deep, "--host", "claude-desktop", "--json"]);
    const report = JSON.parse(json.stdout) as DoctorReport;
    const paths = report.tools[0]?.schemas[1]?.hosts[0]?.issues.map((i) => i.path);
    // the JSON report keeps the 3,341-character pointer (257 levels: where the 256-level bound is passed) whole
    expect(paths).toEqual(["", "/properties/n".repeat(257), ""]);
  });

  it("markdown, COLUMNS=80: the folded details cut it the same way", async () => {
    const run = await doctorRun(["--replay", deep, "--host", "claude-desktop", "--format", "markdown"], { env: { COLUMNS: "80" } });
    const lines = run.stdout.split("\n");
    expect(lines.filter((line) => line.includes("/properties/n"))).toEqual([`    ${CUT_POINTER}  invalid-keyword-value`]);
    expect(lines.filter((line) => !line.startsWith("|") && [...line].length > 80)).toEqual([]);
  });
});

describe("a 10,000-character tool name", () => {
  it("human, COLUMNS=80: cut to 40 and … in the first screen and the failures' heading; rows wrap aligned", async () => {
    const run = await doctorRun(["--replay", named, "--host", "cursor", "--host", "claude-code"], { env: { COLUMNS: "80" } });
    expect(run.code).toBe(1);
    const lines = run.stdout.split("\n");
    // the header (wrapped: it names the temporary capture) and a blank line, then the first screen
    const first = lines.indexOf("") + 1;
    expect(lines.length).toBe(first + 40);
    expect(lines.slice(first, first + 8)).toEqual([
      "cursor  keeps 0 of 1 tool; loses the whole list because of tool",
      `  "${CUT_NAME}" (wire-invalid)`,
      "  next: mcp-wire proxy --host cursor@latest -- <server command>, or",
      '    publishToolSchemas(server, { hosts: "auto" }) in a TypeScript SDK server',
      // Claude Code 2.1.328 keeps a true property schema (measured); the name's qualified length costs every request,
      // and the name is the tool's only fault: proxy --rename gives it one Claude Code keeps
      "claude-code  keeps 1 of 1 tool; fails every model request because of tool",
      `  "${CUT_NAME}" (tool-name)`,
      "  next: mcp-wire proxy --host claude-code@2.1.328 --rename -- <server command>",
      "",
    ]);
    // the summary line, wrapped at 80 columns, then the final newline
    expect(lines.slice(-4)).toEqual([
      "1 tool × 2 hosts: 0 pass on every host, 1 fail on some (mcp 1, cursor 1,",
      "  claude-code 1); cursor loses the whole tool list (because of 1 tool);",
      "  claude-code fails every model request (because of 1 tool)",
      "",
    ]);
    expect(lines.slice(lines.indexOf("failures") + 2, -5)).toEqual([
      `${CUT_NAME} (the tool)`,
      "  claude-code fails every model request",
      "    /name  tool-name  mcp__<server>__<tool> is over 64 characters for any server",
      "                      name once the tool name has 57: after ToolSearch loads the",
      "                      tool, every request fails (400 on the tool_reference)",
      // proxy --rename lists a name of 56 characters: the first 47 and a hash of the whole name
      "    fix: renamed by mcp-wire proxy --host claude-code@2.1.328 --rename: listed",
      `      as "${"x".repeat(47)}_e4ee97ec", calls sent`,
      "      on under its own name",
      "",
      `${CUT_NAME} inputSchema`,
      "  mcp",
      "    /properties/a  wire-invalid  2025-11-25 Tool at /inputSchema/properties/a:",
      "                                 must be object",
      "    fix: change the server (the tool breaks the MCP Tool type of the negotiated",
      "      revision); a host fix below serves a same-meaning form where one exists",
      "  cursor loses the whole tool list",
      "    /properties/a  wire-invalid  2025-11-25 Tool at /inputSchema/properties/a:",
      "                                 must be object",
      "    fix: mcp-wire proxy --host cursor@latest, or publishToolSchemas(server, {",
      '      hosts: "auto" }), serves a form it keeps (for cursor >=2.5.0)',
    ]);
    const json = await doctorRun(["--replay", named, "--host", "cursor", "--json"]);
    expect((JSON.parse(json.stdout) as DoctorReport).tools[0]?.name).toBe(longName);
  });
});

describe("pad with a width", () => {
  it("wraps the last cell under its own column, or under the row when that column is past half the width", () => {
    expect(pad([["/a", "code", "one two three four five"], ["/bb", "c", "six"]], "  ", [], undefined, 30)).toEqual([
      "  /a   code  one two three",
      "             four five",
      "  /bb  c     six",
    ]);
    expect(pad([["/a/long/path", "code", "one two three"]], "  ", [], undefined, 24)).toEqual(["  /a/long/path  code", "    one two three"]);
    expect(pad([["/a", "code", "one two three four five"]], "  ")).toEqual(["  /a  code  one two three four five"]);
  });
});

describe("the first screen", () => {
  it("names every tool that costs a host its list, three then `and N more`, with their codes once", async () => {
    const tools = ["a", "b", "c", "d", "e"].map((name) => ({ name, inputSchema: { type: "object", properties: { x: true } } }));
    const five = await doctorRun(["--replay", capture("five", tools), "--host", "cursor"], { env: { COLUMNS: "100" } });
    const at = (run: { stdout: string }) => run.stdout.split("\n").findIndex((line) => line.startsWith("cursor  "));
    expect(five.stdout.split("\n").slice(at(five), at(five) + 2)).toEqual([
      'cursor  keeps 0 of 5 tools; loses the whole list because of tools "a", "b", "c" and 2 more',
      "  (wire-invalid)",
    ]);
    const two = await doctorRun(["--replay", capture("two", tools.slice(0, 2)), "--host", "cursor"], { env: { COLUMNS: "100" } });
    expect(two.stdout.split("\n")[at(two)]).toBe('cursor  keeps 0 of 2 tools; loses the whole list because of tools "a", "b" (wire-invalid)');
  });
});

describe("a replay", () => {
  it("is named replay in the header, the markdown and the JSON report (target: the capture file)", async () => {
    const file = capture("clean", [{ name: "ok", inputSchema: { type: "object" } }]);
    const human = await doctorRun(["--replay", file, "--host", "cursor"]);
    expect(human.stdout.split("\n")[0]).toBe(`clean 1 over replay (${file}), protocol 2025-11-25; judged at cursor@latest`);
    const markdown = await doctorRun(["--replay", file, "--host", "cursor", "--format", "markdown"]);
    expect(markdown.stdout).toContain(`. Protocol 2025-11-25, over replay (${file}).`);
    const json = await doctorRun(["--replay", file, "--host", "cursor", "--json"]);
    expect((JSON.parse(json.stdout) as DoctorReport).server).toEqual({ transport: "replay", target: file, name: "clean", version: "1", title: null, protocolVersion: "2025-11-25" });
  });
});

describe("a report without table rows", () => {
  it("prints no table header (human and markdown): a report whose tools carry no schema rows", async () => {
    const file = capture("rowless", [{ name: "ok", inputSchema: { type: "object" } }]);
    const json = await doctorRun(["--replay", file, "--host", "cursor", "--json"]);
    const full = JSON.parse(json.stdout) as DoctorReport;
    const report: DoctorReport = { ...full, tools: full.tools.map((tool) => ({ ...tool, schemas: [] })) };
    expect(doctorHumanReport(report, PLAIN, 200)).toBe(
      [`rowless 1 over replay (${file}), protocol 2025-11-25; judged at cursor@latest`, "", "cursor  keeps 1 of 1 tool", "", "1 tool × 1 host: 1 pass, 0 fail", ""].join("\n"),
    );
    expect(doctorMarkdownReport(report).split("\n").filter((line) => line.startsWith("| tool"))).toEqual([]);
    expect(doctorHumanReport(full).split("\n").filter((line) => line.startsWith("tool "))).toEqual(["tool  schema  mcp  cursor"]);
  });
});

describe("fix lines no projection can keep, and the version doctor judged at", () => {
  // Cursor at latest drops a dotted name (its tool-name rule); hyphens are kept
  const dotted = capture("dotted", [{ name: "get.data", inputSchema: { type: "object" } }]);

  it("a verdict on the tool as a whole (a name Cursor refuses) names the name proxy --rename lists instead", async () => {
    const run = await doctorRun(["--replay", dotted, "--host", "cursor"], { env: { COLUMNS: "100" } });
    const lines = run.stdout.split("\n");
    expect(lines.slice(lines.indexOf("failures") + 2, lines.indexOf("failures") + 8)).toEqual([
      "get.data (the tool)",
      "  cursor drops the tool",
      '    /name  tool-name  Cursor drops a tool whose name has a dot ("Tool name must only contain',
      '                      alphanumeric characters and underscores"); hyphens and spaces are kept',
      '    fix: renamed by mcp-wire proxy --host cursor@latest --rename: listed as "get_data", calls sent',
      "      on under its own name",
    ]);
  });

  it("the proxy command names the version doctor judged the product at", async () => {
    const recursive = capture("recursive", [{ name: "r", inputSchema: { type: "object", properties: { x: true } } }]);
    const run = await doctorRun(["--replay", recursive, "--host", "claude-code@2.1.206"], { env: { COLUMNS: "200" } });
    expect(run.stdout.split("\n").filter((line) => line.includes("mcp-wire proxy"))).toEqual([
      '  next: mcp-wire proxy --host claude-code@2.1.206 -- <server command>, or publishToolSchemas(server, { hosts: "auto" }) in a TypeScript SDK server',
      '    fix: mcp-wire proxy --host claude-code@2.1.206, or publishToolSchemas(server, { hosts: "auto" }), serves a form it keeps (for claude-code >=2.1.205 <2.1.207)',
    ]);
  });
});

describe("doctor --replay: a tool nested past what mcp-wire reads is not judged, and the report says so", () => {
  const file = join(dir, "deep3000.json");
  const deep = `${'{"type":"object","properties":{"a":'.repeat(3000)}{"type":"object"}${"}}".repeat(3000)}`;
  // "huge": a maximum past the double range, which Claude Code drops (a meta-schema error)
  const huge = '{"type":"object","properties":{"n":{"type":"number","maximum":1e400}}}';
  writeFileSync(file, `{"protocolVersion":"2025-11-25","serverInfo":{"name":"deep","version":"1.0.0"},"tools":[{"name":"deep","inputSchema":${deep}},{"name":"huge","inputSchema":${huge}},{"name":"flat","inputSchema":{"type":"object"}}]}`);

  it("each host line, the failures and the summary agree (exact)", async () => {
    const run = await doctorRun(["--replay", file, "--host", "claude-code", "--host", "draft-07-ajv-default", "--host", "mcp-sdk-v1-client"]);
    expect(run.code).toBe(1);
    const lines = run.stdout.split("\n");
    expect(lines.slice(2, 7)).toEqual([
      // Claude Code's tools/list parse refuses the 1e400 (lab: number-past-double): the whole list is lost
      'claude-code  keeps 0 of 3 tools; loses the whole list because of tool "huge" (number-out-of-range)',
      // "huge" is fixed by the projection (its maximum, which bounded nothing, dropped): the rest's fix is the proxy
      '  next: change tool "deep": nested deeper than mcp-wire reads (2048 JSON levels): not judged, so it counts as lost; for the rest: mcp-wire proxy --host claude-code@2.1.328 -- <server command>, or publishToolSchemas(server, { hosts: "auto" }) in a TypeScript SDK server',
      // Ajv judged both: it does drop them
      'draft-07-ajv-default  keeps 1 of 3 tools; drops 2 ("deep", "huge")',
      '  next: change tool "deep": ajv-default: Maximum call stack size exceeded (RangeError): the inputSchema nests past 2048 JSON levels, past the 400 subschemas Ajv compiles; for the rest: mcp-wire proxy --host draft-07-ajv-default -- <server command>',
      "mcp-sdk-v1-client  keeps 3 of 3 tools",
    ]);
    const failures = lines.slice(lines.indexOf("deep (the tool)"), lines.indexOf("deep (the tool)") + 7);
    expect(failures).toEqual([
      "deep (the tool)",
      "  claude-code counts as dropping the tool (not judged: mcp-wire could not read it)",
      "    /inputSchema/proper…/a/properties/a/properties/a  unreadable-tool  nested deeper than mcp-wire reads (2048 JSON levels): not judged, so it counts as lost",
      "    fix: change the tool (a projection rewrites only its schemas)",
      "  draft-07-ajv-default drops the tool",
      "    /inputSchema/proper…/a/properties/a/properties/a  compile-failed  ajv-default: Maximum call stack size exceeded (RangeError): the inputSchema nests past 2048 JSON levels, past the 400 subschemas Ajv compiles",
      "    fix: change the tool (a projection rewrites only its schemas)",
    ]);
    // "huge" costs Claude Code the whole list
    expect(lines.slice(lines.indexOf("huge inputSchema"), lines.indexOf("huge inputSchema") + 2)).toEqual(["huge inputSchema", "  claude-code loses the whole tool list"]);
    expect(lines.filter((line) => line === "  claude-code drops the tool")).toHaveLength(0);
    expect(lines.at(-2)).toBe("3 tools × 3 hosts: 1 pass on every host, 2 fail on some (claude-code 2, draft-07-ajv-default 2); claude-code loses the whole tool list (because of 1 tool)");
    const report = JSON.parse((await doctorRun(["--replay", file, "--host", "claude-code", "--json"])).stdout) as DoctorReport;
    expect(report.summary.hosts?.["claude-code"]).toMatchObject({ toolsKept: 0, toolsLost: 0, listLost: true });
  });
});

/**
 * `mcp-wire diff <before> <after>`: a real capture of fixtures/servers (server-memory) against variants derived here
 * (a tool with a boolean sub-schema added; a tool whose name Cursor refuses), read as captures or as doctor `--json`
 * reports, in every format; `--fail-on`, `--host`, exit codes, escaping, the terminal width, and bad inputs.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { cli, type Run } from "./helpers.js";
import { doctorRun } from "./doctor-helpers.js";

const MEMORY = "../../fixtures/servers/server-memory.tools.json";
const capture = JSON.parse(readFileSync(new URL(`../${MEMORY}`, import.meta.url), "utf8")) as { tools: unknown[] };
const dir = mkdtempSync(join(tmpdir(), "mcp-wire-diff-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  // The JSON runs below: three of the formats tests (--format json, --json, the schema's own test), two of the
  // report-and-capture test, one of the removed-tool test, one of the duplicate-name test.
  expect(validated.reports).toBe(7);
});

/** Writes a variant of the server-memory capture with `tools` appended; returns its path. */
function variant(name: string, tools: readonly unknown[]): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify({ ...capture, tools: [...capture.tools, ...tools] }));
  return file;
}

const BOOL = variant("bool.json", [{ name: "flag", inputSchema: { type: "object", properties: { on: true } } }]);
const NAME = variant("name.json", [{ name: "read.graph", inputSchema: { type: "object" } }]);
/** The server-memory capture with `read_graph` renamed to `rename` (same schemas, same place in the list). */
function renamed(file: string, rename: string): string {
  const path = join(dir, file);
  const tools = capture.tools.map((tool) => ((tool as { name: string }).name === "read_graph" ? { ...(tool as object), name: rename } : tool));
  writeFileSync(path, JSON.stringify({ ...capture, tools }));
  return path;
}
const RENAMED = renamed("renamed.json", "read_graph_v2");
const RENAMED_BAD = renamed("renamed-bad.json", "read.graph");
const HOSTILE = variant("hostile.json", [{ name: "\u001b[2Jall kept\u202e", inputSchema: { type: "object", properties: { on: true } } }]);

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
const validate = ajv.compile(JSON.parse(readFileSync(new URL("../../../docs/diff-report.schema.json", import.meta.url), "utf8")) as object);
const validated = { reports: 0 };

/** `mcp-wire diff <args>`; every JSON report is checked against docs/diff-report.schema.json. */
async function diff(...args: string[]): Promise<Run> {
  const run = await cli(["diff", ...args]);
  if (run.code !== 2 && (args.includes("--json") || args[args.indexOf("--format") + 1] === "json")) {
    if (!validate(JSON.parse(run.stdout))) throw new Error(`the diff report does not match docs/diff-report.schema.json: ${ajv.errorsText(validate.errors)}`);
    validated.reports++;
  }
  return run;
}
const WIRE = "inputSchema at /properties/on: wire-invalid: 2025-11-25 Tool at /inputSchema/properties/on: must be object";
// Claude Code before 2.1.328 (judged at 2.1.207 here): its own rule names the boolean property schema.
const BOOLEAN_MESSAGE = "a true/false property schema makes Claude Code drop every tool of the server, silently (reported for the Agent SDK 0.1.77's bundled CLI; 2.1.328 keeps such tools)";
const CLAUDE_BOOLEAN = `inputSchema at /properties/on: boolean-property: ${BOOLEAN_MESSAGE}`;

describe("mcp-wire diff on captures", () => {
  it("a tool with a boolean sub-schema added: Claude Code and Cursor newly lose the list, Zed keeps the new tool; exit 1", async () => {
    const run = await diff(MEMORY, BOOL, "--host", "claude-code@2.1.207", "--host", "cursor", "--host", "zed");
    expect(run).toEqual({
      code: 1,
      stderr: "",
      stdout: [
        `before memory-server 0.6.3 (${MEMORY}: 9 tools, capture judged now; judged at claude-code@2.1.207, cursor@latest, zed@latest)`,
        `after  memory-server 0.6.3 (${BOOL}: 10 tools, capture judged now; judged at claude-code@2.1.207, cursor@latest, zed@latest)`,
        "",
        "claude-code  keeps 9 of 9 → 0 of 10 tools; 2 regressions",
        "  ✗ newly loses the whole list",
        `  ✗ tool "flag": new on the server → costs the whole list (${CLAUDE_BOOLEAN})`,
        "cursor  keeps 9 of 9 → 0 of 10 tools; 2 regressions",
        "  ✗ newly loses the whole list",
        `  ✗ tool "flag": new on the server → costs the whole list (${WIRE})`,
        "zed  keeps 9 of 9 → 10 of 10 tools; 1 change, no regression",
        '  + tool "flag": new on the server → kept',
        "",
        "4 regressions at --fail-on tool: claude-code, cursor",
        "",
      ].join("\n"),
    });
  });

  it("the same two captures the other way round: the list comes back, nothing regresses; exit 0", async () => {
    const run = await diff(BOOL, MEMORY, "--host", "claude-code@2.1.207");
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n").slice(3)).toEqual([
      "claude-code  keeps 0 of 10 → 9 of 9 tools; 2 changes, no regression",
      "  ✓ gets the whole list back",
      `  - tool "flag": costs the whole list → removed from the server (${CLAUDE_BOOLEAN})`,
      "",
      "no regression at --fail-on tool (1 host)",
      "",
    ]);
  });

  it("a capture against itself: no change for any product host (the default set); exit 0", async () => {
    const run = await diff(MEMORY, MEMORY);
    expect(run.code).toBe(0);
    const hosts = run.stdout.split("\n").slice(3, -3);
    expect(hosts).toEqual(["claude-code", "claude-desktop", "cursor", "vscode", "windsurf", "zed", "codex", "gemini", "qwen-code", "copilot-cli", "continue", "kilo", "chatgpt", "kimi"].map((host) => `${host}  keeps 9 of 9 → 9 of 9 tools; no change`));
    expect(run.stdout.endsWith("\n\nno regression at --fail-on tool (14 hosts)\n")).toBe(true);
  });

  it("--fail-on sets the threshold: a tool Cursor newly drops is a regression at tool, not at list (marked !)", async () => {
    const line = '  ! tool "read.graph": new on the server → dropped by cursor (the tool: tool-name: Cursor drops a tool whose name has a dot (\"Tool name must only contain alphanumeric characters and underscores\"); hyphens and spaces are kept)';
    const atList = await diff(MEMORY, NAME, "--host", "cursor", "--fail-on", "list");
    expect(atList.code).toBe(0);
    expect(atList.stdout.split("\n").slice(3, 5)).toEqual(["cursor  keeps 9 of 9 → 9 of 10 tools; 1 change, no regression", line]);
    const atTool = await diff(MEMORY, NAME, "--host", "cursor");
    expect(atTool.code).toBe(1);
    expect(atTool.stdout.split("\n").slice(3, 5)).toEqual(["cursor  keeps 9 of 9 → 9 of 10 tools; 1 regression", line.replace("  !", "  ✗")]);
    expect((await diff(MEMORY, NAME, "--host", "cursor", "--report-only")).code).toBe(0);
  });
});

describe("mcp-wire diff: what the server did, and what a product did", () => {
  it("a renamed tool is one removed from the server and one new on it: no host is blamed; exit 0", async () => {
    const run = await diff(MEMORY, RENAMED, "--host", "claude-code", "--host", "cursor");
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n").slice(3)).toEqual([
      "claude-code  keeps 9 of 9 → 9 of 9 tools; 2 changes, no regression",
      '  + tool "read_graph_v2": new on the server → kept',
      '  - tool "read_graph": kept → removed from the server',
      "cursor  keeps 9 of 9 → 9 of 9 tools; 2 changes, no regression",
      '  + tool "read_graph_v2": new on the server → kept',
      '  - tool "read_graph": kept → removed from the server',
      "",
      "no regression at --fail-on tool (2 hosts)",
      "",
    ]);
  });

  it("renamed to a name Cursor drops: a regression of Cursor only (it drops the tool it kept), the old name removed", async () => {
    const run = await diff(MEMORY, RENAMED_BAD, "--host", "cursor", "--host", "zed");
    expect(run.code).toBe(1);
    expect(run.stdout.split("\n").slice(3)).toEqual([
      "cursor  keeps 9 of 9 → 8 of 9 tools; 1 regression",
      '  ✗ tool "read.graph": new on the server → dropped by cursor (the tool: tool-name: Cursor drops a tool whose name has a dot (\"Tool name must only contain alphanumeric characters and underscores\"); hyphens and spaces are kept)',
      '  - tool "read_graph": kept → removed from the server',
      "zed  keeps 9 of 9 → 9 of 9 tools; 2 changes, no regression",
      '  + tool "read.graph": new on the server → kept',
      '  - tool "read_graph": kept → removed from the server',
      "",
      "1 regression at --fail-on tool: cursor",
      "",
    ]);
  });

  it("the server removes a tool a product dropped: no regression for it (nothing it kept is lost); exit 0", async () => {
    const run = await diff(NAME, MEMORY, "--host", "cursor", "--json");
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { status: string; regressed: unknown[]; hosts: { regressions: number; changes: unknown[] }[] };
    expect(report.status).toBe("ok");
    expect(report.regressed).toEqual([]);
    expect(report.hosts[0]?.regressions).toBe(0);
    expect(report.hosts[0]?.changes).toEqual([
      {
        kind: "tool", tool: "read.graph", before: "tool", after: null, regression: false,
        reason: { role: null, path: "/name", code: "tool-name", message: "Cursor drops a tool whose name has a dot (\"Tool name must only contain alphanumeric characters and underscores\"); hyphens and spaces are kept" },
      },
    ]);
    const human = await diff(NAME, MEMORY, "--host", "cursor");
    expect(human.stdout.split("\n").slice(3, 5)).toEqual([
      "cursor  keeps 9 of 10 → 9 of 9 tools; 1 change, no regression",
      '  - tool "read.graph": dropped by cursor → removed from the server (the tool: tool-name: Cursor drops a tool whose name has a dot (\"Tool name must only contain alphanumeric characters and underscores\"); hyphens and spaces are kept)',
    ]);
  });
});

describe("mcp-wire diff formats", () => {
  it("--format json (and its alias --json): per host the counts and each change with its reason", async () => {
    const run = await diff(BOOL, MEMORY, "--host", "claude-code@2.1.207", "--format", "json");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      diffVersion: 1,
      failOn: "tool",
      status: "ok",
      before: { file: BOOL, source: "capture", name: "memory-server", version: "0.6.3", protocolVersion: "2025-11-25", tools: 10, hostVersions: { "claude-code": "2.1.207" } },
      after: { file: MEMORY, source: "capture", name: "memory-server", version: "0.6.3", protocolVersion: "2025-11-25", tools: 9, hostVersions: { "claude-code": "2.1.207" } },
      hosts: [
        {
          host: "claude-code",
          before: { toolsKept: 0, tools: 10, listLost: true, requestsFail: false },
          after: { toolsKept: 9, tools: 9, listLost: false, requestsFail: false },
          changes: [
            { kind: "list", lost: false, regression: false },
            {
              kind: "tool", tool: "flag", before: "list", after: null, regression: false,
              reason: { role: "inputSchema", path: "/properties/on", code: "boolean-property", message: BOOLEAN_MESSAGE },
            },
          ],
          regressions: 0,
        },
      ],
      regressed: [],
    });
    expect((await diff(BOOL, MEMORY, "--host", "claude-code@2.1.207", "--json")).stdout).toBe(run.stdout);
  });

  it("--format markdown: heading with the verdict, one row per host, the changes folded", async () => {
    const run = await diff(MEMORY, BOOL, "--host", "claude-code@2.1.207", "--host", "zed", "--format", "markdown");
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        "### mcp-wire diff: memory-server 0.6.3 → memory-server 0.6.3 — ✗ regression",
        "",
        `2 regressions at --fail-on tool: claude-code. Before: ../../fixtures/servers/server-memory.tools.json, after: ${BOOL}.`,
        "",
        "| host | kept before | kept after | regressions | changes |",
        "|---|---:|---:|---:|---:|",
        "| claude-code | 9 of 9 | 0 of 10 (list lost) | 2 | 2 |",
        "| zed | 9 of 9 | 10 of 10 | 0 | 1 |",
        "",
        "<details><summary>Changes</summary>",
        "",
        "```text",
        "claude-code",
        "  ✗ newly loses the whole list",
        `  ✗ tool "flag": new on the server → costs the whole list (${CLAUDE_BOOLEAN})`,
        "zed",
        '  + tool "flag": new on the server → kept',
        "```",
        "",
        "</details>",
        "",
      ].join("\n"),
    );
  });

  it("the published schema of the JSON report is not vacuous: a missing field, an unknown change kind fail it", async () => {
    const report = JSON.parse((await diff(BOOL, MEMORY, "--host", "claude-code@2.1.207", "--json")).stdout) as { regressed?: unknown; hosts: { changes: { kind: string }[] }[] };
    const { regressed: _, ...missing } = report;
    expect(validate(missing)).toBe(false);
    expect(ajv.errorsText(validate.errors)).toBe("data must have required property 'regressed'");
    const odd = structuredClone(report);
    odd.hosts[0]!.changes[0]!.kind = "weather";
    expect(validate(odd)).toBe(false);
  });

  it("--json and --format together are a usage error (exit 2)", async () => {
    expect(await diff(MEMORY, BOOL, "--json", "--format", "human")).toEqual({ code: 2, stdout: "", stderr: "mcp-wire: give either --json or --format, not both\n" });
  });
});

describe("mcp-wire diff inputs", () => {
  it("a doctor --json report on one side gives the same verdict as its capture", async () => {
    const saved = await doctorRun(["--json", "--replay", MEMORY, "--host", "claude-code", "--host", "cursor"]);
    const report = join(dir, "memory.report.json");
    writeFileSync(report, saved.stdout);
    const fromCapture = JSON.parse((await diff(MEMORY, BOOL, "--host", "claude-code", "--host", "cursor", "--json")).stdout) as { hosts: unknown; before: { source: string } };
    const fromReport = JSON.parse((await diff(report, BOOL, "--host", "claude-code", "--host", "cursor", "--json")).stdout) as typeof fromCapture;
    expect(fromReport.before.source).toBe("report");
    expect(fromReport.hosts).toEqual(fromCapture.hosts);
    expect(await diff(report, BOOL, "--host", "zed")).toEqual({
      code: 2,
      stdout: "",
      stderr: `mcp-wire: ${report}: the report has no verdicts for zed (it has claude-code, cursor); give --host for hosts it has, or diff its capture\n`,
    });
  });

  it.each([
    ["a missing file", "missing.json", "mcp-wire: cannot read <before> missing.json: no such file"],
    ["a file that is not JSON", "broken", "is not JSON"],
    ["a report with tools of the wrong kind", "bad-report", "/tools must be an array"],
    ["a report of another version", "old-report", "/reportVersion must be 2"],
    ["JSON that is neither", "neither", "is not a capture"],
  ])("%s is exit 2 with one line naming it", async (_, which, message) => {
    const files: Record<string, string> = {
      broken: "{",
      // a whole report but for its tools, so that they are the first wrong field
      "bad-report": JSON.stringify({ ...(await memoryReport()), tools: 5 }),
      "old-report": JSON.stringify({ reportVersion: 1 }),
      neither: JSON.stringify({ hello: "world" }),
    };
    const file = files[which] === undefined ? which : join(dir, `${which}.json`);
    if (files[which] !== undefined) writeFileSync(file, files[which]);
    const run = await diff(file, MEMORY, "--host", "cursor");
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(message);
    expect(run.stderr.split("\n")).toHaveLength(2);
  });
});

/** A doctor `--json` report of the server-memory capture for zed and cursor, made once. */
let made: Promise<Record<string, unknown>> | undefined;
const memoryReport = async (): Promise<Record<string, unknown>> => structuredClone(await (made ??= doctorRun(["--json", "--report-only", "--replay", MEMORY, "--host", "zed", "--host", "cursor"]).then((run) => JSON.parse(run.stdout) as Record<string, unknown>)));
type Mutable = { hosts: unknown; tools: { hosts: unknown; schemas: { hosts: { blast: unknown }[] }[] }[]; summary: { tools: number } };
/** stderr without the terminal's wrapping (each continuation joined back with one space). */
const unwrapped = (stderr: string) => stderr.replaceAll("\n  ", " ");

describe("mcp-wire diff on reports of the wrong shape (validated against docs/doctor-report.schema.json)", () => {
  it.each<[string, (report: Mutable) => void, string]>([
    ["hosts: null in a tool", (r) => void (r.tools[0]!.hosts = null), "/tools/0/hosts must be an array (got null)"],
    ["hosts: null at the root", (r) => void (r.hosts = null), "/hosts must be an array (got null)"],
    ["a bogus blast of a host diff does not read", (r) => void (r.tools[0]!.schemas[0]!.hosts[1]!.blast = "banana"), '/tools/0/schemas/0/hosts/1/blast must be one of "none", "misread", "result", "tool", "list", "requests" (got "banana")'],
    ["tools: [] with the summary of 9 tools", (r) => void (r.tools = []), "/summary/tools must be 0, the number of tools in /tools (got 9)"],
    ["tools: [] and summary.tools 0, zed still keeping 9", (r) => void ((r.tools = []), (r.summary.tools = 0)), "/summary/hosts/zed/toolsKept must be at most 0, the number of tools in /tools (got 9)"],
    ["a member the schema does not have", (r) => void ((r as unknown as Record<string, unknown>)["gains"] = 9), "/gains is not a member of a doctor report"],
    ["a member with a 1 MB name", (r) => void ((r as unknown as Record<string, unknown>)["g".repeat(1_000_000)] = 9), `/${"g".repeat(198)}… is not a member of a doctor report`],
    // what the schema cannot relate: the verdicts to /hosts, a status to its blast
    ["a schema's verdict for a host removed", (r) => void (r.tools[0]!.schemas[0]!.hosts as unknown[]).pop(), "/tools/0/schemas/0/hosts must hold one verdict per host of /hosts (2; got 1)"],
    ["a host doctor does not know", (r) => void ((r.hosts as string[])[1] = "not-a-host"), '/hosts/1 must be a host doctor knows (got "not-a-host")'],
    ["a host listed twice", (r) => void ((r.hosts as string[])[1] = "zed"), '/hosts/1 lists "zed" a second time'],
    ["two verdicts for one host", (r) => void ((r.tools[0]!.schemas[0]!.hosts[1] as unknown as { host: string }).host = "zed"), '/tools/0/schemas/0/hosts/1/host must be "cursor", the host at /hosts/1 (got "zed")'],
    ["blast tool with status pass and no issues", (r) => void Object.assign(r.tools[0]!.schemas[0]!.hosts[0]!, { blast: "tool", status: "pass", issues: [] }), '/tools/0/schemas/0/hosts/0/status must be "fail" for blast "tool" (got "pass")'],
    ["a failing verdict naming no issue", (r) => void Object.assign(r.tools[0]!.schemas[0]!.hosts[0]!, { blast: "tool", status: "fail", issues: [] }), "/tools/0/schemas/0/hosts/0/issues must name the issue a failing verdict is about (got none)"],
  ])("%s: exit 2, the JSON Pointer of the first wrong field", async (name, mutate, problem) => {
    const report = (await memoryReport()) as unknown as Mutable;
    mutate(report);
    const file = join(dir, `shape-${name.replace(/[^a-z0-9]+/gi, "-")}.json`);
    writeFileSync(file, JSON.stringify(report));
    const run = await diff(file, MEMORY, "--host", "zed");
    expect({ ...run, stderr: unwrapped(run.stderr) }).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: ${file}: ${problem}\n` });
  });

  it("the report unchanged is read (exit 0, no change)", async () => {
    const file = join(dir, "shape-unchanged.json");
    writeFileSync(file, JSON.stringify(await memoryReport()));
    const run = await diff(file, MEMORY, "--host", "zed", "--host", "cursor");
    expect([run.code, run.stderr, run.stdout.split("\n").slice(3, 5)]).toEqual([0, "", ["zed  keeps 9 of 9 → 9 of 9 tools; no change", "cursor  keeps 9 of 9 → 9 of 9 tools; no change"]]);
  });
});

/** A tools capture of `tools` (JSON text of the array; server "nested" 1.0.0) written to `name` in the test directory; returns its path. */
function toolsCapture(name: string, tools: string): string {
  const file = join(dir, name);
  writeFileSync(file, `{"protocolVersion":"2025-06-18","serverInfo":{"name":"nested","version":"1.0.0"},"tools":${tools}}`);
  return file;
}

/** The JSON text of an object schema nesting `levels` levels of `properties.a` over a string (text: `JSON.stringify` overflows the stack on 5,000 levels). */
function nested(levels: number): string {
  return `${'{"type":"object","properties":{"a":'.repeat(levels)}{"type":"string"}${"}}".repeat(levels)}`;
}

describe("mcp-wire diff reads every report doctor writes", () => {
  const OK = '{"name":"ok","inputSchema":{"type":"object"}}';
  const HOSTS = ["--host", "claude-code", "--host", "mcp-sdk-v1-client"];
  const DEEP = toolsCapture("deep5000.tools.json", `[${OK},{"name":"deep","inputSchema":${nested(5000)}}]`);
  const FIXED = toolsCapture("deep-fixed.tools.json", `[${OK},{"name":"deep","inputSchema":${nested(3)}}]`);

  it("a tool nested 5,000 levels (not judged: its schema has no verdicts of its own): the report against itself, and against its fix", async () => {
    const doctored = await doctorRun(["--json", ...HOSTS, "--replay", DEEP]);
    expect(doctored.code).toBe(1);
    const deep = (JSON.parse(doctored.stdout) as { tools: { name: string; schemas: { hosts: unknown[] }[]; hosts: { host: string; blast: string; issues: { code: string }[] }[] }[] }).tools[1]!;
    expect([deep.name, deep.schemas.map((schema) => schema.hosts), deep.hosts.map((h) => [h.host, h.blast, h.issues.map((i) => i.code)])]).toEqual([
      "deep",
      [[]],
      [["claude-code", "tool", ["unreadable-tool"]], ["mcp-sdk-v1-client", "none", ["unreadable-tool"]]],
    ]);
    const report = join(dir, "d5.json");
    writeFileSync(report, doctored.stdout);
    expect(await diff(report, report, ...HOSTS)).toEqual({
      code: 0,
      stderr: "",
      stdout: [
        `before nested 1.0.0 (${report}: 2 tools, doctor report; judged at claude-code@2.1.328)`,
        `after  nested 1.0.0 (${report}: 2 tools, doctor report; judged at claude-code@2.1.328)`,
        "",
        "claude-code  keeps 1 of 2 → 1 of 2 tools; no change",
        "mcp-sdk-v1-client  keeps 2 of 2 → 2 of 2 tools; no change",
        "",
        "no regression at --fail-on tool (2 hosts)",
        "",
      ].join("\n"),
    });
    const fixed = await diff(report, FIXED, ...HOSTS);
    expect(fixed.code).toBe(0);
    expect(fixed.stdout.split("\n").slice(3)).toEqual([
      "claude-code  keeps 1 of 2 → 2 of 2 tools; 1 change, no regression",
      '  ✓ tool "deep": dropped by claude-code → kept (the tool: unreadable-tool: nested deeper than mcp-wire reads (2048 JSON levels): not judged, so it counts as lost)',
      "mcp-sdk-v1-client  keeps 2 of 2 → 2 of 2 tools; no change",
      "",
      "no regression at --fail-on tool (2 hosts)",
      "",
    ]);
  });

  it("a tool without an inputSchema (its schema row has no verdicts either; the SDK clients lose the list): the report against itself", async () => {
    const bare = toolsCapture("bare.tools.json", `[${OK},{"name":"bare"}]`);
    const doctored = await doctorRun(["--json", ...HOSTS, "--replay", bare]);
    const report = join(dir, "bare.json");
    writeFileSync(report, doctored.stdout);
    expect((JSON.parse(doctored.stdout) as { tools: { schemas: { hosts: unknown[] }[] }[] }).tools[1]!.schemas.map((schema) => schema.hosts)).toEqual([[]]);
    const run = await diff(report, report, ...HOSTS);
    expect([run.code, run.stderr, run.stdout.split("\n").slice(3, 5)]).toEqual([0, "", ["claude-code  keeps 0 of 2 → 0 of 2 tools; no change", "mcp-sdk-v1-client  keeps 0 of 2 → 0 of 2 tools; no change"]]);
  });
});

describe("mcp-wire diff counts tools as doctor does", () => {
  const tool = (name: string, maximum: string | number = 1) => `{"name":"${name}","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":${JSON.stringify(maximum)}}}}}`;
  // x-4 to x-6: a string maximum, against the meta-schema: Claude Code drops them
  const BEFORE = toolsCapture("seven.tools.json", `[${[0, 1, 2, 3].map((i) => tool(`x-${i}`)).concat([4, 5, 6].map((i) => tool(`x-${i}`, "big"))).join(",")}]`);
  // 13 entries, x-2 listed twice
  const AFTER = toolsCapture("thirteen.tools.json", `[${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 2, 11].map((i) => tool(`x-${i}`)).join(",")}]`);

  it("a name listed twice counts twice, as in doctor's keeps 13 of 13", async () => {
    const doctored = await doctorRun(["--replay", AFTER, "--host", "claude-code"]);
    expect(doctored.stdout.split("\n")[2]).toBe("claude-code  keeps 13 of 13 tools");
    const run = await diff(BEFORE, AFTER, "--host", "claude-code");
    const fixed = (i: number) => `  ✓ tool "x-${i}": dropped by claude-code → kept (inputSchema at /properties/n/maximum: meta-schema-invalid: an input schema invalid against its dialect's meta-schema (a keyword value of the wrong kind) makes Claude Code drop the tool, silently, as one the Anthropic API would reject)`;
    expect(run).toEqual({
      code: 0,
      stderr: "",
      stdout: [
        `before nested 1.0.0 (${BEFORE}: 7 tools, capture judged now; judged at claude-code@2.1.328)`,
        `after  nested 1.0.0 (${AFTER}: 13 tools, capture judged now; judged at claude-code@2.1.328)`,
        "",
        "claude-code  keeps 4 of 7 → 13 of 13 tools; 8 changes, no regression",
        fixed(4),
        fixed(5),
        fixed(6),
        ...[7, 8, 9, 10, 11].map((i) => `  + tool "x-${i}": new on the server → kept`),
        "",
        "no regression at --fail-on tool (1 host)",
        "",
      ].join("\n"),
    });
    const json = JSON.parse((await diff(BEFORE, AFTER, "--host", "claude-code", "--json")).stdout) as { before: { tools: number }; after: { tools: number }; hosts: { before: unknown; after: unknown }[] };
    expect([json.before.tools, json.after.tools, json.hosts[0]!.before, json.hosts[0]!.after]).toEqual([
      7,
      13,
      { toolsKept: 4, tools: 7, listLost: false, requestsFail: false },
      { toolsKept: 13, tools: 13, listLost: false, requestsFail: false },
    ]);
    const markdown = await diff(BEFORE, AFTER, "--host", "claude-code", "--format", "markdown");
    expect(markdown.stdout.split("\n").filter((line) => line.startsWith("| claude-code"))).toEqual(["| claude-code | 4 of 7 | 13 of 13 | 0 | 8 |"]);
  });
});

describe("mcp-wire diff output", () => {
  it("escapes control and bidi characters of tool names", async () => {
    const run = await diff(MEMORY, HOSTILE, "--host", "zed");
    expect(run.stdout).toContain('  + tool "\\u001b[2Jall kept\\u202e": new on the server → kept\n');
    expect(run.stdout).not.toMatch(/[\u001b\u202e]/);
  });

  it("fits the terminal: no line wider than COLUMNS", async () => {
    let stdout = "";
    const { runCli } = await import("../src/index.js");
    const code = await runCli(["diff", MEMORY, BOOL], { stdout: { write: (t: string) => (stdout += t), isTTY: false }, stderr: { write: () => true }, env: { COLUMNS: "60" }, cwd: new URL("..", import.meta.url).pathname });
    expect(code).toBe(1);
    const widths = stdout.split("\n").map((line) => [...line].length);
    expect(Math.max(...widths)).toBeLessThanOrEqual(60);
    expect(stdout.split("\n").length).toBeGreaterThan(30);
  });

  it("--format markdown fits COLUMNS too: prose and details lines wrap, table rows do not", async () => {
    let stdout = "";
    const { runCli } = await import("../src/index.js");
    const io = { stdout: { write: (t: string) => (stdout += t), isTTY: false }, stderr: { write: () => true }, env: { COLUMNS: "60" }, cwd: new URL("..", import.meta.url).pathname };
    expect(await runCli(["diff", MEMORY, BOOL, "--host", "claude-code@2.1.207", "--format", "markdown"], io)).toBe(1);
    const lines = stdout.split("\n");
    expect(lines.filter((line) => !line.startsWith("|") && !line.startsWith("### ") && [...line].length > 60)).toEqual([]);
    expect(lines.slice(2, 6)).toEqual(["2 regressions at --fail-on tool: claude-code. Before:", "../../fixtures/servers/server-memory.tools.json, after:", `${BOOL}.`, ""]);
    expect(lines.slice(lines.indexOf("```text") + 1, lines.lastIndexOf("```"))).toEqual([
      "claude-code",
      "  ✗ newly loses the whole list",
      '  ✗ tool "flag": new on the server → costs the whole list',
      "    (inputSchema at /properties/on: boolean-property: a",
      "    true/false property schema makes Claude Code drop every",
      "    tool of the server, silently (reported for the Agent SDK",
      "    0.1.77's bundled CLI; 2.1.328 keeps such tools))",
    ]);
  });
});

describe("runDiff called programmatically", () => {
  it("arguments of the wrong type are exit 2 with a usage line, never a throw", async () => {
    const { runDiff } = await import("../src/index.js");
    let stderr = "";
    const io = { stdout: { write: () => true }, stderr: { write: (t: string) => (stderr += t) }, env: {}, cwd: "." };
    const args = { before: MEMORY, after: BOOL, hosts: ["nope"], format: "human", failOn: "tool", reportOnly: false };
    expect(await runDiff(args as never, io)).toBe(2);
    expect(stderr).toBe("mcp-wire: runDiff: args.hosts must be a non-empty array of hosts\n");
    stderr = "";
    expect(await runDiff({ ...args, hosts: ["zed"] } as never, { ...io, cwd: undefined } as never)).toBe(2);
    expect(stderr).toBe("mcp-wire: runDiff: io.cwd is required\n");
  });
});

describe("mcp-wire diff and product versions", () => {
  // A recursive $ref in an output schema: Claude Code loses the list up to 2.1.206 (anthropics/claude-code#88049 …);
  // from 2.1.207 on it does not (the rule's versions in docs/hosts.md), so the verdict depends on the version judged.
  const REC = join(dir, "rec.json");
  writeFileSync(REC, JSON.stringify({
    protocolVersion: "2025-11-25",
    serverInfo: { name: "rec", version: "1" },
    tools: [{ name: "tree", inputSchema: { type: "object" }, outputSchema: { type: "object", properties: { root: { $ref: "#/$defs/node" } }, $defs: { node: { type: "object", properties: { kids: { type: "array", items: { $ref: "#/$defs/node" } } } } } } }],
  }));
  const reportAt = async (version: string) => {
    const file = join(dir, `rec-${version}.report.json`);
    writeFileSync(file, (await doctorRun(["--json", "--replay", REC, "--host", `claude-code@${version}`, "--fail-on", "none"])).stdout);
    return file;
  };

  it("--host <product>@<version> is parsed as doctor parses it", async () => {
    const run = await diff(MEMORY, MEMORY, "--host", "claude-code@2.1.206");
    expect(run).toEqual({
      code: 0,
      stderr: "",
      stdout: [
        `before memory-server 0.6.3 (${MEMORY}: 9 tools, capture judged now; judged at claude-code@2.1.206)`,
        `after  memory-server 0.6.3 (${MEMORY}: 9 tools, capture judged now; judged at claude-code@2.1.206)`,
        "",
        "claude-code  keeps 9 of 9 → 9 of 9 tools; no change",
        "",
        "no regression at --fail-on tool (1 host)",
        "",
      ].join("\n"),
    });
    expect(await diff(MEMORY, MEMORY, "--host", "claude-code@x")).toEqual({
      code: 2,
      stdout: "",
      stderr: `mcp-wire: option '--host <host>' argument 'claude-code@x' is invalid. "x" is not a version: N, N.N or N.N.N (1.2.3, v1.2, 1.2.3-rc.1), latest or * (e.g. claude-code@1.0.30)\n`,
    });
  });

  it("--host <product>@<version> newer than the latest recorded release: judged as that release, a report judged at it matches", async () => {
    const current = await reportAt("2.1.328");
    const run = await diff(current, MEMORY, "--host", "claude-code@99.0.0");
    expect([run.code, run.stderr]).toEqual([0, "mcp-wire: warning: claude-code@99.0.0 is judged as 2.1.328, the latest recorded version\n"]);
    expect(run.stdout.split("\n").slice(0, 2)).toEqual([
      `before rec 1 (${current}: 1 tool, doctor report; judged at claude-code@2.1.328)`,
      `after  memory-server 0.6.3 (${MEMORY}: 9 tools, capture judged now; judged at claude-code@2.1.328)`,
    ]);
  });

  it("a capture is judged at the version the report on the other side was judged at: no false regression", async () => {
    const at206 = await reportAt("2.1.206");
    const run = await diff(at206, REC, "--host", "claude-code");
    expect(run).toEqual({
      code: 0,
      stderr: "",
      stdout: [
        `before rec 1 (${at206}: 1 tool, doctor report; judged at claude-code@2.1.206)`,
        `after  rec 1 (${REC}: 1 tool, capture judged now; judged at claude-code@2.1.206)`,
        "",
        "claude-code  keeps 1 of 1 → 1 of 1 tools; no change",
        "",
        "no regression at --fail-on tool (1 host)",
        "",
      ].join("\n"),
    });
  });

  it("a report made before hostVersions named every product was judged with every recorded fact: at *", async () => {
    const old = join(dir, "rec-old.report.json");
    const { hostVersions: _, ...report } = JSON.parse(readFileSync(await reportAt("2.1.206"), "utf8")) as Record<string, unknown>;
    writeFileSync(old, JSON.stringify(report));
    const run = await diff(old, REC, "--host", "claude-code");
    expect(run.stdout.split("\n").slice(0, 2)).toEqual([
      `before rec 1 (${old}: 1 tool, doctor report; judged at claude-code@*)`,
      `after  rec 1 (${REC}: 1 tool, capture judged now; judged at claude-code@*)`,
    ]);
    expect((await diff(old, await reportAt("2.1.207"), "--host", "claude-code")).stderr).toContain("was judged at *, <after>");
  });

  it("sides judged at different versions are refused (exit 2), naming both", async () => {
    const at206 = await reportAt("2.1.206");
    const at207 = await reportAt("2.1.207");
    expect(await diff(at206, at207, "--host", "claude-code")).toEqual({
      code: 2,
      stdout: "",
      stderr: `mcp-wire: claude-code: <before> ${at206} was judged at 2.1.206, <after> ${at207} at 2.1.207; diff reports judged at one version, or their captures\n`,
    });
    expect(await diff(at206, REC, "--host", "claude-code@2.1.207")).toEqual({
      code: 2,
      stdout: "",
      stderr: `mcp-wire: claude-code: <before> ${at206} was judged at 2.1.206, not at 2.1.207 as --host gives; diff reports judged at one version, or their captures\n`,
    });
  });
});

describe("mcp-wire diff bounds", () => {
  it("a tool name of 10,000 characters is shown cut to 40 and …, escaped as doctor's table escapes it", async () => {
    const long = variant("long.json", [{ name: "x".repeat(10_000), inputSchema: { type: "object" } }, { name: "c\r\n", inputSchema: { type: "object" } }]);
    const run = await diff(MEMORY, long, "--host", "zed");
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n").filter((line) => line.includes("new on the server → kept"))).toEqual([
      `  + tool "${"x".repeat(40)}…": new on the server → kept`,
      '  + tool "c\\u000d\\u000a": new on the server → kept',
    ]);
    expect(run.stdout.length).toBeLessThan(2_000);
  });

  it("names the argument of an input that is not a capture, and refuses an input over 100 MiB", async () => {
    const bom = join(dir, "bom.json");
    writeFileSync(bom, "\uFEFF{}");
    expect(await diff(bom, MEMORY, "--host", "zed")).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: <before> ${bom} is not a capture: /protocolVersion must be a string (got nothing)\n` });
    expect(await diff(MEMORY, "/dev/zero", "--host", "zed")).toEqual({ code: 2, stdout: "", stderr: "mcp-wire: <after> /dev/zero is larger than 100 MiB (the most mcp-wire reads)\n" });
  });
});

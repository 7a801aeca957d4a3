/**
 * Faults found in a new-user review of doctor, each as a whole kind: server text with control characters in
 * the human report, pagination that never ends and duplicate tool names, --timeout beyond the timer range,
 * --fix-out forms that still fail, and very long paths in the report's columns.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it } from "vitest";
import { doctor, type DoctorReport } from "../src/index.js";
import { doctorHumanReport } from "../src/doctor/report-human.js";
import { PLAIN } from "../src/style.js";
import { MAX_COLUMN_WIDTH } from "../src/doctor/columns.js";
import { MAX_TIMEOUT_MS } from "../src/doctor/args.js";
import { MAX_TOOLS_LIST_PAGES } from "../src/doctor/report.js";
import { parseArgs } from "../src/args.js";
import { RecordedTransport, recordingFrom } from "../src/doctor/recorded.js";
import { writeFixes } from "../src/doctor/fix-out.js";
import { checkedDoctor } from "./report-schema.js";
import { doctorRun } from "./doctor-helpers.js";

/** A stdio server (SDK low-level Server) listing two tools named "x" with a draft-07 label. */
const DUPLICATE_SERVER = `
const { Server } = await import("@modelcontextprotocol/sdk/server/index.js");
const { StdioServerTransport } = await import("@modelcontextprotocol/sdk/server/stdio.js");
const { ListToolsRequestSchema } = await import("@modelcontextprotocol/sdk/types.js");
const server = new Server({ name: "dup", version: "1" }, { capabilities: { tools: {} } });
const tool = { name: "x", inputSchema: { $schema: "http://json-schema.org/draft-07/schema#", type: "object" } };
server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [tool, tool] }));
await server.connect(new StdioServerTransport());
`;

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";

async function replay(tools: unknown[], serverInfo: unknown = { name: "review", version: "1.0.0" }): Promise<DoctorReport> {
  const recording = recordingFrom({ protocolVersion: "2025-11-25", serverInfo, tools });
  return checkedDoctor({ kind: "transport", transport: new RecordedTransport(recording), label: "recording" }, { hosts: ["2020-12-only", "anthropic-api"] });
}

describe("server text with control characters", () => {
  it("is escaped in every field of the human report, and columns stay aligned", async () => {
    const report = await replay(
      [
        { name: "\u001b[31mX", inputSchema: { $schema: DRAFT_07, type: "object", properties: { "k\u0007\u009b": { type: "object", $ref: "#/nope\u001b" } } } },
        { name: "plain", inputSchema: { type: "object" } },
      ],
      { name: "evil\u001b]0;title\u0007", version: "1\u202e" },
    );
    const text = doctorHumanReport(report, PLAIN, 1000);
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(text).toBe(
      [
        "evil\\u001b]0;title\\u0007 1\\u202e over transport (recording), protocol 2025-11-25",
        "",
        "2020-12-only  keeps 2 of 2 tools",
        'anthropic-api  keeps 2 of 2 tools; fails every model request because of tool "\\u001b[31mX" (missing-ref-target)',
        '  next: change tool "\\u001b[31mX" inputSchema at /properties/k\\u0007\\u009b/$ref: $ref "#/nope\\u001b" has no target',
        "",
        "tool         schema  mcp  2020-12-only  anthropic-api",
        "\\u001b[31mX  input   ✓    ✓             ✗ missing-ref-target +1",
        "plain        input   ✓    ✓             ✓",
        "",
        "mcp=the MCP Tool type at 2025-11-25",
        "",
        "failures",
        "",
        "\\u001b[31mX inputSchema",
        "  anthropic-api fails every model request",
        '    /properties/k\\u0007\\u009b/$ref  missing-ref-target  $ref "#/nope\\u001b" has no target',
        '    /properties/k\\u0007\\u009b       property-name       anthropic-api refuses property key "k\\u0007\\u009b": top-level keys must match ^[a-zA-Z0-9_.-]{1,64}$',
        "    fix: change the schema (no projection for anthropic-api is kept: missing-ref-target, property-name)",
        "",
        "2 tools × 2 hosts: 1 pass on every host, 1 fail on some (anthropic-api 1); anthropic-api fails every model request (because of 1 tool)",
        "",
      ].join("\n"),
    );
    // The --json report keeps the names as sent.
    expect(report.tools[0]?.name).toBe("\u001b[31mX");
  });

  it("is escaped in the exit-2 message and the server's stderr tail, also with NO_COLOR", async () => {
    const run = await doctorRun(["--", "node", "-e", "console.error('\\u001b[31mboom\\u0007'); process.exit(1)"], { env: { NO_COLOR: "1" } });
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr: "mcp-wire: server exited before answering initialize: node -e console.error('\\u001b[31mboom\\u0007'); process.exit(1)\n" +
        "server stderr (last 1 lines):\n  \\u001b[31mboom\\u0007\n",
    });
  });
});

/** A server whose tools/list answers `pages(cursor)` (cursor `undefined` for the first page). */
class PagedTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  requests = 0;
  constructor(private readonly page: (cursor: string | undefined) => { tools: unknown[]; nextCursor?: string }) {}
  async start(): Promise<void> {}
  async close(): Promise<void> {
    this.onclose?.();
  }
  async send(message: JSONRPCMessage): Promise<void> {
    const raw = message as unknown as { id?: number; method?: string; params?: { cursor?: string } };
    if (raw.id === undefined) return;
    let result: unknown = {};
    if (raw.method === "initialize") result = { protocolVersion: "2025-11-25", capabilities: { tools: {} }, serverInfo: { name: "paged", version: "1" } };
    if (raw.method === "tools/list") {
      this.requests++;
      result = this.page(raw.params?.cursor);
    }
    queueMicrotask(() => this.onmessage?.({ jsonrpc: "2.0", id: raw.id, result } as JSONRPCMessage));
  }
}

const ok = (name: string) => ({ name, inputSchema: { type: "object" } });

describe("tools/list pagination and duplicate names", () => {
  it("a nextCursor that repeats forever is stopped and reported, and fails the run", async () => {
    const transport = new PagedTransport(() => ({ tools: [ok("a"), ok("b")], nextCursor: "0" }));
    const report = await checkedDoctor({ kind: "transport", transport, label: "paged" }, { hosts: ["vscode"] });
    expect(transport.requests).toBe(2);
    expect(report.status).toBe("fail");
    expect(report.diagnostics).toEqual([
      { code: "repeated-cursor", message: 'tools/list page 2 returned nextCursor "0" again (already followed); stopped listing after 2 pages' },
      { code: "duplicate-tool-name", message: 'tool "a" is listed 2 times' },
      { code: "duplicate-tool-name", message: 'tool "b" is listed 2 times' },
    ]);
    const text = doctorHumanReport(report, PLAIN, 1000);
    expect(text.slice(text.indexOf("tools/list\n"))).toBe(
      [
        "tools/list",
        '  repeated-cursor      tools/list page 2 returned nextCursor "0" again (already followed); stopped listing after 2 pages',
        '  duplicate-tool-name  tool "a" is listed 2 times',
        '  duplicate-tool-name  tool "b" is listed 2 times',
        "",
        "4 tools × 1 host: 4 pass, 0 fail; 3 tools/list problems (repeated-cursor, duplicate-tool-name)",
        "",
      ].join("\n"),
    );
  });

  it("a cursor cycle (1 → 2 → 1) is caught too; distinct cursors list every page", async () => {
    const cycle = new PagedTransport((cursor) => ({ tools: [ok(`t${cursor ?? 0}`)], nextCursor: cursor === "1" ? "2" : "1" }));
    const cycled = await checkedDoctor({ kind: "transport", transport: cycle, label: "cycle" }, { hosts: ["vscode"] });
    expect(cycled.tools.map((t) => t.name)).toEqual(["t0", "t1", "t2"]);
    expect(cycled.diagnostics.map((d) => d.code)).toEqual(["repeated-cursor"]);
    const fine = new PagedTransport((cursor) => ({ tools: [ok(`t${cursor ?? 0}`)], ...(cursor === "2" ? {} : { nextCursor: cursor === "1" ? "2" : "1" }) }));
    const listed = await checkedDoctor({ kind: "transport", transport: fine, label: "fine" }, { hosts: ["vscode"] });
    expect(listed).toMatchObject({ status: "pass", diagnostics: [] });
    expect(listed.tools.map((t) => t.name)).toEqual(["t0", "t1", "t2"]);
  });

  it(`stops after ${MAX_TOOLS_LIST_PAGES} pages of ever-new cursors`, async () => {
    const transport = new PagedTransport((cursor) => ({ tools: [], nextCursor: String(Number(cursor ?? 0) + 1) }));
    const report = await checkedDoctor({ kind: "transport", transport, label: "endless" }, { hosts: ["vscode"] });
    expect(transport.requests).toBe(MAX_TOOLS_LIST_PAGES);
    expect(report.diagnostics).toEqual([{ code: "page-limit", message: "tools/list still had a nextCursor after 1000 pages; stopped listing" }]);
    expect(report.status).toBe("fail");
  });

  it("only names a tool was listed under count: an entry that is not a tool (named #1 in the report) never duplicates a tool named #1", async () => {
    const report = await replay([ok("#1"), null, ok("x"), { name: 7, inputSchema: { type: "object" } }, ok("x")]);
    expect(report.tools.map((tool) => tool.name)).toEqual(["#1", "#1", "x", "#3", "x"]);
    expect(report.diagnostics).toEqual([{ code: "duplicate-tool-name", message: 'tool "x" is listed 2 times' }]);
  });

  it("a duplicate tool name fails the run (exit 1), also when every schema passes", async () => {
    const report = await replay([ok("same"), ok("same")]);
    expect(report).toMatchObject({ status: "fail", summary: { passed: 2, failed: 0 }, diagnostics: [{ code: "duplicate-tool-name", message: 'tool "same" is listed 2 times' }] });
  });
});

describe("--fix-out", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const outDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "doctor-review-fix-"));
    dirs.push(dir);
    return dir;
  };
  /** An input schema with a draft-07 label (so every host gets a form) and one property named `q`. */
  const labelled = (q: string) => ({ $schema: DRAFT_07, type: "object", properties: { [q]: { type: "string" } } });
  /** The property names of the portable input schema written to `<dir>/<folder>`. */
  const written = (dir: string, folder: string) => Object.keys((JSON.parse(readFileSync(join(dir, folder, "input.portable.json"), "utf8")) as { properties: object }).properties);

  it("gives tools whose folders would clash (duplicates, same sanitised name, case) their own folder, and says so", async () => {
    const report = await replay([
      { name: "a b", inputSchema: labelled("one") },
      { name: "a_b", inputSchema: labelled("two") },
      { name: "a b", inputSchema: labelled("three") },
      { name: "A_B", inputSchema: labelled("four") },
    ]);
    const dir = outDir();
    const renames: unknown[] = [];
    const paths = await writeFixes(report, dir, "/", (r) => renames.push(r));
    expect(readdirSync(dir).sort()).toEqual(["A_B-4", "a_b", "a_b-2", "a_b-3"]);
    expect(paths).toHaveLength(12);
    expect(renames).toEqual([
      { tool: "a_b", folder: "a_b-2", plain: "a_b", taken: "a_b", takenBy: "a b" },
      { tool: "a b", folder: "a_b-3", plain: "a_b", taken: "a_b", takenBy: "a b" },
      { tool: "A_B", folder: "A_B-4", plain: "A_B", taken: "a_b", takenBy: "a b" },
    ]);
    expect(["a_b", "a_b-2", "a_b-3", "A_B-4"].map((folder) => written(dir, folder))).toEqual([["one"], ["two"], ["three"], ["four"]]);
  });

  it("a path-like tool name keeps its last parts, never a hidden folder, never outside the directory; a clash gets -2", async () => {
    const report = await replay([
      { name: "../../x", inputSchema: labelled("one") },
      { name: "x", inputSchema: labelled("two") },
      { name: ".hidden", inputSchema: labelled("three") },
      { name: "/etc/passwd", inputSchema: labelled("four") },
      { name: "..\\..\\win", inputSchema: labelled("five") },
    ]);
    const parent = outDir();
    const dir = join(parent, "fixes");
    const renames: unknown[] = [];
    await writeFixes(report, dir, "/", (r) => renames.push(r));
    expect(readdirSync(parent)).toEqual(["fixes"]);
    expect(readdirSync(dir).sort()).toEqual(["etc_passwd", "hidden", "win", "x", "x-2"]);
    expect(renames).toEqual([{ tool: "x", folder: "x-2", plain: "x", taken: "x", takenBy: "../../x" }]);
    expect(["x", "x-2", "hidden", "etc_passwd", "win"].map((folder) => written(dir, folder))).toEqual([["one"], ["two"], ["three"], ["four"], ["five"]]);
  });

  it("the CLI prints each renamed folder (stdout, or stderr with --json)", async () => {
    const dir = outDir();
    const server = ["node", "-e", DUPLICATE_SERVER];
    const human = await doctorRun(["--host", "vscode", "--fix-out", dir, "--", ...server]);
    expect(human.code).toBe(1);
    expect(human.stdout.split("\n").slice(-3)).toEqual([
      '--fix-out: tool "x" written to x-2 (x holds tool "x")',
      `wrote 4 schema files to ${dir}`,
      "",
    ]);
    const json = await doctorRun(["--json", "--host", "vscode", "--fix-out", outDir(), "--", ...server]);
    expect(json.stderr).toBe('--fix-out: tool "x" written to x-2 (x holds tool "x")\n');
    expect((JSON.parse(json.stdout) as DoctorReport).diagnostics).toEqual([{ code: "duplicate-tool-name", message: 'tool "x" is listed 2 times' }]);
  });

  it("writes no form that still fails the MCP rules, and no folder for a tool with nothing to write", async () => {
    const report = await replay([
      { name: "string-root", inputSchema: { type: "string" } },
      { name: "string-output", inputSchema: { type: "object" }, outputSchema: { type: "string" } },
      { name: "not-a-schema", inputSchema: 42 },
    ]);
    const dir = outDir();
    const written = await writeFixes(report, dir, "/");
    expect(readdirSync(dir)).toEqual(["string-output"]);
    // The non-object output schema is served wrapped to a 2025-era session (SEP-2106), as the proxy serves it.
    expect(readdirSync(join(dir, "string-output")).sort()).toEqual([
      "input.2020-12-only.json", "input.anthropic-api.json", "input.portable.json", "output.2020-12-only.json", "output.anthropic-api.json",
    ]);
    expect(JSON.parse(readFileSync(join(dir, "string-output", "output.2020-12-only.json"), "utf8"))).toEqual({
      type: "object", properties: { result: { type: "string" } }, required: ["result"],
    });
    expect(written).toHaveLength(5);
  });
});

describe("--timeout range", () => {
  it("accepts up to the Node timer maximum, exactly", () => {
    const parsed = parseArgs(["doctor", "--timeout", "2147483.647", "--", "node"], () => {});
    expect(parsed).toMatchObject({ kind: "doctor", args: { timeoutMs: MAX_TIMEOUT_MS } });
    expect(MAX_TIMEOUT_MS).toBe(2 ** 31 - 1);
  });

  it("doctor() refuses a timeoutMs beyond it before starting anything", async () => {
    const transport = new PagedTransport(() => ({ tools: [] }));
    await expect(doctor({ kind: "transport", transport, label: "t" }, { timeoutMs: 2 ** 31 })).rejects.toThrow(
      new RangeError("doctor: timeoutMs must be a number from 1 to 2147483647 (got 2147483648)"),
    );
    expect(transport.requests).toBe(0);
  });
});

describe("long paths and names", () => {
  it(`pad their column to at most ${MAX_COLUMN_WIDTH}; only their own line overflows`, async () => {
    const long = "p".repeat(3000);
    const name = "t".repeat(100);
    const report = await replay([
      { name, inputSchema: { type: "object", properties: { [long]: { $ref: "#/missing" }, short: { $ref: "#/gone" } } } },
      { name: "b", inputSchema: { type: "object" } },
    ]);
    const text = doctorHumanReport({ ...report, hosts: ["anthropic-api"], tools: report.tools.map((t) => ({ ...t, hosts: [], schemas: t.schemas.map((s) => ({ ...s, hosts: s.hosts.filter((h) => h.host === "anthropic-api") })) })) }, PLAIN, 10_000);
    const lines = text.split("\n");
    const table = lines.findIndex((line) => line.startsWith("tool "));
    expect(lines.slice(table, table + 3)).toEqual([
      `tool${" ".repeat(56)}  schema  mcp  anthropic-api`,
      `${name}  input   ✓    ✗ missing-ref-target +1`,
      `b${" ".repeat(59)}  input   ✓    ✓`,
    ]);
    expect(lines.filter((l) => l.includes("missing-ref-target  $ref"))).toEqual([
      // a pointer is cut to 48 columns in the middle (its last token "/$ref" kept after `…`), so it sets the column to 48
      `    /properties/${"p".repeat(30)}…/$ref  missing-ref-target  $ref "#/missing" has no target`,
      `    /properties/short/$ref${" ".repeat(48 - 22)}  missing-ref-target  $ref "#/gone" has no target`,
    ]);
    expect(Math.max(...lines.filter((l) => !l.includes(long) && !l.includes(name)).map((l) => [...l].length))).toBeLessThan(200);
  });
});

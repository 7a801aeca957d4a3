/**
 * Product hosts in doctor: each verdict composed from the archetypes the product's record embeds (per schema role),
 * its tools/list parse (the wire layer) and its own rules (`evaluateProduct`); the first lines of the human report
 * (what each host keeps, the next step); `--fail-on`.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fails, RecordedTransport, recordingFrom, type DoctorHost, type DoctorReport } from "../src/index.js";
import { doctorHumanReport } from "../src/doctor/report-human.js";
import { hostLines } from "../src/doctor/report-first.js";
import { PLAIN } from "../src/style.js";
import { checkedDoctor } from "./report-schema.js";
import { doctorRun } from "./doctor-helpers.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const object = { type: "object", properties: { q: { type: "string" } } };
const labelledOut = { name: "labelled_out", inputSchema: object, outputSchema: { $schema: DRAFT_07, type: "object", properties: { n: { type: "number" } } } };
const TOOLS = [
  { name: "plain_tool", inputSchema: object },
  { name: "bool_prop", inputSchema: { type: "object", properties: { x: true } } },
  { name: "my.tool", inputSchema: object },
  labelledOut,
];
const PRODUCTS: DoctorHost[] = ["claude-code", "claude-desktop", "cursor", "vscode", "windsurf", "zed", "codex", "gemini", "chatgpt", "kimi"];

async function replay(tools: unknown[], hosts: readonly DoctorHost[], versions?: Readonly<Partial<Record<DoctorHost, string>>>): Promise<DoctorReport> {
  const recording = recordingFrom({ protocolVersion: "2025-11-25", serverInfo: { name: "products", version: "1.0.0" }, tools });
  return checkedDoctor({ kind: "transport", transport: new RecordedTransport(recording), label: "recording" }, { hosts, ...(versions === undefined ? {} : { versions }) });
}

/** `"<tool> <io>"` (or `"<tool>"` for the tool as a whole) → failing host → `[blast, ...codes with their layer]`. */
function verdicts(report: DoctorReport): Record<string, Record<string, string[]>> {
  const out: Record<string, Record<string, string[]>> = {};
  const add = (key: string, host: string, blast: string, issues: readonly { code: string; layer: string }[]) => ((out[key] ??= {})[host] = [blast, ...issues.map((i) => `${i.layer}:${i.code}`)]);
  for (const tool of report.tools) {
    for (const verdict of tool.hosts) if (verdict.status === "fail") add(tool.name, verdict.host, verdict.blast, verdict.issues);
    for (const schema of tool.schemas) for (const verdict of schema.hosts) if (verdict.status === "fail") add(`${tool.name} ${schema.io}`, verdict.host, verdict.blast, verdict.issues);
  }
  return out;
}

const kept = (toolsKept: number, more: { listLost?: boolean; requestsFail?: boolean; toolsLost?: number } = {}) => ({
  toolsKept, toolsLost: more.toolsLost ?? 0, listLost: more.listLost ?? false, requestsFail: more.requestsFail ?? false, issues: [],
});

describe("product hosts, composed from their records", () => {
  it("each product judges with its wire parse, the archetypes it embeds per role, and its own rules", async () => {
    const report = await replay(TOOLS, PRODUCTS);
    expect(verdicts(report)).toEqual({
      // The 2025-11-25 wire wants an object as a properties value: the products that parse tools/list with it (wire)
      // lose the list; Claude Desktop's own rule says so too. Claude Code 2.1.328 tolerates it in its parse and keeps
      // the tool (measured); Codex 0.169.0 keeps it and sends the model another schema (measured: a misread). VS Code,
      // judged at its current release (1.131.0), keeps it: its true-subschema failure is recorded for 1.99 only.
      "bool_prop input": {
        "claude-desktop": ["list", "wire:wire-invalid", "host:boolean-property"],
        codex: ["misread", "host:boolean-property"],
        cursor: ["list", "wire:wire-invalid"],
        gemini: ["list", "wire:wire-invalid"],
        windsurf: ["list", "wire:wire-invalid"],
      },
      // A dotted name: Cursor drops the tool, Claude Desktop withholds the whole connector.
      "my.tool": { "claude-desktop": ["list", "host:tool-name"], cursor: ["tool", "host:tool-name"] },
      // Claude Desktop embeds the 2020-12-only validator for output schemas (the SDK 2.0 betas).
      "labelled_out output": { "claude-desktop": ["result", "host:unsupported-dialect-label"] },
    });
    expect(report.summary.hosts).toEqual({
      "claude-code": kept(4), "claude-desktop": kept(0, { listLost: true }), cursor: kept(0, { listLost: true }),
      vscode: kept(4), windsurf: kept(0, { listLost: true }),
      zed: kept(4), codex: kept(4), gemini: kept(0, { listLost: true }), chatgpt: kept(4), kimi: kept(4),
    });
    const desktop = report.tools[3]?.schemas[1]?.hosts[1];
    // The projection converts the draft-07 output schema to 2020-12 (same meaning), which the 2.0 betas load.
    expect(desktop).toMatchObject({
      host: "claude-desktop",
      fix: { fixes: true, issues: [], loosened: [{ path: "/$schema", rewrite: "dialect-2020-12", effect: "same" }, { path: "/$schema", rewrite: "unlabel-2020-12", effect: "same" }] },
    });
    // The proxy's projection turns the boolean property into {} (same meaning): the fix is claimed, naming the change.
    expect(report.tools[1]?.schemas[0]?.hosts.find((verdict) => verdict.host === "claude-desktop")?.fix).toMatchObject({ fixes: true, issues: [], loosened: [{ path: "/properties/x", rewrite: "boolean-subschema", effect: "same" }] });
  });

  it("a product without the archetype keeps what that archetype refuses; without a failure, a host passes", async () => {
    const report = await replay([labelledOut], ["cursor", "claude-desktop", "2020-12-only"]);
    expect(verdicts(report)).toEqual({
      "labelled_out output": { "claude-desktop": ["result", "host:unsupported-dialect-label"], "2020-12-only": ["result", "host:unsupported-dialect-label"] },
    });
    expect(report.summary.hosts).toEqual({ cursor: kept(1), "claude-desktop": kept(1), "2020-12-only": kept(1) });
  });

  it("tool-count caps are server-wide issues: VS Code 1.105 over 128 tools fails every request, Windsurf over 100 loses the list", async () => {
    const many = Array.from({ length: 129 }, (_, i) => ({ name: `t${i}`, inputSchema: object }));
    // VS Code's cap is recorded for 1.100 to 1.110 (discovery sends a subset per turn since): judged inside that range
    const report = await replay(many, ["vscode", "windsurf", "claude-code"], { vscode: "1.105.0" });
    expect(report.summary.hosts["vscode"]).toMatchObject({ toolsKept: 129, listLost: false, requestsFail: true, issues: [{ path: "", code: "too-many-tools", layer: "host", blast: "requests" }] });
    expect(report.summary.hosts["windsurf"]).toMatchObject({ toolsKept: 0, listLost: true, requestsFail: false, issues: [{ code: "too-many-tools", blast: "list" }] });
    expect(report.summary.hosts["claude-code"]).toEqual(kept(129));
    expect(hostLines(report)).toEqual([
      "vscode  keeps 129 of 129 tools; fails every model request; too-many-tools: \"You may not include more than 128 tools in your request\": every chat request fails (129 tools, limit 128)",
      "  next: list fewer tools (the cap counts every tool the host has enabled)",
      "windsurf  keeps 0 of 129 tools; loses the whole list; too-many-tools: Windsurf refuses to add a server that would exceed its 100-tool limit (129 tools, limit 100)",
      "  next: list fewer tools (the cap counts every tool the host has enabled)",
      "claude-code  keeps 129 of 129 tools",
    ]);
    expect(fails(report, "tool")).toBe(true);
  });
});

describe("the first lines: per host what it keeps, and the next step", () => {
  it("names the tool that costs the list, and the command or the schema change", async () => {
    const report = await replay(TOOLS, ["claude-desktop", "cursor", "zed"]);
    const text = doctorHumanReport(report, PLAIN, 1000);
    expect(text.split("\n").slice(0, 8)).toEqual([
      "products 1.0.0 over transport (recording), protocol 2025-11-25; judged at claude-desktop@2.2553.1, cursor@latest, zed@latest",
      "",
      'claude-desktop  keeps 0 of 4 tools; loses the whole list because of tools "bool_prop", "my.tool" (wire-invalid, tool-name); rejects the results of 1 ("labelled_out")',
      // the name is my.tool's only fault, and proxy --rename lists it as my_tool; the rest is the projection's (no SDK
      // call: a rename is the proxy's alone)
      "  next: mcp-wire proxy --host claude-desktop@2.2553.1 --rename -- <server command>",
      'cursor  keeps 0 of 4 tools; loses the whole list because of tool "bool_prop" (wire-invalid)',
      "  next: mcp-wire proxy --host cursor@latest --rename -- <server command>",
      "zed  keeps 4 of 4 tools",
      "",
    ]);
  });

  it("a host that keeps fewer tools than listed with nothing judged says why, never a bare \"keeps 0 of N\"", async () => {
    const report = await replay([TOOLS[0], TOOLS[2]], ["claude-code"]);
    // what a list doctor could not read at all gives (longer than MAX_ARRAY_LENGTH: a not-a-tool-list at blast none)
    const unread = { toolsKept: 0, toolsLost: 0, listLost: false, requestsFail: false, issues: [{ path: "", code: "not-a-tool-list", layer: "wire", blast: "none", message: "not a tools/list result: : an array of 1000001 items is longer than 1000000" }] };
    const unreadable = { ...report, summary: { ...report.summary, hosts: { "claude-code": { ...report.summary.hosts!["claude-code"]!, ...unread } } } } as DoctorReport;
    expect(hostLines(unreadable)).toEqual(["claude-code  keeps 0 of 2 tools; not-a-tool-list: not a tools/list result: : an array of 1000001 items is longer than 1000000"]);
    const silent = { ...report, summary: { ...report.summary, hosts: { "claude-code": { ...report.summary.hosts!["claude-code"]!, ...unread, issues: [] } } } } as DoctorReport;
    expect(hostLines(silent)).toEqual(["claude-code  keeps 0 of 2 tools; 2 tools not judged: the list could not be read"]);
  });

  it("a failure every projection fixes: the proxy command for the server doctor ran", async () => {
    const report = await replay([labelledOut], ["claude-desktop"]);
    expect(hostLines(report)).toEqual([
      'claude-desktop  keeps 1 of 1 tool; rejects the results of 1 ("labelled_out")',
      '  next: mcp-wire proxy --host claude-desktop@2.2553.1 -- <server command>, or publishToolSchemas(server, { hosts: "auto" }) in a TypeScript SDK server',
    ]);
  });

  it("fits the width: every line at most 60 columns", async () => {
    const report = await replay(TOOLS, PRODUCTS);
    const lines = doctorHumanReport(report, PLAIN, 60).split("\n");
    expect(Math.max(...lines.map((l) => [...l].length))).toBeLessThanOrEqual(60);
    const first = lines.findIndex((l) => l.startsWith("cursor "));
    expect(lines.slice(first, first + 3)).toEqual([
      "cursor  keeps 0 of 4 tools; loses the whole list because of",
      '  tool "bool_prop" (wire-invalid)',
      "  next: mcp-wire proxy --host cursor@latest --rename --",
    ]);
  });
});

describe("--fail-on", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const capture = (tools: unknown[]) => {
    const dir = mkdtempSync(join(tmpdir(), "fail-on-"));
    dirs.push(dir);
    const file = join(dir, "capture.json");
    writeFileSync(file, JSON.stringify({ protocolVersion: "2025-11-25", serverInfo: { name: "s", version: "1" }, tools }));
    return file;
  };

  it("exit 1 only when a selected host loses something at or above the threshold (default: tool)", async () => {
    const results = capture([labelledOut]); // claude-desktop rejects its results (blast result)
    const codes = async (file: string, ...args: string[]) => (await doctorRun(["--json", "--replay", file, "--host", "claude-desktop", ...args])).code;
    expect(await codes(results)).toBe(0);
    expect(await codes(results, "--fail-on", "tool")).toBe(0);
    expect(await codes(results, "--fail-on", "result")).toBe(1);
    expect(await codes(results, "--fail-on", "misread")).toBe(1);
    // The whole list is lost because the tool breaks the MCP Tool type: the mcp verdict fails the run whatever --fail-on.
    const list = capture([TOOLS[1]]);
    expect(await codes(list)).toBe(1);
    expect(await codes(list, "--fail-on", "list")).toBe(1);
    expect(await codes(list, "--fail-on", "requests")).toBe(1);
    expect(await codes(list, "--fail-on", "none")).toBe(1);
  });

  it("an unknown threshold is a usage error (exit 2)", async () => {
    const run = await doctorRun(["--fail-on", "tools", "--", "node"]);
    expect(run).toEqual({
      code: 2, stdout: "",
      stderr: "mcp-wire: option '--fail-on <blast>' argument 'tools' is invalid. Allowed choices are none, misread, result, tool, list, requests.\n",
    });
  });
});

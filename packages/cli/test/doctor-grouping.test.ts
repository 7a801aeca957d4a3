/**
 * doctor's human failures section groups identical failures (same host or MCP rules, same issues, same fix)
 * and lists the tool schemas each affects; the --json report stays complete (one verdict per tool, schema and
 * host). Progress and colour stay off under TERM=dumb.
 */
import { describe, expect, it } from "vitest";
import { doctor, type DoctorReport } from "../src/index.js";
import { doctorHumanReport } from "../src/doctor/report-human.js";
import { doctorJsonReport } from "../src/doctor/report-json.js";
import { PLAIN } from "../src/style.js";
import { RecordedTransport, recordingFrom } from "../src/doctor/recorded.js";
import { checkedDoctor } from "./report-schema.js";
import { doctorRun, KNOWN_FAILURES } from "./doctor-helpers.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const labelled = { $schema: DRAFT_07, type: "object", properties: { q: { type: "string" } } };

async function replay(tools: unknown[]): Promise<DoctorReport> {
  const recording = recordingFrom({ protocolVersion: "2025-11-25", serverInfo: { name: "grouping", version: "1.0.0" }, tools });
  return checkedDoctor({ kind: "transport", transport: new RecordedTransport(recording), label: "recording" }, { hosts: ["2020-12-only", "vscode"] });
}

describe("doctor failures, grouped", () => {
  it("shows an identical failure once, under the schemas it affects, in order of first appearance", async () => {
    const report = await replay([
      { name: "a", inputSchema: labelled, outputSchema: labelled },
      { name: "b", inputSchema: { type: "object" } },
      { name: "c", inputSchema: labelled, outputSchema: labelled },
      { name: "d", inputSchema: { type: "object" }, outputSchema: labelled },
    ]);
    const text = doctorHumanReport(report, PLAIN, 1000);
    expect(text.slice(text.indexOf("failures\n"))).toBe(
      [
        "failures",
        "",
        "3 schemas: a outputSchema, c outputSchema, d outputSchema",
        "  2020-12-only rejects its results",
        '    /$schema  unsupported-dialect-label  client-2.0-beta-ajv: JSON Schema declares an unsupported dialect ("http://json-schema.org/draft-07/schema#"); this validator supports 2020-12 only',
        '    fix: mcp-wire proxy --host 2020-12-only, or publishToolSchemas(server, { hosts: "auto" }), serves a form it keeps',
        "",
        "4 tools × 2 hosts: 1 pass on every host, 3 fail on some (2020-12-only 3); every host keeps every tool (the fails are rejected results)",
        "",
      ].join("\n"),
    );
  });

  it("failures of one schema share its heading; a failure differing only in its message is not merged", () => {
    const issue = (path: string, code: string, message: string) => ({ path, code, message });
    const fail = (host: "2020-12-only" | "vscode", issues: ReturnType<typeof issue>[]) => ({
      host, status: "fail" as const, blast: "tool", issues: issues.map((i) => ({ ...i, layer: "host", blast: "tool" })),
      fix: { fixes: false, issues, loosened: [] },
    });
    const schema = (hosts: ReturnType<typeof fail>[], mcp: ReturnType<typeof issue>[] = []) => ({
      io: "input" as const, schema: null, mcp, hosts, portable: { schema: null, loosened: [], issues: [] },
    });
    const root = [issue("/type", "root-not-object", "not an object")];
    const report = {
      reportVersion: 2, server: { transport: "transport", target: "t", name: "s", version: null, title: null, protocolVersion: "2025-11-25" },
      hosts: ["2020-12-only", "vscode"], status: "fail",
      summary: { tools: 4, passed: 0, failed: 4, failedByHost: { "2020-12-only": 4, vscode: 2 }, hosts: {}, failedMcp: 2, calls: 0, failedCalls: 0, elicitations: 0, invalidElicitations: 0 },
      tools: [
        { name: "d", status: "fail", hosts: [], schemas: [schema([fail("2020-12-only", root), fail("vscode", root)], root)] },
        { name: "e", status: "fail", hosts: [], schemas: [schema([fail("2020-12-only", root), fail("vscode", root)], root)] },
        { name: "f", status: "fail", hosts: [], schemas: [schema([fail("2020-12-only", [issue("/required", "strict-required", "list a")])])] },
        { name: "g", status: "fail", hosts: [], schemas: [schema([fail("2020-12-only", [issue("/required", "strict-required", "list b")])])] },
      ],
      calls: [],
      diagnostics: [],
      skippedStdout: { lines: 0, first: [] },
    } as unknown as DoctorReport;
    const text = doctorHumanReport(report, PLAIN, 1000);
    expect(text.slice(text.indexOf("failures\n"))).toBe(
      [
        "failures",
        "",
        "2 schemas: d inputSchema, e inputSchema",
        "  mcp",
        "    /type  root-not-object  not an object",
        '    fix: change the server (the tool breaks the MCP Tool type of the negotiated revision); a host fix below serves a same-meaning form where one exists',
        "  2020-12-only drops the tool",
        "    /type  root-not-object  not an object",
        "    fix: change the schema (no projection for 2020-12-only is kept: root-not-object)",
        "  vscode drops the tool",
        "    /type  root-not-object  not an object",
        "    fix: change the schema (no projection for vscode is kept: root-not-object)",
        "",
        "f inputSchema",
        "  2020-12-only drops the tool",
        "    /required  strict-required  list a",
        "    fix: change the schema (no projection for 2020-12-only is kept: strict-required)",
        "",
        "g inputSchema",
        "  2020-12-only drops the tool",
        "    /required  strict-required  list b",
        "    fix: change the schema (no projection for 2020-12-only is kept: strict-required)",
        "",
        "4 tools × 2 hosts: 0 pass on every host, 4 fail on some (mcp 2, 2020-12-only 4, vscode 2)",
        "",
      ].join("\n"),
    );
  });

  it("keeps the --json report complete: every tool, schema and host verdict, reportVersion 2", async () => {
    const report = await replay([{ name: "a", inputSchema: labelled, outputSchema: labelled }, { name: "b", inputSchema: labelled, outputSchema: labelled }]);
    const json = JSON.parse(doctorJsonReport(report)) as DoctorReport;
    expect(json.reportVersion).toBe(2);
    expect(json.tools.map((t) => [t.name, t.schemas.map((s) => s.hosts.map((h) => `${h.host} ${h.status}`))])).toEqual([
      ["a", [["2020-12-only pass", "vscode pass"], ["2020-12-only fail", "vscode pass"]]],
      ["b", [["2020-12-only pass", "vscode pass"], ["2020-12-only fail", "vscode pass"]]],
    ]);
    expect(json.tools[0]?.schemas[1]?.hosts[0]).toEqual(json.tools[1]?.schemas[1]?.hosts[0]);
  });

  it("TERM=dumb: no progress line on a stderr terminal, no colour on a stdout terminal", async () => {
    const args = ["--host", "vscode", "--", ...KNOWN_FAILURES];
    const dumb = await doctorRun(args, { isTTY: true, stderrTTY: true, env: { TERM: "dumb" } });
    const plain = await doctorRun(args);
    expect(dumb).toEqual(plain);
    expect(dumb.stderr).toBe("");
  });
});

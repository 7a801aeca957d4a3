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
      { name: "a", inputSchema: labelled },
      { name: "b", inputSchema: { type: "object" } },
      { name: "c", inputSchema: labelled, outputSchema: labelled },
    ]);
    const text = doctorHumanReport(report, PLAIN, 1000);
    expect(text.slice(text.indexOf("failures\n"))).toBe(
      [
        "failures",
        "",
        "3 schemas: a inputSchema, c inputSchema, c outputSchema",
        "  2020-12-only",
        '    /$schema  unsupported-dialect-label  2020-12-only refuses $schema "http://json-schema.org/draft-07/schema#"',
        "    fix: the portable projection fixes it; projectFor 2020-12-only fixes it",
        "",
        "3 tools × 2 hosts: 1 pass, 2 fail (2020-12-only 2)",
        "",
      ].join("\n"),
    );
  });

  it("failures of one schema share its heading; a failure differing only in its message is not merged", () => {
    const issue = (path: string, code: string, message: string) => ({ path, code, message });
    const fail = (host: "2020-12-only" | "vscode", issues: ReturnType<typeof issue>[]) => ({
      host, status: "fail" as const, issues,
      portable: { fixes: false, issues, loosened: [] }, projected: { fixes: false, issues, loosened: [] },
    });
    const schema = (hosts: ReturnType<typeof fail>[], mcp: ReturnType<typeof issue>[] = []) => ({
      io: "input" as const, schema: null, mcp, hosts, portable: { schema: null, loosened: [], issues: [] },
    });
    const root = [issue("/type", "root-not-object", "not an object")];
    const report = {
      reportVersion: 1, server: { transport: "transport", target: "t", name: "s", version: null, title: null, protocolVersion: "2025-11-25" },
      hosts: ["2020-12-only", "vscode"], status: "fail",
      summary: { tools: 4, passed: 0, failed: 4, failedByHost: { "2020-12-only": 4, vscode: 2 }, failedMcp: 2, calls: 0, failedCalls: 0, elicitations: 0, invalidElicitations: 0 },
      tools: [
        { name: "d", status: "fail", schemas: [schema([fail("2020-12-only", root), fail("vscode", root)], root)] },
        { name: "e", status: "fail", schemas: [schema([fail("2020-12-only", root), fail("vscode", root)], root)] },
        { name: "f", status: "fail", schemas: [schema([fail("2020-12-only", [issue("/required", "strict-required", "list a")])])] },
        { name: "g", status: "fail", schemas: [schema([fail("2020-12-only", [issue("/required", "strict-required", "list b")])])] },
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
        '    fix: none automatic (the MCP Tool type needs an object schema with type: "object")',
        "  2020-12-only",
        "    /type  root-not-object  not an object",
        "    fix: the portable projection still fails (root-not-object); projectFor 2020-12-only still fails (root-not-object)",
        "  vscode",
        "    /type  root-not-object  not an object",
        "    fix: the portable projection still fails (root-not-object); projectFor vscode still fails (root-not-object)",
        "",
        "f inputSchema",
        "  2020-12-only",
        "    /required  strict-required  list a",
        "    fix: the portable projection still fails (strict-required); projectFor 2020-12-only still fails (strict-required)",
        "",
        "g inputSchema",
        "  2020-12-only",
        "    /required  strict-required  list b",
        "    fix: the portable projection still fails (strict-required); projectFor 2020-12-only still fails (strict-required)",
        "",
        "4 tools × 2 hosts: 0 pass, 4 fail (mcp 2, 2020-12-only 4, vscode 2)",
        "",
      ].join("\n"),
    );
  });

  it("keeps the --json report complete: every tool, schema and host verdict, reportVersion 1", async () => {
    const report = await replay([{ name: "a", inputSchema: labelled }, { name: "b", inputSchema: labelled }]);
    const json = JSON.parse(doctorJsonReport(report)) as DoctorReport;
    expect(json.reportVersion).toBe(1);
    expect(json.tools.map((t) => [t.name, t.schemas.map((s) => s.hosts.map((h) => `${h.host} ${h.status}`))])).toEqual([
      ["a", [["2020-12-only fail", "vscode pass"]]],
      ["b", [["2020-12-only fail", "vscode pass"]]],
    ]);
    expect(json.tools[0]?.schemas[0]?.hosts[0]).toEqual(json.tools[1]?.schemas[0]?.hosts[0]);
  });

  it("TERM=dumb: no progress line on a stderr terminal, no colour on a stdout terminal", async () => {
    const args = ["--host", "vscode", "--", ...KNOWN_FAILURES];
    const dumb = await doctorRun(args, { isTTY: true, stderrTTY: true, env: { TERM: "dumb" } });
    const plain = await doctorRun(args);
    expect(dumb).toEqual(plain);
    expect(dumb.stderr).toBe("");
  });
});

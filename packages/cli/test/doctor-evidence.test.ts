/**
 * `--evidence`: a contested product fact (`confidence: "contested"`, with `against`) is shown "at risk" with both
 * sides' sources — on the first screen, in its own section and in the JSON verdicts' `atRisk` — and counts in
 * neither "keeps N of M", the summary, nor the exit code, unless `--evidence contested` asks for it. The contested
 * facts are test fixtures added to two catalog records for this file only (vitest isolates each cli test file).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { DoctorReport } from "../src/index.js";
import { doctorRun } from "./doctor-helpers.js";

vi.mock("../../hosts/dist/products/catalog/index.js", async (importOriginal) => {
  const { PRODUCTS } = await importOriginal<typeof import("../../hosts/dist/products/catalog/index.js")>();
  const contested = { confidence: "contested", sources: ["fixture/for#1", "fixture/for#3"], against: ["fixture/against#2"] } as const;
  return {
    PRODUCTS: Object.freeze({
      ...PRODUCTS,
      zed: { ...PRODUCTS.zed, archetypes: [...PRODUCTS.zed.archetypes, { role: "outputSchema", archetype: "2020-12-only", versions: "*", ...contested }] },
      kimi: { ...PRODUCTS.kimi, rules: [...PRODUCTS.kimi.rules, { id: "fixture-cap", code: "too-many-tools", refuses: { kind: "tool-count", max: 1 }, blast: "tool", message: "a fixture cap of 1 tool", versions: "*", ...contested }] },
    }),
  };
});

const dir = mkdtempSync(join(tmpdir(), "doctor-evidence-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const capture = join(dir, "capture.json");
writeFileSync(
  capture,
  JSON.stringify({
    protocolVersion: "2025-11-25",
    serverInfo: { name: "evidence", version: "1.0.0" },
    tools: [
      { name: "labelled", inputSchema: { type: "object" }, outputSchema: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { n: { type: "number" } } } },
      { name: "plain", inputSchema: { type: "object" } },
    ],
  }),
);
const BOTH = { sources: ["fixture/for#1", "fixture/for#3"], against: ["fixture/against#2"] };

describe("a contested fact", () => {
  it("is at risk on the first screen and in its own section, and does not fail the run", async () => {
    const run = await doctorRun(["--replay", capture, "--host", "zed", "--host", "kimi"]);
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n").slice(0, 7)).toEqual([
      `evidence 1.0.0 over replay (${capture}), protocol 2025-11-25; judged at zed@latest, kimi@latest`,
      "",
      "zed  keeps 2 of 2 tools",
      '  at risk: would reject the results of 1 ("labelled") (unsupported-dialect-label; for fixture/for#1 and 1 more; against fixture/against#2)',
      "kimi  keeps 2 of 2 tools",
      "  at risk: a fixture cap of 1 tool (2 tools, limit 1) (too-many-tools; for fixture/for#1 and 1 more; against fixture/against#2)",
      "",
    ]);
    const section = run.stdout.slice(run.stdout.indexOf("\nat risk\n"));
    expect(section.split("\n").slice(0, 7)).toEqual([
      "",
      "at risk",
      "",
      "labelled outputSchema",
      "  zed at risk: rejects its results (a contested fact: it does not count unless --evidence contested)",
      '    /$schema  unsupported-dialect-label  client-2.0-beta-ajv: JSON Schema declares an unsupported dialect ("http://json-schema.org/draft-07/schema#"); this validator supports 2020-12 only',
      "    for: fixture/for#1, fixture/for#3",
    ]);
    expect(section).toContain("    against: fixture/against#2\n");
    const markdown = await doctorRun(["--replay", capture, "--host", "zed", "--format", "markdown"]);
    // its own column, not among what is lost; the heading passes, as the run does
    const lines = markdown.stdout.split("\n");
    expect([markdown.code, lines[0], lines.find((line) => line.startsWith("| host |")), lines.find((line) => line.startsWith("| zed |"))]).toEqual([
      0,
      "### mcp-wire doctor: evidence 1.0.0 — ✓ pass",
      "| host | tools kept | lost | list lost | next step | at risk |",
      '| zed | 2 of 2 | — | no | — | would reject the results of 1 ("labelled") (unsupported-dialect-label; for fixture/for#1 and 1 more; against fixture/against#2) |',
    ]);
  });

  it("is in the JSON verdicts' atRisk and the summary's, marked with both sides; the counts leave it out", async () => {
    const run = await doctorRun(["--replay", capture, "--host", "zed", "--host", "kimi", "--json"]);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as DoctorReport;
    expect(report.evidence).toBe("reported");
    const output = report.tools[0]?.schemas[1]?.hosts[0];
    expect([output?.status, output?.blast, output?.issues, output?.atRisk?.map((issue) => [issue.code, issue.blast, issue.contested])]).toEqual(["pass", "none", [], [["unsupported-dialect-label", "result", BOTH]]]);
    expect(report.summary.hosts.kimi).toMatchObject({ toolsKept: 2, toolsLost: 0, issues: [], atRisk: [{ code: "too-many-tools", contested: BOTH }] });
    expect([report.summary.passed, report.summary.failed]).toEqual([2, 0]);
  });

  it("counts with --evidence contested: in what a host keeps, the exit code, and the fix doctor checks", async () => {
    const run = await doctorRun(["--replay", capture, "--host", "zed", "--host", "kimi", "--evidence", "contested"]);
    expect(run.code).toBe(1);
    expect(run.stdout.split("\n").slice(0, 7)).toEqual([
      `evidence 1.0.0 over replay (${capture}), protocol 2025-11-25; judged at zed@latest, kimi@latest; contested facts count (--evidence contested)`,
      "",
      'zed  keeps 2 of 2 tools; rejects the results of 1 ("labelled")',
      '  next: mcp-wire proxy --host zed@latest --evidence contested -- <server command>, or publishToolSchemas(server, { hosts: "auto", evidence: "contested" }) in a TypeScript SDK server',
      'kimi  keeps 1 of 2 tools; drops 1 ("plain"); too-many-tools: a fixture cap of 1 tool (2 tools, limit 1)',
      '  next: change tool "plain": a fixture cap of 1 tool (2 tools, limit 1)',
      "",
    ]);
    expect(run.stdout).not.toContain("at risk");
    expect(run.stdout.trimEnd().split("\n").at(-1)).toBe("2 tools × 2 hosts: 0 pass on every host, 2 fail on some (zed 1, kimi 1); kimi drops tools (too-many-tools)");
    const json = JSON.parse((await doctorRun(["--replay", capture, "--host", "zed", "--host", "kimi", "--evidence", "contested", "--json"])).stdout) as DoctorReport;
    expect([json.evidence, json.summary.hosts.kimi?.toolsKept, json.tools[0]?.schemas[1]?.hosts[0]?.issues.map((issue) => issue.contested), json.tools[0]?.schemas[1]?.hosts[0]?.fix?.fixes]).toEqual(["contested", 1, [BOTH], true]);
  });

  it("--evidence takes reported or contested only", async () => {
    const run = await doctorRun(["--replay", capture, "--evidence", "confirmed"]);
    expect([run.code, run.stderr]).toEqual([2, "mcp-wire: option '--evidence <level>' argument 'confirmed' is invalid. Allowed choices are reported, contested.\n"]);
  });
});

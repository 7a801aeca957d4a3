/**
 * `--host <product>@<version>`: doctor judges a product at the version the user runs. A rule or an embedded validator
 * whose recorded versions exclude that version is left out (the catalog's ranges: Claude Code's recursive output
 * `$ref` rule holds for 2.1.207 only, Gemini CLI's OpenAPI 3.0 subset for versions before 0.1.13, Claude Desktop's
 * 2020-12-only output validator from 1.28929.0), on a replayed capture; `@latest` keeps only the facts without an
 * upper bound; no version keeps every fact. The version is in the report header and in `hostVersions`; bad values
 * are usage errors naming the problem.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { holdsFor, productVersion } from "@mcp-wire/hosts";
import type { DoctorReport } from "../src/index.js";
import { parseArgs } from "../src/args.js";
import { doctorRun } from "./doctor-helpers.js";

const dir = mkdtempSync(join(tmpdir(), "doctor-versions-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const capture = join(dir, "capture.json");
writeFileSync(
  capture,
  JSON.stringify({
    protocolVersion: "2025-11-25",
    serverInfo: { name: "versions", version: "1.0.0" },
    tools: [
      {
        name: "tree",
        inputSchema: { type: "object" },
        outputSchema: { type: "object", properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#" } } }, required: ["name"] },
      },
      { name: "nullable", inputSchema: { type: "object", properties: { a: { type: ["string", "null"] } } } },
      {
        name: "labelled",
        inputSchema: { type: "object" },
        outputSchema: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { n: { type: "number" } }, required: ["n"] },
      },
    ],
  }),
);

/** Per tool and schema, the host's blast and issue codes; and the host's summary. */
async function judged(host: string) {
  const run = await doctorRun(["--replay", capture, "--host", host, "--json", "--report-only"]);
  expect(run.code).toBe(0);
  const report = JSON.parse(run.stdout) as DoctorReport;
  const verdicts = report.tools.flatMap((tool) => tool.schemas.map((schema) => `${tool.name} ${schema.io}: ${schema.hosts[0]?.blast} [${schema.hosts[0]?.issues.map((i) => i.code).join(",")}]`));
  const [id] = report.hosts;
  const summary = id === undefined ? undefined : report.summary.hosts[id];
  return { verdicts, summary: summary && { kept: summary.toolsKept, listLost: summary.listLost, requestsFail: summary.requestsFail }, versions: report.hostVersions };
}

const clean = ["tree input: none []", "tree output: none []", "nullable input: none []", "labelled input: none []", "labelled output: none []"];

describe("--host <product>@<version>", () => {
  it.each([
    ["claude-code@2.1.207", { "claude-code": "2.1.207" }, "tree output: list [recursive-ref]", { kept: 0, listLost: true, requestsFail: false }],
    ["claude-code@2.1.208", { "claude-code": "2.1.208" }, undefined, { kept: 3, listLost: false, requestsFail: false }],
    ["claude-code", undefined, "tree output: list [recursive-ref]", { kept: 0, listLost: true, requestsFail: false }],
    // latest: only facts without an upper bound (the recursive-ref rule is recorded for 2.1.207 alone).
    ["claude-code@latest", { "claude-code": "latest" }, undefined, { kept: 3, listLost: false, requestsFail: false }],
    // The archetype's issue and Gemini's own rule, both recorded for versions before 0.1.13.
    ["gemini@0.1.12", { gemini: "0.1.12" }, "nullable input: requests [type-array,type-array]", { kept: 3, listLost: false, requestsFail: true }],
    ["gemini@0.1.13", { gemini: "0.1.13" }, undefined, { kept: 3, listLost: false, requestsFail: false }],
    ["gemini@latest", { gemini: "latest" }, undefined, { kept: 3, listLost: false, requestsFail: false }],
    ["gemini", undefined, "nullable input: requests [type-array,type-array]", { kept: 3, listLost: false, requestsFail: true }],
    ["claude-desktop@1.0", { "claude-desktop": "1.0.0" }, undefined, { kept: 3, listLost: false, requestsFail: false }],
    ["claude-desktop@latest", { "claude-desktop": "latest" }, "labelled output: result [unsupported-dialect-label]", { kept: 3, listLost: false, requestsFail: false }],
    ["claude-desktop@1.28929.0", { "claude-desktop": "1.28929.0" }, "labelled output: result [unsupported-dialect-label]", { kept: 3, listLost: false, requestsFail: false }],
  ])("%s: only the facts recorded for that version", async (host, versions, failing, summary) => {
    const found = await judged(host);
    const expected = clean.map((line) => (failing !== undefined && line.startsWith(failing.slice(0, failing.indexOf(":"))) ? failing : line));
    expect(found).toEqual({ verdicts: expected, summary, versions });
  });

  it("the header says which versions were judged (human and markdown)", async () => {
    const human = await doctorRun(["--replay", capture, "--host", "claude-code@2.1.208", "--host", "gemini@0.1"]);
    expect(human.stdout.split("\n")[0]).toBe(`versions 1.0.0 over replay (${capture}), protocol 2025-11-25; judged as claude-code 2.1.208, gemini 0.1.0`);
    expect(human.code).toBe(1); // gemini 0.1.0: every request fails (nullable's type array)
    const markdown = await doctorRun(["--replay", capture, "--host", "claude-code@2.1.208", "--format", "markdown"]);
    expect(markdown.stdout).toContain(", over replay (" + capture + "). Judged as claude-code 2.1.208.\n");
  });

  it("productVersion and holdsFor: exact values", () => {
    expect(["2.1.206", "1.0", "v0.1.12", "1", "latest", "beta", "", "x1.2"].map(productVersion)).toEqual(["2.1.206", "1.0.0", "0.1.12", "1.0.0", "latest", undefined, undefined, undefined]);
    const ranges = ["*", ">=1.28929.0", "<0.1.13", "2.1.207"];
    const table = (version: string | undefined) => ranges.map((versions) => holdsFor({ versions }, version));
    expect(table(undefined)).toEqual([true, true, true, true]);
    expect(table("beta")).toEqual([true, true, true, true]);
    expect(table("latest")).toEqual([true, true, false, false]);
    expect(table("0.1.12")).toEqual([true, false, true, false]);
    expect(table("2.1.207")).toEqual([true, true, false, true]);
  });

  it("--help says so", async () => {
    const help = await doctorRun(["--help"]);
    expect(help.stdout.replace(/\s+/g, " ")).toContain("--host <host> host profile, repeatable; a product as <product>@<version> (claude-code@1.0.30) is judged at that version (claude-code, ");
  });

  it("parses into versions (normalized), only when given", () => {
    const parse = (argv: string[]) => parseArgs(["doctor", ...argv, "--", "node", "s.js"], () => {});
    expect(parse(["--host", "cursor@1", "--host", "vscode", "--host", "cursor@1.0.0"])).toMatchObject({ args: { hosts: ["cursor", "vscode"], versions: { cursor: "1.0.0" } } });
    expect(parse(["--host", "cursor"])).not.toHaveProperty("args.versions");
  });

  it.each([
    ["mcp-sdk-v1-client@1.0", "mcp-sdk-v1-client is an archetype host: only product hosts take @<version>"],
    ["claude-code@beta", '"beta" is not a version number or "latest" (e.g. claude-code@1.0.30)'],
    ["claude-code@", '"" is not a version number or "latest" (e.g. claude-code@1.0.30)'],
    ["nohost@1", "unknown host (known: "],
  ])("--host %s is a usage error", async (host, message) => {
    const run = await doctorRun(["--replay", capture, "--host", host]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(`argument '${host}' is invalid. ${message}`);
  });

  it("two versions of one product are a usage error", async () => {
    const run = await doctorRun(["--replay", capture, "--host", "claude-code@1.0", "--host", "claude-code@2"]);
    expect([run.code, run.stderr]).toEqual([2, "mcp-wire: option '--host <host>' argument 'claude-code@2' is invalid. claude-code given two versions (1.0.0 and 2.0.0)\n"]);
  });
});

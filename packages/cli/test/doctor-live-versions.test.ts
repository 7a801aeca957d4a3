/**
 * `--host <product>@<version>`: doctor judges a product at the version the user runs. A rule or an embedded validator
 * whose recorded versions exclude that version is left out (the catalog's ranges: Claude Code's recursive output
 * `$ref` rule holds from 2.1.207 until the measured 2.1.328, Gemini CLI's OpenAPI 3.0 subset for versions before
 * 0.1.13 and its type-array rewrite measured at 0.61.0, Claude Desktop's 2020-12-only output validator from
 * 1.28929.0), on a replayed capture; no version and `@latest` judge the product's current release (Claude Code
 * 2.1.328, Gemini CLI 0.61.0, Claude Desktop 2.2553.1); `@*` keeps every recorded
 * fact. The version each product was judged at is in the report header and in `hostVersions`; bad values are usage
 * errors naming the problem.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { holdsFor, judgedVersion, newerThanRecorded, PRODUCTS, productVersion } from "@mcp-wire/hosts";
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
    ["claude-code@2.1.206", { "claude-code": "2.1.206" }, undefined, { kept: 3, listLost: false, requestsFail: false }],
    // no version and latest: the current release, 2.1.328, which keeps a recursive output $ref (measured; the reports
    // of 2.1.205-2.1.220 are bounded below it)
    ["claude-code", { "claude-code": "2.1.328" }, undefined, { kept: 3, listLost: false, requestsFail: false }],
    ["claude-code@latest", { "claude-code": "2.1.328" }, undefined, { kept: 3, listLost: false, requestsFail: false }],
    ["claude-code@*", { "claude-code": "*" }, "tree output: list [recursive-ref]", { kept: 0, listLost: true, requestsFail: false }],
    // The archetype's issue and Gemini's own rule, both recorded for versions before 0.1.13.
    ["gemini@0.1.12", { gemini: "0.1.12" }, "nullable input: requests [type-array,type-array]", { kept: 3, listLost: false, requestsFail: true }],
    ["gemini@0.1.13", { gemini: "0.1.13" }, undefined, { kept: 3, listLost: false, requestsFail: false }],
    // 0.61.0 rewrites the type array into type + nullable before the model sees it (measured): a misread
    ["gemini@latest", { gemini: "0.61.0" }, "nullable input: misread [type-array]", { kept: 3, listLost: false, requestsFail: false }],
    ["gemini", { gemini: "0.61.0" }, "nullable input: misread [type-array]", { kept: 3, listLost: false, requestsFail: false }],
    ["gemini@*", { gemini: "*" }, "nullable input: requests [type-array,type-array,type-array]", { kept: 3, listLost: false, requestsFail: true }],
    ["claude-desktop@1.0", { "claude-desktop": "1.0.0" }, undefined, { kept: 3, listLost: false, requestsFail: false }],
    ["claude-desktop@latest", { "claude-desktop": "2.2553.1" }, "labelled output: result [unsupported-dialect-label]", { kept: 3, listLost: false, requestsFail: false }],
    ["claude-desktop@1.28929.0", { "claude-desktop": "1.28929.0" }, "labelled output: result [unsupported-dialect-label]", { kept: 3, listLost: false, requestsFail: false }],
  ])("%s: only the facts recorded for that version", async (host, versions, failing, summary) => {
    const found = await judged(host);
    const expected = clean.map((line) => (failing !== undefined && line.startsWith(failing.slice(0, failing.indexOf(":"))) ? failing : line));
    expect(found).toEqual({ verdicts: expected, summary, versions });
  });

  it("the header says which versions were judged (human and markdown)", async () => {
    const human = await doctorRun(["--replay", capture, "--host", "claude-code@2.1.208", "--host", "gemini@0.1"]);
    expect(human.stdout.split("\n")[0]).toBe(`versions 1.0.0 over replay (${capture}), protocol 2025-11-25; judged at claude-code@2.1.208, gemini@0.1.0`);
    expect(human.code).toBe(1); // gemini 0.1.0: every request fails (nullable's type array)
    const markdown = await doctorRun(["--replay", capture, "--host", "claude-code@2.1.208", "--format", "markdown"]);
    expect(markdown.stdout).toContain(", over replay (" + capture + "). Judged at claude-code@2.1.208.\n");
  });

  it("with no version, the header names each product's current release (latest when it records none)", async () => {
    const human = await doctorRun(["--replay", capture, "--host", "claude-code", "--host", "cursor", "--host", "mcp-sdk-v1-client", "--host", "gemini@*"]);
    expect(human.stdout.split("\n")[0]).toBe(`versions 1.0.0 over replay (${capture}), protocol 2025-11-25; judged at claude-code@2.1.328, cursor@latest, gemini@*`);
    const markdown = await doctorRun(["--replay", capture, "--format", "markdown"]);
    expect(markdown.stdout.replace(/\n/g, " ")).toContain(
      "Judged at claude-code@2.1.328, claude-desktop@2.2553.1, cursor@latest, vscode@1.131.0, windsurf@1.9566.11, zed@latest, codex@0.169.0, gemini@0.61.0, qwen-code@0.15.10, copilot-cli@1.0.102, continue@1.5.47, kilo@7.7.7, chatgpt@latest, kimi@latest. ",
    );
    const json = JSON.parse((await doctorRun(["--replay", capture, "--json", "--report-only"])).stdout) as DoctorReport;
    expect(json.hostVersions).toEqual({ "claude-code": "2.1.328", "claude-desktop": "2.2553.1", cursor: "latest", vscode: "1.131.0", windsurf: "1.9566.11", zed: "latest", codex: "0.169.0", gemini: "0.61.0", "qwen-code": "0.15.10", "copilot-cli": "1.0.102", continue: "1.5.47", kilo: "7.7.7", chatgpt: "latest", kimi: "latest" });
    const archetypes = JSON.parse((await doctorRun(["--replay", capture, "--json", "--report-only", "--host", "mcp-sdk-v1-client"])).stdout) as DoctorReport;
    expect(archetypes.hostVersions).toBeUndefined();
  });

  it("a release newer than the latest recorded one is judged as that one, with a warning; one between records is kept", async () => {
    const newer = await doctorRun(["--replay", capture, "--host", "claude-code@99.0.0", "--host", "gemini@v0.62", "--host", "cursor@99", "--host", "codex@0.168.0"]);
    expect(newer.stderr).toBe(
      "mcp-wire: warning: claude-code@99.0.0 is judged as 2.1.328, the latest recorded version\n" + "mcp-wire: warning: gemini@0.62.0 is judged as 0.61.0, the latest recorded version\n",
    );
    // Cursor records no current release: a release given is judged as given
    expect(newer.stdout.split("\n")[0]).toBe(`versions 1.0.0 over replay (${capture}), protocol 2025-11-25; judged at claude-code@2.1.328, gemini@0.61.0, cursor@99.0.0, codex@0.168.0`);
    const latest = await doctorRun(["--replay", capture, "--host", "claude-code@latest", "--host", "gemini@latest", "--host", "cursor@99", "--host", "codex@0.168.0"]);
    expect([newer.code, newer.stdout]).toEqual([latest.code, latest.stdout]);
    expect(latest.stderr).toBe("");
    // a prerelease of the next release is newer; the recorded release itself and older ones are not
    expect((await doctorRun(["--replay", capture, "--host", "claude-code@2.1.329-0"])).stderr).toBe("mcp-wire: warning: claude-code@2.1.329-0 is judged as 2.1.328, the latest recorded version\n");
    for (const version of ["2.1.328", "2.1.300", "2.1.328-0", "*"]) expect((await doctorRun(["--replay", capture, "--host", `claude-code@${version}`])).stderr).toBe("");
    const json = JSON.parse((await doctorRun(["--replay", capture, "--json", "--report-only", "--host", "claude-desktop@3.0"])).stdout) as DoctorReport;
    expect(json.hostVersions).toEqual({ "claude-desktop": "2.2553.1" });
  });

  it("newerThanRecorded: exact values", () => {
    expect(newerThanRecorded(PRODUCTS["claude-code"], "99.0.0")).toBe("2.1.328");
    expect(newerThanRecorded(PRODUCTS["claude-code"], "v3")).toBe("2.1.328");
    expect(newerThanRecorded(PRODUCTS["claude-code"], "2.1.328")).toBeUndefined();
    expect(newerThanRecorded(PRODUCTS["claude-code"], "2.1.207")).toBeUndefined();
    expect(newerThanRecorded(PRODUCTS["claude-code"], "latest")).toBeUndefined();
    expect(newerThanRecorded(PRODUCTS["claude-code"], "*")).toBeUndefined();
    expect(newerThanRecorded(PRODUCTS["claude-code"], "beta")).toBeUndefined();
    expect(newerThanRecorded(PRODUCTS["cursor"], "99.0.0")).toBeUndefined();
  });

  it("the next step carries the version judged, quoted for *", async () => {
    const judgedAt = async (host: string) => (await doctorRun(["--replay", capture, "--host", host])).stdout.split("\n").find((line) => line.startsWith("  next: "));
    expect(await judgedAt("claude-desktop")).toBe("  next: mcp-wire proxy --host claude-desktop@2.2553.1 -- <server command>, or publishToolSchemas(server, { hosts: \"auto\" }) in a TypeScript SDK server");
    expect(await judgedAt("claude-desktop@*")).toBe("  next: mcp-wire proxy --host 'claude-desktop@*' -- <server command>, or publishToolSchemas(server, { hosts: \"auto\" }) in a TypeScript SDK server");
  });

  it("productVersion, judgedVersion and holdsFor: exact values", () => {
    expect(["2.1.206", "1.0", "v0.1.12", "1", "latest", "*", "beta", "", "x1.2"].map(productVersion)).toEqual(["2.1.206", "1.0.0", "0.1.12", "1.0.0", "latest", "*", undefined, undefined, undefined]);
    const ranges = ["*", ">=1.28929.0", "<0.1.13", "2.1.207"];
    // judged as Claude Code (current release 2.1.328) and as Cursor (no current release: latest)
    const table = (version: string | undefined, product: "claude-code" | "cursor" = "claude-code") => ranges.map((versions) => holdsFor({ versions }, judgedVersion(PRODUCTS[product], version)));
    expect(table(undefined)).toEqual([true, true, false, false]);
    expect(table("beta")).toEqual([true, true, false, false]);
    expect(table("latest")).toEqual([true, true, false, false]);
    expect(table("*")).toEqual([true, true, true, true]);
    expect(table("0.1.12")).toEqual([true, false, true, false]);
    expect(table("2.1.207")).toEqual([true, true, false, true]);
    expect(table(undefined, "cursor")).toEqual([true, true, false, false]);
  });

  it("--help says so", async () => {
    const help = await doctorRun(["--help"]);
    expect(help.stdout.replace(/\s+/g, " ")).toContain("--host <host> host profile, repeatable; a product is judged at its current release, as <product>@<version> (claude-code@1.0.30) at that version, as <product>@* at every recorded version (claude-code, ");
    expect(help.stdout.replace(/\s+/g, " ")).toContain("openai-strict), or <product>+<model-api> for the model API a product routes to (model APIs: anthropic, gemini, openai-strict), its version after it (kilo+openai-strict@7.7.7) (default: every product host)");
    expect(help.stdout.replace(/\s+/g, " ")).toContain("--evidence <level> which product facts count: reported (confirmed and reported; contested facts are shown at risk only) or contested (they count too) (choices: \"reported\", \"contested\", default: \"reported\")");
  });

  it("parses into versions (normalized), only when given", () => {
    const parse = (argv: string[]) => parseArgs(["doctor", ...argv, "--", "node", "s.js"], () => {});
    expect(parse(["--host", "cursor@1", "--host", "vscode", "--host", "cursor@1.0.0"])).toMatchObject({ args: { hosts: ["cursor", "vscode"], versions: { cursor: "1.0.0" } } });
    expect(parse(["--host", "cursor"])).not.toHaveProperty("args.versions");
  });

  it.each([
    ["mcp-sdk-v1-client@1.0", "mcp-sdk-v1-client is an archetype host: only product hosts take @<version>"],
    ["claude-code@beta", '"beta" is not a version: N, N.N or N.N.N (1.2.3, v1.2, 1.2.3-rc.1), latest or * (e.g. claude-code@1.0.30)'],
    ["claude-code@", '"" is not a version: N, N.N or N.N.N (1.2.3, v1.2, 1.2.3-rc.1), latest or * (e.g. claude-code@1.0.30)'],
    ["nohost@1", "unknown host (known: "],
    // a + after the version is not dropped as semver build metadata: the model API goes before @
    ["kilo@7.7.7+openai-strict", '"7.7.7+openai-strict" is not a version: the model API goes before @ (kilo+openai-strict@7.7.7); --host takes <product>, <product>@<version>, <product>+<model-api> or <product>+<model-api>@<version>\n'],
    ["claude-code@1.0.30+junk", '"1.0.30+junk" is not a version: a version takes no +<text> (model APIs: anthropic, gemini, openai-strict); --host takes <product>, <product>@<version>, <product>+<model-api> or <product>+<model-api>@<version>\n'],
    ["kilo+gemini@1.0+gemini", '"1.0+gemini" is not a version: a version takes no +<text> (model APIs: anthropic, gemini, openai-strict); --host takes <product>, <product>@<version>, <product>+<model-api> or <product>+<model-api>@<version>\n'],
  ])("--host %s is a usage error", async (host, message) => {
    const run = await doctorRun(["--replay", capture, "--host", host]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(`argument '${host}' is invalid. ${message}`);
  });

  it("a version over 256 characters is a usage error like any other (npm semver's bound), its text clipped", async () => {
    const run = await doctorRun(["--replay", capture, "--host", `claude-code@1.0.0-${"a".repeat(300)}`]);
    expect([run.code, run.stdout]).toEqual([2, ""]);
    expect(run.stderr).toContain(` is invalid. "1.0.0-${"a".repeat(50)}... is not a version: N, N.N or N.N.N (1.2.3, v1.2, 1.2.3-rc.1), latest or * (e.g. claude-code@1.0.30)\n`);
    const model = await doctorRun(["--replay", capture, "--host", `kilo+${"z".repeat(3000)}`]);
    expect(model.stderr).toContain(` is invalid. unknown model API "${"z".repeat(56)}... after + (known: anthropic, gemini, openai-strict)\n`);
    expect(model.stderr.length).toBeLessThan(400);
  });

  it.each([
    [["claude-code", "claude-code@1.0.30"], "claude-code@1.0.30", "1.0.30"],
    [["claude-code@1.0.30", "claude-code"], "claude-code", "1.0.30"],
    [["cursor+gemini", "cursor+gemini@2.4"], "cursor+gemini@2.4", "2.4.0"],
  ])("a product given with and without a version (%j) is a usage error, not judged at one of them", async (hosts, rejected, version) => {
    const host = rejected.split("@")[0];
    const run = await doctorRun(["--replay", capture, ...hosts.flatMap((h) => ["--host", h])]);
    expect(run).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: option '--host <host>' argument '${rejected}' is invalid. ${host} given both without a version (its current release) and as ${host}@${version}: give one --host ${host}[@<version>]\n` });
  });

  it("@latest is what no version means: given both, the product is judged once at its current release", () => {
    const parse = (argv: string[]) => parseArgs(["doctor", ...argv, "--", "node", "s.js"], () => {});
    expect(parse(["--host", "cursor", "--host", "cursor@latest"])).toMatchObject({ args: { hosts: ["cursor"], versions: { cursor: "latest" } } });
    expect(parse(["--host", "cursor@latest", "--host", "cursor"])).toMatchObject({ args: { hosts: ["cursor"], versions: { cursor: "latest" } } });
  });

  it("two versions of one product are a usage error", async () => {
    const run = await doctorRun(["--replay", capture, "--host", "claude-code@1.0", "--host", "claude-code@2"]);
    expect([run.code, run.stderr]).toEqual([2, "mcp-wire: option '--host <host>' argument 'claude-code@2' is invalid. claude-code given two versions (1.0.0 and 2.0.0)\n"]);
  });
});

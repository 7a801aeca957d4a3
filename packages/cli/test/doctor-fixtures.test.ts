/**
 * Every capture of a real published server in test/fixtures/servers (see its README) through doctor's
 * checking code, replayed by `RecordedTransport` (tools/list served in pages of 7, so `nextCursor` is followed;
 * recorded elicitation/create requests sent during the recorded calls).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ARCHETYPES } from "@mcp-wire/hosts";
import { doctor, RecordedTransport, recordingFrom, type DoctorReport } from "../src/index.js";
import { checkedDoctor } from "./report-schema.js";

const DIR = new URL("../../../fixtures/servers/", import.meta.url);
const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(file, DIR), "utf8")) as Record<string, unknown>;
const TOOL_FILES = readdirSync(DIR).filter((f) => f.endsWith(".tools.json")).sort();
const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";


/**
 * Per capture: [tools, failing tools, tools failing an MCP rule, then failing tools per archetype host in ARCHETYPES
 * order (mcp-sdk-v1-client, mcp-sdk-v2-client, 2020-12-only, draft-07-ajv-default, anthropic-api, openapi-3.0-subset,
 * openai-strict), then per host the tools it keeps, or "list" (the whole list is lost) or "requests" (every model
 * request fails)]. From checkTools of @mcp-wire/hosts, held to the real validators by that package's differential
 * tests: SDK 1.x loads every $schema label and compiles output schemas only, so it loses nothing here but
 * server-gitlab's list (input schemas without type: "object" fail the 2025 wire).
 */
const EXPECTED: Record<string, [...number[], (number | string)[]]> = {
  "airbnb-mcp-server": [2, 2, 0, 0, 0, 0, 0, 0, 0, 2, [2, 2, 2, 2, 2, 2, "requests"]],
  "apify-actors-mcp-server.no-actor-tools": [17, 17, 0, 0, 0, 0, 0, 0, 17, 17, [17, 17, 17, 17, 17, "requests", "requests"]],
  "azure-mcp": [61, 61, 0, 0, 0, 0, 0, 0, 61, 61, [61, 61, 61, 61, 61, "requests", "requests"]],
  "brightdata-mcp": [5, 5, 0, 0, 0, 0, 2, 0, 5, 5, [5, 5, 5, 3, 5, "requests", "requests"]],
  "browserbase-mcp": [9, 9, 0, 0, 0, 0, 0, 0, 9, 9, [9, 9, 9, 9, 9, "requests", "requests"]],
  "chrome-devtools-mcp.allflags": [55, 55, 0, 0, 0, 0, 55, 0, 55, 55, [55, 55, 55, 0, 55, "requests", "requests"]],
  "chrome-devtools-mcp.slim": [3, 3, 0, 0, 0, 0, 3, 0, 3, 3, [3, 3, 3, 0, 3, "requests", "requests"]],
  "chrome-devtools-mcp": [32, 32, 0, 0, 0, 0, 32, 0, 32, 32, [32, 32, 32, 0, 32, "requests", "requests"]],
  "circleci-mcp-server": [13, 13, 0, 0, 0, 0, 2, 0, 13, 13, [13, 13, 13, 11, 13, "requests", "requests"]],
  "context7-mcp": [2, 2, 0, 0, 0, 0, 2, 0, 2, 2, [2, 2, 2, 0, 2, "requests", "requests"]],
  "desktop-commander": [26, 26, 0, 0, 0, 0, 1, 0, 26, 26, [26, 26, 26, 25, 26, "requests", "requests"]],
  "ea-playwright-mcp-server": [33, 33, 0, 0, 0, 0, 0, 0, 5, 33, [33, 33, 33, 33, 33, "requests", "requests"]],
  "exa-mcp-server.alltools": [4, 4, 0, 0, 0, 0, 1, 0, 4, 4, [4, 4, 4, 3, 4, "requests", "requests"]],
  "exa-mcp-server": [2, 2, 0, 0, 0, 0, 0, 0, 2, 2, [2, 2, 2, 2, 2, "requests", "requests"]],
  "figma-developer-mcp": [2, 2, 0, 0, 0, 0, 0, 0, 2, 2, [2, 2, 2, 2, 2, "requests", "requests"]],
  "heroku-mcp-server": [33, 33, 0, 0, 0, 0, 0, 0, 33, 33, [33, 33, 33, 33, 33, "requests", "requests"]],
  "hubspot-mcp-server": [21, 21, 0, 0, 0, 0, 0, 0, 21, 21, [21, 21, 21, 21, 21, "requests", "requests"]],
  "mapbox-mcp-server": [29, 29, 0, 0, 0, 28, 1, 0, 29, 29, [29, 29, 29, 28, 29, "requests", "requests"]],
  "mongodb-mcp-server": [27, 27, 0, 0, 0, 0, 27, 0, 27, 27, [27, 27, 27, 0, 27, "requests", "requests"]],
  "neon-mcp-server": [16, 16, 0, 0, 0, 0, 0, 0, 16, 16, [16, 16, 16, 16, 16, "requests", "requests"]],
  "playwright-mcp.allcaps": [72, 72, 0, 0, 0, 0, 72, 0, 72, 72, [72, 72, 72, 0, 72, "requests", "requests"]],
  "playwright-mcp": [25, 25, 0, 0, 0, 0, 25, 0, 25, 25, [25, 25, 25, 0, 25, "requests", "requests"]],
  "sentry-mcp-server.experimental": [9, 9, 0, 0, 0, 3, 4, 0, 9, 9, [9, 9, 9, 5, 9, "requests", "requests"]],
  "sentry-mcp-server": [9, 9, 0, 0, 0, 3, 4, 0, 9, 9, [9, 9, 9, 5, 9, "requests", "requests"]],
  "server-brave-search": [2, 2, 0, 0, 0, 0, 0, 0, 0, 2, [2, 2, 2, 2, 2, 2, "requests"]],
  "server-everything.allcaps": [17, 17, 0, 0, 0, 1, 2, 0, 17, 17, [17, 17, 17, 15, 17, "requests", "requests"]],
  "server-everything": [14, 14, 0, 0, 0, 1, 1, 0, 14, 14, [14, 14, 14, 13, 14, "requests", "requests"]],
  "server-filesystem": [14, 14, 0, 0, 0, 14, 0, 0, 14, 14, [14, 14, 14, 14, 14, "requests", "requests"]],
  "server-github": [26, 26, 0, 0, 0, 0, 0, 0, 26, 26, [26, 26, 26, 26, 26, "requests", "requests"]],
  "server-gitlab": [9, 9, 9, 9, 9, 9, 0, 9, 9, 9, ["list", "list", "list", 9, "requests", "requests", "requests"]],
  "server-google-maps": [7, 7, 0, 0, 0, 0, 0, 0, 0, 7, [7, 7, 7, 7, 7, 7, "requests"]],
  "server-memory": [9, 9, 0, 0, 0, 9, 0, 0, 9, 9, [9, 9, 9, 9, 9, "requests", "requests"]],
  "server-postgres": [1, 1, 0, 0, 0, 0, 0, 0, 0, 1, [1, 1, 1, 1, 1, 1, "requests"]],
  "server-puppeteer": [7, 7, 0, 0, 0, 0, 0, 0, 0, 7, [7, 7, 7, 7, 7, 7, "requests"]],
  "server-sequential-thinking": [1, 1, 0, 0, 0, 1, 0, 0, 1, 1, [1, 1, 1, 1, 1, "requests", "requests"]],
  "server-slack": [8, 8, 0, 0, 0, 0, 0, 0, 0, 8, [8, 8, 8, 8, 8, 8, "requests"]],
  "shopify-dev-mcp": [5, 5, 0, 0, 0, 0, 0, 0, 5, 5, [5, 5, 5, 5, 5, "requests", "requests"]],
  "stripe-mcp-0.2.5": [22, 22, 0, 0, 0, 0, 1, 0, 22, 22, [22, 22, 22, 21, 22, "requests", "requests"]],
  "supabase-mcp-server.nodocs": [31, 31, 0, 0, 0, 0, 1, 0, 31, 31, [31, 31, 31, 30, 31, "requests", "requests"]],
  "supabase-mcp-server.project-scoped": [22, 22, 0, 0, 0, 0, 1, 0, 22, 22, [22, 22, 22, 21, 22, "requests", "requests"]],
  "tavily-mcp": [5, 5, 0, 0, 0, 0, 0, 0, 0, 5, [5, 5, 5, 5, 5, 5, "requests"]],
};

async function replay(toolsFile: string, elicitationFile?: string, calls: { tool: string; args: Record<string, never> }[] = []): Promise<DoctorReport> {
  const recording = { ...recordingFrom(read(toolsFile), elicitationFile === undefined ? undefined : read(elicitationFile)), pageSize: 7 };
  return checkedDoctor({ kind: "transport", transport: new RecordedTransport(recording), label: toolsFile }, { calls, hosts: ARCHETYPES });
}

interface RawTool {
  name: string;
  inputSchema?: { $schema?: string; type?: unknown };
  outputSchema?: { $schema?: string };
}

describe("every captured server", () => {
  it("has an expectation for each capture file", () => {
    expect(TOOL_FILES.map((f) => f.replace(/\.tools\.json$/, "")).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const file of TOOL_FILES) {
    const name = file.replace(/\.tools\.json$/, "");
    it(name, async () => {
      const capture = read(file);
      const raw = capture["tools"] as RawTool[];
      const report = await replay(file);
      expect(report.server.protocolVersion).toBe(capture["protocolVersion"]);
      expect(report.tools.map((t) => t.name)).toEqual(raw.map((t) => t.name));
      const { summary } = report;
      expect([summary.tools, summary.failed, summary.failedMcp, ...ARCHETYPES.map((h) => summary.failedByHost[h])]).toEqual(EXPECTED[name]?.slice(0, -1));
      const kept = ARCHETYPES.map((h) => summary.hosts[h]).map((k) => (k?.listLost ? "list" : k?.requestsFail ? "requests" : k?.toolsKept));
      expect(kept).toEqual(EXPECTED[name]?.at(-1));
      // Independent of the dialect package: the $schema label alone decides the label verdicts. SDK clients compile
      // output schemas only; SDK 1.x loads every label (validateSchema: false), 2020-12-only refuses all but 2020-12.
      report.tools.forEach((tool, i) => {
        for (const schema of tool.schemas) {
          const label = (schema.io === "input" ? raw[i]?.inputSchema : raw[i]?.outputSchema)?.$schema;
          const codes = (host: string) => schema.hosts.find((h) => h.host === host)?.issues.map((x) => x.code) ?? [];
          const refused = schema.io === "output" && label !== undefined && label !== DRAFT_2020_12 && label !== `${DRAFT_2020_12}#`;
          expect(codes("2020-12-only").includes("unsupported-dialect-label")).toBe(refused);
          expect(codes("mcp-sdk-v1-client").includes("unsupported-dialect-label")).toBe(false);
          expect(codes("mcp-sdk-v2-client").includes("unsupported-dialect-label")).toBe(schema.io === "output" && label !== undefined && ![DRAFT_07, DRAFT_2020_12].map((l) => l.replace(/#$/, "")).includes(label.replace(/#$/, "")) && !label.startsWith("https://json-schema.org/draft/2019-09/") && !label.startsWith("http://json-schema.org/draft-06/"));
        }
        // The mcp verdict is the negotiated revision's Tool type: in these captures only a root without type: "object" breaks it.
        expect(tool.schemas[0]?.mcp.map((m) => m.code)).toEqual(raw[i]?.inputSchema?.type === "object" ? [] : ["wire-invalid"]);
      });
    });
  }

  it("server-gitlab: input schemas with no type fail the MCP rules (the SDK client refuses this whole list)", async () => {
    const report = await replay("server-gitlab.tools.json");
    expect(report.tools[0]?.schemas[0]?.mcp).toEqual([
      { path: "", code: "wire-invalid", message: "2025-11-25 Tool at /inputSchema: must have required property 'type'" },
    ]);
  });
});

describe("every captured elicitation", () => {
  const MULTI_SELECT_0618 = [
    "/properties/untitledMultipleSelectEnum revision-unsupported",
    "/properties/titledMultipleSelectEnum revision-unsupported",
    "/properties/firstLine/default default-dropped",
    "/properties/integer/default default-dropped",
    "/properties/number/default default-dropped",
    "/properties/untitledSingleSelectEnum/default default-dropped",
    "/properties/titledSingleSelectEnum/oneOf titled-to-legacy",
    "/properties/titledSingleSelectEnum/default default-dropped",
    "/properties/legacyTitledEnum/default default-dropped",
  ];
  /** A form's verdict per revision, [revision, valid, issues]: valid at every revision. */
  const VALID_AT_EVERY_REVISION = [["2025-06-18", true, []], ["2025-11-25", true, []], ["2026-07-28", true, []]];
  /** The same for server-everything's form, which 2025-06-18 cannot carry. */
  const INVALID_AT_2025_06_18 = [["2025-06-18", false, MULTI_SELECT_0618], ["2025-11-25", true, []], ["2026-07-28", true, []]];
  const verdicts = (report: DoctorReport) =>
    report.calls.map((c) => [
      c.tool,
      c.outcome,
      c.isError,
      c.elicitations.map((e) => [e.mode, e.validAtNegotiated, e.revisions.map((r) => [r.revision, r.valid, r.issues.map((i) => `${i.path} ${i.code}`)])]),
    ]);

  it("has a test for each capture file", () => {
    expect(readdirSync(DIR).filter((f) => f.endsWith(".elicitation.json")).sort()).toEqual([
      "mongodb-mcp-server.elicitation.json", "server-everything.allcaps.elicitation.json", "server-everything.elicitation.json",
    ]);
  });

  it("mongodb-mcp-server: a legacy enum + enumNames confirmation, valid at every revision", async () => {
    const report = await replay("mongodb-mcp-server.tools.json", "mongodb-mcp-server.elicitation.json", [{ tool: "drop-database", args: {} }]);
    expect(verdicts(report)).toEqual([
      ["drop-database", "ok", true, [["form", true, VALID_AT_EVERY_REVISION]]],
    ]);
    expect(report.calls[0]?.elicitations[0]?.requestedSchema).toEqual((read("mongodb-mcp-server.elicitation.json")["elicitationRequests"] as { requestedSchema: unknown }[])[0]?.requestedSchema);
  });

  it("server-everything (all capabilities): a URL-mode request (not checked) and the form that misses 2025-06-18", async () => {
    const report = await replay("server-everything.allcaps.tools.json", "server-everything.allcaps.elicitation.json", [
      { tool: "trigger-url-elicitation", args: {} },
      { tool: "trigger-elicitation-request", args: {} },
    ]);
    expect(verdicts(report)).toEqual([
      ["trigger-url-elicitation", "ok", false, [["url", null, []]]],
      ["trigger-elicitation-request", "ok", false, [["form", true, INVALID_AT_2025_06_18]]],
    ]);
    expect(report.summary).toMatchObject({ calls: 2, failedCalls: 0, elicitations: 2, invalidElicitations: 0 });
  });

  it("server-everything ({ tool, params } capture): the same verdicts", async () => {
    const report = await replay("server-everything.allcaps.tools.json", "server-everything.elicitation.json", [{ tool: "trigger-elicitation-request", args: {} }]);
    expect(verdicts(report)).toEqual([
      ["trigger-elicitation-request", "ok", false, [["form", true, INVALID_AT_2025_06_18]]],
    ]);
  });

  it("a recorded call that was not captured answers a JSON-RPC error, reported as outcome error", async () => {
    const report = await replay("server-everything.allcaps.tools.json", undefined, [{ tool: "echo", args: {} }]);
    expect(report.calls).toEqual([
      { tool: "echo", args: {}, outcome: "error", isError: null, error: 'MCP error -32602: the recording holds no answer to a tools/call of "echo" (captures hold no calls: call it on the live server)', results: [], elicitations: [] },
    ]);
  });

  it("recordingFrom refuses what is not a capture", () => {
    expect(() => recordingFrom({ tools: [] })).toThrow(new TypeError("not a tools capture: needs protocolVersion and tools"));
    expect(() => recordingFrom(read("server-memory.tools.json"), { params: {} })).toThrow(TypeError);
  });
});

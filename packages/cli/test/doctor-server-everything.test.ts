/**
 * doctor end-to-end against the official reference server @modelcontextprotocol/server-everything 2026.8.31
 * (devDependency): over stdio in-process, the spawned main job (--report-only), and over Streamable HTTP.
 * Every tool it lists carries a draft-07 $schema, which 2020-12-only hosts refuse and the portable projection
 * fixes; its elicitation reaches 2025-11-25 clients but not 2025-06-18 ones (multi-selects).
 */
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { ARCHETYPES } from "@mcp-wire/hosts";
import type { DoctorReport } from "../src/index.js";
import { doctorRun, EVERYTHING } from "./doctor-helpers.js";
import type { Run } from "./helpers.js";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const TOOLS = [
  "echo", "get-annotated-message", "get-env", "get-resource-links", "get-resource-reference", "get-structured-content", "get-sum",
  "get-tiny-image", "gzip-file-as-resource", "toggle-simulated-logging", "toggle-subscriber-updates", "trigger-long-running-operation",
  "trigger-elicitation-request", "trigger-url-elicitation", "simulate-research-query",
];
const MULTI_SELECT = ["untitledMultipleSelectEnum", "titledMultipleSelectEnum"].map((name) => ({
  path: `/properties/${name}`,
  code: "revision-unsupported",
  message: "multi-select fields need revision 2025-11-25 or later (this is 2025-06-18)",
}));

let run: Run;
let report: DoctorReport;
beforeAll(async () => {
  // The archetype hosts, named (the default is the products).
  run = await doctorRun(["--json", ...ARCHETYPES.flatMap((host) => ["--host", host]), "--call", "trigger-elicitation-request", "--", ...EVERYTHING]);
  report = JSON.parse(run.stdout) as DoctorReport;
});

describe("doctor on server-everything (stdio)", () => {
  it("lists every tool at protocol 2025-11-25; every schema carries the draft-07 label", () => {
    expect(run.code).toBe(1);
    expect(report.server).toMatchObject({ transport: "stdio", name: "mcp-servers/everything", version: "2.0.0", title: "Everything Reference Server", protocolVersion: "2025-11-25" });
    expect(report.tools.map((t) => t.name)).toEqual(TOOLS);
    const schemas = report.tools.flatMap((t) => t.schemas);
    expect(schemas.length).toBe(16); // get-structured-content has an outputSchema
    for (const schema of schemas) expect((schema.schema as { $schema?: string }).$schema).toBe(DRAFT_07);
  });

  it("a draft-07 label costs 2020-12-only the one output schema only (SDK clients compile no input schema)", () => {
    const verdict = (tool: string, io: string, host: string) => report.tools.find((t) => t.name === tool)?.schemas.find((s) => s.io === io)?.hosts.find((h) => h.host === host);
    for (const schema of report.tools.flatMap((t) => t.schemas)) {
      expect(schema.mcp).toEqual([]);
      expect(schema.portable.schema).not.toHaveProperty("$schema");
      for (const host of ["mcp-sdk-v1-client", "mcp-sdk-v2-client", "anthropic-api"]) expect(schema.hosts.find((h) => h.host === host)?.status).toBe("pass");
    }
    expect(verdict("get-structured-content", "input", "2020-12-only")).toEqual({ host: "2020-12-only", status: "pass", blast: "none", issues: [], fix: null });
    expect(verdict("get-structured-content", "output", "2020-12-only")).toEqual({
      host: "2020-12-only",
      status: "fail",
      blast: "result",
      issues: [{
        path: "/$schema", code: "unsupported-dialect-label", layer: "host", blast: "result",
        message: `client-2.0-beta-ajv: JSON Schema declares an unsupported dialect ("${DRAFT_07}"); this validator supports 2020-12 only`,
        source: "npm:@modelcontextprotocol/client@2.0.0-beta.5",
      }],
      fix: {
        fixes: true,
        issues: [],
        loosened: [{
          path: "/$schema", code: "dialect-2020-12", layer: "host", blast: "none", effect: "same", rewrite: "dialect-2020-12",
          message: "draft-07 schema converted to 2020-12 and labelled so", source: "modelcontextprotocol/typescript-sdk#2532",
        }, {
          path: "/$schema", code: "unlabel-2020-12", layer: "host", blast: "none", effect: "same", rewrite: "unlabel-2020-12",
          message: "$schema removed (a schema without one reads as 2020-12)", source: "microsoft/azure-devops-mcp#139",
        }],
      },
    });
    // `new Ajv()` (strict) refuses the unknown format "uri": those two tools are dropped.
    expect(verdict("gzip-file-as-resource", "input", "draft-07-ajv-default")).toMatchObject({ blast: "tool", issues: [{ code: "compile-failed" }] });
    expect(report.summary.failedByHost).toEqual({
      "mcp-sdk-v1-client": 0, "mcp-sdk-v2-client": 0, "2020-12-only": 1, "draft-07-ajv-default": 2, "anthropic-api": 0,
      "openapi-3.0-subset": 15, "openai-strict": 15,
    });
    const keeps = (toolsKept: number, requestsFail = false) => ({ toolsKept, toolsLost: 15 - toolsKept, listLost: false, requestsFail, issues: [] });
    expect(report.summary.hosts).toEqual({
      "mcp-sdk-v1-client": keeps(15), "mcp-sdk-v2-client": keeps(15), "2020-12-only": keeps(15), "draft-07-ajv-default": keeps(13),
      "anthropic-api": keeps(15), "openapi-3.0-subset": keeps(15, true), "openai-strict": keeps(15, true),
    });
  });

  it("calls only trigger-elicitation-request, declines, and checks its requestedSchema at every revision", () => {
    expect(report.calls).toHaveLength(1);
    const [call] = report.calls;
    expect(call).toMatchObject({ tool: "trigger-elicitation-request", args: {}, outcome: "ok", error: null });
    expect(call?.elicitations).toHaveLength(1);
    const [elicitation] = call?.elicitations ?? [];
    expect(elicitation?.message).toBe("Please provide inputs for the following fields:");
    expect(elicitation?.validAtNegotiated).toBe(true);
    const [r0618, r1125, r0728] = elicitation?.revisions ?? [];
    expect(r0618?.revision).toBe("2025-06-18");
    expect(r0618?.valid).toBe(false);
    expect(r0618?.issues.filter((i) => i.code === "revision-unsupported")).toEqual(MULTI_SELECT);
    expect(r1125).toEqual({ revision: "2025-11-25", valid: true, issues: [] });
    expect(r0728).toEqual({ revision: "2026-07-28", valid: true, issues: [] });
    expect(report.summary).toMatchObject({ tools: 15, passed: 0, failed: 15, calls: 1, failedCalls: 0, elicitations: 1, invalidElicitations: 0 });
  });

  // the installed bin (the bundle): the `--call` result checks run in bundle/result-worker.js
  it("runs the main job spawned: --report-only exits 0 once the report is printed", () => {
    const bin = spawnSync(
      process.execPath,
      ["packages/cli/bin/mcp-wire.js", "doctor", "--report-only", ...ARCHETYPES.flatMap((host) => ["--host", host]), "--call", "trigger-elicitation-request", "--",
        "node", "packages/cli/node_modules/@modelcontextprotocol/server-everything/dist/index.js", "stdio"],
      { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "", COLUMNS: "1000" } },
    );
    expect(bin.stderr).toBe("");
    expect(bin.status).toBe(0);
    const lines = bin.stdout.split("\n");
    expect(lines[0]).toBe("mcp-servers/everything 2.0.0 over stdio (node packages/cli/node_modules/@modelcontextprotocol/server-everything/dist/index.js stdio), protocol 2025-11-25");
    const table = lines.findIndex((line) => line.startsWith("tool "));
    expect(lines[table]).toBe("tool                            schema  mcp  mcp-sdk-v1-client  mcp-sdk-v2-client  2020-12-only                 draft-07-ajv-default  anthropic-api  openapi-3.0-subset              openai-strict");
    expect(lines[table + 1]).toBe(
      "echo                            input   ✓    ✓                  ✓                  ✓                            ✓                     ✓              ✗ unsupported-dialect-label +1  ✗ unsupported-dialect-label +2",
    );
    expect(bin.stdout).toContain('    fix: mcp-wire proxy --host 2020-12-only, or publishToolSchemas(server, { hosts: "auto" }), serves a form it keeps\n');
    // Identical failures are shown once, under every tool schema they affect (not once per tool).
    const labels = TOOLS.map((t) => `${t} inputSchema`);
    expect(bin.stdout).toContain(`\n\n15 schemas: ${labels.join(", ")}\n  openapi-3.0-subset fails every model request\n    /$schema  unsupported-dialect-label  openapi-3.0-subset refuses $schema "${DRAFT_07}"\n`);
    expect(bin.stdout.split("\n").filter((line) => line === "  openapi-3.0-subset fails every model request")).toHaveLength(1);
    expect(bin.stdout).toContain(
      "    2025-06-18  ✗ 9 issues\n      /properties/untitledMultipleSelectEnum        revision-unsupported  multi-select fields need revision 2025-11-25 or later (this is 2025-06-18)\n",
    );
    expect(bin.stdout).toContain("    2025-11-25  ✓ (negotiated)\n    2026-07-28  ✓\n");
    expect(lines.at(-2)).toBe(
      "15 tools × 7 hosts: 0 pass on every host, 15 fail on some (2020-12-only 1, draft-07-ajv-default 2, openapi-3.0-subset 15, openai-strict 15); openapi-3.0-subset fails every model request (because of 15 tools); openai-strict fails every model request (because of 15 tools); 1 call (0 failed), 1 elicitation (0 invalid at 2025-11-25)",
    );
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("doctor on server-everything (Streamable HTTP)", () => {
  it("--url gives the same tool verdicts as stdio", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [EVERYTHING[1], "streamableHttp"], { cwd: fileURLToPath(new URL("..", import.meta.url)), env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "ignore", "pipe"] });
    try {
      await new Promise<void>((resolve, reject) => {
        let text = "";
        child.stderr.on("data", (chunk: Buffer) => {
          text += String(chunk);
          if (text.includes(`listening on port ${port}`)) resolve();
        });
        child.once("exit", () => reject(new Error(`server exited: ${text}`)));
      });
      const http = await doctorRun(["--json", ...ARCHETYPES.flatMap((host) => ["--host", host]), "--url", `http://127.0.0.1:${port}/mcp`]);
      expect(http.stderr).toBe("");
      expect(http.code).toBe(1);
      const json = JSON.parse(http.stdout) as DoctorReport;
      expect(json.server).toMatchObject({ transport: "http", target: `http://127.0.0.1:${port}/mcp`, name: "mcp-servers/everything", protocolVersion: "2025-11-25" });
      expect(json.tools).toEqual(report.tools);
      expect(json.calls).toEqual([]);
    } finally {
      child.kill("SIGTERM");
    }
  });
});

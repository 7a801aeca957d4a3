/**
 * `--call` on live servers: on every read-only tool of server-memory and server-filesystem (each declares an
 * outputSchema) that runs offline, the result verdicts doctor reports per host equal what the real clients do with
 * the same call over stdio — `Client.callTool` of @modelcontextprotocol/sdk 1.32.2 (for `mcp-sdk-v1-client`, and
 * for `cursor`, whose record embeds that client for output schemas), of @modelcontextprotocol/client 2.4.0
 * (`mcp-sdk-v2-client`) and of its 2.0.0-beta.5 (`2020-12-only`, and `claude-desktop`, whose record embeds it),
 * each client having listed the tools first (its output-schema cache; listed twice, as a host re-lists on
 * `notifications/tools/list_changed` — until it does, the 2.0 beta holds no output validators and checks no
 * result). 0 differences, and the exact per-tool outcomes; server-everything's read-only tools too (for the SDK 1.x and 2.x hosts also in doctor-results.test.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as StdioV1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import { Client as ClientV2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as StdioV2 } from "@modelcontextprotocol/client/stdio";
import { Client as ClientBeta } from "client-2-0-beta-5";
import { StdioClientTransport as StdioBeta } from "client-2-0-beta-5/stdio";
import { afterAll, describe, expect, it } from "vitest";
import type { DoctorReport } from "../src/index.js";
import { PACKAGE_DIR } from "./helpers.js";
import { doctorRun, EVERYTHING } from "./doctor-helpers.js";
import { realVerdicts, type AnyClient, type Call, type Verdict } from "./real-calls.js";

/** The hosts compared, each with the real client whose `callTool` is its truth. */
const HOSTS = { "mcp-sdk-v1-client": "v1", "mcp-sdk-v2-client": "v2", "2020-12-only": "beta", cursor: "v1", "claude-desktop": "beta" } as const;

const root = mkdtempSync(join(tmpdir(), "doctor-live-calls-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Doctor's verdicts per host and the real clients', call by call; the differences between them. */
async function compare(server: readonly string[], calls: readonly Call[]) {
  const [command = "", ...args] = server;
  const params = { command, args, cwd: PACKAGE_DIR, stderr: "ignore" as const };
  const real = {
    v1: await realVerdicts(new ClientV1({ name: "v1", version: "0" }) as unknown as AnyClient, new StdioV1(params), calls, 2),
    v2: await realVerdicts(new ClientV2({ name: "v2", version: "0" }) as unknown as AnyClient, new StdioV2(params), calls, 2),
    beta: await realVerdicts(new ClientBeta({ name: "beta", version: "0" }) as unknown as AnyClient, new StdioBeta(params), calls, 2),
  };
  const argv = ["--json", "--report-only", ...Object.keys(HOSTS).flatMap((h) => ["--host", h]), ...calls.flatMap(([tool, a]) => ["--call", tool, "--args", JSON.stringify(a)]), "--", ...server];
  const run = await doctorRun(argv);
  expect(run.code).toBe(0);
  const report = JSON.parse(run.stdout) as DoctorReport;
  const differences: string[] = [];
  let compared = 0;
  const outcomes: Record<string, string[]> = {};
  for (const [host, client] of Object.entries(HOSTS)) {
    outcomes[host] = report.calls.map((call, i) => {
      const found = call.results.find((r) => r.host === host);
      const ours: Verdict = found ? { status: found.status, error: found.error } : { status: "fail", error: `no verdict (${call.outcome})` };
      compared++;
      if (JSON.stringify(ours) !== JSON.stringify(real[client][i])) differences.push(`${host} ${calls[i]?.[0]}: doctor ${JSON.stringify(ours)}, client ${JSON.stringify(real[client][i])}`);
      return `${call.tool}: ${ours.status}`;
    });
  }
  return { differences, compared, outcomes, report };
}

describe("doctor --call on live servers: result verdicts equal the real SDK clients'", () => {
  it("a product inherits the result verdicts of the client it embeds (cursor: SDK 1.x), failures included", async () => {
    const calls: Call[] = ["points", "no-structured", "wrong-type", "error-plain", "error-mismatch", "valid", "plain"].map((t) => [t, {}]);
    const { differences, compared, outcomes, report } = await compare(["node", "test/fixtures/doctor/results-server.mjs"], calls);
    expect(differences).toEqual([]);
    expect(compared).toBe(35);
    const v1 = ["points: fail", "no-structured: fail", "wrong-type: fail", "error-plain: pass", "error-mismatch: fail", "valid: pass", "plain: pass"];
    expect(outcomes["cursor"]).toEqual(v1);
    expect(outcomes["mcp-sdk-v1-client"]).toEqual(v1);
    expect(report.calls[0]?.results.find((r) => r.host === "cursor")?.issues.map((i) => i.path)).toEqual(["/structuredContent/points/0/0", "/structuredContent/points/0/1"]);
  }, 60_000);

  it("results that are not CallToolResults and schemas a validator cannot compile: 0 differences on every host", async () => {
    const shapes = await compare(["node", "test/fixtures/doctor/hostile-server.mjs", "shapes"], ["null-structured", "array-structured", "content-not-array"].map((t) => [t, {}]));
    expect([shapes.differences, shapes.compared]).toEqual([[], 15]);
    for (const mode of ["dangling", "dialect"]) {
      const unusable = await compare(["node", "test/fixtures/doctor/results-server.mjs", mode], [[mode, {}]]);
      expect([mode, unusable.differences, unusable.compared]).toEqual([mode, [], 5]);
    }
  }, 60_000);

  it("a product whose record names no result-checking client gets no result verdict", async () => {
    const run = await doctorRun(["--json", "--report-only", "--host", "claude-code", "--host", "cursor@1.0", "--call", "points", "--", "node", "test/fixtures/doctor/results-server.mjs"]);
    const report = JSON.parse(run.stdout) as DoctorReport;
    expect(report.calls[0]?.results.map((r) => [r.host, r.status])).toEqual([["cursor", "fail"]]);
  }, 60_000);

  it("server-everything: every read-only tool, the structured-content one included", async () => {
    const calls: Call[] = [
      ["echo", { message: "hi" }],
      ["get-annotated-message", { messageType: "error", includeImage: true }],
      ["get-env", {}],
      ["get-resource-links", { count: 2 }],
      ["get-resource-reference", {}],
      ["get-structured-content", { location: "New York" }],
      ["get-sum", { a: 1, b: 2 }],
      ["get-tiny-image", {}],
      ["trigger-long-running-operation", { duration: 0.2, steps: 2 }],
    ];
    const { differences, compared, outcomes, report } = await compare(EVERYTHING, calls);
    expect(differences).toEqual([]);
    expect(compared).toBe(45);
    expect(report.calls.map((c) => [c.tool, c.outcome, c.isError])).toEqual(calls.map(([tool]) => [tool, "ok", false]));
    const every = calls.map(([tool]) => `${tool}: pass`);
    // get-structured-content's outputSchema is labelled draft-07: the 2.0 beta refuses its calls.
    const beta = calls.map(([tool]) => `${tool}: ${tool === "get-structured-content" ? "fail" : "pass"}`);
    expect(outcomes).toEqual({ "mcp-sdk-v1-client": every, "mcp-sdk-v2-client": every, "2020-12-only": beta, cursor: every, "claude-desktop": beta });
  }, 60_000);

  it("server-memory: read_graph, search_nodes, open_nodes on a seeded graph", async () => {
    const file = join(root, "memory.jsonl");
    const lines = [
      { type: "entity", name: "Alice", entityType: "person", observations: ["writes MCP servers"] },
      { type: "entity", name: "Bob", entityType: "person", observations: [] },
      { type: "relation", from: "Alice", to: "Bob", relationType: "knows" },
    ];
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join("\n")}\n`);
    const calls: Call[] = [
      ["read_graph", {}],
      ["search_nodes", { query: "alice" }],
      ["search_nodes", { query: "nobody" }],
      ["open_nodes", { names: ["Alice", "Nobody"] }],
    ];
    const server = ["env", `MEMORY_FILE_PATH=${file}`, "node", "node_modules/@modelcontextprotocol/server-memory/dist/index.js"];
    const { differences, compared, outcomes, report } = await compare(server, calls);
    expect(differences).toEqual([]);
    expect(compared).toBe(20);
    expect(report.calls.map((c) => [c.tool, c.outcome, c.isError])).toEqual(calls.map(([tool]) => [tool, "ok", false]));
    const every = calls.map(([tool]) => `${tool}: pass`);
    // The server's output schemas are labelled draft-07: the 2.0 beta refuses every call before sending it.
    const refused = calls.map(([tool]) => `${tool}: fail`);
    expect(outcomes).toEqual({ "mcp-sdk-v1-client": every, "mcp-sdk-v2-client": every, "2020-12-only": refused, cursor: every, "claude-desktop": refused });
    expect(report.calls[0]?.results.find((r) => r.host === "claude-desktop")?.error).toBe(
      'Tool \'read_graph\' has an invalid outputSchema: JSON Schema declares an unsupported dialect ("$schema": "http://json-schema.org/draft-07/schema#"). The default validator supports JSON Schema 2020-12 only; pass a pre-configured Ajv instance to AjvJs',
    );
  }, 60_000);

  it("server-filesystem: every read-only tool on a temporary directory, and a read that fails", async () => {
    const dir = join(root, "files");
    mkdirSync(join(dir, "sub"), { recursive: true });
    writeFileSync(join(dir, "a.txt"), "first line\nsecond line\n");
    writeFileSync(join(dir, "sub", "b.md"), "# notes\n");
    // A 1×1 PNG.
    writeFileSync(join(dir, "dot.png"), Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"));
    const at = (name: string) => join(dir, name);
    const calls: Call[] = [
      ["list_allowed_directories", {}],
      ["read_text_file", { path: at("a.txt") }],
      ["read_text_file", { path: at("a.txt"), head: 1 }],
      ["read_file", { path: at("a.txt") }],
      ["read_media_file", { path: at("dot.png") }],
      ["read_multiple_files", { paths: [at("a.txt"), at("sub/b.md")] }],
      ["list_directory", { path: dir }],
      ["list_directory_with_sizes", { path: dir, sortBy: "size" }],
      ["directory_tree", { path: dir }],
      ["search_files", { path: dir, pattern: "*.md" }],
      ["get_file_info", { path: at("a.txt") }],
      ["read_text_file", { path: at("missing.txt") }],
    ];
    const { differences, compared, outcomes, report } = await compare(["node", "node_modules/@modelcontextprotocol/server-filesystem/dist/index.js", dir], calls);
    expect(differences).toEqual([]);
    expect(compared).toBe(60);
    expect(report.calls.map((c) => c.outcome)).toEqual(calls.map(() => "ok"));
    expect(report.calls.map((c) => c.isError)).toEqual(calls.map(([, a]) => a["path"] === at("missing.txt")));
    expect(report.calls.at(-1)?.error).toContain("missing.txt");
    const every = calls.map(([tool]) => `${tool}: pass`);
    const refused = calls.map(([tool]) => `${tool}: fail`);
    expect(outcomes).toEqual({ "mcp-sdk-v1-client": every, "mcp-sdk-v2-client": every, "2020-12-only": refused, cursor: every, "claude-desktop": refused });
  }, 60_000);
});

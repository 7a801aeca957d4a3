/**
 * `--call` results: doctor's verdict per SDK client equals what the real clients do with the same call over
 * stdio — `Client.callTool` of @modelcontextprotocol/sdk 1.32.2 and of @modelcontextprotocol/client 2.4.0 (the
 * client returns the result, or throws; doctor says `pass`, or `fail` with the same error message). 0 differences,
 * on the results fixture server, on an McpServer with zod output schemas, and on every read-only tool of
 * server-everything.
 */
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as StdioV1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import { Client as ClientV2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as StdioV2 } from "@modelcontextprotocol/client/stdio";
import { describe, expect, it } from "vitest";
import { type DoctorReport } from "../src/index.js";
import { PACKAGE_DIR } from "./helpers.js";
import { doctorRun, EVERYTHING } from "./doctor-helpers.js";
import { realVerdicts, type AnyClient, type Call, type Verdict } from "./real-calls.js";

const RESULTS = ["node", "test/fixtures/doctor/results-server.mjs"] as const;
const HOSTS = ["mcp-sdk-v1-client", "mcp-sdk-v2-client"] as const;

async function compare(server: readonly string[], calls: readonly Call[]) {
  const [command = "", ...args] = server;
  const params = { command, args, cwd: PACKAGE_DIR, stderr: "ignore" as const };
  const real = {
    "mcp-sdk-v1-client": await realVerdicts(new ClientV1({ name: "v1", version: "0" }) as unknown as AnyClient, new StdioV1(params), calls),
    "mcp-sdk-v2-client": await realVerdicts(new ClientV2({ name: "v2", version: "0" }) as unknown as AnyClient, new StdioV2(params), calls),
  };
  const argv = ["--json", ...HOSTS.flatMap((h) => ["--host", h]), ...calls.flatMap(([tool, a]) => ["--call", tool, "--args", JSON.stringify(a)]), "--", ...server];
  const report = JSON.parse((await doctorRun(argv)).stdout) as DoctorReport;
  const differences: string[] = [];
  let compared = 0;
  const ours: Record<string, Verdict[]> = {};
  for (const host of HOSTS) {
    ours[host] = report.calls.map((call) => {
      const verdict = call.results.find((r) => r.host === host);
      return verdict ? { status: verdict.status, error: verdict.error } : { status: "fail", error: `no verdict (${call.outcome})` };
    });
    ours[host].forEach((verdict, i) => {
      compared++;
      if (JSON.stringify(verdict) !== JSON.stringify(real[host][i])) differences.push(`${host} ${calls[i]?.[0]}: doctor ${JSON.stringify(verdict)}, client ${JSON.stringify(real[host][i])}`);
    });
  }
  return { differences, compared, ours, report };
}

describe("result verdicts equal the real SDK clients'", () => {
  it("the results fixture server: every tool, 0 differences, and the verdicts are the expected ones", async () => {
    const calls: Call[] = ["points", "no-structured", "wrong-type", "error-plain", "error-mismatch", "valid", "plain"].map((t) => [t, {}]);
    const { differences, compared, ours, report } = await compare(RESULTS, calls);
    expect(differences).toEqual([]);
    expect(compared).toBe(14);
    const statuses = (host: string) => ours[host]?.map((v) => v.status);
    expect(statuses("mcp-sdk-v1-client")).toEqual(["fail", "fail", "fail", "pass", "fail", "pass", "pass"]);
    expect(statuses("mcp-sdk-v2-client")).toEqual(["pass", "fail", "fail", "pass", "pass", "pass", "pass"]);
    expect(report.calls[0]?.results[0]).toEqual({
      host: "mcp-sdk-v1-client",
      status: "fail",
      issues: [
        { path: "/structuredContent/points/0/0", code: "structured-content-invalid", message: "data/points/0/0 boolean schema is false", params: { jsonRpcCode: -32602 } },
        { path: "/structuredContent/points/0/1", code: "structured-content-invalid", message: "data/points/0/1 boolean schema is false", params: { jsonRpcCode: -32602 } },
      ],
      error: "MCP error -32602: Structured content does not match the tool's output schema: data/points/0/0 boolean schema is false, data/points/0/1 boolean schema is false",
    });
    expect(report.calls[3]).toMatchObject({ tool: "error-plain", outcome: "ok", isError: true, error: "database is down" });
    expect(report.summary).toMatchObject({ calls: 7, failedCalls: 0, failedResults: 4 });
    expect(report.status).toBe("fail");
  });

  it("an McpServer with zod output schemas (what the SDK itself publishes): 0 differences", async () => {
    const calls: Call[] = ["point", "stats", "text-only", "fails"].map((t) => [t, {}]);
    const { differences, compared, ours, report } = await compare(["node", "test/fixtures/doctor/zod-output-server.mjs"], calls);
    expect(differences).toEqual([]);
    expect(compared).toBe(8);
    const every = ["pass", "pass", "pass", "pass"];
    expect({ v1: ours["mcp-sdk-v1-client"]?.map((v) => v.status), v2: ours["mcp-sdk-v2-client"]?.map((v) => v.status) }).toEqual({ v1: every, v2: every });
    expect(report.calls.map((c) => [c.tool, c.outcome, c.isError, c.error])).toEqual([
      ["point", "ok", false, null],
      ["stats", "ok", false, null],
      ["text-only", "ok", true, "no structure"],
      ["fails", "ok", true, "upstream API is down"],
    ]);
  });

  it.each([
    ["dangling", ["fail", "fail"]],
    ["dialect", ["pass", "fail"]],
  ])("an outputSchema a validator cannot compile (%s): 0 differences", async (mode, statuses) => {
    const { differences, ours, report } = await compare([...RESULTS, mode], [[mode, {}]]);
    expect(differences).toEqual([]);
    expect([ours["mcp-sdk-v1-client"]?.[0]?.status, ours["mcp-sdk-v2-client"]?.[0]?.status]).toEqual(statuses);
    expect(report.calls[0]?.results.filter((r) => r.status === "fail").map((r) => r.issues.map((i) => i.code))).toEqual(statuses.filter((s) => s === "fail").map(() => ["output-schema-unusable"]));
  });

  it("results that are not CallToolResults (null or array structuredContent, content not an array): 0 differences", async () => {
    const calls: Call[] = ["null-structured", "array-structured", "content-not-array"].map((t) => [t, {}]);
    const { differences, compared, report } = await compare(["node", "test/fixtures/doctor/hostile-server.mjs", "shapes"], calls);
    expect(differences).toEqual([]);
    expect(compared).toBe(6);
    expect(report.calls.map((c) => c.results.map((r) => [r.host, r.status, r.issues.map((i) => [i.path, i.code, i.message])]))).toEqual([
      ["mcp-sdk-v1-client", "mcp-sdk-v2-client"].map((h) => [h, "fail", [["/structuredContent", "result-invalid", "Invalid input: expected record, received null"]]]),
      ["mcp-sdk-v1-client", "mcp-sdk-v2-client"].map((h) => [h, "fail", [["/structuredContent", "result-invalid", "Invalid input: expected record, received array"]]]),
      ["mcp-sdk-v1-client", "mcp-sdk-v2-client"].map((h) => [h, "fail", [["/content", "result-invalid", "Invalid input: expected array, received string"]]]),
    ]);
  });

  it("server-everything: every read-only tool, 0 differences", async () => {
    const calls: Call[] = [
      ["echo", { message: "hi" }],
      ["get-annotated-message", { messageType: "error", includeImage: false }],
      ["get-env", {}],
      ["get-resource-links", { count: 2 }],
      ["get-resource-reference", {}],
      ["get-structured-content", { location: "New York" }],
      ["get-sum", { a: 1, b: 2 }],
      ["get-tiny-image", {}],
      ["trigger-long-running-operation", { duration: 0.2, steps: 2 }],
    ];
    const { differences, compared, report } = await compare(EVERYTHING, calls);
    expect(differences).toEqual([]);
    expect(compared).toBe(18);
    expect(report.calls.map((c) => c.outcome)).toEqual(calls.map(() => "ok"));
  }, 60_000);
});

describe("the human report of calls", () => {
  it("names the refusing client, the JSON Pointer into the result and the validator's message; an isError result's text; no decline when nothing was asked", async () => {
    const run = await doctorRun(["--host", "mcp-sdk-v1-client", "--host", "mcp-sdk-v2-client", "--call", "points", "--call", "error-plain", "--", ...RESULTS]);
    expect(run.code).toBe(1);
    const calls = run.stdout.slice(run.stdout.indexOf("calls\n"), run.stdout.lastIndexOf("\n\n"));
    expect(calls).toBe(
      [
        "calls",
        "",
        "points {}: ok",
        "  result ✓ mcp-sdk-v2-client",
        "  result ✗ mcp-sdk-v1-client refuses it",
        "    /structuredContent/points/0/0  structured-content-invalid  data/points/0/0 boolean schema is false",
        "    /structuredContent/points/0/1  structured-content-invalid  data/points/0/1 boolean schema is false",
        "",
        'error-plain {}: ok, the tool reports an error: "database is down"',
        "  result ✓ mcp-sdk-v1-client, mcp-sdk-v2-client",
      ].join("\n"),
    );
  });
});

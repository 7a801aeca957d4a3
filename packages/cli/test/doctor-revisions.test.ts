/**
 * doctor per revision, against real servers: an `@modelcontextprotocol/server` 2.4.0 server (stdio, and Streamable
 * HTTP on 127.0.0.1) that speaks 2026-07-28, an SDK 1.32.2 server that speaks only the 2025 revisions, and a raw
 * scripted server whose 2026-07-28 tools/list result has no `resultType`. Each revision's verdict is exact; the
 * differential parts hold doctor's per-client verdict (does the list load?) to what the real 1.x and 2.x clients'
 * `listTools()` do at that revision, and each SDK client's host column (judged at the revision that client negotiates)
 * to the tools the real client keeps when it negotiates itself: 0 differences.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as StdioV1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport as HttpV1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as StdioV2 } from "@modelcontextprotocol/client/stdio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DoctorReport, RevisionReport } from "../src/index.js";
import { doctorRun } from "./doctor-helpers.js";
import { PACKAGE_DIR } from "./helpers.js";

const V2 = ["node", "test/fixtures/revisions/v2-server.mjs"] as const;
const V1 = ["node", "test/fixtures/revisions/v1-server.mjs"] as const;
const NO_RESULT_TYPE = ["node", "test/fixtures/revisions/no-result-type.mjs"] as const;

const BOOL_FINDING = { tool: "bool_prop", path: "/inputSchema/properties/anything", code: "wire-invalid", message: "2025-11-25 Tool at /inputSchema/properties/anything: must be object" } as const;

/** The 2.x server with `--bool`, both revisions as doctor reports them (the 2025 one from the main session). */
const V2_BOOL: RevisionReport[] = [
  { revision: "2025-11-25", spoken: true, via: "session", answered: ["2025-11-25"], tools: 3, listLoads: false, clients: { "mcp-sdk-v1-client": false, "mcp-sdk-v2-client": true }, findings: [BOOL_FINDING], error: null },
  { revision: "2026-07-28", spoken: true, via: "server/discover", answered: ["2026-07-28"], tools: 3, listLoads: true, clients: { "mcp-sdk-v1-client": null, "mcp-sdk-v2-client": true }, findings: [], error: null },
];

let http: ChildProcess;
let url: string;
beforeAll(async () => {
  http = spawn(V2[0], [V2[1], "http", "--bool"], { cwd: PACKAGE_DIR, stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: http.stdout! });
  url = await new Promise<string>((resolve) => lines.once("line", (line) => resolve(line.replace(/^listening /, ""))));
});
afterAll(() => {
  http.kill();
});

async function report(args: readonly string[]): Promise<DoctorReport> {
  const run = await doctorRun(["--json", "--report-only", "--host", "claude-code", ...args]);
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as DoctorReport;
}

describe("doctor per revision", () => {
  it("a 2.x server over stdio: the list breaks the 2025-11-25 Tool type and loads at 2026-07-28", async () => {
    expect((await report(["--", ...V2, "--bool"])).revisions).toEqual(V2_BOOL);
  });

  it("the same server over Streamable HTTP on 127.0.0.1", async () => {
    expect((await report(["--url", url])).revisions).toEqual(V2_BOOL);
  });

  it("the human report: a revisions section after the first lines, with what changes", async () => {
    const run = await doctorRun(["--report-only", "--host", "claude-code", "--", ...V2, "--bool"]);
    const blocks = run.stdout.split("\n\n");
    expect(blocks[1]).toBe("claude-code  keeps 3 of 3 tools");
    expect(blocks[2]).toBe(
      [
        "revisions",
        "  2025-11-25  session          loses the whole list (1 finding)",
        "    bool_prop  /inputSchema/properties/anything  wire-invalid  2025-11-25 Tool at /inputSchema/properties/anything: must be object",
        "  2026-07-28  server/discover  loads the list (3 tools)",
      ].join("\n"),
    );
  });

  it("the Markdown and HTML reports: the same section after the host summary, from the same rows", async () => {
    const md = await doctorRun(["--format", "markdown", "--report-only", "--host", "claude-code", "--", ...V2, "--bool"]);
    expect(md.stdout).toContain(
      [
        "| claude-code | 3 of 3 | — | no | — |",
        "",
        "| revision | checked over | tool list |",
        "|---|---|---|",
        "| 2025-11-25 | session | loses the whole list (1 finding) |",
        "| 2026-07-28 | server/discover | loads the list (3 tools) |",
        "",
        "| revision | where | path | code | message |",
        "|---|---|---|---|---|",
        "| 2025-11-25 | bool\\_prop | /inputSchema/properties/anything | wire-invalid | 2025-11-25 Tool at /inputSchema/properties/anything: must be object |",
        "",
        "| tool | schema | mcp | claude-code |",
      ].join("\n"),
    );
    const page = await doctorRun(["--format", "html", "--report-only", "--host", "claude-code", "--", ...V2, "--bool"]);
    expect(page.stdout).toContain(
      [
        "</tbody></table>",
        "<h2>Revisions</h2>",
        '<table id="revisions"><thead><tr><th>revision</th><th>checked over</th><th>tool list</th><th>what changes there</th></tr></thead>',
        '<tbody><tr><th scope="row">2025-11-25</th><td>session</td><td class="fail">loses the whole list (1 finding)</td><td><ul><li>bool_prop <code>/inputSchema/properties/anything</code> <b>wire-invalid</b>: 2025-11-25 Tool at /inputSchema/properties/anything: must be object</li></ul></td></tr>',
        '<tr><th scope="row">2026-07-28</th><td>server/discover</td><td class="pass">loads the list (3 tools)</td><td>—</td></tr></tbody></table>',
        "<h2>Tools</h2>",
      ].join("\n"),
    );
  });

  it("no revisions member: no section in the Markdown and HTML reports either", async () => {
    const md = await doctorRun(["--format", "markdown", "--report-only", "--host", "claude-code", "--", ...V2]);
    expect(md.stdout).not.toContain("| revision |");
    const page = await doctorRun(["--format", "html", "--report-only", "--host", "claude-code", "--", ...V2]);
    expect(page.stdout).not.toContain('<table id="revisions">');
    expect(page.stdout).toContain("<h2>Tools</h2>");
  });

  it("a list valid at every revision: no revisions member, no section (the default report is unchanged)", async () => {
    const json = await report(["--", ...V2]);
    expect(json.revisions).toBeUndefined();
    const run = await doctorRun(["--report-only", "--host", "claude-code", "--", ...V2]);
    expect(run.stdout.split("\n\n").slice(1, 3)).toEqual(["claude-code  keeps 2 of 2 tools", "tool        schema  mcp  claude-code\nplain       input   ✓    ✓\nany_output  input   ✓    ✓\nany_output  output  ✓    ✓"]);
  });

  it("an SDK 1.32.2 server: 2026-07-28 is not spoken; nothing to compare by default", async () => {
    expect((await report(["--", ...V1])).revisions).toBeUndefined();
    const all = await report(["--revision", "2026-07-28", "--revision", "2025-06-18", "--revision", "2025-11-25", "--", ...V1]);
    const bool = (revision: string) => ({ tool: "bool_prop", path: "/inputSchema/properties/anything", code: "wire-invalid", message: `${revision} Tool at /inputSchema/properties/anything: must be object` });
    expect(all.revisions).toEqual([
      { revision: "2025-06-18", spoken: true, via: "initialize", answered: ["2025-06-18"], tools: 2, listLoads: false, clients: { "mcp-sdk-v1-client": false, "mcp-sdk-v2-client": true }, findings: [bool("2025-06-18")], error: null },
      { revision: "2025-11-25", spoken: true, via: "session", answered: ["2025-11-25"], tools: 2, listLoads: false, clients: { "mcp-sdk-v1-client": false, "mcp-sdk-v2-client": true }, findings: [bool("2025-11-25")], error: null },
      { revision: "2026-07-28", spoken: false, via: "server/discover", answered: [], tools: null, listLoads: null, clients: { "mcp-sdk-v1-client": null, "mcp-sdk-v2-client": null }, findings: [], error: "server/discover failed: Method not found" },
    ]);
  });

  it("--revision restricts the check to the revisions named", async () => {
    const json = await report(["--revision", "2026-07-28", "--url", url]);
    expect(json.revisions?.map((r) => [r.revision, r.via, r.listLoads])).toEqual([["2026-07-28", "server/discover", true]]);
  });

  it("a 2026-07-28 tools/list result without resultType is a wire finding at /resultType; the 2025 list loads", async () => {
    expect((await report(["--", ...NO_RESULT_TYPE])).revisions).toEqual([
      { revision: "2025-11-25", spoken: true, via: "session", answered: ["2025-11-25"], tools: 1, listLoads: true, clients: { "mcp-sdk-v1-client": true, "mcp-sdk-v2-client": true }, findings: [], error: null },
      {
        revision: "2026-07-28",
        spoken: true,
        via: "server/discover",
        answered: ["2026-07-28"],
        tools: 1,
        listLoads: false,
        clients: { "mcp-sdk-v1-client": null, "mcp-sdk-v2-client": false },
        findings: [{ tool: null, page: 1, path: "/resultType", code: "wire-invalid", message: "2026-07-28 ListToolsResult at /resultType: must have required property 'resultType'" }],
        error: null,
      },
    ]);
  });

  it("--revision takes a known revision only", async () => {
    const run = await doctorRun(["--revision", "2024-11-05", "--", ...V1]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("mcp-wire: option '--revision <r>' argument '2024-11-05' is invalid. unknown revision (known: 2025-06-18, 2025-11-25, 2026-07-28)\n");
  });
});

type Outcome = "loads" | "refuses" | "not spoken";

/** What a real client's `listTools()` does: `connect` fails (the revision is not negotiated), it throws, or it loads. */
async function real(connect: () => Promise<{ listTools(): Promise<unknown>; close(): Promise<void> }>): Promise<Outcome> {
  let client;
  try {
    client = await connect();
  } catch {
    return "not spoken";
  }
  try {
    await client.listTools();
    return "loads";
  } catch {
    return "refuses";
  } finally {
    await client.close();
  }
}

const shown = (loads: boolean | null): Outcome => (loads === null ? "not spoken" : loads ? "loads" : "refuses");

describe("differential: doctor's per-revision verdict equals the real 1.x and 2.x clients' listTools()", () => {
  const servers: { name: string; stdio?: readonly string[] }[] = [
    { name: "2.x server", stdio: V2 },
    { name: "2.x server --bool", stdio: [...V2, "--bool"] },
    { name: "1.32.2 server", stdio: V1 },
    { name: "raw server without resultType", stdio: NO_RESULT_TYPE },
    { name: "2.x server --bool over HTTP" },
  ];
  it("0 differences", { timeout: 120_000 }, async () => {
    const differences: string[] = [];
    let compared = 0;
    for (const server of servers) {
      const args = server.stdio === undefined ? ["--url", url] : ["--", ...server.stdio];
      const json = await report(["--revision", "2025-11-25", "--revision", "2026-07-28", ...args]);
      const at = (revision: string) => json.revisions?.find((r) => r.revision === revision);
      const cwd = PACKAGE_DIR;
      const [command, ...rest] = server.stdio ?? [];
      const v1 = () => (server.stdio === undefined ? new HttpV1(new URL(url)) : new StdioV1({ command: command!, args: rest, cwd }));
      const v2 = () => (server.stdio === undefined ? new HttpV2(new URL(url)) : new StdioV2({ command: command!, args: rest, cwd }));
      const checks: [string, Outcome, Outcome][] = [
        ["1.x at 2025-11-25", shown(at("2025-11-25")?.clients["mcp-sdk-v1-client"] ?? null), await real(async () => {
          const client = new ClientV1({ name: "differential", version: "0" });
          await client.connect(v1());
          return client;
        })],
        ["2.x at 2025-11-25", shown(at("2025-11-25")?.clients["mcp-sdk-v2-client"] ?? null), await real(async () => {
          const client = new ClientV2({ name: "differential", version: "0" });
          await client.connect(v2());
          return client;
        })],
        ["2.x at 2026-07-28", shown(at("2026-07-28")?.clients["mcp-sdk-v2-client"] ?? null), await real(async () => {
          const client = new ClientV2({ name: "differential", version: "0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
          await client.connect(v2());
          return client;
        })],
      ];
      for (const [lane, doctorSays, clientDoes] of checks) {
        compared++;
        if (doctorSays !== clientDoes) differences.push(`${server.name}, ${lane}: doctor ${doctorSays}, client ${clientDoes}`);
      }
    }
    expect({ compared, differences }).toEqual({ compared: 15, differences: [] });
  });
});

/** The tools doctor's column says `host` keeps: none when it loses the list, else each tool with no `tool` or `list` blast. */
function keptBy(json: DoctorReport, host: string): string[] {
  if (json.summary.hosts[host as keyof typeof json.summary.hosts]?.listLost === true) return [];
  const lost = (verdicts: readonly { readonly host: string; readonly blast: string }[]) => verdicts.some((v) => v.host === host && (v.blast === "tool" || v.blast === "list"));
  return json.tools.filter((tool) => !lost(tool.hosts) && !tool.schemas.some((schema) => lost(schema.hosts))).map((tool) => tool.name);
}

describe("differential: each SDK client's column, at the revision it negotiates, equals the tools the real client keeps", () => {
  let headerHttp: ChildProcess;
  let headerUrl: string;
  beforeAll(async () => {
    headerHttp = spawn(V2[0], [V2[1], "http", "--bool", "--header"], { cwd: PACKAGE_DIR, stdio: ["ignore", "pipe", "ignore"] });
    const lines = createInterface({ input: headerHttp.stdout! });
    headerUrl = await new Promise<string>((resolve) => lines.once("line", (line) => resolve(line.replace(/^listening /, ""))));
  });
  afterAll(() => {
    headerHttp.kill();
  });

  it("0 differences (the 1.x client; the 2.x client negotiating with versionNegotiation mode auto)", { timeout: 120_000 }, async () => {
    const servers: { name: string; stdio?: readonly string[] }[] = [
      { name: "2.x server", stdio: V2 },
      { name: "2.x server --bool", stdio: [...V2, "--bool"] },
      { name: "2.x server --header", stdio: [...V2, "--header"] },
      { name: "1.32.2 server", stdio: V1 },
      { name: "raw server without resultType", stdio: NO_RESULT_TYPE },
      { name: "2.x server --bool --header over HTTP" },
    ];
    const differences: string[] = [];
    const seen: string[] = [];
    for (const server of servers) {
      const args = server.stdio === undefined ? ["--url", headerUrl] : ["--", ...server.stdio];
      const run = await doctorRun(["--json", "--report-only", "--host", "mcp-sdk-v1-client", "--host", "mcp-sdk-v2-client", ...args]);
      expect(run.code).toBe(0);
      const json = JSON.parse(run.stdout) as DoctorReport;
      const [command, ...rest] = server.stdio ?? [];
      const cwd = PACKAGE_DIR;
      const v1 = new ClientV1({ name: "differential", version: "0" });
      const v2 = new ClientV2({ name: "differential", version: "0" }, { versionNegotiation: { mode: "auto" } });
      const kept = async (client: { listTools(): Promise<{ tools: { name: string }[] }> }) => {
        try {
          return (await client.listTools()).tools.map((tool) => tool.name);
        } catch {
          return [];
        }
      };
      await v1.connect(server.stdio === undefined ? new HttpV1(new URL(headerUrl)) : new StdioV1({ command: command!, args: rest, cwd, stderr: "ignore" }));
      const v1Kept = await kept(v1);
      await v1.close();
      await v2.connect(server.stdio === undefined ? new HttpV2(new URL(headerUrl)) : new StdioV2({ command: command!, args: rest, cwd, stderr: "ignore" }));
      const v2Kept = await kept(v2);
      const v2Revision = v2.getNegotiatedProtocolVersion();
      await v2.close();
      const doctorRevision = json.hostRevisions?.["mcp-sdk-v2-client"] ?? json.server.protocolVersion;
      const checks: [string, unknown, unknown][] = [
        ["1.x keeps", keptBy(json, "mcp-sdk-v1-client"), v1Kept],
        ["2.x negotiates", doctorRevision, v2Revision],
        ["2.x keeps", keptBy(json, "mcp-sdk-v2-client"), v2Kept],
      ];
      for (const [what, doctorSays, clientDoes] of checks) {
        seen.push(`${server.name}: ${what} ${JSON.stringify(clientDoes)}`);
        if (JSON.stringify(doctorSays) !== JSON.stringify(clientDoes)) differences.push(`${server.name}, ${what}: doctor ${JSON.stringify(doctorSays)}, client ${JSON.stringify(clientDoes)}`);
      }
    }
    expect(differences).toEqual([]);
    // what was compared: the cases that make the columns differ by revision are among them
    expect(seen).toEqual([
      '2.x server: 1.x keeps ["plain","any_output"]',
      '2.x server: 2.x negotiates "2026-07-28"',
      '2.x server: 2.x keeps ["plain","any_output"]',
      '2.x server --bool: 1.x keeps []',
      '2.x server --bool: 2.x negotiates "2026-07-28"',
      '2.x server --bool: 2.x keeps ["plain","any_output","bool_prop"]',
      '2.x server --header: 1.x keeps ["plain","any_output","by_region"]',
      '2.x server --header: 2.x negotiates "2026-07-28"',
      '2.x server --header: 2.x keeps ["plain","any_output","by_region"]',
      '1.32.2 server: 1.x keeps []',
      '1.32.2 server: 2.x negotiates "2025-11-25"',
      '1.32.2 server: 2.x keeps ["plain","bool_prop"]',
      'raw server without resultType: 1.x keeps ["echo"]',
      'raw server without resultType: 2.x negotiates "2026-07-28"',
      "raw server without resultType: 2.x keeps []",
      '2.x server --bool --header over HTTP: 1.x keeps []',
      '2.x server --bool --header over HTTP: 2.x negotiates "2026-07-28"',
      '2.x server --bool --header over HTTP: 2.x keeps ["plain","any_output","bool_prop"]',
    ]);
  });
});

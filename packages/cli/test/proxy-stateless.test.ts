/**
 * `mcp-wire proxy --host auto` and 2026-07-28 clients (stateless: no `initialize`, a `_meta` envelope on every
 * request): the real `@modelcontextprotocol/client` 2.4.0 pinned to 2026-07-28, announcing itself as Claude Desktop
 * (`claude-ai`) or Cursor (`cursor-vscode`), through the proxy to a real `@modelcontextprotocol/server` 2.4.0 server
 * (fixtures/revisions/v2-server.mjs `--forms`), over stdio and over `--url` (Streamable HTTP). Each client gets the
 * list `projectToolList` of `@mcp-wire/sdk` gives for its product at 2026-07-28, its tool calls are answered, and the
 * proxy says on stderr which form it serves; a 2025-11-25 client through the same proxy still gets its product's 2025-11-25 form.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { projectToolList } from "@mcp-wire/sdk/v1";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_DIR } from "./helpers.js";
import { BIN } from "./proxy-helpers.js";

const FIXTURE = "test/fixtures/revisions/v2-server.mjs";

/** The server's own 2026-07-28 list (`--forms`), as its schemas are written in the fixture. */
const SERVED = [
  { name: "plain", inputSchema: { type: "object", properties: { q: { type: "string" } } } },
  { name: "any_output", inputSchema: { type: "object" }, outputSchema: { type: "array", items: { type: "number" } } },
  { name: "refs", inputSchema: { type: "object", $defs: { p: { type: "string" } }, properties: { q: { $ref: "#/$defs/p" } } } },
  { name: "top_oneof", inputSchema: { type: "object", oneOf: [{ properties: { a: { type: "string" } } }, { properties: { b: { type: "number" } } }] } },
];
const FOLDED = 'Exactly one of these forms applies:\n1. {"properties":{"a":{"type":"string"}}}\n2. {"properties":{"b":{"type":"number"}}}';

let http: ChildProcess;
let url: string;
beforeAll(async () => {
  http = spawn("node", [FIXTURE, "http", "--forms"], { cwd: PACKAGE_DIR, stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: http.stdout! });
  url = await new Promise<string>((resolve) => lines.once("line", (line) => resolve(line.replace(/^listening /, ""))));
});
afterAll(() => void http.kill());

type Lane = "stdio" | "url";
const target = (lane: Lane): string[] => (lane === "stdio" ? ["--", "node", FIXTURE, "--forms"] : ["--url", url]);

/**
 * Lists the tools twice through `mcp-wire proxy --host auto` as client `name`, pinned to `revision` (2026-07-28) or
 * negotiating the 2025 way (`"legacy"`: `initialize`); returns both lists and the proxy's "serving the" lines.
 */
async function run(lane: Lane, name: string, revision: "2026-07-28" | "legacy") {
  const client = new Client({ name, version: "1.0.0" }, { versionNegotiation: { mode: revision === "legacy" ? "legacy" : { pin: revision } } });
  const transport = new StdioClientTransport({ command: process.execPath, args: [BIN, "proxy", "--host", "auto", ...target(lane)], cwd: PACKAGE_DIR, stderr: "pipe" });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += String(chunk)));
  await client.connect(transport);
  let tools: unknown[];
  let second: unknown[];
  let negotiated: string | undefined;
  let called: unknown;
  try {
    negotiated = client.getNegotiatedProtocolVersion?.();
    tools = (await client.listTools()).tools;
    second = (await client.listTools()).tools;
    called = (await client.callTool({ name: "plain", arguments: { q: "x" } })).content; // over --url: Mcp-Name is sent
  } finally {
    await client.close();
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  const lines = stderr.split("\n").filter((line) => line.includes("serving the"));
  return { tools, second, negotiated, called, lines };
}

describe.each<Lane>(["stdio", "url"])("proxy --host auto, 2026-07-28 clients over %s", (lane) => {
  it("Claude Desktop (claude-ai) gets the claude-desktop form at 2026-07-28", async () => {
    const { tools, second, negotiated, called, lines } = await run(lane, "claude-ai", "2026-07-28");
    expect(negotiated).toBe("2026-07-28");
    expect(called).toEqual([{ type: "text", text: "ok" }]);
    expect(tools).toEqual(projectToolList(SERVED, { host: "claude-desktop", revision: "2026-07-28", version: "1.0.0" }).tools);
    expect(tools).toEqual([
      SERVED[0],
      SERVED[1],
      { name: "refs", inputSchema: { type: "object", properties: { q: { type: "string" } } } },
      { name: "top_oneof", inputSchema: { type: "object", properties: { a: {}, b: {} }, description: FOLDED } },
    ]);
    expect(second).toEqual(tools);
    expect(lines).toEqual(['mcp-wire proxy: client "claude-ai" at 2026-07-28 (its request\'s _meta envelope): serving the claude-desktop@1.0.0 form']);
  }, 60_000);

  it("Cursor (cursor-vscode) gets the cursor form at 2026-07-28", async () => {
    const { tools, negotiated, called, lines } = await run(lane, "cursor-vscode", "2026-07-28");
    expect(negotiated).toBe("2026-07-28");
    expect(called).toEqual([{ type: "text", text: "ok" }]);
    expect(tools).toEqual(projectToolList(SERVED, { host: "cursor", revision: "2026-07-28", version: "1.0.0" }).tools);
    expect(tools).toEqual(SERVED); // Cursor keeps the $ref and the root oneOf as written
    expect(lines).toEqual(['mcp-wire proxy: client "cursor-vscode" at 2026-07-28 (its request\'s _meta envelope): serving the cursor@1.0.0 form']);
  }, 60_000);

  it("a 2025-11-25 Claude Desktop client through the same proxy still gets its 2025-11-25 form", async () => {
    const { tools, negotiated, called, lines } = await run(lane, "claude-ai", "legacy");
    expect(negotiated).toBe("2025-11-25");
    expect(called).toEqual([{ type: "text", text: "ok" }]);
    // the 2.x server wraps the array output schema itself for a 2025 client (SEP-2106)
    const wrapped = { type: "object", properties: { result: { type: "array", items: { type: "number" } } }, required: ["result"] };
    const served2025 = [SERVED[0], { ...SERVED[1], outputSchema: wrapped }, SERVED[2], SERVED[3]];
    expect(tools).toEqual(projectToolList(served2025, { host: "claude-desktop", revision: "2025-11-25", version: "1.0.0" }).tools);
    expect(tools).toEqual([
      SERVED[0],
      { ...SERVED[1], outputSchema: wrapped },
      { name: "refs", inputSchema: { type: "object", properties: { q: { type: "string" } } } },
      { name: "top_oneof", inputSchema: { type: "object", properties: { a: {}, b: {} }, description: FOLDED } },
    ]);
    expect(lines).toEqual(['mcp-wire proxy: client "claude-ai" at 2025-11-25: serving the claude-desktop@1.0.0 form']);
  }, 60_000);
});

/**
 * `hosts: "auto"` on a stateless `@modelcontextprotocol/server` 2.4.0 endpoint (MCP 2026-07-28: no session, no
 * `initialize`; `createMcpHandler` builds a new McpServer for every HTTP request, as the SDK's own stateless examples
 * do) over Streamable HTTP on 127.0.0.1: the form is chosen from each request's `_meta` envelope
 * (`io.modelcontextprotocol/clientInfo`), so two real `@modelcontextprotocol/client` 2.4.0 clients pinned to
 * 2026-07-28, announcing two different products, are each served their product's form — the seam's public answer
 * (`projectToolList` for `recognizeHost` of that clientInfo at the request's revision, 2026-07-28, not 2025-11-25) —
 * and the two forms differ.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import * as z from "zod";
import { afterAll, describe, expect, it } from "vitest";
import { announcedVersion, projectToolList, publishToolSchemas, recognizeHost } from "../src/v2/index.js";
import { requestEnvelope } from "../src/shared/publish-hosts.js";
import { createToolsV2 } from "./fixtures/auto-server.js";

const logged: string[] = [];
/**
 * `createToolsV2` (`pair`: a 2020-12 tuple output; `note`) and `nums`, whose outputSchema is an array: valid on the
 * 2026-07-28 wire (SEP-2106: any root), not on 2025-11-25's `Tool` — where `quarantine` withholds it from Claude Code
 * (the whole server's tools/list would fail). `auto`: published with `hosts: "auto", quarantine: true`.
 */
function createTools(auto: boolean): McpServer {
  const server = createToolsV2(false);
  server.registerTool("nums", { inputSchema: z.object({}), outputSchema: z.array(z.number()) }, async () => ({ content: [{ type: "text" as const, text: "[1,2]" }], structuredContent: [1, 2] }));
  if (auto) publishToolSchemas(server, { hosts: "auto", quarantine: true, log: (line) => logged.push(line) });
  return server;
}

const REVISION = "2026-07-28";
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A stateless endpoint: every request gets `createTools(auto)`, a new McpServer, behind node:http. */
async function endpoint(auto: boolean): Promise<{ url: URL; built: () => number }> {
  let built = 0;
  const handler = createMcpHandler(() => {
    built++;
    return createTools(auto);
  });
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
      const body = chunks.length === 0 ? undefined : Buffer.concat(chunks);
      const response = await handler.fetch(new Request(`http://127.0.0.1${req.url ?? "/"}`, { method: req.method ?? "GET", headers, body }));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body !== null) for await (const chunk of response.body) res.write(chunk);
      res.end();
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  closers.push(async () => {
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });
  return { url: new URL(`http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`), built: () => built };
}

/** The tools a 2.4.0 client pinned to 2026-07-28, announcing `name`@`version`, lists at `url`. */
async function listed(url: URL, name: string, version: string): Promise<{ tools: unknown[]; era: unknown }> {
  const client = new Client({ name, version }, { versionNegotiation: { mode: { pin: REVISION } } });
  await client.connect(new StreamableHTTPClientTransport(url));
  try {
    const era = client.getNegotiatedProtocolVersion();
    return { tools: (await client.listTools()).tools, era };
  } finally {
    await client.close();
  }
}

describe('hosts: "auto" on a stateless 2026-07-28 endpoint (a new McpServer per request)', () => {
  it("serves each client its product's form, recognised from the request's _meta envelope", async () => {
    const plain = await endpoint(false);
    const auto = await endpoint(true);
    const { tools: raw } = await listed(plain.url, "some-new-client", "1.0.0");
    const clients = [
      { name: "claude-ai", version: "1.28929.0", product: "claude-desktop" },
      { name: "claude-code", version: "2.1.328", product: "claude-code" },
    ];
    const served: unknown[][] = [];
    for (const { name, version, product } of clients) {
      const clientInfo = { name, version };
      expect(recognizeHost(clientInfo, REVISION)).toBe(product);
      const { tools, era } = await listed(auto.url, name, version);
      expect(era).toBe(REVISION);
      const expected = projectToolList(raw, { host: recognizeHost(clientInfo, REVISION), revision: REVISION, quarantine: true, wrapOutputs: false, version: announcedVersion(clientInfo, REVISION), evidence: "reported" });
      expect(tools).toEqual(expected.tools);
      served.push(tools);
    }
    // judged at the request's revision: the array output is kept for Claude Code (at 2025-11-25 it would be withheld)
    expect(served[1]?.map((tool) => (tool as { name: string }).name)).toEqual(["pair", "note", "nums"]);
    expect(projectToolList(raw, { host: "claude-code", revision: "2025-11-25", quarantine: true, wrapOutputs: false }).withheld.map((tool) => tool.name)).toEqual(["nums"]);
    // Claude Desktop's recorded tools/list parse is its embedded client's, which speaks the 2025 revisions only: at
    // 2026-07-28 nothing is recorded, and an unknown is not counted as a loss, so nums is served to it too (at
    // 2025-11-25 it is withheld: hosts-auto tests); nothing withheld, nothing said
    expect(served[0]?.map((tool) => (tool as { name: string }).name)).toEqual(["pair", "note", "nums"]);
    expect(projectToolList(raw, { host: "claude-desktop", revision: "2025-11-25", quarantine: true, wrapOutputs: false }).withheld.map((tool) => tool.name)).toEqual(["nums"]);
    expect(logged).toEqual([]);
    // stateless indeed: more than one McpServer was built for each client (server/discover, tools/list, …)
    expect(auto.built()).toBeGreaterThanOrEqual(4);
  }, 60_000);
});

describe("requestEnvelope", () => {
  const envelope = { "io.modelcontextprotocol/protocolVersion": REVISION, "io.modelcontextprotocol/clientInfo": { name: "Zed", version: "1" } };
  it("reads the 2.x context's mcpReq.envelope, else the request's params._meta; none without a protocol version", () => {
    expect(requestEnvelope({ params: {} }, { mcpReq: { envelope } })).toBe(envelope);
    expect(requestEnvelope({ params: { _meta: envelope } }, {})).toBe(envelope);
    expect(requestEnvelope({ params: { _meta: { "io.modelcontextprotocol/clientInfo": { name: "Zed" } } } }, undefined)).toBeUndefined();
    expect(requestEnvelope(null, null)).toBeUndefined();
  });
});

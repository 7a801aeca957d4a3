/**
 * `mcp-wire proxy --url`: the SDK 1.x client over stdio to the proxy, the proxy over Streamable HTTP to a real
 * `@modelcontextprotocol/sdk` 1.32.2 server (one McpServer per session) in this process. Requests, a server
 * request on the tool call's stream (elicitation/create, checked for the client's revision), and the session's end;
 * requests pending when the host leaves a server that never answers.
 */
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, expect, it } from "vitest";
import * as z from "zod";
import { SERVER_GONE } from "../src/proxy/core.js";
import { BIN, RawHost } from "./proxy-helpers.js";

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

function server(): McpServer {
  const mcp = new McpServer({ name: "http-fixture", version: "1.0.0" });
  mcp.registerTool("pair", { inputSchema: { n: z.number() }, outputSchema: { pair: z.tuple([z.number(), z.number()]) } }, async ({ n }) => ({
    content: [{ type: "text", text: `[${n},${n + 1}]` }],
    structuredContent: { pair: [n, n + 1] },
  }));
  mcp.registerTool("ask", {}, async (extra) => {
    const answer = await mcp.server.request(
      {
        method: "elicitation/create",
        params: { mode: "form", message: "Plan?", requestedSchema: { type: "object", properties: { plan: { type: "string", oneOf: [{ const: "free", title: "Free" }, { const: "pro", title: "Pro" }] } } } },
      },
      z.object({ action: z.string(), content: z.record(z.string(), z.unknown()).optional() }),
      { relatedRequestId: extra.requestId },
    );
    return { content: [{ type: "text", text: JSON.stringify(answer) }] };
  });
  return mcp;
}

async function listen(): Promise<{ url: string; sessions: Map<string, StreamableHTTPServerTransport> }> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const http = createServer(async (req, res) => {
    const id = req.headers["mcp-session-id"];
    let transport = typeof id === "string" ? sessions.get(id) : undefined;
    if (transport === undefined) {
      const created = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sid) => void sessions.set(sid, created),
        onsessionclosed: (sid) => void sessions.delete(sid),
      });
      await server().connect(created);
      transport = created;
    }
    await transport.handleRequest(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  closers.push(async () => {
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`, sessions };
}

it("requests, results and a server request on the call's stream pass through; closing ends the HTTP session", async () => {
  const { url, sessions } = await listen();
  const elicited: unknown[] = [];
  const client = new Client({ name: "cursor-vscode", version: "1.0.0" }, { capabilities: { elicitation: { form: {} } } });
  client.setRequestHandler(ElicitRequestSchema, async (request) => {
    elicited.push((request.params as { requestedSchema?: unknown }).requestedSchema);
    return { action: "accept", content: { plan: "pro" } };
  });
  const transport = new StdioClientTransport({ command: process.execPath, args: [BIN, "proxy", "--url", url], stderr: "pipe" });
  await client.connect(transport);
  expect(sessions.size).toBe(1);
  expect(await client.ping()).toEqual({});
  const [pair] = (await client.listTools()).tools;
  expect(pair?.outputSchema).toEqual({
    $schema: "http://json-schema.org/draft-07/schema#",
    type: "object",
    properties: { pair: { type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false, minItems: 2, maxItems: 2 } },
    required: ["pair"],
    additionalProperties: false,
  });
  expect((await client.callTool({ name: "pair", arguments: { n: 4 } })).structuredContent).toEqual({ pair: [4, 5] });
  expect((await client.callTool({ name: "ask", arguments: {} })).content).toEqual([{ type: "text", text: JSON.stringify({ action: "accept", content: { plan: "pro" } }) }]);
  // 2025-11-25 has the titled oneOf form: passed as sent.
  expect(elicited).toEqual([{ type: "object", properties: { plan: { type: "string", oneOf: [{ const: "free", title: "Free" }, { const: "pro", title: "Pro" }] } } }]);
  await client.close();
  for (let i = 0; i < 100 && sessions.size > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(sessions.size).toBe(0);
}, 30_000);

it("an HTTP server that cannot be reached: each request is answered with a JSON-RPC error, reported on stderr", async () => {
  const host = new RawHost(["--url", "http://127.0.0.1:9/mcp"], []);
  const answer = await host.request("initialize", { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "h", version: "1" } }, "init");
  expect(answer.error?.["code"]).toBe(SERVER_GONE);
  expect(String(answer.error?.["message"])).toMatch(/^mcp-wire proxy: could not send to the server: /);
  await host.until(() => host.stderr.includes("mcp-wire proxy: could not send to the server: ") || undefined);
  host.close();
  expect(await host.exited).toBe(0);
}, 30_000);

it("a server that never answers: when the host closes stdin, each pending request gets one error, saying the connection was closed", async () => {
  const posted: IncomingMessage[] = [];
  let bothPosted: () => void = () => {};
  const both = new Promise<void>((resolve) => (bothPosted = resolve));
  const http = createServer((req) => {
    req.resume(); // read, never answered
    if (posted.push(req) === 2) bothPosted();
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  closers.push(async () => {
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });
  const host = new RawHost(["--url", `http://127.0.0.1:${(http.address() as AddressInfo).port}/hang`], []);
  host.send({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "h", version: "1" } } });
  host.send({ jsonrpc: "2.0", id: 2, method: "ping" });
  await both;
  expect(posted.map((req) => [req.method, req.url])).toEqual([["POST", "/hang"], ["POST", "/hang"]]);
  const stdoutClosed = once(host.child.stdout, "close");
  host.close();
  expect(await host.exited).toBe(0);
  await stdoutClosed;
  const message = "mcp-wire proxy: the connection to the server was closed before answering";
  expect(host.received).toEqual([
    { jsonrpc: "2.0", id: 1, error: { code: SERVER_GONE, message } },
    { jsonrpc: "2.0", id: 2, error: { code: SERVER_GONE, message } },
  ]);
}, 30_000);

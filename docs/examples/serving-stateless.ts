// docs/examples/serving-stateless.ts
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { publishToolSchemas } from "../../packages/sdk/src/v2/index.js";

// Stateless (2026-07-28): no session, a new McpServer for every HTTP request.
const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: "stateless", version: "1.0.0" });
  server.registerTool("pair", { inputSchema: z.object({}), outputSchema: z.object({ pair: z.tuple([z.number(), z.number()]) }) }, async () => ({
    content: [{ type: "text", text: "[1,2]" }],
    structuredContent: { pair: [1, 2] },
  }));
  server.registerTool("nums", { inputSchema: z.object({}), outputSchema: z.array(z.number()) }, async () => ({
    content: [{ type: "text", text: "[1,2]" }],
    structuredContent: [1, 2],
  }));
  // Each request names its client in _meta: hosts "auto" serves that client's form.
  publishToolSchemas(server, { hosts: "auto", quarantine: true, log: () => {} });
  return server;
});

// node:http in front of the handler's fetch(Request) → Response.
const serve = () => createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
  const body = chunks.length === 0 ? undefined : Buffer.concat(chunks);
  const response = await mcp.fetch(new Request(`http://127.0.0.1${req.url ?? "/"}`, { method: req.method ?? "GET", headers, body }));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body !== null) for await (const chunk of response.body) res.write(chunk);
  res.end();
});

/** The tools two clients of 2026-07-28 are served, by client name. */
export async function run(): Promise<Record<string, string[]>> {
  const http = serve();
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const url = new URL(`http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`);
  const served: Record<string, string[]> = {};
  try {
    for (const clientInfo of [{ name: "claude-ai", version: "1.28929.0" }, { name: "claude-code", version: "2.1.328" }]) {
      const client = new Client(clientInfo, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
      await client.connect(new StreamableHTTPClientTransport(url));
      const { tools } = await client.listTools();
      await client.close();
      served[clientInfo.name] = tools.map((tool) => tool.name);
    }
  } finally {
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  }
  return served;
}

/**
 * The example server of `@mcp-wire/sdk` on `@modelcontextprotocol/server` 2.4.0: everything the 32 server scenarios
 * of the official `@modelcontextprotocol/conformance` 0.1.16 call. The tools of `tools-call-elicitation`,
 * `elicitation-sep1034-defaults`, `elicitation-sep1330-enums` and `json-schema-2020-12` (the forms and schemas of
 * conformance-server.ts) ask each form with the write-once `elicitForm` of `@mcp-wire/sdk/v2`;
 * conformance-content-v2.ts adds the content, logging, progress, sampling, resource and prompt scenarios. Served over Streamable HTTP
 * (`WebStandardStreamableHTTPServerTransport` behind node:http, one McpServer per session) with the SDK's Host header
 * check for a localhost server (`dns-rebinding-protection`: every request whose Host is not localhost, 127.0.0.1 or
 * [::1] is answered 403 before it reaches a session).
 *
 * It serves the 2025 revisions only (an `initialize` handshake, one session per connection): a 2026-07-28 client's
 * `server/discover` is answered `Server not initialized` over HTTP and `Method not found` with `--stdio`, so the
 * `input_required` results of `elicitForm` reach clients through the SDK's legacy shim, as `elicitation/create` and
 * `sampling/createMessage` requests. A server that also speaks 2026-07-28 (stateless, `server/discover`, the
 * per-request `_meta` envelope) is the `serveStdio(factory)` one of the package README, or
 * docs/examples/serving-stateless.ts over HTTP.
 *
 * Run: `node --import tsx examples/conformance-server-v2.ts [port]` (default 3002; `0` picks a free port); it prints
 * `listening <url>` once ready. scripts/conformance.ts runs the scenarios against it. With `--stdio` it serves one
 * session over stdio instead (what `mcp-wire proxy -- <command>` starts).
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { hostHeaderValidationResponse, localhostAllowedHostnames, McpServer, WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/server";
import * as z from "zod";
import { elicitForm, publishToolSchemas, type FormAnswer } from "@mcp-wire/sdk/v2";
import { registerConformanceContent } from "./conformance-content-v2.js";
import { defaultsForm, enumsForm, schema2020Input, userForm } from "./conformance-server.js";

function describe(answer: FormAnswer<unknown>): string {
  const action = answer.status === "accepted" ? "accept" : answer.status === "declined" ? "decline" : answer.status === "cancelled" ? "cancel" : answer.status;
  const content = answer.status === "accepted" ? answer.value : answer.status === "invalid" ? { issues: answer.issues } : {};
  return `action=${action}, content=${JSON.stringify(content)}`;
}

const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });

/** One server (per session) with every tool, resource and prompt the conformance scenarios call; tool schemas published in 2020-12. */
export function createConformanceServerV2(): McpServer {
  const server = new McpServer(
    { name: "mcp-wire-conformance-v2", version: "0.0.0" },
    { capabilities: { tools: {}, resources: { subscribe: true }, prompts: {}, logging: {}, completions: {} } },
  );
  server.registerTool("test_elicitation", { description: "Asks the user for a username and an email", inputSchema: z.object({ message: z.string() }) }, async ({ message }, ctx) => {
    const answer = elicitForm(server, ctx, "user", { message, requestedSchema: userForm });
    return answer.status === "missing" ? answer.inputRequired : text(`User response: ${describe(answer)}`);
  });
  server.registerTool("test_elicitation_sep1034_defaults", { description: "Elicitation with defaults (SEP-1034)", inputSchema: z.object({}) }, async (_args, ctx) => {
    const answer = elicitForm(server, ctx, "defaults", { message: "Please review your details", requestedSchema: defaultsForm });
    return answer.status === "missing" ? answer.inputRequired : text(`Elicitation completed: ${describe(answer)}`);
  });
  server.registerTool("test_elicitation_sep1330_enums", { description: "Elicitation with every enum variant (SEP-1330)", inputSchema: z.object({}) }, async (_args, ctx) => {
    const answer = elicitForm(server, ctx, "enums", { message: "Please choose", requestedSchema: enumsForm });
    return answer.status === "missing" ? answer.inputRequired : text(`Elicitation completed: ${describe(answer)}`);
  });
  server.registerTool("json_schema_2020_12_tool", { description: "Tool with JSON Schema 2020-12 features", inputSchema: schema2020Input }, async (args) => text(`Received: ${JSON.stringify(args)}`));
  registerConformanceContent(server);
  publishToolSchemas(server, { dialect: "2020-12" });
  return server;
}

/** Writes a web `Response` to a node:http response. */
async function send(response: Response, res: ServerResponse): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body === null) return void res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

/** Serves `createConformanceServerV2` over Streamable HTTP at `/mcp` (localhost Host headers only); resolves with the URL once listening. */
export async function listenV2(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();
  const open: WebStandardStreamableHTTPServerTransport[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith("/mcp")) return void res.writeHead(404).end();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
    const body = chunks.length === 0 ? undefined : Buffer.concat(chunks);
    const request = new Request(`http://127.0.0.1${req.url}`, { method: req.method ?? "GET", headers, body });
    const rejected = hostHeaderValidationResponse(request, localhostAllowedHostnames());
    if (rejected !== undefined) return void (await send(rejected, res));
    const id = req.headers["mcp-session-id"];
    let transport = typeof id === "string" ? sessions.get(id) : undefined;
    if (transport === undefined) {
      const created = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), onsessioninitialized: (sid) => void sessions.set(sid, created) });
      open.push(created);
      await createConformanceServerV2().connect(created);
      transport = created;
    }
    await send(await transport.handleRequest(request), res);
  };
  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
      else res.end();
    });
  });
  await new Promise<void>((resolve) => http.listen(port, "127.0.0.1", resolve));
  const { port: bound } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/mcp`,
    close: async () => {
      await Promise.all(open.map((transport) => transport.close().catch(() => undefined)));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

if (process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/"))) {
  if (process.argv[2] === "--stdio") {
    const { StdioServerTransport } = await import("@modelcontextprotocol/server/stdio");
    await createConformanceServerV2().connect(new StdioServerTransport());
  } else {
    const { url } = await listenV2(Number(process.argv[2] ?? 3002));
    process.stdout.write(`listening ${url}\n`);
  }
}

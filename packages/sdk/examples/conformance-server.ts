/**
 * The example server of `@mcp-wire/sdk`: `@modelcontextprotocol/sdk` 1.x with mcp-wire, every schema
 * written in zod. It implements the tools of the official `@modelcontextprotocol/conformance` server
 * scenarios `tools-call-elicitation`, `elicitation-sep1034-defaults`, `elicitation-sep1330-enums` and
 * `json-schema-2020-12`, over Streamable HTTP (one McpServer per session).
 *
 * Run: `node --import tsx examples/conformance-server.ts [port]` (default port 3001; `0` picks a free
 * port); it prints `listening <url>` on stdout once ready. `scripts/conformance.mjs` runs the scenarios.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod";
import { elicitForm, publishToolSchemas, type ElicitationOutcome } from "@mcp-wire/sdk/v1";

/** `tools-call-elicitation`: the form of `test_elicitation`. */
export const userForm = z.object({
  username: z.string().describe("User's response"),
  email: z.string().describe("User's email address"),
});

/** `elicitation-sep1034-defaults`: a default on every primitive type. */
export const defaultsForm = z.object({
  name: z.string().default("John Doe"),
  age: z.int().default(30),
  score: z.number().default(95.5),
  status: z.enum(["active", "inactive", "pending"]).default("active"),
  verified: z.boolean().default(true),
});

const titled = <const V extends string>(value: V, title: string) => z.literal(value).meta({ title });

/** `elicitation-sep1330-enums`: the five enum variants of 2025-11-25. */
export const enumsForm = z.object({
  untitledSingle: z.enum(["option1", "option2", "option3"]),
  titledSingle: z.union([titled("value1", "First Option"), titled("value2", "Second Option"), titled("value3", "Third Option")]),
  legacyEnum: z.enum(["opt1", "opt2", "opt3"]).meta({ enumNames: ["Option One", "Option Two", "Option Three"] }),
  untitledMulti: z.array(z.enum(["option1", "option2", "option3"])),
  titledMulti: z.array(z.union([titled("value1", "First Choice"), titled("value2", "Second Choice"), titled("value3", "Third Choice")])),
});

/** `json-schema-2020-12`: a tool input schema with `$defs` (from a zod id), published in 2020-12. */
const address = z.object({ street: z.string().optional(), city: z.string().optional() }).meta({ id: "address" });
export const schema2020Input = z.strictObject({ name: z.string().optional(), address: address.optional() });

function describe(outcome: ElicitationOutcome<unknown>): string {
  const action = outcome.status === "accepted" ? "accept" : outcome.status === "declined" ? "decline" : outcome.status === "cancelled" ? "cancel" : outcome.status;
  const content = outcome.status === "accepted" ? outcome.value : outcome.status === "invalid" ? { issues: outcome.issues } : {};
  return `action=${action}, content=${JSON.stringify(content)}`;
}

const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });

/** One server (per session) with the four conformance tools; tool schemas published in 2020-12. */
export function createConformanceServer(): McpServer {
  const server = new McpServer({ name: "mcp-wire-conformance", version: "0.0.0" });
  server.registerTool(
    "test_elicitation",
    { description: "Asks the user for a username and an email", inputSchema: { message: z.string() } },
    async ({ message }, extra) => {
      const outcome = await elicitForm(server, { message, requestedSchema: userForm }, { relatedRequestId: extra.requestId });
      return text(`User response: ${describe(outcome)}`);
    },
  );
  server.registerTool("test_elicitation_sep1034_defaults", { description: "Elicitation with defaults (SEP-1034)" }, async (extra) => {
    const outcome = await elicitForm(server, { message: "Please review your details", requestedSchema: defaultsForm }, { relatedRequestId: extra.requestId });
    return text(`Elicitation completed: ${describe(outcome)}`);
  });
  server.registerTool("test_elicitation_sep1330_enums", { description: "Elicitation with every enum variant (SEP-1330)" }, async (extra) => {
    const outcome = await elicitForm(server, { message: "Please choose", requestedSchema: enumsForm }, { relatedRequestId: extra.requestId });
    return text(`Elicitation completed: ${describe(outcome)}`);
  });
  server.registerTool(
    "json_schema_2020_12_tool",
    { description: "Tool with JSON Schema 2020-12 features", inputSchema: schema2020Input },
    async (args) => text(`Received: ${JSON.stringify(args)}`),
  );
  publishToolSchemas(server, { dialect: "2020-12" });
  return server;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString("utf8");
  return body === "" ? undefined : JSON.parse(body);
}

/** Serves `createConformanceServer` over Streamable HTTP at `/mcp`; resolves with the URL once listening. */
export async function listen(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith("/mcp")) return void res.writeHead(404).end();
    const id = req.headers["mcp-session-id"];
    const body = req.method === "POST" ? await readJson(req) : undefined;
    let transport = typeof id === "string" ? sessions.get(id) : undefined;
    if (transport === undefined) {
      if (req.method !== "POST" || !isInitializeRequest(body)) {
        return void res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message: "No valid session" }, id: null }));
      }
      const created = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sessionId) => void sessions.set(sessionId, created),
      });
      created.onclose = () => {
        if (created.sessionId !== undefined) sessions.delete(created.sessionId);
      };
      await createConformanceServer().connect(created);
      transport = created;
    }
    await transport.handleRequest(req, res, body);
  };
  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => http.listen(port, "127.0.0.1", resolve));
  const { port: bound } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/mcp`,
    close: async () => {
      await Promise.all([...sessions.values()].map((transport) => transport.close()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

if (process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/"))) {
  const { url } = await listen(Number(process.argv[2] ?? 3001));
  process.stdout.write(`listening ${url}\n`);
}

/**
 * `publishToolSchemas(server, { hosts: "auto" })` on both SDK lines: each connection gets the form of the host its
 * client announces. SDK 1.x over real Streamable HTTP (one McpServer per session, two sessions at once) and over
 * InMemoryTransport; SDK 2.x over InMemoryTransport. The clients are the real SDK clients.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Client as ClientV2 } from "@modelcontextprotocol/client";
import { McpServer as McpServerV2, InMemoryTransport as MemoryV2 } from "@modelcontextprotocol/server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod";
import { publishToolSchemas, recognizeHost, SdkAdapterError } from "../src/v1/index.js";
import { publishToolSchemas as publishV2 } from "../src/v2/index.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const URI_2020 = "https://json-schema.org/draft/2020-12/schema";
const draft07Tuple = { type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false, minItems: 2, maxItems: 2 };
const tuple2020 = { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false, minItems: 2, maxItems: 2 };
const portableTuple = { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], minItems: 2, maxItems: 2 };
const output = (pair: unknown, label?: string) => ({
  ...(label === undefined ? {} : { $schema: label }),
  type: "object",
  properties: { pair },
  required: ["pair"],
  additionalProperties: false,
});
const input = (label?: string) => ({ ...(label === undefined ? {} : { $schema: label }), type: "object", properties: { n: { type: "number" } }, required: ["n"] });

/**
 * What each client name is served, with the pair tool of {@link pairServer} (SDK 1.x: zod-to-json-schema's draft-07
 * form): Claude Desktop's 2020-12-only output validator refuses the draft-07 label, so its whole list is converted to
 * 2020-12, its label removed (same meaning: no label reads as 2020-12); Cursor's SDK-1.x-style validator reads the draft-07 tuple as written; an unknown client gets
 * the common form, which keeps the labels the server wrote (a 2020-12 one would cost `new Ajv()` the tool): here the
 * list as written.
 */
const SERVED = {
  "claude-ai": { inputSchema: input(), outputSchema: output(tuple2020) },
  "cursor-vscode": { inputSchema: input(DRAFT_07), outputSchema: output(draft07Tuple, DRAFT_07) },
  "some-new-client": { inputSchema: input(DRAFT_07), outputSchema: output(draft07Tuple, DRAFT_07) },
} as const;

/**
 * The same on SDK 2.x (zod 4's 2020-12 form): every product that reads 2020-12 keeps it as written; Cursor's draft-07
 * reader gets the output converted to draft-07 (its tuple as items array); the common form drops the tuple's rest.
 */
const SERVED_V2 = {
  "claude-ai": { inputSchema: input(URI_2020), outputSchema: output(tuple2020, URI_2020) },
  "cursor-vscode": { inputSchema: input(URI_2020), outputSchema: output(draft07Tuple, DRAFT_07) },
  "some-new-client": { inputSchema: input(URI_2020), outputSchema: output(portableTuple, URI_2020) },
  "claude-code": { inputSchema: input(URI_2020), outputSchema: output(tuple2020, URI_2020) },
  "Visual Studio Code": { inputSchema: input(URI_2020), outputSchema: output(tuple2020, URI_2020) },
  "windsurf-client": { inputSchema: input(URI_2020), outputSchema: output(tuple2020, URI_2020) },
} as const;

/**
 * The version each client announces: `claude-ai` a Claude Desktop build of its 2020-12-only output validator (the
 * record's fact holds from 1.28929.0; earlier builds are served without it), every other name `1.0.0`.
 */
const versionOf = (name: string): string => (name === "claude-ai" ? "1.28929.0" : "1.0.0");

function pairServer(): McpServer {
  const server = new McpServer({ name: "pairs", version: "1.0.0" });
  server.registerTool(
    "pair",
    { inputSchema: { n: z.number() }, outputSchema: { pair: z.tuple([z.number(), z.number()]) } },
    async ({ n }) => ({ content: [{ type: "text", text: `[${n},${n + 1}]` }], structuredContent: { pair: [n, n + 1] } }),
  );
  return server;
}

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A Streamable HTTP server with one `pairServer()` per session, each published with `hosts: "auto"`. */
async function httpServer(): Promise<URL> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const http = createServer(async (req, res) => {
    const id = req.headers["mcp-session-id"];
    let transport = typeof id === "string" ? sessions.get(id) : undefined;
    if (transport === undefined) {
      const created = new StreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), onsessioninitialized: (sid) => void sessions.set(sid, created) });
      const server = pairServer();
      publishToolSchemas(server, { hosts: "auto" });
      await server.connect(created);
      transport = created;
    }
    await transport.handleRequest(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  closers.push(async () => {
    await Promise.all([...sessions.values()].map((t) => t.close()));
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });
  return new URL(`http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`);
}

describe("hosts: auto on SDK 1.x", () => {
  it("two concurrent sessions of different clients on one HTTP server each get their own form, and the unknown client the common one", async () => {
    const url = await httpServer();
    const names = Object.keys(SERVED) as (keyof typeof SERVED)[];
    const clients = names.map((name) => new Client({ name, version: versionOf(name) }));
    await Promise.all(clients.map((client) => client.connect(new StreamableHTTPClientTransport(url))));
    closers.push(() => Promise.all(clients.map((client) => client.close())));
    const listed = await Promise.all(clients.map((client) => client.listTools()));
    names.forEach((name, index) => {
      const [tool] = listed[index]?.tools ?? [];
      expect({ inputSchema: tool?.inputSchema, outputSchema: tool?.outputSchema }).toEqual(SERVED[name]);
    });
    // The SDK 1.x client reads with draft-07 rules: the Cursor and the common forms validate there, the Claude Desktop
    // form (for its 2020-12-only validator) does not — each session got the form of the client it announced.
    const results = await Promise.all(clients.map((client) => client.callTool({ name: "pair", arguments: { n: 1 } }).then((result) => result.structuredContent, (error: Error) => error.message)));
    expect(results).toEqual([
      "MCP error -32602: Structured content does not match the tool's output schema: data/pair/0 boolean schema is false, data/pair/1 boolean schema is false",
      { pair: [1, 2] },
      { pair: [1, 2] },
    ]);
  }, 30_000);

  it("a 2025-era session gets a non-object output schema listed wrapped (SEP-2106), other tools unchanged", async () => {
    const server = new Server({ name: "low", version: "1.0.0" }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: [
        { name: "numbers", inputSchema: { type: "object" }, outputSchema: { type: "array", items: { type: "number" } } },
        { name: "plain", inputSchema: { type: "object" } },
      ],
    }) as never);
    server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [{ type: "text", text: "plain" }] }));
    publishToolSchemas(server, { hosts: "auto" });
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "cursor-vscode", version: "1.0.0" });
    await client.connect(clientSide);
    closers.push(() => client.close());
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.outputSchema)).toEqual([
      { type: "object", properties: { result: { type: "array", items: { type: "number" } } }, required: ["result"] },
      undefined,
    ]);
    expect(await client.callTool({ name: "plain", arguments: {} })).toEqual({ content: [{ type: "text", text: "plain" }] });
  });

  it("quarantine: true withholds the tool that would cost the list, with one log line naming tool, host and reason", async () => {
    const server = new Server({ name: "low", version: "1.0.0" }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: [
        { name: "fine", inputSchema: { type: "object", required: null } },
        { name: "broken", inputSchema: { type: "string" } },
      ],
    }) as never);
    const lines: string[] = [];
    publishToolSchemas(server, { hosts: "auto", quarantine: true, log: (line) => lines.push(line) });
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "claude-code", version: "2.1.0" });
    await client.connect(clientSide);
    closers.push(() => client.close());
    expect((await client.listTools()).tools).toEqual([{ name: "fine", inputSchema: { type: "object" } }]);
    await client.listTools();
    // `required: null` would cost the list too, but not once projected (the member dropped): only the string root is withheld
    expect(lines).toEqual([expect.stringMatching(/^mcp-wire: withheld tool "broken" from claude-code: wire-invalid at inputSchema\/type \(list\): /)]);
  });

  it("quarantine: true keeps a z.tuple input (draft-07 items: [...]) for the hosts that refuse it, served in its 2020-12 form", async () => {
    const closedTuple = { type: "array", prefixItems: [{ type: "number" }, { type: "string" }], minItems: 2, maxItems: 2 };
    const inputOf = (at: object) => ({ $schema: URI_2020, type: "object", properties: { at }, required: ["at"] });
    const served = {
      "claude-code": inputOf({ ...closedTuple, items: false }),
      "claude-ai": inputOf({ ...closedTuple, items: false }),
      ChatGPT: inputOf({ ...closedTuple, items: {} }),
    } as const;
    const lines: string[] = [];
    const listed = await Promise.all(
      Object.keys(served).map(async (name) => {
        const server = new McpServer({ name: "tuples", version: "1.0.0" });
        server.registerTool("at", { inputSchema: { at: z.tuple([z.number(), z.string()]) } }, async () => ({ content: [] }));
        publishToolSchemas(server, { hosts: "auto", quarantine: true, log: (line) => lines.push(line) });
        const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
        await server.connect(serverSide);
        const client = new Client({ name, version: "1.0.0" });
        await client.connect(clientSide);
        closers.push(() => client.close());
        return [name, (await client.listTools()).tools.map((tool) => tool.inputSchema)];
      }),
    );
    expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(Object.entries(served).map(([name, schema]) => [name, [schema]])));
    expect(lines).toEqual([]);
  });

  it("evidence: \"contested\" serves Claude Code the form that avoids its contested 2020-12-only output validator", async () => {
    const listed = async (evidence?: "reported" | "contested") => {
      const server = pairServer();
      publishToolSchemas(server, { hosts: "auto", ...(evidence === undefined ? {} : { evidence }) });
      const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
      await server.connect(serverSide);
      const client = new Client({ name: "claude-code", version: "2.1.328" });
      await client.connect(clientSide);
      closers.push(() => client.close());
      return (await client.listTools()).tools.map((tool) => tool.outputSchema);
    };
    // by default the contested fact does not count: the draft-07 output as written
    expect(await listed()).toEqual([output(draft07Tuple, DRAFT_07)]);
    expect(await listed("reported")).toEqual([output(draft07Tuple, DRAFT_07)]);
    // counted, it is avoided: the same meaning in 2020-12, unlabelled (as for Claude Desktop)
    expect(await listed("contested")).toEqual([output(tuple2020)]);
  });

  it("bad options are refused with invalid-option", () => {
    const server = pairServer();
    expect(() => publishToolSchemas(server, { hosts: "all" } as never)).toThrow(new SdkAdapterError("invalid-option", 'hosts must be "auto", got "all"'));
    expect(() => publishToolSchemas(server, { hosts: "auto", evidence: "all" } as never)).toThrow(
      new SdkAdapterError("invalid-option", 'evidence must be one of reported, contested, got "all"'),
    );
    expect(() => publishToolSchemas(server, { hosts: "auto", quarantine: "yes" } as never)).toThrow(
      new SdkAdapterError("invalid-option", 'quarantine must be a boolean, got "yes"'),
    );
    expect(() => publishToolSchemas(server, { hosts: "auto", dialect: "draft-07" } as never)).toThrow(new SdkAdapterError("invalid-option", "give either dialect or hosts, not both"));
  });
});

describe("hosts: auto on SDK 2.x", () => {
  function pairServerV2(): McpServerV2 {
    const server = new McpServerV2({ name: "pairs", version: "1.0.0" });
    server.registerTool(
      "pair",
      { inputSchema: z.object({ n: z.number() }), outputSchema: z.object({ pair: z.tuple([z.number(), z.number()]) }) },
      async ({ n }) => ({ content: [{ type: "text", text: `[${n},${n + 1}]` }], structuredContent: { pair: [n, n + 1] } }),
    );
    publishV2(server, { hosts: "auto" });
    return server;
  }

  it("concurrent sessions of different clients each get their own form", async () => {
    const all = SERVED_V2;
    const names = Object.keys(all) as (keyof typeof all)[];
    const clients = await Promise.all(
      names.map(async (name) => {
        const [serverSide, clientSide] = MemoryV2.createLinkedPair();
        await pairServerV2().connect(serverSide);
        const client = new ClientV2({ name, version: versionOf(name) });
        await client.connect(clientSide);
        return client;
      }),
    );
    closers.push(() => Promise.all(clients.map((client) => client.close())));
    const listed = await Promise.all(clients.map((client) => client.listTools()));
    const served = listed.map((result) => {
      const [tool] = result.tools;
      return { inputSchema: tool?.inputSchema, outputSchema: tool?.outputSchema };
    });
    expect(served).toEqual(names.map((name) => all[name]));
    // The SDK 2.x client validates every form (Ajv 2020 for unlabelled, Ajv draft-07 for the draft-07 label).
    const results = await Promise.all(clients.map((client) => client.callTool({ name: "pair", arguments: { n: 1 } })));
    expect(results.map((result) => result.structuredContent)).toEqual(names.map(() => ({ pair: [1, 2] })));
  });
});

describe("recognizeHost", () => {
  it("reads clientInfo.name; anything else is the common form", () => {
    expect(
      [
        { name: "claude-ai", version: "0.1" },
        { name: "claude-code", version: "2.1.0" },
        { name: "cursor-vscode", version: "1.0.0" },
        { name: "Visual Studio Code", version: "1.105.0" },
        { name: "Visual Studio Code - Insiders", version: "1.106.0" },
        { name: "windsurf-client", version: "1" },
        { name: "some-new-client" },
        { name: 42 },
        null,
        "claude-ai",
      ].map((info) => recognizeHost(info, "2025-11-25")),
    // "Visual Studio Code - Insiders" has no public record as an MCP clientInfo name (the product records keep only
    // names with evidence): it gets the common form until one is found.
    ).toEqual(["claude-desktop", "claude-code", "cursor", "vscode", "common", "windsurf", "common", "common", "common", "common"]);
  });
});

/**
 * `@mcp-wire/sdk/v1` publishToolSchemas, end to end: a real `@modelcontextprotocol/sdk` 1.32.2 server and
 * client over InMemoryTransport.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { publishToolSchemas, SdkAdapterError, type PublishOptions } from "../src/v1/index.js";
import { valid2020, validDraft07 } from "./ajv.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema";

function pairServer(): McpServer {
  const server = new McpServer({ name: "pairs", version: "1.0.0" });
  server.registerTool(
    "pair",
    { inputSchema: { n: z.number() }, outputSchema: { pair: z.tuple([z.number(), z.number()]) } },
    async ({ n }) => ({ content: [{ type: "text", text: `[${n},${n + 1}]` }], structuredContent: { pair: [n, n + 1] } }),
  );
  return server;
}

async function connect(server: McpServer | Server): Promise<Client> {
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "test-client", version: "1.0.0" });
  await client.connect(clientSide);
  return client;
}

const input = (label?: string) => ({
  type: "object",
  properties: { n: { type: "number" } },
  required: ["n"],
  ...(label === undefined ? {} : { $schema: label }),
});

describe("publishToolSchemas on McpServer (SDK 1.x)", () => {
  it("without it, the SDK 1.x publishes the zod schemas labelled draft-07 (baseline)", async () => {
    const client = await connect(pairServer());
    const [tool] = (await client.listTools()).tools;
    expect(tool?.inputSchema).toEqual(input(DRAFT_07));
    expect(tool?.outputSchema).toEqual({
      $schema: DRAFT_07,
      type: "object",
      properties: { pair: { type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false, minItems: 2, maxItems: 2 } },
      required: ["pair"],
      additionalProperties: false,
    });
  });

  it("2020-12: the client lists the tools in 2020-12", async () => {
    const server = pairServer();
    publishToolSchemas(server, { dialect: "2020-12" });
    const client = await connect(server);
    const [tool] = (await client.listTools()).tools;
    expect(tool?.inputSchema).toEqual(input(DRAFT_2020));
    expect(tool?.outputSchema).toEqual({
      $schema: DRAFT_2020,
      type: "object",
      properties: { pair: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false, minItems: 2, maxItems: 2 } },
      required: ["pair"],
      additionalProperties: false,
    });
  });

  it("draft-07: the client lists the tools in draft-07", async () => {
    const server = pairServer();
    publishToolSchemas(server, { dialect: "draft-07" });
    const client = await connect(server);
    const [tool] = (await client.listTools()).tools;
    expect(tool?.inputSchema).toEqual(input(DRAFT_07));
    expect(tool?.outputSchema).toEqual({
      $schema: DRAFT_07,
      type: "object",
      properties: { pair: { type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false, minItems: 2, maxItems: 2 } },
      required: ["pair"],
      additionalProperties: false,
    });
  });

  it("portable: the tuple's structuredContent validates with the received schema under Ajv draft-07 and Ajv 2020", async () => {
    const server = pairServer();
    publishToolSchemas(server, { dialect: "portable" });
    const client = await connect(server);
    const [tool] = (await client.listTools()).tools;
    expect(tool?.inputSchema).toEqual(input());
    const outputSchema = {
      type: "object",
      properties: { pair: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], minItems: 2, maxItems: 2 } },
      required: ["pair"],
      additionalProperties: false,
    };
    expect(tool?.outputSchema).toEqual(outputSchema);
    const result = await client.callTool({ name: "pair", arguments: { n: 1 } });
    expect(result).toEqual({ content: [{ type: "text", text: "[1,2]" }], structuredContent: { pair: [1, 2] } });
    expect(validDraft07(outputSchema, result.structuredContent)).toBe(true);
    expect(valid2020(outputSchema, result.structuredContent)).toBe(true);
  });

  it("the 2020-12 tuple fails every element under draft-07 semantics (the failure portable removes)", async () => {
    const server = pairServer();
    publishToolSchemas(server, { dialect: "2020-12" });
    const client = await connect(server);
    const [tool] = (await client.listTools()).tools;
    const { $schema: _label, ...unlabelled } = tool?.outputSchema as Record<string, unknown>;
    expect(validDraft07(unlabelled, { pair: [1, 2] })).toBe(false);
    expect(valid2020(unlabelled, { pair: [1, 2] })).toBe(true);
  });

  it("the SDK's own validation keeps working: bad arguments and bad results are still refused", async () => {
    const server = pairServer();
    server.registerTool("bad", { inputSchema: { n: z.number() }, outputSchema: { pair: z.tuple([z.number(), z.number()]) } }, async () => ({
      content: [],
      structuredContent: { pair: [1, "two"] },
    }));
    publishToolSchemas(server, { dialect: "portable" });
    const client = await connect(server);
    const badArgs = await client.callTool({ name: "pair", arguments: { n: "1" } });
    expect(badArgs.isError).toBe(true);
    expect((badArgs.content as { text: string }[])[0]?.text).toMatch(/^MCP error -32602: Input validation error: Invalid arguments for tool pair/);
    const badResult = await client.callTool({ name: "bad", arguments: { n: 1 } });
    expect(badResult.isError).toBe(true);
    expect((badResult.content as { text: string }[])[0]?.text).toMatch(/^MCP error -32602: Output validation error: Invalid structured content for tool bad/);
  });

  it("tools registered after the call, and a second call that changes the dialect", async () => {
    const server = new McpServer({ name: "late", version: "1.0.0" });
    publishToolSchemas(server, { dialect: "2020-12" });
    server.registerTool("echo", { inputSchema: { n: z.number() } }, async ({ n }) => ({ content: [{ type: "text", text: String(n) }] }));
    const client = await connect(server);
    expect((await client.listTools()).tools[0]?.inputSchema).toEqual(input(DRAFT_2020));
    publishToolSchemas(server, { dialect: "portable" });
    expect((await client.listTools()).tools[0]?.inputSchema).toEqual(input());
  });
});

describe("publishToolSchemas on the low-level Server (SDK 1.x)", () => {
  const rawTools = {
    tools: [
      {
        name: "legacy",
        inputSchema: {
          $schema: DRAFT_07,
          type: "object",
          properties: { at: { $ref: "#/definitions/point" } },
          definitions: { point: { type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false } },
        },
      },
    ],
  };

  function lowLevel(tools: object): Server {
    const server = new Server({ name: "low", version: "1.0.0" }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, () => structuredClone(tools) as never);
    server.setRequestHandler(CallToolRequestSchema, () => ({ content: [] }));
    return server;
  }

  it("converts the handler's JSON Schemas; the handler's own objects are not mutated", async () => {
    const tools = structuredClone(rawTools);
    const server = new Server({ name: "low", version: "1.0.0" }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, () => tools as never);
    publishToolSchemas(server, { dialect: "2020-12" });
    const client = await connect(server);
    expect((await client.listTools()).tools[0]?.inputSchema).toEqual({
      $schema: DRAFT_2020,
      type: "object",
      properties: { at: { $ref: "#/$defs/point" } },
      $defs: { point: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false } },
    });
    expect(tools).toEqual(rawTools);
  });

  it("a handler set after the call is converted too", async () => {
    const server = new Server({ name: "low", version: "1.0.0" }, { capabilities: { tools: {} } });
    publishToolSchemas(server, { dialect: "portable" });
    server.setRequestHandler(ListToolsRequestSchema, () => structuredClone(rawTools) as never);
    const client = await connect(server);
    expect((await client.listTools()).tools[0]?.inputSchema).toEqual({
      type: "object",
      properties: { at: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], maxItems: 2 } },
    });
  });

  it("a schema the dialect cannot express fails tools/list with the path into the result", async () => {
    const server = lowLevel({
      tools: [
        { name: "ok", inputSchema: { type: "object" } },
        { name: "strict", inputSchema: { type: "object", allOf: [{ properties: { a: {} } }], unevaluatedProperties: false } },
      ],
    });
    publishToolSchemas(server, { dialect: "draft-07" });
    const client = await connect(server);
    await expect(client.listTools()).rejects.toThrow(
      "MCP error -32603: tools/list cannot be published in draft-07: /tools/1/inputSchema/unevaluatedProperties (unevaluated-not-expressible)",
    );
  });

  it("refuses an unknown dialect and a value that is not a server", () => {
    expect(() => publishToolSchemas(new McpServer({ name: "x", version: "1" }), { dialect: "2019-09" } as unknown as PublishOptions)).toThrow(
      new SdkAdapterError("invalid-option", 'dialect must be one of 2020-12, draft-07, portable (or give hosts: "auto" instead), got "2019-09"'),
    );
    expect(() => publishToolSchemas({} as never, { dialect: "portable" })).toThrow(SdkAdapterError);
  });
});

describe("convertToolSchemas issue paths", () => {
  it("keeps each issue's detail whole, even for a property named `a: b`", async () => {
    const { convertToolSchemas } = await import("../src/v1/index.js");
    const result = { tools: [{ name: "t", inputSchema: { type: "object", properties: { "a: b": { type: "object", unevaluatedProperties: false, allOf: [{}] } } } }] };
    let error: unknown;
    try {
      convertToolSchemas(result, { dialect: "draft-07" });
    } catch (caught) {
      error = caught;
    }
    const issues = (error as { issues: { path: string; code: string; message: string }[] }).issues;
    expect(issues).toEqual([
      {
        path: "/tools/0/inputSchema/properties/a: b/unevaluatedProperties",
        code: "unevaluated-not-expressible",
        message: "/tools/0/inputSchema/properties/a: b/unevaluatedProperties: unevaluatedProperties/unevaluatedItems beside in-place applicators has no draft-07 form",
      },
    ]);
  });
});

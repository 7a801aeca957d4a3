/**
 * `@mcp-wire/sdk/v2` publishToolSchemas, end to end: a real `@modelcontextprotocol/server` 2.4.0 server
 * with the 2.x client and with the 1.x client (whose Ajv draft-07 class validates structured results)
 * over InMemoryTransport.
 */
import { Client } from "@modelcontextprotocol/client";
import { McpServer, InMemoryTransport } from "@modelcontextprotocol/server";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { publishToolSchemas } from "../src/v2/index.js";
import { valid2020, validDraft07 } from "./ajv.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema";

function pairServer(): McpServer {
  const server = new McpServer({ name: "pairs", version: "1.0.0" });
  server.registerTool(
    "pair",
    { inputSchema: z.object({ n: z.number() }), outputSchema: z.object({ pair: z.tuple([z.number(), z.number()]) }) },
    async ({ n }) => ({ content: [{ type: "text", text: `[${n},${n + 1}]` }], structuredContent: { pair: [n, n + 1] } }),
  );
  return server;
}

async function connect(server: McpServer, client: { connect(transport: never): Promise<void> }): Promise<void> {
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide as never);
}

const tuple = (dialect: "2020-12" | "draft-07" | "portable") => ({
  type: "array",
  ...(dialect === "2020-12" ? { prefixItems: [{ type: "number" }, { type: "number" }], items: false } : {}),
  ...(dialect === "draft-07" ? { items: [{ type: "number" }, { type: "number" }], additionalItems: false } : {}),
  ...(dialect === "portable" ? { prefixItems: [{ type: "number" }, { type: "number" }] } : {}),
  minItems: 2,
  maxItems: 2,
});

const output = (dialect: "2020-12" | "draft-07" | "portable") => ({
  ...(dialect === "portable" ? {} : { $schema: dialect === "draft-07" ? DRAFT_07 : DRAFT_2020 }),
  type: "object",
  properties: { pair: tuple(dialect) },
  required: ["pair"],
  additionalProperties: false,
});

describe("publishToolSchemas on McpServer (SDK 2.x)", () => {
  for (const dialect of ["2020-12", "draft-07", "portable"] as const) {
    it(`${dialect}: a 2.x client lists the tools in ${dialect}`, async () => {
      const server = pairServer();
      publishToolSchemas(server, { dialect });
      const client = new Client({ name: "test-client", version: "1.0.0" });
      await connect(server, client);
      const [tool] = (await client.listTools()).tools;
      expect(tool?.outputSchema).toEqual(output(dialect));
      expect(tool?.inputSchema).toEqual({
        ...(dialect === "portable" ? {} : { $schema: dialect === "draft-07" ? DRAFT_07 : DRAFT_2020 }),
        type: "object",
        properties: { n: { type: "number" } },
        required: ["n"],
      });
      expect(await client.callTool({ name: "pair", arguments: { n: 3 } })).toEqual({
        content: [{ type: "text", text: "[3,4]" }],
        structuredContent: { pair: [3, 4] },
      });
    });
  }

  it("portable: structuredContent validates with the received schema under Ajv draft-07 and Ajv 2020", async () => {
    const server = pairServer();
    publishToolSchemas(server, { dialect: "portable" });
    const client = new Client({ name: "test-client", version: "1.0.0" });
    await connect(server, client);
    const [tool] = (await client.listTools()).tools;
    const result = await client.callTool({ name: "pair", arguments: { n: 1 } });
    expect(validDraft07(tool?.outputSchema as object, result.structuredContent)).toBe(true);
    expect(valid2020(tool?.outputSchema as object, result.structuredContent)).toBe(true);
  });

  it("the SDK 1.x client (Ajv draft-07 class) refuses the SDK 2.x default schema and accepts the portable one", async () => {
    const plain = pairServer();
    const before = new ClientV1({ name: "v1-client", version: "1.0.0" });
    await connect(plain, before);
    await before.listTools();
    await expect(before.callTool({ name: "pair", arguments: { n: 1 } })).rejects.toThrow(
      "MCP error -32602: Structured content does not match the tool's output schema: data/pair/0 boolean schema is false, data/pair/1 boolean schema is false",
    );

    const published = pairServer();
    publishToolSchemas(published, { dialect: "portable" });
    const after = new ClientV1({ name: "v1-client", version: "1.0.0" });
    await connect(published, after);
    await after.listTools();
    expect(await after.callTool({ name: "pair", arguments: { n: 1 } })).toEqual({
      content: [{ type: "text", text: "[1,2]" }],
      structuredContent: { pair: [1, 2] },
    });
  });

  it("the SDK's own validation keeps working on published schemas", async () => {
    const server = pairServer();
    publishToolSchemas(server, { dialect: "draft-07" });
    const client = new Client({ name: "test-client", version: "1.0.0" });
    await connect(server, client);
    const result = await client.callTool({ name: "pair", arguments: { n: "x" } });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]?.text).toMatch(/^Input validation error: Invalid arguments for tool pair/);
  });
});

/**
 * `publishToolSchemas(server, { hosts: "auto", modelApi })`: a recognised product is served as `<product>+<modelApi>`
 * (what both keep), on a low-level SDK 1.x `Server` reached by the real SDK 1.x client over InMemoryTransport; a bad
 * `modelApi` is a typed error.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { publishToolSchemas, SdkAdapterError } from "../src/v1/index.js";

const WITH_REF = { type: "object", properties: { a: { $ref: "#/$defs/A" } }, $defs: { A: { type: "string" } } };

function refServer(): Server {
  const server = new Server({ name: "refs", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: "ref", inputSchema: WITH_REF }] }));
  server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [{ type: "text", text: "ok" }] }));
  return server;
}

async function listedFor(clientName: string, options: Parameters<typeof publishToolSchemas>[1]): Promise<unknown> {
  const server = refServer();
  publishToolSchemas(server, options);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: clientName, version: "2.6.0" });
  await client.connect(clientSide);
  try {
    return (await client.listTools()).tools.map((tool) => tool.inputSchema);
  } finally {
    await client.close();
    await server.close();
  }
}

describe("publishToolSchemas hosts: auto with modelApi", () => {
  it("serves Cursor routed to Gemini the $ref inlined (the Gemini API reads no $ref); Cursor alone as written", async () => {
    expect(await listedFor("cursor-vscode", { hosts: "auto" })).toEqual([WITH_REF]);
    expect(await listedFor("cursor-vscode", { hosts: "auto", modelApi: "gemini" })).toEqual([{ type: "object", properties: { a: { type: "string" } } }]);
    // a model API without that limit leaves it as Cursor keeps it
    expect(await listedFor("cursor-vscode", { hosts: "auto", modelApi: "anthropic" })).toEqual([WITH_REF]);
  });

  it("refuses a modelApi that is not one of MODEL_API_NAMES, naming them", () => {
    const server = refServer();
    expect(() => publishToolSchemas(server, { hosts: "auto", modelApi: "nope" as never })).toThrow(SdkAdapterError);
    expect(() => publishToolSchemas(server, { hosts: "auto", modelApi: "__proto__" as never })).toThrow('modelApi must be one of anthropic, gemini, openai-strict, got "__proto__"');
  });
});

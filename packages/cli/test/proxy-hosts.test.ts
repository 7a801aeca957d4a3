/**
 * The host forms of `mcp-wire proxy` held to the real validators they are for: the 2020-12-only validator of the
 * `@modelcontextprotocol/client` 2.0 betas (npm alias `client-2-0-beta-5`, as Claude Desktop builds of 2026 embed it)
 * for `--host claude-desktop`, and the SDK 1.x client (`@modelcontextprotocol/sdk` 1.32.2) for
 * `--host mcp-sdk-v1-client` — each first shown failing on a direct connection.
 */
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as StdioV1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import { Client as BetaClient } from "client-2-0-beta-5";
import { StdioClientTransport as BetaStdio } from "client-2-0-beta-5/stdio";
import { AjvJsonSchemaValidator } from "client-2-0-beta-5/validators/ajv";
import { describe, expect, it } from "vitest";
import { EVERYTHING, proxyCommand, RAW_SERVER } from "./proxy-helpers.js";

const everything = { command: EVERYTHING[0], args: EVERYTHING.slice(1) };
const raw = { command: RAW_SERVER[0], args: RAW_SERVER.slice(1) };

async function beta(params: { command: string; args: string[] }): Promise<BetaClient> {
  const client = new BetaClient({ name: "claude-ai", version: "0.14.1" });
  await client.connect(new BetaStdio({ ...params, stderr: "pipe" }));
  return client;
}

async function v1(params: { command: string; args: string[] }): Promise<ClientV1> {
  const client = new ClientV1({ name: "cursor-vscode", version: "1.0.0" });
  await client.connect(new StdioV1({ ...params, stderr: "pipe" }));
  return client;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Every listed schema the 2020-12-only validator refuses to compile, as `<tool> <field>: <message>`. */
function refusedBy2020Only(tools: readonly { name: string; inputSchema?: unknown; outputSchema?: unknown }[]): string[] {
  const validator = new AjvJsonSchemaValidator();
  return tools.flatMap((tool) =>
    (["inputSchema", "outputSchema"] as const).flatMap((field) => {
      const schema = tool[field];
      if (schema === undefined) return [];
      try {
        validator.getValidator(schema as never);
        return [];
      } catch (error) {
        return [`${tool.name} ${field}: ${message(error).slice(0, 60)}`];
      }
    }),
  );
}

const DRAFT_07_PAIR = [
  {
    name: "pair",
    inputSchema: { type: "object" },
    outputSchema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { pair: { type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false } },
      required: ["pair"],
    },
  },
];
const rawEnv = (tools: unknown) => ({ ...(process.env as Record<string, string>), RAW_TOOLS: JSON.stringify(tools) });

describe("--host claude-desktop against the 2020-12-only validator (client 2.0.0-beta.5)", () => {
  it("direct, a draft-07 output schema makes that tool's calls fail, and server-everything's labels are refused", async () => {
    const client = new BetaClient({ name: "claude-ai", version: "0.14.1" });
    await client.connect(new BetaStdio({ ...raw, env: rawEnv(DRAFT_07_PAIR), stderr: "pipe" }));
    try {
      expect(refusedBy2020Only((await client.listTools()).tools)).toEqual(['pair outputSchema: JSON Schema declares an unsupported dialect ("$schema": "htt']);
      expect(await client.callTool({ name: "pair", arguments: {} }).then(() => "called", message)).toContain("JSON Schema declares an unsupported dialect");
    } finally {
      await client.close();
    }
    const everythingClient = await beta(everything);
    try {
      const { tools } = await everythingClient.listTools();
      // Every input schema and the one output schema (get-structured-content) are labelled draft-07.
      expect(refusedBy2020Only(tools)).toHaveLength(tools.length + 1);
    } finally {
      await everythingClient.close();
    }
  }, 30_000);

  it("through the proxy the same tool works, and every schema server-everything lists compiles there", async () => {
    const client = new BetaClient({ name: "claude-ai", version: "0.14.1" });
    const { command, args } = proxyCommand(["--host", "claude-desktop"], RAW_SERVER);
    await client.connect(new BetaStdio({ command, args, env: rawEnv(DRAFT_07_PAIR), stderr: "pipe" }));
    try {
      expect(refusedBy2020Only((await client.listTools()).tools)).toEqual([]);
      expect((await client.callTool({ name: "pair", arguments: {} })).structuredContent).toEqual({ pair: [1, 2] });
    } finally {
      await client.close();
    }
    const everythingClient = await beta(proxyCommand(["--host", "claude-desktop"], EVERYTHING));
    try {
      expect(refusedBy2020Only((await everythingClient.listTools()).tools)).toEqual([]);
      const structured = await everythingClient.callTool({ name: "get-structured-content", arguments: { location: "Chicago" } });
      expect(structured.structuredContent).toEqual({ temperature: 36, conditions: "Light rain / drizzle", humidity: 82 });
      expect((await everythingClient.callTool({ name: "echo", arguments: { message: "hi" } })).content).toEqual([{ type: "text", text: "Echo: hi" }]);
      expect((await everythingClient.callTool({ name: "get-sum", arguments: { a: 1, b: 2 } })).content).toEqual([{ type: "text", text: "The sum of 1 and 2 is 3." }]);
    } finally {
      await everythingClient.close();
    }
  }, 30_000);
});

describe("--host mcp-sdk-v1-client against the SDK 1.x client", () => {
  it("direct, the 2020-12 tuple result fails validation and the non-object output schema costs the whole list", async () => {
    const client = await v1(raw);
    try {
      expect(await client.listTools().then(() => "listed", message)).toContain("outputSchema");
    } finally {
      await client.close();
    }
  }, 30_000);

  it("through the proxy the list loads, the tuple result validates, and the non-object result arrives wrapped", async () => {
    const client = await v1(proxyCommand(["--host", "mcp-sdk-v1-client"], RAW_SERVER));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(["echo", "pair", "numbers"]);
      expect((await client.callTool({ name: "pair", arguments: {} })).structuredContent).toEqual({ pair: [1, 2] });
      expect((await client.callTool({ name: "numbers", arguments: {} })).structuredContent).toEqual({ result: [1, 2, 3] });
    } finally {
      await client.close();
    }
  }, 30_000);

  it("the tuple alone, direct: the SDK 1.x client rejects [1, 2] against prefixItems + items: false", async () => {
    const tools = [
      {
        name: "pair",
        inputSchema: { type: "object" },
        outputSchema: { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { pair: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false } }, required: ["pair"] },
      },
    ];
    const client = new ClientV1({ name: "cursor-vscode", version: "1.0.0" });
    await client.connect(new StdioV1({ ...raw, env: rawEnv(tools), stderr: "pipe" }));
    try {
      await client.listTools();
      expect(await client.callTool({ name: "pair", arguments: {} }).then(() => "called", message)).toContain("Structured content does not match the tool's output schema");
    } finally {
      await client.close();
    }
  }, 30_000);
});

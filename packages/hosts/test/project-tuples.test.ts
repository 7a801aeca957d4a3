/**
 * A draft-07 tuple (`items: [...]`, what the SDK 1.x `McpServer` emits for a zod `z.tuple`) projected for the hosts
 * that refuse it: the Anthropic API readers (Claude Code, Claude Desktop) get its exact 2020-12 form (`prefixItems`,
 * the rest as `items`); ChatGPT gets that form with one schema as `items` (`{}`: the OpenAI function readers require
 * it and ignore `prefixItems`), the rest dropped where `maxItems` does not end the tuple (looser, said). Each change
 * is listed; nothing is left for the host.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { beforeAll, describe, expect, test } from "vitest";
import * as z from "zod";
import { hostFindings, projectTools, type ProjectedTool } from "../src/index.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const URI_2020 = "https://json-schema.org/draft/2020-12/schema";

/**
 * The tools/list of an SDK 1.x server with a closed tuple and a tuple with a rest, as the wire carries it (the real
 * client's objects hold `undefined` members, which JSON leaves out).
 */
async function sdkTools(): Promise<unknown[]> {
  const server = new McpServer({ name: "tuples", version: "1.0.0" });
  server.registerTool("pair", { inputSchema: { at: z.tuple([z.number(), z.string()]), rest: z.tuple([z.number()]).rest(z.boolean()) } }, async () => ({ content: [] }));
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "probe", version: "1.0.0" });
  await client.connect(clientSide);
  const { tools } = await client.listTools();
  await client.close();
  return JSON.parse(JSON.stringify(tools)) as unknown[];
}

/** `[path, rewrite, effect]` of each change to the input schema. */
const changes = (tool: ProjectedTool | undefined) => (tool?.loosened.inputSchema ?? []).map((change) => [change.path, change.rewrite, change.effect]);

let tools: unknown[];
beforeAll(async () => {
  tools = await sdkTools();
});

describe("a z.tuple through the SDK 1.x McpServer", () => {
  test("is emitted as a draft-07 tuple, which the Anthropic API readers and ChatGPT refuse", () => {
    expect(tools).toEqual([
      {
        name: "pair",
        inputSchema: {
          type: "object",
          properties: {
            at: { type: "array", items: [{ type: "number" }, { type: "string" }], additionalItems: false, minItems: 2, maxItems: 2 },
            rest: { type: "array", items: [{ type: "number" }], additionalItems: { type: "boolean" }, minItems: 1 },
          },
          required: ["at", "rest"],
          $schema: DRAFT_07,
        },
        execution: { taskSupport: "forbidden" },
      },
    ]);
    const found = hostFindings(tools, ["claude-code", "claude-desktop", "chatgpt"], "2025-11-25", { versions: { "claude-desktop": "1.0.0" } });
    expect(found.map(({ host, tools: [tool] }) => [host, (tool?.schemas.inputSchema ?? []).map((issue) => `${issue.code}@${issue.path} (${issue.blast})`)])).toEqual([
      ["claude-code", ["draft-07-tuple@/properties/at/items (requests)", "draft-07-tuple@/properties/rest/items (requests)"]],
      ["claude-desktop", ["draft-07-tuple@/properties/at/items (requests)", "draft-07-tuple@/properties/rest/items (requests)"]],
      ["chatgpt", ["tuple-items@/properties/at/items (list)", "tuple-items@/properties/rest/items (list)"]],
    ]);
  });

  test.each([
    ["claude-code", undefined],
    ["claude-desktop", "1.0.0"],
  ] as const)("%s (%s): its exact 2020-12 form, one same-meaning conversion listed, nothing left", (host, version) => {
    const projection = projectTools(tools, host, { revision: "2025-11-25", ...(version === undefined ? {} : { version }) });
    expect(projection.tools).toEqual([
      {
        name: "pair",
        inputSchema: {
          $schema: URI_2020,
          type: "object",
          properties: {
            at: { type: "array", prefixItems: [{ type: "number" }, { type: "string" }], items: false, minItems: 2, maxItems: 2 },
            rest: { type: "array", prefixItems: [{ type: "number" }], items: { type: "boolean" }, minItems: 1 },
          },
          required: ["at", "rest"],
        },
        execution: { taskSupport: "forbidden" },
      },
    ]);
    expect(projection.report[0]?.loosened).toEqual({
      inputSchema: [
        {
          path: "/$schema",
          code: "dialect-2020-12",
          layer: "host",
          blast: "none",
          message: "draft-07 schema converted to 2020-12 and labelled so",
          source: "modelcontextprotocol/typescript-sdk#2532",
          rewrite: "dialect-2020-12",
          effect: "same",
        },
      ],
    });
    expect(projection.report[0]?.issues).toEqual([]);
    expect(projection.report[0]?.blast).toBe("none");
  });

  test("chatgpt: prefixItems with items: {}; the closed tuple keeps its meaning, the rest schema is dropped (looser), each change listed", () => {
    const projection = projectTools(tools, "chatgpt", { revision: "2025-11-25" });
    expect(projection.tools).toEqual([
      {
        name: "pair",
        inputSchema: {
          $schema: URI_2020,
          type: "object",
          properties: {
            at: { type: "array", prefixItems: [{ type: "number" }, { type: "string" }], minItems: 2, maxItems: 2, items: {} },
            rest: { type: "array", prefixItems: [{ type: "number" }], minItems: 1, items: {} },
          },
          required: ["at", "rest"],
        },
        execution: { taskSupport: "forbidden" },
      },
    ]);
    expect(changes(projection.report[0])).toEqual([
      ["/$schema", "dialect-2020-12", "same"],
      ["/properties/at/items", "tuple-rest", "same"],
      ["/properties/rest/items", "tuple-rest", "looser"],
      ["/properties/at/items", "array-items", "same"],
      ["/properties/rest/items", "array-items", "same"],
    ]);
    expect(projection.report[0]?.loosened.inputSchema?.filter((change) => change.blast !== "none").map((change) => change.message)).toEqual([
      "items beside prefixItems dropped: draft-07 readers apply it to every element",
    ]);
    expect(projection.report[0]?.issues).toEqual([]);
    expect(projection.report[0]?.blast).toBe("none");
  });

  test("a tuple whose label was stripped is read with its draft-07 meaning (unlabelled: 2020-12 otherwise refuses it)", () => {
    const unlabelled = [{ name: "pair", inputSchema: { type: "object", properties: { at: { type: "array", items: [{ type: "number" }, { type: "string" }], minItems: 2, maxItems: 2 } } } }];
    const code = projectTools(unlabelled, "claude-code", { revision: "2025-11-25" });
    expect(code.tools).toEqual([{ name: "pair", inputSchema: { type: "object", properties: { at: { type: "array", prefixItems: [{ type: "number" }, { type: "string" }], minItems: 2, maxItems: 2 } } } }]);
    expect(changes(code.report[0])).toEqual([["/properties/at/items", "dialect-2020-12", "same"]]);
    const chatgpt = projectTools(unlabelled, "chatgpt", { revision: "2025-11-25" });
    expect(chatgpt.tools).toEqual([{ name: "pair", inputSchema: { type: "object", properties: { at: { type: "array", prefixItems: [{ type: "number" }, { type: "string" }], minItems: 2, maxItems: 2, items: {} } } } }]);
    expect([code.report[0]?.issues, chatgpt.report[0]?.issues]).toEqual([[], []]);
  });

  test("an items array under a 2020-12 label has no meaning to keep: left as it is, the finding stays", () => {
    const labelled = [{ name: "pair", inputSchema: { $schema: URI_2020, type: "object", properties: { at: { type: "array", items: [{ type: "number" }] } } } }];
    const projection = projectTools(labelled, "claude-code", { revision: "2025-11-25" });
    expect(projection.tools).toEqual(labelled);
    // Claude Code 2.1.328 drops a tool its meta-schema refuses before the API would (lab:claude-code@2.1.328), which
    // pre-empts the API's own findings
    expect(projection.report[0]?.issues.map((issue) => `${issue.host}:${issue.code}@${issue.path} (${issue.blast})`)).toEqual([
      "claude-code:meta-schema-invalid@/properties/at/items (tool)",
    ]);
  });
});

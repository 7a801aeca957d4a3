/**
 * The host-form seam: the one SEP-2106 output wrap (`output-wrap` of `@mcp-wire/hosts`) equals what the real
 * `@modelcontextprotocol/server` 2.4.0 lists for a 2025-era session; `projectToolList` over `projectTools` (wrap by
 * revision, quarantine by blast radius after projection, tools at risk, the cache, the caller's list untouched) and
 * `wrapCallResult`.
 */
import { Client as ClientV2 } from "@modelcontextprotocol/client";
import { InMemoryTransport as MemoryV2, Server as ServerV2 } from "@modelcontextprotocol/server";
import { loosen } from "@mcp-wire/hosts";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { announcedVersion, projectToolList, recognizeHost, wrapCallResult } from "../src/v1/index.js";

/** Output schemas whose roots are not objects: pointers, `$defs`, labels, `$id` bases, draft-07 fragments, 2019-09 recursion. */
const NATURALS: readonly Record<string, unknown>[] = [
  { type: "array", items: { type: "number" } },
  { $schema: "https://json-schema.org/draft/2020-12/schema", type: "array", items: { $ref: "#/$defs/item" }, $defs: { item: { type: "object", properties: { next: { $ref: "#" }, tag: { $ref: "#tag" } } } } },
  { $schema: "http://json-schema.org/draft-07/schema#", type: "array", items: { $ref: "#/definitions/n" }, definitions: { n: { $id: "#n", type: "number" } } },
  { $id: "https://example.com/list", type: "array", items: { $ref: "#/$defs/n" }, $defs: { n: { type: "number" } } },
  { type: "array", items: { $id: "https://example.com/item", $ref: "#/$defs/x", $defs: { x: { type: "string" } } } },
  { $schema: "https://json-schema.org/draft/2019-09/schema", type: "array", items: { $recursiveRef: "#" } },
  { $schema: "https://json-schema.org/draft/2019-09/schema", $recursiveAnchor: true, type: "array", items: { $recursiveRef: "#" } },
  { anyOf: [{ type: "string" }, { $ref: "#/anyOf/0" }] },
  { type: "string", enum: ["a", "b"], default: "a", examples: [{ $ref: "#/not/a/schema" }] },
];

/** What `@modelcontextprotocol/server` 2.4.0 lists, to a 2.4.0 client on the 2025 handshake, for each natural output schema. */
async function sdkWrapped(): Promise<unknown[]> {
  const server = new ServerV2({ name: "wrap", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler("tools/list", async () => ({ tools: NATURALS.map((outputSchema, i) => ({ name: `t${i}`, inputSchema: { type: "object" }, outputSchema })) }) as never);
  const [serverSide, clientSide] = MemoryV2.createLinkedPair();
  await server.connect(serverSide);
  const client = new ClientV2({ name: "probe", version: "1.0.0" });
  await client.connect(clientSide as never);
  try {
    const { tools } = await client.listTools();
    return tools.map((tool) => tool.outputSchema);
  } finally {
    await client.close();
  }
}

describe("the SEP-2106 wrap", () => {
  it("equals @modelcontextprotocol/server 2.4.0's, schema by schema", async () => {
    const listed = await sdkWrapped();
    expect(listed).toHaveLength(NATURALS.length);
    NATURALS.forEach((natural, i) => expect(loosen(natural, ["output-wrap"], { role: "outputSchema" }).schema, `schema ${i}`).toEqual(listed[i]));
  }, 30_000);

  it("projectToolList wraps for 2025-era revisions only; the wrapped schema accepts exactly the wrapped values (Ajv 2020)", () => {
    const natural = { type: "array", items: { $ref: "#/$defs/n" }, $defs: { n: { type: "object", properties: { next: { $ref: "#" } } } } };
    const tools = [{ name: "numbers", inputSchema: { type: "object" }, outputSchema: natural }];
    const early = projectToolList(tools, { host: "as-is", revision: "2025-06-18" });
    expect([...early.wrapped]).toEqual(["numbers"]);
    expect(projectToolList(tools, { host: "as-is", revision: "2026-07-28" }).tools).toEqual(tools);
    expect(projectToolList(tools, { host: "as-is", revision: "2025-11-25", wrapOutputs: false }).tools).toEqual(tools);
    const ajv = new Ajv2020();
    const original = ajv.compile(natural);
    const wrapped = ajv.compile((early.tools[0] as { outputSchema: object }).outputSchema);
    for (const value of [[], [{ next: [] }], [{ next: 1 }], [1], "x", null]) expect(wrapped({ result: value })).toBe(original(value));
  });
});

describe("projectToolList", () => {
  const tools = [
    { name: "numbers", inputSchema: { type: "object" }, outputSchema: { type: "array", items: { type: "number" } } },
    { name: "bool", inputSchema: { type: "object", properties: { x: true } } },
    { name: "name with spaces", inputSchema: { type: "object" } },
    { name: "dupe", inputSchema: { type: "object" }, outputSchema: { type: "object", $defs: { a: { $anchor: "x" }, b: { $anchor: "x" } } } },
    "not a tool",
  ];

  it("the host's loosening-only form; what it still loses costly is passed on and listed at risk", () => {
    const desktop = projectToolList(tools, { host: "claude-desktop", revision: "2025-11-25" });
    expect(desktop.tools[1]).toEqual({ name: "bool", inputSchema: { type: "object", properties: { x: {} } } });
    expect(desktop.tools[4]).toBe("not a tool");
    expect(desktop.atRisk.map((tool) => [tool.name, tool.host, tool.reason.split(":")[0]])).toEqual([
      ["name with spaces", "claude-desktop", "tool-name at tool/name (list)"],
      ["#4", "claude-desktop", "wire-invalid at tool (list)"],
    ]);
    expect(desktop.withheld).toEqual([]);
  });

  it("the announced version: Claude Desktop's 2020-12-only output validator (from 1.28929.0) is served for only those versions", () => {
    const draft07 = "http://json-schema.org/draft-07/schema#";
    const tuple = { $schema: draft07, type: "object", properties: { pair: { type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false } }, required: ["pair"] };
    const list = [{ name: "pair", inputSchema: { type: "object" }, outputSchema: tuple }];
    expect([announcedVersion({ name: "claude-ai", version: "1.0.0" }, "2025-11-25"), announcedVersion({ name: "someone", version: "1.0.0" }, "2025-11-25"), announcedVersion({ name: "claude-ai", version: "9".repeat(65) }, "2025-11-25")]).toEqual(["1.0.0", undefined, undefined]);
    const old = projectToolList(list, { host: "claude-desktop", revision: "2025-11-25", version: "1.0.0" });
    expect(old.tools).toEqual(list);
    const beta = projectToolList(list, { host: "claude-desktop", revision: "2025-11-25", version: "1.28929.0" });
    const output = (beta.tools[0] as { outputSchema: Record<string, unknown> }).outputSchema;
    expect(output["$schema"]).toBeUndefined();
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(output);
    expect([validate({ pair: [1, 2] }), validate({ pair: [1, 2, 3] }), validate({ pair: ["x", 2] })]).toEqual([true, false, false]);
  });

  it("no announced version, one that is not a version, or *: the product's current release (Gemini CLI 0.61.0 sends parametersJsonSchema)", () => {
    const list = [{ name: "labelled", inputSchema: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { a: { type: ["string", "null"] } } } }];
    const announced = (version: unknown) => announcedVersion({ name: "gemini-cli-mcp-client", version }, "2025-11-25");
    expect([announced("0.1.12"), announced(undefined), announced("nightly"), announced("*")]).toEqual(["0.1.12", undefined, "nightly", undefined]);
    const served = (version: string | undefined) => projectToolList(list, { host: "gemini", revision: "2025-11-25", version });
    // before 0.1.13 Gemini CLI filled parameters (the OpenAPI 3.0 subset): the label goes, the type array cannot be served
    const old = served("0.1.12");
    expect(old.tools).toEqual([{ name: "labelled", inputSchema: { type: "object", properties: { a: { type: ["string", "null"] } } } }]);
    expect(old.atRisk.map((tool) => tool.reason.split(":")[0])).toEqual(["type-array at inputSchema/properties/a/type (requests)"]);
    for (const version of [undefined, "nightly", "0.61.0"]) expect([served(version).tools, served(version).atRisk]).toEqual([list, []]);
  });

  it("quarantine withholds exactly the tools whose verdict after projection is list or requests, and says why", () => {
    const v1 = projectToolList(tools, { host: "mcp-sdk-v1-client", revision: "2025-11-25", quarantine: true });
    expect(v1.withheld).toEqual([
      { name: "dupe", host: "mcp-sdk-v1-client", reason: expect.stringMatching(/^duplicate-anchor at outputSchema\/\$defs\/b\/\$anchor \(list\): /) },
      { name: "#4", host: "mcp-sdk-v1-client", reason: "wire-invalid at tool (list): 2025-11-25 Tool: must be object" },
    ]);
    expect(v1.tools.map((tool) => (tool as { name: string }).name)).toEqual(["numbers", "bool", "name with spaces"]);
    // the boolean property would cost Claude Code the list; projected, it costs nothing, so nothing is withheld
    expect(projectToolList(tools.slice(0, 3), { host: "claude-code", revision: "2025-11-25", quarantine: true }).withheld).toEqual([]);
    // an unknown client: only what loses some host the list
    const common = projectToolList(tools, { host: "common", revision: "2025-11-25", quarantine: true });
    expect(common.withheld.map((tool) => tool.name)).toEqual(["name with spaces", "dupe", "#4"]);
    expect(common.withheld[0]?.reason).toMatch(/^tool-name at tool\/name \(list for claude-desktop\): /);
    expect(common.withheld[1]?.reason).toMatch(/ \(list for cursor\): /);
  });

  it("1e400 beside a tool nested past JSON.stringify's stack: projected and quarantined, the keyword holding the 1e400 dropped; a list not read as one is said (notProjected), passed on as received", () => {
    let deep = '{"type":"string"}';
    for (let i = 0; i < 2100; i++) deep = `{"type":"object","properties":{"p":${deep}}}`;
    const sp = '{"name":"sp","inputSchema":{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{"a b":{"type":"string"}}}}';
    const list = JSON.parse(`[${sp},{"name":"inf","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":1e400}}}},{"name":"deep","inputSchema":${deep}}]`) as unknown[];
    const served = projectToolList(list, { host: "claude-desktop", revision: "2025-11-25", quarantine: true, parsed: true });
    expect(served.withheld).toEqual([{ name: "sp", host: "claude-desktop", reason: 'property-name at inputSchema/properties/a b (requests): anthropic-api refuses property key "a b": top-level keys must match ^[a-zA-Z0-9_.-]{1,64}$' }]);
    // Claude Desktop would pass `maximum: null` on to the Anthropic API: the bound, which bounded nothing, is dropped
    expect(served.tools[0]).toEqual({ name: "inf", inputSchema: { type: "object", properties: { n: { type: "number" } } } });
    expect(served.tools[1]).toBe(list[2]);
    expect([served.tools.length, served.dropped.map((tool) => tool.name), served.notProjected]).toEqual([2, ["deep"], undefined]);
    // a BigInt: no JSON tools array at all, so nothing is projected or withheld, and the projection says why
    const bigint = [{ name: "b", inputSchema: { type: "object", properties: { "a b": { type: "integer", maximum: 1n } } } }];
    const unread = projectToolList(bigint, { host: "claude-desktop", revision: "2025-11-25", quarantine: true });
    expect([unread.tools, unread.withheld, unread.atRisk, unread.dropped, unread.notProjected]).toEqual([bigint, [], [], [], "not a JSON tools array: /0/inputSchema/properties/a b/maximum: a BigInt is not a JSON value"]);
  });

  it("results are cached per list, host, revision and quarantine; the caller's list is untouched", () => {
    const snapshot = JSON.stringify(tools);
    const first = projectToolList(tools, { host: "cursor", revision: "2025-11-25", quarantine: true });
    expect(projectToolList(JSON.parse(snapshot), { host: "cursor", revision: "2025-11-25", quarantine: true })).toBe(first);
    expect(projectToolList(tools, { host: "cursor", revision: "2025-11-25" })).not.toBe(first);
    expect(projectToolList(tools, { host: "cursor", revision: "2026-07-28", quarantine: true })).not.toBe(first);
    expect(Object.isFrozen(first.tools)).toBe(true);
    expect(JSON.stringify(tools)).toBe(snapshot);
  });
});

it("recognizeHost: a product record's exact client name, else common", () => {
  expect(recognizeHost({ name: "claude-ai", version: "0.1.0" }, "2025-11-25")).toBe("claude-desktop");
  expect(recognizeHost({ name: "someone" }, "2025-11-25")).toBe("common");
  expect(recognizeHost(null, undefined)).toBe("common");
});

it("wrapCallResult wraps own structuredContent only", () => {
  expect(wrapCallResult({ content: [], structuredContent: [1] })).toEqual({ content: [], structuredContent: { result: [1] } });
  expect(wrapCallResult({ content: [] })).toEqual({ content: [] });
  expect(wrapCallResult(Object.create({ structuredContent: 1 }))).toEqual({});
  expect(wrapCallResult(null)).toBe(null);
});

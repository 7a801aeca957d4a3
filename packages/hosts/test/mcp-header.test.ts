/**
 * `x-mcp-header` declarations (wire/mcp-header.ts): the rules on hand-written schemas, their place in `checkTools`
 * (the 2.x client at 2026-07-28 over HTTP drops the tool), and a differential run against the real
 * `@modelcontextprotocol/client` 2.4.0: generated input schemas with valid and invalid declarations, listed through
 * the real client pinned to 2026-07-28 over its in-memory transport; the client keeps the tool exactly when
 * mcp-wire finds nothing.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkTools, HostsError, scanMcpHeaders } from "../src/index.js";
import { connect } from "./support/clients.js";

const tool = (inputSchema: unknown) => ({ name: "t", inputSchema });

describe("scanMcpHeaders", () => {
  it("keeps valid declarations at any depth of properties, with their argument path and type", () => {
    const schema = { type: "object", properties: { region: { type: "string", "x-mcp-header": "Region" }, opts: { type: "object", properties: { n: { type: "integer", "x-mcp-header": "X-Count" }, on: { type: "boolean", "x-mcp-header": "on" } } } } };
    expect(scanMcpHeaders(schema)).toEqual({
      findings: [],
      declarations: [
        { path: ["region"], headerName: "Region", type: "string" },
        { path: ["opts", "n"], headerName: "X-Count", type: "integer" },
        { path: ["opts", "on"], headerName: "on", type: "boolean" },
      ],
    });
  });

  it("reports every refused declaration at its JSON Pointer", () => {
    const schema = {
      type: "object",
      "x-mcp-header": "Root",
      properties: {
        a: { type: "string", "x-mcp-header": "has space" },
        b: { type: "number", "x-mcp-header": "B" },
        c: { type: ["string"], "x-mcp-header": "C" },
        d: { type: "string", "x-mcp-header": "" },
        e: { type: "string", "x-mcp-header": 7 },
        "f/g": { type: "string", "x-mcp-header": "b" },
        list: { type: "array", items: { type: "object", properties: { id: { type: "string", "x-mcp-header": "Id" } } } },
      },
      $defs: { x: { type: "string", "x-mcp-header": "Def" } },
      anyOf: [{ properties: { z: { type: "string", "x-mcp-header": "Z" } } }],
    };
    expect(scanMcpHeaders(schema).findings.map(({ path, fault }) => ({ path, fault }))).toEqual([
      { path: "/x-mcp-header", fault: "unreachable" },
      { path: "/properties/a/x-mcp-header", fault: "not-a-token" },
      { path: "/properties/b/x-mcp-header", fault: "type" },
      { path: "/properties/c/x-mcp-header", fault: "type" },
      { path: "/properties/d/x-mcp-header", fault: "not-a-name" },
      { path: "/properties/e/x-mcp-header", fault: "not-a-name" },
      { path: "/properties/f~1g/x-mcp-header", fault: "duplicate" },
      { path: "/properties/list/items/properties/id/x-mcp-header", fault: "unreachable" },
      { path: "/anyOf/0/properties/z/x-mcp-header", fault: "unreachable" },
      { path: "/$defs/x/x-mcp-header", fault: "unreachable" },
    ]);
    expect(scanMcpHeaders(schema).findings[6]?.message).toBe('x-mcp-header names must be unique regardless of case: "b" and "B"');
  });

  it("finds nothing in a schema without declarations, or a value that is not an object", () => {
    expect(scanMcpHeaders({ type: "object", properties: { a: { type: "string" } } })).toEqual({ findings: [], declarations: [] });
    expect(scanMcpHeaders(null)).toEqual({ findings: [], declarations: [] });
  });
});

describe("checkTools", () => {
  const list = { tools: [tool({ type: "object", properties: { a: { type: "object", "x-mcp-header": "A" } } }), tool({ type: "object" })] };

  it("the 2.x client at 2026-07-28 over HTTP drops the tool (blast tool) and keeps the others", () => {
    const report = checkTools(list, { hosts: ["mcp-sdk-v2-client", "mcp-sdk-v1-client"], revision: "2026-07-28" });
    expect(report.tools[0]?.schemas[0]?.hosts[0]?.issues).toEqual([
      { path: "/properties/a/x-mcp-header", code: "mcp-header-invalid", layer: "wire", blast: "tool", message: "x-mcp-header is only allowed on a property of type string, integer or boolean: got object", source: "npm:@modelcontextprotocol/client@2.4.0" },
    ]);
    expect(report.summary.hosts["mcp-sdk-v2-client"]).toMatchObject({ toolsKept: 1, toolsLost: 1, listLost: false });
    expect(report.summary.hosts["mcp-sdk-v1-client"]).toMatchObject({ toolsKept: 2, toolsLost: 0 });
  });

  it("not over stdio, and not at a revision before 2026-07-28", () => {
    expect(checkTools(list, { hosts: ["mcp-sdk-v2-client"], revision: "2026-07-28", transport: "stdio" }).summary.hosts["mcp-sdk-v2-client"]).toMatchObject({ toolsKept: 2, toolsLost: 0 });
    expect(checkTools(list, { hosts: ["mcp-sdk-v2-client"], revision: "2025-11-25" }).summary.hosts["mcp-sdk-v2-client"]).toMatchObject({ toolsKept: 2, toolsLost: 0 });
  });

  it("refuses an unknown transport", () => {
    expect(() => checkTools(list, { transport: "ws" as never })).toThrow(HostsError);
    expect(() => checkTools(list, { transport: "ws" as never })).toThrow("transport must be one of stdio, http");
  });
});

/** Header names: valid tokens (some equal regardless of case), invalid ones, and values that are not names. */
const NAMES = ["Region", "region", "X-Id", "tenant_id", "a.b~c", "!#$%&'*+-.^_`|~", "has space", "a:b", "é", "", "(x)", "a\r\nb", 1, null, true, { n: "A" }];
const TYPES = ["string", "integer", "boolean", "number", "object", "array", "null", ["string"], undefined];
const KEYWORDS = ["items", "prefixItems", "contains", "additionalProperties", "unevaluatedProperties", "unevaluatedItems", "propertyNames", "patternProperties", "dependentSchemas", "oneOf", "anyOf", "allOf", "not", "if", "then", "else", "$defs", "definitions", "dependencies", "$ref"];

/** `null` except one time in `n`, then a value of `arbitrary`. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>, n: number) => fc.oneof({ arbitrary: fc.constant(null), weight: n - 1 }, { arbitrary, weight: 1 });

/** A subschema: a leaf, or (up to 4 levels) another generated node. */
const child = (tie: (key: "node") => fc.Arbitrary<Record<string, unknown>>) => fc.oneof({ maxDepth: 4, withCrossShrink: true }, fc.constant({}), tie("node"));

/** Generated schema nodes with names drawn by `names`, types from `types`, an unreachable branch one time in `branchFreq`. */
function nodes(names: fc.Arbitrary<unknown>, types: readonly unknown[], branchFreq: number): fc.Arbitrary<Record<string, unknown>> {
  return fc.letrec<{ node: Record<string, unknown> }>((tie) => ({
    node: fc
      .record(
        {
          type: fc.constantFrom(...types),
          header: fc.option(names, { freq: 2 }),
          properties: fc.dictionary(fc.constantFrom("a", "b", "c/d"), child(tie), { maxKeys: 3 }),
          branch: rarely(fc.tuple(fc.constantFrom(...KEYWORDS), fc.oneof(child(tie), fc.array(child(tie), { maxLength: 2 }), fc.dictionary(fc.constantFrom("p", "q"), child(tie), { maxKeys: 2 }))), branchFreq),
        },
        { requiredKeys: ["type", "header"] },
      )
      .map(({ type, header, properties, branch }) => {
        const out: Record<string, unknown> = {};
        if (type !== undefined) out["type"] = type;
        if (header !== null) out["x-mcp-header"] = header;
        if (properties !== undefined && Object.keys(properties).length > 0) out["properties"] = properties;
        if (branch !== null && branch !== undefined) out[branch[0]] = branch[1];
        return out;
      }),
  })).node;
}

/**
 * A root: `type: "object"` (the 2026-07-28 wire needs it), sometimes a declaration of its own. Half the runs draw
 * from every name, type and keyword (clashing names among them); half random tokens and valid types, with rare
 * unreachable branches.
 */
const inputSchema = fc
  .tuple(fc.oneof(nodes(fc.constantFrom(...NAMES), TYPES, 3), nodes(fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,16}$/), ["string", "integer", "boolean"], 16)), rarely(fc.constantFrom("Root", "has space"), 12))
  .map(([root, header]) => {
    const out: Record<string, unknown> = { ...root, type: "object" };
    if (header !== null) out["x-mcp-header"] = header;
    else delete out["x-mcp-header"];
    return out;
  });

describe("differential against @modelcontextprotocol/client 2.4.0 at 2026-07-28", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeAll(() => void (warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)));
  afterAll(() => warn.mockRestore());

  it("the client keeps a tool exactly when mcp-wire finds no x-mcp-header fault: 0 differences", async () => {
    const tally = { compared: 0, kept: 0, dropped: 0, declaring: 0, differences: [] as unknown[] };
    await fc.assert(
      fc.asyncProperty(inputSchema, async (schema) => {
        const list = { tools: [tool(schema)] };
        const session = await connect("mcp-sdk-v2-client", list, "2026-07-28");
        const listed = await session.listTools();
        await session.close();
        if (!listed.ok) throw new Error(`listTools threw: ${listed.message}`);
        const keptByClient = listed.count === 1;
        const report = checkTools(list, { hosts: ["mcp-sdk-v2-client"], revision: "2026-07-28" });
        const keptByUs = report.summary.hosts["mcp-sdk-v2-client"]?.toolsKept === 1;
        tally.compared += 1;
        tally[keptByClient ? "kept" : "dropped"] += 1;
        if (keptByClient && scanMcpHeaders(schema as never).declarations.length > 0) tally.declaring += 1;
        if (keptByClient !== keptByUs) tally.differences.push(schema);
        if (keptByUs !== (scanMcpHeaders(schema as never).findings.length === 0)) tally.differences.push(schema);
      }),
      { numRuns: 1000, seed: 2107 },
    );
    console.log(`x-mcp-header differential: ${tally.compared} compared, ${tally.kept} kept, ${tally.dropped} dropped by the client, ${tally.declaring} kept with declarations, ${tally.differences.length} differences`);
    expect(tally.differences).toEqual([]);
    expect(tally.compared).toBe(1000);
    expect(tally.kept).toBeGreaterThanOrEqual(200);
    expect(tally.declaring).toBeGreaterThanOrEqual(100);
    expect(tally.dropped).toBeGreaterThanOrEqual(200);
  }, 120_000);
});

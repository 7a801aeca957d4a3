/**
 * Deep schemas against the real clients. A tool whose inputSchema or outputSchema nests by `properties` or by `items`
 * is listed beside a clean tool by each real client (SDK 1.x, SDK 2.x, the 2.0 beta) over its in-memory transport,
 * and called with an instance valid under its outputSchema; `draft-07-ajv-default` is held to `new Ajv()` compiling
 * the schema. checkTools' worst blast for each client's archetype must be what the client did: `list` when
 * `listTools()` throws, `result` when `callTool` does, `none` (or `misread`) when both pass; `tool` for `new Ajv()`
 * when its compile throws. The depths are well below or well above where the clients overflow Node's default stack
 * (`MAX_COMPILE_DEPTH`, `PARSER_MAX_JSON_DEPTH`), on both sides of mcp-wire's own reading limits (the first read of
 * the list, and `MAX_TOOL_JSON_DEPTH` of the entry-wise read).
 */
import { Ajv, type AnySchema } from "ajv";
import { describe, expect, test } from "vitest";
import { BLASTS, checkTools, type ArchetypeId, type Blast } from "../src/index.js";
import { CLIENTS, connect } from "./support/clients.js";

const OVERFLOW = "Maximum call stack size exceeded";

/** A schema nested `depth` levels by `by` around `{ type: "string" }` (inside an object root), with a valid instance. */
function nested(by: "properties" | "items", depth: number): { schema: object; instance: object } {
  let schema: object = { type: "string" };
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) {
    schema = by === "properties" ? { type: "object", properties: { a: schema }, required: ["a"] } : { type: "array", items: schema };
    value = by === "properties" ? { a: value } : [value];
  }
  return by === "properties" ? { schema, instance: value as object } : { schema: { type: "object", properties: { a: schema }, required: ["a"] }, instance: { a: value } };
}

/** The cases, each with what the clients are expected to do (asserted too, so a change of a client shows). */
const CASES: readonly { readonly by: "properties" | "items"; readonly role: "inputSchema" | "outputSchema"; readonly depth: number; readonly real: Readonly<Record<string, Blast>> }[] = [
  { by: "properties", role: "outputSchema", depth: 200, real: { "mcp-sdk-v1-client": "none", "mcp-sdk-v2-client": "none", "2020-12-only": "none", "draft-07-ajv-default": "none" } },
  { by: "items", role: "outputSchema", depth: 300, real: { "mcp-sdk-v1-client": "none", "mcp-sdk-v2-client": "none", "2020-12-only": "none", "draft-07-ajv-default": "none" } },
  { by: "properties", role: "inputSchema", depth: 300, real: { "mcp-sdk-v1-client": "none", "mcp-sdk-v2-client": "none", "2020-12-only": "none", "draft-07-ajv-default": "none" } },
  // Ajv's compile overflows; the 2.x parsers take it
  { by: "items", role: "outputSchema", depth: 800, real: { "mcp-sdk-v1-client": "list", "mcp-sdk-v2-client": "result", "2020-12-only": "result", "draft-07-ajv-default": "tool" } },
  { by: "items", role: "inputSchema", depth: 800, real: { "mcp-sdk-v1-client": "none", "mcp-sdk-v2-client": "none", "2020-12-only": "none", "draft-07-ajv-default": "tool" } },
  // the 2.x parsers overflow too (past the entry-wise reading limit)
  { by: "properties", role: "outputSchema", depth: 2500, real: { "mcp-sdk-v1-client": "list", "mcp-sdk-v2-client": "list", "2020-12-only": "list", "draft-07-ajv-default": "tool" } },
  { by: "properties", role: "inputSchema", depth: 2500, real: { "mcp-sdk-v1-client": "none", "mcp-sdk-v2-client": "list", "2020-12-only": "list", "draft-07-ajv-default": "tool" } },
  { by: "items", role: "inputSchema", depth: 6000, real: { "mcp-sdk-v1-client": "none", "mcp-sdk-v2-client": "list", "2020-12-only": "list", "draft-07-ajv-default": "tool" } },
];

/** What a real client did with the list, as a blast. */
async function realBlast(client: (typeof CLIENTS)[number], list: unknown, role: string, instance: object): Promise<Blast> {
  const session = await connect(client, list, "2025-11-25");
  try {
    const listed = await session.listTools();
    if (!listed.ok) {
      expect(listed.message).toContain(OVERFLOW);
      return "list";
    }
    expect(listed.count).toBe(2);
    if (role !== "outputSchema") return "none";
    const called = await session.callTool("t", instance);
    if (called.ok) return "none";
    expect(called.message).toContain(OVERFLOW);
    return "result";
  } finally {
    await session.close();
  }
}

/** What `new Ajv()` compiling the schema costs `draft-07-ajv-default` (a host that drops a tool it cannot compile). */
function ajvDefaultBlast(schema: object): Blast {
  try {
    new Ajv({ logger: false }).compile(schema as AnySchema);
    return "none";
  } catch (cause) {
    expect(cause).toBeInstanceOf(RangeError);
    return "tool";
  }
}

describe("deep schemas against the real clients", () => {
  for (const { by, role, depth, real } of CASES) {
    test(`${role} nested ${depth} levels by ${by}`, async () => {
      const { schema, instance } = nested(by, depth);
      const deep: Record<string, unknown> = { name: "t", inputSchema: { type: "object" } };
      deep[role] = schema;
      const list = { tools: [deep, { name: "ok", inputSchema: { type: "object" } }] };
      const measured: Record<string, Blast> = {};
      for (const client of CLIENTS) measured[client] = await realBlast(client, list, role, instance);
      measured["draft-07-ajv-default"] = ajvDefaultBlast(schema);
      expect(measured).toEqual(real);
      const hosts = Object.keys(measured) as ArchetypeId[];
      const report = checkTools(list, { hosts });
      const ours: Record<string, Blast> = {};
      for (const [k, host] of hosts.entries()) {
        const tool = report.tools[0];
        const blasts = [tool?.hosts[k]?.blast ?? "none", ...(tool?.schemas ?? []).map((found) => found.hosts[k]?.blast ?? "none")];
        const worst = blasts.reduce((a, b) => (BLASTS.indexOf(a) >= BLASTS.indexOf(b) ? a : b), "none");
        ours[host] = worst === "misread" ? "none" : worst;
        expect(report.summary.hosts[host]?.toolsKept).toBe(worst === "list" ? 0 : worst === "tool" ? 1 : 2);
      }
      expect(ours).toEqual(measured);
    });
  }
});

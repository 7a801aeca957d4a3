/**
 * `$ref` loops through in-place applicators only: Ajv compiles them, and every validation then recurses on the same
 * instance until the stack overflows. For each schema, a tool with it as outputSchema is listed by each real client
 * (SDK 1.x, SDK 2.x, the 2.0 beta) over its in-memory transport and called with an object `structuredContent`;
 * checkTools' verdict for the client's archetype must be what the client did: `infinite-recursion` at blast `result`
 * exactly when the call fails on a stack overflow, nothing when the list and the call pass. `draft-07-ajv-default`
 * is held to `new Ajv()` validating the same instance. Loops that descend into the instance (`properties`, `items`)
 * are the controls: they terminate. Differences kept are named with their reason (`differs`: the clients where
 * checkTools reports a loop Ajv never runs); one that no longer occurs fails the test.
 */
import { Ajv, type AnySchema } from "ajv";
import { describe, expect, test } from "vitest";
import { checkTools, type ArchetypeId } from "../src/index.js";
import { CLIENTS, connect } from "./support/clients.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const OVERFLOW = "Maximum call stack size exceeded";

/** Each schema, with an object instance it is called with, and whether its loop is in place (no progress). */
const CASES: readonly { readonly name: string; readonly schema: object; readonly instance: object; readonly loops: boolean; readonly differs?: { readonly clients: readonly string[]; readonly reason: string } }[] = [
  { name: "allOf to the root", schema: { type: "object", allOf: [{ $ref: "#" }] }, instance: { a: 1 }, loops: true },
  { name: "allOf to the root, draft-07 label", schema: { $schema: DRAFT_07, type: "object", allOf: [{ $ref: "#" }] }, instance: { a: 1 }, loops: true },
  { name: "$ref beside type, to the root", schema: { type: "object", $ref: "#" }, instance: {}, loops: true },
  {
    name: "anyOf and not through $defs",
    schema: { type: "object", $defs: { x: { anyOf: [{ $ref: "#/$defs/y" }] }, y: { not: { not: { $ref: "#/$defs/x" } } } }, allOf: [{ $ref: "#/$defs/x" }] },
    instance: { a: 1 },
    loops: true,
  },
  { name: "if/then to the root", schema: { type: "object", if: { $ref: "#" }, then: { type: "object" } }, instance: {}, loops: true },
  {
    name: "if with an always-valid then (known difference)",
    schema: { type: "object", definitions: { d: { if: { $ref: "#" }, then: true } }, oneOf: [{ $ref: "#/definitions/d" }] },
    instance: {},
    loops: false,
    differs: { clients: ["mcp-sdk-v1-client", "mcp-sdk-v2-client", "2020-12-only", "draft-07-ajv-default"], reason: "Ajv skips an if whose then and else are absent or always valid, so the loop never runs" },
  },
  {
    name: "anyOf with an always-valid branch (known difference on the draft-07 class)",
    schema: { type: "object", anyOf: [true, { $ref: "#" }] },
    instance: {},
    loops: true,
    differs: { clients: ["mcp-sdk-v1-client", "draft-07-ajv-default"], reason: "Ajv's draft-07 class skips an anyOf with an always-valid branch (no unevaluated option); Ajv2019/2020 run it" },
  },
  { name: "properties to the root (progress)", schema: { type: "object", properties: { next: { $ref: "#" } } }, instance: { next: { next: {} } }, loops: false },
  { name: "items through $defs (progress)", schema: { type: "object", properties: { list: { $ref: "#/$defs/list" } }, $defs: { list: { type: "array", items: { $ref: "#/$defs/list" } } } }, instance: { list: [[], [[]]] }, loops: false },
];

/** `[code, blast]` of each finding of `host` on the outputSchema of the one-tool list. */
function ours(host: ArchetypeId, list: unknown): [string, string][] {
  const report = checkTools(list, { hosts: [host] });
  expect(report.summary.hosts[host]?.listLost).toBe(false);
  const verdict = report.tools[0]?.schemas.find((schema) => schema.role === "outputSchema")?.hosts[0];
  return (verdict?.issues ?? []).map((found) => [found.code, found.blast]);
}

describe("in-place $ref loops against the real clients", () => {
  for (const { name, schema, instance, loops, differs } of CASES) {
    test(name, async () => {
      const differing = new Set<string>();
      const list = { tools: [{ name: "t", inputSchema: { type: "object" }, outputSchema: schema }] };
      let compared = 0;
      for (const client of CLIENTS) {
        const session = await connect(client, list, "2025-11-25");
        try {
          expect([client, await session.listTools()]).toEqual([client, { ok: true, count: 1 }]);
          const call = await session.callTool("t", instance);
          const found = ours(client, list);
          if (!call.ok && client === "2020-12-only" && "$schema" in schema) {
            // the beta refuses the draft-07 label before validating anything
            expect(call.message).toContain("unsupported dialect");
            expect(found.map(([code]) => code)).toEqual(["ref-cycle", "unsupported-dialect-label"]);
          } else {
            const overflowed = !call.ok && call.message.includes(OVERFLOW);
            expect(call.ok || overflowed).toBe(true);
            const flagged = found.some(([code, blast]) => code === "infinite-recursion" && blast === "result");
            if (flagged !== overflowed) differing.add(client);
            else expect([client, found.length === 0]).toEqual([client, call.ok]);
            compared++;
          }
        } finally {
          await session.close();
        }
      }
      const validate = new Ajv({ logger: false }).compile(schema as AnySchema);
      let ajvOverflowed = false;
      try {
        validate(instance);
      } catch (cause) {
        ajvOverflowed = cause instanceof RangeError && cause.message === OVERFLOW;
      }
      const found = ours("draft-07-ajv-default", list);
      if (found.some(([code, blast]) => code === "infinite-recursion" && blast === "result") !== ajvOverflowed) differing.add("draft-07-ajv-default");
      expect([...differing]).toEqual(differs?.clients ?? []);
      if (differs === undefined) expect(ajvOverflowed).toBe(loops);
      expect(compared).toBeGreaterThanOrEqual("$schema" in schema ? 2 : 3);
    });
  }

  test("the finding names the loop's $ref, the client and the stack overflow", () => {
    const report = checkTools({ tools: [{ name: "t", inputSchema: { type: "object" }, outputSchema: { type: "object", allOf: [{ $ref: "#" }] } }] }, { hosts: ["mcp-sdk-v1-client"] });
    expect(report.tools[0]?.schemas[1]?.hosts[0]?.issues).toEqual([
      {
        path: "/allOf/0/$ref",
        code: "infinite-recursion",
        layer: "host",
        blast: "result",
        message: "sdk-1.x-ajv compiles this $ref loop, but every validation recurses through it on the same instance until the stack overflows (RangeError)",
        source: "npm:@modelcontextprotocol/sdk@1.32.2",
      },
    ]);
    expect(report.summary.hosts["mcp-sdk-v1-client"]).toMatchObject({ toolsKept: 1, toolsLost: 0, listLost: false });
  });
});

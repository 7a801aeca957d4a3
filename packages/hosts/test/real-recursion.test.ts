/**
 * `$ref` loops through in-place applicators only: Ajv compiles them, and every validation then recurses on the same
 * instance until the stack overflows. For each schema, a tool with it as outputSchema is listed by each real client
 * (SDK 1.x, SDK 2.x, the 2.0 beta) over its in-memory transport and called with an object `structuredContent`;
 * checkTools' verdict for the client's archetype must be what the client did: `infinite-recursion` at blast `result`
 * exactly when the call fails on a stack overflow, nothing when the list and the call pass. `draft-07-ajv-default`
 * is held to `new Ajv()` validating the same instance. Loops that descend into the instance (`properties`, `items`)
 * are the controls: they terminate; so do loops through what Ajv skips (an `if` without a `then` or `else` that
 * does anything, an `anyOf` with an always-valid branch in the draft-07 class).
 */
import { Ajv, type AnySchema } from "ajv";
import { describe, expect, test } from "vitest";
import { checkTools, projectTools, type ArchetypeId } from "../src/index.js";
import { CLIENTS, connect } from "./support/clients.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const OVERFLOW = "Maximum call stack size exceeded";

/** The hosts compared: the three clients, and `new Ajv()` for `draft-07-ajv-default`. */
const ALL = [...CLIENTS, "draft-07-ajv-default"] as const;
/** The draft-07 class hosts (SDK 1.x reads every schema with it; `new Ajv()` is it). */
const DRAFT_07_CLASS = ["mcp-sdk-v1-client", "draft-07-ajv-default"] as const;

/** Each schema, with an object instance it is called with, and the hosts whose validation of it overflows. */
const CASES: readonly { readonly name: string; readonly schema: object; readonly instance: object; readonly overflows: readonly string[] }[] = [
  { name: "allOf to the root", schema: { type: "object", allOf: [{ $ref: "#" }] }, instance: { a: 1 }, overflows: ALL },
  { name: "allOf to the root, draft-07 label", schema: { $schema: DRAFT_07, type: "object", allOf: [{ $ref: "#" }] }, instance: { a: 1 }, overflows: ALL },
  { name: "$ref beside type, to the root", schema: { type: "object", $ref: "#" }, instance: {}, overflows: ALL },
  {
    name: "a loop beside a $ref under a draft-07 label (Ajv applies $ref siblings)",
    schema: { $schema: DRAFT_07, type: "object", $ref: "#/definitions/a", definitions: { a: { type: "object" } }, allOf: [{ $ref: "#" }] },
    instance: {},
    overflows: ALL,
  },
  {
    name: "anyOf and not through $defs",
    schema: { type: "object", $defs: { x: { anyOf: [{ $ref: "#/$defs/y" }] }, y: { not: { not: { $ref: "#/$defs/x" } } } }, allOf: [{ $ref: "#/$defs/x" }] },
    instance: { a: 1 },
    overflows: ALL,
  },
  { name: "if/then to the root", schema: { type: "object", if: { $ref: "#" }, then: { type: "object" } }, instance: {}, overflows: ALL },
  { name: "if with an always-valid then (Ajv skips the if)", schema: { type: "object", definitions: { d: { if: { $ref: "#" }, then: true } }, oneOf: [{ $ref: "#/definitions/d" }] }, instance: {}, overflows: [] },
  { name: "else without if (Ajv ignores it)", schema: { type: "object", else: { $ref: "#" } }, instance: {}, overflows: [] },
  {
    name: "anyOf with an always-valid branch (skipped by the draft-07 class only)",
    schema: { type: "object", anyOf: [true, { $ref: "#" }] },
    instance: {},
    overflows: ALL.filter((host) => !(DRAFT_07_CLASS as readonly string[]).includes(host)),
  },
  { name: "dependentSchemas to the root", schema: { type: "object", dependentSchemas: { a: { $ref: "#" } } }, instance: { a: 1 }, overflows: ["mcp-sdk-v2-client", "2020-12-only"] },
  { name: "a loop left unused in $defs (never evaluated)", schema: { type: "object", $defs: { x: { allOf: [{ $ref: "#/$defs/x" }] } } }, instance: { a: 1 }, overflows: [] },
  {
    name: "a loop reached through a property the instance has",
    schema: { type: "object", properties: { p: { $ref: "#/$defs/x" } }, $defs: { x: { allOf: [{ $ref: "#/$defs/x" }] } } },
    instance: { p: 1 },
    overflows: ALL,
  },
  { name: "properties to the root (progress)", schema: { type: "object", properties: { next: { $ref: "#" } } }, instance: { next: { next: {} } }, overflows: [] },
  { name: "items through $defs (progress)", schema: { type: "object", properties: { list: { $ref: "#/$defs/list" } }, $defs: { list: { type: "array", items: { $ref: "#/$defs/list" } } } }, instance: { list: [[], [[]]] }, overflows: [] },
];

/** `[code, blast]` of each finding of `host` on the outputSchema of the one-tool list. */
function ours(host: ArchetypeId, list: unknown): [string, string][] {
  const report = checkTools(list, { hosts: [host] });
  expect(report.summary.hosts[host]?.listLost).toBe(false);
  const verdict = report.tools[0]?.schemas.find((schema) => schema.role === "outputSchema")?.hosts[0];
  return (verdict?.issues ?? []).map((found) => [found.code, found.blast]);
}

describe("in-place $ref loops against the real clients", () => {
  for (const { name, schema, instance, overflows } of CASES) {
    test(name, async () => {
      const list = { tools: [{ name: "t", inputSchema: { type: "object" }, outputSchema: schema }] };
      const real: string[] = [];
      const flagged: string[] = [];
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
            expect(found.map(([, blast]) => blast)).toContain("result");
            expect(found.map(([code]) => code)).not.toContain("infinite-recursion");
            continue;
          }
          const overflowed = !call.ok && call.message.includes(OVERFLOW);
          expect([client, call.ok || overflowed]).toEqual([client, true]);
          if (overflowed) real.push(client);
          if (found.some(([code, blast]) => code === "infinite-recursion" && blast === "result")) flagged.push(client);
          expect([client, found.every(([, blast]) => blast === "misread")]).toEqual([client, call.ok]);
          compared++;
        } finally {
          await session.close();
        }
      }
      let validate: ((data: unknown) => unknown) | undefined;
      try {
        validate = new Ajv({ logger: false }).compile(schema as AnySchema);
      } catch {
        // strict mode refuses it: compile-failed, not a loop
        expect(ours("draft-07-ajv-default", list).map(([code]) => code)).toContain("compile-failed");
      }
      try {
        validate?.(instance);
      } catch (cause) {
        if (cause instanceof RangeError && cause.message === OVERFLOW) real.push("draft-07-ajv-default");
        else throw cause;
      }
      if (ours("draft-07-ajv-default", list).some(([code, blast]) => code === "infinite-recursion" && blast === "result")) flagged.push("draft-07-ajv-default");
      expect(flagged).toEqual(real);
      expect(real).toEqual(overflows.filter((host) => !(host === "2020-12-only" && "$schema" in schema)));
      expect(compared).toBeGreaterThanOrEqual("$schema" in schema ? 2 : 3);
    });
  }

  /**
   * Loops through a `not` or an `if`: ending them with `{}` there is not a loosening (under `not` it tightens; an `if`
   * is not monotone), so no projection may; the loop stays, said, with what a projection left (its codes).
   */
  const UNFIXABLE: Readonly<Record<string, readonly string[]>> = {
    "anyOf and not through $defs": ["infinite-recursion", "infinite-recursion", "no-loosening-form"],
    "if/then to the root": ["infinite-recursion", "no-loosening-form"],
  };

  test("each client's projection unrolls the loop (ref-inline, looser): the real client then validates the same call", async () => {
    let compared = 0;
    for (const { name, schema, instance, overflows } of CASES) {
      for (const client of CLIENTS) {
        if (!overflows.includes(client) || (client === "2020-12-only" && "$schema" in schema)) continue;
        const tools = [{ name: "t", inputSchema: { type: "object" }, outputSchema: schema }];
        const projection = projectTools(tools, client, { revision: "2025-11-25" });
        const left = UNFIXABLE[name];
        if (left !== undefined) {
          expect([name, client, projection.report[0]?.blast, projection.report[0]?.issues.map((issue) => issue.code)]).toEqual([name, client, "result", left]);
          continue;
        }
        expect([name, client, projection.report[0]?.issues.map((issue) => issue.code)]).toEqual([name, client, []]);
        expect(projection.report[0]?.loosened.outputSchema?.map((change) => change.code), `${name}, ${client}`).toContain("ref-inline");
        const session = await connect(client, { tools: projection.tools }, "2025-11-25");
        try {
          expect([name, client, await session.listTools()]).toEqual([name, client, { ok: true, count: 1 }]);
          expect([name, client, (await session.callTool("t", instance)).ok]).toEqual([name, client, true]);
          compared++;
        } finally {
          await session.close();
        }
      }
    }
    expect(compared).toBe(17);
  });

  test("the finding names the loop's $ref, the client and the stack overflow", () => {
    const report = checkTools({ tools: [{ name: "t", inputSchema: { type: "object" }, outputSchema: { type: "object", allOf: [{ $ref: "#" }] } }] }, { hosts: ["mcp-sdk-v1-client"] });
    expect(report.tools[0]?.schemas[1]?.hosts[0]?.issues).toEqual([
      {
        path: "/allOf/0/$ref",
        code: "infinite-recursion",
        layer: "host",
        blast: "result",
        message: "sdk-1.x-ajv compiles this $ref loop, but a validation that reaches it recurses on the same instance until the stack overflows (RangeError)",
        source: "npm:@modelcontextprotocol/sdk@1.32.2",
      },
    ]);
    expect(report.summary.hosts["mcp-sdk-v1-client"]).toMatchObject({ toolsKept: 1, toolsLost: 0, listLost: false });
  });
});

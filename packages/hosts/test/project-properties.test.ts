/**
 * The promise of `projectTools`, on generated tool lists (fast-check, fixed seed) built from the shapes hosts refuse
 * (boolean sub-schemas, `required: null`, `properties: []`, root `anyOf`, arrays without `items`, non-string enums,
 * patterns invalid in unicode mode, draft-07 labels and tuples, 2020-12 tuples, `$ref` into `$defs`, non-object
 * output schemas), for every product and archetype and the common form:
 * - nothing loosening can fix is left: projecting the projection again changes nothing (its findings ask for no
 *   rewrite that would change it);
 * - every projected schema accepts what the original accepts (hyperjump at each schema's own dialect, the wrapped
 *   value where the output schema was wrapped);
 * - where the host is a library (the SDK 1.x client validator, the client 2.4.0 validators, the 2.0 beta, `new
 *   Ajv()`), each schema it compiles and whose verdict after projection costs nothing (blast `none` / `misread`)
 *   compiles there.
 * The runs and values that really compared something are counted and floored.
 */
import { Ajv, type AnySchema } from "ajv";
import { AjvJsonSchemaValidator as ValidatorBeta } from "client-2-0-beta/validators/ajv";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { PROJECTION_HOSTS, projectTools, wrapStructuredContent, type ProjectionHost, type SchemaRole } from "../src/index.js";
import type { JsonSchema, JsonValue } from "@mcp-wire/dialect";
import { LIBRARY_HOSTS, hyperjump, instancesOf } from "./loosen-support.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const URI_2020 = "https://json-schema.org/draft/2020-12/schema";

/** Property schemas, each a shape some host refuses or misreads. */
const property: fc.Arbitrary<JsonSchema> = fc.constantFrom<JsonSchema>(
  true,
  false,
  { type: "string" },
  { type: "string", pattern: "^agent\\_run\\_" },
  { type: "string", pattern: "^[a-z]+$" },
  { enum: [1, 2, 3] },
  { enum: ["a", "b"] },
  { type: "array" },
  { type: "array", items: { type: "integer", minimum: 0 } },
  { type: "object", properties: [] as never },
  { type: "object", properties: { a: { type: "string" } }, required: null as never },
  { $ref: "#/$defs/d" },
  { type: "array", prefixItems: [{ type: "number" }, { type: "string" }], items: false, minItems: 2, maxItems: 2 },
);

/** An object schema from generated properties, maybe labelled, maybe with a definition. */
const objectSchema: fc.Arbitrary<Record<string, JsonValue>> = fc
  .record({
    properties: fc.dictionary(fc.constantFrom("a", "b", "c"), property, { minKeys: 1, maxKeys: 3 }),
    required: fc.uniqueArray(fc.constantFrom("a", "b", "c"), { maxLength: 2 }),
    label: fc.constantFrom(undefined, URI_2020),
  })
  .map(({ properties, required, label }) => ({
    ...(label === undefined ? {} : { $schema: label }),
    type: "object",
    properties,
    required: required.filter((name) => Object.hasOwn(properties, name)),
    $defs: { d: { type: "number", maximum: 9 } },
  }) as Record<string, JsonValue>);

/** An input schema: an object schema, a root anyOf of two, or a typeless root. */
const inputSchema: fc.Arbitrary<JsonValue> = fc.oneof(
  objectSchema,
  fc.tuple(objectSchema, objectSchema).map(([a, b]) => ({ anyOf: [without(a, ["$defs", "$schema"]), without(b, ["$defs", "$schema"])], $defs: { d: { type: "number", maximum: 9 } } })),
  objectSchema.map((schema) => without(schema, ["type"])),
);

/** An output schema: an object schema, a draft-07 tuple, or a non-object root. */
const outputSchema: fc.Arbitrary<JsonValue> = fc.oneof(
  objectSchema,
  fc.constant({ $schema: DRAFT_07, type: "object", properties: { pair: { type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false } }, required: ["pair"] }),
  fc.constant({ type: "array", items: { $ref: "#/$defs/n" }, $defs: { n: { type: "number" } } }),
);

const tools = fc.array(
  fc.record({ name: fc.constantFrom("a", "b_c", "d-e"), inputSchema, outputSchema: fc.option(outputSchema, { nil: undefined }) }).map(({ outputSchema: out, ...tool }) => (out === undefined ? tool : { ...tool, outputSchema: out })),
  { minLength: 1, maxLength: 3 },
);

function without(schema: Record<string, JsonValue>, keys: readonly string[]): Record<string, JsonValue> {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));
}

const HOSTS = PROJECTION_HOSTS.filter((host): host is Exclude<ProjectionHost, "as-is"> => host !== "as-is");
const ROLES: readonly SchemaRole[] = ["inputSchema", "outputSchema"];

/** The library hosts by archetype, with the schemas each compiles. */
const LIBRARIES: Partial<Record<ProjectionHost, { readonly roles: readonly SchemaRole[]; readonly compiles: (schema: JsonSchema) => boolean }>> = {
  "mcp-sdk-v1-client": { roles: ["outputSchema"], compiles: (schema) => LIBRARY_HOSTS["sdk-1.32.2"](schema) !== undefined },
  "mcp-sdk-v2-client": { roles: ["outputSchema"], compiles: (schema) => LIBRARY_HOSTS["client-2.4.0"](schema) !== undefined },
  "2020-12-only": {
    roles: ["outputSchema"],
    compiles: (schema) => {
      try {
        new ValidatorBeta().getValidator(schema as never);
        return true;
      } catch {
        return false;
      }
    },
  },
  "draft-07-ajv-default": {
    roles: ["inputSchema", "outputSchema"],
    compiles: (schema) => {
      try {
        new Ajv({ logger: false }).compile(schema as AnySchema);
        return true;
      } catch {
        return false;
      }
    },
  },
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

describe("projectTools on generated tool lists", () => {
  test("a fixpoint, only loosening, compiling where the host is a library", async () => {
    let runs = 0;
    let changedRuns = 0;
    let compared = 0;
    let compiled = 0;
    await fc.assert(
      fc.asyncProperty(tools, fc.constantFrom(...HOSTS), fc.constantFrom("2025-11-25", "2026-07-28" as const), fc.integer({ min: 0, max: 1000 }), async (list, host, revision, seed) => {
        runs++;
        const projection = projectTools(list, host, { revision });
        if (JSON.stringify(projection.tools) !== JSON.stringify(list)) changedRuns++;
        // nothing left that loosening fixes: projecting again changes nothing
        expect(projectTools(projection.tools, host, { revision }).tools).toEqual(projection.tools);
        for (const [i, tool] of list.entries()) {
          const served = projection.tools[i] as Record<string, unknown>;
          const report = projection.report[i];
          for (const role of ROLES) {
            if (!Object.hasOwn(tool, role)) continue;
            const original = (tool as Record<string, unknown>)[role] as JsonSchema;
            const projected = served[role] as JsonSchema;
            const wrapped = role === "outputSchema" && report?.wrapped === true;
            const before = await hyperjump(original);
            const after = await hyperjump(projected);
            if (before !== undefined) {
              expect(after, `${host} ${tool.name} ${role}`).toBeDefined();
              for (const value of fc.sample(instancesOf(original), { numRuns: 6, seed: seed + i })) {
                if (!before(value) || (role === "inputSchema" && !isObject(value))) continue;
                compared++;
                expect(after?.(wrapped ? (wrapStructuredContent(value) as JsonValue) : value), `${host} ${tool.name} ${role} ${JSON.stringify(value)}`).toBe(true);
              }
            }
            const library = LIBRARIES[host];
            const costly = (report?.issues ?? []).some((issue) => (issue.role === role || issue.role === undefined) && !["none", "misread"].includes(issue.blast));
            if (library !== undefined && library.roles.includes(role) && !costly) {
              compiled++;
              expect(library.compiles(projected), `${host} compiles ${tool.name} ${role}: ${JSON.stringify(projected)}`).toBe(true);
            }
          }
        }
      }),
      { numRuns: 450, seed: 20261201 },
    );
    console.log(`projectTools: ${runs} runs, ${changedRuns} changed the list; ${compared} values compared under hyperjump; ${compiled} projected schemas compiled by their library host`);
    expect(runs).toBe(450);
    expect(changedRuns).toBeGreaterThanOrEqual(200);
    expect(compared).toBeGreaterThanOrEqual(1_800);
    expect(compiled).toBeGreaterThanOrEqual(140);
  }, 300_000);
});

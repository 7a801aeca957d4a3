/**
 * The rule on generated schemas: fast-check builds schemas from the shapes the rewrites change (boolean
 * sub-schemas, non-string and empty enums, patterns invalid in unicode mode, arrays without items, references and
 * recursion, root and nested combinators, negations) and values shaped by each; every value the original accepts
 * (hyperjump, or Ajv read leniently where hyperjump cannot load it) is accepted by each projection under hyperjump,
 * and the draft-04 bounds keep their meaning. The runs that compared something are counted and floored.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LOOSENINGS, loosen, wrapStructuredContent, type LooseningId } from "../src/index.js";
import type { JsonSchema, JsonValue } from "@mcp-wire/dialect";
import { hyperjump, instancesOf, lenientAjv } from "./loosen-support.js";

/** Whether `check` accepts `value`; a check that throws (a `$ref` loop without progress overflows) accepts nothing. */
function accepts(check: (value: JsonValue) => boolean, value: JsonValue): boolean {
  try {
    return check(value);
  } catch {
    return false;
  }
}

/** The full sets (no host is served both dialect conversions: they take the 2020-12 direction). */
const SETS: Record<string, readonly LooseningId[]> = {
  "all, inlined": LOOSENINGS.filter((id) => id !== "ref-hoist" && id !== "dialect-draft-07"),
  "all, hoisted": LOOSENINGS.filter((id) => id !== "ref-inline" && id !== "dialect-draft-07"),
};

const leaf: fc.Arbitrary<JsonSchema> = fc.oneof(
  fc.boolean(),
  fc.constantFrom<JsonSchema>({ type: "string" }, { type: "integer", minimum: 0 }, { type: "array" }, { type: ["array", "null"] }, { $ref: "#/$defs/d" }, { $ref: "#" }),
  fc.record({ type: fc.constant("string"), pattern: fc.constantFrom("^a", "\\_", "^[a-z]+$", "a\\-b", "\\d{2}") }),
  fc.record({ enum: fc.array(fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom("a", "b"), fc.constant(null)), { maxLength: 3 }) }),
);

const names = fc.constantFrom("a", "b", "c");

const schemaArb: fc.Arbitrary<JsonSchema> = fc.letrec<{ node: JsonSchema }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.record(
      {
        type: fc.constant("object"),
        properties: fc.dictionary(names, tie("node"), { maxKeys: 3 }),
        required: fc.uniqueArray(names, { maxLength: 2 }),
        additionalProperties: fc.boolean(),
      },
      { requiredKeys: ["type", "properties"] },
    ),
    fc.record({ type: fc.constant("array"), items: tie("node") }),
    fc.record({ patternProperties: fc.dictionary(fc.constantFrom("^a", "\\_", "b$"), tie("node"), { maxKeys: 2 }), additionalProperties: fc.boolean() }),
    fc.record({ anyOf: fc.array(tie("node"), { minLength: 1, maxLength: 3 }) }),
    fc.record({ oneOf: fc.array(tie("node"), { minLength: 1, maxLength: 2 }) }),
    fc.record({ allOf: fc.array(tie("node"), { minLength: 1, maxLength: 2 }) }),
    fc.record({ not: tie("node") }),
  ),
})).node;

/** A root with one definition (referenced as `#/$defs/d`) and the generated body. */
const documents = fc.tuple(schemaArb, schemaArb).map(([body, definition]): JsonSchema => (typeof body === "boolean" ? body : { ...body, $defs: { d: definition } }));

describe("generated schemas: projections only loosen", () => {
  for (const [setName, set] of Object.entries(SETS)) {
    test(`${setName}`, async () => {
      let comparedRuns = 0;
      let compared = 0;
      let changedRuns = 0;
      let refusedRuns = 0;
      await fc.assert(
        fc.asyncProperty(
          documents.chain((schema) => fc.tuple(fc.constant(schema), fc.array(instancesOf(schema), { minLength: 4, maxLength: 8 }))),
          async ([schema, values]) => {
            const before = (await hyperjump(schema)) ?? lenientAjv(schema);
            if (before === undefined) return;
            const projected = loosen(schema, set);
            if (projected.loosened.length > 0) changedRuns++;
            const after = await hyperjump(projected.schema as JsonSchema);
            if (after === undefined) {
              // a part with no loosening-only form stays as it was, and says so
              expect(projected.issues.length).toBeGreaterThan(0);
              refusedRuns++;
              return;
            }
            let any = false;
            for (const value of values) {
              if (!accepts(before, value)) continue;
              any = true;
              compared++;
              expect(after?.(projected.wrapped ? (wrapStructuredContent(value) as JsonValue) : value)).toBe(true);
            }
            if (any) comparedRuns++;
          },
        ),
        { numRuns: 400, seed: 20261201 },
      );
      console.log(`${setName}: ${comparedRuns} of 400 runs compared ${compared} values; ${changedRuns} projections changed something; ${refusedRuns} kept a part that does not load, with an issue`);
      expect(comparedRuns).toBeGreaterThanOrEqual(250);
      expect(compared).toBeGreaterThanOrEqual(1_100);
      expect(changedRuns).toBeGreaterThanOrEqual(250);
    }, 300_000);
  }

  test("draft-04 bounds: the projection read at 2020-12 accepts exactly what the original read at draft-04 does", async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({ minimum: fc.integer({ min: -5, max: 5 }), exclusiveMinimum: fc.boolean(), maximum: fc.integer({ min: -5, max: 5 }), exclusiveMaximum: fc.boolean() }, { requiredKeys: [] }),
        fc.array(fc.oneof(fc.integer({ min: -7, max: 7 }), fc.double({ min: -7, max: 7, noNaN: true })), { minLength: 5, maxLength: 10 }),
        async (bounds, values) => {
          const original = { type: "number", ...bounds };
          const before = await hyperjump(original, "http://json-schema.org/draft-04/schema");
          const after = await hyperjump(loosen(original, ["draft-04-exclusive-bounds"]).schema as JsonSchema);
          // draft-04 requires minimum beside exclusiveMinimum (and the same for the maximum): others do not load
          if (before === undefined) return;
          for (const value of values) {
            compared++;
            expect(after?.(value)).toBe(before?.(value));
          }
        },
      ),
      { numRuns: 200, seed: 4 },
    );
    expect(compared).toBeGreaterThanOrEqual(1_000);
  }, 120_000);
});

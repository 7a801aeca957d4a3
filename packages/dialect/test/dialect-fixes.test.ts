/**
 * Regressions: the draft-07 reading of unlabelled draft-07-only forms (toPortableSchema) and `io` for zod 3 / raw
 * Valibot (toToolSchema). The host side of the same forms (the dialect-2020-12 rewrite, checkTools) is in @mcp-wire/hosts.
 */
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { z as z3 } from "zod3";
import { convertDialect, toPortableSchema, toToolSchema, type JsonSchema } from "../src/index.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema";
const TUPLE_NOTE = "the draft-07 tuple items: [...] read as prefixItems and additionalItems as items (a schema without $schema is 2020-12, where an items array is invalid)";

/** mapbox's output shape (zod-to-json-schema, draft-07) with its label stripped. */
const point = { type: "object", properties: { at: { type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false, minItems: 2, maxItems: 2 } }, required: ["at"] };

function compiles(schema: JsonSchema): void {
  expect(() => new Ajv({ strict: false }).compile(schema)).not.toThrow();
  expect(() => new Ajv2020({ strict: false }).compile(schema)).not.toThrow();
}

describe("unlabelled draft-07-only forms are read as draft-07 by the projections", () => {
  test("a draft-07 tuple: portable form, with the reading noted", () => {
    const portable = toPortableSchema(point);
    expect(portable).toEqual({
      schema: { type: "object", properties: { at: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], minItems: 2, maxItems: 2 } }, required: ["at"] },
      loosened: [
        { path: "/properties/at/items", code: "read-as-draft-07", message: `/properties/at/items: ${TUPLE_NOTE}` },
        { path: "/properties/at/prefixItems", code: "tuple-unchecked-by-draft-07", message: "/properties/at/prefixItems: prefixItems kept: draft-07 readers do not check tuple elements" },
      ],
      issues: [],
    });
    compiles(portable.schema as JsonSchema);
    // The labelled original projects to the same schema.
    expect(toPortableSchema({ $schema: DRAFT_07, ...point }).schema).toEqual(portable.schema);
  });

  test("an open tuple, a tuple with an additionalItems schema, and a $ref into a tuple element", () => {
    expect(toPortableSchema({ type: "array", items: [{ type: "string" }], additionalItems: { type: "number" } })).toEqual({
      schema: { type: "array", prefixItems: [{ type: "string" }] },
      loosened: [
        { path: "/items", code: "read-as-draft-07", message: `/items: ${TUPLE_NOTE}` },
        { path: "/prefixItems", code: "tuple-unchecked-by-draft-07", message: "/prefixItems: prefixItems kept: draft-07 readers do not check tuple elements" },
        { path: "/items", code: "dropped-items-beside-prefix-items", message: "/items: items beside prefixItems dropped: draft-07 readers would apply it to every element" },
      ],
      issues: [],
    });
    const withRef = { type: "object", properties: { t: { type: "array", items: [{ type: "string" }] }, u: { $ref: "#/properties/t/items/0" } } };
    expect(toPortableSchema(withRef).schema).toEqual({ type: "object", properties: { t: { type: "array", prefixItems: [{ type: "string" }] }, u: { type: "string" } } });
  });

  test("a recursive tuple kept under definitions: its $ref pointers follow the rename", () => {
    const schema: JsonSchema = { type: "object", properties: { t: { $ref: "#/definitions/T" } }, definitions: { T: { type: "array", items: [{ type: "string" }, { $ref: "#/definitions/T" }], additionalItems: false } } };
    const portable = toPortableSchema(schema);
    const tuple = { type: "array", prefixItems: [{ type: "string" }, { $ref: "#/definitions/T" }], maxItems: 2 };
    expect(portable.schema).toEqual({ type: "object", properties: { t: tuple }, definitions: { T: tuple } });
    expect(portable.loosened.map((item) => [item.path, item.code])).toEqual([
      ["/definitions/T/items", "read-as-draft-07"],
      ["/definitions/T/prefixItems/1/$ref", "dropped-branch"],
      ["/definitions/T/prefixItems", "tuple-unchecked-by-draft-07"],
    ]);
    compiles(portable.schema as JsonSchema);
  });

  test("dependencies: read as dependentRequired/dependentSchemas, mirrored for draft-07 readers", () => {
    const schema = { type: "object", dependencies: { a: ["b"], c: { required: ["d"] } } };
    const note = { path: "/dependencies", code: "read-as-draft-07", message: "/dependencies: draft-07 dependencies read as dependentRequired/dependentSchemas (2020-12 readers do not apply dependencies)" };
    expect(toPortableSchema(schema)).toEqual({
      schema: { type: "object", dependentRequired: { a: ["b"] }, dependentSchemas: { c: { required: ["d"] } }, dependencies: { a: ["b"], c: { required: ["d"] } } },
      loosened: [note],
      issues: [],
    });
  });

  test('$id: "#name" (invalid in 2020-12) is read as $anchor', () => {
    const schema = { type: "object", properties: { a: { $ref: "#foo" } }, definitions: { A: { $id: "#foo", type: "string" } } };
    const note = { path: "/definitions/A/$id", code: "read-as-draft-07", message: '/definitions/A/$id: $id "#foo" read as the draft-07 plain-name fragment $anchor "foo" (2020-12 forbids a fragment in $id)' };
    expect(toPortableSchema(schema)).toEqual({ schema: { type: "object", properties: { a: { type: "string" } } }, loosened: [note], issues: [] });
  });

  test("definitions-only refs need no reading: JSON Pointers mean the same in both dialects", () => {
    const schema = { type: "object", properties: { a: { $ref: "#/definitions/A" } }, definitions: { A: { type: "string" } } };
    expect(toPortableSchema(schema)).toEqual({ schema: { type: "object", properties: { a: { type: "string" } } }, loosened: [], issues: [] });
  });

  test("a declared dialect is never second-guessed; convertDialect keeps the MCP rule (no label = 2020-12)", () => {
    const issues = [{ path: "/properties/at/items", code: "invalid-keyword-value", message: "/properties/at/items: items must be a schema in 2020-12" }];
    expect(toPortableSchema({ $schema: DRAFT_2020, ...point })).toEqual({ schema: undefined, loosened: [], issues });
    expect(convertDialect(point, { to: "draft-07" })).toEqual({ schema: undefined, issues });
    expect(convertDialect(point, { from: "draft-07", to: "2020-12" }).schema).toEqual({
      $schema: DRAFT_2020, type: "object", properties: { at: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false, minItems: 2, maxItems: 2 } }, required: ["at"],
    });
  });
});

describe("toToolSchema honours io for zod 3 and raw Valibot", () => {
  const schema = z3.object({
    length: z3.string().transform((text) => text.length),
    count: z3.string().pipe(z3.coerce.number()),
    positive: z3.number().refine((n) => n > 0),
  });

  test("zod 3 input: the input side of pipes and effects", () => {
    expect(toToolSchema(schema, { io: "input" })).toEqual({
      $schema: DRAFT_2020, type: "object",
      properties: { length: { type: "string" }, count: { type: "string" }, positive: { type: "number" } },
      required: ["length", "count", "positive"], additionalProperties: true,
    });
  });

  test("zod 3 output: the pipe's output, a transform as {} (unknown), a refinement keeps its type", () => {
    expect(toToolSchema(schema, { io: "output" })).toEqual({
      $schema: DRAFT_2020, type: "object",
      properties: { length: {}, count: { type: "number" }, positive: { type: "number" } },
      required: ["length", "count", "positive"], additionalProperties: true,
    });
    expect(toToolSchema(z3.object({ n: z3.string().transform(Number).pipe(z3.number()) }), { io: "output" })).toEqual({
      $schema: DRAFT_2020, type: "object", properties: { n: { type: "number" } }, required: ["n"], additionalProperties: true,
    });
  });

  test("raw Valibot pipelines with a transform: typeMode follows io", () => {
    const valibot = v.object({ n: v.pipe(v.string(), v.transform(Number), v.number()) });
    expect(toToolSchema(valibot, { io: "input" })).toEqual({ $schema: DRAFT_2020, type: "object", properties: { n: { type: "string" } }, required: ["n"] });
    expect(toToolSchema(valibot, { io: "output" })).toEqual({ $schema: DRAFT_2020, type: "object", properties: { n: { type: "number" } }, required: ["n"] });
  });
});

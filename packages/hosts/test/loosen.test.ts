/**
 * Each rewrite of `loosen`, with exact projections and records; the places where no loosening-only form exists; the
 * entry point's errors, input hazards and purity.
 */
import { describe, expect, test } from "vitest";
import { LOOSENINGS, LoosenError, loosen, unwrapStructuredContent, wrapStructuredContent, type LooseningId } from "../src/index.js";
import type { JsonSchema, JsonValue } from "@mcp-wire/dialect";
import { hyperjump } from "./loosen-support.js";

/** The projection and the `[path, rewrite, effect]` of each record, and the `[path, code]` of each issue. */
function run(schema: unknown, rewrites: readonly LooseningId[], options = {}) {
  const result = loosen(schema, rewrites, options);
  return {
    schema: result.schema,
    loosened: result.loosened.map((item) => [item.path, item.rewrite, item.effect]),
    issues: result.issues.map((item) => [item.path, item.code]),
  };
}

describe("non-finite-number", () => {
  // the schema as projectTools reads `1e400` / `-1e400`: the largest double as the stand-in
  const S = Number.MAX_VALUE;

  test("a bound without effect and an annotation are dropped with the same meaning; other keywords looser", () => {
    const schema = {
      type: "object",
      properties: {
        a: { type: "number", maximum: S, minimum: -S, exclusiveMaximum: S, default: S },
        b: { type: "string", maxLength: S, examples: [1, S] },
        c: { type: "number", minimum: S },
        d: { enum: [1, -S] },
        e: { type: "number", maximum: 10 },
      },
    };
    expect(run(schema, ["non-finite-number"], { standIn: S })).toEqual({
      schema: { type: "object", properties: { a: { type: "number" }, b: { type: "string" }, c: { type: "number" }, d: {}, e: { type: "number", maximum: 10 } } },
      loosened: [
        ["/properties/a/maximum", "non-finite-number", "same"],
        ["/properties/a/minimum", "non-finite-number", "same"],
        ["/properties/a/exclusiveMaximum", "non-finite-number", "same"],
        ["/properties/a/default", "non-finite-number", "same"],
        ["/properties/b/maxLength", "non-finite-number", "same"],
        ["/properties/b/examples", "non-finite-number", "same"],
        ["/properties/c/minimum", "non-finite-number", "looser"],
        ["/properties/d/enum", "non-finite-number", "looser"],
      ],
      issues: [],
    });
  });

  test("a bound on the side it does not leave without effect (maximum: -1e400) is a loosening; under not it widens the not", () => {
    expect(run({ type: "object", properties: { n: { maximum: -S } } }, ["non-finite-number"], { standIn: S }).loosened).toEqual([["/properties/n/maximum", "non-finite-number", "looser"]]);
    expect(run({ not: { minimum: S } }, ["non-finite-number"], { standIn: S })).toEqual({
      schema: {},
      loosened: [
        ["/not/minimum", "non-finite-number", "looser"],
        ["/not", "non-finite-number", "looser"],
      ],
      issues: [],
    });
  });

  test("the number where a schema belongs (a properties member, a $defs entry, an anyOf branch) is left, with an issue at its path", () => {
    const found = (schema: JsonSchema) => run(schema, ["non-finite-number"], { standIn: S });
    expect(found({ type: "object", properties: { x: S } } as JsonSchema)).toEqual({ schema: { type: "object", properties: { x: S } }, loosened: [], issues: [["/properties/x", "no-loosening-form"]] });
    expect(found({ $defs: { a: S } } as JsonSchema).issues).toEqual([["/$defs/a", "no-loosening-form"]]);
    expect(found({ anyOf: [S, { type: "string" }] } as JsonSchema).issues).toEqual([["/anyOf/0", "no-loosening-form"]]);
  });

  test("without standIn, or with a number the schema does not hold, nothing changes", () => {
    const schema = { type: "number", maximum: S };
    expect(run(schema, ["non-finite-number"])).toEqual({ schema, loosened: [], issues: [] });
    expect(run(schema, ["non-finite-number"], { standIn: 5 })).toEqual({ schema, loosened: [], issues: [] });
  });

  test("a standIn that is not a positive finite number: LoosenError invalid-option at /standIn", () => {
    for (const standIn of [0, -1, Infinity, Number.NaN, "1e400"]) {
      try {
        loosen({}, [], { standIn: standIn as never });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(LoosenError);
        expect((error as LoosenError).issues.map((item) => [item.path, item.code, item.message])).toEqual([["/standIn", "invalid-option", "standIn must be a positive finite number"]]);
      }
    }
  });
});

describe("boolean-subschema", () => {
  test("true and false sub-schemas become {} and {not:{}}; closing keywords keep their booleans", () => {
    expect(run({ type: "object", properties: { a: true, b: false }, additionalProperties: false }, ["boolean-subschema"])).toEqual({
      schema: { type: "object", properties: { a: {}, b: { not: {} } }, additionalProperties: false },
      loosened: [
        ["/properties/a", "boolean-subschema", "same"],
        ["/properties/b", "boolean-subschema", "same"],
      ],
      issues: [],
    });
  });

  test("a boolean root and draft-07 tuple members", () => {
    expect(run(true, ["boolean-subschema"]).schema).toEqual({});
    expect(run({ $schema: "http://json-schema.org/draft-07/schema#", items: [true, { type: "string" }], additionalItems: false }, ["boolean-subschema"]).schema).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      items: [{}, { type: "string" }],
      additionalItems: false,
    });
  });
});

describe("properties-array and required-null", () => {
  test("empty arrays in map positions become {}; required: null is dropped", () => {
    expect(run({ type: "object", properties: [], $defs: [], required: null }, ["properties-array", "required-null"])).toEqual({
      schema: { type: "object", properties: {}, $defs: {} },
      loosened: [
        ["/properties", "properties-array", "same"],
        ["/$defs", "properties-array", "same"],
        ["/required", "required-null", "same"],
      ],
      issues: [],
    });
  });

  test("a non-empty array and a required list are left alone", () => {
    const schema = { type: "object", properties: [{ type: "string" }], required: ["a"] };
    expect(run(schema, ["properties-array", "required-null"])).toEqual({ schema, loosened: [], issues: [] });
  });
});

describe("draft-04-exclusive-bounds", () => {
  test("boolean exclusive bounds become numeric ones", () => {
    expect(run({ type: "number", minimum: 3, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: false }, ["draft-04-exclusive-bounds"])).toEqual({
      schema: { type: "number", exclusiveMinimum: 3, maximum: 9 },
      loosened: [
        ["/exclusiveMinimum", "draft-04-exclusive-bounds", "same"],
        ["/exclusiveMaximum", "draft-04-exclusive-bounds", "same"],
      ],
      issues: [],
    });
    expect(run({ type: "integer", exclusiveMaximum: true }, ["draft-04-exclusive-bounds"]).schema).toEqual({ type: "integer" });
  });

  test("same meaning: hyperjump at draft-04 on the original and at 2020-12 on the projection agree", async () => {
    const original = { type: "number", minimum: 3, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: true };
    const before = await hyperjump(original, "http://json-schema.org/draft-04/schema");
    const after = await hyperjump(loosen(original, ["draft-04-exclusive-bounds"]).schema as JsonSchema);
    const values = [2.9, 3, 3.0001, 5, 8.999, 9, 9.1];
    expect(values.map((value) => before?.(value))).toEqual([false, false, true, true, true, false, false]);
    expect(values.map((value) => after?.(value))).toEqual([false, false, true, true, true, false, false]);
  });
});

describe("unicode-pattern", () => {
  test("a pattern invalid in unicode mode is dropped; a valid one stays", () => {
    expect(run({ type: "object", properties: { id: { type: "string", pattern: "^agent\\_run\\_" }, ok: { type: "string", pattern: "^a_b$" } } }, ["unicode-pattern"])).toEqual({
      schema: { type: "object", properties: { id: { type: "string" }, ok: { type: "string", pattern: "^a_b$" } } },
      loosened: [["/properties/id/pattern", "unicode-pattern", "looser"]],
      issues: [],
    });
  });

  test("a patternProperties name invalid in unicode mode goes with its schema and the additionalProperties check", () => {
    expect(run({ type: "object", patternProperties: { "^x\\_": { type: "string" }, "^y": { type: "number" } }, additionalProperties: false }, ["unicode-pattern"])).toEqual({
      schema: { type: "object", patternProperties: { "^y": { type: "number" } } },
      loosened: [
        ["/patternProperties/^x\\_", "unicode-pattern", "looser"],
        ["/additionalProperties", "unicode-pattern", "looser"],
      ],
      issues: [],
    });
  });

  test("under not, dropping it alone would tighten: the not is dropped first", () => {
    expect(run({ type: "object", properties: { a: { not: { type: "string", pattern: "(" } } } }, ["unicode-pattern"])).toEqual({
      schema: { type: "object", properties: { a: {} } },
      loosened: [
        ["/properties/a/not/pattern", "unicode-pattern", "looser"],
        ["/properties/a/not", "unicode-pattern", "looser"],
      ],
      issues: [],
    });
  });

  test("the target of a $ref from a negated place is used negatively: left, with an issue; other places are loosened", () => {
    const schema = { properties: { a: { $ref: "#/$defs/p" }, b: { pattern: "\\_" } }, not: { $ref: "#/$defs/p" }, $defs: { p: { pattern: "\\_", properties: { q: { $ref: "#/$defs/q" } } }, q: { pattern: "\\_" } } };
    expect(run(schema, ["unicode-pattern"])).toEqual({
      schema: { ...schema, properties: { a: { $ref: "#/$defs/p" }, b: {} } },
      loosened: [["/properties/b/pattern", "unicode-pattern", "looser"]],
      issues: [
        ["/$defs/p/pattern", "no-loosening-form"],
        ["/$defs/q/pattern", "no-loosening-form"],
      ],
    });
  });

  test("a $ref inside a oneOf branch blocks nothing but its target (a zod discriminated union with a shared type)", () => {
    const schema = { type: "object", properties: { shape: { oneOf: [{ $ref: "#/$defs/point" }, { type: "string", pattern: "^id\\_" }] } }, $defs: { point: { type: "object" } } };
    expect(run(schema, ["unicode-pattern"]).schema).toEqual({ type: "object", properties: { shape: { anyOf: [{ $ref: "#/$defs/point" }, { type: "string" }] } }, $defs: { point: { type: "object" } } });
  });
});

describe("enum-description", () => {
  test("a non-string enum is dropped and its values said as JSON, never stringified", () => {
    const result = loosen({ type: "object", properties: { level: { type: "integer", description: "Level.", enum: [1, 2, 6] } } }, ["enum-description"]);
    expect(result.schema).toEqual({ type: "object", properties: { level: { type: "integer", description: "Level.\n\nAllowed values (JSON): 1, 2, 6" } } });
    expect(result.loosened.map((item) => [item.path, item.effect, item.blast, item.source])).toEqual([["/properties/level/enum", "looser", "misread", "BrokkAi/bifrost#25"]]);
  });

  test("an empty enum is dropped; a string enum stays", () => {
    expect(run({ enum: [] }, ["enum-description"]).schema).toEqual({ description: "No value is allowed here (empty enum)." });
    expect(run({ type: "string", enum: ["a", "b"] }, ["enum-description"]).loosened).toEqual([]);
  });

  test("in a oneOf branch the oneOf is read as anyOf first", () => {
    expect(run({ type: "object", properties: { n: { oneOf: [{ enum: [1, 2] }, { type: "string", minLength: 1 }] } } }, ["enum-description"])).toEqual({
      schema: { type: "object", properties: { n: { anyOf: [{ description: "Allowed values (JSON): 1, 2" }, { type: "string", minLength: 1 }] } } },
      loosened: [
        ["/properties/n/oneOf/0/enum", "enum-description", "looser"],
        ["/properties/n/oneOf", "enum-description", "looser"],
      ],
      issues: [],
    });
  });

  test("an if with a bad pattern loses its then and else; beside an anyOf a oneOf is dropped", () => {
    expect(run({ if: { pattern: "\\_" }, then: { minLength: 2 }, else: { maxLength: 1 }, type: "string" }, ["unicode-pattern"]).schema).toEqual({ type: "string" });
    expect(run({ anyOf: [{}], oneOf: [{ enum: [] }, {}] }, ["enum-description"]).schema).toEqual({ anyOf: [{}] });
  });
});

describe("array-items", () => {
  test("an array without items gets items: {}", () => {
    expect(run({ type: "object", properties: { tags: { type: ["array", "null"] }, ids: { type: "array", items: { type: "string" } } } }, ["array-items"])).toEqual({
      schema: { type: "object", properties: { tags: { type: ["array", "null"], items: {} }, ids: { type: "array", items: { type: "string" } } } },
      loosened: [["/properties/tags/items", "array-items", "same"]],
      issues: [],
    });
  });

  test("beside unevaluatedItems it loosens; in the target of a negated $ref it is refused", () => {
    expect(run({ type: "array", prefixItems: [{}], unevaluatedItems: false }, ["array-items"]).loosened).toEqual([["/items", "array-items", "looser"]]);
    const schema = { not: { $ref: "#/$defs/list" }, $defs: { list: { type: "array", unevaluatedItems: false } } };
    expect(run(schema, ["array-items"])).toEqual({ schema, loosened: [], issues: [["/$defs/list/items", "no-loosening-form"]] });
    expect(run({ not: { type: "array", unevaluatedItems: false } }, ["array-items"]).schema).toEqual({});
  });
});

describe("ref-inline", () => {
  test("a reference is replaced by its target and unused definitions are dropped", () => {
    expect(run({ type: "object", properties: { a: { $ref: "#/$defs/name", description: "A name" } }, $defs: { name: { type: "string" } } }, ["ref-inline"])).toEqual({
      schema: { type: "object", properties: { a: { type: "string", description: "A name" } } },
      loosened: [
        ["/properties/a/$ref", "ref-inline", "same"],
        ["/$defs", "ref-inline", "same"],
      ],
      issues: [],
    });
  });

  test("siblings that read the target's names keep both under allOf (2020-12); draft-07 keeps the target", () => {
    const schema = { properties: { a: { $ref: "#/$defs/o", properties: { x: {} } } }, $defs: { o: { properties: { y: {} }, additionalProperties: false } } };
    expect(run(schema, ["ref-inline"]).schema).toEqual({ properties: { a: { properties: { x: {} }, allOf: [{ properties: { y: {} }, additionalProperties: false }] } } });
    const draft07 = { $schema: "http://json-schema.org/draft-07/schema#", properties: { a: { $ref: "#/definitions/o", properties: { x: {} } } }, definitions: schema.$defs };
    expect(run(draft07, ["ref-inline"]).schema).toEqual({ $schema: "http://json-schema.org/draft-07/schema#", properties: { a: { properties: { y: {} }, additionalProperties: false } } });
  });

  test("recursion is unrolled inlineDepth times, then {}", () => {
    const tree = { type: "object", properties: { child: { $ref: "#" } } };
    expect(run(tree, ["ref-inline"], { inlineDepth: 1 })).toEqual({
      schema: { type: "object", properties: { child: { type: "object", properties: { child: { type: "object", properties: { child: {} } } } } } },
      loosened: [
        ["/properties/child/$ref", "ref-inline", "same"],
        ["/properties/child/properties/child/$ref", "ref-inline", "same"],
        ["/properties/child/properties/child/properties/child/$ref", "ref-inline", "looser"],
      ],
      issues: [],
    });
  });

  test("recursion under not cannot end in {}: left, with an issue, and the definitions kept", () => {
    const schema = { not: { $ref: "#/$defs/n" }, $defs: { n: { properties: { n: { $ref: "#/$defs/n" } } } } };
    const result = run(schema, ["ref-inline"], { inlineDepth: 0 });
    expect(result.issues).toEqual([["/not/properties/n/$ref", "no-loosening-form"]]);
    expect((result.schema as Record<string, unknown>)["$defs"]).toEqual(schema.$defs);
  });

  test("anchors resolve; remote and dangling references stay, each with an issue", () => {
    expect(run({ properties: { a: { $ref: "#name" } }, $defs: { n: { $anchor: "name", type: "string" } } }, ["ref-inline"]).schema).toEqual({ properties: { a: { type: "string" } } });
    expect(run({ properties: { a: { $ref: "https://example.com/s.json" }, b: { $ref: "#/$defs/gone" } } }, ["ref-inline"]).issues).toEqual([
      ["/properties/a/$ref", "unresolved-ref"],
      ["/properties/b/$ref", "unresolved-ref"],
    ]);
    expect(run({ properties: { a: { $id: "https://example.com/a", $ref: "#/x" } } }, ["ref-inline"]).issues).toEqual([["/properties/a", "unresolved-ref"]]);
  });

  test("copies repeat no anchor; a dynamic reference leaves the schema whole", () => {
    const schema = { properties: { a: { $ref: "#/$defs/t" }, b: { $ref: "#/$defs/t" }, c: { $ref: "#leaf" } }, $defs: { t: { properties: { x: { $anchor: "leaf", type: "string" } } } } };
    expect(run(schema, ["ref-inline"]).schema).toEqual({
      properties: { a: { properties: { x: { type: "string" } } }, b: { properties: { x: { type: "string" } } }, c: { type: "string" } },
    });
    const dynamic = { $dynamicAnchor: "node", properties: { a: { $ref: "#/$defs/x" }, b: { $dynamicRef: "#node" } }, $defs: { x: {} } };
    expect(run(dynamic, ["ref-inline", "ref-hoist"]).issues).toEqual([["/properties/b", "unresolved-ref"]]);
  });

  test("a reference graph that would pass the size bound inlines nothing", () => {
    const $defs: Record<string, unknown> = { d0: { type: "string" } };
    for (let level = 1; level <= 20; level++) $defs[`d${level}`] = { anyOf: [{ $ref: `#/$defs/d${level - 1}` }, { $ref: `#/$defs/d${level - 1}` }] };
    const schema = { properties: { a: { $ref: "#/$defs/d20" } }, $defs };
    expect(run(schema, ["ref-inline"])).toEqual({ schema, loosened: [], issues: [["", "inline-too-large"]] });
  });
});

describe("ref-hoist", () => {
  test("definitions, root and anchor references move under #/$defs/", () => {
    expect(run({ type: "object", properties: { a: { $ref: "#/definitions/a" }, self: { $ref: "#" }, b: { $ref: "#b" } }, definitions: { a: { type: "string" } }, $defs: { a: { type: "number" }, x: { $anchor: "b", type: "boolean" } } }, ["ref-hoist"]).schema).toEqual({
      type: "object",
      properties: { a: { $ref: "#/$defs/a_2" }, self: { $ref: "#/$defs/root" }, b: { $ref: "#/$defs/x_2" } },
      definitions: { a: { type: "string" } },
      $defs: {
        a: { type: "number" },
        x: { $anchor: "b", type: "boolean" },
        a_2: { type: "string" },
        root: { type: "object", properties: { a: { $ref: "#/$defs/a_2" }, self: { $ref: "#/$defs/root" }, b: { $ref: "#/$defs/x_2" } } },
        x_2: { type: "boolean" },
      },
    });
  });

  test("copies leave their anchors out, so none repeats (hyperjump loads the result)", async () => {
    const schema = { properties: { a: { $ref: "#/definitions/t" }, b: { $ref: "#leaf" } }, definitions: { t: { properties: { x: { $anchor: "leaf", type: "string" } } } } };
    const projected = loosen(schema, ["ref-hoist"]).schema as JsonSchema;
    expect(projected).toEqual({
      properties: { a: { $ref: "#/$defs/t" }, b: { $ref: "#/$defs/x" } },
      definitions: schema.definitions,
      $defs: { t: { properties: { x: { type: "string" } } }, x: { type: "string" } },
    });
    const check = await hyperjump(projected);
    const values: JsonValue[] = [{ a: { x: "s" }, b: "s" }, { a: { x: 1 } }, { b: 2 }];
    expect(values.map((value) => check?.(value))).toEqual([true, false, false]);
  });

  test("compliant references are left alone; a dangling one gets an issue", () => {
    const schema = { properties: { a: { $ref: "#/$defs/a" }, b: { $ref: "#/definitions/gone" } }, $defs: { a: {} } };
    expect(run(schema, ["ref-hoist"])).toEqual({ schema, loosened: [], issues: [["/properties/b/$ref", "unresolved-ref"]] });
  });
});

describe("root-combinators", () => {
  test("root allOf merges into the root (same meaning)", () => {
    expect(run({ allOf: [{ type: "object", properties: { a: { type: "string" } }, required: ["a"] }, { properties: { a: { minLength: 1 }, b: {} }, required: ["b"] }] }, ["root-combinators"])).toEqual({
      schema: { type: "object", properties: { a: { allOf: [{ type: "string" }, { minLength: 1 }] }, b: {} }, required: ["a", "b"] },
      loosened: [["/allOf", "root-combinators", "same"]],
      issues: [],
    });
  });

  test("a member's keyword that the root holds otherwise, and its additionalProperties, are dropped (looser)", () => {
    expect(run({ type: "object", maxProperties: 3, allOf: [{ maxProperties: 2, additionalProperties: false, properties: { a: {} } }] }, ["root-combinators"])).toEqual({
      schema: { type: "object", maxProperties: 3, properties: { a: {} } },
      loosened: [
        ["/allOf/0/maxProperties", "root-combinators", "looser"],
        ["/allOf/0/additionalProperties", "root-combinators", "looser"],
        ["/allOf", "root-combinators", "same"],
      ],
      issues: [],
    });
  });

  test("root oneOf folds into the union of its branches, said in description", () => {
    const branches = [
      { type: "object", properties: { url: { type: "string" }, mode: { enum: ["a"] } }, required: ["url", "mode"], additionalProperties: false },
      { type: "object", properties: { path: { type: "string" }, mode: { enum: ["b"] } }, required: ["path", "mode"], additionalProperties: false },
    ];
    expect(run({ description: "Open a page.", oneOf: branches }, ["root-combinators"])).toEqual({
      schema: {
        description: `Open a page.\n\nExactly one of these forms applies:\n1. ${JSON.stringify(branches[0])}\n2. ${JSON.stringify(branches[1])}`,
        properties: { url: { type: "string" }, mode: { anyOf: [{ enum: ["a"] }, { enum: ["b"] }] }, path: { type: "string" } },
        required: ["mode"],
        type: "object",
        additionalProperties: false,
      },
      loosened: [["/oneOf", "root-combinators", "looser"]],
      issues: [],
    });
  });

  test("a reference into a root combinator, or a member's anchor, leaves the root as it is", () => {
    const schema = { anyOf: [{ type: "object" }], properties: { a: { $ref: "#/anyOf/0" } } };
    expect(run(schema, ["root-combinators"])).toEqual({ schema, loosened: [], issues: [["", "no-loosening-form"]] });
    const anchored = { allOf: [{ $anchor: "base", required: ["a"] }], properties: { self: { $ref: "#base" } } };
    expect(run(anchored, ["root-combinators"])).toEqual({ schema: anchored, loosened: [], issues: [["", "no-loosening-form"]] });
  });
});

describe("root-object-type", () => {
  test("a root that is provably an object gets type object", () => {
    expect(run({ $schema: "https://json-schema.org/draft/2020-12/schema", anyOf: [{ type: "object" }, { $ref: "#/$defs/o" }], $defs: { o: { type: "object" } } }, ["root-object-type"])).toEqual({
      schema: { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", anyOf: [{ type: "object" }, { $ref: "#/$defs/o" }], $defs: { o: { type: "object" } } },
      loosened: [["/type", "root-object-type", "same"]],
      issues: [],
    });
  });

  test("a typeless input root gets it (arguments are objects); other roots get an issue", () => {
    expect(run({ properties: { a: {} } }, ["root-object-type"], { role: "inputSchema" }).schema).toEqual({ type: "object", properties: { a: {} } });
    expect(run({ properties: { a: {} } }, ["root-object-type"]).issues).toEqual([["", "no-loosening-form"]]);
    expect(run({ type: "string" }, ["root-object-type"], { role: "inputSchema" }).issues).toEqual([["", "no-loosening-form"]]);
    expect(run({ type: "array" }, ["root-object-type", "output-wrap"], { role: "outputSchema" }).issues).toEqual([]);
    expect(run(true, ["root-object-type"], { role: "inputSchema" }).schema).toEqual({ type: "object" });
    expect(run(false, ["root-object-type"], { role: "inputSchema" }).schema).toEqual({ type: "object", not: {} });
    expect(run(true, ["root-object-type"]).issues).toEqual([["", "no-loosening-form"]]);
  });
});

describe("output-wrap and structured content", () => {
  test("a non-object output schema is wrapped whole, as @modelcontextprotocol/server 2.4.0 does; pointers move with it", () => {
    const result = loosen(
      { $schema: "https://json-schema.org/draft/2020-12/schema", type: "array", items: { $ref: "#/$defs/item" }, $defs: { item: { type: "object", properties: { next: { $ref: "#/items" }, all: { $ref: "#" } } } } },
      ["output-wrap"],
      { role: "outputSchema" },
    );
    expect(result.wrapped).toBe(true);
    expect(result.schema).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: {
        result: {
          $schema: "https://json-schema.org/draft/2020-12/schema",
          type: "array",
          items: { $ref: "#/properties/result/$defs/item" },
          $defs: { item: { type: "object", properties: { next: { $ref: "#/properties/result/items" }, all: { $ref: "#/properties/result" } } } },
        },
      },
      required: ["result"],
    });
  });

  test("2019-09: a root $recursiveRef becomes a $ref to the moved root; a root with its own $id is kept whole", () => {
    const recursive = loosen({ $schema: "https://json-schema.org/draft/2019-09/schema", type: "array", items: { $recursiveRef: "#" } }, ["output-wrap"], { role: "outputSchema" });
    expect(recursive.schema).toMatchObject({ properties: { result: { items: { $ref: "#/properties/result" } } } });
    const based = { $id: "https://example.com/list", type: "array", items: { $ref: "#/$defs/n" }, $defs: { n: { type: "number" } } };
    expect(loosen(based, ["output-wrap"], { role: "outputSchema" }).schema).toEqual({ type: "object", properties: { result: based }, required: ["result"] });
  });

  test("the wrapped schema accepts exactly the wrapped values (hyperjump)", async () => {
    const original = { type: "array", items: { type: "integer" }, maxItems: 2 };
    const before = await hyperjump(original);
    const after = await hyperjump(loosen(original, ["output-wrap"]).schema as JsonSchema);
    const values = [[], [1], [1, 2], [1, 2, 3], ["a"], 5, null];
    expect(values.map((value) => before?.(value))).toEqual([true, true, true, false, false, false, false]);
    expect(values.map((value) => after?.(wrapStructuredContent(value) as never))).toEqual([true, true, true, false, false, false, false]);
  });

  test("object roots and input schemas are not wrapped", () => {
    expect(loosen({ type: "object" }, ["output-wrap"]).wrapped).toBe(false);
    expect(run({ type: "array" }, ["output-wrap"], { role: "inputSchema" }).issues).toEqual([["", "no-loosening-form"]]);
  });

  test("wrap and unwrap are inverse; unwrap refuses anything else", () => {
    const value = [1, { a: 2 }];
    expect(wrapStructuredContent(value)).toEqual({ result: value });
    expect(unwrapStructuredContent(wrapStructuredContent(value))).toBe(value);
    for (const bad of [null, [], { result: 1, more: 2 }, { other: 1 }, new Map()]) {
      expect(() => unwrapStructuredContent(bad)).toThrow(LoosenError);
    }
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error("trap"); } });
    expect(() => unwrapStructuredContent(hostile)).toThrowError(/structuredContent rejected at the root: not a wrapped result/);
  });
});

describe("loosen", () => {
  test("rewrites apply in LOOSENINGS order, whatever order they are listed in", () => {
    const schema = { anyOf: [{ type: "object", properties: { a: true } }] };
    expect(loosen(schema, ["root-combinators", "boolean-subschema"])).toEqual(loosen(schema, ["boolean-subschema", "root-combinators"]));
    expect(run(schema, [...LOOSENINGS].reverse()).schema).toMatchObject({ type: "object", properties: { a: {} } });
  });

  test("unknown ids and bad options throw LoosenError naming the path", () => {
    expect(() => loosen({}, ["nope" as LooseningId])).toThrowError(/rewrites rejected at \/0: not a loosening id: "nope" \(unknown-rewrite\)/);
    expect(() => loosen({}, [], { inlineDepth: 1.5 })).toThrowError(/loosen options rejected at \/inlineDepth/);
    try {
      loosen({}, [], { role: "tool" as never, dialect: "draft-04" as never });
    } catch (error) {
      expect(error).toBeInstanceOf(LoosenError);
      expect((error as LoosenError).issues.map((item) => [item.path, item.code])).toEqual([
        ["/dialect", "invalid-option"],
        ["/role", "invalid-option"],
      ]);
    }
  });

  test("rewrites and options that cannot be read throw LoosenError, not what they threw", () => {
    const trap = { get: () => { throw new Error("trap"); } };
    expect(() => loosen({}, new Proxy(["required-null"], trap) as never)).toThrowError(/rewrites rejected at the root: rewrites must be an array of loosening ids \(unknown-rewrite\)/);
    expect(() => loosen({}, [], new Proxy({}, { ownKeys: () => { throw new Error("trap"); } }))).toThrowError(/loosen options rejected at the root: options must be an object whose members can be read \(invalid-option\)/);
    expect(() => loosen({}, [], null as never)).toThrowError(LoosenError);
  });

  test("input that is not JSON gets readSchema's issues and no schema", () => {
    const hostile = { type: "object", get properties(): never { throw new Error("boom"); } };
    expect(run(hostile, LOOSENINGS)).toEqual({ schema: undefined, loosened: [], issues: [["/properties", "invalid-value"]] });
    expect(run("a string", LOOSENINGS).issues).toEqual([["", "not-a-schema"]]);
    expect(run({ minimum: Number.NaN }, LOOSENINGS).issues).toEqual([["/minimum", "invalid-value"]]);
  });

  test("the input is never mutated, and a __proto__ property name stays data", () => {
    const input = JSON.parse('{"type":"object","properties":{"__proto__":true,"a":{"enum":[1]}},"required":null}') as Record<string, unknown>;
    const copy = structuredClone(input);
    const result = loosen(input, LOOSENINGS, { role: "inputSchema" });
    expect(input).toEqual(copy);
    const properties = (result.schema as { properties: Record<string, unknown> }).properties;
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    expect(Object.keys(properties)).toEqual(["__proto__", "a"]);
    expect(Object.getOwnPropertyDescriptor(properties, "__proto__")?.value).toEqual({});
  });

  test("a polluted Object.prototype changes nothing", () => {
    const schema = { type: "object", properties: { a: { type: "array" }, b: { pattern: "\\_" } }, anyOf: [{ required: ["a"] }] };
    const clean = loosen(schema, LOOSENINGS, { role: "inputSchema" });
    const proto = Object.prototype as Record<string, unknown>;
    try {
      for (const key of ["$ref", "enum", "items", "type", "required", "$anchor", "description"]) proto[key] = key === "required" ? null : "#/x";
      expect(loosen(schema, LOOSENINGS, { role: "inputSchema" })).toEqual(clean);
    } finally {
      for (const key of ["$ref", "enum", "items", "type", "required", "$anchor", "description"]) delete proto[key];
    }
  });
});

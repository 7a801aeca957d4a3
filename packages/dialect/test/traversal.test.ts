import { describe, expect, test } from "vitest";
import { DRAFT_07_POSITIONS, DRAFT_2020_12_POSITIONS, convertDialect, positionOf, toPortableSchema, walkSchema } from "../src/index.js";

describe("position tables", () => {
  test("composed, frozen, null-prototype", () => {
    expect(positionOf("draft-07", "items")).toBe("single-or-array");
    expect(positionOf("2020-12", "items")).toBe("single");
    expect(positionOf("2020-12", "prefixItems")).toBe("array");
    expect(positionOf("2020-12", "additionalItems")).toBeUndefined();
    expect(positionOf("2019-09", "unevaluatedItems")).toBe("single");
    expect(positionOf("draft-07", "constructor")).toBeUndefined();
    expect(Object.isFrozen(DRAFT_07_POSITIONS) && Object.isFrozen(DRAFT_2020_12_POSITIONS)).toBe(true);
  });

  test("properties named like keywords are names, never keywords", () => {
    const schema = {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { items: { type: "array", items: [{ type: "string" }] }, definitions: { type: "string" }, $ref: { const: "#/definitions/x" } },
      definitions: { x: { type: "number" } },
    };
    expect(convertDialect(schema, { to: "2020-12" }).schema).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { items: { type: "array", prefixItems: [{ type: "string" }] }, definitions: { type: "string" }, $ref: { const: "#/definitions/x" } },
      $defs: { x: { type: "number" } },
    });
  });

  test("refs into definitions and tuples are rewritten", () => {
    const schema = { $schema: "http://json-schema.org/draft-07/schema#", items: [{ $ref: "#/definitions/a/items/0" }], definitions: { a: { items: [{ type: "string" }] } } };
    expect(convertDialect(schema, { to: "2020-12" }).schema).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      prefixItems: [{ $ref: "#/$defs/a/prefixItems/0" }],
      $defs: { a: { prefixItems: [{ type: "string" }] } },
    });
  });

  test("__proto__ and constructor keys are data", () => {
    const schema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"},"constructor":{"type":"number"}},"required":["__proto__"]}');
    const result = convertDialect(schema, { to: "draft-07" });
    expect(Object.keys((result.schema as { properties: object }).properties)).toEqual(["__proto__", "constructor"]);
    expect(Object.getPrototypeOf((result.schema as { properties: object }).properties)).toBe(Object.prototype);
  });

  test("never mutates; cycles and depth are issues", () => {
    const schema = { type: "array", prefixItems: [{ type: "number" }], items: false };
    const copy = structuredClone(schema);
    convertDialect(schema, { to: "draft-07" });
    toPortableSchema(schema);
    expect(schema).toEqual(copy);
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic["properties"] = { self: cyclic };
    expect(convertDialect(cyclic as never, { to: "draft-07" }).issues.map((item) => [item.path, item.code])).toEqual([["/properties/self", "cyclic-schema"]]);
    let deep: object = { type: "string" };
    for (let i = 0; i < 300; i++) deep = { not: deep };
    expect(walkSchema(deep as never, "2020-12", () => undefined).map((item) => item.code)).toEqual(["too-deep"]);
  });

  test("2020-12 → draft-07 refusals name the path", () => {
    expect(convertDialect({ properties: { a: { unevaluatedProperties: false, allOf: [{}] } }, contains: { type: "string" }, maxContains: 2 }, { to: "draft-07" })).toEqual({
      schema: undefined,
      issues: [
        { path: "/properties/a/unevaluatedProperties", code: "unevaluated-not-expressible", message: "/properties/a/unevaluatedProperties: unevaluatedProperties/unevaluatedItems beside in-place applicators has no draft-07 form" },
        { path: "/maxContains", code: "contains-bounds-not-expressible", message: "/maxContains: minContains/maxContains has no draft-07 form" },
      ],
    });
  });

  test("portable: a loosening under not drops the not", () => {
    expect(toPortableSchema({ not: { prefixItems: [{ type: "string" }] } })).toEqual({
      schema: {},
      loosened: [{ path: "/not", code: "dropped-branch", message: "/not: not dropped as a whole: inside it tuple-unchecked-by-draft-07" }],
      issues: [],
    });
  });
});

import { toStandardJsonSchema } from "@valibot/to-json-schema";
import { type } from "arktype";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { z as z3 } from "zod3";
import { DialectError, toToolSchema } from "../src/index.js";

const DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema";
const tupleIn2020 = { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false, minItems: 2, maxItems: 2 };

describe("toToolSchema", () => {
  test("zod 4 via ~standard.jsonSchema at 2020-12", () => {
    expect(toToolSchema(z.object({ at: z.tuple([z.number(), z.number()]) }))).toEqual({
      $schema: DRAFT_2020, type: "object", properties: { at: tupleIn2020 }, required: ["at"],
    });
  });

  test("zod 3 through zod-to-json-schema, converted to 2020-12", () => {
    expect(toToolSchema(z3.object({ at: z3.tuple([z3.number(), z3.number()]) }))).toEqual({
      $schema: DRAFT_2020, type: "object", properties: { at: { type: "array", minItems: 2, maxItems: 2, prefixItems: [{ type: "number" }, { type: "number" }] } },
      required: ["at"], additionalProperties: true,
    });
  });

  test("zod 3: additionalProperties: false only for .strict() objects (a zod 3 object strips unknown keys, it accepts them)", () => {
    expect(toToolSchema(z3.object({ a: z3.string() }).strict())).toEqual({
      $schema: DRAFT_2020, type: "object", properties: { a: { type: "string" } }, required: ["a"], additionalProperties: false,
    });
    expect(toToolSchema(z3.object({ a: z3.string() }).passthrough())).toEqual({
      $schema: DRAFT_2020, type: "object", properties: { a: { type: "string" } }, required: ["a"], additionalProperties: true,
    });
  });

  test("ArkType: what its strict toJsonSchema() refuses is a rejection, never the quieter Standard JSON Schema form", () => {
    expect(() => toToolSchema(type({ email: "string.email & /^a/" }))).toThrow(
      new DialectError(
        [{
          path: "/properties/email",
          code: "vendor-conversion-failed",
          message: "/properties/email: ArkType's strict toJsonSchema() refuses an intersection of patterns (JSON Schema would keep only the first); its JSON Schema would drop the constraint",
        }],
        "Schema conversion failed",
      ),
    );
  });

  test("Options are read as own properties only", () => {
    const polluted = Object.create({ io: "output", dialect: "draft-07" }) as object;
    expect(toToolSchema(z.object({ a: z.string().transform((s) => s.length) }), polluted)).toEqual({
      $schema: DRAFT_2020, type: "object", properties: { a: { type: "string" } }, required: ["a"],
    });
  });

  test("Valibot via toStandardJsonSchema, and ArkType", () => {
    const expected = { $schema: DRAFT_2020, type: "object", properties: { a: { type: "string" } }, required: ["a"] };
    expect(toToolSchema(toStandardJsonSchema(v.object({ a: v.string() })))).toEqual(expected);
    expect(toToolSchema(type({ a: "string" }))).toEqual(expected);
  });

  test("plain JSON Schema to draft-07 and portable", () => {
    expect(toToolSchema({ type: "object", properties: { t: tupleIn2020 } }, { dialect: "portable" })).toEqual({
      type: "object", properties: { t: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], minItems: 2, maxItems: 2 } },
    });
  });

  test("input schemas need an object root; output schemas do not", () => {
    expect(() => toToolSchema(z.string())).toThrow(DialectError);
    try {
      toToolSchema(z.string());
    } catch (error) {
      expect((error as DialectError).issues).toEqual([
        { path: "", code: "root-not-object", message: 'root: a tool input schema needs type: "object" at its root, got "string"' },
      ]);
    }
    expect(toToolSchema(z.string(), { io: "output" })).toEqual({ $schema: DRAFT_2020, type: "string" });
  });

  test("not a schema", () => {
    expect(() => toToolSchema(42)).toThrow("Not a schema: / (not-a-schema)");
  });
});

import { toStandardJsonSchema } from "@valibot/to-json-schema";
import { type } from "arktype";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { z as z3 } from "zod3";
import { z as z41 } from "zod41";
import { convertStandardSchema, isStandardSchema, schemaRoute, StandardSchemaError, type StandardConversion } from "../src/index.js";

const DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema";
const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const strings = (...names: string[]) => Object.fromEntries(names.map((name) => [name, { type: "string" }]));

/** The issues a conversion throws (a StandardSchemaError), or the conversion when it does not throw. */
function issuesOf(run: () => StandardConversion): unknown {
  try {
    return run();
  } catch (error) {
    expect(error).toBeInstanceOf(StandardSchemaError);
    return (error as StandardSchemaError).issues;
  }
}

/** A hand-made Standard Schema of `vendor` whose converter is `input`. */
function foreign(vendor: string, input?: () => unknown): object {
  const jsonSchema = input ? { input, output: input } : undefined;
  return { "~standard": { version: 1, vendor, validate: (value: unknown) => ({ value }), ...(jsonSchema ? { jsonSchema } : {}) } };
}

describe("routing", () => {
  it("routes on ~standard.validate; a pre-Standard zod 3 schema has its own route; anything else none", () => {
    expect([z.string(), z3.string(), v.string(), type("string"), foreign("acme")].map(schemaRoute)).toEqual(["standard", "standard", "standard", "standard", "standard"]);
    const legacy = { _def: { typeName: "ZodString" }, safeParse: () => ({ success: true }) };
    expect([legacy, { type: "object" }, { "~standard": { vendor: "zod" } }, null, "zod"].map(schemaRoute)).toEqual(["zod3-legacy", undefined, undefined, undefined, undefined]);
  });

  it("isStandardSchema never throws; schemaRoute lets a hostile read through", () => {
    const hostile = { get "~standard"(): never { throw new Error("nope"); } };
    expect(isStandardSchema(hostile)).toBe(false);
    expect(() => schemaRoute(hostile)).toThrow(new Error("nope"));
  });
});

describe("zod", () => {
  // The same form in zod 4.6 and zod 4.1 (two libraries, one shape).
  const zod46 = z.object({
    a: z.string().refine((s) => s.length > 1),
    b: z.string().trim(),
    c: z.stringbool(),
    d: z.string().transform((s) => s.length),
    e: z.string().pipe(z.email()),
    f: z.number().superRefine(() => undefined).optional(),
  });
  const zod41 = z41.object({
    a: z41.string().refine((s) => s.length > 1),
    b: z41.string().trim(),
    c: z41.stringbool(),
    d: z41.string().transform((s) => s.length),
    e: z41.string().pipe(z41.email()),
    f: z41.number().superRefine(() => undefined).optional(),
  });
  const expected: StandardConversion = {
    jsonSchema: { $schema: DRAFT_2020, type: "object", properties: { ...strings("a", "b", "c", "d", "e"), f: { type: "number" } }, required: ["a", "b", "c", "d", "e"] },
    vendor: "zod",
    unadvertised: [
      { path: "/properties/a", kind: "refinement" },
      { path: "/properties/b", kind: "transform" },
      { path: "/properties/c", kind: "transform" },
      { path: "/properties/d", kind: "transform" },
      { path: "/properties/e", kind: "pipe" },
      { path: "/properties/f", kind: "refinement" },
    ],
    formatPatterns: [],
  };

  it("zod 4.6 through ~standard.jsonSchema: refinements, overwrites, codecs, transforms and pipes found by zod's override hook", () => {
    expect(convertStandardSchema(zod46)).toEqual(expected);
  });

  it("zod 4.1 (no ~standard.jsonSchema) through toJSONSchema of the installed zod/v4/core, the same findings", () => {
    expect("jsonSchema" in zod41["~standard"]).toBe(false);
    expect(convertStandardSchema(zod41)).toEqual(expected);
  });

  it("zod 4 refuses what JSON Schema cannot carry: conversion-failed", () => {
    expect(issuesOf(() => convertStandardSchema(z41.object({ d: z41.string().transform((s) => s.length) }), { io: "output" }))).toEqual([
      { path: "", code: "conversion-failed", message: "the schema's JSON Schema converter threw: Transforms cannot be represented in JSON Schema" },
    ]);
  });

  it("zod 3 through zod-to-json-schema: effects and pipes found by its override hook; additionalProperties: false only for .strict()", () => {
    const schema = z3.object({
      a: z3.string().refine((s) => s.length > 1),
      d: z3.string().transform((s) => s.length),
      p: z3.preprocess((x) => x, z3.string()),
      e: z3.string().pipe(z3.string().email()),
      s: z3.object({ x: z3.string() }).strict(),
    });
    expect(convertStandardSchema(schema)).toEqual({
      jsonSchema: {
        $schema: DRAFT_07, type: "object", additionalProperties: true, required: ["a", "d", "p", "e", "s"],
        properties: { ...strings("a", "d", "p", "e"), s: { type: "object", properties: strings("x"), required: ["x"], additionalProperties: false } },
      },
      vendor: "zod",
      unadvertised: [
        { path: "/properties/a", kind: "refinement" },
        { path: "/properties/d", kind: "transform" },
        { path: "/properties/p", kind: "transform" },
        { path: "/properties/e", kind: "pipe" },
      ],
      formatPatterns: [],
    });
  });

  it("zod 3 output side: the pipe's output, a transform as {} (its type is unknown)", () => {
    const schema = z3.object({ d: z3.string().transform((s) => s.length), e: z3.string().pipe(z3.coerce.number()) });
    expect(convertStandardSchema(schema, { io: "output" }).jsonSchema).toEqual({
      $schema: DRAFT_07, type: "object", additionalProperties: true, required: ["d", "e"], properties: { d: {}, e: { type: "number" } },
    });
  });
});

describe("Valibot", () => {
  const schema = v.object({
    a: v.pipe(v.string(), v.check((s) => s.length > 1)),
    b: v.pipe(v.string(), v.trim()),
    n: v.pipe(v.string(), v.transform(Number), v.number()),
    m: v.pipe(v.string(), v.minLength(2)),
  });
  const expected: StandardConversion = {
    jsonSchema: { $schema: DRAFT_2020, type: "object", properties: { ...strings("a", "b", "n"), m: { type: "string", minLength: 2 } }, required: ["a", "b", "n", "m"] },
    vendor: "valibot",
    unadvertised: [
      { path: "/properties/a", kind: "refinement" },
      { path: "/properties/b", kind: "transform" },
      { path: "/properties/n", kind: "transform" },
    ],
    formatPatterns: [],
  };

  it("without its converter: @valibot/to-json-schema, check and transformation actions found (also past the input side's end)", () => {
    expect(convertStandardSchema(schema)).toEqual(expected);
  });

  it("wrapped by toStandardJsonSchema: the same, through libraryOptions", () => {
    expect(convertStandardSchema(toStandardJsonSchema(schema))).toEqual(expected);
  });

  it("an action the converter cannot write is still refused (strict)", () => {
    expect(issuesOf(() => convertStandardSchema(v.object({ a: v.pipe(v.string(), v.creditCard()) })))).toEqual([
      { path: "", code: "conversion-failed", message: 'the schema\'s JSON Schema converter threw: The "credit_card" action cannot be converted to JSON Schema.' },
    ]);
  });
});

describe("ArkType", () => {
  it("narrows and morphs are found at their paths; the output is the Standard JSON Schema input side", () => {
    const schema = type({ n: type("number").narrow((x) => x > 1), m: "string.numeric.parse", p: type("string").pipe((s) => s.length), s: "string" });
    expect(convertStandardSchema(schema)).toEqual({
      jsonSchema: {
        $schema: DRAFT_2020, type: "object", required: ["m", "n", "p", "s"],
        properties: { m: { type: "string", pattern: "^(?:(?!^-0\\.?0*$)(?:-?(?:(?:0|[1-9]\\d*)(?:\\.\\d+)?)|\\.\\d+?))$" }, n: { type: "number" }, p: { type: "string" }, s: { type: "string" } },
      },
      vendor: "arktype",
      unadvertised: [
        { path: "/properties/m", kind: "transform" },
        { path: "/properties/n", kind: "refinement" },
        { path: "/properties/p", kind: "transform" },
      ],
      formatPatterns: [],
    });
  });

  it("what its strict toJsonSchema() refuses is constraint-refused at each path, never the quieter Standard output", () => {
    const refuses = (lost: string) => `ArkType's strict toJsonSchema() refuses ${lost}; its JSON Schema would drop the constraint`;
    expect(issuesOf(() => convertStandardSchema(type({ e: "string.email & /^a/", b: "bigint", u: "undefined | string", d: "Date", m: "Map", t: ["string", "...", "number[]", "boolean"] })))).toEqual([
      { path: "/properties/b", code: "constraint-refused", message: refuses("a type JSON has no value for (bigint, symbol, …)") },
      { path: "/properties/d", code: "constraint-refused", message: refuses("a Date (JSON has none)") },
      { path: "/properties/e", code: "constraint-refused", message: refuses("an intersection of patterns (JSON Schema would keep only the first)") },
      { path: "/properties/m", code: "constraint-refused", message: refuses("an instance type (Map, Set, …)") },
      { path: "/properties/t", code: "constraint-refused", message: refuses("array elements after a variadic part") },
      { path: "/properties/u/anyOf/1", code: "constraint-refused", message: refuses("a literal JSON cannot carry (undefined, a bigint, a symbol, …)") },
    ]);
    // The same type through ArkType's own Standard JSON Schema output: the regex is gone without a word.
    expect(type({ e: "string.email & /^a/" })["~standard"].jsonSchema.input({ target: "draft-2020-12" })).toEqual({
      $schema: DRAFT_2020, type: "object", required: ["e"], properties: { e: { type: "string", pattern: "^[\\w%+.-]+@[\\d.A-Za-z-]+\\.[A-Za-z]{2,}$" } },
    });
  });
});

describe("any other vendor", () => {
  it("~standard.jsonSchema is used as it is; without it, converter-missing says what to do", () => {
    expect(convertStandardSchema(foreign("acme", () => ({ type: "object" })))).toEqual({ jsonSchema: { type: "object" }, vendor: "acme", unadvertised: [], formatPatterns: [] });
    expect(issuesOf(() => convertStandardSchema(foreign("acme")))).toEqual([
      { path: "", code: "converter-missing", message: "acme schema without ~standard.jsonSchema: use a version of it that implements Standard JSON Schema, or pass a JSON Schema object" },
    ]);
  });

  it.each([
    ["throws", () => { throw new Error("boom"); }, "the schema's JSON Schema converter threw: boom"],
    ["throws a string", () => { throw "boom"; }, "the schema's JSON Schema converter threw: error"],
    ["returns a Promise", () => Promise.resolve({}), "the schema's JSON Schema converter returned a Promise; a synchronous converter is required"],
    ["returns null", () => null, "the schema's JSON Schema converter returned null, not an object"],
    ["returns an array", () => [], "the schema's JSON Schema converter returned an array, not an object"],
    ["returns a number", () => 5, "the schema's JSON Schema converter returned a number, not an object"],
  ])("a converter that %s: conversion-failed", (_, input, message) => {
    expect(issuesOf(() => convertStandardSchema(foreign("acme", input)))).toEqual([{ path: "", code: "conversion-failed", message }]);
  });

  it("a hostile vendor named like a known one: cyclic or 10 000-deep output is walked once, without a stack overflow", () => {
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic["properties"] = { self: cyclic };
    for (const vendor of ["arktype", "valibot", "zod"]) {
      expect(convertStandardSchema(foreign(vendor, () => cyclic))).toEqual({ jsonSchema: cyclic, vendor, unadvertised: [], formatPatterns: [] });
    }
    let deep: Record<string, unknown> = { type: "string" };
    for (let level = 0; level < 10_000; level++) deep = { properties: { a: deep } };
    expect(convertStandardSchema(foreign("arktype", () => deep)).unadvertised).toEqual([]);
  });

  it("a hostile schema that names itself arktype and throws when inspected: conversion-failed", () => {
    const hostile = { ...foreign("arktype", () => ({ type: "object" })), get internal(): never { throw new Error("inspect"); } };
    expect(issuesOf(() => convertStandardSchema(hostile))).toEqual([
      { path: "", code: "conversion-failed", message: "reading what the schema's JSON Schema converter left out threw: inspect" },
    ]);
  });

  it("the error message is bounded and names the path", () => {
    const error = (() => { try { convertStandardSchema(foreign("acme", () => { throw new Error("x".repeat(10_000)); })); } catch (e) { return e as StandardSchemaError; } return undefined; })();
    expect(error?.message).toBe(`Standard Schema rejected at the root: the schema's JSON Schema converter threw: ${"x".repeat(117)}... (conversion-failed)`);
  });
});

describe("options", () => {
  it("are read as own properties only: an inherited io changes nothing", () => {
    const polluted = Object.create({ io: "output" }) as { io?: "output" };
    const schema = z.object({ n: z.string().pipe(z.coerce.number()) });
    expect(convertStandardSchema(schema, polluted).jsonSchema).toEqual(convertStandardSchema(schema).jsonSchema);
    expect(convertStandardSchema(schema, { io: "output" }).jsonSchema).toEqual({
      $schema: DRAFT_2020, type: "object", properties: { n: { type: "number" } }, required: ["n"], additionalProperties: false,
    });
  });
});

/**
 * The vendor fallbacks when their optional peer is not installed: `converter-missing` at the root, saying what to
 * install. The peers are installed here, so this file makes Node's resolver fail for them (every `require` of
 * `@mcp-wire/core` goes through `Module._resolveFilename`) before it loads the conversion.
 */
import Module from "node:module";
import * as v from "valibot";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { z as z3 } from "zod3";
import { z as z40 } from "zod40";

const ABSENT: ReadonlySet<string> = new Set(["@valibot/to-json-schema", "zod-to-json-schema", "zod/v4/core"]);
type Resolve = (request: string, ...rest: unknown[]) => string;
const resolver = Module as unknown as { _resolveFilename: Resolve };
const original = resolver._resolveFilename;
resolver._resolveFilename = function (request: string, ...rest: unknown[]) {
  if (ABSENT.has(request)) throw Object.assign(new Error(`Cannot find module '${request}'`), { code: "MODULE_NOT_FOUND" });
  return original.call(this, request, ...rest);
};
afterAll(() => {
  resolver._resolveFilename = original;
});

const { convertStandardSchema, StandardSchemaError } = await import("../src/index.js");

/** The issues `convertStandardSchema(schema)` throws. */
function issuesOf(schema: object): unknown {
  try {
    convertStandardSchema(schema);
  } catch (error) {
    expect(error).toBeInstanceOf(StandardSchemaError);
    return (error as InstanceType<typeof StandardSchemaError>).issues;
  }
  return "converted";
}

const missing = (message: string) => [{ path: "", code: "converter-missing", message }];

describe("an optional converter that is not installed", () => {
  it("raw Valibot without @valibot/to-json-schema", () => {
    expect(issuesOf(v.object({ a: v.string() }))).toEqual(missing("valibot schema without ~standard.jsonSchema: install @valibot/to-json-schema"));
  });

  it("zod 3 without zod-to-json-schema", () => {
    expect(issuesOf(z3.object({ a: z3.string() }))).toEqual(missing("zod 3 schema without ~standard.jsonSchema: install zod-to-json-schema"));
  });

  it("zod 4.0 without a zod/v4/core to convert it", () => {
    expect(issuesOf(z40.object({ a: z40.string() }))).toEqual(
      missing("zod schema without ~standard.jsonSchema: install zod 4 (or zod 3.25, which ships zod/v4)"),
    );
  });

  it("a schema with its own Standard JSON Schema converter needs none of them (zod 4.6)", () => {
    expect(convertStandardSchema(z.object({ a: z.string() })).jsonSchema).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { a: { type: "string" } },
      required: ["a"],
    });
  });
});

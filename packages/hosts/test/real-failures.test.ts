/**
 * Six real host failures, each reproduced with the real validator and fixed.
 */
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";
import { convertDialect, toPortableSchema, type JsonSchema } from "@mcp-wire/dialect";
import { checkToolSchema, projectFor } from "../src/index.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema";

describe("real host failures", () => {
  test("1. a draft-07 label is refused by 2020-12-only hosts; projectFor relabels", () => {
    const schema = { $schema: DRAFT_07, type: "object", properties: { count: { type: "number" } } };
    expect(checkToolSchema(schema, "2020-12-only")).toEqual([
      { path: "/$schema", code: "unsupported-dialect-label", message: `/$schema: 2020-12-only refuses $schema "${DRAFT_07}"` },
    ]);
    expect(projectFor(schema, "2020-12-only")).toEqual({ schema: { type: "object", properties: { count: { type: "number" } } }, loosened: [], issues: [] });
  });

  test("2. a 2020-12 label is refused by draft-07 Ajv hosts and VS Code", () => {
    const schema = { $schema: DRAFT_2020, type: "object", properties: { count: { type: "number" } } };
    for (const host of ["draft-07-ajv-default", "vscode", "mcp-sdk-v1-client"] as const) {
      expect(checkToolSchema(schema, host).map((item) => item.code)).toEqual(["unsupported-dialect-label"]);
    }
    expect(() => new Ajv().compile(schema)).toThrow("no schema with key or ref");
    expect(projectFor(schema, "draft-07-ajv-default").schema).toEqual({ $schema: DRAFT_07, type: "object", properties: { count: { type: "number" } } });
    expect(projectFor(schema, "vscode").schema).toEqual({ type: "object", properties: { count: { type: "number" } } });
  });

  test("3. a 2020-12 tuple fails every element under draft-07 semantics; draft-07 and portable forms pass", () => {
    const tuple = { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false, minItems: 2, maxItems: 2 };
    expect(new Ajv({ strict: false }).validate(tuple, [1, 2])).toBe(false);
    expect(checkToolSchema(tuple, "mcp-sdk-v1-client", { io: "output" })).toEqual([
      { path: "", code: "root-not-object", message: 'root: a tool output schema needs type: "object" at its root' },
      { path: "/items", code: "tuple-misread", message: "/items: mcp-sdk-v1-client applies items beside prefixItems to every element" },
    ]);
    const draft07 = convertDialect(tuple, { to: "draft-07" });
    expect(draft07).toEqual({
      schema: { $schema: DRAFT_07, type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false, minItems: 2, maxItems: 2 },
      issues: [],
    });
    const portable = toPortableSchema(tuple);
    expect(portable.schema).toEqual({ type: "array", prefixItems: [{ type: "number" }, { type: "number" }], minItems: 2, maxItems: 2 });
    expect(portable.loosened.map((item) => [item.path, item.code])).toEqual([["/prefixItems", "tuple-unchecked-by-draft-07"]]);
    for (const form of [draft07.schema as JsonSchema, portable.schema as JsonSchema]) {
      expect(new Ajv({ strict: false }).validate(form, [1, 2])).toBe(true);
    }
    expect(new Ajv2020({ strict: false }).validate(portable.schema as JsonSchema, [1, 2])).toBe(true);
    expect(new Ajv2020({ strict: false }).validate(portable.schema as JsonSchema, [1, "x"])).toBe(false);
    expect(new Ajv2020({ strict: false }).validate(portable.schema as JsonSchema, [1, 2, 3])).toBe(false);
  });

  test("4. a draft-07 tuple is not a valid 2020-12 schema; conversion gives prefixItems", () => {
    const tuple = { type: "array", items: [{ type: "string" }, { type: "number" }], additionalItems: false };
    expect(checkToolSchema(tuple, "anthropic-api", { io: "output" })).toEqual([
      { path: "", code: "root-not-object", message: 'root: a tool output schema needs type: "object" at its root' },
      { path: "/items", code: "draft-07-tuple", message: "/items: anthropic-api: an items array is a draft-07 tuple, not a valid 2020-12 schema" },
    ]);
    expect(convertDialect({ $schema: DRAFT_07, ...tuple }, { to: "2020-12" })).toEqual({
      schema: { $schema: DRAFT_2020, type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: false },
      issues: [],
    });
    expect(toPortableSchema({ $schema: DRAFT_07, ...tuple }).schema).toEqual({ type: "array", prefixItems: [{ type: "string" }, { type: "number" }], maxItems: 2 });
  });

  test("5. type arrays are refused by OpenAPI-3.0-style hosts; anyOf is accepted", () => {
    const schema = { type: "object", properties: { name: { type: ["string", "null"] } } };
    expect(checkToolSchema(schema, "openapi-3.0-subset")).toEqual([
      { path: "/properties/name/type", code: "type-array", message: "/properties/name/type: openapi-3.0-subset refuses a type array; use anyOf" },
    ]);
    expect(projectFor(schema, "openapi-3.0-subset")).toEqual({
      schema: { type: "object", properties: { name: { anyOf: [{ type: "string" }, { type: "null" }] } } },
      loosened: [],
      issues: [],
    });
  });

  test("6. a $ref whose $defs is missing fails tools/list; the portable form replaces it and says so", () => {
    const schema = { type: "object", properties: { user: { $ref: "#/$defs/User" } } };
    expect(checkToolSchema(schema, "anthropic-api")).toEqual([
      { path: "/properties/user/$ref", code: "missing-ref-target", message: '/properties/user/$ref: $ref "#/$defs/User" has no target' },
    ]);
    expect(toPortableSchema(schema)).toEqual({
      schema: { type: "object", properties: { user: {} } },
      loosened: [{ path: "/properties/user/$ref", code: "dangling-ref", message: '/properties/user/$ref: $ref "#/$defs/User" has no target; replaced by {}' }],
      issues: [],
    });
  });
});

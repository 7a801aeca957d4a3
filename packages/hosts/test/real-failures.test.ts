/**
 * Six real host failures, each reproduced with the real validator, judged by `checkTools` and projected by
 * `projectTools` (or, where no loosening-only form exists, said so).
 */
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { AjvJsonSchemaValidator as ValidatorBeta } from "client-2-0-beta/validators/ajv";
import { AjvJsonSchemaValidator as SdkV1Validator } from "@modelcontextprotocol/sdk/validation/ajv";
import { describe, expect, test } from "vitest";
import { convertDialect, toPortableSchema, type JsonSchema } from "@mcp-wire/dialect";
import { checkTools, projectTools, type ArchetypeId, type ProjectionHost } from "../src/index.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema";

/** `[layer, code, path, blast]` of each finding of `host` on one schema of a one-tool list. */
function findings(host: ArchetypeId, role: "inputSchema" | "outputSchema", schema: unknown) {
  const tool = role === "inputSchema" ? { name: "t", inputSchema: schema } : { name: "t", inputSchema: { type: "object" }, outputSchema: schema };
  const report = checkTools({ tools: [tool] }, { hosts: [host] });
  return (report.tools[0]?.schemas.find((found) => found.role === role)?.hosts[0]?.issues ?? []).map((found) => [found.layer, found.code, found.path, found.blast]);
}

/** The projected schema of one role of a one-tool list for `host`, with the report on it. */
function projected(host: ProjectionHost, role: "inputSchema" | "outputSchema", schema: unknown) {
  const tool = role === "inputSchema" ? { name: "t", inputSchema: schema } : { name: "t", inputSchema: { type: "object" }, outputSchema: schema };
  const projection = projectTools([tool], host);
  return { schema: (projection.tools[0] as Record<string, unknown>)[role] as JsonSchema, report: projection.report[0] };
}

const compiles = (compile: () => unknown): boolean => {
  try {
    compile();
    return true;
  } catch {
    return false;
  }
};

describe("real host failures", () => {
  test("1. a draft-07 label is refused by the 2020-12-only validator; the projection converts it (same meaning)", () => {
    const schema = { $schema: DRAFT_07, type: "object", properties: { count: { type: "number" } } };
    expect(compiles(() => new ValidatorBeta().getValidator(schema as never))).toBe(false);
    expect(findings("2020-12-only", "outputSchema", schema)).toEqual([["host", "unsupported-dialect-label", "/$schema", "result"]]);
    const { schema: form, report } = projected("2020-12-only", "outputSchema", schema);
    expect(form).toEqual({ type: "object", properties: { count: { type: "number" } } });
    expect(report?.loosened.outputSchema?.map((change) => [change.path, change.rewrite, change.effect])).toEqual([["/$schema", "dialect-2020-12", "same"], ["/$schema", "unlabel-2020-12", "same"]]);
    expect(compiles(() => new ValidatorBeta().getValidator(form as never))).toBe(true);
  });

  test("2. a 2020-12 label is refused by new Ajv(); the projection is its draft-07 form", () => {
    const schema = { $schema: DRAFT_2020, type: "object", properties: { count: { type: "number" } } };
    expect(() => new Ajv().compile(schema)).toThrow("no schema with key or ref");
    expect(findings("draft-07-ajv-default", "inputSchema", schema)).toEqual([["host", "compile-failed", "", "tool"]]);
    // the SDK 1.x client loads every label (validateSchema: false)
    expect(findings("mcp-sdk-v1-client", "outputSchema", schema)).toEqual([]);
    const { schema: form } = projected("draft-07-ajv-default", "inputSchema", schema);
    expect(form).toEqual({ $schema: DRAFT_07, type: "object", properties: { count: { type: "number" } } });
    expect(compiles(() => new Ajv().compile(form))).toBe(true);
  });

  test("3. a 2020-12 tuple fails every element under draft-07 semantics; the SDK 1.x client gets the draft-07 form, an unknown client the tuple without its rest", () => {
    const tuple = { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false, minItems: 2, maxItems: 2 };
    const schema = { type: "object", properties: { pair: tuple }, required: ["pair"] };
    expect(new SdkV1Validator().getValidator(schema as never)({ pair: [1, 2] }).valid).toBe(false);
    expect(findings("mcp-sdk-v1-client", "outputSchema", schema)).toEqual([
      ["host", "read-as-draft-07", "/properties/pair/prefixItems", "misread"],
      ["host", "tuple-misread", "/properties/pair/items", "misread"],
    ]);
    const v1 = projected("mcp-sdk-v1-client", "outputSchema", schema).schema;
    expect(v1).toEqual({ $schema: DRAFT_07, type: "object", properties: { pair: { type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false, minItems: 2, maxItems: 2 } }, required: ["pair"] });
    expect(new SdkV1Validator().getValidator(v1 as never)({ pair: [1, 2] }).valid).toBe(true);
    expect(new SdkV1Validator().getValidator(v1 as never)({ pair: [1, "x"] }).valid).toBe(false);
    const common = projected("common", "outputSchema", schema).schema;
    expect(common).toEqual({ type: "object", properties: { pair: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], minItems: 2, maxItems: 2 } }, required: ["pair"] });
    expect(new SdkV1Validator().getValidator(common as never)({ pair: [1, 2] }).valid).toBe(true);
    expect(new Ajv2020({ strict: false }).validate(common, { pair: [1, "x"] })).toBe(false);
    expect(new Ajv2020({ strict: false }).validate(common, { pair: [1, 2, 3] })).toBe(false);
    // the dialect package's forms, for comparison
    expect(convertDialect(tuple, { to: "draft-07" }).schema).toEqual({ $schema: DRAFT_07, type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false, minItems: 2, maxItems: 2 });
    expect(toPortableSchema(tuple).schema).toEqual({ type: "array", prefixItems: [{ type: "number" }, { type: "number" }], minItems: 2, maxItems: 2 });
  });

  test("4. an unlabelled draft-07 tuple is not a valid 2020-12 schema; the projection reads it with its draft-07 meaning", () => {
    const schema = { type: "object", properties: { pair: { type: "array", items: [{ type: "string" }, { type: "number" }], additionalItems: false } } };
    expect(findings("anthropic-api", "inputSchema", schema).map(([layer, code, path]) => [layer, code, path])).toEqual([
      ["dialect", "meta-schema-invalid", "/properties/pair/items"],
      ["host", "draft-07-tuple", "/properties/pair/items"],
    ]);
    const { schema: form, report } = projected("anthropic-api", "inputSchema", schema);
    expect(form).toEqual({ type: "object", properties: { pair: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: false } } });
    expect(report?.issues).toEqual([]);
    expect(convertDialect({ $schema: DRAFT_07, ...schema }, { to: "2020-12" }).schema).toEqual({ $schema: DRAFT_2020, ...form });
  });

  test("5. type arrays are refused by OpenAPI-3.0-style hosts; no loosening-only form exists, and the projection says so", () => {
    const schema = { type: "object", properties: { name: { type: ["string", "null"] } } };
    expect(findings("openapi-3.0-subset", "inputSchema", schema)).toEqual([["host", "type-array", "/properties/name/type", "requests"]]);
    const { schema: form, report } = projected("openapi-3.0-subset", "inputSchema", schema);
    expect(form).toEqual(schema);
    expect(report?.issues.map((found) => [found.host, found.code, found.path, found.blast])).toEqual([["openapi-3.0-subset", "type-array", "/properties/name/type", "requests"]]);
  });

  test("6. a $ref whose $defs is missing fails every request; the projection leaves it, the portable form replaces it and says so", () => {
    const schema = { type: "object", properties: { user: { $ref: "#/$defs/User" } } };
    expect(findings("anthropic-api", "inputSchema", schema)).toEqual([["dialect", "missing-ref-target", "/properties/user/$ref", "requests"]]);
    expect(projected("anthropic-api", "inputSchema", schema).report?.blast).toBe("requests");
    expect(toPortableSchema(schema)).toEqual({
      schema: { type: "object", properties: { user: {} } },
      loosened: [{ path: "/properties/user/$ref", code: "dangling-ref", message: '/properties/user/$ref: $ref "#/$defs/User" has no target; replaced by {}' }],
      issues: [],
    });
  });
});

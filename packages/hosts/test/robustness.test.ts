/**
 * Regressions, host side: checkToolSchema and projectFor read their input once through the guarded snapshot (the same
 * issues, at the same paths, as @mcp-wire/dialect's functions), and every host refuses keyword values of the wrong
 * type and $ref loops without progress; projectFor never claims to fix them.
 */
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";
import { toPortableSchema, type JsonSchema, type SchemaIssue } from "@mcp-wire/dialect";
import { HOSTS, checkToolSchema, projectFor } from "../src/index.js";

const at = (path: string, code: string, detail: string): SchemaIssue => ({ path, code, message: `${path === "" ? "root" : path}: ${detail}` }) as SchemaIssue;

/** checkToolSchema's and projectFor's issues for `input`, each checked against toPortableSchema's. */
function sameAsDialect(input: unknown, expected: readonly SchemaIssue[]): void {
  const schema = input as JsonSchema;
  expect(toPortableSchema(schema).issues).toEqual(expected);
  for (const host of HOSTS) {
    expect(checkToolSchema(schema, host)).toEqual(expected);
    expect(projectFor(schema, host)).toEqual({ schema: undefined, loosened: [], issues: expected });
  }
}

describe("hostile input becomes issues with their path", () => {
  test("a getter that throws, a Proxy whose ownKeys throws, a revoked Proxy", () => {
    sameAsDialect({ type: "object", properties: { a: { get type(): string { throw new Error("boom"); } } } }, [at("/properties/a/type", "invalid-value", "reading it threw: boom")]);
    const ownKeys = new Proxy({}, { ownKeys: () => { throw new Error("no keys"); } });
    sameAsDialect({ type: "object", properties: { a: ownKeys } }, [at("/properties/a", "invalid-value", "reading it threw: no keys")]);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    sameAsDialect({ type: "object", properties: { a: proxy } }, [at("/properties/a", "invalid-value", "reading it threw: a revoked Proxy")]);
  });

  test("a cycle through data, and roots that are not schemas", () => {
    const data: Record<string, unknown> = {};
    data["self"] = data;
    sameAsDialect({ type: "object", default: data }, [at("/default/self", "cyclic-schema", "the schema object graph contains a cycle")]);
    sameAsDialect(null, [at("", "not-a-schema", "a schema is an object or a boolean, got null")]);
    sameAsDialect([{ type: "object" }], [at("", "not-a-schema", "a schema is an object or a boolean, got an array")]);
  });

  test("a property named __proto__ stays data through the snapshot", () => {
    expect(checkToolSchema(JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}'), "mcp-sdk-v2-client")).toEqual([]);
  });
});

describe("what no host can load is refused by every host and never 'fixed'", () => {
  const cycle = { type: "object", $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } } };
  const cycleIssues = [
    at("/$defs/a/$ref", "ref-cycle", '$ref "#/$defs/b" loops back to itself through $ref and in-place applicators only (no progress into the instance)'),
    at("/$defs/b/$ref", "ref-cycle", '$ref "#/$defs/a" loops back to itself through $ref and in-place applicators only (no progress into the instance)'),
  ];

  test("a $ref loop without progress: ref-cycle for every host; projectFor refuses it", () => {
    for (const host of HOSTS) {
      expect(checkToolSchema(cycle, host).filter((item) => item.code === "ref-cycle")).toEqual(cycleIssues);
      expect(projectFor(cycle, host)).toEqual({ schema: undefined, loosened: [], issues: cycleIssues });
    }
    const viaAllOf = { type: "object", allOf: [{ $ref: "#" }] };
    expect(() => new Ajv2020({ strict: false }).compile(viaAllOf)({})).toThrow(RangeError);
    expect(checkToolSchema(viaAllOf, "mcp-sdk-v2-client")).toEqual([
      at("/allOf/0/$ref", "ref-cycle", '$ref "#" loops back to itself through $ref and in-place applicators only (no progress into the instance)'),
    ]);
    expect(checkToolSchema({ type: "object", properties: { child: { $ref: "#" } } }, "mcp-sdk-v2-client")).toEqual([]);
  });

  test("keyword values of the wrong type: invalid-keyword-value for every host", () => {
    const schema = { type: "object", properties: [1], required: "x", allOf: [], not: 3, minLength: -1, type2: 1, $defs: { a: 1 } };
    const expected = [
      at("/properties", "invalid-keyword-value", "properties must be an object of schemas"),
      at("/required", "invalid-keyword-value", "required must be an array of unique strings"),
      at("/allOf", "invalid-keyword-value", "allOf must be a non-empty array of schemas"),
      at("/not", "invalid-keyword-value", "not must be a schema (an object or a boolean)"),
      at("/minLength", "invalid-keyword-value", "minLength must be a non-negative integer"),
      at("/$defs", "invalid-keyword-value", "$defs must be an object of schemas"),
    ];
    for (const host of HOSTS) {
      expect(checkToolSchema(schema, host).filter((item) => item.code === "invalid-keyword-value")).toEqual(expected);
      expect(projectFor(schema, host)).toEqual({ schema: undefined, loosened: [], issues: expected });
    }
    for (const bad of [{ type: "object", properties: [1] }, { type: "object", required: "x" }]) {
      expect(() => new Ajv({ strict: false }).compile(bad)).toThrow("schema is invalid");
      expect(checkToolSchema(bad, "mcp-sdk-v1-client").map((item) => item.code)).toEqual(["invalid-keyword-value"]);
    }
  });
});

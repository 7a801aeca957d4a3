/**
 * Regressions: every public function reads its input once through a guarded snapshot (hazards are issues
 * with their path, thrown as DialectError by toToolSchema); keyword values of the wrong type and $ref loops without
 * progress are refused, never "fixed". The host side (checkTools, loosen, projectTools) is tested in @mcp-wire/hosts.
 */
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";
import { convertDialect, DialectError, issueDetail, toPortableSchema, toToolSchema, type JsonSchema, type SchemaIssue } from "../src/index.js";
import { MAX_JSON_DEPTH } from "../src/snapshot.js";

const at = (path: string, code: string, detail: string): SchemaIssue => ({ path, code, message: `${path === "" ? "root" : path}: ${detail}` }) as SchemaIssue;

/** Each public function's issues for `input` (toToolSchema: the thrown DialectError's issues). */
function allIssues(input: unknown): Record<string, readonly SchemaIssue[]> {
  const schema = input as JsonSchema;
  let thrown: readonly SchemaIssue[] = [];
  try {
    toToolSchema(input);
  } catch (error) {
    expect(error).toBeInstanceOf(DialectError);
    thrown = (error as DialectError).issues;
  }
  const portable = toPortableSchema(schema);
  const converted = convertDialect(schema, { to: "draft-07" });
  expect(portable.schema).toBeUndefined();
  expect(converted.schema).toBeUndefined();
  return {
    convertDialect: converted.issues,
    toPortableSchema: portable.issues,
    toToolSchema: thrown,
  };
}

function same(issues: readonly SchemaIssue[]): Record<string, readonly SchemaIssue[]> {
  return { convertDialect: issues, toPortableSchema: issues, toToolSchema: issues };
}

describe("hostile input becomes issues with their path, in every public function", () => {
  test("a getter that throws, a Proxy whose ownKeys throws, a revoked Proxy", () => {
    const getter = { type: "object", properties: { a: { get type(): string { throw new Error("boom"); } } } };
    expect(allIssues(getter)).toEqual(same([at("/properties/a/type", "invalid-value", "reading it threw: boom")]));

    const ownKeys = new Proxy({}, { ownKeys: () => { throw new Error("no keys"); } });
    expect(allIssues({ type: "object", properties: { a: ownKeys } })).toEqual(same([at("/properties/a", "invalid-value", "reading it threw: no keys")]));

    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const revokedMessage = "reading it threw: a revoked Proxy";
    expect(allIssues({ type: "object", properties: { a: proxy } })).toEqual(same([at("/properties/a", "invalid-value", revokedMessage)]));
    // toToolSchema first reads the root for ~standard (vendor detection), under the same guard.
    expect(allIssues(proxy)).toEqual({
      ...same([at("", "invalid-value", revokedMessage)]),
      toToolSchema: [at("", "invalid-value", "reading it threw: Cannot perform 'get' on a proxy that has been revoked")],
    });
  });

  test("values JSON cannot carry, each at its own path", () => {
    class Point { x = 1; }
    const properties = {
      nan: { minimum: Number.NaN }, inf: { maximum: Number.POSITIVE_INFINITY }, big: { const: 10n },
      sym: { const: Symbol("s") }, fn: { default: () => 1 }, re: { pattern: /a/ }, map: { default: new Map() },
      date: { default: new Date(0) }, undef: { description: undefined }, cls: { default: new Point() }, hole: { enum: [1, , 3] },
    };
    expect(allIssues({ type: "object", properties })).toEqual(same([
      at("/properties/nan/minimum", "invalid-value", "NaN is not a JSON number"),
      at("/properties/inf/maximum", "invalid-value", "Infinity is not a JSON number"),
      at("/properties/big/const", "invalid-value", "a BigInt is not a JSON value"),
      at("/properties/sym/const", "invalid-value", "a symbol is not a JSON value"),
      at("/properties/fn/default", "invalid-value", "a function is not a JSON value"),
      at("/properties/re/pattern", "invalid-value", "an instance of RegExp is not a JSON value"),
      at("/properties/map/default", "invalid-value", "an instance of Map is not a JSON value"),
      at("/properties/date/default", "invalid-value", "an instance of Date is not a JSON value"),
      at("/properties/undef/description", "invalid-value", "undefined is not a JSON value"),
      at("/properties/cls/default", "invalid-value", "an instance of Point is not a JSON value"),
      at("/properties/hole/enum/1", "invalid-value", "a sparse array hole is not a JSON value"),
    ]));
  });

  test("a cycle anywhere (also through data) is cyclic-schema at the repeat", () => {
    const data: Record<string, unknown> = {};
    data["self"] = data;
    expect(allIssues({ type: "object", default: data })).toEqual(same([at("/default/self", "cyclic-schema", "the schema object graph contains a cycle")]));
  });

  test("roots that are neither an object nor a boolean: not-a-schema", () => {
    const cases: [unknown, string][] = [["hello", "a string"], [42, "42"], [null, "null"], [[{ type: "object" }], "an array"], [() => 1, "a function"], [undefined, "undefined"]];
    for (const [input, what] of cases) {
      expect(allIssues(input)).toEqual(same([at("", "not-a-schema", `a schema is an object or a boolean, got ${what}`)]));
    }
    expect(() => toToolSchema(null)).toThrow("Not a schema: / (not-a-schema)");
  });

  test("a Standard Schema whose ~standard getter throws, and vendor output with a hazard", () => {
    const hostile = { get "~standard"(): never { throw new Error("nope"); } };
    expect(() => toToolSchema(hostile)).toThrow(new DialectError([at("", "invalid-value", "reading it threw: nope")], "Schema cannot be read"));
    const vendor = { "~standard": { version: 1, vendor: "x", validate: () => ({ value: 1 }), jsonSchema: { input: () => ({ type: "object", minimum: Number.NaN }), output: () => ({}) } } };
    expect(() => toToolSchema(vendor)).toThrow("Schema cannot be read: /minimum (invalid-value)");
  });

  test("a property named __proto__ stays data through the snapshot", () => {
    expect(JSON.stringify(toPortableSchema(JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}')).schema)).toBe('{"type":"object","properties":{"__proto__":{"type":"string"}}}');
  });
});

describe("what no host can load is refused and never 'fixed'", () => {
  const cycle = { type: "object", $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } } };
  const cycleIssues = [
    at("/$defs/a/$ref", "ref-cycle", '$ref "#/$defs/b" loops back to itself through $ref and in-place applicators only (no progress into the instance)'),
    at("/$defs/b/$ref", "ref-cycle", '$ref "#/$defs/a" loops back to itself through $ref and in-place applicators only (no progress into the instance)'),
  ];

  test("a $ref loop without progress: ref-cycle; the portable projection refuses it", () => {
    expect(toPortableSchema(cycle)).toEqual({ schema: undefined, loosened: [], issues: cycleIssues });
    // Through an in-place applicator too: Ajv overflows its stack validating it.
    const viaAllOf = { type: "object", allOf: [{ $ref: "#" }] };
    expect(() => new Ajv2020({ strict: false }).compile(viaAllOf)({})).toThrow(RangeError);
    expect(toPortableSchema(viaAllOf).issues).toEqual([
      at("/allOf/0/$ref", "ref-cycle", '$ref "#" loops back to itself through $ref and in-place applicators only (no progress into the instance)'),
    ]);
    // Recursion that makes progress (into a property) is fine.
    const tree = { type: "object", properties: { child: { $ref: "#" } } };
    expect(toPortableSchema(tree).issues).toEqual([]);
  });

  test("keyword values of the wrong type: invalid-keyword-value, by the position and keyword tables", () => {
    const schema = { type: "object", properties: [1], required: "x", allOf: [], not: 3, minLength: -1, type2: 1, $defs: { a: 1 } };
    const expected = [
      at("/properties", "invalid-keyword-value", "properties must be an object of schemas"),
      at("/required", "invalid-keyword-value", "required must be an array of unique strings"),
      at("/allOf", "invalid-keyword-value", "allOf must be a non-empty array of schemas"),
      at("/not", "invalid-keyword-value", "not must be a schema (an object or a boolean)"),
      at("/minLength", "invalid-keyword-value", "minLength must be a non-negative integer"),
      at("/$defs", "invalid-keyword-value", "$defs must be an object of schemas"),
    ];
    expect(toPortableSchema(schema)).toEqual({ schema: undefined, loosened: [], issues: expected });
    for (const bad of [{ type: "object", properties: [1] }, { type: "object", required: "x" }]) {
      expect(() => new Ajv({ strict: false }).compile(bad)).toThrow("schema is invalid");
      expect(toPortableSchema(bad).issues.map((item) => item.code)).toEqual(["invalid-keyword-value"]);
    }
  });
});

describe("issue messages stay short on absurd paths", () => {
  test("a 10 000-deep items chain: too-deep where the snapshot stops, the message quoting at most 100 characters of the path", () => {
    let deep: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 10_000; i++) deep = { items: deep };
    const result = toPortableSchema(deep as never);
    expect(result.issues.map((i) => [i.code, i.path.split("/").length - 1])).toEqual([["too-deep", MAX_JSON_DEPTH + 1]]);
    const [found] = result.issues;
    expect(found!.message).toBe(`${found!.path.slice(0, 99)}…: nested deeper than ${MAX_JSON_DEPTH} JSON levels`);
    expect(issueDetail(found!)).toBe(`nested deeper than ${MAX_JSON_DEPTH} JSON levels`);
  });

  test("issueDetail leaves a message it did not build as it is", () => {
    expect(issueDetail({ path: "/a", message: "something else" })).toBe("something else");
    expect(issueDetail({ path: "", message: "root: not-a-schema detail" })).toBe("not-a-schema detail");
  });
});

/**
 * What one kernel (@mcp-wire/core) under the package guarantees: bounded messages and errors, bounded reading of
 * shared sub-objects, one reading of `$ref` fragments, duplicate anchors reported.
 */
import { describe, expect, test } from "vitest";
import { convertDialect, DialectError, toPortableSchema, toToolSchema } from "../src/index.js";

function shared(levels: number): Record<string, unknown> {
  let node: Record<string, unknown> = { type: "string" };
  for (let i = 0; i < levels; i++) node = { type: "object", properties: { a: node, b: node } };
  return node;
}

describe("kernel guarantees", () => {
  test("a 1 MB $schema string gives messages of at most 200 characters", () => {
    const schema = { $schema: "x".repeat(1_000_000), type: "object" };
    expect(convertDialect(schema, { to: "draft-07" }).issues.map((found) => [found.code, found.message.length])).toEqual([["unsupported-dialect", 200]]);
  });

  test("a DialectError over 300 failing paths names 20 of them and how many more", () => {
    const issues = Array.from({ length: 300 }, (_, i) => ({ path: `/tools/${i}/inputSchema`, code: "root-not-object" as const, message: "m" }));
    const error = new DialectError(issues, "tools/list cannot be published");
    expect(error.message.length).toBeLessThan(1_000);
    expect(error.message.endsWith("/tools/19/inputSchema (root-not-object) and 280 more")).toBe(true);
    expect(error.issues).toHaveLength(300);
  });

  test("one object reused at 22 levels is refused as too-large by every entry point, not expanded", () => {
    const schema = shared(22);
    for (const issues of [convertDialect(schema, { to: "draft-07" }).issues, toPortableSchema(schema).issues]) {
      expect(issues.map((found) => found.code)).toEqual(["too-large"]);
      expect(issues[0]!.path).toMatch(/^(\/properties\/[ab])+(\/type)?$/);
    }
    expect(() => toToolSchema(schema)).toThrow(DialectError);
  });

  test("a duplicate $anchor is reported, never resolved to the first", () => {
    const schema = { type: "object", $defs: { one: { $anchor: "it", type: "string" }, two: { $anchor: "it", type: "number" } }, properties: { x: { $ref: "#it" } } };
    expect(toPortableSchema(schema).issues.map((found) => [found.path, found.code])).toEqual([["/$defs/two/$anchor", "duplicate-anchor"]]);
  });
});

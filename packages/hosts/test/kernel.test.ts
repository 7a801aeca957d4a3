/**
 * What the kernel (@mcp-wire/core) under host checks guarantees: bounded messages, bounded reading of shared
 * sub-objects, one reading of `$ref` fragments.
 */
import { describe, expect, test } from "vitest";
import { checkToolSchema } from "../src/index.js";

function shared(levels: number): Record<string, unknown> {
  let node: Record<string, unknown> = { type: "string" };
  for (let i = 0; i < levels; i++) node = { type: "object", properties: { a: node, b: node } };
  return node;
}

describe("kernel guarantees in checkToolSchema", () => {
  test("a 1 MB $schema string gives a message of at most 200 characters", () => {
    const schema = { $schema: "x".repeat(1_000_000), type: "object" };
    expect(checkToolSchema(schema, "mcp-sdk-v2-client").map((found) => [found.code, found.message.length])).toEqual([["unsupported-dialect-label", 200]]);
  });

  test("one object reused at 22 levels is too-large, not expanded", () => {
    const issues = checkToolSchema(shared(22), "anthropic-api");
    expect(issues.map((found) => found.code)).toEqual(["too-large"]);
  });

  test("#/$defs/a~1b names the member a/b; #/$defs/a%2Fb decodes to /$defs/a/b (as Ajv reads it)", () => {
    const escaped = { type: "object", $defs: { "a/b": { type: "string" } }, properties: { x: { $ref: "#/$defs/a~1b" } } };
    const encoded = { type: "object", $defs: { a: { b: { type: "number" } }, "a/b": { type: "string" } }, properties: { x: { $ref: "#/$defs/a%2Fb" } } };
    const missing = { type: "object", $defs: { "a/b": { type: "string" } }, properties: { x: { $ref: "#/$defs/a%2Fb" } } };
    expect(checkToolSchema(escaped, "anthropic-api")).toEqual([]);
    expect(checkToolSchema(encoded, "anthropic-api")).toEqual([]);
    expect(checkToolSchema(missing, "anthropic-api").map((found) => found.code)).toEqual(["missing-ref-target"]);
  });
});

/**
 * What one kernel (@mcp-wire/core) under the package guarantees: bounded reading of shared sub-objects, bounded
 * messages, the same snapshot wording as every other package.
 */
import { describe, expect, test } from "vitest";
import { RequestedSchemaError, toRequestedSchema, validateRequestedSchema } from "../src/index.js";

function shared(levels: number): Record<string, unknown> {
  let node: Record<string, unknown> = { type: "string" };
  for (let i = 0; i < levels; i++) node = { type: "object", properties: { a: node, b: node } };
  return node;
}

describe("kernel guarantees", () => {
  test("one object reused at 25 levels is refused at the place reading stopped, not expanded", () => {
    let error: unknown;
    try {
      toRequestedSchema(shared(25));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RequestedSchemaError);
    const { issues } = error as RequestedSchemaError;
    expect(issues.map((found) => [found.code, found.message])).toEqual([
      ["invalid-value", "more than 2000000 values, counting shared objects at every place they appear"],
    ]);
    expect(issues[0]!.path).toMatch(/^(\/properties\/[ab])+(\/type)?$/);
    expect(validateRequestedSchema(shared(25)).valid).toBe(false);
  });

  test("300 rejected properties give a message naming 20 paths and how many more", () => {
    const properties = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`p${i}`, { type: "string", pattern: "^a$" }]));
    let error: unknown;
    try {
      toRequestedSchema({ type: "object", properties });
    } catch (caught) {
      error = caught;
    }
    const { message, issues } = error as RequestedSchemaError;
    expect(issues).toHaveLength(300);
    expect(message.length).toBeLessThan(700);
    expect(message).toContain("/properties/p19/pattern and 280 more");
  });
});

describe("content formats come from the grammar and fail closed", () => {
  test("every format any revision's grammar allows has a validator", async () => {
    const { FORMAT_CHECKS, checkValue } = await import("../src/values.js");
    const { grammarFor, REVISIONS } = await import("@mcp-wire/spec");
    const grammarFormats = [...new Set(REVISIONS.flatMap((revision) => [...grammarFor(revision).formats]))].sort();
    expect([...FORMAT_CHECKS.keys()].sort()).toEqual(grammarFormats);
    expect(grammarFormats).toEqual(["date", "date-time", "email", "uri"]);
    expect(checkValue({ type: "string", format: "email" }, "a@b.co", "/x")).toEqual([]);
    expect(checkValue({ type: "string", format: "email" }, "nope", "/x")).toEqual([{ path: "/x", code: "format-mismatch", message: "must be a valid email" }]);
  });

  test("a format without a validator refuses every value instead of accepting it unchecked", async () => {
    const { checkValue } = await import("../src/values.js");
    expect(checkValue({ type: "string", format: "hostname" } as never, "example.com", "/x")).toEqual([
      { path: "/x", code: "format-mismatch", message: "must be a valid hostname" },
    ]);
  });
});

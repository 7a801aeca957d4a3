/**
 * The catastrophic-pattern finder of the result-check budget (result-budget.ts): which regular expressions nest
 * unbounded quantifiers, and the JSON Pointers of such patterns in an outputSchema.
 */
import { describe, expect, it } from "vitest";
import { catastrophicPatterns, nestsUnboundedQuantifiers, unfinishedVerdict } from "../src/doctor/result-budget.js";

describe("nestsUnboundedQuantifiers", () => {
  it.each([
    ["^(a+)+$", true],
    ["(a*)*", true],
    ["(?:x*y)*z", true],
    ["((ab)+c)+", true],
    ["(a+){2,}", true],
    ["^(\\d+)*$", true],
    ["^(a+)?$", false],
    ["^(a+){2,5}$", false],
    ["^a+b*$", false],
    ["^(ab)+$", false],
    ["[(a+)+]", false],
    ["\\(a+\\)+", false],
    ["(a|a)*", false],
    ["((", false],
    ["", false],
  ])("%s → %s", (source, nested) => {
    expect(nestsUnboundedQuantifiers(source)).toBe(nested);
  });
});

describe("catastrophicPatterns", () => {
  it("names pattern values and patternProperties keys by JSON Pointer, in walk order", () => {
    const schema = {
      type: "object",
      properties: { p: { type: "string", pattern: "^(a+)+$" }, q: { type: "string", pattern: "^a+$" }, "a/b": { items: { pattern: "(x*)*" } } },
      patternProperties: { "^(k+)+$": { type: "string" } },
      $defs: { d: { pattern: "(y+)+" } },
    };
    // each subschema is visited before its children: the root's patternProperties key comes first
    expect(catastrophicPatterns(schema)).toEqual(["/patternProperties/^(k+)+$", "/properties/p/pattern", "/properties/a~1b/items/pattern", "/$defs/d/pattern"]);
  });

  it("finds none in what is not an object schema", () => {
    expect([catastrophicPatterns(undefined), catastrophicPatterns(true), catastrophicPatterns([{ pattern: "(a+)+" }]), catastrophicPatterns({ type: "string" })]).toEqual([[], [], [], []]);
  });
});

describe("unfinishedVerdict", () => {
  it("without a catastrophic pattern: one issue naming no schema path", () => {
    expect(unfinishedVerdict("mcp-sdk-v2-client", 2500, { type: "object" })).toEqual({
      host: "mcp-sdk-v2-client",
      status: "fail",
      issues: [{ path: "/structuredContent", code: "validator-timeout", message: "validator did not finish within 2.5s", params: { timeoutMs: 2500 } }],
      error: "the client's validator did not finish within 2.5s: a host running it hangs on this result",
    });
  });
});

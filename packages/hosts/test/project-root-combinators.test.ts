/**
 * Claude Code's root combinators: Claude Code 2.1.328, run offline, keeps a tool whose input schema has a root
 * `oneOf` / `anyOf` / `allOf` and strips the keyword before the request (a misread). The finding's code
 * (`root-combinator`), whatever its blast, asks for the `root-combinators` rewrite, so the projection serves a root
 * with nothing to strip: `allOf` merged into the root (same meaning), `anyOf` / `oneOf` folded into the union of
 * their branches with the alternatives said in `description` (looser, listed). The schemas are the lab's probes
 * (`root-oneof`, `root-anyof`, `root-allof`) and a root whose branches carry the properties.
 */
import { describe, expect, test } from "vitest";
import { hostFindings, needsOf, projectTools, type HostIssue } from "../src/index.js";

const str = { type: "string" } as const;
const num = { type: "number" } as const;
const tools = [
  { name: "root_oneof", inputSchema: { type: "object", properties: { a: str, b: num }, oneOf: [{ required: ["a"] }, { required: ["b"] }] } },
  { name: "root_anyof", inputSchema: { type: "object", properties: { a: str, b: num }, anyOf: [{ required: ["a"] }, { required: ["b"] }] } },
  { name: "root_allof", inputSchema: { type: "object", properties: { a: str }, allOf: [{ required: ["a"] }, { properties: { b: num } }] } },
  { name: "root_branches", inputSchema: { type: "object", oneOf: [{ properties: { a: str }, required: ["a"] }, { properties: { b: num }, required: ["b"] }] } },
];

describe("claude-code: root combinators, which it strips", () => {
  test("the finding's code chooses the rewrite, not its blast: a misread asks for root-combinators as a dropped tool does", () => {
    const finding = (blast: HostIssue["blast"]): HostIssue => ({ path: "/oneOf", code: "root-combinator", layer: "host", blast, message: "/oneOf: stripped" });
    expect([needsOf(finding("misread")), needsOf(finding("tool"))]).toEqual([["root-combinators"], ["root-combinators"]]);
  });

  test("each tool is found by the root-combinator rule at its keyword", () => {
    const [found] = hostFindings(tools, ["claude-code"], "2025-11-25");
    // distinct code@path: the blast (and whether the Anthropic API's own finding is pre-empted) is the record's
    expect(found?.tools.map((tool) => [...new Set((tool.schemas.inputSchema ?? []).map((issue) => `${issue.code}@${issue.path}`))])).toEqual([
      ["root-combinator@/oneOf"],
      ["root-combinator@/anyOf"],
      ["root-combinator@/allOf"],
      ["root-combinator@/oneOf"],
    ]);
  });

  test("the projection leaves nothing at the root to strip: allOf merged, anyOf / oneOf folded and said in description, each change listed", () => {
    const projection = projectTools(tools, "claude-code", { revision: "2025-11-25" });
    expect(projection.tools).toEqual([
      {
        name: "root_oneof",
        inputSchema: { type: "object", properties: { a: str, b: num }, description: 'Exactly one of these forms applies:\n1. {"required":["a"]}\n2. {"required":["b"]}' },
      },
      {
        name: "root_anyof",
        inputSchema: { type: "object", properties: { a: str, b: num }, description: 'At least one of these forms applies:\n1. {"required":["a"]}\n2. {"required":["b"]}' },
      },
      { name: "root_allof", inputSchema: { type: "object", properties: { a: str, b: num }, required: ["a"] } },
      {
        name: "root_branches",
        inputSchema: {
          type: "object",
          properties: { a: {}, b: {} },
          description: 'Exactly one of these forms applies:\n1. {"properties":{"a":{"type":"string"}},"required":["a"]}\n2. {"properties":{"b":{"type":"number"}},"required":["b"]}',
        },
      },
    ]);
    expect(projection.report.map((tool) => (tool.loosened.inputSchema ?? []).map((change) => [change.path, change.rewrite, change.effect, change.blast]))).toEqual([
      [["/oneOf", "root-combinators", "looser", "misread"]],
      [["/anyOf", "root-combinators", "looser", "misread"]],
      [["/allOf", "root-combinators", "same", "none"]],
      [["/oneOf", "root-combinators", "looser", "misread"]],
    ]);
    expect(projection.report.map((tool) => [tool.issues, tool.blast])).toEqual(tools.map(() => [[], "none"]));
  });
});

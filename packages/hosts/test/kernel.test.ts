/**
 * What the kernel (@mcp-wire/core) under host checks guarantees: bounded messages, bounded reading of shared
 * sub-objects, one reading of `$ref` fragments.
 */
import { describe, expect, test } from "vitest";
import { checkTools } from "../src/index.js";

function shared(levels: number): Record<string, unknown> {
  let node: Record<string, unknown> = { type: "string" };
  for (let i = 0; i < levels; i++) node = { type: "object", properties: { a: node, b: node } };
  return node;
}

/** `[layer, code, path]` of each issue of host `host` on the input schema of one tool. */
function inputIssues(inputSchema: unknown, host: "anthropic-api" | "mcp-sdk-v2-client", role: "inputSchema" | "outputSchema" = "inputSchema") {
  const tool = role === "inputSchema" ? { name: "t", inputSchema } : { name: "t", inputSchema: { type: "object" }, outputSchema: inputSchema };
  const report = checkTools({ tools: [tool] }, { hosts: [host] });
  return report.tools[0]?.schemas.find((schema) => schema.role === role)?.hosts[0]?.issues ?? [];
}

describe("kernel guarantees in checkTools", () => {
  test("a 1 MB $schema string gives messages of at most 200 characters", () => {
    const issues = inputIssues({ $schema: "x".repeat(1_000_000), type: "object" }, "mcp-sdk-v2-client", "outputSchema");
    expect(issues.map((found) => [found.code, found.message.length <= 200])).toEqual([["unsupported-dialect-label", true]]);
  });

  test("one object reused at 22 levels is too-large, not expanded", () => {
    const report = checkTools({ tools: [{ name: "t", inputSchema: shared(22) }] }, { hosts: ["anthropic-api"] });
    // the tool alone is past its own budget: that tool is unreadable at the place reading stopped, not the list
    expect(report.tools.map((tool) => [tool.name, tool.hosts.map((verdict) => [verdict.host, verdict.blast, verdict.issues.map((found) => found.code)])])).toEqual([["t", [["anthropic-api", "tool", ["unreadable-tool"]]]]]);
    expect(report.tools[0]?.hosts[0]?.issues[0]?.path).toMatch(/^\/inputSchema\/properties\/a\/properties\/[ab]\//);
    expect(report.summary.hosts["anthropic-api"]?.issues).toEqual([]);
    expect([report.summary.hosts["anthropic-api"]?.toolsKept, report.summary.hosts["anthropic-api"]?.toolsLost]).toEqual([0, 1]);
  });

  test("#/$defs/a~1b names the member a/b; #/$defs/a%2Fb decodes to /$defs/a/b (as Ajv reads it)", () => {
    const escaped = { type: "object", $defs: { "a/b": { type: "string" } }, properties: { x: { $ref: "#/$defs/a~1b" } } };
    const encoded = { type: "object", $defs: { a: { b: { type: "number" } }, "a/b": { type: "string" } }, properties: { x: { $ref: "#/$defs/a%2Fb" } } };
    const missing = { type: "object", $defs: { "a/b": { type: "string" } }, properties: { x: { $ref: "#/$defs/a%2Fb" } } };
    expect(inputIssues(escaped, "anthropic-api")).toEqual([]);
    expect(inputIssues(encoded, "anthropic-api")).toEqual([]);
    expect(inputIssues(missing, "anthropic-api").map((found) => found.code)).toEqual(["missing-ref-target"]);
  });
});

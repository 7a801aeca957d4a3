/**
 * The result rules of a product host (`resultClientOf`, `ResultChecker` of doctor/results.ts): the SDK client its record
 * embeds for output schemas, except where a rule of the record pre-empts that client on the tool's output schema —
 * Gemini CLI 0.61.0's lenient validator and Kilo 7.7.7's relist without output schemas keep a tool whose output schema
 * has an unresolvable $ref and check none of its results (lab recordings gemini@0.61.0 and kilo@7.7.7,
 * ref-unresolvable-output), where the plain SDK 1.x client cannot compile it.
 */
import { describe, expect, it } from "vitest";
import { ResultChecker, resultClientOf } from "../src/doctor/results.js";

const UNRESOLVED = { type: "object", properties: { x: { $ref: "#/$defs/Missing" } } };
const RESOLVED = { type: "object", properties: { x: { $ref: "#/$defs/X" } }, $defs: { X: { type: "string" } }, required: ["x"] };
const wrong = { content: [], structuredContent: { x: 1 } };

describe("product result rules", () => {
  it("a pre-empting rule leaves exactly the schemas it trips on unchecked", () => {
    for (const host of ["gemini", "kilo"] as const) {
      const client = resultClientOf(host);
      expect([client?.host, client?.unchecked?.(UNRESOLVED), client?.unchecked?.(RESOLVED)]).toEqual([host, true, false]);
    }
    // Claude Code embeds the SDK 1.x client with no such rule; Kilo before 7.7.7 has no recorded relist
    expect(resultClientOf("claude-code")?.unchecked).toBeUndefined();
    expect(resultClientOf("kilo", "7.7.6")?.unchecked).toBeUndefined();
  });

  it("Claude Code 2.1.328's results are checked at 2026-07-28 as the 2.x client checks them, and not at 2025-11-25 (lab:claude-code@2.1.328#output-unlabelled)", () => {
    const schema = { type: "object", properties: { count: { type: "integer" } }, required: ["count"] };
    const checker = new ResultChecker(["claude-code", "copilot-cli"], {}, "reported", { "claude-code": "2026-07-28", "copilot-cli": "2026-07-28" });
    const verdicts = (result: Readonly<Record<string, unknown>>) => checker.check("count", schema, result).map((verdict) => [verdict.host, verdict.status, verdict.issues.map((issue) => issue.code), verdict.error]);
    expect(verdicts({ content: [] })).toEqual([["claude-code", "fail", ["structured-content-missing"], "Tool count has an output schema but did not return structured content"]]);
    expect(verdicts({ content: [], structuredContent: { count: "three" } })).toEqual([["claude-code", "fail", ["structured-content-invalid"], "Structured content does not match the tool's output schema: data/count must be integer"]]);
    expect(verdicts({ content: [], structuredContent: { count: 3 } })).toEqual([["claude-code", "pass", [], null]]);
    // the texts Claude Code handed the model (lab:claude-code@2.1.328#output-unlabelled); an output schema the client
    // cannot compile refuses the call (the lab's call never reached the server)
    expect(checker.check("unresolved", UNRESOLVED, { content: [], structuredContent: { x: "x" } }).map((verdict) => [verdict.host, verdict.issues.map((issue) => issue.code)])).toEqual([["claude-code", ["output-schema-unusable"]]]);
    expect(resultClientOf("claude-code", "2.1.328", "reported", "2025-11-25")).toBeUndefined();
    expect(new ResultChecker(["claude-code"], {}, "reported", { "claude-code": "2025-11-25" }).check("count", schema, { content: [] })).toEqual([]);
  });

  it("the checker passes a result of an unchecked schema and still refuses a wrong one of a checked schema", () => {
    const checker = new ResultChecker(["gemini", "mcp-sdk-v1-client"]);
    expect(checker.check("lenient", UNRESOLVED, wrong).map((verdict) => [verdict.host, verdict.status, verdict.issues.map((issue) => issue.code)])).toEqual([
      ["gemini", "pass", []],
      ["mcp-sdk-v1-client", "fail", ["output-schema-unusable"]],
    ]);
    expect(checker.check("strict", RESOLVED, wrong).map((verdict) => [verdict.host, verdict.status, verdict.issues.map((issue) => issue.code)])).toEqual([
      ["gemini", "fail", ["structured-content-invalid"]],
      ["mcp-sdk-v1-client", "fail", ["structured-content-invalid"]],
    ]);
    // the CallToolResult shape is still the client's to check
    expect(checker.check("lenient", UNRESOLVED, { content: "nope" })[0]?.issues.map((issue) => issue.code)).toEqual(["result-invalid"]);
  });
});

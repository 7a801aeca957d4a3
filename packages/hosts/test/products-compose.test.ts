/**
 * A product's composition says one thing: a rule that records the product filtering a tool out (Claude Code releases
 * of 2026 dropping a tool with a root composition keyword, anthropics/claude-code#95504) pre-empts the findings of the
 * archetype the product would have sent it to (the Anthropic API never sees the tool), while that archetype on its
 * own, and a product without the rule, still report them. Judged at 2.1.250, a release inside that rule's versions.
 */
import { describe, expect, test } from "vitest";
import { evaluateProduct, hostFindings, type HostIssue } from "../src/index.js";

const ROOT_ANY_OF = { name: "u", inputSchema: { type: "object", anyOf: [{ required: ["a"] }, { required: ["b"] }], properties: { a: { type: "string" }, b: { type: "string" } } } };
const WITH_GONE_REF = { name: "r", inputSchema: { type: "object", anyOf: [{ required: ["a"] }], properties: { a: { $ref: "#/$defs/gone" } } } };
const OK = { name: "ok", inputSchema: { type: "object" } };
const DROPPED: HostIssue = {
  path: "/anyOf",
  code: "root-combinator",
  layer: "host",
  blast: "tool",
  message: "a composition or conditional keyword at the root makes Claude Code drop the tool, silently",
  source: "anthropics/claude-code#95504",
};
/** A Claude Code release that drops such tools (`root-combinator-dropped`). */
const DROPPING = { "claude-code": "2.1.250" } as const;
const codes = (issues: readonly HostIssue[] | undefined) => (issues ?? []).map((issue) => [issue.code, issue.path, issue.blast]);

describe("Claude Code and a root anyOf", () => {
  test("the rule records what it pre-empts", () => {
    expect(evaluateProduct([ROOT_ANY_OF], "claude-code", { version: DROPPING["claude-code"] })).toEqual({
      product: "claude-code",
      schemas: [{ tool: 0, role: "inputSchema", issues: [DROPPED], preempts: ["anthropic-api"] }],
      tools: [],
      server: [],
    });
  });

  test("the tool is dropped and no request fails: the API never sees it", () => {
    const [claude] = hostFindings([ROOT_ANY_OF, OK], ["claude-code"], "2025-11-25", { versions: DROPPING });
    expect(claude?.tools).toEqual([
      { schemas: { inputSchema: [DROPPED] }, tool: [] },
      { schemas: { inputSchema: [] }, tool: [] },
    ]);
    expect(claude?.summary).toEqual({ toolsKept: 1, toolsLost: 1, listLost: false, requestsFail: false, issues: [] });
  });

  test("every other finding of the API on the dropped tool is pre-empted too", () => {
    const [claude] = hostFindings([WITH_GONE_REF], ["claude-code"], "2025-11-25", { versions: DROPPING });
    expect(codes(claude?.tools[0]?.schemas.inputSchema)).toEqual([["root-combinator", "/anyOf", "tool"]]);
    expect(claude?.summary).toEqual({ toolsKept: 0, toolsLost: 1, listLost: false, requestsFail: false, issues: [] });
  });

  test("the API on its own, and Claude Desktop (no such rule), still fail every request", () => {
    const [api, desktop] = hostFindings([WITH_GONE_REF], ["anthropic-api", "claude-desktop"], "2025-11-25");
    expect(codes(api?.tools[0]?.schemas.inputSchema)).toEqual([["missing-ref-target", "/properties/a/$ref", "requests"], ["root-combinator", "/anyOf", "requests"]]);
    expect([api?.summary.requestsFail, api?.summary.toolsLost]).toEqual([true, 0]);
    expect([desktop?.summary.requestsFail, desktop?.summary.toolsLost]).toEqual([true, 0]);
  });

  test("a tool without a root composition still reaches the API", () => {
    const gone = { name: "g", inputSchema: { type: "object", properties: { a: { $ref: "#/$defs/gone" } } } };
    const [claude] = hostFindings([gone], ["claude-code"], "2025-11-25", { versions: DROPPING });
    expect(codes(claude?.tools[0]?.schemas.inputSchema)).toEqual([["missing-ref-target", "/properties/a/$ref", "requests"]]);
    expect(claude?.summary).toEqual({ toolsKept: 1, toolsLost: 0, listLost: false, requestsFail: true, issues: [] });
  });
});

describe("Claude Code's root composition keywords by release", () => {
  const verdict = (version: string) => {
    const [claude] = hostFindings([ROOT_ANY_OF, OK], ["claude-code"], "2025-11-25", { versions: { "claude-code": version } });
    return { issues: codes(claude?.tools[0]?.schemas.inputSchema), requestsFail: claude?.summary.requestsFail, toolsKept: claude?.summary.toolsKept };
  };

  test("before 2.1.100 the tool is sent on and the API refuses every request", () => {
    expect(verdict("2.1.86")).toEqual({ issues: [["root-combinator", "/anyOf", "requests"]], requestsFail: true, toolsKept: 2 });
  });

  test("from 2.1.100 the tool is dropped", () => {
    expect(verdict("2.1.250")).toEqual({ issues: [["root-combinator", "/anyOf", "tool"]], requestsFail: false, toolsKept: 1 });
  });

  test("from 2.1.328 the root anyOf is stripped and the rest sent: a misread, both tools kept", () => {
    expect(verdict("2.1.328")).toEqual({ issues: [["root-combinator", "/anyOf", "misread"]], requestsFail: false, toolsKept: 2 });
  });
});

describe("a tool nested past the depth mcp-wire reads", () => {
  const nested = (levels: number): object => {
    let schema: object = { type: "string" };
    for (let i = 0; i < levels; i++) schema = { type: "object", properties: { x: schema } };
    return schema;
  };
  const summaries = (outputSchema: object) =>
    hostFindings([{ name: "d", inputSchema: { type: "object" }, outputSchema }], ["claude-desktop", "cursor", "zed"], "2025-11-25").map((found) => [found.host, found.summary.listLost, found.summary.toolsKept]);

  test("costs a product what the archetypes it embeds for that schema lose, as a tool deep but readable does", () => {
    // Claude Desktop's 2.0-beta validator parses and compiles outputs, Cursor's SDK 1.x client compiles them in listTools();
    // Zed embeds no output validator and reads replies with no depth limit of its own (Codex, measured, loses the list on a
    // reply nested past serde_json's limit; Claude Code's 2020-12-only arm is contested): the control here
    expect(summaries(nested(600))).toEqual([["claude-desktop", true, 0], ["cursor", true, 0], ["zed", false, 1]]);
    expect(summaries(nested(3000))).toEqual([["claude-desktop", true, 0], ["cursor", true, 0], ["zed", false, 0]]);
  });
});

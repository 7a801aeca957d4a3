/**
 * checkTools: the report shape, each layer's findings with exact paths, codes and blasts, scope, the host summary, and
 * the input guard (hostile input, no mutation, bad options).
 */
import { describe, expect, test } from "vitest";
import { ARCHETYPES, HostsError, checkTools, type HostIssue } from "../src/index.js";

const OBJECT = { type: "object" };
const tool = (name: string, extra: Record<string, unknown>) => ({ name, inputSchema: OBJECT, ...extra });
const codes = (issues: readonly HostIssue[]) => issues.map((found) => [found.layer, found.code, found.path, found.blast]);

function verdictOf(list: unknown, host: (typeof ARCHETYPES)[number], role: "inputSchema" | "outputSchema", revision?: "2025-06-18" | "2025-11-25" | "2026-07-28") {
  const report = checkTools(list, { hosts: [host], ...(revision === undefined ? {} : { revision }) });
  return report.tools[0]?.schemas.find((schema) => schema.role === role)?.hosts[0];
}

describe("the wire layer", () => {
  test("a boolean property loses the SDK 1.x list; the 2.x client's parser tolerates it; 2026-07-28 accepts it", () => {
    const list = { tools: [{ name: "t", inputSchema: { type: "object", properties: { x: true } } }] };
    expect(verdictOf(list, "mcp-sdk-v1-client", "inputSchema")).toEqual({
      host: "mcp-sdk-v1-client", status: "fail", blast: "list",
      issues: [{ path: "/properties/x", code: "wire-invalid", layer: "wire", blast: "list", message: "2025-11-25 Tool at /inputSchema/properties/x: must be object" }],
    });
    expect(verdictOf(list, "mcp-sdk-v2-client", "inputSchema")).toEqual({ host: "mcp-sdk-v2-client", status: "pass", blast: "none", issues: [] });
    expect(checkTools(list, { hosts: ["mcp-sdk-v2-client"], revision: "2026-07-28" }).summary.hosts["mcp-sdk-v2-client"]).toEqual({ toolsKept: 1, toolsLost: 0, listLost: false, requestsFail: false, issues: [] });
  });

  test("required: null, a root without type and a non-object outputSchema before 2026-07-28: every SDK client loses the list", () => {
    const list = { tools: [tool("a", {}), { name: "b", inputSchema: { type: "object", required: null } }, tool("c", { outputSchema: { type: "array" } })] };
    const report = checkTools(list, { hosts: ["mcp-sdk-v1-client", "mcp-sdk-v2-client", "2020-12-only", "anthropic-api"] });
    expect(report.summary.hosts).toEqual({
      "mcp-sdk-v1-client": { toolsKept: 0, toolsLost: 0, listLost: true, requestsFail: false, issues: [] },
      "mcp-sdk-v2-client": { toolsKept: 0, toolsLost: 0, listLost: true, requestsFail: false, issues: [] },
      "2020-12-only": { toolsKept: 0, toolsLost: 0, listLost: true, requestsFail: false, issues: [] },
      "anthropic-api": { toolsKept: 3, toolsLost: 0, listLost: false, requestsFail: true, issues: [] },
    });
    expect(codes(report.tools[1]?.schemas[0]?.hosts[0]?.issues ?? [])).toEqual([["wire", "wire-invalid", "/required", "list"]]);
    expect(codes(report.tools[2]?.schemas[1]?.hosts[1]?.issues ?? [])).toEqual([["wire", "wire-invalid", "/type", "list"]]);
    // At 2026-07-28 (SEP-2106) the array output schema is on the wire; the 2.x client keeps it.
    expect(verdictOf({ tools: [tool("c", { outputSchema: { type: "array" } })] }, "mcp-sdk-v2-client", "outputSchema", "2026-07-28")?.blast).toBe("none");
  });

  test("a tool-wide wire finding (a name that is not a string) is on tools[i].hosts", () => {
    const report = checkTools({ tools: [{ name: 7, inputSchema: OBJECT }] }, { hosts: ["mcp-sdk-v1-client"] });
    expect(report.tools[0]?.name).toBe("#0");
    expect(codes(report.tools[0]?.hosts[0]?.issues ?? [])).toEqual([["wire", "wire-invalid", "/name", "list"]]);
  });
});

describe("the dialect layer, priced by the host that compiles the schema", () => {
  const pattern = { type: "object", properties: { id: { type: "string", pattern: "^agent\\_run\\_" } } };

  test("a pattern invalid in unicode mode: SDK 1.x loses the list (outputSchema), 2.x fails that tool's results, input schemas are not compiled", () => {
    const list = { tools: [tool("run", { outputSchema: pattern })] };
    const v1 = verdictOf(list, "mcp-sdk-v1-client", "outputSchema");
    expect(codes(v1?.issues ?? [])).toEqual([
      ["dialect", "invalid-pattern", "/properties/id/pattern", "list"],
      ["host", "compile-failed", "", "list"],
    ]);
    expect(v1?.issues[1]?.message).toBe("sdk-1.x-ajv: Invalid regular expression: /^agent\\_run\\_/u: Invalid escape");
    expect(verdictOf(list, "mcp-sdk-v2-client", "outputSchema")?.blast).toBe("result");
    expect(verdictOf({ tools: [{ name: "run", inputSchema: pattern }] }, "mcp-sdk-v1-client", "inputSchema")).toEqual({ host: "mcp-sdk-v1-client", status: "pass", blast: "none", issues: [] });
    // Valid against the 2020-12 meta-schema (format: regex is an annotation): no API is reported to refuse it.
    expect(verdictOf({ tools: [{ name: "run", inputSchema: pattern }] }, "anthropic-api", "inputSchema")?.blast).toBe("none");
  });

  test("enum: [], a duplicate $anchor, a duplicate $id, a dangling $ref: each named at its path", () => {
    const schema = {
      type: "object",
      properties: { e: { enum: [] }, r: { $ref: "#/$defs/gone" }, i: { $id: "https://x.test/a" }, j: { $id: "https://x.test/a" } },
      $defs: { a: { $anchor: "n" }, b: { $anchor: "n" } },
    };
    const issues = verdictOf({ tools: [tool("t", { outputSchema: schema })] }, "mcp-sdk-v2-client", "outputSchema")?.issues ?? [];
    expect(codes(issues)).toEqual([
      ["dialect", "empty-enum", "/properties/e/enum", "result"],
      ["dialect", "missing-ref-target", "/properties/r/$ref", "result"],
      ["dialect", "duplicate-id", "/properties/j/$id", "result"],
      ["dialect", "duplicate-anchor", "/$defs/b/$anchor", "result"],
      ["host", "compile-failed", "", "result"],
    ]);
  });

  test("invalid against its meta-schema: costs the SDK clients nothing when Ajv still compiles it (validateSchema: false)", () => {
    const title = { type: "object", properties: { a: { type: "string", title: 5 } } };
    expect(verdictOf({ tools: [tool("t", { outputSchema: title })] }, "mcp-sdk-v1-client", "outputSchema")?.blast).toBe("none");
    expect(codes(verdictOf({ tools: [{ name: "t", inputSchema: title }] }, "anthropic-api", "inputSchema")?.issues ?? [])).toEqual([["dialect", "invalid-keyword-value", "/properties/a/title", "requests"]]);
    // What only the meta-schema says (a $vocabulary value must be a boolean): Ajv compiles it all the same.
    const vocabulary = { type: "object", properties: { a: { $vocabulary: { a: 1 } } } };
    expect(verdictOf({ tools: [tool("t", { outputSchema: vocabulary })] }, "mcp-sdk-v1-client", "outputSchema")?.blast).toBe("none");
    expect(codes(verdictOf({ tools: [{ name: "t", inputSchema: vocabulary }] }, "anthropic-api", "inputSchema")?.issues ?? [])).toEqual([["dialect", "meta-schema-invalid", "/properties/a/$vocabulary/a", "requests"]]);
    // A keyword value Ajv's own keyword code refuses still fails the compile: the list is lost.
    const minLength = { type: "object", properties: { a: { type: "string", minLength: "2" } } };
    expect(codes(verdictOf({ tools: [tool("t", { outputSchema: minLength })] }, "mcp-sdk-v1-client", "outputSchema")?.issues ?? [])).toEqual([
      ["dialect", "invalid-keyword-value", "/properties/a/minLength", "list"],
      ["host", "compile-failed", "", "list"],
    ]);
  });
});

describe("the host layer", () => {
  test("SDK 1.x loads every $schema label and reads it as draft-07; 2.x refuses draft-04; the betas refuse all but 2020-12", () => {
    for (const label of ["https://json-schema.org/draft/2020-12/schema", "https://json-schema.org/draft/2019-09/schema", "http://json-schema.org/draft-07/schema#", "http://json-schema.org/draft-04/schema#"]) {
      expect(verdictOf({ tools: [tool("t", { outputSchema: { $schema: label, type: "object" } })] }, "mcp-sdk-v1-client", "outputSchema")?.blast).toBe("none");
    }
    const draft04 = { tools: [tool("t", { outputSchema: { $schema: "http://json-schema.org/draft-04/schema#", type: "object" } })] };
    expect(codes(verdictOf(draft04, "mcp-sdk-v2-client", "outputSchema")?.issues ?? [])).toEqual([["host", "unsupported-dialect-label", "/$schema", "result"]]);
    const draft07 = { tools: [tool("t", { outputSchema: { $schema: "http://json-schema.org/draft-07/schema#", type: "object" } })] };
    expect(verdictOf(draft07, "2020-12-only", "outputSchema")?.blast).toBe("result");
    expect(verdictOf(draft07, "mcp-sdk-v2-client", "outputSchema")?.blast).toBe("none");
  });

  test("a 2020-12 tuple read by the draft-07 class: misread (items applies to every element)", () => {
    const schema = { type: "object", properties: { at: { type: "array", prefixItems: [{ type: "number" }], items: false } } };
    expect(codes(verdictOf({ tools: [tool("t", { outputSchema: schema })] }, "mcp-sdk-v1-client", "outputSchema")?.issues ?? [])).toEqual([
      ["host", "read-as-draft-07", "/properties/at/prefixItems", "misread"],
      ["host", "tuple-misread", "/properties/at/items", "misread"],
    ]);
  });

  test("two tools with one root $id and different schemas: the clients apply the first to both (shared-id, misread)", () => {
    const a = { $id: "https://x.test/r", type: "object", properties: { n: { type: "number" } } };
    const b = { $id: "https://x.test/r", type: "object", properties: { s: { type: "string" } } };
    const report = checkTools({ tools: [tool("a", { outputSchema: a }), tool("b", { outputSchema: b }), tool("c", { outputSchema: a })] }, { hosts: ["mcp-sdk-v1-client"] });
    expect(report.tools.map((found) => codes(found.schemas[1]?.hosts[0]?.issues ?? []))).toEqual([[], [["host", "shared-id", "/$id", "misread"]], []]);
  });

  test("new Ajv(): strict mode refuses an unknown keyword and a 2020-12 label; the tool is dropped", () => {
    const report = checkTools({ tools: [{ name: "a", inputSchema: { type: "object", markdownDescription: "x" } }, { name: "b", inputSchema: { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object" } }, tool("c", {})] }, { hosts: ["draft-07-ajv-default"] });
    expect(report.summary.hosts["draft-07-ajv-default"]).toEqual({ toolsKept: 1, toolsLost: 2, listLost: false, requestsFail: false, issues: [] });
    expect(report.tools[0]?.schemas[0]?.hosts[0]?.issues.at(-1)?.message).toBe('ajv-default: strict mode: unknown keyword: "markdownDescription"');
  });

  test("anthropic-api refuses top-level property keys outside ^[a-zA-Z0-9_.-]{1,64}$ (nested keys such as $meta pass)", () => {
    const schema = { type: "object", properties: { ok: { type: "object", properties: { $meta: { type: "string" } } }, "é": { type: "string" }, "a.b-c_1": {} } };
    expect(codes(verdictOf({ tools: [{ name: "t", inputSchema: schema }] }, "anthropic-api", "inputSchema")?.issues ?? [])).toEqual([["host", "property-name", "/properties/é", "requests"]]);
  });

  test("anthropic-api refuses anyOf at the top level of an input schema; model APIs never see output schemas", () => {
    const list = { tools: [{ name: "t", inputSchema: { type: "object", anyOf: [{ required: ["a"] }] }, outputSchema: { type: "object", properties: { x: { type: "string", pattern: "(" } } } }] };
    const report = checkTools(list, { hosts: ["anthropic-api", "openapi-3.0-subset", "openai-strict"] });
    expect(codes(report.tools[0]?.schemas[0]?.hosts[0]?.issues ?? [])).toEqual([["host", "root-combinator", "/anyOf", "requests"]]);
    expect(report.tools[0]?.schemas[1]?.hosts.map((found) => found.blast)).toEqual(["none", "none", "none"]);
  });
});

describe("input guard and options", () => {
  test("hostile input: a throwing getter and a non-list become a not-a-tool-list summary issue", () => {
    const hostile = { tools: [{ name: "a", get inputSchema(): never { throw new Error("boom"); } }] };
    const report = checkTools(hostile, { hosts: ["mcp-sdk-v1-client", "anthropic-api"] });
    expect(report.tools).toEqual([]);
    expect(report.summary.hosts["mcp-sdk-v1-client"]).toEqual({
      toolsKept: 0, toolsLost: 0, listLost: true, requestsFail: false,
      issues: [{ path: "/tools/0/inputSchema", code: "not-a-tool-list", layer: "wire", blast: "list", message: "not a tools/list result: /tools/0/inputSchema: reading it threw: boom" }],
    });
    expect(checkTools("nope", { hosts: ["anthropic-api"] }).summary.hosts["anthropic-api"]?.issues[0]?.code).toBe("not-a-tool-list");
  });

  test("absurd nesting: a 2 000-deep outputSchema is priced where the entry-wise read stops, never a throw", () => {
    let deep: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 2000; i++) deep = { type: "object", properties: { a: deep } };
    const report = checkTools({ tools: [tool("deep", { outputSchema: deep })] }, { hosts: ["mcp-sdk-v1-client", "anthropic-api"] });
    expect(report.summary.hosts["mcp-sdk-v1-client"]).toEqual({ toolsKept: 0, toolsLost: 0, listLost: true, requestsFail: false, issues: [] });
    expect(report.summary.hosts["anthropic-api"]).toEqual({ toolsKept: 1, toolsLost: 0, listLost: false, requestsFail: false, issues: [] });
    const found = report.tools[0]?.hosts.map((verdict) => verdict.issues.map((issue) => [issue.code, issue.blast, issue.path.length]));
    // the first value past 2048 JSON levels into the tool: outputSchema, then 1024 properties/a pairs
    const stop = "/outputSchema".length + "/properties/a".length * 1024;
    expect(found).toEqual([[["compile-failed", "list", stop]], [["unreadable-tool", "none", stop]]]);
  });

  test("a tool that only grows huge past the first read's depth costs that tool (too-large), in bounded time", () => {
    // 2^24 values once the shared object is counted at every place, all deeper than the first read goes
    let shared: Record<string, unknown> = {};
    for (let i = 0; i < 24; i++) shared = { type: "object", properties: { x: shared, y: shared } };
    let deep: Record<string, unknown> = shared;
    for (let i = 0; i < 300; i++) deep = { type: "object", properties: { a: deep } };
    const report = checkTools({ tools: [tool("huge", { inputSchema: deep }), tool("ok", {})] }, { hosts: ["mcp-sdk-v1-client", "anthropic-api"] });
    expect(report.tools.map((found) => found.name)).toEqual(["huge", "ok"]);
    expect(report.tools[0]?.hosts.map((verdict) => verdict.issues.map((issue) => [issue.code, issue.blast, issue.message]))).toEqual(
      [0, 1].map(() => [["unreadable-tool", "tool", "the tool could not be read as JSON (too-large): not judged, so it counts as lost"]]),
    );
    for (const host of ["mcp-sdk-v1-client", "anthropic-api"]) expect(report.summary.hosts[host]).toEqual({ toolsKept: 1, toolsLost: 1, listLost: false, requestsFail: false, issues: [] });
  });

  test("the input is never mutated, and __proto__ stays data", () => {
    const list = JSON.parse('{"tools":[{"name":"t","inputSchema":{"type":"object","properties":{"__proto__":{"type":"string"}}},"outputSchema":{"type":"object","properties":{"__proto__":{"type":"string"}}}}]}');
    const before = JSON.stringify(list);
    const report = checkTools(list);
    expect(JSON.stringify(list)).toBe(before);
    expect(report.tools[0]?.schemas.flatMap((schema) => schema.hosts.filter((found) => found.status === "fail").map((found) => found.host))).toEqual(["openai-strict"]);
  });

  test("equal verdicts within one report are one frozen object, and so are equal rows of verdicts", () => {
    const open = { type: "object", properties: { a: { type: "string", minLength: 1 } } };
    const report = checkTools({ tools: [tool("a", { inputSchema: open }), tool("b", { inputSchema: { ...open } }), tool("c", {})] });
    const [a, b, c] = report.tools;
    expect(a?.schemas[0]).toBe(b?.schemas[0]);
    expect(a?.hosts).toBe(c?.hosts);
    const failing = a?.schemas[0]?.hosts.find((found) => found.host === "openai-strict");
    expect(failing?.issues.map((found) => found.code)).toEqual(["strict-additional-properties", "strict-required", "unsupported-keyword"]);
    expect([Object.isFrozen(a?.schemas[0]), Object.isFrozen(failing), Object.isFrozen(failing?.issues), Object.isFrozen(failing?.issues[0])]).toEqual([true, true, true, true]);
    expect(c?.schemas[0]).not.toBe(a?.schemas[0]);
  });

  test("unknown hosts and revisions throw HostsError (invalid-option) naming the option", () => {
    expect(() => checkTools({ tools: [] }, { hosts: ["nope" as never] })).toThrow(HostsError);
    try {
      checkTools({ tools: [] }, { hosts: ["mcp-sdk-v1-client", "nope" as never], revision: "2024-01-01" as never });
    } catch (error) {
      expect((error as HostsError).code).toBe("invalid-option");
      expect((error as HostsError).issues.map((found) => found.path)).toEqual(["/hosts/1", "/revision"]);
    }
    expect.assertions(3);
  });
});
